"""The chart of life and Force by beat (issue 21 item 12): plain data for `_pictures.html`,
which draws it as an SVG on the server (no script, no chart library in the page).

The numbers come from the engine state, never from a replay: the start is the log's setup
state (`DuelLog.start`), each finished beat is `GameState.beat_ends` (read at the end of its
Recycle, 000 "Recycle Phase"), and a duel that has ended adds its final numbers. In a team
battle the Force lines are the teams' (000 "Team Force"); under a ruleset without Force
(002, Devastation of Indines) there are only life lines.

Geometry is in SVG user units on a 320-wide view box, drawn at the width of the page: at 360 px
and wider a unit is at least a CSS pixel, so 14-unit text is at least 14 px on screen.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache
from math import ceil

from engine.battlecon import GameState

WIDTH = 320  # view box width, user units (the narrowest phone's page is 344 px wide)
FONT = 14  # text size, user units
LEFT, RIGHT = 30, 84  # room for the value labels and for the names at the line ends
TOP_GAP = 30  # a panel's title above its plot
LIFE_HEIGHT, FORCE_HEIGHT = 110, 70
AXIS = 26  # the beat numbers under the last panel
GAP = 14  # the least distance between two names at the line ends
TEAM_LETTERS = "ABCD"


@dataclass(frozen=True)
class Look:
    """How one fighter's lines and marks are drawn, so that colour is never the only signal:
    a colour, a dash pattern (SVG ``stroke-dasharray``, "" for solid) and a mark's shape."""

    colour: str
    dash: str
    mark: str  # "circle", "square", "triangle" or "diamond"


LOOKS = (Look("#8a1c2b", "", "circle"), Look("#1f4e9b", "7 4", "square"),
         Look("#1f6b3a", "2 3", "triangle"), Look("#6b4a00", "9 3 2 3", "diamond"))


def mark_path(x: float, y: float, mark: str, size: float = 4.0) -> str:
    """An SVG path (``d``) of the shape ``mark`` (a `Look.mark`) centred on (x, y), ``size``
    units from the centre to the side (a circle: its radius)."""
    s = size
    if mark == "square":
        return f"M{x - s:.1f} {y - s:.1f}h{2 * s:.1f}v{2 * s:.1f}h{-2 * s:.1f}Z"
    if mark == "triangle":
        return f"M{x:.1f} {y - s - 1:.1f}L{x + s + 1:.1f} {y + s:.1f}L{x - s - 1:.1f} {y + s:.1f}Z"
    if mark == "diamond":
        t = s + 1
        return f"M{x:.1f} {y - t:.1f}L{x + t:.1f} {y:.1f}L{x:.1f} {y + t:.1f}L{x - t:.1f} {y:.1f}Z"
    return (f"M{x - s:.1f} {y:.1f}a{s:.1f} {s:.1f} 0 1 0 {2 * s:.1f} 0"
            f"a{s:.1f} {s:.1f} 0 1 0 {-2 * s:.1f} 0Z")


@dataclass(frozen=True)
class Series:
    """One line: whose (``name``: a fighter, or "Team A"), ``what`` ("life" or "Force"), its
    ``values`` (one per point: the start, then each beat), its ``look`` and where it is drawn:
    ``points`` (x, y) in user units, ``label_y`` the name's baseline at the line's end."""

    name: str
    what: str
    values: tuple[int, ...]
    look: Look
    points: tuple[tuple[float, float], ...] = ()
    label_y: float = 0.0

    @property
    def polyline(self) -> str:
        """The points as an SVG ``points`` attribute."""
        return " ".join(f"{x:.1f},{y:.1f}" for x, y in self.points)

    @property
    def marks(self) -> str:
        """Every point's mark as one SVG path (``d``)."""
        return "".join(mark_path(x, y, self.look.mark) for x, y in self.points)


@dataclass(frozen=True)
class Panel:
    """One plot: ``title`` ("Life" or "Force"), its top and bottom (user units), the value at
    its top (the bottom is 0), the grid's (y, value) lines and its series."""

    title: str
    top: float
    bottom: float
    most: int
    grid: tuple[tuple[float, int], ...]
    series: tuple[Series, ...]


@dataclass(frozen=True)
class Chart:
    """The whole chart: ``beats`` (0 for the start, then each beat's number), the panels,
    the beat numbers shown under them as (x, number), the view box's height, and the numbers
    in words (``summary``, for the picture's label) and as a table (``columns`` headings,
    ``rows`` one per point)."""

    beats: tuple[int, ...]
    panels: tuple[Panel, ...]
    ticks: tuple[tuple[float, int], ...]
    height: float
    summary: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    width: int = WIDTH
    left: int = LEFT
    right: int = WIDTH - RIGHT

    @property
    def key(self) -> str:
        """A short digest of the numbers (8 hex digits): the picture's address changes
        exactly when they do, so a phone may keep the picture it has."""
        return f"{zlib.crc32(repr((self.columns, self.rows)).encode()):08x}"


def points(start: GameState, now: GameState) -> tuple[tuple[int, ...], tuple]:
    """(beat numbers, numbers) of the chart: the start (beat 0, from the setup state
    ``start``), the end of every finished beat of ``now`` (`GameState.beat_ends`), and, once
    the duel is over, its last numbers as the last beat's. Each point's numbers are per seat
    (life points, Force counters)."""
    first = tuple((f.life, f.force) for f in start.fighters)
    ends = now.beat_ends
    beats = tuple(range(len(ends) + 1))
    if now.outcome is not None and len(ends) < now.beat:
        ends = ends + (tuple((f.life, f.force) for f in now.fighters),)
        beats = beats + (now.beat,)
    return beats, (first,) + ends


def _teams(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The seats of each team, in team order (a duel: one seat each)."""
    return tuple(tuple(s for s, t in enumerate(state.teams) if t == team)
                 for team in sorted(set(state.teams)))


def chart(start: GameState, now: GameState) -> Chart:
    """The chart of ``now``'s duel from its setup state ``start``: one life line per fighter,
    one Force line per team (a duel: per fighter) when the ruleset has Force.

    Laid out once for the same numbers and fighters (every tap of a beat shows the same chart
    until the beat ends; `_drawn` keeps the last 128)."""
    beats, numbers = points(start, now)
    seats = range(len(now.fighters))
    return _drawn(beats, numbers, tuple(now.name(s) for s in seats),
                  tuple(now.starting_life(s) for s in seats), bool(now.rules.force),
                  _teams(now))


@lru_cache(maxsize=128)
def _drawn(beats: tuple[int, ...], numbers: tuple, names: tuple[str, ...],
           lives: tuple[int, ...], force_on: bool, teams: tuple[tuple[int, ...], ...]) -> Chart:
    """The chart of `chart` from what it reads of the duel: the points (`points`), the
    fighters' names and starting life, whether the ruleset has Force, the teams' seats."""
    if len(set(names)) < len(names):  # a mirror match: tell the two apart
        names = tuple(f"{n} {s + 1}" for s, n in enumerate(names))
    life = tuple(Series(names[s], "life", tuple(p[s][0] for p in numbers),
                        LOOKS[s % len(LOOKS)]) for s in range(len(names)))
    panels = [("Life", life, max([*lives, *(v for line in life for v in line.values)]))]
    if force_on:
        force = []
        for team, seats in enumerate(teams):
            who = names[seats[0]] if len(seats) == 1 else f"Team {TEAM_LETTERS[team]}"
            values = tuple(sum(p[s][1] for s in seats) for p in numbers)
            force.append(Series(who, "Force", values, LOOKS[seats[0] % len(LOOKS)]))
        panels.append(("Force", tuple(force),
                       max([10] + [v for line in force for v in line.values])))
    return _lay_out(beats, panels)


def _lay_out(beats: tuple[int, ...], panels: list) -> Chart:
    """Place the panels one under the other and every point, grid line and name."""
    right = WIDTH - RIGHT
    last = max(beats[-1], 1)

    def x_of(beat: int) -> float:
        return LEFT + (right - LEFT) * beat / last

    laid, y = [], 0.0
    for title, series, most in panels:
        top = y + TOP_GAP
        bottom = top + (LIFE_HEIGHT if title == "Life" else FORCE_HEIGHT)

        def y_of(value: int, top=top, bottom=bottom, most=most) -> float:
            return bottom - (bottom - top) * max(value, 0) / most

        placed = tuple(Series(s.name, s.what, s.values, s.look,
                              tuple((x_of(b), y_of(v)) for b, v in zip(beats, s.values,
                                                                        strict=True)))
                       for s in series)
        placed = _spread(placed, top, bottom)
        half = most // 2
        grid = tuple((y_of(v), v) for v in sorted({0, half, most}))
        laid.append(Panel(title, top, bottom, most, grid, placed))
        y = bottom + 6
    step = _tick_step(last)
    shown = list(range(0, last + 1, step))
    if shown[-1] != last:  # the last beat always numbered, its close neighbour dropped
        if last - shown[-1] < step / 2:
            shown.pop()
        shown.append(last)
    ticks = tuple((x_of(b), b) for b in shown)
    everything = [s for p in laid for s in p.series]
    return Chart(beats, tuple(laid), ticks, y + AXIS, _summary(beats, laid),
                 ("Beat",) + tuple(f"{s.name} {s.what}" for s in everything),
                 tuple((("start" if b == 0 else str(b)),) + tuple(str(s.values[i])
                                                                 for s in everything)
                       for i, b in enumerate(beats)))


def _tick_step(last: int) -> int:
    """The step between two beat numbers shown: at most about 7 numbers on the axis."""
    for step in (1, 2, 5, 10, 20, 50):
        if ceil(last / step) <= 6:
            return step
    return 100


def _spread(series: tuple[Series, ...], top: float, bottom: float) -> tuple[Series, ...]:
    """Each line's name at its end, moved up or down just enough that no two overlap."""
    order = sorted(range(len(series)), key=lambda i: series[i].points[-1][1])
    ys = [series[i].points[-1][1] + FONT / 3 for i in order]
    for k in range(1, len(ys)):
        ys[k] = max(ys[k], ys[k - 1] + GAP)
    over = ys[-1] - (bottom + FONT / 2) if ys else 0
    if over > 0:
        ys = [y - over for y in ys]
        for k in range(len(ys) - 2, -1, -1):
            ys[k] = min(ys[k], ys[k + 1] - GAP)
    label = dict(zip(order, ys, strict=True))
    return tuple(Series(s.name, s.what, s.values, s.look, s.points, label[i])
                 for i, s in enumerate(series))


def _summary(beats: tuple[int, ...], panels: list[Panel]) -> str:
    """The chart in words, for its label: "Life and Force by beat, start to beat 3.
    Eligor life: 20, 17, 14, 14. ..." (the first number is the start's)."""
    span = f"start to beat {beats[-1]}" if beats[-1] else "the start only"
    lines = [f"{s.name} {s.what}: {', '.join(map(str, s.values))}."
             for p in panels for s in p.series]
    title = " and ".join(p.title for p in panels)
    return f"{title} by beat, {span}. " + " ".join(lines)
