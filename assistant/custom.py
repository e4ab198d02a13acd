"""Fighters a player enters in the app (issue 5): kept as YAML text in the app's SQLite file.

A custom fighter is the same YAML as a file of `fighters/`, validated by the same function
(`engine.battlecon.cards.fighter_from_yaml`), so it can be downloaded and dropped into
`fighters/` unchanged. Its id starts with ``my-`` (no shipped file does), so it never hides a
shipped fighter. A duel keeps a copy of the YAML of every custom fighter it uses
(`Store.create`): editing or deleting the fighter later never changes a game in progress.

A table may save thousands (issue 18): the catalog lists them by name and validates one only
when a page needs its cards (`CustomFighters.catalog`), and a text is validated once while it
is among the last `PARSED_KEPT` validated (`parsed`, by the hash of the text), so saving one
fighter validates that one.
"""

from __future__ import annotations

import functools
import hashlib
import re
import threading
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from engine.battlecon import (
    CardDataError,
    Catalog,
    DuelSetup,
    Fighter,
    LazyFighters,
    fighter_from_yaml,
    new_duel,
    suggested_seat,
)
from engine.errors import InvalidInput

from .database import Database
from .recent import Recent

PREFIX = "my-"
SCHEMA = """
CREATE TABLE IF NOT EXISTS custom_fighters (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    yaml TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
-- lists the names without reading every text (issue 18: thousands saved)
CREATE INDEX IF NOT EXISTS custom_fighters_by_name ON custom_fighters (name, id, updated);
-- a counter moved on by every save and delete, from any process (issue 25: several workers)
CREATE TABLE IF NOT EXISTS changes (
    name TEXT PRIMARY KEY,
    version INTEGER NOT NULL
);
"""
_BUMP = ("INSERT INTO changes (name, version) VALUES ('custom_fighters', 1) ON CONFLICT (name) "
         "DO UPDATE SET version = changes.version + 1")
#: How many validated fighters are kept (about 85 KB each), by the hash of their text.
PARSED_KEPT = 128
_PARSED: Recent[bytes, Fighter] = Recent(PARSED_KEPT)
_PARSED_LOCK = threading.Lock()


@dataclass(frozen=True)
class CustomFighter:
    """One saved fighter: ``id`` (``my-...``), its ``name``, ``updated`` (ISO time, UTC) and
    the ``yaml`` text, which `CustomFighters.all` reads only when asked for (a list of
    thousands does not read every text).

    Raises (``yaml``):
        InvalidInput: the fighter was deleted since it was listed.
    """

    id: str
    name: str
    updated: str
    read_yaml: Callable[[], str] = field(repr=False, compare=False)

    @property
    def yaml(self) -> str:
        """The fighter's YAML text, as saved."""
        return self.read_yaml()


def is_custom(fighter_id: str) -> bool:
    """True for the id of a fighter entered in the app (not a file of `fighters/`)."""
    return fighter_id.startswith(PREFIX)


def _slug(name: str) -> str:
    """``"Ryu (alt)"`` -> ``"ryu-alt"``: ASCII letters, digits and dashes, at most 30."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:30].strip("-")
    return slug or "fighter"


def playable_problems(text: str, base: Catalog) -> list[str]:
    """Why a valid fighter's YAML ``text`` could not start a duel against itself with the
    quick-start choices (`setup.suggested_seat`), or [] when it can. A fighter discards two
    styles and two bases at setup and needs cards left in hand (000 "Fighter Selection").

    Raises:
        CardDataError: ``text`` does not validate.
    """
    fighter_id = PREFIX + "check"
    catalog = catalog_with(base, {fighter_id: text})
    try:
        seat = suggested_seat(fighter_id, catalog)
        new_duel(DuelSetup((seat, seat), first_active=0), catalog)
    except IndexError:
        return ["it cannot start a duel: two styles and two bases go to the discard piles at "
                "setup, so it needs at least 2 styles besides Switch and 2 bases (the "
                "standard bases count)"]
    except InvalidInput as error:
        return [f"it cannot start a duel: {error}"]
    return []


class CustomFighters:
    """The saved custom fighters, on the connection and lock of the games `Store`.

    ``base``: gives the shipped cards a custom fighter plays with (standard bases, Switch).
    """

    def __init__(self, db: Database, lock: threading.RLock,
                 base: Callable[[], Catalog]):
        self._db = db
        self._lock = lock
        self._base = base
        self._catalog: tuple[int, Catalog, Catalog] | None = None
        with self._lock:
            self._db.executescript(SCHEMA)

    def catalog(self) -> Catalog:
        """The shipped cards and every saved fighter, listed by name (`Catalog.names`) and
        each validated only when looked up (`LazyFighters`). The same object until a fighter
        is saved or deleted (here or by another connection to the file), so the engine's kits
        and the pages share it.

        Looking up a saved fighter raises CardDataError when its text no longer validates
        (the format changed since it was saved), KeyError (InvalidInput from
        `Catalog.fighter`) when it was deleted since.
        """
        base = self._base()
        with self._lock:
            # moved on by every save and delete, whichever process or connection made it
            row = self._db.execute("SELECT version FROM changes WHERE name = "
                                   "'custom_fighters'").fetchone()
            version = row[0] if row else 0
            if self._catalog is not None and self._catalog[0] == version and \
                    self._catalog[1] is base:
                return self._catalog[2]
            names = dict(self._db.execute("SELECT id, name FROM custom_fighters").fetchall())
            catalog = Catalog(fighters=LazyFighters(base.fighters, names, self._load),
                              shared=base.shared)
            self._catalog = (version, base, catalog)
            return catalog

    def _load(self, fighter_id: str) -> Fighter:
        """The saved fighter ``fighter_id`` validated (KeyError: none has this id now)."""
        with self._lock:
            row = self._db.execute("SELECT yaml FROM custom_fighters WHERE id = ?",
                                   (fighter_id,)).fetchone()
        if row is None:
            raise KeyError(fighter_id)
        return parsed(row[0])

    def all(self) -> list[CustomFighter]:
        """Every saved fighter, by name (each text read when asked for)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, name, updated FROM custom_fighters ORDER BY name, id").fetchall()
        return [CustomFighter(i, name, updated, functools.partial(self._yaml, i))
                for i, name, updated in rows]

    def _yaml(self, fighter_id: str) -> str:
        return self.get(fighter_id).yaml

    def get(self, fighter_id: str) -> CustomFighter:
        """The saved fighter with this id.

        Raises:
            InvalidInput: no saved fighter has this id.
        """
        with self._lock:
            row = self._db.execute("SELECT id, name, yaml, updated FROM custom_fighters "
                                   "WHERE id = ?", (fighter_id,)).fetchone()
        if row is None:
            raise InvalidInput(f"there is no fighter {fighter_id!r} of yours; it may have been "
                               "deleted. Pick one from the fighters page")
        text = row[2]
        return CustomFighter(row[0], row[1], row[3], lambda: text)

    def save(self, text: str, fighter_id: str | None = None) -> str:
        """Validate ``text`` (a fighter's YAML) and save it; return the fighter's id.

        ``fighter_id``: the saved fighter to replace; None saves a new one, with an id made
        from its name.

        Raises:
            CardDataError: the YAML is refused (as new card data: a summary names its kinds
                of correction), or the fighter could not start a duel (every problem, one
                per line); nothing saved.
            InvalidInput: ``fighter_id`` names no saved fighter.
        """
        fighter = parsed(text, new=True)
        problems = playable_problems(text, self._base())
        if problems:
            raise CardDataError([f"your fighter: {p}" for p in problems])
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock:
            if fighter_id is not None:
                self.get(fighter_id)
                self._db.execute("UPDATE custom_fighters SET name = ?, yaml = ?, updated = ? "
                                 "WHERE id = ?", (fighter.name, text, now, fighter_id))
                self._db.execute(_BUMP)
                return fighter_id
            base = PREFIX + _slug(fighter.name)
            taken = {row[0] for row in self._db.execute(
                "SELECT id FROM custom_fighters WHERE id = ? OR id LIKE ?",
                (base, base + "-%")).fetchall()}
            new_id, n = base, 1
            while new_id in taken:
                n += 1
                new_id = f"{base}-{n}"
            self._db.execute("INSERT INTO custom_fighters (id, name, yaml, created, updated) "
                             "VALUES (?, ?, ?, ?, ?)", (new_id, fighter.name, text, now, now))
            self._db.execute(_BUMP)
            return new_id

    def delete(self, fighter_id: str) -> None:
        """Delete a saved fighter (duels already started with it keep their copy).

        Raises:
            InvalidInput: no saved fighter has this id.
        """
        with self._lock:
            self.get(fighter_id)
            self._db.execute("DELETE FROM custom_fighters WHERE id = ?", (fighter_id,))
            self._db.execute(_BUMP)


def parsed(text: str, *, new: bool = False) -> Fighter:
    """A saved fighter's YAML ``text`` validated, once while it is among the last
    `PARSED_KEPT` texts validated (kept by the SHA-256 of the text, not the text).

    ``new``: a text about to be saved, checked as new card data (every summary names its
    kinds of correction, `cards.fighter_from_yaml`) even when it was validated before; a text
    saved earlier is read as it was (a fighter saved before that rule still plays).

    Raises:
        CardDataError: the text does not validate (not kept: checked again next time).
    """
    key = hashlib.sha256(text.encode()).digest()
    with _PARSED_LOCK:
        found = None if new else _PARSED.get(key)
    if found is None:
        found = fighter_from_yaml(text, "your fighter", new=new)
        with _PARSED_LOCK:
            _PARSED.put(key, found)
    return found


def catalog_with(base: Catalog, texts: dict[str, str]) -> Catalog:
    """``base`` plus the fighters of ``texts`` (id -> YAML text, already validated once):
    a duel's own copies of the saved fighters it uses. Only texts not validated lately are
    validated (`parsed`); the engine's kits (`state.Kit.build`) are shared with every other
    catalog holding the same fighter.

    Raises:
        CardDataError: a text no longer validates (the format changed since it was saved).
    """
    if not texts:
        return base
    extra = {fid: parsed(text) for fid, text in texts.items()}
    return Catalog(fighters={**base.fighters, **extra}, shared=base.shared)
