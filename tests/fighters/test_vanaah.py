"""Vanaah Kalmor's Divine Rush token (unique ability Divine Rush Desert Paladin;
fighters/vanaah.yaml; 000 "Tokens & Counters", "Ante Phase", "Recycle Phase")."""

from engine.battlecon.beat import apply
from engine.battlecon.counters import count
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import finish, play_beat, set_only, start, through_ante, tokens
from tests.note_helpers import beaten


def test_anteing_divine_rush_gives_two_power_and_two_priority():
    # Judgment Scythe: priority 3 - 1 + 2 = 4 beats Eligor's Vengeful Shot (2 + 0 = 2). Scythe
    # advances Vanaah 3 -> 4 (distance 2), range 1~2 + 1 = 2~3 hits for 3 + 1 + 2 = 6, above
    # Eligor's guard 3 + 2 = 5: stunned, life 20 - 6 = 14 (his Vengeful stops Scythe's pull).
    state = play_beat(start("vanaah", "eligor", positions=(3, 6)), ("Judgment", "Scythe"),
                      ("Vengeful", "Shot"), antes=((0, "Divine Rush"),))
    assert (4, 2) in beaten(state)
    assert lives(state) == (20, 20 - 6)


def test_an_anted_divine_rush_goes_to_discard_with_the_attack_pair():
    # 002, Divine Rush Desert Paladin: the anted token lies on the attack pair (her pool 1 ->
    # 0) and at Recycle goes with it into discard pile 1; beat 2 begins with her pool empty.
    state = set_only(start("vanaah", "eligor", positions=(3, 6)), ("Judgment", "Scythe"),
                     ("Vengeful", "Shot"))
    state = apply(state, Decision(0, "ante", "Divine Rush"))
    assert (tokens(state, 0, "Divine Rush"), count(state, 0, "Divine Rush", "pair")) == (0, 1)
    state = finish(through_ante(state), beat=1)
    assert state.beat == 2
    assert tokens(state, 0, "Divine Rush") == 0
    assert count(state, 0, "Divine Rush", "discard1") == 1


def test_divine_rush_comes_back_when_its_attack_pair_returns_to_hand():
    # The token lies on discard pile 2 (anted two beats ago); at this beat's Recycle that pile
    # returns to her hand and the token to her pool: 0 -> 1.
    state = start("vanaah", "eligor", positions=(1, 7))
    state = state.with_fighter(0, supply=(0,), on_cards=((0, 0, 1),))
    state = play_beat(state, ("Judgment", "Scythe"), ("Vengeful", "Shot"))
    assert tokens(state, 0, "Divine Rush") == 1
    assert count(state, 0, "Divine Rush", "discards") == 0


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
