"""The app's database: the embedded SQLite file (WAL) by default, or PostgreSQL for a server
of several workers (issue 25; `assistant.database`). Every game, whatever its kind, in one set
of tables (`assistant.schema`), kept by one implementation (`assistant.games.Games`); the
fighters, creatures and deck lists the table entered beside them.

Nothing is lost on reload, a closed tab or a restart: every accepted input is written before
the answer goes back (`Games`). A database written by an older app is migrated when opened
(`assistant.schema.migrate`). On PostgreSQL the store is shared with the other workers: what
it keeps in memory is checked against the database before use, and its changes are announced
to them (`assistant.change_feed`).
"""

from __future__ import annotations

import threading
from pathlib import Path

from engine.battlecon import Catalog, default_catalog

from .abxy.log import MatchLog
from .abxy_creatures import AbxyCreatures
from .batl.log import BatlLog
from .batl_decks import BatlDecks
from .change_feed import ChangeFeed
from .consent import NotTheirs
from .custom import CustomFighters
from .database import StoreUnavailable, is_postgres_db, open_database
from .games import Games, MissingGame, StaleAction, now_iso
from .kinds import DuelKind, TextKind, setup_from_json, setup_to_json
from .matches import Matches
from .watches import GAMES_IN_MEMORY, Watches

__all__ = ["GAMES_IN_MEMORY", "MissingGame", "NotTheirs", "StaleAction", "Store",
           "StoreUnavailable", "now_iso",
           "setup_from_json", "setup_to_json"]


class Store(Games):
    """The games database at ``path``: a SQLite file's path, or a PostgreSQL address
    (``postgresql://...``; `assistant.database.open_database`), created with its tables if
    missing, migrated if an older app wrote it. The store is itself the duels' `Games` (kind
    "duel": duels and team battles); the other games are beside it.

    All methods are safe to call from several threads of one process.

    Attributes:
        fighters: the fighters players entered (`custom.CustomFighters`), same database.
        matches: the BattleCON matches over these duels (`matches.Matches`).
        abxy: the ABXY matches (`Games` of kind "abxy", `abxy.log.MatchLog`).
        abxy_creatures: the ABXY creatures the table entered (`abxy_creatures.AbxyCreatures`).
        batl: the BATL games (`Games` of kind "batl", `batl.log.BatlLog`).
        batl_decks: the BATL deck lists the table saved (`batl_decks.BatlDecks`).

    ``games_in_memory``: how many duels (and how many matches of each other game) are kept in
    memory, the least recently used let go first; games a live page waits on are always kept.
    ``shared``: other processes use the same database (`Games`: what is kept in memory is
    checked against it before it is used); always so on PostgreSQL, whose store also listens
    to the other workers' changes (``feed``, `assistant.change_feed.ChangeFeed`; None on
    SQLite).

    Raises (constructor):
        ValueError: ``games_in_memory`` is below 1.
        sqlite3.Error: the file cannot be opened or migrated.
        StoreUnavailable: PostgreSQL cannot be reached.
        psycopg.Error: PostgreSQL refuses the migration.
    """

    def __init__(self, path: str | Path, catalog: Catalog | None = None,
                 games_in_memory: int = GAMES_IN_MEMORY, shared: bool = False):
        self.path = str(path)
        self.catalog_given = catalog
        lock = threading.RLock()
        db = open_database(self.path)
        # PostgreSQL: several workers share it (issue 25); each announces its changes to the
        # others and wakes its own streams for theirs (`assistant.change_feed`)
        self.feed = ChangeFeed(db, lambda game_id: watches.changed_elsewhere(game_id),
                               lambda: watches.changed_elsewhere(None)) \
            if is_postgres_db(db) else None
        shared = shared or self.feed is not None
        # what is kept may be used unchecked: one process alone; several, while the feed
        # announces every other worker's change here; never on a shared SQLite file
        told = None if not shared else (self.feed.listening.is_set if self.feed is not None
                                         else lambda: False)
        watches = Watches(lock, games_in_memory,
                          also=self.feed.publish if self.feed is not None else None, told=told)
        super().__init__(db, lock, DuelKind(self.catalog_base,
                                            lambda fighter: self.fighters.get(fighter).yaml,
                                            lambda *saved: self.matches.duel_saved(*saved)),
                         watches, games_in_memory, shared)
        self.fighters = CustomFighters(db, lock, self.catalog_base)
        self.matches = Matches(db, lock, self, shared=shared)
        self.abxy = Games(db, lock, TextKind("abxy", "ABXY match", MatchLog), watches,
                          games_in_memory, shared)
        self.batl = Games(db, lock, TextKind("batl", "BATL match", BatlLog), watches,
                          games_in_memory, shared)
        self.abxy_creatures = AbxyCreatures(db, lock)
        self.batl_decks = BatlDecks(db, lock)
        if self.feed is not None:
            self.feed.start()

    def stamp(self, game_id: str) -> int:
        """`Games.stamp` of a game of any kind (duel, ABXY or BATL match: one stamp each,
        whichever kind keeps it)."""
        self.abxy.refresh(game_id)
        self.batl.refresh(game_id)
        return super().stamp(game_id)

    def catalog(self) -> Catalog:
        """The cards a new duel can use: the shipped fighters and every saved custom one
        (each validated when looked up: `CustomFighters.catalog`)."""
        return self.fighters.catalog()

    def catalog_base(self) -> Catalog:
        """The shipped cards (or the catalog the store was made with, in tests)."""
        return self.catalog_given or default_catalog()

    def close(self) -> None:
        """Close the database connection (and stop listening to other workers' changes)."""
        if self.feed is not None:
            self.feed.stop()
        with self._lock:
            self._db.close()
