"""A matchup row works out once what every cell shares (issue 23: the opponent's stats for all
its pairs at once, `attack_pair.possible_pairs`; each seat's facts from the mods once,
`pair_bonuses.given_facts`), and each cell is still what that pair against that pair gives
on a state of its own, as the table always computed it (000 "Reveal Step", "Attack"), at
every kind of step of a beat, in a duel and a team battle; a pair set face down changes
nothing in it (000 "Reveal Phase": the pair is secret until then)."""

from __future__ import annotations

import random

import pytest

from engine.battlecon import apply, default_catalog, new_duel, pending, suggested_seat
from engine.battlecon.matchup import hand_pairs, matchups
from engine.battlecon.setup import DuelSetup
from engine.battlecon.state import Mod
from tests.beat_helpers import row_alone

# Passives reaching the opponent's pair (Cairngort, Anath, Kaitlyn), counting tokens and
# antes (Oriana, Lymn, Xenitia), taking a style away (Sagas), counting the range from a
# marker (Karin) or reading markers (Alumis, Voco); "becomes" carried out at a timing
# (Borneo, Iri, Tanis, Aria); made the Active Player by a passive (Lymn, Jager) or at Start
# of Beat (Luc); a 2-vs-2 team battle.
MATCHES = (("cairngort", "oriana"), ("anath", "lymn"), ("kaitlyn", "xenitia"),
           ("sagas", "karin"), ("alumis", "voco"), ("borneo", "iri"), ("tanis", "aria"),
           ("luc", "jager"), ("eligor", "shekhtur", "kallistar", "hikaru"))


def _states(fighters: tuple[str, ...], seed: int, count: int) -> list:
    """``count`` states of a seeded random duel (or 2-vs-2 battle), every third decision."""
    catalog = default_catalog()
    teams = (0, 1, 0, 1) if len(fighters) == 4 else ()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in fighters), teams=teams)
    rng = random.Random(seed)
    state, found, step = new_duel(setup, catalog), [], 0
    while len(found) < count and (now := pending(state)) is not None:
        if step % 3 == 0:
            found.append(state)
        state = apply(state, rng.choice(now.options))
        step += 1
    return found


@pytest.mark.parametrize("fighters", MATCHES, ids=["-".join(m) for m in MATCHES])
def test_each_cell_of_a_row_is_that_matchup_tried_on_a_state_of_its_own(fighters):
    states = _states(fighters, seed=7, count=14)
    assert len(states) == 14
    steps = set()
    for n, state in enumerate(states):
        seat = n % len(fighters)
        if state.positions[seat] is None or not state.enemies(seat):
            continue
        foe = state.enemies(seat)[n % len(state.enemies(seat))]
        pairs = hand_pairs(state, seat)
        mine = pairs[n % len(pairs)]
        steps.add(state.cursor.step)
        row = matchups(state, seat, foe, mine=" ".join(mine))
        assert row == row_alone(state, seat, foe, mine), (fighters, n, state.cursor.step)
        assert [c.pairs[1] for c in row] == [f"{s} {b}" for s, b in hand_pairs(state, foe)]
    assert len(steps) >= 3, steps  # Set, Ante and later steps of a beat were compared


def test_a_row_is_the_same_whichever_pair_the_opponent_has_set_face_down():
    state = _states(("cairngort", "oriana"), seed=3, count=1)[0]
    assert state.cursor.step == "set"
    mine = " ".join(hand_pairs(state, 0)[0])
    before = matchups(state, 0, 1, mine=mine)
    for style, base in hand_pairs(state, 1)[::5]:
        hidden = state.with_fighter(1, style=style, base=base)
        assert matchups(hidden, 0, 1, mine=mine) == before, (style, base)


def test_the_opponents_stats_in_a_row_are_counted_with_the_players_pair_set():
    # Aria's pair reaches Tanis's stats: each cell counts Tanis's pairs against the pair shown
    state = _states(("tanis", "aria"), seed=0, count=1)[0]
    for mine in hand_pairs(state, 1)[:4]:
        row = matchups(state, 1, 0, mine=" ".join(mine))
        assert row == row_alone(state, 1, 0, mine), mine



def test_a_fighter_an_effect_made_the_active_player_is_active_in_every_cell():
    # a "become the Active Player" carried out this beat (Luc, Jager, Lymn at Start of Beat)
    state = _states(("eligor", "shekhtur"), seed=1, count=1)[0]
    state = state.with_fighter(0, mods=(Mod("become_active", True, "Start of Beat"),))
    mine = hand_pairs(state, 0)[0]
    row = matchups(state, 0, 1, mine=" ".join(mine))
    assert row == row_alone(state, 0, 1, mine)
    assert [cell.active for cell in row] == [0] * len(hand_pairs(state, 1))
