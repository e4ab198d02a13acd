"""The multiplayer variants of 001 ("Multiplayer Variants") on a team battle or a Classic
Melee (issue 7): Power-Up Mode, Force Power-Up and Stock Mode. Rulings 64-66.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.battlecon import variants
from engine.battlecon.actions import move_to, position_key
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput
from engine.battlecon.force import held
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from tests.note_helpers import noted, of_kind
from tests.test_teams import form_data

FIGHTERS = sorted(default_catalog().fighters)
MELEE = ("eligor", "shekhtur", "cadenza")


def battle(variant: str, seed: int = 0, fighters=MELEE, teams=(0, 1, 2)):
    return new_duel(DuelSetup(tuple(suggested_seat(f) for f in fighters), teams=teams,
                              variant=variant, seed=seed))


def test_the_power_up_die_is_rolled_each_beat_from_the_seed_and_replays_the_same():
    rolls = {variants.roll(replace(battle("power_up", seed=9), beat=b)) for b in range(1, 40)}
    assert rolls <= set(range(1, 7)) and len(rolls) > 1  # a real die, not one face
    assert battle("power_up", seed=9).power_up == battle("power_up", seed=9).power_up
    state = battle("power_up", seed=9)
    assert state.power_up == variants.roll(state)
    assert noted(state, "power_up_rolled", space=state.power_up, variant="power_up")


def test_ending_a_move_on_the_power_up_draws_an_armory_card_once():
    state = replace(battle("power_up"), power_up=3)  # Eligor on 2, Shekhtur on 5
    state = move_to(state, 0, position_key((3, 5, 8)))
    assert state.armory == (1, 0, 0) and state.power_up is None
    assert (state.notes[-1].kind, state.notes[-1]["seat"]) == ("power_up_taken", 0)
    state = move_to(state, 1, position_key((3, 4, 8)))  # taken already: nothing more
    assert state.armory == (1, 0, 0)


def test_the_force_power_up_gives_three_force_from_the_pool():
    state = replace(battle("force_power_up"), power_up=6)
    pool, before = state.pool, held(state, 1)
    state = move_to(state, 1, position_key((2, 6, 8)))
    assert held(state, 1) == before + variants.FORCE_POWER_UP
    assert state.pool == pool - variants.FORCE_POWER_UP


def test_in_stock_mode_a_knockout_gains_a_marker_and_the_fighter_comes_back_next_beat():
    state = battle("stock")
    state = state.with_fighter(1, life=0)
    state = replace(state, cursor=replace(state.cursor, attacker=0))
    state = variants.knocked_out(state, 1)
    assert state.kos == (1, 0, 0) and state.positions[1] is None
    state = replace(state, positions=(2, None, 5))  # someone took its starting space
    state = variants.start_of_beat(replace(state, beat=2))
    assert state.fighters[1].life == state.kits[1].fighter.starting_life
    assert state.positions[1] in (4, 6)  # the free space nearest its start, 5
    assert state.positions[1] == 4  # nearer first, then the lower space (ruling 65)


def test_in_stock_mode_the_most_knockouts_wins_at_time_over():
    state = replace(battle("stock"), kos=(0, 2, 1))
    outcome, why = variants.stock_time_over(state)
    assert outcome.winner == 1 and "2" in why
    assert variants.stock_time_over(replace(state, kos=(1, 1, 0))) is None  # tie: life


def test_an_unknown_variant_is_refused_with_the_choices():
    with pytest.raises(InvalidInput, match="power_up, force_power_up or stock"):
        battle("sudden_death")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["power_up", "force_power_up", "stock"]),
       st.sampled_from([(0, 1, 2), (0, 0, 1), (0, 1, 0, 1)]), st.data())
def test_random_variant_battles_end_and_never_share_a_space(variant, teams, data):
    fighters = tuple(data.draw(st.sampled_from(FIGHTERS)) for _ in teams)
    state = battle(variant, data.draw(st.integers(0, 99)), fighters, teams)
    for _ in range(6000):
        now = pending(state)
        if now is None:
            break
        state = apply(state, data.draw(st.sampled_from(now.options)))
        on_board = [p for p in state.positions if p is not None]
        assert len(on_board) == len(set(on_board))
    assert state.outcome is not None
    if variant == "stock":
        assert state.outcome.reason in ("time_over", "time_over_tie")  # never a knockout win


def test_a_stock_melee_is_started_from_the_new_duel_page_and_shows_the_markers(client):
    page = client.get("/duel/new?format=melee3&f0=eligor&f1=shekhtur&f2=cadenza")
    assert "Stock Mode" in page.get_data(as_text=True)
    response = client.post("/duel", data=form_data("melee3", MELEE, variant="stock"))
    assert response.status_code == 303
    duel = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Classic Melee" in duel and "Stock Mode" in duel and duel.count("KO markers 0") == 3


def test_a_stock_knockout_that_ends_the_beat_leaves_no_attack_target_for_the_next_beat():
    # Ruling 66: the lone Eligor (1 life, space 5) is knocked out by the first Jugular Strike
    # and the beat goes straight to Recycle. The next beat's "the opponent" is found anew
    # (000 "Who is 'The Opponent'?"), not from last beat's attack: a stale target once made a
    # fighter that came back its own "opponent" for an in-time pull (a random battle found it).
    from tests.test_teams import passes, set_all

    state = battle("stock", 0, ("shekhtur", "shekhtur", "eligor"), (0, 0, 1))
    state = replace(state.with_fighter(2, life=1), positions=(4, 3, 5))
    state = passes(set_all(state, ("Jugular", "Strike"), ("Jugular", "Strike"),
                           ("Vengeful", "Shot")))
    while state.beat == 1:
        state = apply(state, pending(state).options[0])
    assert state.kos[0] == 1
    assert state.cursor.target is None
    assert state.foe(2) == 0  # the nearest enemy of Eligor, back on space 6: space 4


def test_a_fighter_knocked_out_by_its_own_trigger_stops_carrying_it_out():
    """Stock Mode, Raederick and Pendros against César (found by the random battles above):
    César's Threat Level knocks him out of the board in the middle of his own trigger; its
    movement that follows is not carried out (000 "Defeat in Multiplayer": a defeated
    fighter's effects stop), and the battle goes on without him (it raised before)."""
    lines = (Path(__file__).parent / "data" / "stock_knockout_in_own_trigger.txt").read_text()
    state = battle("stock", 1, ("raederick", "pendros", "cesar"), (0, 0, 1))
    for line in lines.splitlines():
        state = apply(state, Decision.parse(line))
    knocked_out = of_kind(state, "stock_knocked_out")[-1]
    assert state.positions[2] is None and knocked_out["seat"] == 2
    assert 2 not in pending(state).seats
