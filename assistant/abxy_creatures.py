"""ABXY creature cards the table entered (issue 8; 003 "Card Layout"), kept in the app's
SQLite file and reused by every match.

The 21 creatures the rules name (`creatures.SHIPPED`) are always listed, entered or not; the
table may add others. Deleting a creature the table added removes it; deleting one of the
rules' creatures resets it to not entered. Entries are shared as YAML text
(`creatures.cards_to_yaml`).
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime

from engine.abxy import (
    SHIPPED,
    Button,
    CreatureCard,
    cards_from_yaml,
    cards_to_yaml,
    is_complete,
    shipped_name,
)
from engine.errors import InvalidInput

from .database import DATABASE_ERRORS, Database

SCHEMA = """
CREATE TABLE IF NOT EXISTS abxy_creatures (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    title TEXT NOT NULL,
    types TEXT NOT NULL,
    weight INTEGER NOT NULL,
    passive TEXT NOT NULL,
    special TEXT NOT NULL,
    button TEXT NOT NULL,
    updated TEXT NOT NULL
);
"""
_COLUMNS = "name, title, types, weight, passive, special, button"


def _card(row: tuple) -> CreatureCard:
    name, title, types, weight, passive, special, button = row
    return CreatureCard(name, title, tuple(types.split()), weight, passive, special,
                        Button(button) if button else None)


class AbxyCreatures:
    """The creature cards of ABXY as the table entered them, on the connection and lock of
    the games `Store` (its table ``abxy_creatures`` is created if missing).

    Names are matched in any case ("mira" is Mira). Every method is safe from several threads.
    """

    def __init__(self, db: Database, lock: threading.RLock):
        self._db = db
        self._lock = lock
        with self._lock:
            self._db.executescript(SCHEMA)

    def _entered(self) -> dict[str, CreatureCard]:
        """Folded name -> card, for every card saved."""
        with self._lock:
            rows = self._db.execute(f"SELECT {_COLUMNS} FROM abxy_creatures").fetchall()
        return {row[0].casefold(): _card(row) for row in rows}

    def all(self) -> list[CreatureCard]:
        """Every creature, sorted by name: the rules' 21 (entered or as `creatures.SHIPPED`
        has them) and those the table added. `creatures.is_complete` says which are
        entered."""
        entered = self._entered()
        cards = {name.casefold(): card for name, card in SHIPPED.items()}
        cards.update(entered)
        return sorted(cards.values(), key=lambda c: c.name.casefold())

    def get(self, name: str) -> CreatureCard:
        """The creature named ``name`` (any case): as entered, or as the rules prefill it.

        Raises:
            InvalidInput: neither the rules nor the table have a creature of that name.
        """
        with self._lock:
            row = self._db.execute(f"SELECT {_COLUMNS} FROM abxy_creatures WHERE name = ?",
                                   (name.strip(),)).fetchone()
        if row is not None:
            return _card(row)
        rules_name = shipped_name(name)
        if rules_name is not None:
            return SHIPPED[rules_name]
        raise InvalidInput(f"there is no creature {name!r}: pick one from the creatures page, "
                           "or add it there")

    def is_added(self, name: str) -> bool:
        """True for a creature the table added (not one the rules name)."""
        return shipped_name(name) is None

    def save(self, card: CreatureCard, original: str | None = None) -> None:
        """Save ``card`` (from `creatures.parse_card`), replacing the entry of its name.

        ``original``: the name the card was edited under (a rename of a creature the table
        added deletes the old name); None or "" for a new entry.

        Raises:
            InvalidInput: renaming one of the rules' creatures, or a new name (or a rename)
                that another entered creature already has; nothing saved.
        """
        original = (original or "").strip()
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock:
            same = original.casefold() == card.name.casefold()
            if original and not same and shipped_name(original) is not None:
                raise InvalidInput(f"{original} is named by the rules and keeps its name; add "
                                   f"{card.name} as a creature of its own")
            if not same and card.name.casefold() in self._entered():
                raise InvalidInput(f"{card.name} is already entered: edit it from the "
                                   "creatures page, or pick another name")
            self._db.execute("BEGIN")
            try:
                if original and not same:
                    self._db.execute("DELETE FROM abxy_creatures WHERE name = ?", (original,))
                self._write(card, now)
                self._db.execute("COMMIT")
            except DATABASE_ERRORS:
                self._db.execute("ROLLBACK")
                raise

    def _write(self, card: CreatureCard, now: str) -> None:
        self._db.execute(
            f"INSERT INTO abxy_creatures ({_COLUMNS}, updated) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in (*_COLUMNS.split(", "), "updated")),
            (card.name, card.title, " ".join(card.types), card.weight, card.passive,
             card.special, card.button.value if card.button else "", now))

    def delete(self, name: str) -> None:
        """Delete a creature the table added; reset one of the rules' creatures to not
        entered (its prefilled special action stays).

        Raises:
            InvalidInput: no creature of that name.
        """
        with self._lock:
            self.get(name)
            self._db.execute("DELETE FROM abxy_creatures WHERE name = ?", (name.strip(),))

    def ready(self) -> list[CreatureCard]:
        """The creatures a match can use (entered completely), sorted by name."""
        return [c for c in self.all() if is_complete(c)]

    def export_yaml(self) -> str:
        """Every entered creature as YAML text (`creatures.cards_to_yaml`), sorted by name."""
        return cards_to_yaml(self.ready())

    def import_yaml(self, text: str) -> list[str]:
        """Save every creature of YAML ``text`` (as `export_yaml` writes it), replacing the
        entries of the same names; others are kept. Returns the names saved, in the text's
        order.

        Raises:
            InvalidInput: the text is refused (every problem, one per line, naming the
                creature and the field); nothing saved.
        """
        cards = cards_from_yaml(text)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock:
            self._db.execute("BEGIN")
            try:
                for card in cards:
                    self._write(card, now)
                self._db.execute("COMMIT")
            except DATABASE_ERRORS:
                self._db.execute("ROLLBACK")
                raise
        return [c.name for c in cards]
