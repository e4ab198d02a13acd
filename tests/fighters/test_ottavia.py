"""Ottavia Six (fighters/ottavia.yaml): Target Lock's called number is kept for the beat and
takes 10 priority from an opponent who shows it at Reveal (002, Target Lock; 000 "Ante Phase",
"Reveal Step", "Triggered Effects")."""

from dataclasses import replace

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import choice_keys, lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import play_beat, set_and_ante, start, until_choice
from tests.note_helpers import stunned_by


def test_target_lock_takes_ten_priority_from_an_opponent_showing_the_called_number():
    # Ottavia calls 3; Safari Strike shows priority 3 and drops to -7, so Cybernetic Shooter
    # (priority 2) goes first (002, Target Lock).
    state = set_and_ante(start("ottavia", "ludus"), ("Cybernetic", "Shooter"),
                         ("Safari", "Strike"), antes=((0, "Target Lock", "3"),))
    assert state.active == 0
    assert pair_stats(state, 1).priority.lo == -7


def test_target_lock_on_another_number_changes_nothing():
    state = set_and_ante(start("ottavia", "ludus"), ("Cybernetic", "Shooter"),
                         ("Safari", "Strike"), antes=((0, "Target Lock", "4"),))
    assert state.active == 1
    assert pair_stats(state, 1).priority.lo == 3


def test_anti_personnel_is_stunned_by_any_hit_this_beat():
    # Anti-Personnel Strike: range 1 + 2~3 = 3~4, priority 3 - 1 = 2, guard 5. Ludus's Safari
    # Strike (priority 3) hits first at distance 1 for 4, not above guard 5, yet being hit
    # stuns Ottavia: she never attacks (Ludus stays at 20; Ottavia 20 - 4 = 16).
    state = play_beat(start("ottavia", "ludus", positions=(3, 4)), ("Anti-Personnel", "Strike"),
                      ("Safari", "Strike"))
    assert stunned_by(state, "Ottavia", "Anti-Personnel")
    assert lives(state) == (16, 20)


def test_demolition_stuns_an_opponent_of_priority_1_or_lower_on_hit():
    # Demolition Drive: priority 4 + 1 = 5 beats Safari Burst (1). Burst retreats Ludus to 5,
    # Drive advances Ottavia to 4: hit. Ludus's priority 1 is 1 or lower: Demolition stuns him
    # on hit, before any damage.
    state = play_beat(start("ottavia", "ludus", positions=(3, 4)), ("Demolition", "Drive"),
                      ("Safari", "Burst"))
    assert stunned_by(state, "Ludus", "Demolition")


def test_demolition_does_not_stun_an_opponent_of_higher_priority():
    # Safari Shot has priority 2: Demolition's hit leaves him unstunned by it.
    state = play_beat(start("ottavia", "ludus", positions=(3, 4)), ("Demolition", "Drive"),
                      ("Safari", "Shot"))
    assert not stunned_by(state, None, "Demolition")


def test_demolition_stuns_on_hit_an_opponent_of_priority_1_or_less():
    # The values tester's Idle style is +0 everywhere (tests/data/vocab_values.yaml).
    # Demolition Shot (priority 2 + 1 = 3, range 1~4, power 3) is Active against Idle Burst
    # (priority 1): Burst retreats 1 (5 -> 6) at Start, the Shot hits at distance 3 and
    # Demolition stuns the opponent on hit. Against Idle Shot (priority 2) it does not: the
    # 3 damage over guard 2 stuns instead.
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = start("ottavia", "valuer", positions=(3, 5), catalog=catalog)
    low = play_beat(state, ("Demolition", "Shot"), ("Idle", "Burst"), choices={"Burst": "3,6"})
    assert stunned_by(low, "Valuer", "Demolition")
    high = play_beat(state, ("Demolition", "Shot"), ("Idle", "Shot"))
    assert not stunned_by(high, "Valuer", "Demolition")
    assert stunned_by(high, "Valuer", "damage")


def test_anti_personnel_moves_her_directly_to_a_space_its_range_reaches_at_end_of_beat():
    # Ottavia on 3, Shekhtur on 5. Anti-Personnel Strike: range 1 + 2~3 = 3~4, priority 2;
    # Combination Strike (priority 3, range 1) and her attack both miss at distance 2. End of
    # Beat: the spaces 3 or 4 away from space 3 are 6 and 7 (none on the other side).
    state = set_and_ante(start("ottavia", "shekhtur", positions=(3, 5)),
                         ("Anti-Personnel", "Strike"), ("Combination", "Strike"))
    state = until_choice(state, "style:Anti-Personnel#1")
    assert choice_keys(state) == ["6,5", "7,5"]


def _finisher_beat(finisher, positions, called, ludus_pair):
    """Ottavia on 7 life brings ``finisher`` against Ludus's ``ludus_pair``, Target Lock
    calling ``called``; the state after the beat."""
    state = start("ottavia", "ludus", positions=positions, life=(7, 20))
    return play_beat(state.with_fighter(0, finisher=finisher), ("Switch", "Strike"), ludus_pair,
                     antes=((0, "Target Lock", called),))


def test_extreme_prejudice_reaches_a_target_locked_opponent_wherever_they_stand():
    # 002, Extreme Prejudice: Ludus's Safari Strike shows 3, the called number; range 5 is
    # reached: 10 damage. Ludus 20 - 10 = 10.
    state = _finisher_beat("Extreme Prejudice", (1, 6), "3", ("Safari", "Strike"))
    assert lives(state)[1] == 10


def test_extreme_prejudice_misses_an_opponent_not_target_locked():
    state = _finisher_beat("Extreme Prejudice", (3, 4), "4", ("Safari", "Strike"))
    assert lives(state)[1] == 20


def test_a_target_locked_opponent_cannot_hit_double_barrel():
    # 002, Double Barrel: Safari Grasp shows 5, the called number (then -5): its hit at range 1
    # does not land, Ottavia stays on 7. Called 4 instead, Grasp hits her for 2.
    assert lives(_finisher_beat("Double Barrel", (3, 4), "5", ("Safari", "Grasp")))[0] == 7
    assert lives(_finisher_beat("Double Barrel", (3, 4), "4", ("Safari", "Grasp")))[0] == 5


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


def test_after_double_barrel_target_lock_may_name_two_neighbouring_numbers():
    # Double Barrel (N/A, priority 4) from 1 against Safari Shot on 7: nobody hits. From the
    # next beat (back on 3 and 5, as above) Ottavia may call "2-3": Safari Strike shows 3 and
    # drops to -7.
    state = start("ottavia", "ludus", positions=(1, 7), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Double Barrel"), ("Switch", "Strike"),
                      ("Safari", "Shot"))
    state = set_and_ante(replace(state, positions=(3, 5)), ("Cybernetic", "Shooter"),
                         ("Safari", "Strike"), antes=((0, "Target Lock (two numbers)", "2-3"),))
    assert pair_stats(state, 1).priority.lo == -7


def test_two_numbers_are_offered_only_after_double_barrel():


    with pytest.raises(RuleViolation):
        set_and_ante(start("ottavia", "ludus"), ("Cybernetic", "Shooter"), ("Safari", "Strike"),
                     antes=((0, "Target Lock (two numbers)", "2-3"),))
