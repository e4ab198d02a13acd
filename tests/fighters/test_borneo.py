"""Borneo's unique ability (Oddly Familiar): his seven bases replace the standard bases
(fighters/borneo.yaml; 000 "Fighter Selection", "Set Phase")."""

import pytest

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.set_and_ante import set_options
from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with, with_hand
from tests.fighter_helpers import play_beat, start

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


def against_valuer(fighter, **changes):
    """``fighter`` (seat 0) against the values tester, whose Idle style is +0 everywhere and has
    no effect (tests/data/vocab_values.yaml); ``changes``: `fighter_helpers.start`'s keywords."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)


@pytest.mark.parametrize(("base1", "choices", "valuer_life"), [
    # Idle Drive advances 1 (5 -> 4) and hits Borneo: the opponent moved, so Master plan
    # reaches him for 4 (20 - 4 = 16).
    ("Drive", {"Drive": "3,4"}, 16),
    # Idle Shot does not move: Master plan reaches no space and misses.
    ("Shot", {}, 20),
])
def test_master_plan_reaches_only_an_opponent_who_moved(base1, choices, valuer_life):
    # Petulant Master plan: range X, power 4, priority 0 - 2 = -2, stun immune: the opponent
    # (priority 4 or 2) goes first. Standups on 3 and 5.
    state = play_beat(against_valuer("borneo", positions=(3, 5)), ("Petulant", "Master plan"),
                      ("Idle", base1), choices=choices)
    assert lives(state)[1] == valuer_life
