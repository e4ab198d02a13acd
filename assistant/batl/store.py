"""BATL matches in the app's SQLite file (tables ``batl_matches``, ``batl_entries``,
``batl_seats``; `assistant.matches.Matches`)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable

from ..matches import Matches
from .log import BatlLog, BatlSetup


class BatlMatches(Matches):
    """The BATL matches of the database ``db`` (see `Matches`)."""

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None]):
        super().__init__(db, lock, changed, "batl", "BATL",
                         lambda text, entries: BatlLog(BatlSetup.from_json(text), entries),
                         BatlSetup.to_json)
