"""An ABXY match as data (003 rules, "Setup", "Gameplay", "Glossary"): two sides, each a team
of creatures with one active fighter, its locked-out buttons, and what the rules decided.

Everything here is immutable: a change returns a new `Match`, with the reason added to its
``notes`` as an `engine.notes.Note` (a kind and its values; ``str(note)`` is its words), as
BattleCON's engine does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from engine.errors import InvalidInput
from engine.notes import Note


class Button(StrEnum):
    """The four button cards (003 "Card Layout" f-g) in the rules' order A, B, X, Y."""

    A = "A"
    B = "B"
    X = "X"
    Y = "Y"


# 003 "The Default Actions": what each button does unless a special action replaces it.
DEFAULT_ACTIONS = {Button.A: "Fight", Button.B: "Defend", Button.X: "Switch", Button.Y: "Taunt"}
# 003 "LOCKOUT": a third locked-out button defeats the current fighter.
LOCKOUT_LIMIT = 3


@dataclass(frozen=True)
class Creature:
    """One creature card: ``name``, ``weight`` (lower resolves first, 003 "Weight"), its
    state: ``damaged`` (flipped to its Damaged side) or ``defeated`` (removed); and as the
    table enters them from the card: ``special`` (the special action's name,
    `specials.BY_NAME`), the ``special_button`` it replaces, and its creature ``types``."""

    name: str
    weight: int
    damaged: bool = False
    defeated: bool = False
    special: str = ""
    special_button: Button | None = None
    types: tuple[str, ...] = ()

    @property
    def health(self) -> str:
        """"healthy", "damaged" or "defeated"."""
        return "defeated" if self.defeated else "damaged" if self.damaged else "healthy"


@dataclass(frozen=True)
class Side:
    """One player: ``team`` (creatures, index = position in the column), ``active`` (the
    index of the fighter in combat) and ``locked`` (its locked-out buttons, 003
    "LOCKOUT")."""

    team: tuple[Creature, ...]
    active: int = 0
    locked: frozenset[Button] = frozenset()

    @property
    def fighter(self) -> Creature:
        """The creature in combat."""
        return self.team[self.active]

    def remaining(self) -> tuple[int, ...]:
        """The indexes of creatures not defeated, the active one included."""
        return tuple(i for i, c in enumerate(self.team) if not c.defeated)

    def bench(self) -> tuple[int, ...]:
        """The creatures that could come into combat: not defeated, not active."""
        return tuple(i for i in self.remaining() if i != self.active)


@dataclass(frozen=True)
class Match:
    """Both sides and what happened: ``sides`` (player 0, player 1), ``winner`` (a side's
    index once the other has no creature left, 003 "Victory") and ``notes`` (the reasons,
    `Note` values of "abxy." kinds, oldest first)."""

    sides: tuple[Side, Side]
    winner: int | None = None
    notes: tuple[Note, ...] = ()

    def side(self, player: int) -> Side:
        """Player ``player``'s side (0 or 1)."""
        return self.sides[player]

    def name(self, player: int) -> str:
        """The name of player ``player``'s fighter in combat."""
        return self.sides[player].fighter.name

    def note(self, kind: str, /, **values: Any) -> Match:
        """A copy with the `Note` of kind ``kind`` (registered with `engine.notes.note_kind`)
        and ``values`` added to the notes.

        Raises:
            ValueError: ``kind`` is not registered.
        """
        return replace(self, notes=self.notes + (Note.of(kind, **values),))

    def with_side(self, player: int, **changes) -> Match:
        """A copy with player ``player``'s side changed."""
        new = replace(self.sides[player], **changes)
        sides = (new, self.sides[1]) if player == 0 else (self.sides[0], new)
        return replace(self, sides=sides)

    def with_creature(self, player: int, index: int, **changes) -> Match:
        """A copy with creature ``index`` of player ``player`` changed."""
        team = list(self.sides[player].team)
        team[index] = replace(team[index], **changes)
        return self.with_side(player, team=tuple(team))


def new_match(team0: tuple[Creature, ...], team1: tuple[Creature, ...],
              active: tuple[int, int] = (0, 0)) -> Match:
    """A match at its first round: both teams healthy, the chosen active fighters in combat
    (003 "Setup" 2-6).

    Raises:
        InvalidInput: an empty team, or an active index outside the team.
    """
    for team, first in ((team0, active[0]), (team1, active[1])):
        if not team:
            raise InvalidInput("each player needs a team of creatures")
        if not 0 <= first < len(team):
            raise InvalidInput(f"the active fighter must be one of the team's {len(team)}")
    return Match((Side(tuple(team0), active[0]), Side(tuple(team1), active[1])))
