"""Gaspar Geddon's unique ability (Realities Lost: two Clone markers) (fighters/gaspar.yaml;
000 "Markers", "Triggered Effects", "End of Beat"; 002 "Base Card Overview").

The clones' attacks are resolved by hand; the app takes every clone off the board at End of
Beat and offers the reveal rule as a prompt. The opponent is Ludus with Safari (+0 to every
stat, no effect the engine runs) and a standard base.
"""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import choice_keys, choose
from tests.fighter_helpers import (
    finish,
    set_and_ante,
    set_only,
    start,
    take,
    tokens,
    until_choice,
    until_offered,
)

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


# Issue 20: the extra bases are counted (an app-only "Extra base" counter, two a beat); the
# ante puts a Clone on Gaspar's space or next to it.
EXTRA = (0, "Extra base")
MOVED_ONTO = "ua:Realities Lost#6"


def test_each_extra_base_places_a_clone_and_instanced_gains_one_power_for_each():
    # Instanced Strike: power 4 - 1 = 3, + 2 for two extra bases = 5. Each ante puts a
    # Clone on Gaspar's space (2) or next to it, never both on one space.
    state = set_and_ante(start("gaspar", "ludus", positions=(2, 6)), ("Instanced", "Strike"),
                         ("Safari", "Shot"), antes=(EXTRA, EXTRA))
    assert pair_stats(state, 0).power.lo == 5
    clones = state.fighters[0].markers
    assert None not in clones and len(set(clones)) == 2
    assert all(abs(c - 2) <= 1 for c in clones)
    assert tokens(state, 0, "Extra base") == 0


def test_no_third_extra_base_is_offered_and_both_come_back_at_recycle():
    state = set_only(start("gaspar", "ludus", positions=(1, 7)), ("Instanced", "Strike"),
                     ("Safari", "Shot"))
    for _ in range(2):
        state = until_offered(state, Decision(0, "ante", "Extra base"))
        state = apply(state, Decision(0, "ante", "Extra base"))
        while pending(state).options[0].kind == "choose":
            state = apply(state, pending(state).options[0])
        state = apply(state, Decision(1, "pass"))
    assert Decision(0, "ante", "Extra base") not in pending(state).options
    state = finish(state)
    assert tokens(state, 0, "Extra base") == 2


def test_a_clone_on_the_space_where_the_opponents_movement_ends_leaves_the_board():
    # Gaspar on 2, a Clone on 4, Ludus on 6. Safari Drive (priority 4) beats Recursive Shot
    # (2); Drive's advance 2 ends on the Clone's space: it leaves the board at once.
    state = start("gaspar", "ludus", positions=(2, 6)).with_fighter(0, markers=(4, None))
    state = take(set_and_ante(state, ("Recursive", "Shot"), ("Safari", "Drive")),
                 Decision(1, "choose", "base:Drive#0", "2,4"))
    state = take(state, Decision(0, "trigger", MOVED_ONTO))
    assert state.fighters[0].markers == (None, None)
    # Advance 1 to 5: the Clone on 4 stays.
    other = start("gaspar", "ludus", positions=(2, 6)).with_fighter(0, markers=(4, None))
    other = take(set_and_ante(other, ("Recursive", "Shot"), ("Safari", "Drive")),
                 Decision(1, "choose", "base:Drive#0", "2,5"))
    other = take(other, Decision(0, "trigger", MOVED_ONTO))
    assert other.fighters[0].markers == (4, None)


def test_gordian_may_trade_places_with_a_clone():
    # Gaspar on 2, a Clone on 3, Ludus on 6: Gordian Strike (priority 4) beats Safari Strike
    # (3); Before: Gaspar takes the Clone's space and the Clone his.
    state = start("gaspar", "ludus", positions=(2, 6)).with_fighter(0, markers=(3, None))
    state = set_and_ante(state, ("Gordian", "Strike"), ("Safari", "Strike"))
    state = take(state, Decision(0, "trigger", "style:Gordian#0"))
    if pending(state).options[0].kind == "choose":
        state = apply(state, pending(state).options[0])
    assert state.positions[0] == 3
    assert state.fighters[0].markers == (2, None)


def test_replicated_with_exactly_one_extra_base_puts_the_second_clone_in_play():
    state = set_and_ante(start("gaspar", "ludus", positions=(2, 6)), ("Replicated", "Strike"),
                         ("Safari", "Shot"), antes=(EXTRA,))
    # The anted Clone went on Gaspar's space (2); at Reveal the second one may go on 1 or 3.
    assert state.fighters[0].markers == (2, None)
    state = take(state, Decision(0, "trigger", "style:Replicated#0"))
    assert choice_keys(state) == ["m1:1", "m1:3"]
    state = choose(state, "m1:3")
    assert state.fighters[0].markers == (2, 3)


def test_replicated_with_two_extra_bases_places_no_clone():
    state = set_and_ante(start("gaspar", "ludus", positions=(2, 6)), ("Replicated", "Strike"),
                         ("Safari", "Shot"), antes=(EXTRA, EXTRA))
    assert Decision(0, "trigger", "style:Replicated#0") not in pending(state).options


def test_cascading_moves_each_clone_up_to_two_spaces_hopping_over_the_opponent():
    # Gaspar on 2, Clones on 3 and 1, Ludus on 4. Cascading Strike (priority 5) beats Safari
    # Strike (3). Before: the Clone on 3 reaches 1, 2, 3 or, hopping over Ludus, 5 and 6; the
    # one on 1 reaches 1, 2 or 3; never Ludus's space, never both on one space.
    state = start("gaspar", "ludus", positions=(2, 4)).with_fighter(0, markers=(3, 1))
    state = until_choice(set_and_ante(state, ("Cascading", "Strike"), ("Safari", "Strike")),
                         "style:Cascading#0")
    keys = choice_keys(state)
    assert "m0:5,m1:3" in keys and "m0:6,m1:1" in keys
    assert not any(":4" in k for k in keys)
    assert "m0:3,m1:3" not in keys and "m0:2,m1:2" not in keys
    state = choose(state, "m0:6,m1:3")
    assert state.fighters[0].markers == (6, 3)
