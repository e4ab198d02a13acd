"""Every attack pair `possible_pairs` lists has the stats that pair has once set and revealed
(000 rulebook, "Set Phase", "Attack Pairs"), though most are now summed without a state of
their own (issue 23: `pair_sweep._Sweep`, `pair_index.pair_blind`); and what may read the
pair is never summed that way.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bench.duel_play import play
from engine.battlecon import apply, default_catalog, new_duel, suggested_seat
from engine.battlecon.attack_pair import _plain, pair_choices, pair_stats
from engine.battlecon.effects import _CHECKS, _PER, tokens_anted
from engine.battlecon.pair_bonuses import STAT_KINDS, passives_with, seat_facts
from engine.battlecon.pair_index import (
    _BLIND_FIELDS,
    _BLIND_PER,
    names_hold,
    pair_blind,
    pair_split,
)
from engine.battlecon.pair_sweep import _Sweep, possible_pairs
from engine.battlecon.reach import _passive_values
from engine.battlecon.schema import Condition, Effect, stat
from engine.battlecon.setup import DuelSetup
from engine.battlecon.state import GameState, kit_mentions

# Fighters whose passives reach the opponent's pair (Cairngort, Anath, Kaitlyn, Hikaru),
# count tokens and antes (Lymn, Oriana, Runika, Xenitia), take a style away (Sagas), count
# the range from a marker (Karin) or read where their markers stand (Alumis, Voco).
MATCHUPS = (("cairngort", "oriana"), ("anath", "lymn"), ("kaitlyn", "xenitia"),
            ("hikaru", "runika"), ("sagas", "karin"), ("alumis", "voco"))


def _revealed_trial(state, seat: int, style: str, base: str):
    """The pair set and revealed on a state of its own, as the stats were always computed."""
    revealed = replace(state, phase="start") if state.phase in ("set", "ante") else state
    return revealed.with_fighter(seat, style=style, base=base, clash_bases=(),
                                 finisher_used=False)


def _set_steps(pair: tuple[str, str], seed: int) -> list:
    catalog = default_catalog()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in pair), first_active=seed % 2)
    rng = random.Random(seed)
    log, _ = play(setup, rng, catalog)
    state, found = new_duel(setup, catalog), []
    for decision in log:
        if state.cursor.step == "set":
            found.append(state)
        state = apply(state, decision)
    return found


@pytest.mark.parametrize("pair", MATCHUPS, ids=["-".join(p) for p in MATCHUPS])
def test_each_listed_pair_has_the_stats_it_has_when_set_and_revealed(pair):
    states = _set_steps(pair, seed=5)
    assert states, "the duel has Set steps"
    for state in states:
        for seat in (0, 1):
            expected = [pair_stats(_revealed_trial(state, seat, style, base), seat)
                        for style, base in pair_choices(state, seat)]
            assert possible_pairs(state, seat) == expected
            assert possible_pairs(state, seat) == expected  # once its passives are known


def _effect(condition: dict | None, **action) -> Effect:
    return Effect.model_validate({"timing": "passive", "condition": condition,
                                  "action": [action]})


@pytest.mark.parametrize("condition", [{"base": "Strike"}, {"style": "Dash"}, {"clashed": True},
                                       {"finisher_in_play": "X"}, {"priority_at_least": 4},
                                       {"cards_not_in_play": ["Strike"]}])
def test_a_condition_that_reads_the_pair_is_counted_for_each_pair(condition):
    assert not pair_blind(_effect(condition, power={"exact": 1}))


def test_a_condition_on_tokens_antes_or_the_range_is_counted_once_for_every_pair():
    assert pair_blind(_effect({"tokens_anted_at_least": {"Fire": 1}, "range": "1~2"},
                              power={"exact": 2}))


def test_an_amount_counting_the_opponents_printed_power_reads_the_pair():
    assert pair_blind(_effect(None, power={"per": "tokens_anted", "token": "Fire"}))
    assert not pair_blind(_effect(None, power={"per": "opponent_printed_power"}))
    assert not pair_blind(_effect(None, ignore_style={"who": "you", "stats": ["power"]}))


def test_a_marker_is_read_without_the_pair_unless_its_place_is_within_the_attack_range():
    assert pair_blind(_effect({"marker": {"Shadow": "beyond_opponent"}}, armor={"exact": 3}))
    assert not pair_blind(_effect({"marker": {"Shadow": "within_attack_range"}},
                                  armor={"exact": 3}))
    assert pair_blind(_effect(None, power={"per": "markers", "marker": "Zombie",
                                           "place": "between"}))


def test_the_opponents_finisher_is_read_when_the_effect_reaches_the_opponents_pair():
    effect = _effect({"opponent_used_finisher": True}, opponent=[{"power": {"exact": -1}}])
    assert pair_blind(effect)  # for the owner's own pair: the opponent's Finisher stays put
    assert not pair_blind(effect, opponent=True)


def test_the_lists_of_what_reads_no_pair_name_real_conditions_and_counts():
    assert _BLIND_FIELDS <= set(Condition.model_fields) & set(_CHECKS)
    assert _BLIND_PER - {None, "tokens_held"} <= set(_PER)


def _decision_states(pair: tuple[str, str], seed: int, steps: tuple[str, ...]) -> list:
    """The states of a seeded random duel of ``pair`` where the step is one of ``steps``."""
    catalog = default_catalog()
    setup = DuelSetup(tuple(suggested_seat(f, catalog) for f in pair), first_active=seed % 2)
    log, _ = play(setup, random.Random(seed), catalog)
    state, found = new_duel(setup, catalog), []
    for decision in log:
        if state.cursor.step in steps:
            found.append(state)
        state = apply(state, decision)
    return found


def _listed_as_set_and_revealed(state, seat: int) -> None:
    expected = [pair_stats(_revealed_trial(state, seat, style, base), seat)
                for style, base in pair_choices(state, seat)]
    assert possible_pairs(state, seat) == expected
    assert possible_pairs(state, seat) == expected  # once its passives are known


def test_a_style_counting_for_nothing_without_a_seal_anted_is_summed_for_each_pair():
    # Mikhail's Sealed Power: with no Seal anted his style's printed numbers, Soak and Stun
    # Immunity count +0, which depends on the style of each pair; with one anted they count.
    states = _decision_states(("mikhail", "sarafina"), seed=1, steps=("set", "ante"))
    seals = set()
    for state in states:
        seals.add(tokens_anted(state, 0, "Seal"))
        for seat in (0, 1):
            _listed_as_set_and_revealed(state, seat)
    assert seals == {0, 1}, "both cases were met"


def test_with_no_seal_anted_each_mikhail_pair_has_the_power_of_its_base_alone():
    state = _decision_states(("mikhail", "clive"), seed=2, steps=("set",))[0]
    assert tokens_anted(state, 0, "Seal") == 0
    for stats, (style, base) in zip(possible_pairs(state, 0), pair_choices(state, 0),
                                    strict=True):
        kit = state.kits[0]
        assert stats.power.lo == max(0, stat(kit.bases[base], "power").lo) or \
            stat(kit.bases[base], "power").kind != "number", (style, base)


def test_an_opponent_whose_own_style_counts_for_nothing_reaches_no_other_pair():
    effect = _effect({"tokens_anted_at_most": {"Seal": 0}},
                     ignore_style={"who": "you", "stats": ["power"]})
    assert pair_blind(effect, opponent=True)
    assert not pair_blind(_effect(None, ignore_style={"who": "opponent", "stats": ["power"]}),
                          opponent=True)
    assert pair_blind(effect, style_given=True)


def test_a_style_counting_for_nothing_is_summed_without_a_state_for_each_pair(monkeypatch):
    # Once the sweep knows the pairs' passives, neither Mikhail (his own style ignored) nor
    # his opponent (whom Sealed Power does not reach) needs a pair set on a state of its own.
    state = _decision_states(("mikhail", "clive"), seed=1, steps=("set",))[0]
    first = [possible_pairs(state, seat) for seat in (0, 1)]

    def no_trial(*args, **kwargs):
        raise AssertionError("a pair was tried on a state of its own")

    monkeypatch.setattr(GameState, "with_fighter", no_trial)
    assert [possible_pairs(state, seat) for seat in (0, 1)] == first


# Passives whose condition names the pair's own cards: the base in use (Ernie, Patient Six),
# the style (Clinhyde's Toxic), cards not in the attack (Hikaru's, Rukyuk's, Runika's).
NAMED = (("ernie", "patient_six"), ("clinhyde", "rukyuk"), ("hikaru", "runika"))


@pytest.mark.parametrize("pair", NAMED, ids=["-".join(p) for p in NAMED])
def test_a_condition_naming_the_pairs_cards_is_checked_for_each_pair(pair):
    for state in _decision_states(pair, seed=3, steps=("set", "ante")):
        for seat in (0, 1):
            _listed_as_set_and_revealed(state, seat)


@pytest.mark.parametrize("condition, split", [
    ({"base": "Strike", "range": "1~2"}, (("base", "Strike"),)),
    ({"style": "Toxic"}, (("style", "Toxic"),)),
    ({"cards_not_in_play": ["Trance", "Four Winds"], "tokens_anted_at_least": {"Fire": 1}},
     (("cards_not_in_play", ("Trance", "Four Winds")),)),
])
def test_the_fields_naming_the_pairs_cards_are_set_apart_and_the_rest_checked_once(
        condition, split):
    rest, named = pair_split(_effect(condition, power={"exact": 1}))
    assert named == split
    assert all(getattr(rest, name) is None for name, _ in split)
    assert {name for name in condition if getattr(rest, name) is not None} == \
        set(condition) - {name for name, _ in split}


def test_the_fields_naming_the_pairs_cards_hold_as_the_pair_set_and_revealed():
    assert names_hold((("base", "Strike"),), "Dash", "Strike")
    assert not names_hold((("base", "Strike"),), "Dash", "Shot")
    assert names_hold((("style", "Toxic"),), "Toxic", "Shot")
    assert not names_hold((("style", "Toxic"),), "Dash", "Toxic")
    assert not names_hold((("cards_not_in_play", ("Trance", "Four Winds")),), "Trance", "Shot")
    assert not names_hold((("cards_not_in_play", ("Trance", "Four Winds")),), "Dash",
                          "Four Winds")
    assert names_hold((("cards_not_in_play", ("Trance", "Four Winds")),), "Dash", "Shot")


def test_a_condition_naming_the_pair_beside_one_reading_its_stats_is_not_split():
    assert pair_split(_effect({"base": "Strike", "priority_at_least": 4},
                              power={"exact": 1})) is None
    assert pair_split(_effect({"base": "Strike"}, power={"per": "opponent_printed_power"})) \
        is None


def _learnt_as_on_a_trial(state, seat: int) -> int:
    """Check what the sweep learns of each pair of ``seat`` against the pair set on a state
    of its own; return how many pairs were checked."""
    revealed = replace(state, phase="start")
    sweep = _Sweep.of(revealed, seat, seat_facts(revealed, seat))
    if sweep is None:
        return 0
    checked = 0
    for style, base in pair_choices(state, seat):
        sweep.learn(style, base)
        trial = _revealed_trial(state, seat, style, base)
        passives, plain, reaches = sweep.learnt[(style, base)]
        assert (passives, plain) == (passives_with(trial, seat, STAT_KINDS),
                                     _plain(trial, seat)), (state.kits[seat].fighter_id, style)
        if kit_mentions(trial.kits[seat], "range_from"):
            assert [(effect.condition, value) for effect, value in reaches] == \
                list(_passive_values(trial, seat, "range_from"))
        checked += 1
    return checked


def test_what_the_sweep_learns_of_each_pair_is_what_that_pair_set_has_in_play():
    # every shipped fighter: the passive stat effects in play with the pair set (its style's,
    # its base's, the other cards'), those counting the range from elsewhere, the printed side
    catalog = default_catalog()
    checked = 0
    for fighter in sorted(catalog.names()):
        setup = DuelSetup((suggested_seat(fighter, catalog), suggested_seat("sagas", catalog)))
        state = new_duel(setup, catalog)
        checked += _learnt_as_on_a_trial(state, 0)
        # against Sagas's Immutable set: the style's effects taken away (Negation)
        negating = state.with_fighter(1, style="Immutable", base="Strike")
        checked += _learnt_as_on_a_trial(negating, 0)
    assert checked > 3000


# Passives counting the range from a marker or a trap, some only while a condition holds
# (Elien's Wall, Tatsumi's Juto, Sarafina's Projection, Khadath's Gate Trap).
FAR = (("elien", "tatsumi"), ("sarafina", "khadath"))


@pytest.mark.parametrize("pair", FAR, ids=["-".join(p) for p in FAR])
def test_a_range_counted_from_elsewhere_is_worded_for_each_pair(pair):
    counted = 0
    for state in _decision_states(pair, seed=4, steps=("set",)):
        for seat in (0, 1):
            _listed_as_set_and_revealed(state, seat)
            counted += sum(1 for stats in possible_pairs(state, seat) if stats.range_from)
    assert counted, "some pair counts its range from elsewhere"


# Amounts counting counters on cards (Eliza's Genre, Kajia's Insects), bases in discard piles
# (Ludus's Collection) or the spaces between the standups (Alexian's Steeled).
COUNTED = (("eliza", "kajia"), ("ludus", "alexian"))


@pytest.mark.parametrize("pair", COUNTED, ids=["-".join(p) for p in COUNTED])
def test_an_amount_counting_what_no_pair_changes_is_counted_once(pair):
    for state in _decision_states(pair, seed=6, steps=("set",)):
        for seat in (0, 1):
            _listed_as_set_and_revealed(state, seat)


@pytest.mark.parametrize("amount", [
    {"per": "counters_on_cards", "token": "Genre", "place": "pair"},
    {"per": "spaces_between"}, {"per": "shared_bases_in_discards"},
    {"per": "piles_holding", "token": "Insect"}])
def test_counters_discards_and_the_standups_read_no_pair(amount):
    assert pair_blind(_effect(None, power=amount))
    assert pair_blind(_effect(None, opponent=[{"power": amount}]), opponent=True)
