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

from .consent import NotTheirs, Request, Requests
from .log import Entry
from .recent import Recent
from .seats import add_column, code_digest, rejoin_code, seat_with_secret, secret_digest
from .store import GAMES_IN_MEMORY, MissingGame, StaleAction, now_iso

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
CREATE TABLE IF NOT EXISTS {p}_withheld (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    player INTEGER NOT NULL,
    mark INTEGER NOT NULL,
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
    def back_to(self, seq: int, why: str = ""): ...
    def undo_target(self) -> int: ...
    def withdraw(self, player: int) -> list[Entry]: ...
    def crosses_reveal(self, seq: int) -> bool: ...
    def redo(self): ...
    def redo_inputs(self) -> list[str]: ...
    def withheld_mark(self) -> int: ...


class Matches:
    """The matches of one game in the database ``db`` (shared with the rest of the app,
    under ``lock``); ``changed(match_id)`` is called after every change, to wake the live
    pages.

    ``prefix`` names the game's tables ("abxy": abxy_matches, abxy_entries, abxy_seats) and
    starts its match ids; ``title`` names the game in messages; ``log_class`` is the game's
    log (its ``load(setup_json, entries)`` rebuilds one; a setup writes itself with
    ``to_json()``).

    ``in_memory``: how many matches' logs are kept in memory, the least recently used let go
    first (loaded again from the database when next needed); ``watched(match_id)``: True for
    a match a live page is waiting on, never let go.

    Raises (constructor):
        ValueError: ``in_memory`` is below 1.
    """

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 changed: Callable[[str], None], prefix: str, title: str,
                 log_class: type[MatchLogLike], in_memory: int = GAMES_IN_MEMORY,
                 watched: Callable[[str], bool] | None = None):
        self._db, self._lock, self._changed = db, lock, changed
        self._p, self._title, self._make_log = prefix, title, log_class.load
        self._logs: Recent[str, MatchLogLike] = Recent(
            in_memory, pinned=watched, forgot=lambda match_id, _log: self._requests.drop(match_id))
        # match id -> a request another phone answers, kept while its log is
        self._requests = Requests()
        with lock:
            db.executescript(SCHEMA.format(p=prefix))
            add_column(db, f"{prefix}_seats", "rejoin_hash")
            add_column(db, f"{prefix}_entries", "why")

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
            self._logs.put(match_id, log)
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
            rows = self._db.execute(f"SELECT seq, input, back_to, why FROM {self._p}_entries "
                                    "WHERE match_id = ? ORDER BY seq", (match_id,)).fetchall()
            log = self._make_log(row[0], [Entry(seq, text, back, why=why or "")
                                          for seq, text, back, why in rows])
            self._logs.put(match_id, log)
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

    def redo(self, match_id: str, version: int) -> MatchLogLike:
        """Play again what the last undo took back (the log's ``redo``).

        Raises:
            StaleAction: the match is no longer at ``version``.
            InvalidInput: nothing to redo.
        """
        with self._lock:
            log = self._at(match_id, version)
            count = len(log.entries)
            try:
                log.redo()
            except Exception:
                self._logs.pop(match_id)  # refused half way: reload from the disk
                raise
            self._write(match_id, *log.entries[count:])
            return log

    def ask(self, match_id: str, request: Request) -> None:
        """Record ``request`` (`assistant.consent.Request`: go back across a reveal) for the
        phones that answer it; they are told at once. Kept in memory.

        Raises:
            StaleAction: the match is no longer at ``request.version``.
        """
        with self._lock:
            self._at(match_id, request.version)
            self._requests.put(match_id, request)
        self._changed(match_id)

    def request(self, match_id: str) -> Request | None:
        """The pending request, or None (none, or made on an older version)."""
        with self._lock:
            return self._requests.current(match_id, len(self.log(match_id).entries))

    def answer(self, match_id: str, player: int, agree: bool, version: int) -> None:
        """``player``'s answer to the pending request: go back, or drop it.

        Raises:
            InvalidInput: no request is pending.
            NotTheirs: ``player`` does not answer it.
            StaleAction: the match is no longer at ``version``.
        """
        with self._lock:
            found = self._requests.to_answer(match_id, player,
                                             len(self.log(match_id).entries))
            self._at(match_id, version)
            self._requests.drop(match_id)
            if agree:
                self.back_to(match_id, found.seq, version)
                return
        self._changed(match_id)

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

    def _insert(self, match_id: str, entry: Entry) -> None:
        self._db.execute(f"INSERT INTO {self._p}_entries (match_id, seq, input, back_to, "
                         "created, why) VALUES (?, ?, ?, ?, ?, ?)",
                         (match_id, entry.seq, entry.decision, entry.back_to, now_iso(),
                          entry.why or None))

    def _write(self, match_id: str, *entries: Entry) -> None:
        """Write ``entries`` in one transaction (one flush), then wake the live pages."""
        try:
            self._db.execute("BEGIN")
            for entry in entries:
                self._insert(match_id, entry)
            self._db.execute("COMMIT")
        except sqlite3.Error:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            self._logs.pop(match_id)  # memory ran ahead of the disk: reload next time
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
                                 "secret_hash, rejoin_hash) VALUES (?, ?, ?, ?)",
                                 (match_id, player, secret_digest(secret),
                                  code_digest(rejoin_code(secret))))
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
            log = self.log(match_id)
            added = log.withdraw(player)
            self._db.execute("BEGIN")
            try:
                for entry in added:
                    self._insert(match_id, entry)
                self._db.execute(f"DELETE FROM {self._p}_seats WHERE match_id = ? AND "
                                 "player = ?", (match_id, player))
                if log.withheld_mark():
                    self._db.execute(f"INSERT OR REPLACE INTO {self._p}_withheld (match_id, "
                                     "player, mark) VALUES (?, ?, ?)",
                                     (match_id, player, log.withheld_mark()))
                self._db.execute("COMMIT")
            except sqlite3.Error:
                self._db.execute("ROLLBACK")
                self._logs.pop(match_id)
                raise
        self._changed(match_id)

    def rejoin(self, match_id: str, code: str) -> tuple[int, str]:
        """Bind the player whose rejoin code is ``code`` to this phone instead of its old one
        (`assistant.seats`): (the player, the new secret). The old phone's secret and code
        stop working; secrets withheld after a free are shown again (the code proves the
        player).

        Raises:
            InvalidInput: no match has this id.
            NotTheirs: no player of the match has this code.
        """
        self.log(match_id)
        secret = secrets.token_urlsafe(32)
        with self._lock:
            row = self._db.execute(f"SELECT player FROM {self._p}_seats WHERE match_id = ? "
                                   "AND rejoin_hash = ?", (match_id, code_digest(code))
                                   ).fetchone()
            if row is None:
                raise NotTheirs("that is not the rejoin code of a player of this match: "
                                "read it again on your old phone")
            self._db.execute(f"UPDATE {self._p}_seats SET secret_hash = ?, rejoin_hash = ? "
                             "WHERE match_id = ? AND player = ?",
                             (secret_digest(secret), code_digest(rejoin_code(secret)),
                              match_id, row[0]))
            self._db.execute(f"DELETE FROM {self._p}_withheld WHERE match_id = ? AND "
                             "player = ?", (match_id, row[0]))
        self._changed(match_id)
        return row[0], secret

    def withheld(self, match_id: str, player: int | None) -> int:
        """The game's mark of what ``player``'s phone may not see since the player's phone
        was freed (`TextLog.withheld_mark`; BATL: HIDDEN cards numbered below it), 0 for
        nothing withheld."""
        if player is None:
            return 0
        with self._lock:
            row = self._db.execute(f"SELECT mark FROM {self._p}_withheld WHERE match_id = ? "
                                   "AND player = ?", (match_id, player)).fetchone()
        return row[0] if row else 0
