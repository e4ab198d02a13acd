"""Kehrolyn's Whip: one Hit trigger that stuns at range 1 and otherwise pulls 1, as a
`branch` (fighters/kehrolyn.yaml; 000 "Conditionals", "Movement", "Other Effects").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base. Kehrolyn's Current Form (her unique ability) is a prompt and adds nothing here.
"""

from tests.fighter_helpers import notes, play_beat, start


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
