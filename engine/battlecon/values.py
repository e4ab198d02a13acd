"""Values computed from the table that several fighters' cards read (000 rulebook, "Reveal
Step", "Priority Tie? - Clash!"; the fighters' unique abilities).

Disparity (Lymn's unique ability, Dreamscape Madness): once every clash is settled, the gap
between the two attack pairs' priorities, never negative, and fixed for the rest of the beat
whatever happens later. The engine records both priorities at the moment the Active Player is
decided (`GameState.priorities`) and clears them at Recycle; before that, and in a beat that
ended in a clash with no base left, Disparity is 0.

Printed numbers (Eligor's Aegis and Sweet Revenge, Cherri's Stare): the numbers on the cards
of a fighter's attack pair (or Finisher), without any bonus (002 FAQ on Aegis; an N/A or X
side reads as 0, docs/rulings.md 11).
"""

from __future__ import annotations

from .schema import Card, stat
from .state import GameState
from .state import evolve as replace


def printed_cards(state: GameState, seat: int) -> tuple[str, list[Card]]:
    """``seat``'s attack as printed: its name and cards (the Finisher alone when it replaced
    the pair, 000 "Finisher Cards"; else the style and the base in use, either may be
    missing before Reveal)."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    if fighter.finisher_used and fighter.finisher:
        card = kit.finishers[fighter.finisher]
        return card.name, [card]
    cards: list[Card] = []
    if fighter.style:
        cards.append(kit.styles[fighter.style])
    if fighter.current_base:
        cards.append(kit.bases[fighter.current_base])
    return " ".join(c.name for c in cards), cards


def printed_power(state: GameState, seat: int) -> int:
    """The power printed on ``seat``'s pair: the sum of the numbers on its cards, or 0 when a
    side is N/A or X (000 "Other Effects", N/A: read as 0, and the total becomes 0).

    Used by "power equals the opponent's printed power" effects (`per:
    opponent_printed_power`).
    """
    _, cards = printed_cards(state, seat)
    total = 0
    for card in cards:
        value = stat(card, "power")
        if value.kind != "number":
            return 0
        total += value.lo
    return total


def printed_base_priority(state: GameState, seat: int) -> int:
    """The priority printed on the base ``seat`` revealed (the base in use after a clash),
    0 with no base (a Finisher) or a base printing X (`per: opponent_base_priority`)."""
    fighter = state.fighters[seat]
    base = fighter.current_base
    if base is None or (fighter.finisher_used and fighter.finisher):
        return 0
    value = stat(state.kits[seat].bases[base], "priority")
    return value.lo if value.kind == "number" else 0


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
