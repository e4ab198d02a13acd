"""ABXY matches in the app's SQLite file: one row per match, one per log entry, one per phone
bound to a player (as BattleCON's `assistant.store` keeps duels).

Every accepted input is written before the answer goes back; an input made on an older
version of the match (another phone was quicker) is refused as stale.
"""

from __future__ import annotations

import secrets
import sqlite3
import threading
from collections.abc import Callable

from engine.battlecon.errors import InvalidInput

from ..log import Entry
from ..store import StaleAction, now_iso, seat_with_secret, secret_digest
from .log import MatchLog, MatchSetup

SCHEMA = """
CREATE TABLE IF NOT EXISTS abxy_matches (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    setup TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS abxy_entries (
    match_id TEXT NOT NULL REFERENCES abxy_matches(id),
    seq INTEGER NOT NULL,
    input TEXT,
    back_to INTEGER,
    created TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS abxy_seats (
    match_id TEXT NOT NULL REFERENCES abxy_matches(id),
    player INTEGER NOT NULL,
    secret_hash TEXT NOT NULL,
    PRIMARY KEY (match_id, player)
);
"""


class AbxyMatches:
    """The ABXY matches of the database ``db`` (shared with the rest of the app, under
    ``lock``); ``changed(match_id)`` is called after every change, to wake the live pages."""

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None]):
        self._db, self._lock, self._changed = db, lock, changed
        self._logs: dict[str, MatchLog] = {}
        with lock:
            db.executescript(SCHEMA)

    def create(self, setup: MatchSetup) -> str:
        """Start a match and return its id (unguessable, URL-safe).

        Raises:
            InvalidInput: the setup cannot start (too few creatures for the method...).
        """
        log = MatchLog(setup)
        match_id = "x" + secrets.token_urlsafe(9)
        with self._lock:
            self._db.execute("INSERT INTO abxy_matches (id, created, setup) VALUES (?, ?, ?)",
                             (match_id, now_iso(), setup.to_json()))
            self._logs[match_id] = log
        return match_id

    def matches(self, limit: int = 10) -> list[tuple[str, str, MatchLog]]:
        """The newest ``limit`` matches as (id, created, log), newest first."""
        with self._lock:
            rows = self._db.execute("SELECT id, created FROM abxy_matches ORDER BY created "
                                    "DESC, rowid DESC LIMIT ?", (limit,)).fetchall()
            return [(i, c, self.log(i)) for i, c in rows]

    def log(self, match_id: str) -> MatchLog:
        """The match's log and state.

        Raises:
            InvalidInput: no match has this id.
        """
        with self._lock:
            found = self._logs.get(match_id)
            if found is not None:
                return found
            row = self._db.execute("SELECT setup FROM abxy_matches WHERE id = ?",
                                   (match_id,)).fetchone()
            if row is None:
                raise InvalidInput(f"there is no ABXY match {match_id!r}; start one from the "
                                   "home page")
            rows = self._db.execute("SELECT seq, input, back_to FROM abxy_entries WHERE "
                                    "match_id = ? ORDER BY seq", (match_id,)).fetchall()
            log = MatchLog(MatchSetup.from_json(row[0]),
                           [Entry(seq, text, back) for seq, text, back in rows])
            self._logs[match_id] = log
            return log

    def play(self, match_id: str, text: str, version: int) -> MatchLog:
        """Apply the input ``text``, made on ``version`` (the number of entries then), and
        save it.

        Raises:
            StaleAction: the match is no longer at ``version``.
            InvalidInput: the input is refused; nothing changes.
        """
        with self._lock:
            log = self._at(match_id, version)
            log.play(text)
            self._write(match_id, log.entries[-1])
            return log

    def back_to(self, match_id: str, seq: int, version: int) -> MatchLog:
        """Undo every input after entry ``seq`` (0: to the setup); see `MatchLog.back_to`.

        Raises:
            StaleAction, InvalidInput: as for `play`.
        """
        with self._lock:
            log = self._at(match_id, version)
            log.back_to(seq)
            self._write(match_id, log.entries[-1])
            return log

    def undo(self, match_id: str, version: int) -> MatchLog:
        """Undo the last input in force.

        Raises:
            StaleAction, InvalidInput: as for `play` (also: nothing to undo).
        """
        with self._lock:
            return self.back_to(match_id, self._at(match_id, version).undo_target(), version)

    def _at(self, match_id: str, version: int) -> MatchLog:
        log = self.log(match_id)
        if version != len(log.entries):
            raise StaleAction(len(log.entries))
        return log

    def _write(self, match_id: str, entry: Entry) -> None:
        try:
            self._db.execute("INSERT INTO abxy_entries (match_id, seq, input, back_to, "
                             "created) VALUES (?, ?, ?, ?, ?)",
                             (match_id, entry.seq, entry.decision, entry.back_to, now_iso()))
        except sqlite3.Error:
            self._logs.pop(match_id, None)  # memory ran ahead of the disk: reload next time
            raise
        self._changed(match_id)

    # ------------------------------------------------------------ phones

    def claim(self, match_id: str, player: int) -> str:
        """Bind ``player`` (0 or 1) of the match to one phone; return its secret (for a
        cookie).

        Raises:
            InvalidInput: no such match or player, or the player is already bound.
        """
        self.log(match_id)
        if player not in (0, 1):
            raise InvalidInput("an ABXY match has player 1 and player 2")
        secret = secrets.token_urlsafe(32)
        with self._lock:
            try:
                self._db.execute("INSERT INTO abxy_seats (match_id, player, secret_hash) "
                                 "VALUES (?, ?, ?)", (match_id, player, secret_digest(secret)))
            except sqlite3.IntegrityError:
                raise InvalidInput(f"player {player + 1} is already on another phone; that "
                                   "player can free it if the phone is lost") from None
        self._changed(match_id)
        return secret

    def claimed(self, match_id: str) -> set[int]:
        """The players bound to a phone."""
        with self._lock:
            rows = self._db.execute("SELECT player FROM abxy_seats WHERE match_id = ?",
                                    (match_id,)).fetchall()
        return {p for (p,) in rows}

    def player_of(self, match_id: str, secret: str | None) -> int | None:
        """The player ``secret`` was given for, or None (a spectator, a forgery)."""
        with self._lock:
            rows = self._db.execute("SELECT player, secret_hash FROM abxy_seats WHERE "
                                    "match_id = ?", (match_id,)).fetchall()
        return seat_with_secret(rows, secret)

    def free(self, match_id: str, player: int, by_secret: str | None) -> None:
        """Free ``player``'s phone binding (the phone was lost); only the other player may.

        Raises:
            InvalidInput: ``by_secret`` is not the other player's.
        """
        freer = self.player_of(match_id, by_secret)
        if freer is None or freer == player:
            raise InvalidInput("only the other player of this match can free a phone")
        with self._lock:
            self._db.execute("DELETE FROM abxy_seats WHERE match_id = ? AND player = ?",
                             (match_id, player))
        self._changed(match_id)
