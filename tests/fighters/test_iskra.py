"""Iskra's unique ability (Adramelech's Reward) and the cards that count the Enflame counters
on the opponent (fighters/iskra.yaml; 000 "Tokens & Counters", "Attack", "End of Beat",
"Other Effects": Chip, Spend Life).

The counters are held by the opponent (held_by: opponent): ``tokens(state, 0, "Enflame")`` is
what the opponent carries. The opponent is Shekhtur with Combination (+0 range, +2 power,
+0 priority; it cannot hit at range 3 or more).
"""

from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import holding, play_beat, set_and_ante, start, take, tokens
from tests.note_helpers import damage


def opponent_carries(state, count: int):
    """The opponent carries ``count`` of Iskra's 3 counters; she keeps the rest."""
    return holding(state, 0, "Enflame", count)


def test_a_hit_that_stuns_puts_all_three_counters_on_the_opponent_who_then_loses_1_life():
    # Seething Strike: range 1~2, power -1 + 4 = 3, priority 2 + 3 = 5. Combination Shot:
    # priority 2, guard 2. Iskra hits first at distance 1: 3 damage > guard 2 stuns, so all 3
    # counters go on Shekhtur. At End he was stunned (none comes back) and carries 1 or more:
    # 1 life. 20 - 3 - 1 = 16.
    state = play_beat(start("iskra", "shekhtur", positions=(3, 4)),
                      ("Seething", "Strike"), ("Combination", "Shot"))
    assert tokens(state, 0, "Enflame") == 3
    assert lives(state) == (20, 16)


def test_an_opponent_who_was_not_stunned_returns_one_counter_and_loses_1_life():
    # The opponent carries 2. At distance 6 neither attack reaches (Seething Strike 1~2,
    # Combination Strike 1). At End: not stunned, so 2 - 1 = 1 counter; 1 or more carried, so
    # 20 - 1 = 19 (in either order the two End triggers give the same result).
    state = opponent_carries(start("iskra", "shekhtur", positions=(1, 7)), 2)
    state = play_beat(state, ("Seething", "Strike"), ("Combination", "Strike"))
    assert tokens(state, 0, "Enflame") == 1
    assert lives(state) == (20, 19)


def test_seething_costs_the_opponent_1_life_per_counter_on_hit():
    # The opponent carries 2. Seething Strike (priority 5, power 3) hits first at distance 1:
    # Shekhtur loses 2 life, then takes 3 damage, not more than Strike's guard 5: 20 - 2 - 3 =
    # 15. Combination Strike (power 2 + 4 = 6) hits Iskra: 20 - 6 = 14. At End, Shekhtur was
    # not stunned: 2 - 1 = 1 counter, and he loses 1 more life: 15 - 1 = 14.
    state = opponent_carries(start("iskra", "shekhtur", positions=(3, 4)), 2)
    state = play_beat(state, ("Seething", "Strike"), ("Combination", "Strike"))
    assert lives(state) == (14, 14)
    assert tokens(state, 0, "Enflame") == 1


def test_reward_has_1_more_power_per_counter_on_the_opponent():
    # The opponent carries 2. Scalding Reward: range 1~5, power 0 + 2 + 2 = 4, priority -1 + 4
    # = 3, against Combination Shot (priority 2, guard 2) at distance 2: Iskra hits for 4.
    state = opponent_carries(start("iskra", "shekhtur", positions=(3, 5)), 2)
    state = play_beat(state, ("Scalding", "Reward"), ("Combination", "Shot"))
    assert ("Shekhtur", 4) in damage(state)


def test_faustian_pays_1_life_per_counter_on_the_opponent_for_2_power():
    # The opponent carries 2. Combination Shot (priority 2, power 5) hits Faustian Strike
    # (priority -2 + 3 = 1) first at distance 1: 20 - 5 = 15; Faustian is stun immune. Iskra
    # hits and pays 2 life (15 - 2 = 13) for power -1 + 4 + 2 = 5: 5 damage.
    state = opponent_carries(start("iskra", "shekhtur", positions=(3, 4)), 2)
    state = set_and_ante(state, ("Faustian", "Strike"), ("Combination", "Shot"))
    state = take(state, Decision(0, "trigger", "style:Faustian#1"))
    assert lives(state)[0] == 13
    assert ("Shekhtur", 5) in damage(state)
