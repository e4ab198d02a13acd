"""bench/taps.py (issue 23) runs for one fighter and ends with its summary line; no time is
asserted (speed is measured by the bench, never by the suite)."""

from __future__ import annotations

import re

from bench import taps

LAST = re.compile(r"tap_p99_ms=\d+\.\d{3} worst_fighter=eligor "
                  r"dominant=(pending|prompt|view|matchup|page) cpu_p99_ms=\d+\.\d{3} "
                  r"duel_page_cpu_p99_ms=\d+\.\d{3}")


def test_the_tap_bench_ends_with_the_worst_fighters_line(capsys, monkeypatch):
    monkeypatch.setattr(taps.gc, "freeze", lambda: None)  # the suite's objects stay collectable
    taps.main(["--beats", "1", "eligor"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert LAST.fullmatch(lines[-1])
    assert lines[0].startswith("states=") and " fighters=1 " in lines[0]
    parts = [line.split()[0] for line in lines[1:8]]
    assert parts == [*taps.PARTS, *taps.EXTRA, "tap"]
