"""Gerard's unique ability (Band of Brigands: Gold tokens) and the cards that gain or count Gold
(fighters/gerard.yaml; 000 "Tokens & Counters", "Ante Phase", "Finishers", "Switch Style
Card").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1.
Gerard starts with 3 Gold.
"""

from dataclasses import replace

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    set_revealed,
    start,
    tokens,
)
from tests.note_helpers import noted


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


def test_hiring_the_brawler_pays_his_three_gold_and_puts_him_in_play():
    # Nobody hits from 1 and 7 (as above): 3 - 3 = 0 Gold, then + 1 at End of Beat.
    state = play_beat(start("gerard", "eligor", positions=(1, 7)), ("Initiation", "Strike"),
                      ("Counter", "Shot"), antes=((0, "Hire Brawler"),))
    assert tokens(state, 0, "Gold") == 1
    assert state.fighters[0].active_cards == ("Brawler",)


def test_avaricious_gains_two_gold_when_it_deals_damage():
    # Avaricious Strike: priority 3 + 0 = 3 against Counter Shot 2 - 1 = 1: Gerard is active.
    # Start: he advances 1 (3 -> 4); Strike hits Eligor on 5 for 4 + 1 damage (3 Gold, more
    # than the Mercenaries in play, 0: +1 Power). Gold: 3 + 2 (On Damage) + 1 (End) = 6.
    state = play_beat(start("gerard", "eligor"), ("Avaricious", "Strike"), ("Counter", "Shot"))
    assert lives(state) == (20, 15)
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
    assert noted(state, "miss_cannot_hit", name="Gerard")


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


# ---------------------------------------------------- issue 20 (wave 3, helper c2): Mercenaries
# Mercenary costs and effects: docs/roster-notes.md, "Issue 20 (wave 3, helper c2)".


def tokens_set(state, gold):
    """``state`` with Gerard holding ``gold`` Gold."""
    return holding(state, 0, "Gold", gold)


def _hired(state, *names):
    """``state`` with Gerard's Mercenaries ``names`` in play (face up), as if hired earlier."""
    return state.with_fighter(0, active_cards=tuple(sorted(names)))


def test_a_mercenary_in_play_cannot_be_hired_again():
    state = set_only(_hired(against_valuer("gerard"), "Brawler"), ("Villainous", "Strike"),
                     ("Idle", "Shot"))
    offered = {d.a for d in pending(state).options if d.kind == "ante"}
    assert "Hire Archer" in offered
    assert "Hire Brawler" not in offered


def test_the_brawler_takes_one_life_after_gerards_attack_at_range_two():
    # Villainous Strike (priority 3) before Idle Shot (2): range 2, Strike misses; After
    # activating, the Brawler makes the valuer lose 1 life. Shot hits Gerard for 3.
    state = play_beat(_hired(against_valuer("gerard", positions=(3, 5)), "Brawler"),
                      ("Villainous", "Strike"), ("Idle", "Shot"))
    assert lives(state) == (17, 19)


def test_the_archer_does_nothing_at_range_two():
    state = play_beat(_hired(against_valuer("gerard", positions=(3, 5)), "Archer"),
                      ("Villainous", "Strike"), ("Idle", "Shot"))
    assert lives(state) == (17, 20)


def test_gilded_has_soak_two_while_gerard_holds_more_gold_than_mercenaries():
    # 3 Gold, no Mercenary: Soak 2 (Armor); with the Mage hired at ante (2 Gold): 1 Gold and
    # one Mercenary, not more: Stun Guard 4 instead.
    plain = set_and_ante(against_valuer("gerard"), ("Gilded", "Strike"), ("Idle", "Shot"))
    hired = set_and_ante(against_valuer("gerard"), ("Gilded", "Strike"), ("Idle", "Shot"),
                         antes=((0, "Hire Mage"),))
    assert pair_stats(plain, 0).armor.lo == 2
    assert pair_stats(hired, 0).armor.lo == 0
    assert pair_stats(hired, 0).guard.lo == pair_stats(plain, 0).guard.lo + 4


def test_avaricious_has_priority_instead_of_power_once_mercenaries_match_the_gold():
    plain = set_revealed(against_valuer("gerard"), ("Avaricious", "Strike"), ("Idle", "Shot"))
    hired = set_revealed(_hired(against_valuer("gerard"), "Mage", "Archer", "Bookie"),
                         ("Avaricious", "Strike"), ("Idle", "Shot"))
    assert (pair_stats(plain, 0).power.lo, pair_stats(plain, 0).priority.lo) == (5, 3)
    assert (pair_stats(hired, 0).power.lo, pair_stats(hired, 0).priority.lo) == (4, 4)


def test_an_activated_mage_gives_one_power_and_one_priority():
    state = set_and_ante(_hired(against_valuer("gerard"), "Mage"), ("Villainous", "Strike"),
                         ("Idle", "Shot"), antes=((0, "Activate Mage"),))
    assert tokens(state, 0, "Gold") == 0
    assert (pair_stats(state, 0).power.lo, pair_stats(state, 0).priority.lo) == (6, 4)


def test_the_lackey_soaks_five_and_leaves_the_duel_after_his_beat():
    # Hired for 7 Gold (Gerard holds 7): Idle Shot's 3 damage is soaked; he is then out of
    # the game for good and cannot be hired again.
    state = tokens_set(against_valuer("gerard", positions=(3, 5)), 7)
    state = play_beat(state, ("Villainous", "Strike"), ("Idle", "Shot"),
                      antes=((0, "Hire Lackey"),))
    assert lives(state)[0] == 20
    assert "Lackey" not in state.fighters[0].active_cards
    assert "Lackey" in state.fighters[0].removed


def test_ultra_beatdown_dismisses_a_mercenary_to_attack_once_more():
    # Ultra Beatdown (range 1~3, power 2, priority 4) against Idle Shot (2) at range 2: hits
    # for 2; the Brawler is dismissed (face down) to hit again for 2 more: 20 - 4, and the
    # Brawler's own loss does not come (he left before After activating).
    state = _hired(against_valuer("gerard", positions=(3, 5), life=(7, 20)), "Brawler")
    state = play_beat(state.with_fighter(0, finisher="Ultra Beatdown"), ("Switch", "Strike"),
                      ("Idle", "Shot"),
                      choices={"Ultra Beatdown": "t"})
    assert lives(state)[1] == 16
    assert state.fighters[0].active_cards == ()


def test_after_an_initiation_hit_the_next_beats_first_hire_costs_two_gold_less():
    # Initiation Strike (priority 4) hits the valuer next to Gerard. Next beat the Brawler
    # costs 3 - 2 = 1: Gold 3 + 1 (End) = 4, then 4 - 1 = 3 at ante. The discount is gone
    # afterwards: no discounted hire is offered in the beat after.
    state = play_beat(against_valuer("gerard", positions=(3, 4)), ("Initiation", "Strike"),
                      ("Idle", "Shot"))
    assert tokens(state, 0, "Gold") == 4
    state = set_and_ante(state, ("Gilded", "Shot"), ("Idle", "Shot"),
                         antes=((0, "Hire Brawler (Initiation)"),))
    assert tokens(state, 0, "Gold") == 3
    state = set_only(finish(state), ("Avaricious", "Shot"), ("Idle", "Shot"))
    if state.cursor.to_act == 1:
        state = apply(state, Decision(1, "pass"))
    offered = {d.a for d in pending(state).options if d.kind == "ante"}
    assert "Hire Archer" in offered
    assert not any(name.endswith("(Initiation)") for name in offered)
