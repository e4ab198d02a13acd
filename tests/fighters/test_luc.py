"""Luc's unique ability (Temporal Battery Royal Historian) and the cards that spend his Time
tokens (fighters/luc.yaml; 000 "Tokens & Counters", "Ante Phase", "Reveal Step", "Other
Effects" (Armor X), "Attack"; 002 "Base Card Overview").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Luc is seat 0 and starts with 2 Time tokens.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
)
from tests.note_helpers import beaten, names, of_kind


def with_time(state, count):
    """Luc holds ``count`` Time tokens (set by hand)."""
    return holding(state, 0, "Time", count)


def test_luc_takes_one_more_time_token_every_end_of_beat_holding_five_at_most():
    # Luc on 1, Raederick on 7: Fusion Shot (range 1~4) and Iron Strike (range 1) both miss.
    # End of Beat: 2 + 1 = 3 Time. Holding 5 already, he stays at the limit of 5.
    pairs = (("Fusion", "Shot"), ("Iron", "Strike"))
    state = play_beat(start("luc", "raederick", positions=(1, 7)), *pairs)
    assert tokens(state, 0, "Time") == 3
    state = play_beat(with_time(start("luc", "raederick", positions=(1, 7)), 5), *pairs)
    assert tokens(state, 0, "Time") == 5


def test_anteing_one_time_token_gives_plus_one_priority():
    # Luc Fusion Strike: priority 1 + 3 = 4, +1 for the ante = 5; Raederick Iron Grasp:
    # -3 + 5 = 2. At distance 2 both range-1 attacks miss and the beat runs to its end:
    # Time 2 - 1 anted + 1 at End of Beat = 2.
    state = set_and_ante(start("luc", "raederick"), ("Fusion", "Strike"), ("Iron", "Grasp"),
                         antes=((0, "Time x1"),))
    assert (5, 2) in beaten(state)
    assert tokens(state, 0, "Time") == 2


def test_anteing_five_time_tokens_makes_luc_the_active_player_at_start_of_beat():
    # Raederick starts as the Active Player. Luc Eternal Strike: priority -4 + 3 = -1, against
    # Raederick Iron Grasp: -3 + 5 = 2, which makes Raederick Active at Reveal; at Start of
    # Beat the 5-token ante makes Luc Active instead (002, Luc's unique ability). Time:
    # 5 - 5 = 0, then 0 + 1 at End of Beat (the beat needs no decision and runs to its end).
    state = with_time(start("luc", "raederick", first_active=1), 5)
    state = set_and_ante(state, ("Eternal", "Strike"), ("Iron", "Grasp"),
                         antes=((0, "Time x5"),))
    assert "Luc" in names(state, "becomes_active")
    assert tokens(state, 0, "Time") == 1


def test_with_five_time_tokens_anted_a_priority_tie_still_clashes():
    # Fusion Strike (1 + 3 = 4) against Safari Drive (4): the tie clashes at Reveal; the
    # 5-token ante acts only at Start of Beat (002, Luc's unique ability).
    state = with_time(start("luc", "ludus"), 5)
    state = set_and_ante(state, ("Fusion", "Strike"), ("Safari", "Drive"),
                         antes=((0, "Time x5"),))
    assert of_kind(state, "clash")


def test_only_one_time_option_may_be_anted_in_a_beat():
    state = with_time(start("luc", "raederick"), 5)
    state = set_only(state, ("Fusion", "Strike"), ("Iron", "Grasp"))
    state = apply(state, Decision(0, "ante", "Time x1"))
    state = apply(state, Decision(1, "pass"))
    offered = {d.a for d in pending(state).options if d.kind == "ante"}
    assert not offered & {"Time x1", "Time x3", "Time x5"}


def test_eternal_spends_time_tokens_when_hit_for_one_soak_each():
    # Distance 1. Raederick Iron Strike: priority 0, power 3 + 4 = 7; Luc Eternal Strike:
    # priority -1, Soak 1. Raederick hits first; Luc spends both Time tokens: Soak 1 + 2 = 3,
    # so he takes 7 - 3 = 4 (20 -> 16), not more than his guard 5, and hits back for 0 + 4 = 4.
    state = play_beat(start("luc", "raederick", positions=(3, 4)),
                      ("Eternal", "Strike"), ("Iron", "Strike"), choices={"Eternal": "2"})
    assert lives(state) == (16, 16)


def test_memento_spends_two_time_tokens_to_attack_again():
    # Distance 1. Luc Memento Strike: power 0 + 4 = 4, priority 1 + 3 = 4; Raederick Iron
    # Shot: priority -3 + 2 = -1. Luc hits (20 -> 16), spends 2 Time and hits again
    # (16 -> 12); with 0 Time left he cannot go a third time.
    state = play_beat(start("luc", "raederick", positions=(3, 4)),
                      ("Memento", "Strike"), ("Iron", "Shot"))
    assert lives(state)[1] == 12


def test_memento_attacks_again_only_once_a_beat():
    # As above with 4 Time: one repeat only (002, Memento), though 2 Time are left for
    # another. Raederick 20 - 4 - 4 = 12; Time 4 - 2 + 1 at End of Beat = 3.
    state = play_beat(with_time(start("luc", "raederick", positions=(3, 4)), 4),
                      ("Memento", "Strike"), ("Iron", "Shot"))
    assert lives(state)[1] == 12
    assert tokens(state, 0, "Time") == 3


def test_the_three_token_ante_advances_luc_up_to_two_at_start_of_beat_the_five_token_one_not():
    # 5 Time. Luc on 1, Raederick on 7. Anteing 3 Time: at Start of Beat Luc advances up to 2
    # spaces, his pick (002 "Movement"): to 3, to 2 or staying on 1; the first option, 2
    # spaces, takes him to 3. Anteing 5 instead makes him Active and he stays on 1 (the
    # options do not add up).
    pairs = (("Fusion", "Strike"), ("Iron", "Strike"))
    state = with_time(start("luc", "raederick", positions=(1, 7)), 5)
    three = set_and_ante(state, *pairs, antes=((0, "Time x3"),))
    assert [d.b for d in pending(three).options] == ["3,7", "2,7", "1,7"]
    assert play_beat(state, *pairs, antes=((0, "Time x3"),)).positions[0] == 3
    assert play_beat(state, *pairs, antes=((0, "Time x5"),)).positions[0] == 1


def test_fusion_cut_short_by_the_edge_costs_the_opponent_2_life():
    # Fusion Strike (priority 4 beats Idle Shot's 2) hits the valuer on 6 for 4 and pushes it
    # 4: only 1 space is left (to 7), so it loses 2 life more: 20 - 4 - 2 = 14.
    state = play_beat(against_valuer("luc", positions=(5, 6)), ("Fusion", "Strike"),
                      ("Idle", "Shot"))
    assert state.positions[1] == 7
    assert lives(state)[1] == 14


def test_fusion_pushed_in_full_costs_nothing_more():
    # From 3 the push of 4 ends on 7 exactly: 20 - 4 = 16.
    state = play_beat(against_valuer("luc", positions=(2, 3)), ("Fusion", "Strike"),
                      ("Idle", "Shot"))
    assert state.positions[1] == 7
    assert lives(state)[1] == 16


def test_stasis_charge_cancels_the_opponents_end_of_beat_triggers():
    # Luc at 7 brings out Stasis Charge (range 1); Shekhtur's Unleashed Strike is 6 spaces
    # away. Unleashed's End of Beat gain of 2 Malice is cancelled: she keeps 3.
    state = start("luc", "shekhtur", positions=(1, 7), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Stasis Charge"), ("Switch", "Strike"),
                      ("Unleashed", "Strike"))
    assert tokens(state, 1, "Malice") == 3
