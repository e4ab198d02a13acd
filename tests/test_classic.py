"""The classic ruleset (002, Devastation of Indines), chosen when a duel is created (issue 7):
board, beat limit, no Force, Soak and Stun Guard. The 4th-edition rules stay as they were
(the rest of the suite)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant import why
from assistant.store import Store
from engine.battlecon.actions import action_options
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.damage import stun_check
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.movement import MoveSpec, legal_moves
from engine.battlecon.ruleset import ruleset
from engine.battlecon.schema import Action
from engine.battlecon.set_and_ante import FINISHER_ANTE
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.words import timing_words
from tests.fighter_helpers import finish, holding, play_beat, set_only, through_ante
from tests.note_helpers import effect_line, of_kind
from tests.shared_docs import needs_shared, seed_text
from tests.web_helpers import NEW_DUEL

FIGHTERS = sorted(default_catalog().fighters)


def classic(a: str = "eligor", b: str = "shekhtur", *, first_active: int = 0,
            positions: tuple[int, int] | None = None):
    """A classic duel of ``a`` against ``b`` at the first Set step (quick-start discards)."""
    setup = DuelSetup((suggested_seat(a, None, "classic"), suggested_seat(b, None, "classic")),
                      first_active=first_active, edition="classic")
    state = new_duel(setup)
    return state if positions is None else replace(state, positions=positions)


def test_classic_standups_start_on_spaces_two_and_six():
    assert classic().positions == (2, 6)


def test_classic_fighters_hold_no_force_and_there_is_no_force_pool():
    state = classic()
    assert [f.force for f in state.fighters] == [0, 0] and state.pool == 0


def test_classic_hands_hold_dash_and_neither_dodge_nor_switch():
    state = classic()
    kit = state.kits[0]
    assert "Dash" in kit.bases and "Dodge" not in kit.bases
    assert "Switch" not in kit.styles


def test_no_overload_is_offered_or_accepted_under_the_classic_ruleset():
    state = set_only(classic(), ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    state = apply(state, adjust_decision(0, "force", 4))  # even with Force set by hand
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    labels = pending(state).labels
    assert not any(name in label for label in labels
                   for name in ("Power Up", "Defense Up", "Speed Up"))
    with pytest.raises(RuleViolation, match="no Force and no Overloads"):
        apply(state, Decision(state.cursor.to_act, "ante", "Power Up"))


def test_an_unknown_ruleset_is_refused_with_the_two_names():
    with pytest.raises(InvalidInput, match="4th .* or classic"):
        ruleset("3rd")


def _quiet(state):
    """One beat in which nobody can hit: the standups far apart, both Dash (range N/A)."""
    style0 = next(s for s in state.kits[0].styles if s in state.fighters[0].hand)
    style1 = next(s for s in state.kits[1].styles if s in state.fighters[1].hand)
    return play_beat(replace(state, positions=(1, 7)), (style0, "Dash"), (style1, "Dash"))


def test_a_classic_duel_ends_after_beat_fifteen_and_the_higher_life_wins():
    state = apply(classic(), adjust_decision(1, "life", 12))
    beats_seen = []
    while state.outcome is None:
        beats_seen.append((state.beat, state.final_beat))
        state = _quiet(state)
    assert beats_seen[-1] == (15, True)  # beat 15 was played, and known to be the last
    assert all(not final for beat, final in beats_seen[:-1])
    assert state.outcome.reason == "time_over" and state.outcome.winner == 0
    assert "002" in why.outcome(state).rule


def test_equal_life_after_beat_fifteen_goes_to_the_reactive_player():
    # docs/rulings.md: 002 names no winner for equal life; the 000 rule decides it.
    state = classic()
    while state.outcome is None:
        state = _quiet(state)
    assert state.fighters[0].life == state.fighters[1].life
    assert state.outcome.reason == "time_over_tie"
    assert state.outcome.winner == state.reactive


def test_soak_reduces_the_hit_and_is_not_used_up():
    # Retribution Aegis with 3 Vengeance anted: Soak from both cards (002 "Soak").
    state = holding(classic(positions=(3, 4)), 0, "Vengeance", 3)
    state = set_only(state, ("Retribution", "Aegis"), ("Jugular", "Grasp"))
    state = through_ante(state, ((0, "Vengeance"),) * 3)
    soak = pair_stats(state, 0).armor.lo
    power = pair_stats(state, 1).power.lo
    assert soak >= power > 0
    state = finish(state, beat=1)
    hit = next(line for line in why.ledger(state, 0, "life").lines + (None,)
               if line is None or "hits" in line.label)
    assert hit is None  # the whole hit was soaked: no life changed
    taken = [w for w in state.whys if w.topic == "stun" and w.seat == 0]
    assert not taken  # no damage taken, so no stun check at all
    damage = [n for n in of_kind(state, "damage_taken") if n["seat"] == 0][-1]
    assert damage["dealt"] == 0
    assert damage["parts"][:2] == (("power", power), ("soak", -power))


def test_soak_is_still_there_after_it_reduced_a_hit():
    state = holding(classic(positions=(3, 4)), 0, "Vengeance", 3)
    state = set_only(state, ("Retribution", "Aegis"), ("Jugular", "Grasp"))
    state = through_ante(state, ((0, "Vengeance"),) * 3)
    soak = pair_stats(state, 0).armor.lo
    while not [n for n in of_kind(state, "damage_taken") if n["seat"] == 0]:
        state = apply(state, pending(state).options[0])
    assert state.beat == 1 and pending(state) is not None  # still in the beat of the hit
    assert state.fighters[0].armor_used == 0
    assert pair_stats(state, 0).armor.lo == soak


@pytest.mark.parametrize("edition,stunned", [("classic", False), ("4th", True)])
def test_stun_guard_counts_one_attack_where_guard_counts_the_beat(edition, stunned):
    # The defender already took damage equal to its guard this beat (an earlier hit), then
    # an attack at most its guard hits: 000 counts the beat's total, 002 this attack alone.
    setup = DuelSetup((suggested_seat("eligor", None, edition),
                       suggested_seat("shekhtur", None, edition)), edition=edition)
    state = replace(new_duel(setup), positions=(3, 4))
    state = set_only(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    state = through_ante(state)  # paused at Drive's Before advance, ahead of the hit
    assert not any(w.topic == "stun" for w in state.whys)
    guard, power = pair_stats(state, 0).guard.lo, pair_stats(state, 1).power.lo
    assert 0 < power <= guard
    state = state.with_fighter(0, damage_taken=guard)
    while not any(w.topic == "stun" and w.seat == 0 for w in state.whys):
        state = apply(state, pending(state).options[0])
    record = next(w for w in state.whys if w.topic == "stun" and w.seat == 0)
    assert record.hit is stunned


def test_the_stun_check_names_stun_guard_and_one_attack_when_per_attack():
    assert stun_check(7, 6, per_attack=True) == (
        True, "7 damage in this attack exceeds Stun Guard 6")
    assert stun_check(6, 6, per_attack=True)[0] is False


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTERS), st.sampled_from(FIGHTERS), st.data())
def test_random_classic_duels_end_by_beat_fifteen_without_force(a, b, data):
    state = classic(a, b)
    for _ in range(1500):
        now = pending(state)
        if now is None:
            break
        state = apply(state, data.draw(st.sampled_from(now.options)))
        assert state.beat <= 15
        assert state.pool == 0 and all(f.force == 0 for f in state.fighters)
        assert state.positions[0] != state.positions[1]
        for seat in (0, 1):  # every life change is itemised for "Why?"
            life = why.ledger(state, seat, "life")
            assert sum(line.amount for line in life.lines) == state.fighters[seat].life
            assert not any("not itemised" in line.label for line in life.lines)
    assert state.outcome is not None


def test_the_new_duel_form_offers_the_classic_ruleset_and_its_cards(client):
    page = client.get("/duel/new?f0=eligor&f1=shekhtur&rules=classic").get_data(as_text=True)
    assert "Devastation of Indines (classic)" in page
    assert '<input type="hidden" name="ruleset" value="classic">' in page
    assert "<option>Dash</option>" in page or ">Dash<" in page
    assert ">Dodge<" not in page


def test_a_classic_duel_page_counts_beats_to_fifteen_and_shows_no_force(client):
    data = dict(NEW_DUEL, ruleset="classic", base2_0="Dash", base2_1="Dash")
    response = client.post("/duel", data=data)
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Beat 1 of 15" in page
    assert "data-force" not in page and "Force pool" not in page


def test_a_classic_duel_keeps_its_ruleset_after_a_restart(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    game = store.create(DuelSetup((suggested_seat("eligor", None, "classic"),
                                   suggested_seat("shekhtur", None, "classic")),
                                  edition="classic"))
    store.close()
    again = Store(tmp_path / "games.sqlite3")
    state = again.log(game).state
    assert state.rules.name == "classic" and state.positions == (2, 6)
    again.close()


def _at_ante(state):
    """Both set, then on to the first ante decision (openings take their first option)."""
    while state.cursor.step != "ante" or state.cursor.work is not None:
        state = apply(state, pending(state).options[0])
    return state


def test_a_finisher_is_anted_at_seven_life_or_less_and_replaces_the_pair():
    state = apply(classic(), adjust_decision(0, "life", 7))
    state = _at_ante(set_only(state, ("Chained", "Strike"), ("Unleashed", "Drive")))
    before = state.fighters[0]
    finisher = state.fighters[0].finisher
    assert finisher is not None
    offered = [d for d in pending(state).options if d.a == FINISHER_ANTE]
    assert offered and offered[0].seat == 0
    state = finish(through_ante(state, ((0, FINISHER_ANTE),)), beat=1)
    (attack,) = [w for w in state.whys if w.topic == "hit" and w.seat == 0]
    assert attack.detail[0].endswith(f"= {finisher} {pair_stats_range(finisher)}")
    after = state.fighters[0]
    assert finisher in after.removed and after.finisher is None
    assert {"Chained", "Strike"} <= set(after.hand)  # the pair went back to hand
    assert (after.discard1, after.discard2) == (before.discard1, before.discard2)  # no recycle


def pair_stats_range(finisher: str) -> str:
    """The Finisher's printed range as `attack_pair.Stat.explain` writes a part."""
    card = default_catalog().fighter("eligor").finishers
    printed = next(c for c in card if c.name == finisher).range
    return str(printed)


def test_no_finisher_ante_above_seven_life_and_the_refusal_says_why():
    state = _at_ante(set_only(classic(), ("Vengeful", "Strike"), ("Unleashed", "Dash")))
    assert not any(d.a == FINISHER_ANTE for d in pending(state).options)
    with pytest.raises(RuleViolation, match="7 life or less; you have 20"):
        apply(state, Decision(0, "ante", FINISHER_ANTE))


def test_the_4th_edition_brings_the_finisher_with_switch_not_by_ante():
    state = new_duel(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur"))))
    state = apply(state, adjust_decision(0, "life", 5))
    state = _at_ante(set_only(state, ("Vengeful", "Strike"), ("Unleashed", "Drive")))
    assert not any(d.a == FINISHER_ANTE for d in pending(state).options)


def test_a_retreat_the_wall_cuts_short_goes_as_far_as_it_can_under_classic_rules():
    spec = MoveSpec("retreat", choices=(3,))
    (result,) = legal_moves((2, 5), 0, spec, walls_stop=True)
    assert result.positions == (1, 5) and result.spaces == 1
    assert legal_moves((2, 5), 0, spec) == ()  # 000: all or nothing, so ignored


def test_an_advance_against_a_fighter_at_the_wall_is_ignored_when_no_space_is_left():
    # 002 "Movement": walls may preclude movement entirely; then it is ignored.
    assert legal_moves((6, 7), 0, MoveSpec("advance", choices=(1,)), walls_stop=True) == ()
    (result,) = legal_moves((5, 7), 0, MoveSpec("advance", choices=(2,)), walls_stop=True)
    assert result.positions == (6, 7) and result.spaces == 1


def test_a_mandatory_move_with_a_wall_behind_must_go_forwards():
    # 002 "Movement": Arec must move 1 either way with a wall behind him, so forwards.
    results = legal_moves((1, 4), 0, MoveSpec("move", choices=(1,)), walls_stop=True)
    assert [r.positions for r in results] == [(2, 4)]


def test_up_to_lets_the_player_stay_put_under_classic_rules():
    # 002 "Movement": "Advance up to 2" may be a movement of zero; the board's edge changes
    # nothing here.
    spec = MoveSpec("advance", up_to=2)
    classic_ends = {r.positions for r in legal_moves((2, 6), 0, spec, walls_stop=True)}
    assert classic_ends == {(2, 6), (3, 6), (4, 6)}


def test_a_classic_duel_cuts_a_retreat_short_at_the_wall():
    # An effect's "retreat 3" from space 2: the classic duel offers the 1 space left, the
    # 4th-edition duel none (the movement is ignored).
    retreat = Action.model_validate({"retreat": 3})
    offered = action_options(classic(positions=(2, 5)), 0, retreat)
    assert offered == [("1,5", "Retreat 1: to space 1")]
    fourth = replace(new_duel(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")))),
                     positions=(2, 5))
    assert action_options(fourth, 0, retreat) == []


def test_the_first_active_player_of_a_classic_duel_cites_the_classic_setup():
    assert why.active(classic()).rule == '002 "Game Setup"'


def test_a_clash_with_no_base_left_recycles_the_pair_at_once_without_end_of_beat():
    # 002 "Priority Tie? - Clash!": a player out of cards during a clash skips straight to
    # recycling (no End of Beat effects) and a new beat begins. Vengeful Strike ties with
    # Unleashed Strike; Shekhtur holds no other base.
    state = set_only(classic(), ("Vengeful", "Strike"), ("Unleashed", "Strike"))
    kit = state.kits[1]
    hand = state.fighters[1].hand
    state = state.with_fighter(1, hand=tuple(c for c in hand if c not in kit.bases),
                               removed=tuple(c for c in hand if c in kit.bases))
    state = through_ante(state)
    assert state.beat == 2
    assert of_kind(state, "clash") and of_kind(state, "clash_no_base")
    # Unleashed's End of Beat effect never ran
    assert not effect_line(state, 1, "Unleashed", timing_words("end"))
    assert state.fighters[1].discard1 == ("Unleashed", "Strike")


def test_a_classic_duel_cites_the_classic_rulebook_where_it_has_the_section():
    state = play_beat(classic(positions=(3, 4)), ("Vengeful", "Strike"), ("Unleashed", "Drive"))
    rules = {note.rule for note in state.notes}
    assert '002 "3 - Reveal Attack Pairs"' in rules and '000 "Reveal Step"' not in rules
    assert '000 "Attack"' not in rules
    assert all("000" not in w.rule for w in state.whys if w.topic in ("active", "life"))


@needs_shared
def test_every_classic_citation_is_a_section_of_the_classic_rulebook():
    text = seed_text("002")
    for _, cited in ruleset("classic").citations:
        assert cited.split('"')[1] in text, cited


def test_classic_printings_default_to_the_classic_ruleset_on_the_new_duel_page(client):
    page = client.get("/duel/new?f0=eligor&f1=shekhtur").get_data(as_text=True)
    assert '<input type="hidden" name="ruleset" value="classic">' in page
    asked = client.get("/duel/new?f0=eligor&f1=shekhtur&rules=4th").get_data(as_text=True)
    assert '<input type="hidden" name="ruleset" value="4th">' in asked


def test_damage_soak_prevents_counts_as_soaked_and_fires_when_you_soak_damage():
    # 002 "Soak": Soak reduces the hit and is never used up; the damage it prevented is still
    # soaked, so Retribution's "when you soak damage" gain fires (1 Vengeance per point, at
    # most 2). Jugular Grasp (power 3) against Retribution Aegis (Soak 2): 2 soaked.
    state = holding(classic(positions=(3, 4)), 0, "Vengeance", 0)
    state = set_only(state, ("Retribution", "Aegis"), ("Jugular", "Grasp"))
    state = through_ante(state, ())
    soak, power = pair_stats(state, 0).armor.lo, pair_stats(state, 1).power.lo
    assert (soak, power) == (2, 3)
    while not [n for n in of_kind(state, "damage_taken") if n["seat"] == 0]:
        state = apply(state, pending(state).options[0])
    assert state.fighters[0].damage_soaked == 2 and state.fighters[0].armor_used == 0
    assert any("Retribution" in d.a for d in pending(state).options)
    taken = state.fighters[0].damage_taken  # 1: the unique ability gains 1 per damage taken
    for _ in range(3):  # the window's triggers, in the order offered
        if effect_line(state, 0, "Retribution"):
            break
        state = apply(state, pending(state).options[0])
    assert state.tokens(0, "Vengeance") == taken + 2


@pytest.mark.parametrize("exactly,results", [(True, []), (False, ["2,1"])])
def test_an_exact_movement_without_room_is_ignored_where_a_plain_one_stops_at_the_edge(
        exactly, results):
    # 002 "Movement": under the classic rules the board's edge cuts a movement short, but a
    # card's "exactly N (if there is not enough room, ignore it)" is made in full or not at
    # all (Kajia's Parasitic: pull exactly 3). Kajia on 2, her opponent on 4: a pull of 3
    # hops her and needs space 0, so exactly 3 is ignored and a plain pull 3 ends on space 1.
    from engine.battlecon.actions import action_options
    from engine.battlecon.schema import Action

    state = classic("kajia", "eligor", positions=(2, 4))
    action = Action.model_validate({"pull": {"amount": 3, "exactly": exactly}})
    found = [key for key, _label in action_options(state, 0, action)]
    assert found == results


def test_prompts_under_the_classic_ruleset_call_armor_soak_and_guard_stun_guard():
    # 002 "Attack Pairs": Soak and Stun Guard are the classic rules' names for them; the
    # engine's words are the 4th edition's, worded in the ruleset's terms for the screen.
    classic_rules, fourth = ruleset("classic"), ruleset("4th")
    text = 'Armor +1 and Guard +2 (Stun Guard stays; 000 "Guard & Stun"; Guardia)'
    assert classic_rules.terms(text) == \
        'Soak +1 and Stun Guard +2 (Stun Guard stays; 000 "Guard & Stun"; Guardia)'
    assert fourth.terms(text) == text


def test_a_classic_prompt_names_soak_and_stun_guard_never_armor():
    # Luc's Stinging has two triggers told apart by their actions ("ignore Armor" and
    # "ignore Guard" in the 4th edition's words): under the classic rules the buttons say
    # Soak and Stun Guard.
    import random

    from assistant.views import prompt_view

    seen = set()
    for seed in range(30):
        rng, state = random.Random(seed), classic("luc", "kajia")
        for _ in range(80):
            now = pending(state)
            if now is None:
                break
            shown = prompt_view(state)
            words = " ".join((shown.title, *(c.label for c in shown.choices)))
            assert "Armor" not in words and not re.search(r"(?<!Stun )Guard\b", words), words
            seen.update(w for w in ("ignore Soak", "ignore Stun Guard") if w in words)
            state = apply(state, rng.choice(now.options))
    assert seen == {"ignore Soak", "ignore Stun Guard"}
