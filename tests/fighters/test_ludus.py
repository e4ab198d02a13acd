"""Ludus's Collection, which counts the bases both fighters have in their discard piles
(fighters/ludus.yaml; 000 "Discard Piles", "Styles and Bases").

The opponent is the values tester (tests/data/vocab_values.yaml), whose Idle style is +0
everywhere and has no effect: Shot 1~4/3/2 guard 2.
"""

import pytest

from tests.beat_helpers import lives
from tests.fighter_helpers import against_valuer, play_beat


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
