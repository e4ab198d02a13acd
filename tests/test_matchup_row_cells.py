"""A duel's matchup row works out once what the opponent's pair cannot change (issue 23: the
player's stats and reach, who an effect makes Active, an opponent's reach by range;
`engine.battlecon.row_shared`), and every cell of every row is still what that pair against
that pair gives on a state of its own (000 "Reveal Step", "Attack"), for fighters whose cards
read the opponent's pair (its base's name, priority or printed power, a called base or style,
a style taken away, bonuses taken, passives reaching the opponent's pair) and for others."""

from __future__ import annotations

import random

import pytest

from engine.battlecon import apply, default_catalog, new_duel, pending, suggested_seat
from engine.battlecon import matchup as matchup_module
from engine.battlecon.matchup import hand_pairs, matchups
from engine.battlecon.setup import DuelSetup
from tests.beat_helpers import row_alone

# Each reads the opponent's pair: Eligor (the opponent's base's name, printed power), Arec
# (the same base), Sagas (bases in the opponent's discards, Negation), Cherri and Demitras
# (the opponent's priority), Aria (passives on her pair reaching the opponent's, the
# opponent's base priority, a range counted from a marker), Xenitia (the opponent's guard
# and priority against her antes), Vincent and Seth (a called base or style), Iaxus (the
# opponent in the attack's range, extra distances), Tanis (takes the opponent's bonuses),
# Lymn (made the Active Player), Clinhyde (bonuses of his own style's named); then pairs
# drawn at random from the roster.
TRICKY = (("eligor", "arec"), ("sagas", "cherri"), ("xenitia", "aria"), ("vincent", "seth"),
          ("iaxus", "demitras"), ("tanis", "lymn"), ("clinhyde", "demitras"))


def _drawn(count: int, seed: int) -> tuple[tuple[str, str], ...]:
    roster = sorted(default_catalog().fighters)
    rng = random.Random(seed)
    return tuple(tuple(rng.sample(roster, 2)) for _ in range(count))


DUELS = TRICKY + _drawn(2, seed=23)


def _states(fighters: tuple[str, str], seed: int) -> list:
    """Two states of a seeded random duel: its first Ante step, and a state after Reveal of
    a later beat."""
    catalog = default_catalog()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in fighters))
    rng = random.Random(seed)
    state, found, wanted = new_duel(setup, catalog), [], ["ante", "later"]
    while wanted and (now := pending(state)) is not None:
        step = state.cursor.step
        kind = step if step in ("set", "ante") else "later"  # (the Set step: not wanted)
        if kind in wanted and (kind != "later" or state.beat >= 2):
            wanted.remove(kind)
            found.append(state)
        state = apply(state, rng.choice(now.options))
    return found


def _differing_cells(duels) -> list:
    """(fighters, seat, cell) of each cell of every row, both seats, every state of
    `_states`, that differs from the same matchup tried on a state of its own."""
    wrong = []
    for fighters in duels:
        for state in _states(fighters, seed=5):
            for seat in (0, 1):
                rows = matchups(state, seat, 1 - seat)
                alone = [cell for mine in hand_pairs(state, seat)
                         for cell in row_alone(state, seat, 1 - seat, mine)]
                assert len(rows) == len(alone) > 0
                wrong += [(fighters, seat, a.pairs) for a, b in zip(rows, alone, strict=True)
                          if a != b]
    return wrong


@pytest.mark.parametrize("fighters", DUELS, ids=["-".join(d) for d in DUELS])
def test_every_cell_of_every_row_is_that_matchup_on_a_state_of_its_own(fighters):
    assert _differing_cells([fighters]) == []


def _same(style: str, base: str) -> None:
    return None


# What a row would share wrongly, and duels where the comparison above sees it: the player's
# stats taken as the same against every opposing pair (Sagas's Negation and Cherri's
# priority conditions, Aria's Ionic, Seth's and Vincent's called cards), an opponent's range
# taken as reaching the same whichever pair it sets (Iaxus's far edge and Plane Step).
PLANTED = {"mine_key": [("sagas", "cherri"), ("xenitia", "aria"), ("vincent", "seth")],
           "reach_key": [("iaxus", "demitras")]}


@pytest.mark.parametrize("shared", sorted(PLANTED))
def test_a_row_sharing_what_the_opponents_pair_changes_is_caught(shared, monkeypatch):
    monkeypatch.setattr(matchup_module, shared, lambda state, seat, *facts: _same)
    wrong = _differing_cells(PLANTED[shared])
    assert {fighters for fighters, _, _ in wrong} == set(PLANTED[shared])
