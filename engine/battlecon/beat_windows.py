"""The beat's trigger windows (000 "Triggered Effects", "In-Time Triggers"): which triggers a
window offers a fighter now, and the in-time windows that interrupt a step.

Within a window a player's triggers are offered once their conditions hold (re-checked after
every trigger, 000 "Conditional Triggers"); a "cannot" may keep a fighter's triggers of a
kind of window from happening (`blocked_window`). An in-time event (`in_time.happened`)
opens a window of its own at once, saving the step it interrupts on `Cursor.stack`
(`open_in_time`); the step table (`beat_flow`) resumes that step when the window closes.
"""

from __future__ import annotations

from engine.notes import note_kind

from .effects import condition_holds
from .in_time import by_timing
from .passives import restricted
from .schema import Effect
from .state import GameState, mentions
from .state import evolve as replace

_TOO_DEEP = note_kind("in_time_too_deep", '000 "In-Time Triggers"',
                      "{name}: in-time triggers nested too deep; resolve any more by hand")

# In-time windows open inside one another at most this deep; deeper events are left to the
# players (a guard against two "whenever" movements answering each other forever).
MAX_IN_TIME_DEPTH = 6


def timings_of(state: GameState, window: tuple[tuple[str, ...], str] | None) -> tuple[str, ...]:
    """The timing keys of the window open now, given its step's ``window`` (timings, who): an
    in-time window's are its event's (`Cursor.event`)."""
    cursor = state.cursor
    return (cursor.event,) if cursor.step == "in_time" else window[0]


def window_effects(state: GameState, seat: int, done: frozenset[str] | None,
                   timings: tuple[str, ...], blocked: bool = True
                   ) -> list[tuple[str, str, Effect]]:
    """The triggers of ``timings`` ``seat`` may perform now (conditions met), as (effect id,
    source name, effect), leaving out those in ``done`` (None: the cursor's). ``blocked``:
    none when a "cannot" keeps this step's window from happening (`blocked_window`)."""
    if state.positions[seat] is None:
        return []  # defeated, off the board: nothing of theirs is in play (000 "Defeat in
        # Multiplayer"; a team battle's fighter knocked out during this window)
    grouped = by_timing(state, seat)
    candidates = [item for t in timings for item in grouped.get(t, ())]
    if not candidates or (blocked and blocked_window(state, seat)):
        return []
    done = state.cursor.done if done is None else done
    fighter = state.fighters[seat]
    step = state.cursor.step
    found = []
    for key, eid, source, effect in candidates:
        if eid in done:
            continue
        if not window_takes(step, effect):
            continue  # asked once the stun is decided (ruling 94)
        if key == "reveal" and eid in fighter.reveal_done:
            continue
        if eid in fighter.when_done and not effect.whenever:
            continue  # a "when" trigger fires once a beat (000 "In-Time Triggers"), and a
            # `once_per_beat` one
        if key == "when:you_take_damage" and state.cursor.dealt == 0:
            continue
        if key == "when:you_soak_damage" and state.cursor.soaked == 0:
            continue
        if condition_holds(state, seat, effect.condition):
            found.append((eid, source, effect))
    return found


def once_a_beat(effect: Effect) -> bool:
    """True for a trigger that fires at most once a beat: a "when" one (000 "In-Time
    Triggers"), or one marked `once_per_beat`."""
    return effect.timing == "when" or effect.once_per_beat


# The two windows of the attacker's Damage triggers: before the stun is decided, and after it
# for the triggers that ask about it (ruling 94).
_DAMAGE_WINDOWS = frozenset(("damage_triggers", "damage_after_stun"))


def _asks_stun(effect: Effect) -> bool:
    """Whether a Damage trigger's condition asks if the opponent is stunned ("if this attack
    stunned the opponent": Precision, Searing): it waits until the stun is decided."""
    return effect.condition is not None and effect.condition.opponent_stunned is not None


def window_takes(step: str, effect: Effect) -> bool:
    """Whether the trigger window ``step`` (a `STEPS` name) offers ``effect`` when its timing
    is one of the window's: a Damage trigger asking about the stun only in the window after
    the stun is decided, the others only before it (ruling 94)."""
    return step not in _DAMAGE_WINDOWS or _asks_stun(effect) == (step == "damage_after_stun")


# The restriction that keeps ``seat``'s triggers of a step's window from happening.
_BLOCKING = {"hit": "hit_triggers", "damage_triggers": "hit_triggers",
             "damage_after_stun": "hit_triggers", "before": "before_after_triggers",
             "after": "before_after_triggers", "start": "start_end_triggers",
             "end": "start_end_triggers"}


def blocked_window(state: GameState, seat: int) -> bool:
    """True when a "cannot" keeps ``seat``'s triggers of this step's window from happening:
    "no more triggered effects this beat" (``triggers``; Recycle is a phase of its own), or
    the restriction of this kind of window (`_BLOCKING`). A restriction no card of the duel
    can give is not looked for (`state.mentions`)."""
    name = state.cursor.step
    if name != "recycle" and mentions(state, "triggers") and restricted(
            state, seat, "triggers"):
        return True
    what = _BLOCKING.get(name)
    return what is not None and mentions(state, what) and restricted(state, seat, what)


def open_in_time(state: GameState, goto: str = "") -> tuple[GameState, bool]:
    """Offer the oldest recorded in-time event (`Cursor.events`) whose fighter has a trigger
    that may fire now: the step it interrupts is saved and an "in_time" window for that
    fighter and event opens (000 "In-Time Triggers": they interrupt at once). Events with no
    such trigger are dropped. ``goto``: the step to enter once the window closes, when the
    interrupted step is a handler that had already finished. Returns (state, opened)."""
    cursor = state.cursor
    events = cursor.events
    while events:
        (seat, key), events = events[0], events[1:]
        if not window_effects(state, seat, frozenset(), (key,), blocked=False):
            continue
        if len(cursor.stack) >= MAX_IN_TIME_DEPTH:
            state = state.note(_TOO_DEEP, seat=seat, name=state.name(seat), event=key)
            continue
        frame = (cursor.step, cursor.order, cursor.done, cursor.work, cursor.event, goto,
                 cursor.before_move)
        new = replace(cursor, step="in_time", order=(seat,), done=frozenset(), work=None,
                      event=key, events=events, stack=cursor.stack + (frame,))
        return replace(state, cursor=new), True
    return replace(state, cursor=replace(cursor, events=())), False
