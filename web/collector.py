"""When the server's process runs the garbage collector's full passes (issue 23, per tap).

Nearly everything that outlives a request lives as long as the process: the cards, the
code, the engine's caches of stats and decisions (immutable, freed by reference counts, not
by the collector). CPython walks all of them in each collection of its oldest generation,
which it starts by itself, in the middle of whatever allocates, once that generation has
grown by a quarter: on a server that has met the whole roster, 100 ms and more inside one
tap. Freezing the survivors of each full pass shortens the pauses but leaks the reference
cycles frozen with them (measured: bench/soak.py, issue 23 second session), so here:

- `settle` (start-up) freezes what is alive then (`gc.freeze`: the cards and the code) and
  stops the collector from starting full passes by itself: the young generations are
  collected as before, the oldest only by `collect_if_due`;
- `collect_if_due` runs a full pass when CPython would have started one (the oldest
  generation has had `DUE_AFTER` young passes moved into it and has grown by a quarter since
  the last full pass left it) and `MIN_GAP` seconds have gone by since the last one: the
  server calls it from its own greenlet (`keep_collecting`), which runs only between
  requests' work (gevent switches at I/O: a tap's computation is never cut by it); a request
  arriving during a pass waits for it, as it would have inside a tap.

Nothing is leaked: every cycle that became garbage is collected by the next full pass, at
most `MIN_GAP` seconds (or the greenlet's period) later than CPython would have. The delay
costs memory at a high rate of requests (each leaves a few hundred objects in cycles: the
templates' macros and their contexts): bench/soak.py's 2,000 games in process (about 220
requests a second) grew 26 MB with ten seconds against 16.1-16.5 MB with CPython's own
passes (docs/performance.md); hence a tenth of a second.
"""

from __future__ import annotations

import gc
import time

#: Young passes (of the middle generation) moved into the oldest before a full pass is due:
#: CPython's default threshold of the oldest generation.
DUE_AFTER = 10
#: Seconds between two full passes at least.
MIN_GAP = 0.1
#: The oldest generation's threshold while `settle` is in force: never reached.
_NEVER = 1 << 30

#: Objects moved into the oldest generation since the last full pass, as a share of what
#: that pass left there, that make a pass due: CPython's own rule (a quarter).
GROWTH = 0.25

_last = [0.0]  # `time.monotonic` at the end of the last full pass
_left = [0]  # objects the last full pass left in the oldest generation (not frozen)
_moved = [0, 0]  # objects moved into the oldest since then; those young at a pass's start


def settle() -> None:
    """Freeze what is alive now (start-up: the cards, the code, the templates) and leave the
    oldest generation's passes to `collect_if_due`. Calling it again freezes what is alive
    then too."""
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, _NEVER)
    if _count_moved not in gc.callbacks:
        gc.callbacks.append(_count_moved)
    _last[0] = time.monotonic()
    _left[0] = len(gc.get_objects(2))
    _moved[0] = 0


def _count_moved(phase: str, info: dict) -> None:
    """A `gc.callbacks` hook: count what each pass of the middle generation moves into the
    oldest (the young objects at its start, less those it collected); a full pass starts
    the count again."""
    generation = info["generation"]
    if generation == 1:
        if phase == "start":
            _moved[1] = len(gc.get_objects(0)) + len(gc.get_objects(1))
        else:
            _moved[0] += max(0, _moved[1] - info["collected"])
    elif generation == 2 and phase == "stop":
        _left[0] = len(gc.get_objects(2))
        _moved[0] = 0


def collect_if_due(min_gap: float = MIN_GAP) -> bool:
    """Run a full pass (`gc.collect`) when CPython would have started one (`DUE_AFTER`
    passes of the middle generation since the last full pass, having moved more than
    `GROWTH` times what it left into the oldest) and ``min_gap`` seconds (>= 0) have gone
    by; True when it ran."""
    if gc.get_count()[2] < DUE_AFTER or _moved[0] <= GROWTH * _left[0] \
            or time.monotonic() - _last[0] < min_gap:
        return False
    gc.collect()
    _last[0] = time.monotonic()
    return True


def keep_collecting(period: float = MIN_GAP) -> None:
    """The server's collecting greenlet (app.py `main` spawns it): every ``period`` seconds,
    `collect_if_due`. Never returns."""
    import gevent

    while True:
        gevent.sleep(period)
        collect_if_due()
