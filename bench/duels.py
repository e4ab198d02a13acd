"""Benchmark: random legal duels between the shipped fighters, played to the end.

Prints one line per measure and, last, ``beats_per_second=N replay_ms=M pairs_ms=P``:
N full beats per second on one core, M the milliseconds to rebuild a finished duel from its
decisions (mean over the duels), P the milliseconds to compute the stats of every attack pair
both players could form (mean over the Set steps of the duels). Goals (issue 2): N >= 2000,
M <= 5, P <= 5. Usage: ``./dev bench`` or ``python bench/duels.py [DUELS] [SEED]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.battlecon.attack_pair import possible_pairs  # noqa: E402
from engine.battlecon.beat import apply, pending  # noqa: E402
from engine.battlecon.cards import default_catalog  # noqa: E402
from engine.battlecon.replay import replay  # noqa: E402
from engine.battlecon.setup import DuelSetup, suggested_seat  # noqa: E402


def random_duel(rng: random.Random, catalog) -> tuple[DuelSetup, list, object]:
    """Play one random legal duel; return its setup, decisions and final state."""
    ids = sorted(catalog.fighters)
    setup = DuelSetup((suggested_seat(rng.choice(ids), catalog),
                       suggested_seat(rng.choice(ids), catalog)), first_active=rng.randint(0, 1))
    from engine.battlecon.setup import new_duel
    state = new_duel(setup, catalog)
    log = []
    while state.outcome is not None or True:
        now = pending(state)
        if now is None:
            break
        decision = rng.choice(now.options)
        state = apply(state, decision)
        log.append(decision)
    return setup, log, state


def main(argv: list[str]) -> None:
    duels = int(argv[0]) if argv else 200
    seed = int(argv[1]) if len(argv) > 1 else 1
    catalog = default_catalog()
    rng = random.Random(seed)
    games = []
    start = time.perf_counter()
    for _ in range(duels):
        games.append(random_duel(rng, catalog))
    elapsed = time.perf_counter() - start
    beats = sum(state.beat for _, _, state in games)
    decisions = sum(len(log) for _, log, _ in games)
    print(f"duels={duels} beats={beats} decisions={decisions} seconds={elapsed:.2f}")

    start = time.perf_counter()
    for setup, log, final in games:
        rebuilt = replay(setup, log, catalog)
        assert rebuilt == final, "replay differs from the live state"
    replay_ms = (time.perf_counter() - start) * 1000 / duels

    states = []
    for setup, log, _ in games[:50]:
        from engine.battlecon.setup import new_duel
        state = new_duel(setup, catalog)
        for decision in log:
            if state.cursor.step == "set" and not state.fighters[0].style:
                states.append(state)
            state = apply(state, decision)
    start = time.perf_counter()
    for state in states:
        possible_pairs(state, 0)
        possible_pairs(state, 1)
    pairs_ms = (time.perf_counter() - start) * 1000 / max(1, len(states))
    print(f"beats_per_second={beats / elapsed:.0f} replay_ms={replay_ms:.2f} "
          f"pairs_ms={pairs_ms:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
