"""Sagas Seities's Mirror token (unique ability Shadow Mirror Doppleganger) and the cards that
use it: Negation and Shattering (fighters/sagas.yaml; 000 "Tokens & Counters", "Tiebreakers",
"Triggered Effects", "Other Effects": You/Opponent is Stunned).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

import pytest

from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import (
    finish,
    holding,
    notes,
    play_beat,
    set_and_ante,
    start,
    tokens,
)


def test_negation_wins_priority_ties_while_sagas_holds_the_mirror_token():
    # Negation Strike priority 3 + 0 = 3 against Bladed Strike 3 + 0 = 3: a tie. Holding the
    # Mirror token, Sagas wins it; once the token is anted, the tie is a clash.
    state = finish(set_and_ante(start("sagas", "kehrolyn"), ("Negation", "Strike"),
                                ("Bladed", "Strike")))
    assert "tie at 3, won by the tiebreaker" in notes(state)
    state = finish(set_and_ante(start("sagas", "kehrolyn"), ("Negation", "Strike"),
                                ("Bladed", "Strike"), antes=((0, "Mirror"),)))
    assert "tie at 3: clash" in notes(state)


def test_a_mirror_token_spent_on_shattering_makes_the_next_beats_hit_stun():
    # Beat 1, distance 2: Bladed Strike (priority 3 beats Shattering Strike's 3 - 1 = 2) misses
    # with range 1; Shattering Strike (range 1 + 1~2 = 2~3) hits for 4 + 1 = 5 and Sagas spends
    # the Mirror token: 1 - 1 = 0. Beat 2: Repelling Grasp (priority 5 + 1 = 6 beats 3, range
    # 1 + 1~2 = 2~3) hits for 2 - 1 = 1, far below Kehrolyn's guard 5 + 2 = 7, yet stuns on hit:
    # Kehrolyn does not attack. Lives: Sagas 20, Kehrolyn 20 - 5 - 1 = 14.
    state = start("sagas", "kehrolyn", positions=(3, 5))
    state = finish(set_and_ante(state, ("Shattering", "Strike"), ("Bladed", "Strike")))
    assert tokens(state, 0, "Mirror") == 0
    assert "stuns on hit" not in notes(state)
    state = finish(set_and_ante(state, ("Repelling", "Grasp"), ("Bladed", "Strike")))
    assert "Kehrolyn is stunned by an attack that stuns on hit" in notes(state)
    assert lives(state) == (20, 14)


def against_valuer(fighter, **changes):
    """``fighter`` (seat 0) against the values tester, whose Idle style is +0 everywhere and has
    no effect (tests/data/vocab_values.yaml); ``changes``: `fighter_helpers.start`'s keywords."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)


def with_discards(state, seat_, pile1, pile2):
    """``seat_``'s discard piles set to these cards (taken out of the hand)."""
    hand = tuple(c for c in state.fighters[seat_].hand if c not in pile1 + pile2)
    return state.with_fighter(seat_, hand=hand, discard1=pile1, discard2=pile2)


@pytest.mark.parametrize(("theirs", "mirror"), [(("Plain", "Strike"), 1), (("Plain", "Burst"), 0)])
def test_sagas_regains_his_mirror_when_his_base_is_in_the_opponents_discards(theirs, mirror):
    # Mirror spent (0 held). Repelling Strike against Idle Shot; at End of Beat, a Strike in
    # the opponent's discard piles gives the Mirror back (0 + 1 = 1); a Burst does not.
    state = holding(against_valuer("sagas", positions=(3, 4)), 0, "Mirror", 0)
    state = play_beat(with_discards(state, 1, theirs, ()), ("Repelling", "Strike"),
                      ("Idle", "Shot"))
    assert tokens(state, 0, "Mirror") == mirror
