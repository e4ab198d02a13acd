"""Tanis's puppets (fighters/tanis.yaml): Loki, Eris and Mephisto are board markers, and the
puppet she possesses is the one off the board (000 "Markers"; 002 "Game Setup" for the classic
cards). Markers are given in the order Loki, Eris, Mephisto; None is off the board."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.words import timing_words
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    play_beat,
    set_and_ante,
    start,
    until_step,
)
from tests.note_helpers import beaten, effect_hows, misses, stunned


def test_valiant_gives_soak_3_while_loki_stands_between_tanis_and_the_opponent():
    # Tanis on 3, Shekhtur on 5. Shekhtur's Combination Shot (range 1~4, power 3 + 2 = 5,
    # priority 2) beats Valiant Shot (priority 2 - 1 = 1) and hits at distance 2.
    # Loki on 4, between them: 5 - 3 soak = 2 damage, 20 - 2 = 18, not over guard 2; Tanis
    # then hits back with range 1~4 + 1 = 2~5, power 3: Shekhtur 20 - 3 = 17.
    between = start("tanis", "shekhtur", positions=(3, 5)).with_fighter(0, markers=(4, 2, None))
    state = play_beat(between, ("Valiant", "Shot"), ("Combination", "Shot"))
    assert lives(state) == (18, 17)
    # Loki on 2, behind Tanis: all 5 damage, 20 - 5 = 15, over guard 2, so Tanis is stunned and
    # Shekhtur keeps 20.
    behind = start("tanis", "shekhtur", positions=(3, 5)).with_fighter(0, markers=(2, 4, None))
    state = play_beat(behind, ("Valiant", "Shot"), ("Combination", "Shot"))
    assert lives(state) == (15, 20)


def test_storyteller_ignores_stun_guard_while_tanis_possesses_mephisto():
    # Storyteller Strike: power 4 + 1 = 5, priority 3 + 1 = 4, against Shekhtur's Combination
    # Strike (priority 3, guard 5) at distance 1. Tanis strikes first for 5 damage.
    # Mephisto possessed (off the board): guard ignored, Shekhtur is stunned and never hits.
    possessed = start("tanis", "shekhtur", positions=(3, 4)).with_fighter(0, markers=(3, 4, None))
    state = play_beat(possessed, ("Storyteller", "Strike"), ("Combination", "Strike"))
    assert "Shekhtur" in stunned(state)
    assert lives(state) == (20, 15)
    # Mephisto on the board: 5 does not exceed guard 5, and Shekhtur hits back for 4 + 2 = 6.
    on_board = start("tanis", "shekhtur", positions=(3, 4)).with_fighter(0, markers=(3, 4, 2))
    state = play_beat(on_board, ("Storyteller", "Strike"), ("Combination", "Strike"))
    assert lives(state) == (14, 15)


def test_storyteller_makes_range_1_attacks_miss_while_tanis_possesses_loki():
    # Shekhtur's Jugular Strike (priority 3 + 2 = 5) goes before Storyteller Strike (4) at
    # distance 1 and misses, since Loki is possessed; Tanis then hits for 5, not over guard 5.
    state = start("tanis", "shekhtur", positions=(3, 4)).with_fighter(0, markers=(None, 4, 2))
    state = play_beat(state, ("Storyteller", "Strike"), ("Jugular", "Strike"))
    assert lives(state) == (20, 15)


def test_distressed_moves_any_puppet_on_the_board_to_any_space_at_end_of_beat():
    # Loki is possessed (off the board); Eris on 4 and Mephisto on 2 may each go to any of the
    # 7 spaces (staying included): 2 x 7 = 14 choices, none for Loki.
    state = start("tanis", "shekhtur", positions=(3, 6)).with_fighter(0, markers=(None, 4, 2))
    state = set_and_ante(state, ("Distressed", "Strike"), ("Combination", "Strike"))
    state = until_step(state, "end")
    state = apply(state, Decision(0, "trigger", "style:Distressed#1"))
    assert choice_keys(state) == sorted([f"m1:{s}" for s in range(1, 8)]
                                        + [f"m2:{s}" for s in range(1, 8)])
    state = choose(state, "m2:7")
    # Then the trade back: Loki returns to Tanis's space (3), the next puppet still to pick.
    assert state.fighters[0].markers == (3, 4, 7)


def test_valiant_keeps_everyone_out_of_lokis_space():
    # Tanis on 2, Ludus on 5, Loki on 4 (Eris and Mephisto off the board). Ludus's Safari Drive
    # (priority 4) beats Valiant Strike (3 - 1 = 2): advance 1 would enter Loki's space and
    # advance 2 would cross it, so Ludus stays; Drive misses at range 3, and so does Valiant
    # Strike (range 1 + 1 = 2).
    state = start("tanis", "ludus", positions=(2, 5)).with_fighter(0, markers=(4, None, None))
    state = play_beat(state, ("Valiant", "Strike"), ("Safari", "Drive"))
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


@pytest.mark.parametrize(("positions", "valuer_life"), [((3, 5), 18), ((1, 7), 20)])
def test_scene_shift_reaches_only_an_opponent_she_switched_sides_with(positions, valuer_life):
    # Valiant Scene Shift: range X, power 2, priority 4 - 1 = 3 against Idle Shot (2). Before
    # attacking she advances as far as she can, up to 4: from 3 past the opponent on 5 to 7,
    # a switch of sides, and the attack reaches him for 2 (20 - 2 = 18, not over guard 2).
    # From 1 she stops on 5, short of him: no switch, a miss.
    state = play_beat(against_valuer("tanis", positions=positions), ("Valiant", "Scene Shift"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


@pytest.mark.parametrize(("puppets", "shekhtur_life"), [((2, 4, None), 10), ((6, 7, None), 18)])
def test_curtain_call_gains_4_power_per_puppet_next_to_tanis(puppets, shekhtur_life):
    # Tanis at 7 life brings Curtain Call (range 1~2, power 2, priority 5) with Switch; Tanis
    # on 3, Shekhtur on 4 (Combination Shot, priority 2). Mephisto is possessed (off the
    # board). Loki on 2 and Eris on 4, both next to her: 2 + 8 = 10 (20 - 10 = 10). Puppets on
    # 6 and 7: 2 (20 - 2 = 18).
    state = start("tanis", "shekhtur", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Curtain Call", markers=puppets)
    state = play_beat(state, ("Switch", "Strike"), ("Combination", "Shot"))
    assert lives(state)[1] == shekhtur_life


def test_climactic_trades_places_with_mephisto_on_an_empty_space():
    # Tanis on 3, Shekhtur on 5, Mephisto on 1 (Loki on 6, Eris possessed, off the board).
    # Climactic Strike (priority 3 + 1 = 4) goes first against Combination Shot (2): Before
    # Activating, Tanis goes to 1 and Mephisto to 3. Strike (range 1) then misses at 4.
    state = start("tanis", "shekhtur", positions=(3, 5)).with_fighter(0, markers=(6, None, 1))
    state = set_and_ante(state, ("Climactic", "Strike"), ("Combination", "Shot"))
    assert effect_hows(state, "Tanis", "Climactic", timing_words("before")) == [
        ": teleports (space 3 -> 1), Mephisto space 1 -> 3"]
    assert state.positions[0] == 1
    # At End of Beat Eris, possessed, comes back to Tanis's space (1); the next puppet is
    # still to pick.
    assert state.fighters[0].markers == (6, 1, 3)


def test_climactic_ignores_a_mephisto_off_the_board_or_on_a_standup():
    # Mephisto possessed (off the board), then on Shekhtur's space (5): Tanis stays on 3.
    for mephisto in (None, 5):
        state = start("tanis", "shekhtur", positions=(3, 5)).with_fighter(
            0, markers=(6, 2, mephisto))
        state = set_and_ante(state, ("Climactic", "Strike"), ("Combination", "Shot"))
        assert "Tanis" in misses(state)
        assert state.positions[0] == 3
        # At End of Beat a possessed Mephisto comes back to Tanis's space (3).
        assert state.fighters[0].markers[2] == (3 if mephisto is None else mephisto)


@pytest.mark.parametrize(("pick", "markers"), [(1, (None, 5, 3)), (3, (1, 5, None))])
def test_at_end_of_beat_tanis_trades_back_and_possesses_one_of_the_other_puppets(pick, markers):
    # Tanis possesses Eris (off the board) on 3; Loki on 1, Mephisto on 5; Shekhtur on 7.
    # Climactic Shot (priority 2 + 1 = 3) beats Combination Shot (2); Before Activating Tanis
    # trades places with Mephisto (Tanis 5, Mephisto 3). At End of Beat Eris comes back to
    # Tanis's space (5) and she possesses Loki (1) or Mephisto (3), not Eris again: her
    # standup goes to its space and it leaves the board.
    state = start("tanis", "shekhtur", positions=(3, 7)).with_fighter(0, markers=(1, None, 5))
    state = set_and_ante(state, ("Climactic", "Shot"), ("Combination", "Shot"))
    while state.beat == 1:
        options = pending(state).options
        trade = [d for d in options if d.kind == "choose" and "Grand Play" in d.a]
        if trade:
            assert len(trade) == 2  # Loki or Mephisto, never Eris
            options = [d for d in trade if d.b == f"{pick},7"]
        state = apply(state, options[0])
    assert state.positions == (pick, 7)
    assert state.fighters[0].markers == markers


def test_with_lokis_space_closed_tanis_possesses_the_one_puppet_left():
    # Valiant closes Loki's space to both fighters: at End of Beat Eris comes back to 3 and
    # Tanis must possess Mephisto on 5 (both attacks miss from 3 against 7).
    state = start("tanis", "shekhtur", positions=(3, 7)).with_fighter(0, markers=(1, None, 5))
    state = play_beat(state, ("Valiant", "Strike"), ("Combination", "Strike"))
    assert state.positions == (5, 7)
    assert state.fighters[0].markers == (1, 3, None)


def test_playful_takes_the_priority_the_opponent_anted_for_itself():
    # Shekhtur antes 2 Malice (+1 Priority each). Playful takes those boosts: Combination
    # Strike keeps its printed priority 3 and Playful Strike has 3 + 2 = 5, so Tanis strikes
    # first for 4 (20 -> 16, not over guard 5). Combination Strike (power 4 + 2 = 6, printed,
    # so not taken) hits back: 20 - 6 = 14. Without Playful, Shekhtur's 5 would go first and
    # stun Tanis (6 > 5) before she attacks.
    state = start("tanis", "shekhtur", positions=(3, 4))
    state = play_beat(state, ("Playful", "Strike"), ("Combination", "Strike"),
                      antes=((1, "Malice"), (1, "Malice")))
    assert (5, 3) in beaten(state)
    assert lives(state) == (14, 16)


@pytest.mark.parametrize(("eris", "keys"), [(6, ["1,5", "1,6"]), (2, ["1,2", "1,3"]),
                                            (4, ["1,2", "1,3", "1,5", "1,6"])])
def test_distressed_moves_the_opponent_one_or_two_spaces_toward_eris(eris, keys):
    # Tanis on 1 (Loki possessed), Shekhtur on 4. Eris beyond him (6): pushed 1 or 2, to 5 or
    # 6; Eris on Tanis's side (2): pulled 1 or 2, to 3 or 2; Eris under him (4): either way.
    state = start("tanis", "shekhtur", positions=(1, 4)).with_fighter(0, markers=(None, eris, 7))
    state = set_and_ante(state, ("Distressed", "Strike"), ("Combination", "Strike"))
    while not any(d.kind == "choose" and d.a.startswith("style:Distressed#0")
                  for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    assert choice_keys(state) == keys


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


@pytest.mark.parametrize(("moved", "valuer_life"), [("t", 17), ("e", 18)])
def test_scene_shift_gains_a_power_for_each_puppet_that_leaves_the_opponents_space(
        moved, valuer_life):
    # As above from 3 (the valuer on 5, Loki on its space, Eris on 1, Mephisto possessed):
    # the hit moves Loki off the valuer's space for +1 Power, 2 + 1 = 3 (20 - 3 = 17); left
    # where it is, 2 (18).
    state = against_valuer("tanis", positions=(3, 5)).with_fighter(0, markers=(5, 1, None))
    state = play_beat(state, ("Valiant", "Scene Shift"), ("Idle", "Shot"),
                      choices={"Scene Shift": moved})
    assert lives(state)[1] == valuer_life
