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
           catalog: Catalog | None = None, *, check: bool = False) -> GameState:
    """Rebuild the state after ``decisions`` from ``setup``.

    The decisions of a log were checked when they were made, so by default they are not
    compared with the legal options again (``check=True`` does, for a log from elsewhere).

    Raises:
        RuleViolation: a decision was not legal where it stands in the log (a corrupt log).
        InvalidInput: the setup names an unknown fighter, Finisher or card.
    """
    state = new_duel(setup, catalog)
    for decision in decisions:
        state = apply(state, decision, check=check)
    return state
