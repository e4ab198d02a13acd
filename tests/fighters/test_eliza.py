"""Eliza's Genre cards (unique ability Realm Bound Mascot) are resolved by hand: the app offers
their prompt when her attack hits (fighters/eliza.yaml; 000 "In-Time Triggers")."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start

GENRE_PROMPT = "ua:Realm Bound Mascot#0"


def test_hitting_offers_her_optional_genre_card_prompt():
    # Literary Worldbook: priority 1 + 2 = 3 beats Chained Aegis (0 - 1 = -1); Literary
    # advances her 3 -> 4 and Worldbook (range 1~6) hits at distance 1: the beat runs on by
    # itself up to the hit, where the Genre prompt waits and may be skipped.
    state = set_and_ante(start("eliza", "eligor"), ("Literary", "Worldbook"), ("Chained", "Aegis"))
    assert state.positions == (4, 5)
    assert state.cursor.step == "hit"
    options = pending(state).options
    assert Decision(0, "trigger", GENRE_PROMPT) in options
    assert Decision(0, "decline", GENRE_PROMPT) in options
