"""Demitras Denigrande's Crescendo tokens (unique ability Crescendo Vampire Knight) and
Deathblow, which spends them (fighters/demitras.yaml; 000 "Tokens & Counters", "Ante Phase",
"In-Time Triggers").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
Demitras starts with 2 Crescendo tokens.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import formless, play_beat, start, tokens
from tests.note_helpers import beaten, stunned_by


def test_each_crescendo_token_held_adds_one_priority():
    # Darkside Strike: 3 + 1 + 2 tokens = 6 beats Bladed Grasp's 5 + 0 = 5 (without the tokens
    # 4 would lose).
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                      ("Darkside", "Strike"), ("Bladed", "Grasp"))
    assert (6, 5) in beaten(state)


def test_each_crescendo_token_anted_gives_two_power():
    # One token anted, one held: Darkside Strike priority 3 + 1 + 1 = 5 beats Bladed Drive's 4
    # and hits for 4 - 2 + 2 = 4 over Kehrolyn's guard 0 + 2 = 2: stunned, 20 - 4 = 16.
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                      ("Darkside", "Strike"), ("Bladed", "Drive"), antes=((0, "Crescendo"),))
    assert lives(state) == (20, 16)


def test_demitras_gains_a_crescendo_token_when_he_hits():
    # Distance 2: Vapid Strike (priority 3 + 0 + 2 = 5, range 1 + 0~1 = 1~2) hits for
    # 4 - 1 = 3 under guard 7: Kehrolyn 17; Bladed Strike (range 1) misses. Tokens 2 + 1 = 3.
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 5))),
                      ("Vapid", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (20, 17)
    assert tokens(state, 0, "Crescendo") == 3


def test_demitras_loses_a_crescendo_token_when_he_is_hit():
    # Distance 2: Darkside Strike (priority 6, range 1) misses; Bladed Shot (range 1~4) hits for
    # 3 + 2 = 5, not above guard 5: Demitras 15. Tokens 2 - 1 = 1.
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 5))),
                      ("Darkside", "Strike"), ("Bladed", "Shot"))
    assert lives(state) == (15, 20)
    assert tokens(state, 0, "Crescendo") == 1


def test_deathblow_spends_crescendo_tokens_for_two_power_each():
    # Vapid Deathblow (priority 8 + 0 + 2 = 10) hits first; spending 2 tokens makes its power
    # 0 - 1 + 2 x 2 = 3, under guard 7: Kehrolyn 20 - 3 = 17. Bladed Strike's priority is
    # 3 + 0 = 3, so Vapid's hit stuns her (3 or lower) and she never answers: Demitras 20.
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                      ("Vapid", "Deathblow"), ("Bladed", "Strike"), choices={"Deathblow": "2"})
    assert lives(state) == (20, 17)
    # 0 - 1 + 2 x 2 = 3, under guard 7: Kehrolyn 20 - 3 = 17. Bladed Strike's priority is 3,
    # so Vapid stuns Kehrolyn on hit and she does not answer: Demitras stays on 20.
    state = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                      ("Vapid", "Deathblow"), ("Bladed", "Strike"), choices={"Deathblow": "2"})
    assert lives(state) == (20, 17)


def test_vapid_stuns_on_hit_only_an_opponent_of_priority_3_or_less():
    # Vapid Shot: range 1~4 + 0~1, power 3 - 1 = 2, priority 2 + 2 (two Crescendo held) = 4,
    # against Bladed Strike (priority 3): it hits first at distance 1 for 2, under guard 5 + 2
    # = 7, and Vapid stuns Kehrolyn: she does not attack (Demitras stays on 20).
    low = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                    ("Vapid", "Shot"), ("Bladed", "Strike"))
    assert stunned_by(low, "Kehrolyn", "Vapid")
    assert lives(low) == (20, 18)
    # Vapid Strike (priority 3 + 2 = 5, power 4 - 1 = 3) against Bladed Drive (priority 4):
    # the hit does not stun by Vapid; its 3 damage over guard 0 + 2 = 2 stuns instead.
    high = play_beat(formless(start("demitras", "kehrolyn", positions=(3, 4))),
                     ("Vapid", "Strike"), ("Bladed", "Drive"))
    assert not stunned_by(high, "Kehrolyn", "Vapid")
    assert stunned_by(high, "Kehrolyn", "damage")
