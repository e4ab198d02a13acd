"""A bounded map that forgets the least recently used entries (issue 18: memory over a long
evening). The store keeps the games in play in one (`Store`); a game it forgot is
loaded again from the database, as after a restart.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(Generic[K, V]):
    """At most ``limit`` entries (key -> value); adding one more forgets the least recently
    used (`get` and `put` count as a use).

    ``pinned(key)``: True for an entry that must not be forgotten now (a game a live page is
    waiting on); such entries are passed over, so the map may hold more than ``limit`` while
    they are pinned. ``forgot(key, value)``: called for each entry forgotten to make room
    (not for `pop` or `clear`).

    Not thread-safe by itself: the store uses it under its own lock.

    Raises (constructor):
        ValueError: ``limit`` is below 1.
    """

    def __init__(self, limit: int, pinned: Callable[[K], bool] | None = None,
                 forgot: Callable[[K, V], None] | None = None):
        if limit < 1:
            raise ValueError(f"a bound of {limit} entries keeps nothing; give 1 or more")
        self.limit = limit
        self._pinned = pinned or (lambda key: False)
        self._forgot = forgot
        self._items: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def get(self, key: K) -> V | None:
        """The value of ``key`` (now the most recently used), or None."""
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def peek(self, key: K) -> V | None:
        """The value of ``key``, or None, without counting as a use."""
        return self._items.get(key)

    def put(self, key: K, value: V) -> None:
        """Keep ``value`` for ``key`` as the most recently used; forget the least recently
        used unpinned entries beyond ``limit``."""
        self._items[key] = value
        self._items.move_to_end(key)
        self._shrink(keep=key)

    def items(self) -> list[tuple[K, V]]:
        """Every (key, value) kept, least recently used first (none counted as a use)."""
        return list(self._items.items())

    def pop(self, key: K) -> V | None:
        """Forget ``key``; return its value, or None when it was not kept."""
        return self._items.pop(key, None)

    def clear(self) -> None:
        """Forget every entry."""
        self._items.clear()

    def _shrink(self, keep: K) -> None:
        passed = 0  # pinned entries moved to the end, each passed over once
        while len(self._items) > self.limit and passed < len(self._items):
            key = next(iter(self._items))
            if key == keep or self._pinned(key):
                self._items.move_to_end(key)
                passed += 1
                continue
            value = self._items.pop(key)
            if self._forgot is not None:
                self._forgot(key, value)
