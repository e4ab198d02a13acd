"""Thessala's unique ability (Continuous Evolution): the Evolution Board is kept on the table
(its bonuses are prompts) and the app counts its covered spaces (fighters/thessala.yaml; 000
"Ante Phase": Limited Ante, "Tokens & Counters")."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import with_hand
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)

EVOLVE = Decision(0, "ante", "Evolve")


def test_evolving_is_offered_as_an_ante_once_per_beat():
    # Thessala (the Active Player) antes first: Evolve is among her options.
    state = with_hand(with_hand(start("thessala", "eligor"), 0, "Tempered", "Strike"),
                      1, "Counter", "Shot")
    state = apply(apply(state, Decision(0, "set", "Tempered", "Strike")),
                  Decision(1, "set", "Counter", "Shot"))
    assert EVOLVE in pending(state).options
    # Once evolved this beat, a second Evolve is refused.
    with pytest.raises(RuleViolation):
        set_and_ante(start("thessala", "eligor"), ("Tempered", "Strike"), ("Counter", "Shot"),
                     antes=((0, "Evolve"), (0, "Evolve")))


def test_an_opponent_lash_pulls_past_thessala_cannot_hit_her():
    # Liquid Lash (range 2~3, power 3 - 1, priority 3 + 2) beats Safari Strike (3) at range 2
    # and pulls up to 2: from 5 over Thessala (on 3) onto 2. Ludus, next to her, cannot hit;
    # Lash dealt 2: Ludus 18.
    state = play_beat(start("thessala", "ludus", positions=(3, 5)), ("Liquid", "Lash"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 18)
    # From range 3 the pull (6 -> 4) stops next to her without passing: Strike hits for 4.
    state = play_beat(start("thessala", "ludus", positions=(3, 6)), ("Liquid", "Lash"),
                      ("Safari", "Strike"))
    assert lives(state) == (16, 18)


# Issue 20: the app counts the covered spaces ("Evolution Tracker"; one at the start).


def _trackers(state):
    return tokens(state, 0, "Evolution Tracker")


def test_evolving_covers_one_more_space():
    state = play_beat(start("thessala", "eligor", positions=(1, 7)), ("Slicing", "Strike"),
                      ("Counter", "Shot"), antes=((0, "Evolve"),))
    assert _trackers(state) == 2


def test_galvanized_takes_up_to_two_trackers_off_for_stun_guard_2_each_then_covers_one():
    # Three trackers by hand; Kehrolyn (no Current Form) Bladed Strike: priority 3 beats
    # Galvanized Strike's 1 and hits for 6. Two trackers taken off at Start: Stun Guard 5 + 4
    # = 9, no stun, and Thessala strikes back for 4. End of Beat covers one: 3 - 2 + 1 = 2.
    state = formless(holding(start("thessala", "kehrolyn", positions=(3, 4)), 0,
                             "Evolution Tracker", 3))
    pairs = (("Galvanized", "Strike"), ("Bladed", "Strike"))
    guarded = until_choice(set_and_ante(state, *pairs), "style:Galvanized#0")
    assert "3" not in choice_keys(guarded)
    guarded = finish(choose(guarded, "2"))
    assert lives(guarded) == (14, 16)
    assert _trackers(guarded) == 2
    # None taken off: Stun Guard 5, stunned by the 6 damage, no attack back.
    bare = finish(choose(until_choice(set_and_ante(state, *pairs), "style:Galvanized#0"), "0"))
    assert lives(bare) == (14, 20)
    assert _trackers(bare) == 4


def test_lash_covers_a_space_when_it_deals_damage_and_molten_when_thessala_is_hit():
    # Thessala on 3, the valuer on 5. Slicing Lash (range 2~3, priority 3) beats Idle Shot
    # (2) and hits for 3 at range 2: one tracker more.
    state = play_beat(against_valuer("thessala", positions=(3, 5)), ("Slicing", "Lash"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == 17
    assert _trackers(state) == 2
    # Molten Lash (priority 2) against Idle Drive (4): Drive advances next to Thessala and
    # hits her for 3, more than Molten's Stun Guard 2: stunned, no Lash damage; Molten's
    # "when hit" covers a space.
    hit = play_beat(against_valuer("thessala", positions=(3, 5)), ("Molten", "Lash"),
                    ("Idle", "Drive"))
    assert lives(hit) == (17, 20)
    assert _trackers(hit) == 2


def test_liquid_avoids_an_attack_made_from_a_distance_equal_to_her_power():
    # Thessala on 2, the valuer on 5 (distance 3). Liquid Strike (power 4 - 1 = 3, priority
    # 5) misses first; Idle Shot (range 1~4) reaches distance 3 = her power: it misses too.
    state = play_beat(against_valuer("thessala", positions=(2, 5)), ("Liquid", "Strike"),
                      ("Idle", "Shot"))
    assert lives(state) == (20, 20)
    # Slicing Strike (power 4): distance 3 is not her power, Shot hits her for 3.
    other = play_beat(against_valuer("thessala", positions=(2, 5)), ("Slicing", "Strike"),
                      ("Idle", "Shot"))
    assert lives(other) == (17, 20)
