"""Taking your own cards back into hand from a discard pile or from the cards your unique
ability set aside out of play (000 rulebook, "Recycle": cards come back from the discard
piles by recycling, unless an effect brings them back sooner).

Option keys are ``"h:<card name>"``; `actions` dispatches them here.
"""

from __future__ import annotations

from engine.notes import note_kind

from .schema import TakeToHand
from .state import GameState

# Cards taken back into hand by an effect (``why``: the effect in words, its card's name).
_TAKEN = note_kind("cards_taken_into_hand", '000 "Triggered Effects"', lambda v: (
    f"{v['name']} takes {', '.join(v['cards'])} into hand ({v['why']})"))

KEY = "h:"


def candidates(state: GameState, seat: int, spec: TakeToHand) -> tuple[str, ...]:
    """The cards of ``seat`` that ``spec`` may take into hand now, in pile order.

    ``from: discard``: the cards in discard piles 1 and 2 (an attack pair in play is not in a
    pile yet). ``from: set_aside``: the cards the unique ability's setup put out of play
    (`schema.SetAside`), still out of play: of the kit's styles and bases, those in
    ``FighterState.removed`` that were not removed by a Finisher (a used Finisher and the
    Switch that brought it are never taken back). ``kind`` keeps bases, styles or both.
    """
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    if spec.from_ == "discard":
        pile = fighter.discard1 + fighter.discard2
    else:
        own_styles = {c.name for c in kit.fighter.styles}
        pile = tuple(c for c in fighter.removed if c in kit.bases or c in own_styles)
    if spec.kind == "base":
        return tuple(c for c in pile if c in kit.bases)
    if spec.kind == "style":
        return tuple(c for c in pile if c in kit.styles)
    return tuple(c for c in pile if c in kit.bases or c in kit.styles)


def options(state: GameState, seat: int, spec: TakeToHand) -> list[tuple[str, str]] | None:
    """One option per card the player may take (an empty list: nothing to take, the action
    is ignored); None for ``all`` (no choice: every such card comes back)."""
    if spec.all:
        return None
    where = "discard" if spec.from_ == "discard" else "the set-aside pile"
    return [(KEY + card, f"Take {card} from {where} into hand")
            for card in candidates(state, seat, spec)]


def take(state: GameState, seat: int, cards: tuple[str, ...], why: str) -> GameState:
    """Move ``cards`` of ``seat`` from wherever they lie (discard piles or out of play) into
    hand, noting ``why``; cards not found are left alone."""
    fighter = state.fighters[seat]
    found = tuple(c for c in cards if c in fighter.discard1 or c in fighter.discard2
                  or c in fighter.removed)
    if not found:
        return state
    state = state.with_fighter(
        seat, hand=fighter.hand + found,
        discard1=tuple(c for c in fighter.discard1 if c not in found),
        discard2=tuple(c for c in fighter.discard2 if c not in found),
        removed=tuple(c for c in fighter.removed if c not in found))
    return state.note(_TAKEN, seat=seat, name=state.name(seat), cards=found, why=why)


def take_all(state: GameState, seat: int, spec: TakeToHand, why: str) -> GameState:
    """Take every card ``spec`` allows into hand (``all: true``)."""
    return take(state, seat, candidates(state, seat, spec), why)
