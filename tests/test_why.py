""""Why?" on every computed number (issue 6): each breakdown adds up to the number shown and
names its rule. The engine records each number as it decides it; `assistant.why` words them.

Expected values come from the rules applied to the pairs' stats as the engine shows them at
Reveal (power minus armor, priority against priority, 1 Force plus 1 at 7 life or less), not
from the records under test.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant import why
from engine.battlecon import counters
from engine.battlecon.actions import apply_simple, stun
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.schema import Action
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.state import LEDGER_TOPICS, STARTING_FORCE
from tests.fighter_helpers import play_beat, set_and_ante, set_revealed, start
from tests.web_helpers import decide
from tests.web_helpers import start as start_online

FIGHTERS = sorted(default_catalog().fighters)
NOT_ITEMISED = "changes not itemised"


def _until(state, done):
    """Take the first option of every decision until ``done(state)`` or the beat ends."""
    beat = state.beat
    while not done(state) and state.beat == beat and state.outcome is None:
        state = apply(state, pending(state).options[0])
    return state


def _adds_up(breakdown: why.Breakdown) -> None:
    assert breakdown.adds_up
    assert sum(line.amount for line in breakdown.lines) == breakdown.shown, breakdown
    assert not any(NOT_ITEMISED in line.label for line in breakdown.lines), breakdown


def _check_ledgers(state) -> None:
    for seat in (0, 1):
        life, force = why.ledger(state, seat, "life"), why.ledger(state, seat, "force")
        assert life.shown == state.fighters[seat].life
        assert force.shown == state.fighters[seat].force
        _adds_up(life)
        _adds_up(force)
    pool = why.ledger(state, None, "pool")
    assert pool.shown == state.pool
    _adds_up(pool)
    for record in state.whys:
        if record.topic in LEDGER_TOPICS and record.parts:
            assert sum(points for _, points in record.parts) == abs(record.amount), record


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTERS), st.sampled_from(FIGHTERS), st.integers(0, 1), st.data())
def test_life_force_and_pool_breakdowns_add_up_to_the_trackers_in_any_duel(a, b, first, data):
    state = new_duel(DuelSetup((suggested_seat(a), suggested_seat(b)), first_active=first))
    for _ in range(300):
        now = pending(state)
        if now is None:
            break
        state = apply(state, data.draw(st.sampled_from(now.options)))
        _check_ledgers(state)


def test_damage_taken_is_the_power_less_the_armor_in_the_life_breakdown():
    state = start("eligor", "shekhtur", positions=(3, 4))
    revealed = set_revealed(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    power = pair_stats(revealed, 1).power.lo
    armor = pair_stats(revealed, 0).armor.lo
    state = play_beat(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    hits = [line for line in why.ledger(state, 0, "life").lines if "hits" in line.label]
    assert hits[0].amount == -max(0, power - armor)
    assert dict(hits[0].parts)["power"] == power
    assert hits[0].rule == '000 "Attack"'


def test_the_active_player_breakdown_gives_both_priorities_and_who_wins():
    state = start("eligor", "shekhtur", positions=(3, 4))
    revealed = set_revealed(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    mine, theirs = pair_stats(revealed, 0).priority.lo, pair_stats(revealed, 1).priority.lo
    assert mine != theirs
    state = play_beat(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    breakdown = why.active(state)
    winner = 0 if mine > theirs else 1
    assert state.active == winner
    text = " | ".join(line.label for line in breakdown.lines)
    assert f"priority {max(mine, theirs)} beats {min(mine, theirs)}" in text
    for seat, value in ((0, mine), (1, theirs)):
        line = next(line.label for line in breakdown.lines
                    if line.label.startswith(f"{state.name(seat)}'s priority"))
        total, terms = line.split(" = ", 1)
        assert int(total.rsplit(" ", 1)[1]) == value
        assert sum(int(n) for n in re.findall(r"[+-]?\d+", terms)) == value
    assert breakdown.rule == '000 "Reveal Step"'


def test_before_the_first_reveal_the_active_player_was_chosen_at_the_setup():
    state = start("eligor", "shekhtur")
    assert why.active(state).lines[0].rule == '000 "Board Setup"'


def test_an_attack_out_of_range_says_the_range_does_not_reach_the_distance():
    state = start("eligor", "shekhtur", positions=(1, 7))
    state = play_beat(state, ("Vengeful", "Strike"), ("Unleashed", "Grasp"))
    for seat in (0, 1):
        if state.fighters[seat].stunned:
            continue
        attack = why.attacks(state, seat)
        assert attack.shown == "missed"
        assert "does not reach distance" in attack.lines[0].label
        assert attack.lines[1].label.startswith("Range ")


def test_an_attack_in_range_says_the_distance_is_within_the_range():
    state = start("eligor", "shekhtur", positions=(3, 4))
    state = set_and_ante(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    state = _until(state, lambda s: why.attacks(s, 1))
    attack = why.attacks(state, 1)
    assert attack.shown == "hit"
    assert "within range" in attack.lines[0].label


def test_stun_breakdown_gives_the_damage_this_beat_and_the_guard():
    state = start("eligor", "shekhtur", positions=(3, 4))
    revealed = set_revealed(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    guard = pair_stats(revealed, 1).guard.lo
    state = play_beat(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"),
                      antes=((0, "Power Up"),))
    (record,) = [w for w in state.whys if w.topic == "stun" and w.seat == 1]
    taken = 20 - state.fighters[1].life
    assert record.hit and record.amount == taken > guard
    assert f"{taken} damage this beat exceeds guard {guard}" in record.text
    assert record.detail[0].startswith("Guard ") and record.rule == '000 "Guard & Stun"'


def test_a_stunned_fighter_shows_why_and_an_unstunned_one_shows_nothing():
    state = start("eligor", "shekhtur")
    stunned = stun(state, 1, "a test effect")
    breakdown = why.stun(stunned, 1)
    assert breakdown.shown == "stunned"
    assert breakdown.lines[0].label == "Shekhtur is stunned by a test effect"
    assert why.stun(stunned, 0) is None


def test_recycle_gives_one_force_and_one_more_at_seven_life_or_less():
    state = start("eligor", "shekhtur", life=(7, 20))
    state = play_beat(state, ("Vengeful", "Dodge"), ("Unleashed", "Dodge"))
    recycle = [line for line in why.ledger(state, 0, "force").lines if "Recycle" in line.label]
    low_life = state.fighters[0].life <= 7
    assert recycle[-1].amount == (2 if low_life else 1)
    assert dict(recycle[-1].parts) == ({"Recycle": 1, "7 life or less": 1} if low_life
                                       else {"Recycle": 1})
    other = [line for line in why.ledger(state, 1, "force").lines if "Recycle" in line.label]
    assert other[-1].amount == 1


def test_an_overload_shows_as_two_force_trashed():
    state = start("eligor", "shekhtur")
    state = set_and_ante(state, ("Vengeful", "Dodge"), ("Unleashed", "Dodge"),
                         antes=((0, "Power Up"),))
    lines = why.ledger(state, 0, "force").lines
    assert lines[0].amount == STARTING_FORCE
    assert lines[-1].amount == -2 and lines[-1].rule == '000 "Overloads"'
    assert state.fighters[0].force == STARTING_FORCE - 2


def test_a_correction_by_hand_is_a_line_of_the_breakdown():
    state = start("eligor", "shekhtur")
    state = apply(state, adjust_decision(1, "life", 12))
    state = apply(state, adjust_decision(0, "force", 5))
    life = why.ledger(state, 1, "life")
    assert life.lines[-1].amount == -8 and "by hand" in life.lines[-1].label
    _check_ledgers(state)


def test_time_over_names_the_recycle_that_emptied_the_pool():
    state = start("eligor", "shekhtur")
    state = apply(state, adjust_decision(0, "force", 10))
    state = apply(state, adjust_decision(1, "force", 10))
    state = replace(state, pool=2, trashed=state.trashed + state.pool - 2)  # a long duel
    state = play_beat(state, ("Vengeful", "Dodge"), ("Unleashed", "Dodge"))
    assert state.final_beat and state.pool == 0
    breakdown = why.time_over(state)
    assert breakdown.shown == 0
    assert breakdown.lines[-1].label.startswith("The Force pool is empty")
    assert breakdown.lines[-1].beat == 1 and breakdown.rule == '000 "Time Over"'


def test_a_knockout_breakdown_says_who_fell_to_zero():
    state = start("eligor", "shekhtur", positions=(3, 4), life=(20, 1))
    state = play_beat(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    assert state.outcome is not None and state.outcome.winner == 0
    breakdown = why.outcome(state)
    assert "Shekhtur is knocked out" in breakdown.lines[0].label
    assert breakdown.shown == "the winner"


def test_time_over_breakdown_compares_both_lives():
    state = start("eligor", "shekhtur", life=(15, 12))
    state = replace(state, final_beat=True)
    state = play_beat(state, ("Vengeful", "Dodge"), ("Unleashed", "Dodge"))
    breakdown = why.outcome(state)
    assert state.outcome.reason == "time_over"
    labels = [line.label for line in breakdown.lines]
    lives = [f.life for f in state.fighters]
    assert lives[0] != lives[1]
    assert f"Eligor: {lives[0]} life" in labels and f"Shekhtur: {lives[1]} life" in labels
    winner = state.name(0 if lives[0] > lives[1] else 1)
    assert labels[0].endswith(f"{winner} has more life ({max(lives)} to {min(lives)})")


def _numbers(page: str, key: str) -> tuple[list[int], int]:
    """The amounts of one "Why?" box on the duel page, and its total line."""
    box = re.search(rf'data-keep="why-{key}"[^>]*>(.*?)</details>', page, re.S).group(1)
    amounts = [int(n) for n in re.findall(r'<span class="amt">([+-]?\d+)</span>', box)]
    return amounts[:-1], amounts[-1]


def test_every_why_box_on_the_duel_page_adds_up_to_the_number_shown(client):
    game = start_online(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|ante|Power Up|",
                     "1|pass||", "0|pass||"):
        decide(client, game, decision)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    shown_life = int(re.search(r'data-life="1">(\d+)<', page).group(1))
    lines, total = _numbers(page, "life-1")
    assert sum(lines) == total == shown_life < 20
    shown_force = int(re.search(r'data-force="0">(\d+)<', page).group(1))
    lines, total = _numbers(page, "force-0")
    assert sum(lines) == total == shown_force
    shown_pool = int(re.search(r"Force pool (\d+)", page).group(1))
    lines, total = _numbers(page, "pool")
    assert sum(lines) == total == shown_pool
    assert "/rules?q=Damage" in page  # each box opens its rule in the reference


def test_the_beat_line_joins_a_fighters_attack_and_why_it_is_stunned():
    state = start("eligor", "shekhtur")
    assert why.this_beat(state, 0) is None  # nothing happened yet
    stunned = stun(state, 1, "a test effect")
    line = why.this_beat(stunned, 1)
    assert line.shown == "stunned" and "a test effect" in line.lines[0].label
    state = play_beat(start("eligor", "shekhtur", positions=(1, 7)),
                      ("Vengeful", "Strike"), ("Unleashed", "Grasp"))
    assert why.this_beat(state, 0).shown == "missed"  # the last beat's attack, no stun
    same_beat = replace(state, beat=state.beat - 1)  # as if still in the beat of the miss
    both = why.this_beat(stun(same_beat, 0, "a test effect"), 0)
    assert both.shown == "missed, stunned"
    assert [line.label.split(" ")[1] for line in both.lines[:1]] == ["misses:"]
    assert both.lines[-1].label == "Eligor is stunned by a test effect"


def test_during_a_clash_the_active_player_keeps_the_status_until_it_is_settled():
    state = start("eligor", "shekhtur", first_active=1)
    state = set_and_ante(state, ("Vengeful", "Strike"), ("Unleashed", "Strike"))
    revealed = set_revealed(start("eligor", "shekhtur"), ("Vengeful", "Strike"),
                            ("Unleashed", "Strike"))
    tied = pair_stats(revealed, 0).priority.lo == pair_stats(revealed, 1).priority.lo
    assert tied and state.cursor.step == "clash"
    breakdown = why.active(state)
    assert breakdown.title == "Clash: Shekhtur is still the Active Player"
    assert breakdown.lines[0].label.startswith("Clash: tie at")
    assert breakdown.lines[-1].label.endswith("keeps the Active status chosen at the setup")


def _act(state, seat, action):
    return apply_simple(state, seat, Action.model_validate(action), "Test Card", 0, 0)


def test_chip_at_low_life_shows_what_it_asked_and_what_the_last_point_kept():
    state = apply(start("eligor", "shekhtur"), adjust_decision(1, "life", 2))
    state = _act(state, 0, {"chip": {"amount": 3, "target": "opponent"}})
    line = why.ledger(state, 1, "life").lines[-1]
    assert state.fighters[1].life == 1  # chip never takes the last point (000 Chip X)
    assert line.amount == -1
    assert sum(points for _, points in line.parts) == 1 and line.parts[0] == ("asked", 3)


def test_regain_above_starting_life_shows_the_cut():
    state = apply(start("eligor", "shekhtur"), adjust_decision(0, "life", 19))
    state = _act(state, 0, {"regain_life": 3})
    line = why.ledger(state, 0, "life").lines[-1]
    assert state.fighters[0].life == 20 and line.amount == 1
    assert sum(points for _, points in line.parts) == 1
    _check_ledgers(state)


def test_life_lost_for_returning_counters_stops_at_one_and_the_breakdown_says_so():
    # Counters coming back off their cards cost life as a chip: never the last point
    # (000 "Other Effects": Chip X); 3 counters at 2 life take 1.
    state = apply(start("eligor", "shekhtur"), adjust_decision(1, "life", 2))
    state = counters._returned_life(state, 1, 3, "Burr")
    line = why.ledger(state, 1, "life").lines[-1]
    assert state.fighters[1].life == 1 and line.amount == -1
    assert line.parts == (("counters", 3), ("never below 1 life", -2))
    _check_ledgers(state)
