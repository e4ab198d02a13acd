"""The beat, driven by player decisions (000 rulebook, "Beat Summary"): the game contract's
two calls for BattleCON.

`pending(state)` says who must decide what now; `apply(state, decision)` takes one decision
and runs every automatic step after it until the next decision or the end of the duel.
The engine never waits: the assistant asks (DESIGN.md "assistant/").

The beat itself is one table of steps, `BEAT_SEQUENCE` (`beat_flow`: each row its handler,
what it asks and what comes next); the steps' work is in `beat_steps` (Set to Recycle),
`beat_windows` (trigger windows, in-time windows) and `beat_work` (an effect carried out
action by action); what each step asks in `beat_ask`. The names other modules use are
importable from here.
"""

from __future__ import annotations

from . import effect_notes, ignoring, teams
from .actions import apply_option
from .adjust import apply_adjust
from .adjust_beat import goes_on
from .beat_ask import asks_work
from .beat_flow import BEAT_SEQUENCE, STEPS, Step, advance, done, then
from .beat_flow import _goto as _goto
from .beat_steps import BEAT_ENDS, MAX_REPEATS, hit_range_x, resolve_hit
from .beat_windows import MAX_IN_TIME_DEPTH, window_takes
from .beat_work import BRANCH, DECLINED, apply_key, effect_of, mark_done, run_work, start_trigger
from .decisions import Decision, Pending
from .errors import RuleViolation
from .set_and_ante import ante_effect, ante_effect_id, apply_ante, apply_set, explain_ante
from .state import GameState, Work, memo
from .state import evolve as replace

__all__ = ["BEAT_ENDS", "BEAT_SEQUENCE", "MAX_IN_TIME_DEPTH", "MAX_REPEATS", "STEPS", "Step",
           "advance", "apply", "pending", "window_takes"]


def pending(state: GameState) -> Pending | None:
    """Who must decide what now, with every legal option; None once the duel is over.

    Computed once per state object (the assistant asks, then `apply` checks against it).
    """
    return memo(state, "pending", _pending, state)


def _pending(state: GameState) -> Pending | None:
    if state.outcome is not None:
        return None
    if state.cursor.work is not None:  # a trigger in progress asks first, whatever the step
        return asks_work(state)
    step = STEPS[state.cursor.step]
    return step.asks(state, step) if step.asks is not None else None


def apply(state: GameState, decision: Decision, *, check: bool = True) -> GameState:
    """Take one decision and run the duel forward to the next decision.

    ``check=False`` skips comparing the decision with `pending` (for replaying a log whose
    decisions were checked when they were made); a set is always checked. An ``adjust``
    (a correction by hand, `adjust.apply_adjust`) is taken at any moment before the end; a
    hit, a stun, a move or a repeat by hand runs the beat on from it (`_go_on`).

    Raises:
        RuleViolation: the decision is not legal now (wrong seat, wrong step, a card not in
            hand, an Overload already used...), with the rule it breaks.
    """
    if decision.kind == "adjust":
        if state.outcome is not None:
            raise RuleViolation("the duel is over: undo to correct it", '000 "Defeat"')
        state = apply_adjust(state, decision)
        return _go_on(state, decision) if goes_on(decision.a) else state
    if state.outcome is None and state.cursor.step == "set":
        if decision.kind != "set":
            raise RuleViolation("both players set an attack pair first", '000 "Set Phase"')
        if decision.seat not in teams.standing(state):
            raise RuleViolation(f"there is no seat {decision.seat} on the board",
                                '000 "Set Phase"')
        # A player may change their face-down pair until the other has set too: the Set
        # step ends the moment both pairs are down.
        return advance(apply_set(state, decision))
    if state.outcome is not None:
        raise RuleViolation("the duel is over", '000 "Defeat"')
    if check:
        _check(state, decision)
    return advance(_take(state, decision))


def _go_on(state: GameState, decision: Decision) -> GameState:
    """Run the beat on after a correction by hand that changes what comes next
    (`adjust_beat.GOES_ON`): a hit or miss said by hand after the range check goes on from it
    (a miss before the damage to After, a hit to its Hit triggers; 000 "Attack"); in-time
    events a stun or a move caused are offered; a repeat at End of Beat starts."""
    verdict, step = state.cursor.verdict, state.cursor.step
    if decision.a == "hit" and verdict is not None and step not in ("before", "range"):
        # a correction by hand says where the attack stands: its Hit triggers or After
        state = then(resolve_hit(state, True), "hit") if verdict else _goto(state, "after")
    return advance(state)


def _check(state: GameState, decision: Decision) -> None:
    now = pending(state)
    if decision.seat not in now.seats:
        raise RuleViolation(f"it is not seat {decision.seat}'s decision now ({now.prompt})",
                            STEPS[state.cursor.step].rule)
    if decision not in now.options:
        if decision.kind == "ante":
            explain_ante(state, decision)
        raise RuleViolation(f"{decision} is not a legal choice now ({now.prompt})",
                            STEPS[state.cursor.step].rule)


def _next_to_ante(state: GameState, seat: int) -> int:
    """Who antes after ``seat``: the other player, or in a team battle the other team
    (000 "Team Ante": ante passes between teams)."""
    if teams.is_team_battle(state):
        return teams.next_team(state, state.teams[seat])
    return 1 - seat


def _take(state: GameState, decision: Decision) -> GameState:
    """One decision of the step in progress taken (`_TAKES`: one handler per kind).

    Raises:
        RuleViolation: a decision of a kind this step does not take.
    """
    taken = _TAKES.get(decision.kind)
    if taken is None:
        raise RuleViolation(f"{decision.kind!r} is not a decision of this step",
                            STEPS[state.cursor.step].rule)
    return taken(state, decision)


def _take_ante(state: GameState, decision: Decision) -> GameState:
    """An ante made (000 "Ante Phase"); its actions run as a trigger's (asking for their
    choices), its line counting its cost too (`effect_notes`)."""
    before = state
    state = apply_ante(state, decision)
    state = replace(state, cursor=replace(state.cursor, passes=0,
                                          to_act=_next_to_ante(state, decision.seat)))
    if ante_effect(state, decision.seat, decision.a) is not None:
        eid = ante_effect_id(decision.a)
        state = effect_notes.begin(state, decision.seat, eid, before)
        state, _ = run_work(state, Work(decision.seat, eid, 0, 0, 0))
    return state


def _take_pass(state: GameState, decision: Decision) -> GameState:
    """A pass at the ante: once every side has passed in a row, Reveal (000 "Ante Phase")."""
    cursor = state.cursor
    if cursor.passes + 1 >= (teams.teams_standing(state) if teams.is_team_battle(state)
                             else 2):
        return done(state)  # the Ante step's next (`beat_flow.BEAT_SEQUENCE`)
    return replace(state, cursor=replace(cursor, passes=cursor.passes + 1,
                                         to_act=_next_to_ante(state, decision.seat)))


def _take_clash(state: GameState, decision: Decision) -> GameState:
    """A new base chosen in a clash (kept until both have chosen)."""
    choices = list(state.cursor.clash_choices)
    choices[decision.seat] = decision.a
    return replace(state, cursor=replace(state.cursor, clash_choices=tuple(choices)))


def _take_hit(state: GameState, decision: Decision) -> GameState:
    """Whether an attack whose range its effect sets (X) hits, as its player said."""
    hit = decision.b == "yes"
    state = hit_range_x(state, decision.seat, hit)
    return done(resolve_hit(state, hit))  # the range step's next (`beat_steps.after_range`)


def _take_trigger(state: GameState, decision: Decision) -> GameState:
    """A trigger started (with, in a team battle, the enemy picked as "the opponent")."""
    if decision.b:
        state = replace(state, cursor=replace(state.cursor, chosen=(decision.seat,
                                                                    int(decision.b))))
    state, _ = start_trigger(state, decision.seat, decision.a)
    return state


def _take_choice(state: GameState, decision: Decision) -> GameState:
    """A choice of the effect being carried out: a `may` branch taken or not, the moved
    fighter's answer to an offer to ignore a movement (`ignoring`), or an option."""
    cursor = state.cursor
    seat, eid, index, spent, moved = cursor.work
    source, effect = effect_of(state, seat, eid)
    action = effect.action[index]
    if action.kind == "branch":  # a `may` branch: yes runs `then`, no skips the branch
        work = (Work(seat, f"{eid}{BRANCH}{index}t", index, spent, moved)
                if decision.b == "t" else Work(seat, eid, index + 1, spent, moved))
        return replace(state, cursor=replace(state.cursor, work=work))
    if cursor.offer is not None:  # the moved fighter's answer (`ignoring`)
        key, state = cursor.offer, replace(state, cursor=replace(cursor, offer=None))
        if decision.b == ignoring.IGNORE:
            state, moved = ignoring.ignore(state, decision.seat, seat), 0
        else:
            state, spent, moved = apply_option(state, seat, action, key, spent, moved,
                                               source)
    else:
        state, spent, moved, paused = apply_key(state, cursor.work, action, decision.b,
                                                source)
        if paused:
            return state
    return replace(state, cursor=replace(state.cursor,
                                         work=Work(seat, eid, index + 1, spent, moved)))


_TAKES = {
    "ante": _take_ante,
    "pass": _take_pass,
    "clash": _take_clash,
    "target": lambda state, d: replace(state, cursor=replace(state.cursor,
                                                             target=int(d.a))),
    "order": lambda state, d: replace(state, cursor=replace(
        state.cursor, firsts=state.cursor.firsts + (int(d.a),))),
    "hit": _take_hit,
    "trigger": _take_trigger,
    "decline": lambda state, d: mark_done(state, d.seat, d.a, DECLINED),
    "choose": _take_choice,
}
