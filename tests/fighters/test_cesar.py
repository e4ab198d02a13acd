"""César Grist's unique ability (Threat Level: one counter each Ante Phase, a fifth wipes the
track, a bonus per level) and Fueled's extra counter (fighters/cesar.yaml; 000 "Tokens &
Counters", "Ante Phase", "Guard & Stun", "Other Effects": Stun Immunity).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    formless,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
)
from tests.note_helpers import hits, names, stunned


def with_threat(state, level):
    """César (seat 0) starts the beat holding ``level`` Threat Level counters."""
    fighter = state.fighters[0]
    return state.with_fighter(0, supply=(level,) + fighter.supply[1:],
                              depletion=(5 - level,) + fighter.depletion[1:])


def test_each_ante_phase_adds_one_threat_level_counter():
    # César starts the duel at 0; the first Ante Phase adds one: 0 + 1 = 1.
    state = formless(start("cesar", "kehrolyn"))
    assert tokens(state, 0, "Threat Level") == 0
    state = set_only(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 1


def test_a_fifth_threat_level_counter_wipes_the_track_back_to_zero():
    # 4 counters held; the Ante Phase would make 5, so all of them go instead: 0.
    state = with_threat(formless(start("cesar", "kehrolyn")), 4)
    state = set_only(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 0


def test_threat_level_one_gives_one_power_and_one_stun_guard():
    # 0 + 1 = level 1. Kehrolyn's Bladed Strike (priority 3 + 0 = 3) beats Unstoppable Strike
    # (3 - 2 = 1) and hits for 4 + 2 = 6, not above César's guard 5 + 1 = 6: no stun (at level 0
    # it would be 6 > 5), life 20 - 6 = 14. César answers for 4 + 1 = 5 against guard 5 + 2 = 7:
    # Kehrolyn 20 - 5 = 15.
    state = play_beat(formless(start("cesar", "kehrolyn", positions=(3, 4))),
                      ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (14, 15)


def test_threat_level_three_makes_cesar_stun_immune():
    # 2 + 1 = level 3. Bladed Strike hits first for 6 > guard 5: César would be stunned, but
    # level 3 is Stun Immunity, so he still attacks for 4 + 3 = 7 (not above guard 7):
    # lives 20 - 6 = 14 and 20 - 7 = 13.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(3, 4))), 2)
    state = play_beat(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (14, 13)


def test_fueled_gaining_a_fifth_threat_level_counter_wipes_the_track():
    # 3 + 1 (Ante Phase) = 4: César is stunned at Reveal (level 4). Fueled's Start gain would
    # make 5: all go, level 0; he stays stunned and does not attack. Distance 2: Bladed Strike
    # (range 1) misses too: no one loses life.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(3, 5))), 3)
    state = play_beat(state, ("Fueled", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 0
    assert "César" in stunned(state)
    assert lives(state) == (20, 20)


def test_threat_level_four_stuns_cesar_so_he_does_not_attack():
    # 3 + 1 = level 4 at the Ante Phase: Soak 2, and at Reveal César is stunned. Distance 1:
    # Unstoppable Strike (priority 3 - 2 = 1) against Bladed Strike (3): Kehrolyn hits for
    # 4 + 2 = 6, Soak 2 stops 2: 20 - 4 = 16. César never attacks: Kehrolyn stays at 20.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(3, 4))), 3)
    state = play_beat(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert "César" in stunned(state)
    assert lives(state) == (16, 20)


def test_fueled_gaining_the_fourth_counter_stuns_cesar():
    # 2 + 1 = 3 at the Ante Phase; Fueled's Start gain makes 4: César is stunned then (no
    # Stun Immunity at 4) and does not attack. Distance 2: Bladed Strike (range 1) misses.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(3, 5))), 2)
    state = play_beat(state, ("Fueled", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 4
    assert lives(state) == (20, 20)
    assert "César" not in names(state, "attack_again", "attack_again_at_end")
    assert "César" not in hits(state)


def test_level_4_protocol_lifts_the_stun_of_threat_level_4():
    # César at 7 life, 3 + 1 = level 4 at the Ante Phase: stunned at Reveal, then Level 4
    # Protocol (range 1, power 7, priority 11, Soak 4) lifts it. He attacks first: Kehrolyn
    # 20 - 7 = 13. Her Bladed Strike (power 6) is all soaked by 4 + 2 = 6: César stays at 7.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(3, 4), life=(7, 20))), 3)
    state = play_beat(state.with_fighter(0, finisher="Level 4 Protocol"),
                      ("Switch", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (7, 13)


def test_after_endless_vigil_threat_level_bonuses_count_double():
    # Vigil held, 0 + 1 = level 1: +2 power and Stun Guard 2. Bladed Strike hits first for
    # 6, not above guard 5 + 2 = 7: 20 - 6 = 14. César hits back for 4 + 2 = 6: 14.
    state = holding(formless(start("cesar", "kehrolyn", positions=(3, 4))), 0, "Vigil", 1)
    state = play_beat(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (14, 14)


def test_endless_vigil_gives_the_vigil_for_the_rest_of_the_duel():
    # César at 7 life brings out Endless Vigil (N/A range): at End of Beat his level goes to 0
    # and he keeps the Vigil.
    state = with_threat(formless(start("cesar", "kehrolyn", positions=(1, 7), life=(7, 20))), 2)
    state = play_beat(state.with_fighter(0, finisher="Endless Vigil"),
                      ("Switch", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 0
    assert tokens(state, 0, "Vigil") == 1


def test_after_endless_vigil_the_next_wipe_of_the_track_eliminates_cesar():
    # Vigil held at level 4: the Ante Phase's counter would be the fifth, the track goes to
    # 0, and César is out of the duel: Kehrolyn (seat 1) wins.
    state = holding(with_threat(formless(start("cesar", "kehrolyn")), 4), 0, "Vigil", 1)
    state = set_only(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert state.outcome is not None
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 1)


def test_unstoppable_advances_cesar_after_each_movement_effect_of_the_opponent():
    # Idle Drive (priority 4) goes first: its Before advance takes the valuer from 6 to 4;
    # then Unstoppable offers César (on 2) an advance of 1 or 2: to 3, or past it to 5.
    state = set_and_ante(against_valuer("cesar", positions=(2, 6)), ("Unstoppable", "Strike"),
                         ("Idle", "Drive"))
    state = choose(state, "2,4")
    assert choice_keys(state) == ["3,4", "5,4"]
