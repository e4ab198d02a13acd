"""Adjenna's unique ability (Crystal Gaze) and the cards that count the Petrification counters
the opponent holds (fighters/adjenna.yaml; 000 "Tokens & Counters", "End of Beat", "Guard &
Stun", "Reveal Step"; 002 "Common Effects").

The counters are held by the opponent (held_by: opponent): ``tokens(state, 0, ...)`` is what
the opponent holds. The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority).
"""

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
)
from tests.note_helpers import beaten, misses, not_stunned


def opponent_holds(state, count: int):
    """The opponent holds ``count`` of Adjenna's 5 counters; she keeps the rest."""
    return holding(state, 0, "Petrification", count)


def test_an_adjacent_opponent_gets_a_counter_at_end_of_beat_if_adjenna_was_not_stunned():
    # Irresistible Strike: range 1, power 0 + 4 = 4, priority 0 + 3 = 3. Combination Shot:
    # priority 0 + 2 = 2, guard 2. Adjenna attacks first at distance 1: 4 damage > guard 2,
    # Shekhtur is stunned and does not attack: 20 - 4 = 16. At End the two stand side by side
    # and Adjenna was not stunned: the opponent gets 1 counter.
    state = play_beat(start("adjenna", "shekhtur", positions=(3, 4)),
                      ("Irresistible", "Strike"), ("Combination", "Shot"))
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Petrification") == 1


def test_no_counter_is_given_when_adjenna_was_stunned():
    # Irresistible Shot: priority 0 + 2 = 2, guard 3 + 2 = 5. Combination Strike: power 2 + 4
    # = 6, priority 3. Shekhtur attacks first at distance 1: 6 damage > guard 5, Adjenna is
    # stunned (20 - 6 = 14) and does not attack. Adjacent at End, but she was stunned: none.
    state = play_beat(start("adjenna", "shekhtur", positions=(3, 4)),
                      ("Irresistible", "Shot"), ("Combination", "Strike"))
    assert lives(state) == (14, 20)
    assert tokens(state, 0, "Petrification") == 0


def test_alluring_has_one_more_power_per_counter_the_opponent_holds():
    # The opponent holds 3. Alluring Shot: range 1~4, power -1 + 3 = 2, priority -1 + 2 = 1.
    # Combination Shot has priority 2 and attacks first, at distance 1: Alluring makes it miss.
    # Adjenna hits: 2 + 3 (one per counter) = 5 damage, guard 2: 20 - 5 = 15. At End she was
    # not stunned and they are adjacent: 3 + 1 = 4 counters.
    state = opponent_holds(start("adjenna", "shekhtur", positions=(3, 4)), 3)
    state = play_beat(state, ("Alluring", "Shot"), ("Combination", "Shot"))
    assert "Shekhtur" in misses(state)
    assert lives(state) == (20, 15)
    assert tokens(state, 0, "Petrification") == 4


def test_beckoning_has_stun_guard_one_per_counter_the_opponent_is_short_of_five():
    # The opponent holds 2: Beckoning gives 5 - 2 = 3. Beckoning Strike: guard 5 + 3 = 8,
    # priority -1 + 3 = 2, range 3~6. Combination Strike (priority 3) hits first at distance
    # 1 for 2 + 4 = 6 damage: 20 - 6 = 14, and 6 is not more than 8, so no stun.
    state = opponent_holds(start("adjenna", "shekhtur", positions=(3, 4)), 2)
    state = play_beat(state, ("Beckoning", "Strike"), ("Combination", "Strike"))
    assert lives(state)[0] == 14
    assert (6, 8) in [n[1:] for n in not_stunned(state)]


def test_basilisk_gaze_takes_one_priority_from_the_opponent_per_counter():
    # Adjenna at 7 life brings out Basilisk Gaze (priority 3) with Switch. The opponent holds
    # 3 counters: Combination Strike's priority 0 + 3 = 3 drops by 3 to 0.
    state = opponent_holds(start("adjenna", "shekhtur", life=(7, 20)), 3)
    state = set_and_ante(state, ("Switch", "Strike"), ("Combination", "Strike"))
    state = apply(state, Decision(0, "trigger", "style:Switch#0"))
    assert (3, 0) in beaten(state)


def test_basilisk_gaze_eliminates_the_opponent_on_hit_and_adjenna_wins():
    # Adjenna at 7 life brings out Basilisk Gaze (range 2~3, priority 3) with Switch against
    # Combination Shot (priority 2): she attacks first and hits at distance 2. Power N/A deals
    # nothing, but the hit eliminates Shekhtur: the duel is over, Adjenna (seat 0) wins.
    state = start("adjenna", "shekhtur", life=(7, 20)).with_fighter(0, finisher="Basilisk Gaze")
    state = play_beat(state, ("Switch", "Strike"), ("Combination", "Shot"))
    assert state.phase == Phase.OVER
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)
    assert state.outcome.why == "Shekhtur is defeated by Basilisk Gaze"
    assert lives(state) == (7, 20)


# ---------------------------------------------------------------- wave 4: Pacifying


def test_pacifying_costs_a_moving_opponent_one_life_per_counter_they_hold():
    # The opponent (values tester, Idle +0 everywhere) holds 2 counters. Idle Drive (priority
    # 4) beats Pacifying Strike (3 + 0 = 3): the valuer advances 1 (5 -> 4), one movement:
    # 20 - 2 = 18. Drive hits Adjenna for 3, not over Strike's guard 5: 17. Pacifying Strike
    # (power 4 - 1 = 3) hits back: 18 - 3 = 15. Adjenna's own After move does not move the
    # opponent. Without Pacifying's loss the valuer would end on 17.
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = opponent_holds(start("adjenna", "valuer", positions=(3, 5), catalog=catalog), 2)
    state = play_beat(state, ("Pacifying", "Strike"), ("Idle", "Drive"),
                      choices={"Drive": "3,4"})
    assert lives(state) == (17, 15)


def test_an_opponent_holding_all_five_counters_who_would_get_a_sixth_is_eliminated():
    # The beat of the first test, with the opponent already holding all 5 counters: at End of
    # Beat Adjenna (not stunned, adjacent) would give a sixth, so Shekhtur is eliminated
    # instead (the unique ability) and Adjenna wins.
    state = opponent_holds(start("adjenna", "shekhtur", positions=(3, 4)), 5)
    state = play_beat(state, ("Irresistible", "Strike"), ("Combination", "Shot"))
    assert lives(state) == (20, 16)
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)


def test_a_gaze_hit_on_an_opponent_holding_all_five_counters_eliminates_them():
    # Irresistible Gaze (range 2~4, priority 4) against Combination Shot (priority 2) at
    # distance 2: the hit would hand a sixth counter, so the duel ends on the hit.
    state = opponent_holds(start("adjenna", "shekhtur", positions=(3, 5)), 5)
    state = play_beat(state, ("Irresistible", "Gaze"), ("Combination", "Shot"))
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)
    assert lives(state)[1] == 20


def test_a_gaze_hit_is_the_only_counter_of_the_beat_even_next_to_adjenna_at_its_end():
    # The values tester's Idle Grasp (priority 5) goes first and misses 3 spaces away; Pacifying
    # Gaze (range 2~4, priority 4) hits: the opponent gets a counter and can get no other this
    # beat. After Activating Adjenna moves 2 spaces, next to them: at End of Beat (not stunned,
    # adjacent) the unique ability would give one, but not after a Gaze hit: 1 in all.
    state = set_and_ante(against_valuer("adjenna", positions=(1, 4)), ("Pacifying", "Gaze"),
                         ("Idle", "Grasp"))
    state = finish(state, choices={"Pacifying": "3,4"})
    assert state.positions == (3, 4)
    assert tokens(state, 0, "Petrification") == 1


def test_arresting_pushes_adjenna_one_space_away_per_point_soaked():
    # The opponent holds 2 counters: Soak 2. Combination Strike (priority 3 beats 3 - 1 = 2)
    # hits first for 6: 2 soaked, 20 - 4 = 16, and Adjenna goes 2 spaces away, from 4 to 2
    # (ruling 129). Her Before advance 1 takes her to 3: distance 2, her Strike misses.
    state = opponent_holds(start("adjenna", "shekhtur", positions=(4, 5)), 2)
    state = play_beat(state, ("Arresting", "Strike"), ("Combination", "Strike"))
    assert lives(state) == (16, 20)
    assert state.positions == (3, 5)
