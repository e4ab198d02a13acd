"""``adjust card:NAME``: one of a fighter's cards moved by hand, for a card effect the engine
does not carry out (the correction kind ``cards``, `correction_kinds.KINDS`).

NAME is one of the fighter's styles or bases (the standard bases and Switch included). The
value says where it goes (`PLACES`):

- ``0``: the hand;
- ``1``: discard pile 1 (the inner pile; back in hand in two Recycles);
- ``2``: discard pile 2 (the outer pile; back in hand at the next Recycle);
- ``3``: with the attack pair: it goes into discard pile 1 with this beat's pair at Recycle,
  as a card an effect discards without naming a pile (000 "Other Effects", Discard
  Styles/Bases);
- ``4``: out of the duel (removed from the game).

Rules kept (000 "Recycle Phase", "Finisher Cards"): a card of this beat's attack pair (its
style, its base, a base played in a clash) is not moved by hand, since Recycle moves it; it
lies in discard pile 1 after Recycle and can be moved from there. The Switch that brought out
a Finisher stays out of the duel (only one Finisher a duel). A Finisher is not a card of the
hand and discard piles. Counters lying on cards stay on their pile (`counters`): set them with
``cards:NAME:PLACE``.
"""

from __future__ import annotations

from engine.notes import note_kind

from .errors import InvalidInput, RuleViolation
from .state import FighterState, GameState

#: The adjust field prefix this module carries out (`adjust.FIELDS`).
FIELD = "card:"
#: Value -> the place a card goes to, in words.
PLACES = {0: "hand", 1: "discard pile 1", 2: "discard pile 2", 3: "with the attack pair",
          4: "out of the duel"}
_SLOTS = ("hand", "discard1", "discard2", "discarded", "removed")  # FighterState fields
_RULE = '000 "Recycle Phase"'
# A card moved by hand, its places `PLACES` keys (the note cites 000 "Recycle Phase", where
# the cards go in turn).
_MOVED = note_kind("card_moved_by_hand", _RULE, lambda v: (
    f"{v['name']}'s {v['card']} moved by hand: {_words(v['before'])} -> {_words(v['after'])} "
    f"({_RULE})"))


def place_of(fighter: FighterState, name: str) -> int | None:
    """Where ``name`` lies now, as a `PLACES` key; None while it is in the attack pair (or
    nowhere: a card of the pair on a Finisher beat)."""
    for value, slot in enumerate(_SLOTS):
        if name in getattr(fighter, slot):
            return value
    return None


def move_card(state: GameState, seat: int, name: str, value: int) -> GameState:
    """Move ``seat``'s card ``name`` to the place ``value`` (see the module doc) and note it.

    Raises:
        InvalidInput: not one of the fighter's styles or bases (a Finisher included), a value
            not in `PLACES`, or a card already there.
        RuleViolation: a card of this beat's attack pair, or the Switch a Finisher took out
            of the duel (000 "Recycle Phase", "Finisher Cards").
    """
    kit = state.kits[seat]
    who = state.name(seat)
    if name not in kit.styles and name not in kit.bases:
        finisher = " (a Finisher is not moved by hand)" if name in kit.finishers else ""
        raise InvalidInput(f"{who} has no style or base called {name[:60]!r}{finisher}; pick "
                           f"one of: {', '.join((*kit.styles, *kit.bases))}")
    if value not in PLACES:
        raise InvalidInput("write where the card goes: "
                           + ", ".join(f"{v} {words}" for v, words in PLACES.items()))
    fighter = state.fighters[seat]
    now = place_of(fighter, name)
    if now is None:
        raise RuleViolation(f"{name} is in {who}'s attack pair this beat: Recycle puts it in "
                            "discard pile 1; move it from there after Recycle", _RULE)
    if now == value:
        raise InvalidInput(f"{name} is already {_words(value)}: pick another place")
    own_styles = {card.name for card in kit.fighter.styles}
    if now == 4 and name in kit.styles and name not in own_styles and fighter.finisher is None:
        raise RuleViolation(f"{name} left the duel with {who}'s Finisher and stays out: one "
                            "Finisher a duel", '000 "Finisher Cards"')
    source, target = _SLOTS[now], _SLOTS[value]
    changes = {source: tuple(c for c in getattr(fighter, source) if c != name),
               target: getattr(fighter, target) + (name,)}
    state = state.with_fighter(seat, **changes)
    return state.note(_MOVED, seat=seat, name=who, card=name, before=now, after=value)


def _words(value: int) -> str:
    """A place in words, as a sentence reads it ("in hand", "out of the duel")."""
    return {0: "in hand", 1: "in discard pile 1", 2: "in discard pile 2",
            3: "with the attack pair", 4: "out of the duel"}[value]

