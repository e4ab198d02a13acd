"""Kehrolyn Ross: Exoskeletal, which lets her ignore any movement the opponent's effects apply
to her, one movement at a time (000 "Movement", "Optional Triggers"), and Whip, one Hit trigger
that stuns at range 1 and otherwise pulls 1, as a `branch` (000 "Conditionals").
fighters/kehrolyn.yaml.

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Grasp 1/2/5 (Hit: push or pull 1), Strike 1/4/3 guard 5. Kehrolyn's Current Form (her
unique ability: the style in discard pile 1 joins her attack) is left out by `bare`, which
empties that pile, except in the tests about it.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import formless, play_beat, set_and_ante, start
from tests.note_helpers import of_kind, stunned_by


def bare(state):
    """``state`` with Kehrolyn (seat 0) formless: no Current Form joins her attack."""
    return formless(state, 0)


def test_exoskeletal_lets_kehrolyn_ignore_the_push_the_opponent_picked():
    # Safari Grasp (priority 5) beats Exoskeletal Strike (3) and hits at range 1 for 2 - Soak 2
    # = 0. Ludus picks the push (Kehrolyn 3 -> 2); Kehrolyn ignores it and stays at range 1,
    # where her Strike hits for 4: Ludus 20 - 4 = 16.
    state = set_and_ante(bare(start("kehrolyn", "ludus", positions=(3, 4))),
                         ("Exoskeletal", "Strike"), ("Safari", "Grasp"))
    state = choose(state, "2,4")
    assert choice_keys(state) == ["2,4", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (3, 4)
    assert lives(state) == (20, 16)


def test_exoskeletal_does_not_cover_kehrolyns_own_advance():
    # Exoskeletal Drive (priority 4) is Active: advance 1 or 2 from 2, and no "ignore".
    state = set_and_ante(bare(start("kehrolyn", "ludus", positions=(2, 5))),
                         ("Exoskeletal", "Drive"), ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5"]


def test_whip_at_range_two_pulls_the_opponent_and_does_not_then_stun_them():
    # Kehrolyn on 3, Ludus on 5. Safari Strike (priority 3) goes first and misses (range 1).
    # Whip Shot (range 1~4 + 0~1, power 3) hits at range 2: pull 1 -> Ludus on 4. Now at
    # range 1, the stun branch must not follow; 3 damage does not pass Strike's guard 5.
    state = play_beat(bare(start("kehrolyn", "ludus", positions=(3, 5))), ("Whip", "Shot"),
                      ("Safari", "Strike"))
    assert state.positions == (3, 4)
    assert not stunned_by(state, None, "Whip")


def test_whip_at_range_one_stuns_the_opponent_and_does_not_pull():
    # Kehrolyn on 3, Ludus on 4. Whip Strike (priority 3) beats Safari Shot (2) and hits at
    # range 1: Ludus is stunned by the Hit trigger (and does not attack); nobody moves.
    state = play_beat(bare(start("kehrolyn", "ludus", positions=(3, 4))), ("Whip", "Strike"),
                      ("Safari", "Shot"))
    assert state.positions == (3, 4)
    assert stunned_by(state, "Ludus", "Whip")


# Shapeshifting Homunculus (002, Kehrolyn's unique ability; reference card text): the style in
# discard pile 1 is the Current Form and joins every attack, Finishers included.

def test_the_current_form_adds_its_numbers_to_the_attack():
    # Bladed (+2 Power) lies in discard pile 1. Whip Strike (priority 3) beats Safari Shot (2)
    # at range 1: 4 + 2 = 6 damage, and Whip's Hit stuns Ludus. Ludus 20 - 6 = 14.
    state = start("kehrolyn", "ludus", positions=(3, 4)).with_fighter(0, discard1=("Bladed",))
    state = play_beat(state, ("Whip", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (20, 14)


def test_the_current_forms_effects_fire_as_the_played_styles_do():
    # Whip lies in discard pile 1; Bladed Strike (priority 3) beats Safari Shot (2) at range 1:
    # the Current Form's Hit trigger stuns Ludus, who does not attack; 4 + 2 = 6 damage.
    state = start("kehrolyn", "ludus", positions=(3, 4)).with_fighter(0, discard1=("Whip",))
    state = play_beat(state, ("Bladed", "Strike"), ("Safari", "Shot"))
    assert stunned_by(state, "Ludus", "Whip")
    assert lives(state) == (20, 14)


def test_the_current_form_joins_a_finisher_too():
    # Kehrolyn on 7 life brings Hydra Fork (range 1~3, power 6, priority 0) with Bladed in
    # discard pile 1: power 6 + 2 = 8. Safari Shot (priority 2) hits her first for 3 (Hydra
    # Fork has Stun Immunity); then 8 damage to Ludus and she gains 5: 7 - 3 + 5 = 9.
    state = start("kehrolyn", "ludus", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Hydra Fork", discard1=("Bladed",))
    state = play_beat(state, ("Switch", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (9, 12)


def test_overload_loses_a_priority_tie_instead_of_clashing():
    # Quicksilver Overload (3 + 2 = 5) against Safari Grasp (5): a tie, and Overload loses it,
    # so Ludus is the Active Player with no clash. Grasp hits at range 1 for 2 (Kehrolyn's
    # guard 0: stunned), and Kehrolyn does not attack. Kehrolyn 20 - 2 = 18.
    state = set_and_ante(bare(start("kehrolyn", "ludus", positions=(3, 4))),
                         ("Quicksilver", "Overload"), ("Safari", "Grasp"))
    assert state.active == 1
    assert not of_kind(state, "clash")
