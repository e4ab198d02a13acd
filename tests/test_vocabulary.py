"""The card vocabulary beyond the first four fighters (docs/cards.md "Actions", "Conditions",
"Amounts", "The unique ability"), each carried out by the engine: opponent stat bonuses,
wins_ties, become_active, repeat_attack, forms, markers and the newer conditions.

The test fighter is tests/data/vocab.yaml ("tester"); its styles are +0 everywhere unless named.
Standard bases (fighters/shared.yaml): Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2, Grasp 1/2/5.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.views import fighter_view
from engine.battlecon import counters
from engine.battlecon.actions import action_options
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.cards import Catalog, default_catalog
from engine.battlecon.effects import amount_value
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.schema import Action, Amount
from engine.battlecon.state import GameState, Mod
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import DATA, catalog_with, pass_antes, set_pairs, with_hand
from tests.fighter_helpers import (
    notes,
    play_beat,
    set_and_ante,
    set_only,
    start,
    until_choice,
)


def catalog() -> Catalog:
    """The shipped fighters plus the vocabulary tester (fighter id ``tester``)."""
    return catalog_with(tester=(DATA / "vocab.yaml").read_text(encoding="utf-8"))


def duel_of(b: str = "tester", **changes) -> GameState:
    """Tester (seat 0) against ``b`` (default: a second tester) at the first Set step;
    ``changes``: `fighter_helpers.start`'s keywords."""
    return start("tester", b, catalog=catalog(), **changes)


def beat_of(style0: str, base0: str, style1: str, base1: str, *, positions=(3, 4),
            first_active: int = 0, state=None):
    """Tester (seat 0) against a second tester (seat 1): both pairs set, antes passed and the
    beat played out, any choice taking its first option; the state at the next Set step.
    ``state``: continue that duel instead of starting one."""
    state = duel_of(first_active=first_active) if state is None else state
    return play_beat(replace(state, positions=positions), (style0, base0), (style1, base1))


def test_an_opponent_stat_penalty_lowers_the_opponents_attack_pair_not_yours():
    # Sapping (passive): the opponent has -2 priority and -1 power. Seat 1 Plain Strike:
    # priority 3 - 2 = 1, power 4 - 1 = 3; seat 0 Sapping Strike keeps 3 and 4.
    # Both forms start Calm (+1 guard: 6), so neither is stunned and both attack.
    state = beat_of("Sapping", "Strike", "Plain", "Strike")
    assert 'priority 3 beats 1' in "\n".join(state.notes)
    assert lives(state) == (20 - 3, 20 - 4)


def test_an_opponent_penalty_for_next_beat_applies_only_next_beat():
    # Lingering Grasp (priority 5) hits Plain Shot (priority 2) at range 1: next beat the
    # opponent has -3 priority, held as a bonus for the beat now begun.
    state = beat_of("Lingering", "Grasp", "Plain", "Shot")
    assert state.beat == 2
    held = [(m.kind, m.value, m.until) for m in state.fighters[1].mods]
    assert held == [("priority", -3, "beat")]
    assert state.fighters[0].mods == ()
    # Next beat: Plain Strike (3 - 3 = 0) against Plain Shot (2): seat 0 is Active.
    state = beat_of("Plain", "Strike", "Idle", "Strike", state=state, first_active=1)
    assert "priority 3 beats 0" in "\n".join(state.notes)


def test_wins_ties_makes_the_attack_pair_active_on_equal_priority_without_a_clash():
    # Regal Strike and Plain Strike both have priority 3: Regal wins the tie.
    state = beat_of("Plain", "Strike", "Regal", "Strike", first_active=0)
    notes = "\n".join(state.notes)
    assert "Clash" not in notes
    assert "Tester is the Active Player" in notes
    assert state.active == 1


def test_become_active_at_reveal_beats_higher_priority():
    # Commanding Shot: priority 2 - 4 = -2, far below Grasp's 5, yet seat 0 is Active.
    state = beat_of("Commanding", "Shot", "Plain", "Grasp", first_active=1)
    assert state.active == 0
    assert "whatever the priorities" in "\n".join(state.notes)


def test_become_active_at_start_of_beat_changes_who_attacks_first():
    # Seizing Shot (priority 2) against Plain Strike (priority 3) at range 1: seat 1 is
    # Active after Reveal; Seizing's Start trigger makes seat 0 Active, so seat 0's Shot
    # (range 1~4) is the first attack to hit.
    state = duel_of()
    state = replace(with_hand(with_hand(state, 0, "Seizing", "Shot"), 1, "Plain", "Strike"),
                    positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Seizing", "Shot"), ("Plain", "Strike")))
    notes = list(state.notes)
    became = next(i for i, n in enumerate(notes) if "becomes the Active Player" in n)
    first_hit = next(i for i, n in enumerate(notes) if "hits: distance" in n)
    assert became < first_hit
    assert "range 1~4" in notes[first_hit]  # Shot's range: seat 0 attacked first


def test_repeat_attack_hits_a_second_time_and_runs_its_triggers_again():
    # Echoing Shot (range 1~4, power 3) against Plain Strike (guard 5 + 1) at range 3, out of
    # Strike's reach. First attack hits for 3; After: Spark 0 -> 1 and repeat; the second
    # attack hits for 3 more; its After trigger no longer holds (Spark 1). Seat 1: 20 - 6.
    state = beat_of("Echoing", "Shot", "Plain", "Strike", positions=(2, 5))
    assert lives(state) == (20, 14)
    assert state.tokens(0, "Spark") == 1
    assert sum("carries out the attack again" in n for n in state.notes) == 1


def test_a_form_changes_at_end_of_beat_and_its_standing_effects_follow():
    # Start in Calm Form (+1 guard); Shifting's End trigger turns Storm Form (+2 power).
    state = duel_of()
    assert state.fighters[0].form == "Calm Form"
    state = beat_of("Shifting", "Strike", "Idle", "Shot", positions=(1, 7), state=state)
    assert state.fighters[0].form == "Storm Form"
    assert state.fighters[1].form == "Calm Form"
    # Next beat, Plain Strike (power 4 + 2) at range 1 against Plain Shot (guard 2 + 1):
    # 6 damage, and seat 1 is stunned (6 > 3) before its attack.
    state = beat_of("Plain", "Strike", "Idle", "Shot", positions=(3, 4), state=state)
    assert lives(state) == (20, 14)


def test_avoid_while_the_opponent_has_higher_priority():
    # Watchful Shot (priority 2) against Plain Grasp (priority 5) at range 1: Grasp's higher
    # priority means it does not hit; Watchful's Shot hits back for 3.
    state = beat_of("Watchful", "Shot", "Plain", "Grasp")
    assert lives(state) == (20, 17)


def test_end_of_beat_conditions_on_hitting_not_being_stunned_and_being_reactive():
    # As above: seat 0 hit and was not stunned (+1 Spark), and was the Reactive Player
    # (+2 Spark): 3 Spark, the limit.
    state = beat_of("Watchful", "Shot", "Plain", "Grasp")
    assert state.tokens(0, "Spark") == 3


def test_end_of_beat_conditions_fail_when_you_did_not_hit_and_were_active():
    # Watchful Strike (priority 3, Active) against Idle Shot at range 3: Strike misses, and
    # seat 0 was the Active Player: neither End trigger holds.
    state = beat_of("Watchful", "Strike", "Idle", "Shot", positions=(2, 5))
    assert state.tokens(0, "Spark") == 0


@pytest.mark.parametrize("positions, life", [((3, 5), 18), ((2, 5), 19), ((1, 5), 20)])
def test_armor_per_space_between_counts_the_empty_spaces(positions, life):
    # Distant Strike (range 1) misses at these distances; Idle Shot (power 3) hits back and
    # armor = the spaces between (1, 2, 3) reduces its 3 damage to 2, 1, 0.
    state = beat_of("Distant", "Strike", "Idle", "Shot", positions=positions)
    assert state.fighters[0].life == life


def test_markers_start_where_their_spec_says_relative_to_the_standup():
    # Seat 0 starts on space 3 facing seat 1 on 5: two Wisps in front (4), Lantern behind (2),
    # Anchor off the board. Seat 1 on 5 faces 3: in front is 4, behind is 6.
    state = duel_of()
    assert state.kits[0].marker_names == ("Wisp 1", "Wisp 2", "Lantern", "Anchor")
    assert state.fighters[0].markers == (4, 4, 2, None)
    assert state.fighters[1].markers == (4, 4, 6, None)


def test_a_fighter_with_one_finisher_side_starts_with_it():
    state = duel_of("eligor")
    assert state.fighters[0].finisher == "Only Finish"


def fresh_duel():
    """Tester (seat 0) against Eligor at the first Set step."""
    return duel_of("eligor")


def test_a_marker_moved_by_hand_goes_to_that_space_or_off_the_board():
    state = apply(fresh_duel(), adjust_decision(0, "marker:2", 6))
    assert state.fighters[0].markers == (4, 4, 6, None)
    assert "Lantern marker moved by hand: space 6" in state.notes[-1]
    state = apply(state, adjust_decision(0, "marker:0", 0))
    assert state.fighters[0].markers == (None, 4, 6, None)


def test_a_marker_may_share_a_space_with_a_standup():
    # Markers do not take up space (000 "Markers"): seat 1's standup is on space 5.
    state = apply(fresh_duel(), adjust_decision(0, "marker:3", 5))
    assert state.fighters[0].markers[3] == 5


@pytest.mark.parametrize("field, value", [("marker:4", 1), ("marker:x", 1), ("marker:0", 8)])
def test_a_marker_that_does_not_exist_or_a_space_off_the_board_is_refused(field, value):
    with pytest.raises((InvalidInput, RuleViolation)):
        apply(fresh_duel(), adjust_decision(0, field, value))


def test_a_form_taken_by_hand_brings_its_standing_effects():
    state = apply(fresh_duel(), adjust_decision(0, "form:Storm Form", 1))
    assert state.fighters[0].form == "Storm Form"
    with pytest.raises(InvalidInput):
        apply(state, adjust_decision(0, "form:Water Form", 1))
    with pytest.raises(InvalidInput):  # Eligor has no forms
        apply(state, adjust_decision(1, "form:Storm Form", 1))


def test_the_duel_page_shows_the_form_and_where_each_marker_is():
    view = fighter_view(apply(fresh_duel(), adjust_decision(0, "marker:3", 7)), 0, None)
    assert view.form == "Calm Form"
    assert view.forms == ("Calm Form", "Storm Form")
    assert view.markers == (("Wisp 1", 4), ("Wisp 2", 4), ("Lantern", 2), ("Anchor", 7))


def set_up_beat(pair0, pair1, positions, first_active=0):
    """Tester (seat 0) against a second tester, pairs set and antes passed; the state at the
    first decision of the beat."""
    return set_and_ante(duel_of(positions=positions, first_active=first_active), pair0, pair1)


def test_moving_a_marker_offers_each_marker_of_that_name_one_space_either_way_or_staying():
    # The duel starts with seat 0 on 3 facing 5: both Wisps in front (4), the Lantern behind
    # (2). Standups then put on 2 and 5. Seat 1's Strike (priority 3) is Active; at Start,
    # Herding moves a Wisp 0 or 1 space.
    state = set_up_beat(("Herding", "Shot"), ("Idle", "Strike"), positions=(2, 5))
    assert state.fighters[0].markers == (4, 4, 2, None)
    assert choice_keys(state) == ["m0:3", "m0:4", "m0:5", "m1:3", "m1:4", "m1:5"]


def test_a_marker_on_the_opponents_space_fulfils_a_marker_condition():
    # Wisp 1 moved onto seat 1's space (5): Herding's +3 power holds. Seat 1's Strike (range 1)
    # misses at distance 3; Herding Shot hits for 3 + 3 = 6 (guard 5 + 1 = 6: no stun).
    state = set_up_beat(("Herding", "Shot"), ("Idle", "Strike"), positions=(2, 5))
    state = choose(state, "m0:5")
    assert lives(state) == (20, 14)
    # End of Beat: put the Anchor on a space beyond the opponent: 6 or 7.
    assert choice_keys(state) == ["m3:6", "m3:7"]
    state = choose(state, "m3:6")
    assert state.fighters[0].markers == (5, 4, 2, 6)


def test_a_marker_elsewhere_does_not_fulfil_the_condition():
    state = choose(set_up_beat(("Herding", "Shot"), ("Idle", "Strike"), positions=(2, 5)),
                   "m0:3")
    assert lives(state) == (20, 17)


def test_teleport_beyond_the_opponent_offers_every_space_on_their_far_side():
    # Vaulting Shot (priority 2) against Idle Strike (priority 3) at 2 and 5: Strike misses
    # first; then Vaulting jumps to 6 or 7, past seat 1.
    state = set_up_beat(("Vaulting", "Shot"), ("Idle", "Strike"), positions=(2, 5))
    assert choice_keys(state) == ["6,5", "7,5"]
    state = choose(state, "6,5")
    # Shot hits from 6 (3 damage); After: take one of the two Wisps off the board.
    assert lives(state) == (20, 17)
    assert choice_keys(state) == ["m0:0", "m1:0"]
    state = choose(state, "m1:0")
    assert state.fighters[0].markers[:2] == (4, None)


def test_a_trigger_at_the_start_of_the_ante_phase_applies_to_that_beat():
    # Kallistar (fighters/kallistar.yaml) begins in Human Form; Ignition's End of Beat turns
    # her Elemental, and at the start of the next Ante Phase Elemental Form gives +2 power and
    # +2 priority. Flare Strike: priority 3 + 0 + 2 = 5 against Counter Shot (2 - 1 = 1).
    state = play_beat(start("kallistar", "eligor"), ("Ignition", "Strike"), ("Vengeful", "Shot"))
    assert state.fighters[0].form == "Elemental Form"
    state = set_and_ante(state, ("Flare", "Strike"), ("Counter", "Shot"))
    text = notes(state)
    assert "Elemental Form (when ante_phase_starts) resolved" in text
    assert "priority 5 beats 1" in text


def test_a_capped_penalty_per_count_never_exceeds_its_cap_in_size():
    # -1 per space between the standups, at most 2: 5 spaces between (1 and 7) give -2, and
    # one space between gives -1.
    penalty = Amount.model_validate({"per": "spaces_between", "times": -1, "at_most": 2})
    assert amount_value(replace(fresh_duel(), positions=(1, 7)), 0, penalty) == -2
    assert amount_value(replace(fresh_duel(), positions=(3, 5)), 0, penalty) == -1


def test_spending_any_number_with_a_cap_offers_no_more_than_the_cap():
    # Three Spark held, "spend up to 2": the options are 0, 1 and 2.
    state = apply(fresh_duel(), adjust_decision(0, "token:Spark", 3))
    action = Action.model_validate(
        {"spend_tokens": {"token": "Spark", "amount": {"any": True, "token": "Spark",
                                                       "at_most": 2}}})
    assert [key for key, _ in action_options(state, 0, action)] == ["0", "1", "2"]


def test_a_choice_between_forms_names_each_form():
    action = Action.model_validate(
        {"either": [{"become_form": "Calm Form"}, {"become_form": "Storm Form"},
                    {"power": 2}]})
    labels = [label for _, label in action_options(fresh_duel(), 0, action)]
    assert labels == ["take Calm Form", "take Storm Form", "power +2"]


def test_a_when_trigger_fires_once_a_beat_and_a_whenever_trigger_each_time():
    # Echoing Shot hits seat 1 twice (as in the repeat test above). Seat 1's unique ability:
    # "when you are hit" gains a Bruise, "whenever you take damage" a Welt (000 "In-Time
    # Triggers"): one Bruise, two Welts.
    state = beat_of("Echoing", "Shot", "Plain", "Strike", positions=(2, 5))
    assert (state.tokens(1, "Bruise"), state.tokens(1, "Welt")) == (1, 2)
    # Next beat the "when" trigger may fire again.
    state = beat_of("Echoing", "Shot", "Plain", "Strike", positions=(2, 5), state=state)
    assert state.tokens(1, "Bruise") == 2


def test_standing_rules_left_to_the_players_are_listed_while_their_card_is_in_play():
    # Kehrolyn's unique ability is a standing rule in words: listed from the first Set step,
    # on her panel only.
    catalog = default_catalog()
    state = start("kehrolyn", "eligor")
    standing = fighter_view(state, 0, None).standing
    ability = catalog.fighter("kehrolyn").unique_ability
    assert [name for name, _ in standing] == [ability.name]
    assert fighter_view(state, 1, None).standing == ()


# ---------------------------------------------------------------- wave 3: values
# The test fighter is tests/data/vocab_values.yaml ("valuer"); Plain and Idle are +0 styles.


def values_catalog() -> Catalog:
    """The shipped fighters plus the values tester (fighter id ``valuer``)."""
    return catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))


def valuer_duel(b: str = "valuer", **changes) -> GameState:
    """Valuer (seat 0) against ``b`` (default: a second valuer) at the first Set step;
    ``changes``: `fighter_helpers.start`'s keywords."""
    return start("valuer", b, catalog=values_catalog(), **changes)


def markers_on(state: GameState, seat_: int, *spaces: int | None) -> GameState:
    """``seat_``'s markers (Post, Kite 1, Kite 2 for the valuer) put on ``spaces`` by hand
    (None or 0: off the board)."""
    for i, space in enumerate(spaces):
        state = apply(state, adjust_decision(seat_, f"marker:{i}", space or 0))
    return state


def test_a_range_counted_from_a_marker_reaches_an_opponent_the_standup_cannot():
    # Valuer on 1, opponent on 5 (distance 4), the Post on 4. Seat 1's Idle Grasp (priority 5)
    # is Active and misses (range 1, distance 4). Tethered Strike (range 1, power 4) counts
    # from the Post: distance 1, it hits for 4: 20 - 4 = 16.
    state = markers_on(valuer_duel(positions=(1, 5)), 0, 4)
    state = play_beat(state, ("Tethered", "Strike"), ("Idle", "Grasp"))
    assert lives(state) == (20, 16)
    assert "Valuer hits: distance 1 from Post on space 4 is within range 1" in notes(state)


def test_a_range_counted_from_a_marker_misses_an_opponent_next_to_the_standup():
    # Valuer on 3, opponent on 4 (distance 1), the Post on 7: distance 3 from the Post.
    # Tethered Strike (priority 3) is Active against Plain Shot (2) and misses; the Shot
    # (range 1~4, power 3) hits back: 20 - 3 = 17.
    state = markers_on(valuer_duel(positions=(3, 4)), 0, 7)
    state = play_beat(state, ("Tethered", "Strike"), ("Plain", "Shot"))
    assert lives(state) == (17, 20)
    assert "range 1 does not reach distance 3 from Post on space 7" in notes(state)


def test_a_range_counted_from_a_marker_off_the_board_cannot_reach():
    # The same beat with the Post off the board: nothing to count from, a miss even at
    # distance 1.
    state = play_beat(valuer_duel(positions=(3, 4)), ("Tethered", "Strike"), ("Plain", "Shot"))
    assert lives(state) == (17, 20)
    assert "range 1 does not reach from Post (off the board)" in notes(state)


@pytest.mark.parametrize(("kites", "positions", "hit"), [
    ((None, None), (3, 4), True),    # no Kite on the board: the standup still counts
    ((7, None), (1, 6), True),       # Kite 1 on 7 is next to the opponent on 6
    ((None, 3), (1, 6), False),      # Kite 2 on 3 is 3 spaces away, the standup 5
])
def test_a_range_counted_from_any_of_several_origins_reaches_when_one_of_them_does(
        kites, positions, hit):
    # Kiting Strike (priority 3, range 1, power 4) against Plain Shot (priority 2): the
    # Strike is Active; a hit deals 4 (20 - 4 = 16).
    state = markers_on(valuer_duel(positions=positions), 0, None, *kites)
    state = play_beat(state, ("Kiting", "Strike"), ("Plain", "Shot"))
    assert lives(state)[1] == (16 if hit else 20)


def test_a_range_origin_given_by_an_effect_this_beat_counts_from_then_on():
    # Anchoring's Start of Beat effect counts the range from the Post (on 4) for the rest of
    # the beat: as in the first test, the Strike from 1 reaches the opponent on 5.
    state = markers_on(valuer_duel(positions=(1, 5)), 0, 4)
    state = play_beat(state, ("Anchoring", "Strike"), ("Idle", "Grasp"))
    assert lives(state) == (20, 16)


def test_the_range_breakdown_names_the_marker_it_is_counted_from():
    # The pairs as they stand once revealed (the beat itself needs no decision).
    state = markers_on(valuer_duel(positions=(1, 5)), 0, 4)
    state = replace(set_only(state, ("Tethered", "Strike"), ("Idle", "Grasp")), phase="start")
    stats = pair_stats(state, 0)
    assert stats.range_from == "counted from Post (space 4)"
    assert stats.range.explain() == "1 = Tethered 0 Strike +1 (counted from Post (space 4))"
    assert pair_stats(state, 1).range_from == ""


def test_disparity_is_the_priority_gap_once_the_active_player_is_decided():
    # Gapping Shot (priority 2) against Idle Grasp (priority 5): Disparity |2 - 5| = 3, so
    # Gapping's +3 Power holds (Disparity 2 or more). At distance 2 the Grasp (range 1)
    # misses; the Shot (range 1~4) hits for 3 + 3 = 6: 20 - 6 = 14. At End of Beat the
    # opponent loses life equal to the Disparity: 14 - 3 = 11.
    state = play_beat(valuer_duel(positions=(3, 5)), ("Gapping", "Shot"), ("Idle", "Grasp"))
    assert lives(state) == (20, 11)
    assert "Valuer's Disparity this beat: 3 (priority 2 against 5)" in notes(state)
    # Recycle clears it: the next beat starts from 0 again.
    assert state.priorities is None
    assert amount_value(state, 0, Amount(per="disparity")) == 0


def test_a_disparity_threshold_not_reached_adds_nothing():
    # Gapping Shot (2) against Plain Strike (3): Disparity 1, under 2: the Shot hits for 3
    # (20 - 3 = 17) and the End of Beat life loss is 1 (17 - 1 = 16). The Strike misses at
    # distance 2.
    state = play_beat(valuer_duel(positions=(3, 5)), ("Gapping", "Shot"), ("Plain", "Strike"))
    assert lives(state) == (20, 16)


def test_disparity_does_not_change_when_priorities_change_after_it_is_settled():
    # Settled at 3; a priority bonus given later in the beat leaves it at 3 (Lymn's ability:
    # fixed for the beat).
    state = replace(valuer_duel(), priorities=(2, 5))
    state = state.with_fighter(0, mods=(Mod("priority", 4, "a later bonus"),))
    assert amount_value(state, 0, Amount(per="disparity")) == 3


def test_a_range_bonus_counted_from_an_amount_adds_to_each_end():
    # Stretching: +1 to the minimum, +Disparity to the maximum. Stretching Strike (priority 3)
    # against Idle Grasp (5): Disparity 2, range 1 + 1 ~ 1 + 2 = 2~3. At distance 3 it hits for
    # 4 (20 - 4 = 16); the Grasp misses.
    far = play_beat(valuer_duel(positions=(2, 5)), ("Stretching", "Strike"), ("Idle", "Grasp"))
    assert lives(far) == (20, 16)
    # The stats once revealed, with Disparity 2 settled: 2~3; with Disparity 0 (before
    # priorities are settled): 2~1, which reaches no distance.
    state = replace(set_only(valuer_duel(), ("Stretching", "Strike"), ("Idle", "Grasp")),
                    phase="start")
    assert str(pair_stats(replace(state, priorities=(3, 5)), 0).range) == "2~3"
    assert str(pair_stats(state, 0).range) == "2~1"


@pytest.mark.parametrize(("style", "pair1", "life"), [
    ("Lowly", ("Idle", "Strike"), 20 - 5),      # own priority 2 (Shot), at most 2: +2
    ("Bullying", ("Idle", "Burst"), 20 - 5),    # opponent's priority 1 (Burst), at most 3: +2
    ("Bullying", ("Idle", "Grasp"), 20 - 3),    # opponent's priority 5: no bonus
])
def test_priority_at_most_conditions_read_each_attack_pairs_priority(style, pair1, life):
    # A Shot (power 3) at distance 2 hits; the condition adds +2 Power on hit. The opponent's
    # Strike, Burst or Grasp does not reach back: Strike and Grasp have range 1; Burst retreats
    # first (Start: 1 or 2 spaces), Shot still reaches 3 or 4.
    state = play_beat(valuer_duel(positions=(3, 5)), (style, "Shot"), pair1)
    assert lives(state)[1] == life


@pytest.mark.parametrize(("pair0", "positions", "lives_after", "scars"), [
    # Plain Strike (priority 3, power 4) is Active at distance 1 and deals 4 at once: a Scar;
    # Idle Shot's guard 2 is exceeded, so the opponent is stunned and does not attack.
    (("Plain", "Strike"), (3, 4), (20, 16), 1),
    # Plain Shot (power 3) at distance 2 deals 3 (Strike's guard 5: no stun): no Scar; the
    # Strike (range 1) misses.
    (("Plain", "Shot"), (3, 5), (20, 17), 0),
])
def test_a_hit_of_at_least_n_damage_at_once_meets_attack_damage_at_least(
        pair0, positions, lives_after, scars):
    # The valuer's ability gains a Scar whenever one attack deals it 4 or more damage.
    other = ("Idle", "Shot") if pair0[1] == "Strike" else ("Idle", "Strike")
    state = play_beat(valuer_duel(positions=positions), pair0, other)
    assert lives(state) == lives_after
    assert (state.tokens(0, "Scar"), state.tokens(1, "Scar")) == (0, scars)


# Counters on cards (the valuer's Burr lies on the opponent's cards, Mote on its own).
BURR, MOTE = 1, 2


def _quiet_beat(state: GameState) -> GameState:
    """A beat in which nobody is hit: Idle Strike against Plain Shot, standups on 1 and 7."""
    return play_beat(replace(state, positions=(1, 7)), ("Idle", "Strike"), ("Plain", "Shot"))


def test_counters_given_to_the_opponents_pair_ride_their_discards_and_come_back_costing_life():
    # Burring Shot hits at distance 2 (3 damage; the Idle Strike misses): a Burr goes from the
    # valuer's pool (6 -> 5) onto the opponent's attack pair. At Recycle the pair goes to
    # discard pile 1 with it, then to pile 2, and the Recycle after that returns it to the
    # pool: the opponent loses 1 life then (000 "Recycle Phase").
    state = play_beat(valuer_duel(positions=(3, 5)), ("Burring", "Shot"), ("Idle", "Strike"))
    assert state.tokens(0, "Burr") == 5
    assert state.fighters[0].on_cards[BURR] == (0, 1, 0)
    assert lives(state) == (20, 17)
    state = _quiet_beat(state)
    assert state.fighters[0].on_cards[BURR] == (0, 0, 1)
    state = _quiet_beat(state)
    assert state.fighters[0].on_cards[BURR] == (0, 0, 0)
    assert state.tokens(0, "Burr") == 6
    assert lives(state) == (20, 17 - 1)
    assert "Valuer loses 1 life for the Burr counters that left their cards" in notes(state)


def test_own_counters_start_on_the_discard_piles_and_come_back_to_the_pool_in_turn():
    # Mote: 5 in all, 2 in the pool, 1 on each starting discard pile, so 1 in depletion.
    state = valuer_duel()
    assert (state.tokens(0, "Mote"), state.fighters[0].depletion[MOTE]) == (2, 1)
    assert state.fighters[0].on_cards[MOTE] == (0, 1, 1)
    # Recycle: pile 2 comes back to hand (its Mote to the pool, 2 + 1 = 3), pile 1's Mote
    # moves to pile 2. No life is lost for these (no life_per_return).
    state = _quiet_beat(state)
    assert state.fighters[0].on_cards[MOTE] == (0, 0, 1)
    assert state.tokens(0, "Mote") == 3
    assert lives(state) == (20, 20)


def test_counters_put_on_a_discard_pile_are_counted_there_and_move_by_an_effect():
    # Molting Shot hits (distance 2): a Mote from the pool (2 -> 1) onto discard pile 1, which
    # already held 1: (0, 2, 1). At End of Beat every Mote on pile 2 moves onto pile 1:
    # (0, 3, 0). At Recycle pile 1 becomes pile 2 (the attack pair carries none): (0, 0, 3),
    # and nothing comes back to the pool.
    state = play_beat(valuer_duel(positions=(3, 5)), ("Molting", "Shot"), ("Idle", "Strike"))
    assert "1 Mote put on Valuer's discard pile 1" in notes(state)
    assert "1 Mote moved from discard pile 2 to discard pile 1" in notes(state)
    assert state.fighters[0].on_cards[MOTE] == (0, 0, 3)
    assert state.tokens(0, "Mote") == 1


def test_a_power_bonus_per_counter_on_the_discard_piles():
    # Counting Shot: +1 Power per Mote on the discard piles (1 + 1 = 2): 3 + 2 = 5 at distance
    # 2 (20 - 5 = 15; the Idle Strike misses).
    state = play_beat(valuer_duel(positions=(3, 5)), ("Counting", "Shot"), ("Idle", "Strike"))
    assert lives(state) == (20, 15)


def test_a_condition_on_how_many_discard_piles_hold_counters():
    # Counting: +3 Priority while both of the opponent's discard piles hold a Burr. Counting
    # Shot's priority once revealed: Shot 2 with no Burr or with Burrs on one pile only, 2 + 3
    # = 5 with Burrs on both (3 Burrs placed by hand: the pool keeps 6 - 3).
    state = replace(set_only(valuer_duel(), ("Counting", "Shot"), ("Idle", "Grasp")),
                    phase="start")
    assert pair_stats(state, 0).priority.lo == 2
    one_pile = apply(state, adjust_decision(0, "cards:Burr:discard1", 1))
    assert pair_stats(one_pile, 0).priority.lo == 2
    both = apply(one_pile, adjust_decision(0, "cards:Burr:discard2", 2))
    assert pair_stats(both, 0).priority.lo == 5
    assert both.tokens(0, "Burr") == 6 - 3


def test_a_cannot_keeps_counters_off_the_attack_pair():
    # Barring Shot hits (distance 2) and would put a Mote on its own pair, but Barring says
    # no counter may go there: the pool keeps its 2. At Recycle pile 2's Mote comes back (2 +
    # 1 = 3) and pile 1's moves to pile 2; the pair brings none: (0, 0, 1).
    state = play_beat(valuer_duel(positions=(3, 5)), ("Barring", "Shot"), ("Idle", "Strike"))
    assert "No Mote counter may go on this attack pair" in notes(state)
    assert state.fighters[0].on_cards[MOTE] == (0, 0, 1)
    assert state.tokens(0, "Mote") == 3


def test_counters_taken_off_a_pair_are_lost_to_depletion():
    # Shedding Shot hits: a Mote onto its pair (pool 2 -> 1); After, every Mote on the pair is
    # taken off into depletion (1 + 1 = 2), not back to the pool. At Recycle pile 2's Mote
    # comes back (1 + 1 = 2): (0, 0, 1), depletion still 2.
    state = play_beat(valuer_duel(positions=(3, 5)), ("Shedding", "Shot"), ("Idle", "Strike"))
    assert "1 Mote taken off Valuer's attack pair" in notes(state)
    assert state.fighters[0].on_cards[MOTE] == (0, 0, 1)
    assert (state.tokens(0, "Mote"), state.fighters[0].depletion[MOTE]) == (2, 2)


def test_counters_on_cards_are_set_by_hand_from_the_pool_and_refused_beyond_it():
    state = apply(valuer_duel(), adjust_decision(0, "cards:Mote:pair", 2))
    assert state.fighters[0].on_cards[MOTE] == (2, 1, 1)
    assert state.tokens(0, "Mote") == 0
    with pytest.raises(RuleViolation):
        apply(state, adjust_decision(0, "cards:Mote:discard1", 3))
    with pytest.raises(InvalidInput):
        apply(state, adjust_decision(0, "cards:Scar:pair", 1))


def test_the_panel_data_lists_counters_on_cards_by_place():
    state = apply(valuer_duel(), adjust_decision(0, "cards:Burr:discard2", 2))
    assert counters.on_cards_view(state, 0) == (
        ("Burr", "on Valuer's cards", 0, 0, 2), ("Mote", "on Valuer's cards", 0, 1, 1))


@pytest.mark.parametrize(("pair1", "positions", "choices", "lives_after"), [
    # Idle Drive (priority 4) advances 1 from 4, hopping past the valuer on 3 to 2, and hits
    # for 3 (20 - 3 = 17): the standups switched sides by the opponent's movement alone, so
    # Crossing Strike has +2 Power: 4 + 2 = 6 (20 - 6 = 14).
    (("Idle", "Drive"), (3, 4), {"Drive": "3,2"}, (17, 14)),
    # Idle Shot (priority 2) at distance 1: no one moves, Crossing Strike hits first for 4
    # (20 - 4 = 16, over guard 2: no answer).
    (("Idle", "Shot"), (3, 4), {}, (20, 16)),
])
def test_switched_sides_counts_the_opponent_passing_you_too(pair1, positions, choices,
                                                            lives_after):
    state = play_beat(valuer_duel(positions=positions), ("Crossing", "Strike"), pair1,
                      choices=choices)
    assert lives(state) == lives_after


@pytest.mark.parametrize(("pair1", "positions", "choices", "lives_after"), [
    # Idle Drive advances 1 (5 -> 4) and hits for 3 (20 - 3 = 17); the opponent moved, so
    # Noticing Strike has 4 + 2 = 6 (20 - 6 = 14).
    (("Idle", "Drive"), (3, 5), {"Drive": "3,4"}, (17, 14)),
    # Idle Shot does not move: 4 (20 - 4 = 16).
    (("Idle", "Shot"), (3, 4), {}, (20, 16)),
])
def test_opponent_moved_holds_once_the_opponent_has_moved_this_beat(pair1, positions, choices,
                                                                     lives_after):
    state = play_beat(valuer_duel(positions=positions), ("Noticing", "Strike"), pair1,
                      choices=choices)
    assert lives(state) == lives_after


@pytest.mark.parametrize(("positions", "life"), [((4, 7), 20 - 6), ((3, 6), 20 - 3)])
def test_opponent_at_board_edge_holds_on_an_end_space(positions, life):
    # Cornering Shot (range 1~4, power 3) at distance 3; the Idle Strike misses. On space 7
    # (an end) the hit gets +3 Power: 6; on 6, 3.
    state = play_beat(valuer_duel(positions=positions), ("Cornering", "Shot"), ("Idle", "Strike"))
    assert lives(state)[1] == life


@pytest.mark.parametrize(("kites", "life"), [((4, 6), 20 - 5), ((1, 2), 20 - 3)])
def test_an_amount_counts_your_markers_in_a_place(kites, life):
    # Flocking Shot hits the opponent on 5 from 3 (the Idle Strike misses): +1 Power per Kite
    # next to the opponent. Kites on 4 and 6: 3 + 2 = 5; on 1 and 2: 3.
    state = markers_on(valuer_duel(positions=(3, 5)), 0, None, *kites)
    state = play_beat(state, ("Flocking", "Shot"), ("Idle", "Strike"))
    assert lives(state)[1] == life


def test_a_range_that_becomes_na_cannot_hit():
    # Blank Strike (priority 3) goes first at distance 1 and misses: its range is N/A. Idle
    # Shot then hits for 3 (20 - 3 = 17).
    state = play_beat(valuer_duel(positions=(3, 4)), ("Blank", "Strike"), ("Idle", "Shot"))
    assert lives(state) == (17, 20)
    assert "Valuer misses: its range is N/A" in notes(state)


def test_placing_a_marker_on_an_unoccupied_space_without_one_of_its_kind():
    # Kite 1 on space 1, Kite 2 off the board; standups on 3 and 5. Planting's End of Beat
    # puts a Kite (the one off the board, m2) on a space with no standup (not 3 or 5) and no
    # Kite (not 1): 2, 4, 6 or 7.
    state = markers_on(valuer_duel(positions=(3, 5)), 0, None, 1)
    state = set_and_ante(state, ("Planting", "Shot"), ("Idle", "Strike"))
    state = until_choice(state, "style:Planting#0")
    assert choice_keys(state) == ["m2:2", "m2:4", "m2:6", "m2:7"]


@pytest.mark.parametrize(("post", "life"), [(2, 20 - 5), (4, 20 - 3)])
def test_a_marker_behind_you_is_on_your_far_side_from_the_opponent(post, life):
    # Valuer on 3 facing the opponent on 5: space 2 is behind it, 4 is not. Lurking Shot
    # (power 3, +2 with the Post behind) hits at distance 2; the Idle Strike misses.
    state = markers_on(valuer_duel(positions=(3, 5)), 0, post)
    state = play_beat(state, ("Lurking", "Shot"), ("Idle", "Strike"))
    assert lives(state)[1] == life


def discards(state: GameState, seat_: int, pile1: tuple, pile2: tuple) -> GameState:
    """``seat_``'s discard piles set to these cards (taken out of the hand)."""
    hand = tuple(c for c in state.fighters[seat_].hand if c not in pile1 + pile2)
    return state.with_fighter(seat_, hand=hand, discard1=pile1, discard2=pile2)


@pytest.mark.parametrize(("style", "mine", "theirs", "life"), [
    # Matching: your base (Strike) lies in the opponent's discards: +2 Power.
    ("Matching", ((), ()), (("Plain", "Strike"), ()), 20 - 6),
    ("Matching", ((), ()), (("Plain", "Burst"), ()), 20 - 4),
    # Mirroring: the opponent's base (Shot) lies in your discards: +2 Power.
    ("Mirroring", (("Plain", "Shot"), ()), ((), ()), 20 - 6),
    ("Mirroring", (("Plain", "Burst"), ()), ((), ()), 20 - 4),
    # Sharing: +1 Power per base name in both fighters' discards (Grasp and Burst: +2).
    ("Sharing", (("Plain", "Grasp"), ("Idle", "Burst")),
     (("Plain", "Burst"), ("Idle", "Grasp")), 20 - 6),
])
def test_conditions_and_amounts_on_the_bases_in_the_discard_piles(style, mine, theirs, life):
    # A Strike (priority 3, power 4) against Idle Shot (2) at distance 1 hits first.
    state = discards(discards(valuer_duel(positions=(3, 4)), 0, *mine), 1, *theirs)
    state = play_beat(state, (style, "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == life


@pytest.mark.parametrize(("rounding", "expected"), [("up", 3), ("down", 2)])
def test_a_per_amount_may_count_one_per_n_rounded_up_or_down(rounding, expected):
    # 5 spaces between standups on 1 and 7; one per 2 of them: 5 / 2 = 2.5, so 3 rounded up
    # and 2 rounded down.
    amount = Amount.model_validate({"per": "spaces_between", "divide": 2, "round": rounding})
    assert amount_value(replace(valuer_duel(), positions=(1, 7)), 0, amount) == expected


@pytest.mark.parametrize(("kites", "life"), [((2, None), 20 - 5), ((5, 6), 20 - 3)])
def test_a_marker_distance_condition_reads_the_spaces_from_the_opponent(kites, life):
    # Sighting Shot hits the opponent on 5 from 3 (power 3; the Idle Strike misses): +2 Power
    # while a Kite lies 2 or 3 spaces from the opponent. A Kite on 2 (3 away): 5. Kites on 5
    # and 6 (0 and 1 away): 3.
    state = markers_on(valuer_duel(positions=(3, 5)), 0, None, *kites)
    state = play_beat(state, ("Sighting", "Shot"), ("Idle", "Strike"))
    assert lives(state)[1] == life


def test_placing_from_the_supply_only_uses_a_marker_off_the_board():
    # Summoning's End of Beat puts a Kite from the supply on the valuer's space (3). One Kite
    # off the board: it goes there. Both on the board (1 and 2): nothing moves.
    one = play_beat(markers_on(valuer_duel(positions=(3, 5)), 0, None, 1), ("Summoning", "Shot"),
                    ("Idle", "Strike"))
    assert one.fighters[0].markers[1:] == (1, 3)
    none = play_beat(markers_on(valuer_duel(positions=(3, 5)), 0, None, 1, 2),
                     ("Summoning", "Shot"), ("Idle", "Strike"))
    assert none.fighters[0].markers[1:] == (1, 2)


def test_a_finisher_beat_rotates_no_counters_and_returns_those_on_the_finisher():
    # The valuer at 7 life brings its Finisher with Switch, a Mote put on its pair by hand
    # (pool 2 - 1 = 1). A Finisher beat rotates no discard pile (000 "Finishers"): the Motes on
    # piles 1 and 2 stay, and the one on the Finisher comes back to the pool (1 + 1 = 2).
    state = apply(valuer_duel(positions=(1, 7), life=(7, 20)),
                  adjust_decision(0, "cards:Mote:pair", 1))
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Strike"))
    assert "Switch" in state.fighters[0].removed
    assert state.fighters[0].on_cards[MOTE] == (0, 1, 1)
    assert state.tokens(0, "Mote") == 2
