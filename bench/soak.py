"""Benchmark: the server's memory over a long evening (issue 18), in process.

Opens GAMES duels one after the other through the Flask test client (CSRF off, a fresh
database in a temporary folder), as a busy store would: each duel is started from the new-duel
form (Eligor vs Shekhtur) and played for DECISIONS decisions (the first choice each time, as
htmx requests), then left. The process's resident memory (``VmRSS`` of ``/proc/self/status``)
is sampled every 100 games. The garbage collector works as in the server (`web.collector`:
`settle` after the first game, `collect_if_due` after each game, as the server's greenlet
between requests). Prints one line per sample and, last,
``games=N rss_start_mb=A rss_end_mb=B growth_mb=C peak_mb=D``: A after the first game (the
app, the cards and one duel loaded), B at the end, C = B - A. Goal (issue 18): growth within
20 MB over 2,000 games. Usage: ``python bench/soak.py [GAMES] [DECISIONS] [GAMES_IN_MEMORY]``.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(1, str(Path(__file__).resolve().parent))

from realserver import NEW_DUEL  # noqa: E402

from app import create_app  # noqa: E402
from web.collector import collect_if_due, settle  # noqa: E402


def rss_mb() -> float:
    """This process's resident memory in MB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status (not Linux?)")


def play_one(client, decisions: int) -> None:
    """Start a duel and take up to ``decisions`` decisions, the first choice each time."""
    answer = client.post("/duel", data=NEW_DUEL, follow_redirects=True)
    game_path = answer.request.path
    area = answer.get_data(as_text=True)
    taken = 0
    while taken < decisions:
        handover = re.search(r'href="([^"]*\?as=\d)"', area)
        if handover:
            area = client.get(handover.group(1).replace("&amp;", "&"),
                              headers={"HX-Request": "true"}).get_data(as_text=True)
            continue
        version = re.search(r'data-version="(\d+)"', area)
        choice = re.search(r'name="decision" value="([^"]+)"', area)
        if version is None or choice is None:
            break
        area = client.post(game_path + "/decide", headers={"HX-Request": "true"}, data={
            "decision": choice.group(1).replace("&amp;", "&").replace("&#39;", "'"),
            "version": version.group(1)}).get_data(as_text=True)
        taken += 1
    if taken < decisions:
        raise RuntimeError(f"{game_path}: stopped after {taken} decisions")


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 2000
    decisions = int(argv[1]) if len(argv) > 1 else 8
    config = {"TESTING": True, "WTF_CSRF_ENABLED": False}
    if len(argv) > 2:
        config["GAMES_IN_MEMORY"] = int(argv[2])
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(config | {"DATABASE": str(Path(folder) / "soak.sqlite3")})
        client = app.test_client()
        play_one(client, decisions)
        settle()
        start = peak = rss_mb()
        print(f"games=1 rss_mb={start:.1f}", flush=True)
        for n in range(2, games + 1):
            play_one(client, decisions)
            collect_if_due()
            if n % 100 == 0 or n == games:
                now = rss_mb()
                peak = max(peak, now)
                print(f"games={n} rss_mb={now:.1f}", flush=True)
        end = rss_mb()
    print(f"games={games} rss_start_mb={start:.1f} rss_end_mb={end:.1f} "
          f"growth_mb={end - start:.1f} peak_mb={peak:.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
