"""Zaamassal's paradigms (fighters/zaamassal.yaml): the five Paradigm cards are forms, so taking
on one ends the one he had; he begins with none ("No Paradigm") (000 "Forms"; 002 "Game Setup"
for the classic cards)."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import finish, set_and_ante, start, until_step


def test_zaamassal_starts_without_a_paradigm_and_may_take_on_haste_after_an_urgent_attack():
    # Urgent Strike: priority 3 + 2 = 5 beats Combination Shot's 2, so Zaamassal attacks and
    # reaches his After Activating step, where Urgent offers the Paradigm of Haste.
    state = start("zaamassal", "shekhtur", positions=(3, 4))
    assert state.fighters[0].form == "No Paradigm"
    state = until_step(set_and_ante(state, ("Urgent", "Strike"), ("Combination", "Shot")),
                       "after")
    options = pending(state).options
    assert Decision(0, "trigger", "style:Urgent#1") in options
    assert Decision(0, "decline", "style:Urgent#1") in options
    state = finish(apply(state, Decision(0, "trigger", "style:Urgent#1")))
    assert state.fighters[0].form == "Paradigm of Haste"


def test_taking_on_a_new_paradigm_ends_the_old_one_and_declining_keeps_it():
    # Haste active; Warped Strike (priority 3) beats Combination Shot (2) and Warped offers the
    # Paradigm of Distortion after the attack.
    haste = start("zaamassal", "shekhtur", positions=(3, 4)).with_fighter(
        0, form="Paradigm of Haste")
    state = until_step(set_and_ante(haste, ("Warped", "Strike"), ("Combination", "Shot")),
                       "after")
    taken = finish(apply(state, Decision(0, "trigger", "style:Warped#1")))
    assert taken.fighters[0].form == "Paradigm of Distortion"
    declined = finish(apply(state, Decision(0, "decline", "style:Warped#1")))
    assert declined.fighters[0].form == "Paradigm of Haste"


def test_sturdy_lets_zaamassal_ignore_the_opponents_push():
    # Ludus's Safari Grasp (priority 5) beats Sturdy Strike (3) and hits at range 1 for 2:
    # Zaamassal 18. Ludus picks the push (3 -> 2); Zaamassal ignores it, so his Strike still
    # reaches range 1: 4 damage, Ludus 16.
    state = set_and_ante(start("zaamassal", "ludus", positions=(3, 4)), ("Sturdy", "Strike"),
                         ("Safari", "Grasp"))
    state = choose(state, "2,4")
    assert choice_keys(state) == ["2,4", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (3, 4)
    assert lives(state) == (18, 16)


def test_sturdy_also_covers_zaamassals_own_movement():
    # Sturdy Drive (priority 4) is Active: advance 1 or 2, or ignore the advance.
    state = set_and_ante(start("zaamassal", "ludus", positions=(2, 5)), ("Sturdy", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
