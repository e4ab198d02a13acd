"""Tests for the rulings of docs/rulings.md that no other test file holds."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from conftest import duel, pass_antes, set_pairs, with_hand
from fighter_helpers import set_only, start, through_ante

from assistant.views import fighter_view
from engine.battlecon.actions import change_tokens
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats, printed_power
from engine.battlecon.beat import apply
from engine.battlecon.cards import default_catalog
from engine.battlecon.effects import condition_holds
from engine.battlecon.passives import has_flag
from engine.battlecon.schema import Card, Condition
from engine.battlecon.state import GameState, Mod, Phase


def add_style(state: GameState, seat: int, card: dict) -> GameState:
    """``seat``'s kit with one more style, made up for the rule under test."""
    style = Card.model_validate(card)
    kit = state.kits[seat]
    kit = replace(kit, styles={**kit.styles, style.name: style})
    kits = (kit, state.kits[1]) if seat == 0 else (state.kits[0], kit)
    fighter = state.fighters[seat]
    state = replace(state, kits=kits)
    return state.with_fighter(seat, hand=fighter.hand + (style.name,))


def test_a_damage_trigger_asking_about_the_stun_is_resolved_once_the_stun_is_decided():
    # Ruling 94. Seat 0's made-up "Shocking" style: Damage, if the opponent is stunned: chip 2.
    # Shocking Strike (range 1, power 4, priority 6) hits Fracturing Grasp (priority 5, guard 0)
    # at range 1: 4 damage > guard 0 stuns once the Damage triggers are done, and the chip,
    # waiting for that, applies: 20 - 4 - 2 = 14.
    state = duel("examples", "examples", positions=(3, 4))
    state = add_style(state, 0, {
        "name": "Shocking", "priority": "+3",
        "effects": [{"timing": "damage", "condition": {"opponent_stunned": True},
                     "action": {"chip": 2}}]})
    state = with_hand(state, 1, "Fracturing", "Grasp")
    state = pass_antes(set_pairs(state, ("Shocking", "Strike"), ("Fracturing", "Grasp")))
    assert state.fighters[1].life == 14
    assert state.beat == 2


def test_printed_power_reads_n_a_as_zero():
    # Ruling 11: an N/A side makes the printed total 0; numbers otherwise add up.
    state = replace(duel("examples", "examples"), phase=Phase.START)
    dodge = state.with_fighter(1, style="Fracturing", base="Dodge")
    strike = state.with_fighter(1, style="Fracturing", base="Strike")
    assert printed_power(dodge, 1) == 0
    assert printed_power(strike, 1) == 3 + 4


def test_power_never_goes_below_zero_and_the_breakdown_still_adds_up():
    # Ruling 12: Strike's 4 power with a -6 bonus is 0, not -2; the parts still sum to 0.
    state = replace(duel("examples", "examples"), phase=Phase.START)
    state = state.with_fighter(0, style="Barbed", base="Strike",
                               mods=(Mod("power", -6, "a penalty"),))
    power = pair_stats(state, 0).power
    assert power.lo == 0
    assert sum(part[1] for part in power.parts) == 0
    assert "below 0" in power.explain()


def test_a_priority_condition_grants_its_flag():
    # Ruling 13: Shekhtur's Combination ignores armor at priority 7 or more. Combination Grasp
    # is priority 5; Speed Up (+2) makes it 7.
    state = replace(duel("shekhtur", "eligor"), phase=Phase.START)
    state = state.with_fighter(0, style="Combination", base="Grasp")
    assert not has_flag(state, 0, "ignore_armor")
    faster = state.with_fighter(0, mods=(Mod("priority", 2, "Speed Up"),))
    assert pair_stats(faster, 0).priority.lo == 7
    assert has_flag(faster, 0, "ignore_armor")


def test_gained_tokens_come_from_depletion_up_to_the_limit():
    # Ruling 20: Eligor owns 5 Vengeance tokens, starts with 2 in supply (3 depleted), limit 5.
    state = duel("eligor", "shekhtur")
    assert state.tokens(0, "Vengeance") == 2
    state = change_tokens(state, 0, "Vengeance", 4)
    assert state.tokens(0, "Vengeance") == 5
    assert state.fighters[0].depletion == (0,)
    state = change_tokens(state, 0, "Vengeance", 1)
    assert state.tokens(0, "Vengeance") == 5


def test_tokens_spent_by_an_effect_count_for_its_later_per_token_amounts():
    # A made-up style: Before, spend 2 Focus, then +1 power per token spent (the example
    # fighter starts with 2 Focus). Its pair's power shows the +2 and both tokens are gone.
    state = duel("examples", "examples", positions=(3, 4))
    state = add_style(state, 0, {
        "name": "Focused", "priority": "+3",
        "effects": [{"timing": "before", "action": [
            {"spend_tokens": {"token": "Focus", "amount": 2}},
            {"power": {"per": "tokens_spent"}}]}]})
    state = with_hand(state, 1, "Fracturing", "Grasp")
    state = pass_antes(set_pairs(state, ("Focused", "Strike"), ("Fracturing", "Grasp")))
    # Focused Strike: power 4 + 2 = 6, against guard 0 at range 1: 20 - 6 = 14.
    assert state.fighters[1].life == 14
    assert state.tokens(0, "Focus") == 0


def test_a_standup_moved_by_hand_counts_as_movement_and_a_space_correction_does_not():
    # Ruling 28. Eligor on 3, Shekhtur on 5: the table moves Shekhtur to 2, past Eligor, as a
    # card says ("moves to space"): he has moved, passed Eligor and switched sides. The same
    # standup put on 2 by "space" (a mistake fixed) did none of these.
    moved = apply(duel("eligor", "shekhtur"), adjust_decision(1, "move", 2))
    fixed = apply(duel("eligor", "shekhtur"), adjust_decision(1, "space", 2))
    for state, counts in ((moved, True), (fixed, False)):
        assert state.positions == (3, 2)
        assert condition_holds(state, 0, Condition(opponent_moved=True)) is counts
        assert condition_holds(state, 0, Condition(switched_sides=True)) is counts
        assert condition_holds(state, 1, Condition(moved_past_opponent=True)) is counts


def test_malandraxs_traps_with_printed_triggers_are_standing_rules_once_revealed():
    # Ruling 44. Electroshock, Smasher and Wall Spike carry only passive summaries (their
    # triggers are printed on the cards); laid and revealed, each is listed on Malandrax's
    # panel as a rule applied by hand (read at Burst's Start of Beat choice), and none raises
    # "the opponent triggered a trap".
    traps = {c.name: c for c in default_catalog().fighter("malandrax").unique_ability
             .special_cards if c.kind == "trap"}
    for name in ("Electroshock Trap", "Smasher Trap", "Wall Spike Trap"):
        assert [e.timing for e in traps[name].effects] == ["passive"]
        state = set_only(start("malandrax", "eligor"), ("Leading", "Burst"), ("Vengeful", "Shot"))
        state = through_ante(state, antes=((0, "Set a trap", name),))
        assert name in [source for source, _ in fighter_view(state, 0, None).standing]
        assert not state.fighters[0].trap_sprung


def test_every_ruling_names_a_test_that_exists():
    root = Path(__file__).resolve().parents[1]
    text = (root / "docs" / "rulings.md").read_text(encoding="utf-8")
    rulings = re.findall(r"(?ms)^(\d+)\. \*\*(.*?)(?=^\d+\. \*\*|^## |\Z)", text)
    assert len(rulings) >= 49
    defined = set(re.findall(r"(?m)^def (test_\w+)", "\n".join(
        p.read_text(encoding="utf-8") for p in (root / "tests").rglob("test_*.py"))))
    for number, body in rulings:
        named = re.findall(r"`(test_\w+)`", body)
        in_tests = re.search(rf"Ruling {number}\b", "\n".join(
            p.read_text(encoding="utf-8") for p in (root / "tests").rglob("test_*.py")))
        assert named or in_tests, f"ruling {number} names no test"
        assert set(named) <= defined, f"ruling {number}: {set(named) - defined} do not exist"
