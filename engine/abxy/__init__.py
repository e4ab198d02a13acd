"""ABXY (003 rules): the companion's second game, its own rules package beside BattleCON's.

The engine's public names: upper layers (`assistant`, `web`, `app`) import only these, never
a submodule (tests/test_engine_api.py). `GAME` plays a match under the one contract
(`engine.contract.Game`). ``draft`` is the team building's own namespace
(`engine.abxy.draft`: ``draft.start``, ``draft.choose``, ``draft.asks``...).
"""

from engine.errors import InvalidInput, RuleViolation

from . import draft
from .creatures import (
    FIELDS,
    MAX_PASSIVE,
    MAX_YAML_BYTES,
    RULE_BUTTONS,
    SHIPPED,
    CreatureCard,
    InvalidCard,
    cards_from_yaml,
    cards_to_yaml,
    is_complete,
    parse_card,
    shipped_name,
)
from .game import FLASH_OPTIONS, PURPOSES, Event, Game, apply, new_game, playable, waiting_for
from .game_contract import GAME, SECRET_CHOICE, AbxyGame, AbxySetup, event_words, seen_by
from .match import DEFAULT_ACTIONS, Button, Creature
from .specials import BY_NAME

__all__ = [
    "BY_NAME", "DEFAULT_ACTIONS", "FIELDS", "FLASH_OPTIONS", "GAME", "MAX_PASSIVE",
    "MAX_YAML_BYTES", "PURPOSES", "RULE_BUTTONS", "SECRET_CHOICE", "SHIPPED",
    "AbxyGame", "AbxySetup", "Button", "Creature", "CreatureCard", "Event", "Game",
    "InvalidCard", "InvalidInput", "RuleViolation",
    "apply", "cards_from_yaml", "cards_to_yaml", "draft", "event_words", "is_complete",
    "new_game", "parse_card", "playable", "seen_by", "shipped_name", "waiting_for",
]
