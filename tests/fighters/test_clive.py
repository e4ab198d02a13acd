"""Clive Melmont's modules (unique ability Modular Systems, counted with the app-only Active
Module and Removed Module counters) and the cards that count them (fighters/clive.yaml;
000 "Tokens & Counters", "Ante Phase")."""

from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    notes,
    play_beat,
    set_and_ante,
    start,
    tokens,
)


def with_modules(state, active):
    """Clive (seat 0) has ``active`` of his 9 modules active, none removed."""
    return state.with_fighter(0, supply=(active, 0), depletion=(9 - active, 9))


def test_activating_a_module_at_ante_adds_one_active_module():
    # No module is active at the start; the ante switches on one: 0 + 1 = 1.
    state = start("clive", "eligor")
    assert tokens(state, 0, "Active Module") == 0
    state = set_and_ante(state, ("Rocket", "Wrench"), ("Chained", "Aegis"),
                         antes=((0, "Activate a module"),))
    assert tokens(state, 0, "Active Module") == 1


def test_wrench_has_one_more_power_per_active_module_up_to_four():
    # 6 modules active. Rocket Wrench: priority 4 + 1 = 5 beats Chained Aegis (0 - 1 = -1);
    # Rocket retreats Clive 3 -> 2 (distance 4), range 1~2 + 2~3 = 3~5 hits for
    # 1 + 1 + 4 (6 modules, at most 4) = 6. Aegis prints no guard: Eligor is stunned, 20 - 6.
    state = with_modules(start("clive", "eligor", positions=(3, 6)), 6)
    state = play_beat(state, ("Rocket", "Wrench"), ("Chained", "Aegis"))
    assert lives(state) == (20, 20 - 6)


def test_upgradeable_trades_one_priority_for_one_power_per_active_module():
    # 2 modules active. Upgradeable Strike: priority 3 + 2 - 2 = 3 beats Eligor's Vengeful Shot
    # (2 + 0 = 2); range 1 + 0~1 = 1~2 reaches after the move of 1 (distance 1 or 2) and hits
    # for 4 - 2 + 2 = 4, not above Eligor's guard 3 + 2 = 5: life 16. Vengeful Shot answers
    # for 3 + 1 = 4 under Clive's guard 5 + 2 = 7: life 16.
    state = with_modules(start("clive", "eligor", positions=(3, 4)), 2)
    state = play_beat(state, ("Upgradeable", "Strike"), ("Vengeful", "Shot"))
    assert "priority 3 beats 2" in notes(state)
    assert lives(state) == (20 - 4, 20 - 4)


def test_a_stunned_clive_loses_his_active_modules_and_burnout_drains_the_opponent():
    # Two modules active. Burnout Shot (priority 2, guard 2) against Ludus's Safari Strike
    # (priority 3) at range 1: Strike hits for 4 > 2 and stuns Clive (20 - 4 = 16). When
    # stunned: Burnout, first, at range 1: Ludus loses 1 per active module, 20 - 2 = 18; then
    # the ability takes both modules out of the game (Active 2 -> 0, Removed 0 -> 2).
    state = with_modules(start("clive", "ludus", positions=(3, 4)), 2)
    state = play_beat(state, ("Burnout", "Shot"), ("Safari", "Strike"))
    assert lives(state) == (16, 18)
    assert (tokens(state, 0, "Active Module"), tokens(state, 0, "Removed Module")) == (0, 2)


def test_leaping_cannot_hit_an_opponent_who_passed_clive_this_beat():
    # Leaping Shot: range 1~4, power 3, priority 2 + 1 = 3. Idle Drive (priority 4) hops past
    # Clive (4 -> 2) and hits him: they switched sides by the opponent's move, so Leaping
    # cannot hit (20). Against Idle Shot (2) from 3 and 5, Clive advances 1 and hits for 3
    # (20 - 3 = 17).
    passed = play_beat(against_valuer("clive", positions=(3, 4)), ("Leaping", "Shot"),
                       ("Idle", "Drive"), choices={"Drive": "3,2"})
    assert lives(passed)[1] == 20
    plain = play_beat(against_valuer("clive", positions=(3, 5)), ("Leaping", "Shot"),
                      ("Idle", "Shot"), choices={"Leaping": "4,5"})
    assert lives(plain)[1] == 17


def test_leaping_has_two_more_power_only_after_an_advance_of_exactly_3():
    # Leaping Shot: range 1~4, power 3, priority 2 + 1 = 3 beats Idle Shot (2). From 1 against
    # the valuer on 5: an advance of 3 (to 4) gives 3 + 2 = 5 damage, 20 - 5 = 15; an advance
    # of 2 (to 3) gives the plain 3, 20 - 3 = 17. Both exceed Shot's guard 2: stunned, no reply.
    three = play_beat(against_valuer("clive", positions=(1, 5)), ("Leaping", "Shot"),
                      ("Idle", "Shot"), choices={"Leaping": "4,5"})
    assert lives(three) == (20, 15)
    two = play_beat(against_valuer("clive", positions=(1, 5)), ("Leaping", "Shot"),
                    ("Idle", "Shot"), choices={"Leaping": "3,5"})
    assert lives(two) == (20, 17)
