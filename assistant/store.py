"""Games kept in an embedded SQLite database (WAL): one row per game, one per log entry.

Nothing is lost on reload, a closed tab or a restart: every accepted input is written before
the answer goes back. Each entry's ``seq`` is the version the input was made on plus one, so two
phones acting on the same version cannot both be written (the second is refused as stale).
Logs are kept in memory once loaded, so a request replays at most the entries it adds; only
the most recently used games are kept (``games_in_memory``), and a game that was let go is
loaded again from its last beat-start snapshot, as after a restart (issue 18).
"""

from __future__ import annotations

import itertools
import json
import pickle
import secrets
import sqlite3
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from engine.battlecon.cards import Catalog, default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput
from engine.battlecon.setup import DuelSetup, SeatSetup
from engine.battlecon.state import Kit
from engine.battlecon.state import evolve as replace

from .abxy_creatures import AbxyCreatures
from .batl_decks import BatlDecks
from .consent import NotTheirs, Request, Requests
from .custom import CustomFighters, catalog_with, is_custom
from .log import DuelLog, Entry, mark_undone
from .recent import Recent
from .seats import (
    add_column,
    code_digest,
    rejoin_code,
    seat_with_secret,
    secret_digest,
)
from .snapshot_format import snapshot_format

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    setup TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    secret_hash TEXT NOT NULL,
    claimed TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS snapshots (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    state BLOB NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS game_fighters (
    game_id TEXT NOT NULL REFERENCES games(id),
    fighter_id TEXT NOT NULL,
    yaml TEXT NOT NULL,
    PRIMARY KEY (game_id, fighter_id)
);
CREATE TABLE IF NOT EXISTS game_settings (
    game_id TEXT NOT NULL REFERENCES games(id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (game_id, key)
);
CREATE TABLE IF NOT EXISTS entries (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    decision TEXT,
    back_to INTEGER,
    created TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


class MissingGame(InvalidInput):
    """No game or match has the id asked for (answered with 404)."""


class StaleAction(InvalidInput):
    """An input made on an older version of the game than the one stored (another phone, a
    replayed form). Attributes: ``version``, the current version."""

    def __init__(self, version: int):
        super().__init__(f"the game has moved on (now at step {version}); here is the "
                         "current state, make your choice again")
        self.version = version


def setup_to_json(setup: DuelSetup) -> str:
    """The setup as JSON text (for the games table)."""
    return json.dumps({
        "first_active": setup.first_active, "edition": setup.edition,
        "coin_flip": setup.coin_flip, "teams": list(setup.teams), "variant": setup.variant,
        "seed": setup.seed, "lone_bonus": [list(b) for b in setup.lone_bonus],
        "seats": [{"fighter": s.fighter, "finisher": s.finisher, "discard1": list(s.discard1),
                   "discard2": list(s.discard2), "set_aside": list(s.set_aside)}
                  for s in setup.seats]})


def setup_from_json(text: str) -> DuelSetup:
    """The setup from its JSON text."""
    data = json.loads(text)
    seats = tuple(SeatSetup(s["fighter"], s["finisher"], tuple(s["discard1"]),
                            tuple(s["discard2"]), tuple(s["set_aside"])) for s in data["seats"])
    return DuelSetup(seats, data["first_active"], data["edition"], data.get("coin_flip", False),
                     tuple(data.get("teams", ())), data.get("variant", ""), data.get("seed", 0),
                     tuple((k, v) for k, v in data.get("lone_bonus", ())))


#: Change stamps of every game of this process, in order: a stamp is never given twice, so a
#: game's stamp made again after it was let go (`Store._watch`) is never one a phone has seen.
_STAMPS = itertools.count(1)

#: How many games (duels, and matches of each other game) are kept in memory by default.
GAMES_IN_MEMORY = 200


@dataclass
class _Watch:
    """What the live pages of one game wait on: its change ``stamp``, the ``changed``
    condition (on the store lock) and how many streams are ``waiting`` on it now."""

    stamp: int
    changed: threading.Condition
    waiting: int = 0


def now_iso() -> str:
    """The time now, UTC, ISO 8601 to the second (what the tables keep)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store:
    """The games database at ``path`` (created with its tables if missing).

    All methods are safe to call from several threads of one process.

    Attributes:
        fighters: the fighters players entered (`custom.CustomFighters`), same database.
        abxy: the ABXY matches (`matches.Matches` of `abxy.log.MatchLog`), same database.
        abxy_creatures: the ABXY creatures the table entered (`abxy_creatures.AbxyCreatures`).
        batl: the BATL games (`matches.Matches` of `batl.log.BatlLog`), same database.
        batl_decks: the BATL deck lists the table saved (`batl_decks.BatlDecks`).

    ``games_in_memory``: how many duels (and how many matches of each other game) are kept in
    memory, the least recently used let go first; games a live page waits on are always kept.

    Raises (constructor):
        ValueError: ``games_in_memory`` is below 1.
    """

    def __init__(self, path: str | Path, catalog: Catalog | None = None,
                 games_in_memory: int = GAMES_IN_MEMORY):
        self.path = str(path)
        self.catalog_given = catalog
        self._lock = threading.RLock()
        # game or match id -> its live pages' stamp and wake-up; one being waited on is kept
        self._watches: Recent[str, _Watch] = Recent(games_in_memory, pinned=self._watched)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on the disk before the answer goes back, even after a power loss
        # (NORMAL under WAL may lose the last commits); docs/performance.md "Durable commits"
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)
        add_column(self._db, "seats", "rejoin_hash")
        add_column(self._db, "entries", "why")
        add_column(self._db, "games", "winner")  # the winning seat once the duel ended
        add_column(self._db, "snapshots", "format")  # `snapshot_format`; older rows: NULL
        self._logs: Recent[str, DuelLog] = Recent(games_in_memory, pinned=self._watched,
                                                  forgot=self._forgot)
        # game id -> a request another phone answers, kept while its log is
        self._requests = Requests()
        self.fighters = CustomFighters(self._db, self._lock, self.catalog_base)
        from .abxy.log import MatchLog  # matches import StaleAction from here
        from .batl.log import BatlLog
        from .matches import Matches

        self.abxy = Matches(self._db, self._lock, self._touch, "abxy", "ABXY", MatchLog,
                            games_in_memory, self._watched)
        self.batl = Matches(self._db, self._lock, self._touch, "batl", "BATL", BatlLog,
                            games_in_memory, self._watched)
        self.abxy_creatures = AbxyCreatures(self._db, self._lock)
        self.batl_decks = BatlDecks(self._db, self._lock)

    def catalog(self) -> Catalog:
        """The cards a new duel can use: the shipped fighters and every saved custom one
        (each validated when looked up: `CustomFighters.catalog`)."""
        return self.fighters.catalog()

    def catalog_base(self) -> Catalog:
        """The shipped cards (or the catalog the store was made with, in tests)."""
        return self.catalog_given or default_catalog()

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._db.close()

    def create(self, setup: DuelSetup) -> str:
        """Start a game from ``setup`` and return its id (unguessable, URL-safe). The YAML of
        each custom fighter the setup uses is copied into the game, so later edits never
        change it.

        Raises:
            InvalidInput: the setup names an unknown fighter, Finisher or card.
        """
        with self._lock:
            texts = {s.fighter: self.fighters.get(s.fighter).yaml
                     for s in setup.seats if is_custom(s.fighter)}
            # checks the setup before anything is written
            log = DuelLog(setup, catalog_with(self.catalog_base(), texts))
            game_id = secrets.token_urlsafe(9)
            self._db.execute("BEGIN")
            try:
                self._db.execute("INSERT INTO games (id, created, setup) VALUES (?, ?, ?)",
                                 (game_id, now_iso(), setup_to_json(setup)))
                self._db.executemany(
                    "INSERT INTO game_fighters (game_id, fighter_id, yaml) VALUES (?, ?, ?)",
                    [(game_id, fid, text) for fid, text in texts.items()])
                self._db.execute("COMMIT")
            except sqlite3.Error:
                self._db.execute("ROLLBACK")
                raise
            self._logs.put(game_id, log)
        return game_id

    def games(self) -> list[tuple[str, str, DuelSetup, int | None]]:
        """Every game as (id, created, setup, winner), newest first; ``winner`` is the seat
        that won (000 "Defeat"; in a team battle a seat of the winning team), None while the
        duel goes on (and for a game last written before the app kept it)."""
        with self._lock:
            rows = self._db.execute("SELECT id, created, setup, winner FROM games "
                                    "ORDER BY created DESC, rowid DESC")
            return [(i, c, setup_from_json(s), None if w is None else int(w))
                    for i, c, s, w in rows.fetchall()]

    def log(self, game_id: str) -> DuelLog:
        """The game's log and state.

        Raises:
            MissingGame: no game has this id.
        """
        with self._lock:
            log = self._logs.get(game_id)
            if log is not None:
                return log
            row = self._db.execute("SELECT setup FROM games WHERE id = ?",
                                   (game_id,)).fetchone()
            if row is None:
                raise MissingGame(f"there is no game {game_id!r}; start one from the home page")
            rows = self._db.execute(
                "SELECT seq, decision, back_to, why FROM entries WHERE game_id = ? ORDER BY seq",
                (game_id,)).fetchall()
            entries = mark_undone([Entry(seq, Decision.parse(d) if d else None, back,
                                         why=why or "")
                                   for seq, d, back, why in rows])
            setup = setup_from_json(row[0])
            texts = dict(self._db.execute(
                "SELECT fighter_id, yaml FROM game_fighters WHERE game_id = ?",
                (game_id,)).fetchall())
            catalog = catalog_with(self.catalog_base(), texts)
            log = DuelLog(setup, catalog, entries=entries,
                          snapshot=self._snapshot(game_id, setup, entries, catalog))
            self._logs.put(game_id, log)
            return log

    def play(self, game_id: str, decision: Decision, version: int) -> DuelLog:
        """Apply ``decision``, made on ``version`` (the number of log entries then), and save.

        Raises:
            StaleAction: the game is no longer at ``version``.
            RuleViolation, InvalidInput: the decision is refused; nothing changes.
        """
        with self._lock:
            log = self.log(game_id)
            self._check_version(log, version)
            log.play(decision)
            self._write(game_id, log, snapshot=True)
            return log

    def back_to(self, game_id: str, seq: int, version: int) -> DuelLog:
        """Undo every decision after entry ``seq`` (0: to the setup); see `DuelLog.back_to`.

        Raises:
            StaleAction, InvalidInput: as for `play`.
        """
        with self._lock:
            log = self.log(game_id)
            self._check_version(log, version)
            log.back_to(seq)
            self._write(game_id, log)
            return log

    def redo(self, game_id: str, version: int) -> DuelLog:
        """Play again what the last undo took back; see `DuelLog.redo`.

        Raises:
            StaleAction: the game is no longer at ``version``.
            InvalidInput: nothing to redo.
        """
        with self._lock:
            log = self.log(game_id)
            self._check_version(log, version)
            count = len(log.entries)
            try:
                log.redo()
            except Exception:
                self._logs.pop(game_id)  # a redo refused half way: reload from disk
                raise
            self._write(game_id, log, snapshot=True, since=count)
            return log

    def undo(self, game_id: str, version: int) -> DuelLog:
        """Undo the last decision in force; see `DuelLog.undo`.

        Raises:
            StaleAction, InvalidInput: as for `play`.
        """
        with self._lock:
            log = self.log(game_id)
            self._check_version(log, version)
            log.undo()
            self._write(game_id, log)
            return log

    def _snapshot(self, game_id: str, setup: DuelSetup, entries: list[Entry],
                  catalog: Catalog) -> tuple[int, object] | None:
        """The latest saved beat-start state still valid for ``entries``: none of the
        undos after it goes back before it. Only a snapshot written in this app's format
        (`snapshot_format`) is read; another is never unpickled (the log is replayed)."""
        rows = self._db.execute(
            "SELECT seq, state FROM snapshots WHERE game_id = ? AND format = ? "
            "ORDER BY seq DESC", (game_id, snapshot_format())).fetchall()
        for seq, blob in rows:
            if all(e.back_to >= seq for e in entries if e.is_undo and e.seq > seq):
                kits = tuple(Kit.build(catalog, s.fighter, setup.edition) for s in setup.seats)
                state = pickle.loads(blob)  # noqa: S301 - our own rows
                if any(len(f.supply) != len(k.tokens) for f, k in zip(state.fighters, kits,
                                                                      strict=True)):
                    return None  # a fighter's tokens changed since (a new app): replay all
                return seq, replace(state, kits=kits)
        return None

    def _save_snapshot(self, game_id: str, log: DuelLog) -> None:
        seq, state = log.latest_snapshot
        if seq == len(log.entries) and seq > 0:
            blob = pickle.dumps(replace(state, kits=None), protocol=pickle.HIGHEST_PROTOCOL)
            self._db.execute("INSERT OR REPLACE INTO snapshots (game_id, seq, state, format) "
                             "VALUES (?, ?, ?, ?)", (game_id, seq, blob, snapshot_format()))

    # ------------------------------------------------------------ per-duel settings

    def setting(self, game_id: str, key: str, default: str) -> str:
        """A setting of the game (``matchups``: "on" or "off"), or ``default`` when unset."""
        with self._lock:
            row = self._db.execute("SELECT value FROM game_settings WHERE game_id = ? AND "
                                   "key = ?", (game_id, key)).fetchone()
        return row[0] if row else default

    def set_setting(self, game_id: str, key: str, value: str) -> None:
        """Save a setting of the game; the duel's pages are told at once.

        Raises:
            MissingGame: no game has this id.
        """
        self.log(game_id)
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO game_settings (game_id, key, value) "
                             "VALUES (?, ?, ?)", (game_id, key, value))
        self._touch(game_id)

    # ------------------------------------------------------------ agreeing to go back

    def ask(self, game_id: str, request: Request) -> None:
        """Record ``request`` (`assistant.consent.Request`: go back across a Reveal, or a
        correction of another fighter's number) for the phones that answer it; they are told
        at once. Kept in memory: a restart drops it.

        Raises:
            StaleAction: the game is no longer at ``request.version``.
        """
        with self._lock:
            self._check_version(self.log(game_id), request.version)
            self._requests.put(game_id, request)
        self._touch(game_id)

    def request(self, game_id: str) -> Request | None:
        """The pending request, or None (none, or made on an older version)."""
        with self._lock:
            return self._requests.current(game_id, len(self.log(game_id).entries))

    def answer(self, game_id: str, seat: int, agree: bool, version: int) -> None:
        """An answer to the pending request from ``seat``'s phone: carry it out (go back, or
        make the correction), or drop it.

        Raises:
            InvalidInput: no request is pending, or ``seat`` is not one that answers it.
            StaleAction: the game is no longer at ``version``.
            RuleViolation: the correction is refused by a rule; the request stays.
        """
        with self._lock:
            log = self.log(game_id)
            found = self._requests.to_answer(game_id, seat, len(log.entries))
            self._check_version(log, version)
            if agree and found.decision is not None:
                self.play(game_id, found.decision, version)
            elif agree:
                self.back_to(game_id, found.seq, version)
            self._requests.drop(game_id)
        self._touch(game_id)

    # ------------------------------------------------------------ seats (two phones)

    def claim(self, game_id: str, seat: int) -> str:
        """Bind ``seat`` of the game to one browser: return its secret (keep it in a cookie).

        A seat is claimed once; only its secret acts for it afterwards.

        Raises:
            InvalidInput: no such game or seat, or the seat is already claimed.
        """
        seats = len(self.log(game_id).state.fighters)
        if not isinstance(seat, int) or not 0 <= seat < seats:
            raise InvalidInput(f"this game has seats 0 to {seats - 1}")
        secret = secrets.token_urlsafe(32)
        with self._lock:
            try:
                self._db.execute(
                    "INSERT INTO seats (game_id, seat, secret_hash, claimed, rejoin_hash) "
                    "VALUES (?, ?, ?, ?, ?)", (game_id, seat, secret_digest(secret), now_iso(),
                                               code_digest(rejoin_code(secret))))
            except sqlite3.IntegrityError:
                raise InvalidInput("that seat is already taken; the other player can free it "
                                   "if its phone is lost") from None
        self._touch(game_id)
        return secret

    def rejoin(self, game_id: str, code: str) -> tuple[int, str]:
        """Bind the seat whose rejoin code is ``code`` to this phone instead of its old one
        (a lost or changed phone; `assistant.seats`): (the seat, its new secret). The old
        phone's secret and code stop working.

        Raises:
            InvalidInput: no game has this id.
            NotTheirs: no seat of the game has this code.
        """
        self.log(game_id)
        secret = secrets.token_urlsafe(32)
        with self._lock:
            row = self._db.execute("SELECT seat FROM seats WHERE game_id = ? AND "
                                   "rejoin_hash = ?", (game_id, code_digest(code))).fetchone()
            if row is None:
                raise NotTheirs("that is not the rejoin code of a seat of this game: read "
                                "it again on your old phone (Phones, on the duel page)")
            self._db.execute("UPDATE seats SET secret_hash = ?, rejoin_hash = ? WHERE "
                             "game_id = ? AND seat = ?", (secret_digest(secret),
                                                          code_digest(rejoin_code(secret)),
                                                          game_id, row[0]))
        self._touch(game_id)
        return row[0], secret

    def seat_of(self, game_id: str, secret: str | None) -> int | None:
        """The seat ``secret`` was given for in this game, or None (a spectator, a forgery)."""
        with self._lock:
            rows = self._db.execute("SELECT seat, secret_hash FROM seats WHERE game_id = ?",
                                    (game_id,)).fetchall()
        return seat_with_secret(rows, secret)

    def claimed(self, game_id: str) -> set[int]:
        """The seats of the game bound to a phone."""
        with self._lock:
            rows = self._db.execute("SELECT seat FROM seats WHERE game_id = ?", (game_id,))
            return {seat for (seat,) in rows.fetchall()}

    def free_seat(self, game_id: str, seat: int, by_secret: str) -> None:
        """Free ``seat`` (its phone was lost) so it can be claimed again; only the player of
        another seat may do it. Its choices not yet revealed are taken back first
        (`DuelLog.withdraw`, noted in the history), so whoever takes the seat learns none of
        them; the player chooses again.

        Raises:
            InvalidInput: ``by_secret`` is not the other seat's.
        """
        freer = self.seat_of(game_id, by_secret)
        if freer is None or freer == seat:
            raise InvalidInput("only another player of this game can free a seat")
        with self._lock:
            log = self.log(game_id)
            count = len(log.entries)
            log.withdraw(seat)
            if len(log.entries) > count:  # written first: a seat is freed only once they are
                self._write(game_id, log, snapshot=True, since=count)
            self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
        self._touch(game_id)

    @staticmethod
    def _check_version(log: DuelLog, version: int) -> None:
        if version != len(log.entries):
            raise StaleAction(len(log.entries))

    def _insert(self, game_id: str, entry: Entry) -> None:
        decision = str(entry.decision) if entry.decision is not None else None
        self._db.execute(
            "INSERT INTO entries (game_id, seq, decision, back_to, created, why) "
            "VALUES (?, ?, ?, ?, ?, ?)", (game_id, entry.seq, decision, entry.back_to,
                                          now_iso(), entry.why or None))

    def _write(self, game_id: str, log: DuelLog, snapshot: bool = False,
               since: int | None = None) -> None:
        """Write the log's last entry (with ``since``: every entry from that index on) and,
        with ``snapshot``, the beat-start snapshot it ends on, if any, in one transaction
        (one flush to the disk per action)."""
        entries = log.entries[-1:] if since is None else log.entries[since:]
        try:
            self._db.execute("BEGIN")
            for entry in entries:
                self._insert(game_id, entry)
            outcome = log.state.outcome  # kept for the home page's list (an undo clears it)
            self._db.execute("UPDATE games SET winner = ? WHERE id = ?",
                             (None if outcome is None else str(outcome.winner), game_id))
            if snapshot:
                self._save_snapshot(game_id, log)
            self._db.execute("COMMIT")
        except sqlite3.Error:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            self._logs.pop(game_id)  # memory ran ahead of the disk: reload next time
            raise
        self._touch(game_id)

    def _forgot(self, game_id: str, _log: DuelLog) -> None:
        """A game's log was let go to bound memory: its pending request goes with it (as on
        a restart). A game a live page waits on is never let go (`_watched`)."""
        self._requests.drop(game_id)

    def _watched(self, game_id: str) -> bool:
        """True while a live page waits for a change of this game (or match)."""
        watch = self._watches.peek(game_id)
        return watch is not None and watch.waiting > 0

    def _watch(self, game_id: str) -> _Watch:
        """The game's stamp and condition; made again with a new stamp when it was let go
        (so a phone's last id is never taken for the current one: it gets the state again)."""
        with self._lock:
            found = self._watches.get(game_id)
            if found is None:
                found = _Watch(next(_STAMPS), threading.Condition(self._lock))
                self._watches.put(game_id, found)
            return found

    def _touch(self, game_id: str) -> None:
        """Wake every stream waiting on this game (live updates to the other phones); only
        that game's streams, not every stream of the server."""
        with self._lock:
            watch = self._watch(game_id)
            watch.stamp = next(_STAMPS)
            watch.changed.notify_all()

    def stamp(self, game_id: str) -> int:
        """A number that changes whenever the game's log, seats, settings or pending request
        change (and may change without them: a game let go from memory gets a new one). Never
        one this process gave before for another state of the game."""
        with self._lock:
            return self._watch(game_id).stamp

    def wait_for_change(self, game_id: str, stamp: int, timeout: float) -> int:
        """Block until the game's `stamp` differs from ``stamp`` or ``timeout`` seconds pass;
        return the stamp then. While it waits the game stays in memory."""
        with self._lock:
            watch = self._watch(game_id)
            watch.waiting += 1
            try:
                watch.changed.wait_for(lambda: watch.stamp != stamp, timeout)
            finally:
                watch.waiting -= 1
            return watch.stamp
