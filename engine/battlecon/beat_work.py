"""The effects' work within the beat: a trigger (or an ante's actions) carried out action by
action (`run_work`, the cursor's `Work`), pausing for a choice, and its line in "What
happened" once done (`mark_done`; what it changed, worded by `effect_notes`).

000 rulebook: "Triggered Effects", "Conditionals", "In-Time Triggers" (an event interrupts
between two actions), "Cannot vs. Do" (a movement the fighter may not make or ignores).
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from . import effect_notes, ignoring
from .actions import action_options, apply_option, apply_simple, chooser
from .beat_windows import once_a_beat, open_in_time
from .effects import condition_holds
from .errors import RuleViolation
from .in_time import happened
from .passives import restricted
from .schema import MOVEMENT_KINDS, Effect
from .set_and_ante import ANTE_SOURCE, ante_effect
from .state import GameState, Work, mentions, split_effect_id
from .state import evolve as replace
from .words import timing_key, timing_words


def _effect_line(v) -> str:
    how = v["how"]
    return f"{v['name']}: {v['source']} ({v['timing']}){'' if how[0] == ':' else ' '}{how}"


#: A trigger's (or an ante's) line once done: its source, timing and what it did (``how``:
#: ": " and what it changed, worded by `effect_notes`; "resolved"; "done by hand"; `DECLINED`).
EFFECT_LINE = note_kind("effect_line", '000 "Triggered Effects"', _effect_line)
_MOVE_BARRED = note_kind("card_movement_ignored", '000 "Cannot vs. Do"',
                         '{name} ignores the movement of {source} (000 "Cannot vs. Do")')

#: The words of a declined optional trigger's line (it has not fired).
DECLINED = "skipped (optional)"

#: An effect whose `branch` action picked a branch runs on under a derived id: the effect's
#: id + "#~<index of the branch action><t (then) or e (else)>", once per branch taken.
BRANCH = "#~"


def mark_done(state: GameState, seat: int, eid: str, how: str = "") -> GameState:
    """Trigger ``eid`` of ``seat`` done in the window open now, with its line in "What
    happened" ending in ``how`` (none when ""): once a beat for a Reveal or "when" trigger
    (000 "In-Time Triggers"); a trap carried out records ``opponent_triggers_trap``."""
    eid = eid.partition(BRANCH)[0]  # the trigger is done, whichever branch ran
    cursor = state.cursor
    notes = state.notes
    if how:
        source, effect = effect_of(state, seat, eid)
        timing = timing_words(timing_key(effect))
        notes += (Note.of(EFFECT_LINE, state.rules.citations, seat=seat, name=state.name(seat),
                          effect=eid, source=source, timing=timing, how=how),)
    state = replace(state, notes=notes,
                    cursor=replace(cursor, done=cursor.done | {eid}, work=None, offer=None,
                                   before_move=None, chosen=None))
    if cursor.step == "reveal":
        fighter = state.fighters[seat]
        state = state.with_fighter(seat, reveal_done=fighter.reveal_done | {eid})
    elif once_a_beat(effect_of(state, seat, eid)[1]) and how != DECLINED:
        # A declined optional in-time trigger has not fired: its next occasion may use it.
        fighter = state.fighters[seat]
        state = state.with_fighter(seat, when_done=fighter.when_done | {eid})
    if eid.startswith("special:") and how != DECLINED:
        card = state.kits[seat].special_card(split_effect_id(eid)[1])
        if card is not None and card.kind == "trap":
            # A trap's effect carried out: the opponent set it off (000 "Special Cards").
            state = happened(state.with_fighter(seat, trap_sprung=True), seat,
                             "opponent_triggers_trap")
    return state


def effect_of(state: GameState, seat: int, eid: str) -> tuple[str, Effect]:
    """The (source name, effect) an effect id names, looked up in the kit, so a trigger that
    took its own card out of play (Switch bringing the Finisher) can still finish.

    Raises:
        RuleViolation: the id names no effect of this fighter.
    """
    cache = state.kits[seat]._effects
    found = cache.get(eid)
    if found is None and BRANCH in eid:
        parent, _, taken = eid.rpartition(BRANCH)
        source, effect = effect_of(state, seat, parent)
        index = int(taken[:-1])
        branch = effect.action[index].branch
        actions = branch.then if taken[-1] == "t" else branch.else_
        spliced = effect.model_copy(update={
            "action": effect.action[:index] + actions + effect.action[index + 1:]})
        found = cache[eid] = (source, spliced)
    elif found is None and eid.startswith(ANTE_SOURCE + ":"):
        found = ante_effect(state, seat, split_effect_id(eid)[1])
        if found is None:
            raise RuleViolation(f"{eid!r} is not an ante of {state.name(seat)} with actions",
                                '000 "Ante Phase"')
        cache[eid] = found
    if found is None:
        try:
            kind, name, index = split_effect_id(eid)
            _, source, effect, _ = state.kits[seat].effects(kind, name)[index]
        except (KeyError, IndexError, ValueError):
            raise RuleViolation(f"{eid!r} is not an effect of {state.name(seat)}",
                                '000 "Triggered Effects"') from None
        found = cache[eid] = (source, effect)  # effect ids are strings: no clash with keys
    return found


def start_trigger(state: GameState, seat: int, eid: str) -> tuple[GameState, bool]:
    """Begin trigger ``eid`` of ``seat`` (a summary only is done by hand); returns (state,
    whether it waits for a choice)."""
    _, effect = effect_of(state, seat, eid)
    if effect.action is None:
        return mark_done(state, seat, eid, "done by hand"), False  # a summary
    return run_work(effect_notes.begin(state, seat, eid), Work(seat, eid, 0, 0, 0))


def run_work(state: GameState, work: Work | None = None) -> tuple[GameState, bool]:
    """Carry out the trigger in progress (``work``, else the cursor's), action by action,
    pausing for a choice; returns (state, whether it waits: a choice or the duel's end)."""
    seat, eid, index, spent, moved = work or state.cursor.work
    source, effect = effect_of(state, seat, eid)
    actions = effect.action
    reads_move = any(a.kind == "if_that_move" for a in actions)
    while True:
        if state.cursor.events:  # an in-time event interrupts between actions
            here = replace(state.cursor, work=Work(seat, eid, index, spent, moved))
            state, opened = open_in_time(replace(state, cursor=here))
            if opened:
                return state, False
        if index >= len(actions) or state.positions[seat] is None:
            break  # done, or its fighter was knocked out of the board by one of its actions
            # (000 "Defeat in Multiplayer": a defeated fighter's effects stop)
        action = actions[index]
        if action.kind == "branch":
            # 000 "Conditionals": read now; the branch's actions take this action's place.
            taken = "t" if condition_holds(state, seat, action.branch.if_) else "e"
            if taken == "t" and action.branch.may:  # "you may": the player decides
                work = Work(seat, eid, index, spent, moved)
                return replace(state, cursor=replace(state.cursor, work=work)), True
            eid = f"{eid}{BRANCH}{index}{taken}"
            source, effect = effect_of(state, seat, eid)
            actions = effect.action
            reads_move = any(a.kind == "if_that_move" for a in actions)
            continue
        if reads_move and action.kind in _MOVING:  # where the standups were (`if_that_move`)
            state = replace(state, cursor=replace(state.cursor, before_move=state.positions))
        if _card_movement_barred(state, seat, eid, action):
            state = state.note(_MOVE_BARRED, seat=seat, name=state.name(seat), source=source)
            index += 1
            continue
        options = options_of(state, seat, action, spent, moved)
        if options is not None and len(options) > 1:
            work = Work(seat, eid, index, spent, moved)
            return replace(state, cursor=replace(state.cursor, work=work)), True
        if options:
            work = Work(seat, eid, index, spent, moved)
            state, spent, moved, paused = apply_key(state, work, action, options[0][0],
                                                    source)
            if paused:
                return state, True
        elif options is None:
            state = apply_simple(state, seat, action, source, spent, moved)
        else:  # no option: it cannot be carried out (a movement with no legal result...)
            state = effect_notes.blocked(state, seat, eid.partition(BRANCH)[0], action,
                                         spent, moved)
        index += 1
        if state.outcome is not None:
            return state, True
    state, how = _what_it_did(state, seat, eid, actions)
    return mark_done(state, seat, eid, how), False


def _what_it_did(state: GameState, seat: int, eid: str, actions) -> tuple[GameState, str]:
    """The state with the effect's record closed, and the words `mark_done` ends its line
    with: what its actions changed (`effect_notes`), or "resolved" for an effect begun before
    that record was kept. An ante is not a trigger (000 "Ante Phase"): its line only when
    something changed that no note of its actions says ("" for none)."""
    base = eid.partition(BRANCH)[0]
    state, words, noted = effect_notes.finish(state, seat, base, tuple(actions),
                                              _conditions(state, seat, eid))
    if base.startswith(ANTE_SOURCE + ":"):
        return state, "" if noted or words in ("", "no effect") else f": {words}"
    return state, f": {words}" if words else "resolved"


def _conditions(state: GameState, seat: int, eid: str) -> tuple:
    """The conditions that held for trigger ``eid`` (a branch's derived id included) to
    carry out its actions: its own, then those of each branch taken because it held."""
    found = []
    while BRANCH in eid:
        parent, _, taken = eid.rpartition(BRANCH)
        if taken[-1] == "t":
            found.append(effect_of(state, seat, parent)[1].action[int(taken[:-1])].branch.if_)
        eid = parent
    condition = effect_of(state, seat, eid)[1].condition
    return ((condition,) if condition is not None else ()) + tuple(reversed(found))


_MOVING = frozenset(MOVEMENT_KINDS + ("either",))


def _card_movement_barred(state: GameState, seat: int, eid: str, action) -> bool:
    """Whether ``action`` is a movement effect printed on ``seat``'s style or base (every
    option of an ``either`` a movement) while a ``card_movement`` restriction holds on them
    (Larimore charging 3: the movement printed on his own cards is skipped)."""
    if not eid.startswith(("style:", "base:")):
        return False
    if action.kind == "either":
        if not all(inner.kind in MOVEMENT_KINDS for inner in action.either):
            return False
    elif action.kind not in MOVEMENT_KINDS:
        return False
    return mentions(state, "card_movement") and restricted(state, seat, "card_movement")


def options_of(state: GameState, seat: int, action, spent: int, moved: int):
    """`action_options`, plus "ignore it" when the fighter choosing a movement is the one it
    moves and may ignore it (`ignoring`)."""
    options = action_options(state, seat, action, spent, moved)
    if options:
        options = ignoring.with_ignore_option(state, seat, chooser(state, seat, action),
                                              options)
    return options


def apply_key(state: GameState, work: Work, action, key: str,
              source: str) -> tuple[GameState, int, int, bool]:
    """Apply option ``key`` of the trigger in progress ``work``; a movement the moved fighter
    ignores is not made, and one they may ignore waits for their answer (``cursor.offer``).
    Returns the state, the tokens spent and spaces moved so far, and whether it waits."""
    seat, spent = work.seat, work.spent
    moved = work.moved
    who = chooser(state, seat, action)
    if key == ignoring.IGNORE:
        return ignoring.ignore(state, who, seat), spent, 0, False
    mover = ignoring.mover_of(state, key) if ignoring.anyone_may_ignore(state) else None
    rule = ignoring.rule_for(state, mover, seat)
    if rule is not None and not rule.optional:
        return ignoring.ignore(state, mover, seat), spent, 0, False
    if rule is not None and mover != who:
        return replace(state, cursor=replace(state.cursor, work=work, offer=key)), spent, \
            moved, True
    state, spent, moved = apply_option(state, seat, action, key, spent, moved, source)
    return state, spent, moved, False
