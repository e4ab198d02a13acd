"""Lixis Ran Kanda's unique ability (Withering Touch Biomancer), which is a prompt: on each hit
the opponent discards a base from hand (fighters/lixis.yaml; 000 "Attack" (Hit), "Triggered
Effects"; 002 "Base Card Overview").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start

DISCARD_RULE = "ua:Withering Touch Biomancer#0"


def test_the_discard_prompt_is_offered_when_lixis_hits():
    # Naturalizing Strike: range 1 ~ 1+1 = 1~2, priority 3 + 1 = 4 beats Safari Strike 3; at
    # range 1 it hits. Take the first option of every decision until the prompt shows.
    state = set_and_ante(start("lixis", "ludus", positions=(3, 4)), ("Naturalizing", "Strike"),
                         ("Safari", "Strike"))
    while state.beat == 1 and Decision(0, "trigger", DISCARD_RULE) not in pending(state).options:
        state = apply(state, pending(state).options[0])
    assert state.cursor.step == "hit"
    assert state.cursor.attacker == 0
