"""Games kept in an embedded SQLite database (WAL): one row per game, one per log entry.

Nothing is lost on reload, a closed tab or a restart: every accepted input is written before
the answer goes back. Each entry's ``seq`` is the version the input was made on plus one, so two
phones acting on the same version cannot both be written (the second is refused as stale).
Logs are kept in memory once loaded, so a request replays at most the entries it adds.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import pickle
import secrets
import sqlite3
import threading
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
from .consent import BackRequest
from .custom import CustomFighters, catalog_with, is_custom
from .log import DuelLog, Entry, mark_undone

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


def secret_digest(secret: str) -> str:
    """What the database keeps of a seat secret: its SHA-256, never the secret itself."""
    return hashlib.sha256(secret.encode()).hexdigest()


def seat_with_secret(rows: list[tuple[int, str]], secret: str | None) -> int | None:
    """The seat of ``rows`` ((seat, secret digest) pairs) whose secret is ``secret``, or
    None (none given, a spectator, a forgery). Compared in constant time."""
    if not secret:
        return None
    for seat, stored in rows:
        if hmac.compare_digest(stored, secret_digest(secret)):
            return seat
    return None


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
    """

    def __init__(self, path: str | Path, catalog: Catalog | None = None):
        self.path = str(path)
        self.catalog_given = catalog
        self._lock = threading.RLock()
        self._changed: dict[str, threading.Condition] = {}  # game id -> its streams' wake-up
        self._stamps: dict[str, int] = {}  # game id -> changes so far (log entries and seats)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)
        self._logs: dict[str, DuelLog] = {}
        self._requests: dict[str, BackRequest] = {}  # game id -> a pending request to go back
        self.fighters = CustomFighters(self._db, self._lock, self.catalog_base)
        from .abxy.log import MatchLog  # matches import StaleAction from here
        from .batl.log import BatlLog
        from .matches import Matches

        self.abxy = Matches(self._db, self._lock, self._touch, "abxy", "ABXY", MatchLog)
        self.batl = Matches(self._db, self._lock, self._touch, "batl", "BATL", BatlLog)
        self.abxy_creatures = AbxyCreatures(self._db, self._lock)
        self.batl_decks = BatlDecks(self._db, self._lock)

    def catalog(self) -> Catalog:
        """The cards a new duel can use: the shipped fighters and every saved custom one."""
        return catalog_with(self.catalog_base(), self.fighters.texts())

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
            self._logs[game_id] = log
        return game_id

    def games(self) -> list[tuple[str, str, DuelSetup]]:
        """Every game as (id, created, setup), newest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, created, setup FROM games ORDER BY created DESC, rowid DESC")
            return [(i, c, setup_from_json(s)) for i, c, s in rows.fetchall()]

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
                "SELECT seq, decision, back_to FROM entries WHERE game_id = ? ORDER BY seq",
                (game_id,)).fetchall()
            entries = mark_undone([Entry(seq, Decision.parse(d) if d else None, back)
                                   for seq, d, back in rows])
            setup = setup_from_json(row[0])
            texts = dict(self._db.execute(
                "SELECT fighter_id, yaml FROM game_fighters WHERE game_id = ?",
                (game_id,)).fetchall())
            catalog = catalog_with(self.catalog_base(), texts)
            log = DuelLog(setup, catalog, entries=entries,
                          snapshot=self._snapshot(game_id, setup, entries, catalog))
            self._logs[game_id] = log
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
            self._write(game_id, log.entries[-1])
            self._save_snapshot(game_id, log)
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
            self._write(game_id, log.entries[-1])
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
            self._write(game_id, log.entries[-1])
            return log

    def _snapshot(self, game_id: str, setup: DuelSetup, entries: list[Entry],
                  catalog: Catalog) -> tuple[int, object] | None:
        """The latest saved beat-start state still valid for ``entries``: none of the
        undos after it goes back before it."""
        rows = self._db.execute(
            "SELECT seq, state FROM snapshots WHERE game_id = ? ORDER BY seq DESC",
            (game_id,)).fetchall()
        for seq, blob in rows:
            if all(e.back_to >= seq for e in entries if e.is_undo and e.seq > seq):
                kits = tuple(Kit.build(catalog, s.fighter, setup.edition) for s in setup.seats)
                return seq, replace(pickle.loads(blob), kits=kits)  # noqa: S301 - our own rows
        return None

    def _save_snapshot(self, game_id: str, log: DuelLog) -> None:
        seq, state = log.latest_snapshot
        if seq == len(log.entries) and seq > 0:
            blob = pickle.dumps(replace(state, kits=None), protocol=pickle.HIGHEST_PROTOCOL)
            self._db.execute("INSERT OR REPLACE INTO snapshots (game_id, seq, state) "
                             "VALUES (?, ?, ?)", (game_id, seq, blob))

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

    def ask_back(self, game_id: str, seat: int, seq: int, version: int) -> None:
        """Record ``seat``'s request to go back to entry ``seq`` (`assistant.consent`); the
        other phones are told at once. Kept in memory: a restart drops it.

        Raises:
            StaleAction: the game is no longer at ``version``.
        """
        with self._lock:
            self._check_version(self.log(game_id), version)
            self._requests[game_id] = BackRequest(seat, seq, version)
        self._touch(game_id)

    def back_request(self, game_id: str) -> BackRequest | None:
        """The pending request to go back, or None (none, or made on an older version)."""
        with self._lock:
            request = self._requests.get(game_id)
            if request is None or request.version != len(self.log(game_id).entries):
                return None
            return request

    def answer_back(self, game_id: str, seat: int, agree: bool, version: int) -> None:
        """The other player's answer to the pending request: go back, or drop the request.

        Raises:
            InvalidInput: no request is pending, or ``seat`` made it.
            StaleAction: the game is no longer at ``version``.
        """
        with self._lock:
            request = self.back_request(game_id)
            if request is None:
                raise InvalidInput("there is no request to go back to answer any more")
            if request.seat == seat:
                raise InvalidInput("the other player answers your request, on their phone")
            self._check_version(self.log(game_id), version)
            del self._requests[game_id]
            if agree:
                self.back_to(game_id, request.seq, version)
                return
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
                    "INSERT INTO seats (game_id, seat, secret_hash, claimed) VALUES (?, ?, ?, ?)",
                    (game_id, seat, secret_digest(secret), now_iso()))
            except sqlite3.IntegrityError:
                raise InvalidInput("that seat is already taken; the other player can free it "
                                   "if its phone is lost") from None
        self._touch(game_id)
        return secret

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
        another seat may do it.

        Raises:
            InvalidInput: ``by_secret`` is not the other seat's.
        """
        freer = self.seat_of(game_id, by_secret)
        if freer is None or freer == seat:
            raise InvalidInput("only another player of this game can free a seat")
        with self._lock:
            self._db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
        self._touch(game_id)

    @staticmethod
    def _check_version(log: DuelLog, version: int) -> None:
        if version != len(log.entries):
            raise StaleAction(len(log.entries))

    def _write(self, game_id: str, entry: Entry) -> None:
        decision = str(entry.decision) if entry.decision is not None else None
        try:
            self._db.execute(
                "INSERT INTO entries (game_id, seq, decision, back_to, created) "
                "VALUES (?, ?, ?, ?, ?)", (game_id, entry.seq, decision, entry.back_to, now_iso()))
        except sqlite3.Error:
            self._logs.pop(game_id, None)  # memory ran ahead of the disk: reload next time
            raise
        self._touch(game_id)

    def _condition(self, game_id: str) -> threading.Condition:
        """The game's own condition (on the store lock): a change wakes that game's streams
        only, not every stream of the server."""
        with self._lock:
            found = self._changed.get(game_id)
            if found is None:
                found = self._changed[game_id] = threading.Condition(self._lock)
            return found

    def _touch(self, game_id: str) -> None:
        """Wake every stream waiting on this game (live updates to the other phones)."""
        with self._lock:
            self._stamps[game_id] = self._stamps.get(game_id, 0) + 1
            self._condition(game_id).notify_all()

    def stamp(self, game_id: str) -> int:
        """A number that changes whenever the game's log or seats change."""
        with self._lock:
            return self._stamps.get(game_id, 0)

    def wait_for_change(self, game_id: str, stamp: int, timeout: float) -> int:
        """Block until the game's `stamp` differs from ``stamp`` or ``timeout`` seconds pass;
        return the stamp then."""
        changed = self._condition(game_id)
        with changed:
            changed.wait_for(lambda: self._stamps.get(game_id, 0) != stamp, timeout)
            return self._stamps.get(game_id, 0)
