"""Corrections by hand: any number can be set to what the table says, and is logged."""

import pytest
from conftest import duel, play

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.replay import replay
from engine.battlecon.setup import DuelSetup, suggested_seat
from engine.battlecon.state import FORCE_POOL


def test_life_set_by_hand_is_kept_and_noted():
    state = apply(duel(), adjust_decision(1, "life", 15))
    assert state.fighters[1].life == 15
    note = state.notes[-1]
    assert (note.kind, note["seat"], note["before"], note["after"]) == (
        "life_by_hand", 1, 20, 15)


def test_life_set_to_zero_by_hand_is_a_knockout():
    state = apply(duel(), adjust_decision(0, "life", 0))
    assert state.outcome is not None and state.outcome.winner == 1
    assert pending(state) is None


def test_life_cannot_be_set_above_starting_life():
    with pytest.raises(RuleViolation):
        apply(duel(), adjust_decision(0, "life", 21))


def test_force_set_by_hand_comes_from_the_pool_and_keeps_the_total():
    state = apply(duel(), adjust_decision(0, "force", 5))
    assert state.fighters[0].force == 5
    assert state.pool == 41 - 3
    held = sum(f.force for f in state.fighters)
    assert state.pool + held + state.trashed == FORCE_POOL + state.box
    lower = apply(state, adjust_decision(0, "force", 1))
    assert lower.pool == 41 + 1


def test_a_standup_can_be_moved_by_hand_but_not_onto_the_other():
    state = apply(duel(), adjust_decision(0, "space", 1))
    assert state.positions == (1, 5)
    with pytest.raises(RuleViolation):
        apply(state, adjust_decision(0, "space", 5))


def test_tokens_set_by_hand_move_between_supply_and_depletion():
    state = apply(duel("eligor", "shekhtur"), adjust_decision(0, "token:Vengeance", 4))
    assert state.tokens(0, "Vengeance") == 4
    assert state.fighters[0].depletion == (1,)
    with pytest.raises(RuleViolation):
        apply(state, adjust_decision(0, "token:Vengeance", 6))


def test_a_bad_correction_names_what_was_wrong():
    with pytest.raises(InvalidInput, match="whole number"):
        apply(duel(), adjust_decision(0, "life", "lots"))
    with pytest.raises(InvalidInput, match="cannot set"):
        apply(duel(), adjust_decision(0, "hand", 3))


def test_a_correction_does_not_change_whose_decision_it_is():
    state = play(duel(), "0|set|Counter|Strike")
    before = pending(state)
    after = pending(apply(state, adjust_decision(1, "life", 18)))
    assert after.seats == before.seats == (1,)


def test_corrections_replay_with_the_rest_of_the_log():
    setup = DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")))
    log = [adjust_decision(0, "life", 12), adjust_decision(1, "space", 6)]
    state = replay(setup, log)
    assert (state.fighters[0].life, state.positions) == (12, (3, 6))
