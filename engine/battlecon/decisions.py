"""Player decisions: the events of a duel's log (DESIGN.md "assistant/": every player input
is an event; state is the fold of the log over the setup).

A `Decision` is a small value that prints and parses itself (like python-chess's
``Move.uci``), so a log can be stored as lines of text and replayed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .errors import InvalidInput

KINDS = (
    "set",      # a: style, b: base (Set step; secret until Reveal)
    "ante",     # a: ante name ("Power Up", a unique ability ante), b: its choice (a trap)
    "pass",     # pass at ante
    "clash",    # a: the new base (000 "Priority Tie? - Clash!")
    "trigger",  # a: effect id: perform this trigger next (a summary: done by hand)
    "decline",  # a: effect id: skip this optional trigger (000 "Optional Triggers")
    "choose",   # a: effect id, b: option key (a movement's result "p0,p1", a token count)
    "hit",      # b: "yes" or "no": does an attack of range X hit (decided by its effect)
    "target",   # a: the seat an attack hits, of the nearest enemies in range on each side
    "order",    # a: the teammate who acts first of those tied on priority (team battles)
    "adjust",   # a: the field (`adjust`, `adjust_beat`); b: the number the table says (any time)
)


class Decision(NamedTuple):
    """One player input (a named tuple: cheap to make and to compare).

    Attributes:
        seat: 0 or 1, who decides.
        kind: one of `KINDS`.
        a, b: the decision's arguments (see `KINDS`); empty when unused.
    """

    seat: int
    kind: str
    a: str = ""
    b: str = ""

    def __str__(self) -> str:
        return "|".join((str(self.seat), self.kind, self.a, self.b))

    def __repr__(self) -> str:
        return f"Decision({self})"

    @classmethod
    def parse(cls, text: str) -> Decision:
        """Read a decision written by ``str()``: ``"0|set|Vengeful|Drive"``.

        Raises:
            InvalidInput: not four ``|``-separated fields, a bad seat or an unknown kind.
        """
        fields = text.split("|")
        if len(fields) != 4:
            raise InvalidInput(f"{text!r} is not a decision (seat|kind|a|b)")
        seat, kind, a, b = fields
        if seat not in ("0", "1", "2", "3"):
            raise InvalidInput(f"{text!r}: seat must be 0 to 3 (a duel: 0 or 1)")
        if kind not in KINDS:
            raise InvalidInput(f"{text!r}: unknown kind {kind!r}; one of {', '.join(KINDS)}")
        return cls(int(seat), kind, a, b)


@dataclass(frozen=True, slots=True)
class Pending:
    """Who must decide what now (the OpenSpiel shape: current player or simultaneous).

    Attributes:
        seats: the seats that must decide (both at Set and Clash, else one).
        prompt: what is being decided, in words.
        options: every legal decision (for Set: every pair in hand).
        labels: a label per option, for buttons.
    """

    seats: tuple[int, ...]
    prompt: str
    options: tuple[Decision, ...]
    labels: tuple[str, ...]
