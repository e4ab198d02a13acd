"""Clinhyde Eight's Stims (unique ability Powersuit; three special cards Crizma, Ehrlite and
Hylatine, face up while active) and the cards that turn Stims face down: Diffusion and Frenzy
(fighters/clinhyde.yaml; 000 "Tokens & Counters", "Ante Phase", "Other Effects": Chip).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from dataclasses import replace

import pytest

from assistant.views import standing_rules
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.set_and_ante import ante_options
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    play_beat,
    set_and_ante,
    set_only,
    set_revealed,
    start,
    take,
    tokens,
    until_choice,
)
from tests.note_helpers import noted

STIMS = ("Crizma", "Ehrlite", "Hylatine")


def with_stims(state, active):
    """Clinhyde (seat 0) has the first ``active`` of his 3 Stims (Crizma, Ehrlite, Hylatine)
    face up, by hand."""
    for i in range(1, active + 1):
        state = apply(state, adjust_decision(0, f"special:{STIMS[i - 1]}", 1))
    return state


def stims(state) -> tuple[str, ...]:
    """Clinhyde's Stims face up (active)."""
    return state.fighters[0].active_cards


def test_activating_a_stim_at_ante_turns_the_chosen_stim_face_up():
    # No Stim is face up at the start; the ante turns the one picked (Ehrlite) face up.
    state = formless(start("clinhyde", "kehrolyn", positions=(1, 7)))
    assert stims(state) == ()
    state = set_only(state, ("Phase", "Strike"), ("Bladed", "Strike"))
    state = take(state, Decision(0, "ante", "Activate a Stim"))
    state = apply(state, Decision(0, "choose", "ante:Activate a Stim#0", "sp:Ehrlite"))
    assert stims(state) == ("Ehrlite",)


def test_with_every_stim_active_no_stim_can_be_activated():
    state = set_only(with_stims(formless(start("clinhyde", "kehrolyn", positions=(1, 7))), 3),
                     ("Phase", "Strike"), ("Bladed", "Strike"))
    assert "Activate a Stim" not in {d.a for d, _ in ante_options(state, 0)}


def test_each_active_stim_gives_its_bonus_and_a_face_down_one_does_not():
    # Crizma and Ehrlite face up, Hylatine down. Phase Strike: power 4 + 1 + 1 (Crizma) = 6,
    # priority 3 - 3 + 1 (Ehrlite) = 1, Guard 5 (Strike's) with no Stun Guard 2 (Hylatine);
    # no Stim is listed as a prompt any more.
    state = with_stims(formless(start("clinhyde", "kehrolyn", positions=(1, 7))), 2)
    state = set_revealed(state, ("Phase", "Strike"), ("Bladed", "Strike"))
    stats = pair_stats(state, 0)
    assert (stats.power.lo, stats.priority.lo, stats.guard.lo) == (6, 1, 5)
    sources = [source for source, _ in standing_rules(state, 0)]
    assert not set(STIMS) & set(sources)


def test_clinhyde_loses_one_life_per_active_stim_after_the_ante():
    # 2 Stims face up plus 1 activated at ante = 3: 20 - 3 = 17. At distance 6 neither Strike
    # (range 1) reaches, so no other life changes.
    state = with_stims(formless(start("clinhyde", "kehrolyn", positions=(1, 7))), 2)
    state = play_beat(state, ("Phase", "Strike"), ("Bladed", "Strike"),
                      antes=((0, "Activate a Stim"),))
    assert lives(state) == (17, 20)


def test_diffusion_turns_one_stim_face_down_when_it_deals_damage():
    # 2 Stims: Clinhyde loses 2 at Reveal (18). Diffusion Strike priority 3 + 1 + 1 (Ehrlite)
    # = 5 beats 3; range 1 + 0~1 hits at distance 1 for 4 - 1 + 1 (Crizma) = 4 (guard 5 + 2 =
    # 7: no stun), Kehrolyn 16;
    # the damage turns a Stim down: 2 - 1 = 1. The push (up to 2, 4 -> 6) leaves Bladed Strike
    # out of range.
    state = with_stims(formless(start("clinhyde", "kehrolyn", positions=(3, 4))), 2)
    state = play_beat(state, ("Diffusion", "Strike"), ("Bladed", "Strike"),
                      choices={"Diffusion": "sp:Crizma"})
    assert lives(state) == (18, 16)
    assert stims(state) == ("Ehrlite",)


def test_frenzy_turns_any_number_of_stims_face_down_after_its_attack():
    # 3 Stims; Toxic Frenzy (priority 3 + 1 = 4) attacks first after Frenzy's Start advance
    # (3 -> 4); After it Clinhyde turns Crizma and Hylatine down and declines the third turn.
    state = with_stims(formless(start("clinhyde", "kehrolyn", positions=(3, 5))), 3)
    state = set_and_ante(state, ("Toxic", "Frenzy"), ("Bladed", "Strike"))
    state = take(state, Decision(0, "trigger", "base:Frenzy#2"))
    state = apply(state, Decision(0, "choose", "base:Frenzy#2", "sp:Crizma"))
    state = take(state, Decision(0, "trigger", "base:Frenzy#3"))
    state = apply(state, Decision(0, "choose", "base:Frenzy#3", "sp:Hylatine"))
    state = apply(state, Decision(0, "decline", "base:Frenzy#4"))
    state = finish(state, beat=1)
    assert stims(state) == ("Ehrlite",)


# ---------------------------------------------------------------- wave 3: moving the opponent


def test_gravity_moves_the_opponent_directly_to_any_space_but_the_standups():
    # Gravity Shot: range 1~4 + 1~3 = 2~7, priority 2; Bladed Strike (priority 3) goes first
    # and misses at distance 3. Gravity hits: Kehrolyn may go to any space but 3 (Clinhyde)
    # and 6 (her own), past Clinhyde too (000 "Teleport": no passing through spaces).
    state = set_and_ante(formless(start("clinhyde", "kehrolyn", positions=(3, 6))),
                         ("Gravity", "Shot"), ("Bladed", "Strike"))
    state = until_choice(state, "style:Gravity#1")
    assert choice_keys(state) == ["3,1", "3,2", "3,4", "3,5", "3,7"]
    state = finish(choose(state, "3,1"), beat=1)
    assert state.positions == (3, 1)


def test_diffusion_takes_no_life_when_the_push_stops_short_of_the_edge():
    # As above from 3 and 4: the push takes Kehrolyn from 4 to 6, not an end space: only the
    # 3 damage, 20 - 3 = 17.
    state = play_beat(formless(start("clinhyde", "kehrolyn", positions=(3, 4))),
                      ("Diffusion", "Strike"), ("Bladed", "Strike"))
    assert lives(state)[1] == 17


def test_gravity_lets_clinhyde_ignore_his_own_advance():
    # Gravity Drive: range 1 + 1~3 = 2~4, priority 4 beats Bladed Strike's 3. The advance may
    # be ignored; from 2, at range 3, Gravity Drive hits for 3: Kehrolyn 17. Gravity's hit then
    # moves her directly; put on space 7, her Strike (range 1) cannot reach Clinhyde.
    state = set_and_ante(formless(start("clinhyde", "kehrolyn", positions=(2, 5))),
                         ("Gravity", "Drive"),
                         ("Bladed", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = finish(choose(state, "ignore"), choices={"Gravity": "2,7"}, beat=1)
    assert state.positions == (2, 7)
    assert lives(state) == (20, 17)


def test_phase_an_opponent_who_moved_cannot_hit_clinhyde_and_his_attack_can_hit_them():
    # Bladed Drive (priority 4) beats Phase Strike (3 - 3 = 0): Kehrolyn advances 5 -> 4 and,
    # having moved, cannot hit. Phase Strike (range 1 + 0~2 = 1~3) hits a fighter who moved:
    # 4 + 1 = 5, Kehrolyn 15.
    state = set_and_ante(formless(start("clinhyde", "kehrolyn", positions=(3, 5))),
                         ("Phase", "Strike"),
                         ("Bladed", "Drive"))
    state = choose(state, "3,4")
    assert lives(state) == (20, 15)
    assert noted(state, "miss_cannot_hit", name="Kehrolyn")


def test_phase_cannot_hit_an_opponent_who_has_not_moved():
    # Bladed Grasp (priority 5) hits first without moving: 2 + 2 = 4, Clinhyde 16, and pushes
    # him to 2. Phase Strike (1~3) would reach range 2, but Kehrolyn has not moved: it misses.
    state = set_and_ante(formless(start("clinhyde", "kehrolyn", positions=(3, 4))),
                         ("Phase", "Strike"),
                         ("Bladed", "Grasp"))
    state = choose(state, "2,4")
    assert lives(state) == (16, 20)


def test_diffusion_costs_the_opponent_two_life_when_its_push_leaves_them_at_the_edge():
    # Diffusion Strike (priority 3 + 1 = 4) beats Bladed Strike (3) at 4 and 5. Hit: push up to
    # 2, 5 -> 7, an end space: Kehrolyn loses 2 life, then takes 4 - 1 = 3 damage: 20 - 5 =
    # 15. Her Strike misses at range 3.
    state = play_beat(formless(start("clinhyde", "kehrolyn", positions=(4, 5))),
                      ("Diffusion", "Strike"),
                      ("Bladed", "Strike"))
    assert lives(state) == (20, 15)


@pytest.mark.parametrize(("base1", "positions", "choices", "lives_after"), [
    # Idle Drive (priority 4) advances 5 -> 4: it moved, so it cannot hit Clinhyde, and
    # Phase Strike (range 1~3, power 4 + 1 = 5, priority 0) hits it: 20 - 5 = 15.
    ("Drive", (3, 5), {"Drive": "3,4"}, (20, 15)),
    # Idle Shot (priority 2) does not move: it hits Clinhyde for 3 (not over Strike's guard
    # 5) and Phase cannot hit it.
    ("Shot", (3, 4), {}, (17, 20)),
])


def test_phase_trades_hits_only_with_an_opponent_who_moved(base1, positions, choices,
                                                           lives_after):
    state = play_beat(against_valuer("clinhyde", positions=positions), ("Phase", "Strike"),
                      ("Idle", base1), choices=choices)
    assert lives(state) == lives_after


# ---------------------------------------------------------------- wave 4: Toxic and Frenzy


def test_toxic_advances_1_then_1_more_per_active_stim_turning_back_once_past():
    # 3 Stims, Clinhyde on 3, the valuer on 5. Toxic's Start: four 1-space advances, each
    # toward the opponent: 3 -> 4 (beside her), 4 -> 6 (hopping over 5), back 6 -> 4, then
    # 4 -> 6. One advance of 4 would have ended on 7 instead. Toxic Strike (priority 3 + 1 =
    # 4 + 2 (Ehrlite, doubled by Toxic) beats Idle Shot's 2) then hits at distance 1 for 4 + 2
    # (Crizma, doubled) = 6 > guard 2: the valuer is stunned, 20 - 6 = 14, and nobody moves
    # again; Clinhyde lost 3 life for his 3 Stims: 17.
    state = with_stims(against_valuer("clinhyde", positions=(3, 5)), 3)
    state = play_beat(state, ("Toxic", "Strike"), ("Idle", "Shot"))
    assert state.positions == (6, 5)
    assert lives(state) == (17, 14)


def test_toxic_with_no_active_stim_advances_once():
    # No Stim face up: only the first advance, 3 -> 4; Toxic Strike (range 1) then misses the
    # valuer on 6, whose Idle Shot (range 1~4) hits back for 3, not over Strike's guard 5.
    state = play_beat(against_valuer("clinhyde", positions=(3, 6)), ("Toxic", "Strike"),
                      ("Idle", "Shot"))
    assert state.positions == (4, 6)
    assert lives(state) == (17, 20)


def test_frenzys_power_is_one_plus_the_active_stims_and_the_style_still_adds():
    # 2 Stims. Frenzy's printed X is 1 + 2 = 3; Shock adds -1 and Crizma +1: 3. With no Stim,
    # 1 - 1 = 0.
    state = with_stims(against_valuer("clinhyde", positions=(3, 5)), 2)
    state = set_and_ante(state, ("Shock", "Frenzy"), ("Idle", "Shot"))
    assert pair_stats(state, 0).power.lo == 3
    state = set_and_ante(against_valuer("clinhyde", positions=(3, 5)), ("Shock", "Frenzy"),
                         ("Idle", "Shot"))
    assert pair_stats(state, 0).power.lo == 0


# ---------------------------------------------------------------- wave 5 (w5c)


def test_after_vital_silver_infusion_he_loses_a_life_at_every_later_ante_phase_end():
    # Clinhyde on 1, Eligor on 5, life 7: Switch brings out Vital Silver Infusion (range N/A:
    # it misses; Aegis's range 1 misses at distance 4). After it he regains 10: 17. Next
    # beat, as the ante phase ends (read at Reveal), he loses 1: 16. Toxic Strike advances 1
    # (to 2, distance 3): Strike's range 1 misses, with no range bonus from this Infusion.
    state = start("clinhyde", "eligor", positions=(1, 5), life=(7, 20)).with_fighter(
        0, finisher="Vital Silver Infusion")
    state = play_beat(state, ("Switch", "Strike"), ("Chained", "Aegis"))
    assert tokens(state, 0, "Vital Silver") == 1
    assert lives(state) == (17, 20)
    state = play_beat(state, ("Toxic", "Strike"), ("Chained", "Aegis"))
    assert lives(state) == (16, 20)


def test_after_ritherwhyte_infusion_his_attacks_reach_2_further_and_he_loses_a_life_each_beat():
    # As above with Ritherwhyte Infusion: no regain, life stays 7 after its beat (the loss
    # starts at the next ante phase's end). Next beat: 7 - 1 = 6. Toxic Strike advances 1 (to
    # 2, distance 3): range 1 + 0~2 = 1~3 reaches; power 4 + 0 = 4 at priority 3 + 1 = 4
    # against Chained Aegis (-1): Eligor 20 - 4 = 16.
    state = start("clinhyde", "eligor", positions=(1, 5), life=(7, 20)).with_fighter(
        0, finisher="Ritherwhyte Infusion")
    state = play_beat(state, ("Switch", "Strike"), ("Chained", "Aegis"))
    assert tokens(state, 0, "Ritherwhyte") == 1
    assert lives(state) == (7, 20)
    state = play_beat(state, ("Toxic", "Strike"), ("Chained", "Aegis"))
    assert lives(state) == (6, 16)


# Issue 20 (wave 3, c1): the Stims by name with their bonuses (from the open-source engine
# yaronra/battlecon-ai, docs/roster-notes.md).


@pytest.mark.parametrize(("stim", "power", "priority", "armor"), [
    ("Crizma", 4 + 1 + 1 + 1, 3 - 3, 0),   # While Active +1 Power, Ante +1 Power
    ("Ehrlite", 4 + 1, 3 - 3 + 1 + 1, 0),  # While Active +1 Priority, Ante +1 Priority
    ("Hylatine", 4 + 1, 3 - 3, 2),          # While Active Stun Guard 2, Ante Soak 2
])
def test_the_stim_activated_at_ante_gives_its_ante_bonus_on_top(stim, power, priority, armor):
    # Phase Strike: power 4 + 1, priority 3 - 3, Guard 5 (Strike's).
    state = set_only(formless(start("clinhyde", "kehrolyn", positions=(1, 7))),
                     ("Phase", "Strike"), ("Bladed", "Strike"))
    state = take(state, Decision(0, "ante", "Activate a Stim"))
    state = apply(state, Decision(0, "choose", "ante:Activate a Stim#0", f"sp:{stim}"))
    stats = pair_stats(replace(state, phase="start"), 0)
    assert (stats.power.lo, stats.priority.lo, stats.armor.lo) == (power, priority, armor)
    assert stats.guard.lo == 5 + (2 if stim == "Hylatine" else 0)


def test_a_stim_activated_in_an_earlier_beat_gives_no_ante_bonus():
    # Crizma activated at beat 1 (distance 6: nobody hits); beat 2, no ante: Phase Strike
    # power 4 + 1 + 1 (While Active only) = 6.
    state = formless(start("clinhyde", "kehrolyn", positions=(1, 7)))
    state = play_beat(state, ("Phase", "Strike"), ("Bladed", "Strike"),
                      antes=((0, "Activate a Stim"),))
    assert stims(state) == ("Crizma",)
    state = set_revealed(state, ("Toxic", "Shot"), ("Bladed", "Shot"))
    # Toxic Shot: power 3 + 0 + 1 + 1 (Crizma doubled by Toxic) = 5.
    assert pair_stats(state, 0).power.lo == 5
