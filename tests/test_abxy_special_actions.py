"""Each ABXY special action resolved (issue 8; 003 "Special Actions"): the special creature is
player 1's fighter (index 0), lighter than its foe unless a test says so; it uses its special
on the button named, and the foe plays the button that tests the rule."""

from __future__ import annotations

from engine.abxy.match import Button, Creature, new_match
from engine.abxy.resolve import resolve

A, B, X, Y = Button.A, Button.B, Button.X, Button.Y
ME, FOE = 0, 1


def duel(special: str, button: Button, *, weight: int = 2, foe_weight: int = 6,
         me_damaged: bool = False, foe_damaged: bool = False, foe_types=(), ally_damaged=False,
         ally_defeated=False):
    me = (Creature("Hero", weight, damaged=me_damaged, special=special,
                   special_button=button),
          Creature("Ally", 4, damaged=ally_damaged, defeated=ally_defeated))
    foe = (Creature("Foe", foe_weight, damaged=foe_damaged, types=tuple(foe_types)),
           Creature("Reserve", 5))
    return new_match(me, foe)


def fighter(m, player):
    return m.side(player).fighter


def test_bite_is_a_fight_on_its_own_button():
    m = resolve(duel("Bite", Y), (Y, B))  # the foe defends: Bite is an attack, so countered
    assert fighter(m, ME).damaged and not fighter(m, FOE).damaged
    m = resolve(duel("Bite", Y), (Y, X))
    assert m.side(FOE).team[0].damaged  # bitten before it switched out


def test_whomp_fights_and_regains_locked_out_buttons():
    m = duel("Whomp", A).with_side(ME, locked=frozenset({B}))
    m = resolve(m, (A, Y))
    assert fighter(m, FOE).damaged and not m.side(ME).locked


def test_bloodsuck_heals_only_when_its_damage_lands():
    m = resolve(duel("Bloodsuck", A, me_damaged=True), (A, Y))
    assert fighter(m, FOE).damaged and not fighter(m, ME).damaged
    m = resolve(duel("Bloodsuck", A, me_damaged=True), (A, B))  # countered: no damage dealt
    assert m.side(ME).team[0].defeated  # the counter finished the damaged Hero


def test_immolate_defeats_a_foe_of_a_burning_type_and_damages_others():
    m = resolve(duel("Immolate", A, foe_types=("plant",)), (A, Y))
    assert m.side(FOE).team[0].defeated
    m = resolve(duel("Immolate", A, foe_types=("rock",)), (A, Y))
    assert fighter(m, FOE).damaged and not fighter(m, FOE).defeated


def test_vanish_makes_the_foes_fight_do_nothing():
    m = resolve(duel("Vanish", B), (B, A))
    assert not fighter(m, ME).damaged and not fighter(m, FOE).damaged


def test_latch_stops_a_switch_and_damages_the_foe():
    m = resolve(duel("Latch", B), (B, X))
    assert m.side(FOE).active == 0 and fighter(m, FOE).damaged


def test_devour_stops_a_defend_and_defeats_the_foe():
    m = resolve(duel("Devour", A), (A, B))
    assert m.side(FOE).team[0].defeated and m.side(FOE).active == 1


def test_heart_strike_stops_a_taunt_and_defeats_the_foe():
    m = resolve(duel("Heart Strike", A), (A, Y))
    assert m.side(FOE).team[0].defeated


def test_champion_stops_a_switch_or_defend_and_locks_that_button_out():
    m = resolve(duel("Champion", Y), (Y, X))
    assert m.side(FOE).active == 0 and m.side(FOE).locked == {X}
    m = resolve(duel("Champion", Y), (Y, B))
    assert m.side(FOE).locked == {B} and not fighter(m, ME).damaged


def test_tremor_prevents_damage_and_locks_out_a_taunt():
    m = resolve(duel("Tremor", B), (B, A))
    assert not fighter(m, ME).damaged
    m = resolve(duel("Tremor", B), (B, Y))
    assert m.side(FOE).locked == {Y}


def test_dense_prevents_damage_to_itself():
    m = resolve(duel("Dense", B, weight=9), (B, A))
    assert not fighter(m, ME).damaged


def test_prowl_lets_a_fight_land_then_locks_out_the_a_button():
    m = resolve(duel("Prowl", B), (B, A))
    assert fighter(m, ME).damaged and m.side(FOE).locked == {A}


def test_dream_lets_the_foes_action_resolve_then_locks_out_its_button():
    m = resolve(duel("Dream", Y), (Y, X))
    assert m.side(FOE).active == 1  # the switch happened (and returned locked buttons)...
    assert m.side(FOE).locked == {X}  # ...and then the X played is locked out
    m = resolve(duel("Dream", Y), (Y, B))
    assert m.side(FOE).locked == {B}


def test_tempt_stops_a_switch_and_forces_one_the_tempter_chooses():
    asked = []

    def choose(player, purpose, options):
        asked.append((player, purpose))
        return options[0]

    m = resolve(duel("Tempt", Y), (Y, X), choose)
    assert m.side(FOE).active == 1 and asked == [(ME, "override")]


def test_ambush_defeats_the_creature_that_switches_in():
    m = resolve(duel("Ambush", B), (B, X))
    assert m.side(FOE).team[1].defeated and m.side(FOE).active == 0
    assert m.side(FOE).team[0].health == "healthy"  # the one that left came back in


def test_disperse_negates_damage_and_switches():
    m = resolve(duel("Disperse", X, weight=9), (X, A))
    assert m.side(ME).active == 1
    assert not m.side(ME).team[0].damaged and not m.side(ME).team[1].damaged


def test_flash_regains_buttons_when_any_are_locked_or_else_switches():
    locked = duel("Flash", X).with_side(ME, locked=frozenset({A}))
    m = resolve(locked, (X, B), lambda p, purpose, o: o[-1])  # picks "regain"
    assert not m.side(ME).locked and m.side(ME).active == 0
    m = resolve(duel("Flash", X), (X, B))  # nothing locked: must switch
    assert m.side(ME).active == 1


def test_bless_heals_a_damaged_ally_and_nothing_when_none_is():
    m = resolve(duel("Bless", Y, ally_damaged=True), (Y, B))
    assert not m.side(ME).team[1].damaged
    m = resolve(duel("Bless", Y), (Y, B))
    assert [n["player"] for n in m.notes if n.kind == "abxy.bless_no_ally"] == [ME]


def test_ferry_brings_back_a_defeated_ally_damaged():
    m = resolve(duel("Ferry", Y, ally_defeated=True), (Y, B))
    assert not m.side(ME).team[1].defeated and m.side(ME).team[1].damaged


def test_cheap_shot_damages_a_creature_out_of_the_fight():
    m = resolve(duel("Cheap Shot", A), (A, Y))
    assert m.side(FOE).team[1].damaged and not fighter(m, FOE).damaged
    lone = new_match((Creature("Hero", 2, special="Cheap Shot", special_button=A),),
                     (Creature("Foe", 6),))
    m = resolve(lone, (A, Y))
    assert [n["player"] for n in m.notes if n.kind == "abxy.cheap_shot_no_target"] == [ME]


def _versus(mine: tuple[str, Button, tuple[str, ...]], theirs: tuple[str, Button, tuple[str, ...]]):
    """Hero (weight 2, player 1) against Foe (weight 6), each with a special and types."""
    me = (Creature("Hero", 2, special=mine[0], special_button=mine[1], types=mine[2]),
          Creature("Ally", 4))
    foe = (Creature("Foe", 6, special=theirs[0], special_button=theirs[1], types=theirs[2]),
           Creature("Reserve", 5))
    return new_match(me, foe)


def test_disperse_negates_a_reactive_defeat_but_its_own_switch_is_stopped_by_devour():
    # Devour answers Hero's B: Hero's action does not resolve (no switch); Disperse's
    # negation is reactive too and stops Devour's defeat (docs/rulings.md 67)
    m = resolve(_versus(("Disperse", B, ()), ("Devour", Y, ())), (B, Y))
    assert not m.side(ME).team[0].defeated and m.side(ME).active == 0


def test_dense_prevents_damage_but_not_immolates_defeat():
    m = resolve(_versus(("Immolate", A, ()), ("Dense", B, ("water",))), (A, B))
    assert m.side(FOE).team[0].defeated
    m = resolve(_versus(("Fight", None, ()), ("Dense", B, ("water",))), (A, B))
    assert not m.side(FOE).team[0].damaged
