"""Benchmark: the pages with many saved fighters (issue 18), in process (Flask test client).

Saves FIGHTERS fighters through the store (`CustomFighters.save`: each a copy of a shipped
fighter's YAML under a new name, "Bench 0001"...), then times each page RUNS times: the home
page, the fighters page, the new-duel page, the new-duel page with two saved fighters chosen,
a duel between two saved fighters, saving one more (an upload of a new fighter, POST) and the
new-duel page right after that save. Then the first request after a restart: a new process
with a new `Store` on the same file (the shipped cards loaded first, as `app.main` does),
timing its first home page and its first new-duel page with two saved fighters. Prints one
line per measure, ``name first_ms=F median_ms=A max_ms=B cpu_median_ms=C`` (F: its first
call, A to C: the RUNS calls after it; C: the process's CPU time, which leaves out waiting for
a machine busy with other work). Goal (issue 18): every page
under 50 ms with 5,000 saved fighters. Usage: ``python bench/fighters.py [FIGHTERS] [RUNS]``.
"""

from __future__ import annotations

import gc
import io
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from engine.battlecon.cards import FIGHTERS_DIR, SHARED_FILE, default_catalog  # noqa: E402
from tests.web_helpers import form_fields  # noqa: E402

CONFIG = {"TESTING": True, "WTF_CSRF_ENABLED": False}


def timed(runs: int, work) -> tuple[float, float, float, float]:
    """(first, median, max, median of the process's CPU time) milliseconds of ``work()``: a
    first call (Jinja compiles a page's template on its first use), then ``runs`` calls (the
    CPU time leaves out the waits of a machine busy with other work)."""
    start = time.perf_counter()
    work()
    first = (time.perf_counter() - start) * 1000
    times, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return first, statistics.median(times), max(times), statistics.median(cpu)


def renamed(text: str, name: str) -> str:
    """A shipped fighter's YAML under another name."""
    return re.sub(r"^name: .*$", f"name: {name}", text, count=1, flags=re.M)


def shipped_texts() -> list[str]:
    """The YAML of every shipped fighter, by file name."""
    return [p.read_text(encoding="utf-8") for p in sorted(FIGHTERS_DIR.glob("*.yaml"))
            if p.name != SHARED_FILE]


def check(response, status: int = 200):
    """``response``, after checking its status (a benchmark of error pages proves nothing)."""
    if response.status_code != status:
        raise RuntimeError(f"{response.request.path}: {response.status_code}, not {status}")
    return response


def restart(database: str) -> dict[str, float]:
    """In this process (started by `main`): a new app on ``database``; the milliseconds of its
    first home page and its first new-duel page with two saved fighters."""
    app = create_app(CONFIG | {"DATABASE": database})
    default_catalog()
    gc.freeze()
    client = app.test_client()
    ids = [f.id for f in app.extensions["store"].fighters.all()[:2]]
    start = time.perf_counter()
    check(client.get("/"))
    home = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    check(client.get(f"/duel/new?f0={ids[0]}&f1={ids[1]}"))
    new_duel = (time.perf_counter() - start) * 1000
    return {"home": home, "new_duel": new_duel}


def main(argv: list[str]) -> None:
    if argv[:1] == ["--restart"]:
        print(json.dumps(restart(argv[1])))
        return
    count = int(argv[0]) if argv else 5000
    runs = int(argv[1]) if len(argv) > 1 else 10
    texts = shipped_texts()
    with tempfile.TemporaryDirectory() as folder:
        database = str(Path(folder) / "fighters.sqlite3")
        app = create_app(CONFIG | {"DATABASE": database})
        store = app.extensions["store"]
        client = app.test_client()
        default_catalog()
        gc.freeze()  # as the server does after start-up (app.py main)
        start = time.perf_counter()
        ids = [store.fighters.save(renamed(texts[n % len(texts)], f"Bench {n:04}"))
               for n in range(count)]
        print(f"saved={count} save_ms_mean={(time.perf_counter() - start) * 1000 / count:.1f}",
              flush=True)
        pair = f"f0={ids[0]}&f1={ids[len(ids) // 2]}"
        page = check(client.get(f"/duel/new?{pair}")).get_data(as_text=True)
        duel = check(client.post("/duel", data=form_fields(page, "/duel")), 303).location
        more = iter(range(count, count + 10 * runs + 10))

        def save_one_more() -> None:
            text = renamed(texts[0], f"Bench {next(more):04}")
            check(client.post("/fighters/upload", data={
                "file": (io.BytesIO(text.encode()), "more.yaml")}), 303)

        def save_then_new_duel() -> None:
            save_one_more()
            check(client.get("/duel/new"))

        measures = {
            "home": lambda: check(client.get("/")),
            "fighters_page": lambda: check(client.get("/fighters")),
            "new_duel": lambda: check(client.get("/duel/new")),
            "new_duel_two_saved": lambda: check(client.get(f"/duel/new?{pair}")),
            "duel_page_two_saved": lambda: check(client.get(duel)),
            "save_one_more": save_one_more,
            "save_then_new_duel": save_then_new_duel,
        }
        for name, work in measures.items():
            first, median, most, cpu = timed(runs, work)
            print(f"{name} first_ms={first:.1f} median_ms={median:.1f} max_ms={most:.1f} "
                  f"cpu_median_ms={cpu:.1f}", flush=True)
        store.close()
        first = json.loads(subprocess.run(
            [sys.executable, __file__, "--restart", database], check=True, capture_output=True,
            text=True).stdout.strip().splitlines()[-1])
        print(f"after_restart_first_home_ms={first['home']:.1f} "
              f"after_restart_first_new_duel_two_saved_ms={first['new_duel']:.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
