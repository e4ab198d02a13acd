"""Command: play every automated effect of `fighters/` and record which were exercised.

Usage: ``python -m tests.exercise.record [BUDGET]`` (``./dev exercise``), BUDGET the boards
tried per effect (default `BUDGET`). Writes `fighters/exercised.json` (`report.EXERCISED`):
the SHA-256 of the fighters' YAML files it was made from, each exercised effect with the board
that showed it, and each effect not reached with the reason. A board recorded before is
played again first and kept while it still shows its effect. `./dev report` prints the count;
tests/exercise/test_exercise.py checks the file is current and replays a sample of it.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict

from engine.battlecon.cards import FIGHTERS_DIR
from engine.battlecon.report import EXERCISED, content_hash
from tests.exercise.harness import catalog, replay, run_all, scenario_from, targets

BUDGET = 80


def record(budget: int = BUDGET) -> dict:
    """Exercise every target (`harness.targets`) with ``budget`` boards each; the data the
    file holds (module doc)."""
    cat = catalog()
    exercised, unreached = {}, {}
    before = _previous()
    searched = []
    for target in targets(cat):
        if _still_shows(cat, target, before.get(target.key)):
            exercised[target.key] = before[target.key]
        else:
            searched.append(target)
    for result in run_all(cat, searched, budget):
        if result.exercised:
            exercised[result.target.key] = asdict(result.scenario)
        else:
            unreached[result.target.key] = result.reason
    return {"fighters_hash": content_hash(FIGHTERS_DIR), "budget": budget,
            "exercised": exercised, "unreached": unreached}


def _previous() -> dict[str, dict]:
    """The boards that showed each effect in the file recorded before (none if absent or
    unreadable): tried first, so an effect found once stays found (the search is a sample)."""
    try:
        data = json.loads((FIGHTERS_DIR / EXERCISED).read_text(encoding="utf-8"))
        return dict(data.get("exercised", {}))
    except (OSError, ValueError):
        return {}


def _still_shows(cat, target, data: dict | None) -> bool:
    """True when the board ``data`` (recorded JSON) still shows ``target``'s effect."""
    if data is None:
        return False
    try:
        return replay(cat, target, scenario_from(data)) is True
    except Exception:  # noqa: BLE001 - a board the fighters no longer allow: search again
        return False


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
