"""In a duel, a fighter's facts for its attack pair (`pair_bonuses.seat_facts`: the mods of
this beat as bonuses, taken and shared boosts, caps, Stun Immunity by hand) are kept while
both fighters' mods stay the same tuples (issue 23), and are always what working them out
afresh gives (000 rulebook, "Styles and Bases", "Other Effects")."""

from __future__ import annotations

import random

import pytest

from bench.duel_play import roster_setup
from engine.battlecon import default_catalog, suggested_seat
from engine.battlecon import pair_bonuses as pb
from engine.battlecon.setup import DuelSetup
from tests.beat_helpers import played_states


def _assert_kept_facts_are_fresh(states) -> int:
    with_mods = 0
    for state in states:
        for seat in (0, 1):
            assert pb.seat_facts(state, seat) == pb._facts_of(state, seat)
            with_mods += bool(state.fighters[seat].mods)
    return with_mods


@pytest.mark.parametrize("seed", range(4))
def test_a_fighters_kept_facts_are_what_working_them_out_afresh_gives(seed):
    catalog = default_catalog()
    states = played_states(roster_setup(random.Random(seed), catalog), seed, catalog)
    assert _assert_kept_facts_are_fresh(states) > 0


def test_facts_with_a_power_that_becomes_the_disparity_are_fresh_at_each_state():
    catalog = default_catalog()  # Lymn's Maddening: her power and her opponent's become it
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in ("lymn", "byron")),
                      first_active=0)
    states = []
    for seed in range(4):
        states += played_states(setup, seed, catalog)
    assert _assert_kept_facts_are_fresh(states) > 0
    assert any(mod.kind == "stat_becomes" for state in states for f in state.fighters
               for mod in f.mods), "Maddening was played"


@pytest.mark.parametrize("pair", [("tanis", "sagas"), ("sagas", "eustace"), ("tanis", "eustace")])
def test_facts_read_from_the_other_fighters_mods_are_fresh_at_each_state(pair):
    # Tanis takes her opponent's boosts, Sagas shares bonuses, Eustace's Frostflow caps a range
    catalog = default_catalog()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in pair), first_active=0)
    states = []
    for seed in range(3):
        states += played_states(setup, seed, catalog)
    assert _assert_kept_facts_are_fresh(states) > 0
