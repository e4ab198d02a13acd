"""The format of a saved game state (issue 22, item 2): a snapshot is read back only when it
was written in the format this app writes; any other is never unpickled, and the game is
rebuilt by replaying its log (the log is the record; a snapshot only saves time).

The format is ``SNAPSHOT_VERSION`` (raised by hand when the meaning of a field changes, its
shape staying the same) and a digest of the shape of the engine's state: every dataclass
reachable from `engine.battlecon.state.GameState`, with its fields' names and declared types,
in order. Adding, removing, renaming or retyping a field of the state changes the format by
itself, so a snapshot from before such a change is replayed, never read into a wrong state.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import sys
from functools import cache

from engine.battlecon import GameState

#: Raised by hand when a field keeps its shape but changes meaning.
SNAPSHOT_VERSION = 1

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _shape(cls: type, seen: dict[str, str]) -> None:
    """Record in ``seen`` the fields of dataclass ``cls`` and, through the names in their
    declared types, of every dataclass of the same module or the engine they mention."""
    if cls.__qualname__ in seen:
        return
    fields = dataclasses.fields(cls)
    seen[cls.__qualname__] = ";".join(f"{f.name}:{f.type}" for f in fields)
    module = sys.modules[cls.__module__]
    for f in fields:
        for name in _NAME.findall(str(f.type)):
            found = getattr(module, name, None)
            if isinstance(found, type) and dataclasses.is_dataclass(found) \
                    and found.__module__.startswith("engine."):
                _shape(found, seen)


@cache
def snapshot_format() -> str:
    """This app's snapshot format: ``"<version>-<12 hex digits>"`` (the version and a digest
    of the state's shape)."""
    seen: dict[str, str] = {}
    _shape(GameState, seen)
    text = "\n".join(f"{name}({fields})" for name, fields in sorted(seen.items()))
    return f"{SNAPSHOT_VERSION}-{hashlib.sha256(text.encode()).hexdigest()[:12]}"
