"""Kajia's Insect counters (fighters/kajia.yaml): counters that lie on the opponent's cards
(the attack pair, then the discard piles, cycling with them), given by Stinging, Swarming and
Imago Emergence and read by her other cards (000 "Tokens & Counters", "Recycle Phase"; 002
"Game Setup" for the classic cards).

The opponent is Eligor: Retribution is +0/+0/-1 with Soak 2, Vengeful +0/+1/+0 with Stun Guard
3 (Before: advance 1). Kajia's Insect pool is the token's supply (10 at the start); the
Insects on Eligor's cards are ``fighters[0].on_cards[0]``: (attack pair, discard 1, discard 2).
"""

from dataclasses import replace

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, start, tokens
from tests.note_helpers import beaten, hits, noted, of_kind


def insects(state, pair=0, one=0, two=0):
    """Insects put on Eligor's attack pair and discard piles from Kajia's pool of 10 (the
    Emerged counter, Imago Emergence's reminder, not held)."""
    return state.with_fighter(0, on_cards=((pair, one, two), (0, 0, 0)),
                              supply=(10 - pair - one - two, 0))


def test_a_stinging_hit_puts_one_insect_on_the_opponents_pair_which_goes_to_discard_1():
    # Kajia Stinging Strike: range 1, power 4, priority 3 + 1 = 4 against Eligor's
    # Retribution Shot, priority 2 - 1 = 1, at distance 1: Kajia strikes first and hits.
    # An Insect goes from Kajia's pool onto Eligor's attack pair, and at Recycle with the pair
    # onto his discard pile 1. Hit, Eligor's Retribution then moves him directly next to
    # Kajia, onto space 2, her other side: the unique ability gives a second Insect (000
    # "In-Time Triggers"). Pool 10 - 2 = 8.
    state = play_beat(start("kajia", "eligor", positions=(3, 4)),
                      ("Stinging", "Strike"), ("Retribution", "Shot"))
    assert "Kajia" in hits(state)
    assert tokens(state, 0, "Insect") == 8
    assert state.fighters[0].on_cards[0] == (0, 2, 0)


def test_swarming_hands_an_insect_at_end_of_beat_only_to_an_adjacent_opponent():
    # Adjacent: Swarming Strike (priority 3 - 1 = 2) against Retribution Shot (priority 1) at
    # distance 1. Eligor's Retribution puts him next to Kajia again, on her other side (an
    # Insect from the unique ability), so the beat ends at distance 1: Swarming's Insect too,
    # 2 on his pair, on his discard pile 1 after Recycle.
    state = play_beat(start("kajia", "eligor", positions=(3, 4)),
                      ("Swarming", "Strike"), ("Retribution", "Shot"))
    assert abs(state.positions[0] - state.positions[1]) == 1
    assert state.fighters[0].on_cards[0] == (0, 2, 0)
    # Not adjacent: Swarming Shot (priority 2 - 1 = 1) against Vengeful Shot (priority 2) at
    # distance 3. Eligor advances 1 (distance 2) and hits with power 3 + 1 = 4 against guard
    # 2: Kajia is stunned and never attacks, and the beat ends at distance 2: no Insect.
    state = play_beat(start("kajia", "eligor", positions=(2, 5)),
                      ("Swarming", "Shot"), ("Vengeful", "Shot"))
    assert state.positions == (2, 4)
    assert tokens(state, 0, "Insect") == 10


def test_swarming_makes_an_opponent_with_insects_on_a_discard_pile_miss_at_range_1():
    # Swarming Strike (priority 2) hits Retribution Shot (priority 1) first at distance 1 for
    # 4 - Soak 2 = 2, not over guard 2. Eligor's Shot answers at distance 1: with an Insect on
    # his discard pile 1 it misses (Kajia 20); without, it hits for 3 (Kajia 17).
    state = start("kajia", "eligor", positions=(3, 4))
    infested = play_beat(insects(state, one=1), ("Swarming", "Strike"), ("Retribution", "Shot"))
    assert noted(infested, "miss_avoided", foe_name="Kajia")
    assert lives(infested)[0] == 20
    clean = play_beat(state, ("Swarming", "Strike"), ("Retribution", "Shot"))
    assert lives(clean)[0] == 17


def test_burrowing_gains_power_and_priority_per_discard_pile_holding_insects():
    # Burrowing Strike: power 4, priority 3 - 1 = 2, against Retribution Shot (priority 1).
    # Insects on both of Eligor's piles: +2 Power, +2 Priority: 6 - Soak 2 = 4 damage (20 -
    # 4 = 16, over guard 2: he does not attack), and at Recycle pile 2's Insect comes back
    # (16 - 1 = 15). None: 4 - 2 = 2 damage (20 - 2 = 18).
    state = start("kajia", "eligor", positions=(3, 4))
    both = play_beat(insects(state, one=1, two=1), ("Burrowing", "Strike"),
                     ("Retribution", "Shot"))
    assert (4, 1) in beaten(both)
    assert noted(both, "damage_taken", name="Eligor", dealt=4, parts=(("power", 6), ("armor", -2)))
    assert lives(both)[1] == 15
    none = play_beat(state, ("Burrowing", "Strike"), ("Retribution", "Shot"))
    assert (2, 1) in beaten(none)
    assert lives(none)[1] == 18


def test_insects_coming_back_to_kajia_cost_the_opponent_a_life_each():
    # Eligor's discard pile 2 holds 2 Insects and pile 1 holds 1. A beat where no one is hit:
    # Stinging Strike (priority 4, range 1) against Vengeful Shot (range 1~4), standups on 1
    # and 7; Eligor advances to 6, still 5 away. At Recycle pile 2 comes back to his hand:
    # its 2 Insects return to Kajia's pool (7 + 2 = 9) and Eligor loses 2 life (20 - 2 = 18);
    # pile 1's Insect moves to pile 2.
    state = insects(start("kajia", "eligor", positions=(1, 7)), one=1, two=2)
    state = play_beat(state, ("Stinging", "Strike"), ("Vengeful", "Shot"))
    assert lives(state) == (20, 18)
    assert tokens(state, 0, "Insect") == 9
    assert state.fighters[0].on_cards[0] == (0, 0, 1)


def test_wormwood_drains_one_life_pulls_and_hits_harder_per_insect_in_the_discards():
    # Kajia at 7 life brings out Wormwood with Switch; Eligor's discard piles hold 1 Insect
    # each. Start of Beat: Eligor loses 2 life (20 - 2 = 18) and is pulled 2 spaces, from 5 to
    # 3, next to Kajia on 2. Wormwood (priority 5) strikes before Retribution Shot (priority
    # 1): power 3 + 2 = 5, less Soak 2: 18 - 3 = 15, over guard 2, so Eligor does not attack.
    # At Recycle pile 2's Insect comes back: 15 - 1 = 14, Kajia's pool 8 + 1 = 9.
    state = start("kajia", "eligor", positions=(2, 5), life=(7, 20))
    state = insects(state.with_fighter(0, finisher="Wormwood"), one=1, two=1)
    state = play_beat(state, ("Switch", "Strike"), ("Retribution", "Shot"))
    assert state.positions == (2, 3)
    taken = [n for n in of_kind(state, "damage_taken") if n["name"] == "Eligor"][-1]
    assert (taken["dealt"], taken["parts"], taken["life_before"], taken["life_after"]) == (
        3, (("power", 5), ("armor", -2)), 18, 15)
    assert lives(state) == (7, 14)
    assert tokens(state, 0, "Insect") == 9
    assert state.fighters[0].on_cards[0] == (0, 0, 1)


def test_an_opponent_pulled_past_kajia_takes_an_insect_counter():
    # Kajia on 4, Ludus on 5. Parasitic Strike (priority 3 - 1 = 2) against Safari Strike (3):
    # at Start Parasitic pulls Ludus exactly 3 spaces, hopping over Kajia: 5 -> 3 -> 2 -> 1
    # (Kajia's space not counted). He switched sides with her (000 "In-Time Triggers":
    # whatever moved him): an Insect from her pool of 10 goes on his attack pair, and with it
    # onto his discard pile 1 at Recycle. Both Strikes (range 1) miss at distance 3.
    state = play_beat(start("kajia", "ludus", positions=(4, 5)), ("Parasitic", "Strike"),
                      ("Safari", "Strike"))
    assert state.positions == (4, 1)
    assert tokens(state, 0, "Insect") == 9
    assert state.fighters[0].on_cards[0] == (0, 1, 0)
    assert lives(state) == (20, 20)


def test_after_imago_emergence_hits_an_insect_goes_on_the_opponents_pair_every_end_of_beat():
    # Kajia at 7 life brings Imago Emergence (range 3~6, power 1, priority 7) with Switch
    # against Safari Strike (3), 3 spaces away: she hits for 1 (20 - 1 = 19) and stuns Ludus.
    # On hit an Insect goes on his discard pile 1; at End of Beat (this one included) one more
    # on his attack pair. At Recycle pile 1's goes to pile 2 and the pair's to pile 1: (0, 1,
    # 1), pool 10 - 2 = 8.
    state = start("kajia", "ludus", positions=(1, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Imago Emergence"), ("Switch", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (7, 19)
    assert state.fighters[0].on_cards[0] == (0, 1, 1)
    assert tokens(state, 0, "Insect") == 8
    # The next beat, 6 spaces apart (both Strikes miss; Swarming gives no Insect to an opponent
    # who is not adjacent), the End of Beat Insect still goes on Ludus's pair. At Recycle pile
    # 2's Insect comes back to the pool costing him 1 life (19 - 1 = 18), pile 1's goes to
    # pile 2 and the pair's to pile 1: (0, 1, 1) again, pool 8 - 1 + 1 = 8.
    state = play_beat(replace(state, positions=(1, 7)), ("Swarming", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (7, 18)
    assert state.fighters[0].on_cards[0] == (0, 1, 1)
    assert tokens(state, 0, "Insect") == 8
