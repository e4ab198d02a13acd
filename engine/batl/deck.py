"""BATL deck lists (004 "Deck", "Deck Card Types", "Special Rules"): read the list a table
typed or exported (`read`), check it against the deck rules (`check`), write it back
(`to_text`).

A deck list is text, one entry per line; blank lines and lines starting with ``#`` are skipped:

- ``deck <name>``: the deck's name (optional).
- ``character <Name>: atk N, def N, ms N, range N``: the character card's stats (any missing
  one as `Character` defaults it).
- ``class <Name>: resource <name>, pool N, ability <Name>, cost N, <effect tags>``: the class's
  resource, its pool's size and its class ability (the effect tags describe the ability).
- a card: ``<copies> <Name>: <Type>, <Class>, <tags>`` (``4 Hit: Basic, Monk, atk +1``). The
  type is one of `CARD_TYPES` in any case; Equipment names no class (it is no class card) but
  its slot: ``1 Staff: Equipment, weapon, atk +1``.

The tags (`engine.batl.deck_tags`): ``cost N``, ``atk ±N``, ``def ±N``, ``ms ±N``, ``range ±N``,
``actions N``, ``heal N``, ``temp N`` (temporary HP), ``gain N``, ``draw N``, ``evade``,
``hidden``, ``standup`` with ``hp N``, ``permanent`` or ``lasts <one of LASTS>``, ``weapon``,
``armor`` or ``both`` (Equipment only), and last ``note <your own words to the end of the
line>``. A Resource card gains 1 unless its ``gain`` says otherwise (004 "Playing the Game":
its effect gives one resource on top of the one any class card gives).

A spreadsheet export (CSV) is read too: a header row with the columns ``name``, ``type``,
``class`` and ``copies`` (any order, any case) and optionally ``tags`` (separated by ``;``).
A row of type ``character`` or ``class`` gives the character or a class (its tags as on
their lines; copies left empty).

Names (cards, classes, character, ability, resource) hold no comma or colon and are matched in
any case; a class is spelled as its class line (or its first card) spells it.
"""

from __future__ import annotations

from .cards import CARD_TYPES, Deck
from .deck_read import (
    ERROR,
    RULE_DECK,
    RULE_SPECIAL,
    RULE_STATS,
    RULE_TYPES,
    WARNING,
    Problem,
    in_line_order,
    read,
)
from .deck_tags import card_tags, class_tags

__all__ = ["DECK_SIZE", "EQUIPMENT_CARDS", "ERROR", "MAX_COPIES", "WARNING", "Problem",
           "check", "checked", "is_legal", "problems", "read", "to_text", "totals"]

DECK_SIZE = 60  # cards in a deck (004 "Deck")
MAX_COPIES = 4  # copies of one Basic or Combo card (004 "Deck")
EQUIPMENT_CARDS = 6  # different Equipment cards in a deck, one copy each (004 "Deck")


def _cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


def check(deck: Deck) -> tuple[Problem, ...]:
    """Every problem of ``deck`` against the deck rules, at once, in line order (the whole
    deck's, line 0, first).

    Errors (004 "Deck"): not exactly 60 cards (how many to add or remove); more than 4
    copies of a Basic or Combo card (each named); not exactly 6 Equipment cards, or one of
    them more than once; no character (a turn needs its ATK, DEF and Movement Speed,
    004 "Stats"). Resource cards may be as many as the player likes.
    Warnings: a class with cards but no Resource card (no pool: its cards gain no resource,
    004 "Special Rules", Multiclassing); a class with cards but no class line (its resource
    then bears the class's name, with no pool limit and no class ability); a Combo card with
    no other card of its class to play before it (004 "Deck Card Types").
    """
    found: list[Problem] = []
    if deck.character is None:
        found.append(Problem(ERROR, "The deck has no character: add its line with the stats "
                             "printed on the character card, like: character Monk: atk 1, "
                             "def 0, ms 1, range 1 (a turn needs ATK, DEF and Movement Speed)",
                             0, RULE_STATS))
    if deck.size != DECK_SIZE:
        fix = f"add {_cards(DECK_SIZE - deck.size)}" if deck.size < DECK_SIZE else \
            f"remove {_cards(deck.size - DECK_SIZE)}"
        found.append(Problem(ERROR, f"The deck has {_cards(deck.size)}; a deck has exactly "
                             f"{DECK_SIZE}: {fix}", 0, RULE_DECK))
    equipment = [c for c in deck.cards if c.kind == "Equipment"]
    count = sum(c.copies for c in equipment)
    if count != EQUIPMENT_CARDS:
        fix = f"add {EQUIPMENT_CARDS - count}" if count < EQUIPMENT_CARDS else \
            f"remove {count - EQUIPMENT_CARDS}"
        found.append(Problem(ERROR, f"The deck has {count} Equipment card{'s' * (count != 1)};"
                             f" a deck has exactly {EQUIPMENT_CARDS}, all different: {fix}", 0,
                             RULE_DECK))
    for card in deck.cards:
        if card.kind in ("Basic", "Combo") and card.copies > MAX_COPIES:
            found.append(Problem(ERROR, f"{card.name}: {card.copies} copies; a deck holds at "
                                 f"most {MAX_COPIES} copies of a {card.kind} card: remove "
                                 f"{card.copies - MAX_COPIES}", card.line, RULE_DECK))
        elif card.kind == "Equipment" and card.copies > 1:
            found.append(Problem(ERROR, f"{card.name}: {card.copies} copies; the {EQUIPMENT_CARDS}"
                                 f" Equipment cards of a deck are all different: keep 1 "
                                 f"{card.name} and take other Equipment cards for the rest",
                                 card.line, RULE_DECK))
    found += _class_warnings(deck)
    return in_line_order(found)


def _class_warnings(deck: Deck) -> list[Problem]:
    found: list[Problem] = []
    first: dict[str, tuple[str, int]] = {}  # folded class -> (its spelling, its first card's line)
    for card in deck.cards:
        if card.is_class_card:
            first.setdefault(card.class_name.casefold(), (card.class_name, card.line))
    pools = {name.casefold() for name in deck.pools()}
    entered = {c.name.casefold() for c in deck.classes}
    for folded, (name, line) in first.items():
        if folded not in entered:
            found.append(Problem(WARNING, f"{name} has cards but no class line: its resource is "
                                 f"called {name}, with no pool limit and no class ability. Add "
                                 f"its line from the class card, like: class {name}: resource "
                                 "(its name), pool (its size), ability (its name), cost (what "
                                 "the ability costs)", line, RULE_DECK))
        if folded not in pools:
            found.append(Problem(WARNING, f"{name} has cards but no Resource card: without one "
                                 f"the deck has no {name} pool and no {name} class ability, "
                                 f"so playing {name} cards gains no resource. Add a {name} "
                                 "Resource card to have them", line, RULE_SPECIAL))
    for card in deck.cards:
        if card.kind == "Combo" and not any(
                other.is_class_card and other is not card
                and other.class_name.casefold() == card.class_name.casefold()
                for other in deck.cards):
            found.append(Problem(WARNING, f"{card.name} is a Combo card, and no other "
                                 f"{card.class_name} card in the deck can be played before it, "
                                 f"so it can never be played. Add another {card.class_name} "
                                 "card, or check its class", card.line, RULE_TYPES))
    return found


def checked(text: str, name: str = "") -> tuple[Deck, tuple[Problem, ...]]:
    """`read` and `check` together: the deck and every problem, in line order (what cannot
    be read first on its line)."""
    deck, unread = read(text, name)
    return deck, in_line_order(unread + check(deck))


def problems(text: str, name: str = "") -> tuple[Problem, ...]:
    """Every problem of the list ``text`` (`checked`), in line order."""
    return checked(text, name)[1]


def is_legal(found: tuple[Problem, ...]) -> bool:
    """True when none of ``found`` is an error (warnings do not break a rule)."""
    return all(p.level != ERROR for p in found)


def totals(deck: Deck) -> dict[str, int]:
    """Cards of each type (copies counted), `CARD_TYPES` order, then ``"total"``."""
    counts = {kind: sum(c.copies for c in deck.cards if c.kind == kind) for kind in CARD_TYPES}
    return {**counts, "total": deck.size}


def to_text(deck: Deck) -> str:
    """The canonical list of ``deck``: its deck, character and class lines, then one line per
    card in the deck's order; `read` gives back the same deck (but the ``line`` numbers)."""
    head = [f"deck {deck.name}"] if deck.name else []
    if deck.character is not None:
        c = deck.character
        head.append(f"character {c.name}: atk {c.atk}, def {c.defense}, ms {c.ms}, "
                    f"range {c.reach}")
    for cls in deck.classes:
        tags = class_tags(cls)
        head.append(f"class {cls.name}" + (f": {', '.join(tags)}" if tags else ""))
    cards = [f"{card.copies} {card.name}: "
             + ", ".join([card.kind, *([card.class_name] if card.class_name else []),
                          *card_tags(card)]) for card in deck.cards]
    return "\n".join(head + ([""] if head and cards else []) + cards) + "\n"
