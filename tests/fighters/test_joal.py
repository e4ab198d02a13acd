"""Joal Kalmor's Cutthroat: its Start advance, if it takes Joal past the opponent, makes his
attack stun on hit (fighters/joal.yaml; 000 "Other Effects": You/Opponent is Stunned).

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Shot 1~4/3/2 guard 2.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import notes, play_beat, start


def test_cutthroat_stuns_on_hit_after_its_advance_passes_the_opponent():
    # Cutthroat Shot (priority 2 + 1 = 3) beats Safari Shot (2). Advance up to 2 from 3 over
    # Ludus (on 4) onto 6: passed, so the hit stuns Ludus before damage (3: Ludus 17) and he
    # does not attack.
    state = play_beat(start("joal", "ludus", positions=(3, 4)), ("Cutthroat", "Shot"),
                      ("Safari", "Shot"))
    assert "stunned by an attack that stuns on hit" in notes(state)
    assert lives(state) == (20, 17)
