"""Alexian's unique ability (Chivalry: tokens the opponent holds and may ante) and the cards
that hand them out (fighters/alexian.yaml; 000 "Tokens & Counters", "Ante Phase" ([Opponent]
antes), "Finisher Cards"; 002 "Base Card Overview").

Chivalry is held by the opponent: Alexian's token count is what the opponent holds (1 at the
start, 3 at most). The opponent is Ludus with Safari (+0 to every stat, no effect the engine
runs) and a standard base.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import formless, play_beat, start, tokens
from tests.note_helpers import beaten, out_of_range


def test_each_hit_gives_the_opponent_a_chivalry_token():
    # Mighty Strike: priority 3 + 1 = 4 beats Safari Shot 2, hits at range 1: Ludus now holds
    # 1 + 1 = 2 Chivalry. Power 4 + 0 = 4 > Shot's guard 2: Ludus 16, stunned.
    state = play_beat(start("alexian", "ludus", positions=(3, 4)), ("Mighty", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Chivalry") == 2


def test_the_opponent_antes_chivalry_for_one_power_and_one_priority():
    # Ludus antes his one Chivalry: Safari Strike priority 3 + 1 = 4 beats Gestalt Strike
    # 3 - 1 = 2. Ludus hits at range 1 for 4 + 1 = 5 (Alexian's guard 5 + 3 = 8: no stun),
    # Alexian 20 - 5 = 15. Gestalt Strike (still at range 1 after its Start advance) hits for
    # 4 + 2 = 6: Ludus 20 - 6 = 14. The token went back, 1 - 1 = 0, and the hit gives one: 1.
    state = play_beat(start("alexian", "ludus", positions=(3, 4)), ("Gestalt", "Strike"),
                      ("Safari", "Strike"), antes=((1, "Chivalry"),))
    assert (4, 2) in beaten(state)
    assert lives(state) == (15, 14)
    assert tokens(state, 0, "Chivalry") == 1


def test_divider_gives_a_chivalry_token_at_end_of_beat():
    # Alexian on 1, Ludus on 6 (distance 5): Mighty Divider (range 1, priority 2 + 1 = 3) and
    # Safari Shot (range 1~4, priority 2) both miss. End of Beat: Ludus holds 1 + 1 = 2.
    state = play_beat(start("alexian", "ludus", positions=(1, 6)), ("Mighty", "Divider"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 20)
    assert tokens(state, 0, "Chivalry") == 2


def test_empire_divider_fills_the_opponents_chivalry_up_to_three():
    # Alexian at 7 life brings Empire Divider with Switch: range 1~2, power 7, priority 4 beats
    # Safari Strike 3. It hits at range 1: the ability gives 1 (1 + 1 = 2), the Finisher fills
    # up to 3. Ludus 20 - 7 = 13.
    state = start("alexian", "ludus", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Empire Divider")
    state = play_beat(state, ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state)[1] == 13
    assert tokens(state, 0, "Chivalry") == 3


def test_mighty_makes_the_opponents_style_add_no_range():
    # Alexian on 1, Kehrolyn on 6 (distance 5). Mighty Strike (priority 3 + 1 = 4) misses.
    # Kehrolyn's Whip Shot would reach 1~4 + 0~1 = 1~5, but Mighty's Reveal effect makes
    # Whip's range count +0: 1~4 falls short. Nobody loses life.
    state = play_beat(formless(start("alexian", "kehrolyn", positions=(1, 6))),
                      ("Mighty", "Strike"),
                      ("Whip", "Shot"))
    assert lives(state) == (20, 20)
    assert ("1~4", "distance 5") in out_of_range(state)


def test_regal_takes_away_the_power_and_priority_the_anted_chivalry_gave():
    # Ludus antes his Chivalry, but Regal says Chivalry has no effect this beat: Safari Strike
    # keeps priority 3 and power 4. Regal Strike (priority 3 + 1 = 4, power 4 + 1 = 5) goes
    # first: Ludus 20 - 5 = 15 (not above Strike's guard 5); Ludus's Strike hits back for 4
    # (not 5): Alexian 16. (With the Chivalry counted: 4 against 4, a clash.)
    state = play_beat(start("alexian", "ludus", positions=(3, 4)), ("Regal", "Strike"),
                      ("Safari", "Strike"), antes=((1, "Chivalry"),))
    assert (4, 3) in beaten(state)
    assert lives(state) == (16, 15)
