"""Hepzibah Culotre's Dark Pacts (unique ability Dark Pact Vivimancer, counted as 5 Dark Pact
tokens) and the cards that count the Pacts anted: Anathema, Accursed and Bloodlight
(fighters/hepzibah.yaml; 000 "Ante Phase", "Tokens & Counters", "Other Effects": Chip, Regain
Life, Stun Immunity).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import set_pairs, with_hand
from tests.fighter_helpers import finish, formless, play_beat, set_only, start, tokens


def pacts(count):
    """Hepzibah (seat 0) antes ``count`` Dark Pacts."""
    return ((0, "Dark Pact"),) * count


def test_each_dark_pact_anted_costs_one_life():
    # Two Pacts: 20 - 1 - 1 = 18. At distance 6 neither Accursed Shot (range 1~4 + 0~1 = 1~5)
    # nor Bladed Strike (range 1) reaches.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(1, 7))),
                      ("Accursed", "Shot"), ("Bladed", "Strike"), antes=pacts(2))
    assert lives(state) == (18, 20)


def test_every_anted_dark_pact_comes_back_at_end_of_beat():
    # Two Pacts anted: 5 - 2 = 3 held during the beat, all 5 again once the beat is over.
    state = formless(start("hepzibah", "kehrolyn", positions=(1, 7)))
    state = with_hand(with_hand(state, 0, "Accursed", "Shot"), 1, "Bladed", "Strike")
    state = set_pairs(state, ("Accursed", "Shot"), ("Bladed", "Strike"))
    state = apply(state, Decision(0, "ante", "Dark Pact"))
    state = apply(state, Decision(1, "pass"))
    state = apply(state, Decision(0, "ante", "Dark Pact"))
    assert tokens(state, 0, "Dark Pact") == 3
    state = finish(state)
    assert tokens(state, 0, "Dark Pact") == 5


def test_anathema_gains_one_power_and_priority_per_pact_anted_up_to_three():
    # Four Pacts count as 3: Anathema Strike priority 3 - 1 + 3 = 5 beats Bladed Drive's 4 and
    # hits for 4 - 1 + 3 = 6 over Kehrolyn's guard 0 + 2 = 2: stunned, 20 - 6 = 14.
    # Hepzibah paid 4 life: 20 - 4 = 16.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(3, 4))),
                      ("Anathema", "Strike"), ("Bladed", "Drive"), antes=pacts(4))
    assert lives(state) == (16, 14)


def test_accursed_gives_stun_immunity_with_three_pacts_anted():
    # Three Pacts: 20 - 3 = 17. Bladed Strike (priority 3 beats Accursed Shot's 2 + 0 = 2) hits
    # for 6 over Hepzibah's guard 2: she would be stunned but is immune, 17 - 6 = 11. Accursed
    # Shot answers for 3 - 1 = 2 under guard 5 + 2 = 7: Kehrolyn 20 - 2 = 18.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(3, 4))),
                      ("Accursed", "Shot"), ("Bladed", "Strike"), antes=pacts(3))
    assert lives(state) == (11, 18)


def test_bloodlight_regains_the_damage_dealt_up_to_the_pacts_anted():
    # Hepzibah at 10 life antes one Pact: 10 - 1 = 9. Bladed Grasp (priority 5 beats Anathema
    # Bloodlight's 3 - 1 + 1 = 3) misses at distance 2 with range 1. Bloodlight (range 1~3)
    # hits for 2 - 1 + 1 = 2, not above guard 0 + 2 = 2: Kehrolyn 20 - 2 = 18. Hepzibah
    # regains the 2 damage capped at 1 Pact: 9 + 1 = 10.
    state = formless(start("hepzibah", "kehrolyn", positions=(3, 5), life=(10, 20)))
    state = play_beat(state, ("Anathema", "Bloodlight"), ("Bladed", "Grasp"), antes=pacts(1))
    assert lives(state) == (10, 18)


def test_no_dark_pact_can_be_anted_at_one_life():
    # Paying 1 life for a Pact at 1 life would spend the last point, which is never allowed
    # (000 "Other Effects", Spend Life): at 1 life the ante is not offered; at 2 it is.
    pact = Decision(0, "ante", "Dark Pact")
    state = set_only(start("hepzibah", "ludus", life=(1, 20)), ("Anathema", "Strike"),
                     ("Safari", "Strike"))
    assert pact not in pending(state).options
    state = set_only(start("hepzibah", "ludus", life=(2, 20)), ("Anathema", "Strike"),
                     ("Safari", "Strike"))
    assert pact in pending(state).options


def test_darkheart_makes_the_opponent_discard_a_token_on_hit():
    # Darkheart Drive: priority 4 - 1 = 3 beats Combination Burst (1). Burst retreats Shekhtur
    # to 5, Drive advances Hepzibah 1 to 4: range 1 hits. Shekhtur's Malice 3 -> 2.
    state = play_beat(start("hepzibah", "shekhtur", positions=(3, 4)),
                      ("Darkheart", "Drive"), ("Combination", "Burst"))
    assert tokens(state, 1, "Malice") == 2
