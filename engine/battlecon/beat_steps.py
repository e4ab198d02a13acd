"""The beat's steps that are not trigger windows (000 rulebook, "Beat Summary"): Set, Ante,
Priority, Clash, an attack's range, damage, defeat and stun checks, the attacks' order, and
Recycle. Each handler is ``handler(state) -> (state, status)``: `PAUSE` (it waits for a
decision), `AGAIN` (run the step again: its work goes on, or an in-time window opened) or
`DONE` (the step table, `beat_flow.BEAT_SEQUENCE`, enters the step its row names next).
A step whose next depends on the state has a function of the state in its row (the
``after_*`` functions here), giving the next step's name and the cursor's values it is
entered with; no handler enters another step itself.
"""

from __future__ import annotations

from typing import Any

from engine.notes import Note, note_kind

from . import damage as dmg
from . import effect_damage, life_loss, teams, variants
from . import force as frc
from .actions import stun
from .adjust_beat import RULE as BY_HAND_RULE
from .adjust_beat import active_by_hand, put_first
from .attack_pair import pair_stats
from .beat_work import run_work
from .counters import kit_has_counters_on_cards
from .counters import recycle as recycle_counters
from .defeat import knock_out
from .effects import distance
from .in_time import happened
from .passives import has_flag, restricted
from .priority import compare
from .reach import origin_reach_words, reach_origin
from .set_and_ante import recycle_again_counted
from .state import FighterState, GameState
from .state import evolve as replace
from .time_over import final_beat_next, time_over
from .values import settle_priorities

#: A handler's status: run the step again (its work goes on), wait for a decision, or go on
#: to the step its row names next.
AGAIN, PAUSE, DONE = 0, 1, 2

#: The next step's name and the cursor's values it is entered with.
Next = tuple[str, dict[str, Any]]

#: The "next" of a row whose step resumes the step an in-time window (or an attack repeated
#: at End of Beat) interrupted (`Cursor.stack`).
RESUME = "@resume"

#: A stack frame's `goto` marking an attack carried out again from End of Beat.
AT_END = "@end"

# Repeated attacks per beat before the engine stops repeating (a guard against a loop no
# printed card intends; each repeat needs its trigger to fire again).
MAX_REPEATS = 8

_NONE: dict[str, Any] = {}


def _hits(values: Any) -> str:
    return "hits" if values["hit"] else "misses"


def _damage_words(v: Any) -> str:
    parts = " ".join(f"{label} {value:+d}" if i else f"{label} {value}"
                     for i, (label, value) in enumerate(v["parts"]))
    return (f"{v['name']} takes {v['dealt']} damage ({parts}), life {v['life_before']} -> "
            f"{v['life_after']} (000 \"Attack\")")


# The notes of the beat's steps ("What happened"; engine/notes.py).
_ACTIVE = note_kind("active_player", '000 "Reveal Step"',
                    "{name} is the Active Player: {reason} ({rule})")
_ACTIVE_FORCED = note_kind(
    "active_player_forced", '000 "Reveal Step"',
    lambda v: f"{v['name']} is the Active Player whatever the priorities: "
              f"{'a correction by hand' if v['by_hand'] else 'an effect'} says so "
              '(000 "Reveal Step")')
_CLASH = note_kind("clash", '000 "Priority Tie? - Clash!"', "Clash: {reason} ({rule})")
_NO_BASE = note_kind("clash_no_base", '000 "Priority Tie? - Clash!"',
                     '{name} has no base left: straight to Recycle '
                     '(000 "Priority Tie? - Clash!")')
_BASES_BACK = note_kind(
    "clash_bases_back", '000 "Priority Tie? - Clash!"',
    lambda v: f"{v['name']} picks up {', '.join(v['bases'])}: the clash is over "
              '(000 "Priority Tie? - Clash!")')
_STUNNED_NO_ATTACK = note_kind("stunned_no_attack", '000 "Guard & Stun"',
                               '{name} is stunned and does not attack (000 "Guard & Stun")')
_ATTACK_AGAIN = note_kind("attack_again", '000 "Attack"', "{name} carries out the attack again")
_HIT_BY_HAND = note_kind("hit_by_hand", "",
                         lambda v: f"{v['name']} {_hits(v)}: a correction by hand")
_HIT_IN_RANGE = note_kind("hit_in_range", '000 "Attack"',
                          "{name} hits: {where} is within range {range}")
_MISS_NA = note_kind("miss_range_na", '000 "Other Effects"',
                     '{name} misses: its range is N/A (000 "Other Effects": N/A)')
_MISS_RANGE = note_kind("miss_out_of_range", '000 "Attack"',
                        '{name} misses: range {range} does not reach {where} (000 "Attack")')
_MISS_AVOIDED = note_kind("miss_avoided", '000 "Other Effects"',
                          '{name} misses: {foe_name} avoids attacks '
                          '(000 "Other Effects": Avoid)')
_MISS_CANNOT = note_kind("miss_cannot_hit", '000 "Cannot vs. Do"',
                         '{name} misses: an effect says {name} cannot hit (000 "Cannot vs. Do")')
_HIT_RANGE_X = note_kind(
    "hit_range_x", '000 index "X (Range)"',
    lambda v: f"{v['name']} {_hits(v)}: the attack's own effect defines its range X, and its "
              "player said so")
_DAMAGE = note_kind("damage_taken", '000 "Attack"', _damage_words)
_NO_ENEMY = note_kind("no_enemy_left", '001 "Multiplayer Variants"',
                      "No enemy is left on the board this beat: straight to Recycle "
                      '(001 "Multiplayer Variants": Stock Mode)')
_NOT_STUNNED = note_kind("not_stunned", '000 "Guard & Stun"',
                         "{name} is not stunned: {why} ({rule})")
#: The note that closes a beat's notes ("Recycle: beat N ends"; `assistant.views.beats_log`).
BEAT_ENDS = note_kind("beat_ends", '000 "Recycle Phase"', "Recycle: beat {beat} ends")


# ---------------------------------------------------------------- Set, Ante, Reveal, Clash


def step_set(state: GameState) -> tuple[GameState, int]:
    """000 "Set Phase": it ends the moment every standing fighter has set a pair."""
    fighters = state.fighters
    if all(fighters[s].style and fighters[s].base for s in teams.standing(state)):
        return state, DONE
    return state, PAUSE


def after_set(state: GameState) -> Next:
    """The Ante Phase, the side holding the Active status first (000 "Ante Phase"; a team
    battle: the team of the Active Player, or the next team when that fighter fell)."""
    first = state.active
    if teams.is_team_battle(state):  # the team holding the Active status antes first
        first = state.teams[state.active]
        if state.positions[state.active] is None:  # that fighter fell: the next team
            first = teams.next_team(state, first)
    return "ante_start", {"to_act": first, "passes": 0}


def step_priority(state: GameState) -> tuple[GameState, int]:
    """000 "Reveal Step", "Priority Tie? - Clash!": the Active Player by priority (a team
    battle: 000 "Team Reveal + Priority"), or a clash."""
    if teams.is_team_battle(state):
        if teams.tied_teammates(state):
            return state, PAUSE  # the tied teammates say who acts first (`pending`)
        state, reason = teams.team_priority(state)
        rule = '000 "Team Reveal + Priority"'
        hand = active_by_hand(state)
        if hand is not None:  # the team holds the Active status and it attacks first
            state, reason, rule = put_first(state, hand), "a correction by hand", BY_HAND_RULE
        name = state.name(state.active)
        text = f"{name} is the Active Player: {reason}"
        priority = pair_stats(state, state.active).priority.lo
        state = state.why(state.active, "active", priority, text, rule, note=Note.of(
            _ACTIVE, seat=state.active, name=name, reason=reason, rule=rule, priority=priority))
        return state, DONE
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
                          '000 "Reveal Step"', detail=detail, note=Note.of(
                              _ACTIVE_FORCED, seat=forced[0], name=state.name(forced[0]),
                              by_hand=hand is not None,
                              priorities=(s0.priority.lo, s1.priority.lo)))
        state = settle_priorities(_clash_over(state), (s0.priority.lo, s1.priority.lo))
        return replace(state, active=forced[0]), DONE
    result = compare((s0.priority.lo, s1.priority.lo), (s0.tiebreaker, s1.tiebreaker),
                     state.active)
    if result.active is not None:
        name = state.name(result.active)
        text = f"{name} is the Active Player: {result.reason}"
        priority = (s0, s1)[result.active].priority.lo
        state = state.why(result.active, "active", priority, text, result.rule, detail=detail,
                          note=Note.of(_ACTIVE, seat=result.active, name=name,
                                       reason=result.reason, rule=result.rule,
                                       priority=priority,
                                       priorities=(s0.priority.lo, s1.priority.lo)))
        state = settle_priorities(_clash_over(state), (s0.priority.lo, s1.priority.lo))
        return replace(state, active=result.active), DONE
    state = state.why(None, "active", s0.priority.lo, f"Clash: {result.reason}", result.rule,
                      detail=detail, note=Note.of(_CLASH, reason=result.reason,
                                                  rule=result.rule, priority=s0.priority.lo,
                                                  priorities=(s0.priority.lo, s1.priority.lo)))
    seat = _no_base(state)
    if seat is not None:
        state = state.note(_NO_BASE, seat=seat, name=state.name(seat))
    return state, DONE


def _no_base(state: GameState) -> int | None:
    """The first seat of a duel with no base left in hand to clash with, or None."""
    for seat in (0, 1):
        kit = state.kits[seat]
        if not any(c in kit.bases for c in state.fighters[seat].hand):
            return seat
    return None


def after_priority(state: GameState) -> Next:
    """Start of Beat once the priorities are settled (an Active Player); on a tie a clash,
    or Recycle when a fighter has no base left (000 "Priority Tie? - Clash!")."""
    if state.priorities is not None:
        return "start", _NONE
    if _no_base(state) is not None:
        return "recycle", _NONE
    return "clash", {"clash_choices": (None, None)}


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
            state = state.note(_BASES_BACK, seat=seat, name=state.name(seat), bases=back)
    return state


def step_clash(state: GameState) -> tuple[GameState, int]:
    """000 "Priority Tie? - Clash!": once both have played a new base, Reveal again."""
    a, b = state.cursor.clash_choices
    if a is None or b is None:
        return state, PAUSE
    for seat, base in ((0, a), (1, b)):
        fighter = state.fighters[seat]
        hand = list(fighter.hand)
        hand.remove(base)
        state = state.with_fighter(seat, hand=tuple(hand),
                                   clash_bases=fighter.clash_bases + (base,))
    return state, DONE


def step_ante(state: GameState) -> tuple[GameState, int]:
    """000 "Ante Phase": players ante or pass in turn; an ante's actions waiting for a choice
    (`Cursor.work`) go on first; once every side has passed in a row, Reveal."""
    cursor = state.cursor
    if cursor.work is not None:
        state, paused = run_work(state)
        return state, PAUSE if paused else AGAIN
    if cursor.passes and cursor.passes >= (
            teams.teams_standing(state) if teams.is_team_battle(state) else 2):
        return state, DONE
    return state, PAUSE


# ---------------------------------------------------------------- attacks


def begin_attack(state: GameState, attacker: int, again: bool = False,
                 **cursor: Any) -> Next:
    """The attack of ``attacker`` begins (000 "Active Player Attack"): its Before triggers,
    the attack's record reset (``again``: one carried out again, `Cursor.again`); a stunned
    fighter does not attack ("no_attack"). ``cursor``: more values the step is entered with."""
    if state.positions[attacker] is None:  # knocked out (000 "Defeat in Multiplayer")
        return after_attack(replace(state, cursor=replace(state.cursor, attacker=attacker)))
    if state.fighters[attacker].stunned:
        return "no_attack", {**cursor, "attacker": attacker}
    return "before", {**cursor, "attacker": attacker, "hit": False, "dealt": 0, "soaked": 0,
                      "verdict": None, "dealing": False, "infinite_guard": (),
                      "no_damage": (), "again": again}


def first_attack(state: GameState) -> Next:
    """After Start of Beat, the Active Player attacks first (000 "Active Player Attack")."""
    return begin_attack(state, state.active)


def step_no_attack(state: GameState) -> tuple[GameState, int]:
    """000 "Guard & Stun": a stunned fighter does not attack (``cursor.attacker``)."""
    attacker = state.cursor.attacker
    return state.note(_STUNNED_NO_ATTACK, seat=attacker, name=state.name(attacker)), DONE


def step_attack_again(state: GameState) -> tuple[GameState, int]:
    """An effect repeats the attack just made (``repeat_attack``, after its After triggers):
    the repeat is used, at most `MAX_REPEATS` times a beat (an attack repeated from End of
    Beat comes here with its repeat already counted, `beat_flow`)."""
    cursor = state.cursor
    if cursor.repeat:
        state = replace(state, cursor=replace(cursor, repeat=False, repeats=cursor.repeats + 1))
        if cursor.repeats < MAX_REPEATS:
            state = state.note(_ATTACK_AGAIN, seat=cursor.attacker,
                               name=state.name(cursor.attacker))
    return state, DONE


def after_attack_again(state: GameState) -> Next:
    """The attack carried out again, or past `MAX_REPEATS` the next attack."""
    cursor = state.cursor
    if cursor.repeats > MAX_REPEATS:
        return after_attack(state)
    return begin_attack(state, cursor.attacker, again=True)


def after_attack(state: GameState) -> Next:
    """After an attack (or one not made): the same attack again when an effect repeats it,
    else the End of Beat window an attack repeated from End of Beat interrupted, else the next
    attacker (a duel: the Reactive Player after the Active Player; a team battle: the next in
    turn order), or End of Beat (000 "Reactive Player Attack", "End of Beat")."""
    cursor = state.cursor
    if cursor.repeat:
        return "attack_again", _NONE
    if cursor.stack and cursor.stack[-1][5] == AT_END:
        # The attack an End of Beat effect repeated is over: End of Beat goes on.
        return RESUME, _NONE
    if teams.is_team_battle(state):
        order = teams.everyone(state)
        later = order[order.index(cursor.attacker) + 1:] if cursor.attacker in order else ()
        if later and state.outcome is None:
            return begin_attack(state, later[0], target=None)
        return "end", {"target": None}
    if cursor.attacker == state.active:  # a duel: the Reactive Player attacks next
        return begin_attack(state, 1 - state.active)
    return "end", _NONE


def step_range(state: GameState) -> tuple[GameState, int]:
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
            return state, PAUSE  # the attacker picks whom to hit (000 "Targeting Attacks")
        if found:
            state = replace(state, cursor=replace(state.cursor, target=found[0]))
    if state.cursor.verdict is not None:  # said by hand (`adjust_beat`): no range check
        hit = state.cursor.verdict
        text = f"{who} {'hits' if hit else 'misses'}: a correction by hand"
        note = Note.of(_HIT_BY_HAND, seat=seat, name=who, hit=hit)
        return resolve_hit(hit_why(state, seat, text, hit, BY_HAND_RULE, note), hit), DONE
    origin = (reach_origin(state, seat, stats.range.lo, stats.range.hi) if kind == "number"
              else (False, None, None, None))
    reaches, where = origin[0], origin_reach_words(state, origin) if kind == "number" else ""
    # where the range was counted from (`reach_origin`): a marker's name and space (None for
    # the standup), the distance from there to the opponent (None: no marker on the board)
    counted = {"origin": origin[1], "origin_space": origin[2], "origin_distance": origin[3]}
    if kind == "na":
        why = "its range is N/A (000 \"Other Effects\": N/A)"
        miss = Note.of(_MISS_NA, seat=seat, name=who)
    elif kind == "number" and not reaches:
        why = f"range {stats.range} does not reach {where} (000 \"Attack\")"
        miss = Note.of(_MISS_RANGE, seat=seat, name=who, range=str(stats.range), where=where,
                       distance=distance(state, seat), **counted)
    elif has_flag(state, state.foe(seat), "avoid"):
        foe_name = state.name(state.foe(seat))
        why = f"{foe_name} avoids attacks (000 \"Other Effects\": Avoid)"
        miss = Note.of(_MISS_AVOIDED, seat=seat, name=who, foe=state.foe(seat),
                       foe_name=foe_name)
        # an in-time event: the attack reached them and missed (Elien's Wall then goes)
        state = happened(state, state.foe(seat), "you_avoid_attack")
    elif restricted(state, seat, "hit"):
        why = f"an effect says {who} cannot hit (000 \"Cannot vs. Do\")"
        miss = Note.of(_MISS_CANNOT, seat=seat, name=who)
    elif kind == "x":
        return state, PAUSE  # the attacker answers "hit" (its effect defines the range)
    else:
        text = f"{who} hits: {where} is within range {stats.range}"
        state = hit_why(state, seat, text, True, '000 "Attack"', Note.of(
            _HIT_IN_RANGE, seat=seat, name=who, where=where, range=str(stats.range),
            distance=distance(state, seat), **counted))
        return resolve_hit(state, True), DONE
    text, _, rule = why.rpartition(" (")
    return resolve_hit(hit_why(state, seat, f"{who} misses: {text}", False, rule.rstrip(")"),
                               miss), False), DONE


def after_range(state: GameState) -> Next:
    """The Hit triggers of an attack that hits; After for one that misses (000 "Attack")."""
    return ("hit" if state.cursor.hit else "after"), _NONE


def hit_why(state: GameState, seat: int, text: str, hit: bool, rule: str,
            note: Note) -> GameState:
    """Record whether ``seat``'s attack hits (``text``, ``rule``), with the range's breakdown
    (000 "Attack"), and its ``note``."""
    stats = pair_stats(state, seat)
    return state.why(seat, "hit", distance(state, seat), text, rule, hit=hit,
                     detail=(f"Range {stats.range.explain()}",), note=note)


def hit_range_x(state: GameState, seat: int, hit: bool) -> GameState:
    """Record whether ``seat``'s attack whose own effect sets its range (X) hits, as its
    player said (000 index "X (Range)")."""
    who = state.name(seat)
    return hit_why(state, seat, f"{who} {'hits' if hit else 'misses'}: the attack's own effect "
                   "defines its range X, and its player said so", hit, '000 index "X (Range)"',
                   Note.of(_HIT_RANGE_X, seat=seat, name=who, hit=hit))


def resolve_hit(state: GameState, hit: bool) -> GameState:
    """The attack of ``cursor.attacker`` hits (``hit``: recorded on both fighters and the
    cursor, a stun on hit carried out) or misses (nothing recorded; `after_range`)."""
    seat = state.cursor.attacker
    if not hit:
        return state
    state = state.with_fighter(seat, hit_opponent=True)
    state = state.with_fighter(state.foe(seat), was_hit=True)
    state = replace(state, cursor=replace(state.cursor, hit=True))
    if has_flag(state, seat, "stun_on_hit"):
        state = stun(state, state.foe(seat), "an attack that stuns on hit")
    return state


def step_damage(state: GameState) -> tuple[GameState, int]:
    """000 "Attack": the opponent takes damage equal to the power minus their Armor (classic:
    Soak). Damage that brings their life to 0 or less records the in-time event
    ``damage_would_defeat_you``: an effect that replaces the defeat (César's Threat Level) is
    carried out or asked before the defeat is final (`_step_knockout`; ruling 95)."""
    seat = state.cursor.attacker
    foe = state.foe(seat)
    result = effect_damage.attack_damage(state, seat)
    if result is None:  # no number to deal (`after_damage`)
        return state, DONE
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
        state = replace(state, cursor=replace(state.cursor, dealt=0, soaked=soaked,
                                              dealing=True))
        state = life_loss.lose(state, foe, target.life, target.life - result.dealt,
                               f"{state.name(seat)}'s {mine.name} hits: damage becomes life "
                               "loss", '000 "Other Effects"')
        return state, DONE
    state = state.with_fighter(foe, life=result.life,
                               armor_used=target.armor_used + result.armor_used,
                               damage_soaked=target.damage_soaked + soaked,
                               damage_taken=target.damage_taken + result.dealt)
    state = replace(state, cursor=replace(state.cursor, dealt=result.dealt, soaked=soaked,
                                          dealing=True))
    state = state.why(
        foe, "life", -result.dealt, f"{state.name(seat)}'s {mine.name} hits: {result.dealt} "
        "damage", '000 "Attack"', parts=result.parts,
        detail=(f"Power {mine.power.explain()}", f"{rules.armor_word} {theirs.armor.explain()}"),
        note=Note.of(_DAMAGE, seat=foe, name=state.name(foe), attacker=seat,
                     dealt=result.dealt, parts=result.parts, life_before=target.life,
                     life_after=result.life))
    if result.dealt and result.life <= 0:
        state = happened(state, foe, "damage_would_defeat_you")
    return state, DONE


def after_damage(state: GameState) -> Next:
    """The defeat check once damage (or life loss) is dealt; After for an attack with no power
    to deal (`effect_damage.attack_damage` gives none: a power that is no number)."""
    return ("knockout" if state.cursor.dealing else "after"), _NONE


def step_knockout(state: GameState) -> tuple[GameState, int]:
    """000 "Attack", "Defeat": a fighter whose life is 0 or less once the effects replacing
    that defeat have had their say is defeated at once; otherwise the attack goes on to its
    Damage triggers (or, with no damage, to "when you soak damage" or After)."""
    state = knock_out(state)
    if state.outcome is not None:
        return state, PAUSE
    if teams.is_team_battle(state) and teams.alone(state):
        # Stock Mode: a whole side knocked out; the beat ends at once, they come back next
        # beat (001 "Multiplayer Variants"; ruling 66)
        state = state.note(_NO_ENEMY)
    return state, DONE


def after_knockout(state: GameState) -> Next:
    """Recycle when no enemy is left on the board (Stock Mode); with no damage dealt the
    "when you soak damage" window (armor soaked it) or After; else the Damage triggers."""
    if teams.is_team_battle(state) and teams.alone(state):
        return "cleanup", _NONE
    if state.cursor.dealt == 0:
        # No Damage triggers; armor that soaked the hit may still trigger (in-time).
        return ("when_damage" if state.cursor.soaked else "after"), _NONE
    return "damage_triggers", _NONE


def step_stun(state: GameState) -> tuple[GameState, int]:
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
        return state, DONE
    if state.fighters[foe].stunned:
        return state, DONE
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
                          detail=guard, note=Note.of(_NOT_STUNNED, seat=foe, name=state.name(foe),
                                                     why=why, rule=rule, damage=taken,
                                                     guard=theirs.guard.lo))
    return state, DONE


def after_stun(state: GameState) -> Next:
    """The Damage triggers that ask about the stun (ruling 94); After when no stun was to be
    decided (no damage dealt, or the fighter hit was defeated)."""
    cursor = state.cursor
    foe = state.foe(cursor.attacker) if cursor.target is None else cursor.target
    if cursor.dealt == 0 or state.positions[foe] is None:
        return "after", _NONE
    return "damage_after_stun", _NONE


# ---------------------------------------------------------------- Recycle


def step_cleanup(state: GameState) -> tuple[GameState, int]:
    """000 "Recycle Phase" steps 1-4, "Recycling Finishers", "Time Over"."""
    if state.final_beat:
        return time_over(state), PAUSE
    state = state.note(BEAT_ENDS, beat=state.beat)
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
    state, final = final_beat_next(state)
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
    return variants.start_of_beat(state), DONE


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
