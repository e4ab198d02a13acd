"""`movement.legal_moves` keeps its answers by its arguments (issue 23): a movement asked again
gives what walking it afresh gives, and a bad argument is refused even when an equal valid one
was answered before (000 "Movement")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.battlecon import movement
from engine.battlecon.errors import InvalidInput
from engine.battlecon.movement import KINDS, MoveSpec, legal_moves

_SPACES = st.integers(1, 7)


@st.composite
def _asks(draw):
    a, b = draw(st.lists(_SPACES, min_size=2, max_size=2, unique=True))
    kind = draw(st.sampled_from([k for k in KINDS if "teleport" not in k]))
    amounts = tuple(sorted(set(draw(st.lists(st.integers(1, 4), min_size=1, max_size=3)))))
    held = frozenset(draw(st.lists(st.sampled_from(
        ["0:move", "1:be_moved", "0:move_past", "1:be_moved_past", "0:enter:4", "1:enter:2",
         "0:advance", "1:retreat"]), max_size=2)))
    return (a, b), draw(st.integers(0, 1)), MoveSpec(kind, amounts), held


@settings(max_examples=150, deadline=None)
@given(_asks())
def test_a_movement_asked_again_gives_what_walking_it_afresh_gives(ask):
    positions, actor, spec, held = ask
    first = legal_moves(positions, actor, spec, held)
    again = legal_moves(positions, actor, spec, held)
    walked = movement._legal_moves(positions, actor, spec, held, movement.BOARD_SIZE, False)
    assert first == again == walked


def test_the_same_movement_under_another_restriction_is_walked_again():
    spec = MoveSpec("advance", (1,))
    assert [r.positions for r in legal_moves((3, 5), 0, spec)] == [(4, 5)]
    assert legal_moves((3, 5), 0, spec, frozenset({"0:enter:4"})) == ()


@pytest.mark.parametrize("positions", [(3.0, 5), (3, 5.0), [3, 5]])
def test_spaces_that_are_not_whole_numbers_are_refused_after_an_equal_valid_ask(positions):
    spec = MoveSpec("advance", (1,))
    assert legal_moves((3, 5), 0, spec)  # kept for (3, 5)
    if isinstance(positions, list):  # a list is a pair as the engine's callers pass it
        assert legal_moves(positions, 0, spec) == legal_moves((3, 5), 0, spec)
        return
    with pytest.raises(InvalidInput):
        legal_moves(positions, 0, spec)


def test_a_seat_given_as_true_is_refused_after_seat_1_was_answered():
    spec = MoveSpec("advance", (1,))
    assert legal_moves((3, 5), 1, spec)
    with pytest.raises(InvalidInput):
        legal_moves((3, 5), True, spec)
