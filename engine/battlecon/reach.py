"""Where an attack's range is counted from (000 rulebook, "Attack": check range; "Markers").

An attack's range is normally counted from the attacker's standup: the opponent is in range
when the spaces between the standups (your own space is 0) lie between the range's minimum and
maximum. A ``range_from`` action (an effect this beat or a passive effect in play) counts it
from one of the fighter's markers instead (Karin's Howling counts from her wolf Jager).
Markers may share a space with a standup, so a marker on the opponent's space is
at distance 0 (000 "Markers").

Ruling (docs/rulings.md): when an effect lets the player pick among several markers (or the
standup too), the attack reaches if it reaches from any of them, and the note names one that
reaches; with none of them on the board there is nothing to count from and the attack misses.
"""

from __future__ import annotations

from . import pair_query
from .effects import condition_holds, in_play_views
from .markers import indices
from .schema import RangeFrom
from .state import GameState, kit_mentions


def range_from(state: GameState, seat: int) -> RangeFrom | None:
    """The ``range_from`` in force for ``seat``'s attack now, or None (counted from the
    standup): from this beat's effects (the latest one) or a passive effect in play whose
    condition holds (000 "Triggered Effects": passives hold while their card is in play)."""
    if not kit_mentions(state.kits[seat], "range_from"):
        return None  # only the fighter's own cards give range_from: most never do
    found = None
    for mod in state.fighters[seat].mods:
        if mod.kind == "range_from" and mod.until != "next_beat":
            found = mod.value
    for condition, value in _passive_values(state, seat, "range_from"):
        if condition_holds(state, seat, condition, skip_priority=True):
            found = value
    return found


def _passive_values(state: GameState, seat: int, kind: str) -> tuple:
    """(condition, value) of each ``kind`` action of ``seat``'s passive effects in play, kept
    with the effects in play (`in_play_views`: filtered once per set of cards in play)."""
    effects, views = in_play_views(state, seat)
    found = views.get(kind)
    if found is None:
        found = views[kind] = tuple(
            (item[2].condition, getattr(action, kind)) for item in effects
            if item[2].timing == "passive" and kind in item[3]
            for action in item[2].action if getattr(action, kind) is not None)
    return found


def origins(state: GameState, seat: int) -> tuple[tuple[str, int], ...] | None:
    """The (label, space) each of ``seat``'s range origins stands on, or None when the range
    is counted from the standup as usual. Markers off the board are left out, so an empty
    tuple means nothing to count from (the attack cannot reach)."""
    return origins_of(state, seat, range_from(state, seat))


def origins_of(state: GameState, seat: int,
               spec: RangeFrom | None) -> tuple[tuple[str, int], ...] | None:
    """`origins` for the ``range_from`` ``spec`` (None: the standup), whatever is in force."""
    if spec is None:
        return None
    if spec.far_edge:
        return _far_edge(state, seat)
    spaces = state.fighters[seat].markers
    names = state.kits[seat].marker_names
    found = [(names[i], spaces[i]) for name in spec.markers for i in indices(state, seat, name)
             if spaces[i] is not None]
    if spec.or_you:
        found.append((state.name(seat), state.positions[seat]))
    return tuple(found)


def extra_distances(state: GameState, seat: int) -> frozenset[int]:
    """The distances ``seat``'s attack also reaches besides its range, from ``also_reaches``
    effects this beat and passive effects in play whose condition holds (Plane Step: its
    range includes range 1). Empty for nearly every fighter (checked once per kit)."""
    if not kit_mentions(state.kits[seat], "also_reaches"):
        return frozenset()
    found = {mod.value for mod in state.fighters[seat].mods
             if mod.kind == "also_reaches" and mod.until != "next_beat"}
    found.update(value for condition, value in _passive_values(state, seat, "also_reaches")
                 if condition_holds(state, seat, condition, skip_priority=True))
    return frozenset(found)


def _far_edge(state: GameState, seat: int) -> tuple[tuple[str, int], ...] | None:
    """The off-board space just past the board's end farther from ``seat`` (0 or board + 1),
    labelled, or None (the standup) when both ends are as far or the standup is off the
    board (Iaxus's Diffuse)."""
    me = state.positions[seat]
    if me is None:
        return None
    left, right = me - 1, state.board - me
    if left == right:
        return None
    return (("the far edge", 0 if left > right else state.board + 1),)


#: Where a range is counted from (`reach_origin`): (reaches, origin, its space, distance).
Origin = tuple[bool, str | None, int | None, int | None]


def reach_origin(state: GameState, seat: int, lo: int, hi: int) -> Origin:
    """Whether ``seat``'s attack with range ``lo``~``hi`` reaches the opponent now, and where
    it is counted from: (reaches, origin, space, distance). ``origin`` is None for the standup
    as usual (``space`` None, ``distance`` the spaces between the standups), else the name of
    the marker (or "the far edge", or the fighter's own name) it is counted from, ``space``
    where that stands (0 or board + 1 past an end) and ``distance`` from there to the
    opponent, both None when none of the markers is on the board (it cannot reach)."""
    foe_at = state.positions[state.foe(seat)]
    found = origins(state, seat)
    extra = extra_distances(state, seat)
    if found is None:
        gap = abs(state.positions[seat] - foe_at)
        return lo <= gap <= hi or gap in extra, None, None, gap
    if not found:
        return False, " or ".join(range_from(state, seat).markers), None, None
    reaching = [(label, space) for label, space in found
                if lo <= abs(space - foe_at) <= hi or abs(space - foe_at) in extra]
    label, space = (reaching or list(found))[0]
    return bool(reaching), label, space, abs(space - foe_at)


def origin_reach_words(state: GameState, origin: Origin) -> str:
    """Where a range is counted from (a `reach_origin`), in words: "distance 2", "distance 1
    from Hachi on space 4", "from Wall (off the board)"."""
    _, label, space, gap = origin
    if label is None:
        return f"distance {gap}"
    if space is None:
        return f"from {label} (off the board)"
    where = "off the board" if space in (0, state.board + 1) else f"on space {space}"
    return f"distance {gap} from {label} {where}"


def reach(state: GameState, seat: int, lo: int, hi: int) -> tuple[bool, str]:
    """Whether ``seat``'s attack with range ``lo``~``hi`` reaches the opponent now, and where
    it is counted from in words ("distance 2", "distance 1 from Hachi on space 4";
    `reach_origin`, `origin_reach_words`).

    Used by the conditions that read the range and the stats breakdown.
    """
    origin = reach_origin(state, seat, lo, hi)
    return origin[0], origin_reach_words(state, origin)


def origin_words(state: GameState, seat: int) -> str:
    """Where ``seat``'s range is counted from, for the stats breakdown: "" for the standup,
    else "counted from Hachi (space 4)" or "counted from Wall (off the board)"."""
    return origin_words_of(state, seat, range_from(state, seat))


def origin_words_of(state: GameState, seat: int, spec: RangeFrom | None) -> str:
    """`origin_words` for the ``range_from`` ``spec`` (None: the standup), whatever is in
    force (`pair_sweep.possible_pairs` words the spec of each pair it sums)."""
    if spec is None:
        return ""
    found = origins_of(state, seat, spec) or ()
    if spec.far_edge:
        if not found:
            return ""
        end = 1 if found[0][1] == 0 else state.board
        return f"counted from {found[0][0]} (just beyond space {end})"
    if not found:
        return f"counted from {' or '.join(spec.markers)} (off the board: cannot hit)"
    return "counted from " + " or ".join(f"{label} (space {space})" for label, space in found)


# The range answers the conditions and marker places that read it (`pair_query`).
pair_query.provide(reach=reach, extra_distances=extra_distances)
