"""Iaxus's unique ability (Planar Overlay): the Growth counter on his active plane and the
cards that add or remove counters (fighters/iaxus.yaml; 000 "Ante Phase", "In-Time Triggers",
"Tokens & Counters", "Attack", "Guard & Stun").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    set_only,
    start,
    take,
    through_ante,
    tokens,
    until_choice,
)

GROWTH_RULE = "ua:Planar Overlay#1"  # the plane's Growth effect, a prompt


def _play(state, choices=None):
    """The rest of the beat from the window at the start of the Ante Phase."""
    return finish(through_ante(state), choices=choices, beat=state.beat)


def test_a_growth_counter_is_added_when_each_ante_phase_starts():
    # Iaxus on 1, Baenvier on 6 (distance 5): Seismic Strike (range 1 + 0~1 = 1~2) and
    # Baenvier's Switch Strike (range 1) both miss, so no damage adds a counter.
    # Growth 0 -> 1 at the first Ante Phase, and the plane's Growth prompt is offered there;
    # 1 -> 2 at the second.
    state = set_only(start("iaxus", "baenvier", positions=(1, 6)), ("Seismic", "Strike"),
                     ("Switch", "Strike"))
    assert tokens(state, 0, "Growth") == 0
    assert Decision(0, "trigger", GROWTH_RULE) in pending(state).options
    state = _play(state)
    assert tokens(state, 0, "Growth") == 1
    state = through_ante(set_only(state, ("Minimized", "Shot"), ("Switch", "Grasp")))
    assert tokens(state, 0, "Growth") == 2


def test_taking_damage_adds_a_growth_counter():
    # Iaxus on 3, Baenvier on 4 (distance 1). Iaxus's Seismic Shot: priority 2 - 1 = 1, guard
    # 2. Baenvier's Switch Strike (range 1, power 4, priority 3) hits first: Iaxus 20 - 4 = 16
    # (4 exceeds guard 2: stunned, he does not attack).
    # Growth: 1 at the Ante Phase + 1 for the damage = 2.
    state = _play(set_only(start("iaxus", "baenvier", positions=(3, 4)), ("Seismic", "Shot"),
                           ("Switch", "Strike")))
    assert lives(state)[0] == 16
    assert tokens(state, 0, "Growth") == 2


def test_zone_eater_turns_each_growth_counter_removed_into_one_life_and_one_power():
    # At 7 life Switch brings Zone Eater (range 1~3, power 2, priority 5). Growth 3 by hand,
    # + 1 at the Ante Phase = 4. Iaxus on 3, Baenvier on 4 with Switch Strike (priority 3):
    # Iaxus attacks first and removes all 4: life 7 + 4 = 11, power 2 + 4 = 6. Baenvier
    # 20 - 6 = 14 and, 6 exceeding guard 5, he is stunned and does not attack.
    state = start("iaxus", "baenvier", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Zone Eater")
    state = apply(state, adjust_decision(0, "token:Growth", 3))
    state = _play(set_only(state, ("Switch", "Strike"), ("Switch", "Strike")),
                  choices={"Zone Eater": "4"})
    assert lives(state) == (11, 14)
    assert tokens(state, 0, "Growth") == 0


FOLDING_NEAR = "style:Folding#0#~0t"  # Folding's Hit trigger, range-1 branch
FOLDING_FAR = "style:Folding#0#~0e"


def test_folding_at_range_one_moves_the_opponent_directly_to_any_space():
    # Iaxus on 3, Baenvier on 4. Folding Strike (priority 3) beats Switch Shot (2), hits at
    # range 1: Baenvier may be put on any space but the standups' (1, 2, 5, 6, 7).
    state = through_ante(set_only(start("iaxus", "baenvier", positions=(3, 4)),
                                  ("Folding", "Strike"), ("Switch", "Shot")))
    state = until_choice(state, FOLDING_NEAR)
    assert choice_keys(state) == ["3,1", "3,2", "3,5", "3,6", "3,7"]


def test_folding_farther_pulls_the_opponent_one_or_two_spaces():
    # Iaxus on 3, Baenvier on 5. Baenvier's Switch Strike (priority 3) goes first and misses.
    # Folding Shot (range 1~4 + 0~1) hits at range 2: pull 1 (to 4) or 2 (past Iaxus, to 2).
    state = through_ante(set_only(start("iaxus", "baenvier", positions=(3, 5)),
                                  ("Folding", "Shot"), ("Switch", "Strike")))
    state = until_choice(state, FOLDING_FAR)
    assert choice_keys(state) == ["3,2", "3,4"]


def test_diffuse_counts_range_from_beyond_the_far_end_of_the_board():
    # Iaxus on 2, the valuer on 6: the far end is past space 7, so Diffuse Strike (range 1~2,
    # priority 3 + 1 = 4, first) counts from beyond 7: distance 2, a hit for 4 (not above
    # Strike's guard 5). It moves the valuer 2 spaces, to 4; Idle Strike then misses at 2.
    state = against_valuer("iaxus", positions=(2, 6))
    state = finish(through_ante(set_only(state, ("Diffuse", "Strike"), ("Idle", "Strike"))))
    assert lives(state) == (20, 16)
    assert state.positions == (2, 4)


def test_diffuse_counts_range_as_usual_when_both_ends_are_as_far():
    # Iaxus on 4, the valuer on 7: from beyond space 7 the distance would be 1; both ends
    # being 3 spaces away, range is counted from Iaxus: distance 3, Diffuse Strike (1~2)
    # misses, and so does Idle Strike.
    state = against_valuer("iaxus", positions=(4, 7))
    state = finish(through_ante(set_only(state, ("Diffuse", "Strike"), ("Idle", "Strike"))))
    assert lives(state) == (20, 20)


def test_plane_step_reaches_range_one_and_then_moves_iaxus_directly_within_its_range():
    # Distance 1. Seismic Plane Step (range 3 + 0~1 = 3~4, priority 3, power 3 + 1 = 4) goes
    # before Idle Shot (priority 2) and reaches at range 1 too: 4 over the Shot's guard 2,
    # stunned, 20 - 4 = 16. After Activating Iaxus moves directly to a space his range
    # reaches from 3: 2 (range 1), 6 (range 3) or 7 (range 4); he picks 6.
    state = against_valuer("iaxus", positions=(3, 4))
    state = set_only(state, ("Seismic", "Plane Step"), ("Idle", "Shot"))
    state = until_choice(through_ante(state), "base:Plane Step#3")
    assert choice_keys(state) == ["2,4", "6,4", "7,4"]
    state = finish(state, choices={"Plane Step": "6,4"})
    assert lives(state) == (20, 16)
    assert state.positions == (6, 4)


def test_the_fifth_growth_counter_collapses_the_plane():
    # Growth 4 by hand: the counter added when the Ante Phase starts is the fifth, so the
    # plane collapses: Growth back to 0, one plane Collapsed.
    state = apply(start("iaxus", "baenvier", positions=(1, 6)),
                  adjust_decision(0, "token:Growth", 4))
    state = through_ante(set_only(state, ("Seismic", "Strike"), ("Switch", "Strike")))
    assert tokens(state, 0, "Growth") == 0
    assert tokens(state, 0, "Collapsed") == 1


def test_seize_control_gains_six_power_and_may_take_back_a_plane_that_collapsed_this_beat():
    # At 7 life, Growth 4: the plane collapses as the Ante Phase starts. Switch brings Seize
    # Control (range 1~6, power 0, priority 0, Soak 2). Idle Shot (priority 2) hits first for
    # 3 - 2 = 1 (7 - 1 = 6). Seize Control hits for 0 + 6 = 6: the valuer 20 - 6 = 14. At
    # End of Beat Iaxus takes the collapsed plane back: Collapsed 1 -> 0.
    state = against_valuer("iaxus", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Seize Control")
    state = apply(state, adjust_decision(0, "token:Growth", 4))
    state = through_ante(set_only(state, ("Switch", "Strike"), ("Idle", "Shot")))
    state = finish(take(state, Decision(0, "trigger", "finisher:Seize Control#1")))
    assert lives(state) == (6, 14)
    assert tokens(state, 0, "Collapsed") == 0
    assert tokens(state, 0, "Collapsed this beat") == 0


def test_iaxus_loses_at_the_end_of_a_beat_once_all_five_planes_collapsed():
    # Four planes collapsed by hand and Growth 4: the fifth collapses as the Ante Phase
    # starts; nobody reaches at distance 5, and at the end of the beat Iaxus loses.
    state = start("iaxus", "baenvier", positions=(1, 6))
    state = apply(state, adjust_decision(0, "token:Collapsed", 4))
    state = apply(state, adjust_decision(0, "token:Growth", 4))
    state = _play(set_only(state, ("Seismic", "Strike"), ("Switch", "Strike")))
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 1)


def test_minimized_weakens_an_opponent_in_its_range_and_keeps_iaxus_from_being_stunned():
    # Iaxus on 3, the valuer on 5. Minimized Burst (range 2~3 + 1~2 = 3~5, priority 0, guard
    # 0): Burst's Start retreat puts the valuer at range 3 or 4, within it. Idle Shot (priority
    # 2) hits first for 3 - 2 = 1, above guard 0, yet Iaxus is not stunned: 20 - 1 = 19. Burst
    # answers for 3, above the Shot's guard 2: the valuer 20 - 3 = 17.
    state = against_valuer("iaxus", positions=(3, 5))
    state = finish(through_ante(set_only(state, ("Minimized", "Burst"), ("Idle", "Shot"))))
    assert lives(state) == (19, 17)


def test_minimized_weighs_the_range_when_the_opponents_damage_is_dealt():
    # Distance 1, outside Minimized Strike's range 2~3. Idle Grasp (priority 5) hits first;
    # its hit effect moves Iaxus before the damage. Pulled past the valuer to 5 (still range
    # 1) he takes the full 2 (20 - 2 = 18) and his Strike misses; pushed to 2 (range 2, within
    # Minimized's range) he takes 2 - 2 = 0 and his Strike hits for 4 (20 - 4 = 16).
    state = against_valuer("iaxus", positions=(3, 4))
    state = through_ante(set_only(state, ("Minimized", "Strike"), ("Idle", "Grasp")))
    assert lives(finish(state, choices={"Grasp": "5,4"})) == (18, 20)
    assert lives(finish(state, choices={"Grasp": "2,4"})) == (20, 16)
