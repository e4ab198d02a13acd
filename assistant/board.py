"""The board as a picture (issue 21 item 12): a row of numbered spaces with each fighter's
standup and every marker on its space, plain data for `_pictures.html` (an SVG drawn on the
server).

Geometry is in SVG user units on a 320-wide view box (see `assistant.chart`): the 9-space board
of a team battle (000 "Team Setup") gives 35.5 units a space, enough for two letters of 14-unit
text; the 7-space board of a duel (000 "Board Setup") has room for three. The full names are in
the picture's label and in the key under it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import cos, pi, sin

from .chart import FONT, LOOKS, TEAM_LETTERS, WIDTH, Look

NUMBER_BAND = 20  # the space numbers along the top
STAR_BAND = 18  # the Active Player's star above the standup
STANDUP = 48  # a standup's height (one more row for the team letter in a team battle)
CHIP = 22  # one marker's row under the standups


@dataclass(frozen=True)
class Standup:
    """One fighter on the board: ``label`` (a few letters of the name, told apart from the
    other fighters'), ``name`` (in full), ``team`` (the team letter in a team battle, else
    ""), whether it is the Active Player, its `Look` and its top (user units)."""

    label: str
    name: str
    team: str
    active: bool
    look: Look
    y: float
    height: float = STANDUP

    def star(self, x: float) -> str:
        """The Active Player's five-pointed star above the standup centred on ``x``, as an
        SVG path (``d``)."""
        y, outer, inner = self.y - STAR_BAND / 2 - 1, 8.0, 3.4
        corners = []
        for k in range(10):
            r = outer if k % 2 == 0 else inner
            angle = pi / 2 + k * pi / 5
            corners.append(f"{x + r * cos(angle):.1f} {y - r * sin(angle):.1f}")
        return "M" + "L".join(corners) + "Z"


@dataclass(frozen=True)
class Chip:
    """One marker on the board: ``label`` (abbreviated), ``name`` and ``owner`` in full, the
    owner's `Look`, its top (user units) and, when the label is wider than the space, the
    width it is squeezed into (SVG ``textLength``), else None."""

    label: str
    name: str
    owner: str
    look: Look
    y: float
    squeeze: float | None = None


@dataclass(frozen=True)
class Space:
    """One space: its number (1 at the left), left edge and width (user units), and what
    stands on it."""

    number: int
    x: float
    width: float
    standups: tuple[Standup, ...]
    chips: tuple[Chip, ...]

    @property
    def middle(self) -> float:
        """The x of the space's middle."""
        return self.x + self.width / 2


@dataclass(frozen=True)
class BoardPicture:
    """The board: its spaces, the view box's size, its label (who stands where, which markers
    are where, the distance in a duel) and the key of the abbreviated markers as (label,
    "owner's name", space)."""

    spaces: tuple[Space, ...]
    width: int
    height: float
    label: str
    key: tuple[tuple[str, str, int], ...]
    active: str


def _text_width(text: str, size: float = FONT) -> float:
    """About how wide ``text`` is in a sans-serif face of ``size`` units (bold, wide letters)."""
    return sum((0.75 if c.isupper() or c.isdigit() else 0.6) * size for c in text)


def standup_labels(names: list[str], letters: int) -> list[str]:
    """Each fighter's label: the first ``letters`` letters of the name; where two fighters
    would share one (a mirror match), the first letter and the seat's number instead."""
    labels = [n[:letters] for n in names]
    return [f"{n[:1]}{s + 1}" if labels.count(lab) > 1 else lab
            for s, (n, lab) in enumerate(zip(names, labels, strict=True))]


def marker_label(name: str) -> str:
    """A marker's short label: the initials of a name of several words, else its first three
    letters, then its number if it has one ("Environment 2" -> "Env2", "Magnetron Droid" ->
    "MD", "Adjutant" -> "Adj")."""
    number = re.search(r"\s(\d+)$", name)
    base = name[: number.start()] if number else name
    words = base.split()
    short = "".join(w[0] for w in words)[:3] if len(words) > 1 else base[:3]
    return short + (number.group(1) if number else "")


def board_picture(table) -> BoardPicture:
    """The board of a `views.TableView`: every fighter on the board on its space (a
    defeated fighter is off it, 000 "Defeat in Multiplayer"), every marker on the board on
    its space with its owner, the Active Player starred."""
    size = table.board
    step = WIDTH / size
    letters = 3 if step >= 40 else 2
    names = [f.name for f in table.fighters]
    shown = [n if names.count(n) == 1 else f"{n} {s + 1}" for s, n in enumerate(names)]
    labels = standup_labels(names, letters)
    teams = bool(table.team_force)
    tall = STANDUP + (FONT + 2 if teams else 0)
    chips = _chips(table, shown)
    top = NUMBER_BAND + STAR_BAND
    spaces, lowest = [], top
    for number in range(1, size + 1):
        here = [f for f in table.fighters if table.positions[f.seat] == number]
        standups = tuple(
            Standup(labels[f.seat], shown[f.seat], TEAM_LETTERS[f.team] if teams else "",
                    f.active, LOOKS[f.seat % len(LOOKS)], top + k * (tall + 4), tall)
            for k, f in enumerate(here))
        y = top + len(here) * (tall + 4) + 2
        placed = []
        for label, name, owner, look in chips.get(number, ()):
            wide = _text_width(label)
            placed.append(Chip(label, name, owner, look, y,
                               step - 6 if wide > step - 6 else None))
            y += CHIP + 2
        lowest = max(lowest, y)
        spaces.append(Space(number, step * (number - 1), step, standups, tuple(placed)))
    active = " and ".join(shown[f.seat] for f in table.fighters if f.active)
    key = tuple((label, f"{owner}'s {name}", number) for number, row in sorted(chips.items())
                for label, name, owner, _ in row)
    return BoardPicture(tuple(spaces), WIDTH, lowest + 4, _label(table, shown, key),
                        key, active)


def _chips(table, shown: list[str]) -> dict[int, list[tuple[str, str, str, Look]]]:
    """The markers on the board by space: (label, name, owner, owner's look); a label that
    two owners' markers share gets the owner's first letter in front."""
    found = [(space, marker_label(name), name, f)
             for f in table.fighters for name, space in f.markers if space]
    owners: dict[str, set[int]] = {}
    for _, label, _, f in found:
        owners.setdefault(label, set()).add(f.seat)
    chips: dict[int, list] = {}
    for space, label, name, f in found:
        if len(owners[label]) > 1:
            label = shown[f.seat][:1] + label
        chips.setdefault(space, []).append((label, name, shown[f.seat],
                                            LOOKS[f.seat % len(LOOKS)]))
    return chips


def _label(table, shown: list[str], key) -> str:
    """The board in words: "Board of 7 spaces. Eligor, Active Player, on space 3. Shekhtur on
    space 5. Distance 2. Markers: Eligor's Adjutant on space 3."."""
    parts = [f"Board of {table.board} spaces."]
    for f in table.fighters:
        team = f", team {TEAM_LETTERS[f.team]}" if table.team_force else ""
        role = ", Active Player," if f.active else ""
        where = table.positions[f.seat]
        parts.append(f"{shown[f.seat]}{team}{role} on space {where}." if where
                     else f"{shown[f.seat]}{team} is off the board.")
    if not table.team_force:
        parts.append(f"Distance {table.distance}.")
    if key:
        parts.append("Markers: " + "; ".join(f"{whose} on space {n}" for _, whose, n in key)
                     + ".")
    return " ".join(parts)
