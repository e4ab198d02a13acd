"""Fighters a player enters in the app (issue 5): kept as YAML text in the app's SQLite file.

A custom fighter is the same YAML as a file of `fighters/`, validated by the same function
(`engine.battlecon.cards.fighter_from_yaml`), so it can be downloaded and dropped into
`fighters/` unchanged. Its id starts with ``my-`` (no shipped file does), so it never hides a
shipped fighter. A duel keeps a copy of the YAML of every custom fighter it uses
(`Store.create`): editing or deleting the fighter later never changes a game in progress.
"""

from __future__ import annotations

import functools
import re
import sqlite3
import threading
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.battlecon.cards import CardDataError, Catalog, fighter_from_yaml
from engine.battlecon.errors import InvalidInput
from engine.battlecon.schema import Fighter
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat

PREFIX = "my-"
SCHEMA = """
CREATE TABLE IF NOT EXISTS custom_fighters (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    yaml TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
"""
# (id of the base catalog, texts) -> (the base, the merged catalog); the base is kept so its
# id cannot be reused by another catalog while the entry lives.
_CATALOGS: dict[tuple[int, tuple[tuple[str, str], ...]], tuple[Catalog, Catalog]] = {}
_CATALOGS_KEPT = 64


@dataclass(frozen=True)
class CustomFighter:
    """One saved fighter: ``id`` (``my-...``), its ``name``, the ``yaml`` text, ``updated``
    (ISO time, UTC)."""

    id: str
    name: str
    yaml: str
    updated: str


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

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock,
                 base: Callable[[], Catalog]):
        self._db = db
        self._lock = lock
        self._base = base
        with self._lock:
            self._db.executescript(SCHEMA)

    def all(self) -> list[CustomFighter]:
        """Every saved fighter, by name."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, name, yaml, updated FROM custom_fighters ORDER BY name, id")
            return [CustomFighter(*row) for row in rows.fetchall()]

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
        return CustomFighter(*row)

    def save(self, text: str, fighter_id: str | None = None) -> str:
        """Validate ``text`` (a fighter's YAML) and save it; return the fighter's id.

        ``fighter_id``: the saved fighter to replace; None saves a new one, with an id made
        from its name.

        Raises:
            CardDataError: the YAML is refused, or the fighter could not start a duel (every
                problem, one per line); nothing saved.
            InvalidInput: ``fighter_id`` names no saved fighter.
        """
        fighter = _parsed(text)
        problems = playable_problems(text, self._base())
        if problems:
            raise CardDataError([f"your fighter: {p}" for p in problems])
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock:
            if fighter_id is not None:
                self.get(fighter_id)
                self._db.execute("UPDATE custom_fighters SET name = ?, yaml = ?, updated = ? "
                                 "WHERE id = ?", (fighter.name, text, now, fighter_id))
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
            return new_id

    def delete(self, fighter_id: str) -> None:
        """Delete a saved fighter (duels already started with it keep their copy).

        Raises:
            InvalidInput: no saved fighter has this id.
        """
        with self._lock:
            self.get(fighter_id)
            self._db.execute("DELETE FROM custom_fighters WHERE id = ?", (fighter_id,))

    def texts(self) -> dict[str, str]:
        """Fighter id -> YAML text of every saved fighter."""
        return {f.id: f.yaml for f in self.all()}


@functools.lru_cache(maxsize=512)
def _parsed(text: str) -> Fighter:
    """A fighter's YAML validated once per text (the same text saved twice, or checked then
    saved, is validated once): a new catalog after one fighter changed validates only that
    one.

    Raises:
        CardDataError: the text does not validate (not cached: checked again next time).
    """
    return fighter_from_yaml(text, "your fighter")


def catalog_with(base: Catalog, texts: dict[str, str]) -> Catalog:
    """``base`` plus the fighters of ``texts`` (id -> YAML text, already validated once).

    The same texts give the same `Catalog` object (the last 64 kept), so the engine's kit
    cache (`state.Kit.build`, keyed by catalog) serves every duel using them.

    Raises:
        CardDataError: a text no longer validates (the format changed since it was saved).
    """
    if not texts:
        return base
    key = (id(base), tuple(sorted(texts.items())))
    hit = _CATALOGS.get(key)
    if hit is not None and hit[0] is base:
        return hit[1]
    extra = {fid: _parsed(text) for fid, text in sorted(texts.items())}
    found = Catalog(fighters={**base.fighters, **extra}, shared=base.shared)
    if len(_CATALOGS) >= _CATALOGS_KEPT:
        _CATALOGS.pop(next(iter(_CATALOGS)))
    _CATALOGS[key] = (base, found)
    return found
