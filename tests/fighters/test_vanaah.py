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


def test_reaping_makes_an_opponent_with_tokens_discard_one():
    # Reaping Drive: priority 4 + 1 = 5 beats Combination Burst (1); after Burst's retreat and
    # Drive's advance, range 1 hits. Shekhtur holds 3 Malice: one goes (2 left), and Divine
    # Rush, still in Vanaah's supply, stays there.
    state = play_beat(start("vanaah", "shekhtur", positions=(3, 4)),
                      ("Reaping", "Drive"), ("Combination", "Burst"))
    assert tokens(state, 1, "Malice") == 2
    assert tokens(state, 0, "Divine Rush") == 1


def test_reaping_brings_divine_rush_back_when_the_opponent_holds_no_token():
    # Vanaah antes Divine Rush (1 -> 0): Reaping Drive, priority 4 + 1 + 2 = 7, hits Kehrolyn
    # (no tokens). Nothing to discard, so the Divine Rush token returns: 0 + 1 = 1.
    state = play_beat(start("vanaah", "kehrolyn", positions=(3, 4)),
                      ("Reaping", "Drive"), ("Bladed", "Burst"), antes=((0, "Divine Rush"),))
    assert tokens(state, 0, "Divine Rush") == 1
