"""The "ABXY Basic Resolutions Chart" of 003, cell by cell (issue 8): ALEX is the lighter
creature (player 1 here, index 0), ZEDD the heavier (index 1). Each side has a second creature
on its bench so that a switch has somewhere to go. The expected outcomes are the chart's own
sentences, written as facts about the creatures."""

from __future__ import annotations

import pytest

from engine.abxy.match import Button, Creature, new_match
from engine.abxy.resolve import resolve

A, B, X, Y = Button.A, Button.B, Button.X, Button.Y
ALEX, ZEDD = 0, 1


def match(zedd_damaged: bool = False, alex_weight: int = 2, zedd_weight: int = 6):
    alex = (Creature("Alex", alex_weight), Creature("Alma", 4))
    zedd = (Creature("Zedd", zedd_weight, damaged=zedd_damaged), Creature("Zora", 4))
    return new_match(alex, zedd)


class Asked:
    """A `Choose` that records who was asked what, and takes the first option."""

    def __init__(self):
        self.asked: list[tuple[int, str]] = []

    def __call__(self, player, purpose, options):
        self.asked.append((player, purpose))
        return options[0]


def health(m, player, index=None):
    side = m.side(player)
    return side.team[side.active if index is None else index].health


def play(buttons, **kwargs):
    asked = Asked()
    return resolve(match(**kwargs), buttons, asked), asked


def test_fight_against_fight_the_lighter_damages_first_then_the_heavier_answers():
    m, _ = play((A, A))
    assert health(m, ZEDD) == "damaged" and health(m, ALEX) == "damaged"


def test_fight_against_fight_a_heavier_creature_defeated_first_does_not_answer():
    m, _ = play((A, A), zedd_damaged=True)
    assert m.side(ZEDD).team[0].defeated
    assert health(m, ALEX) == "healthy"
    late = [n for n in m.notes if n.kind == "abxy.defeated_before_acting"]
    assert [(n["player"], n["button"]) for n in late] == [(ZEDD, "A")]


def test_fight_against_defend_damage_is_prevented_and_the_fighter_is_countered():
    m, _ = play((A, B))
    assert health(m, ZEDD) == "healthy" and health(m, ALEX) == "damaged"


def test_fight_against_switch_the_lighter_damages_then_the_heavier_switches():
    m, _ = play((A, X))
    assert m.side(ZEDD).team[0].health == "damaged"
    assert m.side(ZEDD).active == 1 and health(m, ZEDD) == "healthy"


def test_fight_against_taunt_damages_and_the_taunt_has_no_effect():
    m, _ = play((A, Y))
    assert health(m, ZEDD) == "damaged" and health(m, ALEX) == "healthy"
    assert not m.side(ALEX).locked and not m.side(ZEDD).locked


def test_defend_against_fight_prevents_the_damage_and_counters():
    m, _ = play((B, A))
    assert health(m, ALEX) == "healthy" and health(m, ZEDD) == "damaged"


def test_defend_against_defend_neither_has_an_effect():
    m, _ = play((B, B))
    assert (health(m, ALEX), health(m, ZEDD)) == ("healthy", "healthy")
    assert not m.side(ALEX).locked and not m.side(ZEDD).locked


def test_defend_against_switch_the_defend_has_no_effect_and_the_heavier_switches():
    m, _ = play((B, X))
    assert m.side(ZEDD).active == 1 and m.side(ALEX).active == 0
    assert health(m, ALEX) == "healthy"


def test_defend_against_taunt_locks_out_the_defenders_b_button():
    m, _ = play((B, Y))
    assert m.side(ALEX).locked == {B} and not m.side(ZEDD).locked


def test_switch_against_fight_the_creature_switching_in_is_damaged():
    m, _ = play((X, A))
    assert m.side(ALEX).active == 1 and health(m, ALEX) == "damaged"
    assert m.side(ALEX).team[0].health == "healthy"


def test_switch_against_defend_switches_and_the_defend_has_no_effect():
    m, _ = play((X, B))
    assert m.side(ALEX).active == 1 and health(m, ZEDD) == "healthy"


def test_switch_against_switch_the_lighter_switches_and_then_the_heavier():
    m, asked = play((X, X))
    assert m.side(ALEX).active == 1 and m.side(ZEDD).active == 1
    assert [who for who, _ in asked.asked] == [ALEX, ZEDD]


def test_switch_against_taunt_the_taunting_player_chooses_who_comes_in():
    m, asked = play((X, Y))
    assert m.side(ALEX).active == 1
    assert asked.asked == [(ZEDD, "override")]


def test_taunt_against_fight_has_no_effect_and_the_fighter_damages():
    m, _ = play((Y, A))
    assert health(m, ALEX) == "damaged" and not m.side(ZEDD).locked


def test_taunt_against_defend_locks_out_the_defenders_b_button():
    m, _ = play((Y, B))
    assert m.side(ZEDD).locked == {B} and not m.side(ALEX).locked


def test_taunt_against_switch_the_taunting_player_chooses_who_comes_in():
    m, asked = play((Y, X))
    assert m.side(ZEDD).active == 1
    assert asked.asked == [(ALEX, "override")]


def test_taunt_against_taunt_neither_has_an_effect():
    m, _ = play((Y, Y))
    assert (health(m, ALEX), health(m, ZEDD)) == ("healthy", "healthy")
    assert not m.side(ALEX).locked and not m.side(ZEDD).locked


@pytest.mark.parametrize("buttons", [(A, A), (X, X)])
def test_identical_weights_resolve_both_actions_together_when_they_can(buttons):
    # 003 "Special Rules: Identical Match-Ups": simultaneous first.
    m = resolve(match(zedd_damaged=True, alex_weight=5, zedd_weight=5), buttons)
    if buttons == (A, A):  # Zedd falls, yet his Fight still lands at the same time
        assert m.side(ZEDD).team[0].defeated and health(m, ALEX) == "damaged"
    else:
        assert m.side(ALEX).active == 1 and m.side(ZEDD).active == 1


def test_a_switch_returns_locked_out_buttons_and_a_third_lockout_defeats():
    m = match()
    m = m.with_side(ALEX, locked=frozenset({B, Y}))
    switched = resolve(m, (X, B))
    assert not switched.side(ALEX).locked  # 003 "SWITCH": locked-out buttons come back
    third = resolve(m.with_side(ALEX, locked=frozenset({A, Y})), (B, Y))
    assert third.side(ALEX).team[0].defeated  # 003 "LOCKOUT": a third lockout defeats
    assert not third.side(ALEX).locked and third.side(ALEX).active == 1


def test_the_last_creature_defeated_loses_the_match():
    m = new_match((Creature("Alex", 2, damaged=True),), (Creature("Zedd", 6),))
    m = resolve(m, (B, A))  # Alex defends: Zedd's Fight is countered
    assert m.winner is None and m.side(ZEDD).fighter.damaged
    m = resolve(m, (A, A))  # Alex (lighter) defeats the damaged Zedd first
    assert m.winner == ALEX
    last = m.notes[-1]
    assert (last.kind, last["player"], last["winner"]) == ("abxy.no_creature_left", ZEDD, ALEX)
