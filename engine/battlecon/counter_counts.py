"""How many counters lie on cards, read only (000 rulebook, "Tokens & Counters"; see
`counters`, which moves them). Apart from `counters` so that the conditions and amounts of
`effects` count them without importing `counters`, which asks `passives` (which reads
`effects`) whether a counter may go on the attack pair."""

from __future__ import annotations

from .state import GameState


def count(state: GameState, seat: int, token: str, place: str) -> int:
    """``seat``'s counters ``token`` on ``place`` ("pair", "discard1", "discard2",
    "discards": both piles) of the cards they lie on; 0 for a kind not on cards."""
    kit = state.kits[seat]
    for i, spec in enumerate(kit.tokens):
        if spec.name == token:
            pair, one, two = state.fighters[seat].on_cards[i]
            if place == "discards":
                return one + two
            return {"pair": pair, "discard1": one, "discard2": two}[place]
    return 0


def piles_holding(state: GameState, seat: int, token: str) -> int:
    """How many discard piles (0 to 2) hold at least one of ``seat``'s counters ``token``."""
    return (count(state, seat, token, "discard1") > 0) + (count(state, seat, token,
                                                                "discard2") > 0)
