"""Random legal BATL games keep their books straight: every card of a deck is in the deck,
the hand, the discard pile or in play; HP within 0-20; resources within their pools; the
game ends with one winning team (Hypothesis over seeds, as OpenSpiel's random
play-throughs)."""

import random

from batl_helpers import KNIGHT, MONK
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.batl.events import Event
from engine.batl.game import apply, new_game
from engine.batl.randomplay import candidates
from engine.batl.state import MAX_HP
from engine.battlecon.errors import InvalidInput, RuleViolation


def books_balance(game) -> None:
    for i, p in enumerate(game.players):
        in_play = sum(1 for t in game.in_play if t.owner == i and t.card is not None)
        assert p.library + p.hand + len(p.discard) + in_play == p.deck.size, p.name
        assert 0 <= p.hp <= MAX_HP and p.temp_hp >= 0
        for class_name, held in p.resources:
            pool = p.deck.class_def(class_name).pool
            assert 0 <= held and (pool is None or held <= pool)
        assert (p.out == "hp") == (p.hp == 0) or p.out == "draw"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10 ** 6), st.sampled_from([2, 3, 4]), st.booleans())
def test_random_games_keep_every_card_accounted_for(seed, count, app_dealt):
    rng = random.Random(seed)
    decks = [MONK, KNIGHT, MONK, KNIGHT][:count]
    teams = [[0], [1]] if count == 2 else ([[0, 2], [1]] if count == 3 else [[0, 2], [1, 3]])
    game = new_game(decks, teams, seed=seed if app_dealt else None,
                    diagonals=rng.random() < 0.5)
    for _ in range(600):
        if game.outcome is not None:
            break
        for text in candidates(game, rng):
            try:
                game = apply(game, Event.parse(text))
                break
            except (InvalidInput, RuleViolation):
                continue
        books_balance(game)
        found = [land for _, land in game.field.found]
        assert all(found.count(t) <= 3 for t in set(found) - {"Dirt"})
    if game.outcome is not None:
        winners = game.teams[game.outcome.team]
        assert any(not game.players[p].out for p in winners)
