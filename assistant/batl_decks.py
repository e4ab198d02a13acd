"""BATL deck lists the table saved (issue 9; 004 "Deck"), kept in the app's SQLite file.

A deck is kept as the text typed or uploaded, exactly, even while it breaks a deck rule or
has lines that cannot be read: nothing a player typed is lost. It is read and checked
(`engine.batl.deck.checked`) each time it is asked for, so a saved list is always judged by
the reader and the rules of the running app.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.batl import ERROR, WARNING, Deck, Problem, checked, is_legal
from engine.errors import InvalidInput

from .database import DATABASE_ERRORS, Database

SCHEMA = """
CREATE TABLE IF NOT EXISTS batl_decks (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    text TEXT NOT NULL,
    updated TEXT NOT NULL
);
"""
MAX_NAME = 60  # characters of a deck's name
MAX_TEXT = 60_000  # characters of a deck list (60 cards with long notes take under 20,000)
RESERVED = ("new", "check", "save", "upload")  # the addresses of the decks' other pages
SKELETON = """\
# A BATL deck list: one line for each entry. Lines starting with # are for you only.
# Fill in the lines below from your cards (remove the # to use one), then tap Check:
# it lists everything still missing or wrong, all at once.
#
# deck My Deck
#
# The character card's stats:
# character Monk: atk 1, def 0, ms 1, range 1
#
# Each class you play: its resource, how much the pool holds, the class ability:
# class Monk: resource Ki, pool 2, ability Flow, cost 2, evade, lasts trigger
#
# Then the cards: copies, name, a colon, type, class (not for Equipment), tags.
# 4 Hit: Basic, Monk, atk +1, lasts turn
# 12 Ki: Resource, Monk
# 1 Staff: Equipment, weapon, atk +1
"""


@dataclass(frozen=True)
class SavedDeck:
    """One saved deck list.

    Attributes:
        name: as saved (its spelling). updated: when last saved (UTC, ISO 8601).
        text: exactly as typed or uploaded. deck: what `engine.batl.deck.read` makes of it.
        problems: every problem, in line order (`engine.batl.deck.checked`).
    """

    name: str
    updated: str
    text: str
    deck: Deck
    problems: tuple[Problem, ...]

    @property
    def legal(self) -> bool:
        """True when no problem is an error (warnings allowed)."""
        return is_legal(self.problems)

    @property
    def errors(self) -> int:
        return sum(p.level == ERROR for p in self.problems)

    @property
    def warnings(self) -> int:
        return sum(p.level == WARNING for p in self.problems)


def deck_name(name: str) -> str:
    """``name`` with its spaces tidied, checked as the name of a saved deck.

    Raises:
        InvalidInput: empty, longer than 60 characters, a slash or control character, a
            name ending in .txt (the download's address) or one of `RESERVED`.
    """
    name = " ".join(name.split())
    if not name:
        raise InvalidInput("give the deck a name, like: Monk Starter")
    if len(name) > MAX_NAME:
        raise InvalidInput(f"shorten the deck's name to at most {MAX_NAME} characters")
    if "/" in name or not name.isprintable():
        raise InvalidInput("a deck's name cannot hold a slash or a control character: use "
                           "letters, digits and spaces")
    if name.casefold() in RESERVED or name.casefold().endswith(".txt"):
        raise InvalidInput(f"{name!r} is the name of a page of the app: add a word")
    return name


class BatlDecks:
    """The saved BATL deck lists, on the connection and lock of the games `Store` (its table
    ``batl_decks`` is created if missing). Names are matched in any case; every method is
    safe from several threads."""

    def __init__(self, db: Database, lock: threading.RLock):
        self._db = db
        self._lock = lock
        with self._lock:
            self._db.executescript(SCHEMA)

    def _row(self, name: str) -> tuple[str, str, str] | None:
        with self._lock:
            return self._db.execute("SELECT name, updated, text FROM batl_decks WHERE name = ?",
                                    (" ".join(name.split()),)).fetchone()

    def save(self, name: str, text: str, original: str | None = None) -> str:
        """Save ``text`` exactly as given under ``name``; returns the name as saved.

        ``original``: None to create the deck or replace the one of that name; "" for a new
        deck (refused if the name is taken); else the name the deck had when its page was
        opened (a rename: the old name is dropped, refused if the new name is another deck's;
        an original deleted meanwhile is saved again under the new name).

        Raises:
            InvalidInput: a bad name (`deck_name`), a text over 60,000 characters, or a name
                taken; nothing saved.
        """
        name = deck_name(name)
        if len(text) > MAX_TEXT:
            raise InvalidInput(f"the deck list is longer than {MAX_TEXT:,} characters: a deck "
                               "of 60 cards needs far fewer; nothing saved")
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock:
            taken = self._row(name)
            if original is not None:
                same = original.strip() and original.strip().casefold() == name.casefold()
                if taken is not None and not same:
                    raise InvalidInput(f"a deck named {taken[0]} is saved already: pick "
                                       "another name, or open that deck to change it")
            self._db.execute("BEGIN")
            try:
                if original and self._row(original) is not None:
                    self._db.execute("DELETE FROM batl_decks WHERE name = ?", (original.strip(),))
                self._db.execute("INSERT INTO batl_decks (name, text, updated) VALUES "
                                 "(?, ?, ?) ON CONFLICT (name) DO UPDATE SET name = "
                                 "excluded.name, text = excluded.text, updated = "
                                 "excluded.updated", (name, text, now))
                self._db.execute("COMMIT")
            except DATABASE_ERRORS:
                self._db.execute("ROLLBACK")
                raise
        return name

    def free_name(self, name: str) -> str:
        """``name`` (tidied, cut to fit), or with " (2)", " (3)"... when a deck has it."""
        name = " ".join(name.split())[:MAX_NAME - 5] or "Deck"
        candidate, n = name, 1
        while self._row(candidate) is not None:
            n += 1
            candidate = f"{name} ({n})"
        return candidate

    def _saved(self, row: tuple[str, str, str]) -> SavedDeck:
        name, updated, text = row
        deck, problems = checked(text, name)
        return SavedDeck(name, updated, text, deck, problems)

    def list(self) -> list[SavedDeck]:
        """Every saved deck, read and checked, sorted by name (any case)."""
        with self._lock:
            rows = self._db.execute("SELECT name, updated, text FROM batl_decks").fetchall()
        return sorted((self._saved(row) for row in rows), key=lambda d: d.name.casefold())

    def saved(self, name: str) -> SavedDeck:
        """The deck named ``name`` (any case), read and checked.

        Raises:
            InvalidInput: no deck of that name.
        """
        row = self._row(name)
        if row is None:
            raise InvalidInput(f"there is no deck {name!r}: pick one from the deck lists, or "
                               "make it there")
        return self._saved(row)

    def get(self, name: str) -> tuple[str, Deck, tuple[Problem, ...]]:
        """(the text as saved, its deck, its problems) of the deck named ``name``.

        Raises:
            InvalidInput: no deck of that name.
        """
        found = self.saved(name)
        return found.text, found.deck, found.problems

    def delete(self, name: str) -> None:
        """Delete the deck named ``name``.

        Raises:
            InvalidInput: no deck of that name.
        """
        with self._lock:
            self.saved(name)
            self._db.execute("DELETE FROM batl_decks WHERE name = ?", (" ".join(name.split()),))
