"""The games' tables in the app's database, one layout for every game (issue 22 item 2), and
their versioned migrations: of a SQLite file an older app wrote (its version kept as ``PRAGMA
user_version``) and of a PostgreSQL database (issue 25: the same versions, kept in the table
``schema_version``, each applied under an advisory lock so that workers starting together
migrate once).

Every game is a row of ``games`` whose ``kind`` says which ("duel": duels and team battles,
"abxy", "batl"); its ``entries``, the phones bound to its ``seats`` (players) with their
secrets' digests, what a freed seat's next phone may not see (``withheld``), its beat-start
``snapshots`` (duels), the custom fighters it copied (``game_fighters``) and its
``game_settings`` hang off the game's id.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from .database import SCHEMA_LOCK, is_postgres_db
from .seats import add_column

#: The layout this app writes; a file at an older version is migrated when opened.
SCHEMA_VERSION = 2

TABLES = (
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        created TEXT NOT NULL,
        setup TEXT NOT NULL,
        winner TEXT,
        kind TEXT NOT NULL DEFAULT 'duel'
    )""",
    """CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        secret_hash TEXT NOT NULL,
        claimed TEXT NOT NULL,
        rejoin_hash TEXT,
        PRIMARY KEY (game_id, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS withheld (
        game_id TEXT NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        mark INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS snapshots (
        game_id TEXT NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        state BLOB NOT NULL,
        format TEXT,
        PRIMARY KEY (game_id, seq)
    )""",
    """CREATE TABLE IF NOT EXISTS game_fighters (
        game_id TEXT NOT NULL REFERENCES games(id),
        fighter_id TEXT NOT NULL,
        yaml TEXT NOT NULL,
        PRIMARY KEY (game_id, fighter_id)
    )""",
    """CREATE TABLE IF NOT EXISTS game_settings (
        game_id TEXT NOT NULL REFERENCES games(id),
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (game_id, key)
    )""",
    """CREATE TABLE IF NOT EXISTS entries (
        game_id TEXT NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        decision TEXT,
        back_to INTEGER,
        created TEXT NOT NULL,
        why TEXT,
        PRIMARY KEY (game_id, seq)
    )""",
    "CREATE INDEX IF NOT EXISTS games_by_kind ON games (kind, created)",
)

#: Version 2 (issue 24): BattleCON matches, each a row of ``matches`` (how many duels it is
#: the best of, when it started in seconds since the epoch, its round time limit in minutes
#: or NULL, the beat in progress when that time was called), its duels in order in
#: ``match_duels`` (a duel is in one match at most; when each started and ended) and the
#: clock's pauses in ``match_pauses``.
MATCH_TABLES = (
    """CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        created TEXT NOT NULL,
        best_of INTEGER NOT NULL,
        started REAL NOT NULL,
        time_limit INTEGER,
        called_beat INTEGER
    )""",
    """CREATE TABLE IF NOT EXISTS match_duels (
        match_id TEXT NOT NULL REFERENCES matches(id),
        number INTEGER NOT NULL,
        game_id TEXT NOT NULL UNIQUE REFERENCES games(id),
        started REAL NOT NULL,
        ended REAL,
        PRIMARY KEY (match_id, number)
    )""",
    """CREATE TABLE IF NOT EXISTS match_pauses (
        match_id TEXT NOT NULL REFERENCES matches(id),
        paused REAL NOT NULL,
        resumed REAL
    )""",
    "CREATE INDEX IF NOT EXISTS match_pauses_by_match ON match_pauses (match_id)",
)

#: The games other than duels that version 0 kept in tables of their own ({p}_matches...).
_OLD_PREFIXES = ("abxy", "batl")


#: PostgreSQL (issue 25): its own layouts of SQLite's implicit ``rowid`` (the order rows were
#: written in, which lists read back), its table of the layout version, and the collation
#: ``nocase`` (a name compared without case, as SQLite's ``COLLATE NOCASE``).
POSTGRES_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
POSTGRES_NOCASE = ("CREATE COLLATION IF NOT EXISTS nocase (provider = icu, "
                   "locale = 'und-u-ks-level2', deterministic = false)")
#: The tables whose rows are listed in the order they were written (``ORDER BY rowid``).
ROWID_TABLES = {1: ("games",), 2: ("match_pauses",)}


def schema_version(db) -> int:
    """The layout version the database ``db`` is at (0: written before versions were kept;
    SQLite: ``PRAGMA user_version``, PostgreSQL: the table ``schema_version``)."""
    if is_postgres_db(db):
        row = db.execute("SELECT MAX(version) FROM schema_version").fetchone()
        return row[0] or 0
    return db.execute("PRAGMA user_version").fetchone()[0]


def migrate(db: sqlite3.Connection) -> None:
    """Bring the games' tables of ``db`` (a connection in autocommit mode) to
    `SCHEMA_VERSION`, in one transaction: a new file gets the tables; a file of version 1
    gets the matches' tables (`MATCH_TABLES`); a file of version 0 gets those and
    the columns older apps added one by one, and every ABXY and BATL match moves from its
    game's own tables (``abxy_matches``, ``abxy_entries``, ``abxy_seats``, ``abxy_withheld``,
    and BATL's) into the common ones, with kind "abxy" or "batl"; the old tables are dropped.
    Nothing is done for a file already at this version (or a newer one).

    PostgreSQL (`assistant.database.Postgres`): the same versions (1: the games' tables,
    2: the matches'), each in its own transaction with its number in ``schema_version``;
    workers starting together wait on each other (an advisory lock).

    Raises:
        sqlite3.Error, psycopg.Error: the database cannot be written; it is left as it was.
    """
    if is_postgres_db(db):
        _migrate_postgres(db)
        return
    if schema_version(db) >= SCHEMA_VERSION:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        version = schema_version(db)  # another connection may have moved it on
        if version < 1:
            _to_version_1(db)
        if version < 2:
            for statement in MATCH_TABLES:
                db.execute(statement)
        if version < SCHEMA_VERSION:
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _migrate_postgres(db) -> None:
    """`migrate` on PostgreSQL: versions 1 and 2 created as needed (no older layout there)."""
    steps = {1: (POSTGRES_NOCASE, *TABLES), 2: MATCH_TABLES}
    for version, statements in steps.items():
        db.execute("BEGIN")
        try:
            # workers starting at once: one makes the tables, the others wait for it
            db.execute("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
            db.execute(POSTGRES_VERSION_TABLE)
            if schema_version(db) < version:
                for statement in statements:
                    db.execute(statement)
                for table in ROWID_TABLES[version]:
                    db.execute(f"ALTER TABLE {table} ADD COLUMN IF NOT EXISTS rowid BIGINT "
                               "GENERATED BY DEFAULT AS IDENTITY")
                db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise


def _tables(db: sqlite3.Connection) -> set[str]:
    return {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = "
                                           "'table'").fetchall()}


def _to_version_1(db: sqlite3.Connection) -> None:
    """Version 0 -> 1: one layout for every game."""
    for statement in TABLES[:-1]:
        db.execute(statement)
    for table, column in (("seats", "rejoin_hash"), ("entries", "why"), ("games", "winner"),
                          ("snapshots", "format")):
        add_column(db, table, column)
    columns = [row[1] for row in db.execute("PRAGMA table_info(games)").fetchall()]
    if "kind" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'duel'")
    db.execute(TABLES[-1])
    now = datetime.now(UTC).isoformat(timespec="seconds")
    tables = _tables(db)
    for p in _OLD_PREFIXES:
        if f"{p}_matches" not in tables:
            continue
        add_column(db, f"{p}_seats", "rejoin_hash")
        add_column(db, f"{p}_entries", "why")
        db.execute(f"INSERT INTO games (id, kind, created, setup) SELECT id, ?, created, setup "
                   f"FROM {p}_matches", (p,))
        db.execute(f"INSERT INTO entries (game_id, seq, decision, back_to, created, why) "
                   f"SELECT match_id, seq, input, back_to, created, why FROM {p}_entries")
        db.execute(f"INSERT INTO seats (game_id, seat, secret_hash, claimed, rejoin_hash) "
                   f"SELECT match_id, player, secret_hash, ?, rejoin_hash FROM {p}_seats",
                   (now,))
        if f"{p}_withheld" in tables:
            db.execute(f"INSERT INTO withheld (game_id, seat, mark) SELECT match_id, player, "
                       f"mark FROM {p}_withheld")
            db.execute(f"DROP TABLE {p}_withheld")
        for old in ("seats", "entries", "matches"):
            db.execute(f"DROP TABLE {p}_{old}")
