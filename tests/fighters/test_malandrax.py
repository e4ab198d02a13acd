"""Malandrax's traps (fighters/malandrax.yaml): the face-down Alarm Trap springs, at his
choice, the moment the opponent ends a movement next to him, and Ingenious rewards each trap
sprung (000 "In-Time Triggers", "Special Cards"; 002 FAQ: a trap may interrupt a movement).

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choose, lives
from tests.fighter_helpers import finish, set_and_ante, start, take, until_choice
from tests.note_helpers import misses

ALARM = "special:Alarm Trap#0"


def alarm_beat(positions=(2, 5)):
    """Malandrax lays the Alarm Trap and plays Ingenious Shot against Safari Drive; Drive
    (priority 4) beats Shot (2) and its Before advance is about to be chosen."""
    state = set_and_ante(start("malandrax", "ludus", positions=positions), ("Ingenious", "Shot"),
                         ("Safari", "Drive"), antes=((0, "Set a trap", "Alarm Trap"),))
    return until_choice(state, "base:Drive#0")


def test_the_alarm_trap_springs_when_the_opponent_ends_a_move_next_to_malandrax():
    # Drive advances 2, from 5 to 3, next to Malandrax on 2: the trap is offered at once,
    # before Drive's attack. Malandrax springs it and retreats 1 to space 1; Drive (range 1)
    # then misses at range 2.
    state = choose(alarm_beat(), "2,3")
    state = take(state, Decision(0, "trigger", ALARM))
    state = choose(state, "1,3")
    assert state.positions == (1, 3)
    assert state.fighters[0].trap_sprung
    assert "Ludus" in misses(finish(state, beat=1))


def test_ingenious_gives_plus_one_power_to_malandrax_and_minus_two_to_the_trap_victim():
    # The trap springs and Malandrax stays put (retreat 0). Drive hits at range 1 for
    # 3 - 2 = 1 (not over Shot's guard 2): Malandrax 19. Ingenious Shot hits back for
    # 3 + 0 + 1 = 4: Ludus 16.
    state = choose(alarm_beat(), "2,3")
    state = take(state, Decision(0, "trigger", ALARM))
    state = choose(state, "2,3")
    state = finish(state, beat=1)
    assert lives(state) == (19, 16)


def test_deathtrap_deals_six_damage_at_end_of_beat_to_an_opponent_who_sprang_a_trap():
    # Malandrax at 7 life brings out Deathtrap (range N/A, priority 4) with the Alarm Trap
    # laid; Duck Duck Drive (priority 3) advances from 5 to 3, next to him on 2: the trap
    # springs (he stays put), so the opponent cannot hit him this beat. At End of Beat Ludus,
    # who sprang it, takes 6 damage (no Soak): 20 - 6 = 14; Malandrax stays on 7.
    state = start("malandrax", "ludus", positions=(2, 5), life=(7, 20))
    state = set_and_ante(state.with_fighter(0, finisher="Deathtrap"), ("Switch", "Strike"),
                         ("Duck Duck", "Drive"), antes=((0, "Set a trap", "Alarm Trap"),))
    state = choose(until_choice(state, "base:Drive#0"), "2,3")
    state = take(state, Decision(0, "trigger", ALARM))
    state = choose(state, "2,3")
    assert lives(finish(state, beat=1)) == (7, 14)


def test_master_plan_reaches_an_opponent_who_sprang_a_trap_wherever_they_stand():
    # The Alarm Trap springs as Drive ends next to Malandrax (he stays put). Drive hits for
    # 3 - 2 = 1: Malandrax 19. Ingenious Master Plan (range X) reaches Ludus, who sprang the
    # trap, for 4 + 0 + 1 = 5: Ludus 15.
    state = set_and_ante(start("malandrax", "ludus", positions=(2, 5)),
                         ("Ingenious", "Master Plan"), ("Safari", "Drive"),
                         antes=((0, "Set a trap", "Alarm Trap"),))
    state = choose(until_choice(state, "base:Drive#0"), "2,3")
    state = take(state, Decision(0, "trigger", ALARM))
    state = choose(state, "2,3")
    assert lives(finish(state, beat=1)) == (19, 15)


def test_master_plan_misses_when_no_opponent_sprang_a_trap():
    # No trap laid, Ludus next to Malandrax: Safari Strike hits for 4 (Master Plan is stun
    # immune): 16. Master Plan misses even at range 1: Ludus keeps 20.
    state = finish(set_and_ante(start("malandrax", "ludus", positions=(2, 3)),
                                ("Ingenious", "Master Plan"), ("Safari", "Strike")), beat=1)
    assert lives(state) == (16, 20)


def test_precision_lets_malandrax_pick_how_the_opponent_moves():
    # Safari Drive (priority 4) goes first; its Before advance of 1 or 2 is Malandrax's to
    # pick: 1, to space 4, out of Drive's range 1. Precision Strike (range 1 + 1~3 = 2~4,
    # power 4 - 1 = 3) hits at 2, over Drive's guard 0: stunned, and Precision's 2 more:
    # Ludus 20 - 3 - 2 = 15.
    state = set_and_ante(start("malandrax", "ludus", positions=(2, 5)), ("Precision", "Strike"),
                         ("Safari", "Drive"))
    state = until_choice(state, "base:Drive#0")
    assert pending(state).seats == (0,)
    state = choose(state, "2,4")
    assert lives(finish(state, beat=1)) == (20, 15)
