"""Attack pair stats and their breakdown (`engine.battlecon.attack_pair.pair_stats`).

Sources: 000 rulebook, "Styles and Bases" (ranges add minimum and maximum separately; a single
number is both), "Example Attack Pairs" and the Soaring Shot caption (the four worked pairs),
"Overloads" with 001 "Core Mechanics" (+2 Power / Guard / Priority), "Finisher Cards" (a Finisher
replaces the whole pair), "Other Effects" (N/A, Fixed Stat, Stat becomes X, Armor); 002 worked
examples 3 and 4 for the classic Stun Guard of Eligor's pairs (Vengeful Strike: priority 3,
Stun Guard 8; Counter Strike: priority 2, Stun Guard 5).

The test-only fighter ``examples`` (tests/data/examples.yaml) pairs with the standard bases
(Strike 1/4/3/G5, Shot 1~4/3/2/G2, Drive 1/3/4/G0, Grasp 1/2/5/G0) to reproduce the rulebook's
worked examples. Expected numbers below are the rulebook's, not the engine's output.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import duel, pass_antes, set_pairs, with_hand
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.schema import Card
from engine.battlecon.state import GameState, Mod, Phase


def revealed(state: GameState, seat: int, style: str, base: str, *mods: Mod) -> GameState:
    """``seat`` has revealed ``style`` + ``base`` (Start of Beat), with ``mods`` in force."""
    state = state.with_fighter(seat, style=style, base=base, mods=mods)
    return replace(state, phase=Phase.START)


def with_cards(state: GameState, seat: int, *, styles: tuple[Card, ...] = (),
               bases: tuple[Card, ...] = ()) -> GameState:
    """A copy where ``seat``'s kit also has the given cards (made-up cards for a rule)."""
    kit = state.kits[seat]
    kit = replace(kit, styles={**kit.styles, **{c.name: c for c in styles}},
                  bases={**kit.bases, **{c.name: c for c in bases}})
    kits = (kit, state.kits[1]) if seat == 0 else (state.kits[0], kit)
    return replace(state, kits=kits)


def numbers(stats) -> tuple:
    """(range lo, range hi, power, priority, guard) of a `PairStats`."""
    return (stats.range.lo, stats.range.hi, stats.power.lo, stats.priority.lo, stats.guard.lo)


@pytest.fixture
def table() -> GameState:
    return duel("examples", "examples")


# --- The rulebook's worked examples (000 "Example Attack Pairs", Soaring Shot caption) ------


@pytest.mark.parametrize(("style", "base", "expected"), [
    ("Barbed", "Grasp", (1, 2, 2, 6, 0)),
    ("Experienced", "Strike", (3, 4, 6, 4, 6)),
    ("Fracturing", "Drive", (1, 2, 6, 4, 0)),
    ("Soaring", "Shot", (1, 5, 2, 3, 2)),
], ids=["barbed-grasp", "experienced-strike", "fracturing-drive", "soaring-shot"])
def test_the_worked_example_pairs_have_the_rulebooks_range_power_priority_and_guard(
        table, style, base, expected):
    stats = pair_stats(revealed(table, 0, style, base), 0)
    assert stats.name == f"{style} {base}"
    assert numbers(stats) == expected
    assert stats.range.kind == stats.power.kind == "number"


def test_the_pair_is_named_style_then_base():
    # 000 "Styles and Bases", Name: 'Stealthiest' + 'Grasp' form 'Stealthiest Grasp'.
    state = revealed(duel("examples", "examples"), 1, "Soaring", "Shot")
    assert pair_stats(state, 1).name == "Soaring Shot"


# --- Ranges (000 "Styles and Bases") ------------------------------------------------------


def test_ranges_add_minimum_and_maximum_separately(table):
    # 000: Range 0~3 + Range 2~3 = Range 2~6.
    state = with_cards(table, 0, styles=(Card(name="Wide", range="+0~3"),),
                       bases=(Card(name="Reach", range="2~3", power="1", priority="1"),))
    stats = pair_stats(revealed(state, 0, "Wide", "Reach"), 0)
    assert (stats.range.lo, stats.range.hi) == (2, 6)
    assert str(stats.range) == "2~6"


def test_a_single_number_range_is_both_its_minimum_and_maximum_when_added(table):
    # 000: Range 3 = Range 3~3, so Range 3 + Range 0~1 = Range 3~4.
    state = with_cards(table, 0, styles=(Card(name="Stretch", range="+0~1"),),
                       bases=(Card(name="Three", range="3", power="1", priority="1"),))
    stats = pair_stats(revealed(state, 0, "Stretch", "Three"), 0)
    assert (stats.range.lo, stats.range.hi) == (3, 4)


def test_a_single_number_range_alone_is_a_range_of_one_space(table):
    # Swift (+0) + Strike (1): the attack hits at range 1 and only there.
    stats = pair_stats(revealed(table, 0, "Swift", "Strike"), 0)
    assert (stats.range.lo, stats.range.hi) == (1, 1)
    assert str(stats.range) == "1"


def test_a_style_range_modifier_adds_to_a_base_range(table):
    # Experienced (+2~3) + Shot (1~4) = 3~7.
    stats = pair_stats(revealed(table, 0, "Experienced", "Shot"), 0)
    assert (stats.range.lo, stats.range.hi) == (3, 7)


# --- N/A (000 "Other Effects", N/A Range or Power) ------------------------------------------


def test_na_range_stays_na_whatever_the_bonus(table):
    # Dodge has Range N/A; Experienced's +2~3 and a further +1 bonus cannot give it a range.
    state = revealed(table, 0, "Experienced", "Dodge", Mod("range", (1, 1), "a bonus"))
    stats = pair_stats(state, 0)
    assert stats.range.kind == "na"
    assert (stats.range.lo, stats.range.hi) == (0, 0)  # reads as 0 where a number is needed
    assert str(stats.range) == "N/A"


def test_na_power_stays_na_with_power_up_anted(table):
    state = revealed(table, 0, "Fracturing", "Dodge", Mod("power", 2, "Power Up"))
    stats = pair_stats(state, 0)
    assert stats.power.kind == "na"
    assert stats.power.lo == 0


def test_an_attack_with_na_power_deals_no_damage_when_it_hits(table):
    # A made-up base with Range 1~2 and Power N/A: it hits at range 2 but deals no damage,
    # even with Fracturing's +3 and Power Up's +2.
    feint = Card(name="Feint", range="1~2", power="N/A", priority="9", guard="0",
                 effects=({"timing": "hit", "summary": "marks that the attack hit"},))
    state = with_cards(table, 0, bases=(feint,))
    state = state.with_fighter(0, hand=state.fighters[0].hand + ("Feint",))
    state = set_pairs(state, ("Fracturing", "Feint"), ("Swift", "Strike"))
    state = apply(state, Decision(0, "ante", "Power Up"))
    state = apply(state, Decision(1, "pass"))
    state = apply(state, Decision(0, "pass"))
    # Feint (priority 9) attacks first and hits: its Hit trigger is waiting.
    assert state.cursor.step == "hit"
    assert state.fighters[1].was_hit
    state = apply(state, Decision(0, "trigger", "base:Feint#0"))
    # Swift Strike (range 1) misses at range 2; the beat ends.
    assert state.phase == Phase.SET and state.beat == 2
    assert state.fighters[1].life == 20


# --- Fixed stats and "stat becomes X" (000 "Other Effects") ------------------------------


@pytest.mark.parametrize("base", ["Strike", "Shot", "Drive", "Grasp", "Lunge"])
def test_fixed_power_ignores_the_other_side_and_every_modifier(table, base):
    # Steady prints Power 5*: whatever the base prints and with Power Up anted, power is 5.
    stats = pair_stats(revealed(table, 0, "Steady", base, Mod("power", 2, "Power Up")), 0)
    assert stats.power.lo == stats.power.hi == 5
    assert "Fixed" in stats.power.rule


def test_a_fixed_stat_leaves_the_other_stats_summed(table):
    # Steady Strike: range 1, priority 3, guard 5 as usual (only power is fixed).
    stats = pair_stats(revealed(table, 0, "Steady", "Strike", Mod("guard", 2, "Defense Up")), 0)
    assert (stats.range.lo, stats.range.hi, stats.priority.lo, stats.guard.lo) == (1, 1, 3, 7)


def test_stat_becomes_x_ignores_printed_values_and_bonuses(table):
    # Frozen: priority becomes 1. Lunge prints 4 and Speed Up adds 2: both are ignored.
    stats = pair_stats(revealed(table, 0, "Frozen", "Lunge", Mod("priority", 2, "Speed Up")), 0)
    assert stats.priority.lo == 1
    assert stats.priority.parts == (("Frozen", 1, 1),)


def test_stat_becomes_x_changes_only_the_stat_it_names(table):
    # Frozen Lunge keeps Lunge's range 1~2, power 3 and guard 1.
    stats = pair_stats(revealed(table, 0, "Frozen", "Lunge"), 0)
    assert (stats.range.lo, stats.range.hi, stats.power.lo, stats.guard.lo) == (1, 2, 3, 1)


# --- Overloads (000 "Overloads"; 001 "Core Mechanics": +2 Power, Guard, Priority) ---------


@pytest.mark.parametrize(("overload", "stat", "expected"), [
    ("Power Up", "power", 8),      # Experienced Strike power 6 + 2
    ("Defense Up", "guard", 8),    # guard 6 + 2
    ("Speed Up", "priority", 6),   # priority 4 + 2
])
def test_an_overload_adds_2_to_its_stat_and_shows_in_the_breakdown_by_name(
        overload, stat, expected):
    state = with_hand(duel("examples", "examples"), 0, "Experienced")
    state = set_pairs(state, ("Experienced", "Strike"), ("Swift", "Shot"))
    assert pending(state).seats == (0,)
    state = apply(state, Decision(0, "ante", overload))
    value = getattr(pair_stats(state, 0), stat)
    assert value.lo == expected
    assert (overload, 2, 2) in value.parts
    assert overload in value.explain()
    # The opponent's pair is untouched.
    assert (overload, 2, 2) not in getattr(pair_stats(state, 1), stat).parts


def test_the_breakdown_names_both_cards_of_the_pair(table):
    stats = pair_stats(revealed(table, 0, "Experienced", "Strike"), 0)
    assert stats.power.parts == (("Experienced", 2, 2), ("Strike", 4, 4))
    assert stats.range.parts == (("Experienced", 2, 3), ("Strike", 1, 1))


EXAMPLE_STYLES = ["Barbed", "Experienced", "Fracturing", "Soaring", "Swift", "Steady", "Frozen",
                  "Switch"]
EXAMPLE_BASES = ["Lunge", "Strike", "Shot", "Drive", "Burst", "Grasp", "Dodge"]
OVERLOADS = {"Power Up": "power", "Defense Up": "guard", "Speed Up": "priority"}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(style=st.sampled_from(EXAMPLE_STYLES), base=st.sampled_from(EXAMPLE_BASES),
       antes=st.sets(st.sampled_from(sorted(OVERLOADS))), seat=st.sampled_from([0, 1]))
def test_the_breakdown_parts_always_sum_to_the_total(style, base, antes, seat):
    state = duel("examples", "examples")
    mods = tuple(Mod(OVERLOADS[name], 2, name) for name in sorted(antes))
    stats = pair_stats(revealed(state, seat, style, base, *mods), seat)
    for value in (stats.range, stats.power, stats.priority, stats.guard, stats.armor):
        assert sum(p[1] for p in value.parts) == value.lo, value.explain()
        assert sum(p[2] for p in value.parts) == value.hi, value.explain()
        assert value.lo <= value.hi
    # An anted Overload shows in its stat unless a rule replaced the plain sum.
    for name in antes:
        value = getattr(stats, OVERLOADS[name])
        if not value.rule:
            assert (name, 2, 2) in value.parts


# --- Classic Stun Guard and Soak (docs/cards.md; 002 worked examples 3 and 4) ------------


def test_classic_stun_guard_counts_as_guard():
    # 002 Example 3: Eligor's 'Vengeful Strike' has priority 3 and Stun Guard 8
    # (Vengeful's Stun Guard 3 + Strike's 5), and hits back for 5.
    state = revealed(duel("eligor", "shekhtur"), 0, "Vengeful", "Strike")
    stats = pair_stats(state, 0)
    assert (stats.priority.lo, stats.guard.lo, stats.power.lo) == (3, 8, 5)


def test_a_style_without_stun_guard_adds_nothing_to_the_bases_guard():
    # 002 Example 4: 'Counter Strike' has priority 2 and Stun Guard 5.
    stats = pair_stats(revealed(duel("eligor", "shekhtur"), 0, "Counter", "Strike"), 0)
    assert (stats.priority.lo, stats.guard.lo) == (2, 5)


def test_classic_soak_counts_as_armor():
    # Retribution prints Soak 2 (fighters/eligor.yaml): Retribution Strike has Armor 2.
    stats = pair_stats(revealed(duel("eligor", "shekhtur"), 0, "Retribution", "Strike"), 0)
    assert stats.armor.lo == 2
    assert pair_stats(revealed(duel("eligor", "shekhtur"), 0, "Vengeful", "Strike"), 0).armor.lo \
        == 0


def test_armor_from_different_effects_adds_together():
    # 000 "Armor X": armor gained from different effects adds together (Soak 2 + Armor 1).
    state = revealed(duel("eligor", "shekhtur"), 0, "Retribution", "Strike", Mod("armor", 1, "x"))
    assert pair_stats(state, 0).armor.lo == 3


def test_armor_that_already_reduced_damage_this_beat_is_gone():
    state = revealed(duel("eligor", "shekhtur"), 0, "Retribution", "Strike")
    state = state.with_fighter(0, armor_used=2)
    assert pair_stats(state, 0).armor.lo == 0


# --- Finishers (000 "Finisher Cards") ------------------------------------------------------


def test_a_finisher_replaces_the_whole_attack_pair(table):
    # Big Finish prints Range 1~3, Power 7, Priority 5 and no Guard; Fracturing's +3 power
    # and Strike's numbers do not count.
    state = revealed(table, 0, "Fracturing", "Strike").with_fighter(0, finisher_used=True)
    stats = pair_stats(state, 0)
    assert stats.name == "Big Finish"
    assert numbers(stats) == (1, 3, 7, 5, 0)
    assert [p[0] for p in stats.power.parts] == ["Big Finish"]


def test_the_finisher_in_use_is_the_side_chosen_at_setup(table):
    state = revealed(table, 1, "Switch", "Shot").with_fighter(
        1, finisher="Other Finish", finisher_used=True)
    stats = pair_stats(state, 1)
    assert stats.name == "Other Finish"
    assert numbers(stats) == (1, 1, 5, 6, 0)


def test_a_finisher_brought_in_by_switch_at_reveal_attacks_instead_of_the_pair(table):
    # Seat 0 at 7 life sets Switch Strike (range 1: it would miss at range 2) and performs
    # Switch's optional Reveal trigger: Big Finish (1~3, power 7, priority 5) replaces the pair,
    # beats Steady Strike's priority 3 and hits for 7 (seat 1's guard 5: stunned, no answer).
    state = table.with_fighter(0, life=7)
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Steady", "Strike")))
    assert state.phase == Phase.REVEAL
    assert Decision(0, "trigger", "style:Switch#0") in pending(state).options
    state = apply(state, Decision(0, "trigger", "style:Switch#0"))
    assert state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (7, 13)
