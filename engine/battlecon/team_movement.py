"""Standup movement with several standups on the board: team battles (000 "Multiplayer Rules").

Positions hold one entry per seat: the space (1..board size) of that fighter's standup, or
``None`` for a defeated fighter, whose standup is off the board (000 "Defeat in Multiplayer":
all of their components are removed). Teams hold a team number per seat; an enemy is a seat
of another team. All amounts are in spaces. The duel's rules carry over (000 "Movement":
mandatory, all-or-nothing, never off the board; "up to N" any legal amount from 0 to N, "as
far as possible" and Close the longest, docs/rulings.md 5), with the team rules of 000 "Team
Movement": a moving standup hops allies and enemies alike, counting none of their spaces, may
hop several in one movement, and never ends on an occupied space. With two fighters on two
teams, `team_moves` gives what `movement.legal_moves` gives.

Rulings (how this module reads what the rulebook leaves open for several standups):

- Direction. An advance may go either way as long as an enemy standup lies that way at the
  start; a retreat either way as long as an enemy lies the other way (000 "Multiplayer Rules
  Summary", Team Movement). With enemies on both sides, one way can be both.
- ``move`` and ``teleport`` name neither an advance nor a retreat: a way counts as an advance
  when an enemy lies that way and as a retreat when one lies the other way, and it is allowed
  when it is allowed as either; it is reported as ``"advance"`` when it may be one, else
  ``"retreat"`` (000 "Teleport": it interacts with Advance or Retreat "in that direction";
  000 "Cannot vs. Do": "cannot advance" stops effects that instruct you to advance, and such
  a movement need not be one). ``advance``, ``retreat`` and ``close`` are only what they say.
- Pushes, pulls and the other kinds that move "the Opponent" (push, pull, move_opponent,
  opponent_must_move, teleport_opponent) are measured from the actor alone: a push goes away
  from the actor, a pull toward and, if long enough, past them, whatever else stands around
  (000 "Push", "Pull"). As in the duel they are the actor's effect, so only the mover's
  ``move`` and ``be_moved`` restrictions stop them (000 "Cannot vs. Do"). The mover must be an
  enemy of the actor (000 "Who is 'The Opponent'?": the Opponent is an enemy fighter); which
  enemy is the caller's choice, since Hit and Damage triggers target the fighter just hit
  whatever the range.
- Close is an advance up to N toward an enemy, as far as possible without passing the nearest
  enemy that way; allies before that enemy are hopped (000 "Close": "not past the Opponent",
  and the Opponent on that side is the nearest enemy, 000 "Who is 'The Opponent'?"). With
  enemies on both sides the player picks the way: one result per way.
- ``move_past`` and ``be_moved_past`` read "the opponent" as any enemy standup (each enemy is
  the Opponent from some space, 000 "Who is 'The Opponent'?"): ``S:move_past`` drops every
  movement of S that passes an enemy of S; ``S:be_moved_past`` drops every movement of an
  enemy of S that passes S. Allies pass each other freely. As in the duel these hold whoever's
  effect it is, drop the amount rather than shorten it, and never stop a teleport.
- `passed` lists every seat whose standup lies strictly between the mover's start and end
  (hopped when walking, jumped when teleporting), nearest first; a standup that is passed is
  never entered, so ``enter:N`` does not stop hopping a standup on N (000 "Movement").
- A defeated fighter (``None``) is not on the board: it is neither hopped nor counted, and
  cannot act or be moved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import InvalidInput
from .movement import RESTRICTIONS, MoveSpec, any_amount

TEAM_BOARD_SIZE = 9  # 000 "Team Setup": team play uses the 9-space board
# the kinds that move the fighter whose effect it is (the others move "the Opponent")
OWN_MOVES = ("advance", "retreat", "close", "move", "teleport")
_OWN = OWN_MOVES
_TELEPORTS = ("teleport", "teleport_opponent")
# the one way a push or pull moves the Opponent, from the Opponent's view (toward the actor is
# "advance"); the other kinds that move the Opponent may go either way
_OPPONENT_WAYS = {"push": ("retreat",), "pull": ("advance",)}


@dataclass(frozen=True, slots=True)
class TeamMoveResult:
    """One legal outcome of a movement effect with several standups (000 "Team Movement").

    Attributes:
        positions: every seat's space after the movement (``None`` stays ``None``).
        mover: the seat whose standup moved (or would have, for a 0 amount).
        spaces: spaces counted, the hopped occupied spaces excluded; 0 for none.
        direction: ``"advance"`` or ``"retreat"`` from the mover's view (see the module
            rulings): for pushes and pulls, toward the actor is ``"advance"``.
        passed: the seats whose standups the mover went past, nearest first.
        label: a short description for the player.
    """

    positions: tuple[int | None, ...]
    mover: int
    spaces: int
    direction: str
    passed: tuple[int, ...]
    label: str


def _check_move(positions: Sequence[int | None], teams: Sequence[int], actor: int,
                mover: int, spec: MoveSpec, restrictions: frozenset[str], board_size: int,
                names: Sequence[str] | None):
    """`team_moves`'s arguments checked: (positions, teams, names, the sides of the mover its
    enemies stand on, the spaces closed to each seat). Raises InvalidInput as `team_moves`
    says."""
    if not _is_int(board_size) or board_size < 2:
        raise InvalidInput(f"the board needs at least 2 spaces, not {board_size!r}")
    pos = _check_positions(positions, board_size)
    teams = _check_teams(teams, len(pos))
    for role, seat in (("actor", actor), ("mover", mover)):
        if not _is_int(seat) or not 0 <= seat < len(pos):
            raise InvalidInput(f"{role} must be a seat 0..{len(pos) - 1}, not {seat!r}")
        if pos[seat] is None:
            raise InvalidInput(f"the {role}, seat {seat}, is defeated and not on the board")
    if not isinstance(spec, MoveSpec):
        raise InvalidInput("spec must be a MoveSpec")
    own = spec.kind in _OWN
    if own and mover != actor:
        raise InvalidInput(f"{spec.kind} moves the actor: mover must be {actor}, not {mover}")
    if not own and teams[mover] == teams[actor]:
        raise InvalidInput(f"{spec.kind} moves the Opponent: mover must be an enemy of seat "
                           f"{actor}, not seat {mover}")
    enemies = [p for s, p in enumerate(pos) if p is not None and teams[s] != teams[mover]]
    if not enemies:
        raise InvalidInput(f"no enemy of seat {mover} is on the board")
    enemy_sides = frozenset(1 if p > pos[mover] else -1 for p in enemies)
    closed = _check_restrictions(restrictions, len(pos))
    if names is None:
        names = tuple("the opponent" if s == mover != actor else f"seat {s}"
                      for s in range(len(pos)))
    elif isinstance(names, str) or len(names) != len(pos):
        raise InvalidInput(f"names must give one name per seat ({len(pos)}): {names!r}")
    return pos, teams, names, enemy_sides, closed


def team_moves(positions: Sequence[int | None], teams: Sequence[int], actor: int, mover: int,
               spec: MoveSpec, restrictions: frozenset[str] = frozenset(),
               board_size: int = TEAM_BOARD_SIZE, *, walls_stop: bool = False,
               names: Sequence[str] | None = None) -> tuple[TeamMoveResult, ...]:
    """Every outcome `spec` may have when it is `actor`'s effect moving `mover` (000 "Team
    Movement", "Movement").

    `positions` and `teams` have one entry per seat (see the module docstring); `actor` is the
    seat whose effect it is, `mover` the seat whose standup moves: the actor for advance,
    retreat, close, move and teleport; an enemy of the actor, named by the caller, for push,
    pull, move_opponent, opponent_must_move and teleport_opponent. `restrictions` are
    ``f"{seat}:{name}"`` strings as `movement.legal_moves` takes them (name in
    `movement.RESTRICTIONS` or ``enter:N``). ``walls_stop`` reads the classic ruleset as in
    `movement.legal_moves`, and "up to", `MoveSpec.farthest` and `MoveSpec.not_past` read as
    there. `names` (one per seat, optional) name the standups in labels; by default "seat
    N", and "the opponent" for a mover moved by the actor.

    Results keep the order of `spec.choices` (per amount, an advance way before a retreat way,
    a push before a pull, the lower spaces first between equals); "up to N" lists the longest
    amount first and staying put (0) last; results with equal positions collapse into the
    first. An empty tuple means the movement is ignored (000 "Movement").

    Raises InvalidInput for bad positions, teams, seats, names, spec, board size, restriction
    strings or teleport destinations, a defeated actor or mover, a mover that does not fit the
    kind, or a board with no enemy of the mover on it.
    """
    pos, teams, names, enemy_sides, closed = _check_move(
        positions, teams, actor, mover, spec, restrictions, board_size, names)

    kind = spec.kind
    if kind in ("advance", "retreat") and f"{mover}:swap_direction" in restrictions:
        kind = "retreat" if kind == "advance" else "advance"  # Paradox (`movement`)
    move = _Move(pos, teams, actor, mover, pos[mover], enemy_sides, kind,
                 frozenset(restrictions), board_size, closed.get(mover, frozenset()),
                 walls_stop, names, spec.not_past)
    if spec.kind in _TELEPORTS:
        for dest in spec.teleport_to:
            if not _is_int(dest) or not 1 <= dest <= board_size:
                raise InvalidInput(f"teleport destination {dest!r} is not a space "
                                   f"1..{board_size}")
        found = [move.teleport(dest) for dest in spec.teleport_to]
    else:
        ways = move.ways()
        if spec.up_to is None:
            found = [move.step(way, n) for n in spec.choices for way in ways]
        elif spec.farthest or spec.kind == "close":
            found = [move.farthest(way, spec.up_to) for way in ways]
        else:
            found = any_amount(move.step, ways, spec.up_to)
    unique: dict[tuple[int | None, ...], TeamMoveResult] = {}
    for result in found:
        if result is not None:
            unique.setdefault(result.positions, result)
    return tuple(unique.values())


@dataclass(frozen=True, slots=True)
class _Move:
    """One movement effect being resolved; `step`, `farthest` and `teleport` give its outcomes
    (a `TeamMoveResult`, or None when that outcome is not legal)."""

    pos: tuple[int | None, ...]
    teams: tuple[int, ...]
    actor: int
    mover: int
    start: int  # the mover's space
    enemy_sides: frozenset[int]  # -1 when an enemy of the mover stands left, +1 right
    kind: str
    restrictions: frozenset[str]
    board_size: int
    closed: frozenset[int]
    walls_stop: bool
    names: Sequence[str]
    not_past: bool = False  # `MoveSpec.not_past`: this advance may not pass an enemy

    def _as(self, sign: int) -> tuple[str, ...]:
        """What a movement the `sign` way counts as, allowed ones first (module rulings)."""
        if self.mover != self.actor:  # the Opponent moved: measured from the actor alone
            way = "advance" if (self.pos[self.actor] - self.start) * sign > 0 else "retreat"
            return (way,) if way in _OPPONENT_WAYS.get(self.kind, (way,)) else ()
        found = []
        if self.kind in ("advance", "close", "move", "teleport") and sign in self.enemy_sides:
            found.append("advance")
        if self.kind in ("retreat", "move", "teleport") and -sign in self.enemy_sides:
            found.append("retreat")
        return tuple(found)

    def _direction(self, sign: int) -> str | None:
        """The direction the movement the `sign` way is made as, or None when it may not be
        made at all (000 "Cannot vs. Do")."""
        moved = self.mover != self.actor
        if f"{self.mover}:move" in self.restrictions or (
                moved and f"{self.mover}:be_moved" in self.restrictions):
            return None
        own_bans = frozenset() if moved else self.restrictions  # pushes are no advance
        return next((d for d in self._as(sign) if f"{self.mover}:{d}" not in own_bans), None)

    def ways(self) -> list[int]:
        """The signs the mover may go for this kind: advance ways first (for pushes and pulls,
        away from the actor first), lower spaces first between equals."""
        ways = [sign for sign in (-1, 1) if self._as(sign)]
        return sorted(ways, key=lambda sign: (self._as(sign)[0] != self._rank_first, sign))

    @property
    def _rank_first(self) -> str:
        return "advance" if self.mover == self.actor else "retreat"

    def _passed(self, end: int) -> tuple[int, ...]:
        """Seats strictly between the start and `end`, nearest first."""
        lo, hi = sorted((self.start, end))
        seats = [s for s, p in enumerate(self.pos) if p is not None and lo < p < hi]
        return tuple(sorted(seats, key=lambda s: abs(self.pos[s] - self.start)))

    def _passes_forbidden(self, passed: tuple[int, ...]) -> bool:
        """Passing an enemy is forbidden to a close (000 "Close") and to an advance that may
        not pass (`MoveSpec.not_past`), to a mover that cannot move past (``move_past``) and
        past an enemy that cannot be moved past."""
        enemies = [s for s in passed if self.teams[s] != self.teams[self.mover]]
        if enemies and (self.kind == "close" or self.not_past
                        or f"{self.mover}:move_past" in self.restrictions):
            return True
        return any(f"{s}:be_moved_past" in self.restrictions for s in enemies)

    def step(self, sign: int, amount: int) -> TeamMoveResult | None:
        """Walk `amount` spaces the `sign` way, hopping every standup (000 "Team Movement")."""
        if amount == 0:
            direction = self._as(sign)[0]
            return self._result(self.start, 0, direction, (),
                                self._label(direction, 0, self.start, ()))
        direction = self._direction(sign)
        if direction is None:
            return None
        occupied = {p for p in self.pos if p is not None}
        end, counted = self.start, 0
        while counted < amount:
            end += sign
            if not 1 <= end <= self.board_size:
                if self.walls_stop and amount > 1:
                    return self.step(sign, amount - 1)
                return None
            counted += end not in occupied
        passed = self._passed(end)
        if self._passes_forbidden(passed):
            return None
        if any(space in self.closed and space not in occupied
               for space in range(self.start + sign, end + sign, sign)):
            return None
        return self._result(end, amount, direction, passed,
                            self._label(direction, amount, end, passed))

    def farthest(self, sign: int, up_to: int) -> TeamMoveResult | None:
        """The longest legal movement of 1..`up_to` spaces one way (000 "Push", "Close")."""
        for amount in range(up_to, 0, -1):
            if (result := self.step(sign, amount)) is not None:
                return result
        return None

    def teleport(self, dest: int) -> TeamMoveResult | None:
        """Straight to `dest`, entering no space between (000 "Teleport"); never onto a
        standup."""
        if dest == self.start or dest in self.pos or dest in self.closed:
            return None
        sign = 1 if dest > self.start else -1
        direction = self._direction(sign)
        if direction is None:
            return None
        passed = self._passed(dest)
        spaces = abs(dest - self.start) - len(passed)
        past = f" (past {self._names(passed)})" if passed else ""
        if self.mover == self.actor:
            label = f"Teleport to space {dest}{past}"
        else:
            label = f"Move {self.names[self.mover]} directly to space {dest}{past}"
        return self._result(dest, spaces, direction, passed, label)

    def _result(self, end, spaces, direction, passed, label) -> TeamMoveResult:
        new = tuple(end if s == self.mover else p for s, p in enumerate(self.pos))
        return TeamMoveResult(new, self.mover, spaces, direction, passed, label)

    def _names(self, seats: tuple[int, ...]) -> str:
        """"A", "A and B", "A, B and C"; the actor is "you" when someone else moves."""
        words = ["you" if s == self.actor and self.mover != self.actor else self.names[s]
                 for s in seats]
        return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"

    def _label(self, direction, amount, end, passed) -> str:
        """The result in the players' words, as `movement` words it ("Advance 2: to space
        5 (hops over Kora)", "Push Rin 0: stays on space 6")."""
        own = self.mover == self.actor
        if amount == 0:
            to = f"stay on space {end}" if own else f"stays on space {end}"
        else:
            to = f"to space {end}" + (f" (hops over {self._names(passed)})" if passed else "")
        if own:
            verb = ("Close" if self.kind == "close" else "Move" if self.kind == "move"
                    and amount == 0 else direction.capitalize())
            return f"{verb} {amount}: {to}"
        who = self.names[self.mover]
        if self.kind == "opponent_must_move":
            way = ("" if amount == 0 else " toward you" if direction == "advance"
                   else " away from you")
            return f"{who} moves {amount}{way}: {to}"
        if self.kind == "move_opponent" and amount == 0:
            return f"Move {who} 0: {to}"
        return f"{'Pull' if direction == 'advance' else 'Push'} {who} {amount}: {to}"


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_positions(positions, board_size: int) -> tuple[int | None, ...]:
    if not isinstance(positions, tuple | list) or len(positions) < 2:
        raise InvalidInput(f"positions must give a space (or None) per seat, at least two "
                           f"seats: {positions!r}")
    on_board = []
    for seat, p in enumerate(positions):
        if p is None:
            continue
        if not _is_int(p) or not 1 <= p <= board_size:
            raise InvalidInput(f"seat {seat}'s standup position {p!r} is not a space "
                               f"1..{board_size} (or None when defeated)")
        if p in on_board:
            raise InvalidInput(f"two standups are on space {p}; standups never share a space")
        on_board.append(p)
    return tuple(positions)


def _check_teams(teams, seats: int) -> tuple[int, ...]:
    if not isinstance(teams, tuple | list) or len(teams) != seats:
        raise InvalidInput(f"teams must give a team number per seat ({seats}): {teams!r}")
    if not all(_is_int(t) for t in teams):
        raise InvalidInput(f"team numbers must be whole numbers: {teams!r}")
    return tuple(teams)


def _check_restrictions(restrictions, seats: int) -> dict[int, frozenset[int]]:
    """Validate "SEAT:NAME" strings; return the ``enter:N`` spaces closed to each seat."""
    closed: dict[int, set[int]] = {}
    for item in restrictions:
        seat, _, name = str(item).partition(":")
        ok_seat = seat.isdigit() and int(seat) < seats
        if ok_seat and name.startswith("enter:") and name[6:].isdigit():
            closed.setdefault(int(seat), set()).add(int(name[6:]))
        elif ok_seat and name.startswith("stop:") and name[5:].isdigit():
            continue  # a stopping space (Gate Trap) is read by duels only, not team battles
        elif not ok_seat or name not in RESTRICTIONS:
            raise InvalidInput(f"bad restriction {item!r}; use 'SEAT:NAME', SEAT 0..{seats - 1}, "
                               f"NAME in {RESTRICTIONS} or enter:SPACE")
    return {seat: frozenset(spaces) for seat, spaces in closed.items()}
