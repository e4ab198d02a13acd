"""Tests read notes as data (issue 22, item 5; engine/notes.py): the notes of one kind, with
given values, in order, so a test asserts on kinds and values instead of words."""

from __future__ import annotations

from typing import Any

from engine.battlecon.state import GameState
from engine.notes import Note


def noted(state: GameState, kind: str, **values: Any) -> list[Note]:
    """The notes of ``state`` of kind ``kind`` whose values include ``values`` (each name
    given has that value), oldest first."""
    return [n for n in state.notes if isinstance(n, Note) and n.kind == kind
            and all(n.get(name, _NONE) == value for name, value in values.items())]


_NONE = object()  # a value no note holds


def positions(state: GameState, kind: str, **values: Any) -> list[int]:
    """The positions in ``state.notes`` of the notes `noted` finds (kind ``kind`` with
    ``values``), oldest first: a test of what was noted before what."""
    return [i for i, n in enumerate(state.notes) if isinstance(n, Note) and n.kind == kind
            and all(n.get(name, _NONE) == value for name, value in values.items())]



def of_kind(state, *kinds: str) -> list[Note]:
    """The notes of ``state`` of any of ``kinds``, in order (a line still in words has none)."""
    return [n for n in state.notes if getattr(n, "kind", None) in kinds]


def indices(state, *kinds: str) -> list[int]:
    """The positions in ``state.notes`` of the notes of any of ``kinds``."""
    return [i for i, n in enumerate(state.notes) if getattr(n, "kind", None) in kinds]


def effect_line(state, seat: int, source: str, timing: str | None = None) -> list[Note]:
    """The lines of ``seat``'s effects from ``source`` once done (`beat_work.EFFECT_LINE`),
    of the timing in words ``timing`` when given."""
    return [n for n in of_kind(state, "effect_line")
            if n["seat"] == seat and n["source"] == source
            and (timing is None or n["timing"] == timing)]


def names(state, *kinds: str) -> list[str]:
    """The fighters' names the notes of ``kinds`` are about (their ``name``), in order."""
    return [n["name"] for n in of_kind(state, *kinds)]


def decided(state) -> list[tuple[str, int, int]]:
    """Each Active Player decided by priority in a duel: (name, their priority, the other
    fighter's priority)."""
    return [(n["name"], n["priorities"][n["seat"]], n["priorities"][1 - n["seat"]])
            for n in of_kind(state, "active_player") if n.get("priorities") is not None]


def beaten(state) -> list[tuple[int, int]]:
    """Each (winning priority, losing priority) of `decided`."""
    return [(mine, theirs) for _, mine, theirs in decided(state)]


#: The kinds of an attack that misses by its range check (`beat_steps.step_range`).
MISSES = ("miss_range_na", "miss_out_of_range", "miss_avoided", "miss_cannot_hit")


def hits(state) -> list[str]:
    """The names of the attackers whose attack hit, in order (by range, by hand or X)."""
    return [n["name"] for n in of_kind(state, "hit_in_range", "hit_by_hand", "hit_range_x")
            if n.get("hit", True)]


def misses(state) -> list[str]:
    """The names of the attackers whose attack missed, in order."""
    return [n["name"] for n in of_kind(state, *MISSES, "hit_by_hand", "hit_range_x")
            if not n.get("hit", False)]


def stunned(state) -> list[str]:
    """The names of the fighters stunned (or found stunned at their attack), in order."""
    return names(state, "stunned", "stunned_no_attack")


def stunned_by(state, name: str | None, source: str) -> bool:
    """Whether ``name`` (anyone for None) was stunned by what starts with ``source`` (a card,
    or "an attack that stuns on hit")."""
    return any((name is None or n["name"] == name) and n["why"].startswith(source)
               for n in of_kind(state, "stunned"))


def damage(state) -> list[tuple[str, int]]:
    """Each attack's damage taken: (name of the fighter hit, damage)."""
    return [(n["name"], n["dealt"]) for n in of_kind(state, "damage_taken")]


def not_stunned(state) -> list[tuple[str, int, int]]:
    """Each stun check that did not stun: (name, damage counted, Guard)."""
    return [(n["name"], n["damage"], n["guard"]) for n in of_kind(state, "not_stunned")]


def effect_hows(state, name: str, source: str, timing: str | None = None) -> list[str]:
    """What each line of ``name``'s effects from ``source`` (of ``timing`` in words) says it
    did (`effect_notes`' words after the timing)."""
    return [n["how"] for n in of_kind(state, "effect_line")
            if n["name"] == name and n["source"] == source
            and (timing is None or n["timing"] == timing)]


def out_of_range(state) -> list[tuple[str, str]]:
    """Each attack that missed because its range did not reach: (its range, where it would
    have had to reach, in words from `reach`)."""
    return [(n["range"], n["where"]) for n in of_kind(state, "miss_out_of_range")]
