"""Going back across a Reveal on two phones needs the other player's agreement (issue 4).

With one phone per player, an undo that returns the duel to a face-down Set or Ante after the
pairs were revealed would let a player change a pair after seeing the opponent's: the dispute
the secret Set exists to prevent (at a paper table a player takes back a revealed card only if
the opponent agrees). Such an undo is asked for, and happens only when the other phone agrees.
Any other change to the game drops the request (it was made on an older version).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon.state import GameState

from .views import HIDDEN_PHASES


@dataclass(frozen=True)
class BackRequest:
    """A player's request to go back to entry ``seq`` (0: the setup), made by ``seat`` on
    ``version`` (the number of log entries then)."""

    seat: int
    seq: int
    version: int


def crosses_reveal(now: GameState, target: GameState) -> bool:
    """True when going from ``now`` back to ``target`` returns to face-down pairs that have
    been revealed since: ``target`` is in Set or Ante, and a Reveal lies between (``now`` is in
    a later beat, or past this beat's Ante). 000 "Reveal Phase": pairs are face-down until then.
    """
    if target.phase not in HIDDEN_PHASES:
        return False
    return now.beat > target.beat or now.phase not in HIDDEN_PHASES
