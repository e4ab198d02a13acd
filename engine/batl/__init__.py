"""BATL (004): a card-and-board game on a field of face-down land cards.

The engine's public names: upper layers (`assistant`, `web`, `app`) import only these, never
a submodule (tests/test_engine_api.py). `GAME` plays a game under the one contract
(`engine.contract.Game`). `KINDS` are the inputs' kinds (`events.KINDS`).
"""

from engine.errors import InvalidInput, RuleViolation

from .actions import ADJUSTS, reach, targets
from .cards import TREASURES, Deck
from .combat import attack_damage
from .deck import (
    DECK_SIZE,
    EQUIPMENT_CARDS,
    ERROR,
    WARNING,
    Problem,
    checked,
    is_legal,
    read,
    totals,
)
from .events import KINDS, Event
from .field import DIRT, SIZES, label, neighbours
from .game import apply, new_game, waiting_for
from .game_contract import FACE_DOWN, GAME, BatlGame, BatlStart, seen_by
from .state import HAND_LIMIT, MAX_HP, STATS, Game, InPlay, explain, stat

__all__ = [
    "ADJUSTS", "DECK_SIZE", "DIRT", "EQUIPMENT_CARDS", "ERROR", "FACE_DOWN", "GAME",
    "HAND_LIMIT", "KINDS", "MAX_HP", "SIZES", "STATS", "TREASURES", "WARNING",
    "BatlGame", "BatlStart", "Deck", "Event", "Game", "InPlay", "InvalidInput", "Problem",
    "RuleViolation",
    "apply", "attack_damage", "checked", "explain", "is_legal", "label", "neighbours",
    "new_game", "reach", "read", "seen_by", "stat", "targets", "totals", "waiting_for",
]
