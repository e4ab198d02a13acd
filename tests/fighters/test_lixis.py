"""Lixis Ran Kanda's unique ability (Withering Touch Biomancer) and Pruning: on each hit the
opponent discards a base of their pick from hand, and it joins their attack pair in discard
pile 1 at Recycle (fighters/lixis.yaml; 000 "Attack" (Hit), "Other Effects": Discard
Styles/Bases, "Recycle Phase").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.beat import pending
from tests.beat_helpers import choice_keys, choose
from tests.fighter_helpers import finish, set_and_ante, start, until_choice

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
