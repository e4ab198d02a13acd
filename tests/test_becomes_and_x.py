"""A stat that "becomes X", and a card that prints X (docs/rulings.md 97 and 98).

Sources: 000 "Other Effects", Stat becomes X (the stat ignores the printed values and every
bonus and penalty in force when it becomes X); 000 "Triggered Effects" (Start of Beat effects
come before Before Activating ones); 000 "Styles and Bases" (a pair's stat is the sum of both
cards); 000 index, X; 002 "Special Ranges" (range bonuses do not apply to a range of X);
002 FAQ on Eligor's Aegis (its X is the printed power of the opponent's pair, no bonus).

Numbers below come from the cards (../shared/reference) and the rulebook, not from the engine:
Eligor's Martial +0~1/+1/-1, Counter +0/+1/-1, Aegis 1/X/0, Sweet Revenge 1~2/X/0; Lymn's
Maddening +0~1/X/+0; the values tester's Idle style is +0 everywhere with no effect, with the
standard bases Strike 1/4/3, Grasp 1/2/5; Cherri's Dreamscape +0/-1/+1, Stare 1~3/2/X;
Xenitia's Exsanguinate 2~5/X/1 (X = her Draw + 4), Phlebotomy X/5/5 (X = her Draw).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import DATA, catalog_with, duel

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.schema import Card, StatBecomes
from engine.battlecon.state import GameState, Mod, Phase
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_revealed, start


def valuer(fighter: str, **changes) -> GameState:
    """``fighter`` (seat 0) against the values tester (seat 1)."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)


def with_mods(state: GameState, seat: int, *mods: Mod) -> GameState:
    """``seat`` has gained ``mods``, oldest first, on top of what it had."""
    return state.with_fighter(seat, mods=state.fighters[seat].mods + mods)


# --- "Becomes X" at a timing: bonuses gained after it add (ruling 97) ----------------------


def test_a_bonus_gained_after_the_power_became_x_still_adds():
    # Lymn's Maddening Strike (priority 3) against Eligor's Martial Strike (3 - 1 = 2):
    # Disparity 1. At Start of Beat both powers become 1. Lymn is Active and hits Eligor for 1
    # (20 -> 19, not over Strike's guard 5); Eligor took damage, so his Before Activating
    # gives Martial's +2, which comes after the power became 1: he hits back for 1 + 2 = 3
    # (20 -> 17).
    state = play_beat(start("lymn", "eligor", positions=(3, 4)), ("Maddening", "Strike"),
                      ("Martial", "Strike"))
    assert lives(state) == (17, 19)


def test_the_why_of_a_power_that_became_x_shows_the_becoming_then_the_later_bonus():
    # The same beat: the breakdown of Eligor's hit shows the power becoming 1 first, then
    # Martial's +2, and adds up to the 3 he dealt.
    state = play_beat(start("lymn", "eligor", positions=(3, 4)), ("Maddening", "Strike"),
                      ("Martial", "Strike"))
    hit = next(w for w in state.whys if w.topic == "life" and w.seat == 0)
    power = hit.detail[0]
    assert power.startswith("Power 3 = ")
    assert power.index("becomes 1") < power.index("then Martial +2")
    assert "Stat becomes X" in power


def test_what_was_in_force_before_the_stat_became_x_is_ignored_and_later_bonuses_add():
    # Made-up order on a plain pair (examples' Fracturing Lunge, power 3 + 3): Power Up (+2)
    # anted, then the power becomes 1, then +2 from a later effect: 1 + 2 = 3, the printed 6
    # and the Power Up ignored. Parts in that order, summing to the total.
    state = duel("examples", "examples")
    state = replace(state.with_fighter(0, style="Fracturing", base="Lunge"), phase=Phase.START)
    state = with_mods(state, 0, Mod("power", 2, "Power Up"),
                      Mod("stat_becomes", StatBecomes(power=1), "Maddening"),
                      Mod("power", 2, "Martial"))
    power = pair_stats(state, 0).power
    assert power.lo == 3
    assert [label for label, _, _ in power.parts] == ["Maddening: becomes", "then Martial"]
    assert sum(lo for _, lo, _ in power.parts) == 3
    assert power.explain().index("becomes 1") < power.explain().index("then Martial +2")


def test_a_range_that_became_x_at_a_timing_takes_later_range_bonuses():
    # Arec's Returning-like "range becomes 1~6" at Start, then a +0~1 bonus gained later:
    # 1~7. Examples' Fracturing Lunge prints 1~2 + 0~1, ignored.
    state = duel("examples", "examples")
    state = replace(state.with_fighter(0, style="Fracturing", base="Lunge"), phase=Phase.START)
    state = with_mods(state, 0, Mod("stat_becomes", StatBecomes(range="1~6"), "Returning"),
                      Mod("range", (0, 1), "later"))
    stats = pair_stats(state, 0)
    assert (stats.range.lo, stats.range.hi) == (1, 7)


def test_a_passive_becomes_holds_at_every_moment_so_a_later_bonus_does_not_add():
    # Examples' Frozen: passive, priority becomes 1. A priority bonus gained at any time is
    # ignored: Frozen Lunge has priority 1 (Lunge prints 4).
    state = duel("examples", "examples")
    state = replace(state.with_fighter(0, style="Frozen", base="Lunge"), phase=Phase.START)
    state = with_mods(state, 0, Mod("priority", 3, "later effect"))
    assert pair_stats(state, 0).priority.lo == 1


# --- A printed X is the card's own number: the other card and bonuses add (ruling 98) ----


def test_aegis_power_is_the_opponents_printed_power_plus_eligors_style():
    # Counter Aegis against Idle Strike: X = the printed power 0 + 4 = 4; Counter adds +1: 5.
    state = set_revealed(valuer("eligor"), ("Counter", "Aegis"), ("Idle", "Strike"))
    power = pair_stats(state, 0).power
    assert power.lo == 5
    assert sum(lo for _, lo, _ in power.parts) == 5


def test_an_ante_bonus_adds_to_aegis_power():
    # The same pair with Power Up anted (+2, 000 "Overloads" / 001): 4 + 1 + 2 = 7.
    state = set_revealed(valuer("eligor"), ("Counter", "Aegis"), ("Idle", "Strike"))
    state = with_mods(state, 0, Mod("power", 2, "Power Up"))
    assert pair_stats(state, 0).power.lo == 7


def test_aegis_x_counts_printed_numbers_only_not_the_opponents_bonuses():
    # 002 FAQ: the opponent's Power Up does not raise Aegis's X: still 4 + 1 = 5.
    state = set_revealed(valuer("eligor"), ("Counter", "Aegis"), ("Idle", "Strike"))
    state = with_mods(state, 1, Mod("power", 2, "Power Up"))
    assert pair_stats(state, 0).power.lo == 5
    assert pair_stats(state, 1).power.lo == 6


def test_sweet_revenge_is_three_times_the_printed_power_and_bonuses_add():
    # Sweet Revenge against Idle Strike: X = 3 x 4 = 12; Power Up anted: 14.
    state = set_revealed(valuer("eligor"), ("Counter", "Aegis"), ("Idle", "Strike"))
    state = state.with_fighter(0, finisher="Sweet Revenge", finisher_used=True)
    state = with_mods(state, 0, Mod("power", 2, "Power Up"))
    stats = pair_stats(state, 0)
    assert stats.name == "Sweet Revenge"
    assert stats.power.lo == 14


def test_stare_priority_is_the_opponents_base_priority_plus_cherris_style():
    # Dreamscape Stare against Idle Grasp: X = Grasp's printed priority 5; Dreamscape +1: 6.
    # (It was read as 0 before, for a priority of 1.)
    state = set_revealed(valuer("cherri"), ("Dreamscape", "Stare"), ("Idle", "Grasp"))
    assert pair_stats(state, 0).priority.lo == 6


def test_exsanguinate_is_draw_plus_four_and_bonuses_add():
    # Xenitia anted 2 life (Draw 2): X = 2 + 4 = 6, with Power Up anted: 8.
    state = set_revealed(valuer("xenitia"), ("Switch", "Strike"), ("Idle", "Strike"))
    state = state.with_fighter(0, finisher="Exsanguinate", finisher_used=True,
                               antes=(("Pay 1 life", 2),))
    state = with_mods(state, 0, Mod("power", 2, "Power Up"))
    assert pair_stats(state, 0).power.lo == 8


def test_phlebotomy_with_a_draw_of_0_has_range_0_and_no_range_bonus_applies():
    # X is her Draw: none anted, range 0 (it reaches no space but her own, so no opponent);
    # a range bonus does not widen a range of X (002 "Special Ranges").
    state = set_revealed(valuer("xenitia"), ("Switch", "Strike"), ("Idle", "Strike"))
    state = state.with_fighter(0, finisher="Phlebotomy", finisher_used=True)
    state = with_mods(state, 0, Mod("range", (0, 2), "a range bonus"))
    rng = pair_stats(state, 0).range
    assert (rng.kind, rng.lo, rng.hi) == ("number", 0, 0)


@pytest.mark.parametrize(("card", "fix"), [
    ({"name": "Plain", "power": "3", "effects": [
        {"timing": "passive", "action": {"x_is": {"power": 2}}}]}, "print power: X"),
    ({"name": "Timed", "power": "X", "effects": [
        {"timing": "start", "action": {"x_is": {"power": 2}}}]}, "passive effect"),
    ({"name": "Chosen", "power": "X", "effects": [
        {"timing": "passive", "action": {"x_is": {"power": [1, 2]}}}]}, "not a choice"),
])
def test_x_is_is_refused_where_it_would_not_define_a_printed_x(card, fix):
    with pytest.raises(ValueError) as refused:
        Card.model_validate(card)
    assert fix in str(refused.value)
