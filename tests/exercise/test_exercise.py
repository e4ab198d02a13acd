"""Every automated effect played, not just parsed (issue 20): the recorded exercise of
`fighters/` (tests/exercise/record.py, `./dev exercise`) is current and still true.

The whole recording is replayed with ``EXERCISE=all``; the normal suite replays a fixed sample.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest

from engine.battlecon.cards import FIGHTERS_DIR
from engine.battlecon.report import (
    EXERCISED,
    content_hash,
    coverage,
    exercised_lines,
    nothing_to_play,
)
from engine.battlecon.schema import Action
from tests.exercise.expectations import check, matches
from tests.exercise.harness import (
    NEVER,
    Scenario,
    beats,
    catalog,
    differences,
    exercise,
    made_boards,
    play,
    replay,
    scenario_from,
    setting,
    start,
    target_by_key,
    targets,
    without,
)

SAMPLE = 60  # recorded effects replayed by the normal suite (every n-th, in key order)


def _recorded() -> dict:
    return json.loads((FIGHTERS_DIR / EXERCISED).read_text(encoding="utf-8"))


def _sample() -> list[str]:
    keys = sorted(_recorded()["exercised"])
    if os.environ.get("EXERCISE") == "all":
        return keys
    step = max(1, len(keys) // SAMPLE)
    return keys[::step]


def test_the_recorded_exercise_was_made_from_the_fighters_card_data_as_it_is():
    assert _recorded()["fighters_hash"] == content_hash(FIGHTERS_DIR), \
        "fighters/ changed since the exercise was recorded: run ./dev exercise"


def test_every_automated_effect_is_recorded_as_exercised_or_not_reached_with_a_reason():
    data = _recorded()
    keys = {t.key for t in targets(catalog())}
    assert set(data["exercised"]) | set(data["unreached"]) == keys
    assert not set(data["exercised"]) & set(data["unreached"])
    assert all(reason for reason in data["unreached"].values())


def test_the_harness_plays_exactly_the_automated_effects_the_report_counts_that_have_an_action():
    cat = catalog()
    shipped = {fid: cat.fighter(fid) for fid in {t.fighter for t in targets(cat)}}
    counted = sum(coverage(f).automated for f in shipped.values())
    assert len(targets(cat)) + nothing_to_play(shipped) == counted


@pytest.mark.parametrize("key", _sample())
def test_a_recorded_effect_still_shows_what_its_actions_declare(key):
    cat = catalog()
    scenario = scenario_from(_recorded()["exercised"][key])
    assert replay(cat, target_by_key(cat, key), scenario) is True


# ---- the harness itself

_LEVEL_TWO = "cesar/ua:Threat Level#4"  # a passive read at one token count


def _board() -> Scenario:
    return Scenario(pair=("Phalanx", "Suppression"), opponent_pair=("Idle", "Strike"),
                    positions=(3, 4), tokens="cond", lives=(20, 20), last_option=False)


def test_the_beat_without_the_effect_starts_from_the_same_table_as_the_beat_with_it():
    cat = catalog()
    target = target_by_key(cat, _LEVEL_TWO)
    condition = cat.fighter("cesar").unique_ability.effects[target.index].condition
    on = start(cat, target, _board(), condition)
    off = start(without(cat, target), target, _board(), condition)
    assert on.fighters[0].supply == off.fighters[0].supply
    assert on.tokens(0, "Threat Level") == condition.tokens_at_least["Threat Level"]


def test_the_same_beat_played_twice_shows_no_difference():
    cat = catalog()
    target = target_by_key(cat, _LEVEL_TWO)
    assert differences(play(cat, target, _board(), True),
                       play(cat, target, _board(), True)) == []


def _shows_only_with_the_harness_reaching_it(key: str) -> Scenario:
    data = _recorded()["exercised"].get(key)
    assert data is not None, f"{key} is no longer recorded as exercised"
    return scenario_from(data)


def test_an_effect_for_next_beat_is_played_into_the_second_beat():
    cat = catalog()
    target = target_by_key(cat, "cadenza/style:Battery#0")  # End: next beat +4 Priority
    assert beats(cat, target) == 2
    scenario = _shows_only_with_the_harness_reaching_it(target.key)
    found = differences(play(cat, target, scenario, True),
                        play(without(cat, target), target, scenario, False))
    assert any(field == ("priority", 0) and after - before == 4
               for _, field, before, after in found)


def test_counters_lying_on_the_opponents_discards_are_put_there_for_a_full_board():
    cat = catalog()
    target = target_by_key(cat, "kajia/style:Burrowing#0")  # +1 per pile holding Insects
    board = Scenario(pair=("Burrowing", "Mandibles"), opponent_pair=("Idle", "Strike"),
                     positions=(3, 4), tokens="full", lives=(20, 20), last_option=False)
    state = start(cat, target, board)
    insects = state.kits[0].token_index("Insect")
    assert state.fighters[0].on_cards[insects][1] > 0
    assert state.fighters[0].on_cards[insects][2] > 0


def test_an_optional_ignore_movement_is_taken_when_the_effect_is_played():
    cat = catalog()
    target = target_by_key(cat, "lixis/style:Rooted#0")
    board = Scenario(pair=("Rooted", "Lance"), opponent_pair=("Pushing", "Strike"),
                     positions=(2, 6), tokens="start", lives=(20, 20), last_option=False)
    on = play(cat, target, board, True)
    off = play(without(cat, target), target, board, False)
    assert on[-1][2][("pos", 0)] == 2 and off[-1][2][("pos", 0)] == 1


def test_a_does_not_hit_on_an_NA_card_is_played_with_a_range_so_it_has_a_hit_to_stop():
    cat = catalog()
    target = target_by_key(cat, "rukyuk/base:Reload#0")
    opened = setting(cat, target).fighter("rukyuk")
    reload = next(b for b in opened.bases if b.name == "Reload")
    assert "N/A" not in (str(reload.range), str(reload.power))
    assert setting(cat, target_by_key(cat, "cesar/ua:Threat Level#4")) is cat


def test_an_opponent_ante_is_made_by_the_opponent_and_shows_on_their_attack_pair():
    cat = catalog()
    target = target_by_key(cat, "cairngort/ante:Curse#0")  # [Opponent]: -1 Power, -1 Priority
    scenario = _shows_only_with_the_harness_reaching_it(target.key)
    found = differences(play(cat, target, scenario, True),
                        play(without(cat, target), target, scenario, False))
    assert any(field == ("priority", 1) and after - before == -1
               for _, field, before, after in found)
    assert not any(field == ("priority", 0) for _, field, _, _ in found)


def test_a_marked_board_lays_every_marker_and_turns_each_special_card_over():
    cat = catalog()
    zombies = target_by_key(cat, "voco/base:Shred#2")
    board = Scenario(pair=("Metal", "Shred"), opponent_pair=("Idle", "Strike"),
                     positions=(3, 5), tokens="marked", lives=(20, 20), last_option=False)
    state = start(cat, zombies, board)
    assert state.fighters[0].markers and None not in state.fighters[0].markers
    assert 5 in state.fighters[0].markers  # the opponent's space first
    artifacts = target_by_key(cat, "runika/style:Maintenance#0")
    plain = start(cat, artifacts, replace(board, pair=("Maintenance", "Tinker"), tokens="start"))
    marked = start(cat, artifacts, replace(board, pair=("Maintenance", "Tinker")))
    assert plain.fighters[0].active_cards and not marked.fighters[0].active_cards


def test_a_board_written_by_hand_sets_up_what_the_card_asks_and_is_tried_first():
    cat = catalog()
    target = target_by_key(cat, "xenitia/style:Draining#3")  # range 4 with one Life Tap left
    board = made_boards()[target.key][0]
    state = start(cat, target, board)
    assert state.tokens(0, "Life Tap") == 1 and state.positions == (1, 5)
    assert exercise(cat, target, budget=1).scenario == board


def test_every_board_written_by_hand_names_an_automated_effect():
    keys = {t.key for t in targets(catalog())}
    assert set(made_boards()) - {""} <= keys


# ---- the table of expectations, from the rules (000 "Attack Pairs", "Movement", ...)

def _act(**kw) -> Action:
    return Action.model_validate(kw)


def test_a_power_bonus_shows_as_the_power_differing_by_that_much():
    found = [(("start", 0, 0), ("power", 0), 4, 6)]
    assert check(_act(power=2), found) is True
    assert check(_act(power=3), found) is not True
    assert check(_act(power=2), [(("start", 0, 0), ("power", 1), 4, 6)]) is not True


def test_an_advance_moves_the_fighter_toward_the_opponent_and_a_retreat_away():
    before = {("end", 0, 0): {("pos", 0): 3, ("pos", 1): 5}}
    toward = [(("end", 0, 0), ("pos", 0), 3, 4)]
    assert check(_act(advance=1), toward, 0, before) is True
    assert check(_act(retreat=1), toward, 0, before) is not True
    assert check(_act(push=1), toward, 0, before) is not True


def test_a_chip_takes_exactly_its_amount_of_the_opponents_life():
    found = [(("end", 0, 0), ("life", 1), 20, 18)]
    assert check(_act(chip=2), found) is True
    assert check(_act(chip=1), found) is not True
    assert check(_act(regain_life=2), found) is not True


def test_gaining_tokens_raises_the_supply_and_spending_lowers_it():
    found = [(("end", 0, 0), ("tok", 0, "Seal"), 1, 2)]
    assert check(_act(gain_tokens={"token": "Seal", "amount": 1}), found) is True
    assert check(_act(spend_tokens={"token": "Seal", "amount": 1}), found) is not True


def test_a_stun_shows_as_the_opponent_stunned_and_no_difference_never_matches():
    assert check(_act(stun_opponent=True),
                 [(("end", 0, 0), ("stunned", 1), False, True)]) is True
    assert check(_act(stun_opponent=True),
                 [(("end", 0, 0), ("stunned", 0), False, True)]) is not True
    effect = type("E", (), {"action": (_act(power=1),)})
    assert matches(effect, []) is not True


def test_an_opponent_penalty_shows_on_the_opponents_pair():
    found = [(("start", 0, 0), ("power", 1), 5, 3)]
    assert check(_act(opponent=[{"power": -2}]), found) is True
    assert check(_act(power=-2), found) is not True


def test_an_exact_amount_is_asked_only_of_an_effect_with_one_action_inside_opponent_too():
    found = [(("reveal", 0, 0), ("priority", 1), 1, 3)]  # Burst's 1 becomes 3: +2
    becomes = type("E", (), {"action": (_act(opponent=[
        {"priority": {"per": "opponent_base_priority", "times": -1}}, {"priority": 3}]),)})
    plain = type("E", (), {"action": (_act(opponent=[{"priority": 3}]),)})
    assert matches(becomes, found) is True
    assert matches(plain, found) is not True


def test_turning_markers_over_shows_as_the_side_up_changing():
    found = [(("ante", 0, 0), ("markers_up", 0), (), (0,))]
    assert check(_act(turn_markers={"marker": "Environment", "face": "up"}), found) is True
    assert check(_act(turn_markers={"marker": "Environment", "face": "up"}),
                 [(("ante", 0, 0), ("markers", 0), (1,), (2,))]) is not True


def test_a_first_pair_is_played_in_the_first_beat_and_the_pair_in_the_second():
    cat = catalog()
    target = target_by_key(cat, "iris/style:Sonorous#1")
    board = made_boards()[target.key][0]
    trace = play(cat, target, board, True)
    assert board.first_pair == ("Spinning", "Shot")
    assert trace[-1][2][("discards", 0)].count("Spinning") == 1
    assert "Sonorous" in trace[-1][2][("discards", 0)]


def test_without_an_effect_its_alternatives_go_too_but_identical_steps_stay():
    cat = catalog()
    brand = target_by_key(cat, "shekhtur/base:Brand#2")  # spend 4 (or #1: spend 2)
    base = next(b for b in without(cat, brand).fighter("shekhtur").bases if b.name == "Brand")
    assert base.effects[1].condition == NEVER and base.effects[2].condition == NEVER
    steps = target_by_key(cat, "hepzibah/style:Necrotizing#0")  # three "pay 1 life" steps
    style = next(s for s in without(cat, steps).fighter("hepzibah").styles
                 if s.name == "Necrotizing")
    assert [e.condition == NEVER for e in style.effects] == [True, False, False]


def test_token_actions_counted_on_the_table_are_judged_together():
    trance = type("E", (), {"action": tuple(
        _act(regain_tokens={"token": t, "amount": {"per": "tokens_anted", "token": t}})
        for t in ("Fire", "Water"))})
    fire_back = [(("reveal", 0, 0), ("tok", 0, "Fire"), 0, 1)]
    assert matches(trance, fire_back) is True  # Water counted 0: nothing to show
    assert matches(trance, [(("reveal", 0, 0), ("tok", 0, "Earth"), 0, 1)]) is not True


# ---- the report's line

def test_the_report_counts_the_recorded_exercise_only_for_the_card_data_it_was_made_from(
        tmp_path):
    assert "not recorded" in exercised_lines(tmp_path)[0]
    (tmp_path / "a.yaml").write_text("x: 1\n", encoding="utf-8")
    data = {"fighters_hash": content_hash(tmp_path), "exercised": {"a/ua:X#0": {}},
            "unreached": {"a/ua:X#1": "why", "a/ua:X#2": "why"}}
    (tmp_path / EXERCISED).write_text(json.dumps(data), encoding="utf-8")
    assert "1 of 3" in exercised_lines(tmp_path)[0]
    (tmp_path / "a.yaml").write_text("x: 2\n", encoding="utf-8")
    assert "other card data" in exercised_lines(tmp_path)[0]
