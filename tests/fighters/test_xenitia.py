"""Xenitia's unique ability (Life Tap) and the cards that read her Draw, the life she anted
this beat, counted with the app's Life Tap tokens (fighters/xenitia.yaml; 000 "Ante Phase",
"Recycle Phase", "Other Effects" (Chip X, Regain Life), "Guard & Stun"; 002 "Base Card
Overview").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Xenitia is seat 0.
"""

from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    play_beat,
    set_only,
    start,
    tokens,
)

PAY = (0, "Pay 1 life")


def test_life_paid_at_ante_comes_back_at_recycle_when_she_is_not_stunned():
    # Xenitia on 1, Raederick on 7: her Razor Shot (range 1~4) and his Iron Strike (range 1)
    # both miss. She pays 2 life (20 -> 18) and regains it at Recycle: 18 + 2 = 20; her 5
    # Life Tap tokens are back.
    state = set_only(start("xenitia", "raederick", positions=(1, 7)),
                     ("Razor", "Shot"), ("Iron", "Strike"))
    for _ in range(2):  # Xenitia (the Active Player) antes first; Raederick passes
        state = apply(state, Decision(0, "ante", PAY[1], ""))
        state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.ANTE
    assert lives(state)[0] == 18
    state = finish(state)
    assert lives(state)[0] == 20
    assert tokens(state, 0, "Life Tap") == 5


def test_a_stunned_xenitia_does_not_get_her_anted_life_back():
    # Distance 1, she pays 2 life (20 -> 18). Razor Shot: priority 1 + 2 = 3, power 1 + 3 = 4,
    # Stun Guard = Draw 2, plus Shot's 2 = 4. Raederick's Iron Strike (priority 0, power 7)
    # hits after her: 18 - 7 = 11, and 7 > 4 stuns her, so Recycle gives nothing back: 11.
    state = play_beat(start("xenitia", "raederick", positions=(3, 4)),
                      ("Razor", "Shot"), ("Iron", "Strike"), antes=(PAY, PAY))
    assert lives(state) == (11, 16)


def test_with_a_draw_of_0_her_damage_heals_her_one_life():
    # Xenitia at 15 life, distance 2, no life paid. Razor Shot: range 1~4, power 1 + 3 = 4,
    # priority 3; Raederick's Iron Strike (range 1) misses. She deals 4 (20 -> 16) and
    # regains 1: 15 + 1 = 16.
    state = play_beat(start("xenitia", "raederick", positions=(3, 5), life=(15, 20)),
                      ("Razor", "Shot"), ("Iron", "Strike"))
    assert lives(state) == (16, 16)


def test_bloodweapon_adds_her_draw_to_both_ends_of_its_range():
    # Draw 2, distance 3. Razor Bloodweapon: range 0~1 + 2 = 2~3, power 1 + 3 = 4, priority
    # 1 + 4 = 5. It reaches 3 (without the Draw, 0~1 would miss): Raederick 20 - 4 = 16.
    state = play_beat(start("xenitia", "raederick", positions=(3, 6)),
                      ("Razor", "Bloodweapon"), ("Iron", "Strike"), antes=(PAY, PAY))
    assert lives(state)[1] == 16


def test_draining_heals_two_and_drains_one_when_the_range_equals_her_draw():
    # Xenitia at 12 life pays 2 (12 -> 10): Draw 2, distance 2. Draining Strike: range
    # 1 + 0~2 = 1~3, power 4, priority 3; it deals 4 (20 -> 16); On Damage at range 2 = Draw:
    # she regains 2 (10 -> 12) and Raederick loses 1 (16 -> 15). Recycle: her 2 life back,
    # 12 + 2 = 14. Raederick's Iron Strike (range 1) misses.
    state = play_beat(start("xenitia", "raederick", positions=(3, 5), life=(12, 20)),
                      ("Draining", "Strike"), ("Iron", "Strike"), antes=(PAY, PAY))
    assert lives(state) == (14, 15)


def test_rending_opponent_whose_priority_equals_her_draw_cannot_hit_her():
    # Distance 1, Draw 2 (20 -> 18). Iron Grasp: priority 5 - 3 = 2 = Draw, so it cannot hit
    # her; Rending Strike (priority 0, power 4) hits Raederick: 20 - 4 = 16. She is not
    # stunned and gets her 2 life back: 20.
    state = play_beat(start("xenitia", "raederick", positions=(3, 4)),
                      ("Rending", "Strike"), ("Iron", "Grasp"), antes=(PAY, PAY))
    assert lives(state) == (20, 16)


def test_rending_does_not_stop_an_opponent_whose_priority_differs_from_her_draw():
    # The same beat with Draw 1 (20 -> 19): Iron Grasp (priority 2) hits first for 2 + 3 = 5,
    # under her Stun Guard 3 + 5 = 8: 19 - 5 = 14, then 1 back at Recycle: 15. Grasp moves
    # her 1 away, so her Strike (range 1) misses: Raederick stays at 20.
    state = play_beat(start("xenitia", "raederick", positions=(3, 4)),
                      ("Rending", "Strike"), ("Iron", "Grasp"), antes=(PAY,))
    assert lives(state) == (15, 20)


def test_razor_ignores_stun_guard_equal_to_her_draw():
    # Distance 1, Draw 4 (20 -> 16). Razor Shot: priority 2 + 1 = 3 beats Bladed Shot's 2,
    # power 3 + 1 = 4 against Kehrolyn's Stun Guard 2 + 2 = 4 = Draw: ignored, so 4 > 0
    # stuns her and she does not attack. Kehrolyn 20 - 4 = 16; Xenitia gets her 4 back: 20.
    state = play_beat(formless(start("xenitia", "kehrolyn", positions=(3, 4))),
                      ("Razor", "Shot"), ("Bladed", "Shot"), antes=(PAY,) * 4)
    assert lives(state) == (20, 16)


def test_guilty_takes_no_damage_from_a_hit_equal_to_her_draw():
    # Draw 4 (20 -> 16). Idle Strike (priority 3 beats Guilty Shot's 0) hits for 4 = Draw:
    # none of it is taken. She gets her 4 back at Recycle: 20. Guilty Shot hits for 4: 16.
    state = play_beat(against_valuer("xenitia", positions=(3, 4)), ("Guilty", "Shot"),
                      ("Idle", "Strike"), antes=(PAY,) * 4)
    assert lives(state) == (20, 16)


def test_guilty_takes_a_hit_that_differs_from_her_draw():
    # Draw 3 (20 -> 17): the hit of 4 is taken, 17 - 4 = 13 (not over Stun Guard 2 + 2), then
    # 3 back: 16.
    state = play_beat(against_valuer("xenitia", positions=(3, 4)), ("Guilty", "Shot"),
                      ("Idle", "Strike"), antes=(PAY,) * 3)
    assert lives(state) == (16, 16)
