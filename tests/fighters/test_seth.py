"""Seth's Beyond Eyes Oracle (fighters/seth.yaml; 002, Seth's unique ability): the base he
names at ante is kept for the beat; when the opponent's attack uses it he has +2 Power, +2
Priority and wins priority ties, and Omen stuns the opponent at Start of Beat (000 "Ante
Phase", "Reveal Step", "Tiebreakers").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs).
"""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    through_ante,
    until_choice,
)
from tests.note_helpers import of_kind


def test_seth_may_name_any_of_the_opponents_bases_once_per_ante_phase():
    state = set_only(start("seth", "ludus"), ("Mimic's", "Strike"), ("Safari", "Strike"))
    named = [d.b for d in pending(state).options if d.kind == "ante" and d.a == "Name a base"]
    assert {"Strike", "Grasp", "Shot"} <= set(named)
    state = through_ante(state, ((0, "Name a base", "Grasp"),))
    assert state.fighters[0].called == "Grasp"


def test_a_right_guess_gives_seth_two_power_and_two_priority():
    # Mimic's Strike 1/4+1/3 + 2 = priority 5 beats Safari Strike (3); power 5 + 2 = 7 at
    # range 1 passes Strike's guard 5: Ludus stunned, does not attack. Ludus 20 - 7 = 13.
    state = play_beat(start("seth", "ludus", positions=(3, 4)), ("Mimic's", "Strike"),
                      ("Safari", "Strike"), antes=((0, "Name a base", "Strike"),))
    assert lives(state) == (20, 13)


def test_a_wrong_guess_gives_seth_nothing():
    # Named Grasp, Ludus plays Strike: priorities 3 and 3 tie, a clash.
    state = set_and_ante(start("seth", "ludus", positions=(3, 4)), ("Mimic's", "Strike"),
                         ("Safari", "Strike"), antes=((0, "Name a base", "Grasp"),))
    assert of_kind(state, "clash")


def test_a_right_guess_makes_seth_win_a_priority_tie():
    # Mimic's Shot 2 + 2 = 4 against Safari Drive 4: a tie Seth wins, no clash.
    state = set_and_ante(start("seth", "ludus", positions=(3, 5)), ("Mimic's", "Shot"),
                         ("Safari", "Drive"), antes=((0, "Name a base", "Drive"),))
    assert state.active == 0
    assert not of_kind(state, "clash")


def test_omen_stuns_the_opponent_whose_base_seth_named():
    # Safari Grasp (priority 5) beats Mimic's Omen (1 + 2 = 3), but at Start of Beat Omen stuns
    # Ludus, who does not attack. Omen hits at range 1 for 3 + 1 + 2 = 6: Ludus 20 - 6 = 14.
    state = play_beat(start("seth", "ludus", positions=(3, 4)), ("Mimic's", "Omen"),
                      ("Safari", "Grasp"), antes=((0, "Name a base", "Grasp"),))
    assert lives(state) == (20, 14)


def _fortune_buster_against(opponent_pair):
    """Seth at 7 life brings out Fortune Buster (range 1~6, priority 13) at distance 2 against
    Shekhtur at 7 life playing ``opponent_pair``; the state after the beat."""
    state = start("seth", "shekhtur", life=(7, 7)).with_fighter(0, finisher="Fortune Buster")
    finisher = state.kits[1].fighter.finishers[0].name
    state = state.with_fighter(1, finisher=finisher)
    return play_beat(state, ("Switch", "Strike"), opponent_pair)


def test_fortune_buster_defeats_an_opponent_who_attacked_with_a_finisher():
    # Shekhtur's Switch brings out his Finisher too; priority 13 goes first and hits at 2:
    # Shekhtur is defeated, Seth (seat 0) wins.
    state = _fortune_buster_against(("Switch", "Strike"))
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)


def test_fortune_buster_defeats_nobody_when_the_opponent_played_an_attack_pair():
    state = _fortune_buster_against(("Combination", "Strike"))
    assert state.outcome is None


def test_fortune_buster_wins_a_priority_tie_against_another_finisher():
    # Seth's Fortune Buster (priority 13) against Anath's Dark Revulsion (priority 13, range
    # 1* fixed): a tie, which Fortune Buster wins against a Finisher, so Seth attacks first
    # and hits at distance 2 (range 1~6): an opponent who used a Finisher is defeated.
    state = start("seth", "anath", life=(7, 7)).with_fighter(0, finisher="Fortune Buster")
    state = state.with_fighter(1, finisher="Dark Revulsion")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert of_kind(state, "active_player")[-1]["seat"] == 0
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)


def test_a_right_guess_shows_nothing_before_the_pairs_are_revealed():
    # At ante the opponent's base is face down: Seth's stats must not give the guess away.
    state = set_only(start("seth", "ludus"), ("Mimic's", "Strike"), ("Safari", "Strike"))
    state = apply(state, Decision(0, "ante", "Name a base", "Strike"))
    assert pair_stats(state, 0).power.lo == 5


def test_wyrding_after_a_right_guess_swaps_seths_base_for_one_from_hand():
    # Seth named Strike and Ludus plays it. Wyrding Shot (priority 2 + 2 = 4 beats Safari
    # Strike's 3). At Start Seth uses Burst instead of Shot (its Start retreat takes him to
    # distance 3): it hits for 3 + 2 = 5 (Ludus 20 - 5 = 15); Strike cannot reach back. Both
    # bases go to discard with the pair.
    state = set_and_ante(start("seth", "ludus", positions=(3, 5)), ("Wyrding", "Shot"),
                         ("Safari", "Strike"), antes=((0, "Name a base", "Strike"),))
    state = finish(choose(until_choice(state, "style:Wyrding#0"), "sw:Burst"), beat=1)
    assert lives(state) == (20, 15)
    assert {"Wyrding", "Shot", "Burst"} == set(state.fighters[0].discard1)


def test_mimics_moves_seth_the_same_way_as_the_opponent_keeping_the_range():
    # The valuer's Idle Drive (priority 4) advances 2, from 6 to 4: Seth (on 3) moves 2 the
    # same way, to 1: the range stays 3, and both Strike and Drive (range 1) miss.
    state = set_and_ante(against_valuer("seth", positions=(3, 6)), ("Mimic's", "Strike"),
                         ("Idle", "Drive"))
    state = choose(state, "3,4")
    assert state.positions == (1, 4)
    assert lives(finish(state, beat=1)) == (20, 20)
