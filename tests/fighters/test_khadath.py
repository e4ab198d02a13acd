"""Khadath's Gate Trap (fighters/khadath.yaml): a board marker whose place changes the
opponent's priority and lets Evacuation and Teleport avoid attacks (000 "Markers", "Reveal
Step", "Other Effects" Avoid Attacks; 002 "Game Setup" for the classic cards)."""

from tests.beat_helpers import lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start


def test_an_opponent_on_the_gate_trap_has_minus_3_priority_and_beside_it_minus_1():
    # Lure Strike: priority 3 - 1 = 2. Shekhtur's Combination Shot: priority 2 + 0 = 2.
    # Trap on Shekhtur's space 5: 2 - 3 = -1. Trap on 6, beside him: 2 - 1 = 1.
    on = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(5,)),
                      ("Lure", "Strike"), ("Combination", "Shot"))
    assert "priority 2 beats -1" in notes(on)
    beside = set_and_ante(start("khadath", "shekhtur").with_fighter(0, markers=(6,)),
                          ("Lure", "Strike"), ("Combination", "Shot"))
    assert "priority 2 beats 1" in notes(beside)


def test_evacuation_makes_an_opponent_standing_on_the_gate_trap_miss():
    # Khadath on 3 retreats to 2 at Start of Beat (Evacuation); Shekhtur stays on 5: distance
    # 3. Jugular Shot: range 1~4, power 3 + 1 = 4, priority 2 + 2 = 4; Evacuation Strike:
    # range 1~2, priority 3 + 0 = 3, so it misses at distance 3.
    # Trap on 5 under Shekhtur: his priority 4 - 3 = 1 and his shot misses: Khadath keeps 20.
    state = play_beat(start("khadath", "shekhtur").with_fighter(0, markers=(5,)),
                      ("Evacuation", "Strike"), ("Jugular", "Shot"))
    assert lives(state)[0] == 20
    # Trap off the board: priority 4 beats 3 and the shot hits: 20 - 4 = 16.
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
    from tests.beat_helpers import choice_keys, choose
    from tests.fighter_helpers import until_choice
    state = set_and_ante(start("khadath", "ludus", positions=(3, 6)), ("Blight", "Shot"),
                         ("Safari", "Strike"))
    state = until_choice(state, "style:Blight#0")
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:4", "m0:5", "m0:7"]
    assert choose(state, "m0:5").fighters[0].markers == (5,)
