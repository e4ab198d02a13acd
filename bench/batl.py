"""Benchmark: random BATL games (two players, the test decks of tests/data/batl) played
through the assistant's log until a winner or 3000 inputs.

Prints ``inputs_per_second=N replay_ms=M entries=E won=W``: N inputs applied per second on
one core (each as the app applies it: `assistant.batl.log.BatlLog.play`), M the milliseconds
to rebuild a game from its log (a server restart or an undo; mean), E the mean log entries of
a game, W the games that reached a winner. Usage: ``python bench/batl.py [GAMES] [SEED]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.batl.log import BatlLog, BatlSetup  # noqa: E402
from engine.batl.randomplay import candidates  # noqa: E402
from engine.battlecon.errors import InvalidInput, RuleViolation  # noqa: E402

DECKS = tuple((ROOT / "tests" / "data" / "batl" / f"{n}.txt").read_text()
              for n in ("monk", "knight"))


def play_one(rng: random.Random, limit: int = 3000) -> tuple[BatlLog, int, float]:
    """One random game: its log, the inputs taken and the seconds they took."""
    log = BatlLog(BatlSetup(("Ann", "Bo"), DECKS, ((0,), (1,)), 0, rng.randrange(10 ** 9)))
    taken, spent = 0, 0.0
    while log.state.outcome is None and taken < limit:
        for text in candidates(log.state, rng):
            started = time.perf_counter()
            try:
                log.play(text)
            except (InvalidInput, RuleViolation):
                continue
            finally:
                spent += time.perf_counter() - started
            taken += 1
            break
    return log, taken, spent


def main(games: int = 50, seed: int = 1) -> None:
    rng = random.Random(seed)
    inputs, seconds, replay, entries, ends = 0, 0.0, 0.0, 0, Counter()
    for _ in range(games):
        log, taken, spent = play_one(rng)
        inputs, seconds = inputs + taken, seconds + spent
        started = time.perf_counter()
        BatlLog(log.setup, list(log.entries))
        replay += time.perf_counter() - started
        entries += len(log.entries)
        ends[log.state.outcome.reason if log.state.outcome else "none"] += 1
    print(f"inputs_per_second={inputs / seconds:.0f} replay_ms={1000 * replay / games:.2f} "
          f"entries={entries / games:.0f} won={games - ends['none']} ends={dict(ends)}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
