"""Benchmark: bytes on the wire for a duel played on phones (issue 21, item 13).

Plays seeded random duels through the Flask test client (Eligor against Shekhtur, one phone
passed between the players, random legal decisions to the end or ``STEPS`` inputs) and
counts, for each input:

- the live message the phone's open event stream sends (only the regions that changed,
  `assistant.regions.Differ`), uncompressed as the event stream is, and for comparison the
  whole duel area;
- the answer to the tap (the whole area, gzip-compressed as a phone gets it).

and the first load of a duel page: the page and every script and style it loads, compressed
(br, as Chromium asks). Last line:
``update_p50_bytes=A update_p99_bytes=B update_max_bytes=C whole_p50_bytes=D
answer_p50_bytes=E first_load_bytes=F``. Goals: updates <= 10 KB, first load <= 30 KB.
Usage: ``python bench/wire.py [DUELS] [STEPS]``.
"""

from __future__ import annotations

import random
import re
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402

NEW_DUEL = {
    "fighter0": "eligor", "finisher0": "Sweet Revenge", "style1_0": "Counter",
    "base1_0": "Aegis", "style2_0": "Martial", "base2_0": "Burst",
    "fighter1": "shekhtur", "finisher1": "Soul Breaker", "style1_1": "Combination",
    "base1_1": "Brand", "style2_1": "Spiral", "base2_1": "Burst", "first": "0",
}


def percentile(values: list[int], share: float) -> int:
    """The value at ``share`` (0..1) of the sorted ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def first_load(client, game: str) -> int:
    """Compressed bytes of the duel page and each script and style it loads."""
    page = client.get(f"/duel/{game}", headers={"Accept-Encoding": "br"})
    total = len(page.get_data())
    html = client.get(f"/duel/{game}").get_data(as_text=True)
    for url in re.findall(r'(?:src|href)="(/static/[^"]+)"', html):
        total += len(client.get(url, headers={"Accept-Encoding": "br"}).get_data())
    return total


def _next_message(chunks) -> str:
    """The data of the next message of an event stream (comment lines skipped)."""
    while True:
        chunk = next(chunks)
        text = chunk.decode() if isinstance(chunk, bytes) else chunk
        if text.startswith("id:"):
            return "\n".join(line.removeprefix("data: ")
                             for line in text.rstrip("\n").split("\n")[1:])


def play(client, game: str, rng: random.Random, steps: int,
         updates: list[int], wholes: list[int], answers: list[int]) -> None:
    """Play one duel with random legal inputs on one phone with its live stream open,
    recording the bytes of each input's live message, of the whole area and of the answer."""
    stream = client.get(f"/duel/{game}/events", buffered=False)
    chunks = iter(stream.response)
    try:
        _next_message(chunks)  # the whole area, on connecting
        area = client.get(f"/duel/{game}", headers={"HX-Request": "true"}) \
            .get_data(as_text=True)
        for _ in range(steps):
            choices = re.findall(r'name="decision" value="([^"]*)"', area)
            if not choices:
                handover = re.search(r'href="(/duel/[^"]*\?as=\d)"', area)
                if handover is None:
                    return
                area = client.get(handover.group(1), headers={"HX-Request": "true"}) \
                    .get_data(as_text=True)
                continue
            version = re.search(r'name="version" value="(\d+)"', area).group(1)
            answer = client.post(f"/duel/{game}/decide",
                                 data={"decision": rng.choice(choices), "version": version},
                                 headers={"HX-Request": "true", "Accept-Encoding": "gzip"})
            answers.append(len(answer.get_data()))
            area = client.get(f"/duel/{game}", headers={"HX-Request": "true"}) \
                .get_data(as_text=True)
            updates.append(len(_next_message(chunks).encode()))
            wholes.append(len(area.encode()))
    finally:
        stream.close()


def main(argv: list[str]) -> None:
    duels = int(argv[0]) if argv else 5
    steps = int(argv[1]) if len(argv) > 1 else 400
    updates: list[int] = []
    wholes: list[int] = []
    answers: list[int] = []
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                          "DATABASE": str(Path(folder) / "wire.sqlite3")})
        client = app.test_client()
        loaded = 0
        for seed in range(duels):
            game = client.post("/duel", data=NEW_DUEL).headers["Location"].rsplit("/", 1)[-1]
            if seed == 0:
                loaded = first_load(client, game)
            play(client, game, random.Random(seed), steps, updates, wholes, answers)
    print(f"duels={duels} inputs={len(updates)}")
    print(f"update_p50_bytes={int(statistics.median(updates))} "
          f"update_p99_bytes={percentile(updates, 0.99)} update_max_bytes={max(updates)} "
          f"whole_p50_bytes={int(statistics.median(wholes))} "
          f"answer_p50_bytes={int(statistics.median(answers))} first_load_bytes={loaded}")


if __name__ == "__main__":
    main(sys.argv[1:])
