"""Takeshi Kamikaze's Heavy: he may ignore any movement applied to him this beat, his own
included (fighters/takeshi.yaml; 000 "Movement", "Optional Triggers").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Drive 1/3/4 (Before: advance 1 or 2), Strike 1/4/3.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import set_and_ante, start


def test_heavy_lets_takeshi_ignore_his_own_advance():
    # Heavy Drive: priority 4 - 2 = 2 against Safari Strike's 3: Ludus attacks first and
    # misses at range 3. Drive offers advance 1 (to 3), 2 (to 4) or ignoring it; ignored,
    # Drive (range 1) misses too.
    state = set_and_ante(start("takeshi", "ludus", positions=(2, 5)), ("Heavy", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


def test_heavy_takeshi_may_still_make_the_advance():
    # Advance 2 to range 1: Drive hits for 3 + 1 = 4 (Strike's guard 5: no stun).
    state = set_and_ante(start("takeshi", "ludus", positions=(2, 5)), ("Heavy", "Drive"),
                         ("Safari", "Strike"))
    state = choose(state, "4,5")
    assert state.positions == (4, 5)
    assert lives(state) == (20, 16)
