"""Random legal duels for the engine's benchmark (bench/duels.py) and for the test that the
engine's results stay the same while it is made faster (tests/test_engine_same_results.py).

A duel is played by choosing, at each decision, one of the options `pending` lists, with a
seeded `random.Random`: the same seed and the same engine give the same duel. `digest` gives
a fingerprint of a state (every compared field, the notes and Why? records included) that does
not depend on the process (hash seed, object ids).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import random
from typing import Any

from engine.battlecon import DuelSetup, apply, new_duel, pending, suggested_seat

#: The twelve classic matchups of issue 23, played round robin under the classic ruleset
#: (002): the matchups the older open-source engine plays.
CLASSIC_MATCHUPS = (
    ("eligor", "shekhtur"), ("demitras", "heketch"), ("kajia", "lymn"),
    ("alexian", "cadenza"), ("vanaah", "claus_wyndhal"), ("karin", "aria"),
    ("byron", "adjenna"), ("magdelina", "tatsumi"), ("cesar", "luc"),
    ("mikhail", "kallistar"), ("khadath", "seth"), ("hikaru", "rukyuk"),
)


def roster_setup(rng: random.Random, catalog) -> DuelSetup:
    """A 4th-edition duel of two fighters drawn from the whole roster (quick-start seats)."""
    ids = sorted(catalog.fighters)
    return DuelSetup((suggested_seat(rng.choice(ids), catalog),
                      suggested_seat(rng.choice(ids), catalog)), first_active=rng.randint(0, 1))


def classic_setup(rng: random.Random, n: int, catalog) -> DuelSetup:
    """The ``n``-th classic duel of the round robin over `CLASSIC_MATCHUPS` (002 rules)."""
    a, b = CLASSIC_MATCHUPS[n % len(CLASSIC_MATCHUPS)]
    return DuelSetup((suggested_seat(a, catalog, "classic"), suggested_seat(b, catalog, "classic")),
                     first_active=rng.randint(0, 1), edition="classic")


def play(setup: DuelSetup, rng: random.Random, catalog) -> tuple[list, Any]:
    """Play the duel of ``setup`` to its end with random legal decisions; return the decisions
    (in order) and the final state."""
    state = new_duel(setup, catalog)
    log = []
    while True:
        now = pending(state)
        if now is None:
            return log, state
        decision = rng.choice(now.options)
        state = apply(state, decision)
        log.append(decision)


def canonical(value: Any) -> Any:
    """``value`` as nested lists, strings and numbers, the same in every process: dataclasses by
    their compared fields, named tuples by their fields, a card's effects by their fields, sets
    sorted, enums by name."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__] + [
            [f.name, canonical(getattr(value, f.name))]
            for f in dataclasses.fields(value) if f.compare]
    if hasattr(value, "model_dump"):  # a card's structured effect (a pydantic model)
        return [type(value).__name__, canonical(value.model_dump())]
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return [type(value).__name__] + [canonical(v) for v in value]
    if isinstance(value, (tuple, list)):
        return [canonical(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v) for v in value), key=repr)
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()), key=repr)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"no canonical form for {type(value).__name__}")


def digest(value: Any) -> str:
    """A short fingerprint of ``value``'s canonical form (16 hex digits of SHA-256)."""
    return hashlib.sha256(repr(canonical(value)).encode()).hexdigest()[:16]
