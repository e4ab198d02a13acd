"""Lixis Ran Kanda's unique ability (Withering Touch Biomancer), which is a prompt: on each hit
the opponent discards a base from hand (fighters/lixis.yaml; 000 "Attack" (Hit), "Triggered
Effects"; 002 "Base Card Overview").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import finish, set_and_ante, start

DISCARD_RULE = "ua:Withering Touch Biomancer#0"


def test_the_discard_prompt_is_offered_when_lixis_hits():
    # Naturalizing Strike: range 1 ~ 1+1 = 1~2, priority 3 + 1 = 4 beats Safari Strike 3; at
    # range 1 it hits. Take the first option of every decision until the prompt shows.
    state = set_and_ante(start("lixis", "ludus", positions=(3, 4)), ("Naturalizing", "Strike"),
                         ("Safari", "Strike"))
    while state.beat == 1 and Decision(0, "trigger", DISCARD_RULE) not in pending(state).options:
        state = apply(state, pending(state).options[0])
    assert state.cursor.step == "hit"
    assert state.cursor.attacker == 0


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
