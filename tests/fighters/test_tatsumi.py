"""Tatsumi's unique ability (Tidal Bond): Juto's zones and his Familiar counters, and Fearless
bringing him back (fighters/tatsumi.yaml; 000 "Markers", "Tokens & Counters", "Other
Effects": Armor, "Guard & Stun", "Reveal Step").

Juto is Tatsumi's marker (``markers[0]``); his zone is read from Tatsumi's standup facing the
opponent. The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority).
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import decided, effect_hows, not_stunned, of_kind


def juto(state, space: int | None, counters: int = 4):
    """Juto on ``space`` (None: off the board) with ``counters`` Familiar counters."""
    fighter = state.fighters[0]
    return state.with_fighter(0, markers=(space,), supply=(counters,) + fighter.supply[1:],
                              depletion=(4 - counters,) + fighter.depletion[1:])


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
    assert (4, 7) in [n[1:] for n in not_stunned(state)]
    assert tokens(state, 0, "Familiar") == 3


def test_juto_on_or_beyond_the_opponent_gives_plus_1_priority():
    # Wave Shot: priority 0 + 2 = 2, and 3 with Juto on Shekhtur's space (5) or beyond it (6);
    # Combination Shot has priority 2. With Juto on Tatsumi's space (3) it is a tie (a clash).
    for space in (5, 6):
        state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), space)
        state = set_and_ante(state, ("Wave", "Shot"), ("Combination", "Shot"))
        assert ("Tatsumi", 3, 2) in decided(state)
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 3)
    state = set_and_ante(state, ("Wave", "Shot"), ("Combination", "Shot"))
    assert of_kind(state, "clash")


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
    # Empathic's optional swap with Juto (Start of Beat) is declined.
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = start("tatsumi", "valuer", positions=(3, 6), catalog=catalog)
    behind = set_and_ante(juto(state, 2), ("Empathic", "Strike"), ("Idle", "Grasp"))
    behind = finish(apply(behind, Decision(0, "decline", "style:Empathic#0")))
    assert lives(behind)[1] == 15
    on_her = play_beat(juto(state, 3), ("Empathic", "Strike"), ("Idle", "Grasp"))
    assert lives(on_her)[1] == 20


def _juto_choices(state, effect_id):
    """The spaces offered for Juto by ``effect_id``'s choice (`fighter_helpers.until_choice`)."""
    state = until_choice(state, effect_id)
    return {int(d.b.partition(":")[2]) for d in pending(state).options if d.a == effect_id}


def test_wave_moves_juto_only_the_way_tatsumi_would_advance():
    # Tatsumi on 3 facing Shekhtur on 5, Juto on her space (3). Wave Strike: range 1 + 2~4 =
    # 3~5, priority 3: it goes first and misses at distance 2. After Activating, Juto moves
    # any number of spaces toward the opponent's side: 3 (none) up to 7, never 1 or 2.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 3)
    state = set_and_ante(state, ("Wave", "Strike"), ("Combination", "Shot"))
    assert _juto_choices(state, "style:Wave#1") == {3, 4, 5, 6, 7}
    # Facing the other way (Tatsumi on 5, Shekhtur on 3): 5 down to 1.
    state = juto(start("tatsumi", "shekhtur", positions=(5, 3)), 5)
    state = set_and_ante(state, ("Wave", "Strike"), ("Combination", "Shot"))
    assert _juto_choices(state, "style:Wave#1") == {1, 2, 3, 4, 5}


def test_riptide_moves_juto_toward_tatsumi_and_on_past_her():
    # Tatsumi on 3, Shekhtur on 5, Juto beyond him on 6. Riptide Shot: priority 2 - 1 + 1
    # (zone 3) = 2 against Combination Strike's 3; Combination cannot hit at range 2. At End,
    # Juto moves toward Tatsumi (down the board) any number: 6 (none) to 1, past her; never 7.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 6)
    state = set_and_ante(state, ("Riptide", "Shot"), ("Combination", "Strike"))
    assert _juto_choices(state, "style:Riptide#2") == {1, 2, 3, 4, 5, 6}


def test_riptide_leaves_juto_on_her_own_space_where_there_is_no_way_toward_her():
    # As above with Juto on Tatsumi's space (3): the only result is that he stays.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 5)), 3)
    state = play_beat(state, ("Riptide", "Shot"), ("Combination", "Strike"))
    assert state.fighters[0].markers == (3,)


def _after_whirlpool_start(juto_space, positions=(3, 5)):
    """Standups after a beat of Siren Whirlpool against Combination Shot, Juto on
    ``juto_space`` (None: disabled, off the board). Nothing else in it moves a standup: the
    first option of Whirlpool's After move and Siren's Juto move is to stay, Siren's hit only
    stuns, Shot and Combination move no one, so only Whirlpool's Start of Beat move shows."""
    counters = 0 if juto_space is None else 4
    state = juto(start("tatsumi", "shekhtur", positions=positions), juto_space, counters)
    return play_beat(state, ("Siren", "Whirlpool"), ("Combination", "Shot")).positions


def test_whirlpool_moves_the_opponent_one_space_toward_juto():
    # Tatsumi on 3, Shekhtur on 5. Juto beyond him on 6: one space toward Juto, to 6 (a push).
    assert _after_whirlpool_start(6) == (3, 6)
    # Juto between them on 4: one space toward him, to 4 (a pull).
    assert _after_whirlpool_start(4) == (3, 4)
    # Juto behind Tatsumi on 2 and Shekhtur next to her on 4: one space toward Juto hops her
    # standup, to 2.
    assert _after_whirlpool_start(2, positions=(3, 4)) == (3, 2)


def test_whirlpool_leaves_an_opponent_on_juto_or_with_juto_disabled_where_they_are():
    # Juto on Shekhtur's space (5): no movement. Juto off the board: no way toward him.
    assert _after_whirlpool_start(5) == (3, 5)
    assert _after_whirlpool_start(None) == (3, 5)


def test_empathic_may_swap_tatsumi_with_juto_on_an_empty_space():
    # Tatsumi on 3, Shekhtur on 6, Juto on 5 (between: nobody on it). Empathic's Start of
    # Beat swap, taken: Tatsumi goes to 5 and Juto to 3. Empathic Shot: priority 2 - 1 = 1
    # against Combination Strike's 3; Combination Strike (range 1) then hits at distance 1.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 6)), 5)
    state = set_and_ante(state, ("Empathic", "Shot"), ("Combination", "Strike"))
    assert not effect_hows(state, "Tatsumi", "Empathic")
    state = apply(state, Decision(0, "trigger", "style:Empathic#0"))
    assert state.positions[0] == 5
    assert state.fighters[0].markers == (3,)


def test_empathic_offers_no_swap_with_juto_on_her_own_space():
    # Juto on Tatsumi's space (3): that space is occupied, so the swap does nothing.
    state = juto(start("tatsumi", "shekhtur", positions=(3, 6)), 3)
    state = set_and_ante(state, ("Empathic", "Shot"), ("Combination", "Strike"))
    state = apply(state, Decision(0, "trigger", "style:Empathic#0"))
    assert state.positions[0] == 3
    assert state.fighters[0].markers == (3,)


def test_riptide_with_juto_in_zone_2_at_start_makes_attacks_from_range_3_miss():
    # Tatsumi on 2, Juto on 3 (between), the valuer on 5. Riptide Burst (priority 1 - 1 = 0):
    # Burst retreats her 1 at Start (to 1; Juto still between). Idle Shot (priority 2) goes
    # first from distance 4: it misses. Riptide Burst (range 2~5) hits for 3: 20 - 3 = 17.
    state = juto(against_valuer("tatsumi", positions=(2, 5)), 3)
    state = play_beat(state, ("Riptide", "Burst"), ("Idle", "Shot"))
    assert lives(state) == (20, 17)


def test_tsunamis_collide_in_zone_3_gains_per_space_between_tatsumi_and_juto():
    # Tatsumi at 7 life on 1, Shekhtur on 3, Juto beyond him on 5: 3 spaces between her and
    # Juto: +9 power and +6 priority (+1 for zone 3): 7 beats Combination Shot's 2. At
    # distance 2 it hits for 0 + 9: 20 - 9 = 11.
    state = juto(start("tatsumi", "shekhtur", positions=(1, 3), life=(7, 20)), 5)
    state = play_beat(state.with_fighter(0, finisher="Tsumanis Collide"), ("Switch", "Strike"),
                      ("Combination", "Shot"))
    assert lives(state)[1] == 11


def test_with_juto_disabled_tatsumi_cannot_bring_out_her_finisher():
    # Tatsumi at 7 life, Juto off the board with no counter left: Switch brings out nothing,
    # so Switch Strike (priority 3) attacks as it is; with Juto's 4 counters Tsunamis
    # Collide would have come out instead.
    state = juto(start("tatsumi", "shekhtur", positions=(1, 7), life=(7, 20)), None, 0)
    state = play_beat(state.with_fighter(0, finisher="Tsumanis Collide"), ("Switch", "Strike"),
                      ("Combination", "Shot"))
    assert state.fighters[0].finisher == "Tsumanis Collide"  # still there, unused
    assert "Tsumanis Collide" not in state.fighters[0].removed
