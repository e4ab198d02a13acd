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

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.battlecon import Decision
from engine.errors import InvalidInput

from .log import crosses_reveal

__all__ = ["NotTheirs", "Request", "Requests", "crosses_reveal"]


class NotTheirs(InvalidInput):
    """A phone acted for a seat that is not its own, answered a request that is another's,
    or gave a code that is no seat's (answered with 403)."""


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


#: The game setting that keeps a game's pending request when several workers share the
#: database (issue 25: the phone that answers may be on another worker).
REQUEST_KEY = "pending request"


def request_to_json(request: Request) -> str:
    """``request`` as JSON text (its decision as the log writes it)."""
    return json.dumps({"seat": request.seat, "seq": request.seq, "version": request.version,
                       "decision": None if request.decision is None else str(request.decision),
                       "answerers": list(request.answerers)})


def request_from_json(text: str, parse: Callable[[str], Any]) -> Request:
    """The request `request_to_json` wrote, its decision read back by ``parse`` (the game
    kind's reader of log entries)."""
    found = json.loads(text)
    decision = found["decision"]
    return Request(found["seat"], found["seq"], found["version"],
                   None if decision is None else parse(decision), tuple(found["answerers"]))


class Requests:
    """The pending request of each game (game or match id -> `Request`), as the stores keep
    them: in memory (in the database too when several workers share it: `Games`). A request
    made on an older version than the game's is no longer pending (any other change to the
    game drops it)."""

    def __init__(self) -> None:
        self._pending: dict[str, Request] = {}

    def put(self, key: str, request: Request) -> None:
        """Make ``request`` the pending one of game ``key``."""
        self._pending[key] = request

    def drop(self, key: str) -> None:
        """Forget game ``key``'s request, if any."""
        self._pending.pop(key, None)

    def current(self, key: str, version: int) -> Request | None:
        """Game ``key``'s request if it was made on ``version`` (the game's now), else None."""
        found = self._pending.get(key)
        return found if found is not None and found.version == version else None

    def to_answer(self, key: str, seat: int, version: int) -> Request:
        """The request ``seat``'s phone answers now in game ``key`` (at ``version``).

        Raises:
            InvalidInput: no request is pending any more.
            NotTheirs: ``seat`` is not one of the seats that answer it.
        """
        found = self.current(key, version)
        if found is None:
            raise InvalidInput("there is no request to answer any more")
        if not found.may_answer(seat):
            raise NotTheirs("another player answers this request, on their phone")
        return found
