"""Answers computed once per game state (issue 23): a state is immutable, so what a page asks
of it twice (the Why? breakdowns for each viewer's view, each phone's page of one tap) is
worked out once and kept with the state, dying with it.

The answers are kept where the engine keeps its own (`engine.battlecon.state.memo`): the
state's ``__dict__`` under ``"_memo"``, which is not a field (equality and repr ignore it) and
which the engine's copies (`engine.battlecon.evolve`) leave behind, so a changed state never
carries an answer about the old one (a saved snapshot is such a copy, `assistant.kinds`).
Keys here start with the asking module's name, apart from the engine's. An answer keeps no
other state alive (`assistant.views.table_view` holds the previous state weakly).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_SLOT = "_memo"  # the engine's slot (engine/battlecon/state.py, _MEMO_KEY)
_set = object.__setattr__


def once(state: Any, key: tuple, compute: Callable[..., Any], *args: Any) -> Any:
    """``compute(*args)``, computed the first time ``key`` is asked of this ``state`` object
    and kept with it (``key``: a tuple starting with the asking module's name)."""
    cache = state.__dict__.get(_SLOT)
    if cache is None:
        cache = {}
        _set(state, _SLOT, cache)
    try:
        return cache[key]
    except KeyError:
        value = cache[key] = compute(*args)
        return value
