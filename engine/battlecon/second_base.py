"""A second base from hand for the same attack (Joal's Dual Wield: "play another base from
your hand, then carry out this attack again with it in place of the first"; 000 rulebook,
"Attack": an attack carried out again; "Recycle Phase": both bases go to discard with the
pair).

Option keys are ``"sb:<base name>"``; `actions` dispatches them here.
"""

from __future__ import annotations

from engine.notes import note_kind

from .state import GameState
from .state import evolve as replace

# A base played from hand in place of the base in use, by the effect ``source`` (a card).
_SWAPPED = note_kind("base_swapped", '000 "Triggered Effects"',
                     "{name} uses {card} in place of {old} ({source}); both go to discard "
                     "with the pair")
_PLAYED = note_kind("second_base_played", '000 "Triggered Effects"',
                    "{name} plays {card} in place of {old} ({source}) and will carry out the "
                    "attack again with it")

KEY = "sb:"
SWAP_KEY = "sw:"  # a base from hand in place of the one in use, no attack again (Wyrding)


def options(state: GameState, seat: int, swap: bool = False) -> list[tuple[str, str]]:
    """One option per base in ``seat``'s hand, in hand order (none: nothing happens);
    ``swap``: the base only takes the place of the one in use (`swap_base_from_hand`)."""
    fighter = state.fighters[seat]
    bases = state.kits[seat].bases
    if swap:
        return [(SWAP_KEY + card, f"Use {card} instead of {fighter.current_base}")
                for card in fighter.hand if card in bases]
    return [(KEY + card, f"Play {card} and attack again with it")
            for card in fighter.hand if card in bases]


def play(state: GameState, seat: int, key: str, source: str) -> GameState:
    """``seat`` plays the base ``key`` names from hand in place of the base in use (the last
    clash base, else the base set): the new base is in use from now on, the old one joins the
    pair in discard pile 1 at Recycle (``FighterState.discarded``), and the attack is carried
    out again after its After triggers (``Cursor.repeat``). A ``SWAP_KEY`` key only swaps
    the base: no attack again (`swap_base_from_hand`)."""
    swap = key.startswith(SWAP_KEY)
    card = key[len(SWAP_KEY if swap else KEY):]
    fighter = state.fighters[seat]
    if card not in fighter.hand or fighter.current_base is None:
        return state
    old = fighter.current_base
    hand = list(fighter.hand)
    hand.remove(card)
    if fighter.clash_bases:
        state = state.with_fighter(seat, clash_bases=fighter.clash_bases[:-1] + (card,))
    else:
        state = state.with_fighter(seat, base=card)
    state = state.with_fighter(seat, hand=tuple(hand),
                               discarded=state.fighters[seat].discarded + (old,))
    if swap:  # the Active Player stays as it was decided (Seth's Wyrding)
        return state.note(_SWAPPED, seat=seat, name=state.name(seat), card=card, old=old,
                          source=source)
    state = state.note(_PLAYED, seat=seat, name=state.name(seat), card=card, old=old,
                       source=source)
    if state.cursor.attacker == seat and state.phase == "attack":
        state = replace(state, cursor=replace(state.cursor, repeat=True))
    return state
