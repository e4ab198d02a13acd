"""The matchup table (issue 6): for the current beat, every attack pair one player could set
from hand against every pair the other could, who would be the Active Player and whether each
attack would reach at the current distance before anyone moves. A planning aid: open
information only (000 "Game Overview": the cards in hand are known), nothing changes.

Each cell is computed as the engine would at Reveal, with both pairs set together (so bonuses
that read the opponent's pair count) and the fighters' current antes and bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass

from .attack_pair import PairStats, Stat, pair_stats
from .passives import has_flag
from .priority import compare
from .reach import reach
from .state import GameState
from .state import evolve as replace


@dataclass(frozen=True)
class Matchup:
    """One cell of the table.

    Attributes:
        pairs: (seat 0's pair, seat 1's pair) as "Style Base".
        active: the seat that would be Active, or None for a clash.
        reason: why, in words ("priority 6 beats 4 (000 "Reveal Step")").
        reaches: per seat, whether its attack reaches the other standup at the current
            distance before movement: True, False, or None for a range X its card decides.
    """

    pairs: tuple[str, str]
    active: int | None
    reason: str
    reaches: tuple[bool | None, bool | None]


def hand_pairs(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Every (style, base) ``seat`` could set from hand now (a pair already set counts as in
    hand: it may still be changed until both have set)."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    hand = fighter.hand + tuple(c for c in (fighter.style, fighter.base) if c)
    return [(s, b) for s in hand if s in kit.styles for b in hand if b in kit.bases]


def matchups(state: GameState) -> list[Matchup]:
    """Every pair of seat 0 against every pair of seat 1, seat 0's pairs in hand order."""
    revealed = replace(state, phase="start")
    found = []
    for style0, base0 in hand_pairs(state, 0):
        for style1, base1 in hand_pairs(state, 1):
            trial = revealed.with_fighter(0, style=style0, base=base0, clash_bases=(),
                                          finisher_used=False)
            trial = trial.with_fighter(1, style=style1, base=base1, clash_bases=(),
                                       finisher_used=False)
            found.append(_cell(trial, (f"{style0} {base0}", f"{style1} {base1}")))
    return found


def _cell(trial: GameState, pairs: tuple[str, str]) -> Matchup:
    stats = (pair_stats(trial, 0), pair_stats(trial, 1))
    active, reason = who_is_active(trial, stats)
    reaches = tuple(attack_reaches(trial, seat, stats[seat].range)[0] for seat in (0, 1))
    return Matchup(pairs, active, reason, (reaches[0], reaches[1]))


def who_is_active(trial: GameState, stats: tuple[PairStats, PairStats]) -> tuple[int | None, str]:
    """The seat that would be the Active Player with both pairs of ``trial`` revealed, or None
    for a clash, and why in words with the rule ("priority 6 beats 4 (000 "Reveal Step")").

    An effect that makes one fighter Active decides first; else priorities, tiebreakers (▲)
    and, with ▲ on both sides, the current Active Player (`priority.compare`; 000 "Reveal
    Step", "Tiebreakers", "Priority Tie? - Clash!"). ``stats``: `pair_stats` of seats 0, 1.
    """
    forced = [seat for seat in (0, 1) if has_flag(trial, seat, "become_active")]
    if len(forced) == 1:
        return forced[0], 'an effect makes it Active (000 "Reveal Step")'
    result = compare((stats[0].priority.lo, stats[1].priority.lo),
                     (stats[0].tiebreaker, stats[1].tiebreaker), trial.active)
    return result.active, f"{result.reason} ({result.rule})"


def attack_reaches(trial: GameState, seat: int, stat: Stat) -> tuple[bool | None, str]:
    """Whether ``seat``'s attack with range ``stat`` reaches the other standup now, before
    anyone moves, and where it is counted from ("distance 2", `reach.reach`): None for a
    range X (its card decides), False for N/A (000 "Attack": Check Range; "Other Effects")."""
    if stat.kind == "x":
        return None, ""
    if stat.kind != "number":
        return False, ""
    return reach(trial, seat, stat.lo, stat.hi)
