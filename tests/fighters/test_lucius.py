"""Lucius's Shackles (fighters/lucius.yaml): unlocking a Shackle is a prompt, offered on Damage
only when his attack stunned the opponent (000 "Triggered Effects", "Guard & Stun"; 002 "Game
Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start, until_step

UNLOCK = Decision(0, "trigger", "ua:Chained Fury Trickster#0")


def test_the_shackle_prompt_is_offered_on_damage_only_when_the_attack_stunned():
    # Deft Strike (priority 3 + 0 = 3) beats Combination Shot (2) at distance 1: power 4 over
    # Shekhtur's guard 2 stuns him, so the prompt is offered.
    state = set_and_ante(start("lucius", "shekhtur", positions=(3, 4)), ("Deft", "Strike"),
                         ("Combination", "Shot"))
    state = until_step(state, "damage_triggers")
    assert UNLOCK in pending(state).options
    # Deft Grasp (priority 5): power 2 does not exceed guard 2, no stun, no prompt.
    state = set_and_ante(start("lucius", "shekhtur", positions=(3, 4)), ("Deft", "Grasp"),
                         ("Combination", "Shot"))
    state = until_step(state, "damage_triggers")
    assert UNLOCK not in pending(state).options
