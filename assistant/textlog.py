"""The log of a game whose inputs are lines of text (ABXY, BATL): every input an entry, undo
an entry too, state = the fold of the entries in force over the setup (DESIGN.md
"assistant/"). A match is a few hundred entries at most, so the state is replayed from the
setup on each undo (no snapshots; bench/abxy.py measures it).

A game subclasses `TextLog` with its ``start(setup)``, ``step(setup, state, text)`` and
``describe(state, text)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.battlecon.errors import InvalidInput, RuleViolation

from .log import (
    Entry,
    in_force,
    mark_undone,
    redo,
    redo_decisions,
    undo_target,
    with_undo,
    withdrawal,
)


@dataclass
class TextLog:
    """A match in progress: its ``setup``, its ``entries`` (`assistant.log.Entry`, the
    decision being the input's text), the current ``state`` and each input's ``words`` for
    the history (seq -> text, as they were when the input was played).

    Raises (constructor):
        InvalidInput: the setup cannot start (see the game's ``start``).
    """

    game: ClassVar[str] = "match"
    setup_type: ClassVar[Any] = None  # the game's setup class (with from_json / to_json)
    setup: Any
    entries: list[Entry] = field(default_factory=list)
    state: Any = field(init=False)
    words: dict[int, str] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.entries = mark_undone(self.entries)
        self._rebuild()

    @classmethod
    def load(cls, setup_json: str, entries: list[Entry]) -> TextLog:
        """The log of a match whose setup was saved as ``setup_json``, with its ``entries``.

        Raises:
            InvalidInput: the setup cannot start.
        """
        return cls(cls.setup_type.from_json(setup_json), entries)

    @property
    def players(self) -> int:
        """How many players the match has."""
        return 2

    def team_of(self, player: int) -> int:
        """The team ``player`` plays on (each player a team of their own by default)."""
        return player

    def start(self, setup: Any) -> Any:
        """The state at the setup (the game's own)."""
        raise NotImplementedError

    def step(self, setup: Any, state: Any, text: str) -> Any:
        """The state after the input ``text`` (the game's own); raises when refused."""
        raise NotImplementedError

    def describe(self, before: Any, after: Any, text: str) -> str:
        """The input ``text``, played on ``before`` and giving ``after``, in words for the
        history."""
        raise NotImplementedError

    @property
    def in_force(self) -> list[Entry]:
        """The inputs that count (not undone), oldest first."""
        return in_force(self.entries)

    def play(self, text: str) -> Any:
        """Apply the input ``text`` and log it.

        Raises:
            InvalidInput (or the game's refusal): refused; nothing is logged.
        """
        state = self.step(self.setup, self.state, text)
        self.entries.append(Entry(len(self.entries) + 1, text))
        self.words[len(self.entries)] = self.describe(self.state, state, text)
        self.state = state
        return state

    def back_to(self, seq: int, why: str = "") -> Any:
        """Undo every input in force after entry ``seq`` (0: back to the setup); the undone
        entries stay in the log. ``why``: see `assistant.log.Entry.why`.

        Raises:
            InvalidInput: ``seq`` is not an input in force (or 0), or nothing follows it.
        """
        self.entries = with_undo(self.entries, seq, "input", why)
        self._rebuild()
        return self.state

    def state_at(self, seq: int) -> Any:
        """The state right after entry ``seq`` in force (0: the setup), the log unchanged.

        Raises:
            InvalidInput: ``seq`` is not an input in force (or 0).
        """
        kept = self.in_force
        if seq != 0 and seq not in [e.seq for e in kept]:
            raise InvalidInput(f"entry {seq} is not an input in force; pick one that is not "
                               "undone")
        state = self.start(self.setup)
        for entry in kept:
            if entry.seq > seq:
                break
            state = self.step(self.setup, state, entry.decision)
        return state

    def crosses_reveal(self, seq: int) -> bool:
        """True when going back to entry ``seq`` would return to secret choices that have
        been revealed since (the game's own; False by default): on several phones such an
        undo needs another player's agreement (`assistant.consent`)."""
        return False

    def redo_inputs(self) -> list[str]:
        """What `redo` would play again: the inputs the last entry, an undo, took back."""
        return redo_decisions(self.entries)

    def redo(self) -> Any:
        """Play again, in order, the inputs the last undo took back (new entries).

        Raises:
            InvalidInput: the last entry is not an undo: nothing to redo.
        """
        redo(self)
        return self.state

    def secret_from(self, player: int) -> int | None:
        """The seq of ``player``'s earliest input in force still secret from the others,
        which `withdraw` takes back (the game's own; none by default)."""
        return None

    def withheld_mark(self) -> int:
        """What a freed player's next phone may not see, as the game's own mark (0: nothing;
        BATL: the HIDDEN cards numbered below it)."""
        return 0

    def withdraw(self, player: int) -> list[Entry]:
        """Take back ``player``'s inputs still secret (`secret_from`), as when the player's
        phone is freed, so that whoever takes the seat learns none of them; the others'
        later inputs are played again where still legal. Returns the entries added."""
        first = self.secret_from(player)
        if first is None:
            return []
        count = len(self.entries)
        seq, later = withdrawal(self.entries, first, player, _player_of)
        self.back_to(seq, why=f"withdrawn:{player}")
        for text in later:
            try:
                self.play(text)
            except (InvalidInput, RuleViolation):
                continue  # no longer legal: that player chooses again too
        return self.entries[count:]

    def undo_target(self) -> int:
        """The entry an undo goes back to (0: the setup).

        Raises:
            InvalidInput: nothing to undo.
        """
        return undo_target(self.entries, self.game)

    def _rebuild(self) -> None:
        state = self.start(self.setup)
        for entry in self.in_force:
            after = self.step(self.setup, state, entry.decision)
            self.words[entry.seq] = self.describe(state, after, entry.decision)
            state = after
        self.state = state


@dataclass
class HistoryLine:
    """One entry of the history: ``seq``, ``text`` in words (secrets kept), ``undone``,
    ``undo`` (an undo entry) and ``can_go_back`` (an input in force one can go back to)."""

    seq: int
    text: str
    undone: bool
    undo: bool
    can_go_back: bool


def history(log: TextLog) -> list[HistoryLine]:
    """Every entry, newest first, in words (the game's ``describe`` never names a secret:
    ABXY's buttons chosen in secret, a BATL HIDDEN card)."""
    kept = [e.seq for e in log.in_force]
    lines = []
    for entry in log.entries:
        if entry.is_undo:
            text = f"Undo back to entry {entry.back_to}" if entry.back_to else \
                "Undo back to the start"
            if entry.why.startswith("withdrawn:"):
                who = f"Player {int(entry.why.partition(':')[2]) + 1}"
                text = (f"{who}'s phone was freed: {who}'s choices not yet revealed are taken "
                        f"back ({text[0].lower()}{text[1:]}); {who} chooses again")
        else:
            # an input undone before the server restarted has no words: never show its raw
            # text, which may name a secret
            text = log.words.get(entry.seq, "An input, undone before a restart")
        lines.append(HistoryLine(entry.seq, text, entry.undone, entry.is_undo,
                                 entry.seq in kept and entry.seq != kept[-1]))
    return list(reversed(lines))


def _player_of(text: str) -> int:
    """The player an input line is from: its second word ("input 0 A X" -> 0)."""
    return int(text.split(" ", 2)[1])
