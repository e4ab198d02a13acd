"""Reading the beat's notes as data in tests (engine/notes.py): the notes of one kind, in
order, so a test asserts on kinds and values instead of words."""

from __future__ import annotations

from engine.notes import Note


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
