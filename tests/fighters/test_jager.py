"""Jager's unique ability (Signature Move), which is all prompts: the table plays the
Signature Move cards (fighters/jager.yaml; 000 "Triggered Effects", "Recycle Phase").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Jager is seat 0.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.fighter_helpers import set_and_ante, start


def test_the_signature_move_recycle_prompt_is_offered_at_recycle():
    # Jager on 1, Raederick on 7: Blood Moon Shot (range 1~4) and Iron Strike (range 1) both
    # miss; the beat goes on to Recycle, where the unique ability's prompt waits.
    state = set_and_ante(start("jager", "raederick", positions=(1, 7)),
                         ("Blood Moon", "Shot"), ("Iron", "Strike"))
    while state.phase != Phase.RECYCLE:
        state = apply(state, pending(state).options[0])
    assert Decision(0, "trigger", "ua:Signature Move#0") in pending(state).options
