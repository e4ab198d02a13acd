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

from engine.battlecon import CARD_PLACES as PLACES
from engine.battlecon import CORRECTION_KINDS as KINDS
from engine.battlecon import (
    COUNTER_PLACES,
    PLACE_WORDS,
    STEPS,
    Decision,
    Effect,
    GameState,
    carries_out,
    find_ante,
    in_play,
)

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
    "counters": "how many there", "form": "", "special": "", "cards": "",
}


# The fields that take a name after their prefix (a select of names in the form).
_NAMED = ("token:", "marker:", "form:", "special:", "cards:", "card:")


@dataclass(frozen=True)
class CorrectionForm:
    """One form of a kind (words only on screen).

    kind, label, words: the kind, its name and what it does, in words. fields: (``adjust``
    field, label) the form posts: one is a hidden field, several a select of names. seat:
    the fighter it corrects; ``choose_seat``: the form also asks whose (a kind without names,
    such as life), ``seat`` picked first. values: (value, words) to pick the number from (a
    card's place, a side), else a number box with ``hint``. ready: False for a kind the app
    cannot enter yet (`adjust.carries_out`): the page names it, with no form.
    """

    kind: str
    label: str
    words: str
    fields: tuple[tuple[str, str], ...]
    seat: int
    choose_seat: bool
    values: tuple[tuple[int, str], ...]
    hint: str
    ready: bool


@dataclass(frozen=True)
class ByHand:
    """An effect of the prompt the table carries out by hand: whose (``seat``), its card
    (``source``), its ``summary``, ``done`` once resolved in this window, the ``kinds`` of
    correction it names (None: a text saved before they were named) and their forms
    (`forms`)."""

    seat: int
    source: str
    summary: str
    done: bool
    kinds: tuple[str, ...] | None
    forms: tuple[CorrectionForm, ...]


def label(kind: str, state: GameState | None = None) -> str:
    """The kind in words; under the classic ruleset Guard reads Stun Guard and Armor Soak
    (`ruleset.Ruleset`)."""
    if state is not None and kind in ("guard", "armor"):
        return state.rules.guard_word if kind == "guard" else state.rules.armor_word
    return LABELS[kind]


def _names(state: GameState, seat: int, kind: str) -> tuple[tuple[str, str], ...]:
    """(field, words) of a kind that takes a name, for ``seat``'s fighter."""
    kit = state.kits[seat]
    if kind == "tokens":
        return tuple((f"token:{t.name}", t.name) for t in kit.tokens if not t.on_cards)
    if kind == "markers":
        sided = [spec.sided for spec in kit.fighter.unique_ability.markers
                 for _ in range(spec.count)]
        return tuple((f"marker:{i}", name) for i, name in enumerate(kit.marker_names)) + tuple(
            (f"marker:{i}:face", f"{name}: 1 face up, 0 face down")
            for i, name in enumerate(kit.marker_names) if sided[i])
    if kind in ("form", "special"):
        return tuple((f"{kind}:{name}", name)
                     for name in kit.fighter.unique_ability.card_names(kind))
    if kind == "counters":
        return tuple((f"cards:{t.name}:{place}", f"{t.name} on {PLACE_WORDS[place]}")
                     for t in kit.tokens if t.on_cards for place in COUNTER_PLACES)
    if kind == "cards":
        return tuple((f"card:{name}", name) for name in (*kit.styles, *kit.bases))
    return ()


_VALUES = {
    "form": ((1, "takes this form"),),
    "active": ((1, "becomes the Active Player"),),
    "special": ((1, "face-up (active)"), (0, "face-down"), (2, "out of the game")),
    "cards": tuple((value, f"to {words}" if value < 3 else words)
                   for value, words in PLACES.items()),
}


def forms(state: GameState, kinds: tuple[str, ...] | None, seat: int
          ) -> tuple[CorrectionForm, ...]:
    """The forms of ``kinds`` (an effect's ``corrections``, in the order named) for an
    effect of ``seat``. A kind that takes names gives one form per fighter who has such
    names, ``seat``'s first; ``none``, and a kind with nothing to name in this duel (tokens
    for fighters without any), give none."""
    found = []
    order = (seat, *(s for s in range(len(state.fighters)) if s != seat))
    for kind in kinds or ():
        spec = KINDS.get(kind)
        if spec is None or kind == "none":
            continue
        ready = carries_out(spec.field)
        hint = _HINTS.get(kind, spec.words).format(board=state.board)
        values = _VALUES.get(kind, ())
        if spec.field not in _NAMED:
            found.append(CorrectionForm(kind, label(kind, state), spec.words,
                                        ((spec.field, label(kind, state)),), seat, True,
                                        values, hint, ready))
            continue
        for owner in order:
            if state.positions[owner] is None:
                continue  # defeated: nothing of theirs is in play
            fields = _names(state, owner, kind)
            if fields:
                found.append(CorrectionForm(kind, f"{label(kind, state)} of "
                                            f"{state.name(owner)}", spec.words, fields,
                                            owner, False, values, hint, ready))
    return tuple(found)


def _by_id(state: GameState, seat: int) -> dict[str, tuple[str, Effect]]:
    return {eid: (source, effect) for eid, source, effect in in_play(state, seat)}


def prompt_effects(state: GameState, options: tuple[Decision, ...]) -> tuple[ByHand, ...]:
    """The effects carried out by hand that the prompt's ``options`` offer (a trigger with a
    summary, an ante with a summary and its kinds), then those already resolved by hand in
    the current window (000 "Triggered Effects"), each once, with their forms."""
    found: dict[tuple[int, str], ByHand] = {}
    for d in options:
        if (d.seat, d.a) in found:
            continue
        if d.kind == "trigger":
            source, effect = _by_id(state, d.seat).get(d.a, ("", None))
            if effect is not None and effect.summary is not None:
                found[(d.seat, d.a)] = _entry(state, d.seat, source, effect.summary, False,
                                              effect.corrections)
        elif d.kind == "ante" and d.a:
            ante = find_ante(state, d.seat, d.a)
            if ante is not None and ante[0].summary is not None and ante[0].corrections:
                found[(d.seat, d.a)] = _entry(state, d.seat, ante[0].name, ante[0].summary,
                                              False, ante[0].corrections)
    step = STEPS.get(state.cursor.step)
    if step is not None and step.window is not None:
        waiting = state.cursor.order[1:]  # not their turn in this window yet: nothing done
        for seat in (s for s in range(len(state.fighters)) if s not in waiting):
            for eid, (source, effect) in _by_id(state, seat).items():
                if eid in state.cursor.done and effect.summary is not None \
                        and (seat, eid) not in found:
                    found[(seat, eid)] = _entry(state, seat, source, effect.summary, True,
                                                effect.corrections)
    return tuple(found.values())


def _entry(state: GameState, seat: int, source: str, summary: str, done: bool,
           kinds: tuple[str, ...] | None) -> ByHand:
    return ByHand(seat, source, summary, done, kinds, forms(state, kinds, seat))
