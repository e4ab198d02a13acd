"""Lymn's Disparity (unique ability Dreamscape Madness) is worked out by hand: the app offers
its prompt at Start of Beat, once priority is settled (fighters/lymn.yaml; 000 "Start of
Beat")."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import notes, set_and_ante, start

DISPARITY_PROMPT = "ua:Dreamscape Madness#0"


def test_the_disparity_prompt_is_offered_at_start_of_beat():
    # Chimeric Visions: priority 3 + 2 = 5 beats Chained Aegis (0 - 1 = -1), a gap of 6. No
    # clash, so Start of Beat follows Reveal and the Disparity prompt waits there.
    state = set_and_ante(start("lymn", "eligor"), ("Chimeric", "Visions"), ("Chained", "Aegis"))
    assert "priority 5 beats -1" in notes(state)
    assert state.cursor.step == "start"
    assert Decision(0, "trigger", DISPARITY_PROMPT) in pending(state).options
