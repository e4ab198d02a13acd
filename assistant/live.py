"""Live updates: each open duel page keeps one server-sent event stream (issue 4).

A stream sends the duel area, rendered for the phone that opened it (its seat's private view,
or a spectator's), once on connect and again after every change to the game: a decision, an
undo, a seat claimed or freed. Each message carries an id (`event_id`); a phone that reconnects
after sleep or lost Wi-Fi sends the last id it got (``Last-Event-ID``) and receives the full
current state unless it already has it.

The server (`app.main`) runs on gevent, so an open stream costs a greenlet, not a thread; the
number of streams is still capped (`StreamSlots`) so that a flood of pages cannot exhaust memory
(docs/performance.md, "Live updates"), and capped per seat and per client address so that one
client cannot take every slot.
"""

from __future__ import annotations

import secrets
import threading
from collections import Counter
from collections.abc import Callable, Hashable, Iterator
from typing import Protocol

from assistant.look import look
from assistant.regions import Differ

#: This process's mark in event ids: ids from before a restart never match after it.
EPOCH = secrets.token_hex(4)


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
    """Counters of open streams with ceilings: ``limit`` streams on the server, at most
    ``per_seat`` for one seat of one game and ``per_address`` from one client address (None:
    no such cap), so that one client cannot take every slot (issue 18)."""

    def __init__(self, limit: int, per_seat: int | None = None,
                 per_address: int | None = None):
        self.limit = limit
        self.per_seat = per_seat
        self.per_address = per_address
        self.open = 0
        self._seats: Counter[Hashable] = Counter()
        self._addresses: Counter[str] = Counter()
        self._lock = threading.Lock()

    def claim(self, seat: Hashable | None = None, address: str | None = None) -> str | None:
        """Take a slot for a stream of ``seat`` (any key naming one seat of one game; None:
        no seat) opened from ``address`` (None: unknown). None when taken; else the ceiling
        that refused it: "seat", "address" or "server"."""
        with self._lock:
            if seat is not None and self.per_seat is not None \
                    and self._seats[seat] >= self.per_seat:
                return "seat"
            if address is not None and self.per_address is not None \
                    and self._addresses[address] >= self.per_address:
                return "address"
            if self.open >= self.limit:
                return "server"
            self.open += 1
            if seat is not None:
                self._seats[seat] += 1
            if address is not None:
                self._addresses[address] += 1
            return None

    def take(self) -> bool:
        """Take a slot for a stream of no seat from no known address; False when all
        ``limit`` are taken."""
        return self.claim() is None

    def give_back(self, seat: Hashable | None = None, address: str | None = None) -> None:
        """Free a slot taken with `claim` (the same ``seat`` and ``address``) or `take`."""
        with self._lock:
            self.open -= 1
            for counts, key in ((self._seats, seat), (self._addresses, address)):
                if key is not None:
                    counts[key] -= 1
                    if counts[key] <= 0:
                        del counts[key]


def stream(store: ChangeSource, game_id: str, render: Callable[[], str], *, seen: str | None,
           keepalive: float = 15.0, differ: Differ | None = None) -> Iterator[str]:
    """The event stream of one page: messages of the duel area from ``render()``; endless (the
    server closes it when the phone has gone: a write to it fails). With a ``differ``
    (`assistant.regions.Differ`), a message after the first holds only the regions of the
    area that changed (issue 21, item 13); without, the whole area each time.

    ``seen``: the id of the state the page already shows (from the page or ``Last-Event-ID``);
    the first message is skipped when it is still current. A comment line is sent at once (so
    the connection opens without waiting for a change) and after ``keepalive`` seconds without
    a message (so a dead connection is found).
    """
    yield ": connected\n\n"
    last = seen
    with look():
        stamp = store.stamp(game_id)
    while True:
        current = event_id(stamp)
        if current != last:
            # The stamp is read before the render: a change during the render moves the stamp
            # on, and the next turn of the loop sends again.
            with look():  # each message checks the game against the database once
                html = render()
            yield sse_message(html if differ is None else differ.message(html), current)
            last = current
        new = store.wait_for_change(game_id, stamp, keepalive)
        if new == stamp:
            yield ": keepalive\n\n"
        with look():
            stamp = store.stamp(game_id)
