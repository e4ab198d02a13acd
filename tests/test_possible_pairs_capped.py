"""The stats of every pair a fighter could set (`possible_pairs`) while a restriction caps
them (000 "Cannot vs. Do": cannot rise above the base's or the printed numbers, Arec's
Recklessness, Lixis's Naturalizing, Sarafina's Silver; the range brought to its minimum,
Eustace's Frostflow) are what each pair gives set and revealed on a state of its own: the
sweep assembles a capped pair with that pair's own base (issue 23)."""

from __future__ import annotations

import random

import pytest

from engine.battlecon import apply, default_catalog, new_duel, pending, suggested_seat
from engine.battlecon.attack_pair import pair_choices, pair_stats
from engine.battlecon.pair_bonuses import seat_facts
from engine.battlecon.pair_sweep import possible_pairs
from engine.battlecon.schema import Cannot, stat
from engine.battlecon.setup import DuelSetup
from engine.battlecon.state import Mod, evolve

CAPPING = (("arec", "baenvier"), ("lixis", "eustace"), ("sarafina", "arec"))


def _capped_states(fighters: tuple[str, str], seed: int, most: int) -> list[tuple]:
    """(state, seat) of a seeded random duel where a cap holds on ``seat``, at most
    ``most``."""
    catalog = default_catalog()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in fighters))
    rng = random.Random(seed)
    state, found = new_duel(setup, catalog), []
    while len(found) < most and (now := pending(state)) is not None and state.beat <= 15:
        revealed = evolve(state, phase="start") if state.phase in ("set", "ante") else state
        found += [(state, seat) for seat in (0, 1) if state.positions[seat] is not None
                  and seat_facts(revealed, seat).capped]
        state = apply(state, rng.choice(now.options))
    return found[:most]


def _alone(state, seat: int) -> list:
    revealed = evolve(state, phase="start") if state.phase in ("set", "ante") else state
    return [pair_stats(revealed.with_fighter(seat, style=style, base=base, clash_bases=(),
                                             finisher_used=False), seat)
            for style, base in pair_choices(state, seat)]


@pytest.mark.parametrize("fighters", CAPPING, ids=["-".join(f) for f in CAPPING])
def test_a_capped_fighters_pairs_have_the_stats_each_has_set_on_a_state_of_its_own(fighters):
    states = _capped_states(fighters, seed=3, most=12)
    assert states, "a cap held at some step of the duel"
    for state, seat in states:
        assert possible_pairs(state, seat) == _alone(state, seat), (state.beat, seat)


def test_a_pair_that_cannot_rise_above_its_base_is_cut_to_that_pairs_own_base():
    # Black Eclipse's hit (Cairngort): each pair's range, power and priority no higher than
    # the numbers printed on its own base, whichever base the fighter really set
    state = _capped_states(("lixis", "eustace"), seed=3, most=1)[0][0]
    cut = Cannot(who="opponent", what=("rise_above_base",), duration="duel")
    state = state.with_fighter(1, mods=(Mod("cannot", cut, "Black Eclipse", "duel"),)) \
        .with_fighter(0, mods=(Mod("power", 3, "Power Up"), Mod("priority", 2, "Drive")),
                      style=None, base=None)
    listed = possible_pairs(state, 0)
    assert listed == _alone(state, 0)
    kit = state.kits[0]
    for (style, base), stats in zip(pair_choices(state, 0), listed, strict=True):
        printed = stat(kit.bases[base], "priority")
        if printed.kind == "number":
            assert stats.priority.lo <= printed.lo, (style, base)
