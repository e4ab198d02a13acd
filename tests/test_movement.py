"""Standup movement (000 "Movement" and its sub-sections), two-player board of spaces 1..7.

The rulebook's pictures are missing, so each example states the board it assumes: positions
are (seat 0's space, seat 1's space), and the fighter named in the example is seat 0 unless
the test says otherwise. Expected positions are worked out by hand from the rules.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.battlecon.errors import InvalidInput
from engine.battlecon.movement import (
    BOARD_SIZE,
    KINDS,
    RESTRICTIONS,
    START_POSITIONS,
    MoveSpec,
    distance,
    legal_moves,
    side_of,
)


def ends(results):
    """The end positions of a tuple of results, in order."""
    return [r.positions for r in results]


# --- board and range ------------------------------------------------------------------------


def test_standups_start_on_the_third_and_fifth_spaces():
    assert START_POSITIONS == (3, 5)
    assert BOARD_SIZE == 7


def test_range_counts_the_own_space_as_zero():
    assert distance((3, 5)) == 2
    assert distance((4, 3)) == 1
    assert distance((1, 7)) == 6


def test_side_of_tells_who_stands_left():
    assert side_of((3, 5), 0) == -1
    assert side_of((3, 5), 1) == 1
    assert side_of((6, 2), 0) == 1


# --- Advance ------------------------------------------------------------------------------


def test_anya_advance_1_or_2_moves_past_the_opponent_only_with_2():
    # Anya on 3, opponent on 5: 1 space reaches 4; 2 spaces go 4, hop 5, land on 6.
    one, two = legal_moves((3, 5), 0, MoveSpec("advance", (1, 2)))
    assert (one.positions, one.passed, one.spaces) == ((4, 5), False, 1)
    assert (two.positions, two.passed, two.spaces) == ((6, 5), True, 2)
    assert one.direction == two.direction == "advance"


def test_feylana_advance_1_or_2_from_adjacent_moves_past_either_way():
    # Feylana on 3, opponent adjacent on 4: every step forward starts by hopping 4.
    results = legal_moves((3, 4), 0, MoveSpec("advance", (1, 2)))
    assert ends(results) == [(5, 4), (6, 4)]
    assert all(r.passed for r in results)


def test_advance_hops_over_the_opponent_without_counting_their_space():
    # From 3 with the opponent on 4, Advance 2 covers three spaces of board (4 is free).
    (result,) = legal_moves((3, 4), 0, MoveSpec("advance", (2,)))
    assert result.positions == (6, 4)
    assert result.spaces == 2


def test_seat_1_advances_toward_lower_spaces():
    assert ends(legal_moves((3, 5), 1, MoveSpec("advance", (1, 2)))) == [(3, 4), (3, 2)]


def test_advance_3_with_only_2_open_spaces_fails_entirely():
    # On 4 with the opponent on 5: only 6 and 7 are open ahead.
    assert legal_moves((4, 5), 0, MoveSpec("advance", (3,))) == ()
    # Advance 2 exactly fits.
    assert ends(legal_moves((4, 5), 0, MoveSpec("advance", (2,)))) == [(7, 5)]


def test_an_advance_cannot_end_beyond_the_far_wall():
    # On 6 with the opponent on 7: hopping 7 would leave the board.
    assert legal_moves((6, 7), 0, MoveSpec("advance", (1,))) == ()


def test_a_move_can_never_end_on_the_other_standup():
    for result in legal_moves((2, 4), 0, MoveSpec("advance", (1, 2, 3, 4))):
        assert result.positions[0] != 4
    assert ends(legal_moves((2, 4), 0, MoveSpec("advance", (2,)))) == [(5, 4)]


# --- Retreat ------------------------------------------------------------------------------


def test_anya_retreat_1_or_2_moves_away_from_the_opponent():
    results = legal_moves((3, 5), 0, MoveSpec("retreat", (1, 2)))
    assert ends(results) == [(2, 5), (1, 5)]
    assert [r.direction for r in results] == ["retreat", "retreat"]


def test_feylana_with_one_open_space_behind_must_retreat_1():
    # Feylana on 2, opponent on 4: only space 1 lies behind her.
    (result,) = legal_moves((2, 4), 0, MoveSpec("retreat", (1, 2)))
    assert result.positions == (1, 4)
    assert result.spaces == 1


def test_a_fighter_against_the_wall_cannot_retreat_at_all():
    assert legal_moves((4, 7), 1, MoveSpec("retreat", (1,))) == ()


# --- Pull and Push ------------------------------------------------------------------------


def test_kora_pull_1_brings_the_opponent_one_space_closer():
    # Kora on 2, opponent on 5.
    (result,) = legal_moves((2, 5), 0, MoveSpec("pull", (1,)))
    assert result.positions == (2, 4)
    assert (result.mover, result.direction, result.passed) == (1, "advance", False)


def test_kora_pull_1_on_an_adjacent_opponent_carries_them_past_her():
    # Kora on 3, opponent adjacent on 4: pulled 1, they hop 3 and land on 2.
    (result,) = legal_moves((3, 4), 0, MoveSpec("pull", (1,)))
    assert result.positions == (3, 2)
    assert result.passed is True
    assert result.spaces == 1


def test_push_moves_the_opponent_away():
    # Seat 1 on 5 pushes seat 0 on 3 toward space 1.
    (result,) = legal_moves((3, 5), 1, MoveSpec("push", (2,)))
    assert result.positions == (1, 5)
    assert (result.mover, result.direction) == (0, "retreat")


def test_anya_grasp_push_or_pull_with_no_room_to_pull_forces_the_push():
    # Anya on 1 against the wall, opponent adjacent on 2: a pull would hop Anya off the board.
    (result,) = legal_moves((1, 2), 0, MoveSpec("move_opponent", (1,)))
    assert result.positions == (1, 3)
    assert result.direction == "retreat"


def test_push_or_pull_against_a_wall_forces_the_pull():
    # Actor on 5, opponent against the far wall on 7.
    (result,) = legal_moves((5, 7), 0, MoveSpec("move_opponent", (1,)))
    assert result.positions == (5, 6)
    assert result.direction == "advance"


def test_push_or_pull_with_room_both_ways_offers_both():
    assert ends(legal_moves((3, 5), 0, MoveSpec("move_opponent", (1,)))) == [(3, 6), (3, 4)]


def test_john_push_0_to_3_must_push_vekyl_to_the_back_wall():
    # John on 3, Vekyl on 5: 6 and 7 are open, so "as far as possible" is exactly 2. His card
    # prints "as far as possible" (000 "Push": "He isn't allowed to push less").
    (result,) = legal_moves((3, 5), 0, MoveSpec("push", up_to=3, farthest=True))
    assert result.positions == (3, 7)
    assert result.spaces == 2


def test_opponent_must_move_goes_either_way():
    results = legal_moves((2, 5), 0, MoveSpec("opponent_must_move", (1,)))
    assert ends(results) == [(2, 6), (2, 4)]
    assert all(r.mover == 1 for r in results)


# --- Close ---------------------------------------------------------------------------------


def test_rin_close_2_from_afar_must_take_the_full_2():
    # Rin on 2, opponent on 6: closing 2 lands on 4; closing 1 is not offered.
    (result,) = legal_moves((2, 6), 0, MoveSpec("close", up_to=2))
    assert result.positions == (4, 6)
    assert result.spaces == 2


def test_rin_close_2_at_closer_range_stops_short_of_passing():
    # Rin on 4, opponent on 6: 2 spaces would hop to 7, so she closes only 1, to 5.
    (result,) = legal_moves((4, 6), 0, MoveSpec("close", up_to=2))
    assert result.positions == (5, 6)
    assert result.passed is False


def test_close_from_adjacent_is_ignored():
    assert legal_moves((4, 5), 0, MoveSpec("close", up_to=2)) == ()


# --- Teleport ------------------------------------------------------------------------------


def test_vekyl_teleports_straight_to_any_wisp_but_not_onto_the_opponent():
    # Vekyl is seat 1 on 6, opponent on 3, wisps on 7, 4, 3 and 1.
    results = legal_moves((3, 6), 1, MoveSpec("teleport", teleport_to=(7, 4, 3, 1)))
    assert ends(results) == [(3, 7), (3, 4), (3, 1)]
    assert [r.direction for r in results] == ["retreat", "advance", "advance"]
    assert [r.passed for r in results] == [False, False, True]
    # Landing on 1 from 6 is an advance of 4: 5, 4, 2, 1 (space 3 is not counted).
    assert results[2].spaces == 4


def test_teleport_to_the_own_space_is_not_a_movement():
    assert legal_moves((3, 6), 1, MoveSpec("teleport", teleport_to=(6,))) == ()


# --- Cannot vs. Do -------------------------------------------------------------------------


def test_cannot_advance_blocks_advance_close_and_teleport_toward():
    banned = frozenset({"0:advance"})
    assert legal_moves((3, 5), 0, MoveSpec("advance", (1,)), banned) == ()
    assert legal_moves((2, 6), 0, MoveSpec("close", up_to=2), banned) == ()
    results = legal_moves((3, 5), 0, MoveSpec("teleport", teleport_to=(4, 2)), banned)
    assert ends(results) == [(2, 5)]


def test_cannot_advance_leaves_retreat_and_the_advance_half_of_move_is_dropped():
    banned = frozenset({"0:advance"})
    assert ends(legal_moves((3, 5), 0, MoveSpec("retreat", (1,)), banned)) == [(2, 5)]
    assert ends(legal_moves((3, 5), 0, MoveSpec("move", (1,)), banned)) == [(2, 5)]


def test_cannot_retreat_blocks_retreat_and_teleport_away():
    banned = frozenset({"1:retreat"})
    assert legal_moves((3, 5), 1, MoveSpec("retreat", (1,)), banned) == ()
    assert legal_moves((3, 5), 1, MoveSpec("teleport", teleport_to=(7,)), banned) == ()


def test_cannot_advance_does_not_stop_being_pulled():
    # Ruling: a pull is the opponent's effect, not an instruction to advance.
    banned = frozenset({"1:advance", "1:retreat"})
    assert ends(legal_moves((2, 5), 0, MoveSpec("pull", (1,)), banned)) == [(2, 4)]


def test_cannot_move_blocks_own_movement_and_being_moved():
    banned = frozenset({"1:move"})
    assert legal_moves((3, 5), 1, MoveSpec("advance", (1,)), banned) == ()
    assert legal_moves((3, 5), 0, MoveSpec("push", (1,)), banned) == ()
    assert legal_moves((3, 5), 1, MoveSpec("teleport", teleport_to=(7,)), banned) == ()
    # The other fighter still moves freely.
    assert ends(legal_moves((3, 5), 0, MoveSpec("advance", (1,)), banned)) == [(4, 5)]


def test_cannot_be_moved_blocks_pushes_and_pulls_but_not_own_movement():
    banned = frozenset({"1:be_moved"})
    assert legal_moves((3, 5), 0, MoveSpec("push", (1,)), banned) == ()
    assert legal_moves((3, 5), 0, MoveSpec("move_opponent", (1,)), banned) == ()
    assert ends(legal_moves((3, 5), 1, MoveSpec("retreat", (1,)), banned)) == [(3, 6)]


def test_cannot_move_past_drops_only_the_amounts_that_pass():
    banned = frozenset({"0:move_past"})
    assert ends(legal_moves((3, 5), 0, MoveSpec("advance", (1, 2)), banned)) == [(4, 5)]


def test_cannot_move_past_also_holds_when_pulled():
    # Seat 1 adjacent on 4 cannot be pulled over seat 0 on 3.
    assert legal_moves((3, 4), 0, MoveSpec("pull", (1,)), frozenset({"1:move_past"})) == ()


def test_cannot_be_moved_past_stops_the_other_fighter_passing():
    banned = frozenset({"1:be_moved_past"})
    assert ends(legal_moves((3, 5), 0, MoveSpec("advance", (1, 2)), banned)) == [(4, 5)]
    # "Up to 3" keeps the amounts that do not pass (and staying); "as far as possible" falls
    # back to the longest of them.
    assert ends(legal_moves((3, 5), 0, MoveSpec("advance", up_to=3), banned)) == [(4, 5),
                                                                                   (3, 5)]
    far = MoveSpec("advance", up_to=3, farthest=True)
    assert ends(legal_moves((3, 5), 0, far, banned)) == [(4, 5)]


def test_move_past_restrictions_do_not_block_a_teleport_past():
    banned = frozenset({"0:move_past", "1:be_moved_past"})
    results = legal_moves((3, 5), 0, MoveSpec("teleport", teleport_to=(6,)), banned)
    assert ends(results) == [(6, 5)]
    assert results[0].passed is True


# --- either way, up to, zero, duplicates ---------------------------------------------------


def test_move_offers_both_directions_for_each_amount():
    results = legal_moves((3, 5), 0, MoveSpec("move", (1, 2)))
    assert ends(results) == [(4, 5), (2, 5), (6, 5), (1, 5)]


def test_move_up_to_goes_as_far_as_possible_in_the_chosen_direction():
    # On 2, opponent on 5: forward 3 reaches 6 (hopping 5); backward only 1 space is open.
    # "Move up to 3, as far as possible": the longest each way.
    results = legal_moves((2, 5), 0, MoveSpec("move", up_to=3, farthest=True))
    assert ends(results) == [(6, 5), (1, 5)]
    assert [r.spaces for r in results] == [3, 1]


def test_up_to_zero_is_ignored():
    assert legal_moves((3, 5), 0, MoveSpec("push", up_to=0)) == ()


def test_a_zero_choice_stays_put_and_collapses_into_one_result():
    results = legal_moves((3, 5), 0, MoveSpec("move", (0,)))
    assert ends(results) == [(3, 5)]
    assert results[0].spaces == 0


def test_labels_name_the_destination_and_the_hop():
    one, two = legal_moves((3, 5), 0, MoveSpec("advance", (1, 2)))
    assert "space 4" in one.label and "hop" not in one.label
    assert "space 6" in two.label and "hop" in two.label


# --- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize("positions", [(3, 3), (0, 5), (3, 8), (3,), ("3", 5)])
def test_bad_positions_are_invalid_input(positions):
    with pytest.raises(InvalidInput):
        legal_moves(positions, 0, MoveSpec("advance", (1,)))


@pytest.mark.parametrize("kwargs", [
    {"kind": "jump", "choices": (1,)},
    {"kind": "advance", "choices": (-1,)},
    {"kind": "push", "up_to": -2},
    {"kind": "advance"},
    {"kind": "advance", "choices": (1,), "up_to": 2},
    {"kind": "teleport"},
    {"kind": "teleport", "teleport_to": (4,), "choices": (1,)},
    {"kind": "retreat", "choices": (1,), "teleport_to": (2,)},
])


def test_bad_move_specs_are_invalid_input(kwargs):
    with pytest.raises(InvalidInput):
        MoveSpec(**kwargs)


def test_bad_seat_restriction_or_destination_is_invalid_input():
    spec = MoveSpec("advance", (1,))
    with pytest.raises(InvalidInput):
        legal_moves((3, 5), 2, spec)
    with pytest.raises(InvalidInput):
        legal_moves((3, 5), 0, spec, frozenset({"0:fly"}))
    with pytest.raises(InvalidInput):
        legal_moves((3, 5), 0, MoveSpec("teleport", teleport_to=(9,)))
    with pytest.raises(InvalidInput, match="same space|space 4"):
        distance((4, 4))


# --- property ------------------------------------------------------------------------------

_ALL_RESTRICTIONS = [f"{s}:{name}" for s in (0, 1) for name in RESTRICTIONS]


@st.composite
def situations(draw):
    p0 = draw(st.integers(1, BOARD_SIZE))
    p1 = draw(st.integers(1, BOARD_SIZE).filter(lambda p: p != p0))
    kind = draw(st.sampled_from(KINDS))
    if kind in ("teleport", "teleport_opponent"):
        spec = MoveSpec(kind, teleport_to=tuple(draw(st.lists(
            st.integers(1, BOARD_SIZE), min_size=1, max_size=4))))
    elif draw(st.booleans()):
        spec = MoveSpec(kind, choices=tuple(draw(st.lists(
            st.integers(0, 9), min_size=1, max_size=4))))
    else:
        spec = MoveSpec(kind, up_to=draw(st.integers(0, 9)), farthest=draw(st.booleans()),
                        not_past=kind == "advance" and draw(st.booleans()))
    restrictions = frozenset(draw(st.lists(st.sampled_from(_ALL_RESTRICTIONS), max_size=3)))
    return (p0, p1), draw(st.integers(0, 1)), spec, restrictions


@given(situations())
def test_every_result_stays_on_the_board_apart_and_moves_only_the_mover(situation):
    positions, actor, spec, restrictions = situation
    results = legal_moves(positions, actor, spec, restrictions)
    expected_mover = 1 - actor if spec.kind in ("push", "pull", "move_opponent",
                                                "opponent_must_move",
                                                "teleport_opponent") else actor
    assert len({r.positions for r in results}) == len(results)
    for r in results:
        assert all(1 <= p <= BOARD_SIZE for p in r.positions)
        assert r.positions[0] != r.positions[1]
        assert r.mover == expected_mover
        assert r.positions[1 - r.mover] == positions[1 - r.mover]
        assert r.passed == (side_of(r.positions, r.mover) != side_of(positions, r.mover))
        assert r.direction in ("advance", "retreat")
        if spec.kind not in ("teleport", "teleport_opponent"):
            least = 1 if spec.farthest or spec.kind == "close" else 0
            assert r.spaces in (spec.choices or range(least, (spec.up_to or 0) + 1))
        if f"{r.mover}:move" in restrictions:
            assert r.positions == positions


def test_a_push_that_enters_a_stopping_space_ends_on_it():
    # Seat 0 on 2 pushes seat 1 (on 3) 3 spaces; space 5 stops seat 1 (Khadath's Gate Trap):
    # the push ends on 5, 2 spaces. Without it, 6.
    stop = frozenset({"1:stop:5"})
    pushed = legal_moves((2, 3), 0, MoveSpec("push", choices=(3,)), stop)
    assert ends(pushed) == [(2, 5)]
    assert pushed[0].spaces == 2
    assert ends(legal_moves((2, 3), 0, MoveSpec("push", choices=(3,)))) == [(2, 6)]


def test_an_advance_past_the_other_standup_stops_on_a_stopping_space_beyond_it():
    # Seat 1 on 6 advances 3 past seat 0 on 4: 5, hop 4, then 3 is a stopping space: it
    # ends on 3, counted as 2 spaces, having passed; the hopped space never stops it.
    moved = legal_moves((4, 6), 1, MoveSpec("advance", choices=(3,)), frozenset({"1:stop:3",
                                                                                "1:stop:4"}))
    assert ends(moved) == [(4, 3)]
    assert (moved[0].spaces, moved[0].passed) == (2, True)
