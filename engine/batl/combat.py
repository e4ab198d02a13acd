"""Damage in BATL (004 "Combat"): the attacker's ATK less the target's DEF, never below 0;
temporary HP takes damage first; HP never goes below 0 nor above 20 (004 "Setup")."""

from __future__ import annotations

from .state import MAX_HP


def attack_damage(atk: int, defense: int) -> int:
    """Damage an attack deals: ``atk`` less ``defense``, never below 0 (life points)."""
    return max(0, atk - defense)


def take_damage(hp: int, temp_hp: int, damage: int) -> tuple[int, int]:
    """(HP, temporary HP) after ``damage`` life points: temporary HP is used up first, HP
    stops at 0."""
    absorbed = min(temp_hp, damage)
    return max(0, hp - (damage - absorbed)), temp_hp - absorbed


def heal(hp: int, amount: int) -> int:
    """HP after gaining ``amount``: never above 20 (temporary HP is apart, 004 "Setup")."""
    return min(MAX_HP, hp + amount) if amount > 0 else hp
