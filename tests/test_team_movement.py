"""Standup movement with several standups (000 "Multiplayer Rules": "Team Movement").

The rulebook's pictures are missing, so each example states the board it assumes: positions
are one space per seat (None for a defeated fighter), teams one number per seat, and the
9-space team board unless the test says otherwise. Expected positions are worked out by hand.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from engine.battlecon.errors import InvalidInput
from engine.battlecon.movement import KINDS, RESTRICTIONS, MoveSpec, legal_moves
from engine.battlecon.team_movement import TEAM_BOARD_SIZE, TeamMoveResult, team_moves

_MOVES_THE_ACTOR = ("advance", "retreat", "close", "move", "teleport")


def ends(results):
    """The end positions of a tuple of results, in order."""
    return [r.positions for r in results]


def moves(positions, teams, kind, *amounts, actor=0, mover=None, restrictions=(), **spec):
    """`team_moves` for a spec built from `kind` and either `amounts` or keyword fields."""
    spec = MoveSpec(kind, tuple(amounts), **spec) if amounts else MoveSpec(kind, **spec)
    return team_moves(positions, teams, actor, actor if mover is None else mover, spec,
                      frozenset(restrictions))


# --- the duel is the special case ----------------------------------------------------------

_DUEL_RESTRICTIONS = [frozenset()] + [frozenset({f"{s}:{n}"}) for s in (0, 1)
                                      for n in RESTRICTIONS] + [
    frozenset({"0:enter:4"}), frozenset({"1:enter:4"}), frozenset({"0:enter:2", "1:enter:6"})]


def _duel_specs(kind):
    if kind in ("teleport", "teleport_opponent"):
        return [MoveSpec(kind, teleport_to=tuple(range(1, 8))),
                MoveSpec(kind, teleport_to=tuple(range(7, 0, -1)))]
    return ([MoveSpec(kind, c) for c in [(1,), (2,), (3,), (1, 2, 3), (0, 2)]]
            + [MoveSpec(kind, up_to=n, farthest=far) for n in range(4) for far in (False, True)]
            + ([MoveSpec(kind, (1, 2), not_past=True), MoveSpec(kind, up_to=3, not_past=True)]
               if kind == "advance" else []))


@pytest.mark.parametrize("kind", KINDS)
def test_with_two_fighters_every_movement_ends_where_the_duel_puts_it(kind):
    # Every pair of spaces on the 7-space board, both actors, amounts 1..3 as choices, as
    # "up to" and as "as far as possible" (an advance that may not pass too), each
    # restriction, the classic walls_stop on and off (a teleport walks no spaces, so it never
    # touches it).
    flags = (False,) if kind in ("teleport", "teleport_opponent") else (False, True)
    for positions in itertools.permutations(range(1, 8), 2):
        for actor, spec, banned, walls_stop in itertools.product(
                (0, 1), _duel_specs(kind), _DUEL_RESTRICTIONS, flags):
            mover = actor if kind in _MOVES_THE_ACTOR else 1 - actor
            duel = legal_moves(positions, actor, spec, banned, 7, walls_stop=walls_stop)
            team = team_moves(positions, (0, 1), actor, mover, spec, banned, 7,
                              walls_stop=walls_stop)
            assert [(r.positions, r.mover, r.spaces, r.direction, bool(r.passed))
                    for r in team] == [(r.positions, r.mover, r.spaces, r.direction, r.passed)
                                       for r in duel], (positions, actor, spec, banned,
                                                        walls_stop)


# --- 000 "Team Movement": hopping several standups ----------------------------------------

# Rin (seat 0, team 0) on 3, her ally Kora on 4, enemies Vekyl on 5 and Anya on 7.
RIN_BOARD = (3, 4, 5, 7)
RIN_TEAMS = (0, 0, 1, 1)
NAMES = ("Rin", "Kora", "Vekyl", "Anya")


def test_rin_advance_jumps_over_several_fighters_in_one_movement():
    # 4 and 5 are hopped, 6 is the first space counted; 7 is hopped again on the way to 8.
    one, two, three = moves(RIN_BOARD, RIN_TEAMS, "advance", 1, 2, 3)
    assert (one.positions[0], one.spaces, one.passed) == (6, 1, (1, 2))
    assert (two.positions[0], two.spaces, two.passed) == (8, 2, (1, 2, 3))
    assert (three.positions[0], three.spaces, three.passed) == (9, 3, (1, 2, 3))


def test_it_does_not_matter_whether_the_hopped_fighters_are_allies_or_enemies():
    for teams in [(0, 0, 1, 1), (0, 1, 0, 1), (0, 1, 1, 1), (0, 0, 0, 1)]:
        assert [r.positions[0] for r in moves(RIN_BOARD, teams, "advance", 1, 2)] == [6, 8]


def test_hopping_several_standups_counts_none_of_their_spaces():
    # Rin on 2 with four standups in a row on 3..6: Advance 1 lands on 7.
    (result,) = moves((2, 3, 4, 5, 6), (0, 1, 0, 1, 1), "advance", 1)
    assert result.positions == (7, 3, 4, 5, 6)
    assert result.spaces == 1
    assert result.passed == (1, 2, 3, 4)


def test_no_movement_ever_ends_on_an_occupied_space():
    board, teams = (4, 2, 5, 6, 8), (0, 1, 0, 1, 1)
    for kind in ("advance", "retreat", "move"):
        for result in moves(board, teams, kind, *range(1, 8)):
            assert result.positions[0] not in board[1:]
    teleports = moves(board, teams, "teleport", teleport_to=tuple(range(1, 10)))
    assert sorted(r.positions[0] for r in teleports) == [1, 3, 7, 9]


def test_advance_goes_either_way_when_enemies_stand_on_both_sides():
    # Rin on 5, enemies on 3 and 7, her ally on 6: left reaches 4; right hops 6 and 7 to 8.
    results = moves((5, 3, 7, 6), (0, 1, 1, 0), "advance", 1)
    assert ends(results) == [(4, 3, 7, 6), (8, 3, 7, 6)]
    assert [r.direction for r in results] == ["advance", "advance"]


def test_advance_goes_only_the_way_an_enemy_stands():
    # Rin on 5, her ally on 4, enemies on 7 and 8: an ally is no reason to go left.
    assert ends(moves((5, 4, 7, 8), (0, 0, 1, 1), "advance", 1)) == [(6, 4, 7, 8)]


def test_retreat_goes_either_way_when_enemies_stand_on_both_sides():
    # Rin on 5, enemies on 3 and 7: retreating 2 to the left hops the enemy on 3.
    results = moves((5, 3, 7), (0, 1, 1), "retreat", 2)
    assert ends(results) == [(2, 3, 7), (8, 3, 7)]
    assert [r.passed for r in results] == [(1,), (2,)]
    assert all(r.direction == "retreat" for r in results)


def test_retreat_goes_only_away_from_enemies_all_on_one_side():
    assert ends(moves((5, 3, 7), (0, 0, 1), "retreat", 1)) == [(4, 3, 7)]


def test_the_nine_space_board_edges_stop_a_movement_that_would_leave_it():
    assert TEAM_BOARD_SIZE == 9
    # Rin on 7, enemy on 8, ally on 9: every space ahead is taken or off the board.
    assert moves((7, 8, 9), (0, 1, 0), "advance", 1) == ()
    # Rin on 6, enemy on 8: Advance 3 would need a tenth space; 2 reaches space 9.
    assert moves((6, 8), (0, 1), "advance", 3) == ()
    assert ends(moves((6, 8), (0, 1), "advance", 2)) == [(9, 8)]
    # Rin on 2 with her ally against the wall on 1: nowhere to retreat.
    assert moves((2, 1, 5), (0, 0, 1), "retreat", 1) == ()


def test_classic_walls_stop_cuts_a_team_movement_short_at_the_edge():
    spec = MoveSpec("advance", (3,))
    (result,) = team_moves((6, 8), (0, 1), 0, 0, spec, walls_stop=True)
    assert (result.positions, result.spaces) == ((9, 8), 2)


def test_a_defeated_fighter_is_not_on_the_board_and_not_hopped():
    # Seat 1 is defeated: Rin on 3 advances 1 to space 4, nothing to hop.
    (result,) = moves((3, None, 6), (0, 1, 1), "advance", 1)
    assert result.positions == (4, None, 6)
    assert result.passed == ()
    with pytest.raises(InvalidInput, match="defeated"):
        moves((3, None, 6), (0, 1, 1), "push", 1, mover=1)
    with pytest.raises(InvalidInput, match="defeated"):
        moves((3, None, 6), (0, 1, 1), "advance", 1, actor=1)


# --- pushes, pulls, close and teleport ------------------------------------------------------


def test_push_moves_the_opponent_away_from_the_actor_hopping_anyone_behind():
    # Kora (seat 0) on 4 pushes Rin (seat 1) on 5; Vekyl on 6 and Kora's ally on 7 are hopped.
    board, teams = (4, 5, 6, 7), (0, 1, 1, 0)
    one, two = moves(board, teams, "push", 1, 2, mover=1)
    assert (one.positions, one.direction, one.passed) == ((4, 8, 6, 7), "retreat", (2, 3))
    assert two.positions == (4, 9, 6, 7)
    assert moves(board, teams, "push", 3, mover=1) == ()


def test_pull_carries_the_opponent_past_the_actor_and_her_allies():
    # Kora on 4 pulls Rin on 5; Kora's ally on 3 is hopped too.
    (result,) = moves((4, 5, 3), (0, 1, 0), "pull", 1, mover=1)
    assert result.positions == (4, 2, 3)
    assert (result.direction, result.passed, result.spaces) == ("advance", (0, 2), 1)


def test_kora_may_pull_the_nearest_enemy_on_either_side():
    # 000 "Who is 'The Opponent'?": Kora on 5 between Rin on 3 and Vekyl on 8.
    board, teams = (5, 3, 8), (0, 1, 1)
    assert ends(moves(board, teams, "pull", 1, mover=1)) == [(5, 4, 8)]
    assert ends(moves(board, teams, "pull", 1, mover=2)) == [(5, 3, 7)]


def test_push_or_pull_measures_from_the_actor_not_from_other_enemies():
    # Kora on 2 moves Rin on 5; Vekyl (Rin's ally) on 7 does not change which way is a push.
    results = moves((2, 5, 7), (0, 1, 1), "move_opponent", 1, mover=1)
    assert [(r.positions, r.direction) for r in results] == [((2, 6, 7), "retreat"),
                                                             ((2, 4, 7), "advance")]


def test_close_hops_allies_but_stops_before_the_nearest_enemy():
    # Rin on 2, her ally on 3, enemies on 5 and 6: Close 3 lands on 4 (1 space counted).
    (result,) = moves((2, 3, 5, 6), (0, 0, 1, 1), "close", up_to=3)
    assert (result.positions[0], result.spaces, result.passed) == (4, 1, (1,))


def test_close_with_enemies_on_both_sides_offers_each_way():
    results = moves((5, 2, 8), (0, 1, 1), "close", up_to=2)
    assert ends(results) == [(3, 2, 8), (7, 2, 8)]


def test_teleport_never_lands_on_a_standup_and_counts_only_open_spaces():
    # Vekyl (seat 0) on 5, enemies on 3 and 7, his ally on 4.
    results = moves((5, 3, 7, 4), (0, 1, 1, 0), "teleport", teleport_to=(1, 3, 4, 6, 9))
    assert ends(results) == [(1, 3, 7, 4), (6, 3, 7, 4), (9, 3, 7, 4)]
    to_1 = results[0]
    assert (to_1.spaces, to_1.passed, to_1.direction) == (2, (3, 1), "advance")


# --- Cannot vs. Do with several standups ---------------------------------------------------


def test_cannot_move_past_stops_passing_an_enemy_but_not_an_ally():
    # Rin on 3 cannot move past the opponent; her ally on 4, an enemy on 6.
    results = moves((3, 4, 6), (0, 0, 1), "advance", 1, 2, restrictions={"0:move_past"})
    assert ends(results) == [(5, 4, 6)]


def test_cannot_be_moved_past_holds_against_enemies_only():
    # Seat 1 on 4 cannot be moved past. Its ally (seat 0) may hop it; an enemy may not.
    banned = {"1:be_moved_past"}
    assert ends(moves((3, 4, 8), (0, 0, 1), "advance", 1, restrictions=banned)) == [(5, 4, 8)]
    assert moves((3, 4, 8), (0, 1, 1), "advance", 1, restrictions=banned) == ()


def test_a_move_with_enemies_on_both_sides_may_go_as_a_retreat_when_it_cannot_advance():
    banned = {"0:advance"}
    board, teams = (5, 3, 7), (0, 1, 1)
    assert moves(board, teams, "advance", 1, restrictions=banned) == ()
    results = moves(board, teams, "move", 1, restrictions=banned)
    assert [(r.positions, r.direction) for r in results] == [((4, 3, 7), "retreat"),
                                                             ((6, 3, 7), "retreat")]
    teleports = moves(board, teams, "teleport", teleport_to=(1,), restrictions=banned)
    assert [(r.positions, r.direction) for r in teleports] == [((1, 3, 7), "retreat")]


def test_a_space_closed_to_the_mover_does_not_stop_hopping_a_standup_on_it():
    board, teams = (3, 4, 7), (0, 0, 1)
    assert ends(moves(board, teams, "advance", 1, restrictions={"0:enter:4"})) == [(5, 4, 7)]
    assert moves(board, teams, "advance", 1, 2, restrictions={"0:enter:5"}) == ()


def test_labels_name_the_destination_and_every_hopped_fighter():
    spec = MoveSpec("advance", (1, 2))
    one, two = team_moves(RIN_BOARD, RIN_TEAMS, 0, 0, spec, names=NAMES)
    assert one.label == "Advance 1: to space 6 (hops over Kora and Vekyl)"
    assert two.label == "Advance 2: to space 8 (hops over Kora, Vekyl and Anya)"
    (pull,) = team_moves((4, 5, 3), (0, 1, 0), 0, 1, MoveSpec("pull", (1,)),
                         names=("Kora", "Rin", "Vekyl"))
    assert pull.label == "Pull Rin 1: to space 2 (hops over you and Vekyl)"
    (push,) = moves((4, 5, 9), (0, 1, 1), "push", 1, mover=1)
    assert push.label == "Push the opponent 1: to space 6"


# --- bad input -----------------------------------------------------------------------------

ADVANCE = MoveSpec("advance", (1,))


@pytest.mark.parametrize(("args", "message"), [
    (((3, 3), (0, 1), 0, 0, ADVANCE), "space 3"),
    (((0, 5), (0, 1), 0, 0, ADVANCE), "not a space"),
    (((3, 10), (0, 1), 0, 0, ADVANCE), "not a space"),
    ((("3", 5), (0, 1), 0, 0, ADVANCE), "not a space"),
    (((3,), (0,), 0, 0, ADVANCE), "at least two"),
    (((3, 5), (0, 1, 1), 0, 0, ADVANCE), "team number per seat"),
    (((3, 5), (0, "b"), 0, 0, ADVANCE), "whole numbers"),
    (((3, 5), (0, 1), 2, 2, ADVANCE), "seat 0..1"),
    (((3, 5), (0, 1), 0, 1, ADVANCE), "moves the actor"),
    (((3, 5, 6), (0, 0, 1), 0, 1, MoveSpec("push", (1,))), "enemy of seat 0"),
    (((3, 5, None), (0, 0, 1), 0, 0, ADVANCE), "no enemy"),
    (((3, 5), (0, 1), 0, 0, MoveSpec("teleport", teleport_to=(10,))), "destination"),
    (((3, 5), (0, 1), 0, 0, "advance 1"), "MoveSpec"),
])
def test_bad_input_is_refused_with_a_reason(args, message):
    with pytest.raises(InvalidInput, match=message):
        team_moves(*args)


def test_bad_board_size_restriction_or_names_are_invalid_input():
    with pytest.raises(InvalidInput, match="at least 2 spaces"):
        team_moves((1, 2), (0, 1), 0, 0, ADVANCE, board_size=1)
    for banned in ("2:move", "0:fly", "x:move"):
        with pytest.raises(InvalidInput, match="bad restriction"):
            team_moves((3, 5), (0, 1), 0, 0, ADVANCE, frozenset({banned}))
    with pytest.raises(InvalidInput, match="one name per seat"):
        team_moves((3, 5), (0, 1), 0, 0, ADVANCE, names=("Rin",))


# --- property ------------------------------------------------------------------------------


@st.composite
def team_situations(draw):
    board_size = draw(st.sampled_from((7, 9)))
    seats = draw(st.integers(2, 5))
    spaces = draw(st.lists(st.integers(1, board_size), min_size=seats, max_size=seats,
                           unique=True))
    teams = tuple(draw(st.lists(st.integers(0, 2), min_size=seats, max_size=seats)))
    defeated = draw(st.sets(st.integers(0, seats - 1), max_size=seats - 2))
    positions = tuple(None if s in defeated else p for s, p in enumerate(spaces))
    actor = draw(st.sampled_from([s for s, p in enumerate(positions) if p is not None]))
    kind = draw(st.sampled_from(KINDS))
    if kind in _MOVES_THE_ACTOR:
        mover = actor
    else:
        enemies = [s for s, p in enumerate(positions) if p is not None
                   and teams[s] != teams[actor]]
        assume(enemies)
        mover = draw(st.sampled_from(enemies))
    assume(any(p is not None and teams[s] != teams[mover] for s, p in enumerate(positions)))
    if kind in ("teleport", "teleport_opponent"):
        spec = MoveSpec(kind, teleport_to=tuple(draw(st.lists(
            st.integers(1, board_size), min_size=1, max_size=4))))
    elif draw(st.booleans()):
        spec = MoveSpec(kind, choices=tuple(draw(st.lists(
            st.integers(0, 9), min_size=1, max_size=4))))
    else:
        spec = MoveSpec(kind, up_to=draw(st.integers(0, 9)), farthest=draw(st.booleans()),
                        not_past=kind == "advance" and draw(st.booleans()))
    names = [f"{s}:{n}" for s in range(seats) for n in RESTRICTIONS] + [
        f"{s}:enter:{p}" for s in range(seats) for p in (2, 5)]
    restrictions = frozenset(draw(st.lists(st.sampled_from(names), max_size=3)))
    flags = {"walls_stop": draw(st.booleans())}
    return positions, teams, actor, mover, spec, restrictions, board_size, flags


@given(team_situations())
def test_every_team_result_keeps_standups_apart_on_the_board_and_moves_only_the_mover(case):
    positions, teams, actor, mover, spec, restrictions, board_size, flags = case
    results = team_moves(positions, teams, actor, mover, spec, restrictions, board_size,
                         **flags)
    assert len({r.positions for r in results}) == len(results)
    start = positions[mover]
    for r in results:
        assert isinstance(r, TeamMoveResult)
        on_board = [p for p in r.positions if p is not None]
        assert len(set(on_board)) == len(on_board)
        assert all(1 <= p <= board_size for p in on_board)
        assert r.mover == mover
        assert all(r.positions[s] == p for s, p in enumerate(positions) if s != mover)
        end = r.positions[mover]
        between = {s for s, p in enumerate(positions) if p is not None
                   and min(start, end) < p < max(start, end)}
        assert set(r.passed) == between
        assert r.spaces == abs(end - start) - len(between)
        assert r.direction in ("advance", "retreat")
        if f"{mover}:move" in restrictions:
            assert end == start
