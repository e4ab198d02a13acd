"""Live updates across the workers of one PostgreSQL store (issue 25, item 2): every change a
worker makes to a game is announced with PostgreSQL's NOTIFY, and every worker LISTENs, so the
phones whose live streams another worker holds are woken too. No broker beside the database.

A notice is ``"<origin> <game id>"``: the worker that made the change (its feed's random
``origin``) has already woken its own streams and skips it. A notice is sent when its change is
committed (after the transaction), so a worker woken by it reads the change from the database
(`assistant.games.Games` with ``shared``: a copy kept in memory is checked first). When the
listening connection is cut (PostgreSQL restarted), it is opened again and every game a stream
waits on is woken once, for the notices missed meanwhile.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable

import psycopg

from .database import Postgres, StoreUnavailable

#: The NOTIFY channel of game changes.
CHANNEL = "battlecon_changes"
#: Seconds between two attempts to listen again after the connection was cut.
RETRY = 0.5
#: Seconds the listener waits for a notice before it looks whether it should stop.
POLL = 1.0


class ChangeFeed:
    """The game-change notices of the PostgreSQL store ``db`` (`Postgres`): `publish` announces
    a change of this process; a listening thread (a greenlet under gevent) calls
    ``on_change(game_id)`` for each change another process announced, and ``on_gap()`` after
    connecting again, when notices may have been missed. `start` begins listening, `stop` ends."""

    def __init__(self, db: Postgres, on_change: Callable[[str], None],
                 on_gap: Callable[[], None]):
        self._db = db
        self._on_change = on_change
        self._on_gap = on_gap
        self.origin = secrets.token_hex(6)  # this feed's mark in its notices
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None
        self.listening = threading.Event()  # set while LISTEN is in force (tests wait on it)

    def publish(self, game_id: str) -> None:
        """Announce that this process changed ``game_id`` (after its commit). A notice that
        cannot be sent (the database unreachable) is dropped: the change itself was written,
        and the other workers' phones see it at their next reconnect or action."""
        try:
            self._db.notify(CHANNEL, f"{self.origin} {game_id}")
        except StoreUnavailable:
            pass

    def start(self) -> None:
        """Begin listening (once)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._listen, name="change-feed",
                                            daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Stop listening (within `POLL` seconds)."""
        self._stopped.set()

    def _listen(self) -> None:
        first = True
        while not self._stopped.is_set():
            try:
                with psycopg.connect(self._db.address, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    if not first:  # notices were missed while the connection was cut: what
                        self._on_gap()  # is kept is dropped before it is trusted again
                    first = False
                    self.listening.set()
                    while not self._stopped.is_set():
                        for note in conn.notifies(timeout=POLL):
                            origin, _, game_id = note.payload.partition(" ")
                            if origin != self.origin and game_id:
                                self._on_change(game_id)
            except Exception:  # noqa: BLE001 - cut, refused, or a callback failed: listen again
                # not trusted while deaf: what is kept is checked against the database
                self.listening.clear()
                time.sleep(RETRY)
        self.listening.clear()
