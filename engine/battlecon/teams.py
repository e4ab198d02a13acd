"""Team battles inside the beat (000 rulebook, "Multiplayer Rules"): who acts in what order,
the priority order with no clashes, whom an attack hits, and defeat.

`beat` asks these when the duel has more than two seats (``len(state.fighters) > 2``); a duel
of two never reaches them. Seats are indexes into ``state.fighters``; a defeated fighter's
position is None and it no longer acts (000 "Defeat in Multiplayer").
"""

from __future__ import annotations

from .attack_pair import pair_stats
from .reach import origins
from .state import GameState, Outcome, Phase
from .state import evolve as replace


def is_team_battle(state: GameState) -> bool:
    """True when more than two fighters take part (000 "Multiplayer Rules")."""
    return len(state.fighters) > 2


def standing(state: GameState) -> tuple[int, ...]:
    """The seats still on the board, in seat order."""
    return tuple(s for s, p in enumerate(state.positions) if p is not None)


def everyone(state: GameState) -> tuple[int, ...]:
    """Every fighter on the board in the order they act in a window for all: this beat's
    attack order once priorities are known, before that the Active Player first and the
    others in seat order (000 "Team Reveal + Priority")."""
    here = standing(state)
    if state.turns:
        return tuple(s for s in state.turns if s in here)
    return tuple(sorted(here, key=lambda s: (s != state.active, s)))


def team_priority(state: GameState) -> tuple[GameState, str]:
    """Order every fighter by priority for this beat (000 "Team Reveal + Priority"): highest
    first; a tie goes to a tiebreaker (▲), then to the team holding the Active status; within
    one team the lower seat first (docs/rulings.md). No clashes (000 "Determining Priority").
    Returns the state with ``turns``, ``active`` and ``priorities`` set, and the reason."""
    holder = state.teams[state.active]
    stats = {s: pair_stats(state, s) for s in standing(state)}
    turns = tuple(sorted(stats, key=lambda s: (-stats[s].priority.lo, not stats[s].tiebreaker,
                                               state.teams[s] != holder, s)))
    priorities = tuple(stats[s].priority.lo if s in stats else 0
                       for s in range(len(state.fighters)))
    words = ", ".join(f"{state.name(s)} {stats[s].priority.lo}" for s in turns)
    reason = f"priority order {words}; ties go to the team with the Active status"
    return replace(state, turns=turns, active=turns[0], priorities=priorities), reason


def _distance_to(state: GameState, seat: int, enemy: int) -> int:
    """The range from ``seat``'s attack to ``enemy``: from the standup, or from the nearest
    marker the range is counted from (`reach.origins`)."""
    there = state.positions[enemy]
    found = origins(state, seat)
    if found is None:
        return abs(state.positions[seat] - there)
    return min((abs(space - there) for _, space in found), default=99)


def targets_in_range(state: GameState, seat: int, lo: int, hi: int) -> tuple[int, ...]:
    """Whom ``seat``'s attack with range ``lo``~``hi`` may hit: on each side, the nearest
    enemy within range (000 "Targeting Attacks": the nearest opponent within range on either
    side); nearer first, the lower seat first at equal range."""
    here = state.positions[seat]
    best: dict[int, int] = {}
    for enemy in state.enemies(seat):
        gap = _distance_to(state, seat, enemy)
        if not lo <= gap <= hi:
            continue
        side = 1 if state.positions[enemy] > here else -1
        if side not in best or gap < _distance_to(state, seat, best[side]):
            best[side] = enemy
    return tuple(sorted(best.values(), key=lambda e: (_distance_to(state, seat, e), e)))


def defeat_fallen(state: GameState) -> GameState:
    """Take every fighter at 0 life or less off the board at once, with every component of
    theirs (000 "Defeat in Multiplayer"); when a team has no one left, the other team wins
    (the lowest seat of it standing is named as the winner)."""
    for seat in standing(state):
        if state.fighters[seat].life > 0:
            continue
        positions = list(state.positions)
        positions[seat] = None
        state = replace(state, positions=tuple(positions))
        state = state.with_fighter(seat, stunned=True, markers=tuple(
            None for _ in state.fighters[seat].markers))
        state = state.note(f"{state.name(seat)} is defeated: life 0 or less; the standup and "
                           'every component leave the board (000 "Defeat in Multiplayer")')
    teams_left = {state.teams[s] for s in standing(state)}
    if len(teams_left) == 1 and state.outcome is None:
        (team,) = teams_left
        winner = min(s for s in standing(state) if state.teams[s] == team)
        left = standing(state)
        names = " and ".join(state.name(s) for s in left)
        verb = "wins" if len(left) == 1 else "win"
        state = state.why(winner, "outcome", state.fighters[winner].life,
                          f"{names} {verb}: the last standing, the other team is defeated",
                          '000 "Defeat in Multiplayer"', note=f"{names} {verb}: the other "
                          'team is defeated (000 "Defeat in Multiplayer")')
        state = replace(state, phase=Phase.OVER, outcome=Outcome("knockout", winner))
    return state
