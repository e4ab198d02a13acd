"""An ABXY match's setup, its log of player inputs, and the state they give (DESIGN.md
"assistant/": every input an entry, undo an entry too, state = fold of the entries in force).

Team building comes first (`engine.abxy.draft`), then the rounds (`engine.abxy.game`). An
entry is one line of text: ``"draft 1 Fade|Eb"`` for a team-building answer (names joined by
``|``), else an `engine.abxy.game.Event` (``"input 0 A X"``). A match is a few hundred entries
at most, so the state is replayed from the setup on each change (no snapshots).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

from engine.abxy import Button, Creature, Event, Game, apply, event_words, new_game
from engine.abxy import draft as drafting
from engine.errors import InvalidInput, RuleViolation

from ..textlog import TextLog


@dataclass(frozen=True)
class MatchSetup:
    """How a match starts: the team-building ``method`` (`engine.abxy.draft.METHODS`), the
    ``seed`` of its shuffles, the ``dealer`` (player 0 or 1), ``split`` (full-constructed
    from halves of one set), the creature ``cards`` the table had entered when the match
    began (copied, so later edits never change it) and their ``passives`` (name -> the
    table's summary)."""

    method: str
    seed: int
    cards: tuple[Creature, ...]
    dealer: int = 0
    split: bool = True
    passives: tuple[tuple[str, str], ...] = ()

    def card(self, name: str) -> Creature:
        """The creature named ``name``.

        Raises:
            InvalidInput: no such creature in this match.
        """
        for card in self.cards:
            if card.name == name:
                return card
        raise InvalidInput(f"{name!r} is not one of this match's creatures")

    def to_json(self) -> str:
        """The setup as JSON text."""
        return json.dumps({
            "method": self.method, "seed": self.seed, "dealer": self.dealer,
            "split": self.split, "passives": [list(p) for p in self.passives],
            "cards": [{"name": c.name, "weight": c.weight, "special": c.special,
                       "button": c.special_button.value if c.special_button else "",
                       "types": list(c.types)} for c in self.cards]})

    @staticmethod
    def from_json(text: str) -> MatchSetup:
        """The setup from `to_json`'s text."""
        data = json.loads(text)
        cards = tuple(Creature(c["name"], c["weight"], special=c["special"],
                               special_button=Button(c["button"]) if c["button"] else None,
                               types=tuple(c["types"])) for c in data["cards"])
        return MatchSetup(data["method"], data["seed"], cards, data["dealer"], data["split"],
                          tuple((n, t) for n, t in data["passives"]))


@dataclass(frozen=True)
class MatchState:
    """Where a match is: the team building (``draft``) and, once both teams are made, the
    ``game`` (None before)."""

    draft: drafting.Draft
    game: Game | None = None


def start(setup: MatchSetup) -> MatchState:
    """The state at the setup: the deal made, the teams being built.

    Raises:
        InvalidInput: the method cannot be played with these creatures (too few...).
    """
    names = [c.name for c in setup.cards]
    draft = drafting.start(setup.method, names, setup.seed, setup.dealer, setup.split)
    return _with_game(setup, MatchState(draft))


def play(setup: MatchSetup, state: MatchState, text: str) -> MatchState:
    """The state after the input written as ``text``.

    Raises:
        InvalidInput: a malformed input (answered with 400).
        RuleViolation: an input the rules refuse now, with the reason and the rule (003
            "Team Building", "Gameplay"; answered with 409, as in every game).
    """
    if text.startswith("draft "):
        _, player, names = (text.split(" ", 2) + [""])[:3]
        if player not in ("0", "1"):
            raise InvalidInput("the player is player 1 or player 2")
        if state.game is not None:
            raise RuleViolation("the teams are made; the match is under way", _BUILDING)
        chosen = [n for n in names.split("|") if n]
        try:
            built = drafting.choose(state.draft, int(player), chosen)
        except InvalidInput as refused:
            raise RuleViolation(str(refused).rstrip("."), _BUILDING) from None
        return _with_game(setup, MatchState(built))
    event = Event.parse(text)
    if state.game is None:
        raise RuleViolation("the teams are not made yet: finish the team building first",
                            _BUILDING)
    try:
        return MatchState(state.draft, apply(state.game, event))
    except InvalidInput as refused:
        raise RuleViolation(str(refused), _GAMEPLAY) from None


#: The rules an input refused by the engine breaks (the engine says which part).
_BUILDING, _GAMEPLAY = '003 "Team Building"', '003 "Gameplay"'


def _with_game(setup: MatchSetup, state: MatchState) -> MatchState:
    """Once the draft is done, the game begins with the teams it made."""
    if state.game is not None or not state.draft.done:
        return state
    teams = tuple(tuple(setup.card(n) for n in team) for team in state.draft.teams)
    return MatchState(state.draft, new_game(teams[0], teams[1]))


def describe(state: MatchState, text: str) -> str:
    """The input ``text``, played on ``state``, in words for the history. Active fighters and
    buttons chosen in secret are not named (the resolutions say what was revealed); an
    undone input keeps the words it had when it was played."""
    if text.startswith("draft "):
        _, player, names = (text.split(" ", 2) + [""])[:3]
        what = next((a.kind for a in drafting.asks(state.draft) if str(a.player) == player),
                    "choose")
        if what in drafting.SECRET_KINDS:  # not named (`engine.abxy.draft.visible`)
            return f"Player {int(player) + 1} chose in secret ({what})"
        return f"Player {int(player) + 1} ({what}): {names.replace('|', ', ')}"
    return event_words(state.game, Event.parse(text))


@dataclass
class MatchLog(TextLog):
    """An ABXY match in progress (`assistant.textlog.TextLog`): its `MatchSetup`, its log
    and its `MatchState`."""

    game: ClassVar[str] = "match"
    setup_type: ClassVar[type] = MatchSetup

    def start(self, setup: MatchSetup) -> MatchState:
        """The state at the setup (see `start`)."""
        return start(setup)

    def step(self, setup: MatchSetup, state: MatchState, text: str) -> MatchState:
        """The state after the input ``text`` (see `play`)."""
        return play(setup, state, text)

    def describe(self, before: MatchState, after: MatchState, text: str) -> str:
        """The input in words (see `describe`)."""
        return describe(before, text)

    def crosses_reveal(self, seq: int) -> bool:
        """True when going back to entry ``seq`` returns to secret choices revealed since:
        a team-building answer made in secret, the active fighters, a pair of buttons (003
        "Round": they are turned over together, and a player who saw the other's must not
        choose again alone)."""
        return revealed(self.state) > revealed(self.state_at(seq))

    def secret_from(self, player: int) -> int | None:
        """``player``'s input still secret, which freeing the player's phone takes back:
        a team-building answer made in secret while the other still answers (003 "Team
        Building"), an active fighter or a first and second button chosen while the other
        still chooses (003 "Round": both are turned over together)."""
        state, other = self.state, 1 - player
        mine = [e for e in self.in_force if e.decision.split(" ", 2)[1] == str(player)]
        if state.game is None:
            waiting = drafting.asks(state.draft)
            secret = any(a.kind in drafting.SECRET_KINDS for a in waiting)
            kind = "draft"
            if not secret or player in {a.player for a in waiting}:
                return None
        elif state.game.phase == "active" and state.game.chosen[player] is not None \
                and state.game.chosen[other] is None:
            kind = "active"
        elif state.game.phase == "input" and state.game.inputs[player] is not None \
                and state.game.inputs[other] is None:
            kind = "input"
        else:
            return None
        found = [e.seq for e in mine if e.decision.startswith(kind + " ")]
        return found[-1] if found else None


def revealed(state: MatchState) -> int:
    """How many secret choices of the match have been turned over: the teams once built,
    the active fighters once both chose, each pair of buttons resolved."""
    if state.game is None:
        return 0
    game = state.game
    return 1 + (game.match is not None) + len(game.results)
