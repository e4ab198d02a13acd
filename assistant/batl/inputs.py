"""A BATL match page's form, read as an input line (`engine.batl.events.Event`): the form's
``kind`` and ``player`` and the fields that kind needs. The form is only read here; the rules
decide in `engine.batl.game.apply`."""

from __future__ import annotations

from collections.abc import Mapping

from engine.batl import KINDS
from engine.errors import InvalidInput

# the fields each kind of input carries, in order, and what to ask for when one is missing
FIELDS = {
    "first": (("choice", "play first or draw first"),),
    "redraw": (), "keep": (), "end": (),
    "play": (("name", "the card to play"), ("square", "")),
    "ability": (("name", "the class whose ability to use"),),
    "equip": (("name", "the equipment"),), "unequip": (("name", "the equipment"),),
    "move": (("square", "the square to move to"),),
    "attack": (("target", "whom to attack"),),
    "search": (("land", ""),),
    "treasure": (("name", "the treasure"), ("square", "the square to put it on")),
    "discard": (("name", "the card to discard"),),
    "trigger": (("item", "the HIDDEN card"),), "resolve": (("item", "what has resolved"),),
    "shift": (("item", "the standup"), ("square", "the square to move it to")),
    "adjust": (("what", "what to correct"), ("amount", "by how much (such as -2 or 3)")),
}


def read_form(form: Mapping[str, str]) -> tuple[str, int]:
    """The input a posted form makes, and the player who makes it.

    Raises:
        InvalidInput: an unknown kind, no player, or a field missing or malformed, said so
            a player can fix it.
    """
    kind, player = form.get("kind", ""), form.get("player", "")
    if kind not in KINDS:
        raise InvalidInput("that is not a BATL input; reload the page")
    if player not in ("0", "1", "2", "3"):
        raise InvalidInput("the form does not say which player acts; reload the page")
    parts = []
    for name, ask in FIELDS[kind]:
        value = form.get(name, "").strip()
        if "|" in value or "\n" in value:
            raise InvalidInput(f"the {name} cannot hold '|' or a new line")
        if ask and not value:
            raise InvalidInput(f"say {ask}")
        parts.append(value)
    while parts and not parts[-1]:
        parts.pop()
    text = f"{kind} {player}" + (f" {'|'.join(parts)}" if parts else "")
    return text, int(player)
