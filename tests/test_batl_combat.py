"""BATL combat and the ways to win: ATK less DEF as damage, temporary HP, the HP cap of 20;
HP to 0, the three Triune pieces, an opponent unable to draw; teams (004 "Intro",
"Combat", "Setup", "Special Rules")."""

import pytest
from batl_helpers import KNIGHT, MONK, pass_turn, two_player
from hypothesis import given
from hypothesis import strategies as st

from engine.batl.combat import attack_damage, heal, take_damage
from engine.batl.events import Event
from engine.batl.field import Field
from engine.batl.game import apply, new_game, replay
from engine.batl.state import MAX_HP
from engine.battlecon.errors import RuleViolation

NEXT_TO = {0: (0, 0), 1: (1, 0)}


@given(st.integers(0, 30), st.integers(0, 30))
def test_damage_is_atk_minus_def_never_below_zero(atk, defense):
    assert attack_damage(atk, defense) == max(0, atk - defense)


@given(st.integers(0, 20), st.integers(0, 10), st.integers(0, 40))
def test_temporary_hp_takes_damage_first_and_hp_stops_at_zero(hp, temp, damage):
    left, temp_left = take_damage(hp, temp, damage)
    assert temp_left == max(0, temp - damage)
    assert left == max(0, hp - max(0, damage - temp))


@given(st.integers(0, 20), st.integers(0, 30))
def test_healing_never_goes_above_twenty(hp, amount):
    assert heal(hp, amount) == min(MAX_HP, hp + amount)


def test_an_attack_deals_atk_less_the_targets_def():
    game = replay(two_player(starts=NEXT_TO), ["attack 0 1"])  # Monk 1 vs Knight DEF 1
    hit = game.notes[-1]
    assert game.players[1].hp == 20 and hit.kind == "batl.attacks"
    assert (hit["atk"], hit["defense"], hit["damage"], hit["hp"]) == (1, 1, 0, 20)
    game = pass_turn(game)
    game = replay(game, ["attack 1 0"])  # Knight 2 vs Monk DEF 0
    assert game.players[0].hp == 18


def test_temporary_hp_absorbs_an_attack_first():
    game = pass_turn(replay(two_player(starts=NEXT_TO), ["play 0 Stone Skin"]))
    game = replay(game, ["attack 1 0"])
    assert (game.players[0].hp, game.players[0].temp_hp) == (20, 0)
    game = replay(game, ["attack 1 0"])
    assert game.players[0].hp == 18


def test_healing_is_capped_at_twenty_but_temporary_hp_is_not():
    game = replay(two_player(), ["adjust 0 hp|-2", "play 0 Mend", "play 0 Stone Skin"])
    assert game.players[0].hp == 20 and game.players[0].temp_hp == 2


def test_an_attack_needs_the_target_in_range():
    game = two_player(starts={0: (0, 0), 1: (2, 0)})
    with pytest.raises(RuleViolation, match="out of range: Player 1 reaches 1 square"):
        apply(game, Event.parse("attack 0 1"))
    assert replay(game, ["equip 0 Ring", "attack 0 1"]).turn.used == 1


def test_a_corner_is_in_range_only_when_corners_count():
    corner = {0: (0, 0), 1: (1, 1)}
    with pytest.raises(RuleViolation, match="out of range"):
        apply(two_player(starts=corner), Event.parse("attack 0 1"))
    assert replay(two_player(starts=corner, diagonals=True), ["attack 0 1"]).turn.used == 1


def test_a_player_at_zero_hp_loses():
    game = replay(two_player(starts=NEXT_TO), ["adjust 1 hp|-18"])
    game = pass_turn(game)
    game = replay(game, ["adjust 0 hp|-18"])
    game = pass_turn(game)
    game = replay(game, ["play 0 Hit", "play 0 Haste", "attack 0 1"])  # 2 - 1 = 1
    assert game.outcome is None and game.players[1].hp == 1
    game = replay(game, ["attack 0 1"])
    assert game.outcome is not None and game.outcome.team == 0 and game.outcome.reason == "hp"
    assert game.phase == "over" and game.players[1].out == "hp"
    with pytest.raises(RuleViolation, match="game is over"):
        apply(game, Event.parse("end 0"))


def test_holding_all_three_triune_pieces_wins():
    lands = ("Triune",) * 3 + ("Dirt",) * 33
    game = new_game([MONK, KNIGHT], [[0], [1]], seed=1, starts={0: (0, 0), 1: (5, 5)})
    game = replay(game.__class__(**{**game.__dict__, "field": Field(6, lands)}),
                  ["first 0 play", "keep 0", "keep 1", "play 0 Haste", "search 0", "move 0 B1",
                   "search 0"])
    assert game.players[0].treasures == ("Triune", "Triune") and game.outcome is None
    game = pass_turn(game)
    game = pass_turn(game)
    game = replay(game, ["move 0 C1", "search 0"])
    assert game.outcome.reason == "triune" and game.outcome.team == 0
    assert "holds all three Triune pieces" in game.outcome.text


def test_a_player_who_cannot_draw_loses():
    game = replay(two_player(), ["adjust 1 deck|-52"])  # Knight: 54 - 52 = 2 left
    game = pass_turn(game)
    assert game.players[1].library == 0 and game.outcome is None
    game = pass_turn(pass_turn(game))  # the Knight's next Draw step finds the deck empty
    assert game.outcome.team == 0 and game.outcome.reason == "draw"
    assert game.players[1].out == "draw"


def test_a_team_wins_when_every_opponent_is_out():
    game = new_game([MONK, KNIGHT, MONK, KNIGHT], [[0, 2], [1, 3]], seed=3)
    game = replay(game, ["first 0 play", "keep 0", "keep 1", "keep 2", "keep 3",
                         "adjust 1 hp|-20"])
    assert game.outcome is None
    game = replay(game, ["adjust 3 hp|-20"])
    assert game.outcome.team == 0 and "Player 1 and Player 3 win" in game.outcome.text


def test_a_treasure_discarded_from_hand_returns_next_to_its_player():
    lands = ("Spring",) + ("Dirt",) * 35
    game = new_game([MONK, KNIGHT], [[0], [1]], seed=1, starts={0: (0, 0), 1: (5, 5)})
    game = replay(game.__class__(**{**game.__dict__, "field": Field(6, lands)}),
                  ["first 0 play", "keep 0", "keep 1", "search 0"])
    with pytest.raises(RuleViolation, match="next to Player 1"):
        apply(game, Event.parse("treasure 0 Spring|C1"))
    game = replay(game, ["treasure 0 Spring|B1"])
    assert game.players[0].treasures == () and game.field.lying == (((1, 0), "Spring"),)
    game = replay(game, ["play 0 Haste", "move 0 B1", "search 0"])  # B1's land and the Spring
    assert game.players[0].treasures == ("Spring",) and game.field.lying == ()


def test_a_search_is_an_action_on_the_characters_own_square():
    game = replay(two_player(seed=2), ["search 0"])
    assert game.turn.used == 1 and game.field.searched((0, 0))
    assert not game.field.searched((1, 0))
    with pytest.raises(RuleViolation, match="A1 is searched already and nothing lies there"):
        apply(game, Event.parse("search 0"))


def test_a_treasure_played_from_hand_leaves_the_game():
    lands = ("Apple",) + ("Dirt",) * 35
    game = new_game([MONK, KNIGHT], [[0], [1]], seed=1, starts={0: (0, 0), 1: (5, 5)})
    game = replay(game.__class__(**{**game.__dict__, "field": Field(6, lands)}),
                  ["first 0 play", "keep 0", "keep 1", "search 0", "play 0 Apple"])
    assert game.players[0].treasures == () and game.field.lying == ()
    assert "Apple" not in game.players[0].discard
    assert game.players[0].resources == ()  # no cost, no class: no resource
