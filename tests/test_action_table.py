"""The table of action kinds (engine/battlecon/action_table.py, issue 20): every kind of the card
format has exactly one home, and an action `apply_simple` has no handler for is an error.

The kinds of the card format are read from `schema.Action`'s fields and from docs/cards.md's
tables of actions, not from the table under test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine.battlecon.action_table import ACTIONS, Elsewhere, apply_simple
from engine.battlecon.actions import action_options
from engine.battlecon.errors import InvalidInput
from engine.battlecon.schema import Action, Ante, Effect, UniqueAbility
from tests.fighter_helpers import start

CARDS_DOC = Path(__file__).resolve().parents[1] / "docs" / "cards.md"

# One action of each kind the table says is a choice, as a card would write it.
CHOICES = {
    "advance": 1, "retreat": 1, "close": 1, "move": [1, 2], "push": 1, "pull": 1,
    "move_opponent": [1, 2], "opponent_must_move": 1, "teleport": {"to": "any_space"},
    "teleport_opponent": {"to": "any_space"}, "either": [{"push": 1}, {"pull": 1}],
    "move_marker": {"marker": "Jager", "amount": 1}, "repeat_with_base_from_hand": True,
    "swap_base_from_hand": True, "follow_move": True,
    "opponent_discards_base": {"picked_by": "you"},
}


def _documented_kinds() -> set[str]:
    """The keys of the action tables of docs/cards.md ("## Actions" up to "## Amounts")."""
    text = CARDS_DOC.read_text(encoding="utf-8")
    section = text[text.index("\n## Actions"):text.index("\n## Amounts")]
    return set(re.findall(r"^\| `(\w+)`", section, re.MULTILINE))


def test_every_kind_of_the_card_format_has_one_home_and_every_home_is_a_kind():
    kinds = set(Action.model_fields)
    assert set(ACTIONS) == kinds
    assert kinds == _documented_kinds()
    assert all(callable(home) for home in ACTIONS.values())


def test_every_movement_and_choice_the_table_sends_elsewhere_is_offered_as_a_choice():
    # A kind the table marks as a choice is answered by `action_options` with options (a
    # list, even an empty one: the movement cannot be made), never None (no choice).
    state = start("eligor", "shekhtur")
    marked = {k for k, home in ACTIONS.items()
              if isinstance(home, Elsewhere) and "action_options" in home.where}
    assert marked == set(CHOICES)
    for kind, value in CHOICES.items():
        assert action_options(state, 0, Action.model_validate({kind: value})) is not None, kind


def test_a_kind_carried_out_elsewhere_reaching_apply_simple_is_an_error_not_nothing():
    state = start("eligor", "shekhtur")
    for kind in ("advance", "either", "move_marker"):
        with pytest.raises(InvalidInput, match=kind):
            apply_simple(state, 0, Action.model_validate({kind: CHOICES[kind]}), "Test", 0, 0)


def test_a_kind_with_no_entry_in_the_table_is_an_error_not_nothing(monkeypatch):
    state = start("eligor", "shekhtur")
    chip = Action.model_validate({"chip": 2})
    assert apply_simple(state, 0, chip, "Test", 0, 0).fighters[1].life == 18
    monkeypatch.delitem(ACTIONS, "chip")
    with pytest.raises(InvalidInput, match="chip"):
        apply_simple(state, 0, chip, "Test", 0, 0)


# --- What the engine would meet with nothing to carry it out is refused when the file loads


_BRANCH = {"branch": {"if": {"range": "1"}, "then": {"stun_opponent": True}}}


@pytest.mark.parametrize("action", [
    {"either": [_BRANCH, {"pull": 1}]},
    {"next_beat": [_BRANCH]},
    {"if_that_move": {"moved": True, "then": [_BRANCH]}},
])
def test_a_branch_nested_where_no_trigger_takes_it_is_refused(action):
    with pytest.raises(ValidationError, match="branch"):
        Effect.model_validate({"timing": "hit", "action": [action]})


def test_a_branch_among_an_effects_actions_or_inside_another_branch_is_accepted():
    inner = {"branch": {"if": {"range": "1"}, "then": [_BRANCH], "else": {"pull": 1}}}
    effect = Effect.model_validate({"timing": "hit", "action": [inner]})
    assert effect.action[0].branch.then[0].kind == "branch"


def test_an_x_is_on_an_ante_or_a_unique_ability_is_refused():
    x_is = {"x_is": {"power": 2}}
    with pytest.raises(ValidationError, match="x_is"):
        Ante.model_validate({"name": "Odd", "action": [x_is]})
    with pytest.raises(ValidationError, match="x_is"):
        UniqueAbility.model_validate({"name": "Odd", "summary": "Made up.",
                                      "effects": [{"timing": "passive", "action": [x_is]}]})


def test_an_extra_style_with_a_condition_is_refused_as_it_always_holds():
    # The styles joining an attack are read before any condition could be (values.extra_styles)
    with pytest.raises(ValidationError, match="extra_style"):
        Effect.model_validate({"timing": "passive", "condition": {"life_at_most": 5},
                               "action": {"extra_style": "discard1"}})
    assert Effect.model_validate({"timing": "passive",
                                  "action": {"extra_style": "discard1"}}).condition is None
