"""How the server's process keeps garbage-collector pauses short (issue 23, per tap).

Nearly everything that outlives a request lives for the whole process: the cards, the code,
the engine's caches of stats and decisions, the games in memory (frozen dataclasses, freed by
their reference counts, not by the collector). CPython's collector still walks every one of
them in each full collection (the oldest generation), which it starts whenever that
generation has grown by a quarter: on a server that has met many fighters, 100 ms and more
of one tap. `settle` moves what is alive at start-up out of the collector's sight
(`gc.freeze`) and, after each full collection, what survived it too, so the next one walks
only what became long-lived since. The young generations are collected as before.

The price: a reference cycle among objects frozen this way is never collected once it
becomes garbage (objects alive at the end of a full collection: the process's long-lived data,
and the objects of a request in flight at that moment). bench/taps.py reports the memory.
"""

from __future__ import annotations

import gc

_OLDEST = 2


def settle() -> None:
    """Freeze what is alive now, and keep freezing the survivors of each full collection
    from now on (once per process: a second call adds nothing)."""
    gc.freeze()
    if _freeze_survivors not in gc.callbacks:
        gc.callbacks.append(_freeze_survivors)


def _freeze_survivors(phase: str, info: dict) -> None:
    """A `gc.callbacks` hook: at the end of a full collection, freeze its survivors."""
    if phase == "stop" and info["generation"] == _OLDEST:
        gc.freeze()
