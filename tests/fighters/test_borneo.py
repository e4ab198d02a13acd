"""Borneo's unique ability (Oddly Familiar): his seven bases replace the standard bases
(fighters/borneo.yaml; 000 "Fighter Selection", "Set Phase")."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.set_and_ante import set_options
from tests.beat_helpers import choose, lives
from tests.conftest import with_hand
from tests.fighter_helpers import against_valuer, finish, play_beat, set_and_ante, start, tokens

BORNEO_BASES = {"Claw", "Divider", "Hex", "Knuckle", "Master plan", "Scene shift", "Smoke"}
STANDARD_BASES = {"Strike", "Shot", "Drive", "Burst", "Grasp", "Dash", "Dodge"}


def test_borneo_pairs_his_styles_only_with_his_seven_unique_bases():
    # Borneo's kit holds exactly his 7 bases; every attack pair he may set uses one of them.
    state = start("borneo", "kehrolyn")
    assert set(state.kits[0].bases) == BORNEO_BASES
    assert {d.b for d in set_options(state, 0)} <= BORNEO_BASES


def test_a_standard_base_is_not_a_base_borneo_can_set():
    # Strike belongs to the standard bases that Borneo leaves in the box: setting it is refused.
    state = with_hand(start("borneo", "kehrolyn"), 0, "Weaksauce")
    assert not STANDARD_BASES & set(state.kits[0].bases)
    with pytest.raises(RuleViolation, match="not a base of Borneo"):
        apply(state, Decision(0, "set", "Weaksauce", "Strike"))


def test_master_plan_reaches_an_opponent_who_has_moved():
    # Safari Drive (priority 4) beats Weaksauce Master plan (0 + 1 = 1): Ludus advances 5 -> 4
    # and hits for 3 (Master plan is stun immune): Borneo 17. Ludus has moved, so Master plan
    # reaches them wherever they are and hits for 4 - 2 = 2: Ludus 18.
    state = set_and_ante(start("borneo", "ludus", positions=(3, 5)),
                         ("Weaksauce", "Master plan"), ("Safari", "Drive"))
    state = finish(choose(state, "3,4"), beat=1)
    assert lives(state) == (17, 18)


def test_master_plan_misses_an_opponent_who_has_not_moved_without_asking():
    # Safari Strike (priority 3) hits first for 4 without moving: Borneo 16. Master plan
    # (range X) misses: the app does not ask whether it hits.
    state = set_and_ante(start("borneo", "ludus", positions=(3, 4)),
                         ("Weaksauce", "Master plan"), ("Safari", "Strike"))
    while state.beat == 1:
        assert all(d.kind != "hit" for d in pending(state).options)
        state = apply(state, pending(state).options[0])
    assert lives(state) == (16, 20)


def test_scene_shift_reaches_an_opponent_who_passed_borneo():
    # Safari Drive (priority 4) beats Petulant Scene shift (4 - 2 = 2): Ludus advances 1 from 4
    # over Borneo (on 3) onto 2 and hits for 3 (guard 3: no stun): Borneo 17. Scene shift's
    # move takes 0 (stay); sides were switched, so it reaches Ludus and hits for 3: Ludus 17.
    state = set_and_ante(start("borneo", "ludus", positions=(3, 4)),
                         ("Petulant", "Scene shift"), ("Safari", "Drive"))
    state = finish(choose(choose(state, "3,2"), "3,2"), beat=1)
    assert lives(state) == (17, 17)


@pytest.mark.parametrize(("base1", "choices", "valuer_life"), [
    # Idle Drive advances 1 (5 -> 4) and hits Borneo: the opponent moved, so Master plan
    # reaches him for 4 (20 - 4 = 16).
    ("Drive", {"Drive": "3,4"}, 16),
    # Idle Shot does not move: Master plan reaches no space and misses.
    ("Shot", {}, 20),
])


def test_master_plan_reaches_only_an_opponent_who_moved(base1, choices, valuer_life):
    # Petulant Master plan: range X, power 4, priority 0 - 2 = -2, stun immune: the opponent
    # (priority 4 or 2) goes first. Standups on 3 and 5.
    state = play_beat(against_valuer("borneo", positions=(3, 5)), ("Petulant", "Master plan"),
                      ("Idle", base1), choices=choices)
    assert lives(state)[1] == valuer_life


def test_after_a_hex_hit_the_opponents_end_of_beat_triggers_do_not_happen():
    # Weaksauce Hex (priority 3 + 1 = 4) beats Unleashed Strike (3) and hits Shekhtur six
    # spaces away. Unleashed's End of Beat gain of 2 Malice does not happen: she keeps 3.
    state = play_beat(start("borneo", "shekhtur", positions=(1, 7)), ("Weaksauce", "Hex"),
                      ("Unleashed", "Strike"))
    assert lives(state) == (20, 19)
    assert tokens(state, 1, "Malice") == 3


def test_without_a_hex_hit_the_opponents_end_of_beat_triggers_happen():
    # Weaksauce Claw (range 1~2) cannot reach: Unleashed's End of Beat gives 3 + 2 = 5 Malice.
    state = play_beat(start("borneo", "shekhtur", positions=(1, 7)), ("Weaksauce", "Claw"),
                      ("Unleashed", "Strike"))
    assert tokens(state, 1, "Malice") == 5
