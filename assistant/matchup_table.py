"""The matchup table page's data (issue 6; issue 23: only what is shown is computed).

The page shows one of the player's attack pairs (picked from a list of the pairs it could set)
against every pair the opponent could set: the engine's `engine.battlecon.matchups`, asked
for the picked pair's row only (000 "Reveal Step", "Attack").
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon import GameState, Matchup, hand_pairs, matchups


@dataclass(frozen=True)
class MatchupTable:
    """What the page shows: ``mine`` (each pair the player could set, once, in the fighter
    file's card order; empty when either fighter has none), ``picked`` (the pair shown, ""
    when none) and ``rows`` (the picked pair against each of the opponent's, in order: the
    engine's `engine.battlecon.Matchup` cells)."""

    mine: tuple[str, ...]
    picked: str
    rows: tuple[Matchup, ...]


def matchup_table(state: GameState, seat: int, foe: int, asked: str = "") -> MatchupTable:
    """``seat``'s pair ``asked`` (default, or when it cannot set it: its first pair) against
    every pair ``foe`` could set now, the same cells as `engine.battlecon.matchups`.

    Raises:
        InvalidInput: ``seat`` or ``foe`` is not a fighter on the board, or they are on the
            same team.
    """
    mine = tuple(dict.fromkeys(f"{s} {b}" for s, b in hand_pairs(state, seat))) \
        if hand_pairs(state, foe) else ()
    picked = asked if asked in mine else (mine[0] if mine else "")
    # (the engine refuses a seat off the board or a teammate; no pair is called "")
    return MatchupTable(mine, picked, tuple(matchups(state, seat, foe, mine=picked)))
