"""Standup movement on the two-player board: which end positions a movement effect allows.

Spaces are 1..`BOARD_SIZE`; positions are ``(p0, p1)``, the spaces of seat 0's and seat 1's
standups; all amounts are in spaces. Movement walks space by space, hops the other standup
without counting its space, never ends on it nor leaves the board, and is all-or-nothing and
mandatory (000 "Movement"). "Up to N" lets the player pick any legal amount from 0 to N (002
"Movement"); "as far as possible" (the Close keyword, or a card that prints it) takes the
longest legal amount (000 "Close", "Push"). See docs/rulings.md 5.

Rulings (how this module reads what the rulebook leaves open):

- Pushes and pulls are the other fighter's effects, not instructions to advance or retreat, so
  only ``move`` and ``be_moved`` restrictions of the moved fighter block them; ``advance`` and
  ``retreat`` restrictions block only the fighter's own movement (000 "Cannot vs. Do").
- ``move_past`` and ``be_moved_past`` concern where standups go, so they block any movement that
  passes, whoever's effect it is; an amount that would pass is dropped, not shortened
  (000 "Movement": exact amounts or nothing).
- A teleport does not travel through spaces, so ``move_past``/``be_moved_past`` never block it;
  it counts as an advance or retreat in its direction, and its `spaces` are counted as that
  advance or retreat would count them (000 "Teleport"). Moving the opponent directly
  (``teleport_opponent``) is the other fighter's effect, like a push: only their ``move`` and
  ``be_moved`` restrictions block it.
- A 0 in `MoveSpec.choices` is offered as staying put, which no restriction forbids. "Up to N"
  offers 0 too, but only beside a real movement: when no amount from 1 to N can be made, the
  movement is ignored (000 "Movement"), so nobody is asked to choose "stay". "As far as
  possible" never offers 0.
- For kinds that go either way (move, move_opponent, opponent_must_move) "up to" and "as far
  as possible" apply per direction: the chooser picks a direction, and then the amount (or the
  longest one) that way.
- A space a fighter cannot enter (``enter:N``) blocks every movement of theirs into or through
  it, whoever's effect it is; the hopped standup's space is not entered, and a teleport enters
  only its destination (000 "Movement": into and out of each space on the way; "Teleport").
  Leaving such a space is allowed; "as far as possible" stops short of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidInput

BOARD_SIZE = 7
START_POSITIONS = (3, 5)  # 000 "Board Setup": the third and fifth spaces
KINDS = ("advance", "retreat", "close", "move", "push", "pull", "move_opponent",
         "opponent_must_move", "teleport", "teleport_opponent")
_TELEPORTS = ("teleport", "teleport_opponent")
# the "cannot" names `legal_moves` understands, as f"{seat}:{name}" (000 "Cannot vs. Do")
RESTRICTIONS = ("advance", "retreat", "move", "be_moved", "move_past", "be_moved_past",
                # this seat's own advance is a retreat instead and its retreat an advance
                # (Kaitlyn's Paradox; other kinds of movement are not affected)
                "swap_direction")

_NO_SPACES: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())

# kind -> (who moves: "actor"/"other", directions as seen by the mover: "advance"/"retreat")
_PLAN = {
    "advance": ("actor", ("advance",)),
    "close": ("actor", ("advance",)),
    "retreat": ("actor", ("retreat",)),
    "move": ("actor", ("advance", "retreat")),
    "push": ("other", ("retreat",)),
    "pull": ("other", ("advance",)),
    "move_opponent": ("other", ("retreat", "advance")),
    "opponent_must_move": ("other", ("retreat", "advance")),
}


@dataclass(frozen=True, slots=True)
class MoveSpec:
    """A movement effect to resolve (000 "Movement").

    Attributes:
        kind: one of `KINDS`.
        choices: amounts in spaces the player picks among ("advance 1 or 2" is ``(1, 2)``,
            exactly N is ``(N,)``); each must be made in full or not at all.
        up_to: at most this many spaces: the player picks any legal amount from 0 to it (002
            "Movement"), or, with `farthest`, the longest legal one.
        teleport_to: for ``teleport`` (the actor moves) and ``teleport_opponent`` (the other
            seat is moved directly) only, the candidate destination spaces (000 "Teleport").
        farthest: with `up_to`, "as far as possible": only the longest legal amount (000
            "Push": John's "0-3, as far as possible"). A ``close`` always reads so (000
            "Close": "Advance as far as possible, up to the amount specified").
        not_past: for ``advance`` and ``pull`` only, the advance may not pass the other
            standup ("without switching sides"), nor the pull bring it past the puller, as a
            Close may not, but keeps its own amounts.

    Raises:
        InvalidInput: unknown kind, negative amount, not exactly one of choices/up_to for a
            walking kind (teleport takes only teleport_to), `farthest` without `up_to`, or
            `not_past` on another kind than advance.
    """

    kind: str
    choices: tuple[int, ...] = ()
    up_to: int | None = None
    teleport_to: tuple[int, ...] = ()
    farthest: bool = False
    not_past: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise InvalidInput(f"unknown movement kind {self.kind!r}; use one of {KINDS}")
        amounts = (*self.choices, *(() if self.up_to is None else (self.up_to,)))
        if any(not _is_int(a) or a < 0 for a in amounts):
            raise InvalidInput(f"movement amounts must be whole numbers 0 or more: {amounts}")
        if self.kind in _TELEPORTS:
            if self.choices or self.up_to is not None or not self.teleport_to:
                raise InvalidInput("a teleport takes teleport_to (destination spaces) only")
        elif bool(self.choices) == (self.up_to is not None) or self.teleport_to:
            raise InvalidInput(f"{self.kind} takes exactly one of choices or up_to")
        if self.farthest and self.up_to is None:
            raise InvalidInput("farthest (as far as possible) goes with up_to, the most spaces")
        if self.not_past and self.kind not in ("advance", "pull"):
            raise InvalidInput(f"not_past is for an advance or a pull, not {self.kind} (a "
                               "close never passes anyway)")


@dataclass(frozen=True, slots=True)
class MoveResult:
    """One legal outcome of a movement effect.

    Attributes:
        positions: ``(p0, p1)`` after the movement.
        mover: the seat whose standup moved (or would have, for a 0 amount).
        spaces: spaces counted, the hopped space of the other standup excluded; 0 for none.
        direction: ``"advance"`` (toward the other standup at the start) or ``"retreat"``, from
            the mover's view: a push is a retreat of the mover, a pull an advance.
        passed: the mover ended on the other side of the other standup.
        label: a short description for the player.
    """

    positions: tuple[int, int]
    mover: int
    spaces: int
    direction: str
    passed: bool
    label: str


def moved_seat(old: tuple, new: tuple) -> int:
    """The seat whose standup is on another space in ``new`` than in ``old`` (spaces per
    seat; a movement moves one standup at a time, 000 "Movement").

    Raises:
        StopIteration: nobody moved (callers check ``old != new`` first).
    """
    return next(s for s, (a, b) in enumerate(zip(old, new, strict=True)) if a != b)


def distance(positions: tuple[int, int], board_size: int = BOARD_SIZE) -> int:
    """Range in spaces from one standup to the other, one's own space being 0 (000 "Attack").

    Raises InvalidInput for positions off the board or on the same space.
    """
    p0, p1 = _check_positions(positions, board_size)
    return abs(p0 - p1)


def side_of(positions: tuple[int, int], seat: int, board_size: int = BOARD_SIZE) -> int:
    """-1 when `seat` stands left of (lower space than) the other standup, +1 when right.

    Raises InvalidInput for bad positions or a seat other than 0 or 1.
    """
    pos = _check_positions(positions, board_size)
    _check_seat(seat)
    return -1 if pos[seat] < pos[1 - seat] else 1


def legal_moves(positions: tuple[int, int], actor: int, spec: MoveSpec,
                restrictions: frozenset[str] = frozenset(),
                board_size: int = BOARD_SIZE, *,
                walls_stop: bool = False) -> tuple[MoveResult, ...]:
    """Every outcome `spec` may have when it is `actor`'s effect (000 "Movement").

    advance, retreat, close, move and teleport move `actor`; push, pull, move_opponent,
    opponent_must_move and teleport_opponent move the other seat (push away from `actor`,
    pull toward and possibly past). Results keep the order of `spec.choices` (for either-way
    kinds, advance/push first per amount); "up to N" lists the longest amount first and
    staying put (0) last; results with equal positions collapse into the first. An empty
    tuple means the movement is ignored (000 "Movement").

    `restrictions` holds this beat's "cannot" strings ``f"{seat}:{name}"`` with name in
    `RESTRICTIONS` (000 "Cannot vs. Do"): ``move`` (no movement at all), ``be_moved`` (not by
    the other seat's effects), ``advance``/``retreat`` (own movement that way, teleports
    included), ``move_past`` (this seat may not pass the other) and ``be_moved_past`` (the
    other seat may not pass this one), ``swap_direction`` (this seat's own ``advance`` is a
    retreat instead and its ``retreat`` an advance); or ``enter:N``: this seat may not move
    into or through space N. See the module rulings.

    The classic ruleset (002 "Movement") reads the board's edge differently: with
    ``walls_stop`` a walking movement the edge cuts short goes as far as it can and stops
    (ignored only when it cannot move at all).

    Raises InvalidInput for bad positions, seat, spec, board size or restriction strings.

    A pure function of its arguments: answers are kept by them (`_KNOWN`; issue 23), so a
    movement asked again from the same spaces under the same restrictions is not walked again.
    """
    if not (type(positions) is tuple and len(positions) == 2 and type(positions[0]) is int
            and type(positions[1]) is int and type(actor) is int and type(board_size) is int
            and type(restrictions) is frozenset and type(spec) is MoveSpec):
        # (kept only for exact types: 1.0 == 1 and True == 1 as keys, yet not as arguments)
        return _legal_moves(positions, actor, spec, restrictions, board_size, walls_stop)
    key = (positions, actor, spec, restrictions, board_size, walls_stop)
    found = _KNOWN.get(key)
    if found is None:
        found = _legal_moves(positions, actor, spec, restrictions, board_size, walls_stop)
        if len(_KNOWN) >= _KNOWN_MOST:
            _KNOWN.clear()
        _KNOWN[key] = found
    return found


_KNOWN: dict[tuple, tuple[MoveResult, ...]] = {}  # `legal_moves`' answers by their arguments
_KNOWN_MOST = 8192  # answers kept at most (emptied when full)


def _legal_moves(positions, actor, spec, restrictions, board_size, walls_stop):
    """`legal_moves` worked out (same arguments, same errors)."""
    if not _is_int(board_size) or board_size < 2:
        raise InvalidInput(f"the board needs at least 2 spaces, not {board_size!r}")
    positions = _check_positions(positions, board_size)
    _check_seat(actor)
    if not isinstance(spec, MoveSpec):
        raise InvalidInput("spec must be a MoveSpec")
    closed = _NO_SPACES
    stops = _NO_SPACES
    for item in restrictions:
        seat, _, name = str(item).partition(":")
        if seat in ("0", "1") and name.startswith("enter:") and name[6:].isdigit():
            if closed is _NO_SPACES:
                closed = (set(), set())
            closed[int(seat)].add(int(name[6:]))
        elif seat in ("0", "1") and name.startswith("stop:") and name[5:].isdigit():
            if stops is _NO_SPACES:
                stops = (set(), set())
            stops[int(seat)].add(int(name[5:]))
        elif seat not in ("0", "1") or name not in RESTRICTIONS:
            raise InvalidInput(f"bad restriction {item!r}; use 'SEAT:NAME', NAME in "
                               f"{RESTRICTIONS} or enter:SPACE")

    if spec.kind in _TELEPORTS:
        mover = actor if spec.kind == "teleport" else 1 - actor
        found = [_teleport(positions, actor, mover, dest, restrictions, board_size,
                           closed[mover])
                 for dest in spec.teleport_to]
    else:
        who, directions = _PLAN[spec.kind]
        mover = actor if who == "actor" else 1 - actor
        if spec.kind in ("advance", "retreat") and f"{mover}:swap_direction" in restrictions:
            directions = ("retreat",) if spec.kind == "advance" else ("advance",)
        step = _walker(positions, actor, mover, spec.kind, restrictions, board_size,
                       closed[mover], walls_stop, spec.not_past, stops[mover])
        if spec.up_to is None:
            found = [step(d, n) for n in spec.choices for d in directions]
        elif spec.farthest or spec.kind == "close":
            found = [_farthest(step, d, spec.up_to) for d in directions]
        else:
            found = any_amount(step, directions, spec.up_to)
    unique: dict[tuple[int, int], MoveResult] = {}
    for result in found:
        if result is not None:
            unique.setdefault(result.positions, result)
    return tuple(unique.values())


def _walker(positions, actor, mover, kind, restrictions, board_size, closed=frozenset(),
            walls_stop=False, not_past=False, stops=frozenset()):
    """A function (direction, amount) -> MoveResult | None for one walking movement;
    ``closed``: spaces the mover may not enter; ``walls_stop``: an amount the board's edge
    cuts short is shortened to the longest that fits (002 "Movement"); ``not_past``: an
    amount that would pass the other standup is not legal (as for a close); ``stops``:
    spaces where the movement ends as soon as it enters one (Khadath's Gate Trap), the
    other standup's hopped space excepted."""
    start, other = positions[mover], positions[1 - mover]
    toward = 1 if other > start else -1

    def step(direction: str, amount: int) -> MoveResult | None:
        if amount == 0:
            return _result(positions, mover, start, 0, direction, False,
                           _label(kind, direction, 0, start, False, mover == actor))
        if _blocked(mover, actor, direction, restrictions):
            return None
        sign = toward if direction == "advance" else -toward
        end = start + sign * amount
        if direction == "advance" and (end - other) * sign >= 0:
            end += sign  # hop over the other standup without counting its space
        stop = next((space for space in range(start + sign, end, sign)
                     if space in stops and space != other and 1 <= space <= board_size), None)
        if stop is not None:  # entered a stopping space: the movement ends there
            end = stop
            amount = abs(end - start) - (1 if (end - other) * (other - start) > 0 else 0)
        passed = direction == "advance" and (end - other) * sign > 0
        if not 1 <= end <= board_size:
            return step(direction, amount - 1) if walls_stop and amount > 1 else None
        if passed and (kind == "close" or not_past or f"{mover}:move_past" in restrictions
                       or f"{1 - mover}:be_moved_past" in restrictions):
            return None
        if closed and any(space in closed and space != other
                          for space in range(start + sign, end + sign, sign)):
            return None
        return _result(positions, mover, end, amount, direction, passed,
                       _label(kind, direction, amount, end, passed, mover == actor))

    return step


def any_amount(step, directions, up_to: int) -> list:
    """"Up to `up_to`": the results of `step` (a function (direction, amount) -> result or
    None) for every amount each of `directions`, longest first, then staying put (amount 0,
    the first direction); nothing when no amount of 1 or more can be made (the movement is
    ignored, 000 "Movement"). 002 "Movement": the player may choose any amount up to it, 0
    included. Shared by `legal_moves` and `team_movement.team_moves`."""
    found = [step(d, n) for n in range(up_to, 0, -1) for d in directions]
    if not any(found):
        return []
    return [*found, step(directions[0], 0)]


def _farthest(step, direction: str, up_to: int) -> MoveResult | None:
    """The longest legal movement of 1..`up_to` spaces one way (000 "Push" 0-3, "Close")."""
    for amount in range(up_to, 0, -1):
        if (result := step(direction, amount)) is not None:
            return result
    return None


def _teleport(positions, actor, mover, dest, restrictions, board_size,
              closed=frozenset()) -> MoveResult | None:
    """`mover` straight to `dest` by `actor`'s effect, or None (000 "Teleport"; classic
    "move directly"). When `mover` is not `actor` (the opponent moved directly), only their
    ``move`` and ``be_moved`` restrictions stop it, as for a push or pull (module rulings).
    ``closed``: spaces `mover` may not enter."""
    if not _is_int(dest) or not 1 <= dest <= board_size:
        raise InvalidInput(f"teleport destination {dest!r} is not a space 1..{board_size}")
    start, other = positions[mover], positions[1 - mover]
    if dest in (start, other) or dest in closed:
        return None  # staying is no movement; never onto another fighter
    direction = "advance" if (dest - start) * (other - start) > 0 else "retreat"
    if _blocked(mover, actor, direction, restrictions):
        return None
    passed = (dest - other) * (other - start) > 0
    spaces = abs(dest - start) - (1 if passed else 0)
    if mover == actor:
        label = f"Teleport to space {dest}" + " (past the opponent)" * passed
    else:
        label = f"Move the opponent directly to space {dest}" + " (past you)" * passed
    return _result(positions, mover, dest, spaces, direction, passed, label)


def _blocked(mover: int, actor: int, direction: str, restrictions: frozenset[str]) -> bool:
    """True when a "cannot" forbids this movement of `mover` (000 "Cannot vs. Do")."""
    if f"{mover}:move" in restrictions:
        return True
    if mover != actor:
        return f"{mover}:be_moved" in restrictions
    return f"{mover}:{direction}" in restrictions


def _result(positions, mover, end, spaces, direction, passed, label) -> MoveResult:
    new = (end, positions[1]) if mover == 0 else (positions[0], end)
    return MoveResult(new, mover, spaces, direction, passed, label)


def _label(kind, direction, amount, end, passed, own) -> str:
    """The result in the players' words: the movement and its amount, then where it ends
    ("Advance 2: to space 5", "Push the opponent 0: stays on space 6")."""
    if amount == 0:
        to = f"stay on space {end}" if own else f"stays on space {end}"
    else:
        hop = " (hops over the opponent)" if own else " (hops over you)"
        to = f"to space {end}" + hop * passed
    if own:
        verb = "Close" if kind == "close" else "Move" if kind == "move" and amount == 0 \
            else direction.capitalize()
        return f"{verb} {amount}: {to}"
    if kind == "opponent_must_move":
        way = "" if amount == 0 else " toward you" if direction == "advance" else " away from you"
        return f"The opponent moves {amount}{way}: {to}"
    if kind == "move_opponent" and amount == 0:
        return f"Move the opponent 0: {to}"
    return f"{'Pull' if direction == 'advance' else 'Push'} the opponent {amount}: {to}"


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_positions(positions, board_size: int) -> tuple[int, int]:
    if not isinstance(positions, tuple | list) or len(positions) != 2:
        raise InvalidInput(f"positions must be a pair (seat 0 space, seat 1 space): {positions!r}")
    p0, p1 = positions
    for p in (p0, p1):
        if not _is_int(p) or not 1 <= p <= board_size:
            raise InvalidInput(f"standup position {p!r} is not a space 1..{board_size}")
    if p0 == p1:
        raise InvalidInput(f"both standups are on space {p0}; two standups never share a space")
    return (p0, p1)


def _check_seat(seat) -> None:
    if not _is_int(seat) or seat not in (0, 1):
        raise InvalidInput(f"seat must be 0 or 1, not {seat!r}")
