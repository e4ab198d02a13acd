"""Regicide Heketch's unique ability (Dark Force Imperial Assassin: one Dark Force token) and
the styles that spend it (fighters/heketch.yaml; 000 "Tokens & Counters", "Ante Phase", "End of
Beat", "Other Effects" (Avoid Attacks, Ignore Guard); 002 "Base Card Overview").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base. The ante's move next to the opponent is a prompt: the app leaves the standups where they
are.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import holding, notes, play_beat, start, tokens


def test_anteing_dark_force_spends_the_token_for_three_priority():
    # Assassin Strike: priority 3 + 0 = 3, + 3 from the ante = 6, against Safari Strike 3. The
    # one token is spent, 1 - 1 = 0; at distance 2 (one space between) it does not come back.
    state = play_beat(start("heketch", "ludus"), ("Assassin", "Strike"), ("Safari", "Strike"),
                      antes=((0, "Dark Force"),))
    assert "priority 6 beats 3" in notes(state)
    assert tokens(state, 0, "Dark Force") == 0


def test_dark_force_comes_back_at_end_of_beat_only_with_two_spaces_between():
    # Anted: Assassin Strike (range 1, priority 3 + 3 = 6) misses, Ludus's Safari Shot (range
    # 1~4, priority 2) hits for 3; nobody moves. On 2 and 5 (distance 3) two spaces are between
    # at End of Beat: the token comes back, 0 + 1 = 1.
    state = play_beat(start("heketch", "ludus", positions=(2, 5)), ("Assassin", "Strike"),
                      ("Safari", "Shot"), antes=((0, "Dark Force"),))
    assert tokens(state, 0, "Dark Force") == 1
    # On 3 and 5 (distance 2) only one space is between: it stays spent, 0.
    state = play_beat(start("heketch", "ludus", positions=(3, 5)), ("Assassin", "Strike"),
                      ("Safari", "Shot"), antes=((0, "Dark Force"),))
    assert tokens(state, 0, "Dark Force") == 0


def test_critical_spends_dark_force_at_range_one_for_three_power():
    # Critical Strike: range 1, power 4 - 1 = 3, priority 3 + 1 = 4 beats Safari Shot 2. On
    # Hit at range 1 Heketch spends the token: 3 + 3 = 6 damage, Ludus 20 - 6 = 14, stunned.
    state = play_beat(start("heketch", "ludus", positions=(3, 4)), ("Critical", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 14)
    assert tokens(state, 0, "Dark Force") == 0


def test_merciless_with_dark_force_held_makes_the_later_attacks_miss():
    # Heketch on 1, Ludus on 4 (distance 3). Merciless Strike: range 1 ~ 1+1 = 1~2 misses,
    # priority 3 + 0 = 3 beats Safari Shot 2. After it, holding Dark Force, Heketch cannot be
    # hit: Shot (range 1~4) misses too, no one loses life (without it Heketch takes 3: 17).
    state = play_beat(start("heketch", "ludus", positions=(1, 4)), ("Merciless", "Strike"),
                      ("Safari", "Shot"))
    assert "Heketch avoids attacks" in notes(state)
    assert lives(state) == (20, 20)


def test_rasping_regains_half_the_damage_dealt_rounded_up():
    # Heketch at 15 life with no Dark Force. Rasping Strike: range 1~2, power 4 - 1 = 3,
    # priority 3 + 1 = 4, first against Safari Shot (priority 2) at distance 1: 3 damage (20 -
    # 3 = 17, over guard 2: Ludus does not answer), and Heketch regains half of 3 rounded up,
    # 2: 15 + 2 = 17.
    state = holding(start("heketch", "ludus", positions=(3, 4), life=(15, 20)), 0,
                    "Dark Force", 0)
    state = play_beat(state, ("Rasping", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (17, 17)
