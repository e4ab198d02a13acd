"""Claus & Wyndhal's unique ability (Gale Force): they never pass over the opponent, so their
own advances stop beside them (fighters/claus_wyndhal.yaml; 000 "Movement", "Close").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

import pytest

from tests.beat_helpers import lives
from tests.fighter_helpers import against_valuer, play_beat, start


def test_their_own_advance_stops_beside_the_opponent_instead_of_passing():
    # Claus & Wyndhal on 3, Baenvier on 5 (distance 2). Tailwind Strike: range 1 + 0~1 = 1~2,
    # priority 3 + 0 = 3, against Baenvier's Switch Shot (priority 2): they act first.
    # Tailwind's advance of 1 or 2 stops on space 4, next to Baenvier, whichever is picked
    # (an advance of 2 would have hopped to 6).
    state = play_beat(start("claus_wyndhal", "baenvier", positions=(3, 5)),
                      ("Tailwind", "Strike"), ("Switch", "Shot"))
    assert state.positions == (4, 5)


def test_cyclone_costs_an_adjacent_opponent_at_the_wall_three_life():
    # Cyclone Strike (power 4 + 1, priority 3 + 1) beats Safari Shot (2) at 6 and 7: 5 damage
    # (Ludus 15, stunned). End of Beat: Ludus is next to Claus and on the end space: 3 more.
    state = play_beat(start("claus_wyndhal", "ludus", positions=(6, 7)), ("Cyclone", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 12)
    # Away from the wall (5 and 6): only the 5 damage.
    state = play_beat(start("claus_wyndhal", "ludus", positions=(5, 6)), ("Cyclone", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 15)


def test_autumns_advance_has_three_more_power_against_an_opponent_at_the_wall():
    # Life 6: Switch brings Autumn's Advance (range 1~2, power 3, priority 6) against Safari
    # Strike (3). Close up to 6 from 3 stops next to Ludus on 7, an end space: 3 + 3 = 6
    # damage, Ludus 14 (stunned over guard 5).
    state = play_beat(start("claus_wyndhal", "ludus", positions=(3, 7), life=(6, 20)),
                      ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (6, 14)
    # Ludus on 6 instead: 3 damage (17); his Strike answers for 4: Claus 2.
    state = play_beat(start("claus_wyndhal", "ludus", positions=(2, 6), life=(6, 20)),
                      ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (2, 17)


@pytest.mark.parametrize(("positions", "valuer_life"), [((6, 7), 12), ((5, 6), 15)])
def test_cyclone_drains_3_life_from_an_adjacent_opponent_on_an_end_space(positions,
                                                                         valuer_life):
    # Cyclone Strike: range 1, power 4 + 1 = 5, priority 3 + 1 = 4 against Idle Shot (2): the
    # hit deals 5 (20 - 5 = 15, the opponent is stunned). At End of Beat an adjacent opponent
    # on space 7 (an end of the board) loses 3 more (15 - 3 = 12); on 6 nothing.
    state = play_beat(against_valuer("claus_wyndhal", positions=positions),
                      ("Cyclone", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life
