"""Command: play every automated effect of `fighters/` and record which were exercised.

Usage: ``python -m tests.exercise.record [BUDGET]`` (``./dev exercise``), BUDGET the boards
tried per effect (default `BUDGET`). Writes `fighters/exercised.json` (`report.EXERCISED`):
the SHA-256 of the fighters' YAML files it was made from, each exercised effect with the board
that showed it, and each effect not reached with the reason. `./dev report` prints the count;
tests/exercise/test_exercise.py checks the file is current and replays a sample of it.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict

from engine.battlecon.cards import FIGHTERS_DIR
from engine.battlecon.report import EXERCISED, content_hash
from tests.exercise.harness import catalog, run_all, targets

BUDGET = 80


def record(budget: int = BUDGET) -> dict:
    """Exercise every target (`harness.targets`) with ``budget`` boards each; the data the
    file holds (module doc)."""
    cat = catalog()
    exercised, unreached = {}, {}
    for result in run_all(cat, targets(cat), budget):
        if result.exercised:
            exercised[result.target.key] = asdict(result.scenario)
        else:
            unreached[result.target.key] = result.reason
    return {"fighters_hash": content_hash(FIGHTERS_DIR), "budget": budget,
            "exercised": exercised, "unreached": unreached}


def main(argv: list[str] | None = None) -> int:
    """Record the results (module doc) and print the totals; 0."""
    args = sys.argv[1:] if argv is None else argv
    began = time.perf_counter()
    data = record(int(args[0]) if args else BUDGET)
    path = FIGHTERS_DIR / EXERCISED
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    done, left = len(data["exercised"]), len(data["unreached"])
    print(f"exercised {done} of {done + left} automated effects in "
          f"{time.perf_counter() - began:.0f} s; written to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
