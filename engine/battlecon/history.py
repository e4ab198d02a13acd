"""A duel's decisions in words for the history ("Eligor antes Power Up"), never naming what a
decision keeps secret (the set pair, a face-down ante choice; 000 "Set Phase"), and the board a
movement choice would give (shown on its button and worded in the history).
"""

from __future__ import annotations

from .decisions import Decision
from .ignoring import IGNORE
from .set_and_ante import ANTE_SOURCE
from .state import GameState, split_effect_id


def decision_words(state: GameState, decision: Decision, label: str | None = None) -> str:
    """``decision``, taken on ``state``, in words. ``label``: for a "choose", the words of the
    option picked as its button read (`choice_label`); without it a choice names only its
    card, never the option's key. A correction by hand ("adjust") is worded only as one
    (the assistant words its fields, `assistant.correction_words`)."""
    who = state.name(decision.seat) if 0 <= decision.seat < len(state.fighters) else "?"
    kind = decision.kind
    if kind == "set":
        return f"{who} sets an attack pair"
    if kind == "ante":
        return f"{who} antes {decision.a}" + (" (face-down)" if decision.b else "")
    if kind == "pass":
        return f"{who} passes"
    if kind == "clash":
        return f"{who} plays a new base"
    if kind in ("trigger", "decline"):
        verb = "resolves" if kind == "trigger" else "skips"
        return f"{who} {verb} {split_effect_id(decision.a)[1]}"
    if kind == "choose":
        return _choice_words(state, decision, who, label)
    if kind == "hit":
        return f"{who} says the attack {'hits' if decision.b == 'yes' else 'misses'}"
    if kind == "adjust":
        return f"{who}: a correction by hand"
    if kind in ("target", "order") and decision.a.isdigit() \
            and int(decision.a) < len(state.fighters):
        named = state.name(int(decision.a))
        return f"{who} attacks {named}" if kind == "target" else f"{who}'s team: {named} first"
    return f"{who}: {kind}"


def _choice_words(state: GameState, decision: Decision, who: str, label: str | None) -> str:
    """A "choose" in words: where the standups go, an ignored movement, or the option."""
    if movement_board(state, decision):  # a movement's result: where each standup ends
        where = ", ".join(f"{state.name(seat)} on space {space}"
                          for seat, space in enumerate(decision.b.split(","))
                          if space != "-")
        return f"{who} chooses where the standups go: {where}"
    if decision.b == IGNORE:
        return f"{who} ignores the movement"
    card = _card_of(decision.a)
    if label:
        return f"{who} chooses for {card}: {label}" if card else f"{who} chooses: {label}"
    return f"{who} makes a choice for {card}" if card else f"{who} makes a choice"


def movement_board(state: GameState, decision: Decision) -> tuple[str, ...]:
    """The board after a movement choice (``decision.b`` "p0,p1": a space per seat, "-" for
    a defeated fighter): per space from 1 to the board's size, "" or the first two letters
    of the fighter standing there; () for other decisions."""
    if decision.kind != "choose" or "," not in decision.b:
        return ()
    spaces = decision.b.split(",")
    if len(spaces) != len(state.fighters) or not all(x == "-" or x.isdigit() for x in spaces):
        return ()
    marks = {int(x): state.name(seat)[:2] for seat, x in enumerate(spaces) if x != "-"}
    return tuple(marks.get(space, "") for space in range(1, state.board + 1))


def _card_of(eid: str) -> str:
    """The card an effect id names (a branch's derived id too), or "" for another id."""
    try:
        return split_effect_id(eid.partition("#~")[0])[1]
    except ValueError:
        source, _, name = eid.partition(":")
        return name if source == ANTE_SOURCE else ""
