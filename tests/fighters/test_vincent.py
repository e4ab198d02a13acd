"""Vincent's Master Strategist President (fighters/vincent.yaml; the classic card list): he names
a style and a base at ante; one right guess gives +1 Power and Soak 1 (Armor under the
4th-edition rules), two right guesses stun the opponent at Reveal and win him priority ties
(000 "Ante Phase", "Reveal Step", "Tiebreakers"). Dragon's 2 extra damage: docs/rulings.md 111.

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs).
"""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import pending
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_and_ante, set_only, start, until_step

STYLE_RIGHT = ((0, "Name a style", "Safari"), (0, "Name a base", "Grasp"))
BOTH_RIGHT = ((0, "Name a style", "Safari"), (0, "Name a base", "Strike"))


def test_vincent_may_name_one_of_the_opponents_styles_and_one_of_their_bases():
    state = set_only(start("vincent", "ludus"), ("Patriot", "Strike"), ("Safari", "Strike"))
    named = {d.b for d in pending(state).options if d.kind == "ante" and d.a == "Name a style"}
    assert {"Safari", "Rolling", "Execution"} <= named
    assert "Strike" not in named


def test_one_right_guess_gives_one_power_and_one_armor():
    state = set_and_ante(start("vincent", "ludus", positions=(3, 4)), ("Patriot", "Strike"),
                         ("Safari", "Strike"), STYLE_RIGHT)
    # Strike 4 + Patriot 1 + 1; Ludus (priority 3 beats 2) hit first: Strike 4 against
    # Patriot's Soak 1 + 1 = Armor 2 deals 2.
    assert (pair_stats(state, 0).power.lo, state.fighters[0].life) == (6, 18)


def test_two_wrong_guesses_give_nothing():
    wrong = ((0, "Name a style", "Rolling"), (0, "Name a base", "Grasp"))
    state = set_and_ante(start("vincent", "ludus", positions=(3, 4)), ("Patriot", "Strike"),
                         ("Safari", "Strike"), wrong)
    assert pair_stats(state, 0).power.lo == 5


def test_two_right_guesses_stun_the_opponent_and_give_no_power():
    # Patriot Strike priority 2 loses to Safari Strike 3, but Ludus is stunned at Reveal and
    # does not attack; Vincent hits for 5 (no +1): Ludus 20 - 5 = 15.
    state = play_beat(start("vincent", "ludus", positions=(3, 4)), ("Patriot", "Strike"),
                      ("Safari", "Strike"), BOTH_RIGHT)
    assert lives(state) == (20, 15)


def test_two_right_guesses_win_vincent_the_priority_tie():
    # Ballistic Strike 3 against Safari Strike 3 ties; Vincent wins it: no clash.
    state = set_and_ante(start("vincent", "ludus", positions=(3, 4)), ("Ballistic", "Strike"),
                         ("Safari", "Strike"), BOTH_RIGHT)
    assert state.active == 0
    assert state.fighters[0].clash_bases == ()


def test_ballistic_doubles_the_one_right_bonus():
    # Ballistic Drive priority 4 beats Safari Strike 3: no clash. Drive 3 + 1 + 1 = 5.
    state = set_and_ante(start("vincent", "ludus", positions=(3, 5)), ("Ballistic", "Drive"),
                         ("Safari", "Strike"), STYLE_RIGHT)
    state = until_step(state, "before")
    assert pair_stats(state, 0).power.lo == 5


def test_gatling_deals_one_damage_at_start_of_beat_at_range_one():
    # Gatling Shot priority 2 - 1 = 1 loses to Safari Grasp 5, but Gatling's Start damage
    # (1, beyond Grasp's Guard 0) stuns Ludus, who does not attack; Gatling Shot hits for 2.
    state = play_beat(start("vincent", "ludus", positions=(3, 4)), ("Gatling", "Shot"),
                      ("Safari", "Grasp"))
    assert lives(state) == (20, 20 - 1 - 2)


def test_gatling_deals_no_damage_beyond_range_one():
    # Distance 3: no Start damage; Ludus's Grasp misses, Gatling advances 1 and hits for 2.
    state = play_beat(start("vincent", "ludus", positions=(2, 5)), ("Gatling", "Shot"),
                      ("Safari", "Grasp"))
    assert lives(state) == (20, 18)


def test_dragon_hit_before_its_after_trigger_takes_two_more_damage():
    # Dragon Shot 2 + 3 = 5 against Execution Grasp 5 + 2 = 7: Ludus first, Grasp hits for
    # 2 + 3 = 5 (Execution: Vincent cannot be stunned); Dragon's After: 2 more.
    state = play_beat(start("vincent", "ludus", positions=(3, 4)), ("Dragon", "Shot"),
                      ("Execution", "Grasp"))
    assert state.fighters[0].life == 20 - 5 - 2


def test_dragon_active_takes_two_more_damage_from_the_later_hit():
    # Dragon Strike 3 + 3 = 6 beats Safari Strike 3: Vincent hits for 4 (Strike's Guard 5
    # holds), then Ludus's Strike hits for 4 + 2.
    state = play_beat(start("vincent", "ludus", positions=(3, 4)), ("Dragon", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (20 - 6, 20 - 4)


def test_dragon_not_hit_takes_no_extra_damage():
    # Dragon Shot 5 beats Safari Strike 3 at distance 3: Strike (range 1) never reaches him.
    state = play_beat(start("vincent", "ludus", positions=(2, 5)), ("Dragon", "Shot"),
                      ("Safari", "Strike"))
    assert state.fighters[0].life == 20
