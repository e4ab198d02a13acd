"""Clive Melmont's modules (unique ability Modular Systems; nine special cards, face down in
the stack, face up while active, out of the game once removed) and the cards that count them
(fighters/clive.yaml; 000 "Special Cards", "Ante Phase")."""

from engine.battlecon.attack_pair import pair_stats
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
)
from tests.note_helpers import beaten

MODULES = ("Rocket Boots", "Barrier Chip", "Atomic Reactor", "Force Gloves", "Core Shielding",
           "After Burner", "Synapse Boost", "Auto Repair", "Extending Arms")


def with_modules(state, *active, removed=()):
    """Clive (seat 0) has the modules ``active`` face up and ``removed`` out of the game."""
    return state.with_fighter(0, active_cards=tuple(sorted(active)), removed=tuple(removed))


def test_activating_a_module_at_ante_turns_one_module_face_up():
    # No module is active at the start; the ante switches on one (the first offered).
    state = start("clive", "eligor")
    assert state.fighters[0].active_cards == ()
    state = set_and_ante(state, ("Rocket", "Wrench"), ("Chained", "Aegis"),
                         antes=((0, "Activate a module"),))
    assert len(state.fighters[0].active_cards) == 1


def test_wrench_has_one_more_power_per_active_module_up_to_four():
    # 6 modules active (Synapse Boost +1 priority, Atomic Reactor +1 power among them). Rocket
    # Wrench: priority 4 + 1 + 1 = 6 beats Chained Aegis (0 - 1 = -1); Rocket retreats Clive
    # 3 -> 2 (distance 4), range 1~2 + 2~3 = 3~5 hits for 1 + 1 + 4 (6 modules, at most 4)
    # + 1 = 7. Aegis prints no guard: Eligor is stunned, 20 - 7 = 13.
    state = with_modules(start("clive", "eligor", positions=(3, 6)), "Barrier Chip",
                         "Core Shielding", "Synapse Boost", "After Burner", "Auto Repair",
                         "Atomic Reactor")
    state = play_beat(state, ("Rocket", "Wrench"), ("Chained", "Aegis"))
    assert lives(state) == (20, 13)


def test_upgradeable_trades_one_priority_for_one_power_per_active_module():
    # Barrier Chip and Auto Repair active. Upgradeable Strike: priority 3 + 2 - 2 = 3 beats
    # Eligor's Vengeful Shot (2 + 0 = 2); range 1 + 0~1 = 1~2 reaches after the move of 1
    # and hits for 4 - 2 + 2 = 4, not above Eligor's guard 3 + 2 = 5: life 16. Vengeful Shot
    # answers for 3 + 1 = 4 under Clive's guard 5 + 2 + 1 = 8: 16; Auto Repair at End of
    # Beat: 17.
    state = with_modules(start("clive", "eligor", positions=(3, 4)), "Barrier Chip",
                         "Auto Repair")
    state = play_beat(state, ("Upgradeable", "Strike"), ("Vengeful", "Shot"))
    assert (3, 2) in beaten(state)
    assert lives(state) == (17, 16)


def test_a_stunned_clive_loses_his_active_modules_and_burnout_drains_the_opponent():
    # Barrier Chip and Auto Repair active. Burnout Shot (priority 2, guard 2 + 1) against
    # Ludus's Safari Strike (priority 3) at range 1: Strike hits for 4 > 3 and stuns Clive
    # (20 - 4 = 16). When stunned: Burnout, first, at range 1: Ludus loses 1 per active
    # module, 20 - 2 = 18; then the ability takes both out of the game (no Auto Repair then).
    state = with_modules(start("clive", "ludus", positions=(3, 4)), "Barrier Chip",
                         "Auto Repair")
    state = play_beat(state, ("Burnout", "Shot"), ("Safari", "Strike"))
    assert lives(state) == (16, 18)
    assert state.fighters[0].active_cards == ()
    assert {"Barrier Chip", "Auto Repair"} <= set(state.fighters[0].removed)


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


# Issue 20 (wave 3, c1): the modules by name with their effects (from the open-source engine
# yaronra/battlecon-ai, the only source that has them, docs/roster-notes.md).


def test_the_active_modules_give_their_stat_bonuses():
    # Leaping Shot: power 3, priority 2 + 1, Guard of Shot 2 (classic Stun Guard).
    plain = pair_stats(set_revealed(against_valuer("clive", positions=(1, 7)),
                                    ("Leaping", "Shot"), ("Idle", "Shot")), 0)
    state = with_modules(against_valuer("clive", positions=(1, 7)), "Atomic Reactor",
                         "Synapse Boost", "Barrier Chip")
    boosted = pair_stats(set_revealed(state, ("Leaping", "Shot"), ("Idle", "Shot")), 0)
    assert (boosted.power.lo - plain.power.lo, boosted.priority.lo - plain.priority.lo,
            boosted.guard.lo - plain.guard.lo) == (1, 1, 1)


def test_rocket_boots_advance_and_force_gloves_push_on_hit():
    # Clive on 2, the valuer on 5. Rocket Boots: Before, advance 1 (2 -> 3); Leaping's own
    # advance 1 (first option) -> 4; Leaping Shot hits for 3 (20 - 3 = 17) and Force Gloves
    # push the valuer 1: 5 -> 6.
    state = with_modules(against_valuer("clive", positions=(2, 5)), "Rocket Boots",
                         "Force Gloves")
    state = play_beat(state, ("Leaping", "Shot"), ("Idle", "Shot"))
    assert lives(state)[1] == 17
    assert state.positions == (4, 6)


def test_auto_repair_regains_one_life_and_goes_back_to_the_stack():
    # Nobody reaches (1 and 7): at End of Beat Auto Repair regains 1 (15 -> 16) and turns
    # itself face down.
    state = with_modules(against_valuer("clive", positions=(1, 7), life=(15, 20)),
                         "Auto Repair", "Barrier Chip")
    state = play_beat(state, ("Leaping", "Shot"), ("Idle", "Shot"), choices={"Leaping": "2,7"})
    assert lives(state)[0] == 16
    assert state.fighters[0].active_cards == ("Barrier Chip",)


def test_system_reset_brings_every_module_back_and_switches_on_up_to_three():
    # At 7 life Switch brings System Reset (range N/A). Two modules active, two out of the
    # game: all nine come back face down, then three are switched on (first options).
    state = with_modules(start("clive", "eligor", positions=(1, 7), life=(7, 20)),
                         "Barrier Chip", "Auto Repair", removed=("Rocket Boots", "Force Gloves"))
    state = play_beat(state.with_fighter(0, finisher="System Reset"), ("Switch", "Strike"),
                      ("Chained", "Aegis"))
    assert not {"Rocket Boots", "Force Gloves"} & set(state.fighters[0].removed)
    assert len(state.fighters[0].active_cards) == 3


def test_system_shock_hits_only_once_all_nine_modules_are_out_of_the_game():
    # At 7 life Switch brings System Shock (range 1~4, power 9, priority 7): from 1 to 4 it
    # hits only with all nine out: 20 - 9 = 11.
    base = start("clive", "eligor", positions=(1, 4), life=(7, 20)).with_fighter(
        0, finisher="System Shock")
    eight = play_beat(with_modules(base, removed=MODULES[:8]), ("Switch", "Strike"),
                      ("Chained", "Aegis"))
    assert lives(eight)[1] == 20
    nine = play_beat(with_modules(base, removed=MODULES), ("Switch", "Strike"),
                     ("Chained", "Aegis"))
    assert lives(nine)[1] == 11
