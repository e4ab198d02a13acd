"""What the HTTP benchmarks share: the real server (``python app.py`` in a subprocess on a free
loopback port with a fresh database, as players run it; or gunicorn's workers on PostgreSQL, as
hosts run it), the new-duel form they post and the percentile they report."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The new-duel form of the benchmarks' duels: Eligor (player 1, Active first) vs Shekhtur.
NEW_DUEL = {
    "fighter0": "eligor", "finisher0": "Sweet Revenge", "style1_0": "Counter",
    "base1_0": "Aegis", "style2_0": "Martial", "base2_0": "Burst",
    "fighter1": "shekhtur", "finisher1": "Soul Breaker", "style1_1": "Combination",
    "base1_1": "Brand", "style2_1": "Spiral", "base2_1": "Burst", "first": "0",
}


@contextmanager
def real_server(workers: int = 0) -> Iterator[tuple[int, subprocess.Popen]]:
    """(port, process) of a started server, waited for (at most 60 s); stopped on exit.

    ``workers`` 0: ``python app.py`` on a fresh SQLite file, as players run it. ``workers``
    N >= 1: ``./dev serve --workers N`` as hosts run it (gunicorn's gevent workers,
    ``web/gunicorn_config.py``) on PostgreSQL: ``DATABASE_URL`` when set, else a server of the
    benchmark's own (tests/postgres_helpers.py), whose processes `database_pids` lists.
    """
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="bench-")
    # every simulated phone connects from 127.0.0.1: no cap per client address
    env = dict(os.environ, PORT=str(port), HOST="127.0.0.1", MAX_STREAMS_PER_ADDRESS="100000",
               COMPANION_DB=os.path.join(folder, "games.sqlite3"))
    database = None
    if workers:
        if not os.environ.get("DATABASE_URL"):
            sys.path.insert(0, str(ROOT))
            from tests.postgres_helpers import start_server

            database = start_server()
            env["DATABASE_URL"] = database.fresh_address()
            _DATABASE.append(database)
        env["MAX_STREAMS"] = "100000"
        command = [sys.executable, "-m", "gunicorn", "--config", "python:web.gunicorn_config",
                   "--workers", str(workers), "--bind", f"127.0.0.1:{port}",
                   "app:served_app()"]
    else:
        command = [sys.executable, str(ROOT / "app.py")]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                if len(tree(server.pid)) > workers:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        time.sleep(2.0 if workers else 0)  # every worker has loaded the app
        yield port, server
    finally:
        server.terminate()
        server.wait(timeout=20)
        if database is not None:
            database.stop()
            _DATABASE.remove(database)


#: The PostgreSQL server `real_server` started, while it runs.
_DATABASE: list = []


def tree(pid: int) -> list[int]:
    """``pid`` and every process below it (gunicorn's master and its workers)."""
    found = [pid]
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as children:
            for child in children.read().split():
                found += tree(int(child))
    except OSError:
        pass
    return found


def database_pids() -> list[int]:
    """The processes of the PostgreSQL server `real_server` started (none: SQLite, or a
    server of DATABASE_URL's)."""
    if not _DATABASE:
        return []
    with open(_DATABASE[0].data / "postmaster.pid") as first:
        return tree(int(first.readline()))


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nan for none)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
