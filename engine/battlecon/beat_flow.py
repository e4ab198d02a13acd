"""The beat as one table of steps (000 rulebook, "Beat Summary") and the driver that walks it.

`BEAT_SEQUENCE` is the table: each row (`Step`) names a step, its phase and rule, what it
does (a handler, or a trigger window: timings, whose triggers, in which order), what it asks
the players when it waits (`beat_ask`) and what comes next: a step's name, or a function of
the state choosing it (`beat_steps.after_*`: a time over, a stun, the last attack of a beat).
`advance` runs handlers until one waits for a decision; no handler enters another step.

Within a window the Active Player's triggers come first (Start, End, Recycle, Reveal) and a
player orders their own triggers (000 "Triggered Effects"); unmet conditions are skipped and
re-checked after every trigger (000 "Conditional Triggers"); "when you are hit"/"when you
take damage" come after the attacker's Hit/Damage triggers (000 "In-Time Triggers"). An
in-time event interrupts the step in progress with a window of its own (`beat_windows`),
and an End of Beat effect may carry out an attack again inside the End window; both are
saved on `Cursor.stack` and resumed (`RESUME`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import replace as with_fields
from typing import Any

from engine.notes import note_kind

from . import teams
from .beat_ask import asks_ante, asks_clash, asks_order, asks_range, asks_set, asks_window
from .beat_steps import (
    AGAIN,
    AT_END,
    DONE,
    MAX_REPEATS,
    PAUSE,
    RESUME,
    Next,
    after_attack,
    after_attack_again,
    after_damage,
    after_knockout,
    after_priority,
    after_range,
    after_set,
    after_stun,
    begin_attack,
    first_attack,
    step_ante,
    step_attack_again,
    step_clash,
    step_cleanup,
    step_damage,
    step_knockout,
    step_no_attack,
    step_priority,
    step_range,
    step_set,
    step_stun,
)
from .beat_windows import open_in_time, timings_of, window_effects
from .beat_work import run_work, start_trigger
from .decisions import Pending
from .in_time import by_timing
from .state import GameState, Phase
from .state import evolve as replace

_AGAIN_AT_END = note_kind("attack_again_at_end", '000 "Attack"',
                          "{name} carries out the attack again at End of Beat")


@dataclass(frozen=True, slots=True)
class Step:
    """One row of `BEAT_SEQUENCE`.

    name: the step's name (`Cursor.step`); phase: the rulebook phase it belongs to (None: a
    step between two others that keeps the phase, such as an attack beginning); rule: the
    section of 000 that defines the step. window: for a trigger window, (timings, who) with
    who in "both" (Active then Reactive), "attacker", "defender"; handler: what the step does,
    ``handler(state) -> (state, status)`` (`beat_steps`: `AGAIN`, `PAUSE`, `DONE`); a window's
    is `step_window`. asks: what it asks when it waits, ``asks(state, step) -> Pending |
    None``. next: the step that follows, or a function of the state giving it and the
    cursor's values it is entered with (`beat_steps.Next`); `RESUME` resumes the step an
    in-time window or a repeated attack interrupted.
    """

    name: str
    phase: Phase | None
    rule: str
    window: tuple[tuple[str, ...], str] | None = None
    handler: Callable[[GameState], tuple[GameState, int]] | None = None
    asks: Callable[[GameState, Any], Pending | None] | None = None
    next: str | Callable[[GameState], Next] = ""


# ---------------------------------------------------------------- entering and leaving steps


def _goto(state: GameState, name: str, **cursor) -> GameState:
    """Enter step ``name``: set the phase, reset the window, order its seats; a window with no
    trigger of its timings is left at once (``cursor``: the changes passed on)."""
    step = STEPS[name]
    base = state.cursor
    order: tuple[int, ...] = ()
    if step.window is not None:
        who = step.window[1]
        attacker = cursor.get("attacker", base.attacker)
        if who == "both":
            order = teams.everyone(state)
        elif who == "attacker":
            order = (attacker,)
        else:
            order = (state.foe(attacker),)
        timings = step.window[0]
        # (Reveal is entered from Ante, before the pairs count as in play: never skipped.)
        if name != "reveal" and not _any_trigger(state, order, timings):
            # Nobody has a trigger of this timing: go straight on without a copy.
            if name != "after" or not cursor:
                return leave(state, step, cursor)
    new_cursor = replace(base, step=name, order=order, done=frozenset(), work=None,
                         offer=None, before_move=None, **cursor)
    if step.phase is None:
        return replace(state, cursor=new_cursor)
    return replace(state, phase=step.phase, cursor=new_cursor)


def _any_trigger(state: GameState, order: tuple[int, ...], timings: tuple[str, ...]) -> bool:
    """Whether a seat of ``order`` has an effect in play of one of ``timings``."""
    for seat in order:
        grouped = by_timing(state, seat)
        for timing in timings:
            if timing in grouped:
                return True
    return False


def leave(state: GameState, step: Step, cursor: dict | None = None) -> GameState:
    """Leave ``step`` for the step its row names next (``cursor``: changes a skipped window
    was entered with, passed on to a next step that is named, not chosen)."""
    after = step.next
    if after.__class__ is str:
        changes = cursor or {}
    else:
        after, changes = after(state)
    if after == RESUME:
        return _resume(state)
    if state.cursor.events:
        return then(state, after, **changes)
    return _goto(state, after, **changes)


def then(state: GameState, name: str, **cursor) -> GameState:
    """Enter step ``name`` (with the ``cursor`` changes) once the in-time events the step
    before caused (a stun) have had their windows."""
    if state.cursor.events:
        if cursor:
            state = replace(state, cursor=replace(state.cursor, **cursor))
        state, opened = open_in_time(state, name)
        if opened:
            return state
    return _goto(state, name, **cursor)


def _resume(state: GameState) -> GameState:
    """Resume the step the innermost frame of `Cursor.stack` saved: the step an in-time window
    interrupted (or, when it had finished, the step it named next), or the End of Beat window
    an attack carried out again from End of Beat interrupted."""
    cursor = state.cursor
    step, order, done, work, event, goto, before_move = cursor.stack[-1]
    restored = replace(cursor, step=step, order=order, done=done, work=work, event=event,
                       before_move=before_move, stack=cursor.stack[:-1])
    if goto == AT_END:
        return replace(state, phase=Phase.END, cursor=restored)
    state = replace(state, cursor=restored)
    return then(state, goto) if goto else state


# ---------------------------------------------------------------- trigger windows


def step_window(state: GameState) -> tuple[GameState, int]:
    """A trigger window: the trigger in progress goes on; else the first seat in order with
    an eligible trigger resolves one (a single mandatory one at once); the window is done
    when no seat has one left."""
    cursor = state.cursor
    if cursor.work is not None:
        state, paused = run_work(state)
        return state, PAUSE if paused else AGAIN
    if cursor.repeat and cursor.step == "end":
        return _repeat_at_end(state), AGAIN
    order, done = cursor.order, cursor.done
    timings = timings_of(state, STEPS[cursor.step].window)
    eligible: list = []
    while order:
        eligible = window_effects(state, order[0], done, timings)
        if eligible:
            break
        order, done = order[1:], frozenset()
    if order != cursor.order:
        state = replace(state, cursor=replace(cursor, order=order, done=done))
    if not order:
        return state, DONE
    if len(eligible) == 1:
        eid, source, effect = eligible[0]
        if effect.action is not None and not effect.optional \
                and not teams.opponent_choices(state, order[0], effect):
            state, paused = start_trigger(state, order[0], eid)
            return state, PAUSE if paused else AGAIN
    return state, PAUSE


def _repeat_at_end(state: GameState) -> GameState:
    """An End of Beat effect carries out its owner's attack again "as if activating it
    normally" (000 "Attack"; Psycho, Shadow): the End window is saved on the stack, the
    attack runs from its beginning to After (not at all if its owner is stunned), then
    `beat_steps.after_attack` resumes End of Beat. Past `MAX_REPEATS` the window goes on."""
    cursor = state.cursor
    seat = cursor.attacker
    if cursor.repeats >= MAX_REPEATS:
        return replace(state, cursor=replace(cursor, repeat=False, repeats=cursor.repeats + 1))
    frame = (cursor.step, cursor.order, cursor.done, cursor.work, cursor.event, AT_END,
             cursor.before_move)
    state = replace(state, cursor=replace(cursor, repeat=False, repeats=cursor.repeats + 1,
                                          stack=cursor.stack + (frame,)))
    state = state.note(_AGAIN_AT_END, seat=seat, name=state.name(seat))
    name, changes = begin_attack(state, seat, again=True)
    return _goto(state, name, **changes)


# ---------------------------------------------------------------- the table


def after_clash(state: GameState) -> Next:
    """Reveal again once both have played a new base (000 "Priority Tie? - Clash!")."""
    return "reveal", {"clash_choices": (None, None)}


STEPS: dict[str, Step] = {}

_BOTH = "both"

BEAT_SEQUENCE: tuple[Step, ...] = (
    Step("set", Phase.SET, '000 "Set Phase"', handler=step_set, asks=asks_set,
         next=after_set),
    Step("ante_start", Phase.ANTE, '000 "Ante Phase"; "In-Time Triggers"',
         window=(("when:ante_phase_starts",), _BOTH), next="ante"),
    Step("ante", Phase.ANTE, '000 "Ante Phase"', handler=step_ante, asks=asks_ante,
         next="reveal"),
    Step("reveal", Phase.REVEAL, '000 "Reveal Step"', window=(("reveal",), _BOTH),
         next="priority"),
    Step("priority", Phase.REVEAL, '000 "Reveal Step"', handler=step_priority,
         asks=asks_order, next=after_priority),
    Step("clash", Phase.CLASH, '000 "Priority Tie? - Clash!"', handler=step_clash,
         asks=asks_clash, next=after_clash),
    Step("start", Phase.START, '000 "Start of Beat"', window=(("start",), _BOTH),
         next=first_attack),
    # An attacker who is stunned does not attack (entered from `beat_steps.begin_attack`).
    Step("no_attack", None, '000 "Guard & Stun"', handler=step_no_attack, next=after_attack),
    Step("attack_again", None, '000 "Attack"', handler=step_attack_again,
         next=after_attack_again),
    Step("before", Phase.ATTACK, '000 "Attack": Before', window=(("before",), "attacker"),
         next="range"),
    Step("range", Phase.ATTACK, '000 "Attack": Check Range', handler=step_range,
         asks=asks_range, next=after_range),
    Step("hit", Phase.ATTACK, '000 "Attack": Hit',
         window=(("hit", "when:you_hit"), "attacker"), next="when_hit"),
    Step("when_hit", Phase.ATTACK, '000 "In-Time Triggers": when you are hit',
         window=(("when:you_are_hit",), "defender"), next="damage"),
    Step("damage", Phase.ATTACK, '000 "Attack": damage', handler=step_damage,
         next=after_damage),
    Step("knockout", Phase.ATTACK, '000 "Attack"; "Defeat"', handler=step_knockout,
         next=after_knockout),
    Step("damage_triggers", Phase.ATTACK, '000 "Attack": Damage',
         window=(("damage", "when:you_deal_damage"), "attacker"), next="when_damage"),
    Step("when_damage", Phase.ATTACK, '000 "In-Time Triggers": when you take damage',
         window=(("when:you_take_damage", "when:you_soak_damage"), "defender"),
         next="stun"),
    Step("stun", Phase.ATTACK, '000 "Attack": the opponent may become stunned; "Guard & Stun"',
         handler=step_stun, next=after_stun),
    # The Damage triggers that ask whether this attack's damage stunned the opponent, once
    # that is decided (ruling 94).
    Step("damage_after_stun", Phase.ATTACK, '000 "Attack": Damage; ruling 94',
         window=(("damage", "when:you_deal_damage"), "attacker"), next="after"),
    Step("after", Phase.ATTACK, '000 "Attack": After', window=(("after",), "attacker"),
         next=after_attack),
    Step("end", Phase.END, '000 "End of Beat"', window=(("end",), _BOTH), next="recycle"),
    Step("recycle", Phase.RECYCLE, '000 "Recycle Phase"', window=(("recycle",), _BOTH),
         next="cleanup"),
    # Entered only by `beat_windows.open_in_time`, in the phase of the step it interrupts;
    # its timing is the cursor's event.
    Step("in_time", Phase.ATTACK, '000 "In-Time Triggers"', window=((), _BOTH),
         next=RESUME),
    Step("cleanup", Phase.RECYCLE, '000 "Recycle Phase" steps 1-4, "Time Over"',
         handler=step_cleanup, next="set"),
)
BEAT_SEQUENCE = tuple(
    with_fields(step, handler=step_window, asks=asks_window) if step.window is not None
    else step
    for step in BEAT_SEQUENCE)
STEPS.update({step.name: step for step in BEAT_SEQUENCE})


# ---------------------------------------------------------------- the driver


def advance(state: GameState) -> GameState:
    """Run automatic steps until a decision is needed or the duel is over."""
    for _ in range(10_000):
        if state.outcome is not None:
            return state
        if state.cursor.events:  # in-time events a decision caused (000 "In-Time Triggers")
            state, _ = open_in_time(state)
        step = STEPS[state.cursor.step]
        state, status = step.handler(state)
        if status == DONE:
            state = leave(state, step)
        elif status == PAUSE:
            return state
    raise RuntimeError("the beat did not settle")  # pragma: no cover - a bug guard


def done(state: GameState) -> GameState:
    """Leave the step in progress for its next, as its handler would once done (a decision
    that completes the step: the last pass at the ante, a range X answered)."""
    return leave(state, STEPS[state.cursor.step])


__all__ = ["AGAIN", "BEAT_SEQUENCE", "STEPS", "Step", "advance", "done", "leave", "then"]
