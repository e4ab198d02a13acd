"""Reading a BATL deck list, text or CSV, line by line (the format: `engine.batl.deck`).

Every line that cannot be read becomes one `Problem` naming all that is wrong with it; the
other lines are still read, so a list is never refused whole.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, replace

from .cards import CARD_TYPES, SLOTS, Card, Character, ClassDef, Deck
from .deck_tags import (
    CARD_TAGS,
    CHARACTER_TAGS,
    CLASS_TAGS,
    STAT_FIELDS,
    effect_of,
    is_tag,
    name_problem,
    read_tags,
    split_tags,
)

MAX_LISTED = 999  # the most copies a line may give (the deck rules then say how many to remove)
MAX_DECK_NAME = 60
ERROR, WARNING = "error", "warning"
RULE_DECK = '004 "Deck"'
RULE_TYPES = '004 "Deck Card Types"'
RULE_SPECIAL = '004 "Special Rules"'
RULE_STATS = '004 "Stats"'
COLUMNS = ("name", "type", "class", "copies", "tags")  # of a CSV export; tags optional
_KEYWORD = re.compile(r"(deck|character|class)(?=[:\s]|$):?\s*(.*)$", re.IGNORECASE)
_NUMERIC = re.compile(r"[+-]?[\d.,/]+x?|x\d+", re.IGNORECASE)  # meant as copies


@dataclass(frozen=True)
class Problem:
    """Something wrong with a deck list.

    Attributes:
        level: `ERROR` (it breaks a deck rule or cannot be read) or `WARNING` (legal, but
            probably not what the player wants).
        message: what is wrong and how to fix it, in a player's words.
        line: the line of the list (1-based), or 0 for the whole deck.
        rule: the rule it cites ('004 "Deck"'), or "" for a line that cannot be read.
    """

    level: str
    message: str
    line: int = 0
    rule: str = ""

    def __str__(self) -> str:
        return f"{f'line {self.line}' if self.line else 'deck'}: {self.message}"


def _type(text: str) -> str | None:
    return next((t for t in CARD_TYPES if t.casefold() == text.strip().casefold()), None)


def _class_problem(name: str) -> str | None:
    if name and is_tag(name):
        return f"a class name cannot begin with the tag word {name.split()[0]!r}: rename it"
    return name_problem(name, "class")


class _Reader:
    """What the lines read so far give. `text_line` reads a line of text; `deck_name`,
    `character_line`, `class_line` and `card` take a line's parts (from the text, or from
    a CSV row's cells); `deck` gives the deck and the problems."""

    def __init__(self, name: str):
        self.name, self.name_line = " ".join(name.split())[:MAX_DECK_NAME], 0
        self.character: Character | None = None
        self.classes: dict[str, ClassDef] = {}  # folded name -> class
        self.cards: list[Card] = []
        self.errors: dict[int, list[str]] = {}  # line -> what is wrong with it
        self.warnings: list[Problem] = []
        self.csv = False  # reading a CSV export (a class is a column of its own)

    def fail(self, line: int, subject: str, messages: list[str]) -> None:
        if messages:
            self.errors.setdefault(line, []).append(f"{subject}: {'; '.join(messages)}"
                                                    if subject else "; ".join(messages))

    def text_line(self, n: int, line: str) -> None:
        keyword = _KEYWORD.match(line)
        if keyword:
            kind, rest = keyword.group(1).lower(), keyword.group(2).strip()
            if kind == "deck":
                return self.deck_name(n, rest)
            head, _, tail = rest.partition(":")
            read = self.character_line if kind == "character" else self.class_line
            return read(n, head, *split_tags(tail))
        head, colon, tail = line.partition(":")
        words = head.split(None, 1)
        example = "4 Hit: Basic, Monk"
        if not words or not _NUMERIC.fullmatch(words[0]):
            shown = line if len(line) <= 40 else line[:37] + "..."
            return self.fail(n, "", [
                f"cannot read {shown!r}: a card line starts with how many copies the deck "
                f"holds, like: {example}; other lines start with deck, character or class"])
        if not colon or len(words) < 2:
            return self.fail(n, "", [f"write the card's name, a colon, then its type and "
                                     f"class, like: {example}"])
        pieces, note = split_tags(tail)
        kind, tags, class_name = (pieces[0] if pieces else ""), pieces[1:], ""
        if tags and not is_tag(tags[0]):  # Equipment names none: card() says so
            class_name, tags = tags[0], tags[1:]
        self.card(n, words[0], words[1], kind, class_name, tags, note)

    def deck_name(self, n: int, rest: str) -> None:
        name = " ".join(rest.split())
        if self.name_line:
            return self.fail(n, "", [f"the deck is already named on line {self.name_line}: "
                                     "keep one deck line"])
        problem = name_problem(name, "deck", MAX_DECK_NAME)
        if problem:
            return self.fail(n, "", [f"{problem}, like: deck Monk Starter"])
        self.name, self.name_line = name, n

    def character_line(self, n: int, head: str, pieces: list[str], note: str | None) -> None:
        name = " ".join(head.split())
        problem = name_problem(name, "character")
        values, messages = read_tags(pieces, note, CHARACTER_TAGS, "character", signed=False)
        if self.character is not None:
            messages.insert(0, f"the character is already given on line "
                               f"{self.character.line}: a deck has one character, keep one "
                               "line")
        self.fail(n, name, ([problem] if problem else []) + messages)
        if problem is None and self.character is None:
            stats = {STAT_FIELDS[key]: value for key, value in values.items()}
            self.character = Character(name, **stats, line=n)

    def class_line(self, n: int, head: str, pieces: list[str], note: str | None) -> None:
        name = " ".join(head.split())
        problem = _class_problem(name)
        values, messages = read_tags(pieces, note, CLASS_TAGS, "class")
        described = [k for k in values if k not in ("resource", "pool", "ability")]
        if described and "ability" not in values:
            messages.append(f"{', '.join(described)} describe{'s' * (len(described) == 1)} "
                            "the class ability: name it first, like: ability Flow")
        first = self.classes.get(name.casefold())
        if first is not None:
            messages.insert(0, f"{first.name} already has its class line (line {first.line}):"
                               " keep one")
        self.fail(n, name, ([problem] if problem else []) + messages)
        if problem is None and first is None:
            ability = "ability" in values
            self.classes[name.casefold()] = ClassDef(
                name, str(values.get("resource", "")), values.get("pool"),
                str(values.get("ability", "")), values.get("cost", 0) if ability else 0,
                effect_of(values if ability else {}), line=n)

    def card(self, n: int, copies_text: str, name: str, kind: str, class_name: str,
             tags: list[str], note: str | None) -> None:
        """One card from its fields as written; kept unless its copies, name, type or class
        cannot be read (a bad tag is left out, the card kept)."""
        name, class_name = " ".join(name.split()), " ".join(class_name.split())
        messages = []
        copies = int(copies_text) if re.fullmatch(r"[0-9]{1,4}", copies_text) else 0
        if not 1 <= copies <= MAX_LISTED:
            copies = 0
            shown = f"{copies_text!r} is not a number of copies" if copies_text else \
                "the number of copies is missing"
            messages.append(f"{shown}: give how many the deck holds, a whole number from 1 to "
                            f"{MAX_LISTED}, like: 4 {name or 'Hit'}")
        bad_name = name_problem(name, "card")
        messages += [bad_name] if bad_name else []
        card_type = _type(kind)
        if card_type is None:
            messages.append(f"{kind!r} is not a card type: the types are Basic, Combo, "
                            "Equipment and Resource" if kind else
                            "give the card's type: Basic, Combo, Equipment or Resource")
        values, tag_messages = read_tags(tags, note, CARD_TAGS, "card")
        slot = next((s for s in SLOTS if s in values), "")
        if card_type == "Equipment" and class_name:
            messages.append(
                "Equipment belongs to no class (it is not a class card): leave its class "
                "empty" if self.csv else f"Equipment belongs to no class (it is not a class "
                f"card): remove {class_name}" if slot else f"{class_name!r} is not a slot: "
                "Equipment names no class but the slot it takes, weapon, armor or both")
            class_name = ""
        bad_class = None
        if card_type not in (None, "Equipment"):
            if not class_name:
                bad_class = f"name the class of this {card_type} card after its type, like: " \
                    f"{copies_text} {name}: {card_type}, Monk"
            else:
                bad_class = _class_problem(class_name)
            messages += [bad_class] if bad_class else []
        messages += tag_messages
        if slot and card_type != "Equipment":
            messages.append(f"{slot} is an equipment slot: only an Equipment card takes one; "
                            "remove it")
            slot = ""
        elif card_type == "Equipment" and not slot and not messages:
            messages.append("say which slot this Equipment takes: add weapon, armor or both")
        if values.get("standup") and "hp" not in values:
            messages.append("a standup has its own HP: add hp and the number, like: hp 4")
        if "hp" in values and not values.get("standup"):
            messages.append("only a standup has HP: add standup, or remove the hp")
        kept = None not in (card_type, copies or None) and not bad_name and not bad_class
        if kept and card_type == "Resource":
            values.setdefault("gain", 1)
        card = Card(name, card_type or "", class_name, copies, int(values.get("cost", 0)),
                    bool(values.get("hidden")), bool(values.get("standup")),
                    int(values.get("hp", 0)), slot, effect_of(values), line=n)
        first = next((i for i, c in enumerate(self.cards)
                      if c.name.casefold() == name.casefold()), None)
        if kept and first is not None:
            earlier = self.cards[first]
            total = earlier.copies + copies
            messages.insert(0, f"listed twice (lines {earlier.line} and {n}): give one line "
                               f"with the total, {total} {earlier.name}")
            self.cards[first] = replace(earlier, copies=total)
        elif kept:
            self.cards.append(card)
        self.fail(n, name, messages)

    def deck(self) -> tuple[Deck, tuple[Problem, ...]]:
        spelled = {folded: c.name for folded, c in self.classes.items()}
        for card in self.cards:
            spelled.setdefault(card.class_name.casefold(), card.class_name)
        cards = tuple(replace(c, class_name=spelled[c.class_name.casefold()])
                      for c in self.cards)
        deck = Deck(self.name, self.character, tuple(self.classes.values()), cards)
        problems = [Problem(ERROR, message[:1].upper() + message[1:], line)
                    for line, messages in self.errors.items() for message in messages]
        return deck, in_line_order(problems + self.warnings)


def in_line_order(problems: list[Problem] | tuple[Problem, ...]) -> tuple[Problem, ...]:
    return tuple(sorted(problems, key=lambda p: p.line))


def _csv_header(line: str) -> list[str] | None:
    """The column names when ``line`` is a CSV header naming the deck columns, else None."""
    if ":" in line or "," not in line:
        return None
    cells = [c.strip().lower() for c in next(csv.reader([line]))]
    return cells if "name" in cells and len({"type", "class", "copies"} & set(cells)) >= 2 \
        else None


def _read_csv(reader: _Reader, lines: list[str]) -> None:
    reader.csv = True
    rows = csv.reader(line + "\n" for line in lines)
    columns: dict[str, int] | None = None
    start = 1
    for row in rows:
        n, start = start, rows.line_num + 1
        if not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
            continue
        if columns is None:
            header = [c.strip().lower() for c in row]
            columns = {c: header.index(c) for c in COLUMNS if c in header}
            missing = [c for c in COLUMNS[:4] if c not in columns]
            if missing:
                return reader.fail(n, "", [f"the header names no {' or '.join(missing)} "
                                           f"column: the columns are {', '.join(COLUMNS)}"])
            unread = [c for c in header if c and c not in COLUMNS]
            if unread:
                reader.warnings.append(Problem(WARNING, f"Column{'s' * (len(unread) > 1)} "
                                       f"{', '.join(unread)} {'are' if len(unread) > 1 else 'is'}"
                                       f" not read: the columns read are {', '.join(COLUMNS)}",
                                       n))
            continue
        cell = {c: (row[i].strip() if i < len(row) else "") for c, i in columns.items()}
        pieces, note = split_tags(cell.get("tags", ""), ";")
        kind = cell["type"].lower()
        if kind in ("character", "class"):
            read = reader.character_line if kind == "character" else reader.class_line
            read(n, cell["name"], pieces, note)
        else:
            reader.card(n, cell["copies"], cell["name"], cell["type"], cell["class"], pieces,
                        note)


def read(text: str, name: str = "") -> tuple[Deck, tuple[Problem, ...]]:
    """The deck a list gives (text or CSV, see the module), and what cannot be read.

    ``name``: the deck's name when the list has no ``deck`` line (a file's name). Never
    raises for what the text holds: each line that cannot be read is one `Problem` (an
    error, with every reason) and the other lines are still read. Refused: an unknown type,
    copies that are not a whole number from 1 to 999, an unknown or malformed tag, a card
    listed twice (counted with its first line), a second class line for a class, a second
    character line, an equipment slot on a card that is not Equipment.
    """
    reader = _Reader(name)
    lines = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    content = next((line for line in lines if line.strip() and not line.lstrip()
                    .startswith("#")), "")
    if _csv_header(content) is not None:
        _read_csv(reader, lines)
    else:
        for n, line in enumerate(lines, 1):
            if line.strip() and not line.lstrip().startswith("#"):
                reader.text_line(n, line.strip())
    return reader.deck()
