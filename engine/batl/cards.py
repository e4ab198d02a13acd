"""What a BATL deck list says about its cards, classes and character, as data the turn uses
(004 "Deck", "Deck Card Types", "Special Rules").

The rules print no card: the table enters each card from the printed one (`engine.batl.deck`
reads the list). Effects are structured where the app can count them (ATK, DEF, Movement
Speed, range, extra actions, healing, temporary HP, resource gained, cards drawn, an attack
that misses) and otherwise a summary in the table's own words, shown as a reminder.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_TYPES = ("Basic", "Combo", "Equipment", "Resource")
"""The four types of deck card (004 "Deck Card Types")."""

LASTS = ("now", "turn", "next", "trigger", "permanent")
"""How long a played card (or a class ability) stays in play before it resolves:
``now`` resolves at once; ``turn`` at the Resolution step at the end of this turn; ``next``
at the Resolution step at the start of its player's next turn (Meditate, 004 "Example of
play"); ``trigger`` when what it waits for happens (an attack it makes miss) or its player
resolves it; ``permanent`` stays until removed (PERMANENT, 004 "Deck Card Types")."""

SLOTS = ("weapon", "armor", "both")
"""The equipment slots a piece of Equipment takes (004 "Deck Card Types", Equipment)."""

TREASURES = ("Triune", "Spring", "Apple", "Shrine", "Jewel")
"""The treasure land cards of the standard land deck (004 "Setup")."""


@dataclass(frozen=True)
class Effect:
    """What a card, an ability or a piece of equipment does, as far as the app counts it.

    Attributes:
        atk, defense, ms, reach: changes to ATK, DEF, Movement Speed (spaces) and attack
            range (spaces) while it is in play (equipment: while equipped).
        actions: extra actions this turn (Haste).
        heal: life points gained at once (never above 20 HP).
        temp_hp: temporary HP gained at once (not capped, used up by damage first).
        gain: resource of the card's class its effect gives (a Resource card: 1), on top
            of the one a class card gives for being played.
        draw: cards drawn at once.
        evade: the next attack against its player misses; then it resolves.
        lasts: one of `LASTS`.
        summary: anything else it does, in the table's own words.
    """

    atk: int = 0
    defense: int = 0
    ms: int = 0
    reach: int = 0
    actions: int = 0
    heal: int = 0
    temp_hp: int = 0
    gain: int = 0
    draw: int = 0
    evade: bool = False
    lasts: str = "now"
    summary: str = ""


@dataclass(frozen=True)
class Card:
    """One line of a deck list.

    Attributes:
        name: as printed ("Hit").
        kind: one of `CARD_TYPES`.
        class_name: its class ("Monk"); "" for Equipment (not class cards, 004 "Playing
            the Game").
        copies: how many the deck holds (1 or more).
        cost: resource of its class it costs to play (0: none; a card with a cost gives no
            resource for being played, 004 "Playing the Game").
        hidden: a HIDDEN card (placed face down on a square, 004 "Deck Card Types").
        standup: placed on a square as a standup with its own HP (``hp``; BEAR).
        hp: a standup's HP (life points).
        slot: for Equipment, one of `SLOTS`; else "".
        effect: what it does.
        line: the line of the deck list it came from (1-based; 0 if not from a list).
    """

    name: str
    kind: str
    class_name: str = ""
    copies: int = 1
    cost: int = 0
    hidden: bool = False
    standup: bool = False
    hp: int = 0
    slot: str = ""
    effect: Effect = Effect()
    line: int = 0

    @property
    def permanent(self) -> bool:
        """True for a PERMANENT card (stays in play until removed)."""
        return self.effect.lasts == "permanent"

    @property
    def is_class_card(self) -> bool:
        """Every deck card but Equipment is a class card (004 "Playing the Game")."""
        return self.kind != "Equipment"


@dataclass(frozen=True)
class ClassDef:
    """A class as its Resource and class cards describe it (004 "Special Rules").

    Attributes:
        name: the class ("Monk").
        resource: what its resource is called ("Ki"); default: the class name.
        pool: the most resource its pool holds (Ki: 2 in the rules' example), or None for
            no limit entered.
        ability: the class ability's name ("Flow"), or "" if none entered.
        ability_cost: resource it costs (Flow: 2).
        ability_effect: what the ability does (Flow: the next attack misses).
        line: the line of the deck list it came from.
    """

    name: str
    resource: str = ""
    pool: int | None = None
    ability: str = ""
    ability_cost: int = 0
    ability_effect: Effect = Effect()
    line: int = 0

    @property
    def resource_name(self) -> str:
        """The resource's name, the class name when none was entered."""
        return self.resource or self.name


@dataclass(frozen=True)
class Character:
    """A player's character card: base stats (004 "Stats", as the table enters them).

    Attributes:
        name: the character ("Monk").
        atk: base ATK. defense: base DEF. ms: Movement Speed (spaces per move action).
        reach: attack range in spaces (1: an adjacent square).
        line: the line of the deck list it came from.
    """

    name: str
    atk: int = 1
    defense: int = 0
    ms: int = 1
    reach: int = 1
    line: int = 0


@dataclass(frozen=True)
class Deck:
    """A deck list: its ``name``, the ``character``, the ``classes`` entered and the
    ``cards`` (one entry per card name, with its copies)."""

    name: str
    character: Character | None
    classes: tuple[ClassDef, ...]
    cards: tuple[Card, ...]

    def card(self, name: str) -> Card | None:
        """The card named ``name`` (any case), or None."""
        wanted = name.casefold()
        return next((c for c in self.cards if c.name.casefold() == wanted), None)

    def class_def(self, name: str) -> ClassDef:
        """The class named ``name``; one with no pool limit and no ability if not entered."""
        wanted = name.casefold()
        return next((c for c in self.classes if c.name.casefold() == wanted), ClassDef(name))

    @property
    def size(self) -> int:
        """Cards in the deck (copies counted)."""
        return sum(c.copies for c in self.cards)

    def pools(self) -> tuple[str, ...]:
        """The classes the player has a resource pool for: those with at least one Resource
        card in the deck (004 "Special Rules", Multiclassing), in list order."""
        seen: list[str] = []
        for card in self.cards:
            if card.kind == "Resource" and card.class_name not in seen:
                seen.append(card.class_name)
        return tuple(seen)
