"""Golden beat transcripts: each `*.yaml` here names a setup and decisions; the `*.txt`
beside it is the transcript, reviewed by hand against the rules when it was written.

Regenerate one after a deliberate rule change with
``python -m tests.golden.scenarios NAME`` and review the diff line by line.
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, SeatSetup, new_duel
from engine.battlecon.transcript import transcript

HERE = Path(__file__).parent


def names() -> list[str]:
    """The scenario names (file stems)."""
    return sorted(p.stem for p in HERE.glob("*.yaml"))


def render(name: str) -> str:
    """The transcript of scenario ``name``."""
    data = yaml.safe_load((HERE / f"{name}.yaml").read_text())
    seats = tuple(SeatSetup(s["fighter"], s["finisher"], tuple(s["discard1"]),
                            tuple(s["discard2"]), tuple(s.get("set_aside", ())))
                  for s in data["seats"])
    state = new_duel(DuelSetup(seats, data.get("first_active", 0),
                               teams=tuple(data.get("teams", ()))))
    return transcript(state, [Decision.parse(d) for d in data["decisions"]])


if __name__ == "__main__":
    for scenario in sys.argv[1:] or names():
        (HERE / f"{scenario}.txt").write_text(render(scenario))
        print(f"wrote {scenario}.txt")
