"""Lucius's Shackles (fighters/lucius.yaml): special cards, face up while unlocked; unlocking
one gives up the attack's damage, offered on Damage only when his attack stunned the opponent
(000 "Triggered Effects", "Guard & Stun", "Special Cards"; 002 "Game Setup" for the classic
cards)."""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import GameState
from tests.beat_helpers import lives
from tests.fighter_helpers import finish, play_beat, set_and_ante, set_revealed, start, take

UNLOCK = Decision(0, "trigger", "ua:Chained Fury Trickster#0")
KEEP = Decision(0, "decline", "ua:Chained Fury Trickster#0")


def declining(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str]) -> GameState:
    """One whole beat (`play_beat`) in which Lucius keeps the damage (declines the unlock)."""
    beat = state.beat
    state = set_and_ante(state, pair0, pair1)
    while state.beat == beat and state.outcome is None:
        options = pending(state).options
        state = apply(state, KEEP if KEEP in options else options[0])
    return state


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
    state = declining(start("lucius", "ludus", positions=(3, 4)), ("Deft", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state)[1] == 16
    pile = state.fighters[1].discard1
    assert len(pile) == 3 and {"Safari", "Shot"} <= set(pile)
    (other,) = set(pile) - {"Safari", "Shot"}
    assert other in ("Strike", "Drive", "Burst", "Grasp", "Dodge", "Challenge")


SHACKLES = ("Shackle 1", "Shackle 2", "Shackle 3")


def test_giving_up_a_stunning_attacks_damage_unlocks_a_shackle_and_the_life_comes_back():
    # Deft Strike beats Safari Shot at distance 1: 4 damage over Shot's guard 2 stuns Ludus.
    # Unlocking: Ludus regains the 4 (20), stays stunned, one Shackle is face up.
    state = set_and_ante(start("lucius", "ludus", positions=(3, 4)), ("Deft", "Strike"),
                         ("Safari", "Shot"))
    state = take(state, UNLOCK)
    state = finish(state)
    assert lives(state) == (20, 20)
    assert len(state.fighters[0].active_cards) == 1
    assert set(state.fighters[0].active_cards) <= set(SHACKLES)


def test_with_every_shackle_unlocked_no_damage_is_given_up():
    state = start("lucius", "ludus", positions=(3, 4)).with_fighter(0, active_cards=SHACKLES)
    state = set_and_ante(state, ("Deft", "Strike"), ("Safari", "Shot"))
    assert not offered_this_beat(state, UNLOCK)


def test_lightning_reaches_one_space_further_per_unlocked_shackle():
    state = start("lucius", "ludus").with_fighter(0, active_cards=SHACKLES[:2])
    state = set_revealed(state, ("Lightning", "Strike"), ("Safari", "Strike"))
    assert (pair_stats(state, 0).range.lo, pair_stats(state, 0).range.hi) == (1, 3)
    state = set_revealed(start("lucius", "ludus"), ("Lightning", "Strike"), ("Safari", "Strike"))
    assert pair_stats(state, 0).range.hi == 1


def test_agile_priority_exactly_one_apart_makes_the_opponents_attack_miss():
    # Agile Strike 3 - 2 = 1 against Safari Shot 2: Ludus attacks first and misses; Lucius's
    # Strike (power 4 - 1 = 3) then hits: Ludus 17.
    state = declining(start("lucius", "ludus", positions=(3, 4)), ("Agile", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 17)


def test_agile_priority_further_apart_is_hit_as_usual():
    # Agile Strike 1 against Safari Grasp 5: four apart; Grasp hits Lucius for 2.
    state = play_beat(start("lucius", "ludus", positions=(3, 4)), ("Agile", "Strike"),
                      ("Safari", "Grasp"))
    assert lives(state)[0] == 18


def test_power_sealing_locks_every_shackle_for_three_power_each():
    # Power Sealing (range 1~3, power 1, priority 5) beats Safari Strike 3: 1 + 2 x 3 = 7.
    state = start("lucius", "ludus", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Power Sealing", active_cards=SHACKLES[:2])
    state = declining(state, ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state)[1] == 13
    assert state.fighters[0].active_cards == ()
