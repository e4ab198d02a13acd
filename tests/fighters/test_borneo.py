"""Borneo's unique ability (Oddly Familiar): his seven bases replace the standard bases
(fighters/borneo.yaml; 000 "Fighter Selection", "Set Phase")."""

import pytest

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.set_and_ante import set_options
from tests.conftest import with_hand
from tests.fighter_helpers import start

BORNEO_BASES = {"Claw", "Divider", "Hex", "Knuckle", "Master plan", "Scene shift", "Smoke"}
STANDARD_BASES = {"Strike", "Shot", "Drive", "Burst", "Grasp", "Dash", "Dodge"}


def test_borneo_pairs_his_styles_only_with_his_seven_unique_bases():
    # Borneo's kit holds exactly his 7 bases; every attack pair he may set uses one of them.
    state = start("borneo", "kehrolyn")
    assert set(state.kits[0].bases) == BORNEO_BASES
    assert {d.b for d in set_options(state, 0)} <= BORNEO_BASES


def test_a_standard_base_is_not_a_base_borneo_can_set():
    # Strike belongs to the standard bases that Borneo leaves in the box: setting it is refused.
    state = with_hand(start("borneo", "kehrolyn"), 0, "Weaksauce")
    assert not STANDARD_BASES & set(state.kits[0].bases)
    with pytest.raises(RuleViolation, match="not a base of Borneo"):
        apply(state, Decision(0, "set", "Weaksauce", "Strike"))
