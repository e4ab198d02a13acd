"""Vanaah Kalmor's Divine Rush token (unique ability Divine Rush Desert Paladin;
fighters/vanaah.yaml; 000 "Tokens & Counters", "Ante Phase", "Recycle Phase")."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start, tokens

RETURN_PROMPT = "ua:Divine Rush Desert Paladin#0"


def test_anteing_divine_rush_gives_two_power_and_two_priority():
    # Judgment Scythe: priority 3 - 1 + 2 = 4 beats Eligor's Vengeful Shot (2 + 0 = 2). Scythe
    # advances Vanaah 3 -> 4 (distance 2), range 1~2 + 1 = 2~3 hits for 3 + 1 + 2 = 6, above
    # Eligor's guard 3 + 2 = 5: stunned, life 20 - 6 = 14 (his Vengeful stops Scythe's pull).
    state = play_beat(start("vanaah", "eligor", positions=(3, 6)), ("Judgment", "Scythe"),
                      ("Vengeful", "Shot"), antes=((0, "Divine Rush"),))
    assert "priority 4 beats 2" in notes(state)
    assert lives(state) == (20, 20 - 6)


def test_an_anted_divine_rush_does_not_come_back_by_itself_at_recycle():
    # The beat above: her one token is spent at ante (1 - 1 = 0) and the Recycle prompt asks
    # the player to send it along with the attack pair; the next beat she still holds 0.
    state = set_and_ante(start("vanaah", "eligor", positions=(3, 6)), ("Judgment", "Scythe"),
                         ("Vengeful", "Shot"), antes=((0, "Divine Rush"),))
    assert tokens(state, 0, "Divine Rush") == 0
    while Decision(0, "trigger", RETURN_PROMPT) not in pending(state).options:
        state = apply(state, pending(state).options[0])
    assert state.cursor.step == "recycle"
    state = apply(state, Decision(0, "trigger", RETURN_PROMPT))
    assert state.beat == 2
    assert tokens(state, 0, "Divine Rush") == 0
