"""The what-if board for movement (issue 6): two standups anywhere on the board, one movement
effect with any "cannot" in force, and every legal result the engine allows, or that it fails
(000 "Movement", "Cannot vs. Do"). It reads a plain mapping of form fields (no Flask).

Fields: ``p0``, ``p1`` (spaces 1-7), ``actor`` (0 or 1: whose effect it is), ``kind`` (one of
`movement.KINDS`), ``amounts`` ("1,2": the player picks one, each made in full), ``up_to``
("yes": any amount from 0 up to the largest, the player's pick; "far": only the longest legal
one, as a card that prints "as far as possible" reads; docs/rulings.md 5), ``to`` (teleport
destinations "4,6"), and ``cannot`` (a list of "seat:name" restrictions, name in
`movement.RESTRICTIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon import (
    BOARD_SIZE,
    FOURTH,
    RESTRICTIONS,
    RULESETS,
    MoveResult,
    MoveSpec,
    Ruleset,
    legal_moves,
    ruleset,
)
from engine.battlecon import MOVE_KINDS as KINDS
from engine.errors import InvalidInput
from engine.numbers import whole_number

__all__ = ["KIND_WORDS", "RESTRICTION_WORDS", "RULESETS", "WhatIf", "board", "read",
           "read_positions", "results"]

# How each kind reads, for the picker (000 "Movement" and its sub-sections).
KIND_WORDS = {
    "advance": "Advance (toward the opponent, past them if long enough)",
    "retreat": "Retreat (away from the opponent)",
    "close": "Close (advance as far as possible, never past)",
    "move": "Move (either way, the mover picks)",
    "push": "Push (the opponent, away)",
    "pull": "Pull (the opponent, toward, past if long enough)",
    "move_opponent": "Move the opponent (either way, you pick)",
    "opponent_must_move": "The opponent must move (either way, they pick)",
    "teleport": "Teleport (straight to a space)",
    "teleport_opponent": "Move the opponent directly (straight to a space)",
}
RESTRICTION_WORDS = {
    "advance": "cannot advance", "retreat": "cannot retreat", "move": "cannot move",
    "be_moved": "cannot be moved by the opponent", "move_past": "cannot move past the opponent",
    "be_moved_past": "cannot be moved past",
}


@dataclass(frozen=True)
class WhatIf:
    """The question as read: ``positions`` (spaces), ``actor`` (seat), the movement ``spec``,
    the ``restrictions`` in force ("seat:name") and the ``rules`` it is read under (the
    classic ruleset moves as far as the board's edge allows, `ruleset.Ruleset.walls_stop`)."""

    positions: tuple[int, int]
    actor: int
    spec: MoveSpec
    restrictions: frozenset[str]
    rules: Ruleset = FOURTH


def _spaces(text: str, what: str) -> tuple[int, ...]:
    try:
        found = tuple(whole_number(part, what, 0, BOARD_SIZE)
                      for part in text.replace(" ", "").split(",") if part)
    except InvalidInput:
        raise InvalidInput(f"{what}: write whole numbers separated by commas, like 1,2") from None
    if not found:
        raise InvalidInput(f"{what}: give at least one number")
    return found


def read_positions(fields: dict[str, str]) -> tuple[int, int]:
    """The standups' spaces from fields ``p0`` and ``p1`` (1-7, two different spaces).

    Raises:
        InvalidInput: a space is missing, not a number, off the board, or both are the same.
    """
    try:
        p0, p1 = (whole_number(fields.get(f"p{s}"), "a space", 0, 99) for s in (0, 1))
    except InvalidInput:
        raise InvalidInput("put both standups on a space 1-7") from None
    if not (1 <= p0 <= BOARD_SIZE and 1 <= p1 <= BOARD_SIZE) or p0 == p1:
        raise InvalidInput("the standups stand on two different spaces, 1-7")
    return p0, p1


def read(fields: dict[str, str], cannot: list[str]) -> WhatIf:
    """The question from the form's fields.

    Raises:
        InvalidInput: a field is missing or wrong; the message says which and how to fix it.
    """
    p0, p1 = read_positions(fields)
    actor = fields.get("actor", "0")
    if actor not in ("0", "1"):
        raise InvalidInput("say whose effect it is: player 1 or player 2")
    kind = fields.get("kind", "")
    if kind not in KINDS:
        raise InvalidInput("pick a movement from the list")
    if kind in ("teleport", "teleport_opponent"):
        spec = MoveSpec(kind, teleport_to=_spaces(fields.get("to", ""), "Spaces to go to"))
    else:
        amounts = _spaces(fields.get("amounts", ""), "Spaces")
        how = fields.get("up_to", "")
        if how not in ("", "yes", "far"):
            raise InvalidInput("say how far: the amounts as given, up to the largest, or as "
                               "far as possible")
        # Close is "as far as possible up to" by definition (000 "Close").
        far = how == "far" or kind == "close"
        spec = (MoveSpec(kind, up_to=max(amounts), farthest=far) if how or far
                else MoveSpec(kind, choices=amounts))
    for item in cannot:
        seat, _, name = item.partition(":")
        if seat not in ("0", "1") or name not in RESTRICTIONS:
            raise InvalidInput(f"{item!r} is not a restriction this board knows")
    return WhatIf((p0, p1), int(actor), spec, frozenset(cannot),
                  ruleset(fields.get("rules") or "4th"))


def results(question: WhatIf) -> tuple[MoveResult, ...]:
    """Every legal result (`movement.legal_moves`); empty: the movement fails, it is ignored
    (000 "Movement": a movement that cannot be made is ignored).

    Raises:
        InvalidInput: the engine refuses the question (a destination off the board).
    """
    rules = question.rules
    return legal_moves(question.positions, question.actor, question.spec, question.restrictions,
                       walls_stop=rules.walls_stop)


def board(positions: tuple[int, int]) -> tuple[str, ...]:
    """The 7 spaces, "P1" and "P2" on the standups' spaces."""
    return tuple("P1" if s == positions[0] else "P2" if s == positions[1] else ""
                 for s in range(1, BOARD_SIZE + 1))
