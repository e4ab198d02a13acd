"""Tatsumi's unique ability (Tidal Bond): Juto's zones and his Familiar counters, and Fearless
bringing him back (fighters/tatsumi.yaml; 000 "Markers", "Tokens & Counters", "Other
Effects": Armor, "Guard & Stun", "Reveal Step").

Juto is Tatsumi's marker (``markers[0]``); his zone is read from Tatsumi's standup facing the
opponent. The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority).
"""

from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import notes, play_beat, set_and_ante, start, tokens


def juto(state, space: int | None, counters: int = 4):
    """Juto on ``space`` (None: off the board) with ``counters`` Familiar counters."""
    return state.with_fighter(0, markers=(space,), supply=(counters,),
                              depletion=(4 - counters,))


def test_juto_on_her_space_gives_soak_3_and_loses_a_counter_per_point_soaked():
    # Juto on Tatsumi's space (3), 4 counters. Wave Shot: priority 0 + 2 = 2, guard 2.
    # Combination Strike (priority 3, power 2 + 4 = 6) hits first at distance 1: Soak 3 stops
    # 3, 20 - 3 = 17, and Juto loses 3 counters: 4 - 3 = 1. He stays on the board.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 4)), 3)
    state = play_beat(state, ("Wave", "Shot"), ("Combination", "Strike"))
    assert lives(state)[0] == 17
    assert tokens(state, 0, "Familiar") == 1
    assert state.fighters[0].markers == (3,)


def test_juto_is_disabled_and_leaves_the_board_when_his_soak_takes_his_last_counter():
    # As above with 2 counters: the Soak still stops 3 (20 - 3 = 17), Juto loses all he has,
    # 2, and with none left he is taken off the board.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 4)), 3, counters=2)
    state = play_beat(state, ("Wave", "Shot"), ("Combination", "Strike"))
    assert lives(state)[0] == 17
    assert tokens(state, 0, "Familiar") == 0
    assert state.fighters[0].markers == (None,)


def test_juto_between_them_gives_soak_1_and_stun_guard_2_for_one_counter():
    # Tatsumi on 3, Shekhtur on 5, Juto on 4 (between). Wave Strike: range 3~5, priority 0 + 3
    # = 3, guard 5 + 2 = 7; it misses at distance 2. Combination Shot (priority 2, power 5)
    # hits: Soak 1, 5 - 1 = 4 damage (20 - 4 = 16), not more than guard 7; Juto pays 1 counter.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 4)
    state = play_beat(state, ("Wave", "Strike"), ("Combination", "Shot"))
    assert lives(state)[0] == 16
    assert "4 damage this beat does not exceed guard 7" in notes(state)
    assert tokens(state, 0, "Familiar") == 3


def test_juto_on_or_beyond_the_opponent_gives_plus_1_priority():
    # Wave Shot: priority 0 + 2 = 2, and 3 with Juto on Shekhtur's space (5) or beyond it (6);
    # Combination Shot has priority 2. With Juto on Tatsumi's space (3) it is a tie (a clash).
    for space in (5, 6):
        state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), space)
        state = set_and_ante(state, ("Wave", "Shot"), ("Combination", "Shot"))
        assert "Tatsumi is the Active Player: priority 3 beats 2" in notes(state)
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 3)
    state = set_and_ante(state, ("Wave", "Shot"), ("Combination", "Shot"))
    assert "Clash" in notes(state)


def test_fearless_brings_a_disabled_juto_back_to_her_space_with_all_counters():
    # Juto disabled: off the board, no counters. Fearless Strike (range 0~1, priority 1 + 3 =
    # 4) misses at distance 2. Combination Shot (power 5) hits: no Soak, 20 - 5 = 15. At End
    # Fearless gives Juto his 4 counters back and puts him on Tatsumi's space (3).
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), None, counters=0)
    state = play_beat(state, ("Fearless", "Strike"), ("Combination", "Shot"))
    assert lives(state)[0] == 15
    assert tokens(state, 0, "Familiar") == 4
    assert state.fighters[0].markers == (3,)


def test_empathic_drains_the_opponent_one_life_per_counter_juto_lost_this_beat():
    # Juto on Tatsumi's space, 4 counters. Empathic Shot: priority 2 - 1 = 1. Combination Strike
    # (priority 3, power 6) hits first: Soak 3, Tatsumi 20 - 3 = 17 (stunned: 3 > Shot's guard
    # 2, she does not attack), Juto loses 3 (4 - 3 = 1). End of Beat: Shekhtur loses 1 life
    # per counter lost, 20 - 3 = 17.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 4)), 3)
    state = play_beat(state, ("Empathic", "Shot"), ("Combination", "Strike"))
    assert tokens(state, 0, "Familiar") == 1
    assert lives(state) == (17, 17)


def test_juto_behind_her_gives_0_2_range_and_1_power():
    # Juto on 2, behind Tatsumi on 3 (zone 0), the opponent on 5. Siren Strike: range 1 + 0~2
    # = 1~3, power 4 - 1 + 1 = 4, priority 3 + 1 = 4 beats Combination Strike (3): it reaches
    # distance 2 and hits for 4: Shekhtur 20 - 4 = 16. With Juto off the board the range stays
    # 1 and the attack misses.
    state = play_beat(juto(start("tatsumi", "shekhtur", positions=(3, 5)), 2),
                      ("Siren", "Strike"), ("Combination", "Strike"))
    assert lives(state)[1] == 16
    state = play_beat(juto(start("tatsumi", "shekhtur", positions=(3, 5)), None),
                      ("Siren", "Strike"), ("Combination", "Strike"))
    assert lives(state)[1] == 20


def test_fearless_counts_its_range_from_juto():
    # Tatsumi on 1, Shekhtur on 5 (distance 4). Fearless Strike: range 1 + (-1~0) = 0~1
    # counted from Juto, power 4, priority 3 + 1 = 4. Juto on Shekhtur's space (zone 3, +1
    # priority: 5) against Combination Shot (priority 2, guard 2): distance 0 from Juto, it
    # hits for 4 (20 - 4 = 16). Juto on 2 (zone 2, between): 3 from Shekhtur, it misses.
    # Combination cannot hit at range 3 or more, so Tatsumi stays on 20.
    state = start("tatsumi", "shekhtur", positions=(1, 5))
    on_foe = play_beat(juto(state, 5), ("Fearless", "Strike"), ("Combination", "Shot"))
    assert lives(on_foe) == (20, 16)
    between = play_beat(juto(state, 2), ("Fearless", "Strike"), ("Combination", "Shot"))
    assert lives(between) == (20, 20)


def test_guardian_xandjinn_reaches_the_spaces_on_and_beside_juto():
    # Tatsumi at 7 life brings Guardian Xandjinn with Switch (range X: Juto's space and the
    # spaces beside it, power 6, priority 5; +1 with Juto in zone 3). Tatsumi on 1, Shekhtur
    # on 5 with Combination Shot (priority 2). Juto on 6, beside Shekhtur: it hits for 6 (20 -
    # 6 = 14) and stuns. Juto on 3, 2 spaces away: it misses (and Combination cannot hit at
    # range 4).
    state = start("tatsumi", "shekhtur", positions=(1, 5), life=(7, 20))
    state = state.with_fighter(0, finisher="Guardian Xandjinn")
    beside = play_beat(juto(state, 6), ("Switch", "Strike"), ("Combination", "Shot"))
    assert lives(beside) == (7, 14)
    apart = play_beat(juto(state, 3), ("Switch", "Strike"), ("Combination", "Shot"))
    assert lives(apart) == (7, 20)


def test_juto_behind_her_gives_zone_0_range_and_power():
    # Tatsumi on 3 facing the opponent on 6. Empathic Strike: range 1, power 4, priority 3 -
    # 1 = 2, against the values tester's Idle Grasp (priority 5, range 1: it misses at
    # distance 3). Juto on 2, behind her (zone 0): range 1 + 0~2 = 1~3 and power 4 + 1 = 5,
    # a hit at distance 3 (20 - 5 = 15). Juto on her space (zone 1): range 1, a miss.
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = start("tatsumi", "valuer", positions=(3, 6), catalog=catalog)
    behind = play_beat(juto(state, 2), ("Empathic", "Strike"), ("Idle", "Grasp"))
    assert lives(behind)[1] == 15
    on_her = play_beat(juto(state, 3), ("Empathic", "Strike"), ("Idle", "Grasp"))
    assert lives(on_her)[1] == 20
