"""The matches of a game other than BattleCON (ABXY, BATL) in the app's SQLite file: one row
per match, one per log entry, one per phone bound to a player (as `assistant.store` keeps
BattleCON duels). Each game names its tables by its own prefix and brings its log class.

Every accepted input is written before the answer goes back; an input made on an older
version of the match (another phone was quicker) is refused as stale.
"""

from __future__ import annotations

import secrets
import sqlite3
import threading
from collections.abc import Callable
from typing import Protocol

from engine.battlecon.errors import InvalidInput

from .log import Entry
from .store import MissingGame, StaleAction, now_iso, seat_with_secret, secret_digest

SCHEMA = """
CREATE TABLE IF NOT EXISTS {p}_matches (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    setup TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS {p}_entries (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    seq INTEGER NOT NULL,
    input TEXT,
    back_to INTEGER,
    created TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS {p}_seats (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    player INTEGER NOT NULL,
    secret_hash TEXT NOT NULL,
    PRIMARY KEY (match_id, player)
);
"""


class MatchLogLike(Protocol):
    """What a game's log offers the store (`assistant.textlog.TextLog` does)."""

    entries: list[Entry]
    players: int

    @classmethod
    def load(cls, setup_json: str, entries: list[Entry]) -> MatchLogLike: ...
    def play(self, text: str): ...
    def back_to(self, seq: int): ...
    def undo_target(self) -> int: ...


class Matches:
    """The matches of one game in the database ``db`` (shared with the rest of the app,
    under ``lock``); ``changed(match_id)`` is called after every change, to wake the live
    pages.

    ``prefix`` names the game's tables ("abxy": abxy_matches, abxy_entries, abxy_seats) and
    starts its match ids; ``title`` names the game in messages; ``log_class`` is the game's
    log (its ``load(setup_json, entries)`` rebuilds one; a setup writes itself with
    ``to_json()``).
    """

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None], prefix: str, title: str,
                 log_class: type[MatchLogLike]):
        self._db, self._lock, self._changed = db, lock, changed
        self._p, self._title, self._make_log = prefix, title, log_class.load
        self._logs: dict[str, MatchLogLike] = {}
        with lock:
            db.executescript(SCHEMA.format(p=prefix))

    def create(self, setup) -> str:
        """Start a match from the game's ``setup`` and return its id (unguessable, URL-safe).

        Raises:
            InvalidInput: the setup cannot start (too few creatures for the method...).
        """
        text = setup.to_json()
        log = self._make_log(text, [])
        match_id = self._p[0] + secrets.token_urlsafe(9)
        with self._lock:
            self._db.execute(f"INSERT INTO {self._p}_matches (id, created, setup) VALUES "
                             "(?, ?, ?)", (match_id, now_iso(), text))
            self._logs[match_id] = log
        return match_id

    def matches(self, limit: int = 10) -> list[tuple[str, str, MatchLogLike]]:
        """The newest ``limit`` matches as (id, created, log), newest first."""
        with self._lock:
            rows = self._db.execute(f"SELECT id, created FROM {self._p}_matches ORDER BY "
                                    "created DESC, rowid DESC LIMIT ?", (limit,)).fetchall()
            return [(i, c, self.log(i)) for i, c in rows]

    def log(self, match_id: str) -> MatchLogLike:
        """The match's log and state.

        Raises:
            MissingGame: no match has this id.
        """
        with self._lock:
            found = self._logs.get(match_id)
            if found is not None:
                return found
            row = self._db.execute(f"SELECT setup FROM {self._p}_matches WHERE id = ?",
                                   (match_id,)).fetchone()
            if row is None:
                raise MissingGame(f"there is no {self._title} match {match_id!r}; start one "
                                   "from the home page")
            rows = self._db.execute(f"SELECT seq, input, back_to FROM {self._p}_entries "
                                    "WHERE match_id = ? ORDER BY seq", (match_id,)).fetchall()
            log = self._make_log(row[0], [Entry(seq, text, back) for seq, text, back in rows])
            self._logs[match_id] = log
            return log

    def play(self, match_id: str, text: str, version: int) -> MatchLogLike:
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

    def back_to(self, match_id: str, seq: int, version: int) -> MatchLogLike:
        """Undo every input after entry ``seq`` (0: to the setup); see the log's ``back_to``.

        Raises:
            StaleAction, InvalidInput: as for `play`.
        """
        with self._lock:
            log = self._at(match_id, version)
            log.back_to(seq)
            self._write(match_id, log.entries[-1])
            return log

    def undo(self, match_id: str, version: int) -> MatchLogLike:
        """Undo the last input in force.

        Raises:
            StaleAction, InvalidInput: as for `play` (also: nothing to undo).
        """
        with self._lock:
            return self.back_to(match_id, self._at(match_id, version).undo_target(), version)

    def _at(self, match_id: str, version: int) -> MatchLogLike:
        log = self.log(match_id)
        if version != len(log.entries):
            raise StaleAction(len(log.entries))
        return log

    def _write(self, match_id: str, entry: Entry) -> None:
        try:
            self._db.execute(f"INSERT INTO {self._p}_entries (match_id, seq, input, "
                             "back_to, created) VALUES (?, ?, ?, ?, ?)",
                             (match_id, entry.seq, entry.decision, entry.back_to, now_iso()))
        except sqlite3.Error:
            self._logs.pop(match_id, None)  # memory ran ahead of the disk: reload next time
            raise
        self._changed(match_id)

    # ------------------------------------------------------------ phones

    def claim(self, match_id: str, player: int) -> str:
        """Bind ``player`` (from 0) of the match to one phone; return its secret (for a
        cookie).

        Raises:
            InvalidInput: no such match or player, or the player is already bound.
        """
        players = self.log(match_id).players
        if not 0 <= player < players:
            raise InvalidInput(f"this {self._title} match has players 1 to {players}")
        secret = secrets.token_urlsafe(32)
        with self._lock:
            try:
                self._db.execute(f"INSERT INTO {self._p}_seats (match_id, player, "
                                 "secret_hash) VALUES (?, ?, ?)",
                                 (match_id, player, secret_digest(secret)))
            except sqlite3.IntegrityError:
                raise InvalidInput(f"player {player + 1} is already on another phone; that "
                                   "player can free it if the phone is lost") from None
        self._changed(match_id)
        return secret

    def claimed(self, match_id: str) -> set[int]:
        """The players bound to a phone."""
        with self._lock:
            rows = self._db.execute(f"SELECT player FROM {self._p}_seats WHERE "
                                    "match_id = ?", (match_id,)).fetchall()
        return {p for (p,) in rows}

    def player_of(self, match_id: str, secret: str | None) -> int | None:
        """The player ``secret`` was given for, or None (a spectator, a forgery)."""
        with self._lock:
            rows = self._db.execute(f"SELECT player, secret_hash FROM {self._p}_seats WHERE "
                                    "match_id = ?", (match_id,)).fetchall()
        return seat_with_secret(rows, secret)

    def free(self, match_id: str, player: int, by_secret: str | None) -> None:
        """Free ``player``'s phone binding (the phone was lost); only another player of the
        match may.

        Raises:
            InvalidInput: ``by_secret`` is not another player's.
        """
        freer = self.player_of(match_id, by_secret)
        if freer is None or freer == player:
            raise InvalidInput("only another player of this match can free a phone")
        with self._lock:
            self._db.execute(f"DELETE FROM {self._p}_seats WHERE match_id = ? AND player = ?",
                             (match_id, player))
        self._changed(match_id)
