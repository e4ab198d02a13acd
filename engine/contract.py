"""The one contract every game's engine keeps (issue 22; as OpenSpiel's games share one
``Game``/``State`` interface): BattleCON duels and team battles (`engine.battlecon.GAME`),
ABXY (`engine.abxy.GAME`) and BATL (`engine.batl.GAME`).

A game is played the same way, whatever its rules:

- ``state = game.setup(value)``: the starting state from a typed setup value;
- ``game.pending(state)``: who must decide what now, with every legal option (a `Pending`),
  or None once the game is over;
- ``state = game.apply(state, decision)``: the state after one decision (states are
  immutable; a game is its setup and its log of decisions, replayed to rebuild it);
- ``game.view(state, viewer)``: the state as ``viewer`` (a seat, or None for the table's
  shared phone and spectators) may see it: hidden information is removed here, once, and the
  assistant's views are built on the result;
- ``game.describe(before, decision, after)``: the decision in words for the history.

Errors: ``setup`` and ``apply`` raise `engine.errors.InvalidInput` for input they cannot
read or that does not fit the state, and `engine.errors.RuleViolation` for input the rules
refuse (with the rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, runtime_checkable

SetupT = TypeVar("SetupT", contravariant=True)
StateT = TypeVar("StateT")
DecisionT = TypeVar("DecisionT")
ViewT = TypeVar("ViewT", covariant=True)


@dataclass(frozen=True, slots=True)
class Pending(Generic[DecisionT]):
    """Who must decide what now (OpenSpiel's current player, or simultaneous players).

    Attributes:
        seats: the seats (players, 0-based) who must decide; several for a simultaneous
            secret choice (a BattleCON Set, ABXY's buttons), in seat order.
        kind: what kind of decision, one word of the game's own (BattleCON: the beat's step,
            "set", "ante", "clash", ...; ABXY: "active", "input", "answer", "reveal"; BATL:
            "choose", "hands", "turns").
        options: the legal decisions, as the game's typed decision values (BattleCON:
            `engine.battlecon.Decision`; ABXY and BATL: their ``Event``). Corrections by
            hand, allowed at any time, are not listed.
        prompt: what is being decided, in words ("" when the game has none of its own).
        labels: one label per option, for buttons (empty when the game gives none).
    """

    seats: tuple[int, ...]
    kind: str
    options: tuple[DecisionT, ...]
    prompt: str = ""
    labels: tuple[str, ...] = ()


@runtime_checkable
class Game(Protocol[SetupT, StateT, DecisionT, ViewT]):
    """A game's engine, as the app plays it (see the module's docstring for the shapes).

    Attributes:
        name: the game's name for the table ("BattleCON", "ABXY", "BATL").
    """

    name: str

    def setup(self, value: SetupT) -> StateT:
        """The starting state from the typed setup ``value``.

        Raises:
            InvalidInput: the setup cannot start a game (with how to fix it).
        """
        ...

    def pending(self, state: StateT) -> Pending[DecisionT] | None:
        """Who must decide what now, with every legal option; None once the game is over."""
        ...

    def apply(self, state: StateT, decision: DecisionT) -> StateT:
        """The state after ``decision``.

        Raises:
            InvalidInput: the decision is malformed or does not fit the state now.
            RuleViolation: the rules refuse it (the rule is named).
        """
        ...

    def view(self, state: StateT, viewer: int | None) -> ViewT:
        """``state`` as ``viewer`` may see it (None: the shared phone or a spectator, who see
        no one's secrets): everything hidden from that viewer removed."""
        ...

    def describe(self, before: StateT, decision: DecisionT, after: StateT) -> str:
        """``decision``, taken on ``before`` and giving ``after``, in words for the history;
        it never names what the decision keeps secret."""
        ...
