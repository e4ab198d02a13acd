"""Damage, Armor, Guard, stun and life (`engine.battlecon.damage` and the damage step of a beat).

Sources: 000 rulebook, "Attack" (damage equal to power, reduced by Armor, which is then lost),
"Guard & Stun" (stunned when the damage taken in a beat exceeds Guard; the Feylana caption: she
is stunned by the attack with less than 3 Guard and would not be with 3 or more, so the attack
dealt 3), "Other Effects": Armor X, Chip X, Ignore Armor, Ignore Guard, Regain Life, Spend Life,
Stun Immunity, Vulnerable, "You cannot take more than X damage at a time", "Your life cannot
fall below 1".
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import duel, set_pairs, with_hand
from hypothesis import given
from hypothesis import strategies as st

from engine.battlecon import damage
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.schema import Card
from engine.battlecon.state import GameState, Mod, Phase

# --- Power minus Armor (000 "Attack", "Armor X") ------------------------------------------


def test_damage_is_power_minus_armor():
    result = damage.deal_damage(5, 2, 20)
    assert (result.dealt, result.armor_used, result.prevented, result.life) == (3, 2, 0, 17)


def test_armor_above_power_prevents_all_damage_and_is_used_only_as_far_as_needed():
    result = damage.deal_damage(2, 5, 20)
    assert (result.dealt, result.armor_used, result.life) == (0, 2, 20)


def test_no_armor_means_full_damage():
    result = damage.deal_damage(4, 0, 20)
    assert (result.dealt, result.armor_used, result.life) == (4, 0, 16)


def test_armor_is_consumed_once_it_reduces_damage_and_a_second_hit_meets_only_the_rest():
    # Armor 3: the first hit (power 2) uses 2 of it; the second (power 4) meets the last 1.
    first = damage.deal_damage(2, 3, 20)
    assert (first.dealt, first.armor_used) == (0, 2)
    second = damage.deal_damage(4, 3 - first.armor_used, first.life)
    assert (second.dealt, second.armor_used, second.life) == (3, 1, 17)
    # Armor only prevents the first 3 damage in all: 6 power, 3 damage taken.
    third = damage.deal_damage(2, 3 - first.armor_used - second.armor_used, second.life)
    assert (third.dealt, third.armor_used, third.life) == (2, 0, 15)


def test_ignore_armor_treats_armor_as_zero_and_does_not_consume_it():
    ignored = damage.deal_damage(5, 2, 20, ignore_armor=True)
    assert (ignored.dealt, ignored.armor_used, ignored.life) == (5, 0, 15)
    # The armor is still all there for the next hit.
    after = damage.deal_damage(3, 2 - ignored.armor_used, ignored.life)
    assert (after.dealt, after.armor_used) == (1, 2)


def test_vulnerable_ignores_armor_and_any_damage_stuns():
    result = damage.deal_damage(3, 4, 20, vulnerable=True)
    assert (result.dealt, result.armor_used) == (3, 0)
    stunned, _ = damage.stun_check(1, 6, vulnerable=True)
    assert stunned


def test_vulnerable_does_not_bypass_stun_immunity():
    stunned, _ = damage.stun_check(5, 0, vulnerable=True, stun_immune=True)
    assert not stunned


# --- Damage caps and life floors (000 "Other Effects") -------------------------------------


def test_a_damage_cap_applies_after_armor():
    # Power 6 against Armor 2 is 4 damage; "no more than 3 at a time" prevents 1.
    # (Capping first would give 3 - 2 = 1.)
    result = damage.deal_damage(6, 2, 20, damage_cap=3)
    assert (result.dealt, result.armor_used, result.prevented, result.life) == (3, 2, 1, 17)


def test_damage_prevented_by_a_cap_does_not_count_toward_stun():
    # 7 power, cap 3: 3 damage taken against Guard 3 does not stun (4 would have).
    result = damage.deal_damage(7, 0, 20, damage_cap=3)
    assert result.dealt == 3
    assert not damage.stun_check(result.dealt, 3)[0]


def test_damage_below_the_cap_is_untouched():
    result = damage.deal_damage(3, 0, 20, damage_cap=5)
    assert (result.dealt, result.prevented) == (3, 0)


def test_life_cannot_fall_below_the_floor_and_the_rest_is_prevented():
    result = damage.deal_damage(6, 0, 4, life_floor=1)
    assert (result.dealt, result.prevented, result.life) == (3, 3, 1)
    # Only the 3 taken count toward stun.
    assert not damage.stun_check(result.dealt, 3)[0]


def test_a_fighter_at_the_floor_takes_no_damage():
    result = damage.deal_damage(5, 0, 1, life_floor=1)
    assert (result.dealt, result.life) == (0, 1)


@given(power=st.integers(0, 30), armor=st.integers(0, 10), life=st.integers(1, 30),
       cap=st.none() | st.integers(0, 10), floor=st.none() | st.integers(1, 5),
       ignore=st.booleans(), vulnerable=st.booleans())
def test_power_splits_into_damage_armor_used_and_prevented(power, armor, life, cap, floor,
                                                           ignore, vulnerable):
    result = damage.deal_damage(power, armor, life, ignore_armor=ignore, vulnerable=vulnerable,
                                damage_cap=cap, life_floor=floor)
    assert result.dealt + result.armor_used + result.prevented == power
    assert result.life == life - result.dealt
    assert sum(points for _, points in result.parts) == result.dealt
    assert 0 <= result.armor_used <= armor
    if ignore or vulnerable:
        assert result.armor_used == 0
    if cap is not None:
        assert result.dealt <= cap
    if floor is not None and life >= floor:
        assert result.life >= floor


# --- Guard and stun (000 "Guard & Stun", the Feylana caption) ----------------------------


@pytest.mark.parametrize("guard", [0, 1, 2])
def test_feylana_is_stunned_by_3_damage_with_less_than_3_guard(guard):
    stunned, why = damage.stun_check(3, guard)
    assert stunned
    assert "exceeds" in why


@pytest.mark.parametrize("guard", [3, 4, 8])
def test_feylana_would_not_be_stunned_by_3_damage_with_3_or_more_guard(guard):
    assert not damage.stun_check(3, guard)[0]


def test_no_damage_never_stuns_even_with_no_guard():
    assert not damage.stun_check(0, 0)[0]


def test_guard_is_checked_against_all_the_damage_taken_this_beat():
    # 2 then 2 more: 4 in the beat exceeds Guard 3.
    assert not damage.stun_check(2, 3)[0]
    assert damage.stun_check(2 + 2, 3)[0]


def test_ignore_guard_reads_guard_as_zero():
    assert damage.stun_check(1, 8, ignore_guard=True)[0]


def test_stun_immunity_wins_over_damage_ignore_guard_and_vulnerable():
    assert not damage.stun_check(20, 0, stun_immune=True)[0]
    assert not damage.stun_check(20, 0, stun_immune=True, ignore_guard=True)[0]


def feylana_beat(defense_up: bool) -> GameState:
    """Seat 0: Soaring Strike + Speed Up (priority 6, range 1~2, power 3, guard 5).
    Seat 1: Fracturing Lunge (priority 4▲, range 1~3, power 6, guard 1), + Defense Up: guard 3.
    """
    state = set_pairs(duel("examples", "examples"), ("Soaring", "Strike"), ("Fracturing", "Lunge"))
    state = apply(state, Decision(0, "ante", "Speed Up"))
    state = apply(state, Decision(1, "ante", "Defense Up") if defense_up else Decision(1, "pass"))
    state = apply(state, Decision(0, "pass"))
    if defense_up:
        state = apply(state, Decision(1, "pass"))
    return state


def test_in_a_beat_3_damage_against_guard_1_stuns_and_the_stunned_fighter_does_not_attack():
    state = feylana_beat(defense_up=False)
    assert state.phase == Phase.SET and state.beat == 2
    assert state.fighters[1].life == 17
    assert state.fighters[0].life == 20  # Fracturing Lunge never attacked


def test_in_a_beat_3_damage_against_guard_3_does_not_stun_and_the_fighter_hits_back():
    state = feylana_beat(defense_up=True)
    assert state.phase == Phase.SET and state.beat == 2
    assert state.fighters[1].life == 17
    assert state.fighters[0].life == 14  # Fracturing Lunge hit back for 6


# --- Armor in a beat (000 "Attack") ---------------------------------------------------------


def test_in_a_beat_soak_reduces_the_hit_and_is_then_used_up():
    # Seat 0 (examples): Fracturing Lunge, priority 4▲, power 6, hits at range 2.
    # Seat 1 (Eligor): Retribution Strike, priority 2, Soak 2 (Armor 2), guard 5.
    # 6 - 2 = 4 damage; 4 does not exceed guard 5. Eligor's optional Before teleport waits.
    state = duel("examples", "eligor")
    state = with_hand(state, 1, "Retribution")
    state = set_pairs(state, ("Fracturing", "Lunge"), ("Retribution", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    eligor = state.fighters[1]
    assert eligor.life == 16
    assert eligor.damage_taken == 4
    assert eligor.armor_used == 2
    assert not eligor.stunned
    assert pair_stats(state, 1).armor.lo == 0
    assert pending(state).seats == (1,)


def test_in_a_beat_ignore_armor_treats_soak_as_zero_and_leaves_it_unspent():
    # As above, but seat 0's attack ignores armor and Eligor antes Defense Up (guard 7): he
    # takes all 6, is not stunned, and his Soak 2 is still unspent when his Before comes.
    state = duel("examples", "eligor")
    state = with_hand(state, 1, "Retribution")
    state = state.with_fighter(0, mods=(Mod("ignore_armor", True, "test"),))
    state = set_pairs(state, ("Fracturing", "Lunge"), ("Retribution", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "ante", "Defense Up"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    eligor = state.fighters[1]
    assert eligor.life == 14
    assert eligor.armor_used == 0
    assert not eligor.stunned
    assert pair_stats(state, 1).armor.lo == 2


def test_in_a_beat_a_damage_cap_prevents_the_excess_which_does_not_stun():
    # Seat 1 with "cannot take more than 1 at a time" and Fracturing Strike (guard 5, range
    # 1~2, power 7, priority 3). Seat 0's Fracturing Lunge (priority 4▲, power 6) deals 1:
    # the 5 prevented do not stun, and seat 1 hits back for 7 (seat 0's guard 1).
    state = duel("examples", "examples")
    state = state.with_fighter(1, mods=(Mod("damage_cap", 1, "test"),))
    state = set_pairs(state, ("Fracturing", "Lunge"), ("Fracturing", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (13, 19)


@pytest.mark.parametrize(("vulnerable", "lives"), [(False, (13, 18)), (True, (20, 18))])
def test_in_a_beat_vulnerable_means_any_damage_stuns(vulnerable, lives):
    # Seat 0: Soaring Lunge (priority 5▲, range 1~3, power 2). Seat 1: Fracturing Strike
    # (guard 5, range 1~2, power 7). 2 damage stuns only a vulnerable seat 1; otherwise it
    # hits back for 7 (seat 0's guard 1).
    state = duel("examples", "examples")
    if vulnerable:
        state = state.with_fighter(1, mods=(Mod("vulnerable", True, "test"),))
    state = set_pairs(state, ("Soaring", "Lunge"), ("Fracturing", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == lives


def test_in_a_beat_stun_immunity_lets_the_fighter_attack_after_any_damage():
    # Seat 1: Fracturing Shot (guard 2) takes 6 from Fracturing Lunge but is stun immune, and
    # hits back with range 1~5 for 6.
    state = duel("examples", "examples")
    state = state.with_fighter(1, mods=(Mod("stun_immunity", True, "test"),))
    state = set_pairs(state, ("Fracturing", "Lunge"), ("Fracturing", "Shot"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    assert (state.fighters[0].life, state.fighters[1].life) == (14, 14)


# --- Chip, regain, spend (000 "Other Effects") ---------------------------------------------


@pytest.mark.parametrize(("life", "amount", "after"), [(10, 3, 7), (5, 10, 1), (3, 3, 1),
                                                       (1, 2, 1), (8, 0, 8)])
def test_chip_loses_life_but_never_below_1(life, amount, after):
    assert damage.chip(life, amount) == after


def test_chip_is_not_damage_it_neither_stuns_nor_is_reduced_by_armor():
    # A made-up style "Needling" (Hit: Chip 4) on Lunge: 1~2, power 3, priority 4▲.
    # Seat 1: Fracturing Strike (guard 5, power 7, range 1~2) with Armor 1.
    # Chip 4 (armor untouched) + 3 - 1 = 2 damage: 6 life lost, but only the 2 damage counts
    # against guard 5, so seat 1 is not stunned and hits back for 7 (seat 0's guard 1).
    needling = Card(name="Needling", effects=({"timing": "hit",
                                               "action": {"chip": 4}},))
    state = duel("examples", "examples")
    kit = state.kits[0]
    kit = replace(kit, styles={**kit.styles, "Needling": needling})
    state = replace(state, kits=(kit, state.kits[1]))
    state = state.with_fighter(0, hand=state.fighters[0].hand + ("Needling",))
    state = state.with_fighter(1, mods=(Mod("armor", 1, "test"),))
    state = set_pairs(state, ("Needling", "Lunge"), ("Fracturing", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    assert state.fighters[1].life == 14
    assert state.fighters[0].life == 13


@pytest.mark.parametrize(("life", "amount", "after"), [(18, 5, 20), (10, 5, 15), (20, 3, 20),
                                                       (19, 1, 20)])
def test_regained_life_never_exceeds_starting_life(life, amount, after):
    assert damage.regain(life, amount, 20) == after


def test_regain_respects_a_fighter_whose_starting_life_is_not_20():
    assert damage.regain(20, 10, 25) == 25


def test_spending_life_is_allowed_while_a_point_remains():
    assert damage.spend_life(3, 2) == 1


@pytest.mark.parametrize(("life", "amount"), [(3, 3), (1, 1), (2, 5)])
def test_spending_the_last_point_of_life_is_refused(life, amount):
    with pytest.raises(RuleViolation) as refused:
        damage.spend_life(life, amount)
    assert refused.value.rule.startswith("000")
    assert "Spend" in refused.value.rule
