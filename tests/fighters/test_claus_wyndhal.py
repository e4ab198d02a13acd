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
