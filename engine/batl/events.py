"""One BATL input as a line of text that prints and parses itself (as python-chess's
``Move.uci``): ``"play 0 Meditate"``, ``"move 0 C4"``, ``"attack 0 1"``,
``"play 1 Snare|D3"`` (a HIDDEN card and its square, ``|`` between the parts).

Kinds and their parts (the player is the one who acts, 0-3):

- ``first P play|draw``: the roll's winner plays first (draws 1) or draws first.
- ``redraw P`` / ``keep P``: a new opening hand of six (paid with a draw of the first turn),
  or keep this one.
- ``play P Name[|Square]``: play a card (a HIDDEN card or a standup names its square; a
  treasure in hand is played by its name).
- ``ability P Class``: use that class's ability. ``equip P Name`` / ``unequip P Name``.
- ``move P Square``, ``attack P Target`` (a player's number, or ``#N``: a standup),
  ``search P[ Land]`` (the land turned over, when the table dealt the field): actions.
- ``treasure P Name|Square``: put a treasure from hand on an adjacent square.
- ``discard P Name``: discard a card from hand down to the hand limit.
- ``trigger P N`` (a HIDDEN card of theirs), ``resolve P N`` (end something in play).
- ``shift P N|Square``: move a standup where its card says.
- ``adjust P What|Amount``: a correction by hand (hp, temp, damage, hand, deck, actions,
  or a class's resource).
- ``end P``: end the turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import InvalidInput

KINDS = ("first", "redraw", "keep", "play", "ability", "equip", "unequip", "move", "attack",
         "search", "treasure", "discard", "trigger", "resolve", "shift", "adjust", "end")


@dataclass(frozen=True)
class Event:
    """One input: its ``kind`` (one of `KINDS`), the ``player`` who makes it (0-3) and its
    ``parts`` (text, as written)."""

    kind: str
    player: int
    parts: tuple[str, ...] = ()

    def __str__(self) -> str:
        head = f"{self.kind} {self.player}"
        return f"{head} {'|'.join(self.parts)}" if self.parts else head

    @property
    def arg(self) -> str:
        """The first part, or ""."""
        return self.parts[0] if self.parts else ""

    @staticmethod
    def parse(text: str) -> Event:
        """The event written ``text``.

        Raises:
            InvalidInput: an unknown kind or a player that is not 0-3.
        """
        kind, _, rest = text.strip().partition(" ")
        player, _, rest = rest.partition(" ")
        if kind not in KINDS:
            raise InvalidInput(f"{kind!r} is not a BATL input; reload the page")
        if player not in ("0", "1", "2", "3"):
            raise InvalidInput("the input does not say which player acts; reload the page")
        parts = tuple(p.strip() for p in rest.split("|")) if rest.strip() else ()
        return Event(kind, int(player), parts)
