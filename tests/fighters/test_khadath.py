"""Khadath's Gate Trap (fighters/khadath.yaml): a board marker whose place changes the
opponent's priority and lets Evacuation and Teleport avoid attacks (000 "Markers", "Reveal
Step", "Other Effects" Avoid Attacks; 002 "Game Setup" for the classic cards)."""

import pytest

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    start,
    until_choice,
    until_step,
)
from tests.note_helpers import beaten


def test_an_opponent_on_the_gate_trap_has_minus_3_priority_and_beside_it_minus_1():
    # Lure Strike: priority 3 - 1 = 2. Shekhtur's Combination Shot: priority 2 + 0 = 2.
    # Trap on Shekhtur's space 5: 2 - 3 = -1. Trap on 6, beside him: 2 - 1 = 1.
    on = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(5,)),
                      ("Lure", "Strike"), ("Combination", "Shot"))
    assert (2, -1) in beaten(on)
    beside = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(6,)),
                          ("Lure", "Strike"), ("Combination", "Shot"))
    assert (2, 1) in beaten(beside)


def test_evacuation_makes_an_opponent_standing_on_the_gate_trap_miss():
    # Khadath on 3, Shekhtur on 4, the trap off the board. Jugular Drive: range 1, power 3 +
    # 1 = 4, priority 4 + 2 = 6 beats Evacuation Strike (3). Start of Beat: Evacuation puts
    # the trap on Khadath's space 3, then he retreats to 2. Shekhtur's Drive advances 1 onto
    # 3, the trap: distance 1, in range, but an opponent on the trap cannot hit: 20 kept.
    state = play_beat(start("khadath", "shekhtur", positions=(3, 4)), ("Evacuation", "Strike"),
                      ("Jugular", "Drive"), choices={"Drive": "2,3"})
    assert lives(state)[0] == 20
    assert state.fighters[0].markers == (3,)
    # Khadath on 3, Shekhtur on 5: the trap goes to 3 and Khadath to 2 (distance 3), so
    # Shekhtur is not on it. Jugular Shot: range 1~4, power 3 + 1 = 4, priority 2 + 2 = 4
    # beats 3 and hits: 20 - 4 = 16.
    state = play_beat(start("khadath", "shekhtur"), ("Evacuation", "Strike"), ("Jugular", "Shot"))
    assert lives(state)[0] == 16


def test_teleport_makes_attacks_miss_while_the_gate_trap_lies_between_the_fighters():
    # Khadath on 3, Shekhtur on 5: distance 2. Teleport Strike: range 1, priority 3 - 3 = 0,
    # misses. Jugular Shot: range 1~4, power 4, priority 4 goes first.
    # Trap on 4, between them (and beside Shekhtur: priority 4 - 1 = 3): the shot misses.
    state = play_beat(start("khadath", "shekhtur").with_fighter(0, markers=(4,)),
                      ("Teleport", "Strike"), ("Jugular", "Shot"))
    assert lives(state) == (20, 20)
    # Trap off the board: the shot hits, 20 - 4 = 16.
    state = play_beat(start("khadath", "shekhtur"), ("Teleport", "Strike"), ("Jugular", "Shot"))
    assert lives(state)[0] == 16


def test_blight_puts_the_gate_trap_within_the_attacks_range_but_not_under_the_opponent():
    # Blight Shot: range 1~4 + 0~2 = 1~6 from Khadath on 3: spaces 1, 2, 4, 5, 6 and 7 are in
    # range; 6 holds Ludus and is left out (000 "Markers").
    state = set_and_ante(start("khadath", "ludus", positions=(3, 6)), ("Blight", "Shot"),
                         ("Safari", "Strike"))
    state = until_choice(state, "style:Blight#0")
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:4", "m0:5", "m0:7"]
    assert choose(state, "m0:5").fighters[0].markers == (5,)


@pytest.mark.parametrize(("trap", "priorities", "valuer_life"), [
    (5, (5, 1), 14),   # beside the opponent on 4: +2/+2; they have -1
    (1, (3, 2), 16),   # 3 spaces away: nothing
])


def test_hunters_gains_two_power_and_priority_with_the_opponent_on_or_beside_the_trap(
        trap, priorities, valuer_life):
    # Hunter's Strike (power 4, priority 3) against Idle Shot (priority 2) at distance 1.
    state = against_valuer("khadath", positions=(3, 4)).with_fighter(0, markers=(trap,))
    state = play_beat(state, ("Hunter's", "Strike"), ("Idle", "Shot"))
    assert priorities in beaten(state)
    assert lives(state)[1] == valuer_life


@pytest.mark.parametrize(("trap", "valuer_life"), [(6, 15), (3, 20)])
def test_snare_reaches_the_trap_space_and_the_spaces_beside_it(trap, valuer_life):
    # Khadath on 1, the opponent on 5 (Idle Shot). Trap on 6, beside them: their priority 2 -
    # 1 = 1; Hunter's Snare gets +2/+2: priority 1 + 2 = 3, power 3 + 2 = 5, and counted from
    # the trap (distance 1) it hits: 20 - 5 = 15. Trap on 3, 2 spaces from them: no bonus,
    # and 2 is out of Snare's reach (0~1 from the trap): a miss.
    state = against_valuer("khadath", positions=(1, 5)).with_fighter(0, markers=(trap,))
    state = play_beat(state, ("Hunter's", "Snare"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


@pytest.mark.parametrize(("trap", "knocked_out"), [(5, True), (6, False)])
def test_dimensional_exile_reaches_only_the_trap_space(trap, knocked_out):
    # Khadath at 7 life brings Dimensional Exile (power 25) with Switch; the opponent stands on
    # 5. With the trap under them the attack reaches them: 25 damage ends the duel. With the
    # trap beside them it misses.
    state = against_valuer("khadath", positions=(2, 5), life=(7, 20))
    state = state.with_fighter(0, finisher="Dimensional Exile", markers=(trap,))
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Shot"))
    assert (state.outcome is not None and state.outcome.winner == 0) == knocked_out


# ---------------------------------------------------------------- wave 5 (w5c)


def test_evacuation_puts_the_gate_trap_on_his_space_then_retreats():
    # Khadath on 3, the trap on 7, Shekhtur on 5. Start of Beat: the trap comes from 7 to
    # Khadath's space 3, then he retreats 1, to 2.
    state = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(7,)),
                         ("Evacuation", "Strike"), ("Combination", "Shot"))
    state = until_step(state, "before")
    assert state.positions[0] == 2
    assert state.fighters[0].markers == (3,)


def test_with_snare_the_gate_trap_is_neither_put_down_nor_moved_that_beat():
    # Evacuation Snare: the trap on 7 stays there (Snare: it cannot be moved or added), but
    # the retreat still happens: Khadath 3 -> 2. Priorities: Snare 1 + 0 = 1 against
    # Combination Shot 2 (the trap on 7 is not beside Shekhtur on 5: no penalty); Combination
    # cannot hit at distance 3, and Snare (0~1 from the trap on 7) misses Shekhtur on 5.
    state = play_beat(start("khadath", "shekhtur").with_fighter(0, markers=(7,)),
                      ("Evacuation", "Snare"), ("Combination", "Shot"))
    assert state.positions == (2, 5)
    assert state.fighters[0].markers == (7,)
    assert lives(state) == (20, 20)


def test_teleport_moves_a_gate_trap_on_the_board_to_another_space_but_never_brings_one_in():
    # Teleport Strike (priority 3 - 3 = 0) against Combination Shot. End of Beat: the trap on
    # 6 may go to any other space, 1 to 5 or 7.
    state = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(6,)),
                         ("Teleport", "Strike"), ("Combination", "Shot"))
    state = until_choice(state, "style:Teleport#2")
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:3", "m0:4", "m0:5", "m0:7"]
    # Off the board, there is nothing to move: it stays off.
    state = finish(set_and_ante(start("khadath", "shekhtur"), ("Teleport", "Strike"),
                                ("Combination", "Shot")))
    assert state.fighters[0].markers == (None,)


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


@pytest.mark.parametrize(("trap", "valuer_on"), [(5, 5), (3, 4)])
def test_an_opponent_whose_movement_enters_the_gate_trap_stops_on_it(trap, valuer_on):
    # Khadath on 1, the valuer on 6. Idle Drive (priority 4) against Hunter's Strike (3):
    # Drive advances the valuer 2, to 4, unless the trap lies on the way: on 5 he stops there
    # (both amounts end on 5). A trap beyond his reach (3) changes nothing. Nobody hits.
    state = against_valuer("khadath", positions=(1, 6)).with_fighter(0, markers=(trap,))
    state = play_beat(state, ("Hunter's", "Strike"), ("Idle", "Drive"),
                      choices={"Drive": "1,4"})
    assert state.positions[1] == valuer_on
    assert lives(state) == (20, 20)


def test_lure_pulls_the_opponent_any_number_of_spaces_never_past_khadath_nor_stopped_by_the_trap():
    # Khadath on 1, the valuer on 7, the Gate Trap on 4. Idle Grasp (priority 5) misses
    # first; Lure Shot (range 1~9, priority 2 - 1 = 1) hits, and the pull may bring the valuer
    # to any space from 7 down to 2 (next to Khadath), past the trap, never beyond him.
    state = against_valuer("khadath", positions=(1, 7)).with_fighter(0, markers=(4,))
    state = set_and_ante(state, ("Lure", "Shot"), ("Idle", "Grasp"))
    state = until_choice(state, "style:Lure#0")
    assert sorted(choice_keys(state)) == ["1,2", "1,3", "1,4", "1,5", "1,6", "1,7"]
    state = choose(state, "1,2")
    assert state.positions == (1, 2)
