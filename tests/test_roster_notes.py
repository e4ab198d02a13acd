"""docs/roster-notes.md lists what stays a prompt and why (issue 20, "Done when"): one line
per fighter with prompts left, whose count is the report's (`report.coverage`)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.battlecon.cards import default_catalog
from engine.battlecon.report import coverage

NOTES = Path(__file__).resolve().parents[1] / "docs" / "roster-notes.md"
SECTION = "## What stays a prompt"


def _listed() -> dict[str, int]:
    text = NOTES.read_text(encoding="utf-8")
    section = text[text.index(SECTION):].split("\n## ")[0]  # up to the next section
    return {fid: int(n) for fid, n in re.findall(r"^- `(\w+)` \((\d+)\):", section, re.M)}


def test_every_fighter_with_prompts_left_is_listed_with_the_reports_count_and_a_reason():
    fighters = default_catalog().fighters
    left = {fid: coverage(f).prompts for fid, f in fighters.items() if coverage(f).prompts}
    assert _listed() == left


def test_the_sections_total_is_the_reports():
    text = NOTES.read_text(encoding="utf-8")
    total = int(re.search(r"^## What stays a prompt .*?: (\d+) of ", text, re.M).group(1))
    assert total == sum(_listed().values())
