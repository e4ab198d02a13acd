"""Benchmark: the card editor and fighter uploads (issue 5), in process (Flask test client).

For the largest shipped fighter (most effects) it times: filling the editor from the YAML
(GET /fighters/new?copy=...), checking the posted form with the schema (`editor.check`),
saving it (POST /fighters/save: check, YAML, validation, a quick-start duel, SQLite), an
upload of its file, and the new-duel page once 50 custom fighters are saved (every saved
fighter is validated into the catalog the page uses). Prints one line per measure: the median
and the largest of N runs in milliseconds. Usage: ``python bench/editor.py [RUNS]``.
"""

from __future__ import annotations

import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from assistant import editor  # noqa: E402
from engine.battlecon.cards import FIGHTERS_DIR, default_catalog, parse_yaml  # noqa: E402
from engine.battlecon.schema import all_effects  # noqa: E402
from tests.web_helpers import form_fields  # noqa: E402


def timed(runs: int, work) -> tuple[float, float]:
    """(median, max) milliseconds of ``work()`` over ``runs`` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    catalog = default_catalog()
    biggest = max(catalog.fighters, key=lambda f: len(all_effects(catalog.fighters[f])))
    text = (FIGHTERS_DIR / f"{biggest}.yaml").read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                          "DATABASE": str(Path(folder) / "bench.sqlite3")})
        client = app.test_client()
        page = client.get(f"/fighters/new?copy={biggest}").get_data(as_text=True)
        fields = form_fields(page, "/fighters/save")
        form = editor.form_from_data(parse_yaml(text, biggest))
        effects = len(all_effects(catalog.fighters[biggest]))
        print(f"fighter {biggest}: {effects} effects, {len(fields)} form fields")
        count = iter(range(1_000_000))

        def save() -> None:  # a new name each time: nothing is served from a cache
            client.post("/fighters/save",
                        data={**fields, "name": f"Bench {next(count)}", "op": "save"})

        def upload() -> None:
            fresh = text + f"# run {next(count)}\n"
            client.post("/fighters/upload", content_type="multipart/form-data",
                        data={"file": (io.BytesIO(fresh.encode()), "f.yaml")})

        measures = {
            "editor page (GET copy)": lambda: client.get(f"/fighters/new?copy={biggest}"),
            "check the form (schema)": lambda: editor.check(form),
            "save (POST, 303)": save,
            "upload (POST file, 303)": upload,
        }
        for name, work in measures.items():
            median, most = timed(runs, work)
            print(f"{name:28s} median {median:6.1f} ms  max {most:6.1f} ms")
        saved = len(app.extensions["store"].fighters.all())
        median, most = timed(runs, lambda: client.get("/duel/new"))
        print(f"{'new-duel page, ' + str(saved) + ' saved':28s} median {median:6.1f} ms  "
              f"max {most:6.1f} ms")


if __name__ == "__main__":
    main()
