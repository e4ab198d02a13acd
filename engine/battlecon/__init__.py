"""BattleCON duels and team battles (000 rulebook, 001 for team battles): the engine's public
names. Upper layers (`assistant`, `web`, `app`) import only these, never a submodule
(tests/test_engine_api.py); `GAME` plays the game under the one contract
(`engine.contract.Game`).

A few names are renamed here where two submodules share one: `CORRECTION_KINDS`
(`correction_kinds.KINDS`), `MOVE_KINDS` (`movement.KINDS`), `CARD_PLACES`
(`adjust_cards.PLACES`), `COUNTER_PLACES` (`counters.PLACES`), and `held_force`
(`force.held`). `ruleset` is the function (`ruleset.ruleset`), not its module.
"""

from engine.errors import InvalidInput, RuleViolation

from .adjust import carries_out
from .adjust_beat import STATS, handles, stat_word
from .adjust_cards import PLACES as CARD_PLACES
from .attack_pair import PairStats, Stat, pair_stats
from .beat import BEAT_ENDS, STEPS, apply, pending, window_takes
from .cards import (
    FIGHTERS_DIR,
    MAX_FILE_BYTES,
    CardDataError,
    Catalog,
    LazyFighters,
    YamlProblem,
    default_catalog,
    fighter_from_yaml,
    located_problems,
    parse_yaml,
)
from .correction_kinds import KINDS as CORRECTION_KINDS
from .counters import PLACE_WORDS, on_cards_view
from .counters import PLACES as COUNTER_PLACES
from .decisions import Decision
from .effects import condition_holds, distance, in_play, tokens_anted
from .force import OVERLOADS
from .force import held as held_force
from .game_contract import GAME, BattleconGame, choice_label
from .history import decision_words, movement_board
from .ignoring import IGNORE
from .in_time import by_timing
from .matchup import Matchup, attack_reaches, distance_between, hand_pairs, matchups, who_is_active
from .movement import BOARD_SIZE, RESTRICTIONS, START_POSITIONS, MoveResult, MoveSpec, legal_moves
from .movement import KINDS as MOVE_KINDS
from .passives import has_flag, restricted
from .ruleset import FOURTH, RULESETS, Ruleset, ruleset
from .schema import NEW_DATA, Action, Effect, Fighter, InTimeEvent, Timing
from .set_and_ante import ANTE_SOURCE, ante_options, find_ante, where_is
from .setup import LONE_BONUS_KINDS, DuelSetup, SeatSetup, new_duel, start_markers, suggested_seat
from .state import (
    FORCE_POOL,
    OVERLOAD_COST,
    STARTING_FORCE,
    GameState,
    Kit,
    Phase,
    Why,
    evolve,
    memo,
    split_effect_id,
)
from .teams import everyone, standing
from .time_over import time_over
from .values import disparity, reads_disparity
from .variants import VARIANT_TITLES
from .view import FACE_DOWN, HIDDEN_PHASES, seen_by
from .words import PILE_WORDS, TURN_WORDS

__all__ = [
    "ANTE_SOURCE", "Action", "BEAT_ENDS", "BOARD_SIZE", "BattleconGame", "CARD_PLACES",
    "CORRECTION_KINDS", "COUNTER_PLACES", "CardDataError", "Catalog", "Decision", "DuelSetup",
    "Effect", "FACE_DOWN", "FIGHTERS_DIR", "FORCE_POOL", "FOURTH", "Fighter", "GAME", "GameState",
    "HIDDEN_PHASES", "IGNORE", "InTimeEvent", "InvalidInput", "Kit", "LONE_BONUS_KINDS",
    "LazyFighters", "MAX_FILE_BYTES", "MOVE_KINDS", "Matchup", "MoveResult", "MoveSpec",
    "NEW_DATA", "OVERLOADS", "OVERLOAD_COST", "PILE_WORDS", "PLACE_WORDS", "PairStats", "Phase",
    "RESTRICTIONS", "RULESETS", "RuleViolation", "Ruleset", "STARTING_FORCE", "START_POSITIONS",
    "STATS", "STEPS", "SeatSetup", "Stat", "TURN_WORDS", "Timing", "VARIANT_TITLES", "Why",
    "YamlProblem", "ante_options", "apply", "attack_reaches", "by_timing", "carries_out",
    "choice_label", "condition_holds", "decision_words", "default_catalog", "disparity",
    "distance", "distance_between", "everyone", "evolve", "fighter_from_yaml", "find_ante",
    "hand_pairs", "handles", "has_flag", "held_force", "in_play", "legal_moves",
    "located_problems", "matchups", "memo", "movement_board", "new_duel", "on_cards_view",
    "pair_stats", "parse_yaml", "pending", "reads_disparity", "restricted", "ruleset", "seen_by",
    "split_effect_id", "standing", "start_markers", "stat_word", "suggested_seat", "time_over",
    "tokens_anted", "where_is", "who_is_active", "window_takes",
]
