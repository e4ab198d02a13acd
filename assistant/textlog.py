"""The log of a game whose inputs are lines of text (ABXY, BATL): every input an entry, undo
an entry too, state = the fold of the entries in force over the setup (DESIGN.md
"assistant/"). A match is a few hundred entries at most, so the state is replayed from the
setup on each undo (no snapshots; bench/abxy.py measures it).

Undo, going back, redo and taking back a freed player's secrets are `assistant.log.GameLog`'s,
shared with the duel's log; a game subclasses `TextLog` with its ``start(setup)``,
``step(setup, state, text)`` and ``describe(state, text)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.errors import InvalidInput

from .log import Entry, GameLog, mark_undone


@dataclass
class TextLog(GameLog):
    """A match in progress: its ``setup``, its ``entries`` (`assistant.log.Entry`, the
    decision being the input's text), the current ``state`` and each input's ``words`` for
    the history (seq -> text, as they were when the input was played).

    Raises (constructor):
        InvalidInput: the setup cannot start (see the game's ``start``).
    """

    game: ClassVar[str] = "match"
    word: ClassVar[str] = "input"
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

    def redo_inputs(self) -> list[str]:
        """What `redo` would play again: the inputs the last entry, an undo, took back
        (`GameLog.redo_decisions`)."""
        return self.redo_decisions()

    def seat_of_input(self, decision: str) -> int:
        """The player an input line is from: its second word ("input 0 A X" -> 0)."""
        return int(decision.split(" ", 2)[1])

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
