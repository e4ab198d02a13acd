"""Arec's unique ability (Subtle Influence): his Influence tokens, anted once a beat and
regained by his cards (fighters/arec.yaml; 000 "Ante Phase", "Tokens & Counters", "Attack",
"Guard & Stun").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    take,
    through_ante,
    tokens,
    until_choice,
)
from tests.note_helpers import of_kind


def _without(state, *kinds):
    """``state`` with Arec holding none of the Influence tokens ``kinds`` (set by hand)."""
    for kind in kinds:
        state = apply(state, adjust_decision(0, f"token:{kind}", 0))
    return state


def test_anteing_an_influence_token_spends_it_and_only_one_a_beat():
    # One of each token at the start; Fear anted: none left. A second Influence token the
    # same beat is refused.
    state = start("arec", "baenvier")
    anted = set_and_ante(state, ("Phantom", "Strike"), ("Switch", "Strike"),
                         antes=((0, "Fear"),))
    assert tokens(anted, 0, "Fear") == 0
    assert tokens(anted, 0, "Hesitation") == 1
    with pytest.raises(RuleViolation):
        set_and_ante(state, ("Phantom", "Strike"), ("Switch", "Strike"),
                     antes=((0, "Fear"), (0, "Hesitation")))


def test_phantom_regains_an_influence_token_at_end_of_beat():
    # Mercy and Recklessness taken away by hand, none anted. Arec on 1, Baenvier on 6
    # (distance 5): Phantom Strike (range 1 + 0~2 = 1~3) and Baenvier's Switch Strike
    # (range 1) both miss. End of Beat: one of the two comes back (the first offered, Mercy).
    state = _without(start("arec", "baenvier", positions=(1, 6)), "Mercy", "Recklessness")
    state = play_beat(state, ("Phantom", "Strike"), ("Switch", "Strike"))
    assert lives(state) == (20, 20)
    assert (tokens(state, 0, "Mercy"), tokens(state, 0, "Recklessness")) == (1, 0)


def test_hex_reaches_the_opponent_at_any_distance_and_recovers_an_influence_token():
    # Fear taken away by hand. Arec on 1, Baenvier on 7 (distance 6). Mirrored Hex: range X
    # (the opponent's space), power 3 + 1 = 4, priority 3 + 0 = 3. Baenvier's Switch Shot:
    # range 1~4, power 3, priority 2. Arec attacks first and hits at 6: 20 - 4 = 16; Hex
    # recovers Fear. Baenvier (on 6 or 7 after Hex's move) is 5 or 6 away: his Shot misses.
    state = _without(start("arec", "baenvier", positions=(1, 7)), "Fear")
    state = play_beat(state, ("Mirrored", "Hex"), ("Switch", "Shot"))
    assert [(n["name"], n["distance"]) for n in of_kind(state, "hit_in_range")] == [("Arec", 6)]
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Fear") == 1


def test_the_token_anted_this_beat_does_not_come_back_that_beat():
    # Only Fear is out, and it was anted: Phantom's End of Beat has nothing to regain. (Fear
    # also stops End of Beat triggers: Hesitation is anted here instead, Fear taken by hand.)
    state = _without(start("arec", "baenvier", positions=(1, 6)), "Fear")
    state = play_beat(state, ("Phantom", "Strike"), ("Switch", "Strike"),
                      antes=((0, "Hesitation"),))
    assert tokens(state, 0, "Hesitation") == 0
    assert tokens(state, 0, "Fear") == 1


CLONE = "ua:Subtle Influence#0"


@pytest.mark.parametrize(("key", "arec_on"), [("2,6", 2), ("m0:0", 1)])
def test_mirrored_leaves_a_clone_arec_may_step_onto_when_the_next_ante_phase_begins(key, arec_on):
    # Arec on 1, Baenvier on 6 (distance 5): Mirrored Grasp (range 1 + 1~2 = 2~3, priority 5)
    # and Baenvier's Switch Strike (range 1, priority 3) both miss. Mirrored's End of Beat puts
    # the Clone on a free space: 2. When the next ante phase begins the Clone is taken off the
    # board; Arec either moves directly onto its space (2) or stays on 1.
    state = play_beat(start("arec", "baenvier", positions=(1, 6)), ("Mirrored", "Grasp"),
                      ("Switch", "Strike"), choices={"Mirrored": "m0:2"})
    assert lives(state) == (20, 20)
    assert state.fighters[0].markers == (2,)
    state = until_choice(set_only(state, ("Phantom", "Shot"), ("Switch", "Shot")), CLONE)
    state = apply(state, Decision(0, "choose", CLONE, key))
    assert state.positions == (arec_on, 6)
    assert state.fighters[0].markers == (None,)


def test_a_clone_on_the_opponents_space_is_only_taken_off():
    # The Clone on 2, and Baenvier has stepped onto it: Arec cannot move there, so taking the
    # Clone off is all that is left, done as the ante phase begins.
    state = start("arec", "baenvier", positions=(1, 2)).with_fighter(0, markers=(2,))
    state = set_only(state, ("Phantom", "Shot"), ("Switch", "Shot"))
    assert state.cursor.step == "ante"
    assert state.positions == (1, 2)
    assert state.fighters[0].markers == (None,)


# ------------------------------------------------- issue 20 (wave 3, helper c2): the tokens


def test_fear_stops_every_end_of_beat_trigger_arecs_too():
    # Hesitation taken away; Fear anted. Phantom's End of Beat regain does not happen.
    state = _without(start("arec", "baenvier", positions=(1, 6)), "Hesitation")
    state = play_beat(state, ("Phantom", "Strike"), ("Switch", "Strike"), antes=((0, "Fear"),))
    assert (tokens(state, 0, "Fear"), tokens(state, 0, "Hesitation")) == (0, 0)


@pytest.mark.parametrize(("ante", "stays"), [("Hesitation", True), ("Mercy", False)])
def test_hesitation_stops_the_opponents_before_triggers(ante, stays):
    # Gerard's Initiation Larceny (priority 3 + 1 = 4) attacks before Arec's Mirrored Shot
    # (2). Its Before triggers (advance up to 1; pull 1 and advance 1) do not happen with
    # Hesitation anted: Gerard on 5 misses (Larceny needs a switch), Arec's Shot hits, and
    # nobody moves. With Mercy anted instead, Larceny's pull and advance move both standups.
    state = start("arec", "gerard", positions=(3, 5))
    state = play_beat(state, ("Mirrored", "Shot"), ("Initiation", "Larceny"),
                      antes=((0, ante),))
    assert (state.positions == (3, 5)) == stays


def test_mercy_stops_hex_from_recovering_a_token():
    # As the Hex test above, with Mercy anted: Hex still hits (20 - 4 = 16) but its Hit
    # triggers do nothing: Fear stays out and Baenvier is not moved.
    state = _without(start("arec", "baenvier", positions=(1, 7)), "Fear")
    state = play_beat(state, ("Mirrored", "Hex"), ("Switch", "Shot"), antes=((0, "Mercy"),))
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Fear") == 0
    assert state.positions == (1, 7)


def test_recklessness_keeps_bonuses_from_lifting_power_and_priority_past_the_printed():
    # Gerard has the Mage in play and activates it (+1 Power, +1 Priority): Villainous Strike
    # prints power 4 + 1 = 5 and priority 3 + 0 = 3; with Recklessness anted he stays at 5 / 3.
    state = set_only(start("arec", "gerard").with_fighter(1, active_cards=("Mage",)),
                     ("Phantom", "Shot"), ("Villainous", "Strike"))
    reckless = pair_stats(through_ante(state, ((0, "Recklessness"), (1, "Activate Mage"))), 1)
    assert (reckless.power.lo, reckless.priority.lo) == (5, 3)
    plain = pair_stats(through_ante(state, ((1, "Activate Mage"),)), 1)
    assert (plain.power.lo, plain.priority.lo) == (6, 4)


@pytest.mark.parametrize(("spent", "valuer_on"), [("Mercy", 4), ("Hesitation", 3)])
def test_perceptional_spends_a_token_at_start_of_beat_for_its_effect(spent, valuer_on):
    # Perceptional Shot (range 2~6, priority 2 + 1 = 3) against the valuer's Idle Shot (2):
    # Arec on 1 hits the valuer on 4 and pulls it 1 (to 3), unless Mercy was spent at Start
    # of Beat: no Hit triggers then. Hesitation spent instead leaves the pull.
    state = set_and_ante(against_valuer("arec", positions=(1, 4)), ("Perceptional", "Shot"),
                         ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", PERCEPTIONAL[spent]))
    state = finish(state, choices={"Perceptional": "1,3"})
    assert tokens(state, 0, spent) == 0
    assert state.positions[1] == valuer_on


def test_perceptional_spends_one_token_only():
    state = set_and_ante(against_valuer("arec", positions=(1, 4)), ("Perceptional", "Shot"),
                         ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", PERCEPTIONAL["Mercy"]))
    offered = {d.a for d in pending(state).options}
    assert not offered & set(PERCEPTIONAL.values())


# Perceptional's Start of Beat spend, one effect per token.
PERCEPTIONAL = {kind: f"style:Perceptional#{i}"
                for i, kind in enumerate(("Fear", "Hesitation", "Mercy", "Recklessness"))}
