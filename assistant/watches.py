"""What the live pages of every game wait on (issue 4): each game's change stamp and the
condition its streams wait on, woken by every change; with several workers (issue 25), also
what another worker's announced change makes this process forget (`Watches.changed_elsewhere`,
fed by `assistant.change_feed`)."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass

from .recent import Recent

#: How many games (duels, and matches of each other game) are kept in memory by default.
GAMES_IN_MEMORY = 200

#: Change stamps of every game of this process, in order: a stamp is never given twice, so a
#: game's stamp made again after it was let go (`Watches`) is never one a phone has seen.
_STAMPS = itertools.count(1)


@dataclass
class _Watch:
    """What the live pages of one game wait on: its change ``stamp``, the ``changed``
    condition (on the store lock) and how many streams are ``waiting`` on it now."""

    stamp: int
    changed: threading.Condition
    waiting: int = 0


class Watches:
    """The live-update watch of every game of the file, whatever its kind: each game's change
    stamp and the condition its streams wait on (on ``lock``). At most ``in_memory`` games'
    watches are kept, never one a stream waits on; ``also(game_id)`` is called after every
    change (None: nothing)."""

    def __init__(self, lock: threading.RLock, in_memory: int = GAMES_IN_MEMORY,
                 also: Callable[[str], None] | None = None,
                 told: Callable[[], bool] | None = None):
        self._lock = lock
        self._also = also
        self._watches: Recent[str, _Watch] = Recent(in_memory, pinned=self.watched)
        # Several workers (issue 25): ``told()`` is True while every other worker's change is
        # announced here (`changed_elsewhere`; the change feed listening). Then what is shown
        # beside a game's log (its settings, its match) may be kept until such a change: the
        # caches of those told through ``_forgetters``.
        self._told = told
        self._forgetters: list[Callable[[str | None], None]] = []

    def watched(self, game_id: str) -> bool:
        """True while a live page waits for a change of this game."""
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

    def touch(self, game_id: str, tell: bool = True) -> None:
        """Wake every stream waiting on this game (only that game's streams); with ``tell``,
        ``also(game_id)`` after (a change of this process: the other workers are told)."""
        with self._lock:
            watch = self._watch(game_id)
            watch.stamp = next(_STAMPS)
            watch.changed.notify_all()
        if tell and self._also is not None:
            self._also(game_id)

    def trusted(self) -> bool:
        """True when what this process keeps of a game needs no check against the database
        until `changed_elsewhere` says otherwise: one process alone (no ``told``), or every
        other worker's change announced here now."""
        return self._told is None or self._told()

    def on_change_elsewhere(self, forget: Callable[[str | None], None]) -> None:
        """Call ``forget(game_id)`` when another worker changed the game (``forget(None)``:
        any game may have changed), to drop what is kept of it."""
        self._forgetters.append(forget)

    def changed_elsewhere(self, game_id: str | None) -> None:
        """Another worker changed ``game_id`` (None: notices may have been missed, every
        game): what is kept of it is checked or read again before use, and the streams
        waiting on it are woken (`assistant.change_feed`)."""
        with self._lock:
            if game_id is None:
                games = [key for key, watch in self._watches.items() if watch.waiting]
            else:
                games = [game_id]
            for forget in self._forgetters:
                forget(game_id)
        for changed in games:
            self.touch(changed, tell=False)

    def stamp(self, game_id: str) -> int:
        """A number that changes whenever the game changes (see `Games.stamp`)."""
        with self._lock:
            return self._watch(game_id).stamp

    def wait_for_change(self, game_id: str, stamp: int, timeout: float) -> int:
        """Block until the game's stamp differs from ``stamp`` or ``timeout`` seconds pass;
        return the stamp then."""
        with self._lock:
            watch = self._watch(game_id)
            watch.waiting += 1
            try:
                watch.changed.wait_for(lambda: watch.stamp != stamp, timeout)
            finally:
                watch.waiting -= 1
            return watch.stamp


