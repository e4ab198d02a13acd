"""The server's garbage-collector setting (`assistant.gc_policy.settle`, issue 23): what
survives a full collection is frozen, so the next one walks only what came after, and
garbage made later is still collected. Run in a process of its own: the setting is the
process's."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_SCRIPT = textwrap.dedent("""
    import gc
    from assistant.gc_policy import settle

    settle()
    settle()  # a second call adds no second hook
    hooks = len(gc.callbacks)
    at_start = gc.get_freeze_count()
    kept = [[i] for i in range(5000)]  # long-lived lists, tracked by the collector
    gc.collect()
    after_full = gc.get_freeze_count()

    class Node:
        pass

    def cycle():
        a, b = Node(), Node()
        a.other, b.other = b, a

    for _ in range(100):
        cycle()
    print(hooks, after_full - at_start, gc.collect(), len(kept))
""")


def test_a_full_collections_survivors_are_frozen_and_later_cycles_still_collected():
    out = subprocess.run([sys.executable, "-c", _SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60).stdout.split()
    hooks, frozen, collected, kept = (int(n) for n in out)
    assert hooks == 1
    assert frozen >= 5000  # the lists kept, out of the next full collections' sight
    assert collected >= 200  # 100 cycles of two nodes made after it (and their dicts)
    assert kept == 5000
