"""Aria's unique ability (Support Droids: the Magnetron, Dampening and Turret markers) and the
styles that use the droids (fighters/aria.yaml; 000 "Markers", "Styles and Bases", "Other
Effects" (Avoid Attacks); 002 "Base Card Overview").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base. Aria's markers are, in order, the Magnetron, the Dampening and the Turret droid.
"""

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    take,
    until_choice,
)
from tests.note_helpers import beaten, noted, stunned


def aria_with_droids(positions, magnetron=None, dampening=None, turret=None):
    state = start("aria", "ludus", positions=positions)
    return state.with_fighter(0, markers=(magnetron, dampening, turret))


def test_an_opponent_next_to_the_magnetron_droid_has_one_less_priority():
    # Magnetron on 4, next to Ludus on 5. Aria's Laser Strike: priority 3 + 0 = 3. Ludus's
    # Safari Strike: 3 + 0 - 1 = 2, so Aria is Active (without the droid: 3 against 3, a clash).
    state = set_and_ante(aria_with_droids((3, 5), magnetron=4),
                         ("Laser", "Strike"), ("Safari", "Strike"))
    assert (3, 2) in beaten(state)


def test_an_opponent_standing_on_the_dampening_droid_has_one_less_power():
    # Dampening on Ludus's space 4, Aria adjacent on 3. Ludus's Safari Strike: priority 3 beats
    # Aria's Laser Shot 2 + 0 = 2; power 4 - 1 = 3 at range 1. Aria's guard is Shot's 2: 3 > 2,
    # she is stunned and does not attack. Aria 20 - 3 = 17, Ludus 20.
    state = play_beat(aria_with_droids((3, 4), dampening=4),
                      ("Laser", "Shot"), ("Safari", "Strike"))
    assert lives(state) == (17, 20)


def test_the_turret_droid_drains_one_life_from_an_adjacent_opponent_at_end_of_beat():
    # Aria on 1, Ludus on 6: at distance 5 Aria's Catalyst Strike (range 1 + 1~2 = 2~3,
    # priority 3 + 1 = 4) and Ludus's Safari Shot (range 1~4, priority 2) both miss. Turret on
    # 7, next to Ludus: at End of Beat Ludus loses 1 life, 20 - 1 = 19. (Laser would hit from
    # the Turret: see the Laser test below.)
    state = play_beat(aria_with_droids((1, 6), turret=7),
                      ("Catalyst", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (20, 19)


def test_catalyst_makes_attacks_miss_while_the_dampening_droid_is_between():
    # Aria on 1, Ludus on 5 (distance 4), Dampening on 3: between them, not next to Ludus.
    # Aria's Catalyst Strike: range 1+1 ~ 1+2 = 2~3 misses; priority 3 + 1 = 4 beats Ludus's
    # Safari Shot 2. Shot's range 1~4 reaches 4 but Catalyst makes it miss: no one loses life
    # (without the droid Aria would take Shot's 3 power: 17).
    state = play_beat(aria_with_droids((1, 5), dampening=3),
                      ("Catalyst", "Strike"), ("Safari", "Shot"))
    assert noted(state, "miss_avoided", foe_name="Aria")
    assert lives(state) == (20, 20)


def test_photovoltaic_takes_droids_off_the_board_for_one_power_each():
    # Magnetron on 1 and Turret on 7, far from both standups (Aria 3, Ludus 4). Photovoltaic
    # Strike: range 1~3, priority 3 + 1 = 4 beats Safari Shot 2, power 4 - 1 = 3. On Hit Aria
    # removes both droids: 3 + 2 = 5 damage, Ludus 20 - 5 = 15 (stunned: 5 > Shot's guard 2).
    # After attacking she puts a droid from her supply (now all three; the first offered, the
    # Magnetron, is taken) on her own space, 3.
    state = play_beat(aria_with_droids((3, 4), magnetron=1, turret=7),
                      ("Photovoltaic", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (20, 15)
    assert state.fighters[0].markers == (3, None, None)


def test_dimensional_at_range_three_has_two_more_power():
    # Aria on 2, Ludus on 5. Dimensional Strike: range 1 + 2 = 3, power 4 - 1 + 2 = 5,
    # priority 3 + 4 = 7 beats Safari Shot 2: Ludus 20 - 5 = 15.
    state = play_beat(start("aria", "ludus", positions=(2, 5)), ("Dimensional", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state)[1] == 15


def test_dimensional_elsewhere_does_not_stun():
    # Aria on 1, Ludus on 5 (range 4). Dimensional Shot: range 3~6, power 3 - 1 = 2,
    # priority 6 beats Safari Burst 1. 2 damage passes Burst's guard 0, but away from range 3
    # the attack does not stun: Ludus 20 - 2 = 18, and he still attacks (Burst 2~3 misses).
    state = play_beat(start("aria", "ludus", positions=(1, 5)), ("Dimensional", "Shot"),
                      ("Safari", "Burst"))
    assert lives(state)[1] == 18
    assert "Ludus" not in stunned(state)


def aria_against_shekhtur(positions, magnetron=None, dampening=None, turret=None):
    state = start("aria", "shekhtur", positions=positions)
    return state.with_fighter(0, markers=(magnetron, dampening, turret))


def test_laser_may_count_its_range_from_a_droid():
    # Aria on 1, Shekhtur on 5 (distance 4). Laser Strike: range 1, power 4, priority 3,
    # against Combination Shot (priority 2 - 1 = 1 beside the Magnetron, guard 2). The
    # Magnetron on 6, beside Shekhtur: counted from it the Strike hits for 4 (20 - 4 = 16).
    # With no droid on the board it is counted from Aria, 4 away: a miss. Combination cannot
    # hit at range 3 or more.
    droid = play_beat(aria_against_shekhtur((1, 5), magnetron=6), ("Laser", "Strike"),
                      ("Combination", "Shot"))
    assert lives(droid) == (20, 16)
    alone = play_beat(aria_against_shekhtur((1, 5)), ("Laser", "Strike"),
                      ("Combination", "Shot"))
    assert lives(alone) == (20, 20)


def test_reconfiguration_reaches_only_spaces_holding_a_droid():
    # Catalyst Reconfiguration: range X (the droids' spaces), power 2 - 1 = 1, priority 3 + 1
    # = 4 against Combination Shot (2 - 1 = 1 on or beside the Magnetron). Aria jumps from 1
    # to 2 before attacking. The Magnetron on Shekhtur's space (5): it hits for 1 (20 - 1 =
    # 19, not over guard 2). The Magnetron beside him (4): it misses.
    on_foe = play_beat(aria_against_shekhtur((1, 5), magnetron=5),
                       ("Catalyst", "Reconfiguration"), ("Combination", "Shot"),
                       choices={"Reconfiguration": "2,5"})
    assert lives(on_foe) == (20, 19)
    beside = play_beat(aria_against_shekhtur((1, 5), magnetron=4),
                       ("Catalyst", "Reconfiguration"), ("Combination", "Shot"),
                       choices={"Reconfiguration": "2,5"})
    assert lives(beside) == (20, 20)


def test_photovoltaic_puts_only_a_droid_from_her_supply_on_her_space():
    # All three droids on the board (2, 6, 7): none in her supply. Photovoltaic Strike misses
    # from 1 at distance 6 (no removal on hit), and after it nothing is placed: the droids
    # stay where they are.
    state = play_beat(aria_with_droids((1, 7), magnetron=2, dampening=6, turret=7),
                      ("Photovoltaic", "Strike"), ("Safari", "Shot"))
    assert state.fighters[0].markers == (2, 6, 7)


def test_reconfiguration_jumps_then_puts_a_droid_from_her_supply_on_a_free_space():
    # Only the Turret is off the board. Reconfiguration's Before: Aria jumps from 1 to 2, then
    # the Turret goes on any space with no standup: not 2 (Aria) nor 5 (Ludus).
    state = set_and_ante(aria_with_droids((1, 5), magnetron=6, dampening=7),
                         ("Catalyst", "Reconfiguration"), ("Safari", "Shot"))
    state = until_choice(state, "base:Reconfiguration#1")
    state = choose(state, "2,5")
    assert choice_keys(state) == ["m2:1", "m2:3", "m2:4", "m2:6", "m2:7"]


@pytest.mark.parametrize(("turret", "ludus_life"), [(4, 17), (5, 20)])
def test_laser_drains_3_life_from_an_opponent_exactly_3_from_the_turret(turret, ludus_life):
    # Aria on 1, Ludus on 7: Laser Strike misses from Aria (6) and from the Turret (3 or 2);
    # Safari Shot misses too. At End of Beat, with the Turret on 4, 3 spaces from Ludus, he
    # loses 3 life (20 - 3 = 17); on 5 (2 spaces) nothing.
    state = play_beat(aria_with_droids((1, 7), turret=turret), ("Laser", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state)[1] == ludus_life


def _ionic_beat(positions, magnetron):
    """Aria's Ionic Strike against Ludus's Safari Strike with the Magnetron on ``magnetron``
    (None: off the board); the state at the next Set step."""
    return play_beat(aria_with_droids(positions, magnetron=magnetron),
                     ("Ionic", "Strike"), ("Safari", "Strike"))


def test_ionic_pushes_the_opponent_one_space_toward_a_magnetron_beyond_them():
    # Aria on 2, Ludus on 4, the Magnetron on 6 beyond him: at Start of Beat Ludus moves one
    # space toward it, to 5. At distance 3 neither Ionic Strike (range 1 + 0~1 = 1~2) nor
    # Safari Strike (range 1) reaches: no one loses life.
    state = _ionic_beat((2, 4), magnetron=6)
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


def test_ionic_pulls_the_opponent_one_space_toward_a_magnetron_between_them():
    # Aria on 1, Ludus on 5, the Magnetron on 3 between them: Ludus is pulled one space, to 4.
    # Distance 3: both attacks miss.
    state = _ionic_beat((1, 5), magnetron=3)
    assert state.positions == (1, 4)
    assert lives(state) == (20, 20)


def test_ionic_does_not_move_an_opponent_standing_on_the_magnetron():
    # Aria on 2, Ludus on 5 on the Magnetron: no movement; distance 3, both attacks miss.
    # With the Magnetron off the board nothing moves either.
    assert _ionic_beat((2, 5), magnetron=5).positions == (2, 5)
    assert _ionic_beat((2, 5), magnetron=None).positions == (2, 5)


def test_ionic_gives_the_opponents_grasp_three_priority_instead_of_its_printed_five():
    # Adjacent. Ionic Strike: priority 3 + 1 = 4; Safari Grasp 5 counts as 3, so Aria strikes
    # first for 4 (Grasp's guard 0: Ludus is stunned and never attacks): lives 20 and 16.
    # With the printed 5, Ludus's Grasp would come first and cost her 2 life.
    state = play_beat(aria_with_droids((3, 4)), ("Ionic", "Strike"), ("Safari", "Grasp"))
    assert lives(state) == (20, 16)


def test_ionic_raises_a_base_printed_below_three_to_three():
    # Ionic Burst: priority 1 + 1 = 2; Safari Shot's printed 2 counts as 3: Ludus is Active
    # (with the printed 2 it would be a tie and a clash).
    state = set_and_ante(aria_with_droids((3, 5)), ("Ionic", "Burst"), ("Safari", "Shot"))
    assert (3, 2) in beaten(state)


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)

MERGE = "finisher:Synchro Merge#"


def _merged_magnetron():
    """Aria at 7 life plays Synchro Merge (range 2~3, power 3, priority 6) from 1 against
    Ludus's Safari Shot on 7 (both miss): at Start of Beat she merges the Magnetron (on 2)
    only. The state at the next Set step."""
    state = aria_with_droids((1, 7), magnetron=2)
    state = state.with_fighter(0, life=7, finisher="Synchro Merge")
    state = set_and_ante(state, ("Switch", "Strike"), ("Safari", "Shot"))
    state = take(state, Decision(0, "trigger", MERGE + "0"))
    state = take(state, Decision(0, "decline", MERGE + "1"))
    state = take(state, Decision(0, "decline", MERGE + "2"))
    return finish(state, beat=1)


def test_synchro_merge_takes_a_droid_out_of_the_game_for_good():
    # Next beat Photovoltaic's After puts a droid from her supply on her space: only the
    # Dampening or the Turret is offered, never the merged Magnetron.
    state = _merged_magnetron()
    assert state.fighters[0].markers[0] is None
    state = set_and_ante(state, ("Photovoltaic", "Strike"), ("Safari", "Shot"))
    state = until_choice(state, "style:Photovoltaic#3")
    assert [k.partition(":")[0] for k in choice_keys(state)] == ["m1", "m2"]


def test_each_merged_droid_gives_aria_one_more_power_and_stun_guard_until_the_duel_ends():
    # Photovoltaic Strike: power 4 - 1 = 3, +1 for the merged Magnetron; guard (Stun Guard)
    # one more than without it.
    merged = set_revealed(_merged_magnetron(), ("Photovoltaic", "Strike"), ("Safari", "Shot"))
    plain = set_revealed(aria_with_droids((1, 7)), ("Photovoltaic", "Strike"), ("Safari", "Shot"))
    assert pair_stats(merged, 0).power.lo == pair_stats(plain, 0).power.lo + 1 == 4
    assert pair_stats(merged, 0).guard.lo == pair_stats(plain, 0).guard.lo + 1
