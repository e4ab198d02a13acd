"""One look at the games (issue 25): a request, or one message of a live stream. With other
processes on the same database, a game kept in memory is checked against the database once
in a look, the first time it is used (`assistant.games.Games.refresh`), not at every use."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

#: What was already checked against the database in this look (`look`): (kind, game id) of a
#: game's log, ("seats", kind, game id) of its seats.
_LOOK: ContextVar[set | None] = ContextVar("look", default=None)


def looked() -> set | None:
    """What this look checked already ((kind, game id), ("seats", kind, game id)); None
    outside a look."""
    return _LOOK.get()


def start_look() -> None:
    """Begin one look at the games (a request; `look` for a block): with other processes on
    the database (``shared``), a game's log and seats are checked against it once in a look,
    the first time they are used, not at every use (issue 25). Outside a look, at every use."""
    _LOOK.set(set())


def end_look() -> None:
    """End the look `start_look` began."""
    _LOOK.set(None)


@contextmanager
def look() -> Iterator[None]:
    """One look at the games around the block (one message of a live stream); see
    `start_look`."""
    token = _LOOK.set(set())
    try:
        yield
    finally:
        _LOOK.reset(token)


