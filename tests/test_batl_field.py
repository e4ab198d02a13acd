"""The BATL field: its size for 2-4 players, the standard land deck, squares, reach and the
starting corners (004 "Setup", "Special Rules")."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.batl.field import (
    Field,
    deal,
    distance,
    field_size,
    label,
    land_deck,
    parse_square,
    reachable,
    start_squares,
)
from engine.battlecon.errors import InvalidInput


@pytest.mark.parametrize(("players", "side"), [(2, 6), (3, 7), (4, 8)])
def test_field_grows_one_card_each_way_per_extra_player(players, side):
    assert field_size(players) == side
    assert len(land_deck(side)) == side * side


@pytest.mark.parametrize("players", [1, 5])
def test_batl_is_for_two_to_four_players(players):
    with pytest.raises(InvalidInput, match="2, 3 or 4"):
        field_size(players)


def test_standard_land_deck_has_eleven_treasures_and_twenty_five_dirt():
    counts = Counter(land_deck(6))
    assert counts == {"Triune": 3, "Spring": 2, "Apple": 2, "Shrine": 2, "Jewel": 2,
                      "Dirt": 25}


@pytest.mark.parametrize(("side", "dirt"), [(7, 49 - 11), (8, 64 - 11)])
def test_extra_land_cards_of_a_bigger_field_are_dirt(side, dirt):
    counts = Counter(land_deck(side))
    assert counts["Dirt"] == dirt and counts["Triune"] == 3 and sum(counts.values()) == side ** 2


@given(st.integers(0, 10 ** 9))
def test_a_dealt_field_is_the_land_deck_shuffled_and_the_seed_repeats_it(seed):
    field = deal(6, seed)
    assert Counter(field) == Counter(land_deck(6))
    assert deal(6, seed) == field


def test_different_seeds_deal_different_fields():
    assert len({deal(6, seed) for seed in range(20)}) > 15


def test_squares_are_a_column_letter_and_a_row_number():
    assert label((0, 0)) == "A1" and label((5, 5)) == "F6"
    assert parse_square("c4", 6) == (2, 3)
    with pytest.raises(InvalidInput, match="off the field: squares run from A1 to F6"):
        parse_square("G1", 6)
    with pytest.raises(InvalidInput, match="not a square"):
        parse_square("4C", 6)


def test_a_step_is_to_a_side_unless_corners_count():
    assert distance((0, 0), (1, 1)) == 2
    assert distance((0, 0), (1, 1), diagonals=True) == 1


def test_movement_never_passes_through_a_taken_square():
    # A1 with B1 and A2 taken: boxed in
    assert reachable((0, 0), 3, 6, frozenset({(1, 0), (0, 1)})) == {}
    around = reachable((0, 0), 2, 6, frozenset({(1, 0)}))
    assert (2, 0) not in around and around[(0, 2)] == 2


def test_two_players_start_in_opposite_corners():
    assert start_squares(((0,), (1,)), 6) == {0: (0, 0), 1: (5, 5)}


def test_two_teams_start_on_opposing_sides():
    squares = start_squares(((0, 2), (1, 3)), 8)
    assert {squares[0][1], squares[2][1]} == {0} and {squares[1][1], squares[3][1]} == {7}
    assert len(set(squares.values())) == 4


def test_a_table_dealt_field_refuses_a_fourth_triune():
    field = Field(6)
    for square in ((0, 0), (1, 0), (2, 0)):
        field, land = field.search(square, "triune")
        assert land == "Triune"
    with pytest.raises(InvalidInput, match="every Triune card"):
        field.search((3, 0), "Triune")
    assert field.left_to_find()["Triune"] == 0


def test_a_square_is_searched_once():
    field, _ = Field(6, deal(6, 1)).search((0, 0))
    with pytest.raises(InvalidInput, match="already been searched"):
        field.search((0, 0))
