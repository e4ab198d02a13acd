"""Values computed from the table that several fighters' cards read (000 rulebook, "Reveal
Step", "Priority Tie? - Clash!"; the fighters' unique abilities).

Disparity (Lymn's unique ability, Dreamscape Madness): once every clash is settled, the gap
between the two attack pairs' priorities, never negative, and fixed for the rest of the beat
whatever happens later. The engine records both priorities at the moment the Active Player is
decided (`GameState.priorities`) and clears them at Recycle; before that, and in a beat that
ended in a clash with no base left, Disparity is 0.
"""

from __future__ import annotations

from .state import GameState
from .state import evolve as replace


def disparity(state: GameState) -> int:
    """The priority gap of this beat in priority points (0 until priorities are settled)."""
    found = state.priorities
    return abs(found[0] - found[1]) if found is not None else 0


def settle_priorities(state: GameState, priorities: tuple[int, int]) -> GameState:
    """Record each attack pair's priority once clashes are resolved (000 "Priority Tie? -
    Clash!"), noting the Disparity for a fighter whose cards read it."""
    state = replace(state, priorities=priorities)
    for seat in (0, 1):
        if reads_disparity(state, seat):
            state = state.note(f"{state.name(seat)}'s Disparity this beat: "
                               f"{disparity(state)} (priority {priorities[seat]} against "
                               f"{priorities[1 - seat]})")
    return state


def reads_disparity(state: GameState, seat: int) -> bool:
    """True when ``seat``'s cards name Disparity (cached on the kit): the history notes it
    and the fighter's panel shows it."""
    cache = state.kits[seat]._effects
    found = cache.get("reads_disparity")
    if found is None:
        text = state.kits[seat].fighter.model_dump_json(exclude_none=True)
        found = cache["reads_disparity"] = "disparity" in text
    return found
