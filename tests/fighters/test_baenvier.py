"""Baenvier's unique ability (Spellbreaker): three Spellbreaker tokens, anted any number of
times and never regained (fighters/baenvier.yaml; 000 "Ante Phase", "Tokens & Counters").

Rukyuk is the opponent, with his Trick style (Stun Immunity, nothing else)."""

from tests.fighter_helpers import play_beat, set_and_ante, start, tokens


def test_several_spellbreaker_tokens_may_be_anted_in_one_beat():
    # Not a Limited Ante: all three may go in the same beat, 3 - 3 = 0.
    state = set_and_ante(start("baenvier", "rukyuk", positions=(1, 6)), ("Curse", "Strike"),
                         ("Trick", "Strike"), antes=((0, "Spellbreaker"),) * 3)
    assert tokens(state, 0, "Spellbreaker") == 0


def test_an_anted_spellbreaker_token_does_not_come_back():
    # 3 tokens; two anted in the first beat: 3 - 2 = 1; none anted in the second, and none
    # regained at either End of Beat: still 1.
    state = play_beat(start("baenvier", "rukyuk", positions=(1, 6)), ("Curse", "Strike"),
                      ("Trick", "Strike"), antes=((0, "Spellbreaker"), (0, "Spellbreaker")))
    assert tokens(state, 0, "Spellbreaker") == 1
    state = play_beat(state, ("Crescent", "Shot"), ("Trick", "Shot"))
    assert tokens(state, 0, "Spellbreaker") == 1
