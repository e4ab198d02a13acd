"""Zaamassal's paradigms (fighters/zaamassal.yaml): the five Paradigm cards are forms, so taking
on one ends the one he had; he begins with none ("No Paradigm") (000 "Forms"; 002 "Game Setup"
for the classic cards)."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    finish,
    formless,
    play_beat,
    set_and_ante,
    start,
    until_choice,
    until_step,
)
from tests.note_helpers import of_kind


def test_zaamassal_starts_without_a_paradigm_and_may_take_on_haste_after_an_urgent_attack():
    # Urgent Strike: priority 3 + 2 = 5 beats Combination Shot's 2, so Zaamassal attacks and
    # reaches his After Activating step, where Urgent offers the Paradigm of Haste.
    state = start("zaamassal", "shekhtur", positions=(3, 4))
    assert state.fighters[0].form == "No Paradigm"
    state = until_step(set_and_ante(state, ("Urgent", "Strike"), ("Combination", "Shot")),
                       "after")
    options = pending(state).options
    assert Decision(0, "trigger", "style:Urgent#1") in options
    assert Decision(0, "decline", "style:Urgent#1") in options
    state = finish(apply(state, Decision(0, "trigger", "style:Urgent#1")), beat=1)
    assert state.fighters[0].form == "Paradigm of Haste"


def test_taking_on_a_new_paradigm_ends_the_old_one_and_declining_keeps_it():
    # Haste active; Warped Strike (priority 3) beats Combination Shot (2) and Warped offers the
    # Paradigm of Distortion after the attack.
    haste = start("zaamassal", "shekhtur", positions=(3, 4)).with_fighter(
        0, form="Paradigm of Haste")
    state = until_step(set_and_ante(haste, ("Warped", "Strike"), ("Combination", "Shot")),
                       "after")
    taken = finish(apply(state, Decision(0, "trigger", "style:Warped#1")), beat=1)
    assert taken.fighters[0].form == "Paradigm of Distortion"
    declined = finish(apply(state, Decision(0, "decline", "style:Warped#1")), beat=1)
    assert declined.fighters[0].form == "Paradigm of Haste"


def test_being_stunned_ends_the_active_paradigm():
    # Haste active. Warped Shot (priority 2, guard 2) against Ludus's Safari Drive (priority 4)
    # on 3 and 4: Warped's Start retreat puts Zaamassal on 2, Drive advances 1 to 3 and hits
    # for 3 > guard 2: Zaamassal is stunned and at once has no paradigm (000 "In-Time
    # Triggers").
    haste = start("zaamassal", "ludus", positions=(3, 4)).with_fighter(
        0, form="Paradigm of Haste")
    state = finish(set_and_ante(haste, ("Warped", "Shot"), ("Safari", "Drive")), beat=1)
    assert [n["seat"] for n in of_kind(state, "stunned")] == [0]
    assert state.fighters[0].form == "No Paradigm"


def test_plane_divider_moves_the_opponent_directly_then_counts_the_spaces_between():
    # Zaamassal at 7 life brings out Plane Divider (priority 4) against Bladed Strike (3). Before:
    # he moves directly to 4, next to Kehrolyn on 5; range 1 hits. On Hit he moves her directly
    # to 1 (any space but 4 and 5), then +1 Power per space between (2 and 3): 2 + 2 = 4,
    # Kehrolyn 20 - 4 = 16; her Strike then misses at distance 3.
    state = formless(start("zaamassal", "kehrolyn", life=(7, 20)))
    state = state.with_fighter(0, finisher="Plane Divider")
    state = set_and_ante(state, ("Switch", "Strike"), ("Bladed", "Strike"))
    state = choose(until_choice(state, "finisher:Plane Divider#0"), "4,5")
    state = until_choice(state, "finisher:Plane Divider#1")
    assert choice_keys(state) == ["4,1", "4,2", "4,3", "4,6", "4,7"]
    state = finish(choose(state, "4,1"), beat=1)
    assert lives(state) == (7, 16)


def test_sturdy_lets_zaamassal_ignore_the_opponents_push():
    # Ludus's Safari Grasp (priority 5) beats Sturdy Strike (3) and hits at range 1 for 2:
    # Zaamassal 18. Ludus picks the push (3 -> 2); Zaamassal ignores it, so his Strike still
    # reaches range 1: 4 damage, Ludus 16.
    state = set_and_ante(start("zaamassal", "ludus", positions=(3, 4)), ("Sturdy", "Strike"),
                         ("Safari", "Grasp"))
    state = choose(state, "2,4")
    assert choice_keys(state) == ["2,4", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (3, 4)
    assert lives(state) == (18, 16)


def test_sturdy_also_covers_zaamassals_own_movement():
    # Sturdy Drive (priority 4) is Active: advance 1 or 2, or ignore the advance.
    state = set_and_ante(start("zaamassal", "ludus", positions=(2, 5)), ("Sturdy", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]


def test_plane_divider_ends_by_taking_on_the_paradigm_zaamassal_picks():
    # As above; after the move and the Power bonus (Kehrolyn 20 - 4 = 16) the same hit offers
    # the five paradigms by name, and the one picked (Pain) becomes his form: in play from
    # then on, its On Damage makes her lose 2 more life, 16 - 2 = 14.
    state = formless(start("zaamassal", "kehrolyn", life=(7, 20)))
    state = state.with_fighter(0, finisher="Plane Divider")
    state = set_and_ante(state, ("Switch", "Strike"), ("Bladed", "Strike"))
    state = choose(until_choice(state, "finisher:Plane Divider#0"), "4,5")
    state = choose(until_choice(state, "finisher:Plane Divider#1"), "4,1")
    assert choice_keys(state) == ["#0", "#1", "#2", "#3", "#4"]
    state = finish(choose(state, "#3"), beat=1)
    assert lives(state) == (7, 14)
    assert state.fighters[0].form == "Paradigm of Pain"


def test_paradigm_shift_may_take_on_any_paradigm_after_the_attack():
    # Zaamassal on 1, Shekhtur on 5. Urgent Paradigm Shift (priority 3 + 2 = 5) goes before
    # Combination Shot (2); Urgent advances him to 2. After Activating, Urgent's own Haste is
    # declined and Paradigm Shift's choice is taken: the fifth paradigm, Resilience, becomes
    # his form. Combination cannot hit from 3 spaces away, so no stun ends it.
    state = start("zaamassal", "shekhtur", positions=(1, 5))
    state = until_step(set_and_ante(state, ("Urgent", "Paradigm Shift"), ("Combination", "Shot")),
                       "after")
    state = apply(state, Decision(0, "decline", "style:Urgent#1"))
    state = apply(state, Decision(0, "trigger", "base:Paradigm Shift#0"))
    assert choice_keys(state) == ["#0", "#1", "#2", "#3", "#4"]
    state = finish(choose(state, "#4"), beat=1)
    assert state.fighters[0].form == "Paradigm of Resilience"


# Issue 20 (wave 3, c1): the paradigms' effects (from the open-source engines,
# docs/roster-notes.md), with no prompt; Distortion stays a prompt.


def _in_form(form, positions=(3, 4)):
    return start("zaamassal", "shekhtur", positions=positions).with_fighter(0, form=form)


def test_the_paradigm_of_pain_costs_the_opponent_two_life_when_his_attack_deals_damage():
    # Urgent Strike (power 4 - 1 = 3, priority 3 + 2 = 5) hits Combination Shot (priority 2)
    # first: 20 - 3 - 2 = 15; with no paradigm, 20 - 3 = 17.
    pairs = (("Urgent", "Strike"), ("Combination", "Shot"))
    assert lives(play_beat(_in_form("Paradigm of Pain"), *pairs))[1] == 15
    assert lives(play_beat(_in_form("No Paradigm"), *pairs))[1] == 17


def test_the_paradigm_of_haste_wins_priority_ties_and_freezes_an_adjacent_opponent():
    # Sinuous Shot (priority 2 + 1 = 3) against Unleashed Strike (3 + 0 = 3): a tie Haste
    # wins, so Zaamassal is the Active Player with no clash; with no paradigm, a clash.
    pairs = (("Sinuous", "Shot"), ("Unleashed", "Strike"))
    haste = set_and_ante(_in_form("Paradigm of Haste", (1, 7)), *pairs)
    assert (haste.active, haste.cursor.step != "clash") == (0, True)
    plain = set_and_ante(_in_form("No Paradigm", (1, 7)), *pairs)
    assert plain.cursor.step == "clash"
    # Adjacent (3 and 4): Unleashed Strike (priority 3) beats Malicious Strike (3 - 1 = 2); its
    # After retreat cannot move Shekhtur; with no paradigm it does.
    pairs = (("Malicious", "Strike"), ("Unleashed", "Strike"))
    assert play_beat(_in_form("Paradigm of Haste"), *pairs).positions[1] == 4
    assert play_beat(_in_form("No Paradigm"), *pairs).positions[1] != 4


def test_the_paradigm_of_resilience_gives_soak_two_until_his_own_attack():
    # Shekhtur's Jugular Grasp (priority 5 + 2 = 7, power 2 + 1 = 3) hits first: Soak 2 takes
    # 2, Zaamassal 20 - 1 = 19; with no paradigm, 20 - 3 = 17.
    pairs = (("Sturdy", "Strike"), ("Jugular", "Grasp"))
    assert lives(play_beat(_in_form("Paradigm of Resilience"), *pairs))[0] == 19
    assert lives(play_beat(_in_form("No Paradigm"), *pairs))[0] == 17


def test_the_paradigm_of_fluidity_moves_him_up_to_one_space_before_his_attack():
    # Zaamassal on 2, Shekhtur on 5. Sinuous Strike (priority 3 + 1 = 4) beats Combination
    # Shot (2); before it Fluidity moves him 0 or 1 space either way.
    state = set_and_ante(_in_form("Paradigm of Fluidity", (2, 5)), ("Sinuous", "Strike"),
                         ("Combination", "Shot"))
    state = until_choice(state, "special:Paradigm of Fluidity#0")
    assert set(choice_keys(state)) == {"1,5", "2,5", "3,5"}
