"""Force and the Force pool clock (000 rulebook, "Force", "Overloads", "Recycle Phase",
"Time Over").

Conservation: pool + Force held by both fighters + trashed = 45 + counters taken from the box.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RuleViolation
from .state import FORCE_CAP, LOW_LIFE, OVERLOAD_COST, GameState, evolve

# 000 "Overloads" names the three tiles; 001 "Core Mechanics" gives their bonuses.
OVERLOADS = {"Power Up": ("power", 2), "Defense Up": ("guard", 2), "Speed Up": ("priority", 2)}


def check_overload(name: str, force: int, used: bool) -> None:
    """Check an Overload can be used now.

    Raises:
        RuleViolation: unknown tile, already used this beat, or less than 2 Force.
    """
    if name not in OVERLOADS:
        raise RuleViolation(f"{name!r} is not an Overload (Power Up, Defense Up, Speed Up)",
                            '000 "Overloads"')
    if used:
        raise RuleViolation(f"{name} was already used this beat: each Overload once per beat",
                            '000 "Overloads"')
    if force < OVERLOAD_COST:
        raise RuleViolation(f"{name} costs {OVERLOAD_COST} Force; you have {force}",
                            '000 "Overloads"')


def recycle_entitlement(life: int) -> int:
    """Force counters a fighter takes at Recycle: 1, plus 1 at 7 life or less (000 step 4)."""
    return 2 if life <= LOW_LIFE else 1


@dataclass(frozen=True, slots=True)
class ForceGain:
    """One fighter's gain of Force.

    from_pool, from_box: counters taken from each; trashed: excess over the cap of 10,
    removed from the game; force: the fighter's Force afterwards.
    """

    from_pool: int
    from_box: int
    trashed: int
    force: int


# 000 "Team Force": a team's total Force cannot exceed 20.
TEAM_FORCE_CAP = 20


def held(state: GameState, seat: int) -> int:
    """The Force ``seat`` may spend: its own, or in a team battle its team's total (000
    "Team Force": teammates share one Force pool, each member's gains added to it)."""
    if len(state.fighters) == 2:
        return state.fighters[seat].force
    team = state.teams[seat]
    return sum(f.force for s, f in enumerate(state.fighters) if state.teams[s] == team)


def cap(state: GameState) -> int:
    """The most Force a fighter (or, in a team battle, a team) may hold, counters; in a
    Classic Melee every fighter is alone, as in a duel (docs/rulings.md)."""
    alone = len(set(state.teams)) == len(state.fighters)
    return FORCE_CAP if alone else TEAM_FORCE_CAP


def spend(state: GameState, seat: int, amount: int, source: str, rule: str) -> GameState:
    """``seat`` pays ``amount`` Force for ``source`` (recorded for "Why?" with ``rule``): from
    its own counters, then in a team battle from its teammates' (000 "Team Force": one pool
    for the team).

    Raises:
        RuleViolation: the Force held (`held`) is less than ``amount``.
    """
    if held(state, seat) < amount:
        raise RuleViolation(f"{amount} Force is needed; {held(state, seat)} is held",
                            '000 "Force"')
    payers = [seat] + [s for s in range(len(state.fighters)) if s != seat
                       and len(state.fighters) > 2 and state.teams[s] == state.teams[seat]]
    for payer in payers:
        take = min(amount, state.fighters[payer].force)
        state = state.with_fighter(payer, force=state.fighters[payer].force - take)
        whose = "" if payer == seat else f" (for {state.name(seat)})"
        state = state.why(payer, "force", -take, f"{source}{whose}: {take} Force trashed", rule)
        amount -= take
    return state


def take(state: GameState, seat: int, amount: int, *, allow_box: bool = False
         ) -> tuple[GameState, ForceGain, int]:
    """``seat`` takes ``amount`` Force from the pool (`gain_force` against what it may hold:
    its own, or its team's total, `held`, up to `cap`): the state with the pool, box, trash
    and the fighter's counters updated, the gain (its ``force``: the total held after), and
    the change to the fighter's own counters."""
    total = held(state, seat)
    gain = gain_force(total, amount, state.pool, allow_box=allow_box, limit=cap(state))
    state = evolve(state, pool=state.pool - gain.from_pool, box=state.box + gain.from_box,
                   trashed=state.trashed + gain.trashed)
    change = gain.force - total
    return state.with_fighter(seat, force=state.fighters[seat].force + change), gain, change


def gain_force(force: int, amount: int, pool: int, *, allow_box: bool,
               limit: int = FORCE_CAP) -> ForceGain:
    """Take ``amount`` Force from the pool (000 "Force": gains come from the shared pool).

    When the pool runs short and ``allow_box`` (Recycle at time over, 000 "Time Over"), the
    rest comes from the box; otherwise the fighter gets only what the pool has. Above
    ``limit`` (10; a team's 20, 000 "Team Force") the excess is trashed (000 "Recycle Phase",
    step 4). ``force``: what is held now (a team's total in a team battle).
    """
    from_pool = min(amount, pool)
    from_box = amount - from_pool if allow_box else 0
    total = force + from_pool + from_box
    trashed = max(0, total - limit)
    return ForceGain(from_pool, from_box, trashed, total - trashed)


def spend_overload(force: int) -> int:
    """Force after trashing the Overload cost (000 "Overloads": trashed Force leaves the game).

    Raises:
        RuleViolation: less than 2 Force.
    """
    if force < OVERLOAD_COST:
        raise RuleViolation(f"an Overload costs {OVERLOAD_COST} Force; you have {force}",
                            '000 "Overloads"')
    return force - OVERLOAD_COST
