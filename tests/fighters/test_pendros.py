"""Pendros's Environment markers (unique ability Ecomancy): laid face down by an ante, turned
face up when the next Ante Phase begins, taken back once they fire, and read by Tectonic while
face up (fighters/pendros.yaml; 000 "Ante Phase", "In-Time Triggers", "Markers").
"""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    take,
)


def _marker(state, index, space, up=False):
    """Pendros's Environment marker ``index`` put on ``space`` by hand, face up if ``up``."""
    state = apply(state, adjust_decision(0, f"marker:{index}", space))
    return apply(state, adjust_decision(0, f"marker:{index}:face", 1 if up else 0))


def test_the_ante_lays_an_environment_marker_face_down_on_an_empty_space():
    state = set_only(start("pendros", "shekhtur", positions=(2, 5)), ("Arboreal", "Strike"),
                     ("Combination", "Strike"))
    state = take(state, Decision(0, "ante", "Place an Environment marker"))
    keys = [d.b for d in pending(state).options if d.kind == "choose"]
    assert keys and not any(key.endswith((":2", ":5")) for key in keys)  # no standup's space
    state = apply(state, Decision(0, "choose", pending(state).options[0].a, "m0:3"))
    assert state.fighters[0].markers[0] == 3
    assert state.fighters[0].markers_up == ()


def test_when_the_ante_phase_begins_face_up_markers_fire_and_go_back_and_the_rest_turn_up():
    # Environment 1 face up on 3, Environment 2 face down on 6. When the ante phase begins the
    # prompt to apply Environment 1 is offered; once it is done the app takes Environment 1
    # back and turns Environment 2 face up (the only trigger left runs by itself).
    state = start("pendros", "shekhtur", positions=(1, 7))
    state = _marker(_marker(state, 0, 3, up=True), 1, 6)
    state = set_only(state, ("Arboreal", "Strike"), ("Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert state.fighters[0].markers_up == (0,)
    state = apply(state, Decision(0, "trigger", "ua:Ecomancy#0"))
    assert state.fighters[0].markers[:2] == (None, 6)
    assert state.fighters[0].markers_up == (1,)


@pytest.mark.parametrize(("marker", "pendros_life"), [(3, 20), (None, 17)])
def test_tectonic_cannot_be_hit_past_a_face_up_environment_marker_between(marker, pendros_life):
    # Pendros on 2, the valuer on 4. A marker laid face down on 3 turns face up as the ante
    # phase begins, between them: Idle Shot (range 1~4, power 3, priority 2) goes before
    # Tectonic Strike (3 - 2 = 1) and cannot hit. With no marker it hits: 20 - 3 = 17.
    state = against_valuer("pendros", positions=(2, 4))
    if marker:
        state = _marker(state, 0, marker)
    state = play_beat(state, ("Tectonic", "Strike"), ("Idle", "Shot"))
    assert lives(state)[0] == pendros_life


def _ecomantic_after(advance_to):
    """Pendros (15 life) on 2 with an Environment marker on 3, Ecomantic Strike (priority 3)
    against Idle Shot (2) from 6: his Strike misses; his After advance ends on
    ``advance_to``; then Idle Shot hits him for 3. The beat played."""
    state = against_valuer("pendros", positions=(2, 6), life=(15, 20))
    state = apply(state, adjust_decision(0, "marker:0", 3))
    state = set_and_ante(state, ("Ecomantic", "Strike"), ("Idle", "Shot"))
    return finish(state, choices={"Ecomantic": f"{advance_to},6"}, beat=1)


def test_ecomantic_regains_1_life_for_an_advance_onto_an_environment_marker():
    # Advancing 2, through the marker on 3 to 4: 15 + 1 = 16, then 16 - 3 = 13.
    assert lives(_ecomantic_after(4))[0] == 13


def test_ecomantic_regains_nothing_without_reaching_an_environment_marker():
    # No advance (0): 15, then 15 - 3 = 12.
    assert lives(_ecomantic_after(2))[0] == 12
