"""The beat as one phase table (000 rulebook, "Beat Summary"), driven by player decisions.

`pending(state)` says who must decide what now; `apply(state, decision)` takes one decision
and runs every automatic step after it until the next decision or the end of the duel.
The engine never waits: the assistant asks (DESIGN.md "assistant/").

`BEAT_SEQUENCE` is the one table of steps: each step has its phase and either a handler or a
trigger window (timing, whose triggers, in which order). Within a window the Active Player's
triggers come first (Start, End, Recycle, Reveal) and a player orders their own triggers
(000 "Triggered Effects"); unmet conditions are skipped and re-checked after every trigger
(000 "Conditional Triggers"); "when you are hit"/"when you take damage" come after the
attacker's Hit/Damage triggers (000 "In-Time Triggers").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import damage as dmg
from . import effect_damage, effect_notes, ignoring, life_loss, teams, variants
from . import force as frc
from .actions import action_options, apply_option, apply_simple, chooser, stun
from .adjust import apply_adjust
from .adjust_beat import RULE as BY_HAND_RULE
from .adjust_beat import active_by_hand, goes_on, put_first
from .attack_pair import pair_stats
from .counters import kit_has_counters_on_cards
from .counters import recycle as recycle_counters
from .decisions import Decision, Pending
from .defeat import knock_out
from .effects import condition_holds, distance
from .errors import RuleViolation
from .in_time import by_timing, happened
from .passives import has_flag, restricted
from .priority import compare
from .reach import reach
from .schema import MOVEMENT_KINDS, Effect
from .set_and_ante import (
    ANTE_SOURCE,
    ante_effect,
    ante_effect_id,
    ante_options,
    apply_ante,
    apply_set,
    explain_ante,
    recycle_again_counted,
    set_options_and_labels,
)
from .state import (
    FighterState,
    GameState,
    Outcome,
    Phase,
    memo,
    mentions,
    split_effect_id,
)
from .state import evolve as replace
from .values import settle_priorities
from .words import actions_words, choose_words, timing_key, timing_words


@dataclass(frozen=True, slots=True)
class Step:
    """One row of `BEAT_SEQUENCE`.

    name: the step's name; phase: the rulebook phase it belongs to; window: for a trigger
    window, (timings, who) with who in "both" (Active then Reactive), "attacker",
    "defender"; handler: for other steps, a function state -> (state, paused).
    rule: the section of 000 that defines the step.
    """

    name: str
    phase: Phase
    rule: str
    window: tuple[tuple[str, ...], str] | None = None
    handler: Callable[[GameState], tuple[GameState, bool]] | None = None


# ---------------------------------------------------------------- helpers on state


def _goto(state: GameState, name: str, **cursor) -> GameState:
    """Enter step ``name``: set the phase, reset the window, order its seats."""
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
        if name != "reveal" and not any(
                t in by_timing(state, seat) for seat in order for t in timings):
            # Nobody has a trigger of this timing: go straight on without a copy.
            if name != "after" or not cursor:
                return _leave_window(state, name, cursor)
    new_cursor = replace(base, step=name, order=order, done=frozenset(), work=None,
                         offer=None, before_move=None, **cursor)
    return replace(state, phase=step.phase, cursor=new_cursor)


# ---------------------------------------------------------------- Set, Ante, Reveal, Clash


def _step_set(state: GameState) -> tuple[GameState, bool]:
    fighters = state.fighters
    if all(fighters[s].style and fighters[s].base for s in teams.standing(state)):
        first = state.active
        if teams.is_team_battle(state):  # the team holding the Active status antes first
            first = state.teams[state.active]
            if state.positions[state.active] is None:  # that fighter fell: the next team
                first = teams.next_team(state, first)
        return _goto(state, "ante_start", to_act=first, passes=0), False
    return state, True


def _step_priority(state: GameState) -> tuple[GameState, bool]:
    if teams.is_team_battle(state):
        if teams.tied_teammates(state):
            return state, True  # the tied teammates say who acts first (`pending`)
        state, reason = teams.team_priority(state)
        rule = '000 "Team Reveal + Priority"'
        hand = active_by_hand(state)
        if hand is not None:  # the team holds the Active status and it attacks first
            state, reason, rule = put_first(state, hand), "a correction by hand", BY_HAND_RULE
        text = f"{state.name(state.active)} is the Active Player: {reason}"
        state = state.why(state.active, "active", pair_stats(state, state.active).priority.lo,
                          text, rule, note=f"{text} ({rule})")
        return _goto(state, "start"), False
    # From here on a duel only (two seats): a team battle has no clash and was ordered above
    # by `teams.team_priority` (000 "Team Reveal + Priority").
    hand = active_by_hand(state)
    forced = [hand] if hand is not None else [
        seat for seat in (0, 1) if has_flag(state, seat, "become_active")]
    s0, s1 = pair_stats(state, 0), pair_stats(state, 1)
    detail = tuple(f"{state.name(seat)}'s priority {stats.priority.explain()}"
                   + (" with a tiebreaker" if stats.tiebreaker else "")
                   for seat, stats in ((0, s0), (1, s1)))
    if len(forced) == 1:
        text = (f"{state.name(forced[0])} is the Active Player whatever the priorities: "
                + ("a correction by hand" if hand is not None else "an effect") + " says so")
        state = state.why(forced[0], "active", (s0, s1)[forced[0]].priority.lo, text,
                          '000 "Reveal Step"', detail=detail, note=f"{text} (000 \"Reveal Step\")")
        state = settle_priorities(_clash_over(state), (s0.priority.lo, s1.priority.lo))
        return _goto(replace(state, active=forced[0]), "start"), False
    result = compare((s0.priority.lo, s1.priority.lo), (s0.tiebreaker, s1.tiebreaker),
                     state.active)
    if result.active is not None:
        text = f"{state.name(result.active)} is the Active Player: {result.reason}"
        state = state.why(result.active, "active", (s0, s1)[result.active].priority.lo, text,
                          result.rule, detail=detail, note=f"{text} ({result.rule})")
        state = settle_priorities(_clash_over(state), (s0.priority.lo, s1.priority.lo))
        return _goto(replace(state, active=result.active), "start"), False
    state = state.why(None, "active", s0.priority.lo, f"Clash: {result.reason}", result.rule,
                      detail=detail, note=f"Clash: {result.reason} ({result.rule})")
    for seat in (0, 1):
        kit = state.kits[seat]
        if not any(c in kit.bases for c in state.fighters[seat].hand):
            state = state.note(f"{state.name(seat)} has no base left: straight to Recycle "
                               '(000 "Priority Tie? - Clash!")')
            return _goto(state, "recycle"), False
    return _goto(state, "clash", clash_choices=(None, None)), False


def _clash_over(state: GameState) -> GameState:
    """Once no clash is left, each fighter picks up the bases revealed before the one it
    plays (000 "Priority Tie? - Clash!": they go back to hand now, not at Recycle; only the
    base executed this beat cycles into a discard pile)."""
    for seat, fighter in enumerate(state.fighters):
        if not fighter.clash_bases:
            continue
        back = tuple(b for b in (fighter.base,) + fighter.clash_bases[:-1]
                     if b and b not in fighter.hand)
        if back:
            state = state.with_fighter(seat, hand=fighter.hand + back)
            state = state.note(f"{state.name(seat)} picks up {', '.join(back)}: the clash is "
                               'over (000 "Priority Tie? - Clash!")')
    return state


def _step_clash(state: GameState) -> tuple[GameState, bool]:
    a, b = state.cursor.clash_choices
    if a is None or b is None:
        return state, True
    for seat, base in ((0, a), (1, b)):
        fighter = state.fighters[seat]
        hand = list(fighter.hand)
        hand.remove(base)
        state = state.with_fighter(seat, hand=tuple(hand),
                                   clash_bases=fighter.clash_bases + (base,))
    return _goto(state, "reveal", clash_choices=(None, None)), False


def _step_ante(state: GameState) -> tuple[GameState, bool]:
    """000 "Ante Phase": players ante or pass in turn; an ante's actions waiting for a choice
    (`Cursor.work`) go on first."""
    if state.cursor.work is not None:
        return _run_work(state)
    return state, True


# ---------------------------------------------------------------- attacks


# Repeated attacks per beat before the engine stops repeating (a guard against a loop no
# printed card intends; each repeat needs its trigger to fire again).
MAX_REPEATS = 8


def _next_attack(state: GameState) -> GameState:
    """After an attack (or a skipped one): the same attack again when an effect repeats it
    (``repeat_attack``), else the Reactive Player's attack, or End of Beat."""
    cursor = state.cursor
    if cursor.repeat:
        state = replace(state, cursor=replace(cursor, repeat=False, repeats=cursor.repeats + 1))
        if cursor.repeats < MAX_REPEATS and state.outcome is None:
            state = state.note(f"{state.name(cursor.attacker)} carries out the attack again")
            return _begin_attack(state, cursor.attacker, again=True)
    if cursor.stack and cursor.stack[-1][5] == _AT_END:
        # The attack an End of Beat effect repeated is over: End of Beat goes on.
        step, order, done, work, event, _, before_move = cursor.stack[-1]
        return replace(state, phase=Phase.END, cursor=replace(
            state.cursor, step=step, order=order, done=done, work=work, event=event,
            before_move=before_move, stack=cursor.stack[:-1]))
    if teams.is_team_battle(state):
        state = replace(state, cursor=replace(state.cursor, target=None))
        order = teams.everyone(state)
        later = order[order.index(cursor.attacker) + 1:] if cursor.attacker in order else ()
        if later and state.outcome is None:
            return _begin_attack(state, later[0])
        return _goto(state, "end")
    if state.cursor.attacker == state.active:  # a duel: the Reactive Player attacks next
        return _begin_attack(state, 1 - state.active)
    return _goto(state, "end")


def _begin_attack(state: GameState, attacker: int, again: bool = False) -> GameState:
    """000 "Active Player Attack": a stunned fighter does not attack. ``again``: the attack is
    one carried out again (`Cursor.again`)."""
    if state.fighters[attacker].stunned:
        state = state.note(f"{state.name(attacker)} is stunned and does not attack "
                           '(000 "Guard & Stun")')
        state = replace(state, cursor=replace(state.cursor, attacker=attacker))
        return _next_attack(state)
    return _goto(state, "before", attacker=attacker, hit=False, dealt=0, soaked=0,
                 verdict=None, infinite_guard=(), no_damage=(), again=again)


def _step_range(state: GameState) -> tuple[GameState, bool]:
    """000 "Attack": check range (distance in spaces, min <= d <= max, counted from the
    standup or from a marker: `reach`), avoid, N/A.

    A range of X is answered by the attacker (its effect defines it), unless the attack
    cannot hit anyway: avoided, or a "cannot hit" (000 "Cannot vs. Do": it beats the card
    saying it hits)."""
    seat = state.cursor.attacker
    stats = pair_stats(state, seat)
    kind = stats.range.kind
    who = state.name(seat)
    if kind == "number" and teams.is_team_battle(state) and state.cursor.target is None:
        found = teams.targets_in_range(state, seat, stats.range.lo, stats.range.hi)
        if len(found) > 1:
            return state, True  # the attacker picks whom to hit (000 "Targeting Attacks")
        if found:
            state = replace(state, cursor=replace(state.cursor, target=found[0]))
    if state.cursor.verdict is not None:  # said by hand (`adjust_beat`): no range check
        hit = state.cursor.verdict
        text = f"{who} {'hits' if hit else 'misses'}: a correction by hand"
        return _resolve_hit(_hit_why(state, seat, text, hit, BY_HAND_RULE), hit), False
    reaches, where = (reach(state, seat, stats.range.lo, stats.range.hi) if kind == "number"
                      else (False, ""))
    if kind == "na":
        why = "its range is N/A (000 \"Other Effects\": N/A)"
    elif kind == "number" and not reaches:
        why = f"range {stats.range} does not reach {where} (000 \"Attack\")"
    elif has_flag(state, state.foe(seat), "avoid"):
        why = f"{state.name(state.foe(seat))} avoids attacks (000 \"Other Effects\": Avoid)"
        # an in-time event: the attack reached them and missed (Elien's Wall then goes)
        state = happened(state, state.foe(seat), "you_avoid_attack")
    elif restricted(state, seat, "hit"):
        why = f"an effect says {who} cannot hit (000 \"Cannot vs. Do\")"
    elif kind == "x":
        return state, True  # the attacker answers "hit" (its effect defines the range)
    else:
        text = f"{who} hits: {where} is within range {stats.range}"
        state = _hit_why(state, seat, text, True, '000 "Attack"')
        return _resolve_hit(state, True), False
    text, _, rule = why.rpartition(" (")
    return _resolve_hit(_hit_why(state, seat, f"{who} misses: {text}", False, rule.rstrip(")"),
                                 note=f"{who} misses: {why}"), False), False


def _hit_why(state: GameState, seat: int, text: str, hit: bool, rule: str,
             note: str | None = None) -> GameState:
    """Record whether ``seat``'s attack hits, with the range's breakdown (000 "Attack")."""
    stats = pair_stats(state, seat)
    return state.why(seat, "hit", distance(state, seat), text, rule, hit=hit,
                     detail=(f"Range {stats.range.explain()}",), note=note or text)


def _resolve_hit(state: GameState, hit: bool) -> GameState:
    seat = state.cursor.attacker
    if not hit:
        return _then(state, "after")  # after an avoided attack's in-time event, if any
    state = state.with_fighter(seat, hit_opponent=True)
    state = state.with_fighter(state.foe(seat), was_hit=True)
    state = replace(state, cursor=replace(state.cursor, hit=True))
    if has_flag(state, seat, "stun_on_hit"):
        state = stun(state, state.foe(seat), "an attack that stuns on hit")
    return _then(state, "hit")


def _step_damage(state: GameState) -> tuple[GameState, bool]:
    """000 "Attack": the opponent takes damage equal to the power minus their Armor (classic:
    Soak). Damage that brings their life to 0 or less records the in-time event
    ``damage_would_defeat_you``: an effect that replaces the defeat (César's Threat Level) is
    carried out or asked before the defeat is final (`_step_knockout`; ruling 95)."""
    seat = state.cursor.attacker
    foe = state.foe(seat)
    result = effect_damage.attack_damage(state, seat)
    if result is None:
        return _goto(state, "after"), False
    mine, theirs = pair_stats(state, seat), pair_stats(state, foe)  # for the "Why?" lines
    target = state.fighters[foe]
    rules = state.rules
    soaked = result.armor_used  # what the Armor or Soak prevented, whether used up or not
    if rules.soak:  # classic Soak reduces every hit and is never used up (002 "Soak")
        result = replace(result, armor_used=0, parts=tuple(
            ("soak" if label == "armor" else label, value) for label, value in result.parts))
    if life_loss.turned_from_damage(state, foe):  # not damage: no stun, no Damage triggers
        state = state.with_fighter(foe, armor_used=target.armor_used + result.armor_used,
                                   damage_soaked=target.damage_soaked + soaked)
        state = replace(state, cursor=replace(state.cursor, dealt=0, soaked=soaked))
        state = life_loss.lose(state, foe, target.life, target.life - result.dealt,
                               f"{state.name(seat)}'s {mine.name} hits: damage becomes life "
                               "loss", '000 "Other Effects"')
        return _then(state, "knockout"), False
    state = state.with_fighter(foe, life=result.life,
                               armor_used=target.armor_used + result.armor_used,
                               damage_soaked=target.damage_soaked + soaked,
                               damage_taken=target.damage_taken + result.dealt)
    state = replace(state, cursor=replace(state.cursor, dealt=result.dealt, soaked=soaked))
    parts = " ".join(f"{label} {value:+d}" if i else f"{label} {value}"
                     for i, (label, value) in enumerate(result.parts))
    state = state.why(
        foe, "life", -result.dealt, f"{state.name(seat)}'s {mine.name} hits: {result.dealt} "
        "damage", '000 "Attack"', parts=result.parts,
        detail=(f"Power {mine.power.explain()}", f"{rules.armor_word} {theirs.armor.explain()}"),
        note=f"{state.name(foe)} takes {result.dealt} damage ({parts}), life "
             f"{target.life} -> {result.life} (000 \"Attack\")")
    if result.dealt and result.life <= 0:
        state = happened(state, foe, "damage_would_defeat_you")
    return _then(state, "knockout"), False


def _step_knockout(state: GameState) -> tuple[GameState, bool]:
    """000 "Attack", "Defeat": a fighter whose life is 0 or less once the effects replacing
    that defeat have had their say is defeated at once; otherwise the attack goes on to its
    Damage triggers (or, with no damage, to "when you soak damage" or After)."""
    state = knock_out(state)
    if state.outcome is not None:
        return state, True
    if teams.is_team_battle(state) and teams.alone(state):
        # Stock Mode: a whole side knocked out; the beat ends at once, they come back next
        # beat (001 "Multiplayer Variants"; ruling 66)
        state = state.note("No enemy is left on the board this beat: straight to Recycle "
                           '(001 "Multiplayer Variants": Stock Mode)')
        return _goto(state, "cleanup"), False
    if state.cursor.dealt == 0:
        # No Damage triggers; armor that soaked the hit may still trigger (in-time).
        return _goto(state, "when_damage" if state.cursor.soaked else "after"), False
    return _goto(state, "damage_triggers"), False


def _step_stun(state: GameState) -> tuple[GameState, bool]:
    """000 "Attack": once the Damage triggers and the "when you take damage" triggers are
    done, damage done stuns the opponent when it exceeds their Guard (000 "Guard & Stun": the
    damage taken this beat; classic: this attack's damage against Stun Guard, 002 "Common
    Effects"). Guard is read now, so every effect of those windows counts (ruling 10); an
    infinite Guard against this damage (`infinite_guard`, Cadenza's Iron Body) holds unless
    the attack ignores Guard."""
    seat, target, dealt = state.cursor.attacker, state.cursor.target, state.cursor.dealt
    foe = state.foe(seat) if target is None else target  # the fighter this attack damaged
    if dealt == 0 or state.positions[foe] is None:
        # All of it soaked, or the fighter hit was defeated (a team battle): no stun to decide
        # and no Damage trigger to ask about it.
        return _goto(state, "after"), False
    if state.fighters[foe].stunned:
        return _goto(state, "damage_after_stun"), False
    rules = state.rules
    theirs = pair_stats(state, foe)
    taken = dealt if rules.stun_per_attack else state.fighters[foe].damage_taken
    stunned, why = dmg.stun_check(
        taken, theirs.guard.lo, ignore_guard=has_flag(state, seat, "ignore_guard"),
        vulnerable=has_flag(state, foe, "vulnerable"), per_attack=rules.stun_per_attack,
        infinite=foe in state.cursor.infinite_guard)
    guard = (f"{rules.guard_word} {theirs.guard.explain()}",)
    rule = '002 "Common Effects": Stun Guard' if rules.stun_per_attack else '000 "Guard & Stun"'
    if stunned:
        state = stun(state, foe, f"damage: {why} ({rule})", detail=guard, damage=taken)
    else:
        state = state.why(foe, "stun", taken, f"{state.name(foe)} is not stunned: {why}", rule,
                          detail=guard, note=f"{state.name(foe)} is not stunned: {why} ({rule})")
    return _then(state, "damage_after_stun"), False


# ---------------------------------------------------------------- Recycle


def _step_cleanup(state: GameState) -> tuple[GameState, bool]:
    """000 "Recycle Phase" steps 1-4, "Recycling Finishers", "Time Over"."""
    if state.final_beat:
        return _time_over(state), True
    state = state.note(f"Recycle: beat {state.beat} ends")
    finished = tuple(f.finisher_used for f in state.fighters)  # no rotation (000 "Finishers")
    if any(map(kit_has_counters_on_cards, state.kits)):
        state = recycle_counters(state, tuple(0 if done else 1 for done in finished))
    pool, trashed, box = state.pool, state.trashed, state.box
    fighters = list(state.fighters)
    gains: list[tuple[int, int, int, frc.ForceGain]] = []
    for seat in teams.recycling(state):
        f = fighters[seat]
        executed = f.current_base
        spare = tuple(b for b in ((f.base,) + f.clash_bases)
                      if b and b != executed and b not in f.hand)  # not picked up already
        if f.finisher_used and not state.rules.switch:
            # Classic: the anted Finisher leaves the game, the pair goes back to hand and no
            # discard pile moves (002 "Finisher Card Overview").
            back = tuple(c for c in (f.style, executed) if c) + spare
            f = replace(f, removed=f.removed + (f.finisher,), finisher=None,
                        hand=f.hand + back, discard1=f.discard1 + f.discarded)
        elif f.finisher_used:
            # The Finisher and the Switch that brought it leave the game; no rotation. Bases
            # an effect discarded stay discarded, in pile 1 (docs/rulings.md).
            back = tuple(c for c in (executed,) if c) + spare
            f = replace(f, removed=f.removed + (f.finisher, f.style), finisher=None,
                        hand=f.hand + back, discard1=f.discard1 + f.discarded)
        else:
            kept = None if f.style_gone == "hand" else f.style  # a style back to hand
            back = (f.style,) if f.style_gone == "hand" and f.style else ()
            pair = tuple(c for c in (kept, executed) if c) + f.discarded
            f = replace(f, hand=f.hand + f.discard2 + spare + back, discard2=f.discard1,
                        discard1=pair)
        if state.rules.force:
            entitled = frc.recycle_entitlement(f.life)
            # a team battle: the team's total against its cap, the gain kept by the member
            total = f.force + sum(fighters[s].force for s in range(len(fighters))
                                  if s != seat and state.teams[s] == state.teams[seat]
                                  and len(fighters) > 2)
            gain = frc.gain_force(total, entitled, pool, allow_box=True, limit=frc.cap(state))
            gain = replace(gain, force=f.force + gain.force - total)
            pool -= gain.from_pool
            box += gain.from_box
            trashed += gain.trashed
            gains.append((seat, gain.force - f.force, entitled, gain))
            f = replace(f, force=gain.force)
        fighters[seat] = _end_of_beat(f)
    state = replace(state, fighters=tuple(fighters), pool=pool, trashed=trashed, box=box)
    for seat, change, entitled, gain in gains:
        state = _recycle_why(state, seat, change, entitled, gain)
    if teams.is_team_battle(state) and state.rules.force:
        state = teams.revenge(state)
    taken = tuple((state.name(seat), gain.from_pool) for seat, _, _, gain in gains
                  if gain.from_pool)
    state = state.why(None, "pool", -sum(n for _, n in taken), "the fighters take Force at "
                      "Recycle", '000 "Recycle Phase" step 4', parts=taken)
    state, final = _final_beat_next(state)
    again = [recycle_again_counted(f, state.kits[i]) for i, f in enumerate(state.fighters)]
    state = replace(state, fighters=tuple(f for f, _ in again))
    if any(times for _, times in again) and any(map(kit_has_counters_on_cards, state.kits)):
        state = recycle_counters(state, tuple(times for _, times in again))
    ends = tuple((f.life, f.force) for f in state.fighters)  # the chart's point of this beat
    state = replace(state, beat=state.beat + 1, final_beat=final,
                    beat_ends=state.beat_ends + (ends,),
                    cursor=replace(state.cursor, repeats=0, repeat=False, firsts=(), since=(),
                                   target=None),
                    priorities=None, rivals=(), turns=())
    return _goto(variants.start_of_beat(state), "set"), False


def _final_beat_next(state: GameState) -> tuple[GameState, bool]:
    """Whether the next beat is the last: the Force pool is empty (000 "Time Over"), or, under
    a ruleset with a beat limit, the next beat is that limit (002 "Objective": 15 beats)."""
    limit = state.rules.beat_limit
    if limit is not None:
        if state.beat + 1 != limit:
            return state, False
        text = f"Beat {limit} is the last: the higher life wins after it"
        rule = f'{state.rules.source} "Objective"'
    elif state.pool == 0:
        text, rule = "The Force pool is empty: time over, one final beat", '000 "Time Over"'
    else:
        return state, False
    return state.why(None, "time_over", 0, text, rule, note=f"{text} ({rule})"), True


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


def _recycle_why(state: GameState, seat: int, change: int, entitled: int,
                 gain: frc.ForceGain) -> GameState:
    """Record ``seat``'s Force gained at Recycle (000 "Recycle Phase" step 4; "Time Over":
    from the box once the pool is empty)."""
    rule = '000 "Recycle Phase" step 4'
    parts = [("Recycle", 1)] + [("7 life or less", 1)] * (entitled - 1)
    if gain.trashed:
        parts.append((f"above {frc.cap(state)}: trashed", -gain.trashed))
    who = state.name(seat)
    text = f"{who} gains Force at Recycle" + (f" ({gain.from_box} from the box)"
                                              if gain.from_box else "")
    return state.why(seat, "force", change, text, rule, parts=tuple(parts))


def _end_of_beat(f: FighterState) -> FighterState:
    mods = tuple(replace(m, until="beat") if m.until == "next_beat" else m
                 for m in f.mods if m.until != "beat")
    return replace(f, style=None, base=None, clash_bases=(), finisher_used=False, antes=(),
                   mods=mods, armor_used=0, damage_taken=0, damage_soaked=0, was_hit=False,
                   hit_last_beat=f.hit_opponent, hit_opponent=False, stunned=False,
                   moved=False, moved_past=False, switched_sides=False,
                   reveal_done=frozenset(), when_done=frozenset(), secret=None, called=None,
                   called_style=None, style_gone=None,
                   trap_sprung=False, lost=(), discarded=(), life_lost=0, turned_out=(),
                   turned_up=())


def _time_over(state: GameState) -> GameState:
    """000 "Time Over": after the final beat the higher life wins; a tie goes to Reactive.
    Under the classic ruleset the same after beat 15 (002 "Objective"; 002 names no winner
    for equal life, so the 000 rule decides it: docs/rulings.md)."""
    if teams.is_team_battle(state):
        outcome, why = variants.stock_time_over(state) or teams.time_over(state)
        text = f"Time over after the final beat: {why}"
        state = state.why(outcome.winner, "outcome", state.fighters[outcome.winner].life, text,
                          '000 "Time Over"', note=f'{text} (000 "Time Over")')
        return replace(state, phase=Phase.OVER, outcome=outcome)
    a, b = state.fighters[0].life, state.fighters[1].life  # a duel (teams returned above)
    if a == b:
        outcome = Outcome("time_over_tie", state.reactive)
        why = f"equal life ({a}): the Reactive Player {state.name(state.reactive)} wins"
    else:
        outcome = Outcome("time_over", 0 if a > b else 1)
        why = f"{state.name(outcome.winner)} has more life ({max(a, b)} to {min(a, b)})"
    rule = '000 "Time Over"' if state.rules.force else \
        '002 "Objective"' + ('; a tie as 000 "Time Over"' if a == b else "")
    state = state.why(outcome.winner, "outcome", max(a, b), f"Time over after the final "
                      f"beat: {why}", rule,
                      detail=tuple(f"{state.name(s)}: {life} life" for s, life in ((0, a), (1, b))),
                      note=f"Time over after the final beat: {why} ({rule})")
    return replace(state, phase=Phase.OVER, outcome=outcome)


# ---------------------------------------------------------------- trigger windows


def _timings(state: GameState) -> tuple[str, ...]:
    """The timing keys of the window open now (an in-time window's: its event's)."""
    cursor = state.cursor
    return (cursor.event,) if cursor.step == "in_time" else STEPS[cursor.step].window[0]


def _window_effects(state: GameState, seat: int, done: frozenset[str] | None = None,
                    timings: tuple[str, ...] | None = None) -> list[tuple[str, str, Effect]]:
    """The triggers of the current window (or of ``timings``) ``seat`` may perform now
    (conditions met)."""
    grouped = by_timing(state, seat)
    candidates = [item for t in timings or _timings(state) for item in grouped.get(t, ())]
    if not candidates or (timings is None and _blocked_window(state, seat)):
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


def _once_a_beat(effect: Effect) -> bool:
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


def _blocked_window(state: GameState, seat: int) -> bool:
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


# A stack frame's `goto` marking an attack carried out again from End of Beat.
_AT_END = "@end"


def _repeat_at_end(state: GameState) -> GameState:
    """An End of Beat effect carries out its owner's attack again "as if activating it
    normally" (000 "Attack"; Psycho, Shadow): the End window is saved, the attack runs from
    Before to After (not at all if its owner is stunned), then End of Beat goes on."""
    cursor = state.cursor
    seat = cursor.attacker
    frame = (cursor.step, cursor.order, cursor.done, cursor.work, cursor.event, _AT_END,
             cursor.before_move)
    state = replace(state, cursor=replace(cursor, repeat=False, repeats=cursor.repeats + 1,
                                          stack=cursor.stack + (frame,)))
    if cursor.repeats >= MAX_REPEATS:
        return _next_attack(state)
    state = state.note(f"{state.name(seat)} carries out the attack again at End of Beat")
    return _begin_attack(state, seat, again=True)


def _step_window(state: GameState) -> tuple[GameState, bool]:
    cursor = state.cursor
    if cursor.work is not None:
        return _run_work(state)
    if cursor.repeat and cursor.step == "end":
        return _repeat_at_end(state), False
    order, done = cursor.order, cursor.done
    eligible: list = []
    while order:
        eligible = _window_effects(state, order[0], done)
        if eligible:
            break
        order, done = order[1:], frozenset()
    if order != cursor.order:
        state = replace(state, cursor=replace(cursor, order=order, done=done))
    if not order:
        return _after_window(state), False
    if len(eligible) == 1:
        eid, source, effect = eligible[0]
        if effect.action is not None and not effect.optional \
                and not teams.opponent_choices(state, order[0], effect):
            return _start_trigger(state, order[0], eid)
    return state, True


def _after_window(state: GameState) -> GameState:
    return _leave_window(state, state.cursor.step, {})


def _leave_window(state: GameState, name: str, cursor: dict) -> GameState:
    """The step after trigger window ``name``: Start leads to the Active Player's attack,
    After to the next attack or End, the others to `_FOLLOWING` (``cursor``: changes the
    window was entered with, passed on)."""
    if name == "start":
        return _begin_attack(state, state.active)
    if name == "after":
        return _next_attack(state)
    if name == "in_time":
        return _close_in_time(state)
    return _goto(state, _FOLLOWING[name], **cursor)


# ---------------------------------------------------------------- in-time windows

# In-time windows open inside one another at most this deep; deeper events are left to the
# players (a guard against two "whenever" movements answering each other forever).
MAX_IN_TIME_DEPTH = 6


def _open_in_time(state: GameState, goto: str = "") -> tuple[GameState, bool]:
    """Offer the oldest recorded in-time event (`Cursor.events`) whose fighter has a trigger
    that may fire now: the step it interrupts is saved and an "in_time" window for that
    fighter and event opens (000 "In-Time Triggers": they interrupt at once). Events with no
    such trigger are dropped. ``goto``: the step to enter once the window closes, when the
    interrupted step is a handler that had already finished. Returns (state, opened)."""
    cursor = state.cursor
    events = cursor.events
    while events:
        (seat, key), events = events[0], events[1:]
        if not _window_effects(state, seat, frozenset(), (key,)):
            continue
        if len(cursor.stack) >= MAX_IN_TIME_DEPTH:
            state = state.note(f"{state.name(seat)}: in-time triggers nested too deep; "
                               "resolve any more by hand")
            continue
        frame = (cursor.step, cursor.order, cursor.done, cursor.work, cursor.event, goto,
                 cursor.before_move)
        new = replace(cursor, step="in_time", order=(seat,), done=frozenset(), work=None,
                      event=key, events=events, stack=cursor.stack + (frame,))
        return replace(state, cursor=new), True
    return replace(state, cursor=replace(cursor, events=())), False


def _close_in_time(state: GameState) -> GameState:
    """Close the in-time window: the interrupted step resumes where it stopped (or its
    following step is entered, see `_open_in_time`)."""
    cursor = state.cursor
    step, order, done, work, event, goto, before_move = cursor.stack[-1]
    state = replace(state, cursor=replace(cursor, step=step, order=order, done=done, work=work,
                                          event=event, before_move=before_move,
                                          stack=cursor.stack[:-1]))
    return _then(state, goto) if goto else state


def _then(state: GameState, name: str) -> GameState:
    """Enter step ``name`` after a handler, once the in-time events it caused (a stun) have
    had their windows."""
    if state.cursor.events:
        state, opened = _open_in_time(state, name)
        if opened:
            return state
    return _goto(state, name)


# The step after each trigger window (Start and After lead to the next attack or End).
_FOLLOWING = {"ante_start": "ante", "reveal": "priority", "before": "range", "hit": "when_hit",
              "when_hit": "damage",
              "damage_triggers": "when_damage", "when_damage": "stun",
              "damage_after_stun": "after", "end": "recycle", "recycle": "cleanup"}


def _mark_done(state: GameState, seat: int, eid: str, how: str = "") -> GameState:
    eid = eid.partition(_BRANCH)[0]  # the trigger is done, whichever branch ran
    cursor = state.cursor
    notes = state.notes
    if how:
        source, effect = _effect(state, seat, eid)
        timing = timing_words(timing_key(effect))
        line = f"{state.name(seat)}: {source} ({timing}){'' if how[0] == ':' else ' '}{how}"
        notes += (state.rules.cite(line) if state.rules.citations else line,)
    state = replace(state, notes=notes,
                    cursor=replace(cursor, done=cursor.done | {eid}, work=None, offer=None,
                                   before_move=None, chosen=None))
    if cursor.step == "reveal":
        fighter = state.fighters[seat]
        state = state.with_fighter(seat, reveal_done=fighter.reveal_done | {eid})
    elif _once_a_beat(_effect(state, seat, eid)[1]) and how != _DECLINED:
        # A declined optional in-time trigger has not fired: its next occasion may use it.
        fighter = state.fighters[seat]
        state = state.with_fighter(seat, when_done=fighter.when_done | {eid})
    if eid.startswith("special:") and how != _DECLINED:
        card = state.kits[seat].special_card(split_effect_id(eid)[1])
        if card is not None and card.kind == "trap":
            # A trap's effect carried out: the opponent set it off (000 "Special Cards").
            state = happened(state.with_fighter(seat, trap_sprung=True), seat,
                             "opponent_triggers_trap")
    return state


_DECLINED = "skipped (optional)"

# An effect whose `branch` action picked a branch runs on under a derived id: the effect's id
# + "#~<index of the branch action><t (then) or e (else)>", once per branch taken.
_BRANCH = "#~"


def _effect(state: GameState, seat: int, eid: str) -> tuple[str, Effect]:
    """The (source name, effect) an effect id names, looked up in the kit, so a trigger that
    took its own card out of play (Switch bringing the Finisher) can still finish.

    Raises:
        RuleViolation: the id names no effect of this fighter.
    """
    cache = state.kits[seat]._effects
    found = cache.get(eid)
    if found is None and _BRANCH in eid:
        parent, _, taken = eid.rpartition(_BRANCH)
        source, effect = _effect(state, seat, parent)
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


def _start_trigger(state: GameState, seat: int, eid: str) -> tuple[GameState, bool]:
    _, effect = _effect(state, seat, eid)
    if effect.action is None:
        return _mark_done(state, seat, eid, "done by hand"), False  # a summary
    return _run_work(effect_notes.begin(state, seat, eid), (seat, eid, 0, 0, 0))


def _run_work(state: GameState, work: tuple | None = None) -> tuple[GameState, bool]:
    """Carry out the trigger in progress (``work``, else the cursor's), action by action,
    pausing for a choice."""
    seat, eid, index, spent, moved = work or state.cursor.work
    source, effect = _effect(state, seat, eid)
    actions = effect.action
    reads_move = any(a.kind == "if_that_move" for a in actions)
    while True:
        if state.cursor.events:  # an in-time event interrupts between actions
            here = replace(state.cursor, work=(seat, eid, index, spent, moved))
            state, opened = _open_in_time(replace(state, cursor=here))
            if opened:
                return state, False
        if index >= len(actions):
            break
        action = actions[index]
        if action.kind == "branch":
            # 000 "Conditionals": read now; the branch's actions take this action's place.
            taken = "t" if condition_holds(state, seat, action.branch.if_) else "e"
            if taken == "t" and action.branch.may:  # "you may": the player decides
                work = (seat, eid, index, spent, moved)
                return replace(state, cursor=replace(state.cursor, work=work)), True
            eid = f"{eid}{_BRANCH}{index}{taken}"
            source, effect = _effect(state, seat, eid)
            actions = effect.action
            reads_move = any(a.kind == "if_that_move" for a in actions)
            continue
        if reads_move and action.kind in _MOVING:  # where the standups were (`if_that_move`)
            state = replace(state, cursor=replace(state.cursor, before_move=state.positions))
        if _card_movement_barred(state, seat, eid, action):
            state = state.note(f"{state.name(seat)} ignores the movement of {source} "
                               '(000 "Cannot vs. Do")')
            index += 1
            continue
        options = _options(state, seat, action, spent, moved)
        if options is not None and len(options) > 1:
            work = (seat, eid, index, spent, moved)
            return replace(state, cursor=replace(state.cursor, work=work)), True
        if options:
            work = (seat, eid, index, spent, moved)
            state, spent, moved, paused = _apply_key(state, work, action, options[0][0],
                                                     source)
            if paused:
                return state, True
        elif options is None:
            state = apply_simple(state, seat, action, source, spent, moved)
        else:  # no option: it cannot be carried out (a movement with no legal result...)
            state = effect_notes.blocked(state, seat, eid.partition(_BRANCH)[0], action,
                                         spent, moved)
        index += 1
        if state.outcome is not None:
            return state, True
    state, how = _what_it_did(state, seat, eid, actions)
    return _mark_done(state, seat, eid, how), False


def _what_it_did(state: GameState, seat: int, eid: str, actions) -> tuple[GameState, str]:
    """The state with the effect's record closed, and the words `_mark_done` ends its line
    with: what its actions changed (`effect_notes`), or "resolved" for an effect begun before
    that record was kept. An ante is not a trigger (000 "Ante Phase"): its line only when
    something changed that no note of its actions says ("" for none)."""
    base = eid.partition(_BRANCH)[0]
    state, words, noted = effect_notes.finish(state, seat, base, tuple(actions),
                                              _conditions(state, seat, eid))
    if base.startswith(ANTE_SOURCE + ":"):
        return state, "" if noted or words in ("", "no effect") else f": {words}"
    return state, f": {words}" if words else "resolved"


def _conditions(state: GameState, seat: int, eid: str) -> tuple:
    """The conditions that held for trigger ``eid`` (a branch's derived id included) to
    carry out its actions: its own, then those of each branch taken because it held."""
    found = []
    while _BRANCH in eid:
        parent, _, taken = eid.rpartition(_BRANCH)
        if taken[-1] == "t":
            found.append(_effect(state, seat, parent)[1].action[int(taken[:-1])].branch.if_)
        eid = parent
    condition = _effect(state, seat, eid)[1].condition
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


def _options(state: GameState, seat: int, action, spent: int, moved: int):
    """`action_options`, plus "ignore it" when the fighter choosing a movement is the one it
    moves and may ignore it (`ignoring`)."""
    options = action_options(state, seat, action, spent, moved)
    if options:
        options = ignoring.with_ignore_option(state, seat, chooser(state, seat, action),
                                              options)
    return options


def _apply_key(state: GameState, work: tuple, action, key: str,
               source: str) -> tuple[GameState, int, int, bool]:
    """Apply option ``key`` of the trigger in progress ``work``; a movement the moved fighter
    ignores is not made, and one they may ignore waits for their answer (``cursor.offer``).
    Returns the state, the tokens spent and spaces moved so far, and whether it waits."""
    seat, _, _, spent, moved = work
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


# ---------------------------------------------------------------- the table


STEPS: dict[str, Step] = {}

BEAT_SEQUENCE: tuple[Step, ...] = (
    Step("set", Phase.SET, '000 "Set Phase"', handler=_step_set),
    Step("ante_start", Phase.ANTE, '000 "Ante Phase"; "In-Time Triggers"',
         window=(("when:ante_phase_starts",), "both")),
    Step("ante", Phase.ANTE, '000 "Ante Phase"', handler=_step_ante),
    Step("reveal", Phase.REVEAL, '000 "Reveal Step"', window=(("reveal",), "both")),
    Step("priority", Phase.REVEAL, '000 "Reveal Step"', handler=_step_priority),
    Step("clash", Phase.CLASH, '000 "Priority Tie? - Clash!"', handler=_step_clash),
    Step("start", Phase.START, '000 "Start of Beat"', window=(("start",), "both")),
    Step("before", Phase.ATTACK, '000 "Attack": Before', window=(("before",), "attacker")),
    Step("range", Phase.ATTACK, '000 "Attack": Check Range', handler=_step_range),
    Step("hit", Phase.ATTACK, '000 "Attack": Hit',
         window=(("hit", "when:you_hit"), "attacker")),
    Step("when_hit", Phase.ATTACK, '000 "In-Time Triggers": when you are hit',
         window=(("when:you_are_hit",), "defender")),
    Step("damage", Phase.ATTACK, '000 "Attack": damage', handler=_step_damage),
    Step("knockout", Phase.ATTACK, '000 "Attack"; "Defeat"', handler=_step_knockout),
    Step("damage_triggers", Phase.ATTACK, '000 "Attack": Damage',
         window=(("damage", "when:you_deal_damage"), "attacker")),
    Step("when_damage", Phase.ATTACK, '000 "In-Time Triggers": when you take damage',
         window=(("when:you_take_damage", "when:you_soak_damage"), "defender")),
    Step("stun", Phase.ATTACK, '000 "Attack": the opponent may become stunned; "Guard & Stun"',
         handler=_step_stun),
    # The Damage triggers that ask whether this attack's damage stunned the opponent, once
    # that is decided (ruling 94).
    Step("damage_after_stun", Phase.ATTACK, '000 "Attack": Damage; ruling 94',
         window=(("damage", "when:you_deal_damage"), "attacker")),
    Step("after", Phase.ATTACK, '000 "Attack": After', window=(("after",), "attacker")),
    Step("end", Phase.END, '000 "End of Beat"', window=(("end",), "both")),
    Step("recycle", Phase.RECYCLE, '000 "Recycle Phase"', window=(("recycle",), "both")),
    # Entered only by `_open_in_time`, in the phase of the step it interrupts; its timing is
    # the cursor's event.
    Step("in_time", Phase.ATTACK, '000 "In-Time Triggers"', window=((), "both")),
    Step("cleanup", Phase.RECYCLE, '000 "Recycle Phase" steps 1-4, "Time Over"',
         handler=_step_cleanup),
)
STEPS.update({step.name: step for step in BEAT_SEQUENCE})


# ---------------------------------------------------------------- public API


def advance(state: GameState) -> GameState:
    """Run automatic steps until a decision is needed or the duel is over."""
    for _ in range(10_000):
        if state.outcome is not None:
            return state
        if state.cursor.events:  # in-time events a decision caused (000 "In-Time Triggers")
            state, _ = _open_in_time(state)
        step = STEPS[state.cursor.step]
        if step.window is not None:
            state, paused = _step_window(state)
        else:
            state, paused = step.handler(state)
        if paused:
            return state
    raise RuntimeError("the beat did not settle")  # pragma: no cover - a bug guard


def pending(state: GameState) -> Pending | None:
    """Who must decide what now, with every legal option; None once the duel is over.

    Computed once per state object (the assistant asks, then `apply` checks against it).
    """
    return memo(state, "pending", _pending, state)


def _pending_set(state: GameState) -> Pending:
    """Every standing fighter without a pair sets one, face down (000 "Set Pairs")."""
    seats = tuple(s for s in teams.standing(state) if not state.fighters[s].style)
    options: tuple[Decision, ...] = ()
    labels: tuple[str, ...] = ()
    for seat in seats:
        more, named = set_options_and_labels(state, seat)
        options += more
        labels += named
    return Pending(seats, "Set an attack pair face-down", options, labels)


def _pending_ante(state: GameState) -> Pending:
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


def _pending_range(state: GameState) -> Pending:
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


def _pending(state: GameState) -> Pending | None:
    if state.outcome is not None:
        return None
    cursor = state.cursor
    step = cursor.step
    if step == "set":
        return _pending_set(state)
    if step == "ante" and cursor.work is None:
        return _pending_ante(state)
    if step == "clash":  # a duel's two seats: a team battle never clashes (000 "Determining
        # Priority")
        seats = tuple(s for s in (0, 1) if cursor.clash_choices[s] is None)
        options = [Decision(s, "clash", b) for s in seats for b in state.fighters[s].hand
                   if b in state.kits[s].bases]
        return Pending(seats, "Clash: play a new base", tuple(options),
                       tuple(d.a for d in options))
    if step == "priority" and teams.is_team_battle(state):
        tied = teams.tied_teammates(state)
        options = tuple(Decision(m, "order", str(first)) for m in tied for first in tied)
        return Pending(tied, "Tied on priority: which of you acts first?", options,
                       tuple(f"{state.name(int(d.a))} first" for d in options))
    if step == "range":
        return _pending_range(state)
    if cursor.work is not None and cursor.offer is not None:
        seat, eid, index, spent, moved = cursor.work
        source, effect = _effect(state, seat, eid)
        found = dict(action_options(state, seat, effect.action[index], spent, moved) or [])
        mover = ignoring.mover_of(state, cursor.offer)
        return Pending((mover,), f"{source}: {state.name(mover)} may ignore this movement",
                       (Decision(mover, "choose", eid, cursor.offer),
                        Decision(mover, "choose", eid, ignoring.IGNORE)),
                       (found.get(cursor.offer, "Let the movement happen"),
                        f"{state.name(mover)} ignores this movement"))
    if cursor.work is not None:
        seat, eid, index, spent, moved = cursor.work
        source, effect = _effect(state, seat, eid)
        action = effect.action[index]
        found = _options(state, seat, action, spent, moved) or []
        who = chooser(state, seat, action)
        timing = timing_words(timing_key(effect))
        return Pending((who,), f"{source} ({timing}): {choose_words(action)}",
                       tuple(Decision(who, "choose", eid, k) for k, _ in found),
                       tuple(label for _, label in found))
    if STEPS[step].window is not None and cursor.order:
        seat = cursor.order[0]
        options, labels = [], []
        found = _window_effects(state, seat)
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
        key = _timings(state)[0]
        return Pending((seat,), f"{timing_words(key)}: resolve a trigger", tuple(options),
                       tuple(labels))
    return None  # pragma: no cover - every pausing step is listed above


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
        state = _resolve_hit(state, True) if verdict else _goto(state, "after")
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
        state, _ = _run_work(state, (decision.seat, eid, 0, 0, 0))
    return state


def _take_pass(state: GameState, decision: Decision) -> GameState:
    """A pass at the ante: once every side has passed in a row, Reveal (000 "Ante Phase")."""
    cursor = state.cursor
    if cursor.passes + 1 >= (teams.teams_standing(state) if teams.is_team_battle(state)
                             else 2):
        return _goto(state, "reveal")
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
    who = state.name(decision.seat)
    state = _hit_why(state, decision.seat, f"{who} {'hits' if hit else 'misses'}: the "
                     "attack's own effect defines its range X, and its player said so",
                     hit, '000 index "X (Range)"')
    return _resolve_hit(state, hit)


def _take_trigger(state: GameState, decision: Decision) -> GameState:
    """A trigger started (with, in a team battle, the enemy picked as "the opponent")."""
    if decision.b:
        state = replace(state, cursor=replace(state.cursor, chosen=(decision.seat,
                                                                    int(decision.b))))
    state, _ = _start_trigger(state, decision.seat, decision.a)
    return state


def _take_choice(state: GameState, decision: Decision) -> GameState:
    """A choice of the effect being carried out: a `may` branch taken or not, the moved
    fighter's answer to an offer to ignore a movement (`ignoring`), or an option."""
    cursor = state.cursor
    seat, eid, index, spent, moved = cursor.work
    source, effect = _effect(state, seat, eid)
    action = effect.action[index]
    if action.kind == "branch":  # a `may` branch: yes runs `then`, no skips the branch
        work = ((seat, f"{eid}{_BRANCH}{index}t", index, spent, moved)
                if decision.b == "t" else (seat, eid, index + 1, spent, moved))
        return replace(state, cursor=replace(state.cursor, work=work))
    if cursor.offer is not None:  # the moved fighter's answer (`ignoring`)
        key, state = cursor.offer, replace(state, cursor=replace(cursor, offer=None))
        if decision.b == ignoring.IGNORE:
            state, moved = ignoring.ignore(state, decision.seat, seat), 0
        else:
            state, spent, moved = apply_option(state, seat, action, key, spent, moved,
                                               source)
    else:
        state, spent, moved, paused = _apply_key(state, cursor.work, action, decision.b,
                                                 source)
        if paused:
            return state
    return replace(state, cursor=replace(state.cursor,
                                         work=(seat, eid, index + 1, spent, moved)))


#: What each kind of decision does to the step in progress.
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
    "decline": lambda state, d: _mark_done(state, d.seat, d.a, _DECLINED),
    "choose": _take_choice,
}
