"""Benchmark: random legal duels between the shipped fighters, played to the end.

Prints one line per measure and, last, ``beats_per_second=N replay_ms=M pairs_ms=P``:
N full beats per second on one core, M the milliseconds to rebuild a finished duel from its
decisions (mean over the duels), P the milliseconds to compute the stats of every attack pair
both players could form (mean over the Set steps of the duels). Goals (issue 23): N >= 4000,
M <= 2, P <= 0.2. Usage: ``./dev bench`` or ``python bench/duels.py [--classic] [DUELS] [SEED]``;
``--classic`` plays the twelve classic matchups of `bench.duel_play.CLASSIC_MATCHUPS` round
robin under the classic ruleset (002) instead of random fighters of the whole roster.
"""

from __future__ import annotations

import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel_play import classic_setup, play, roster_setup  # noqa: E402
from engine.battlecon.beat import apply  # noqa: E402
from engine.battlecon.cards import default_catalog  # noqa: E402
from engine.battlecon.pair_sweep import possible_pairs  # noqa: E402
from engine.battlecon.replay import replay  # noqa: E402
from engine.battlecon.setup import DuelSetup, new_duel  # noqa: E402


def random_duel(rng: random.Random, catalog, n: int = 0,
                classic: bool = False) -> tuple[DuelSetup, list, object]:
    """Play the ``n``-th random legal duel (the whole roster, or with ``classic`` the twelve
    classic matchups round robin under 002); return its setup, decisions and final state."""
    setup = classic_setup(rng, n, catalog) if classic else roster_setup(rng, catalog)
    log, state = play(setup, rng, catalog)
    return setup, log, state


def set_steps(setup: DuelSetup, log: list, catalog) -> list:
    """The states at each Set step of a duel (where a player picks among every pair)."""
    state = new_duel(setup, catalog)
    found = []
    for decision in log:
        if state.cursor.step == "set" and not state.fighters[0].style:
            found.append(state)
        state = apply(state, decision)
    return found


def main(argv: list[str]) -> None:
    classic = "--classic" in argv
    argv = [arg for arg in argv if arg != "--classic"]
    duels = int(argv[0]) if argv else 200
    seed = int(argv[1]) if len(argv) > 1 else 1
    catalog = default_catalog()
    gc.freeze()  # as the server does after start-up (app.py main): cards and code stay put
    rng = random.Random(seed)
    beats = decisions = 0
    play_seconds = replay_seconds = 0.0
    samples = []
    for n in range(duels):
        # Each duel is played, replayed and dropped, so memory stays flat.
        start = time.perf_counter()
        setup, log, final = random_duel(rng, catalog, n, classic)
        play_seconds += time.perf_counter() - start
        start = time.perf_counter()
        rebuilt = replay(setup, log, catalog)
        replay_seconds += time.perf_counter() - start
        assert rebuilt == final, "replay differs from the live state"
        beats += final.beat
        decisions += len(log)
        if n < 50:
            samples.append((setup, log))
    print(f"duels={duels} beats={beats} decisions={decisions} seconds={play_seconds:.2f}")

    states = [s for setup, log in samples for s in set_steps(setup, log, catalog)]
    start = time.perf_counter()
    for state in states:
        possible_pairs(state, 0)
        possible_pairs(state, 1)
    pairs_ms = (time.perf_counter() - start) * 1000 / max(1, len(states))
    print(f"beats_per_second={beats / play_seconds:.0f} "
          f"replay_ms={replay_seconds * 1000 / duels:.2f} pairs_ms={pairs_ms:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
