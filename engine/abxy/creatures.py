"""ABXY creature cards as the table enters them (issue 8; 003 rules, "Card Layout" a-e).

The rules name 21 creatures and their special actions ("Special Actions") but not what else
each card prints: its creature type(s), weight, passive ability and the button its special
action replaces. The table enters those once from the cards; `parse_card` checks an entry (a
web form or a YAML mapping) and names every problem at once, `CreatureCard.creature` gives the
healthy `match.Creature` a match starts with.

A passive ability is the table's own short summary, never the card's text (DESIGN.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from engine.errors import InvalidInput
from engine.yamlread import Limits, read_yaml, write_yaml

from .match import Button, Creature
from .specials import BY_NAME, CREATURES, special_of

# 003 "Card Layout" c: weight orders actions; the cards print whole numbers.
MIN_WEIGHT, MAX_WEIGHT = 1, 999
MAX_PASSIVE = 300  # characters of the table's summary of a passive ability (d)
MAX_NAME = 40
MAX_TITLE = 60
MAX_TYPES = 4  # creature types on one card (b)
MAX_TYPE_LENGTH = 20
# 003 "Special Actions": the special actions whose button the rules fix. Bite "is a Y
# button action"; every other card prints its own button.
RULE_BUTTONS: dict[str, Button] = {"Bite": Button.Y}
# The fields of a card, in the order a form and a YAML entry show them.
FIELDS = ("name", "title", "types", "weight", "passive", "special", "button")
# A creature file (`cards_to_yaml`): an entry takes at most about 550 bytes, so this holds
# some 350 creatures; it is read by the strict reader every upload goes through.
MAX_YAML_BYTES = 200_000
CREATURE_FILE = Limits("a creature file", MAX_YAML_BYTES)
_TYPE_WORD = re.compile(r"[a-z][a-z'-]*")
_SPLIT_TYPES = re.compile(r"[\s,;/&+]+")


@dataclass(frozen=True)
class CreatureCard:
    """One creature card (003 "Card Layout" a-e) as the table entered it.

    ``name`` (a), ``title`` (a; no effect on play, may be ""), ``types`` (b; lower-case
    words such as ``("water", "beast")``; () until entered), ``weight`` (c; whole number
    1..999, lower acts first; None until entered), ``passive`` (d; the table's own summary,
    at most 300 characters, may be ""), ``special`` (e; a name of `specials.BY_NAME`, or ""
    for none) and ``button`` (the `Button` the special action replaces; None when there is
    no special action or it is not entered yet).
    """

    name: str
    title: str = ""
    types: tuple[str, ...] = ()
    weight: int | None = None
    passive: str = ""
    special: str = ""
    button: Button | None = None

    def creature(self) -> Creature:
        """The healthy `match.Creature` a match starts with (003 "Setup" 6).

        Raises:
            InvalidInput: the card is not entered completely (`is_complete`).
        """
        if not is_complete(self):
            raise InvalidInput(f"{self.name} is not entered yet: enter its weight, creature "
                               "type and special action's button from its card")
        return Creature(self.name, self.weight, special=self.special,
                        special_button=self.button, types=self.types)

    def fields(self) -> dict[str, str]:
        """The card as form fields (`FIELDS` -> text), the shape `parse_card` reads back:
        ``types`` space-separated, ``weight`` and ``button`` "" when unknown."""
        return {"name": self.name, "title": self.title, "types": " ".join(self.types),
                "weight": "" if self.weight is None else str(self.weight),
                "passive": self.passive, "special": self.special,
                "button": "" if self.button is None else self.button.value}


class InvalidCard(InvalidInput):
    """A creature card refused by `parse_card`, with every problem at once.

    Attributes:
        problems: field name (one of `FIELDS`) -> what is wrong and how to fix it, in the
            order of `FIELDS`; the message lists them all, one per line.
    """

    def __init__(self, problems: dict[str, str]):
        super().__init__("\n".join(f"{field}: {text}" for field, text in problems.items()))
        self.problems = problems


def _shipped() -> dict[str, CreatureCard]:
    cards = {}
    for name in sorted(CREATURES, key=str.casefold):
        special = special_of(name)
        cards[name] = CreatureCard(name, special=special.name,
                                   button=RULE_BUTTONS.get(special.name))
    return cards


# The creatures the 003 rules name ("Special Actions"), by name, sorted: each with its special
# action (and Bite's button) prefilled; types, weight and the other buttons not entered.
SHIPPED: dict[str, CreatureCard] = _shipped()
_SHIPPED_FOLDED = {name.casefold(): name for name in SHIPPED}


def shipped_name(name: str) -> str | None:
    """The rules' spelling of ``name`` when it is one of `SHIPPED` (any case), else None."""
    return _SHIPPED_FOLDED.get(name.strip().casefold())


def is_complete(card: CreatureCard) -> bool:
    """True when the card can play: weight and at least one type entered, and the button of
    its special action (if it has one)."""
    return (card.weight is not None and bool(card.types)
            and (not card.special or card.button is not None))


def _text(value: object) -> str:
    """A form or YAML value as stripped text (a YAML list of words joined by spaces)."""
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return " ".join(_text(v) for v in value)
    return str(value).strip()


def _check_name(fields: Mapping[str, object], problems: dict[str, str]) -> str:
    """The card's name, spelled as the rules spell it; its problem into ``problems``."""
    name = " ".join(_text(fields.get("name")).split())
    name = shipped_name(name) or name
    if not name:
        problems["name"] = "enter the creature's name as printed on its card"
    elif len(name) > MAX_NAME:
        problems["name"] = f"shorten the name to at most {MAX_NAME} characters"
    elif "/" in name or any(not ch.isprintable() for ch in name):
        problems["name"] = "a name cannot contain / or control characters; use letters"
    return name


def _check_types(fields: Mapping[str, object], problems: dict[str, str]) -> tuple[str, ...]:
    """The card's creature types (words, once each); their problem into ``problems``."""
    words = [w for w in _SPLIT_TYPES.split(_text(fields.get("types")).lower()) if w]
    types = tuple(dict.fromkeys(words))
    bad = [w for w in types if not _TYPE_WORD.fullmatch(w) or len(w) > MAX_TYPE_LENGTH]
    if not types:
        problems["types"] = "enter the creature type(s) printed on the card, as words " \
            "separated by spaces, like: fire, or water beast"
    elif bad:
        problems["types"] = f"{', '.join(repr(w) for w in bad)} is not a creature type: " \
            "use words of letters only, separated by spaces, like: water beast"
    elif len(types) > MAX_TYPES:
        problems["types"] = f"a card has at most {MAX_TYPES} creature types; " \
            f"{len(types)} were entered"
    return types


def _check_weight(fields: Mapping[str, object], problems: dict[str, str]) -> int | None:
    """The card's weight, a whole number in range (else None, its problem into
    ``problems``)."""
    weight: int | None = None
    raw_weight = _text(fields.get("weight"))
    if not raw_weight:
        problems["weight"] = f"enter the weight printed on the card, a whole number from " \
            f"{MIN_WEIGHT} to {MAX_WEIGHT}"
    else:
        try:
            weight = int(raw_weight)
        except ValueError:
            problems["weight"] = f"{raw_weight!r} is not a whole number: enter the weight " \
                f"as digits, from {MIN_WEIGHT} to {MAX_WEIGHT}"
        else:
            if not MIN_WEIGHT <= weight <= MAX_WEIGHT:
                problems["weight"] = f"{weight} is outside {MIN_WEIGHT} to {MAX_WEIGHT}: " \
                    "enter the weight printed on the card"
                weight = None
    return weight


def _check_special(fields: Mapping[str, object], name: str,
                   problems: dict[str, str]) -> tuple[str, Button | None]:
    """The card's special action as the rules spell it and the button it replaces (003
    "Special Actions"); their problems into ``problems``."""
    special = _text(fields.get("special"))
    by_fold = {s.casefold(): s for s in BY_NAME}
    special = by_fold.get(special.casefold(), special)
    rules_special = special_of(name)
    if special and special not in BY_NAME:
        problems["special"] = f"{special!r} is not a special action of the rules: pick one " \
            "from the list, or none"
    elif rules_special is not None and special != rules_special.name:
        problems["special"] = f"the rules give {name} the special action " \
            f"{rules_special.name}: pick it"

    raw_button = _text(fields.get("button")).upper()
    button: Button | None = None
    if raw_button and raw_button not in Button.__members__:
        problems["button"] = f"{raw_button!r} is not a button: pick A, B, X or Y"
    elif special in BY_NAME:
        button = Button(raw_button) if raw_button else None
        fixed = RULE_BUTTONS.get(special)
        if fixed is not None and button != fixed:
            problems["button"] = f"{special} is a {fixed} button action by the rules: " \
                f"pick {fixed}"
        elif button is None:
            problems["button"] = f"pick the button {special} replaces, as printed on the card"
    # without a special action no button is replaced: a button picked before is dropped
    return special, button


def parse_card(fields: Mapping[str, object]) -> CreatureCard:
    """Check one creature card's fields and return the card.

    ``fields``: `FIELDS` -> text, as a web form posts them or a YAML entry holds them
    (``types`` may be a list, ``weight`` a number; other keys are ignored). A name of the
    rules in any case is spelled as the rules spell it.

    Raises:
        InvalidCard: every problem at once, each naming its field and how to fix it: no name
            or a long one; a long title; no creature type or a type that is not a word;
            no weight, or not a whole number from 1 to 999; a passive summary over 300
            characters; a special action the rules do not have, or another than the rules
            give a creature they name; a special action without its button, or Bite not on
            Y (003 "Special Actions").
    """
    problems: dict[str, str] = {}
    name = _check_name(fields, problems)

    title = " ".join(_text(fields.get("title")).split())
    if len(title) > MAX_TITLE:
        problems["title"] = f"shorten the title to at most {MAX_TITLE} characters (or leave " \
            "it empty: it has no effect on play)"

    types = _check_types(fields, problems)
    weight = _check_weight(fields, problems)

    passive = _text(fields.get("passive"))
    if len(passive) > MAX_PASSIVE:
        problems["passive"] = f"shorten the summary to at most {MAX_PASSIVE} characters " \
            f"(it has {len(passive)}): a few words of your own are enough"

    special, button = _check_special(fields, name, problems)

    if problems:
        raise InvalidCard({f: problems[f] for f in FIELDS if f in problems})
    return CreatureCard(name, title, types, weight, passive, special, button)


def cards_to_yaml(cards: Iterable[CreatureCard]) -> str:
    """``cards`` as YAML text a table can share: a ``creatures`` list of mappings with the
    keys of `FIELDS` (``types`` a list, ``weight`` a number); `cards_from_yaml` reads it."""
    entries = []
    for card in cards:
        entry = {"name": card.name}
        if card.title:
            entry["title"] = card.title
        entry["types"] = list(card.types)
        entry["weight"] = card.weight
        if card.passive:
            entry["passive"] = card.passive
        if card.special:
            entry["special"] = card.special
            entry["button"] = None if card.button is None else card.button.value
        entries.append(entry)
    header = "# ABXY creatures entered from their cards (003 \"Card Layout\")\n"
    return header + write_yaml({"creatures": entries}, sort_keys=False, allow_unicode=True,
                               width=100)


def cards_from_yaml(text: str) -> list[CreatureCard]:
    """The cards of YAML ``text`` as `cards_to_yaml` writes it (a bare list of mappings is
    read too), checked with `parse_card`.

    Raises:
        engine.yamlread.YamlTooLarge: the text is over `MAX_YAML_BYTES`.
        engine.yamlread.YamlRefused: the strict reader refuses the text (not YAML, an alias,
            a tag, a duplicate key...; `engine.yamlread.read_yaml` with `CREATURE_FILE`); the
            message names the line and what to change.
        InvalidInput: the text is not a list of creatures, a key is unknown, a
            creature is listed twice, or `parse_card` refuses one: every problem at once, one
            per line, each naming the creature (its place in the list and its name) and the
            field.
    """
    data = read_yaml(text, CREATURE_FILE)
    if isinstance(data, dict) and set(data) == {"creatures"}:
        data = data["creatures"]
    if not isinstance(data, list) or not data:
        raise InvalidInput("the text has no creatures: it should be a 'creatures:' list, as "
                           "the export writes it")
    problems: list[str] = []
    cards: list[CreatureCard] = []
    seen: set[str] = set()
    for n, entry in enumerate(data, 1):
        if not isinstance(entry, dict):
            problems.append(f"creature {n}: not a mapping of name, types, weight...")
            continue
        label = f"creature {n} ({_text(entry.get('name')) or 'no name'})"
        unknown = sorted(str(k) for k in entry if k not in FIELDS)
        if unknown:
            problems.append(f"{label}: unknown field {', '.join(unknown)}; the fields are "
                            f"{', '.join(FIELDS)}")
        try:
            card = parse_card({str(k): v for k, v in entry.items()})
        except InvalidCard as error:
            problems += [f"{label}: {field}: {text}" for field, text in error.problems.items()]
            continue
        if card.name.casefold() in seen:
            problems.append(f"{label}: listed twice; keep one entry per creature")
        seen.add(card.name.casefold())
        cards.append(card)
    if problems:
        raise InvalidInput("\n".join(problems))
    return cards
