"""Gaspar Geddon's unique ability (Realities Lost: two Clone markers) (fighters/gaspar.yaml;
000 "Markers", "Triggered Effects", "End of Beat"; 002 "Base Card Overview").

The clones' attacks are resolved by hand; the app takes every clone off the board at End of
Beat and offers the reveal rule as a prompt. The opponent is Ludus with Safari (+0 to every
stat, no effect the engine runs) and a standard base.
"""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import choose
from tests.fighter_helpers import finish, set_and_ante, start, until_choice

REVEAL_RULE = "ua:Realities Lost#0"
STUN_RULE = "ua:Realities Lost#3"


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


def test_a_stunned_gaspar_takes_every_clone_off_at_once():
    # Clones on 2 and 3, Gaspar on 3, Ludus on 4. Safari Strike (priority 3) beats Recursive
    # Shot (2) and hits for 4 > Shot's guard 2: Gaspar is stunned, and during the attack (not
    # at End of Beat) both clones leave the board: the first removal asks which one.
    state = start("gaspar", "ludus", positions=(3, 4)).with_fighter(0, markers=(2, 3))
    state = until_choice(set_and_ante(state, ("Recursive", "Shot"), ("Safari", "Strike")),
                         STUN_RULE)
    assert state.phase == Phase.ATTACK
    state = choose(state, "m0:0")
    assert state.fighters[0].markers == (None, None)
