"""Legacy's Strikers (fighters/legacy.yaml): the Striker cards are not tracked by the app, so
the unique ability is a prompt; putting the used Strikers away is offered at End of Beat
(000 "End of Beat"; 002 "Game Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start, until_step


def test_the_used_strikers_prompt_is_offered_at_end_of_beat():
    state = set_and_ante(start("legacy", "shekhtur", positions=(3, 4)), ("Inspiring", "Strike"),
                         ("Jugular", "Strike"), antes=((0, "Ante a Striker"),))
    state = until_step(state, "end")
    assert Decision(0, "trigger", "ua:The Freedom Five#1") in pending(state).options
