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

from . import counters
from .schema import BaseDiscard, TokenDiscard
from .state import GameState


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
    return state.note(f"{state.name(seat)} discards 1 {token} token "
                      '(000 "Tokens & Counters")')


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
    return state.note(f"{state.name(seat)} discards {base} from hand with the attack pair "
                      '(000 "Other Effects": Discard Styles/Bases)')


def discard_hand(state: GameState, seat: int) -> GameState:
    """Every card in ``seat``'s hand leaves it; at Recycle they go into discard pile 1 with
    the attack pair (`FighterState.discarded`; 000 "Other Effects", Discard Styles/Bases)."""
    fighter = state.fighters[seat]
    if not fighter.hand:
        return state.note(f"{state.name(seat)} has no card in hand to discard")
    state = state.with_fighter(seat, hand=(), discarded=fighter.discarded + fighter.hand)
    return state.note(f"{state.name(seat)} discards every card in hand with the attack pair: "
                      f"{', '.join(fighter.hand)} (000 \"Other Effects\": Discard "
                      "Styles/Bases)")


def merge_piles(state: GameState, seat: int) -> GameState:
    """``seat``'s discard pile 2 goes onto pile 1 (pile 2 is left empty), with every counter
    lying on those cards, whoever owns the counters (`counters.move_all`); the cards then
    come back to hand one Recycle later (000 "Recycle")."""
    fighter = state.fighters[seat]
    if not fighter.discard2:
        return state.note(f"{state.name(seat)}'s discard pile 2 is empty: nothing moves")
    state = state.with_fighter(seat, discard1=fighter.discard1 + fighter.discard2,
                               discard2=())
    for owner, kit in enumerate(state.kits):
        for spec in kit.tokens:
            if spec.on_cards and counters.holder(state, owner, spec.name) == seat:
                state = counters.move_all(state, owner, spec.name, "discard2", "discard1")
    return state.note(f"{state.name(seat)}'s discard pile 2 goes onto discard pile 1: "
                      f"{', '.join(fighter.discard2)} (000 \"Recycle\")")
