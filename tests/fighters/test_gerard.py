"""Gerard's unique ability (Band of Brigands: Gold tokens) and the cards that gain or count Gold
(fighters/gerard.yaml; 000 "Tokens & Counters", "Ante Phase", "Finishers", "Switch Style
Card").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1.
Gerard starts with 3 Gold.
"""

from dataclasses import replace

import pytest

from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    notes,
    play_beat,
    set_and_ante,
    start,
    tokens,
)


def test_gerard_gains_one_gold_at_the_end_of_every_beat():
    # Spaces 1 and 7: Initiation advances Gerard 1 (distance 5); Initiation Strike (range 1)
    # and Counter Shot (range 1~4) both miss. End of Beat: 3 + 1 = 4 Gold; the same beat
    # again from 1 and 7: 4 + 1 = 5.
    state = play_beat(start("gerard", "eligor", positions=(1, 7)), ("Initiation", "Strike"),
                      ("Counter", "Shot"))
    assert tokens(state, 0, "Gold") == 4
    state = play_beat(replace(state, positions=(1, 7)), ("Initiation", "Strike"),
                      ("Counter", "Shot"))
    assert tokens(state, 0, "Gold") == 5


def test_hiring_a_mercenary_pays_one_gold_per_ante():
    # Two antes for a Mercenary costing 2: 3 - 2 = 1 Gold, then 1 + 1 = 2 at End of Beat
    # (nobody hits, as in the test above).
    state = play_beat(start("gerard", "eligor", positions=(1, 7)), ("Initiation", "Strike"),
                      ("Counter", "Shot"),
                      antes=((0, "Pay 1 Gold to hire"), (0, "Pay 1 Gold to hire")))
    assert tokens(state, 0, "Gold") == 2


def test_avaricious_gains_two_gold_when_it_deals_damage():
    # Avaricious Strike: priority 3 + 0 = 3 against Counter Shot 2 - 1 = 1: Gerard is active.
    # Start: he advances 1 (3 -> 4); Strike hits Eligor on 5 for 4 damage (more than guard 2:
    # Eligor is stunned). Gold: 3 + 2 (On Damage) + 1 (End of Beat) = 6.
    state = play_beat(start("gerard", "eligor"), ("Avaricious", "Strike"), ("Counter", "Shot"))
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Gold") == 6


def test_windfall_has_one_more_power_per_gold_held_when_it_hits():
    # At 7 life Switch brings Windfall (range 1, power 0, priority 5) against Counter Shot
    # (priority 1). Before: Gerard advances 1 (3 -> 4), adjacent to Eligor on 5. On Hit:
    # +1 Power per Gold held, 3: power 0 + 3 = 3, life 20 - 3 = 17.
    state = play_beat(start("gerard", "eligor", life=(7, 20)), ("Switch", "Strike"),
                      ("Counter", "Shot"), choices={"Windfall": "4,5"})
    assert lives(state) == (7, 17)


def test_larceny_hits_after_its_pull_and_advance_take_gerard_past_the_opponent():
    # Villainous Larceny (priority 3) beats Safari Shot (2). Before: pull Ludus 5 -> 4, then
    # advance Gerard 1 from 3 over Ludus onto 5: sides switched, range 1: Larceny hits for
    # 4 + 1 = 5, Ludus 15.
    state = play_beat(start("gerard", "ludus", positions=(3, 5)), ("Villainous", "Larceny"),
                      ("Safari", "Shot"))
    assert lives(state)[1] == 15


def test_larceny_misses_when_nobody_switched_sides():
    # From 2 against 5: pull to 4, advance to 3, range 1 but no switch: Larceny misses. Ludus's
    # Shot (1~4) hits back for 3: Gerard 17.
    state = play_beat(start("gerard", "ludus", positions=(2, 5)), ("Villainous", "Larceny"),
                      ("Safari", "Shot"))
    assert lives(state) == (17, 20)
    assert "cannot hit" in notes(state)


def test_villainous_gains_two_gold_when_its_advance_ends_next_to_an_opponent_at_the_wall():
    # Villainous Strike (priority 3) beats Safari Shot (2) at 4 and 7 and misses; Shot hits
    # Gerard for 3. End: advance 2 to 6, next to Ludus on the end space: +2 Gold, besides the
    # unique ability's 1 Gold each End of Beat (3 + 1 + 2 = 6). Advancing 1 (to 5): 3 + 1 = 4.
    state = set_and_ante(start("gerard", "ludus", positions=(4, 7)), ("Villainous", "Strike"),
                         ("Safari", "Shot"))
    assert tokens(finish(state, choices={"Villainous": "6,7"}, beat=1), 0, "Gold") == 6
    assert tokens(finish(state, choices={"Villainous": "5,7"}, beat=1), 0, "Gold") == 4


@pytest.mark.parametrize(("positions", "valuer_life"), [((3, 5), 15), ((3, 6), 20)])
def test_larceny_hits_only_after_they_switched_sides(positions, valuer_life):
    # Villainous Larceny: range 1, power 4 + 1 = 5, priority 3 against Idle Shot (2). Before
    # attacking Gerard pulls the opponent 1 and advances 1. From 3 with him on 5: pulled to 4,
    # Gerard hops past to 5: switched, the hit lands for 5 (20 - 5 = 15). With him on 6:
    # pulled to 5, Gerard to 4, adjacent but on the same sides: no hit.
    state = play_beat(against_valuer("gerard", positions=positions), ("Villainous", "Larceny"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life
