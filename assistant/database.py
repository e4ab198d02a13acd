"""The two databases the store runs on (issue 25): SQLite, the embedded default (a file path),
and PostgreSQL (a ``postgresql://`` address) through psycopg 3 and a psycopg_pool pool.

The store's modules write one SQL for both: ``?`` placeholders, ``INSERT ... ON CONFLICT``
upserts, ``BEGIN``/``COMMIT``/``ROLLBACK`` statements around a transaction. `Postgres` gives a
PostgreSQL pool the part of `sqlite3.Connection` they use (``execute``, ``executemany``,
``executescript``, ``in_transaction``, ``close``) and turns what differs into PostgreSQL's
(``%s`` placeholders; the column types ``BLOB`` and ``REAL`` into ``BYTEA`` and
``DOUBLE PRECISION``). The tables' layouts and their migrations are `assistant.schema`'s.

Errors: a key already taken is one of `INTEGRITY_ERRORS` on either database; a database that
cannot be reached (PostgreSQL restarting, the pool empty for `WAIT` seconds) is
`StoreUnavailable`, answered 503 with a retry (nothing of the action written).
"""

from __future__ import annotations

import re
import sqlite3
from functools import lru_cache
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

#: Seconds an action waits for a PostgreSQL connection before it is answered 503.
WAIT = 5.0
#: The PostgreSQL advisory lock a worker holds while it makes or migrates tables.
SCHEMA_LOCK = 2_507_025
#: Connections of one process's pool: the store's lock lets one statement (or transaction)
#: run at a time in a process; the others send the change feed's notices
#: (`assistant.change_feed`), which go out after the lock is let go.
POOL_SIZE = 3


class StoreUnavailable(Exception):
    """The database cannot be reached now (PostgreSQL restarting, no connection free): nothing
    of the action was written; the phone may send it again (answered 503, Retry-After)."""


#: A key already taken (an entry number another worker wrote first, a seat claimed).
INTEGRITY_ERRORS: tuple[type[Exception], ...] = (sqlite3.IntegrityError, psycopg.IntegrityError)
#: Any failure of a statement, on either database.
DATABASE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, psycopg.Error, StoreUnavailable)


def is_postgres(address: str) -> bool:
    """True for a PostgreSQL address (``postgresql://...`` or ``postgres://...``), False for
    a SQLite file's path."""
    return address.startswith(("postgresql://", "postgres://"))


def open_sqlite(path: str) -> sqlite3.Connection:
    """The SQLite file at ``path`` in autocommit mode, write-ahead log, durable commits.

    Raises:
        sqlite3.Error: the file cannot be opened.
    """
    db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    # FULL: a commit is on the disk before the answer goes back, even after a power loss
    # (NORMAL under WAL may lose the last commits); docs/performance.md "Durable commits"
    db.execute("PRAGMA synchronous=FULL")
    return db


_TYPES = ((re.compile(r"\bBLOB\b"), "BYTEA"), (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"))


@lru_cache(maxsize=512)
def postgres_sql(sql: str) -> str:
    """``sql`` as written for both databases, in PostgreSQL's words: ``%s`` for each ``?``
    (a literal ``%`` doubled) and, in a ``CREATE TABLE``, ``BYTEA`` and ``DOUBLE PRECISION``
    for SQLite's ``BLOB`` and ``REAL``. The SQL of this app never has ``?`` in a literal."""
    text = sql.replace("%", "%%").replace("?", "%s")
    if "CREATE TABLE" in text:
        for pattern, word in _TYPES:
            text = pattern.sub(word, text)
    return text


class Rows:
    """A statement's result rows, read before its connection went back to the pool (what
    the store uses of a `sqlite3.Cursor`: ``fetchone``, ``fetchall``, iteration)."""

    __slots__ = ("_rows",)

    def __init__(self, rows: list[tuple]):
        self._rows = rows

    def fetchone(self) -> tuple | None:
        """The first row, or None."""
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[tuple]:
        """Every row."""
        return self._rows

    def __iter__(self):
        return iter(self._rows)


class Postgres:
    """A PostgreSQL database at ``address`` seen as the store sees a SQLite connection.

    Each statement outside a transaction runs on a connection of the pool (autocommit); a
    ``BEGIN`` keeps one connection until ``COMMIT`` or ``ROLLBACK``. The caller serialises
    its statements (the store's lock), as with one SQLite connection. A read that fails
    because its connection was cut (PostgreSQL restarted) is tried once more on a new one;
    a write is not (its phone is answered 503 and sends it again: the entry's key refuses
    it if the first had been written).

    Raises (constructor):
        StoreUnavailable: no connection could be opened within `WAIT` seconds.
    """

    def __init__(self, address: str, size: int = POOL_SIZE):
        self.address = address
        self._pool = ConnectionPool(address, min_size=1, max_size=size,
                                    kwargs={"autocommit": True}, timeout=WAIT, open=False,
                                    name="battlecon-store")
        self._held: psycopg.Connection | None = None
        try:
            self._pool.open(wait=True, timeout=WAIT)
        except PoolTimeout as error:
            self._pool.close()
            raise StoreUnavailable(f"PostgreSQL at {_shown(address)} could not be reached "
                                   f"in {WAIT:g} s") from error

    @property
    def in_transaction(self) -> bool:
        """True between ``BEGIN`` and its ``COMMIT`` or ``ROLLBACK``."""
        return self._held is not None

    def execute(self, sql: str, params: tuple | list = ()) -> Rows:
        """Run one statement (``?`` placeholders); its rows, read at once.

        Raises:
            psycopg.IntegrityError: a key is already taken (one of `INTEGRITY_ERRORS`).
            ValueError: a value PostgreSQL cannot keep (a NUL character, a number out of
                range; answered 400 like SQLite's OverflowError).
            psycopg.Error: the statement is refused.
            StoreUnavailable: the database cannot be reached.
        """
        word = sql.lstrip()[:8].upper()
        if word.startswith(("BEGIN", "COMMIT", "ROLLBACK")):
            self._end_or_begin(word)
            return Rows([])
        text = postgres_sql(sql)
        if self._held is not None:
            return self._run(self._held, text, params)
        retry = word.startswith("SELECT")
        while True:
            try:
                with self._pool.connection() as conn:
                    return self._run(conn, text, params)
            except PoolTimeout as error:
                raise StoreUnavailable(_unavailable(error)) from error
            except StoreUnavailable:
                if not retry:
                    raise
                retry = False

    def executemany(self, sql: str, rows: list[tuple]) -> None:
        """Run one statement for each of ``rows`` (raises as `execute`)."""
        for row in rows:
            self.execute(sql, row)

    def executescript(self, script: str) -> None:
        """Run each statement of ``script`` (``;``-separated, ``--`` comments: the tables a
        module makes if missing) in one transaction, after the other workers' (`SCHEMA_LOCK`:
        two workers starting at once would race to make the same table).

        Raises: as `execute`.
        """
        text = "\n".join(line for line in script.splitlines()
                         if not line.lstrip().startswith("--"))
        self.execute("BEGIN")
        try:
            self.execute("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))
            for statement in text.split(";"):
                if statement.strip():
                    self.execute(statement)
            self.execute("COMMIT")
        except BaseException:
            if self.in_transaction:
                self.execute("ROLLBACK")
            raise

    def notify(self, channel: str, payload: str) -> None:
        """Send a notice on ``channel`` (PostgreSQL NOTIFY) from a connection of the pool, never
        the one a transaction holds (it may be another thread's).

        Raises:
            StoreUnavailable: the database cannot be reached.
        """
        try:
            with self._pool.connection() as conn:
                conn.execute("SELECT pg_notify(%s, %s)", (channel, payload))
        except (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout) as error:
            raise StoreUnavailable(_unavailable(error)) from error

    def close(self) -> None:
        """Close every connection of the pool."""
        self._pool.close()

    def _run(self, conn: psycopg.Connection, text: str, params) -> Rows:
        try:
            cursor = conn.execute(text, params)
            return Rows(cursor.fetchall() if cursor.description is not None else [])
        except (psycopg.OperationalError, psycopg.InterfaceError) as error:
            raise StoreUnavailable(_unavailable(error)) from error
        except psycopg.DataError as error:
            # a value PostgreSQL cannot keep (a NUL character, a number out of range) that a
            # reader should have refused: a ValueError, as SQLite's OverflowError (400)
            raise ValueError(f"the database cannot keep a value sent: {error}") from error

    def _end_or_begin(self, word: str) -> None:
        """``BEGIN``: take a connection and start a transaction on it; ``COMMIT`` and
        ``ROLLBACK``: end it and give the connection back (a broken one is dropped by the
        pool)."""
        if word.startswith("BEGIN"):
            try:
                self._held = self._pool.getconn()
            except PoolTimeout as error:
                raise StoreUnavailable(_unavailable(error)) from error
            try:
                self._run(self._held, "BEGIN", ())
            except StoreUnavailable:
                self._give_back()
                raise
            return
        try:
            if self._held is not None:
                self._run(self._held, "COMMIT" if word.startswith("COMMIT") else "ROLLBACK",
                          ())
        finally:
            self._give_back()

    def _give_back(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            self._pool.putconn(held)


def _shown(address: str) -> str:
    """The address without its password (for messages and logs)."""
    return re.sub(r"//([^:/@]+):[^@/]*@", r"//\1:***@", address)


def _unavailable(error: BaseException) -> str:
    return ("the game store is not reachable just now (it may be restarting); nothing was "
            f"saved: send it again in a few seconds ({type(error).__name__})")


def open_database(address: str) -> sqlite3.Connection | Postgres:
    """The store's database at ``address``: `Postgres` for a PostgreSQL address, else the
    SQLite file at that path (`open_sqlite`).

    Raises:
        StoreUnavailable: PostgreSQL cannot be reached.
        sqlite3.Error: the SQLite file cannot be opened.
    """
    return Postgres(address) if is_postgres(address) else open_sqlite(address)


#: The store's database connection, either kind (`open_database`).
Database = sqlite3.Connection | Postgres


def is_postgres_db(db: Any) -> bool:
    """True when ``db`` (from `open_database`) is PostgreSQL."""
    return isinstance(db, Postgres)
