"""The rules reference (issue 6): every keyword, timing, movement and component term of the
4th-edition rulebook (000, its index) and the classic terms of 002, in our own words, each
with the section it comes from; searched by partial name from any screen.

The entries are data (`assistant/data/glossary.yaml`), loaded with the same strict YAML loader
as the fighters (no duplicate keys, no aliases) and validated here.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.battlecon import CardDataError, located_problems, parse_yaml

GLOSSARY = Path(__file__).parent / "data" / "glossary.yaml"
RULINGS = Path(__file__).resolve().parents[1] / "docs" / "rulings.md"
# A rule's source: a seed document (000 4th edition, 001 variants, 002 classic) and a heading.
SOURCE = re.compile(r'^00[0-4] "[^"]+"')


class Entry(BaseModel):
    """One term of the rules reference.

    Attributes:
        term: the word as the rulebook prints it ("Teleport").
        also: other names players use for it ("move directly").
        ruleset: ``4th``, ``classic`` or ``both``.
        source: the document and heading the rule comes from ('000 "Teleport"').
        text: what it means at the table, in our own words (never rulebook prose).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    term: str = Field(min_length=1, max_length=60)
    also: tuple[str, ...] = ()
    ruleset: Literal["4th", "classic", "both"] = "4th"
    source: str
    text: str = Field(min_length=1, max_length=900)

    @field_validator("source")
    @classmethod
    def _source(cls, value: str) -> str:
        if not SOURCE.match(value):
            raise ValueError('a source names a seed document and a heading: 000 "Teleport"')
        return value

    @property
    def names(self) -> tuple[str, ...]:
        """The term and its other names, in lower case (what a search matches)."""
        return tuple(n.lower() for n in (self.term, *self.also))


@functools.cache
def entries(path: Path = GLOSSARY) -> tuple[Entry, ...]:
    """Every entry of the reference, sorted by term (loaded once per process).

    Raises:
        CardDataError: the file is not valid; every problem, one per line.
    """
    data = parse_yaml(path.read_text(encoding="utf-8"), path.name)
    if not isinstance(data, list):
        raise CardDataError([f"{path.name}: the glossary is a list of entries"])
    found, problems = [], []
    for i, item in enumerate(data):
        try:
            found.append(Entry.model_validate(item))
        except ValidationError as error:
            problems += [f"{path.name}: entry {i + 1}: {'.'.join(map(str, loc))}: {message}"
                         for loc, message in located_problems(error)]
    if problems:
        raise CardDataError(problems)
    return tuple(sorted(found, key=lambda e: (e.term.lower(), e.ruleset)))


def search(query: str, found: tuple[Entry, ...] | None = None) -> list[Entry]:
    """The entries whose term or other names contain ``query`` (case-insensitive, partial:
    "tele" finds Teleport); names starting with it come first. An empty query gives all."""
    found = entries() if found is None else found
    words = query.strip().lower()
    if not words:
        return list(found)
    starts = [e for e in found if any(n.startswith(words) for n in e.names)]
    inside = [e for e in found if e not in starts and any(words in n for n in e.names)]
    return starts + inside


def anchor(entry: Entry) -> str:
    """The entry's id in the page (``teleport``, ``stun-immunity-classic``)."""
    base = re.sub(r"[^a-z0-9]+", "-", entry.term.lower()).strip("-") or "term"
    return base if entry.ruleset != "classic" else f"{base}-classic"


class Ruling(BaseModel):
    """How the app reads an ambiguous rule (docs/rulings.md): its ``number``, its ``title``
    (the bold sentence) and the rest of its ``text``, markdown marks removed."""

    model_config = ConfigDict(frozen=True)

    number: int
    title: str
    text: str


@functools.cache
def rulings(path: Path = RULINGS) -> tuple[Ruling, ...]:
    """Every ruling of docs/rulings.md, in its order (loaded once per process)."""
    text = path.read_text(encoding="utf-8")
    found = []
    for number, title, rest in re.findall(
            r"(?ms)^(\d+)\. \*\*(.*?)\*\*(.*?)(?=^\d+\. \*\*|^## |\Z)", text):
        plain = re.sub(r"[`*]", "", " ".join(rest.split()))
        found.append(Ruling(number=int(number), title=re.sub(r"[`*]", "", title),
                            text=plain.lstrip(" :.")))
    return tuple(found)


def search_rulings(query: str, found: tuple[Ruling, ...] | None = None) -> list[Ruling]:
    """The rulings whose title or text contains ``query`` (case-insensitive); all when empty."""
    found = rulings() if found is None else found
    words = query.strip().lower()
    return [r for r in found if not words or words in r.title.lower() or words in r.text.lower()]
