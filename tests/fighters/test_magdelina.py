"""Magdelina's unique ability (Divine Conduit Battle Channeler) and the cards that read her
Trance and Level counters (fighters/magdelina.yaml; 000 "Ante Phase", "In-Time Triggers",
"Tokens & Counters", "Other Effects" (You cannot take more than X damage; Opponent is
Stunned)).

Magdelina is seat 0. The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun
immune, no effects), or Eligor where a stun must land.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import holding, play_beat, start, tokens
from tests.note_helpers import beaten, names, stunned


def with_counters(state, name, count):
    """Magdelina holds ``count`` counters ``name`` (set by hand)."""
    return holding(state, 0, name, count)


def test_each_level_adds_one_power_and_one_priority_from_the_ante_phase():
    # Level 2, distance 1. Magdelina Spiritual Strike: priority 1 + 3 + 2 = 6, power
    # 1 + 4 + 2 = 7; Raederick Iron Grasp: priority -3 + 5 = 2. She hits first: 20 - 7 = 13.
    state = with_counters(start("magdelina", "raederick", positions=(3, 4)), "Level", 2)
    state = play_beat(state, ("Spiritual", "Strike"), ("Iron", "Grasp"))
    assert (6, 2) in beaten(state)
    assert lives(state)[1] == 13


def test_sanctimonious_adds_one_to_the_maximum_range_per_trance_counter():
    # 3 Trance, Magdelina on 1, Raederick on 5 (distance 4). Sanctimonious Strike: range
    # 1 + 0~3 = 1~4, power -1 + 4 = 3; it reaches 4: Raederick 20 - 3 = 17. (With 2 Trance
    # the range would be 1~3 and miss.) Raederick's Iron Grasp (range 1) misses.
    state = with_counters(start("magdelina", "raederick", positions=(1, 5)), "Trance", 3)
    state = play_beat(state, ("Sanctimonious", "Strike"), ("Iron", "Grasp"))
    assert lives(state)[1] == 17


def test_safety_caps_each_attacks_damage_at_her_level_plus_three():
    # Level 1, distance 1. Magdelina Safety Strike: priority -1 + 3 + 1 = 3, against Raederick
    # Iron Strike: priority 0, power 3 + 4 = 7. His hit is capped at 1 + 3 = 4: 20 - 4 = 16
    # (4 is not more than her guard 5 + 1, so she is not stunned).
    state = with_counters(start("magdelina", "raederick", positions=(3, 4)), "Level", 1)
    state = play_beat(state, ("Safety", "Strike"), ("Iron", "Strike"))
    assert lives(state)[0] == 16


def test_apotheosis_stuns_the_opponent_and_gains_a_level_on_hit():
    # Magdelina at 7 life plays Switch and reveals Apotheosis (range 1, priority 4) against
    # Eligor's Vengeful Strike (priority 0 + 3 = 3) at distance 1: she hits first, Eligor is
    # stunned and does not attack, and her Level goes 0 -> 1.
    state = start("magdelina", "eligor", positions=(3, 4), life=(7, 20))
    state = play_beat(state, ("Switch", "Strike"), ("Vengeful", "Strike"))
    assert "Eligor" in stunned(state)
    assert "Eligor" in names(state, "stunned_no_attack")
    assert tokens(state, 0, "Level") == 1


def test_a_blessing_hit_makes_both_fighters_regain_three_life():
    # Both on 15 life, distance 2. Spiritual Blessing (range 1~2, power N/A, priority 3 + 1 =
    # 4) hits first against Iron Shot (priority 2 - 3 = -1): Magdelina and Raederick each regain
    # 3 (15 -> 18). Iron Shot (range 1~4, power 3 + 3 = 6) then hits her: 18 - 6 = 12.
    state = start("magdelina", "raederick", positions=(3, 5), life=(15, 15))
    state = play_beat(state, ("Spiritual", "Blessing"), ("Iron", "Shot"))
    assert lives(state) == (12, 18)


def test_trance_outnumbering_her_level_raises_it_only_on_the_second_end_of_beat_in_a_row():
    # Far apart (1 and 7), nobody hits. End of beat 1: Trance 0 + 1 = 1 outnumbers Level 0 for
    # the first time: no Level yet. End of beat 2: Trance 2 still outnumbers it: all Trance is
    # discarded and she reaches Level 1. End of beat 3: Trance 1 does not outnumber Level 1.
    state = start("magdelina", "raederick", positions=(1, 7))
    counts = []
    for _ in range(3):
        state = play_beat(state, ("Priestess", "Strike"), ("Iron", "Strike"))
        counts.append((tokens(state, 0, "Trance"), tokens(state, 0, "Level")))
    assert counts == [(1, 0), (0, 1), (1, 1)]


def test_spiritual_without_a_hit_gives_no_trance_at_end_of_beat():
    # Spiritual Strike far from Raederick: no hit, so no Trance counter (and no Level).
    state = play_beat(start("magdelina", "raederick", positions=(1, 7)),
                      ("Spiritual", "Strike"), ("Iron", "Strike"))
    assert (tokens(state, 0, "Trance"), tokens(state, 0, "Level")) == (0, 0)
