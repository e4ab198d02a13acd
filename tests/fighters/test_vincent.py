"""Vincent's unique ability (Master Strategist President) is only prompts: the guess is said
at the table when the Ante Phase begins and checked at Reveal (fighters/vincent.yaml; 000
"Ante Phase", "In-Time Triggers", "Reveal Step").
"""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.fighter_helpers import set_only, start


def test_the_guess_prompt_is_offered_when_the_ante_phase_begins():
    state = start("vincent", "shekhtur")
    state = set_only(state, ("Dragon", "Strike"), ("Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert Decision(0, "trigger", "ua:Master Strategist President#0") in pending(state).options
