"""The kinds of correction by hand, one vocabulary for card files, the engine and the page.

A card effect the engine does not carry out itself (a ``summary`` prompt) names the kinds of
correction the table may need to carry it out (``corrections:`` in the card file, issue 19
item 13). Each kind is carried out by an ``adjust`` decision (`adjust.apply_adjust`) whose
field is ``field`` (a prefix ending in ``:`` takes a name or a number after it). The kinds
marked ``beat`` are set for the current beat only and are gone at its end.

This table is the one place those names live: `validate` refuses a kind not in it, the report
counts prompts whose kinds exist here, the page offers each kind's form next to the prompt.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CorrectionKind:
    """One kind of correction.

    name: as written in card files (``corrections: [stun, power]``);
    field: the ``adjust`` field it sets, or its prefix (ending in ``:``);
    words: what the table does, in players' words (shown next to the prompt);
    rule: the source rule of what it changes (000 section).
    """

    name: str
    field: str
    words: str
    rule: str


KINDS: dict[str, CorrectionKind] = {k.name: k for k in (
    CorrectionKind("life", "life", "set a fighter's life", '000 "Attack"; "Other Effects"'),
    CorrectionKind("force", "force", "set a fighter's Force", '000 "Force"'),
    CorrectionKind("space", "space", "put a standup back where it belongs (a mistake fixed, "
                   "not a movement)", '000 "Standups"'),
    CorrectionKind("move", "move", "move a fighter as the card says (it counts as movement)",
                   '000 "Movement"'),
    CorrectionKind("tokens", "token:", "set how many tokens of a kind a fighter has",
                   '000 "Tokens & Counters"'),
    CorrectionKind("markers", "marker:", "put a marker on a space or off the board",
                   '000 "Markers"'),
    CorrectionKind("counters", "cards:", "set the counters lying on a fighter's cards",
                   '000 "Tokens & Counters"'),
    CorrectionKind("form", "form:", "change a fighter's form", '000 "Forms"'),
    CorrectionKind("special", "special:", "turn a special card face-up or face-down",
                   '000 "Special Cards"'),
    CorrectionKind("stun", "stun", "stun a fighter, or take a stun back", '000 "Guard & Stun"'),
    CorrectionKind("stun_immunity", "stun_immunity", "give or take away Stun Immunity this beat",
                   '000 "Guard & Stun"'),
    CorrectionKind("power", "mod:power", "add to or take from Power this beat",
                   '000 "Attack Pairs"'),
    CorrectionKind("priority", "mod:priority", "add to or take from Priority this beat",
                   '000 "Attack Pairs"'),
    CorrectionKind("range", "mod:range", "add to or take from Range this beat",
                   '000 "Attack Pairs"'),
    CorrectionKind("guard", "mod:guard", "add to or take from Guard (Stun Guard) this beat",
                   '000 "Guard & Stun"'),
    CorrectionKind("armor", "mod:armor", "add to or take from Armor (Soak) this beat",
                   '000 "Damage"'),
    CorrectionKind("soak", "mod:soak", "add to or take from Soak this beat (classic rules)",
                   '002 "Soak"'),
    CorrectionKind("hit", "hit", "this attack hits, or misses", '000 "Attack"'),
    CorrectionKind("repeat", "repeat", "the attack is made again", '000 "Attack"'),
    CorrectionKind("active", "active", "who is the Active Player", '000 "Reveal Step"'),
    CorrectionKind("cards", "card:", "move one of a fighter's cards (hand, discard piles, "
                   "out of the duel)", '000 "Recycle Phase"'),
    CorrectionKind("none", "", "nothing to enter: the effect changes nothing the app tracks",
                   "-"),
)}


def kind(name: str) -> CorrectionKind:
    """The correction kind called ``name``.

    Raises:
        KeyError: no such kind (the message lists the kinds).
    """
    try:
        return KINDS[name]
    except KeyError:
        raise KeyError(f"no correction kind {name!r}; kinds: {', '.join(KINDS)}") from None
