"""Regicide Heketch's unique ability (Dark Force Imperial Assassin: one Dark Force token) and
the styles that spend it (fighters/heketch.yaml; 000 "Tokens & Counters", "Ante Phase", "End of
Beat", "Other Effects" (Avoid Attacks, Ignore Guard); 002 "Base Card Overview").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base. The ante moves Heketch next to the opponent during the Ante Phase, on the side he picks
(since wave 3).
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import holding, play_beat, set_only, start, tokens
from tests.note_helpers import beaten, noted


def test_anteing_dark_force_spends_the_token_for_three_priority():
    # Assassin Strike: priority 3 + 0 = 3, + 3 from the ante = 6, against Safari Strike 3. The
    # one token is spent, 1 - 1 = 0; the ante put him next to Ludus (no space between), so it
    # does not come back at End of Beat.
    state = play_beat(start("heketch", "ludus"), ("Assassin", "Strike"), ("Safari", "Strike"),
                      antes=((0, "Dark Force"),))
    assert (6, 3) in beaten(state)
    assert tokens(state, 0, "Dark Force") == 0


def test_dark_force_moves_heketch_next_to_the_opponent_on_the_side_he_picks():
    # Heketch on 1, Ludus on 5 (distance 4). Anteing Dark Force asks where he ends: advancing
    # 3 stops on 4 (next to Ludus), advancing 4 hops Ludus's space and stops on 6 (next to him
    # on the far side); no other result ends adjacent. He picks 6, at once, in the Ante Phase.
    state = set_only(start("heketch", "ludus", positions=(1, 5)), ("Assassin", "Strike"),
                     ("Safari", "Strike"))
    state = apply(state, Decision(0, "ante", "Dark Force"))
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["4,5", "6,5"]
    state = choose(state, "6,5")
    assert state.positions == (6, 5)
    assert state.cursor.step == "ante" and state.cursor.to_act == 1  # Ludus's turn to ante
    assert tokens(state, 0, "Dark Force") == 0
    assert [(m.kind, m.value) for m in state.fighters[0].mods] == [("priority", 3)]


def test_dark_force_next_to_the_opponent_already_may_stay_or_hop_over():
    # Heketch on 4, Ludus on 5 (adjacent): staying on 4 or advancing 1 over Ludus to 6 both
    # end adjacent; retreating never does.
    state = set_only(start("heketch", "ludus", positions=(4, 5)), ("Assassin", "Strike"),
                     ("Safari", "Strike"))
    state = apply(state, Decision(0, "ante", "Dark Force"))
    assert choice_keys(state) == ["4,5", "6,5"]


def test_dark_force_comes_back_at_end_of_beat_only_with_two_spaces_between():
    # Dark Force spent (0 by hand), no ante: Assassin Strike (range 1, priority 3) misses,
    # Ludus's Safari Shot (range 1~4, priority 2) hits for 3; nobody moves. On 2 and 5
    # (distance 3) two spaces are between at End of Beat: the token comes back, 0 + 1 = 1.
    state = holding(start("heketch", "ludus", positions=(2, 5)), 0, "Dark Force", 0)
    state = play_beat(state, ("Assassin", "Strike"), ("Safari", "Shot"))
    assert tokens(state, 0, "Dark Force") == 1
    # On 3 and 5 (distance 2) only one space is between: it stays spent, 0.
    state = holding(start("heketch", "ludus", positions=(3, 5)), 0, "Dark Force", 0)
    state = play_beat(state, ("Assassin", "Strike"), ("Safari", "Shot"))
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
    assert noted(state, "miss_avoided", foe_name="Heketch")
    assert lives(state) == (20, 20)


def test_an_opponent_who_moves_past_merciless_heketch_loses_two_life():
    # Heketch on 3, Ludus on 4. Safari Drive (priority 4) beats Merciless Strike (3); Drive's
    # advance 1 hops over Heketch to space 2: he moved past, so he loses 2 life at once and
    # cannot move again. Drive hits at range 1 for 3 (Heketch 17); Merciless Strike (range
    # 1~2, power 4 - 1 = 3) hits back: Ludus 20 - 2 - 3 = 15.
    state = play_beat(start("heketch", "ludus", positions=(3, 4)), ("Merciless", "Strike"),
                      ("Safari", "Drive"), choices={"Drive": "3,2"})
    assert state.positions == (3, 2)
    assert lives(state) == (17, 15)


def test_psycho_spends_dark_force_at_end_of_beat_to_attack_again():
    # Heketch on 2, Ludus on 5. Psycho Strike (priority 3 + 1 = 4) beats Safari Shot (2).
    # Start: Heketch closes to 4, next to Ludus. Strike hits for 4: Ludus 16 (stunned, 4 >
    # guard 2). End of Beat at range 1 with the token: Heketch spends it (1 - 1 = 0) and
    # strikes again for 4: Ludus 12.
    state = play_beat(start("heketch", "ludus", positions=(2, 5)), ("Psycho", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 12)
    assert tokens(state, 0, "Dark Force") == 0


def test_million_knives_repeats_while_its_advance_leaves_heketch_short_of_the_opponent():
    # Life 6: Switch brings Million Knives (range 1~4, power 3, priority 7) against Safari
    # Strike (3), Heketch on 1, Ludus on 5. Each hit advances 1: to 2 (range 3: again), to 3
    # (range 2: again), to 4 (range 1: next to Ludus, it stops). Three hits of 3: Ludus 11.
    state = play_beat(start("heketch", "ludus", positions=(1, 5), life=(6, 20)),
                      ("Switch", "Strike"), ("Safari", "Strike"))
    assert state.positions == (4, 5)
    assert lives(state) == (6, 11)


def test_rasping_regains_half_the_damage_dealt_rounded_up():
    # Heketch at 15 life with no Dark Force. Rasping Strike: range 1~2, power 4 - 1 = 3,
    # priority 3 + 1 = 4, first against Safari Shot (priority 2) at distance 1: 3 damage (20 -
    # 3 = 17, over guard 2: Ludus does not answer), and Heketch regains half of 3 rounded up,
    # 2: 15 + 2 = 17.
    state = holding(start("heketch", "ludus", positions=(3, 4), life=(15, 20)), 0,
                    "Dark Force", 0)
    state = play_beat(state, ("Rasping", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (17, 17)


def test_after_living_nightmare_hits_dark_force_comes_back_at_every_end_of_beat():
    # Heketch at 7 life brings Living Nightmare (range 1, power 3, priority 2) with Switch and
    # antes Dark Force (2 + 3 = 5 against Safari Strike, 3), ending next to Ludus either way.
    # He hits: Ludus is stunned (20 - 3 = 17). At End of Beat Heketch lacks the token and no
    # space separates them, yet it comes back: Living Nightmare lasts the rest of the duel.
    state = start("heketch", "ludus", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Living Nightmare"), ("Switch", "Strike"),
                      ("Safari", "Strike"), antes=((0, "Dark Force"),))
    assert lives(state)[1] == 17
    assert (tokens(state, 0, "Dark Force"), tokens(state, 0, "Nightmare")) == (1, 1)
    # The next beat, still adjacent, anteing it again: it comes back again (1 - 1 + 1 = 1).
    state = play_beat(state, ("Assassin", "Strike"), ("Safari", "Strike"),
                      antes=((0, "Dark Force"),))
    assert (6, 3) in beaten(state)
    assert tokens(state, 0, "Dark Force") == 1
