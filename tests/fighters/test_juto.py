"""Juto's unique ability (Strangely Familiar): his own seven bases replace the standard ones
(fighters/juto.yaml; 000 "Fighter Selection", "Set Phase").

The opponent is Raederick, who keeps the standard bases; Juto is seat 0.
"""

import pytest

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import lives
from tests.conftest import with_hand
from tests.fighter_helpers import play_beat, start

JUTO_BASES = {"Flash", "Lance", "Press", "Scythe", "Spellbolt", "Staff", "Whirlpool"}


def test_juto_fights_with_his_seven_bases_and_no_standard_base():
    # Juto's kit: exactly his 7 bases; Raederick's still holds Strike and the other standard
    # bases.
    state = start("juto", "raederick")
    assert set(state.kits[0].bases) == JUTO_BASES
    assert "Strike" in state.kits[1].bases


def test_juto_cannot_set_a_standard_base():
    # Strike is not one of Juto's bases, so setting Fluffy Strike is refused.
    state = with_hand(start("juto", "raederick"), 0, "Fluffy")
    with pytest.raises(RuleViolation, match="not a base of Juto"):
        apply(state, Decision(0, "set", "Fluffy", "Strike"))


def test_lance_keeps_the_opponent_out_of_the_spaces_next_to_juto():
    # Fuzzy Lance: priority 5 - 2 = 3 against Ludus's Safari Drive (4), so Ludus advances first
    # from 5: 2 spaces would end on 3, next to Juto on 2, so only 1 space (to 4) is made. Drive
    # (range 1) misses at range 2; Lance (range 2) hits for 3 + 1 = 4: Ludus 16.
    state = play_beat(start("juto", "ludus", positions=(2, 5)), ("Fuzzy", "Lance"),
                      ("Safari", "Drive"))
    assert state.positions == (2, 4)
    assert lives(state) == (20, 16)
