"""The BATL field: a square grid of face-down land cards (004 "Setup", "Special Rules").

A square is ``(column, row)`` from 0, shown as a letter and a number ("A1" is the top-left
corner, "F6" the bottom-right of a 6x6 field). Distances are counted in squares: by default
one step goes to a square sharing a side; with ``diagonals`` a corner counts too (ruling 73).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace

from engine.errors import InvalidInput
from engine.numbers import whole_number

from .cards import TREASURES

Square = tuple[int, int]

STANDARD_TREASURES = {"Triune": 3, "Spring": 2, "Apple": 2, "Shrine": 2, "Jewel": 2}
"""The treasure cards of the standard land deck, 11 in all (004 "Setup")."""

DIRT = "Dirt"
SIZES = {2: 6, 3: 7, 4: 8}
"""Field side (squares) by number of players (004 "Setup"; "More than 2 players")."""


def field_size(players: int) -> int:
    """The side of the field for ``players`` players (6, 7 or 8 squares).

    Raises:
        InvalidInput: not 2, 3 or 4 players.
    """
    if players not in SIZES:
        raise InvalidInput("BATL is played by 2, 3 or 4 players")
    return SIZES[players]


def land_deck(size: int) -> tuple[str, ...]:
    """The land cards of a ``size`` x ``size`` field: the 11 standard treasures and Dirt for
    the rest (25 on 6x6; the extra cards of a bigger field are Dirt, 004 "Special Rules")."""
    treasures = [name for name, count in STANDARD_TREASURES.items() for _ in range(count)]
    return tuple(treasures + [DIRT] * (size * size - len(treasures)))


def deal(size: int, seed: int) -> tuple[str, ...]:
    """The land deck shuffled by ``seed`` and dealt row by row (index ``row * size + col``);
    the same seed always deals the same field."""
    lands = list(land_deck(size))
    random.Random(seed).shuffle(lands)
    return tuple(lands)


def label(square: Square) -> str:
    """"C4" for ``(2, 3)``."""
    return f"{chr(ord('A') + square[0])}{square[1] + 1}"


def parse_square(text: str, size: int) -> Square:
    """The square written ``text`` ("c4" or "C4") on a field of side ``size``.

    Raises:
        InvalidInput: not a letter and a number, or off the field.
    """
    text = text.strip().upper()
    try:
        if len(text) < 2 or not "A" <= text[0] <= "Z":
            raise InvalidInput(text)
        row = whole_number(text[1:], "the row", 1, 99)
    except InvalidInput:
        raise InvalidInput(f"{text[:10]!r} is not a square: write a column letter and a row "
                           "number, such as C4") from None
    square = (ord(text[0]) - ord("A"), row - 1)
    if not on_field(square, size):
        last = label((size - 1, size - 1))
        raise InvalidInput(f"{text} is off the field: squares run from A1 to {last}")
    return square


def on_field(square: Square, size: int) -> bool:
    """True when ``square`` lies on a field of side ``size``."""
    return 0 <= square[0] < size and 0 <= square[1] < size


def distance(a: Square, b: Square, diagonals: bool = False) -> int:
    """Steps (squares) from ``a`` to ``b``: sides only, or with corners if ``diagonals``."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(dx, dy) if diagonals else dx + dy


def neighbours(square: Square, size: int, diagonals: bool = False) -> list[Square]:
    """The squares one step from ``square`` on the field, in reading order."""
    found = []
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            step = (square[0] + dx, square[1] + dy)
            if (dx or dy) and on_field(step, size) and distance(square, step, diagonals) == 1:
                found.append(step)
    return found


def reachable(start: Square, steps: int, size: int, blocked: frozenset[Square],
              diagonals: bool = False) -> dict[Square, int]:
    """The squares a move of up to ``steps`` squares from ``start`` can end on, with the
    fewest steps to each: never through nor onto a ``blocked`` square (another character or
    a standup; ruling 73). ``start`` itself is not included."""
    best = {start: 0}
    frontier = [start]
    for step in range(1, steps + 1):
        nxt = []
        for square in frontier:
            for near in neighbours(square, size, diagonals):
                if near not in best and near not in blocked:
                    best[near] = step
                    nxt.append(near)
        frontier = nxt
    best.pop(start)
    return best


def start_squares(teams: tuple[tuple[int, ...], ...], size: int) -> dict[int, Square]:
    """Where each player's character starts: opposite corners (004 "Setup"). With two teams,
    one team takes the corners of the top row and the other those of the bottom row (004
    "Special Rules": teams start on opposing sides); otherwise players take the top-left,
    bottom-right, top-right and bottom-left corners in turn. ``teams`` lists the players of
    each team in acting order.

    Raises:
        InvalidInput: a team with more than two players (there are two corners a side).
    """
    last = size - 1
    if len(teams) == 2:
        sides = ([(0, 0), (last, 0)], [(last, last), (0, last)])
        if any(len(team) > 2 for team in teams):
            raise InvalidInput("a team has at most two players: there are two corners a side")
        return {p: sides[t][i] for t, team in enumerate(teams) for i, p in enumerate(team)}
    order = [(0, 0), (last, last), (last, 0), (0, last)]
    players = [p for team in teams for p in team]
    return {p: order[i] for i, p in enumerate(players)}


@dataclass(frozen=True)
class Field:
    """The field as play has left it.

    Attributes:
        size: side in squares.
        lands: the face-down land cards, row by row, when the app dealt them (secret until
            searched); None when the table dealt real cards (a search then says what was
            turned over).
        found: the squares searched, with the land card found on each (oldest first).
        lying: treasure cards lying face up on squares, returned from a hand (004
            "Playing the Game").
    """

    size: int
    lands: tuple[str, ...] | None = None
    found: tuple[tuple[Square, str], ...] = ()
    lying: tuple[tuple[Square, str], ...] = ()

    def searched(self, square: Square) -> bool:
        """True once ``square`` has been searched."""
        return any(s == square for s, _ in self.found)

    def left_to_find(self) -> Counter:
        """Land cards not yet found, by name (the whole land deck less what was found)."""
        left = Counter(land_deck(self.size))
        left.subtract(Counter(land for _, land in self.found))
        return +left

    def search(self, square: Square, told: str = "") -> tuple[Field, str]:
        """The field after searching ``square`` and the land card found there. When the
        table dealt the field, ``told`` is the card they turned over.

        Raises:
            InvalidInput: already searched; or (table-dealt) ``told`` missing, not a land
                card, or every card of that name already found.
        """
        if self.searched(square):
            raise InvalidInput(f"{label(square)} has already been searched")
        if self.lands is not None:
            land = self.lands[square[1] * self.size + square[0]]
        else:
            land = _land_name(told)
            if self.left_to_find()[land] == 0:
                raise InvalidInput(f"every {land} card of the land deck has been found "
                                   "already: check the card turned over")
        return replace(self, found=self.found + ((square, land),)), land

    def lay(self, square: Square, treasure: str) -> Field:
        """The field with ``treasure`` lying face up on ``square``."""
        return replace(self, lying=self.lying + ((square, treasure),))

    def pick_up(self, square: Square) -> tuple[Field, tuple[str, ...]]:
        """The field without the treasure lying on ``square``, and that treasure."""
        taken = tuple(t for s, t in self.lying if s == square)
        return replace(self, lying=tuple(x for x in self.lying if x[0] != square)), taken


def _land_name(told: str) -> str:
    for name in (DIRT, *TREASURES):
        if told.strip().casefold() == name.casefold():
            return name
    raise InvalidInput("say which land card was turned over: Dirt or one of "
                       + ", ".join(TREASURES))
