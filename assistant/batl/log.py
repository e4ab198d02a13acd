"""A BATL match's setup, its log of player inputs and the game they give (DESIGN.md
"assistant/"; `assistant.textlog.TextLog`). An entry is an `engine.batl.events.Event`
written as text ("play 0 Hit"); its words in the history are the notes the engine wrote,
which never name a face-down card.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from engine.batl import GAME, Deck, Event, Game, apply, new_game, read

from ..textlog import TextLog


@dataclass(frozen=True)
class BatlSetup:
    """How a match starts (004 "Setup").

    Attributes:
        names: each player's name, by number.
        decks: each player's deck list as text (copied when the match began, so later edits
            never change it; `engine.batl.deck.read`).
        teams: each team's players in acting order.
        roll: the team that won the roll for first turn.
        seed: the app's secret shuffle of the land deck, or None when the table dealt real
            land cards.
        diagonals: a corner counts as a step (ruling 73).
    """

    names: tuple[str, ...]
    decks: tuple[str, ...]
    teams: tuple[tuple[int, ...], ...]
    roll: int = 0
    seed: int | None = None
    diagonals: bool = False

    @cached_property
    def parsed(self) -> tuple[Deck, ...]:
        """The decks read from their lists (problems aside: the table chose to play them)."""
        return tuple(read(text, name)[0] for text, name in zip(self.decks, self.names,
                                                               strict=True))

    def to_json(self) -> str:
        """The setup as JSON text."""
        return json.dumps({"names": list(self.names), "decks": list(self.decks),
                           "teams": [list(t) for t in self.teams], "roll": self.roll,
                           "seed": self.seed, "diagonals": self.diagonals})

    @staticmethod
    def from_json(text: str) -> BatlSetup:
        """The setup from `to_json`'s text."""
        data = json.loads(text)
        return BatlSetup(tuple(data["names"]), tuple(data["decks"]),
                         tuple(tuple(t) for t in data["teams"]), data["roll"], data["seed"],
                         data["diagonals"])


def start(setup: BatlSetup) -> Game:
    """The game at the setup.

    Raises:
        InvalidInput: the setup cannot start (see `engine.batl.game.new_game`).
    """
    return new_game(setup.parsed, setup.teams, setup.roll, setup.seed, setup.names,
                    setup.diagonals)


def play(game: Game, text: str) -> Game:
    """The game after the input written ``text``.

    Raises:
        InvalidInput: malformed (answered with 400).
        RuleViolation: refused by the rules, with the rule (answered with 409, as in a duel).
    """
    return apply(game, Event.parse(text))


@dataclass
class BatlLog(TextLog):
    """A BATL match in progress: its `BatlSetup`, its log and its `Game`."""

    game: ClassVar[str] = "game"
    setup_type: ClassVar[type] = BatlSetup

    @property
    def players(self) -> int:
        """How many players the match has (2-4)."""
        return len(self.setup.names)

    def team_of(self, player: int) -> int:
        """The team ``player`` plays on (004 "Setup": teams of one or two)."""
        return next(i for i, team in enumerate(self.setup.teams) if player in team)

    def start(self, setup: BatlSetup) -> Game:
        """The game at the setup (see `start`)."""
        return start(setup)

    def step(self, setup: BatlSetup, state: Game, text: str) -> Game:
        """The game after the input ``text`` (see `play`)."""
        return play(state, text)

    def describe(self, before: Game, after: Game, text: str) -> str:
        """What the input did, from the engine's notes (never naming a face-down card):
        `engine.batl.GAME`'s words."""
        return GAME.describe(before, Event.parse(text), after)

    def crosses_reveal(self, seq: int) -> bool:
        """True when going back to entry ``seq`` would turn face down again a HIDDEN card
        revealed since (triggered, or found by a search; 004 "Deck Card Types": a HIDDEN
        card is placed face down): on several phones the others must agree, as in a duel."""
        hidden_now = {t.id for t in self.state.in_play if t.hidden}
        return any(t.hidden and t.id not in hidden_now for t in self.state_at(seq).in_play)

    def withheld_mark(self) -> int:
        """The number the next thing put in play gets: a freed player's next phone does not
        see their HIDDEN cards numbered below it (004 "HIDDEN": placed while the others look
        away). Taking them back would undo the turns played since, so they stay in play; the
        player reads them from the real face-down cards, or rejoins with the code."""
        return self.state.next_id
