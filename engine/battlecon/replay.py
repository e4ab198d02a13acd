"""Replay: a duel's state is the fold of its decisions over its setup (DESIGN.md "assistant/").

Replaying is deterministic: the same setup and decisions give the same state, equal to the
live one, which is what makes undo, "undo to here" and disputed-beat replays possible.
"""

from __future__ import annotations

from collections.abc import Iterable

from .beat import apply
from .cards import Catalog
from .decisions import Decision
from .setup import DuelSetup, new_duel
from .state import GameState


def replay(setup: DuelSetup, decisions: Iterable[Decision],
           catalog: Catalog | None = None) -> GameState:
    """Rebuild the state after ``decisions`` from ``setup``.

    Raises:
        RuleViolation: a decision was not legal where it stands in the log (a corrupt log).
        InvalidInput: the setup names an unknown fighter, Finisher or card.
    """
    state = new_duel(setup, catalog)
    for decision in decisions:
        state = apply(state, decision)
    return state
