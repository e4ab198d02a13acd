"""Kehrolyn Ross's Exoskeletal: she may ignore any movement the opponent's effects apply to her,
one movement at a time (fighters/kehrolyn.yaml; 000 "Movement", "Optional Triggers").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Grasp 1/2/5 (Hit: push or pull 1), Strike 1/4/3 guard 5.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import set_and_ante, start


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
