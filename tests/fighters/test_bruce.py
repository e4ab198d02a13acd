"""Bruce's unique ability (Rising Spirit Martial Arts Legend), which is all prompts: the table
plays the Follow-Up Attack cards (fighters/bruce.yaml; 000 "Attack": After, "Optional
Triggers").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Bruce is seat 0.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start

FOLLOW_UP = "ua:Rising Spirit Martial Arts Legend#0"


def test_the_follow_up_attack_prompt_is_offered_after_an_attack_that_hit():
    # Distance 1. Bruce Intercepting Strike: range 1, priority -1 + 3 = 2, against Raederick
    # Iron Strike (priority 0): Bruce hits first, and his After Activating window offers the
    # Follow-Up Attack prompt (or skipping it).
    state = set_and_ante(start("bruce", "raederick", positions=(3, 4)),
                         ("Intercepting", "Strike"), ("Iron", "Strike"))
    while not (state.cursor.step == "after" and state.cursor.attacker == 0):
        state = apply(state, pending(state).options[0])
    options = pending(state).options
    assert Decision(0, "trigger", FOLLOW_UP) in options
    assert Decision(0, "decline", FOLLOW_UP) in options
