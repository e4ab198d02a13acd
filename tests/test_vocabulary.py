"""The card vocabulary beyond the first four fighters (docs/cards.md "Actions", "Conditions",
"Amounts", "The unique ability"), each carried out by the engine: opponent stat bonuses,
wins_ties, become_active, repeat_attack, forms, markers and the newer conditions.

The test fighter is tests/data/vocab.yaml ("tester"); its styles are +0 everywhere unless named.
Standard bases (fighters/shared.yaml): Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2, Grasp 1/2/5.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from pydantic import ValidationError

from assistant.views import fighter_view
from engine.battlecon import counters
from engine.battlecon.actions import action_options, apply_simple
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import Catalog, default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.effects import amount_value
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.movement import MoveSpec, legal_moves
from engine.battlecon.schema import Action, Amount, Cannot, Effect
from engine.battlecon.state import GameState, Mod, Outcome, Phase
from engine.battlecon.words import timing_words
from tests.beat_helpers import choice_keys, choose, finish_beat, lives
from tests.conftest import DATA, catalog_with, pass_antes, set_pairs, with_hand
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_only,
    set_revealed,
    start,
    take,
    until_choice,
)
from tests.note_helpers import (
    beaten,
    effect_hows,
    indices,
    names,
    noted,
    of_kind,
    out_of_range,
    positions,
    stunned_by,
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
    active = of_kind(state, "active_player")[-1]
    assert (active["seat"], active["priorities"]) == (0, (3, 1))
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
    active = of_kind(state, "active_player")[-1]
    assert (active["seat"], active["priorities"]) == (0, (3, 0))


def test_wins_ties_makes_the_attack_pair_active_on_equal_priority_without_a_clash():
    # Regal Strike and Plain Strike both have priority 3: Regal wins the tie.
    state = beat_of("Plain", "Strike", "Regal", "Strike", first_active=0)
    assert not of_kind(state, "clash")
    assert [n["seat"] for n in of_kind(state, "active_player")] == [1]
    assert state.active == 1


def test_become_active_at_reveal_beats_higher_priority():
    # Commanding Shot: priority 2 - 4 = -2, far below Grasp's 5, yet seat 0 is Active.
    state = beat_of("Commanding", "Shot", "Plain", "Grasp", first_active=1)
    assert state.active == 0
    assert [n["seat"] for n in of_kind(state, "active_player_forced")] == [0]


def test_become_active_at_start_of_beat_changes_who_attacks_first():
    # Seizing Shot (priority 2) against Plain Strike (priority 3) at range 1: seat 1 is
    # Active after Reveal; Seizing's Start trigger makes seat 0 Active, so seat 0's Shot
    # (range 1~4) is the first attack to hit.
    state = duel_of()
    state = replace(with_hand(with_hand(state, 0, "Seizing", "Shot"), 1, "Plain", "Strike"),
                    positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Seizing", "Shot"), ("Plain", "Strike")))
    became = indices(state, "becomes_active")[0]
    first_hit = indices(state, "hit_in_range")[0]
    assert became < first_hit and state.notes[became]["seat"] == 0
    hit = state.notes[first_hit]
    assert (hit["seat"], hit["range"]) == (0, "1~4")  # Shot's range: seat 0 attacked first


def test_repeat_attack_hits_a_second_time_and_runs_its_triggers_again():
    # Echoing Shot (range 1~4, power 3) against Plain Strike (guard 5 + 1) at range 3, out of
    # Strike's reach. First attack hits for 3; After: Spark 0 -> 1 and repeat; the second
    # attack hits for 3 more; its After trigger no longer holds (Spark 1). Seat 1: 20 - 6.
    state = beat_of("Echoing", "Shot", "Plain", "Strike", positions=(2, 5))
    assert lives(state) == (20, 14)
    assert state.tokens(0, "Spark") == 1
    assert [n["seat"] for n in of_kind(state, "attack_again")] == [0]


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
    note = state.notes[-1]
    assert (note.kind, note["seat"], note["index"], note["space"]) == ("marker_by_hand", 0, 2, 6)
    state = apply(state, adjust_decision(0, "marker:0", 0))
    assert (state.notes[-1]["index"], state.notes[-1]["space"]) == (0, None)
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
    assert effect_hows(state, "Kallistar", "Elemental Form",
                       timing_words("when:ante_phase_starts")) == [
        ": life 19 -> 18, Power +2, Priority +2"]
    assert (5, 1) in beaten(state)


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
    assert len(labels) == 3
    assert "Calm Form" in labels[0] and "Storm Form" in labels[1] and "+2" in labels[2]


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
    # Anath's unique ability (her active Aspect's bonuses) is a standing rule in words: listed
    # from the first Set step, on her panel only.
    catalog = default_catalog()
    state = start("anath", "eligor")
    standing = fighter_view(state, 0, None).standing
    ability = catalog.fighter("anath").unique_ability
    assert [name for name, _ in standing] == [ability.name]
    assert fighter_view(state, 1, None).standing == ()


# ---------------------------------------------------------------- in-time events (wave 3)


def test_being_stunned_by_damage_fires_its_in_time_trigger_after_the_when_taking_damage_ones():
    # Brittle Shot (priority 2, guard 2 + Calm 1 = 3) against Plain Strike (priority 3) at
    # range 1: Strike hits first for 4 > 3. The unique ability's "when you take damage" Welt
    # comes first; the stun is decided after it (000 "Attack"; ruling 10), and Brittle's
    # "when you are stunned" gains 2 Spark at once then (000 "In-Time Triggers").
    state = beat_of("Brittle", "Shot", "Plain", "Strike")
    assert state.tokens(0, "Spark") == 2
    welt = positions(state, "effect_line", seat=0, source="Test Kit",
                     timing=timing_words("when:you_take_damage"), how=": Welt 0 -> 1")
    spark = positions(state, "effect_line", seat=0, source="Brittle",
                      timing=timing_words("when:you_are_stunned"), how=": Spark 0 -> 2")
    assert welt[0] < spark[0]
    assert lives(state) == (16, 20)  # stunned: seat 0 never attacked


def test_the_opponent_moving_by_its_own_effect_or_by_yours_fires_a_whenever_trigger_each_time():
    # Wary Grasp (priority 5) against Plain Dodge (3) at 3 and 5. Start: Dodge moves seat 1
    # one space to 4 (its own effect): Spark 1. Grasp hits at range 1 and pushes seat 1 back
    # to 5 (Wary's owner moved it): Spark 2.
    state = set_and_ante(replace(duel_of(), positions=(3, 5)), ("Wary", "Grasp"),
                         ("Plain", "Dodge"))
    state = finish(state, choices={"Dodge": "3,4", "Grasp": "3,5"}, beat=1)
    assert state.tokens(0, "Spark") == 2


def test_the_opponent_moving_past_you_interrupts_their_effect_between_two_moves():
    # Rushing Strike (priority 3 + 1, Active) at 4 against Barbed Strike at 3. Start: advance 2
    # hops over seat 0 to space 1; Barbed fires at once: seat 1 loses 2 life and cannot move,
    # so Rushing's second action (advance 1) is not carried out and seat 1 stays on 1.
    state = beat_of("Barbed", "Strike", "Rushing", "Strike")
    assert state.positions == (3, 1)
    assert lives(state) == (20, 18)  # range 2: neither Strike (range 1) hits


def test_the_opponent_ending_a_move_next_to_you_springs_the_face_down_trap():
    # Seat 0 lays the Snap Trap and plays Gloating Shot (priority 2) against Plain Drive (4) at
    # 2 and 5. Drive advances 2 to space 3, next to seat 0: the trap may spring; seat 0 takes
    # it and retreats 1 to space 1. The trap sprung, Gloating gives +2 power. Drive misses at
    # range 2; Shot (range 1~4) hits for 3 + 2 = 5.
    state = set_and_ante(replace(duel_of(), positions=(2, 5)), ("Gloating", "Shot"),
                         ("Plain", "Drive"), antes=((0, "Lay a snare", "Snap Trap"),))
    state = until_choice(state, "base:Drive#0")
    state = choose(state, "2,3")
    state = take(state, Decision(0, "trigger", "special:Snap Trap#0"))
    state = finish(state, beat=1)
    assert lives(state) == (20, 15)
    assert effect_hows(state, "Tester", "Gloating",
                       timing_words("when:opponent_triggers_trap")) == [": Power +2"]


def test_a_trap_let_pass_is_not_sprung_and_may_spring_at_the_next_chance():
    # As above, but seat 0 lets the trap pass: no bonus; Drive hits from range 1 (3 damage)
    # and seat 0's Shot hits back for 3.
    state = set_and_ante(replace(duel_of(), positions=(2, 5)), ("Gloating", "Shot"),
                         ("Plain", "Drive"), antes=((0, "Lay a snare", "Snap Trap"),))
    state = until_choice(state, "base:Drive#0")
    state = choose(state, "2,3")
    state = take(state, Decision(0, "decline", "special:Snap Trap#0"))
    assert not state.fighters[0].trap_sprung
    assert state.fighters[0].when_done == frozenset()
    state = finish(state, beat=1)
    assert lives(state) == (17, 17)


def test_an_attack_repeated_at_end_of_beat_hits_again_and_end_of_beat_goes_on():
    # Encore Shot (range 1~4, power 3) against Idle Strike (range 1) at 2 and 5: Shot hits for
    # 3, Strike cannot reach. End of Beat: Encore gains a Spark and carries out the attack once
    # more (000 "Attack": range checked anew): 3 more damage, 20 - 6 = 14; then its second End
    # trigger still gives a Welt.
    state = beat_of("Encore", "Shot", "Idle", "Strike", positions=(2, 5))
    assert lives(state) == (20, 14)
    assert of_kind(state, "attack_again_at_end")
    assert (state.tokens(0, "Spark"), state.tokens(0, "Welt")) == (1, 1)


def test_a_stunned_fighter_does_not_carry_out_an_attack_repeated_at_end_of_beat():
    # Encore Shot (priority 2, guard 2 + Calm 1 = 3) against Plain Strike (priority 3) at range
    # 1: Strike hits first for 4 > 3, seat 0 is stunned and never attacks, not even when Encore
    # repeats the attack at End of Beat. Seat 0 Shot never hits: seat 1 keeps 20 life.
    state = beat_of("Encore", "Shot", "Plain", "Strike")
    assert lives(state) == (16, 20)
    assert state.tokens(0, "Welt") == 2  # one for the damage taken, one from Encore's End


# ---------------------------------------------------------------- losing tokens, stunning yourself


def test_losing_more_tokens_than_held_loses_every_one_and_counts_only_those():
    # Shedding: Reveal gains 1 Spark. End: lose 2 Spark (only 1 is held: it goes, where a
    # spend of 2 would take none), then the opponent loses 1 life per Spark lost: 20 - 1 = 19.
    # At 1 and 7 neither Strike nor Shot (range 1~4) reaches.
    state = beat_of("Shedding", "Strike", "Idle", "Shot", positions=(1, 7))
    assert state.tokens(0, "Spark") == 0
    assert lives(state) == (20, 19)
    assert state.fighters[0].lost == ()  # the count is for this beat only


def test_stunning_yourself_at_start_of_beat_means_you_do_not_attack():
    # Reckless Strike (priority 3) is Active against Plain Shot (2) at range 1, but stuns itself
    # at Start: it never attacks; Shot hits it for 3 (20 - 3 = 17).
    state = beat_of("Reckless", "Strike", "Plain", "Shot")
    assert stunned_by(state, "Tester", "Reckless")
    assert lives(state) == (17, 20)


# ---------------------------------------------------------------- antes (wave 3)


def test_an_ante_costing_zero_tokens_is_offered_without_any_and_costs_none():
    # Gamble costs 0 Spark: offered with no Spark held, and anteing it leaves Spark at 0.
    state = set_only(duel_of(), ("Plain", "Strike"), ("Idle", "Shot"))
    state = apply(state, Decision(0, "ante", "Gamble"))
    assert state.fighters[0].ante_count("Gamble") == 1
    assert state.tokens(0, "Spark") == 0
    assert state.fighters[0].depletion[0] == 3  # all three Spark still in depletion


def test_an_ante_is_offered_only_while_its_condition_holds():
    # Gamble needs 2 life or more: at 1 life it is neither offered nor accepted.
    state = set_only(duel_of(life=(1, 20)), ("Plain", "Strike"), ("Idle", "Shot"))
    gamble = Decision(0, "ante", "Gamble")
    assert gamble not in pending(state).options
    with pytest.raises(RuleViolation, match="condition"):
        apply(state, gamble)
    state = set_only(duel_of(life=(2, 20)), ("Plain", "Strike"), ("Idle", "Shot"))
    assert gamble in pending(state).options


# ---------------------------------------------------------------- wave 3 (misc)
# Moving the opponent directly, forced discards, board edges, winning or losing by an effect,
# the new marker places (docs/cards.md; 000 "Teleport", "Tokens & Counters", "Other Effects",
# "Defeat", "Markers"). Seat 0's markers: Wisp 1, Wisp 2 (in front: space 4 at setup),
# Lantern (behind: 2), Anchor (off the board).


def _at_choice(style0, base0, style1, base1, effect, *, positions=(3, 4), state=None):
    """Both pairs set at ``positions``, antes passed, first options taken until ``effect``
    asks for a choice."""
    state = duel_of() if state is None else state
    state = set_and_ante(replace(state, positions=positions), (style0, base0), (style1, base1))
    return until_choice(state, effect)


def test_moving_the_opponent_directly_offers_every_space_but_the_standups():
    # Hurling Strike (priority 3) beats Plain Shot (2) and hits at range 1: seat 1 may be
    # put on 1, 2 (past seat 0), 5, 6 or 7, never on 3 or 4 (000 "Teleport").
    state = _at_choice("Hurling", "Strike", "Plain", "Shot", "style:Hurling#0")
    assert choice_keys(state) == ["3,1", "3,2", "3,5", "3,6", "3,7"]
    state = choose(state, "3,1")
    assert state.positions == (3, 1)


def test_an_opponent_who_cannot_be_moved_is_not_moved_directly():
    # Seat 1 under "cannot move" has no destination: the effect is ignored (000 "Movement";
    # "Cannot vs. Do").
    action = Action.model_validate({"teleport_opponent": {"to": "any_space"}})
    state = replace(duel_of(), positions=(3, 4))
    state = state.with_fighter(1, mods=(Mod("cannot", Cannot(who="you", what=("move",)), "t"),))
    assert action_options(state, 0, action) == []


def test_moving_the_opponent_next_to_you_offers_both_sides():
    # Summoning at Start of Beat, seat 0 on 2, seat 1 on 6: spaces 1 and 3.
    state = _at_choice("Summoning", "Strike", "Plain", "Shot", "style:Summoning#0",
                       positions=(2, 6))
    assert choice_keys(state) == ["2,1", "2,3"]


def test_moving_the_opponent_onto_a_marker_then_removes_that_marker():
    # Wisps on 1 and 6. Luring Strike hits at range 1: seat 1 may go to 1 or 6; on 6, that
    # Wisp leaves the board and the other stays.
    state = duel_of()
    state = apply(state, adjust_decision(0, "marker:0", 1))
    state = apply(state, adjust_decision(0, "marker:1", 6))
    state = _at_choice("Luring", "Strike", "Plain", "Shot", "style:Luring#0", state=state)
    assert choice_keys(state) == ["3,1", "3,6"]
    state = choose(state, "3,6")
    assert state.positions == (3, 6)
    assert state.fighters[0].markers[:2] == (1, None)


def test_the_opponent_discards_one_token_of_their_own_but_never_a_counter():
    # Seat 1 holds 2 Spark tokens and 2 Bruise counters. Plundering Strike hits: one Spark
    # goes (the only token kind, so no choice): 2 - 1 = 1; no Bruise counter goes (the hit
    # gives seat 1 one more, by the test kit's ability: 2 + 1 = 3).
    state = duel_of()
    state = apply(state, adjust_decision(1, "token:Spark", 2))
    state = apply(state, adjust_decision(1, "token:Bruise", 2))
    state = beat_of("Plundering", "Strike", "Plain", "Shot", state=state)
    assert (state.tokens(1, "Spark"), state.tokens(1, "Bruise")) == (1, 3)
    assert noted(state, "token_discarded", seat=1, token="Spark")


def test_an_optional_discard_is_the_opponents_choice_and_otherwise_happens_without_tokens():
    # Taxing Strike hits. Seat 1 with a Spark picks (seat 1 decides): keep it and lose 2 life
    # (20 - 2 - 4 = 14) or discard it. Without any token the 2 life go at once.
    state = apply(duel_of(), adjust_decision(1, "token:Spark", 1))
    state = _at_choice("Taxing", "Strike", "Plain", "Shot", "style:Taxing#0", state=state)
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["t:", "t:Spark"]
    state = finish(choose(state, "t:"), beat=1)
    assert state.tokens(1, "Spark") == 1
    assert lives(state)[1] == 14
    state = beat_of("Taxing", "Strike", "Plain", "Shot")
    assert lives(state)[1] == 14


def test_a_base_the_opponent_discards_joins_their_pair_in_discard_pile_1():
    # Rifling Strike hits Plain Shot; seat 0 names a base in seat 1's hand (Drive). It leaves
    # the hand at once and goes into discard pile 1 with Plain Shot at Recycle.
    state = _at_choice("Rifling", "Strike", "Plain", "Shot", "style:Rifling#0")
    assert pending(state).seats == (0,)
    assert "b:Drive" in choice_keys(state)
    state = choose(state, "b:Drive")
    assert "Drive" not in state.fighters[1].hand
    state = finish(state, beat=1)
    assert state.fighters[1].discard1 == ("Plain", "Shot", "Drive")


def test_a_condition_on_the_opponent_at_the_edge_holds_only_on_an_end_space():
    # Cornering Strike (power 4, +2 against an opponent on an end space) hits Plain Shot:
    # on 6 and 7 seat 1 takes 6 (20 - 6 = 14); on 3 and 4 only 4 (16).
    assert lives(beat_of("Cornering", "Strike", "Plain", "Shot", positions=(6, 7)))[1] == 14
    assert lives(beat_of("Cornering", "Strike", "Plain", "Shot", positions=(3, 4)))[1] == 16


def test_a_condition_on_your_own_edge_space():
    # Braced: +1 power while seat 0 stands on an end space: from 1, 4 + 1 = 5 (15); from 3, 4.
    assert lives(beat_of("Braced", "Strike", "Plain", "Shot", positions=(1, 2)))[1] == 15
    assert lives(beat_of("Braced", "Strike", "Plain", "Shot", positions=(3, 4)))[1] == 16


def test_winning_by_an_effect_ends_the_duel_at_once_with_the_reason():
    # Fatal Strike hits first: seat 1 is defeated before damage; seat 0 wins (000 "Defeat").
    state = beat_of("Fatal", "Strike", "Plain", "Shot")
    assert state.phase == Phase.OVER
    assert state.outcome == Outcome("eliminated", 0, "Tester is defeated by Fatal")
    assert lives(state) == (20, 20)
    assert pending(state) is None


def test_losing_by_an_effect_gives_the_duel_to_the_opponent():
    # Doomed Strike hits first for 4 (16 left), over Shot's guard 2 + 1 (Calm): seat 1 is
    # stunned and never answers. At End of Beat seat 0 is defeated anyway: seat 1 wins with
    # less life.
    state = beat_of("Doomed", "Strike", "Plain", "Shot")
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 1)
    assert lives(state) == (20, 16)


def test_a_condition_on_the_opponents_priority_at_most():
    # Quelling Grasp (priority 5) hits first. Plain Shot has priority 2 (2 or lower): stunned,
    # it never attacks; Idle Drive has 4: not stunned by it.
    assert stunned_by(beat_of("Quelling", "Grasp", "Plain", "Shot"), None, "Quelling")
    assert not stunned_by(beat_of("Quelling", "Grasp", "Idle", "Drive"), None, "Quelling")


def test_a_condition_on_the_opponent_using_a_finisher():
    # Seat 1 at 7 life brings out Only Finish (range 1, power 6, priority 5) with Switch: it
    # hits first for 6 (guard 5 + 1 Calm: not stunned). Spiting Strike then hits for 4 and
    # chips 1 more: 7 - 4 - 1 = 2. Against Idle Shot (no Finisher): 20 - 4 = 16.
    state = replace(duel_of(life=(20, 7)), positions=(3, 4)).with_fighter(
        1, finisher="Only Finish")
    state = play_beat(state, ("Spiting", "Strike"), ("Switch", "Shot"))
    assert lives(state)[1] == 2
    assert lives(beat_of("Spiting", "Strike", "Idle", "Shot"))[1] == 16


def test_a_marker_may_be_placed_exactly_n_spaces_from_you():
    # Beaconing at End of Beat, seat 0 on 3: the Lantern 2 spaces away, on 1 or 5.
    state = _at_choice("Beaconing", "Strike", "Plain", "Shot", "style:Beaconing#0")
    assert choice_keys(state) == ["m2:1", "m2:5"]


def test_an_optional_placement_on_an_end_space_may_leave_the_marker_where_it_is():
    state = _at_choice("Rimming", "Strike", "Plain", "Shot", "style:Rimming#0")
    assert choice_keys(state) == ["m2:1", "m2:7", "skip"]
    assert choose(state, "skip").fighters[0].markers[2] == 2


def test_a_marker_within_the_attacks_range_never_shares_a_space_with_its_namesake():
    # Wisp 1 off the board, Wisp 2 on 5. Reaching Shot (range 1~4) from 3 with seat 1 on 4
    # (Plain Strike goes first): at End of Beat spaces 1, 2, 5, 6, 7 are in range and free of
    # standups; 5 holds the other Wisp.
    state = duel_of()
    state = apply(state, adjust_decision(0, "marker:0", 0))
    state = apply(state, adjust_decision(0, "marker:1", 5))
    state = _at_choice("Reaching", "Shot", "Plain", "Strike", "style:Reaching#0", state=state)
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:6", "m0:7"]


def test_a_marker_behind_you_is_on_your_far_side_from_the_opponent():
    # The Lantern starts behind seat 0 (space 2, seat 0 on 3 facing 4): Hunkered Strike has
    # +1 power, 5 (15 left); with the Lantern on 6, beyond the opponent, 4 (16 left).
    assert lives(beat_of("Hunkered", "Strike", "Plain", "Shot"))[1] == 15
    state = apply(duel_of(), adjust_decision(0, "marker:2", 6))
    assert lives(beat_of("Hunkered", "Strike", "Plain", "Shot", state=state))[1] == 16
# ---------------------------------------------------------------- wave 3: movement and reach
# Ignoring movement (`ignore_movement`), spaces a fighter cannot enter (`cannot_enter`), and
# the conditions `opponent_moved` and `switched_sides`, with the tester's styles Rooting,
# Bracing, Fencing, Warding, Waiting and Crossing (tests/data/vocab.yaml, last block).
# Standard bases: Strike 1/4/3 guard 5, Drive 1/3/4 (Before: advance 1 or 2), Grasp 1/2/5
# (Hit: push or pull 1), Burst 2~3/3/1 (Start: retreat 1 or 2). The tester starts in Calm
# Form: guard +1.


def test_a_fighter_who_may_ignore_movement_answers_after_the_opponent_picks_the_push():
    # Plain Grasp (priority 5) is Active against Rooting Strike (3) at range 1. Grasp hits;
    # seat 1 picks push 1 (seat 0 to space 2) over pull 1 (past seat 1 to space 5); then
    # seat 0 accepts that movement or ignores it.
    state = set_up_beat(("Rooting", "Strike"), ("Plain", "Grasp"), positions=(3, 4))
    assert choice_keys(state) == ["2,4", "5,4"]
    state = choose(state, "2,4")
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["2,4", "ignore"]
    state = choose(state, "ignore")
    # Nobody moved; ignoring earns a Spark. Grasp deals 2 (seat 0: 20 - 2); seat 0's Strike
    # still reaches range 1 and deals 4 (seat 1: 20 - 4).
    assert state.positions == (3, 4)
    assert state.tokens(0, "Spark") == 1
    assert lives(state) == (18, 16)


def test_accepting_the_movement_moves_the_fighter_as_chosen():
    # As above, but seat 0 takes the push: at range 2 its Strike (range 1) misses.
    state = set_up_beat(("Rooting", "Strike"), ("Plain", "Grasp"), positions=(3, 4))
    state = choose(choose(state, "2,4"), "2,4")
    assert state.positions == (2, 4)
    assert state.tokens(0, "Spark") == 0
    assert lives(state) == (18, 20)


def test_ignoring_your_own_movement_is_one_more_option_of_the_same_choice():
    # Rooting Drive (priority 4) is Active at 2 against 5: advance 1 (to 3), 2 (to 4), or
    # ignore the advance. Ignored, Drive (range 1) misses at range 3.
    state = set_up_beat(("Rooting", "Drive"), ("Plain", "Strike"), positions=(2, 5))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (2, 5)
    assert state.tokens(0, "Spark") == 1
    assert lives(state) == (20, 20)


def test_a_mandatory_ignore_of_the_opponents_movement_costs_them_a_life_each_time():
    # Bracing: every movement by the opponent's effects is ignored and the opponent loses 1
    # life. Grasp's push is picked but not made: seat 1 20 - 1 chip - 4 (Strike) = 15; seat 0
    # takes Grasp's 2.
    state = set_up_beat(("Bracing", "Strike"), ("Plain", "Grasp"), positions=(3, 4))
    state = choose(state, "2,4")
    assert state.positions == (3, 4)
    assert lives(state) == (18, 15)
    assert noted(state, "movement_ignored", seat=0)


def test_an_ignore_limited_to_the_opponents_effects_leaves_your_own_movement_alone():
    # Bracing Drive advances as usual: no "ignore" option, no life lost by anyone.
    state = set_up_beat(("Bracing", "Drive"), ("Plain", "Strike"), positions=(2, 5))
    assert choice_keys(state) == ["3,5", "4,5"]
    state = choose(state, "4,5")
    assert state.positions == (4, 5)
    # Drive (priority 4, Active) hits at range 1 for 3 (guard 5 + 1: no stun); Strike
    # answers for 4. Nobody lost life to Bracing.
    assert lives(state) == (16, 17)


def test_an_ignore_rule_refuses_rewards_that_need_a_choice():
    with pytest.raises(ValidationError, match="need no choice"):
        Action.model_validate({"ignore_movement": {"by": "anyone",
                                                   "each_time": [{"advance": 1}]}})


def test_a_fighter_cannot_move_into_or_through_a_closed_space():
    # Seat 1 on 1, seat 0 on 4; seat 1 may not enter 3 or 5 (the spaces next to seat 0).
    closed = frozenset({"1:enter:3", "1:enter:5"})
    # Advance 1 reaches 2; advance 2 would enter 3; advance 4 would cross 3 and 5.
    found = legal_moves((4, 1), 1, MoveSpec("advance", choices=(1, 2, 4)), closed)
    assert [r.positions for r in found] == [(4, 2)]
    # "Up to 3": 1 is the only amount it may make, or it stays; "as far as possible": 1.
    found = legal_moves((4, 1), 1, MoveSpec("advance", up_to=3), closed)
    assert [r.positions for r in found] == [(4, 2), (4, 1)]
    found = legal_moves((4, 1), 1, MoveSpec("advance", up_to=3, farthest=True), closed)
    assert [r.positions for r in found] == [(4, 2)]


def test_leaving_a_closed_space_is_allowed_and_hopping_the_standup_is_no_entry():
    # Seat 1 on 3, next to seat 0 on 4: retreating to 2 leaves it (allowed); advancing 1
    # hops seat 0's space (not entered) onto 5, which is closed; 6 only by crossing 5.
    closed = frozenset({"1:enter:3", "1:enter:5"})
    found = legal_moves((4, 3), 1, MoveSpec("retreat", choices=(1,)), closed)
    assert [r.positions for r in found] == [(4, 2)]
    assert legal_moves((4, 3), 1, MoveSpec("advance", choices=(1, 2)), closed) == ()
    # Only space 4 (seat 0's own space) closed to seat 1: hopping it is fine.
    found = legal_moves((4, 3), 1, MoveSpec("advance", choices=(1,)), frozenset({"1:enter:4"}))
    assert [r.positions for r in found] == [(4, 5)]


def test_a_teleport_enters_only_its_destination():
    # Seat 1 on 1 may not enter 3: teleporting from 1 to 5 passes over 3 without entering it,
    # but 3 itself is not offered.
    closed = frozenset({"1:enter:3"})
    found = legal_moves((4, 1), 1, MoveSpec("teleport", teleport_to=(3, 5)), closed)
    assert [r.positions for r in found] == [(4, 5)]


def test_the_opponent_cannot_advance_next_to_a_fighter_who_closes_those_spaces():
    # Plain Drive (priority 4) is Active from 5 against Fencing Strike on 2: advance 2 would
    # end on 3, next to seat 0; only advance 1 (to 4) is left, made without a choice. Both
    # attacks (range 1) then miss at range 2.
    state = set_up_beat(("Fencing", "Strike"), ("Plain", "Drive"), positions=(2, 5))
    assert state.beat == 2
    assert state.positions == (2, 4)
    assert lives(state) == (20, 20)


def test_nobody_may_enter_the_space_of_a_marker_closed_to_both_fighters():
    # The Lantern starts behind seat 0 (on 2: seat 0 began on 3 facing 5). Warding closes its
    # space to both. Seat 1's Drive from 1 toward seat 0 on 3 would have to enter 2: no
    # advance is possible, and both attacks miss at range 2.
    state = set_up_beat(("Warding", "Strike"), ("Plain", "Drive"), positions=(3, 1))
    assert state.fighters[0].markers[2] == 2
    assert state.positions == (3, 1)
    assert lives(state) == (20, 20)
    # Seat 0's own Burst cannot retreat through 2 either (Start: retreat 1 or 2 from 3).
    state = set_up_beat(("Warding", "Burst"), ("Plain", "Strike"), positions=(3, 5))
    assert state.positions == (3, 5)


def test_an_opponent_who_has_not_moved_cannot_hit_you():
    # Waiting: Plain Grasp (Active) has not moved: it misses at range 1; Strike hits for 4.
    state = set_up_beat(("Waiting", "Strike"), ("Plain", "Grasp"), positions=(3, 4))
    assert lives(state) == (20, 16)
    assert noted(state, "miss_cannot_hit", seat=1)


def test_an_opponent_who_moved_or_was_moved_can_hit_you():
    # Plain Drive advances from 5 to 4 and hits Waiting Strike for 3 (guard 5 + 1: no stun);
    # Strike answers for 4.
    state = set_up_beat(("Waiting", "Strike"), ("Plain", "Drive"), positions=(3, 5))
    state = choose(state, "3,4")
    assert lives(state) == (17, 16)
    # Waiting Grasp (Active) hits Plain Shot for 2 and pushes it to 5: being moved is moving
    # (000 "Movement"), so Shot (range 1~4) hits back for 3.
    state = set_up_beat(("Waiting", "Grasp"), ("Plain", "Shot"), positions=(3, 4))
    state = choose(state, "3,5")
    assert lives(state) == (17, 18)


def test_an_attack_that_needs_switched_sides_misses_without_a_switch():
    # Crossing Drive (range 1~4): advance 1 from 2 to 3, no switch: it misses at range 2.
    state = set_up_beat(("Crossing", "Drive"), ("Plain", "Strike"), positions=(2, 5))
    state = choose(state, "3,5")
    assert lives(state)[1] == 20


def test_switching_sides_by_your_own_advance_lets_the_attack_hit():
    # From 3 against 4, advance 1 hops seat 1 onto 5: sides switched, Drive hits for 3.
    state = set_up_beat(("Crossing", "Drive"), ("Plain", "Strike"), positions=(3, 4))
    state = choose(state, "5,4")
    assert lives(state)[1] == 17


def test_the_opponent_passing_you_switches_sides_too():
    # Plain Drive (Active) advances 1 from 4 over seat 0 on 3 onto 2 and hits for 3; then
    # Crossing Strike (range 1~4) hits back for 4: the switch was the opponent's move.
    state = set_up_beat(("Crossing", "Strike"), ("Plain", "Drive"), positions=(3, 4))
    state = choose(state, "3,2")
    assert lives(state) == (17, 16)


def test_a_bonus_for_switching_sides_during_this_movement_needs_the_advance_to_pass():
    # Lunging Strike (priority 3) against Plain Shot (2): advance 1 from 3 over seat 1 (on 4)
    # onto 5 passes it: +2 power, Strike hits for 4 + 2 = 6 (seat 1: 14, stunned).
    state = set_up_beat(("Lunging", "Strike"), ("Plain", "Shot"), positions=(3, 4))
    state = choose(state, "5,4")
    assert lives(state) == (20, 14)
    # From 2 against 5, advance 2 ends on 4 without passing: Strike hits for 4 (seat 1: 16).
    state = set_up_beat(("Lunging", "Strike"), ("Plain", "Shot"), positions=(2, 5))
    state = choose(state, "4,5")
    assert lives(state) == (20, 16)


def test_a_movement_the_other_fighter_ignored_counts_as_no_movement():
    # Tugging Strike (priority 3) hits Plain Shot (2) at range 1 and pulls it past (4 -> 2):
    # the pull moved seat 1, so it loses 1 life (chip), then 4 damage: 20 - 5 = 15 (stunned
    # over guard 2 + 1: no attack back).
    state = finish_beat(set_up_beat(("Tugging", "Strike"), ("Plain", "Shot"),
                                    positions=(3, 4)), 1)
    assert lives(state) == (20, 15)
    # Against Bracing (every movement by the opponent ignored, each costing the mover's
    # opponent 1 life) the pull moves nobody: no chip from Tugging, 4 damage (16); seat 0
    # loses 1 life to Bracing (19).
    state = finish_beat(set_up_beat(("Tugging", "Strike"), ("Bracing", "Shot"),
                                    positions=(3, 4)), 1)
    assert lives(state) == (19, 16)


def test_a_bonus_can_depend_on_which_way_the_movement_went():
    # Stepping at End of Beat: move 1 toward seat 1 (advance) gains 1 Spark, away 2 Sparks.
    # Stepping Strike and Idle Strike are far apart (1 and 7): priorities tie at 3, so Idle
    # Shot (2) for seat 1 instead; nobody is in range.
    state = set_up_beat(("Stepping", "Strike"), ("Idle", "Shot"), positions=(2, 7))
    state = choose(state, "3,7")
    assert state.tokens(0, "Spark") == 1
    state = set_up_beat(("Stepping", "Strike"), ("Idle", "Shot"), positions=(2, 7))
    state = choose(state, "1,7")
    assert state.tokens(0, "Spark") == 2


def test_then_actions_that_offer_a_choice_are_refused():
    with pytest.raises(ValidationError, match="need no choice"):
        Action.model_validate({"if_that_move": {"passed": True, "then": [{"push": 1}]}})


def test_an_opponent_on_an_end_space_is_at_the_edge_of_the_board():
    # Cornering Strike (priority 3) hits Plain Shot (2) on space 7: +2 power, 4 + 2 = 6.
    state = finish_beat(set_up_beat(("Cornering", "Strike"), ("Plain", "Shot"),
                                    positions=(6, 7)), 1)
    assert lives(state)[1] == 14
    # On space 1 too; on space 6 it is not at the edge: 4 damage.
    state = finish_beat(set_up_beat(("Cornering", "Strike"), ("Plain", "Shot"),
                                    positions=(2, 1)), 1)
    assert lives(state)[1] == 14
    state = finish_beat(set_up_beat(("Cornering", "Strike"), ("Plain", "Shot"),
                                    positions=(5, 6)), 1)
    assert lives(state)[1] == 16


# ---------------------------------------------------------------- wave 3 (antes)
# Ante actions that ask for a choice, `branch`, a style that counts for nothing, cards taken
# back into hand (docs/cards.md; 000 "Ante Phase", "Conditionals", "Attack Pairs", "Recycle").
# Tester antes: Sidestep (move 1 or 2, then +1 priority), Shadow Step (move to a space next to
# the opponent), Hedge (+1 power or +2 guard).


def test_an_ante_movement_asks_the_anting_player_which_way_and_how_far():
    # Seat 0 on 3, seat 1 on 5. Sidestep: advance 1 (4), advance 2 (4, hop 5, 6), retreat 1
    # (2) or retreat 2 (1). The choice is seat 0's, in the Ante Phase; then +1 priority, and
    # seat 1 antes next.
    state = set_only(duel_of(positions=(3, 5)), ("Plain", "Strike"), ("Idle", "Shot"))
    state = apply(state, Decision(0, "ante", "Sidestep"))
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["1,5", "2,5", "4,5", "6,5"]
    state = choose(state, "2,5")
    assert state.positions == (2, 5)
    assert [(m.kind, m.value) for m in state.fighters[0].mods] == [("priority", 1)]
    assert state.cursor.step == "ante" and state.cursor.to_act == 1
    assert Decision(1, "pass") in pending(state).options


def test_an_ante_move_that_must_end_next_to_the_opponent_offers_only_those_spaces():
    # Seat 0 on 1, seat 1 on 5: advancing 3 ends on 4, advancing 4 hops 5 and ends on 6; every
    # other amount ends away from the opponent.
    state = set_only(duel_of(positions=(1, 5)), ("Plain", "Strike"), ("Idle", "Shot"))
    state = apply(state, Decision(0, "ante", "Shadow Step"))
    assert choice_keys(state) == ["4,5", "6,5"]
    state = choose(state, "4,5")
    assert state.positions == (4, 5)


def test_an_ante_either_asks_which_bonus_and_gives_only_that_one():
    # Hedge: +1 power or +2 guard; seat 0 takes the guard.
    state = set_only(duel_of(), ("Plain", "Strike"), ("Idle", "Shot"))
    state = apply(state, Decision(0, "ante", "Hedge"))
    assert choice_keys(state) == ["#0", "#1"]
    state = choose(state, "#1")
    assert [(m.kind, m.value) for m in state.fighters[0].mods] == [("guard", 2)]


def test_a_branch_whose_first_branch_changes_the_range_does_not_run_the_other():
    # Forking Strike (priority 3) beats Plain Shot (2) at range 1: the `then` branch pushes
    # seat 1 to 5 (range 2); the `else` branch (chip 1, +1 power) must not follow. Damage
    # 4 (Strike): 20 - 4 = 16; 4 exceeds Shot's guard 2, seat 1 is stunned. Spark 0 + 1.
    state = beat_of("Forking", "Strike", "Plain", "Shot", positions=(3, 4))
    assert state.positions == (3, 5)
    assert lives(state) == (20, 16)
    assert state.tokens(0, "Spark") == 1


def test_a_branch_whose_condition_fails_runs_the_else_actions_in_its_place():
    # Range 2: Plain Strike (priority 3) attacks first and misses (range 1). Forking Shot
    # (range 1~4, power 3) hits: no push; chip 1 and +1 power: 20 - 1 - (3 + 1) = 15. Then the
    # action after the branch still runs: Spark 0 + 1.
    state = beat_of("Forking", "Shot", "Plain", "Strike", positions=(3, 5))
    assert state.positions == (3, 5)
    assert lives(state) == (20, 15)
    assert state.tokens(0, "Spark") == 1


def test_the_opponents_style_priority_counts_as_zero_and_the_breakdown_says_why():
    # Dulling Strike: priority 3. Seat 1 Bold Shot: 2 + 3 = 5, but Dulling's Reveal effect
    # makes Bold's printed +3 count +0: 2. Seat 0 is Active (3 beats 2).
    dulling = {"ignore_style": {"who": "opponent", "stats": ["priority"]}}
    stats = pair_stats(_revealed(("Dulling", "Strike"), ("Bold", "Shot"), 0, dulling), 1)
    assert stats.priority.lo == 2
    assert "Bold counts +0 (Dulling)" in stats.priority.explain()
    assert stats.power.lo == 3 + 2  # only the named stat is ignored
    state = beat_of("Dulling", "Strike", "Bold", "Shot")
    assert (3, 2) in beaten(state)


def test_the_opponents_style_range_counts_as_zero_so_their_attack_falls_short():
    # Distance 2. Bold Strike: range 1 + 1~2 = 2~3 would hit; Shortening makes it 1, a miss.
    # Shortening Strike (range 1) misses too: nobody loses life.
    state = beat_of("Shortening", "Strike", "Bold", "Strike", positions=(3, 5))
    assert lives(state) == (20, 20)
    assert ("1", "distance 2") in out_of_range(state)


def test_ignoring_your_own_style_leaves_the_base_printed_numbers():
    # Unbraced prints +2 everywhere; its Reveal effect ignores all four: Strike alone is
    # range 1, power 4, priority 3, guard 5, plus Calm Form's +1 guard (a bonus, not the
    # style's printed number): 6.
    unbraced = {"ignore_style": {"who": "you"}}
    stats = pair_stats(_revealed(("Unbraced", "Strike"), ("Plain", "Shot"), 0, unbraced), 0)
    assert (stats.range.lo, stats.range.hi, stats.power.lo, stats.priority.lo,
            stats.guard.lo) == (1, 1, 4, 3, 6)


def _revealed(pair0, pair1, seat, action):
    """Both pairs set, then ``seat``'s style's ``action`` (a dict) carried out as its Reveal
    effect does: the state as priority is counted."""
    state = set_only(duel_of(positions=(3, 4)), pair0, pair1)
    source = (pair0, pair1)[seat][0]
    state = apply_simple(state, seat, Action.model_validate(action), source, 0, 0)
    return replace(state, phase="start")


def test_taking_a_base_back_from_discard_offers_each_base_in_both_piles():
    # Seat 0's discards: pile 1 Plain + Dodge, pile 2 Idle + Grasp. Salvaging at End of Beat
    # offers Dodge and Grasp (not the styles); Dodge comes back to hand, so after Recycle
    # pile 2 holds only Plain and Dodge is in hand.
    state = _at_choice("Salvaging", "Strike", "Plain", "Shot", "style:Salvaging#0")
    assert choice_keys(state) == ["h:Dodge", "h:Grasp"]
    state = finish(choose(state, "h:Dodge"))
    fighter = state.fighters[0]
    assert "Dodge" in fighter.hand
    assert fighter.discard2 == ("Plain",)
    assert fighter.discard1 == ("Salvaging", "Strike")


def test_taking_every_discarded_card_back_needs_no_choice_and_empties_both_piles():
    # Hoarding: Plain, Dodge, Idle and Grasp all come back at End of Beat; after Recycle pile
    # 2 (the old pile 1) is empty.
    state = beat_of("Hoarding", "Strike", "Plain", "Shot")
    fighter = state.fighters[0]
    assert {"Plain", "Dodge", "Idle", "Grasp"} <= set(fighter.hand)
    assert fighter.discard2 == ()
    assert noted(state, "cards_taken_into_hand", seat=0,
                 cards=("Plain", "Dodge", "Idle", "Grasp"), why="Hoarding")


def test_take_to_hand_from_the_set_aside_pile_needs_a_set_aside():
    # A fighter without `set_aside` cannot take from it: the file is refused.
    text = (DATA / "vocab.yaml").read_text(encoding="utf-8").replace(
        "{take_to_hand: {from: discard, all: true}}", "{take_to_hand: {from: set_aside}}")
    with pytest.raises(Exception, match="set_aside"):
        catalog_with(set_aside_missing=text)


def test_a_branch_is_not_allowed_in_a_passive_effect():
    with pytest.raises(ValueError, match="branch"):
        Effect.model_validate({"timing": "passive", "action": {
            "branch": {"if": {"range": "1"}, "then": {"power": 1}}}})
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
    hit = of_kind(state, "hit_in_range")[-1]
    assert (hit["name"], hit["range"]) == ("Valuer", "1")
    assert hit["where"] == "distance 1 from Post on space 4"


def test_a_range_counted_from_a_marker_misses_an_opponent_next_to_the_standup():
    # Valuer on 3, opponent on 4 (distance 1), the Post on 7: distance 3 from the Post.
    # Tethered Strike (priority 3) is Active against Plain Shot (2) and misses; the Shot
    # (range 1~4, power 3) hits back: 20 - 3 = 17.
    state = markers_on(valuer_duel(positions=(3, 4)), 0, 7)
    state = play_beat(state, ("Tethered", "Strike"), ("Plain", "Shot"))
    assert lives(state) == (17, 20)
    assert ("1", "distance 3 from Post on space 7") in out_of_range(state)


def test_a_range_counted_from_a_marker_off_the_board_cannot_reach():
    # The same beat with the Post off the board: nothing to count from, a miss even at
    # distance 1.
    state = play_beat(valuer_duel(positions=(3, 4)), ("Tethered", "Strike"), ("Plain", "Shot"))
    assert lives(state) == (17, 20)
    assert ("1", "from Post (off the board)") in out_of_range(state)


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
    state = set_revealed(state, ("Tethered", "Strike"), ("Idle", "Grasp"))
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
    assert noted(state, "disparity", seat=0, disparity=3, mine=2, theirs=5, rival=None)
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
    state = set_revealed(valuer_duel(), ("Stretching", "Strike"), ("Idle", "Grasp"))
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
    assert noted(state, "life_for_counters", seat=1, amount=1, token="Burr")


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
    assert noted(state, "counters_put_on", token="Mote", amount=1, place="discard1")
    assert noted(state, "counters_moved", token="Mote", amount=1, source="discard2",
                 to="discard1")
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
    state = set_revealed(valuer_duel(), ("Counting", "Shot"), ("Idle", "Grasp"))
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
    assert noted(state, "counter_barred_from_pair", token="Mote")
    assert state.fighters[0].on_cards[MOTE] == (0, 0, 1)
    assert state.tokens(0, "Mote") == 3


def test_counters_taken_off_a_pair_are_lost_to_depletion():
    # Shedding Shot hits: a Mote onto its pair (pool 2 -> 1); After, every Mote on the pair is
    # taken off into depletion (1 + 1 = 2), not back to the pool. At Recycle pile 2's Mote
    # comes back (1 + 1 = 2): (0, 0, 1), depletion still 2.
    state = play_beat(valuer_duel(positions=(3, 5)), ("Shedding", "Shot"), ("Idle", "Strike"))
    assert noted(state, "counters_taken_off", token="Mote", amount=1, place="pair")
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
    assert "Valuer" in names(state, "miss_range_na")


def test_placing_a_marker_on_an_unoccupied_space_without_one_of_its_kind():
    # Kite 1 on space 1, Kite 2 off the board; standups on 3 and 5. Planting's End of Beat
    # puts a Kite (the one off the board, m2) on a space with no standup (not 3 or 5) and no
    # Kite (not 1): 2, 4, 6 or 7.
    state = markers_on(valuer_duel(positions=(3, 5)), 0, None, 1)
    state = set_and_ante(state, ("Planting", "Shot"), ("Idle", "Strike"))
    state = until_choice(state, "style:Planting#0")
    assert choice_keys(state) == ["m2:2", "m2:4", "m2:6", "m2:7"]


@pytest.mark.parametrize(("post", "life"), [(2, 20 - 5), (4, 20 - 3)])
def test_a_marker_behind_you_counts_for_a_bonus_on_your_far_side(post, life):
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


# ---------------------------------------------------------------- wave 4 (w4b)
# Teleporting onto one of your markers and trading places with one (docs/cards.md, "Wave 4
# (w4b)"; 000 "Teleport", "Markers"). Seat 0's markers: Wisp 1, Wisp 2, Lantern, Anchor.


def test_teleporting_onto_a_marker_offers_its_free_spaces_and_then_removes_it():
    # Wisps on 1 and 6; Homing Strike (priority 3) beats Plain Shot (2) and hits at range 1
    # from 3. After it, seat 0 may go to 1 or 6 (seat 1 stands on 4); on 6, that Wisp leaves
    # the board and the other stays.
    state = duel_of()
    state = apply(state, adjust_decision(0, "marker:0", 1))
    state = apply(state, adjust_decision(0, "marker:1", 6))
    state = _at_choice("Homing", "Strike", "Plain", "Shot", "style:Homing#0", state=state)
    assert choice_keys(state) == ["1,4", "6,4"]
    state = choose(state, "6,4")
    assert state.positions == (6, 4)
    assert state.fighters[0].markers[:2] == (1, None)


def test_a_marker_under_the_opponent_is_no_place_to_teleport_to():
    # One Wisp on the opponent's space 4, none elsewhere: no teleport can end on a standup
    # (000 "Teleport"), so seat 0 stays on 3 and the Wisp stays on 4.
    action = Action.model_validate({"teleport": {"to": "marker", "marker": "Wisp"}})
    state = apply(duel_of(), adjust_decision(0, "marker:0", 4))
    state = apply(state, adjust_decision(0, "marker:1", 0))
    state = replace(state, positions=(3, 4))
    assert action_options(state, 0, action) == []


def test_trading_places_with_a_marker_beyond_the_opponent_switches_sides():
    # Lantern moved by hand to 6; seat 0 on 3, seat 1 on 4. Trading Strike (priority 3) beats
    # Plain Shot (2); at Start of Beat seat 0 goes straight to 6 (past seat 1, on 4: the
    # sides switch) and the Lantern to 3, the space seat 0 left.
    state = apply(duel_of(), adjust_decision(0, "marker:2", 6))
    state = beat_of("Trading", "Strike", "Plain", "Shot", state=state)
    assert state.positions[0] == 6
    assert state.fighters[0].markers[2] == 3
    assert noted(state, "marker_put", seat=0, marker="Lantern", space=3)


def test_no_trade_with_a_marker_under_the_opponent_or_while_you_cannot_move():
    # Lantern on seat 1's space 4: no trade (a teleport never ends on a standup). Lantern on
    # 6 but seat 0 cannot move: no trade either, and the Lantern stays (000 "Cannot vs. Do").
    action = Action.model_validate(
        {"teleport": {"to": "marker", "marker": "Lantern", "swap_marker": True}})
    state = replace(apply(duel_of(), adjust_decision(0, "marker:2", 4)), positions=(3, 4))
    assert action_options(state, 0, action) == []
    state = replace(apply(duel_of(), adjust_decision(0, "marker:2", 6)), positions=(3, 4))
    assert [key for key, _ in action_options(state, 0, action)] == ["6,4"]
    stuck = state.with_fighter(0, mods=(Mod("cannot", Cannot(who="you", what=("move",)), "t"),))
    assert action_options(stuck, 0, action) == []


# wave 4 (w4c): markers moved one way only; "cannot gain tokens"


def _marker_spaces(state, effect_id, index):
    """Spaces offered for the tester's marker number ``index`` by ``effect_id``'s choice."""
    state = until_choice(state, effect_id)
    return {int(d.b.partition(":")[2]) for d in pending(state).options
            if d.a == effect_id and d.b.startswith(f"m{index}:")}


def test_a_marker_moved_toward_you_goes_only_that_way_and_on_past_you():
    # Tester on 3, opponent on 5, Anchor (marker 3) on 6. Drifting moves it 0 to 6 spaces
    # toward the tester: 6 (none), 5, 4, 3, then past the tester to 2 and 1; never 7.
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(None, None, None, 6))
    state = set_and_ante(state, ("Drifting", "Strike"), ("Bold", "Strike"))
    assert _marker_spaces(state, "style:Drifting#0", 3) == {1, 2, 3, 4, 5, 6}


def test_a_marker_on_your_own_space_has_no_way_toward_you_and_stays():
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(None, None, None, 3))
    state = play_beat(state, ("Drifting", "Strike"), ("Bold", "Strike"))
    assert state.fighters[0].markers[3] == 3


def test_a_marker_moved_toward_the_opponent_goes_the_way_you_would_advance():
    # Tester on 3 facing the opponent on 5, Wisp 1 on 2: 0 to 2 spaces up the board, so 2, 3
    # or 4; never 1 or 0. Facing the other way (tester on 5, opponent on 3), Wisp 1 on 6: 6, 5
    # or 4.
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(2, None, None, None))
    state = set_and_ante(state, ("Pushing Wisps", "Strike"), ("Bold", "Strike"))
    assert _marker_spaces(state, "style:Pushing Wisps#0", 0) == {2, 3, 4}
    state = replace(duel_of(), positions=(5, 3)).with_fighter(0, markers=(6, None, None, None))
    state = set_and_ante(state, ("Pushing Wisps", "Strike"), ("Bold", "Strike"))
    assert _marker_spaces(state, "style:Pushing Wisps#0", 0) == {4, 5, 6}


def test_a_fighter_who_cannot_gain_tokens_neither_gains_nor_regains_them():
    # Starving's End of Beat gains 1 Spark and regains 1 (0 held, 3 in depletion): both are
    # stopped by its own "cannot gain tokens", so 0 held; the note says why.
    state = play_beat(replace(duel_of(), positions=(1, 7)), ("Starving", "Strike"),
                      ("Bold", "Strike"))
    assert state.tokens(0, "Spark") == 0
    barred = of_kind(state, "cannot_gain_tokens")
    assert ("Tester", "Spark") in [(n["name"], n["token"]) for n in barred]


# wave 4 (w4c): moving directly to a marker


def test_moving_directly_to_a_marker_can_swap_it_onto_the_space_you_left():
    # Tester on 3, opponent on 5, Anchor on 1. Anchor Swap's Before: the tester goes to 1 and
    # the Anchor to 3.
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(None, None, None, 1))
    state = set_and_ante(state, ("Anchor Swap", "Strike"), ("Bold", "Strike"))
    assert effect_hows(state, "Tester", "Anchor Swap", timing_words("before")) == [
        ": teleports (space 3 -> 1), Anchor space 1 -> 3"]
    assert state.positions[0] == 1
    assert state.fighters[0].markers[3] == 3


def test_moving_directly_to_a_marker_on_a_standup_does_nothing():
    # Anchor on the opponent's space (5): no space to go to; the tester and the Anchor stay.
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(None, None, None, 5))
    state = set_and_ante(state, ("Anchor Swap", "Strike"), ("Bold", "Strike"))
    assert "".join(effect_hows(state, "Tester", "Anchor Swap", timing_words("before"))
                   ).startswith(": cannot teleport: no space to move to")
    assert state.positions[0] == 3
    assert state.fighters[0].markers[3] == 5


def test_moving_directly_to_a_marker_can_take_it_off_the_board():
    # Lantern on 7 past the opponent on 5: the tester goes to 7 and the Lantern comes off.
    state = replace(duel_of(), positions=(3, 5)).with_fighter(0, markers=(None, None, 7, None))
    state = set_and_ante(state, ("Lantern Leap", "Strike"), ("Bold", "Strike"))
    assert effect_hows(state, "Tester", "Lantern Leap", timing_words("before")) == [
        ": teleports (space 3 -> 7), Lantern off the board (was on space 7)"]
    assert state.positions[0] == 7
    assert state.fighters[0].markers[2] is None


def test_a_marker_in_each_space_fills_them_from_the_supply_nearest_first_until_it_runs_out():
    # Tester on 1, opponent on 7: 5 spaces between (2 to 6), both Wisps off the board. Wisp
    # Fill's End of Beat puts them on the two nearest the tester, 2 and 3; the rest stay empty.
    state = replace(duel_of(), positions=(1, 7)).with_fighter(0, markers=(None, None, None, None))
    state = play_beat(state, ("Wisp Fill", "Strike"), ("Bold", "Strike"))
    assert sorted(state.fighters[0].markers[:2]) == [2, 3]


def test_a_marker_in_each_space_skips_a_space_already_holding_one():
    # Tester on 3, opponent on 6: spaces 4 and 5 between; Wisp 1 already on 4, so Wisp 2 goes
    # to 5 and Wisp 1 stays.
    state = replace(duel_of(), positions=(3, 6)).with_fighter(0, markers=(4, None, None, None))
    state = play_beat(state, ("Wisp Fill", "Strike"), ("Bold", "Strike"))
    assert state.fighters[0].markers[:2] == (4, 5)


def test_moving_directly_within_the_attacks_range_offers_the_spaces_it_reaches_either_side():
    # Range Leap's End of Beat: tester on 4 with Range Leap Shot (range 1~4 + 1~2 = 2~6), the
    # opponent on 6: every space 2 or more away but the opponent's, so 1, 2 and 7.
    state = set_and_ante(replace(duel_of(), positions=(4, 6)), ("Range Leap", "Shot"),
                         ("Bold", "Strike"))
    state = until_choice(state, "style:Range Leap#0")
    assert choice_keys(state) == ["1,6", "2,6", "7,6"]


# ---------------------------------------------------------------- wave 5 (w5c)


def test_bases_in_discards_counts_the_base_cards_in_either_fighters_two_piles():
    # The tester's piles hold Strike and Shot (2 bases; the styles do not count), the
    # opponent's Grasp only (1).
    state = (duel_of().with_fighter(0, discard1=("Bold", "Strike"), discard2=("Idle", "Shot"))
             .with_fighter(1, discard1=("Bold", "Grasp"), discard2=()))
    assert amount_value(state, 0, Amount(per="bases_in_discards")) == 2
    assert amount_value(state, 0, Amount(per="opponent_bases_in_discards")) == 1
    assert amount_value(state, 1, Amount(per="opponent_bases_in_discards")) == 2


def test_either_of_two_marker_swaps_lets_the_player_pick_the_marker_on_a_shared_space():
    # Anchor and Lantern (different names) both on 5, the tester on 3, the opponent on 6.
    # Either Swap's Before offers one trade per marker; taking Lantern's puts the tester on 5
    # and Lantern on 3, while Anchor stays on 5.
    state = replace(duel_of(), positions=(3, 6)).with_fighter(0, markers=(None, None, 5, 5))
    state = set_and_ante(state, ("Either Swap", "Strike"), ("Bold", "Strike"))
    state = until_choice(state, "style:Either Swap#0")
    assert choice_keys(state) == ["#1:5.6", "5,6"]
    state = choose(state, "#1:5.6")
    assert state.positions[0] == 5
    assert state.fighters[0].markers[2:] == (3, 5)


def test_markers_that_cannot_move_are_neither_swapped_put_down_nor_moved():
    # Pinned Strike, tester on 3, opponent on 6 (distance 3: no attack hits). Wisp 1 on 4,
    # Lantern on 1, Anchor on 5: the Before swap with Anchor, the End of Beat placement of
    # Lantern on the tester's space and the 1-space move of a Wisp all do nothing.
    state = replace(duel_of(), positions=(3, 6)).with_fighter(0, markers=(4, None, 1, 5))
    state = play_beat(state, ("Pinned", "Strike"), ("Idle", "Strike"))
    assert state.positions == (3, 6)
    assert state.fighters[0].markers == (4, None, 1, 5)
