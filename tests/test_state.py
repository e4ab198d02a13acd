"""The state plumbing the rules rely on: copies, shared kits and their caches, conditions."""

from dataclasses import replace

import pytest
from conftest import duel

from engine.battlecon.cards import default_catalog
from engine.battlecon.effects import _CHECKS
from engine.battlecon.schema import Condition
from engine.battlecon.state import FighterState, Kit, evolve, memo


def test_a_copy_changes_only_the_named_fields():
    fighter = FighterState(life=20, force=2)
    copy = evolve(fighter, life=17)
    assert (copy.life, copy.force) == (17, 2)
    assert fighter.life == 20


def test_a_copy_refuses_a_field_that_does_not_exist():
    with pytest.raises(TypeError, match="lief"):
        evolve(FighterState(life=20), lief=3)


def test_a_state_saved_before_a_field_was_added_can_still_be_copied_with_that_field():
    # A snapshot pickled by an older version lacks a newer field (`GameState.rivals`): it
    # reads the default, and a copy that sets it works instead of raising.
    import pickle

    state = duel()
    old = pickle.loads(pickle.dumps(replace(state, kits=None)))  # noqa: S301 - our own bytes
    del old.__dict__["rivals"]
    assert old.rivals == ()
    assert evolve(old, priorities=(3, 4), rivals=(1, 0)).rivals == (1, 0)


def test_a_memoised_answer_does_not_follow_the_state_into_its_copies():
    state = duel()
    assert memo(state, "k", lambda: "old") == "old"
    assert memo(state, "k", lambda: "new") == "old"
    copy = state.with_fighter(0, life=19)
    assert memo(copy, "k", lambda: "new") == "new"
    assert copy == replace(state, fighters=copy.fighters)  # the memo is not a field


def test_every_duel_of_a_catalog_shares_the_fighters_kit():
    catalog = default_catalog()
    assert Kit.build(catalog, "eligor") is Kit.build(catalog, "eligor")
    assert duel("eligor", "joal").kits[0] is duel("eligor", "shekhtur").kits[0]


def test_a_kit_copied_to_add_a_card_starts_with_empty_caches():
    kit = Kit.build(default_catalog(), "eligor")
    kit.effects("ua", "")
    assert kit._effects
    changed = replace(kit, styles=dict(kit.styles))
    assert changed._effects == {}


def test_every_condition_field_has_a_check():
    assert set(_CHECKS) == set(Condition.model_fields)
