"""The matchup table page computes only the row it shows (issue 23), and that row is the
engine's: every cell of the picked pair as `engine.battlecon.matchups` gives it, in its order,
for each pair a player could set, at states of seeded duels (Set, Ante and later steps)."""

from __future__ import annotations

import random

import pytest

from assistant.matchup_table import matchup_table
from bench.duel_play import roster_setup
from engine.battlecon import InvalidInput, apply, default_catalog, matchups, new_duel, pending


def _states(seed: int, every: int, count: int) -> list:
    """``count`` states of a seeded random duel, one every ``every`` decisions."""
    catalog = default_catalog()
    rng = random.Random(seed)
    state = new_duel(roster_setup(rng, catalog), catalog)
    found = []
    while len(found) < count and pending(state) is not None:
        for _ in range(every):
            now = pending(state)
            if now is None:
                break
            state = apply(state, rng.choice(now.options))
        found.append(state)
    return found


def test_each_pairs_row_is_the_engines_table_row_for_that_pair():
    for state in _states(8, 9, 3):
        for seat in (0, 1):
            cells = matchups(state, seat, 1 - seat)
            mine = tuple(dict.fromkeys(c.pairs[0] for c in cells))
            first = matchup_table(state, seat, 1 - seat)
            assert first.mine == mine
            assert first.picked == (mine[0] if mine else "")
            for pair in mine:
                shown = matchup_table(state, seat, 1 - seat, pair)
                expected = [(c.pairs, c.active, c.reason, c.reaches)
                            for c in cells if c.pairs[0] == pair]
                assert shown.picked == pair
                assert [(c.pairs, c.active, c.reason, c.reaches)
                        for c in shown.rows] == expected


def test_a_pair_the_player_cannot_set_shows_the_first_pair():
    state = _states(3, 1, 1)[0]
    shown = matchup_table(state, 0, 1, "Nothing Here")
    assert shown.mine and shown.picked == shown.mine[0]


def test_a_table_against_oneself_is_refused():
    state = _states(3, 1, 1)[0]
    with pytest.raises(InvalidInput):
        matchup_table(state, 0, 0)
