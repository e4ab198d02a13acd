"""Baenvier's unique ability (Spellbreaker): three Spellbreaker tokens, anted any number of
times and never regained (fighters/baenvier.yaml; 000 "Ante Phase", "Tokens & Counters").

Rukyuk is the opponent, with his Trick style (Stun Immunity, nothing else)."""

from tests.beat_helpers import lives
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


def test_a_spellbreaker_token_sends_every_set_style_back_to_hand_uncounted():
    # Both styles go back: Grasp (priority 5) beats Strike (3) with no style bonus, hits for
    # 2 and pushes Ludus 1 out of Strike's reach. Without the ante Curse Grasp would hit for
    # 4 and Execution Strike (priority 5) would come first.
    state = play_beat(start("baenvier", "ludus", positions=(3, 4)), ("Curse", "Grasp"),
                      ("Execution", "Strike"), antes=((0, "Spellbreaker"),))
    assert lives(state) == (20, 18)
    assert state.fighters[0].discard1 == ("Grasp",) and "Curse" in state.fighters[0].hand
    assert state.fighters[1].discard1 == ("Strike",) and "Execution" in state.fighters[1].hand


def test_spellforge_sends_the_opponents_style_back_to_hand_on_hit():
    # Spellforge Strike (priority 5) beats Rolling Strike (2): 4 damage, under Strike's guard
    # 5. Rolling no longer counts: Ludus's Strike hits for 4, not 4 + 2.
    state = play_beat(start("baenvier", "ludus", positions=(3, 4)), ("Spellforge", "Strike"),
                      ("Rolling", "Strike"))
    assert lives(state) == (16, 16)
    assert state.fighters[1].discard1 == ("Strike",) and "Rolling" in state.fighters[1].hand


def test_felfire_makes_the_opponents_style_count_for_nothing():
    # Execution Grasp would be priority 7 and power 5; without its style it is 5 and 2, still
    # ahead of Felfire (2): Grasp hits Baenvier for 2 (7 - 2 = 5). The style is discarded
    # with the pair as usual.
    state = start("baenvier", "ludus", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Felfire")
    state = play_beat(state, ("Switch", "Strike"), ("Execution", "Grasp"))
    assert lives(state)[0] == 5
    assert set(state.fighters[1].discard1) == {"Execution", "Grasp"}
