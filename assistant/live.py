"""Live updates: each open duel page keeps one server-sent event stream (issue 4).

A stream sends the duel area, rendered for the phone that opened it (its seat's private view,
or a spectator's), once on connect and again after every change to the game: a decision, an
undo, a seat claimed or freed. Each message carries an id (`event_id`); a phone that reconnects
after sleep or lost Wi-Fi sends the last id it got (``Last-Event-ID``) and receives the full
current state unless it already has it.

A stream holds one server thread while it is open, so the number of streams is capped
(`StreamSlots`) below the thread count: plain requests always find a thread. The Python work of
plain requests and of stream renders shares one gate (`WORK`), so that many threads never run
at once and slow each other down on the interpreter lock.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable, Iterator
from typing import Protocol

#: This process's mark in event ids: ids from before a restart never match after it.
EPOCH = secrets.token_hex(4)

#: Threads that may run app code at once (plain requests and stream renders). Two cores and one
#: interpreter lock: more only queue on the lock (docs/performance.md).
WORKERS = 2
WORK = threading.BoundedSemaphore(WORKERS)


class ChangeSource(Protocol):
    """What a stream needs of the store: the game's change stamp and a wait for a change."""

    def stamp(self, game_id: str) -> int: ...

    def wait_for_change(self, game_id: str, stamp: int, timeout: float) -> int: ...


def event_id(stamp: int) -> str:
    """The event id for a game's change stamp in this process ("<epoch>-<stamp>")."""
    return f"{EPOCH}-{stamp}"


def sse_message(data: str, message_id: str) -> str:
    """One server-sent event with ``data`` (any text; each line becomes a ``data:`` field) and
    ``message_id`` as its id (HTML Living Standard, "Server-sent events": event stream format)."""
    lines = "".join(f"data: {line}\n" for line in data.splitlines() or [""])
    return f"id: {message_id}\n{lines}\n"


class StreamSlots:
    """A counter of open streams with a ceiling (``limit`` streams)."""

    def __init__(self, limit: int):
        self.limit = limit
        self.open = 0
        self._lock = threading.Lock()

    def take(self) -> bool:
        """Take a slot; False when all ``limit`` are taken."""
        with self._lock:
            if self.open >= self.limit:
                return False
            self.open += 1
            return True

    def give_back(self) -> None:
        """Free a slot taken with `take`."""
        with self._lock:
            self.open -= 1


def stream(store: ChangeSource, game_id: str, render: Callable[[], str], *, seen: str | None,
           keepalive: float = 15.0, poll: float = 1.0,
           disconnected: Callable[[], bool] = lambda: False) -> Iterator[str]:
    """The event stream of one page: messages of the duel area from ``render()``.

    ``seen``: the id of the state the page already shows (from the page or ``Last-Event-ID``);
    the first message is skipped when it is still current. A comment line is sent at once (so
    the connection opens without waiting for a change) and every ``keepalive`` seconds (so a
    dead connection is found). Every ``poll`` seconds the stream checks ``disconnected()`` and
    ends if the phone has gone. Units: seconds.
    """
    yield ": connected\n\n"
    last = seen
    quiet_since = time.monotonic()
    stamp = store.stamp(game_id)
    while not disconnected():
        current = event_id(stamp)
        if current != last:
            # The stamp is read before the render: a change during the render moves the stamp
            # on, and the next turn of the loop sends again.
            with WORK:
                html = render()
            yield sse_message(html, current)
            last = current
            quiet_since = time.monotonic()
        elif time.monotonic() - quiet_since >= keepalive:
            yield ": keepalive\n\n"
            quiet_since = time.monotonic()
        stamp = store.wait_for_change(game_id, stamp, poll)
