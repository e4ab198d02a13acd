"""The BATL turn: who goes first, opening hands and redraws, the draws, the two actions, one
class ability, one equip, the hand limit at the end, and turn order between teams
(004 "Setup", "Playing the Game", "Special Rules")."""

import pytest
from batl_helpers import KNIGHT, MONK, pass_turn, two_player

from engine.batl.events import Event
from engine.batl.game import apply, new_game, replay, waiting_for
from engine.battlecon.errors import InvalidInput, RuleViolation


def refused(game, text, match):
    with pytest.raises(RuleViolation, match=match):
        apply(game, Event.parse(text))


def test_the_player_who_plays_first_draws_one_on_the_first_turn():
    game = two_player("play")
    assert game.turn.player == 0 and game.turn.drew == 1
    assert game.players[0].hand == 7 and game.players[0].library == 60 - 7


def test_the_player_who_draws_first_goes_second_and_draws_two():
    game = two_player("draw")
    assert game.turn.player == 1 and game.turn.drew == 1  # player 2 plays first now
    game = replay(game, ["end 1"])
    assert game.turn.player == 0 and game.turn.drew == 2 and game.players[0].hand == 8


def test_only_the_roll_winner_chooses_who_plays_first():
    game = new_game([MONK, KNIGHT], [[0], [1]], roll=1, seed=1)
    refused(game, "first 0 play", "won the roll")
    assert replay(game, ["first 1 play", "keep 0", "keep 1"]).turn.player == 1


def test_each_redraw_costs_a_draw_of_the_first_turn():
    game = replay(new_game([MONK, KNIGHT], [[0], [1]], seed=1), ["first 0 play", "redraw 1"])
    assert game.players[1].first_draws == 1 and game.players[1].hand == 6
    assert game.players[1].library == 54  # the old hand went back into the deck
    game = replay(game, ["redraw 1"])
    assert game.players[1].kept  # no draw left: the hand is kept
    game = replay(game, ["redraw 0"])
    assert game.turn.player == 0 and game.turn.drew == 0
    game = replay(game, ["end 0"])
    assert game.turn.player == 1 and game.turn.drew == 0


def test_opening_hands_wait_for_every_player():
    game = replay(new_game([MONK, KNIGHT], [[0], [1]], seed=1), ["first 0 play"])
    assert waiting_for(game) == (0, 1)
    game = replay(game, ["keep 1"])
    assert waiting_for(game) == (0,) and game.turn is None
    refused(game, "keep 1", "has kept")


def test_a_turn_gives_two_actions():
    game = two_player(starts={0: (0, 0), 1: (5, 5)})
    game = replay(game, ["move 0 A2", "move 0 A3"])
    assert game.turn.used == 2
    refused(game, "move 0 A4", "no action left: 2 taken")


def test_haste_gives_an_extra_action():
    game = two_player(starts={0: (0, 0), 1: (5, 5)})
    game = replay(game, ["play 0 Haste", "move 0 A2", "move 0 A3", "move 0 A4"])
    assert game.turn.actions == 3 and game.players[0].square == (0, 3)


def test_a_move_goes_at_most_the_movement_speed():
    game = two_player(starts={0: (0, 0), 1: (5, 5)})
    refused(game, "move 0 A3", "not within Player 1's Movement Speed of 1")


def test_equipment_that_raises_movement_speed_moves_further():
    game = replay(two_player(starts={0: (0, 0), 1: (5, 5)}), ["equip 0 Sandals", "move 0 A3"])
    assert game.players[0].square == (0, 2)


def test_one_class_ability_a_turn():
    game = replay(two_player(), ["play 0 Ki", "ability 0 Monk"])
    assert game.turn.ability
    game = replay(game, ["play 0 Ki"])
    refused(game, "ability 0 Monk", "one a turn")


def test_one_equip_a_turn_and_unequip_is_free():
    game = replay(two_player(), ["equip 0 Staff"])
    refused(game, "equip 0 Robe", "one equipment may be equipped a turn")
    game = replay(game, ["unequip 0 Staff"])
    assert game.players[0].hand == 7  # 7 after the draw, -1 equipped, +1 back


def test_an_equipment_slot_holds_one_piece():
    game = replay(two_player(), ["equip 0 Great Club", "end 0", "end 1"])
    refused(game, "equip 0 Staff", "slot is taken")


def test_the_hand_limit_of_eight_is_checked_at_the_end_of_the_turn():
    game = replay(two_player("draw"), ["end 1"])  # player 1: 6 + 2 = 8
    game = replay(game, ["adjust 0 hand|2"])
    assert game.players[0].hand == 10  # above the limit during the turn is fine
    game = replay(game, ["end 0"])
    assert game.turn.player == 0 and game.turn.step == "discard"
    refused(game, "move 0 A2", "Discard step")
    game = replay(game, ["discard 0 Palm"])
    assert game.turn.player == 0
    game = replay(game, ["discard 0 Kick"])
    assert game.turn.player == 1 and game.players[0].discard == ("Palm", "Kick")


def test_only_the_active_player_takes_actions():
    refused(two_player(), "move 1 E6", "Player 1's turn")


def test_teams_take_turns_back_and_forth_and_skip_the_defeated():
    game = new_game([MONK, KNIGHT, MONK, KNIGHT], [[0, 2], [1, 3]], seed=3)
    game = replay(game, ["first 0 play", "keep 0", "keep 1", "keep 2", "keep 3"])
    order = [game.turn.player]
    for _ in range(4):
        game = pass_turn(game)
        order.append(game.turn.player)
    assert order == [0, 1, 2, 3, 0]
    game = replay(game, ["adjust 1 hp|-20"])  # player 2 is out
    assert game.players[1].out == "hp"
    order = [game.turn.player]
    for _ in range(3):
        game = pass_turn(game)
        order.append(game.turn.player)
    assert order == [0, 3, 2, 3]


def test_a_lone_player_against_a_pair_plays_after_each_of_theirs():
    game = new_game([MONK, KNIGHT, MONK], [[0, 2], [1]], seed=3)
    game = replay(game, ["first 0 play", "keep 0", "keep 1", "keep 2"])
    order = [game.turn.player]
    for _ in range(4):
        game = pass_turn(game)
        order.append(game.turn.player)
    assert order == [0, 1, 2, 1, 0]
    assert game.field.size == 7


def test_only_the_very_first_turn_draws_one_in_a_team_game():
    game = new_game([MONK, KNIGHT, MONK, KNIGHT], [[0, 2], [1, 3]], seed=3)
    game = replay(game, ["first 0 play", "keep 0", "keep 1", "keep 2", "keep 3"])
    drawn = [game.turn.drew]
    for _ in range(3):
        game = pass_turn(game)
        drawn.append(game.turn.drew)
    assert drawn == [1, 2, 2, 2]


def test_a_player_in_no_team_is_refused():
    with pytest.raises(InvalidInput, match="exactly one team"):
        new_game([MONK, KNIGHT], [[0]], seed=1)
