"""Cairngort's unique ability (Cairngort's Curse) and the cards that read the Curse tokens the
opponent holds (fighters/cairngort.yaml; 000 "Tokens & Counters", "Ante Phase", "Reveal Step",
"Other Effects" (Avoid Attacks), "Pull"; 002 "Base Card Overview").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects),
whose unique ability has no effect of its own; Cairngort is seat 0.
"""

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, lives
from tests.fighter_helpers import (
    finish,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    set_revealed,
    start,
    tokens,
)
from tests.note_helpers import beaten, noted


def with_curses(state, count):
    """The opponent holds ``count`` Curses (Cairngort's Curse supply, held by the opponent)."""
    return holding(state, 0, "Curse", count)


def test_each_curse_anted_by_the_opponent_comes_from_their_curses_and_costs_one_priority():
    # The opponent holds 2 Curses and antes both. Raederick Iron Grasp: priority -3 + 5 = 2,
    # minus 1 per Curse anted: 2 - 2 = 0. Cairngort Enervating Strike: -2 + 3 = 1.
    # Without the penalty Raederick would win 2 to 1. Curses held: 2 - 2 = 0. At distance 2
    # neither range-1 attack hits, so at End of Beat both Curses go back to him: 2.
    state = with_curses(start("cairngort", "raederick"), 2)
    state = set_only(state, ("Enervating", "Strike"), ("Iron", "Grasp"))
    for decision in (Decision(0, "pass"), Decision(1, "ante", "Curse"), Decision(0, "pass"),
                     Decision(1, "ante", "Curse")):
        state = apply(state, decision)
    assert tokens(state, 0, "Curse") == 0
    state = finish(state)
    assert (1, 0) in beaten(state)
    assert tokens(state, 0, "Curse") == 2


def test_overlords_takes_one_priority_from_the_opponent_for_each_curse_they_hold():
    # Opponent holds 2 Curses. Cairngort Overlord's Burst: priority 0 + 1 = 1. Raederick Iron
    # Grasp: -3 + 5 = 2, minus 2 at Reveal = 0, so Cairngort wins 1 to 0 (without the penalty
    # Raederick would win 2 to 1; with a flat -1 it would be a tie).
    state = with_curses(start("cairngort", "raederick"), 2)
    state = set_and_ante(state, ("Overlord's", "Burst"), ("Iron", "Grasp"))
    assert (1, 0) in beaten(state)


def test_unyielding_is_not_hit_by_an_opponent_holding_three_curses():
    # Distance 1. Cairngort Unyielding Strike: range 1~2, power -1 + 4 = 3, priority 0 + 3 = 3;
    # Raederick Iron Strike: range 1, power 3 + 4 = 7, priority -3 + 3 = 0. Cairngort hits
    # first: Raederick 20 - 3 = 17. Raederick holds 3 Curses, so his Strike misses:
    # Cairngort stays on 20 (it would take 7 otherwise).
    state = with_curses(start("cairngort", "raederick", positions=(3, 4)), 3)
    state = play_beat(state, ("Unyielding", "Strike"), ("Iron", "Strike"))
    assert noted(state, "miss_avoided")
    assert lives(state) == (20, 17)


def test_enervating_takes_one_power_per_curse_from_an_opponent_who_hits_counting_the_new_one():
    # Distance 1, opponent holds 2 Curses. Cairngort Enervating Strike: priority -2 + 3 = 1,
    # guard 3 + 5 = 8; Raederick Iron Strike: priority 0, power 3 + 4 = 7. Cairngort attacks
    # first. When Raederick's Strike hits, the unique ability gives him a third Curse (wave 5:
    # automated); his power is then 7 - 3 = 4: Cairngort 20 - 4 = 16, not stunned.
    state = with_curses(start("cairngort", "raederick", positions=(3, 4)), 2)
    state = play_beat(state, ("Enervating", "Strike"), ("Iron", "Strike"))
    assert tokens(state, 0, "Curse") == 3
    assert lives(state)[0] == 16


@pytest.mark.parametrize(("curses", "antes", "raederick_life", "curses_after"), [
    # No Curse anted, none held: the first hit on Cairngort gives Raederick one (0 + 1 = 1).
    (0, (), 14, 1),
    # No Curse anted, 3 held: a 4th would be too many, so he loses 2 life: 14 - 2 = 12.
    (3, (), 12, 3),
    # 2 held, 1 anted (1 left): an opponent who anted a Curse gets none for hitting. Someone
    # hit, so the anted one stays with Cairngort: 1 (a Curse given would make it 2). His
    # Strike is then 7 - 1 = 6, still held to 4 by Devastating.
    (2, ((1, "Curse"),), 14, 1),
])
def test_the_first_hit_on_cairngort_curses_an_opponent_who_anted_no_curse(
        curses, antes, raederick_life, curses_after):
    # Distance 1. Cairngort Devastating Strike: power 4 + 2 = 6, priority 3 - 1 = 2; Raederick
    # Iron Strike: power 4 + 3 = 7, priority 3 - 3 = 0 (-1 with a Curse anted). Cairngort
    # hits first: Raederick (stun immune) 20 - 6 = 14. Raederick's Strike hits, held to 4 by
    # Devastating: Cairngort 20 - 4 = 16.
    state = with_curses(start("cairngort", "raederick", positions=(3, 4)), curses)
    state = play_beat(state, ("Devastating", "Strike"), ("Iron", "Strike"), antes=antes)
    assert lives(state) == (16, raederick_life)
    assert tokens(state, 0, "Curse") == curses_after


def test_malediction_pulls_the_opponent_one_space_per_curse_they_hold_at_end_of_beat():
    # Cairngort on 1, Raederick on 6 (distance 5), opponent holds 2 Curses. Cairngort
    # Unyielding Malediction: range 1~6 + 0~1 = 1~7, priority 4; Raederick Iron Shot: range 1~4,
    # priority -3 + 2 = -1. Cairngort hits, which gives a third Curse (wave 4: Malediction's
    # hit is automated), and Raederick's Shot misses at 5. End of Beat: pull up to 3 spaces
    # (1 per Curse), as far as possible: Raederick 6 -> 3.
    state = with_curses(start("cairngort", "raederick", positions=(1, 6)), 2)
    state = play_beat(state, ("Unyielding", "Malediction"), ("Iron", "Shot"))
    assert tokens(state, 0, "Curse") == 3
    assert state.positions == (1, 3)


@pytest.mark.parametrize(("antes", "raederick_life"), [(((1, "Curse"),), 17), ((), 20)])
def test_unyielding_reaches_an_opponent_who_anted_a_curse_at_any_distance(antes,
                                                                          raederick_life):
    # Opponent holds 1 Curse. Cairngort on 2, Raederick on 6 (distance 4). Unyielding Strike:
    # range 1~2, power 3, priority 3, first against Iron Shot (priority -1, -2 with a Curse
    # anted). With the Curse anted it reaches him anyway: 20 - 3 = 17. Without, a miss.
    state = with_curses(start("cairngort", "raederick", positions=(2, 6)), 1)
    state = play_beat(state, ("Unyielding", "Strike"), ("Iron", "Shot"), antes=antes)
    assert lives(state)[1] == raederick_life


def test_curses_anted_come_back_to_the_opponent_when_nobody_hit():
    # The opponent antes their one Curse (1 - 1 = 0 held). On 1 and 7 Enervating Strike and
    # Iron Strike (both range 1) miss: at End of Beat the anted Curse goes back to them (1).
    state = with_curses(start("cairngort", "raederick", positions=(1, 7)), 1)
    state = play_beat(state, ("Enervating", "Strike"), ("Iron", "Strike"),
                      antes=((1, "Curse"),))
    assert tokens(state, 0, "Curse") == 1


# ---------------------------------------------------------------- wave 4: Malediction, Zero Hour


@pytest.mark.parametrize("curses, raederick_life, curses_after", [
    # 1 Curse held: Malediction gives a second one; Raederick 20 - 4 = 16. His Strike then
    # hits Cairngort, who curses him once more (the unique ability, no Curse anted): 3.
    (1, 16, 3),
    # 3 Curses held: a 4th would be too many, so he loses 2 life instead: 20 - 2 - 4 = 14;
    # his hit on Cairngort costs him 2 more the same way: 12.
    (3, 12, 3),
])


def test_malediction_gives_a_curse_on_hit_or_two_life_instead_of_a_fourth(
        curses, raederick_life, curses_after):
    # Devastating Malediction: range 1~6, power 2 + 2 = 4, priority 4 - 1 = 3; Devastating's
    # Start closes 3 -> 4. Raederick Iron Strike: priority 0. Cairngort hits first for 4
    # (Iron is stun immune). Raederick's Strike (7) is held to 2 by Malediction's cap:
    # Cairngort 20 - 2 = 18. Someone hit, so no anted Curse comes back (none was anted).
    state = with_curses(start("cairngort", "raederick"), curses)
    state = play_beat(state, ("Devastating", "Malediction"), ("Iron", "Strike"))
    assert lives(state) == (18, raederick_life)
    assert tokens(state, 0, "Curse") == curses_after


@pytest.mark.parametrize("curses, over", [(3, True), (2, True), (1, False)])
def test_zero_hour_eliminates_an_opponent_holding_three_curses_at_end_of_beat(curses, over):
    # Cairngort at 7 life brings out Zero Hour (range and power N/A, priority 0) with Switch.
    # At Start of Beat Raederick (Iron: stun immune, no Soak) takes 3 damage per Curse he
    # holds: 20 - 9 = 11, 20 - 6 = 14 or 20 - 3 = 17. His Iron Shot (range 1~4, power 3 + 3 =
    # 6) reaches Cairngort 4 away: 7 - 6 = 1 (a Finisher has no guard: stunned). That hit
    # curses Raederick once more (he anted none): 2 + 1 = 3; held at 3 he loses 2 life instead
    # (11 - 2 = 9). At End of Beat an opponent holding 3 Curses is eliminated and Cairngort
    # wins; with 1 + 1 = 2 the duel goes on.
    state = start("cairngort", "raederick", positions=(1, 5), life=(7, 20))
    state = with_curses(state.with_fighter(0, finisher="Zero Hour"), curses)
    state = play_beat(state, ("Switch", "Strike"), ("Iron", "Shot"))
    assert lives(state) == (1, {3: 9, 2: 14, 1: 17}[curses])
    if over:
        assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)
        assert state.outcome.why == "Raederick is defeated by Zero Hour"
    else:
        assert state.outcome is None


def test_overlords_pulls_up_to_its_power_and_loses_one_power_per_space_pulled():
    # Overlord's Shot: range 1~4, power 3 + 1 = 4, priority 2, first against Iron Strike
    # (priority 0), 4 spaces away. Before Activating Cairngort may pull up to 4 spaces: he
    # pulls 2 (Raederick 5 -> 3), so the Shot has 4 - 2 = 2 power: 20 - 2 = 18.
    state = start("cairngort", "raederick", positions=(1, 5))
    state = set_and_ante(state, ("Overlord's", "Shot"), ("Iron", "Strike"))
    assert {"1,5", "1,4", "1,3", "1,2"} <= set(choice_keys(state))
    state = finish(state, choices={"Overlord's": "1,3"})
    assert lives(state)[1] == 18


def test_zero_hours_damage_at_start_of_beat_is_soaked_and_stuns_past_stun_guard():
    # Raederick holds 2 Curses: 3 x 2 = 6 damage at Start of Beat (002 "Common Effects":
    # damage, so Soak and Stun Guard count). Deflection Shot has Soak 2 and Stun Guard 2: he
    # takes 6 - 2 = 4 (20 -> 16), more than 2, and is stunned: his Shot never comes, and
    # Cairngort stays on 7.
    state = start("cairngort", "raederick", positions=(1, 5), life=(7, 20))
    state = with_curses(state.with_fighter(0, finisher="Zero Hour"), 2)
    state = play_beat(state, ("Switch", "Strike"), ("Deflection", "Shot"))
    assert lives(state) == (7, 16)


def test_after_a_black_eclipse_hit_the_opponents_stats_never_rise_above_their_base():
    # Cairngort at 7 life brings out Black Eclipse (range 1, power 3, priority 7): it hits
    # first, Raederick 20 - 3 = 17 (Iron: stun immune). From then on Iron's +3 Power cannot
    # lift Strike above its printed 4, so his Strike hits back for 4, not 7: 7 - 4 = 3 (with
    # the +3 Cairngort would be knocked out). Priority 3 - 3 = 0 is under Strike's 3: kept.
    state = start("cairngort", "raederick", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Black Eclipse"), ("Switch", "Strike"),
                      ("Iron", "Strike"))
    assert state.outcome is None
    assert lives(state) == (3, 17)
    # The next beat too: Iron Shot counts power 3 (printed), range 1~4 and priority 2 - 3 = -1.
    stats = pair_stats(set_revealed(state, ("Unyielding", "Strike"), ("Iron", "Shot")), 1)
    assert (stats.power.lo, stats.range.hi, stats.priority.lo) == (3, 4, -1)
