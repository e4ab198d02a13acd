"""A "cannot", a flag, a limit or a rule that no passive effect in play and no effect carried
out this beat can give is answered without reading any condition (issue 23: `passives._may_hold`
in front of the whole count, `passives._held`); every answer stays what the whole count says
(000 rulebook, "Cannot vs. Do", "Other Effects"), in duels, classic duels and team battles.
"""

from __future__ import annotations

import random

import pytest

from bench.duel_play import classic_setup, roster_setup
from engine.battlecon import default_catalog, new_duel, suggested_seat
from engine.battlecon import passives as p
from engine.battlecon.schema_action_parts import Restriction
from engine.battlecon.setup import DuelSetup
from tests.beat_helpers import played_states

_WHATS = Restriction.__args__


def _assert_same_as_the_whole_count(states) -> None:
    checked = 0
    for state in states:
        cannots, held = p._state_held(state)
        for seat in range(len(state.fighters)):
            for what in _WHATS:
                assert p.restricted(state, seat, what) == (
                    p.mentions(state, what) and f"{seat}:{what}" in cannots), (seat, what)
            for kind in p.FLAGS:
                assert p.has_flag(state, seat, kind) == held[seat].get(kind, False), kind
            for kind in p.LIMITS:
                assert p.limit(state, seat, kind) == held[seat].get(kind), kind
            for kind in p.RULES:
                assert p.rules(state, seat, kind) == held[seat].get(kind, ()), kind
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("seed", range(6))
def test_what_holds_in_a_roster_duel_is_what_the_whole_count_says(seed):
    catalog = default_catalog()
    setup = roster_setup(random.Random(seed), catalog)
    _assert_same_as_the_whole_count(played_states(setup, seed, catalog))


@pytest.mark.parametrize("n", range(0, 12, 3))
def test_what_holds_in_a_classic_duel_is_what_the_whole_count_says(n):
    catalog = default_catalog()
    setup = classic_setup(random.Random(n), n, catalog)
    _assert_same_as_the_whole_count(played_states(setup, n, catalog))


def test_what_holds_in_a_team_battle_is_what_the_whole_count_says():
    catalog = default_catalog()
    fighters = ("magdelina", "rukyuk", "joal", "cesar")
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in fighters), teams=(0, 0, 1, 1))
    _assert_same_as_the_whole_count(played_states(setup, 3, catalog))


def test_a_held_kind_no_card_in_play_gives_is_answered_without_the_whole_count():
    catalog = default_catalog()
    state = new_duel(roster_setup(random.Random(1), catalog), catalog)
    keys = set().union(*(k for seat in (0, 1) for k in p._keys(state, seat)))
    absent = next(kind for kind in p.FLAGS if kind not in keys)
    assert not any(m.kind in p._HELD_KINDS for f in state.fighters for m in f.mods)
    assert p.has_flag(state, 0, absent) is False
    assert "held" not in state.__dict__.get("_memo", {})  # no condition was read
