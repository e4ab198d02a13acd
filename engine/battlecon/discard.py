"""Discards forced on the opponent: one of their tokens (000 rulebook, "Tokens & Counters"), or
a base from their hand that joins their attack pair in discard (000 "Other Effects", Discard
Styles/Bases).

Option keys: ``"t:<token>"`` discards one token of that kind, ``"t:"`` keeps every token (an
optional discard declined); ``"b:<base>"`` discards that base.

Rulings (docs/rulings.md): "the opponent's tokens" are the tokens (not counters) of the
opponent's own kit in their supply; tokens another fighter handed them (``held_by:
opponent``) belong to that fighter's kit and are not theirs to discard. The discard is a loss,
not a spend: it moves the token to depletion and counts for ``per: tokens_lost``.
"""

from __future__ import annotations

from engine.notes import note_kind

from . import counters
from .schema import BaseDiscard, TokenDiscard
from .state import GameState

_DISCARD = '000 "Other Effects": Discard Styles/Bases'
# The notes of discards; ``cards`` a tuple of card names.
_TOKEN = note_kind("token_discarded", '000 "Tokens & Counters"',
                   '{name} discards 1 {token} token (000 "Tokens & Counters")')
_BASE = note_kind("base_discarded", _DISCARD,
                  "{name} discards {card} from hand with the attack pair "
                  '(000 "Other Effects": Discard Styles/Bases)')
_NO_HAND = note_kind("no_card_to_discard", _DISCARD, "{name} has no card in hand to discard")
_HAND = note_kind("hand_discarded", _DISCARD, lambda v: (
    f"{v['name']} discards every card in hand with the attack pair: {', '.join(v['cards'])} "
    '(000 "Other Effects": Discard Styles/Bases)'))
_NO_PILE = note_kind("discard_pile_2_empty", '000 "Recycle"',
                     "{name}'s discard pile 2 is empty: nothing moves")
_MERGED = note_kind("discard_piles_merged", '000 "Recycle"', lambda v: (
    f"{v['name']}'s discard pile 2 goes onto discard pile 1: {', '.join(v['cards'])} "
    '(000 "Recycle")'))


def held_tokens(state: GameState, seat: int) -> list[str]:
    """The token kinds (not counters) of ``seat``'s own kit that ``seat`` holds 1 or more of,
    in the kit's order (000 "Tokens & Counters")."""
    fighter = state.fighters[seat]
    return [spec.name for i, spec in enumerate(state.kits[seat].tokens)
            if spec.kind == "token" and spec.held_by == "you" and fighter.supply[i] > 0]


def token_options(state: GameState, seat: int,
                  spec: TokenDiscard) -> list[tuple[str, str]] | None:
    """(key, label) for the opponent of ``seat`` discarding a token of their pick; None when
    they hold none and ``otherwise`` is to be carried out (no choice), [] when nothing
    happens. An optional discard adds the key ``"t:"`` (keep the tokens)."""
    kinds = held_tokens(state, state.foe(seat))
    if not kinds:
        return None if spec.otherwise else []
    options = [(f"t:{name}", f"Discard 1 {name}") for name in kinds]
    if spec.optional:
        options.append(("t:", "Keep every token" + (" and take the other effect"
                                                    if spec.otherwise else "")))
    return options


def lose_token(state: GameState, seat: int, token: str) -> GameState:
    """``seat`` loses one ``token`` from supply to depletion, counted in `FighterState.lost`,
    and the note says so."""
    kit = state.kits[seat]
    i = kit.token_index(token)
    fighter = state.fighters[seat]
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    if supply[i] <= 0:
        return state
    supply[i] -= 1
    depletion[i] += 1
    lost = dict(fighter.lost)
    lost[token] = lost.get(token, 0) + 1
    state = state.with_fighter(seat, supply=tuple(supply), depletion=tuple(depletion),
                               lost=tuple(lost.items()))
    return state.note(_TOKEN, seat=seat, name=state.name(seat), token=token)


def base_options(state: GameState, seat: int, spec: BaseDiscard) -> list[tuple[str, str]]:
    """(key, label) for a base of the opponent of ``seat``'s hand to discard, one per base
    there (the standard ones and their own); [] when they hold none."""
    foe = state.foe(seat)
    bases = state.kits[foe].bases
    hand = dict.fromkeys(c for c in state.fighters[foe].hand if c in bases)
    return [(f"b:{name}", f"Discard {name}") for name in hand]


def discard_base(state: GameState, seat: int, base: str) -> GameState:
    """``base`` leaves ``seat``'s hand; at Recycle it goes into discard pile 1 with the attack
    pair (`FighterState.discarded`; 000 "Other Effects", Discard Styles/Bases)."""
    fighter = state.fighters[seat]
    hand = list(fighter.hand)
    if base not in hand:
        return state
    hand.remove(base)
    state = state.with_fighter(seat, hand=tuple(hand), discarded=fighter.discarded + (base,))
    return state.note(_BASE, seat=seat, name=state.name(seat), card=base)


def discard_hand(state: GameState, seat: int) -> GameState:
    """Every card in ``seat``'s hand leaves it; at Recycle they go into discard pile 1 with
    the attack pair (`FighterState.discarded`; 000 "Other Effects", Discard Styles/Bases)."""
    fighter = state.fighters[seat]
    if not fighter.hand:
        return state.note(_NO_HAND, seat=seat, name=state.name(seat))
    state = state.with_fighter(seat, hand=(), discarded=fighter.discarded + fighter.hand)
    return state.note(_HAND, seat=seat, name=state.name(seat), cards=fighter.hand)


def merge_piles(state: GameState, seat: int) -> GameState:
    """``seat``'s discard pile 2 goes onto pile 1 (pile 2 is left empty), with every counter
    lying on those cards, whoever owns the counters (`counters.move_all`); the cards then
    come back to hand one Recycle later (000 "Recycle")."""
    fighter = state.fighters[seat]
    if not fighter.discard2:
        return state.note(_NO_PILE, seat=seat, name=state.name(seat))
    state = state.with_fighter(seat, discard1=fighter.discard1 + fighter.discard2,
                               discard2=())
    for owner, kit in enumerate(state.kits):
        for spec in kit.tokens:
            if spec.on_cards and counters.holder(state, owner, spec.name) == seat:
                state = counters.move_all(state, owner, spec.name, "discard2", "discard1")
    return state.note(_MERGED, seat=seat, name=state.name(seat), cards=fighter.discard2)
