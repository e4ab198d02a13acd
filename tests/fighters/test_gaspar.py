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


def _with_two_bases_in_discards(state):
    """Gaspar's piles: Recursive Drive in pile 1, Cascading Shot in pile 2 (two bases)."""
    return state.with_fighter(0, discard1=("Recursive", "Drive"),
                              discard2=("Cascading", "Shot"))


def test_inception_gains_two_power_and_two_stun_guard_per_base_in_the_discard_piles():
    # 002 "Base Card Overview" counts the bases in the piles (styles do not count); two bases:
    # Inception (power 2, priority 4) has +4 Power and Stun Guard 4. Ludus's Safari Grasp
    # (priority 5) strikes first for 2: 7 - 2 = 5 and, 2 not above Stun Guard 4, Gaspar is
    # not stunned; his Inception then hits for 2 + 4 = 6 (Grasp has no guard): 20 - 6 = 14.
    state = start("gaspar", "ludus", positions=(3, 4), life=(7, 20))
    state = _with_two_bases_in_discards(state.with_fighter(0, finisher="Inception"))
    state = finish(set_and_ante(state, ("Switch", "Strike"), ("Safari", "Grasp")))
    assert (state.fighters[0].life, state.fighters[1].life) == (5, 14)


def test_blank_infinity_soaks_one_per_base_in_the_discard_piles():
    # Two bases in the piles: Soak 2. Ludus's Safari Grasp (priority 5 > 3) deals 2, all
    # soaked (000 "Other Effects", Armor X): Gaspar stays on 7.
    state = start("gaspar", "ludus", positions=(3, 4), life=(7, 20))
    state = _with_two_bases_in_discards(state.with_fighter(0, finisher="Blank Infinity"))
    state = finish(set_and_ante(state, ("Switch", "Strike"), ("Safari", "Grasp")))
    assert state.fighters[0].life == 7


def test_blank_infinity_after_activating_drops_its_soak_and_takes_back_the_discard_piles():
    # Blank Infinity (priority 3) before Ludus's Safari Shot (2): after its attack Gaspar loses
    # all Soak, so the Shot's 3 damage lands in full (7 - 3 = 4), and the four cards of his
    # piles are in his hand.
    state = start("gaspar", "ludus", positions=(3, 5), life=(7, 20))
    state = _with_two_bases_in_discards(state.with_fighter(0, finisher="Blank Infinity"))
    state = finish(set_and_ante(state, ("Switch", "Strike"), ("Safari", "Shot")))
    assert state.fighters[0].life == 4
    assert {"Recursive", "Drive", "Cascading", "Shot"} <= set(state.fighters[0].hand)
