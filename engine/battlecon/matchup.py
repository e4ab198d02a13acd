"""The matchup table (issue 6): for the current beat, every attack pair one player could set
from hand against every pair the other could, who would be the Active Player and whether each
attack would reach at the current distance before anyone moves. A planning aid: open
information only (000 "Game Overview": the cards in hand are known), nothing changes.

Each cell is computed as the engine would at Reveal, with both pairs set together (so bonuses
that read the opponent's pair count) and the fighters' current antes and bonuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .attack_pair import PairStats, Stat, pair_choices, pair_stats
from .errors import InvalidInput
from .pair_bonuses import given_facts, seat_facts
from .pair_sweep import pair_trial, possible_pairs
from .passives import has_flag
from .priority import compare
from .reach import reach
from .row_shared import flag_from_mods, mine_key, reach_key
from .state import GameState
from .state import evolve as replace
from .teams import distance_to, turn_key


@dataclass(frozen=True)
class Matchup:
    """One cell of the table, seen from the player it is built for.

    Attributes:
        pairs: (the player's pair, the opponent's pair) as "Style Base".
        active: the seat that would be the Active Player (a team battle: the one of the two
            that attacks first), or None for a clash.
        reason: why, in words ("priority 6 beats 4 (000 "Reveal Step")").
        reaches: (the player's attack, the opponent's), whether it reaches the other standup
            at the current distance before movement: True, False, or None for a range X its
            card decides.
    """

    pairs: tuple[str, str]
    active: int | None
    reason: str
    reaches: tuple[bool | None, bool | None]


def hand_pairs(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Every (style, base) ``seat`` could set from hand now, in the fighter file's card order
    (`attack_pair.pair_choices`: a pair already set is listed where its cards belong, so the
    table never gives it away)."""
    return pair_choices(state, seat)


def matchups(state: GameState, seat: int = 0, foe: int | None = None,
             mine: str | None = None) -> list[Matchup]:
    """Every pair ``seat`` could set against every pair ``foe`` could (default: the other
    fighter of a duel), ``seat``'s pairs in the fighter file's card order; with ``mine`` (a
    pair as "Style Base") only that pair's row (none when ``seat`` cannot set it).

    Raises:
        InvalidInput: ``seat`` or ``foe`` is not a fighter on the board, or they are on the
            same team.
    """
    foe = state.foe(seat) if foe is None else foe
    on_board = [s for s in range(len(state.fighters)) if state.positions[s] is not None]
    if seat not in on_board or foe not in on_board or state.teams[seat] == state.teams[foe]:
        raise InvalidInput("pick a fighter on the board and one of its opponents")
    revealed = replace(state, phase="start")
    # each seat's facts read the mods alone unless a "becomes" counts a printed power: the
    # same on every trial then, worked out once (`pair_bonuses.given_facts`)
    facts = None if any(m.kind == "stat_becomes" for f in state.fighters for m in f.mods) \
        else [(s, seat_facts(revealed, s)) for s in (seat, foe)]
    # what no pair can change in a duel (`row_shared`): known before any pair is tried
    flags = len(state.fighters) == 2 and flag_from_mods(state, "become_active")
    foe_reach = reach_key(state, foe) if len(state.fighters) == 2 else None
    found = []
    for style, base in hand_pairs(state, seat):
        if mine is not None and mine != f"{style} {base}":
            continue
        row = pair_trial(revealed, seat, style, base)
        # the foe's stats against this pair, every pair of its at once (`possible_pairs`)
        column = possible_pairs(row, foe)
        shared = None if len(state.fighters) != 2 else _Shared(
            mine_key(row, seat, facts[0][1] if facts else None), flags, foe_reach)
        for (foe_style, foe_base), foe_stats in zip(hand_pairs(state, foe), column,
                                                    strict=True):
            pairs = (f"{style} {base}", f"{foe_style} {foe_base}")
            if shared is not None:
                found.append(shared.cell(row, seat, foe, pairs, (foe_style, foe_base), foe_stats,
                                         facts))
                continue
            trial = pair_trial(row, foe, foe_style, foe_base)
            for known in facts or ():
                given_facts(trial, *known)
            found.append(_cell(trial, seat, foe, pairs, foe_stats))
    return found


_UNKNOWN = object()


class _Shared:
    """A duel row's cells, each answered as `_cell` answers on its own state (the player's
    pair and one of the opponent's set), with what the opponent's pair cannot change worked
    out on the first state that needs it (`row_shared`): the player's stats and reach, once
    per answer of ``key`` (`row_shared.mine_key`; None: on each cell's state), who an effect
    makes Active when ``flags`` (it comes from the mods alone: `row_shared.flag_from_mods`),
    and whether an opponent's range reaches, by range and answer of ``foe_key``
    (`row_shared.reach_key`; None: on each cell's state). A cell needing anything else gets
    its own state, as before."""

    __slots__ = ("key", "flags", "foe_key", "mine", "forced", "reached")

    def __init__(self, key: Callable[[str, str], object] | None, flags: bool,
                 foe_key: Callable[[str, str], object] | None) -> None:
        self.key, self.flags, self.foe_key = key, flags, foe_key
        self.mine: dict[object, tuple[PairStats, bool | None]] = {}
        self.forced: list[int] | None = None
        self.reached: dict[tuple, bool | None] = {}

    def cell(self, row: GameState, seat: int, foe: int, pairs: tuple[str, str],
             theirs: tuple[str, str], foe_stats: PairStats, facts: list | None) -> Matchup:
        """The cell ``pairs`` (`Matchup.pairs`): the player's pair set on ``row`` against
        the opponent's (style, base) ``theirs``, ``foe_stats`` their stats
        (`possible_pairs`); ``facts`` as `matchups` gives each cell's state."""
        trial = None

        def made() -> GameState:
            found = pair_trial(row, foe, *theirs)
            for known in facts or ():
                given_facts(found, *known)
            return found

        key = None if self.key is None else self.key(*theirs)
        mine = self.mine.get(key) if self.key is not None else None
        if mine is None:
            trial = made()
            stats = pair_stats(trial, seat)
            mine = (stats, _reaches(trial, seat, foe, stats.range))
            if self.key is not None:
                self.mine[key] = mine
        forced = self.forced
        if forced is None:
            trial = trial or made()
            forced = [s for s in (0, 1) if has_flag(trial, s, "become_active")]
            if self.flags:
                self.forced = forced
        reach = foe_stats.range
        span = None if self.foe_key is None else (self.foe_key(*theirs), reach.kind,
                                                  reach.lo, reach.hi)
        reaches = self.reached.get(span, _UNKNOWN) if span is not None else _UNKNOWN
        if reaches is _UNKNOWN:
            trial = trial or made()
            reaches = _reaches(trial, foe, seat, reach)
            if span is not None:
                self.reached[span] = reaches
        stats = (mine[0], foe_stats) if seat == 0 else (foe_stats, mine[0])
        active, reason = _active_of(forced, stats, row.active)
        return Matchup(pairs, active, reason, (mine[1], reaches))


def _cell(trial: GameState, seat: int, foe: int, pairs: tuple[str, str],
          foe_stats: PairStats) -> Matchup:
    stats = {seat: pair_stats(trial, seat), foe: foe_stats}
    if len(trial.fighters) == 2:
        active, reason = who_is_active(trial, (stats[0], stats[1]))
    else:
        active, reason = first_of_two(trial, seat, foe, stats)
    reaches = (_reaches(trial, seat, foe, stats[seat].range),
               _reaches(trial, foe, seat, stats[foe].range))
    return Matchup(pairs, active, reason, (reaches[0], reaches[1]))


def who_is_active(trial: GameState, stats: tuple[PairStats, PairStats]) -> tuple[int | None, str]:
    """The seat that would be the Active Player with both pairs of ``trial`` revealed, or None
    for a clash, and why in words with the rule ("priority 6 beats 4 (000 "Reveal Step")").

    An effect that makes one fighter Active decides first; else priorities, tiebreakers (▲)
    and, with ▲ on both sides, the current Active Player (`priority.compare`; 000 "Reveal
    Step", "Tiebreakers", "Priority Tie? - Clash!"). ``stats``: `pair_stats` of seats 0, 1.
    """
    # A duel's two seats only: a team battle's cells go through `first_of_two`.
    forced = [seat for seat in (0, 1) if has_flag(trial, seat, "become_active")]
    return _active_of(forced, stats, trial.active)


def _active_of(forced: list[int], stats: tuple[PairStats, PairStats],
               active: int | None) -> tuple[int | None, str]:
    """`who_is_active` from the seats an effect makes Active (``forced``), the stats of
    seats 0 and 1 and the current Active Player (``active``)."""
    if len(forced) == 1:
        return forced[0], 'an effect makes it Active (000 "Reveal Step")'
    result = compare((stats[0].priority.lo, stats[1].priority.lo),
                     (stats[0].tiebreaker, stats[1].tiebreaker), active)
    return result.active, f"{result.reason} ({result.rule})"


def _reaches(trial: GameState, seat: int, target: int, stat: Stat) -> bool | None:
    """Whether ``seat``'s attack of range ``stat`` reaches ``target`` now (None: range X)."""
    if len(trial.fighters) == 2 or stat.kind != "number":
        return attack_reaches(trial, seat, stat)[0]
    return stat.lo <= distance_to(trial, seat, target) <= stat.hi


def distance_between(state: GameState, seat: int, foe: int) -> int:
    """The distance between two standups, in spaces (000 "Attack")."""
    return abs(state.positions[seat] - state.positions[foe])


def first_of_two(trial: GameState, seat: int, foe: int,
                 stats: dict[int, PairStats]) -> tuple[int, str]:
    """Of two enemies in a team battle, the one that attacks first, and why: higher priority,
    then a tiebreaker (▲), then the team holding the Active status, never a clash (000
    "Team Reveal + Priority", "Determining Priority"; the order of `teams.team_priority`)."""
    first = min((seat, foe), key=lambda s: turn_key(trial, stats, s))
    p = {s: stats[s].priority.lo for s in (seat, foe)}
    if has_flag(trial, seat, "become_active") != has_flag(trial, foe, "become_active"):
        return first, 'an effect makes it Active (000 "Other Effects": Become Active Player)'
    if p[seat] != p[foe]:
        return first, f'priority {max(p.values())} beats {min(p.values())} (000 "Reveal Step")'
    if stats[seat].tiebreaker != stats[foe].tiebreaker:
        return first, f'tie at {p[seat]}, won by the tiebreaker (000 "Tiebreakers")'
    return first, (f"tie at {p[seat]}: the team holding the Active status goes first "
                   '(000 "Team Reveal + Priority")')


def attack_reaches(trial: GameState, seat: int, stat: Stat) -> tuple[bool | None, str]:
    """Whether ``seat``'s attack with range ``stat`` reaches the other standup now, before
    anyone moves, and where it is counted from ("distance 2", `reach.reach`): None for a
    range X (its card decides), False for N/A (000 "Attack": Check Range; "Other Effects")."""
    if stat.kind == "x":
        return None, ""
    if stat.kind != "number":
        return False, ""
    return reach(trial, seat, stat.lo, stat.hi)
