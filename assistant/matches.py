"""The matches of a game other than BattleCON (ABXY, BATL) on a database of their own: a
`assistant.games.Games` of a text kind (`assistant.kinds.TextKind`), as the app's `Store`
keeps them beside its duels, made from the game's log class (tests, tools).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable

from .games import GAMES_IN_MEMORY, Games, Watches
from .kinds import TextKind
from .textlog import TextLog


class Matches(Games):
    """The matches of one game in the database ``db`` (under ``lock``); ``changed(match_id)``
    is called after every change, as the live pages are woken.

    ``prefix`` is the game's kind ("abxy") and starts its match ids; ``title`` names the game
    in messages ("ABXY"); ``log_class`` is the game's log (its ``load(setup_json, entries)``
    rebuilds one; a setup writes itself with ``to_json()``). ``in_memory``: how many matches'
    logs are kept in memory. ``watched`` is no longer needed (the watches pin what streams
    wait on) and is accepted for older callers.

    Raises (constructor):
        ValueError: ``in_memory`` is below 1.
    """

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None], prefix: str, title: str,
                 log_class: type[TextLog], in_memory: int = GAMES_IN_MEMORY,
                 watched: Callable[[str], bool] | None = None):
        super().__init__(db, lock, TextKind(prefix, f"{title} match", log_class),
                         Watches(lock, in_memory, also=changed), in_memory)
