"""Ludus's Collection, which counts the bases both fighters have in their discard piles
(fighters/ludus.yaml; 000 "Discard Piles", "Styles and Bases").

The opponent is the values tester (tests/data/vocab_values.yaml), whose Idle style is +0
everywhere and has no effect: Shot 1~4/3/2 guard 2.
"""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import with_hand
from tests.fighter_helpers import (
    against_valuer,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    until_choice,
)


def with_discards(state, seat_, pile1, pile2):
    """``seat_``'s discard piles set to these cards (taken out of the hand)."""
    hand = tuple(c for c in state.fighters[seat_].hand if c not in pile1 + pile2)
    return state.with_fighter(seat_, hand=hand, discard1=pile1, discard2=pile2)


@pytest.mark.parametrize(("theirs", "valuer_life"), [
    ((("Plain", "Grasp"), ("Idle", "Burst")), 14),   # Grasp and Burst in both: +2
    ((("Plain", "Drive"), ("Idle", "Dodge")), 16),   # no base name in both: +0
])


def test_collection_gains_power_per_base_name_in_both_fighters_discards(theirs, valuer_life):
    # Ludus's discards: Rolling Grasp and Safari Burst. Collection Strike: range 1~2, power
    # 4, priority 3 against Idle Shot (priority 2) at distance 1: Ludus hits first for 4
    # plus 1 per base name in both fighters' discards (20 - 6 = 14, or 20 - 4 = 16).
    state = with_discards(against_valuer("ludus", positions=(3, 4)), 0, ("Rolling", "Grasp"),
                          ("Safari", "Burst"))
    state = play_beat(with_discards(state, 1, *theirs), ("Collection", "Strike"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


# Issue 20: the four Game cards are special cards "Game 1".."Game 4": in play face up, in the
# supply face down, discarded out of the game.


def test_ludus_begins_with_no_game_in_play():
    state = start("ludus", "takeshi")
    assert state.fighters[0].active_cards == ()


def test_challenge_puts_a_game_in_play_and_discards_the_one_it_replaces():
    # Ludus on 1, Takeshi on 7: nobody hits. Beat 1: Game 2 comes into play. Beat 2: Game 2 is
    # discarded (out of the game) and Game 4 comes in; Game 2 is not offered again.
    state = play_beat(start("ludus", "takeshi", positions=(1, 7)), ("Safari", "Challenge"),
                      ("Swift", "Strike"), choices={"Challenge": "sp:Game 2"})
    assert state.fighters[0].active_cards == ("Game 2",)
    state = with_hand(state, 0, "Safari", "Challenge")
    state = until_choice(set_and_ante(state, ("Safari", "Challenge"), ("Mobile", "Drive")),
                         "base:Challenge#1")
    offered = [d.b for d in pending(state).options if d.kind == "choose"]
    assert "sp:Game 2" not in offered and "sp:Game 4" in offered
    state = apply(state, Decision(0, "choose", "base:Challenge#1", "sp:Game 4"))
    assert state.fighters[0].active_cards == ("Game 4",)
    assert "Game 2" in state.fighters[0].removed


def test_challenge_has_one_power_and_one_priority_per_discarded_game():
    # Games 1 and 3 discarded by hand: Challenge 1~2/2/2 with Safari (+0): power and
    # priority 2 + 2 = 4 each.
    state = start("ludus", "takeshi", positions=(1, 7))
    for name in ("Game 1", "Game 3"):
        state = apply(state, adjust_decision(0, f"special:{name}", 2))
    state = set_revealed(state, ("Safari", "Challenge"), ("Swift", "Strike"))
    assert (pair_stats(state, 0).power.lo, pair_stats(state, 0).priority.lo) == (4, 4)
    fresh = set_revealed(start("ludus", "takeshi", positions=(1, 7)), ("Safari", "Challenge"),
                         ("Swift", "Strike"))
    assert (pair_stats(fresh, 0).power.lo, pair_stats(fresh, 0).priority.lo) == (2, 2)
