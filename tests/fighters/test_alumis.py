"""Alumis's unique ability (Shadow Manipulation): where the Shadow marker starts, and Ghastly
reading it (fighters/alumis.yaml; 000 "Markers", "Ante Phase", "In-Time Triggers", "Reveal
Step").

The Shadow is Alumis's marker (``markers[0]``). The opponent is Shekhtur with Combination (+0
range, +2 power, +0 priority).
"""

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import lives
from tests.conftest import with_hand
from tests.fighter_helpers import play_beat, start


def test_the_shadow_starts_on_the_opponents_space_when_the_first_ante_phase_begins():
    # Standups on 3 and 5: the Shadow is off the board until the Ante Phase opens, then on 5.
    state = start("alumis", "shekhtur", positions=(3, 5))
    assert state.fighters[0].markers == (None,)
    state = with_hand(with_hand(state, 0, "Ghastly", "Strike"), 1, "Combination", "Strike")
    state = apply(state, Decision(0, "set", "Ghastly", "Strike"))
    state = apply(state, Decision(1, "set", "Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert state.fighters[0].markers == (5,)


def test_ghastly_has_2_more_power_while_alumis_stands_on_the_shadow():
    # Ghastly Strike: range 1, power 0 + 4 = 4, priority 3 + 3 = 6, against Combination Shot
    # (priority 2, guard 2) at distance 1: Alumis hits first. With the Shadow under her (3):
    # 4 + 2 = 6 damage, 20 - 6 = 14; with the Shadow under Shekhtur (4): 4, 20 - 4 = 16.
    for shadow, life in ((3, 14), (4, 16)):
        state = start("alumis", "shekhtur", positions=(3, 4))
        state = state.with_fighter(0, markers=(shadow,))
        state = play_beat(state, ("Ghastly", "Strike"), ("Combination", "Shot"))
        assert lives(state)[1] == life


def test_aphotic_terror_counts_its_range_from_the_shadow():
    # Alumis at 7 life brings Aphotic Terror with Switch: range 1 counted from the Shadow,
    # power 7, priority 4 against Combination Shot (priority 2, guard 2). Alumis on 1,
    # Shekhtur on 5. The Shadow on 6, beside Shekhtur: it hits for 7 (20 - 7 = 13). The
    # Shadow on Shekhtur's own space: distance 0, out of range 1, it misses. Combination
    # cannot hit at range 4.
    state = start("alumis", "shekhtur", positions=(1, 5), life=(7, 20))
    state = state.with_fighter(0, finisher="Aphotic Terror")
    beside = play_beat(state.with_fighter(0, markers=(6,)), ("Switch", "Strike"),
                       ("Combination", "Shot"))
    assert lives(beside) == (7, 13)
    under = play_beat(state.with_fighter(0, markers=(5,)), ("Switch", "Strike"),
                      ("Combination", "Shot"))
    assert lives(under) == (7, 20)
