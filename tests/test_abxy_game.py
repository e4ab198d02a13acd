"""ABXY rounds (003 "Setup" 3, "Gameplay": Input, Resolution, Reset; "Dealing With Defeat")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.abxy.game import Event, Game, apply, new_game, playable, waiting_for
from engine.abxy.match import Button, Creature
from engine.battlecon.errors import InvalidInput

A, B, X, Y = Button.A, Button.B, Button.X, Button.Y


def team(prefix: str, weights=(3, 5, 7)) -> tuple[Creature, ...]:
    return tuple(Creature(f"{prefix}{i}", w) for i, w in enumerate(weights))


def started(active=(0, 0), weights0=(3, 5, 7), weights1=(4, 6, 8)) -> Game:
    game = new_game(team("a", weights0), team("z", weights1))
    game = apply(game, Event("active", 0, (active[0],)))
    return apply(game, Event("active", 1, (active[1],)))


def both(game: Game, mine: tuple[Button, Button], theirs: tuple[Button, Button]) -> Game:
    """Player 1 inputs ``mine`` (first, second), then player 2 ``theirs``."""
    game = apply(game, Event("input", 0, mine))
    return apply(game, Event("input", 1, theirs))


def test_active_fighters_stay_secret_until_both_have_chosen():
    game = apply(new_game(team("a"), team("z")), Event("active", 1, (2,)))
    assert game.match is None and waiting_for(game) == (0,)
    game = apply(game, Event("active", 0, (1,)))
    assert game.match.name(0) == "a1" and game.match.name(1) == "z2"


def test_a_player_cannot_choose_an_active_fighter_twice():
    game = apply(new_game(team("a"), team("z")), Event("active", 0, (0,)))
    with pytest.raises(InvalidInput, match="nothing to choose"):
        apply(game, Event("active", 0, (1,)))


def test_the_first_and_second_buttons_are_two_different_cards():
    with pytest.raises(InvalidInput, match="two different"):
        apply(started(), Event("input", 0, (A, A)))


def test_the_first_pair_is_resolved_once_both_players_have_chosen():
    game = apply(started(), Event("input", 0, (A, B)))
    assert game.match.side(1).fighter.health == "healthy" and waiting_for(game) == (1,)
    game = apply(game, Event("input", 1, (Y, B)))
    assert game.phase == "reveal" and game.revealed == 1
    assert game.match.side(1).fighter.health == "damaged"  # a's Fight against z's Taunt
    assert [r.pair for r in game.results] == [1]


def test_the_second_pair_resolves_when_revealed_and_the_next_round_begins():
    game = both(started(), (A, B), (Y, B))
    game = apply(game, Event("reveal", 1))
    assert game.round == 2 and game.inputs == (None, None) and game.phase == "input"
    assert game.match.side(1).fighter.health == "damaged"
    assert [(r.round, r.pair) for r in game.results] == [(1, 1), (1, 2)]


def test_locked_out_buttons_stay_out_at_the_reset():
    game = both(started(), (Y, A), (B, A))  # z's Defend is taunted: B locked out
    game = apply(game, Event("reveal", 0))
    assert game.round == 2 and B not in playable(game, 1)
    with pytest.raises(InvalidInput, match="B is locked out"):
        apply(game, Event("input", 1, (B, A)))


def test_a_switch_waits_for_the_switching_players_choice():
    game = both(started(), (X, B), (B, A))
    assert game.phase == "answer" and game.pending.player == 0
    assert game.pending.purpose == "switch" and game.pending.options == (1, 2)
    game = apply(game, Event("answer", 0, (2,)))
    assert game.match.name(0) == "a2" and game.phase == "reveal"


def test_an_answer_must_be_one_of_the_options():
    game = both(started(), (X, B), (B, A))
    with pytest.raises(InvalidInput, match="not one of the choices"):
        apply(game, Event("answer", 0, (0,)))


def test_taunt_override_asks_the_taunting_player_about_the_foes_creatures():
    game = both(started(), (Y, B), (X, B))
    assert game.pending.player == 0 and game.pending.purpose == "override"
    assert game.pending.team == 1
    game = apply(game, Event("answer", 0, (2,)))
    assert game.match.name(1) == "z2"


def test_a_fighter_defeated_in_the_first_pair_is_replaced_and_the_second_pair_uses_the_new_one():
    # a0 (3) is lighter: it damages z0 twice over two rounds; in round 2 z0 is defeated by
    # the first pair and z's second button is played by the creature that replaced it.
    game = both(started(), (A, B), (Y, B))
    game = apply(game, Event("reveal", 0))
    game = both(game, (A, B), (A, X))
    assert game.phase == "answer" and game.pending.purpose == "replace"
    game = apply(game, Event("answer", 1, (2,)))
    assert game.match.side(1).team[0].defeated and game.match.name(1) == "z2"
    game = apply(game, Event("reveal", 0))
    # the second pair: a0's Defend against z2's Switch: z2 switches out for z1
    assert game.match.name(1) == "z1"
    switched = [n for n in game.results[-1].notes if n.kind == "abxy.switches"]
    assert [(n["player"], n["name"], n["new"]) for n in switched] == [(1, "z2", "z1")]


def test_a_defeated_fighters_unresolved_button_does_nothing():
    # z0 already damaged, a0 lighter: a0's Fight defeats z0 before z0's Fight resolves.
    game = both(started(), (A, B), (Y, B))
    game = apply(game, Event("reveal", 0))
    game = both(game, (A, B), (A, B))
    game = apply(game, Event("answer", 1, (1,)))
    assert game.match.side(0).fighter.health == "healthy"
    late = [n for n in game.results[-1].notes if n.kind == "abxy.defeated_before_acting"]
    assert [(n["player"], n["name"], n["button"]) for n in late] == [(1, "z0", "A")]


def test_the_match_ends_when_a_team_has_no_creature_left_and_nothing_more_is_taken():
    game = started(weights0=(3,), weights1=(4,))
    game = both(game, (A, B), (Y, B))
    game = apply(game, Event("reveal", 0))
    game = both(game, (A, B), (Y, B))
    assert game.winner == 0 and game.phase == "over" and waiting_for(game) == ()
    with pytest.raises(InvalidInput, match="over"):
        apply(game, Event("input", 0, (A, B)))


def test_an_event_prints_and_parses_itself():
    for event in (Event("input", 1, (A, X)), Event("active", 0, (3,)), Event("reveal", 1),
                  Event("answer", 0, (1,))):
        assert Event.parse(str(event)) == event


@pytest.mark.parametrize("text", ["", "input 0 A", "input 2 A B", "input 0 A Q", "swap 0 1",
                                  "active 0 x", "reveal 0 1"])
def test_a_malformed_event_is_refused_with_a_reason(text):
    with pytest.raises(InvalidInput):
        Event.parse(text)


def test_an_input_out_of_turn_says_what_the_game_waits_for():
    with pytest.raises(InvalidInput, match="waits for player 1 and player 2 to choose two"):
        apply(started(), Event("reveal", 0))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_random_legal_play_keeps_locked_buttons_out_and_ends_with_a_team_gone(data):
    weights = st.lists(st.integers(1, 9), min_size=1, max_size=5)
    game = new_game(team("a", tuple(data.draw(weights))), team("z", tuple(data.draw(weights))))
    for _ in range(400):
        if game.phase == "over":
            break
        player = waiting_for(game)[0]
        if game.phase == "active":
            event = Event("active", player,
                          (data.draw(st.integers(0, len(game.teams[player]) - 1)),))
        elif game.phase == "input":
            allowed = playable(game, player)
            pair = data.draw(st.permutations(allowed))[:2]
            event = Event("input", player, tuple(pair))
        elif game.phase == "answer":
            event = Event("answer", player, (data.draw(st.sampled_from(game.pending.options)),))
        else:
            event = Event("reveal", player)
        game = apply(game, event)
        if game.match is not None:
            for side in game.match.sides:
                assert len(side.locked) < 3 and not side.fighter.defeated or game.winner is not None
    if game.phase == "over":
        loser = game.match.side(1 - game.winner)
        assert all(c.defeated for c in loser.team)


def test_a_creature_is_set_damaged_by_hand_for_a_passive_ability_at_the_start_of_a_round():
    game = apply(started(), Event("adjust", 1, (0, "damaged")))
    assert game.match.side(1).fighter.health == "damaged"
    last = game.match.notes[-1]
    assert (last.kind, last["player"], last["creature"], last["health"]) == (
        "abxy.set_creature_by_hand", 1, 0, "damaged")
    game = apply(game, Event.parse("adjust 1 0 healthy"))
    assert game.match.side(1).fighter.health == "healthy"


def test_a_button_is_locked_out_or_given_back_by_hand_but_never_a_third():
    game = apply(started(), Event.parse("adjust 0 B on"))
    game = apply(game, Event.parse("adjust 0 X on"))
    assert game.match.side(0).locked == {B, X} and B not in playable(game, 0)
    with pytest.raises(InvalidInput, match="third"):
        apply(game, Event.parse("adjust 0 A on"))
    assert apply(game, Event.parse("adjust 0 B off")).match.side(0).locked == {X}


def test_no_correction_by_hand_once_a_player_has_chosen_buttons():
    game = apply(started(), Event("input", 0, (A, B)))
    with pytest.raises(InvalidInput, match="start of a round"):
        apply(game, Event.parse("adjust 1 0 damaged"))
