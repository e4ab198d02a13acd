"""Tests read notes as data (issue 22, item 5): the notes of one kind, with given values."""

from __future__ import annotations

from typing import Any

from engine.battlecon.state import GameState
from engine.notes import Note


def noted(state: GameState, kind: str, **values: Any) -> list[Note]:
    """The notes of ``state`` of kind ``kind`` whose values include ``values`` (each name
    given has that value), oldest first."""
    return [n for n in state.notes if isinstance(n, Note) and n.kind == kind
            and all(n.get(name, _NONE) == value for name, value in values.items())]


_NONE = object()  # a value no note holds
