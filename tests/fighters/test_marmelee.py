"""Marmelee's unique ability (Concentration) and the cards that spend her Concentration
counters (fighters/marmelee.yaml; 000 "Tokens & Counters", "Recycle Phase", "Other Effects":
Armor, You/Opponent is Stunned).

The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority; it cannot hit at
range 3 or more).
"""

from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import finish, play_beat, set_and_ante, start, take, tokens
from tests.note_helpers import damage, names, stunned


def test_marmelee_gains_1_counter_in_each_recycle_step():
    # She starts with 2. Nullifying Shot (range 2~5, priority 3) and Combination Shot (range
    # 1~4, no hit from range 3) miss at distance 6; nothing is spent: 2 + 1 = 3.
    state = play_beat(start("marmelee", "shekhtur", positions=(1, 7)),
                      ("Nullifying", "Shot"), ("Combination", "Shot"))
    assert tokens(state, 0, "Concentration") == 3


def test_petrifying_spends_2_counters_to_stun_on_hit():
    # Petrifying Grasp: range 1, power 1 + 2 = 3, priority -1 + 5 = 4, against Combination
    # Strike (priority 3, guard 5) at distance 1. Marmelee hits first and spends her 2 counters
    # (2 - 2 = 0): Shekhtur is stunned although 3 damage does not beat guard 5 (20 - 3 = 17),
    # so he does not attack. Recycle: 0 + 1 = 1.
    state = set_and_ante(start("marmelee", "shekhtur", positions=(3, 4)),
                         ("Petrifying", "Grasp"), ("Combination", "Strike"))
    state = take(state, Decision(0, "trigger", "style:Petrifying#1"))
    assert tokens(state, 0, "Concentration") == 0
    state = finish(state)
    assert "Shekhtur" in names(state, "stunned_no_attack")
    assert lives(state) == (20, 17)
    assert tokens(state, 0, "Concentration") == 1


def test_meditation_gives_soak_1_per_counter_spent_at_start_of_beat():
    # Petrifying Meditation: priority -1 + 3 = 2. Combination Strike (priority 3, power 6) hits
    # first at distance 1. Marmelee spends both counters at Start: Soak 2, 6 - 2 = 4 damage,
    # 20 - 4 = 16.
    state = play_beat(start("marmelee", "shekhtur", positions=(3, 4)),
                      ("Petrifying", "Meditation"), ("Combination", "Strike"),
                      choices={"Meditation": "2"})
    assert ("Marmelee", 4) in damage(state)
    assert lives(state)[0] == 16


def test_a_stunned_marmelee_loses_every_concentration_counter():
    # Sorceress Shot (priority 2 - 1 = 1) against Combination Strike (range 1, power 4 + 2 = 6,
    # priority 3) at range 1: Shekhtur hits first for 6, more than Shot's guard 2: Marmelee is
    # stunned and drops her 2 counters at once (Sorceress's End move then needs one she lacks);
    # Recycle gives 1: 0 + 1.
    state = play_beat(start("marmelee", "shekhtur", positions=(3, 4)),
                      ("Sorceress", "Shot"), ("Combination", "Strike"))
    assert "Marmelee" in stunned(state)
    assert tokens(state, 0, "Concentration") == 1
