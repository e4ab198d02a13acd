"""What the HTTP benchmarks share: the real server (``python app.py`` in a subprocess on a free
loopback port with a fresh database, as players run it), the new-duel form they post and the
percentile they report."""

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
def real_server() -> Iterator[tuple[int, subprocess.Popen]]:
    """(port, process) of a started server, waited for (at most 10 s); stopped on exit."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="bench-")
    # every simulated phone connects from 127.0.0.1: no cap per client address
    env = dict(os.environ, PORT=str(port), HOST="127.0.0.1", MAX_STREAMS_PER_ADDRESS="100000",
               COMPANION_DB=os.path.join(folder, "games.sqlite3"))
    server = subprocess.Popen([sys.executable, str(ROOT / "app.py")], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        yield port, server
    finally:
        server.terminate()
        server.wait(timeout=10)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nan for none)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
