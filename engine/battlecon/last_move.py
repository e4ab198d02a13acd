"""How the latest movement of the trigger in progress went, for `if_that_move` (000 rulebook,
"Movement": cards whose bonus depends on whether that movement switched sides, happened at all,
or went toward the opponent).

The engine notes where the standups stood just before the trigger began its latest movement
action (`Cursor.before_move`); comparing that with where they stand now tells who moved, which
way, and whether the mover passed the other standup. A trigger with no movement action before
this one, or one whose movement could not be made or was ignored, moved nobody.
"""

from __future__ import annotations

from .effects import condition_holds
from .movement import moved_seat
from .schema import IfThatMove
from .state import GameState


def that_move(state: GameState) -> tuple[bool, bool, str | None]:
    """(moved, passed, direction) of the latest movement of the trigger in progress: whether
    a standup moved, whether it passed the other one, and ``"advance"`` or ``"retreat"`` from
    the mover's view (None when nobody moved)."""
    before, now = state.cursor.before_move, state.positions
    if before is None or before == now:
        return False, False, None
    mover = moved_seat(before, now)
    start, end = before[mover], now[mover]
    other = before[state.foe(mover)] if len(before) > 2 else before[1 - mover]
    passed = (start < other) != (end < other)
    toward = (end - start) * (other - start) > 0
    return True, passed, "advance" if toward else "retreat"


def that_move_holds(state: GameState, seat: int, spec: IfThatMove) -> bool:
    """True when every field of ``spec`` holds for ``seat`` now (its ``condition`` read as an
    effect condition of ``seat``'s, 000 "Conditionals")."""
    moved, passed, direction = that_move(state)
    if spec.moved is not None and spec.moved != moved:
        return False
    if spec.passed is not None and spec.passed != passed:
        return False
    if spec.direction is not None and spec.direction != direction:
        return False
    return condition_holds(state, seat, spec.condition)
