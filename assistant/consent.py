"""What one phone may do only with another's agreement (issues 4 and 18).

With one phone per player, an undo that returns the duel to a face-down Set or Ante after the
pairs were revealed would let a player change a pair after seeing the opponent's: the dispute
the secret Set exists to prevent (at a paper table a player takes back a revealed card only if
the opponent agrees). Such an undo is asked for, and happens only when another player agrees.
Likewise a phone corrects its own fighter's numbers by hand, but a correction of another
fighter's numbers is a request that fighter's phone accepts. Any other change to the game
drops the request (it was made on an older version).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon.decisions import Decision
from engine.battlecon.state import GameState

from .log import HIDDEN_PHASES


@dataclass(frozen=True)
class Request:
    """A player's request that another phone must agree to, made by ``seat`` (the asking
    player) on ``version`` (the number of log entries then): to go back to entry ``seq`` (0:
    the setup) across a Reveal, or, with ``decision``, to make that correction by hand of
    another fighter's number. ``answerers``: the seats (players) whose phone may answer."""

    seat: int
    seq: int
    version: int
    decision: Decision | str | None = None
    answerers: tuple[int, ...] = ()

    def may_answer(self, seat: int | None) -> bool:
        """True when the phone of ``seat`` answers this request."""
        return seat is not None and seat != self.seat and seat in self.answerers


def crosses_reveal(now: GameState, target: GameState) -> bool:
    """True when going from ``now`` back to ``target`` returns to face-down pairs that have
    been revealed since: ``target`` is in Set or Ante, and a Reveal lies between (``now`` is in
    a later beat, or past this beat's Ante). 000 "Reveal Phase": pairs are face-down until then.
    """
    if target.phase not in HIDDEN_PHASES:
        return False
    return now.beat > target.beat or now.phase not in HIDDEN_PHASES
