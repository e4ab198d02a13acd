"""Benchmark: hostile YAML uploads (issue 18, items 4 and 5), each at its route's size limit.

Every hostile text (`hostile`) is read in a child process of its own, capped at 1.5 GB of
memory and 60 s, by one of four paths:

- ``safe_load``: PyYAML's ``yaml.safe_load`` (what the ABXY import used before issue 18);
- ``strict``: the strict reader every upload now uses (`engine.yamlread.read_yaml`);
- ``fighter``: ``POST /fighters/upload`` through the Flask test client;
- ``creatures``: ``POST /abxy/creatures/import`` (the file) through the Flask test client.

Prints one line per (path, text): the text's size, the seconds the call took (the server's
one gevent thread is busy that long), the memory it added (peak RSS, MB) and the outcome (an
HTTP status, the value's type, the exception, or the cap that stopped it).
The last two texts are accepted by the strict reader: the largest shipped fighter (Tatsumi)
and a list of 4,999 numbers (the most values a text may hold, `engine.yamlread.MAX_NODES`).
Usage: ``python bench/yaml_hostile.py [PATH ...] [--case NAME]`` (default: all four paths,
every text).
"""

from __future__ import annotations

import io
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MEMORY_CAP = 1_500_000_000  # bytes of address space a child may take
TIME_CAP = 60  # seconds
PATHS = ("safe_load", "strict", "fighter", "creatures")


def laughs(levels: int, width: int, line: str) -> str:
    """An alias bomb ("billion laughs"): ``levels`` lines, each ``line`` with LIST replaced
    by an anchored list of ``width`` aliases of the list before (the first: of words)."""
    lists = [f"&l0 [{','.join(['lol'] * width)}]"]
    lists += [f"&l{n} [{','.join([f'*l{n - 1}'] * width)}]" for n in range(1, levels)]
    return "".join(line.replace("LIST", lists[n]).replace("N", str(n)) + "\n"
                   for n in range(levels))


def hostile(limit: int) -> dict[str, str]:
    """Hostile texts of at most ``limit`` bytes, by name."""
    body = limit - 40
    creature = "- {name: LIST, types: [fire], weight: 1}"
    return {
        "laughs 8 of 9": "creatures:\n" + laughs(8, 9, creature),
        "laughs 9 of 9": "creatures:\n" + laughs(9, 9, creature),
        "deep nesting": "creatures: " + "[" * (body // 2) + "]" * (body // 2) + "\n",
        "many items": "- 1\n" * (body // 4),
        "many keys": "".join(f"k{n}: 1\n" for n in range(body // 10)),
        "one huge int": "weight: " + "9" * body + "\n",
        "4000-digit ints": ("- " + "9" * 4000 + "\n") * (body // 4003),
        "sexagesimal int": "weight: 1" + ":59" * (body // 3) + "\n",
        "long string": "name: " + "x" * body + "\n",
        "long float": "weight: 1." + "5" * body + "\n",
        "tags": "- !!str a\n" * (body // 10),
        # accepted: the largest shipped fighter, and a list just under the value limit
        "largest fighter": (ROOT / "fighters" / "tatsumi.yaml").read_text(encoding="utf-8"),
        "4,999 items": "- 1\n" * 4_999,
    }


def limits() -> dict[str, int]:
    """Each path's size limit in bytes (1 MB where the code names none)."""
    found = {path: 1_000_000 for path in PATHS}
    try:
        from engine.abxy.creatures import MAX_YAML_BYTES
        found["creatures"] = MAX_YAML_BYTES
    except ImportError:  # before issue 18 the import was cut at the fighter limit
        pass
    return found


def prepare(path: str, text: str):
    """A call reading ``text`` by ``path`` in this process, returning its outcome in a few
    words; for a route, the app is made and has served a page first (fighters loaded)."""
    if path == "safe_load":
        import yaml
        return lambda: type(yaml.safe_load(text)).__name__
    if path == "strict":
        from engine.battlecon.cards import FIGHTER_FILE
        from engine.yamlread import read_yaml
        return lambda: type(read_yaml(text, FIGHTER_FILE)).__name__
    from app import create_app
    folder = tempfile.mkdtemp()
    client = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                         "DATABASE": f"{folder}/bench.sqlite3"}).test_client()
    url, name, page = (("/fighters/upload", "f.yaml", "/fighters") if path == "fighter"
                       else ("/abxy/creatures/import", "c.yaml", "/abxy/creatures"))
    assert client.get(page).status_code == 200
    data = text.encode()

    def post() -> str:
        response = client.post(url, content_type="multipart/form-data",
                               data={"file": (io.BytesIO(data), name)})
        return f"HTTP {response.status_code}"
    return post


def child(path: str, case: str, limit: int) -> None:
    """Entry point of a child: one measure, printed as ``seconds|MB|outcome``."""
    work = prepare(path, hostile(limit)[case])
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    try:
        outcome = work()
    except MemoryError:
        outcome = "MemoryError at the 1.5 GB cap"
    except Exception as error:  # noqa: BLE001 - the outcome is what is measured
        outcome = f"{type(error).__name__}: {str(error).splitlines()[0][:50]}"
    seconds = time.perf_counter() - start
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) / 1024
    print(f"{seconds:.3f}|{grown:.0f}|{outcome}")


def _cap() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def main() -> None:
    args = sys.argv[1:]
    only = None
    if "--case" in args:
        at = args.index("--case")
        only, args = args[at + 1], args[:at] + args[at + 2:]
    paths = args or PATHS
    sizes = limits()
    print(f"{'path':<10} {'text':<22} {'bytes':>9} {'seconds':>8} {'+MB':>6}  outcome")
    for path in paths:
        for case, text in hostile(sizes[path]).items():
            if only is not None and case != only:
                continue
            try:
                done = subprocess.run(
                    [sys.executable, __file__, "--one", path, case, str(sizes[path])],
                    capture_output=True, text=True, timeout=TIME_CAP, preexec_fn=_cap,
                    cwd=ROOT, check=False)
                lines = done.stdout.strip().splitlines()
                seconds, grown, outcome = (lines[-1].split("|", 2) if lines else
                                           ("-", "-", f"died: {done.stderr[-80:]!r}"))
            except subprocess.TimeoutExpired:
                seconds, grown, outcome = f">{TIME_CAP}", "-", "stopped at the time cap"
            size = len(text.encode())
            print(f"{path:<10} {case:<22} {size:>9,} {seconds:>8} {grown:>6}  {outcome}",
                  flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--one"]:
        child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    else:
        main()
