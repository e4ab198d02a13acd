"""Force and the Force pool clock (`engine.battlecon.force` and the Ante and Recycle steps).

Sources: 000 rulebook, "Board Setup" (45 Force counters; each player takes two), "Overloads"
(trash 2 Force; each Overload once per beat by each fighter; trashed Force never returns),
"Force" (gains come out of the shared pool), "Ante Phase" (Active Player first, ends after two
passes in a row), "Recycle Phase" step 4 (1 Force, 1 more at 7 life or less; above 10 the
excess is trashed), "Time Over" (counters from the box when the pool runs short).
Invariant: pool + both fighters' Force + trashed == 45 + counters taken from the box.
"""

from __future__ import annotations

import pytest
from conftest import duel, pass_antes, set_pairs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.battlecon import force
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.state import GameState, Phase

OVERLOADS = ("Power Up", "Defense Up", "Speed Up")


def total(state: GameState) -> int:
    return state.pool + state.fighters[0].force + state.fighters[1].force + state.trashed


def quiet_beat(state: GameState) -> GameState:
    """A beat where nobody is hit: Swift Strike (3▲) and Steady Strike (3), both range 1,
    at range 2. Ends at the next Set step."""
    return pass_antes(set_pairs(state, ("Swift", "Strike"), ("Steady", "Strike")))


def at_ante(state: GameState) -> GameState:
    return set_pairs(state, ("Swift", "Strike"), ("Steady", "Strike"))


# --- Setup (000 "Board Setup") ---------------------------------------------------------------


@pytest.mark.parametrize("fighters", [("eligor", "shekhtur"), ("examples", "examples"),
                                      ("joal", "malandrax")])
def test_setup_gives_each_fighter_2_force_from_a_pool_of_45(fighters):
    state = duel(*fighters)
    assert (state.fighters[0].force, state.fighters[1].force) == (2, 2)
    assert state.pool == 41
    assert (state.trashed, state.box) == (0, 0)
    assert total(state) == 45


# --- Overloads (000 "Overloads", "Ante Phase") -------------------------------------------


def test_the_ante_step_starts_with_the_active_player():
    for first in (0, 1):
        state = at_ante(duel("examples", "examples", first_active=first))
        assert state.phase == Phase.ANTE
        assert state.cursor.to_act == first
        assert pending(state).seats == (first,)


@pytest.mark.parametrize("overload", OVERLOADS)
def test_an_overload_trashes_2_force_and_leaves_the_pool_alone(overload):
    state = at_ante(duel("examples", "examples"))
    state = apply(state, Decision(0, "ante", overload))
    assert state.fighters[0].force == 0
    assert state.fighters[1].force == 2
    assert state.trashed == 2
    assert state.pool == 41
    assert total(state) == 45


def test_all_three_overloads_can_be_used_in_one_beat():
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=6)
    for overload in OVERLOADS:
        state = apply(state, Decision(0, "ante", overload))
        state = apply(state, Decision(1, "pass"))
    assert state.fighters[0].force == 0
    assert state.trashed == 6
    assert state.fighters[0].ante_count("Power Up") == 1


def test_each_overload_can_be_used_once_per_beat_per_fighter():
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=6)
    state = apply(state, Decision(0, "ante", "Power Up"))
    state = apply(state, Decision(1, "pass"))
    # Seat 0 still has 4 Force, but Power Up was used this beat.
    assert state.fighters[0].force == 4
    offered = {d.a for d in pending(state).options if d.kind == "ante"}
    assert "Power Up" not in offered
    assert {"Defense Up", "Speed Up"} <= offered
    with pytest.raises(RuleViolation) as refused:
        apply(state, Decision(0, "ante", "Power Up"))
    assert refused.value.rule.startswith("000")


def test_a_second_use_of_an_overload_is_refused_saying_it_was_already_used_this_beat():
    # errors.RuleViolation: "what was refused and why, in words a player understands".
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=6)
    state = apply(state, Decision(0, "ante", "Power Up"))
    state = apply(state, Decision(1, "pass"))
    with pytest.raises(RuleViolation) as refused:
        apply(state, Decision(0, "ante", "Power Up"))
    assert "already used this beat" in refused.value.message
    assert refused.value.rule == '000 "Overloads"'


def test_an_overload_without_2_force_is_refused_saying_what_it_costs():
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=1)
    with pytest.raises(RuleViolation) as refused:
        apply(state, Decision(0, "ante", "Power Up"))
    assert "costs 2 Force" in refused.value.message
    assert refused.value.rule == '000 "Overloads"'


def test_the_opponent_may_use_the_same_overload_in_the_same_beat():
    state = at_ante(duel("examples", "examples"))
    state = apply(state, Decision(0, "ante", "Power Up"))
    assert "Power Up" in {d.a for d in pending(state).options if d.kind == "ante"}
    state = apply(state, Decision(1, "ante", "Power Up"))
    assert (state.fighters[0].force, state.fighters[1].force) == (0, 0)
    assert state.trashed == 4


def test_an_overload_used_last_beat_can_be_used_again_this_beat():
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=6)
    state = apply(state, Decision(0, "ante", "Power Up"))
    state = apply(state, Decision(1, "pass"))
    state = apply(state, Decision(0, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    state = set_pairs(state, ("Frozen", "Shot"), ("Soaring", "Shot"))
    assert "Power Up" in {d.a for d in pending(state).options if d.kind == "ante"}


@pytest.mark.parametrize("held", [0, 1])
def test_with_less_than_2_force_no_overload_is_offered(held):
    state = at_ante(duel("examples", "examples")).with_fighter(0, force=held)
    offered = {d.a for d in pending(state).options if d.kind == "ante"}
    assert not offered & set(OVERLOADS)
    with pytest.raises(RuleViolation):
        apply(state, Decision(0, "ante", "Speed Up"))


def test_check_overload_refuses_an_unknown_tile_a_second_use_and_too_little_force():
    force.check_overload("Power Up", 2, False)  # allowed
    with pytest.raises(RuleViolation):
        force.check_overload("Mega Up", 5, False)
    with pytest.raises(RuleViolation):
        force.check_overload("Power Up", 5, True)
    with pytest.raises(RuleViolation):
        force.check_overload("Power Up", 1, False)


def test_the_ante_step_ends_after_two_passes_in_a_row():
    state = at_ante(duel("examples", "examples"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "ante", "Speed Up"))
    # Seat 0 passed before, but an ante broke the run: seat 0 may still ante.
    assert state.phase == Phase.ANTE
    assert pending(state).seats == (0,)
    state = apply(state, Decision(0, "ante", "Defense Up"))
    state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.ANTE
    state = apply(state, Decision(0, "pass"))
    assert state.phase != Phase.ANTE


# --- Recycle (000 "Recycle Phase", step 4) -------------------------------------------------


def test_recycle_gives_each_fighter_1_force_from_the_pool():
    state = quiet_beat(duel("examples", "examples"))
    assert state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (20, 20)
    assert (state.fighters[0].force, state.fighters[1].force) == (3, 3)
    assert state.pool == 39
    assert total(state) == 45


@pytest.mark.parametrize(("life", "gain"), [(7, 2), (1, 2), (8, 1), (20, 1)])
def test_recycle_gives_2_force_at_7_life_or_less(life, gain):
    state = quiet_beat(duel("examples", "examples").with_fighter(0, life=life))
    assert state.fighters[0].force == 2 + gain
    assert state.fighters[1].force == 3
    assert state.pool == 41 - gain - 1


def test_force_is_capped_at_10_and_the_excess_is_trashed():
    # 10 Force + 1 at Recycle: the counter leaves the pool and is trashed.
    state = duel("examples", "examples", pool=33).with_fighter(0, force=10)
    assert total(state) == 45
    state = quiet_beat(state)
    assert state.fighters[0].force == 10
    assert state.trashed == 1
    assert state.pool == 31
    assert total(state) == 45


def test_at_low_life_the_second_counter_over_the_cap_is_trashed_too():
    state = duel("examples", "examples", pool=34).with_fighter(0, force=9, life=5)
    state = quiet_beat(state)
    assert state.fighters[0].force == 10
    assert state.trashed == 1
    assert state.pool == 34 - 2 - 1
    assert total(state) == 45


def test_gain_force_takes_what_the_pool_has():
    gain = force.gain_force(3, 2, 10, allow_box=False)
    assert (gain.from_pool, gain.from_box, gain.trashed, gain.force) == (2, 0, 0, 5)


def test_gain_force_takes_the_rest_from_the_box_when_the_pool_runs_short_at_time_over():
    gain = force.gain_force(3, 2, 1, allow_box=True)
    assert (gain.from_pool, gain.from_box, gain.trashed, gain.force) == (1, 1, 0, 5)
    outside = force.gain_force(3, 2, 1, allow_box=False)
    assert (outside.from_pool, outside.from_box, outside.force) == (1, 0, 4)


def test_gain_force_trashes_what_goes_over_10_wherever_it_came_from():
    gain = force.gain_force(9, 2, 0, allow_box=True)
    assert (gain.from_pool, gain.from_box, gain.trashed, gain.force) == (0, 2, 1, 10)


def test_recycle_entitlement_is_1_and_2_at_7_life_or_less():
    assert [force.recycle_entitlement(life) for life in (20, 8, 7, 1)] == [1, 1, 2, 2]


def test_when_the_pool_runs_short_at_recycle_the_box_makes_up_the_difference():
    # 1 counter left for two fighters entitled to 1 each: the pool empties, the box gives 1,
    # and the next beat is the last.
    state = duel("examples", "examples", pool=1, trashed=40)
    assert total(state) == 45
    state = quiet_beat(state)
    assert (state.fighters[0].force, state.fighters[1].force) == (3, 3)
    assert (state.pool, state.box) == (0, 1)
    assert state.final_beat
    assert total(state) == 45 + state.box


def test_an_empty_pool_after_recycle_means_one_final_beat_then_the_duel_ends():
    state = quiet_beat(duel("examples", "examples", pool=2, trashed=39))
    assert state.final_beat and state.outcome is None and state.beat == 2
    state = pass_antes(set_pairs(state, ("Frozen", "Shot"), ("Soaring", "Shot")))
    assert state.outcome is not None
    assert state.phase == Phase.OVER


# --- Conservation (000 "Overloads", "Force", "Recycle Phase", "Time Over") ----------------


def check_conservation(state: GameState) -> None:
    assert state.pool >= 0 and state.trashed >= 0 and state.box >= 0
    for fighter in state.fighters:
        assert 0 <= fighter.force <= 10
    assert total(state) == 45 + state.box


@pytest.mark.parametrize("first_active", [0, 1])
def test_force_is_conserved_after_each_step_of_a_played_beat_with_overloads(first_active):
    # Seat 0: Switch Shot (Switch gains 1 Force at Reveal above 7 life) with Speed Up and
    # Power Up; seat 1: Soaring Strike with Defense Up.
    state = duel("examples", "examples", first_active=first_active, pool=37)
    state = state.with_fighter(0, force=6)
    check_conservation(state)
    steps = [Decision(0, "set", "Switch", "Shot"), Decision(1, "set", "Soaring", "Strike")]
    for decision in steps:
        state = apply(state, decision)
        check_conservation(state)
    order = [Decision(0, "ante", "Speed Up"), Decision(1, "ante", "Defense Up"),
             Decision(0, "ante", "Power Up"), Decision(1, "pass"), Decision(0, "pass")]
    if first_active == 1:
        order = [Decision(1, "pass")] + order
    for decision in order:
        state = apply(state, decision)
        check_conservation(state)
    while state.outcome is None and state.beat == 1:
        now = pending(state)
        state = apply(state, now.options[0])
        check_conservation(state)
    assert state.trashed == 6
    assert state.beat == 2


def random_play(data, state: GameState, decisions: int) -> GameState:
    """Play ``decisions`` legal decisions drawn by Hypothesis, checking conservation after
    each one."""
    for _ in range(decisions):
        now = pending(state)
        if now is None:
            break
        seat = now.seats[0]
        options = [d for d in now.options if d.seat == seat]
        if not options:
            break
        state = apply(state, data.draw(st.sampled_from(options)))
        check_conservation(state)
    return state


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), fighters=st.sampled_from([("examples", "examples"),
                                                 ("eligor", "shekhtur")]),
       pool=st.sampled_from([41, 3, 1]))
def test_force_is_conserved_through_randomly_played_beats(data, fighters, pool):
    state = duel(*fighters, pool=pool, trashed=41 - pool)
    check_conservation(state)
    random_play(data, state, 150)
