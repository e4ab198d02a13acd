"""ABXY matches in the app's SQLite file (tables ``abxy_matches``, ``abxy_entries``,
``abxy_seats``; `assistant.matches.Matches`)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable

from ..matches import Matches
from .log import MatchLog, MatchSetup


class AbxyMatches(Matches):
    """The ABXY matches of the database ``db`` (see `Matches`)."""

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None]):
        super().__init__(db, lock, changed, "abxy", "ABXY",
                         lambda text, entries: MatchLog(MatchSetup.from_json(text), entries),
                         MatchSetup.to_json)
