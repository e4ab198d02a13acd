"""Benchmark: only `possible_pairs` at the Set steps of `bench/duels.py`'s first duels.

The duels (seed 1, the roster, as `bench/duels.py` plays them) are played and their Set-step
states collected first; then, unless ``--none`` is given, ``possible_pairs(state, 0)`` and
``(state, 1)`` are asked once at each. Run under callgrind with and without ``--none``: the
difference is the pairs' instruction count. Prints ``states=S pairs_ms=P`` (P: milliseconds
per Set step, wall clock). Usage: ``python bench/pairs_only.py [DUELS] [--none]``.
"""

from __future__ import annotations

import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duels import random_duel, set_steps  # noqa: E402
from engine.battlecon.cards import default_catalog  # noqa: E402
from engine.battlecon.pair_sweep import possible_pairs  # noqa: E402


def main(argv: list[str]) -> None:
    none = "--none" in argv
    argv = [arg for arg in argv if arg != "--none"]
    duels = int(argv[0]) if argv else 50
    catalog = default_catalog()
    gc.freeze()
    rng = random.Random(1)
    samples = [random_duel(rng, catalog, n)[:2] for n in range(duels)]
    states = [s for setup, log in samples for s in set_steps(setup, log, catalog)]
    start = time.perf_counter()
    if not none:
        for state in states:
            possible_pairs(state, 0)
            possible_pairs(state, 1)
    ms = (time.perf_counter() - start) * 1000 / max(1, len(states))
    print(f"states={len(states)} pairs_ms={ms:.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
