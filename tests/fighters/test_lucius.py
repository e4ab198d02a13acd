"""Lucius's Shackles (fighters/lucius.yaml): unlocking a Shackle is a prompt, offered on Damage
only when his attack stunned the opponent (000 "Triggered Effects", "Guard & Stun"; 002 "Game
Setup" for the classic cards)."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import GameState
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_and_ante, start

UNLOCK = Decision(0, "trigger", "ua:Chained Fury Trickster#0")


def offered_this_beat(state: GameState, decision: Decision) -> bool:
    """Whether ``decision`` is offered before the beat ends, every other choice taking its
    first option."""
    beat = state.beat
    while state.beat == beat and state.outcome is None:
        if decision in pending(state).options:
            return True
        state = apply(state, pending(state).options[0])
    return False


def test_the_shackle_prompt_is_offered_on_damage_only_when_the_attack_stunned():
    # Deft Strike (priority 3 + 0 = 3) beats Combination Shot (2) at distance 1: power 4 over
    # Shekhtur's guard 2 stuns him, so the prompt is offered (once the stun is decided, after
    # Deft's own Damage trigger: ruling 94).
    state = set_and_ante(start("lucius", "shekhtur", positions=(3, 4)), ("Deft", "Strike"),
                         ("Combination", "Shot"))
    assert offered_this_beat(state, UNLOCK)
    # Deft Grasp (priority 5): power 2 does not exceed guard 2, no stun, no prompt.
    state = set_and_ante(start("lucius", "shekhtur", positions=(3, 4)), ("Deft", "Grasp"),
                         ("Combination", "Shot"))
    assert not offered_this_beat(state, UNLOCK)


def test_sliding_gains_one_power_unless_its_advance_passes_the_opponent():
    # Safari Strike (3) beats Sliding Shot (2 + 0 = 2) and misses first. Advance 3 from 1
    # ends on 4 (range 2, no pass): Shot hits for 3 - 1 + 1 = 3, Ludus 17.
    state = play_beat(start("lucius", "ludus", positions=(1, 6)), ("Sliding", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 17)
    # From 2 against 4, advance 3 goes over Ludus onto 6 (range 2): 3 - 1 - 1 = 1, Ludus 19.
    state = play_beat(start("lucius", "ludus", positions=(2, 4)), ("Sliding", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 19)


def test_deft_damage_makes_the_opponent_discard_a_base_with_their_attack_pair():
    # Distance 1. Lucius Deft Strike: power 4, priority 3; Ludus Safari Shot: priority 2, range
    # 1~4, power 3. Lucius strikes first for 4: Ludus 16. On damage Ludus picks a base from
    # his hand and it goes to discard pile 1 with Safari Shot at Recycle: 3 cards there, the
    # third one a base.
    state = play_beat(start("lucius", "ludus", positions=(3, 4)), ("Deft", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state)[1] == 16
    pile = state.fighters[1].discard1
    assert len(pile) == 3 and {"Safari", "Shot"} <= set(pile)
    (other,) = set(pile) - {"Safari", "Shot"}
    assert other in ("Strike", "Drive", "Burst", "Grasp", "Dodge", "Challenge")
