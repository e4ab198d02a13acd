"""Lixis Ran Kanda's unique ability (Withering Touch Biomancer) and Pruning: on each hit the
opponent discards a base of their pick from hand, and it joins their attack pair in discard
pile 1 at Recycle (fighters/lixis.yaml; 000 "Attack" (Hit), "Other Effects": Discard
Styles/Bases, "Recycle Phase").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.beat import pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import finish, notes, play_beat, set_and_ante, start, until_choice

DISCARD_RULE = "ua:Withering Touch Biomancer#0"


def test_the_opponent_discards_a_base_of_their_pick_when_lixis_hits():
    # Naturalizing Strike: range 1 ~ 1+1 = 1~2, priority 3 + 1 = 4 beats Safari Strike 3; at
    # range 1 it hits. Ludus (seat 1) picks among the bases in his hand: Challenge, Shot,
    # Drive and Burst (Grasp and Dodge start in his discards, Strike is in play).
    state = set_and_ante(start("lixis", "ludus", positions=(3, 4)), ("Naturalizing", "Strike"),
                         ("Safari", "Strike"))
    state = until_choice(state, DISCARD_RULE)
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["b:Burst", "b:Challenge", "b:Drive", "b:Shot"]
    state = choose(state, "b:Drive")
    assert "Drive" not in state.fighters[1].hand
    state = finish(state, beat=1)
    assert state.fighters[1].discard1 == ("Safari", "Strike", "Drive")


def test_pruning_makes_the_opponent_discard_a_second_base():
    # Pruning Strike: range 1~2, priority 3 - 2 = 1 against Safari Drive (4): Ludus goes first
    # (Drive advances him 1, next to Lixis), then Pruning at distance 1 hits: the ability and
    # Pruning each take one base of his pick. Both go into discard pile 1 with Safari Drive.
    state = set_and_ante(start("lixis", "ludus", positions=(3, 5)), ("Pruning", "Strike"),
                         ("Safari", "Drive"))
    state = finish(state, beat=1)
    assert len(state.fighters[1].discard1) == 4
    assert state.fighters[1].discard1[:2] == ("Safari", "Drive")


def test_rooted_lets_lixis_ignore_her_own_advance():
    # Rooted Drive: priority 4 - 2 = 2 against Safari Strike's 3: Ludus misses at range 3
    # first. Drive offers advance 1, 2 or ignoring it; ignored, Drive (range 0~1) misses.
    state = set_and_ante(start("lixis", "ludus", positions=(2, 5)), ("Rooted", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


def test_lance_keeps_the_opponent_out_of_the_spaces_next_to_lixis():
    # Rooted Lance: priority 5 - 2 = 3 against Safari Drive's 4: Ludus advances first from 5;
    # 2 spaces would end on 3, next to Lixis on 2, so only 1 space (to 4) is left, made
    # without a choice. Drive (range 1) misses at range 2; Rooted Lance (range 2 - 1~0 = 1~2)
    # hits for 3 + 1 = 4: Ludus 16.
    state = set_and_ante(start("lixis", "ludus", positions=(2, 5)), ("Rooted", "Lance"),
                         ("Safari", "Drive"))
    state = finish(state, beat=1)
    assert state.positions == (2, 4)
    assert lives(state) == (20, 16)


# ---------------------------------------------------------------- wave 5 (w5c)


def test_pruning_gains_power_and_priority_for_each_base_in_the_opponents_discard_piles():
    # Ludus begins with 2 bases (Grasp, Dodge) in his discard piles. Pruning Strike: priority
    # 3 - 2 + 2 = 3 beats Safari Shot (2 + 0 = 2; without the bonus it would be 1 and lose);
    # range 1~2 hits at distance 1 for 4 - 1 + 2 = 5 over Shot's guard 2: Ludus 20 - 5 = 15.
    state = play_beat(start("lixis", "ludus", positions=(3, 4)), ("Pruning", "Strike"),
                      ("Safari", "Shot"))
    assert "priority 3 beats 2" in notes(state)
    assert lives(state)[1] == 15
