"""The rulesets a duel can be played under, chosen when it is created (issue 7).

- ``"4th"``: BattleCON 4th edition (000 rulebook), the primary ruleset.
- ``"classic"``: BattleCON: Devastation of Indines (002 preview rules): standups on spaces 2
  and 6 (002 "Game Setup" 2), at most 15 beats and then the higher life wins (002
  "Objective"), no Force and so no Overloads and no Force pool clock, Soak and Stun Guard
  instead of Armor and Guard (002 "Common Effects"), the Dash base and no Switch style (002
  "Game Setup" 1, "Finisher Card Overview"), a movement cut short by the board's edge goes
  as far as it can (002 "Movement"). "Up to N" is read alike under both: any amount from 0
  to N, the player's pick (docs/rulings.md 5).

A `Ruleset` is plain data the engine reads (``state.rules``); each rule that differs is one
field, named after what it decides, so a step asks ``state.rules.force`` rather than comparing
names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidInput


@dataclass(frozen=True, slots=True)
class Ruleset:
    """What differs between the rulesets.

    Attributes:
        name: ``"4th"`` or ``"classic"`` (also the edition of the standard bases and of the
            shared styles, `cards.Catalog.standard_bases`).
        title: how the table sees it named.
        source: the rule document that governs it ("000", "002").
        start: the standups' starting spaces (seat 0, seat 1).
        force: fighters hold Force, the Force pool counts down to time over, Overloads can be
            anted (000 "Force", "Overloads", "Time Over").
        beat_limit: the last beat, after which the higher life wins (002 "Objective"); None
            when the Force pool decides time over instead.
        soak: armor reduces every hit and is never used up (002 "Soak"), rather than being
            used up as it reduces damage (000 "Armor").
        stun_per_attack: the damage of one attack must exceed guard to stun (002 "Stun
            Guard"), rather than the damage of the whole beat (000 "Guard & Stun").
        switch: the Switch style is in every hand and brings the Finisher (000 "Finishers").
        walls_stop: a movement the board's edge cuts short goes as far as it can (002
            "Movement"), rather than being ignored unless made in full (000 "Movement").
        citations: the sections of this ruleset's document that replace the 000 sections the
            engine cites in its notes and "Why?" (`cite`).
    """

    name: str
    title: str
    source: str
    start: tuple[int, int]
    force: bool
    beat_limit: int | None
    soak: bool
    stun_per_attack: bool
    switch: bool
    walls_stop: bool
    citations: tuple[tuple[str, str], ...] = ()

    def cite(self, text: str) -> str:
        """``text`` with each 000 section the engine cites replaced by this ruleset's own
        section where it has one (`citations`: (000 citation, own citation) pairs); the text
        unchanged under the 4th edition."""
        for old, new in self.citations:
            if old in text:
                text = text.replace(old, new)
        return text

    def terms(self, text: str) -> str:
        """``text`` (words in the 4th edition's terms, `words`) with Armor and Guard called
        as this ruleset calls them (002: Soak, Stun Guard; `armor_word`, `guard_word`);
        quoted rule sections are left as they are. Unchanged under the 4th edition."""
        if not self.soak and not self.stun_per_attack:
            return text
        parts = text.split('"')
        for at in range(0, len(parts), 2):  # outside quotes only
            if self.soak:
                parts[at] = re.sub(r"\bArmor\b", self.armor_word, parts[at])
            if self.stun_per_attack:
                parts[at] = re.sub(r"(?<!Stun )\bGuard\b", self.guard_word, parts[at])
        return '"'.join(parts)

    @property
    def armor_word(self) -> str:
        """What the table calls armor under this ruleset: "Armor" or "Soak"."""
        return "Soak" if self.soak else "Armor"

    @property
    def guard_word(self) -> str:
        """What the table calls guard under this ruleset: "Guard" or "Stun Guard"."""
        return "Stun Guard" if self.stun_per_attack else "Guard"


FOURTH = Ruleset("4th", "BattleCON 4th edition", "000", (3, 5), force=True, beat_limit=None,
                 soak=False, stun_per_attack=False, switch=True, walls_stop=False)
_CLASSIC_SECTIONS = (
    ("Reveal Step", "3 - Reveal Attack Pairs"), ("Attack", "4 - Active Attack"),
    ("Priority Tie? - Clash!", "Priority Tie? - Clash!"), ("Guard & Stun", "Stun, Guard, & "
                                                           "Immunity"),
    ("Recycle Phase", "5 - Recycle"), ("Movement", "Movement"), ("Board Setup", "Game Setup"),
    ("Triggered Effects", "Resolving Effects"), ("Defeat", "4 - Active Attack"))
CLASSIC = Ruleset("classic", "Devastation of Indines (classic)", "002", (2, 6), force=False,
                  beat_limit=15, soak=True, stun_per_attack=True, switch=False,
                  walls_stop=True, citations=tuple(
                      (f'000 "{old}"', f'002 "{new}"') for old, new in _CLASSIC_SECTIONS))
RULESETS = {r.name: r for r in (FOURTH, CLASSIC)}


def ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` ("4th" or "classic").

    Raises:
        InvalidInput: no such ruleset.
    """
    found = RULESETS.get(name)
    if found is None:
        raise InvalidInput(f"there is no ruleset {name!r}: choose 4th (BattleCON 4th edition) "
                           "or classic (Devastation of Indines)")
    return found
