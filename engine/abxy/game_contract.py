"""ABXY (003 rules) under the one game contract (`engine.contract.Game`): `GAME` delegates to
`game.new_game`, `game.waiting_for`, `game.apply`; `seen_by` removes the other player's
secret choices (003 "Setup" 3 and "Input": the active fighters and the buttons are chosen in
secret and turned over together) and `event_words` words an input for the history.

The team building before the match (`engine.abxy.draft`) is not part of the contract yet:
the contract's setup is the two teams it built.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations

from engine.contract import Pending

from .game import PLAYERS, Event, Game, apply, new_game, playable, waiting_for
from .match import Creature

#: What another player's active fighter reads in a viewer's `Game.chosen` until both have
#: chosen: chosen, but not named (not an index of the team).
SECRET_CHOICE = -1


@dataclass(frozen=True)
class AbxySetup:
    """How a match starts once the teams are built (003 "Setup" 3): ``teams``, each player's
    creatures in the order of their column (index 0 first)."""

    teams: tuple[tuple[Creature, ...], tuple[Creature, ...]]


def options(game: Game) -> tuple[Event, ...]:
    """Every legal input now but corrections by hand, player 1's first: each creature of the
    team as the active fighter (003 "Setup" 3), each ordered pair of two different buttons
    not locked out (003 "Input", "LOCKOUT"), each answer the question offers, or turning
    over the second pair (either player may)."""
    phase = game.phase
    due = waiting_for(game)
    if phase == "active":
        return tuple(Event("active", p, (i,)) for p in due for i in range(len(game.teams[p])))
    if phase == "input":
        return tuple(Event("input", p, pair) for p in due
                     for pair in permutations(playable(game, p), 2))
    if phase == "answer":
        question = game.pending
        return tuple(Event("answer", question.player, (o,)) for o in question.options)
    if phase == "reveal":
        return tuple(Event("reveal", p) for p in due)
    return ()


def seen_by(game: Game, viewer: int | None) -> Game:
    """``game`` as ``viewer`` (0 or 1; None: the shared phone or a spectator, who see no
    one's secrets) may see it. For every other player: an active fighter chosen while the
    other still chooses reads `SECRET_CHOICE`; the buttons of this round hold only those
    already turned over (``()`` before the first pair is revealed, the first button alone
    while the second waits) -- never None, so that they still read as chosen."""
    chosen, inputs = list(game.chosen), list(game.inputs)
    shown = game.revealed + (1 if game.pending is not None else 0)
    for p in PLAYERS:
        if p == viewer:
            continue
        if game.match is None and chosen[p] is not None:
            chosen[p] = SECRET_CHOICE
        if inputs[p] is not None:
            inputs[p] = inputs[p][:shown]
    return replace(game, chosen=tuple(chosen), inputs=tuple(inputs))


def event_words(before: Game, event: Event) -> str:
    """``event``, played on ``before``, in words for the history. Active fighters and buttons
    chosen in secret are not named (the resolutions say what was revealed)."""
    who = f"Player {event.player + 1}"
    if event.kind == "active":
        return f"{who} chose an active fighter (secret until both have)"
    if event.kind == "input":
        return f"{who} chose a first and a second button (secret until revealed)"
    if event.kind == "answer":
        question = before.pending
        if question.purpose == "flash":
            chosen = ("switch", "regain the locked-out buttons")[event.value[0]]
        else:
            chosen = before.match.side(question.team).team[event.value[0]].name
        return f"{who} chose {chosen}"
    if event.kind == "adjust":
        what, setting = event.value
        if isinstance(what, int):
            name = before.match.side(event.player).team[what].name
            return f"{who} set {name} {setting} by hand"
        return f"{who} {'locked out' if setting == 'on' else 'gave back'} {what} by hand"
    return f"{who} turned over the second buttons"


@dataclass(frozen=True)
class AbxyGame:
    """ABXY as a `engine.contract.Game`: setup an `AbxySetup`, state a `Game`, decision an
    `Event`, view a `Game` with the other player's secrets taken out (`seen_by`)."""

    name: str = "ABXY"

    def setup(self, value: AbxySetup) -> Game:
        """The match about to choose its active fighters (`game.new_game`).

        Raises:
            InvalidInput: a team is empty.
        """
        return new_game(*value.teams)

    def pending(self, state: Game) -> Pending[Event] | None:
        """Who decides what now (``kind``: `Game.phase`, "active", "input", "answer" or
        "reveal"), with every legal input (`options`); None once the match is over."""
        if state.phase == "over":
            return None
        return Pending(waiting_for(state), state.phase, options(state))

    def apply(self, state: Game, decision: Event) -> Game:
        """The match after ``decision`` (`game.apply`).

        Raises:
            InvalidInput: the input does not fit the match now (with what to do instead).
        """
        return apply(state, decision)

    def view(self, state: Game, viewer: int | None) -> Game:
        """``state`` as ``viewer`` may see it (`seen_by`)."""
        return seen_by(state, viewer)

    def describe(self, before: Game, decision: Event, after: Game) -> str:
        """``decision`` in words (`event_words`)."""
        return event_words(before, decision)


#: The ABXY game.
GAME = AbxyGame()
