"""Kehrolyn Ross: Exoskeletal, which lets her ignore any movement the opponent's effects apply
to her, one movement at a time (000 "Movement", "Optional Triggers"), and Whip, one Hit trigger
that stuns at range 1 and otherwise pulls 1, as a `branch` (000 "Conditionals").
fighters/kehrolyn.yaml.

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Grasp 1/2/5 (Hit: push or pull 1), Strike 1/4/3 guard 5. Kehrolyn's Current Form (her
unique ability) is a prompt and adds nothing here.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start


def test_exoskeletal_lets_kehrolyn_ignore_the_push_the_opponent_picked():
    # Safari Grasp (priority 5) beats Exoskeletal Strike (3) and hits at range 1 for 2 - Soak 2
    # = 0. Ludus picks the push (Kehrolyn 3 -> 2); Kehrolyn ignores it and stays at range 1,
    # where her Strike hits for 4: Ludus 20 - 4 = 16.
    state = set_and_ante(start("kehrolyn", "ludus", positions=(3, 4)),
                         ("Exoskeletal", "Strike"), ("Safari", "Grasp"))
    state = choose(state, "2,4")
    assert choice_keys(state) == ["2,4", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (3, 4)
    assert lives(state) == (20, 16)


def test_exoskeletal_does_not_cover_kehrolyns_own_advance():
    # Exoskeletal Drive (priority 4) is Active: advance 1 or 2 from 2, and no "ignore".
    state = set_and_ante(start("kehrolyn", "ludus", positions=(2, 5)),
                         ("Exoskeletal", "Drive"), ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5"]


def test_whip_at_range_two_pulls_the_opponent_and_does_not_then_stun_them():
    # Kehrolyn on 3, Ludus on 5. Safari Strike (priority 3) goes first and misses (range 1).
    # Whip Shot (range 1~4 + 0~1, power 3) hits at range 2: pull 1 -> Ludus on 4. Now at
    # range 1, the stun branch must not follow; 3 damage does not pass Strike's guard 5.
    state = play_beat(start("kehrolyn", "ludus", positions=(3, 5)), ("Whip", "Shot"),
                      ("Safari", "Strike"))
    assert state.positions == (3, 4)
    assert "stunned by Whip" not in notes(state)


def test_whip_at_range_one_stuns_the_opponent_and_does_not_pull():
    # Kehrolyn on 3, Ludus on 4. Whip Strike (priority 3) beats Safari Shot (2) and hits at
    # range 1: Ludus is stunned by the Hit trigger (and does not attack); nobody moves.
    state = play_beat(start("kehrolyn", "ludus", positions=(3, 4)), ("Whip", "Strike"),
                      ("Safari", "Shot"))
    assert state.positions == (3, 4)
    assert "Ludus is stunned by Whip" in notes(state)
