"""Damage, armor, guard, stun and life (000 rulebook, "Attack", "Guard & Stun", "Other Effects").

Pure arithmetic on life points; the beat flow in `beat.py` calls these.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RuleViolation


@dataclass(frozen=True, slots=True)
class DamageResult:
    """What one hit did.

    Attributes:
        dealt: damage taken, life points (after armor, cap and life floor).
        armor_used: armor consumed by this hit (0 when armor was ignored).
        prevented: damage prevented by a cap or a life floor (does not count toward stun).
        life: the defender's life afterwards.
        parts: (label, points) for the breakdown; power minus the reductions equals dealt.
    """

    dealt: int
    armor_used: int
    prevented: int
    life: int
    parts: tuple[tuple[str, int], ...]


def deal_damage(power: int, armor: int, life: int, *, ignore_armor: bool = False,
                vulnerable: bool = False, damage_cap: int | None = None,
                life_floor: int | None = None) -> DamageResult:
    """Damage from a hit of ``power`` against ``armor`` (000 "Attack", "Other Effects").

    Damage = power minus armor; the armor that reduced it is consumed (000 "Armor X"). Ignore
    Armor and Vulnerable treat armor as 0 and do not consume it. "Cannot take more than X at a
    time" applies after armor; "life cannot fall below X" prevents the rest. Prevented damage
    does not count toward stun (000 "Other Effects").

    Args:
        power: the attack's power, points (N/A reads as 0 and is passed as 0).
        armor: the defender's unspent armor, points.
        life: the defender's life, points.
    """
    power = max(0, power)
    parts: list[tuple[str, int]] = [("power", power)]
    effective = 0 if (ignore_armor or vulnerable) else max(0, armor)
    used = min(effective, power)
    if used:
        parts.append(("armor", -used))
    dealt = power - used
    prevented = 0
    if damage_cap is not None and dealt > damage_cap:
        prevented += dealt - damage_cap
        parts.append(("cannot take more at a time", -(dealt - damage_cap)))
        dealt = damage_cap
    if life_floor is not None and life - dealt < life_floor:
        stop = max(0, life - life_floor)
        prevented += dealt - stop
        parts.append(("life cannot fall lower", -(dealt - stop)))
        dealt = stop
    return DamageResult(dealt, used, prevented, life - dealt, tuple(parts))


def stun_check(damage_taken: int, guard: int, *, stun_immune: bool = False,
               ignore_guard: bool = False, vulnerable: bool = False,
               per_attack: bool = False, infinite: bool = False) -> tuple[bool, str]:
    """Whether damage stuns (000 "Guard & Stun"), and why, in words.

    Stunned when the damage taken during the beat exceeds guard; Ignore Guard and Vulnerable
    read guard as 0; Stun Immunity wins over everything (000 "Cannot vs. Do"). With
    ``per_attack`` (the classic ruleset), ``damage_taken`` is one attack's damage and guard is
    Stun Guard: that attack alone must exceed it (002 "Common Effects": Stun Guard).
    ``infinite``: an effect made guard infinite against this damage (Cadenza's Iron Body): no
    damage exceeds it, unless guard is ignored.
    """
    if damage_taken <= 0:
        return False, "no damage taken"
    if stun_immune:
        return False, "stun immunity"
    name = "Stun Guard" if per_attack else "guard"
    if infinite and not (ignore_guard or vulnerable):
        return False, f"{name} is infinite against this damage"
    effective = 0 if (ignore_guard or vulnerable) else guard
    why = f"{name} ignored" if effective != guard else f"{name} {guard}"
    when = "in this attack" if per_attack else "this beat"
    if damage_taken > effective:
        return True, f"{damage_taken} damage {when} exceeds {why}"
    return False, f"{damage_taken} damage {when} does not exceed {why}"


def chip(life: int, amount: int) -> int:
    """Life after Chip ``amount`` (000 "Other Effects", Chip X): never below 1 by chip.

    A fighter already at 1 stays at 1; chip is not damage and ignores armor.
    """
    if amount <= 0:
        return life
    return max(min(life, 1), life - amount)


def regain(life: int, amount: int, starting_life: int) -> int:
    """Life after regaining ``amount``: never above starting life (000 "Regain Life")."""
    return min(starting_life, life + max(0, amount))


def spend_life(life: int, amount: int) -> int:
    """Life after spending ``amount`` life points (000 "Spend Life/Counters").

    Raises:
        RuleViolation: the spend would use the last point of life.
    """
    if amount >= life:
        raise RuleViolation(f"cannot spend {amount} life with {life} left: the last point "
                            "of life can never be spent", '000 "Other Effects": Spend Life')
    return life - amount
