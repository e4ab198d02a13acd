"""What each step of the beat asks the players (`beat.pending`): the row of the step table
(`beat_flow.BEAT_SEQUENCE`) names its function, ``asks(state, step) -> Pending | None``; a
trigger in progress asks its choice first, whatever the step (`asks_work`).

000 rulebook: "Set Phase", "Ante Phase", "Priority Tie? - Clash!", "Attack" (a range set by
its effect), "Triggered Effects"; team battles: 000 "Team Ante", "Team Reveal + Priority",
"Targeting Attacks".
"""

from __future__ import annotations

from typing import Any

from . import ignoring, teams
from .actions import action_options, chooser
from .attack_pair import pair_stats
from .beat_windows import timings_of, window_effects
from .beat_work import effect_of, options_of
from .decisions import Decision, Pending
from .schema import Effect
from .set_and_ante import ante_options, set_options_and_labels
from .state import GameState
from .words import actions_words, choose_words, timing_key, timing_words


def asks_set(state: GameState, step: Any = None) -> Pending:
    """Every standing fighter without a pair sets one, face down (000 "Set Pairs")."""
    seats = tuple(s for s in teams.standing(state) if not state.fighters[s].style)
    options: tuple[Decision, ...] = ()
    labels: tuple[str, ...] = ()
    for seat in seats:
        more, named = set_options_and_labels(state, seat)
        options += more
        labels += named
    return Pending(seats, "Set an attack pair face-down", options, labels)


def asks_ante(state: GameState, step: Any = None) -> Pending:
    """The side to act antes or passes (000 "Ante Phase"); in a team battle any one member
    antes for the team, or the team passes (000 "Team Ante")."""
    cursor = state.cursor
    if not teams.is_team_battle(state):
        found = ante_options(state, cursor.to_act)
        return Pending((cursor.to_act,), "Ante or pass", tuple(d for d, _ in found),
                       tuple(label for _, label in found))
    members = tuple(s for s in teams.standing(state) if state.teams[s] == cursor.to_act)
    found = [item for s in members for item in ante_options(state, s)
             if item[0].kind != "pass" or s == members[0]]
    labels = tuple(label if d.kind == "pass" else f"{state.name(d.seat)}: {label}"
                   for d, label in found)
    return Pending(members, "Ante or pass (your team)", tuple(d for d, _ in found), labels)


def asks_clash(state: GameState, step: Any = None) -> Pending:
    """Each player who has not chosen yet plays a new base from hand (000 "Priority Tie? - Clash!";
    a duel's two seats: a team battle never clashes, 000 "Determining Priority")."""
    cursor = state.cursor
    seats = tuple(s for s in (0, 1) if cursor.clash_choices[s] is None)
    options = [Decision(s, "clash", b) for s in seats for b in state.fighters[s].hand
               if b in state.kits[s].bases]
    return Pending(seats, "Clash: play a new base", tuple(options),
                   tuple(d.a for d in options))


def asks_order(state: GameState, step: Any = None) -> Pending | None:
    """A team battle's teammates tied on priority say who acts first (000 "Team Reveal +
    Priority"); a duel asks nothing here."""
    if not teams.is_team_battle(state):
        return None
    tied = teams.tied_teammates(state)
    options = tuple(Decision(m, "order", str(first)) for m in tied for first in tied)
    return Pending(tied, "Tied on priority: which of you acts first?", options,
                   tuple(f"{state.name(int(d.a))} first" for d in options))


def asks_range(state: GameState, step: Any = None) -> Pending:
    """At the range check: in a team battle, whom the attack hits when several enemies are
    in range (the nearest on each side); an attack whose effect sets its range (X): whether
    it hits, as its player says."""
    cursor = state.cursor
    seat = cursor.attacker
    if teams.is_team_battle(state) and cursor.target is None \
            and pair_stats(state, seat).range.kind == "number":
        stats = pair_stats(state, seat)
        found = teams.targets_in_range(state, seat, stats.range.lo, stats.range.hi)
        options = tuple(Decision(seat, "target", str(e)) for e in found)
        return Pending((seat,), "Whom does the attack hit? (the nearest enemy in range on "
                       "each side)", options, tuple(state.name(e) for e in found))
    options = (Decision(seat, "hit", b="yes"), Decision(seat, "hit", b="no"))
    return Pending((seat,), "Does the attack hit? (its range is set by its effect)",
                   options, ("Hits", "Misses"))


def asks_work(state: GameState) -> Pending:
    """The choice of the trigger in progress (`Cursor.work`): the moved fighter's answer to a
    movement they may ignore (`ignoring`), else the action's options."""
    cursor = state.cursor
    if cursor.offer is not None:
        seat, eid, index, spent, moved = cursor.work
        source, effect = effect_of(state, seat, eid)
        found = dict(action_options(state, seat, effect.action[index], spent, moved) or [])
        mover = ignoring.mover_of(state, cursor.offer)
        return Pending((mover,), f"{source}: {state.name(mover)} may ignore this movement",
                       (Decision(mover, "choose", eid, cursor.offer),
                        Decision(mover, "choose", eid, ignoring.IGNORE)),
                       (found.get(cursor.offer, "Let the movement happen"),
                        f"{state.name(mover)} ignores this movement"))
    seat, eid, index, spent, moved = cursor.work
    source, effect = effect_of(state, seat, eid)
    action = effect.action[index]
    found = options_of(state, seat, action, spent, moved) or []
    who = chooser(state, seat, action)
    timing = timing_words(timing_key(effect))
    return Pending((who,), f"{source} ({timing}): {choose_words(action)}",
                   tuple(Decision(who, "choose", eid, k) for k, _ in found),
                   tuple(label for _, label in found))


def asks_window(state: GameState, step: Any) -> Pending | None:
    """A trigger window (``step`` its row): the first seat in order picks a trigger to
    resolve, or declines an optional one (000 "Triggered Effects")."""
    cursor = state.cursor
    if not cursor.order:
        return None
    seat = cursor.order[0]
    options, labels = [], []
    timings = timings_of(state, step.window)
    found = window_effects(state, seat, None, timings)
    names = [source for _, source, _ in found]
    for eid, source, effect in found:
        if names.count(source) > 1 and effect.summary is None:
            source = f"{source} ({_action_words(effect)})"  # two of one card: which one
        against = teams.opponent_choices(state, seat, effect)
        does, declined = _trigger_words(state, seat, effect)
        for enemy in against:  # a team battle: the player picks "the opponent"
            options.append(Decision(seat, "trigger", eid, str(enemy)))
            labels.append(f"{source}: {does} against {state.name(enemy)}")
        if not against:
            options.append(Decision(seat, "trigger", eid))
            labels.append(f"{source}: {does}")
        if effect.optional:
            options.append(Decision(seat, "decline", eid))
            labels.append(f"{source}: {declined}")
    key = timings[0]
    return Pending((seat,), f"{timing_words(key)}: resolve a trigger", tuple(options),
                   tuple(labels))


def _trigger_words(state: GameState, seat: int, effect: Effect) -> tuple[str, str]:
    """What a trigger's button does and what its "no" button keeps, in words: the summary of
    a prompt; the Finisher a style brings out, named with its numbers (000 "Finishers");
    else "perform". The "no": "skip", or for a Finisher "keep your attack pair"."""
    if effect.summary:
        return effect.summary, "skip"
    if effect.action and effect.action[0].kind == "finisher":
        name = state.fighters[seat].finisher
        card = state.kits[seat].finishers.get(name) if name else None
        if card is not None:
            return (f"bring out {name} (range {card.range}, power {card.power}, priority "
                    f"{card.priority}) in place of your attack pair",
                    f"keep your attack pair (no {name})")
    return "perform", "skip"


def _action_words(effect: Effect) -> str:
    """An effect's actions in a few words ("spend 2 Malice, the opponent loses 1 life"), to
    tell apart two triggers of one card in the same timing (`words.actions_words`)."""
    return actions_words(effect.action or ())
