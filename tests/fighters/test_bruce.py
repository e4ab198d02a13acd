"""Bruce's unique ability (Rising Spirit Martial Arts Legend): the app counts the Follow-Up
Attack cards (counters on cards that cycle with the attack pair); the table plays them from the
cards (fighters/bruce.yaml; 000 "Attack": After, "Optional Triggers", "Recycle Phase").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Bruce is seat 0.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
)

FOLLOW_UP = "ua:Rising Spirit Martial Arts Legend#0"


def test_the_follow_up_attack_prompt_is_offered_after_an_attack_that_hit():
    # Distance 1. Bruce Intercepting Strike: range 1, priority -1 + 3 = 2, against Raederick
    # Iron Strike (priority 0): Bruce hits first, and his After Activating window offers the
    # Follow-Up Attack prompt (or skipping it).
    state = set_and_ante(start("bruce", "raederick", positions=(3, 4)),
                         ("Intercepting", "Strike"), ("Iron", "Strike"))
    while not (state.cursor.step == "after" and state.cursor.attacker == 0):
        state = apply(state, pending(state).options[0])
    options = pending(state).options
    assert Decision(0, "trigger", FOLLOW_UP) in options
    assert Decision(0, "decline", FOLLOW_UP) in options


# ---------------------------------------------------------------- wave 4: Flying from the edge


def test_flying_from_an_end_space_offers_an_advance_of_1_2_or_3():
    # Bruce on space 1 (an end space), the valuer on 5. Flying Shot: priority 2 + 1 = 3;
    # Idle Grasp: priority 5, range 1, misses at distance 4. Bruce's Before: from the edge he
    # picks 1, 2 or 3 spaces: 1 -> 2, 3 or 4.
    state = set_and_ante(against_valuer("bruce", positions=(1, 5)), ("Flying", "Shot"),
                         ("Idle", "Grasp"))
    assert state.cursor.step == "before"
    assert choice_keys(state) == ["2,5", "3,5", "4,5"]


def test_flying_away_from_the_edge_advances_exactly_1():
    # Bruce on space 2, the valuer on 6: not an end space, so Flying advances exactly 1
    # (2 -> 3) with no choice. Flying Shot (range 1~4, power 3 - 1 = 2) then hits at distance
    # 3 for 2, under Grasp's guard 0: the valuer 20 - 2 = 18 (Idle Grasp missed at range 4).
    state = set_and_ante(against_valuer("bruce", positions=(2, 6)), ("Flying", "Shot"),
                         ("Idle", "Grasp"))
    state = finish(state)
    assert lives(state) == (20, 18)
    assert state.positions == (3, 6)


# ---------------------------------------------------------------- Follow-Up Attack cards


def follow_ups(state):
    """Bruce's Follow-Up Attack cards: (in hand, (with the pair, discard pile 1, pile 2))."""
    return tokens(state, 0, "Follow-Up Attack"), state.fighters[0].on_cards[0]


def test_an_anted_follow_up_attack_cycles_with_the_attack_pair_and_comes_back_to_hand():
    state = start("bruce", "raederick", positions=(1, 7))
    assert follow_ups(state) == (4, (0, 0, 0))
    state = play_beat(state, ("Intercepting", "Strike"), ("Iron", "Strike"),
                      antes=((0, "Follow-Up Attack"),))
    assert follow_ups(state) == (3, (0, 1, 0))
    state = play_beat(state, ("Crashing", "Shot"), ("Iron", "Shot"))
    assert follow_ups(state) == (3, (0, 0, 1))
    state = play_beat(state, ("Flowing", "Drive"), ("Iron", "Drive"))
    assert follow_ups(state) == (4, (0, 0, 0))


def test_no_follow_up_attack_can_be_anted_with_none_in_hand():
    state = start("bruce", "raederick").with_fighter(0, supply=(0,), depletion=(0,))
    state = set_only(state, ("Intercepting", "Strike"), ("Iron", "Strike"))
    assert Decision(0, "ante", "Follow-Up Attack") not in pending(state).options
