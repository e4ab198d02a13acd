"""The corrections by hand that carry out a prompt, as the duel page offers them (issue 19
item 13).

A card effect the engine does not carry out (a ``summary``) names the kinds of correction
that carry it out (``corrections``, `engine.battlecon.correction_kinds`). Next to such an
effect in the prompt the page shows one small form per kind, posting the ``adjust`` decision
(the route ``/duel/<id>/adjust``: ``seat``, ``field``, ``value``) with the field filled in, or
a select of the names the field takes (token kinds, markers, forms, special cards, counters on
cards, cards). A kind the app cannot enter yet (`engine.battlecon.adjust.carries_out`) is
named in words with no form; ``none`` shows no form.

Everything here is words for players: `LABELS` names each kind as the rulebook does.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon.adjust import carries_out
from engine.battlecon.adjust_cards import PLACES
from engine.battlecon.correction_kinds import KINDS
from engine.battlecon.counters import PLACE_WORDS
from engine.battlecon.counters import PLACES as COUNTER_PLACES
from engine.battlecon.state import GameState

#: Each kind of correction in players' words (the field's terms; no ids on screen).
LABELS = {
    "life": "Life", "force": "Force", "space": "Space (a standup put back)",
    "move": "Movement", "tokens": "Tokens", "markers": "Markers",
    "counters": "Counters on cards", "form": "Form", "special": "Special cards",
    "stun": "Stun", "stun_immunity": "Stun Immunity", "power": "Power",
    "priority": "Priority", "range": "Range", "guard": "Guard (Stun Guard)",
    "armor": "Armor (Soak)", "soak": "Soak (classic rules)", "hit": "Hit or miss",
    "repeat": "Attack again", "active": "Active Player",
    "cards": "Cards (hand, discard piles, out of the duel)", "none": "Nothing to enter",
}

# What the number means, for the kinds the app carries out today; a kind added later to
# `adjust.FIELDS` gets a plain number box with its words (`CorrectionKind.words`).
_HINTS = {
    "life": "new life", "force": "new Force", "space": "space 1 to {board}",
    "tokens": "how many in the supply", "markers": "space (0: off the board)",
    "counters": "how many there", "form": "1 takes the form",
    "special": "1 face-up (active), 0 face-down",
    "cards": "; ".join(f"{value} {words}" for value, words in PLACES.items()),
}


# The fields that take a name after their prefix (a select of names in the form).
_NAMED = ("token:", "marker:", "form:", "special:", "cards:", "card:")


@dataclass(frozen=True)
class FieldChoice:
    """One field a form may post: the ``adjust`` field, its label, and the seat it belongs
    to (None: any seat, picked in the form)."""

    field: str
    label: str
    seat: int | None = None


@dataclass(frozen=True)
class CorrectionForm:
    """One kind's form: ``label`` (words), ``fields`` (one: a hidden field; several: a
    select), ``hint`` (what the number means), ``seat`` (the fighter picked first), and
    ``ready`` False for a kind the app cannot enter yet (then no form, only the words)."""

    kind: str
    label: str
    words: str
    fields: tuple[FieldChoice, ...]
    hint: str
    seat: int
    ready: bool


def label(kind: str, state: GameState | None = None) -> str:
    """The kind in words; under the classic ruleset Guard reads Stun Guard and Armor Soak
    (`ruleset.Ruleset`)."""
    if state is not None and kind in ("guard", "armor"):
        return state.rules.guard_word if kind == "guard" else state.rules.armor_word
    return LABELS[kind]


def _named(state: GameState, kind: str) -> tuple[FieldChoice, ...]:
    """The fields of a kind that takes a name, for every fighter (each labelled with its
    fighter's name)."""
    found: list[FieldChoice] = []
    for seat, kit in enumerate(state.kits):
        who = state.name(seat)
        if kind == "tokens":
            found += [FieldChoice(f"token:{t.name}", f"{who}: {t.name}", seat)
                      for t in kit.tokens if not t.on_cards]
        elif kind == "markers":
            found += [FieldChoice(f"marker:{i}", f"{who}: {name}", seat)
                      for i, name in enumerate(kit.marker_names)]
        elif kind in ("form", "special"):
            found += [FieldChoice(f"{kind}:{name}", f"{who}: {name}", seat)
                      for name in kit.fighter.unique_ability.card_names(kind)]
        elif kind == "counters":
            found += [FieldChoice(f"cards:{t.name}:{place}",
                                  f"{who}: {t.name} on {PLACE_WORDS[place]}", seat)
                      for t in kit.tokens if t.on_cards for place in COUNTER_PLACES]
        elif kind == "cards":
            found += [FieldChoice(f"card:{name}", f"{who}: {name}", seat)
                      for name in (*kit.styles, *kit.bases)]
    return tuple(found)


def forms(state: GameState, kinds: tuple[str, ...] | None, seat: int) -> tuple[CorrectionForm,
                                                                                 ...]:
    """The forms of ``kinds`` (an effect's ``corrections``) for an effect of ``seat``, in
    the order named; ``none``, no kinds, and a named kind with nothing to name in this duel
    (a token kind for fighters without tokens) give no form."""
    found = []
    for kind in kinds or ():
        spec = KINDS.get(kind)
        if spec is None or kind == "none":
            continue
        ready = carries_out(spec.field)
        if spec.field in _NAMED:
            fields = _named(state, kind)
            if not fields:
                continue
        else:
            fields = (FieldChoice(spec.field, label(kind, state)),)
        first = next((f.seat for f in fields if f.seat == seat), fields[0].seat)
        hint = _HINTS.get(kind, spec.words).format(board=state.board)
        found.append(CorrectionForm(kind, label(kind, state), spec.words, fields, hint,
                                    seat if first is None else first, ready))
    return tuple(found)
