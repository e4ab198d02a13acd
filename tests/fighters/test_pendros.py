"""Pendros's unique ability (Ecomancy) is only prompts: the Environment markers fire and turn
face up when the Ante Phase begins, and laying one is an ante (fighters/pendros.yaml; 000
"Ante Phase", "In-Time Triggers", "Markers").
"""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.fighter_helpers import set_only, start


def test_the_environment_prompt_is_offered_when_the_ante_phase_begins():
    state = start("pendros", "shekhtur")
    state = set_only(state, ("Arboreal", "Strike"), ("Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert Decision(0, "trigger", "ua:Ecomancy#0") in pending(state).options
