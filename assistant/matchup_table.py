"""The matchup table page's data (issue 6; issue 23: only what is shown is computed).

The page shows one of the player's attack pairs (picked from a list of the pairs it could set)
against every pair the opponent could set. The engine's `engine.battlecon.matchups` computes
every pair against every pair (the pair stats of both fighters for each cell); here only the
picked pair's row is, cell by cell as `matchups` does it (000 "Reveal Step", "Attack"), and
the list of pairs comes from the hands alone. In a team battle the engine's table is used as
it is (its cells need the team's order of attack).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon import (
    GameState,
    InvalidInput,
    attack_reaches,
    evolve,
    matchups,
    pair_stats,
    who_is_active,
)


@dataclass(frozen=True)
class Cell:
    """One row of the table, as `engine.battlecon.matchups` gives its cells: ``pairs`` (the
    player's pair, the opponent's, "Style Base"), ``active`` (the seat that would be the
    Active Player, None for a clash), ``reason`` (why, in words with the rule) and
    ``reaches`` (the player's attack, the opponent's: True, False, None for a range X)."""

    pairs: tuple[str, str]
    active: int | None
    reason: str
    reaches: tuple[bool | None, bool | None]


@dataclass(frozen=True)
class MatchupTable:
    """What the page shows: ``mine`` (each pair the player could set, once, in the fighter
    file's card order; empty when either fighter has none), ``picked`` (the pair shown, ""
    when none) and ``rows`` (the picked pair against each of the opponent's, in order)."""

    mine: tuple[str, ...]
    picked: str
    rows: tuple[Cell, ...]


def hand_pairs(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Every (style, base) ``seat`` could set from hand now, in the kit's card order (styles,
    then bases); a pair set this beat counts as in hand (000 "Set Phase": it may still be
    changed), so the order never gives it away (as `engine.battlecon.matchups` lists them)."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    held = set(fighter.hand)
    held.update(c for c in (fighter.style, fighter.base) if c)
    return [(style, base) for style in kit.styles if style in held
            for base in kit.bases if base in held]


def matchup_table(state: GameState, seat: int, foe: int, asked: str = "") -> MatchupTable:
    """``seat``'s pair ``asked`` (default, or when it cannot set it: its first pair) against
    every pair ``foe`` could set now, the same cells as `engine.battlecon.matchups`.

    Raises:
        InvalidInput: ``seat`` or ``foe`` is not a fighter on the board, or they are on the
            same team.
    """
    if len(state.fighters) != 2:
        return _from_engine(matchups(state, seat, foe), asked)
    on_board = [s for s in (0, 1) if state.positions[s] is not None]
    if seat not in on_board or foe not in on_board or state.teams[seat] == state.teams[foe]:
        raise InvalidInput("pick a fighter on the board and one of its opponents")
    foes = hand_pairs(state, foe)
    mine = tuple(dict.fromkeys(f"{s} {b}" for s, b in hand_pairs(state, seat))) if foes else ()
    picked = asked if asked in mine else (mine[0] if mine else "")
    if not picked:
        return MatchupTable(mine, picked, ())
    revealed = evolve(state, phase="start")
    rows = tuple(_cell(revealed, seat, foe, pair, other)
                 for pair in hand_pairs(state, seat) if f"{pair[0]} {pair[1]}" == picked
                 for other in foes)
    return MatchupTable(mine, picked, rows)


def _cell(revealed: GameState, seat: int, foe: int, pair: tuple[str, str],
          other: tuple[str, str]) -> Cell:
    """One cell of a duel's table, as the engine computes it at Reveal with both pairs set
    together (bonuses that read the opponent's pair count)."""
    trial = revealed.with_fighter(seat, style=pair[0], base=pair[1], clash_bases=(),
                                  finisher_used=False)
    trial = trial.with_fighter(foe, style=other[0], base=other[1], clash_bases=(),
                               finisher_used=False)
    stats = {s: pair_stats(trial, s) for s in (seat, foe)}
    active, reason = who_is_active(trial, (stats[0], stats[1]))
    reaches = (attack_reaches(trial, seat, stats[seat].range)[0],
               attack_reaches(trial, foe, stats[foe].range)[0])
    return Cell((f"{pair[0]} {pair[1]}", f"{other[0]} {other[1]}"), active, reason, reaches)


def _from_engine(cells: list, asked: str) -> MatchupTable:
    """The page's table from the engine's whole table (a team battle)."""
    mine = tuple(dict.fromkeys(c.pairs[0] for c in cells))
    picked = asked if asked in mine else (mine[0] if mine else "")
    return MatchupTable(mine, picked, tuple(
        Cell(c.pairs, c.active, c.reason, c.reaches) for c in cells if c.pairs[0] == picked))
