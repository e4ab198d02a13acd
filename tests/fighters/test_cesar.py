"""César Grist's unique ability (Threat Level: one counter each Ante Phase, a fifth wipes the
track, a bonus per level) and Fueled's extra counter (fighters/cesar.yaml; 000 "Tokens &
Counters", "Ante Phase", "Guard & Stun", "Other Effects": Stun Immunity).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_only, start, tokens


def with_threat(state, level):
    """César (seat 0) starts the beat holding ``level`` Threat Level counters."""
    return state.with_fighter(0, supply=(level,), depletion=(5 - level,))


def test_each_ante_phase_adds_one_threat_level_counter():
    # César starts the duel at 0; the first Ante Phase adds one: 0 + 1 = 1.
    state = start("cesar", "kehrolyn")
    assert tokens(state, 0, "Threat Level") == 0
    state = set_only(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 1


def test_a_fifth_threat_level_counter_wipes_the_track_back_to_zero():
    # 4 counters held; the Ante Phase would make 5, so all of them go instead: 0.
    state = with_threat(start("cesar", "kehrolyn"), 4)
    state = set_only(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert tokens(state, 0, "Threat Level") == 0


def test_threat_level_one_gives_one_power_and_one_stun_guard():
    # 0 + 1 = level 1. Kehrolyn's Bladed Strike (priority 3 + 0 = 3) beats Unstoppable Strike
    # (3 - 2 = 1) and hits for 4 + 2 = 6, not above César's guard 5 + 1 = 6: no stun (at level 0
    # it would be 6 > 5), life 20 - 6 = 14. César answers for 4 + 1 = 5 against guard 5 + 2 = 7:
    # Kehrolyn 20 - 5 = 15.
    state = play_beat(start("cesar", "kehrolyn", positions=(3, 4)),
                      ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (14, 15)


def test_threat_level_three_makes_cesar_stun_immune():
    # 2 + 1 = level 3. Bladed Strike hits first for 6 > guard 5: César would be stunned, but
    # level 3 is Stun Immunity, so he still attacks for 4 + 3 = 7 (not above guard 7):
    # lives 20 - 6 = 14 and 20 - 7 = 13.
    state = with_threat(start("cesar", "kehrolyn", positions=(3, 4)), 2)
    state = play_beat(state, ("Unstoppable", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (14, 13)


def test_fueled_gaining_a_fifth_threat_level_counter_wipes_the_track():
    # 3 + 1 (Ante Phase) = 4, then Fueled's Start gain would make 5: all go, level 0, no
    # bonus. Distance 2: Bladed Strike (priority 3 beats Fueled Strike's 3 - 1 = 2) misses
    # with range 1; Fueled advances César 3 -> 4 and hits for 4 + 1 = 5, not above guard
    # 5 + 2 = 7: Kehrolyn 20 - 5 = 15.
    state = with_threat(start("cesar", "kehrolyn", positions=(3, 5)), 3)
    state = play_beat(state, ("Fueled", "Strike"), ("Bladed", "Strike"),
                      choices={"Fueled": "4,5"})
    assert tokens(state, 0, "Threat Level") == 0
    assert lives(state) == (20, 15)
