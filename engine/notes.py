"""Notes as data (issue 22, item 5): each line a game's engine writes in "What happened" is a
`Note`, a kind and its values; the words are made from them only when asked (``str(note)``).

A kind (`NoteKind`) is registered once, beside the code that writes it or in its game's table,
with the rule that decides it (a section of the game's rule document, e.g. ``'000 "Beat"'``;
``""`` for a table's own act, a correction by hand) and its words: a `str.format` template
over the values (``"{name} antes {token} ({source})"``) or a function of the values for words
a template cannot say. Tests assert on ``note.kind`` and ``note["value"]``; one test per kind
checks its words (tests/test_note_words.py).

Kinds are ids of lower-case words joined by dots and underscores, the game first for games
other than BattleCON (``"abxy.no_creature_left"``); a kind is registered once (a second
registration with other words or rule is a programming error, `ValueError`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

#: A kind's words: a `str.format` template over the note's values, or a function of them.
Words = str | Callable[[Mapping[str, Any]], str]

_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*")


@dataclass(frozen=True, slots=True)
class NoteKind:
    """One kind of note.

    Attributes:
        id: its id (``"trade_spaces"``, ``"batl.first_turn"``).
        rule: the rule section that decides it, in its game's document (``'000 "Beat"'``,
            ``'004 "Turns"'``); ``""`` when no rule does (the table's own act).
        words: a `str.format` template over the values, or a function of the values (a
            mapping of value names to values) giving the words.
    """

    id: str
    rule: str
    words: Words


#: Every registered kind, by id.
KINDS: dict[str, NoteKind] = {}


def note_kind(id: str, rule: str, words: Words) -> str:
    """Register the note kind ``id`` (see `NoteKind`) and give back ``id``.

    Raises:
        ValueError: ``id`` is not lower-case words joined by dots and underscores, or it is
            registered already with another rule or other words.
    """
    if not _ID.fullmatch(id):
        raise ValueError(f"note kind {id!r}: use lower-case words joined by '_' and '.'")
    kind = NoteKind(id, rule, words)
    known = KINDS.setdefault(id, kind)
    if known != kind:
        raise ValueError(f"note kind {id!r} is registered twice, with different words or rule")
    return id


def _kind(id: str) -> NoteKind:
    """The registered kind ``id``; when it is not registered yet (a note read back from a saved
    state in a process that has not imported the module writing it), every engine module is
    imported first, kinds registering on import.

    Raises:
        KeyError: no engine module registers ``id``.
    """
    kind = KINDS.get(id)
    if kind is None:
        import importlib
        import pkgutil

        import engine

        for info in pkgutil.walk_packages(engine.__path__, "engine."):
            importlib.import_module(info.name)
        kind = KINDS[id]
    return kind


def _cited(text: str, citations: tuple[tuple[str, str], ...]) -> str:
    for old, new in citations:
        if old in text:
            text = text.replace(old, new)
    return text


class Note(NamedTuple):
    """One line of "What happened", as data (a named tuple: made thousands of times a second
    on the engine's hot path, where a frozen dataclass's ``__init__`` costs more).

    Attributes:
        kind: the id of its `NoteKind` (registered with `note_kind`).
        values: (name, value) pairs, in the order given; values are numbers, strings, booleans,
            None or tuples of those (a note is immutable and pickled with the state).
        citations: (cited section, this ruleset's own section) pairs that replace the 000
            sections in the words and the rule under a ruleset with its own document
            (`engine.battlecon.ruleset.Ruleset.citations`); () otherwise.

    ``str(note)`` is its words; ``note["name"]`` a value (`KeyError` when it has none).
    """

    kind: str
    values: tuple[tuple[str, Any], ...] = ()
    citations: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, kind: str, citations: tuple[tuple[str, str], ...] = (), /,
           **values: Any) -> Note:
        """The note of kind ``kind`` with ``values``.

        Raises:
            ValueError: ``kind`` is not registered (`note_kind`).
        """
        if kind not in KINDS:
            raise ValueError(f"unknown note kind {kind!r}: register it with note_kind()")
        return cls(kind, tuple(values.items()), citations)

    def __getitem__(self, name: str) -> Any:  # type: ignore[override]
        """The value ``name`` (`KeyError` when the note has none); the fields are read by
        name (``note.kind``), never by position."""
        for key, value in self.values:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        """The value ``name``, or ``default`` when the note has none."""
        try:
            return self[name]
        except KeyError:
            return default

    @property
    def rule(self) -> str:
        """The rule section that decides this note (cited in the ruleset's own document), or
        ``""`` when none does."""
        return _cited(_kind(self.kind).rule, self.citations)

    @property
    def words(self) -> str:
        """The note in words (the kind's template or function applied to the values), its
        citations in the ruleset's own document."""
        words = _kind(self.kind).words
        values = dict(self.values)
        text = words.format_map(values) if isinstance(words, str) else words(values)
        return _cited(text, self.citations)

    def __str__(self) -> str:
        return self.words


def text(note: Note | str) -> str:
    """The words of ``note`` (a `Note`, or a line already in words)."""
    return note if isinstance(note, str) else note.words
