"""Danny's unique ability (Personal Demons) and the cards that read his Monster markers
(fighters/danny.yaml; 000 "Markers", "Attack", "Guard & Stun"; 002 "Base Card Overview").

Baenvier is the opponent: his Switch style and Runic style add nothing the engine carries out
during these beats (Switch only gains Force at Reveal; Runic's rule is a prompt)."""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    play_beat,
    set_and_ante,
    start,
    take,
    until_choice,
)
from tests.note_helpers import names, noted, stunned

# The unique ability's placement After activating (its second effect).
PLACE = "ua:Personal Demons#1"


def _monster_on(state, *spaces):
    """Danny's Monster markers 1, 2... put on ``spaces`` by hand."""
    for i, space in enumerate(spaces):
        state = apply(state, adjust_decision(0, f"marker:{i}", space))
    return state


def test_an_opponent_standing_on_a_monster_marker_is_in_range_at_any_distance():
    # Danny on 1, Baenvier on 5: distance 4. Danny's Monstrous Strike: range 1 + 0 = 1, power
    # 4 + 1 = 5, priority 3 - 1 = 2. Baenvier's Switch Strike: range 1, power 4, priority 3, so
    # Baenvier attacks first and misses (range 1, distance 4).
    # With a Monster marker on space 5, Danny's attack reaches him: 5 damage, 20 - 5 = 15
    # (5 does not exceed Strike's guard 5: no stun). Without it, range 1 misses: 20.
    state = start("danny", "baenvier", positions=(1, 5))
    marked = play_beat(_monster_on(state, 5), ("Monstrous", "Strike"), ("Switch", "Strike"))
    assert lives(marked) == (20, 15)
    plain = play_beat(state, ("Monstrous", "Strike"), ("Switch", "Strike"))
    assert lives(plain) == (20, 20)


def test_fallen_gets_two_power_and_ignores_stun_guard_against_an_opponent_on_a_marker():
    # Danny on 3, Baenvier on 4 (distance 1), a Monster marker on 4. Danny's Fallen Strike:
    # range 1 + 0~1 = 1~2, power 4 - 1 = 3, priority 3 + 0 = 3. Baenvier's Runic Strike:
    # range 1 + 0~1 = 1~2, power 4 + 1 = 5, priority 3 - 1 = 2, guard 5 + Stun Guard 2 = 7.
    # Danny (3 > 2) attacks first and hits: power 3 + 2 = 5, 20 - 5 = 15; with the guard
    # ignored, 5 > 0 stuns Baenvier, who does not attack: Danny stays at 20.
    state = _monster_on(start("danny", "baenvier", positions=(3, 4)), 4)
    state = play_beat(state, ("Fallen", "Strike"), ("Runic", "Strike"))
    assert lives(state) == (20, 15)
    assert "Baenvier" in names(state, "stunned_no_attack")


def test_fallen_adds_nothing_when_no_marker_is_under_the_opponent():
    # The same beat without the marker: power 3, 20 - 3 = 17; 3 does not exceed guard 7, so
    # Baenvier is not stunned.
    state = play_beat(start("danny", "baenvier", positions=(3, 4)),
                      ("Fallen", "Strike"), ("Runic", "Strike"))
    assert lives(state)[1] == 17
    assert "Baenvier" not in stunned(state)


def test_the_dark_ride_reaches_only_an_opponent_on_a_monster_marker():
    # Danny at 7 life plays Switch, which brings The Dark Ride: printed range N/A, power 2,
    # priority 6. Danny on 1, Baenvier on 4 (distance 3) with Switch Strike (range 1, power 4,
    # priority 3): Danny attacks first.
    # Marker on 4: the Ride hits for 2 (20 - 2 = 18; 2 does not exceed guard 5). It then
    # moves Baenvier 1 space (to 3 or 5, no marker) and repeats: the repeat misses. Baenvier's
    # Strike (range 1) misses Danny at distance 2 or 4. Without the marker the Ride misses.
    state = start("danny", "baenvier", positions=(1, 4), life=(7, 20))
    marked = play_beat(_monster_on(state, 4), ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(marked) == (7, 18)
    assert noted(marked, "attack_again", name="Danny")
    plain = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(plain) == (7, 20)


def test_monstrous_puts_one_more_monster_on_a_space_without_standup_or_monster_after_a_hit():
    # Monsters on 1 and 6. Monstrous Drive: priority 4 - 1 = 3 beats Switch Burst (1); Burst
    # retreats Baenvier to 5, Drive advances Danny to 4: hit. End of Beat: the extra Monster
    # may go on 2, 3 or 7 (not 4 or 5, the standups; not 1 or 6, which hold one). Danny
    # declines his unique ability's placement After activating.
    state = _monster_on(start("danny", "baenvier", positions=(3, 4)), 1, 6)
    state = set_and_ante(state, ("Monstrous", "Drive"), ("Switch", "Burst"))
    state = take(state, Decision(0, "decline", PLACE))
    state = until_choice(state, "style:Monstrous#0")
    assert state.positions == (4, 5)
    assert sorted(k.partition(":")[2] for k in choice_keys(state)) == ["2", "3", "7"]


def test_hellgate_may_put_three_monsters_on_spaces_that_hold_none():
    # Monsters on 1 to 4. Hellgate (range N/A) cannot hit; at End of Beat Danny may put three
    # more: the first on 5, 6 or 7, and each later one on the spaces still free of Monsters.
    state = _monster_on(start("danny", "baenvier", positions=(3, 6)), 1, 2, 3, 4)
    state = set_and_ante(state, ("Vicious", "Hellgate"), ("Switch", "Strike"))
    state = until_choice(state, "base:Hellgate#2")
    assert sorted(k.partition(":")[2] for k in choice_keys(state)) == ["5", "6", "7"]
    state = choose(state, choice_keys(state)[0])
    state = choose(state, choice_keys(state)[0])
    markers = state.fighters[0].markers
    assert sorted(m for m in markers if m is not None) == [1, 2, 3, 4, 5, 6, 7]


def test_shackled_keeps_the_opponent_off_and_out_of_monster_spaces():
    # Danny on 2, Ludus on 5, a Monster marker on 4. Ludus's Safari Drive (priority 4) beats
    # Shackled Strike (3 - 1 = 2): advance 1 would enter 4, advance 2 would cross it, so
    # Ludus cannot move; Drive misses at range 3, and so does Shackled Strike (range 1~2).
    state = _monster_on(start("danny", "ludus", positions=(2, 5)), 4)
    state = play_beat(state, ("Shackled", "Strike"), ("Safari", "Drive"))
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


@pytest.mark.parametrize(("monsters", "valuer_life"), [((5, 6), 15), ((1, 2), 17)])
def test_vicious_hits_harder_per_monster_behind_the_opponent(monsters, valuer_life):
    # Vicious Strike: range 1, power 4 - 1 = 3, priority 3 + 1 = 4 against Idle Shot (2) at
    # distance 1 (3 and 4). Monsters on 5 and 6, behind the opponent: 3 + 2 = 5 (20 - 5 =
    # 15). On 1 and 2, behind Danny: 3 (20 - 3 = 17).
    state = _monster_on(against_valuer("danny", positions=(3, 4)), *monsters)
    state = play_beat(state, ("Vicious", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


def test_monstrous_places_one_more_monster_on_a_space_free_of_standups_and_monsters():
    # Danny on 3, Baenvier on 4, a Monster on 1. Baenvier's Switch Strike (priority 3) hits
    # first (4, under guard 5 + 2 = 7); Monstrous Strike (priority 2) hits back. At End of
    # Beat one more Monster (the first off the board, m1) goes on a space with no standup and
    # no Monster: 2, 5, 6 or 7 (Danny declines his unique ability's placement After
    # activating).
    state = _monster_on(start("danny", "baenvier", positions=(3, 4)), 1)
    state = set_and_ante(state, ("Monstrous", "Strike"), ("Switch", "Strike"))
    state = take(state, Decision(0, "decline", PLACE))
    state = until_choice(state, "style:Monstrous#0")
    assert choice_keys(state) == ["m1:2", "m1:5", "m1:6", "m1:7"]


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


def test_after_his_attack_danny_may_put_a_monster_on_a_space_his_range_reached():
    # Vicious Shot on 1 (range 1~4, priority 3) against the valuer's Idle Shot (2) on 5:
    # After activating, a Monster may go on 2, 3, 4 or 5 (the opponent's space too), or
    # nowhere.
    state = set_and_ante(against_valuer("danny", positions=(1, 5)), ("Vicious", "Shot"),
                         ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", PLACE))
    assert choice_keys(state) == ["m0:2", "m0:3", "m0:4", "m0:5", "skip"]
    state = choose(state, "m0:4")
    assert state.fighters[0].markers[0] == 4


@pytest.mark.parametrize(("monsters", "active"), [((1, 2), 0), ((6, 7), 1)])
def test_vicious_has_one_priority_per_monster_on_dannys_side_of_the_opponent(monsters, active):
    # Vicious Strike: priority 3 + 1 = 4 against Idle Grasp's 5. Monsters on 1 and 2 (Danny
    # on 3, the valuer on 4: in front of the opponent): 4 + 2 = 6 beats 5. On 6 and 7,
    # behind the opponent: 4, the valuer is the Active Player.
    state = _monster_on(against_valuer("danny", positions=(3, 4)), *monsters)
    state = set_and_ante(state, ("Vicious", "Strike"), ("Idle", "Grasp"))
    assert state.active == active


def test_the_dark_ride_first_takes_away_the_monster_under_the_opponent():
    # As in the Dark Ride test above: the Monster on 4, under Baenvier, comes off the board
    # when the Ride hits.
    state = _monster_on(start("danny", "baenvier", positions=(1, 4), life=(7, 20)), 4)
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(state) == (7, 18)
    assert 4 not in state.fighters[0].markers
