"""Runika's Artifice (fighters/runika.yaml): her artifact cards are not tracked by the app, so
the unique ability is a prompt; the one shown when she is hit must come at that moment
(000 "In-Time Triggers"; 002 "Game Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import set_and_ante, start, until_step


def test_being_hit_prompts_the_opponent_to_turn_off_one_artifact_before_damage():
    # Shekhtur's Jugular Strike (priority 3 + 2 = 5) beats Impact Strike (3) and hits at
    # distance 1; the prompt comes when Runika is hit, before the 5 damage: she still has 20.
    state = set_and_ante(start("runika", "shekhtur", positions=(3, 4)), ("Impact", "Strike"),
                         ("Jugular", "Strike"))
    state = until_step(state, "when_hit")
    assert Decision(0, "trigger", "ua:Artifice#0") in pending(state).options
    assert lives(state)[0] == 20
