"""A duel's log: every player input as an entry, undo that keeps what it undid, and the state.

DESIGN.md "assistant/": every input is an event appended to a log; the state is the fold of the
entries that are not undone over the setup. Undo appends an entry too, so the log shows what
was undone and by whom; nothing is ever deleted.

The state is never rebuilt from the whole log on a request: `DuelLog` keeps the current state
and a snapshot at the start of each beat, and an undo replays only from the nearest snapshot.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.battlecon import (
    HIDDEN_PHASES,
    Catalog,
    Decision,
    DuelSetup,
    GameState,
    apply,
    choice_label,
    new_duel,
    pending,
)
from engine.errors import InvalidInput, RuleViolation


@dataclass(frozen=True)
class Entry:
    """One line of the log.

    Attributes:
        seq: position in the log, from 1.
        decision: the player input, or None for an undo entry.
        back_to: for an undo entry, the seq of the last entry kept (0: back to the setup).
        undone: a later undo entry cancelled this one (it stays in the log).
        why: for an undo entry the app made itself, why: ``"withdrawn:N"`` when seat N's
            unrevealed choices were taken back as its phone was freed (`withdraw`); "" for
            an undo a player asked for.
    """

    seq: int
    decision: Decision | None
    back_to: int | None = None
    undone: bool = False
    why: str = ""

    @property
    def is_undo(self) -> bool:
        """True for an entry that undoes others."""
        return self.decision is None


def mark_undone(entries: list[Entry]) -> list[Entry]:
    """The entries with `Entry.undone` set as the undo entries among them say."""
    kept: list[int] = []  # seqs of decisions in force, in order
    undone: set[int] = set()
    for entry in entries:
        if entry.is_undo:
            while kept and kept[-1] > entry.back_to:
                undone.add(kept.pop())
        else:
            kept.append(entry.seq)
    return [Entry(e.seq, e.decision, e.back_to, e.seq in undone, e.why) for e in entries]


def in_force(entries: list[Entry]) -> list[Entry]:
    """The inputs of ``entries`` that count (neither undone nor an undo), oldest first."""
    return [e for e in entries if not e.is_undo and not e.undone]


def undo_target(entries: list[Entry], game: str = "duel") -> int:
    """The entry an undo goes back to (0: the setup): the input before the last in force.

    Raises:
        InvalidInput: nothing to undo (the ``game`` is at its setup).
    """
    kept = in_force(entries)
    if not kept:
        raise InvalidInput(f"nothing to undo: the {game} is at its setup")
    return kept[-2].seq if len(kept) > 1 else 0


def with_undo(entries: list[Entry], seq: int, word: str = "decision",
              why: str = "") -> list[Entry]:
    """``entries`` with an undo entry back to entry ``seq`` (0: the setup) added and every
    entry it cancels marked undone; nothing is deleted. ``why``: see `Entry.why`.

    Raises:
        InvalidInput: ``seq`` is not a ``word`` in force (nor 0), or nothing follows it.
    """
    kept = [e.seq for e in in_force(entries)]
    if seq != 0 and seq not in kept:
        raise InvalidInput(f"entry {seq} is not a {word} in force; pick one that is not "
                           "undone")
    if not kept or kept[-1] == seq:
        raise InvalidInput("nothing to undo after that entry")
    return mark_undone(entries + [Entry(len(entries) + 1, None, seq, why=why)])


def redo_decisions(entries: list[Entry]) -> list:
    """The inputs the last entry of ``entries`` took back when it is an undo (those in force
    just before it, after its ``back_to``), oldest first; else []. A withdrawal (`Entry.why`)
    is never redone."""
    if not entries or not entries[-1].is_undo or entries[-1].why:
        return []
    undo = entries[-1]
    before = mark_undone(entries[:-1])
    return [e.decision for e in in_force(before) if e.seq > undo.back_to]


def redo(log) -> None:
    """Play again on ``log`` (a `DuelLog` or a `assistant.textlog.TextLog`: its ``entries``
    and ``play``), in order, what its last entry, an undo, took back.

    Raises:
        InvalidInput: the last entry is not an undo: nothing to redo.
    """
    again = redo_decisions(log.entries)
    if not again:
        raise InvalidInput("nothing to redo: Redo plays again what the last Undo took back, "
                           "until something else is played")
    for decision in again:
        log.play(decision)


def withdrawal(entries: list[Entry], first: int | None, seat: int,
               seat_of=lambda decision: decision.seat) -> tuple[int, list]:
    """How to take back ``seat``'s inputs from entry ``first`` on (its earliest input still
    secret): (the entry to go back to, the other seats' later inputs in force, to play again
    in order). ``seat_of(decision)`` says whose an input is.

    Raises:
        InvalidInput: ``first`` is not an input in force.
    """
    kept = in_force(entries)
    if first not in [e.seq for e in kept]:
        raise InvalidInput(f"entry {first} is not an input in force")
    before = [e.seq for e in kept if e.seq < first]
    later = [e.decision for e in kept if e.seq > first and seat_of(e.decision) != seat]
    return (before[-1] if before else 0), later


class GameLog:
    """What every game's log shares (a duel's `DuelLog`, ABXY's and BATL's
    `assistant.textlog.TextLog`): its ``entries`` (`Entry`, oldest first, ``undone`` kept up
    to date) and the ``state`` they give; undo, going back to an entry, redo, taking back a
    seat's secret inputs when its phone is freed, and whether going back crosses a reveal.

    A game brings only how an input is applied and the state rebuilt: `play`, `state_at` and
    `_rebuild` (the state again from the entries in force), and optionally `secret_from`,
    `seat_of_input`, `crosses_reveal`, `team_of`, `withheld_mark`, `_refusals`.
    """

    #: The game's word in messages ("duel", "match", "game").
    game: ClassVar[str] = "duel"
    #: What one input is called in messages ("decision", "input").
    word: ClassVar[str] = "decision"
    entries: list[Entry]
    state: Any
    #: The state before the last input played (None after an undo or a load; a game that
    #: shows no difference keeps None).
    previous: Any = None

    @property
    def in_force(self) -> list[Entry]:
        """The inputs that count (neither undone nor an undo), oldest first."""
        return in_force(self.entries)

    @property
    def players(self) -> int:
        """How many seats (players) the game has."""
        return 2

    def play(self, decision: Any) -> Any:
        """Apply ``decision`` (the game's input) to the current state and log it; the state.

        Raises:
            RuleViolation, InvalidInput: refused; nothing is logged.
        """
        raise NotImplementedError

    def state_at(self, seq: int) -> Any:
        """The state right after entry ``seq`` in force (0: the setup), the log unchanged.

        Raises:
            InvalidInput: ``seq`` is not an input in force (or 0).
        """
        raise NotImplementedError

    def _rebuild(self) -> None:
        """The state again from the entries in force (after an undo)."""
        raise NotImplementedError

    def _went_back(self, seq: int) -> None:
        """What the game forgets when it goes back to entry ``seq`` (before `_rebuild`)."""

    def undo_target(self) -> int:
        """The entry `undo` goes back to (0: the setup).

        Raises:
            InvalidInput: there is nothing to undo.
        """
        return undo_target(self.entries, self.game)

    def undo(self) -> Any:
        """Undo the last input in force (its entry stays in the log, marked undone).

        Raises:
            InvalidInput: there is nothing to undo.
        """
        return self.back_to(self.undo_target())

    def back_to(self, seq: int, why: str = "") -> Any:
        """Undo every input in force after entry ``seq`` (0: back to the setup); the undone
        entries stay in the log. ``why``: see `Entry.why`. Returns the state.

        Raises:
            InvalidInput: ``seq`` is not an input in force (or 0), or nothing follows it.
        """
        self.entries = with_undo(self.entries, seq, self.word, why)
        self._went_back(seq)
        self._rebuild()
        self.previous = None
        return self.state

    def redo_decisions(self) -> list:
        """What `redo` would play again: the inputs the last entry, an undo, took back;
        [] when the last entry is not an undo (something was played since)."""
        return redo_decisions(self.entries)

    def redo(self) -> Any:
        """Play again, in order, the inputs the last undo took back (new entries); the state.

        Raises:
            InvalidInput: the last entry is not an undo: nothing to redo.
            RuleViolation, InvalidInput: an input is refused on the way (the log is then
                part way: the store reloads it).
        """
        redo(self)
        return self.state

    def crosses_reveal(self, seq: int) -> bool:
        """True when going back to entry ``seq`` would return to secret choices revealed
        since (the game's own; none by default): on several phones such an undo needs the
        other team's agreement (`assistant.consent`)."""
        return False

    def team_of(self, seat: int) -> int:
        """The team ``seat`` plays on (each seat its own by default)."""
        return seat

    def secret_from(self, seat: int) -> int | None:
        """The seq of ``seat``'s earliest input in force still secret from the others, which
        `withdraw` takes back (the game's own; none by default)."""
        return None

    def seat_of_input(self, decision: Any) -> int:
        """The seat an input of the log is from."""
        return decision.seat

    def withheld_mark(self) -> int:
        """What a freed seat's next phone may not see, as the game's own mark (0: nothing)."""
        return 0

    def withdraw(self, seat: int) -> list[Entry]:
        """Take back ``seat``'s inputs still secret (`secret_from`), as when its phone is
        freed, so that whoever takes the seat learns none of them; the other seats' later
        inputs are played again where still legal (else that player chooses again too).
        Returns the entries added (none when nothing is secret)."""
        first = self.secret_from(seat)
        if first is None:
            return []
        count = len(self.entries)
        seq, later = withdrawal(self.entries, first, seat, self.seat_of_input)
        self.back_to(seq, why=f"withdrawn:{seat}")
        for decision in later:
            try:
                self.play(decision)
            except (InvalidInput, RuleViolation):
                continue  # no longer legal: that player chooses again too
        self.previous = None
        return self.entries[count:]


@dataclass
class DuelLog(GameLog):
    """A duel in progress: its setup, its log and the state they give.

    Attributes:
        setup: the `DuelSetup`.
        entries: the log, oldest first (`Entry.undone` kept up to date).
        state: the current state (the fold of the entries in force).
        previous: the state before the last decision played (None after an undo or a load),
            to show what that decision changed.
        catalog: the cards the duel is played with (None: the project's `fighters/`).
        snapshot: (seq, state) saved at the start of a beat, to start from when loading a
            long log (only the entries after it are replayed).
        labels: seq -> the label of the option a "choose" entry picked, as its button read
            when it was played (`choice_label`), for the history; see `label`.
        worded: what the history has worded of this log's entries, kept so that each entry
            is worded once (`assistant.views.history`); a cache, not part of the log.
    """

    setup: DuelSetup
    catalog: Catalog | None = None
    entries: list[Entry] = field(default_factory=list)
    snapshot: tuple[int, GameState] | None = None
    state: GameState = field(init=False)
    previous: GameState | None = field(default=None, init=False)
    labels: dict[int, str] = field(default_factory=dict, init=False)
    _snapshots: list[tuple[int, GameState]] = field(default_factory=list, init=False)
    # the state before the last decision `_rebuild` replayed (None: it replayed none)
    _before_last: GameState | None = field(default=None, init=False, repr=False,
                                           compare=False)
    worded: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.state = new_duel(self.setup, self.catalog)
        self._snapshots = [(0, self.state)]
        if self.snapshot is not None:
            self._snapshots.append(self.snapshot)
            self.snapshot = None
        if self.entries:
            self.entries = mark_undone(self.entries)
            self._rebuild()
            # loaded (another worker wrote it, or after a restart): what the last decision
            # changed is shown as the worker that played it shows it, when it was replayed
            if self._before_last is not None and self.entries[-1].decision is not None \
                    and self.entries[-1].back_to is None:
                self.previous = self._before_last

    def play(self, decision: Decision) -> GameState:
        """Apply ``decision`` to the current state and log it.

        Raises:
            RuleViolation, InvalidInput: the decision is refused; nothing is logged.
        """
        state = apply(self.state, decision)
        entry = Entry(len(self.entries) + 1, decision)
        self.entries.append(entry)
        self._keep_label(entry, self.state)
        if state.beat != self.state.beat:
            self._snapshots.append((entry.seq, state))
        self.previous, self.state = self.state, state
        return state

    def check(self, decision: Decision) -> None:
        """Refuse ``decision`` as `play` would, without playing it (a request another phone
        must accept is checked before it is asked).

        Raises:
            RuleViolation, InvalidInput: the decision is refused now.
        """
        apply(self.state, decision)

    @property
    def start(self) -> GameState:
        """The state the duel started from (its setup), kept from the log's creation."""
        return self._snapshots[0][1]

    @property
    def latest_snapshot(self) -> tuple[int, GameState]:
        """The (seq, state) of the last beat start, for saving."""
        return self._snapshots[-1]

    @property
    def players(self) -> int:
        """How many seats (fighters) the duel has: 2, or 4 in a team battle."""
        return len(self.state.fighters)

    def team_of(self, seat: int) -> int:
        """The team ``seat``'s fighter is on (its own seat in a duel)."""
        return self.state.teams[seat]

    def crosses_reveal(self, seq: int) -> bool:
        """True when going back to entry ``seq`` returns to face-down pairs revealed since
        (`crosses_reveal`; 000 "Reveal Phase")."""
        return crosses_reveal(self.state, self.state_at(seq))

    def secret_from(self, seat: int) -> int | None:
        """``seat``'s earliest decision in force not yet revealed, which `withdraw` takes
        back as its phone is freed: its face-down pair (and what followed it this beat), or
        a clash base not yet turned over (000 "Set Phase", "Priority Tie? - Clash!": secret
        until revealed; `unrevealed_from`)."""
        return unrevealed_from(self.state, self.in_force, self._snapshots[-1][0], seat)

    def _went_back(self, seq: int) -> None:
        """Forget the beat-start snapshots after entry ``seq``."""
        self._snapshots = [(s, st) for s, st in self._snapshots if s <= seq]

    def state_at(self, seq: int) -> GameState:
        """The state right after entry ``seq`` in force (0: the setup), the log unchanged.

        Raises:
            InvalidInput: ``seq`` is not a decision in force (or 0).
        """
        kept = self.in_force
        if seq != 0 and seq not in [e.seq for e in kept]:
            raise InvalidInput(f"entry {seq} is not a decision in force; pick one that is not "
                               "undone")
        start, state = max((snap for snap in self._snapshots if snap[0] <= seq),
                           key=lambda snap: snap[0])
        for entry in kept:
            if start < entry.seq <= seq:
                state = apply(state, entry.decision, check=False)
        return state

    def _rebuild(self) -> None:
        """Replay the decisions in force after the latest snapshot (at most about a beat)."""
        last_seq, state = self._snapshots[-1]
        self._before_last = None
        for entry in self.in_force:
            if entry.seq <= last_seq:
                continue
            before = state.beat
            self._keep_label(entry, state)
            self._before_last = state
            state = apply(state, entry.decision, check=False)
            if state.beat != before:
                self._snapshots.append((entry.seq, state))
        self.state = state

    def _keep_label(self, entry: Entry, before: GameState) -> None:
        """Keep the label of a "choose" ``entry`` played on ``before`` (`labels`)."""
        if entry.decision.kind == "choose" and entry.seq not in self.labels:
            label = choice_label(before, entry.decision)
            if label is not None:
                self.labels[entry.seq] = label

    def label(self, seq: int) -> str | None:
        """The label of the option "choose" entry ``seq`` picked, as its button read; None
        for another entry, or for an entry undone before the log was loaded (its state is
        not replayed). The first ask after a load for an entry before the loaded snapshot
        replays the decisions in force from the setup once."""
        entry = self.entries[seq - 1] if 0 < seq <= len(self.entries) else None
        if entry is None or entry.is_undo or entry.decision.kind != "choose":
            return None
        if seq not in self.labels and not entry.undone:
            kept = self.in_force
            last = max(e.seq for e in kept
                       if e.decision.kind == "choose" and e.seq not in self.labels)
            state = self._snapshots[0][1]
            for entry in kept:
                if entry.seq > last:
                    break
                self._keep_label(entry, state)
                if entry.decision.kind == "choose":  # no button matched: not replayed again
                    self.labels.setdefault(entry.seq, "")
                state = apply(state, entry.decision, check=False)
        return self.labels.get(seq) or None


def crosses_reveal(now: GameState, target: GameState) -> bool:
    """True when going from ``now`` back to ``target`` returns to face-down pairs that have
    been revealed since: ``target`` is in Set or Ante, and a Reveal lies between (``now`` is in
    a later beat, or past this beat's Ante). 000 "Reveal Phase": pairs are face-down until then.
    """
    if target.phase not in HIDDEN_PHASES:
        return False
    return now.beat > target.beat or now.phase not in HIDDEN_PHASES


def unrevealed_from(state: GameState, kept: list[Entry], beat_start: int,
                    seat: int) -> int | None:
    """The seq of ``seat``'s earliest decision in force still hidden from the others, or
    None: its Set this beat while the pairs are face-down (Set and Ante, before Reveal: 000
    "Set Phase", "Reveal Phase"), else its clash base while the others still choose (000
    "Priority Tie? - Clash!"). ``kept``: the decisions in force; ``beat_start``: the seq
    where this beat began."""
    this_beat = [e for e in kept if e.seq > beat_start and e.decision.seat == seat]
    if state.phase in HIDDEN_PHASES and state.fighters[seat].style is not None:
        sets = [e.seq for e in this_beat if e.decision.kind == "set"]
        return sets[0] if sets else None
    if state.cursor.step == "clash":
        waiting = pending(state)
        clashes = [e.seq for e in this_beat if e.decision.kind == "clash"]
        if waiting is not None and seat not in waiting.seats and clashes:
            return clashes[-1]
    return None
