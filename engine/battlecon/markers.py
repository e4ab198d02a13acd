"""Markers on the board (000 rulebook, "Markers"): where a fighter's markers are, which spaces
a "place" or "move" effect allows, and whether a marker stands in a named place.

Markers do not take up space: they may share a space with a standup or another marker.
Positions are spaces 1..7; a marker off the board is None (`FighterState.markers`).
"""

from __future__ import annotations

from engine.notes import note_kind

from . import pair_query as pq
from .movement import BOARD_SIZE
from .schema import MarkerPlacement, OpponentTeleport
from .state import GameState

# The notes of markers (000 "Markers"): ``name`` the fighter's short name, ``marker`` the
# marker's name, ``index`` its place in `Kit.marker_names`; spaces 1..board, None off it.
_GONE = note_kind("marker_leaves_the_game", '000 "Markers"',
                  "{name}'s {marker} marker leaves the game")
_TURNED = note_kind("markers_turned", '000 "Markers"',
                    "{name}'s {marker} markers on the board turn face {face}")
_PUT = note_kind("marker_put", '000 "Markers"', lambda v: (
    f"{v['name']}'s {v['marker']} marker: "
    + (f"space {v['space']}" if v["space"] else "off the board"
       + (f" (from space {v['was']})" if v["was"] else ""))))

SPACES = range(1, BOARD_SIZE + 1)


def indices(state: GameState, seat: int, name: str) -> list[int]:
    """Positions in `FighterState.markers` of ``seat``'s markers called ``name`` (a spec name:
    "Zombie" covers "Zombie 1".."Zombie 3")."""
    found, i = [], 0
    for spec in state.kits[seat].fighter.unique_ability.markers:
        if spec.name == name:
            found += list(range(i, i + spec.count))
        i += spec.count
    removed = state.fighters[seat].removed
    if removed:  # a marker out of the game (`remove_out`) is no longer one of them
        names = state.kits[seat].marker_names
        found = [j for j in found if names[j] not in removed]
    return found


def in_place(state: GameState, seat: int, space: int | None, place: str) -> bool:
    """True when a marker of ``seat`` on ``space`` is in ``place`` (see `schema.MarkerPlace`,
    plus ``on_board`` and ``off_board``), read from ``seat``'s standup and the opponent's.
    ``edge_space``: space 1 or 7; ``behind_you``: on ``seat``'s far side from the opponent;
    ``within_attack_range``: ``seat``'s attack pair's range reaches it now (an N/A or X range
    reaches none). ``at_distance`` needs a distance: `place_options` reads it."""
    if place == "off_board":
        return space is None
    if space is None:
        return False
    me, foe = state.positions[seat], state.positions[state.foe(seat)]
    if place == "on_board" or place == "any_space":
        return True
    if me is None or foe is None:  # a team battle with a standup off the board
        return False
    test = _PLACES.get(place)
    if test is None:
        raise ValueError(f"unknown marker place {place!r}")
    return test(state, seat, space, me, foe)


def _entered(state: GameState, seat: int, space: int, me: int, foe: int) -> bool:
    """On a space moved onto by ``seat``'s latest movement: the trigger's own latest
    movement when it has one (`Cursor.before_move`: kept across in-time windows), else the
    latest movement of all (`Cursor.left_from`)."""
    own = state.cursor.before_move
    before = own if own is not None else state.cursor.left_from
    if before is None or before[seat] is None or before[seat] == me:
        return False
    start = before[seat]
    if own is None and state.cursor.left_direct:
        return space == me
    return min(start, me) <= space <= max(start, me) and space != start and space != foe


def _left_behind(state: GameState, seat: int, space: int, me: int, foe: int) -> bool:
    """On a space walked out of by the latest movement (a teleport walks through none)."""
    before = state.cursor.left_from
    if before is None or before[seat] is None or before[seat] == me:
        return False
    start = before[seat]
    if state.cursor.left_direct:
        return space == start
    return min(start, me) <= space <= max(start, me) and space != me and space != foe


def _within_attack_range(state: GameState, seat: int, space: int, me: int, foe: int) -> bool:
    """Reached now by ``seat``'s attack pair's range (an N/A or X range reaches none)."""
    reach = pq.pair_stats(state, seat).range
    return reach.kind == "number" and (reach.lo <= abs(space - me) <= reach.hi
                                       or abs(space - me) in pq.extra_distances(state, seat))


#: Each place a marker on the board may be in: (state, seat, space, seat's space, the
#: opponent's space) -> whether it is.
_PLACES = {
    "own_space": lambda s, seat, space, me, foe: space == me,
    "opponent_space": lambda s, seat, space, me, foe: space == foe,
    "adjacent_to_you": lambda s, seat, space, me, foe: abs(space - me) == 1,
    "adjacent_to_opponent": lambda s, seat, space, me, foe: abs(space - foe) == 1,
    "between": lambda s, seat, space, me, foe: min(me, foe) < space < max(me, foe),
    "beyond_opponent": lambda s, seat, space, me, foe: space > foe if foe > me else space < foe,
    "behind_you": lambda s, seat, space, me, foe: space < me if foe > me else space > me,
    "edge_space": lambda s, seat, space, me, foe: space in (1, s.board),
    "entered": _entered,
    "left_behind": _left_behind,
    "within_attack_range": _within_attack_range,
}


def marker_holds(state: GameState, seat: int, wanted: dict[str, str]) -> bool:
    """Every ``{marker name: place}`` holds for at least one of the markers of that name."""
    spaces = state.fighters[seat].markers
    return all(any(in_place(state, seat, spaces[i], place) for i in indices(state, seat, name))
               for name, place in wanted.items())


def markers_in(state: GameState, seat: int, name: str, place: str) -> int:
    """How many of ``seat``'s markers called ``name`` stand on a space in ``place`` (see
    `in_place`): "+1 Power per Zombie behind the opponent" (000 "Markers")."""
    spaces = state.fighters[seat].markers
    return sum(1 for i in indices(state, seat, name) if in_place(state, seat, spaces[i], place))


def place_options(state: GameState, seat: int,
                  spec: MarkerPlacement) -> list[tuple[str, str]]:
    """(key "m<index>:<space>", label) for putting a marker called ``spec.marker`` on a space
    ``spec`` describes (`schema.MarkerPlacement`): the first marker off the board if any
    (markers off the board are alike), else any marker of that name, moved. Never onto a
    space another marker of that name holds (000 "Markers": markers with the same name do
    not share a space). An optional placement adds ``("skip", ...)``: leave it as it is.
    ``from_supply``: only a marker off the board (none left: no option); ``from_board``:
    only one on the board, each of them an option (none on the board: no option)."""
    mine = indices(state, seat, spec.marker)
    spaces = state.fighters[seat].markers
    off = [i for i in mine if spaces[i] is None]
    names = state.kits[seat].marker_names
    me = state.positions[seat]
    banned = set(state.positions) if spec.not_on == "standups" else \
        {state.positions[state.foe(seat)]} if spec.not_on == "opponent" else set()
    found = []
    pool = [i for i in mine if spaces[i] is not None] if spec.from_board else \
        off[:1] or ([] if spec.from_supply else mine)
    for i in pool:
        taken = banned | {spaces[j] for j in mine if j != i}
        for space in SPACES:
            if space in taken or (spec.from_board and space == spaces[i]):
                continue
            if spec.where == "at_distance":
                if abs(space - me) != spec.distance:
                    continue
            elif not in_place(state, seat, space, spec.where):
                continue
            found.append((f"m{i}:{space}", f"{names[i]} to space {space}"))
    if spec.optional and found:
        found.append(("skip", f"Leave {spec.marker} as it is"))
    return found


def place_each(state: GameState, seat: int, spec: MarkerPlacement) -> GameState:
    """Put one of ``seat``'s markers called ``spec.marker`` from the supply on every space of
    kind ``spec.where`` (and ``spec.not_on``) that holds none of that name, nearest
    ``seat``'s standup first; spaces left over when the supply runs out stay empty
    (`schema.MarkerPlacement` ``each``; 000 "Markers")."""
    mine = indices(state, seat, spec.marker)
    spaces = state.fighters[seat].markers
    held = {spaces[i] for i in mine if spaces[i] is not None}
    off = [i for i in mine if spaces[i] is None]
    me = state.positions[seat]
    banned = set(state.positions) if spec.not_on == "standups" else \
        {state.positions[state.foe(seat)]} if spec.not_on == "opponent" else set()
    wanted = [s for s in sorted(SPACES, key=lambda s: (abs(s - me), s))
              if s not in held and s not in banned
              and (abs(s - me) == spec.distance if spec.where == "at_distance"
                   else in_place(state, seat, s, spec.where))]
    for i, space in zip(off, wanted, strict=False):
        state = put(state, seat, f"m{i}:{space}")
    return state


def teleport_spaces(state: GameState, seat: int, spec: OpponentTeleport) -> tuple[int, ...]:
    """The spaces ``seat`` may move the opponent directly to (`schema.OpponentTeleport`):
    any space, one next to ``seat``, or one holding ``seat``'s marker called ``spec.marker``;
    never a standup's space (000 "Teleport")."""
    if spec.to == "any_space":
        found = SPACES
    elif spec.to == "adjacent_to_you":
        me = state.positions[seat]
        found = (me - 1, me + 1)
    else:
        spaces = state.fighters[seat].markers
        found = sorted({spaces[i] for i in indices(state, seat, spec.marker)
                        if spaces[i] is not None})
    return tuple(s for s in found if s in SPACES and s not in state.positions)


def marker_spaces(state: GameState, seat: int, name: str) -> tuple[int, ...]:
    """The spaces holding one of ``seat``'s markers called ``name`` and no standup: where
    ``seat`` may teleport to such a marker (`schema.Teleport`, wave 4; 000 "Teleport")."""
    spaces = state.fighters[seat].markers
    return tuple(sorted({spaces[i] for i in indices(state, seat, name)
                         if spaces[i] is not None and spaces[i] not in state.positions}))


def follow(state: GameState, seat: int, name: str) -> GameState:
    """When none of ``seat``'s markers called ``name`` lies on or next to the opponent's
    standup, the nearest one slides toward them until it is next to them, on its own side
    (Alumis's Shadow: it "follows" the opponent; 000 "Markers"). Unchanged otherwise, or
    with none on the board."""
    spaces = state.fighters[seat].markers
    foe = state.positions[state.foe(seat)]
    placed = [(abs(spaces[i] - foe), i) for i in indices(state, seat, name)
              if spaces[i] is not None]
    if foe is None or not placed or min(placed)[0] <= 1:
        return state
    _, i = min(placed)
    end = foe + (1 if spaces[i] > foe else -1)
    return put(state, seat, f"m{i}:{end}")


def put_first_off(state: GameState, seat: int, name: str, space: int) -> GameState:
    """Put ``seat``'s first marker called ``name`` that is off the board on ``space`` (a
    marker swapped with a standup: `schema.Teleport` ``swap_marker``); unchanged when none is
    off the board."""
    spaces = state.fighters[seat].markers
    for i in indices(state, seat, name):
        if spaces[i] is None:
            return put(state, seat, f"m{i}:{space}")
    return state


def remove_at(state: GameState, seat: int, name: str, space: int) -> GameState:
    """Take ``seat``'s marker called ``name`` on ``space`` off the board (the first, if
    several), and note it; unchanged when there is none."""
    spaces = state.fighters[seat].markers
    for i in indices(state, seat, name):
        if spaces[i] == space:
            return put(state, seat, f"m{i}:0")
    return state


def remove_out(state: GameState, seat: int, name: str) -> GameState:
    """Every one of ``seat``'s markers called ``name`` off the board and out of the game for
    good (its name joins `FighterState.removed`, so `indices` no longer lists it), noted
    (000 "Markers"; Aria's Synchro Merge)."""
    names = state.kits[seat].marker_names
    for i in indices(state, seat, name):
        if state.fighters[seat].markers[i] is not None:
            state = put(state, seat, f"m{i}:0")
        state = state.with_fighter(seat, removed=state.fighters[seat].removed + (names[i],))
        state = state.note(_GONE, seat=seat, name=state.name(seat), marker=names[i], index=i)
    return state


def move_options(state: GameState, seat: int, name: str, amounts: tuple[int, ...],
                 direction: str | None = None) -> list[tuple[str, str]]:
    """(key, label) for moving one on-board marker called ``name`` by one of ``amounts``
    spaces either way (0: it stays), never off the board.

    ``direction`` (`schema.MarkerMove`): ``toward_opponent`` only the way ``seat`` would
    advance, ``toward_you`` only from the marker toward ``seat``'s standup (past it if far
    enough; a marker on that space only stays). 000 "Markers"."""
    spaces = state.fighters[seat].markers
    names = state.kits[seat].marker_names
    me, foe = state.positions[seat], state.positions[state.foe(seat)]
    found: dict[str, str] = {}
    for i in indices(state, seat, name):
        at = spaces[i]
        if at is None:
            continue
        way = (0 if direction is None else (1 if foe > me else -1)
               if direction == "toward_opponent" else (me > at) - (me < at))
        for amount in amounts:
            ends = {at - amount, at + amount} if direction is None else {at + way * amount}
            for end in ends:
                if end in SPACES:
                    label = (f"{names[i]} stays on space {at}" if end == at
                             else f"{names[i]} to space {end}")
                    found.setdefault(f"m{i}:{end}", label)
    return list(found.items())


def _walk_ends(start: int, amount: int, foe: int | None) -> set[int]:
    """The spaces a marker on ``start`` reaches walking ``amount`` spaces either way as a
    standup does: the opponent's space (``foe``) is hopped over and not counted, never ended
    on; never off the board (000 "Movement")."""
    ends = set()
    for way in (-1, 1):
        at, left = start, amount
        while left and at + way in SPACES:
            at += way
            if at != foe:
                left -= 1
        if not left and at != foe:
            ends.add(at)
    return ends


def move_each_options(state: GameState, seat: int, name: str,
                      amounts: tuple[int, ...]) -> list[tuple[str, str]]:
    """(key "m<i>:<space>,m<j>:<space>", label) for moving every on-board marker of ``seat``
    called ``name`` at once, each by one of ``amounts`` (0: it stays), as a standup walks
    (`_walk_ends`), no two ending on one space (000 "Markers": markers with the same name do
    not share a space). Issue 20 (f1): Gaspar's Cascading moves each Clone."""
    spaces = state.fighters[seat].markers
    names = state.kits[seat].marker_names
    foe = state.positions[state.foe(seat)]
    mine = [i for i in indices(state, seat, name) if spaces[i] is not None]
    combos: list[tuple[tuple[int, int], ...]] = [()]
    for i in mine:
        ends = sorted(set().union(*(_walk_ends(spaces[i], a, foe) for a in amounts)))
        combos = [c + ((i, end),) for c in combos for end in ends
                  if all(end != other for _, other in c)]
    return [(",".join(f"m{i}:{end}" for i, end in c),
             "; ".join(f"{names[i]} " + (f"stays on space {end}" if end == spaces[i]
                                          else f"to space {end}") for i, end in c))
            for c in combos if c]


def remove_options(state: GameState, seat: int, name: str, where: str = "any_space",
                   face: str | None = None) -> list[tuple[str, str]]:
    """(key "m<index>:0", label) for taking an on-board marker called ``name`` off, one on a
    space in ``where`` (`in_place`) and, with ``face`` ("up" or "down"), lying that side up."""
    fighter = state.fighters[seat]
    spaces = fighter.markers
    names = state.kits[seat].marker_names
    return [(f"m{i}:0", f"Take {names[i]} off space {spaces[i]}")
            for i in indices(state, seat, name)
            if spaces[i] is not None and in_place(state, seat, spaces[i], where)
            and (face is None or (i in fighter.markers_up) == (face == "up"))]


def remove_each(state: GameState, seat: int, name: str, where: str,
                face: str | None = None) -> GameState:
    """Take every marker of ``seat`` called ``name`` on a space in ``where`` (lying ``face``
    up, if given) off the board at once (the places read before any is taken off; 000
    "Markers")."""
    for key, _ in remove_options(state, seat, name, where, face):
        state = put(state, seat, key)
    return state


def turn_all(state: GameState, seat: int, name: str, face: str) -> GameState:
    """Turn every on-board marker of ``seat`` called ``name`` face ``face`` ("up" or
    "down"), and note it (Pendros's Environment markers; 000 "Markers")."""
    fighter = state.fighters[seat]
    mine = [i for i in indices(state, seat, name) if fighter.markers[i] is not None]
    if not mine:
        return state
    others = tuple(i for i in fighter.markers_up if i not in mine)
    up = tuple(sorted(others + tuple(mine))) if face == "up" else others
    state = state.with_fighter(seat, markers_up=up)
    return state.note(_TURNED, seat=seat, name=state.name(seat), marker=name, face=face)


def face_up_holds(state: GameState, seat: int, wanted: dict[str, str]) -> bool:
    """Every ``{marker name: place}`` holds for at least one face-up marker of that name."""
    fighter = state.fighters[seat]
    return all(any(i in fighter.markers_up and in_place(state, seat, fighter.markers[i], place)
                   for i in indices(state, seat, name))
               for name, place in wanted.items())


def put(state: GameState, seat: int, key: str) -> GameState:
    """Apply an option key "m<index>:<space>" (space 0: off the board) and note it; several
    such keys joined by "," (`move_each_options`) are applied in turn."""
    if "," in key:
        for part in key.split(","):
            state = put(state, seat, part)
        return state
    index, _, space = key[1:].partition(":")
    i, to = int(index), int(space)
    fighter = state.fighters[seat]
    markers = list(fighter.markers)
    was, markers[i] = markers[i], to or None
    up = fighter.markers_up
    if (was is None) != (markers[i] is None):  # on or off the board: face down
        up = tuple(j for j in up if j != i)
    state = state.with_fighter(seat, markers=tuple(markers), markers_up=up)
    name = state.kits[seat].marker_names[i]
    return state.note(_PUT, seat=seat, name=state.name(seat), marker=name, index=i,
                      space=to or None, was=was)
