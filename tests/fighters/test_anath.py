"""Anath's Aspects (fighters/anath.yaml): her Aspect cards are not tracked by the app, so the
unique ability is a prompt; the switch of Aspect is offered at End of Beat (000 "End of Beat";
002 "Game Setup" for the classic cards)."""

from dataclasses import replace

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_step,
)
from tests.note_helpers import noted

SWITCH_ASPECT = "ua:Aspect of Devastation Dread Knight of Havoc#1"


def test_the_aspect_switch_is_offered_at_end_of_beat():
    state = set_and_ante(start("anath", "shekhtur", positions=(3, 4)), ("Dread", "Strike"),
                         ("Jugular", "Strike"))
    state = until_step(state, "end")
    assert Decision(0, "trigger", SWITCH_ASPECT) in pending(state).options


def test_abhorrent_ignores_the_opponents_push_and_costs_them_a_life():
    # Ludus's Safari Grasp (priority 5) beats Abhorrent Strike (3) and hits at range 1 for 2:
    # Anath 18. Ludus picks the push; Anath does not move and Ludus loses 1 life (19). Anath's
    # Strike, still at range 1, hits for 4 + 1 = 5: Ludus 19 - 5 = 14.
    state = set_and_ante(start("anath", "ludus", positions=(3, 4)), ("Abhorrent", "Strike"),
                         ("Safari", "Grasp"))
    state = choose(state, "2,4")
    assert lives(state) == (18, 14)
    assert noted(state, "movement_ignored", seat=0)


def test_leashing_has_one_more_power_when_its_pull_carries_the_opponent_past_anath():
    # Leashing Strike (range 1~2, priority 3) beats Safari Shot (2) at range 2 and pulls Ludus
    # exactly 2, from 5 over Anath (on 3) onto 2: +1 power, 4 + 1 = 5: Ludus 15.
    state = play_beat(start("anath", "ludus", positions=(3, 5)), ("Leashing", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 15)
    # Against the wall (Anath on 1, Ludus on 2) the pull cannot be made: 4 damage, Ludus 16.
    state = play_beat(start("anath", "ludus", positions=(1, 2)), ("Leashing", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (20, 16)


def test_after_devastation_now_anath_has_4_more_power_and_loses_2_life_every_end_of_beat():
    # Anath at 7 life brings out Devastation Now (range and power N/A, priority 2, Soak 3) with
    # Switch against Raederick's Iron Strike (priority 3 - 3 = 0, power 4 + 3 = 7), 1 apart.
    # Anath attacks first (nothing to hit with); after it the lasting effect starts. Iron
    # Strike hits her: 7 - 3 Soak = 4, 7 - 4 = 3. End of Beat, this one included: 3 - 2 = 1.
    state = start("anath", "raederick", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Devastation Now"), ("Switch", "Strike"),
                      ("Iron", "Strike"))
    assert lives(state) == (1, 20)
    assert tokens(state, 0, "Devastated") == 1
    # Next beat (Anath set back to 20 life, 1 apart): Abhorrent Strike, priority 3 against 0,
    # power 4 + 1 + 4 = 9: Raederick 20 - 9 = 11. Abhorrent's After moves her to 2, out of
    # Iron Strike's range 1. End of Beat: 20 - 2 = 18.
    state = replace(state.with_fighter(0, life=20), positions=(3, 4))
    state = play_beat(state, ("Abhorrent", "Strike"), ("Iron", "Strike"),
                      choices={"Abhorrent": "2,4"})
    assert lives(state) == (18, 11)


def test_destruction_deals_1_damage_to_an_opponent_who_moves_next_to_anath():
    # The valuer's Idle Drive (priority 4) goes first and advances 2, from 6 to 4, next to
    # Anath on 3: 1 damage (20 -> 19). Destruction Strike (range 1~3) then hits for 4: 15.
    state = set_and_ante(against_valuer("anath", positions=(3, 6)), ("Destruction", "Strike"),
                         ("Idle", "Drive"))
    state = finish(choose(state, "3,4"), beat=1)
    assert lives(state)[1] == 15


def test_destruction_deals_nothing_to_an_opponent_who_stops_short_of_anath():
    # Advancing 1 only (to 5, two spaces away): no damage; Anath's Strike hits for 4: 16.
    state = set_and_ante(against_valuer("anath", positions=(3, 6)), ("Destruction", "Strike"),
                         ("Idle", "Drive"))
    state = finish(choose(state, "3,5"), beat=1)
    assert lives(state)[1] == 16
