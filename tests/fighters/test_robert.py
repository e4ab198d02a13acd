"""Robert's unique ability (Saint's Boon: Blessing tokens) and the cards that count, gain or
spend Blessings (fighters/robert.yaml; 000 "Tokens & Counters", "Other Effects": Armor X,
"Finishers", "Switch Style Card").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2, Drive 1/3/4 guard 0 (Before:
advance 1 or 2). Eligor's Counter is +0/+1/-1, Martial +0~1/+1/-1. Robert starts with 2 of
his 4 Blessings.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, start, tokens


def blessings(held: int):
    """A duel (Robert on 3, Eligor on 5) with ``held`` Blessings in Robert's supply."""
    state = start("robert", "eligor")
    return state.with_fighter(0, supply=(held,), depletion=(4 - held,))


def test_divine_has_soak_one_per_blessing_held_up_to_two():
    # Martial Drive: priority 4 - 1 = 3 beats Divine Strike 3 - 1 = 2. Eligor advances 1
    # (5 -> 4) and hits for 3 + 1 = 4. One Blessing: Soak 1, damage 3, life 17. Four
    # Blessings: Soak 2 at most, damage 2, life 18.
    one = play_beat(blessings(1), ("Divine", "Strike"), ("Martial", "Drive"),
                    choices={"Drive": "3,4"})
    assert lives(one)[0] == 17
    four = play_beat(blessings(4), ("Divine", "Strike"), ("Martial", "Drive"),
                     choices={"Drive": "3,4"})
    assert lives(four)[0] == 18


def test_rosary_gains_a_blessing_at_the_end_of_the_beat():
    # Ascendant Rosary never hits; Counter Shot (range 1~4) misses at distance 6.
    # Blessings: 2 + 1 = 3.
    state = play_beat(start("robert", "eligor", positions=(1, 7)), ("Ascendant", "Rosary"),
                      ("Counter", "Shot"))
    assert tokens(state, 0, "Blessing") == 3


def test_hail_mary_has_four_power_per_blessing_spent_on_hit():
    # At 7 life Switch brings Hail Mary (range 1, power 0, priority 4) against Counter Shot
    # (priority 1). Robert hits Eligor on 4 from 3 and spends both Blessings: power
    # 0 + 2 * 4 = 8, life 20 - 8 = 12; 0 Blessings left.
    state = play_beat(start("robert", "eligor", positions=(3, 4), life=(7, 20)),
                      ("Switch", "Strike"), ("Counter", "Shot"), choices={"Hail Mary": "2"})
    assert lives(state) == (7, 12)
    assert tokens(state, 0, "Blessing") == 0
