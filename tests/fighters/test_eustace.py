"""Lord Eustace's unique ability (Shendrassa's Embrace: Frostflow tokens) and Frigid, which
reads the tokens anted (fighters/eustace.yaml; 000 "Tokens & Counters", "Ante Phase", "In-Time
Triggers", "End of Beat", "Other Effects" (Armor X); 002 "Base Card Overview").

Eustace starts with 3 of his 5 Frostflow tokens. The opponent is Ludus with Safari (+0 to every
stat, no effect the engine runs) and a standard base.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import holding, play_beat, start, tokens


def test_each_end_of_beat_gives_back_one_frostflow_token():
    # Eustace on 1, Ludus on 6 (distance 5): Safari Shot (range 1~4, priority 2) and Frostbite
    # Strike (range 1, priority 3 - 3 = 0) both miss. End of Beat: 3 + 1 = 4 tokens.
    state = play_beat(start("eustace", "ludus", positions=(1, 6)), ("Frostbite", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 20)
    assert tokens(state, 0, "Frostflow") == 4


def test_the_first_damage_in_a_beat_costs_a_frostflow_token():
    # Ludus's Safari Strike (priority 3) beats Frostbite Strike (3 - 3 = 0) and hits at range 1
    # for 4: Eustace 20 - 4 = 16 (stun immune), and spends a token, 3 - 1 = 2. Frostbite Strike
    # hits back for 4 (not over Strike's guard 5): Ludus 16. End of Beat gives one: 2 + 1 = 3.
    state = play_beat(start("eustace", "ludus", positions=(3, 4)), ("Frostbite", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (16, 16)
    assert tokens(state, 0, "Frostflow") == 3


def test_each_frostflow_anted_gives_one_soak():
    # As above with one token anted: Soak 1, so Ludus's Strike deals 4 - 1 = 3, Eustace 17.
    # Tokens: 3 - 1 anted - 1 for the damage + 1 at End of Beat = 2.
    state = play_beat(start("eustace", "ludus", positions=(3, 4)), ("Frostbite", "Strike"),
                      ("Safari", "Strike"), antes=((0, "Frostflow"),))
    assert lives(state) == (17, 16)
    assert tokens(state, 0, "Frostflow") == 2


def test_frigid_adds_one_power_per_frostflow_anted():
    # Two tokens anted. Frigid Strike: priority 3 + 0 = 3 beats Safari Shot 2, power 4 + 2 = 6
    # at range 1: Ludus 20 - 6 = 14 (stunned: 6 > Shot's guard 2, he does not attack).
    # Tokens: 3 - 2 + 1 at End of Beat = 2.
    state = play_beat(start("eustace", "ludus", positions=(3, 4)), ("Frigid", "Strike"),
                      ("Safari", "Shot"), antes=((0, "Frostflow"), (0, "Frostflow")))
    assert lives(state) == (20, 14)
    assert tokens(state, 0, "Frostflow") == 2


def test_the_first_stun_in_a_beat_costs_a_frostflow_token_too():
    # Baron's Shot: priority 2 - 2 = 0, guard 2 + Stun Guard 1 = 3. Ludus's Safari Strike
    # (priority 3) hits at range 1 for 4 > 3: Eustace is stunned (one token) and took damage
    # (one more): 3 - 1 - 1 = 1; End of Beat gives one back: 2. He never attacks: 16 and 20.
    state = play_beat(start("eustace", "ludus", positions=(3, 4)), ("Baron's", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (16, 20)
    assert tokens(state, 0, "Frostflow") == 2


def test_elementary_gives_range_only_if_eustace_retreated():
    # Safari Strike (3) beats Elementary Strike (3 - 1 = 2). Start: Eustace takes Elementary's
    # retreat. On 2 against 3 he retreats to 1: range 1 + 0~1 = 1~2, and Ludus's Strike then
    # misses at range 2 while his hits for 4 + 1 = 5: Ludus 15.
    state = play_beat(start("eustace", "ludus", positions=(2, 3)), ("Elementary", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 15)
    # Against the wall (on 1, Ludus on 3) the retreat cannot be made: no range bonus, and both
    # Strikes miss at range 2.
    state = play_beat(start("eustace", "ludus", positions=(1, 3)), ("Elementary", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 20)


def test_with_frostflow_anted_his_maximum_range_is_his_minimum():
    # One token anted: Frostbite Shot's range 1~4 becomes 1~1, so at distance 3 it misses
    # (it would hit for 3). Safari Strike (range 1) misses too.
    state = play_beat(start("eustace", "ludus", positions=(2, 5)), ("Frostbite", "Shot"),
                      ("Safari", "Strike"), antes=((0, "Frostflow"),))
    assert lives(state) == (20, 20)


def test_without_frostflow_anted_his_range_is_unchanged_even_after_a_duel_where_it_was():
    # A duel where the range was cut first (the printed numbers are cached per fighter: the
    # cut must not stay in them), then the same beat with nothing anted: Frostbite Shot
    # reaches distance 3 and hits for 3.
    play_beat(start("eustace", "ludus", positions=(2, 5)), ("Frostbite", "Shot"),
              ("Safari", "Strike"), antes=((0, "Frostflow"),))
    state = play_beat(start("eustace", "ludus", positions=(2, 5)), ("Frostbite", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 17)


def test_a_token_owed_with_none_left_costs_3_life_and_his_attack_cannot_hit():
    # No Frostflow held. Safari Strike (priority 3) hits first for 4: a token is owed, none is
    # there: 20 - 4 - 3 = 13, and Frostbite Strike cannot hit: Ludus stays at 20.
    state = holding(start("eustace", "ludus", positions=(3, 4)), 0, "Frostflow", 0)
    state = play_beat(state, ("Frostbite", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (13, 20)
