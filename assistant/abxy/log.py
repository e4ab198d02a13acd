"""An ABXY match's setup, its log of player inputs, and the state they give (DESIGN.md
"assistant/": every input an entry, undo an entry too, state = fold of the entries in force).

Team building comes first (`engine.abxy.draft`), then the rounds (`engine.abxy.game`). An
entry is one line of text: ``"draft 1 Fade|Eb"`` for a team-building answer (names joined by
``|``), else an `engine.abxy.game.Event` (``"input 0 A X"``). A match is a few hundred entries
at most, so the state is replayed from the setup on each change (no snapshots).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from engine.abxy import draft as drafting
from engine.abxy.game import Event, Game, apply, new_game
from engine.abxy.match import Button, Creature
from engine.battlecon.errors import InvalidInput

from ..log import Entry, in_force, mark_undone, undo_target, with_undo


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
        InvalidInput: a malformed input, or one the rules refuse now (with the reason).
    """
    if text.startswith("draft "):
        if state.game is not None:
            raise InvalidInput("the teams are made; the match is under way")
        _, player, names = (text.split(" ", 2) + [""])[:3]
        if player not in ("0", "1"):
            raise InvalidInput("the player is player 1 or player 2")
        chosen = [n for n in names.split("|") if n]
        return _with_game(setup, MatchState(drafting.choose(state.draft, int(player), chosen)))
    if state.game is None:
        raise InvalidInput("the teams are not made yet: finish the team building first")
    return MatchState(state.draft, apply(state.game, Event.parse(text)))


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
    event = Event.parse(text)
    who = f"Player {event.player + 1}"
    if event.kind == "active":
        return f"{who} chose an active fighter (secret until both have)"
    if event.kind == "input":
        return f"{who} chose a first and a second button (secret until revealed)"
    if event.kind == "answer":
        question = state.game.pending
        if question.purpose == "flash":
            chosen = ("switch", "regain the locked-out buttons")[event.value[0]]
        else:
            chosen = state.game.match.side(question.team).team[event.value[0]].name
        return f"{who} chose {chosen}"
    if event.kind == "adjust":
        what, setting = event.value
        if isinstance(what, int):
            name = state.game.match.side(event.player).team[what].name
            return f"{who} set {name} {setting} by hand"
        return f"{who} {'locked out' if setting == 'on' else 'gave back'} {what} by hand"
    return f"{who} turned over the second buttons"


@dataclass
class MatchLog:
    """A match in progress: its setup, its log (`assistant.log.Entry`, the decision being
    the entry's text) and the current state.

    Raises (constructor):
        InvalidInput: the setup cannot start (see `start`).
    """

    setup: MatchSetup
    entries: list[Entry] = field(default_factory=list)
    state: MatchState = field(init=False)
    words: dict[int, str] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.entries = mark_undone(self.entries)
        self._rebuild()

    @property
    def in_force(self) -> list[Entry]:
        """The inputs that count (not undone), oldest first."""
        return in_force(self.entries)

    def play(self, text: str) -> MatchState:
        """Apply the input ``text`` and log it.

        Raises:
            InvalidInput: refused; nothing is logged.
        """
        state = play(self.setup, self.state, text)
        self.entries.append(Entry(len(self.entries) + 1, text))
        self.words[len(self.entries)] = describe(self.state, text)
        self.state = state
        return state

    def back_to(self, seq: int) -> MatchState:
        """Undo every input in force after entry ``seq`` (0: back to the setup); the undone
        entries stay in the log.

        Raises:
            InvalidInput: ``seq`` is not an input in force (or 0), or nothing follows it.
        """
        self.entries = with_undo(self.entries, seq, "input")
        self._rebuild()
        return self.state

    def undo_target(self) -> int:
        """The entry an undo goes back to (0: the setup).

        Raises:
            InvalidInput: nothing to undo.
        """
        return undo_target(self.entries, "match")

    def _rebuild(self) -> None:
        state = start(self.setup)
        for entry in self.in_force:
            self.words[entry.seq] = describe(state, entry.decision)
            state = play(self.setup, state, entry.decision)
        self.state = state
