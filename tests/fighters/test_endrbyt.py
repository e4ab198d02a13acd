"""Endrbyt's Energy tokens (unique ability Open The Vault) and the cards that use them
(fighters/endrbyt.yaml; 000 "Tokens & Counters", "Teleport", "In-Time Triggers")."""

import pytest

from engine.battlecon.beat import pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import beaten


def with_energy(state, count):
    """Endrbyt (seat 0) holds ``count`` of his Energy tokens, the rest in depletion."""
    return holding(state, 0, "Energy", count)


def test_vent_has_one_more_power_and_one_less_priority_per_energy_held():
    # 3 Energy. Capturing Vent: priority 6 - 1 - 3 = 2, power 0 + 0 + 3 = 3, range 1 + 0~1 =
    # 1~2. Eligor's Counter Shot: priority 2 - 1 = 1, so Endrbyt attacks first at distance 1.
    # Eligor's guard is Shot's 2: 3 damage stuns him and he does not strike back. Capturing's
    # pull and Vent's discard take their first option, spending 0: Energy stays 3.
    state = with_energy(start("endrbyt", "eligor", positions=(3, 4)), 3)
    state = play_beat(state, ("Capturing", "Vent"), ("Counter", "Shot"))
    assert (2, 1) in beaten(state)
    assert lives(state) == (20, 20 - 3)
    assert tokens(state, 0, "Energy") == 3


def test_collection_gains_one_energy_and_two_power_each_time_endrbyt_is_hit():
    # Eligor's Vengeful Shot: priority 2 + 0 = 2 beats Collection Strike's 3 - 2 = 1. Vengeful
    # advances Eligor 6 -> 5 (distance 2); Shot 1~4 hits for 3 + 1 = 4, under Endrbyt's guard
    # 5 + 3 = 8: life 16, Energy 0 + 1 = 1. Collection Strike, range 1 + 1~2 = 2~3, hits back
    # for 4 + 0 + 2 = 6 against guard 3 + 2 = 5: Eligor's life 20 - 6 = 14.
    state = play_beat(start("endrbyt", "eligor", positions=(3, 6)),
                      ("Collection", "Strike"), ("Vengeful", "Shot"))
    assert tokens(state, 0, "Energy") == 1
    assert lives(state) == (20 - 4, 20 - 6)


def test_energy_is_never_held_beyond_five_and_each_one_beyond_costs_a_life():
    # Same beat as above, Endrbyt already holding all 5 Energy: being hit adds none, he loses
    # 1 life instead (20 - 4 - 1 = 15), and the +2 Power still comes.
    state = with_energy(start("endrbyt", "eligor", positions=(3, 6)), 5)
    state = play_beat(state, ("Collection", "Strike"), ("Vengeful", "Shot"))
    assert tokens(state, 0, "Energy") == 5
    assert lives(state) == (20 - 4 - 1, 20 - 6)


def test_slice_moves_endrbyt_directly_to_any_space_past_the_opponent():
    # Levitation Slice: priority 1 + 1 = 2 beats Eligor's Chained Aegis, 0 - 1 = -1. Endrbyt
    # on 2, Eligor on 4: the spaces beyond him are 5, 6 and 7. From 5 Slice (range 1) hits for
    # 4 + 0 = 4; Aegis and Chained print no guard: Eligor is stunned, life 20 - 4 = 16.
    state = set_and_ante(start("endrbyt", "eligor", positions=(2, 4)),
                         ("Levitation", "Slice"), ("Chained", "Aegis"))
    state = until_choice(state, "base:Slice#1")
    assert choice_keys(state) == ["5,4", "6,4", "7,4"]
    state = choose(state, "5,4")  # the rest of the beat needs no decision
    assert state.positions == (5, 4)
    assert lives(state) == (20, 20 - 4)


def test_sonic_lets_endrbyt_name_the_base_the_opponent_discards():
    # Sonic Strike: range 1~3, priority 3 - 1 = 2 beats Safari Burst (1); after Burst's retreat
    # it hits at distance 2. Endrbyt (seat 0) picks a base in Ludus's hand: Drive.
    state = set_and_ante(start("endrbyt", "ludus", positions=(3, 4)), ("Sonic", "Strike"),
                         ("Safari", "Burst"))
    state = until_choice(state, "style:Sonic#0")
    assert pending(state).seats == (0,)
    assert "b:Drive" in choice_keys(state)
    state = finish(choose(state, "b:Drive"), beat=1)
    assert state.fighters[1].discard1 == ("Safari", "Burst", "Drive")


def test_dispersal_gains_one_energy_for_each_movement_endrbyt_ignores():
    # Ludus's Safari Grasp (priority 5) beats Dispersal Strike (3 - 1 = 2) and hits at range 1
    # for 2 (guard 5 + 3: no stun): Endrbyt 18. Ludus picks the push; Endrbyt ignores it and
    # gains an Energy (0 + 1). His Strike's range 1 + 1~3 = 2~4 misses at range 1.
    state = set_and_ante(start("endrbyt", "ludus", positions=(3, 4)), ("Dispersal", "Strike"),
                         ("Safari", "Grasp"))
    state = choose(choose(state, "2,4"), "ignore")
    assert tokens(state, 0, "Energy") == 1
    assert lives(state) == (18, 20)


def test_dispersal_earns_nothing_for_a_movement_endrbyt_accepts():
    # Pushed to 2, Endrbyt is at range 2: Strike (2~4) hits for 4 + 1 = 5: Ludus 15.
    state = set_and_ante(start("endrbyt", "ludus", positions=(3, 4)), ("Dispersal", "Strike"),
                         ("Safari", "Grasp"))
    state = choose(choose(state, "2,4"), "2,4")
    assert tokens(state, 0, "Energy") == 0
    assert lives(state) == (18, 15)


@pytest.mark.parametrize(("choices", "valuer_life", "energy"), [
    # Buster spends 2 before attacking: range 1~2 + 0~2 = 1~4 reaches distance 3.
    ({"style:Capturing#0": "0", "Buster": "2"}, 17, 0),
    # Capturing spends 1 at Start: 1~2 + 0~1 = 1~3 reaches it too.
    ({"style:Capturing#0": "1", "Buster": "0"}, 17, 1),
    # Nothing spent: 1~2 misses at distance 3.
    ({"style:Capturing#0": "0", "Buster": "0"}, 20, 2),
])


def test_energy_spent_on_capturing_or_buster_stretches_the_range(choices, valuer_life, energy):
    # 2 Energy. Capturing Buster: range 1 + 0~1 = 1~2, power 3, priority 4 - 1 = 3 against
    # Idle Shot (2) on 6, Endrbyt on 3. A hit deals 3 (20 - 3 = 17, over guard 2: no answer).
    state = with_energy(against_valuer("endrbyt", positions=(3, 6)), 2)
    state = play_beat(state, ("Capturing", "Buster"), ("Idle", "Shot"), choices=choices)
    assert lives(state)[1] == valuer_life
    assert tokens(state, 0, "Energy") == energy


@pytest.mark.parametrize(("spent", "valuer_life"), [("2", 13), ("0", 20)])
def test_break_loses_one_range_per_energy_spent(spent, valuer_life):
    # Endrbyt at 7 life with 3 Energy brings Break (range 6, power 7, priority 6) with Switch
    # against Idle Shot (2) at distance 4 (2 and 6). Spending 2 at Start: range 6 - 2 = 4, a
    # hit for 7 (20 - 7 = 13). Spending none: range 6 misses.
    state = with_energy(against_valuer("endrbyt", positions=(2, 6), life=(7, 20)), 3)
    state = state.with_fighter(0, finisher="Break")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Shot"), choices={"Break": spent})
    assert lives(state)[1] == valuer_life


def test_displacement_trades_spaces_with_the_opponent_at_start_of_beat():
    # Displacement Strike (priority 3 + 2 = 5) against Counter Shot (2 - 1 = 1). At Start
    # Endrbyt (2) and Eligor (5) trade spaces; the beat stops at Displacement's Before move.
    state = set_and_ante(start("endrbyt", "eligor", positions=(2, 5)),
                         ("Displacement", "Strike"), ("Counter", "Shot"))
    assert state.positions == (5, 2)
    assert state.fighters[0].switched_sides


def test_forceful_soaks_as_much_as_its_power_from_an_opponent_within_its_range():
    # Forceful Shot: range 1~4 + 2~5 = 3~9, power 3 - 2 = 1, priority 2 + 1 = 3 beats Idle
    # Shot's 2. At distance 3 it hits for 1 (20 - 1 = 19); the valuer hits back from within
    # its range for 3, Soak 1: 20 - 2 = 18.
    state = play_beat(against_valuer("endrbyt", positions=(2, 5)),
                      ("Forceful", "Shot"), ("Idle", "Shot"))
    assert lives(state) == (18, 19)


def test_forceful_does_not_soak_a_hit_from_outside_its_range():
    # Distance 2 is outside 3~9: Endrbyt misses, and the valuer's 3 is taken in full.
    state = play_beat(against_valuer("endrbyt", positions=(3, 5)),
                      ("Forceful", "Shot"), ("Idle", "Shot"))
    assert lives(state) == (17, 20)


def test_terrifying_gains_priority_and_power_and_costs_the_opponent_life_per_clash():
    # Terrifying Strike and Counter Strike tie at 2: one clash. Endrbyt's new base (Vent, the
    # first option): 6 - 1 + 1 = 6 priority and power 0 + 1 = 1; Eligor loses 1 life at Start
    # (20 - 1 = 19), then Vent hits for 1: 18, which stuns him (guard 0).
    state = play_beat(start("endrbyt", "eligor", positions=(3, 4)),
                      ("Terrifying", "Strike"), ("Counter", "Strike"))
    assert lives(state) == (20, 18)


def test_equilibrium_costs_the_opponent_the_gap_between_the_life_totals():
    # Endrbyt at 7 brings out Equilibrium (range 1, power 0, priority 7) against Counter Shot
    # (priority 1): on hit Eligor loses 20 - 7 = 13 life (20 -> 7) and is stunned.
    state = start("endrbyt", "eligor", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Equilibrium"),
                      ("Switch", "Strike"), ("Counter", "Shot"))
    assert lives(state) == (7, 7)


def test_after_dispel_no_triggered_effect_of_either_fighter_happens():
    # Endrbyt at 7 brings out Dispel (range 1~6, priority 8): it hits Shekhtur at distance 3
    # and stuns her (20 - 2 = 18). From After Activating on nothing triggers: Unleashed's End
    # of Beat gain of 2 Malice does not happen, she keeps 3.
    state = start("endrbyt", "shekhtur", positions=(2, 5), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Dispel"), ("Switch", "Strike"),
                      ("Unleashed", "Strike"))
    assert lives(state) == (7, 18)
    assert tokens(state, 1, "Malice") == 3
