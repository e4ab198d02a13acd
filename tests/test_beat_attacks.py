"""Movement choices and attacks inside the beat (000 rulebook, "Movement", "Active Player
Attack", "Attack", "Guard & Stun", "Reactive Player Attack", "In-Time Triggers", "Defeat"),
named as rule sentences.

Board: positions are (seat 0's space, seat 1's space) on spaces 1..7. Card numbers are from
fighters/*.yaml and tests/data/examples.yaml (classic Soak plays as Armor, Stun Guard as Guard);
each expected value is worked out in the test's comment.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.battlecon.beat import pending
from engine.battlecon.errors import RuleViolation
from engine.battlecon.state import Outcome, Phase
from tests.beat_helpers import choice_keys, choose, lives, watcher_catalog
from tests.conftest import duel, pass_antes, play, set_pairs, with_hand

# --- Movement choices (000 "Movement") ---------------------------------------------------------


def drive_beat(positions):
    """Seat 0 Fracturing Drive (priority 4, Active) vs seat 1 Fracturing Shot (priority 2)."""
    state = duel("examples", "examples", positions=positions)
    return pass_antes(set_pairs(state, ("Fracturing", "Drive"), ("Fracturing", "Shot")))


def test_drive_advance_1_or_2_offers_exactly_the_two_landing_spaces():
    # From 3 toward 5: 1 space -> 4; 2 spaces -> 4, hop 5, land on 6.
    state = drive_beat((3, 5))
    assert state.phase == Phase.ATTACK
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["4,5", "6,5"]


def test_drive_with_one_legal_advance_is_applied_without_asking():
    # From 5 toward 7: 1 space -> 6; 2 spaces would hop 7 off the board. Only 6 is legal.
    # Then Fracturing Drive (range 1~2, power 3 + 3 = 6) hits at range 1: 6 > Shot's guard 2,
    # seat 1 is stunned and does not attack.
    state = drive_beat((5, 7))
    assert state.beat == 2
    assert state.positions == (6, 7)
    assert state.fighters[1].life == 14
    assert state.fighters[0].life == 20


def test_a_movement_with_no_legal_result_is_ignored_and_the_attack_goes_on():
    # From 6 toward 7: advance 1 hops 7 to 8 and advance 2 to 9, both off the board: Drive's
    # Before does nothing, and Fracturing Drive (range 1~2) still hits at range 1 for 6.
    state = drive_beat((6, 7))
    assert state.beat == 2
    assert state.positions == (6, 7)
    assert state.fighters[1].life == 14


def test_grasp_against_a_wall_can_only_pull_and_pulls_without_asking():
    # Seat 0 Barbed Grasp (range 1~2, power 2, priority 6) on 6, seat 1 Fracturing Shot on 7
    # (against the wall). Hit: push 1 is impossible, so pull 1: 7 -> hop 6 -> 5.
    # Damage 2 does not exceed Shot's guard 2, so seat 1 attacks back: Fracturing Shot range
    # 1~5, power 3 + 3 = 6 at range 1 -> seat 0 at 14.
    state = duel("examples", "examples", positions=(6, 7))
    state = with_hand(state, 0, "Barbed", "Grasp")
    state = pass_antes(set_pairs(state, ("Barbed", "Grasp"), ("Fracturing", "Shot")))
    assert state.beat == 2
    assert state.positions == (6, 5)
    assert (state.fighters[0].life, state.fighters[1].life) == (14, 18)


# --- Check range, hit, damage (000 "Attack") ---------------------------------------------------


def test_an_attack_out_of_range_misses_deals_no_damage_and_still_performs_its_after_trigger():
    # Shekhtur Unleashed Strike (range 1~2, priority 3) on 5 is Active against Eligor Counter
    # Shot (priority 1) on 1: range 4, a miss. Unleashed's After retreat (5 -> 6 or 7) comes
    # anyway; no damage, so no Malice from her Damage trigger.
    state = with_hand(duel(positions=(1, 5)), 1, "Unleashed")
    state = pass_antes(set_pairs(state, ("Counter", "Shot"), ("Unleashed", "Strike")))
    assert state.active == 1 and state.cursor.step == "after"
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["1,6", "1,7"]
    assert lives(state) == (20, 20)
    assert not state.fighters[1].hit_opponent and not state.fighters[0].was_hit
    assert state.tokens(1, "Malice") == 3


def test_a_hit_deals_the_attacks_power_minus_the_defenders_armor():
    # Shekhtur Combination Strike (range 1, power 4 + 2 = 6, priority 3) hits Eligor Retribution
    # Strike (priority 3 - 1 = 2, Soak 2 = Armor 2) at range 1: 6 - 2 = 4 damage, 20 -> 16.
    state = with_hand(duel(positions=(3, 4)), 0, "Retribution")
    state = pass_antes(set_pairs(state, ("Retribution", "Strike"), ("Combination", "Strike")))
    assert state.active == 1
    assert state.fighters[0].life == 16
    assert state.fighters[0].armor_used == 2
    assert state.fighters[0].damage_taken == 4
    # 4 damage does not exceed Strike's guard 5: Eligor is not stunned.
    assert not state.fighters[0].stunned


def test_an_attack_that_deals_no_damage_performs_no_damage_triggers():
    # Shekhtur Unleashed Grasp (range 1~2, power 2 - 1 = 1, priority 5) hits Eligor Retribution
    # Strike (Armor 2): 1 - 2 -> 0 damage. Grasp's Hit asks push (3 -> 2) or pull (3 -> hop 4 -> 5).
    state = with_hand(duel(positions=(3, 4)), 0, "Retribution")
    state = with_hand(state, 1, "Unleashed", "Grasp")
    state = pass_antes(set_pairs(state, ("Retribution", "Strike"), ("Unleashed", "Grasp")))
    assert state.cursor.step == "hit"
    assert choice_keys(state) == ["2,4", "5,4"]
    state = choose(state, "2,4")
    # Now at Unleashed's After retreat (4 -> 5 or 6): no damage dealt, so Shekhtur's "Damage:
    # gain Malice" was not performed (Malice stays 3); Eligor's Soak trigger gained 1 Vengeance
    # for the 1 point soaked (2 -> 3).
    assert state.cursor.step == "after" and choice_keys(state) == ["2,5", "2,6"]
    assert lives(state) == (20, 20)
    assert state.tokens(1, "Malice") == 3
    assert state.tokens(0, "Vengeance") == 3


def test_movement_after_the_hit_does_not_negate_it():
    # Seat 0 Steady Grasp (range 1, power 5*, priority 5) hits seat 1 Fracturing Shot (priority
    # 2, guard 2) at range 1; pushing it to range 2 before damage does not undo the hit:
    # 5 damage, 20 -> 15.
    state = duel("examples", "examples", positions=(3, 4))
    state = with_hand(state, 0, "Grasp")
    state = pass_antes(set_pairs(state, ("Steady", "Grasp"), ("Fracturing", "Shot")))
    assert choice_keys(state) == ["3,2", "3,5"]
    state = choose(state, "3,5")
    assert state.positions == (3, 5)
    assert state.fighters[1].life == 15


def dodge_beat():
    """Seat 0 Barbed Dodge (priority 3 + 1 = 4, Active) on 3 vs seat 1 Fracturing Strike
    (range 1~2, power 7, priority 3) on 5. Dodge: "Start: move 1, 2 or 3"; avoids attacks
    once the fighter has moved past the opponent."""
    state = with_hand(duel("examples", "examples"), 0, "Barbed", "Dodge")
    return pass_antes(set_pairs(state, ("Barbed", "Dodge"), ("Fracturing", "Strike")))


def test_dodge_offers_every_legal_move_of_1_2_or_3_spaces_either_way():
    # From 3 with the opponent on 5: back 1 -> 2, back 2 -> 1 (back 3 is off the board);
    # forward 1 -> 4, forward 2 -> hop 5 -> 6, forward 3 -> 7.
    state = dodge_beat()
    assert state.phase == Phase.START
    assert choice_keys(state) == ["1,5", "2,5", "4,5", "6,5", "7,5"]


def test_dodge_that_moved_past_the_opponent_avoids_its_attack():
    # Dodge's own attack (range N/A) cannot hit; Fracturing Strike would hit at range 1.
    state = choose(dodge_beat(), "6,5")
    assert state.beat == 2
    assert lives(state) == (20, 20)


def test_dodge_that_did_not_move_past_the_opponent_is_hit():
    state = choose(dodge_beat(), "4,5")
    assert state.beat == 2
    assert lives(state) == (13, 20)


# --- Guard and stun (000 "Guard & Stun") -------------------------------------------------------


@pytest.mark.parametrize(("style", "expected"), [
    # Steady Strike power 5* = Frozen Strike's guard 5: not stunned, Frozen Strike (power 4)
    # hits back: seat 0 at 16, seat 1 at 15.
    ("Steady", (16, 15)),
    # Fracturing Strike power 4 + 3 = 7 > guard 5: stunned, no attack back.
    ("Fracturing", (20, 13)),
])
def test_damage_stuns_only_when_it_exceeds_guard(style, expected):
    # Seat 0 X Strike (priority 3) vs seat 1 Frozen Strike (priority becomes 1) at range 1.
    state = duel("examples", "examples", positions=(3, 4))
    state = pass_antes(set_pairs(state, (style, "Strike"), ("Frozen", "Strike")))
    assert state.beat == 2
    assert lives(state) == expected


def test_a_stunned_reactive_player_does_not_attack_nor_perform_its_before_triggers():
    # Eligor Counter Strike (range 1, power 5, priority 2) hits Shekhtur Spiral Shot (priority 1,
    # guard 2) on range 1: 5 > 2, stunned. Had she attacked, Spiral's Before would have
    # advanced her 4 -> hop 3 -> 1 and Spiral Shot (power 3 - 2) would have hit Eligor.
    state = duel(positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Counter", "Strike"), ("Spiral", "Shot")))
    assert state.beat == 2
    assert lives(state) == (20, 15)
    assert state.positions == (3, 4)
    assert state.fighters[1].hit_last_beat is False


def test_a_stunned_active_player_does_not_attack_but_the_reactive_player_does():
    # Jugular Strike (priority 3 + 2 = 5) makes Shekhtur Active; Eligor's Counter Strike has the
    # same base, so its Start trigger stuns her. She does not attack; Eligor (power 5) does.
    state = duel(positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Counter", "Strike"), ("Jugular", "Strike")))
    assert state.beat == 2
    assert lives(state) == (20, 15)


def test_an_attack_in_progress_is_carried_out_even_if_the_attacker_becomes_stunned():
    # Seat 0 Fracturing Drive (priority 4) is stunned while its Before advance is being chosen;
    # the attack still goes on: advance 3 -> 4, range 1, power 3 + 3 = 6 -> seat 1 at 14.
    state = duel("examples", "examples")
    state = pass_antes(set_pairs(state, ("Fracturing", "Drive"), ("Fracturing", "Shot")))
    assert state.cursor.step == "before" and state.cursor.attacker == 0
    state = state.with_fighter(0, stunned=True)
    state = choose(state, "4,5")
    assert state.fighters[1].life == 14


# --- In-time triggers (000 "In-Time Triggers") ---------------------------------------------------


def reaver_beat(eligor_life: int = 20):
    """Shekhtur Reaver Shot (range 1~5, power 3, priority 2, Active) on 5 hits Eligor Martial
    Shot (priority 1, guard 2) on 4: 3 damage, Eligor stunned."""
    state = with_hand(duel(positions=(4, 5)), 1, "Reaver").with_fighter(0, life=eligor_life)
    return pass_antes(set_pairs(state, ("Martial", "Shot"), ("Reaver", "Shot")))


def test_when_you_take_damage_waits_for_the_attackers_damage_triggers():
    state = reaver_beat()
    # Shekhtur has two Damage triggers (Reaver's push, her ability's Malice) and orders them.
    assert state.fighters[0].life == 17
    now = pending(state)
    assert now.seats == (1,)
    assert sorted(d.a for d in now.options) == ["style:Reaver#0", "ua:Infernal Claw#0"]
    # Eligor's "when you take damage" has not happened yet: Vengeance still 2.
    assert state.tokens(0, "Vengeance") == 2
    state = play(state, "1|trigger|ua:Infernal Claw#0|")
    # Malice 3 + 3 capped by the 2 in depletion = 5; then Reaver pushes 3: Eligor 4 -> 1.
    assert state.tokens(1, "Malice") == 5
    assert state.positions == (1, 5)
    # Then Eligor gains 1 Vengeance per damage taken: 2 + 3 = 5. Stunned, he does not attack;
    # the beat is at Reaver's End advance (5 -> 4 or 3).
    assert state.tokens(0, "Vengeance") == 5
    assert state.cursor.step == "end" and choice_keys(state) == ["1,3", "1,4"]


def test_when_you_are_hit_comes_after_the_attackers_hit_triggers():
    # Seat 0 Barbed Grasp (range 1~2, power 2, priority 6) hits the Watcher's Plain Strike
    # (priority 3) at range 1. Grasp's Hit (push to 5 or pull over to 2) is chosen first; the
    # Watcher's Mark and the damage come after it.
    state = duel("examples", "watcher", catalog=watcher_catalog(), positions=(3, 4))
    state = with_hand(with_hand(state, 0, "Barbed", "Grasp"), 1, "Plain")
    state = pass_antes(set_pairs(state, ("Barbed", "Grasp"), ("Plain", "Strike")))
    assert state.cursor.step == "hit" and choice_keys(state) == ["3,2", "3,5"]
    assert state.tokens(1, "Mark") == 0
    assert state.fighters[1].life == 20
    state = choose(state, "3,5")
    assert state.tokens(1, "Mark") == 1
    # Damage 2 (guard 5, no stun); the Watcher's Plain Strike (range 1) misses at range 2.
    assert lives(state) == (20, 18)


def test_a_trigger_whose_condition_another_trigger_fulfils_is_then_performed():
    # The Watcher's Charging Strike (range 1, power 4, priority 3) is Active against seat 0
    # Frozen Shot (priority 1, guard 2). Before: only "gain a Mark" is eligible at first; once
    # it is done, "1+ Mark: +2 power" holds and must be performed: 4 + 2 = 6 damage.
    state = duel("examples", "watcher", catalog=watcher_catalog(), positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Frozen", "Shot"), ("Charging", "Strike")))
    assert state.tokens(1, "Mark") == 1
    assert lives(state) == (14, 20)


# --- Defeat (000 "Defeat") ---------------------------------------------------------------------


def test_life_reduced_to_zero_ends_the_duel_at_once():
    # Reaver Shot deals 3 to Eligor at 3 life: 0. The duel ends before Shekhtur's Damage
    # triggers (no Malice, no push) and before Eligor's Vengeance gain.
    state = reaver_beat(eligor_life=3)
    assert state.fighters[0].life == 0
    assert state.outcome == Outcome("knockout", 1)
    assert state.phase == Phase.OVER
    assert pending(state) is None
    assert state.tokens(1, "Malice") == 3
    assert state.tokens(0, "Vengeance") == 2
    assert state.positions == (4, 5)
    assert state.beat == 1


def test_the_reactive_players_attack_can_knock_out_the_active_player():
    # Seat 0 Steady Strike (power 5*, priority 3, Active) hits seat 1 Frozen Strike for 5 (not
    # above guard 5); Frozen Strike (power 4) hits back: seat 0 at 4 life -> 0.
    state = duel("examples", "examples", positions=(3, 4)).with_fighter(0, life=4)
    state = pass_antes(set_pairs(state, ("Steady", "Strike"), ("Frozen", "Strike")))
    assert state.active == 0
    assert lives(state) == (0, 15)
    assert state.outcome == Outcome("knockout", 1)
    assert pending(state) is None


def test_no_decision_is_accepted_after_a_knockout():
    state = reaver_beat(eligor_life=3)
    with pytest.raises(RuleViolation):
        play(state, "1|trigger|style:Reaver#0|")


def test_a_knockout_in_the_final_beat_is_a_knockout_not_a_time_over():
    state = replace(duel(positions=(4, 5)), final_beat=True)
    state = with_hand(state, 1, "Reaver").with_fighter(0, life=3)
    state = pass_antes(set_pairs(state, ("Martial", "Shot"), ("Reaver", "Shot")))
    assert state.outcome == Outcome("knockout", 1)
