"""The engine gives the same results while it is made faster (issue 23): 200 seeded random duels
of the whole roster under the 4th-edition rules and 24 of the classic matchups under 002 end in
the same states, with the same notes and Why? records, as they did when these fingerprints were
written (tests/data/engine_results.json, at commit 6714a4a, before issue 23's work); the stats
of every attack pair at each Set step of the first 40 duels are the same too.

A change that is meant to change what the engine does (a rule mended) writes the file again:
``python -m tests.test_engine_same_results --write``, and says so in its commit.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from bench.duel_play import classic_setup, digest, play, roster_setup
from engine.battlecon import apply, default_catalog, new_duel
from engine.battlecon.pair_sweep import possible_pairs

RESULTS = Path(__file__).parent / "data" / "engine_results.json"
ROSTER_DUELS, CLASSIC_DUELS, PAIR_DUELS, CHUNK = 200, 24, 40, 25


def _pairs_digest(setup, log, catalog) -> str:
    """The fingerprint of every attack pair's stats, both players, at each Set step."""
    state, found = new_duel(setup, catalog), []
    for decision in log:
        if state.cursor.step == "set" and not state.fighters[0].style:
            found.append((possible_pairs(state, 0), possible_pairs(state, 1)))
        state = apply(state, decision)
    return digest(found)


def results(kind: str, first: int, count: int) -> list[dict]:
    """The fingerprints of duels ``first`` .. ``first + count - 1`` of ``kind`` ("roster" or
    "classic"): each duel's fighters, decisions, beats, final state and (for the first
    `PAIR_DUELS` roster duels) attack-pair stats. Duel ``n`` uses seed ``n``."""
    catalog = default_catalog()
    out = []
    for n in range(first, first + count):
        rng = random.Random(n)
        setup = roster_setup(rng, catalog) if kind == "roster" else \
            classic_setup(rng, n, catalog)
        log, final = play(setup, rng, catalog)
        entry = {"fighters": [seat.fighter for seat in setup.seats], "decisions": len(log),
                 "beat": final.beat, "state": digest(final)}
        if kind == "roster" and n < PAIR_DUELS:
            entry["pairs"] = _pairs_digest(setup, log, catalog)
        out.append(entry)
    return out


def _expected() -> dict:
    return json.loads(RESULTS.read_text())


@pytest.mark.parametrize("first", range(0, ROSTER_DUELS, CHUNK))
def test_random_roster_duels_end_as_before(first):
    assert results("roster", first, CHUNK) == _expected()["roster"][first:first + CHUNK]


def test_random_classic_duels_of_the_twelve_matchups_end_as_before():
    assert results("classic", 0, CLASSIC_DUELS) == _expected()["classic"]


def test_the_fingerprints_tell_two_different_duels_apart():
    expected = _expected()["roster"]
    assert len({entry["state"] for entry in expected}) == ROSTER_DUELS


if __name__ == "__main__" and "--write" in sys.argv:
    RESULTS.write_text(json.dumps({"roster": results("roster", 0, ROSTER_DUELS),
                                   "classic": results("classic", 0, CLASSIC_DUELS)},
                                  indent=1) + "\n")
