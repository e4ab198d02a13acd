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

from engine.notes import note_kind

from .schema import Card, stat
from .state import GameState
from .state import evolve as replace

# Disparity noted once the priorities are settled: ``rival`` (the short name of the enemy it is
# counted against) only in a team battle, else None.
_DISPARITY = note_kind("disparity", '000 "Reveal Step"', lambda v: (
    f"{v['name']}'s Disparity this beat: {v['disparity']} (priority {v['mine']} against "
    f"{v['theirs']}" + (")" if v["rival"] is None else f", {v['rival']}'s)")))


def printed_cards(state: GameState, seat: int) -> tuple[str, list[Card]]:
    """``seat``'s attack as printed: its name and cards (the Finisher alone when it replaced
    the pair, 000 "Finisher Cards"; else the style and the base in use, either may be
    missing before Reveal), then any style that joins it (`extra_styles`), not named."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    if fighter.finisher_used and fighter.finisher:
        card = kit.finishers[fighter.finisher]
        return card.name, [card] + [kit.styles[n] for n in extra_styles(state, seat)]
    cards: list[Card] = []
    if fighter.style and not fighter.style_gone:  # a style gone counts for nothing
        cards.append(kit.styles[fighter.style])
    if fighter.current_base:
        cards.append(kit.bases[fighter.current_base])
    name = " ".join(c.name for c in cards)
    return name, cards + [kit.styles[n] for n in extra_styles(state, seat)]


def extra_styles(state: GameState, seat: int) -> tuple[str, ...]:
    """The styles that join ``seat``'s attack this beat on top of the one played, by name: the
    style card on top of discard pile 1 when the unique ability has a passive ``extra_style:
    discard1`` (Kehrolyn's Current Form, 002 "Shapeshifting Homunculus": also with a
    Finisher). Empty before the attack is set (no style and no Finisher) and when discard pile
    1 holds no style."""
    kit = state.kits[seat]
    joins = kit._effects.get(_JOINS)
    if joins is None:
        joins = kit._effects[_JOINS] = _joins(kit)
    if not joins:
        return ()  # nearly every fighter: no card brings a style in
    fighter = state.fighters[seat]
    if not fighter.style and not (fighter.finisher_used and fighter.finisher):
        return ()
    found: tuple[str, ...] = ()
    for _ in range(joins):
        found += tuple(n for n in fighter.discard1 if n in kit.styles
                       and n != fighter.style and n not in found)[:1]
    return found


_JOINS = "styles joining from discard 1"  # the key of `_joins`' count on a kit


def _joins(kit) -> int:
    """How many passive ``extra_style: discard1`` actions ``kit``'s unique ability has (each
    brings one more style from discard pile 1; once per kit)."""
    if not kit.ua_has_kind("extra_style"):
        return 0
    return sum(1 for _, _, effect, kinds in kit.effects("ua", "")
               if effect.timing == "passive" and "extra_style" in kinds
               for action in effect.action
               if action.kind == "extra_style" and action.extra_style == "discard1")


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


def disparity(state: GameState, seat: int) -> int:
    """``seat``'s Disparity this beat, in priority points: the gap between its priority and
    its nearest opponent's once priorities are settled (0 until then). In a team battle that
    opponent is the one named when the priority order was set (`GameState.rivals`): Lymn's
    Disparity "never changes during a beat" (Dreamscape Madness), whoever moves."""
    found = state.priorities
    if found is None:
        return 0
    if len(state.fighters) == 2:
        return abs(found[0] - found[1])
    if not state.rivals or state.rivals[seat] is None:
        return 0
    return abs(found[seat] - found[state.rivals[seat]])


def settle_priorities(state: GameState, priorities: tuple[int, int]) -> GameState:
    """Record each attack pair's priority once clashes are resolved (000 "Priority Tie? -
    Clash!"), noting the Disparity for a fighter whose cards read it. A duel's only: a team
    battle has no clash and uses `settle_team_priorities`."""
    state = replace(state, priorities=priorities)
    for seat in (0, 1):  # duel only (see above)
        state = _note_disparity(state, seat)
    return state


def settle_team_priorities(state: GameState, priorities: tuple[int, ...]) -> GameState:
    """A team battle's `settle_priorities`: each seat's priority, and the enemy its
    Disparity counts against (`GameState.foe` now: the nearest, the lower seat of two at the
    same distance; 000 "Who is 'The Opponent'?"), noted for a fighter whose cards read it."""
    rivals = tuple(state.foe(seat) if state.positions[seat] is not None else None
                   for seat in range(len(state.fighters)))
    state = replace(state, priorities=priorities, rivals=rivals)
    for seat in range(len(state.fighters)):
        if state.positions[seat] is not None:
            state = _note_disparity(state, seat)
    return state


def _note_disparity(state: GameState, seat: int) -> GameState:
    if not reads_disparity(state, seat):
        return state
    rival = 1 - seat if len(state.fighters) == 2 else state.rivals[seat]
    mine, theirs = state.priorities[seat], state.priorities[rival]
    return state.note(_DISPARITY, seat=seat, name=state.name(seat),
                      disparity=disparity(state, seat), mine=mine, theirs=theirs,
                      rival=None if len(state.fighters) == 2 else state.name(rival))


def reads_disparity(state: GameState, seat: int) -> bool:
    """True when ``seat``'s cards name Disparity (cached on the kit): the history notes it
    and the fighter's panel shows it."""
    cache = state.kits[seat]._effects
    found = cache.get("reads_disparity")
    if found is None:
        text = state.kits[seat].fighter.model_dump_json(exclude_none=True)
        found = cache["reads_disparity"] = "disparity" in text
    return found
