"""Gaspar Geddon's unique ability (Realities Lost: two Clone markers) (fighters/gaspar.yaml;
000 "Markers", "Triggered Effects", "End of Beat"; 002 "Base Card Overview").

The clones' attacks are resolved by hand; the app takes every clone off the board at End of
Beat and offers the reveal rule as a prompt. The opponent is Ludus with Safari (+0 to every
stat, no effect the engine runs) and a standard base.
"""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import finish, set_and_ante, start

REVEAL_RULE = "ua:Realities Lost#0"


def test_every_clone_leaves_the_board_at_end_of_beat():
    # Gaspar on 1 with his clones on 1 and 2, Ludus on 6 (distance 5): Recursive Strike (range
    # 1 ~ 1+1 = 1~2) and Safari Shot (range 1~4) both miss. End of Beat: both clones go off.
    state = start("gaspar", "ludus", positions=(1, 6)).with_fighter(0, markers=(1, 2))
    state = finish(set_and_ante(state, ("Recursive", "Strike"), ("Safari", "Shot")))
    assert state.beat == 2
    assert state.fighters[0].markers == (None, None)


def test_the_revealed_n_a_attack_rule_is_offered_at_reveal():
    # Gaspar is Active in the first beat, so his Reveal triggers come first: the ability's
    # prompt (N/A range or power sends the clones off and the extra bases back) is offered.
    state = set_and_ante(start("gaspar", "ludus"), ("Recursive", "Strike"), ("Safari", "Shot"))
    assert state.cursor.step == "reveal"
    assert Decision(0, "trigger", REVEAL_RULE) in pending(state).options
