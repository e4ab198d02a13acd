"""Playing BATL cards: resources by class, Resource cards, costs, Combo prerequisites, the
Same Name Rule, PERMANENT and HIDDEN cards, standups (004 "Deck Card Types", "Playing the
Game", "Special Rules")."""

import pytest
from batl_helpers import MONK, pass_turn, two_player

from engine.batl.events import Event
from engine.batl.game import apply, replay
from engine.battlecon.errors import InvalidInput, RuleViolation


def refused(game, text, match, error=RuleViolation):
    with pytest.raises(error, match=match):
        apply(game, Event.parse(text))


def test_a_basic_card_without_a_cost_gives_one_resource_of_its_class():
    game = replay(two_player(), ["play 0 Palm"])
    assert game.players[0].resource("Monk") == 1 and game.players[0].hand == 6


def test_a_resource_card_gives_two_at_once():
    game = replay(two_player(), ["play 0 Ki"])
    assert game.players[0].resource("Monk") == 2


def test_the_resource_pool_holds_no_more_than_its_size():
    game = replay(two_player(), ["play 0 Ki", "play 0 Palm"])
    assert game.players[0].resource("Monk") == 2


def test_a_card_with_a_cost_is_paid_and_gives_no_resource():
    game = replay(two_player(), ["play 0 Ki", "play 0 Meditate"])
    assert game.players[0].resource("Monk") == 1


def test_a_cost_needs_the_resource_held():
    game = replay(two_player(), ["play 0 Palm", "play 0 Ki"])
    game = replay(game, ["ability 0 Monk", "play 0 Hit"])  # Flow spent both Ki; +1 from Hit
    assert game.players[0].resource("Monk") == 1
    game = replay(game, ["adjust 0 Monk|-1"])
    refused(game, "play 0 Meditate", "costs 1 Ki; Player 1 has 0")


def test_a_class_without_a_resource_card_gives_no_resource():
    game = replay(two_player(), ["play 0 Wooden Bear|B1"])
    assert game.players[0].resources == ()  # no Druid Resource card: no Druid pool
    played = game.notes[0]
    assert (played.kind, played["class_name"], played["pool"], played["gains"]) == (
        "batl.plays_card", "Druid", False, ())


def test_a_combo_card_needs_a_card_of_its_class_played_first_this_turn():
    game = replay(two_player(), ["adjust 0 Monk|1"])
    refused(game, "play 0 Meditate", "Combo card: play another Monk card first")
    assert replay(game, ["play 0 Palm", "play 0 Meditate"]).players[0].resource("Monk") == 1


def test_a_resource_card_meets_a_combo_prerequisite():
    game = replay(two_player(), ["play 0 Ki", "play 0 Echo"])
    assert game.players[0].hand == 7 - 2 + 1  # Echo draws one


def test_the_combo_prerequisite_does_not_carry_over_to_the_next_turn():
    game = pass_turn(pass_turn(replay(two_player(), ["play 0 Ki"])))
    refused(game, "play 0 Echo", "Combo card")


def test_same_name_rule_waits_for_the_first_card_to_resolve():
    game = replay(two_player(), ["play 0 Hit"])
    refused(game, "play 0 Hit", "Hit is still in play .Player 1's.: a card of the same name")
    game = pass_turn(pass_turn(game))  # Hit resolved at the end of its turn
    assert replay(game, ["play 0 Hit"]).in_play[-1].name == "Hit"


def test_cards_with_the_same_effect_and_different_names_stack():
    game = replay(two_player(), ["play 0 Hit", "play 0 Vow", "equip 0 Robe"])
    from engine.batl.state import stat
    assert stat(game, 0, "atk")[0] == 2 and stat(game, 0, "defense")[0] == 2


def test_a_permanent_card_stays_in_play_until_removed():
    game = replay(two_player(), ["play 0 Vow"])
    for _ in range(4):
        game = pass_turn(game)
    vow = next(t for t in game.in_play if t.name == "Vow")
    game = replay(game, [f"resolve 0 {vow.id}"])
    assert "Vow" in game.players[0].discard and not game.in_play


def test_a_card_lasting_until_the_next_turn_resolves_at_its_start():
    game = replay(two_player(), ["play 0 Palm", "play 0 Meditate"])
    game = pass_turn(game)
    assert [t.name for t in game.in_play] == ["Meditate"]
    game = pass_turn(game)
    assert game.in_play == () and game.players[0].discard[-1] == "Meditate"


def test_a_hidden_card_goes_face_down_on_an_unsearched_square():
    game = replay(two_player(seed=1), ["play 0 Snare|C3"])
    snare = game.in_play[-1]
    assert snare.hidden and snare.square == (2, 2)
    assert "Snare" not in " ".join(map(str, game.notes))  # the notes never name it
    assert "Snare" not in repr([n.values for n in game.notes])  # nor their values
    played = [n for n in game.notes if n.kind == "batl.plays_card"]
    assert [(n["card"], n["hidden"]) for n in played] == [(None, True)]
    game = replay(game, [f"trigger 0 {snare.id}", "search 0"])
    refused(game, "play 0 Snare|A1", "A1 is searched")


def test_another_players_face_down_card_does_not_block_a_card_of_its_name():
    game = pass_turn(replay(two_player(seed=1, decks=(MONK, MONK)), ["play 0 Snare|C3"]))
    game = replay(game, ["play 1 Snare|D4"])  # refusing would tell Player 2 what lies on C3
    assert [t.name for t in game.in_play] == ["Snare", "Snare"]


def test_searching_a_hidden_cards_square_reveals_it():
    game = replay(two_player(seed=1, starts={0: (0, 0), 1: (2, 3)}), ["play 0 Snare|C3"])
    game = pass_turn(game)
    game = replay(game, ["move 1 C3", "search 1"])
    search = game.notes[-1]
    assert not game.in_play[-1].hidden and search.kind == "batl.searches"
    assert (search["square"], search["revealed"]) == ((2, 2), (("Player 1", "Snare"),))


def test_only_the_owner_triggers_a_hidden_card_and_it_then_resolves():
    game = replay(two_player(seed=1), ["play 0 Snare|C3"])
    item = game.in_play[-1].id
    refused(game, f"trigger 1 {item}", "only a HIDDEN card's owner")
    game = replay(game, [f"trigger 0 {item}"])
    assert game.in_play == () and game.players[0].discard == ("Snare",)


def test_a_standup_takes_a_free_square_and_can_be_destroyed():
    game = replay(two_player(starts={0: (0, 0), 1: (2, 0)}), ["play 0 Wooden Bear|B1"])
    refused(game, "play 0 Wooden Bear|B1", "still in play")
    bear = game.in_play[-1]
    assert bear.hp == 3 and bear.square == (1, 0)
    game = pass_turn(game)
    game = replay(game, [f"attack 1 #{bear.id}"])  # Knight ATK 2 - bear DEF 1 = 1
    assert game.in_play[-1].hp == 2
    game = replay(game, [f"attack 1 #{bear.id}"])
    assert game.in_play[-1].hp == 1


def test_every_copy_played_or_discarded_leaves_none_to_play():
    game = two_player()
    for _ in range(4):
        game = replay(game, ["play 0 Palm"])
    refused(game, "play 0 Palm", "all 4 of Palm")


def test_a_card_not_in_the_deck_list_is_refused_with_the_fix():
    refused(two_player(), "play 0 Fireball", "not in Player 1's deck list: add it",
            InvalidInput)


def test_equipment_is_equipped_not_played():
    refused(two_player(), "play 0 Staff", "Staff is Equipment: equip it instead")


def test_a_class_ability_needs_a_resource_card_of_its_class():
    from engine.batl.cards import ClassDef, Deck, Effect
    druid = ClassDef("Druid", "Sap", None, "Grow", 0, Effect(heal=1))
    deck = Deck("M", MONK.character, MONK.classes + (druid,), MONK.cards)
    game = two_player(decks=(deck, MONK))
    refused(game, "ability 0 Druid", "no Druid Resource card")
