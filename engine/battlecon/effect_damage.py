"""Damage an effect deals outside an attack (Cairngort's Zero Hour at Start of Beat, three
points per Curse; Malandrax's Deathtrap at End of Beat): 000 rulebook, "Attack" and "Guard &
Stun"; 002 "Common Effects" (Soak, Stun Guard: damage greater than Stun Guard stuns).

It is damage, not life loss: the target's Armor (classic: Soak) reduces it, a damage cap and a
life floor hold, it counts as damage taken this beat and it stuns when it exceeds the target's
Guard (classic: this damage alone against Stun Guard). Life at 0 or less ends the duel at once.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.notes import Note, note_kind

from . import damage as dmg
from . import pair_query
from .attack_pair import pair_stats
from .defeat import knock_out
from .passives import has_flag, limit
from .state import GameState

_DAMAGE = note_kind("effect_damage", '000 "Attack"',
                    "{name} takes {amount} damage from {source}, life {before} -> {after} "
                    '(000 "Attack")')


def attack_damage(state: GameState, attacker: int) -> dmg.DamageResult | None:
    """What ``attacker``'s attack would deal its opponent now (000 "Attack": power less
    Armor, with the caps and floors in force; the attack's damage prevented in full by
    `prevent_attack_damage` is capped at 0), or None when its power is not a number. The
    damage step carries it out; a condition may read it first (Xenitia's Guilty)."""
    foe = state.foe(attacker)
    power = pair_stats(state, attacker).power
    if power.kind != "number":
        return None
    return dmg.deal_damage(
        power.lo, pair_stats(state, foe).armor.lo, state.fighters[foe].life,
        ignore_armor=has_flag(state, attacker, "ignore_armor"),
        vulnerable=has_flag(state, foe, "vulnerable"),
        damage_cap=0 if foe in state.cursor.no_damage else limit(state, foe, "damage_cap"),
        life_floor=limit(state, foe, "life_floor"))


def take(state: GameState, target: int, amount: int, source: str,
         stun: Callable[..., GameState]) -> GameState:
    """``target`` takes ``amount`` damage (points, 0 or more) from the effect ``source`` (a
    card's name); ``stun`` is `actions.stun` (passed in: actions imports this module).

    Returns the new state: life, Armor used, damage taken and soaked this beat, the stun when
    the damage exceeds Guard, and the duel's end (a knockout) when life falls to 0 or less.
    """
    if amount <= 0 or state.positions[target] is None:
        return state
    theirs = pair_stats(state, target)
    fighter = state.fighters[target]
    result = dmg.deal_damage(amount, theirs.armor.lo, fighter.life,
                             vulnerable=has_flag(state, target, "vulnerable"),
                             damage_cap=limit(state, target, "damage_cap"),
                             life_floor=limit(state, target, "life_floor"))
    rules = state.rules
    soaked = result.armor_used
    used = 0 if rules.soak else result.armor_used  # classic Soak is never used up (002)
    state = state.with_fighter(target, life=result.life,
                               armor_used=fighter.armor_used + used,
                               damage_soaked=fighter.damage_soaked + soaked,
                               damage_taken=fighter.damage_taken + result.dealt)
    state = state.why(target, "life", -result.dealt, f"{source}: {result.dealt} damage",
                      '000 "Attack"', parts=result.parts,
                      note=Note.of(_DAMAGE, seat=target, name=state.name(target),
                                   amount=result.dealt, source=source, before=fighter.life,
                                   after=result.life))
    if result.life <= 0:
        return knock_out(state)
    taken = result.dealt if rules.stun_per_attack else state.fighters[target].damage_taken
    stunned, why = dmg.stun_check(taken, theirs.guard.lo,
                                  vulnerable=has_flag(state, target, "vulnerable"),
                                  per_attack=rules.stun_per_attack)
    if stunned:
        rule = '002 "Common Effects": Stun Guard' if rules.stun_per_attack \
            else '000 "Guard & Stun"'
        state = stun(state, target, f"{source}'s damage: {why} ({rule})", damage=taken)
    return state


# The damage answers the conditions that read it (`pair_query`).
pair_query.provide(attack_damage=attack_damage)
