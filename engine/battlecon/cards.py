"""Load and validate `fighters/`: one YAML file per fighter plus `shared.yaml`.

`load_catalog(folder)` returns a `Catalog` (fighters by id, the shared cards) or raises
`CardDataError` listing every problem at once, one line each, naming file, card and field.
Duplicate keys and unknown fields are errors (DESIGN.md "fighters/"); the YAML is read by the
one strict reader every upload goes through (`engine.yamlread`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.yamlread import Limits, YamlRefused, YamlTooLarge, read_yaml

from .errors import InvalidInput
from .schema import NEW_DATA, Card, Fighter, SharedCards

FIGHTERS_DIR = Path(__file__).resolve().parents[2] / "fighters"
SHARED_FILE = "shared.yaml"
MAX_FILE_BYTES = 1_000_000


class CardDataError(InvalidInput):
    """One or more problems in card data.

    Attributes:
        problems: one line per problem: ``file: card "Name" (styles[2]) field effects[0]: why``.
    """

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


class YamlProblem(CardDataError):
    """The text is not YAML the strict reader accepts (`engine.yamlread.read_yaml`): one
    problem, naming the source and the line.

    Attributes:
        too_large: the text is over `MAX_FILE_BYTES`.
    """

    def __init__(self, problems: list[str], too_large: bool = False):
        super().__init__(problems)
        self.too_large = too_large


FIGHTER_FILE = Limits("a fighter file", MAX_FILE_BYTES)


def parse_yaml(text: str, source: str) -> Any:
    """Parse a fighter's YAML text (or a part of one) with the strict reader
    (`engine.yamlread.read_yaml`, limits `FIGHTER_FILE`): plain YAML only, no anchors,
    aliases, tags or duplicate keys, bounded size, depth, values and integers.

    Raises:
        YamlProblem: the reader refused the text; the message names ``source``, the line and
            what to change.
    """
    try:
        return read_yaml(text, FIGHTER_FILE)
    except YamlRefused as error:
        raise YamlProblem([f"{source}: {error}"], isinstance(error, YamlTooLarge)) from None


def _describe(data: Any, loc: tuple) -> str:
    """Name the card (if any) a pydantic error location points into, and the field path."""
    card = ""
    rest = loc
    if len(loc) >= 2 and loc[0] in ("styles", "bases", "finishers") and isinstance(loc[1], int):
        try:
            name = data[loc[0]][loc[1]].get("name", "?")
        except (KeyError, IndexError, TypeError, AttributeError):
            name = "?"
        card = f'card "{name}" ({loc[0]}[{loc[1]}]) '
        rest = loc[2:]
    path = ""
    for part in rest:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return f"{card}field {path or '(top)'}"


def located_problems(error: ValidationError) -> list[tuple[tuple, str]]:
    """A pydantic error as (location, message) pairs: the location is the path into the data
    (``("styles", 2, "effects", 0, "action")``; ``()`` for the whole file), the message says
    what is wrong in words. Used for file messages and for errors shown beside form fields."""
    found = []
    errors = error.errors()
    for item in errors:
        loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and "[" in p))
        if item["type"] == "too_short" and any(
                other["loc"][:len(item["loc"])] == item["loc"] and other is not item
                for other in errors):
            continue  # the list is short only because one of its items was refused
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "extra_forbidden":
            message = "unknown field (check its spelling against the format in docs/cards.md)"
        found.append((loc, message))
    return found


def validation_problems(error: ValidationError, data: Any, source: str) -> list[str]:
    """Turn a pydantic error into one line per problem naming file, card and field."""
    return [f"{source}: {_describe(data, loc)}: {message}"
            for loc, message in located_problems(error)]


def fighter_from_yaml(text: str, source: str, *, new: bool = True) -> Fighter:
    """Validate one fighter's YAML text.

    ``new``: check it as new card data (a file of the folder, an upload, an edit): every
    summary names the kinds of correction that carry it out (`schema.NEW_DATA`). False for a
    text saved before that rule (a saved fighter, a duel's copy), which then loads as it was.

    Raises:
        CardDataError: every problem found, one per line.
    """
    data = parse_yaml(text, source)
    if not isinstance(data, dict):
        raise CardDataError([f"{source}: a fighter file is a mapping with name, styles, ..."])
    try:
        return Fighter.model_validate(data, context=NEW_DATA if new else None)
    except ValidationError as error:
        raise CardDataError(validation_problems(error, data, source)) from None


def shared_from_yaml(text: str, source: str) -> SharedCards:
    """Validate the shared cards' YAML text (standard bases, Switch).

    Raises:
        CardDataError: every problem found, one per line.
    """
    data = parse_yaml(text, source)
    try:
        return SharedCards.model_validate(data, context=NEW_DATA)
    except ValidationError as error:
        raise CardDataError(validation_problems(error, data, source)) from None


class LazyFighters(Mapping[str, Fighter]):
    """Fighter id -> `Fighter`, some of them made only when looked up: thousands of fighters
    a table saved can be listed by name without validating one (issue 18).

    ``ready``: fighters already made (the shipped ones), id -> `Fighter`; ``later``: id ->
    name of the others; ``load(fighter_id)`` makes one of those on each lookup (it may keep
    what it made; it raises KeyError for a fighter gone since, CardDataError for one that no
    longer validates). An id in both is the ``later`` one.
    """

    def __init__(self, ready: Mapping[str, Fighter], later: Mapping[str, str],
                 load: Callable[[str], Fighter]):
        self._ready, self._later, self._load = ready, later, load

    def __getitem__(self, fighter_id: str) -> Fighter:
        if fighter_id in self._later:
            return self._load(fighter_id)
        return self._ready[fighter_id]

    def __contains__(self, fighter_id: object) -> bool:
        return fighter_id in self._later or fighter_id in self._ready

    def __iter__(self) -> Iterator[str]:
        yield from (i for i in self._ready if i not in self._later)
        yield from self._later

    def __len__(self) -> int:
        return len(self._later) + sum(1 for i in self._ready if i not in self._later)

    def names(self) -> dict[str, str]:
        """Fighter id -> name of every fighter, none made for it."""
        return {**{i: f.name for i, f in self._ready.items()}, **self._later}

    def __eq__(self, other: object) -> bool:
        return self is other  # comparing contents would validate every fighter

    __hash__ = object.__hash__


@dataclass(frozen=True)
class Catalog:
    """Every fighter and the shared cards, validated.

    Attributes:
        fighters: fighter id (file stem, e.g. ``"eligor"``) -> `Fighter` (a dict, or a
            `LazyFighters` whose fighters are validated when looked up).
        shared: the standard bases and the Switch style.
    """

    fighters: Mapping[str, Fighter]
    shared: SharedCards

    def names(self) -> dict[str, str]:
        """Fighter id -> name of every fighter (a `LazyFighters` table makes none for it)."""
        if isinstance(self.fighters, LazyFighters):
            return self.fighters.names()
        return {i: f.name for i, f in self.fighters.items()}

    def standard_bases(self, edition: str = "4th") -> tuple[Card, ...]:
        """The bases every fighter takes under ``edition`` ("4th" or "classic")."""
        return tuple(b for b in self.shared.bases if b.edition in ("both", edition))

    def fighter(self, fighter_id: str) -> Fighter:
        """The fighter with this id.

        Raises:
            InvalidInput: no such fighter; the message lists the known ids.
            CardDataError: a fighter of a `LazyFighters` table no longer validates.
        """
        try:
            return self.fighters[fighter_id]
        except KeyError:
            raise InvalidInput(f"unknown fighter {fighter_id!r}; known: "
                               f"{', '.join(sorted(self.fighters))}") from None


def load_catalog(folder: str | Path = FIGHTERS_DIR) -> Catalog:
    """Load every ``*.yaml`` of ``folder``: ``shared.yaml`` and one file per fighter.

    Raises:
        CardDataError: every problem in every file, one per line.
    """
    folder = Path(folder)
    problems: list[str] = []
    fighters: dict[str, Fighter] = {}
    shared: SharedCards | None = None
    for path in sorted(folder.glob("*.yaml")):
        source = path.name
        try:
            text = path.read_text(encoding="utf-8")
            if path.name == SHARED_FILE:
                shared = shared_from_yaml(text, source)
            else:
                fighters[path.stem] = fighter_from_yaml(text, source)
        except CardDataError as error:
            problems.extend(error.problems)
        except UnicodeDecodeError:
            problems.append(f"{source}: not UTF-8 text")
    if shared is None and not any(p.startswith(SHARED_FILE) for p in problems):
        problems.append(f"{folder}: {SHARED_FILE} is missing (the standard bases and Switch)")
    if problems:
        raise CardDataError(problems)
    assert shared is not None
    return Catalog(fighters=fighters, shared=shared)


_CACHE: dict[Path, Catalog] = {}


def default_catalog() -> Catalog:
    """The catalog of the project's `fighters/` folder, loaded once per process."""
    key = FIGHTERS_DIR
    if key not in _CACHE:
        _CACHE[key] = load_catalog(key)
    return _CACHE[key]
