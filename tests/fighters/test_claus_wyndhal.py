"""Claus & Wyndhal's unique ability (Gale Force): they never pass over the opponent, so their
own advances stop beside them (fighters/claus_wyndhal.yaml; 000 "Movement", "Close").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from tests.fighter_helpers import play_beat, start


def test_their_own_advance_stops_beside_the_opponent_instead_of_passing():
    # Claus & Wyndhal on 3, Baenvier on 5 (distance 2). Tailwind Strike: range 1 + 0~1 = 1~2,
    # priority 3 + 0 = 3, against Baenvier's Switch Shot (priority 2): they act first.
    # Tailwind's advance of 1 or 2 stops on space 4, next to Baenvier, whichever is picked
    # (an advance of 2 would have hopped to 6).
    state = play_beat(start("claus_wyndhal", "baenvier", positions=(3, 5)),
                      ("Tailwind", "Strike"), ("Switch", "Shot"))
    assert state.positions == (4, 5)


def test_cyclone_takes_3_life_from_an_adjacent_opponent_against_the_wall():
    # Cyclone Strike: priority 3 + 1 = 4 beats Switch Strike 3; at 6 and 7 it hits for 4 + 1 = 5
    # (guard 5: no stun), Baenvier's Strike answers. End of Beat: Baenvier is adjacent and on
    # the end space 7: he loses 3 more, 20 - 5 - 3 = 12.
    from tests.beat_helpers import lives
    state = play_beat(start("claus_wyndhal", "baenvier", positions=(6, 7)),
                      ("Cyclone", "Strike"), ("Switch", "Strike"))
    assert lives(state)[1] == 12


def test_cyclone_takes_no_life_away_from_the_wall():
    # The same beat on 5 and 6: space 6 is not an end space, only the 5 damage: 15.
    from tests.beat_helpers import lives
    state = play_beat(start("claus_wyndhal", "baenvier", positions=(5, 6)),
                      ("Cyclone", "Strike"), ("Switch", "Strike"))
    assert lives(state)[1] == 15
