"""The games of every kind (duels, ABXY, BATL) in the app's SQLite file: one implementation of
the store (issue 22 item 2). A game is a row of ``games`` (`assistant.schema`) with its kind,
one row per log entry, one per phone bound to a seat (a player).

Nothing is lost on reload, a closed tab or a restart: every accepted input is written before
the answer goes back. Each entry's ``seq`` is the version the input was made on plus one, so two
phones acting on the same version cannot both be written (the second is refused as stale).
Logs are kept in memory once loaded, so a request replays at most the entries it adds; only
the most recently used games are kept, and a game that was let go is loaded again (a duel from
its last beat-start snapshot), as after a restart (issue 18).

What differs from one kind of game to another (how a log is made, loaded and saved, the words
"seat" or "player") is its `Kind` (`assistant.kinds`); everything else is `Games`'.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from engine.errors import InvalidInput, RuleViolation

from .consent import (
    REQUEST_KEY,
    NotTheirs,
    Request,
    Requests,
    request_from_json,
    request_to_json,
)
from .database import INTEGRITY_ERRORS, Database
from .log import Entry, GameLog
from .look import looked
from .recent import Recent
from .schema import migrate
from .seats import code_digest, rejoin_code, seat_with_secret, secret_digest
from .watches import GAMES_IN_MEMORY, Watches

#: A game's setting written (made or replaced).
_PUT_SETTING = ("INSERT INTO game_settings (game_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id, key) DO UPDATE SET value = excluded.value")


class MissingGame(InvalidInput):
    """No game or match has the id asked for (answered with 404)."""


class StaleAction(InvalidInput):
    """An input made on an older version of the game than the one stored (another phone, a
    replayed form). Attributes: ``version``, the current version."""

    def __init__(self, version: int):
        super().__init__(f"the game has moved on (now at step {version}); here is the "
                         "current state, make your choice again")
        self.version = version


def now_iso() -> str:
    """The time now, UTC, ISO 8601 to the second (what the tables keep)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class Kind:
    """What one kind of game brings to `Games` (`assistant.kinds` has the app's three).

    Attributes:
        name: the kind as kept in the ``games`` table ("duel", "abxy", "batl").
        title: the game's name in messages ("game", "ABXY match").
        seat_word: what a seat is called in messages ("seat", "player").
        shown_from: the number of the first seat in messages (0 or 1).
        prefix: the start of every game id of this kind ("" for duels).
    """

    name = ""
    title = "game"
    seat_word = "seat"
    shown_from = 0
    prefix = ""

    def parse(self, text: str) -> Any:
        """A log entry's input from its text in the ``entries`` table (the text itself by
        default)."""
        return text

    def new(self, setup: Any) -> tuple[GameLog, str, dict[str, str]]:
        """A new game's log from ``setup``, its setup as text for the ``games`` table, and the
        custom fighters' YAML it copies (fighter id -> text; none by default).

        Raises:
            InvalidInput: the setup cannot start.
        """
        raise NotImplementedError

    def read_setup(self, text: str) -> Any:
        """The setup from its text in the ``games`` table."""
        raise NotImplementedError

    def load(self, db: Database, game_id: str, setup_text: str,
             entries: list[Entry]) -> GameLog:
        """The log of game ``game_id`` from its setup's text and its ``entries``."""
        raise NotImplementedError

    def saved(self, db: Database, game_id: str, log: GameLog) -> None:
        """What the kind writes beside new entries, in their transaction (nothing by default;
        a duel: its winner)."""

    def save_snapshot(self, db: Database, game_id: str, log: GameLog) -> None:
        """After an input that may end on a snapshot, in its transaction: save the state to
        start from when loading (nothing by default; a duel: the beat start it ends on)."""


class Games:
    """The games of one ``kind`` (`Kind`) in the database ``db`` (shared with the rest of the
    app, under ``lock``; its tables made or migrated here, `assistant.schema.migrate`), their
    live pages woken through ``watches`` (shared by every kind).

    ``in_memory``: how many of these games' logs are kept in memory, the least recently used
    let go first (loaded again from the database when next needed); a game a live page is
    waiting on is never let go. ``shared``: other processes write to the same database (a
    server of several workers, issue 25): a game kept in memory is read again when another
    wrote to it since, and seats and settings are read from the database each time. Two
    processes acting on one version: the second's input is refused as stale (`StaleAction`),
    nothing of it written. All methods are safe to call from several threads.

    Raises (constructor):
        ValueError: ``in_memory`` is below 1.
    """

    def __init__(self, db: Database, lock: threading.RLock, kind: Kind,
                 watches: Watches, in_memory: int = GAMES_IN_MEMORY, shared: bool = False):
        self._db, self._lock, self.kind, self._watches = db, lock, kind, watches
        # other processes write to the same database (issue 25): what is kept in memory is
        # checked against it before it is used (`log`), seats and settings are read from it
        self._shared = shared
        self._logs: Recent[str, GameLog] = Recent(in_memory, pinned=watches.watched,
                                                  forgot=self._forgot)
        # game id -> a request another phone answers, kept while its log is
        self._requests = Requests()
        # game id -> its claimed seats' (seat, secret hash): read on every page and action
        # of a game on phones, kept until a seat changes (`_seat_rows`)
        self._seats: Recent[str, tuple[tuple[int, str], ...]] = Recent(in_memory * 4)
        # (game id, key) -> the setting's value or None (unset), read on every render
        self._settings: Recent[tuple[str, str], str | None] = Recent(in_memory * 4)
        watches.on_change_elsewhere(self._forget)
        with lock:
            migrate(db)

    # ------------------------------------------------------------ games and their logs

    def create(self, setup: Any) -> str:
        """Start a game from ``setup`` and return its id (unguessable, URL-safe, starting
        with the kind's ``prefix``). A duel copies the YAML of each custom fighter it uses,
        so later edits never change it.

        Raises:
            InvalidInput: the setup cannot start (an unknown fighter or card, too few
                creatures for the method...).
        """
        with self._lock:
            log, text, copies = self.kind.new(setup)  # checks the setup before writing
            game_id = self.kind.prefix + secrets.token_urlsafe(9)
            with self._transaction():
                self._db.execute("INSERT INTO games (id, kind, created, setup) VALUES "
                                 "(?, ?, ?, ?)", (game_id, self.kind.name, now_iso(), text))
                self._db.executemany(
                    "INSERT INTO game_fighters (game_id, fighter_id, yaml) VALUES (?, ?, ?)",
                    [(game_id, fid, yaml) for fid, yaml in copies.items()])
            self._logs.put(game_id, log)
        return game_id

    def discard(self, game_id: str) -> None:
        """Take away a game just made that nobody has seen (a next duel another worker made
        first: `assistant.matches.Matches.next_duel`): its row and its fighters' copies."""
        with self._lock:
            with self._transaction():
                self._db.execute("DELETE FROM game_fighters WHERE game_id = ?", (game_id,))
                self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))
            self._logs.pop(game_id)

    def games(self) -> list[tuple[str, str, Any, int | None]]:
        """Every game of this kind as (id, created, setup, winner), newest first; ``winner``
        is the seat that won (000 "Defeat"; in a team battle a seat of the winning team),
        None while the game goes on (and for a game last written before the app kept it)."""
        with self._lock:
            rows = self._db.execute("SELECT id, created, setup, winner FROM games WHERE "
                                    "kind = ? ORDER BY created DESC, rowid DESC",
                                    (self.kind.name,))
            return [(i, c, self.kind.read_setup(s), None if w is None else int(w))
                    for i, c, s, w in rows.fetchall()]

    def matches(self, limit: int = 10) -> list[tuple[str, str, GameLog]]:
        """The newest ``limit`` games of this kind as (id, created, log), newest first."""
        with self._lock:
            rows = self._db.execute("SELECT id, created FROM games WHERE kind = ? ORDER BY "
                                    "created DESC, rowid DESC LIMIT ?",
                                    (self.kind.name, limit)).fetchall()
            return [(i, c, self.log(i)) for i, c in rows]

    def log(self, game_id: str) -> GameLog:
        """The game's log and state (with ``shared``: the copy in memory brought up to what
        the database holds first, `refresh`).

        Raises:
            MissingGame: no game of this kind has this id.
        """
        with self._lock:
            if self._shared:
                self.refresh(game_id)
            found = self._logs.get(game_id)
            if found is not None:
                return found
            row = self._db.execute("SELECT setup FROM games WHERE id = ? AND kind = ?",
                                   (game_id, self.kind.name)).fetchone()
            if row is None:
                raise MissingGame(f"there is no {self.kind.title} {game_id!r}; start one "
                                  "from the home page")
            rows = self._db.execute(
                "SELECT seq, decision, back_to, why FROM entries WHERE game_id = ? ORDER BY seq",
                (game_id,)).fetchall()
            entries = [Entry(seq, None if text is None else self.kind.parse(text), back,
                             why=why or "") for seq, text, back, why in rows]
            log = self.kind.load(self._db, game_id, row[0], entries)
            self._logs.put(game_id, log)
            return log

    def refresh(self, game_id: str) -> None:
        """With ``shared``: bring the copy of the game kept in memory up to what the
        database holds, when another process wrote to it since it was read: the inputs it
        added played on the copy (`_catch_up`), or, when it did more (an undo, a seat freed),
        the copy let go (read again when next needed). Either way the game's `stamp` moves
        on (a render kept for the old stamp is not shown again). Checked once in a look
        (`assistant.look`: a request, a live message), else at every call. Nothing without
        ``shared`` or when no copy is kept."""
        seen = looked()
        key = (self.kind.name, game_id)
        if not self._shared or (seen is not None and key in seen):
            return
        with self._lock:
            if seen is not None:
                seen.add(key)
            kept = self._logs.peek(game_id)
            if kept is None:
                return
            stored = self._stored_version(game_id)
            if stored == len(kept.entries):
                return
            if stored < len(kept.entries) or not self._catch_up(game_id, kept):
                self._logs.pop(game_id)
        self._watches.touch(game_id, tell=False)

    def _catch_up(self, game_id: str, log: GameLog) -> bool:
        """Play on ``log`` the inputs another process added after its last entry (what that
        process checked and wrote: the same rules give the same state); False, with the log
        part way, when an added entry is not a plain input (an undo, a note) or is refused."""
        rows = self._db.execute("SELECT seq, decision, back_to, why FROM entries WHERE "
                                "game_id = ? AND seq > ? ORDER BY seq",
                                (game_id, len(log.entries))).fetchall()
        for seq, text, back, why in rows:
            if seq != len(log.entries) + 1 or text is None or back is not None or why:
                return False
            try:
                log.play(self.kind.parse(text))
            except (InvalidInput, RuleViolation):
                return False
        return True

    def play(self, game_id: str, decision: Any, version: int) -> GameLog:
        """Apply ``decision`` (the game's input: a `Decision`, an input line), made on
        ``version`` (the number of log entries then), and save it.

        Raises:
            StaleAction: the game is no longer at ``version``.
            RuleViolation, InvalidInput: the input is refused (by a rule, or malformed);
                nothing changes.
        """
        with self._lock:
            log = self._at(game_id, version)
            log.play(decision)
            self._write(game_id, log, snapshot=True)
            return log

    def back_to(self, game_id: str, seq: int, version: int) -> GameLog:
        """Undo every input after entry ``seq`` (0: to the setup); see `GameLog.back_to`.

        Raises:
            StaleAction, InvalidInput: as for `play`.
        """
        with self._lock:
            log = self._at(game_id, version)
            log.back_to(seq)
            self._write(game_id, log)
            return log

    def undo(self, game_id: str, version: int) -> GameLog:
        """Undo the last input in force; see `GameLog.undo`.

        Raises:
            StaleAction, InvalidInput: as for `play` (also: nothing to undo).
        """
        with self._lock:
            log = self._at(game_id, version)
            log.undo()
            self._write(game_id, log)
            return log

    def redo(self, game_id: str, version: int) -> GameLog:
        """Play again what the last undo took back; see `GameLog.redo`.

        Raises:
            StaleAction: the game is no longer at ``version``.
            InvalidInput: nothing to redo.
        """
        with self._lock:
            log = self._at(game_id, version)
            count = len(log.entries)
            try:
                log.redo()
            except Exception:
                self._logs.pop(game_id)  # a redo refused half way: reload from disk
                raise
            self._write(game_id, log, snapshot=True, since=count)
            return log

    def touch(self, game_id: str) -> None:
        """Tell the game's live pages it changed beside its log (its match moved on)."""
        self._watches.touch(game_id)

    def trusted(self) -> bool:
        """True when what this process keeps (seats, settings, a match read) needs no check
        against the database now (`Watches.trusted`)."""
        return self._watches.trusted()

    def on_change_elsewhere(self, forget: Callable[[str | None], None]) -> None:
        """See `Watches.on_change_elsewhere`."""
        self._watches.on_change_elsewhere(forget)

    # ------------------------------------------------------------ per-game settings

    def setting(self, game_id: str, key: str, default: str) -> str:
        """A setting of the game (a duel's ``matchups``: "on" or "off"), or ``default``
        when unset."""
        with self._lock:
            if (game_id, key) in self._settings and self._watches.trusted():
                value = self._settings.get((game_id, key))
            else:
                row = self._db.execute("SELECT value FROM game_settings WHERE game_id = ? AND "
                                       "key = ?", (game_id, key)).fetchone()
                value = row[0] if row else None
                self._settings.put((game_id, key), value)
        return default if value is None else value

    def set_setting(self, game_id: str, key: str, value: str) -> None:
        """Save a setting of the game; its pages are told at once.

        Raises:
            MissingGame: no game has this id.
        """
        self.log(game_id)
        with self._lock:
            try:
                self._db.execute(_PUT_SETTING, (game_id, key, value))
            finally:
                self._settings.pop((game_id, key))
        self._watches.touch(game_id)

    # ------------------------------------------------------------ agreeing to go back

    def ask(self, game_id: str, request: Request) -> None:
        """Record ``request`` (`assistant.consent.Request`: go back across a reveal, or a
        correction of another fighter's number) for the phones that answer it; they are told
        at once. Kept in memory (a restart drops it), and in the database too when other
        workers share it.

        Raises:
            StaleAction: the game is no longer at ``request.version``.
        """
        with self._lock:
            self._at(game_id, request.version)
            self._requests.put(game_id, request)
            if self._shared:  # the phone that answers may be another worker's
                self._db.execute(_PUT_SETTING, (game_id, REQUEST_KEY, request_to_json(request)))
        self._watches.touch(game_id)

    def request(self, game_id: str) -> Request | None:
        """The pending request, or None (none, or made on an older version)."""
        with self._lock:
            version = len(self.log(game_id).entries)
            self._read_request(game_id)
            return self._requests.current(game_id, version)

    def answer(self, game_id: str, seat: int, agree: bool, version: int) -> None:
        """An answer to the pending request from ``seat``'s phone: carry it out (go back, or
        make the correction), or drop it.

        Raises:
            InvalidInput: no request is pending.
            NotTheirs: ``seat`` is not one that answers it.
            StaleAction: the game is no longer at ``version``.
            RuleViolation: the correction is refused by a rule; the request stays.
        """
        with self._lock:
            log = self.log(game_id)
            self._read_request(game_id)
            found = self._requests.to_answer(game_id, seat, len(log.entries))
            self._at(game_id, version)
            if agree and found.decision is not None:
                self.play(game_id, found.decision, version)
            elif agree:
                self.back_to(game_id, found.seq, version)
            self._requests.drop(game_id)
            if self._shared:
                self._db.execute("DELETE FROM game_settings WHERE game_id = ? AND key = ?",
                                 (game_id, REQUEST_KEY))
        self._watches.touch(game_id)

    def _read_request(self, game_id: str) -> None:
        """With ``shared``: the game's pending request as the database has it (another worker
        may have made or answered it)."""
        if not self._shared:
            return
        row = self._db.execute("SELECT value FROM game_settings WHERE game_id = ? AND key = ?",
                               (game_id, REQUEST_KEY)).fetchone()
        if row is None:
            self._requests.drop(game_id)
        else:
            self._requests.put(game_id, request_from_json(row[0], self.kind.parse))

    # ------------------------------------------------------------ seats (phones)

    def claim(self, game_id: str, seat: int) -> str:
        """Bind ``seat`` (from 0) of the game to one browser: return its secret (keep it in a
        cookie). A seat is claimed once; only its secret acts for it afterwards.

        Raises:
            MissingGame: no such game.
            InvalidInput: no such seat, or the seat is already claimed.
        """
        seats, kind = self.log(game_id).players, self.kind
        if not isinstance(seat, int) or not 0 <= seat < seats:
            raise InvalidInput(f"this {kind.title} has {kind.seat_word}s {kind.shown_from} "
                               f"to {seats - 1 + kind.shown_from}")
        secret = secrets.token_urlsafe(32)
        with self._lock:
            try:
                self._db.execute(
                    "INSERT INTO seats (game_id, seat, secret_hash, claimed, rejoin_hash) "
                    "VALUES (?, ?, ?, ?, ?)", (game_id, seat, secret_digest(secret), now_iso(),
                                               code_digest(rejoin_code(secret))))
            except INTEGRITY_ERRORS:
                raise InvalidInput(f"that {kind.seat_word} is already taken on another phone; "
                                   "the other player can free it if that phone is lost"
                                   ) from None
            finally:
                self._seats.pop(game_id)
        self._watches.touch(game_id)
        return secret

    def rejoin(self, game_id: str, code: str) -> tuple[int, str]:
        """Bind the seat whose rejoin code is ``code`` to this phone instead of its old one
        (a lost or changed phone; `assistant.seats`): (the seat, its new secret). The old
        phone's secret and code stop working; what was withheld after a free is shown again
        (the code proves the player).

        Raises:
            MissingGame: no game has this id.
            NotTheirs: no seat of the game has this code.
        """
        self.log(game_id)
        secret = secrets.token_urlsafe(32)
        with self._lock:
            row = self._db.execute("SELECT seat FROM seats WHERE game_id = ? AND "
                                   "rejoin_hash = ?", (game_id, code_digest(code))).fetchone()
            if row is None:
                raise NotTheirs(f"that is not the rejoin code of a {self.kind.seat_word} of "
                                f"this {self.kind.title}: read it again on your old phone "
                                "(Phones, on the game's page)")
            self._db.execute("UPDATE seats SET secret_hash = ?, rejoin_hash = ? WHERE "
                             "game_id = ? AND seat = ?", (secret_digest(secret),
                                                          code_digest(rejoin_code(secret)),
                                                          game_id, row[0]))
            self._db.execute("DELETE FROM withheld WHERE game_id = ? AND seat = ?",
                             (game_id, row[0]))
            self._seats.pop(game_id)
        self._watches.touch(game_id)
        return row[0], secret

    def seat_of(self, game_id: str, secret: str | None) -> int | None:
        """The seat ``secret`` was given for in this game, or None (a spectator, a forgery)."""
        return seat_with_secret(self._seat_rows(game_id), secret)

    #: The match pages' word for `seat_of`.
    player_of = seat_of

    def claimed(self, game_id: str) -> set[int]:
        """The seats of the game bound to a phone."""
        return {seat for seat, _ in self._seat_rows(game_id)}

    def _seat_rows(self, game_id: str) -> tuple[tuple[int, str], ...]:
        """(seat, secret hash) of each claimed seat of the game: read from the database once,
        then kept (for the most recent games) until a seat is claimed, rejoined or freed."""
        with self._lock:
            seen = looked()
            key = ("seats", self.kind.name, game_id)
            fresh = not self._shared or (seen is not None and key in seen)
            rows = self._seats.get(game_id) if fresh else None
            if rows is None:
                rows = tuple(self._db.execute("SELECT seat, secret_hash FROM seats WHERE "
                                              "game_id = ? ORDER BY seat", (game_id,)))
                self._seats.put(game_id, rows)
                if seen is not None:
                    seen.add(key)
            return rows

    def free_seat(self, game_id: str, seat: int, by_secret: str | None) -> None:
        """Free ``seat`` (its phone was lost) so it can be claimed again; only the player of
        another seat may do it. Its inputs not yet revealed are taken back first
        (`GameLog.withdraw`, noted in the history), so whoever takes the seat learns none of
        them; the player chooses again. What the game withholds from the seat's next phone
        (`GameLog.withheld_mark`: BATL's HIDDEN cards) is kept with it. One transaction.

        Raises:
            InvalidInput: ``by_secret`` is not another seat's.
        """
        freer = self.seat_of(game_id, by_secret)
        if freer is None or freer == seat:
            raise InvalidInput(f"only another player of this {self.kind.title} can free a "
                               f"{self.kind.seat_word}")
        with self._lock:
            log = self.log(game_id)
            added = log.withdraw(seat)
            with self._transaction(game_id):
                for entry in added:
                    self._insert(game_id, entry)
                if added:
                    self.kind.saved(self._db, game_id, log)
                    self._save_snapshot(game_id, log)
                self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?",
                                 (game_id, seat))
                self._seats.pop(game_id)
                if log.withheld_mark():
                    self._db.execute("INSERT INTO withheld (game_id, seat, mark) VALUES "
                                     "(?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE "
                                     "SET mark = excluded.mark",
                                     (game_id, seat, log.withheld_mark()))
        self._watches.touch(game_id)

    #: The match pages' word for `free_seat`.
    free = free_seat

    def withheld(self, game_id: str, seat: int | None) -> int:
        """The game's mark of what ``seat``'s phone may not see since the seat's phone was
        freed (`GameLog.withheld_mark`; BATL: HIDDEN cards numbered below it), 0 for nothing
        withheld."""
        if seat is None:
            return 0
        with self._lock:
            row = self._db.execute("SELECT mark FROM withheld WHERE game_id = ? AND seat = ?",
                                   (game_id, seat)).fetchone()
        return row[0] if row else 0

    # ------------------------------------------------------------ live updates

    def stamp(self, game_id: str) -> int:
        """A number that changes whenever the game's log, seats, settings or pending request
        change (and may change without them: a game let go from memory gets a new one). Never
        one this process gave before for another state of the game. With ``shared``, a game
        another process wrote to since gets a new stamp here (`refresh`)."""
        self.refresh(game_id)
        return self._watches.stamp(game_id)

    def wait_for_change(self, game_id: str, stamp: int, timeout: float) -> int:
        """Block until the game's `stamp` differs from ``stamp`` or ``timeout`` seconds pass;
        return the stamp then. While it waits the game stays in memory."""
        return self._watches.wait_for_change(game_id, stamp, timeout)

    # ------------------------------------------------------------ writing

    def _at(self, game_id: str, version: int) -> GameLog:
        """The game's log, checked to be at ``version`` (StaleAction if not)."""
        log = self.log(game_id)
        if version != len(log.entries):
            raise StaleAction(len(log.entries))
        return log

    def _insert(self, game_id: str, entry: Entry) -> None:
        decision = str(entry.decision) if entry.decision is not None else None
        self._db.execute(
            "INSERT INTO entries (game_id, seq, decision, back_to, created, why) "
            "VALUES (?, ?, ?, ?, ?, ?)", (game_id, entry.seq, decision, entry.back_to,
                                          now_iso(), entry.why or None))

    def _write(self, game_id: str, log: GameLog, snapshot: bool = False,
               since: int | None = None) -> None:
        """Write the log's last entry (with ``since``: every entry from that index on), what
        the kind keeps beside it (`Kind.saved`) and with ``snapshot`` the kind's snapshot
        (`Kind.save_snapshot`) in one transaction (one flush to the
        disk per action), then wake the live pages."""
        entries = log.entries[-1:] if since is None else log.entries[since:]
        try:
            with self._transaction(game_id):
                for entry in entries:
                    self._insert(game_id, entry)
                self.kind.saved(self._db, game_id, log)
                if snapshot:
                    self._save_snapshot(game_id, log)
        except INTEGRITY_ERRORS:
            # an entry of that number is written already: another process acted on the same
            # version first (the entries' key is the condition of the insert); nothing of
            # this input was written, and the copy in memory is dropped
            raise StaleAction(self._stored_version(game_id)) from None
        self._watches.touch(game_id)

    def _stored_version(self, game_id: str) -> int:
        """The number of the game's entries in the database (its version there)."""
        return self._db.execute("SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = ?",
                                (game_id,)).fetchone()[0]

    @contextmanager
    def _transaction(self, game_id: str | None = None) -> Iterator[None]:
        """One transaction around the block: committed at its end; on a database error rolled
        back and, with ``game_id``, that game's log dropped from memory (it ran ahead of the
        disk: it is read again next time), the error raised again."""
        try:
            self._db.execute("BEGIN")
            yield
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            if game_id is not None:
                self._logs.pop(game_id)
            raise

    def _save_snapshot(self, game_id: str, log: GameLog) -> None:
        """The kind's snapshot of the state the log ends on, if any (`Kind.save_snapshot`)."""
        self.kind.save_snapshot(self._db, game_id, log)

    def _forget(self, game_id: str | None) -> None:
        """Another worker changed ``game_id`` (None: maybe any game): its seats and settings
        are read again when next needed (its log is checked: `refresh`)."""
        if game_id is None:
            self._seats.clear()
            self._settings.clear()
            return
        self._seats.pop(game_id)
        for key, _ in self._settings.items():
            if key[0] == game_id:
                self._settings.pop(key)

    def _forgot(self, game_id: str, _log: GameLog) -> None:
        """A game's log was let go to bound memory: its pending request goes with it (as on
        a restart). A game a live page waits on is never let go."""
        self._requests.drop(game_id)
