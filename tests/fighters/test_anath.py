"""Anath's Aspects (fighters/anath.yaml): her Aspect cards are not tracked by the app, so the
unique ability is a prompt; the switch of Aspect is offered at End of Beat (000 "End of Beat";
002 "Game Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start, until_step

SWITCH_ASPECT = "ua:Aspect of Devastation Dread Knight of Havoc#1"


def test_the_aspect_switch_is_offered_at_end_of_beat():
    state = set_and_ante(start("anath", "shekhtur", positions=(3, 4)), ("Dread", "Strike"),
                         ("Jugular", "Strike"))
    state = until_step(state, "end")
    assert Decision(0, "trigger", SWITCH_ASPECT) in pending(state).options
