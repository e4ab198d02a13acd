"""Team battles in the engine (issue 7; 000 "Multiplayer Rules"): setup on the 9-space board,
team ante, priority order without clashes, targeting, "the opponent", defeat and the last
team standing. Two Eligors (team 0) against two Shekhturs (team 1) unless a test says
otherwise: seats 0 and 2 are team 0, seats 1 and 3 team 1.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.views import describe
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput
from engine.battlecon.force import TEAM_FORCE_CAP, held
from engine.battlecon.schema import Effect
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.state import FORCE_POOL, STARTING_FORCE
from engine.battlecon.teams import opponent_choices, standing, targets_in_range
from tests.conftest import with_hand
from tests.note_helpers import noted, of_kind
from tests.web_helpers import seated

FIGHTERS = sorted(default_catalog().fighters)


def battle(fighters=("eligor", "shekhtur", "eligor", "shekhtur"), teams=(0, 1, 0, 1),
           first_active: int = 0, positions=None):
    """A team battle at its first Set step; ``positions``: the standups moved there."""
    state = new_duel(DuelSetup(tuple(suggested_seat(f) for f in fighters), teams=teams,
                               first_active=first_active))
    return state if positions is None else replace(state, positions=positions)


def set_all(state, *pairs):
    """Every seat sets its pair (the cards put in hand first)."""
    for seat, pair in enumerate(pairs):
        state = with_hand(state, seat, *pair)
    for seat, pair in enumerate(pairs):
        state = apply(state, Decision(seat, "set", *pair))
    return state


def passes(state):
    """Both teams pass at the ante (openings take their first option)."""
    while state.cursor.step in ("ante_start", "ante") and state.phase == "ante":
        now = pending(state)
        passing = [d for d in now.options if d.kind == "pass"]
        state = apply(state, passing[0] if passing else now.options[0])
    return state


def test_a_team_battle_starts_on_the_nine_space_board_with_each_team_behind_its_lead():
    assert battle().board == 9
    assert battle().positions == (4, 6, 3, 7)
    assert battle(("eligor",) * 3 + ("shekhtur",), (0, 0, 0, 1)).positions == (4, 3, 2, 6)
    assert battle(("eligor", "shekhtur", "shekhtur"), (0, 1, 1)).positions == (4, 6, 7)


def test_the_force_pool_holds_twenty_more_counters_per_fighter_beyond_two():
    # 000 "Team Setup": 65 for three fighters, 85 for four; each fighter took its 2 Force.
    assert battle(("eligor", "shekhtur", "shekhtur"), (0, 1, 1)).pool == 65 - 3 * STARTING_FORCE
    assert battle().pool == FORCE_POOL + 40 - 4 * STARTING_FORCE == 85 - 8


@pytest.mark.parametrize("teams", [(0, 1, 1, 1, 0), (0, 0, 0), (0, 1, 3)])
def test_a_team_battle_needs_three_or_four_fighters_on_two_teams(teams):
    with pytest.raises(InvalidInput, match="3 or 4 fighters on two teams|Classic Melee"):
        battle(("eligor",) * len(teams), teams)


def test_the_classic_ruleset_has_no_team_battles():
    seats = tuple(suggested_seat(f, None, "classic") for f in ("eligor", "shekhtur", "eligor"))
    with pytest.raises(InvalidInput, match="4th-edition rules"):
        new_duel(DuelSetup(seats, teams=(0, 1, 0), edition="classic"))


def test_ante_passes_between_teams_and_any_member_may_ante_for_the_team():
    state = set_all(battle(), *[("Vengeful", "Strike"), ("Unleashed", "Drive")] * 2)
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    now = pending(state)
    assert set(now.seats) == {0, 2}  # team 0 holds the Active status: its turn first
    assert {d.seat for d in now.options if d.kind == "ante"} == {0, 2}
    state = apply(state, Decision(2, "ante", "Power Up"))
    assert set(pending(state).seats) == {1, 3}  # then the other team
    state = apply(state, Decision(1, "pass"))
    assert set(pending(state).seats) == {0, 2}
    state = apply(state, Decision(0, "pass"))
    assert state.phase != "ante"  # both teams passed in succession


def test_every_fighter_attacks_in_priority_order_and_ties_go_to_the_active_team():
    # Shekhtur's Unleashed Drive and Eligor's Vengeful Strike; the two Shekhturs tie each
    # other, and an Eligor pair tied with a Shekhtur pair goes first for team 0.
    pairs = [("Vengeful", "Strike"), ("Unleashed", "Drive"), ("Counter", "Drive"),
             ("Unleashed", "Drive")]
    state = passes(set_all(battle(), *pairs))
    revealed = set_all(battle(), *pairs)
    revealed = replace(revealed, phase="start")
    priority = {s: pair_stats(revealed, s).priority.lo for s in range(4)}
    assert priority[1] == priority[3]  # the two Shekhturs tie: their team says who is first
    asked = []
    while pending(state).prompt.startswith("Tied on priority"):
        tied = tuple(sorted(pending(state).seats))
        asked.append(tied)
        state = apply(state, Decision(tied[0], "order", str(tied[-1])))  # the later seat
    assert (1, 3) in asked
    firsts = {tied[-1] for tied in asked}
    expected = sorted(range(4), key=lambda s: (-priority[s], state.teams[s] != 0,
                                               s not in firsts, s))
    assert state.turns == tuple(expected)
    assert state.active == expected[0]
    assert not of_kind(state, "clash")  # never a clash (000 "Determining Priority")


def test_the_opponent_is_the_nearest_enemy_and_while_attacking_the_target():
    state = battle(positions=(4, 6, 3, 8))
    assert state.foe(0) == 1 and state.foe(2) == 1  # Shekhtur on 6 is nearest to both
    assert state.foe(3) == 0  # the Eligor on 4 is nearer to 8 than the one on 3
    attacking = replace(state, cursor=replace(state.cursor, attacker=2, target=3))
    assert attacking.foe(2) == 3 and attacking.foe(3) == 2


def test_an_attack_hits_the_nearest_enemy_in_range_on_either_side():
    # Eligor on 5 between Shekhturs on 3 and 8: range 1~4 reaches both; range 2~2 only 3.
    state = battle(positions=(5, 3, 1, 8))
    assert targets_in_range(state, 0, 1, 4) == (1, 3)
    assert targets_in_range(state, 0, 2, 2) == (1,)
    assert targets_in_range(state, 0, 4, 4) == ()


def test_with_an_enemy_in_range_on_each_side_the_attacker_picks_whom_to_hit():
    # Eligor (Vengeful Shot: range 1~4) on 5 with a Shekhtur on each side, both in range.
    state = battle(positions=(5, 3, 1, 8))
    pairs = [("Vengeful", "Shot"), ("Unleashed", "Dodge"), ("Chained", "Grasp"),
             ("Unleashed", "Dodge")]
    state = passes(set_all(state, *pairs))
    while pending(state).prompt.split(" ")[0] != "Whom" and state.beat == 1:
        state = apply(state, pending(state).options[0])
    now = pending(state)
    assert now.seats == (0,) and [d.a for d in now.options] == ["1", "3"]
    state = apply(state, Decision(0, "target", "3"))
    hit = [w for w in state.whys if w.topic == "hit" and w.seat == 0]
    assert hit and hit[0].hit
    assert any(w.topic == "life" and w.seat == 3 for w in state.whys)  # the one picked
    assert not any(w.topic == "life" and w.seat == 1 and w.beat == 1 and "Vengeful" in w.text
                   for w in state.whys)


def test_a_defeated_fighter_leaves_the_board_and_the_last_team_standing_wins():
    state = battle(positions=(4, 5, 3, 9))
    state = state.with_fighter(1, life=1).with_fighter(3, life=1)
    # Eligor's Vengeful Strike ties Shekhtur's Unleashed Strike: team 0 holds the Active
    # status, so Eligor hits first, at range 1, and the Shekhtur on 5 falls before attacking.
    pairs = [("Vengeful", "Strike"), ("Unleashed", "Strike"), ("Vengeful", "Shot"),
             ("Unleashed", "Strike")]
    state = passes(set_all(state, *pairs))
    while state.outcome is None and state.beat == 1:
        state = apply(state, pending(state).options[0])
    assert state.positions[1] is None  # the Shekhtur next to Eligor fell
    fell = noted(state, "member_defeated", seat=1)
    assert len(fell) == 1 and fell[0].rule == '000 "Defeat in Multiplayer"'
    if state.positions[3] is None:
        assert state.outcome is not None and state.teams[state.outcome.winner] == 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([(0, 1, 0, 1), (0, 0, 1), (0, 0, 0, 1), (0, 1, 2), (0, 1, 2, 3)]),
       st.data())
def test_random_team_battles_keep_standups_apart_and_end_with_a_team_standing(teams, data):
    fighters = tuple(data.draw(st.sampled_from(FIGHTERS)) for _ in teams)
    state = battle(fighters, teams, first_active=data.draw(st.integers(0, len(teams) - 1)))
    for _ in range(3000):
        now = pending(state)
        if now is None:
            break
        assert all(state.positions[s] is not None for s in now.seats)  # the fallen never act
        state = apply(state, data.draw(st.sampled_from(now.options)))
        on_board = [p for p in state.positions if p is not None]
        assert len(on_board) == len(set(on_board))
        assert all(1 <= p <= 9 for p in on_board)
    assert state.outcome is not None
    if state.outcome.reason == "knockout":
        assert {state.teams[s] for s in standing(state)} == {state.teams[state.outcome.winner]}


def test_a_member_may_overload_with_force_its_teammate_gained():
    # Team Force is one pool (000 "Team Force"): Eligor on seat 0 has none of his own left,
    # his teammate's 2 pay for his Power Up.
    state = set_all(battle(), *[("Vengeful", "Strike"), ("Unleashed", "Drive")] * 2)
    state = apply(state, adjust_decision(0, "force", 0))
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    assert Decision(0, "ante", "Power Up") in pending(state).options
    state = apply(state, Decision(0, "ante", "Power Up"))
    assert state.fighters[2].force == STARTING_FORCE - 2
    (paid,) = [w for w in state.whys if w.topic == "force" and w.seat == 2]
    assert paid.amount == -2 and "for Eligor" in paid.text


def test_team_force_gained_at_recycle_never_takes_a_team_above_twenty():
    state = battle()
    for seat in (0, 2):
        state = apply(state, adjust_decision(seat, "force", 10))
    state = passes(set_all(state, *[("Vengeful", "Dodge"), ("Unleashed", "Dodge")] * 2))
    while state.beat == 1:
        state = apply(state, pending(state).options[0])
    assert held(state, 0) == TEAM_FORCE_CAP  # 20 already: both gains trashed
    assert held(state, 1) == 2 * STARTING_FORCE + 2  # 1 each for the other team


def test_each_defeated_teammate_brings_two_force_to_the_team_every_beat():
    state = battle(("eligor", "shekhtur", "eligor"), (0, 1, 0))
    state = replace(state, positions=(4, 6, None))  # the second Eligor was defeated
    before = held(state, 0)
    pairs = [("Vengeful", "Dodge"), ("Unleashed", "Dodge"), ("Vengeful", "Dodge")]
    for seat, pair in enumerate(pairs[:2]):
        state = apply(with_hand(state, seat, *pair), Decision(seat, "set", *pair))
    state = passes(state)
    while state.beat == 1:
        state = apply(state, pending(state).options[0])
    revenge = [w for w in state.whys if "Revenge" in w.text and w.topic == "force"]
    assert revenge and revenge[0].amount == 2
    assert held(state, 0) == before + 1 + 2  # its Recycle Force and the Revenge Force


def test_at_time_over_the_team_with_more_life_standing_wins():
    state = replace(battle(), final_beat=True)
    state = apply(state, adjust_decision(0, "life", 5))  # team 0: 5 + 20 against 40
    state = passes(set_all(state, *[("Vengeful", "Dodge"), ("Unleashed", "Dodge")] * 2))
    while state.outcome is None:
        state = apply(state, pending(state).options[0])
    life = {team: sum(state.fighters[s].life for s in standing(state) if state.teams[s] == team)
            for team in (0, 1)}
    assert life[0] != life[1]
    winning = 0 if life[0] > life[1] else 1
    assert state.outcome.reason == "time_over" and state.teams[state.outcome.winner] == winning


def form_data(shape: str, fighters: tuple[str, ...], **more: str) -> dict:
    """The new-duel form as the page posts it, each fighter with its suggested setup."""
    data = {"format": shape, "ruleset": "4th", "first": "0", **more}
    for seat, fighter in enumerate(fighters):
        setup = suggested_seat(fighter)
        data.update({f"fighter{seat}": fighter, f"finisher{seat}": setup.finisher,
                     f"style1_{seat}": setup.discard1[0], f"base1_{seat}": setup.discard1[1],
                     f"style2_{seat}": setup.discard2[0], f"base2_{seat}": setup.discard2[1]})
    return data


def test_the_new_duel_page_starts_a_two_against_two_battle(client):
    page = client.get("/duel/new?format=2v2&f0=eligor&f1=cadenza&f2=shekhtur&f3=kallistar")
    text = page.get_data(as_text=True)
    assert "Player 4 (team B)" in text and 'name="format" value="2v2"' in text
    response = client.post("/duel", data=form_data("2v2", ("eligor", "cadenza", "shekhtur",
                                                           "kallistar")))
    assert response.status_code == 303
    duel = client.get(response.headers["Location"]).get_data(as_text=True)
    assert duel.count('<section class="fighter') == 4 and "Team battle" in duel
    assert "Team A Force 4" in duel and "Team B Force 4" in duel


def test_an_unknown_format_is_refused_with_the_choices(client):
    response = client.post("/duel", data={"format": "5v5"})
    assert response.status_code == 400
    assert "2v1, 2v2, 3v1 or a Classic Melee" in response.get_data(as_text=True)


def test_a_classic_melee_puts_every_fighter_alone_and_spread_over_the_board():
    # 001 "Multiplayer Variants": last fighter standing; starting spaces: ruling 62.
    state = battle(("eligor", "shekhtur", "cadenza"), (0, 1, 2))
    assert state.positions == (2, 5, 8) and state.board == 9
    assert state.enemies(1) == (0, 2)
    assert held(state, 0) == STARTING_FORCE  # Force is each fighter's own (ruling 63)
    four = battle(("eligor", "shekhtur", "cadenza", "kallistar"), (0, 1, 2, 3))
    assert four.positions == (2, 4, 6, 8)


def test_in_a_classic_melee_the_ante_goes_round_every_fighter_in_turn():
    state = battle(("eligor", "shekhtur", "eligor"), (0, 1, 2), first_active=1)
    state = set_all(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"), ("Counter", "Shot"))
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    turns = []
    for _ in range(3):
        (seat,) = pending(state).seats
        turns.append(seat)
        state = apply(state, Decision(seat, "pass"))
    assert turns == [1, 2, 0]  # from the Active fighter, round the teams
    assert state.phase != "ante"  # three passes in succession end it


def test_when_the_active_fighter_has_fallen_the_next_team_antes_first():
    state = battle(("eligor", "shekhtur", "eligor"), (0, 1, 2), first_active=1)
    state = replace(state, positions=(2, None, 8))
    for seat, pair in ((0, ("Vengeful", "Strike")), (2, ("Counter", "Shot"))):
        state = apply(with_hand(state, seat, *pair), Decision(seat, "set", *pair))
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    assert pending(state).seats == (2,)


def test_a_super_fighter_gets_the_bonuses_the_table_enters_from_its_reference_card():
    # 000 "2-vs-1: Super Fighters": the card's bonuses are not printed; the table enters them.
    fighters = ("eligor", "eligor", "shekhtur")
    state = new_duel(DuelSetup(tuple(suggested_seat(f) for f in fighters), teams=(0, 0, 1),
                               lone_bonus=(("life", 10), ("force", 3), ("power", 1))))
    assert state.fighters[2].life == state.starting_life(2) == 30
    assert held(state, 2) == STARTING_FORCE + 3
    revealed = replace(set_all(state, *[("Vengeful", "Strike")] * 2, ("Unleashed", "Drive")),
                       phase="start")
    power = pair_stats(revealed, 2).power
    assert ("Super fighter", 1, 1) in power.parts
    (bonus,) = noted(state, "lone_fighter_bonus", seat=2, title="Super fighter")
    assert bonus["bonuses"] == (("life", 10), ("force", 3), ("power", 1))


def test_super_bonuses_are_refused_outside_a_two_or_three_against_one_battle():
    with pytest.raises(InvalidInput, match="lone fighter of a 2v1 or 3v1"):
        new_duel(DuelSetup(tuple(suggested_seat(f) for f in ("eligor",) * 4),
                           teams=(0, 0, 1, 1), lone_bonus=(("life", 5),)))


def test_the_new_duel_page_asks_a_lone_fighters_bonuses_and_refuses_words(client):
    page = client.get("/duel/new?format=3v1&f0=eligor&f1=eligor&f2=eligor&f3=shekhtur")
    assert "Ultra fighter: the lone player" in page.get_data(as_text=True)
    melee = client.get("/duel/new?format=melee3&f0=eligor&f1=eligor&f2=shekhtur")
    assert "lone player" not in melee.get_data(as_text=True)
    response = client.post("/duel", data=form_data("2v1", ("eligor", "eligor", "shekhtur"),
                                                   lone_life="lots"))
    assert response.status_code == 400
    assert "life bonus must be a whole number" in response.get_data(as_text=True)


def test_an_opponent_ante_is_open_to_every_enemy_who_sees_its_owner_as_the_opponent():
    # Alexian (team B, on 6) offers Chivalry to the fighter who sees him as the Opponent:
    # both Eligors, whose nearest enemy he is; the team may use it once a beat (000 "Who is
    # 'The Opponent'?").
    state = battle(("eligor", "eligor", "alexian"), (0, 0, 1))
    state = state.with_fighter(2, supply=(3,))  # Chivalry tokens the Eligors hold
    state = set_all(state, ("Vengeful", "Strike"), ("Counter", "Shot"), ("Gestalt", "Strike"))
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    chivalry = [d for d in pending(state).options if d.a == "Chivalry"]
    assert {d.seat for d in chivalry} == {0, 1}
    state = apply(state, Decision(1, "ante", "Chivalry"))
    state = apply(state, Decision(2, "pass"))
    assert not [d for d in pending(state).options if d.a == "Chivalry"]  # once a beat


def test_an_opponent_ante_is_open_to_an_enemy_nearest_on_one_side_only():
    # Eligor on 5 between Shekhtur on 4 (the nearer) and Alexian on 7: Alexian is still his
    # nearest enemy on that side, so Chivalry is his to use.
    state = battle(("eligor", "shekhtur", "eligor", "alexian"), (0, 1, 0, 1),
                   positions=(5, 4, 1, 7))
    state = state.with_fighter(3, supply=(3,))
    state = set_all(state, ("Vengeful", "Strike"), ("Unleashed", "Drive"),
                    ("Counter", "Shot"), ("Gestalt", "Strike"))
    while state.cursor.step != "ante":
        state = apply(state, pending(state).options[0])
    chivalry = {d.seat for d in pending(state).options if d.a == "Chivalry"}
    assert 0 in chivalry and 2 not in chivalry  # the Eligor on 1 sees only Shekhtur on 4


def test_each_player_of_a_team_battle_plays_from_their_own_phone(app):
    store = app.extensions["store"]
    game = store.create(DuelSetup(tuple(suggested_seat(f) for f in
                                        ("eligor", "eligor", "shekhtur")), teams=(0, 0, 1)))
    phones = [seated(app, game, seat) for seat in range(3)]
    for seat in range(3):
        page = phones[seat].get(f"/duel/{game}").get_data(as_text=True)
        offered = set(re.findall(r'name="decision" value="(\d)\|set\|', page))
        assert offered == {str(seat)}  # only its own choices
        choice = re.search(rf'name="decision" value="({seat}\|set\|[^"]+)"', page).group(1)
        ver = int(re.search(r'name="version" value="(\d+)"', page).group(1))
        if seat == 0:  # another seat's decision is refused on this phone
            wrong = phones[0].post(f"/duel/{game}/decide",
                                   data={"decision": "2|set|Unleashed|Drive", "version": ver})
            assert wrong.status_code == 403
        done = phones[seat].post(f"/duel/{game}/decide",
                                 data={"decision": choice, "version": ver})
        assert done.status_code in (200, 303)
    assert store.log(game).state.phase != "set"  # all three set: on to the ante


def test_the_history_tells_whom_an_attack_targeted_and_who_acts_first(app):
    state = battle()
    assert describe(state, Decision(0, "target", "3")) == "Eligor attacks Shekhtur"
    assert describe(state, Decision(1, "order", "3")) == "Shekhtur's team: Shekhtur first"


def test_a_trigger_against_the_opponent_lets_the_player_pick_the_nearest_enemy_on_either_side():
    # A Start of Beat push of "the opponent" by Eligor on 5, enemies on 3 and 8: either is
    # nearest on its side, so the player picks (000 "Who is 'The Opponent'?").
    state = battle(positions=(5, 3, 1, 8))
    effect = Effect.model_validate({"timing": "start", "action": {"push": 1}})
    assert opponent_choices(state, 0, effect) == (1, 3)
    attacking = replace(state, cursor=replace(state.cursor, attacker=0, target=3))
    assert opponent_choices(attacking, 0, effect) == ()  # Hit/Damage: the one hit
    alone_side = battle(positions=(1, 3, 2, 8))
    assert opponent_choices(alone_side, 0, effect) == ()  # enemies on one side only
    chosen = replace(state, cursor=replace(state.cursor, chosen=(0, 3)))
    assert chosen.foe(0) == 3 and state.foe(0) == 1


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_a_cannot_enter_held_on_any_seat_of_a_two_versus_two_forbids_its_spaces(holder):
    # Issue 19 item 10: a restriction holds whoever holds it; 000 "Cannot vs. Do". The spaces
    # next to the holder's standup are closed to the holder's opponent (`GameState.foe`).
    from engine.battlecon.passives import restrictions
    from engine.battlecon.schema import NoEntry
    from engine.battlecon.state import Mod

    state = battle()
    spec = NoEntry(where="adjacent_to_you")
    fighter = state.fighters[holder]
    state = state.with_fighter(holder, mods=fighter.mods + (Mod("cannot_enter", spec, "test"),))
    here, foe = state.positions[holder], state.foe(holder)
    closed = {f"{foe}:enter:{s}" for s in (here - 1, here + 1) if 1 <= s <= state.board}
    assert closed and closed <= restrictions(state)


@pytest.mark.parametrize("holder", [2, 3])
def test_counters_on_cards_of_a_fighter_on_seat_two_or_three_come_back_at_recycle(holder):
    # Issue 19 item 10: Kajia's Insects lie on her opponent's cards and come back to her pool
    # when the card they lie on leaves discard pile 2 (000 "Recycle Phase"; fighters/kajia.yaml).
    from engine.battlecon.counters import recycle

    fighters = ["eligor", "shekhtur", "eligor", "shekhtur"]
    fighters[holder] = "kajia"
    state = battle(tuple(fighters), teams=(0, 0, 1, 1))
    insect = [t.name for t in state.kits[holder].tokens].index("Insect")
    fighter = state.fighters[holder]
    supply = tuple(n - 2 if i == insect else n for i, n in enumerate(fighter.supply))
    on_cards = tuple((0, 0, 2) if i == insect else c for i, c in enumerate(fighter.on_cards))
    state = state.with_fighter(holder, supply=supply, on_cards=on_cards)
    after = recycle(state, (1, 1, 1, 1))
    assert after.fighters[holder].supply[insect] == fighter.supply[insect]
    assert after.fighters[holder].on_cards[insect] == (0, 0, 0)


def test_on_a_shared_phone_a_teams_ante_offers_every_members_antes_and_contradicts_none():
    # 000 "Team Ante": any one member antes for the team. Eligor (seat 0) and Shekhtur (seat 1)
    # are one team; Shekhtur's own antes must be offered too, and no Overload shown as
    # unavailable may have a button.
    from assistant.views import prompt_view

    state = battle(teams=(0, 0, 1, 1))
    state = set_all(state, ("Vengeful", "Strike"), ("Combination", "Strike"),
                    ("Vengeful", "Strike"), ("Combination", "Strike"))
    while state.cursor.step != "ante" or state.cursor.work is not None:
        state = apply(state, pending(state).options[0])
    now = pending(state)
    members = set(now.seats)
    assert members == {0, 1}
    shown = prompt_view(state)
    assert {Decision.parse(c.decision).seat for c in shown.choices} == members
    assert {str(d) for d in now.options} == {c.decision for c in shown.choices}
    offered = {(d.seat, d.a) for d in map(Decision.parse, (c.decision for c in shown.choices))}
    for label, _why in shown.unavailable:
        who, _, tile = label.partition(": ")
        seat = next(s for s in members if state.name(s) == who)
        assert (seat, tile) not in offered


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_every_per_seat_passive_query_reads_its_holder_on_any_seat_of_a_two_versus_two(holder):
    # Issue 19 item 10: a flag, a limit, a "cannot" on the holder itself and one on its
    # opponent hold whichever seat holds them (000 "Cannot vs. Do", "Multiplayer Rules").
    from engine.battlecon.passives import has_flag, limit, restricted
    from engine.battlecon.schema import Cannot
    from engine.battlecon.state import Mod

    state = battle(teams=(0, 0, 1, 1))
    mods = (Mod("stun_immunity", True, "test"), Mod("damage_cap", 3, "test"),
            Mod("cannot", Cannot(who="you", what=("ante",)), "test"),
            Mod("cannot", Cannot(what=("hit",)), "test"))
    state = state.with_fighter(holder, mods=state.fighters[holder].mods + mods)
    foe = state.foe(holder)
    for seat in range(4):
        mine = seat == holder
        assert has_flag(state, seat, "stun_immunity") == mine, seat
        assert limit(state, seat, "damage_cap") == (3 if mine else None), seat
        assert restricted(state, seat, "ante") == mine, seat
        assert restricted(state, seat, "hit") == (seat == foe), seat


# Each per-seat query below runs with its holder on every seat of a 2v2 (issue 19, item 10).
# Teams (0, 0, 1, 1) stand on spaces 4, 3 | 6, 7 ("Team Setup": each team behind its lead),
# so each seat's opponent, the nearest enemy (000 "Who is 'The Opponent'?"), is:
OPPONENT = (2, 2, 0, 0)


def two_v_two(holder: str, seat: int, other: str = "eligor"):
    """A 2v2 (teams 0, 0, 1, 1) with fighter ``holder`` on ``seat`` and ``other`` elsewhere."""
    fighters = tuple(holder if s == seat else other for s in range(4))
    return battle(fighters, teams=(0, 0, 1, 1))


def revealed(state, pairs):
    """Every seat's pair in place and read as revealed (Start of Beat, nothing resolved)."""
    for seat, (style, base) in enumerate(pairs):
        state = state.with_fighter(seat, style=style, base=base)
    return replace(state, phase="start")


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_a_passive_bonus_for_the_opponent_reaches_the_holders_opponent_on_any_seat(holder):
    # Hikaru's Sweeping gives "the opponent" +2 Power, passively. Every Eligor sets Vengeful
    # Strike (power 4 + 1 = 5): only the holder's opponent has 7 (000 "Who is 'The
    # Opponent'?"), not the fighters whose own opponent is Hikaru.
    state = two_v_two("hikaru", holder)
    pairs = [("Vengeful", "Strike")] * 4
    pairs[holder] = ("Sweeping", "Palm Strike")
    state = revealed(state, pairs)
    for seat in range(4):
        if seat != holder:
            assert pair_stats(state, seat).power.lo == (7 if seat == OPPONENT[holder] else 5), seat


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_the_disparity_of_a_fighter_on_any_seat_counts_against_its_own_opponent(holder):
    # Lymn's Fathomless Grasp: priority 5 - 2 = 3. The Eligors' Vengeful pairs: seat 0
    # Drive (4), seat 1 Shot (2), seat 2 Grasp (5), seat 3 Burst (1). Her Disparity is the gap
    # to her opponent's priority (Dreamscape Madness), on her panel too.
    from assistant.views import fighter_view
    from engine.battlecon.values import disparity

    pairs = [("Vengeful", "Drive"), ("Vengeful", "Shot"), ("Vengeful", "Grasp"),
             ("Vengeful", "Burst")]
    priority = [4, 2, 5, 1]
    pairs[holder] = ("Fathomless", "Grasp")
    state = passes(set_all(two_v_two("lymn", holder), *pairs))
    assert state.priorities is not None
    expected = abs(3 - priority[OPPONENT[holder]])
    assert disparity(state, holder) == expected
    assert fighter_view(state, holder, None).disparity == expected
    assert noted(state, "disparity", seat=holder, disparity=expected)


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_an_effect_that_makes_a_fighter_active_puts_it_first_on_any_seat(holder):
    # 000 "Other Effects", Become Active Player: that fighter is Active and the others follow
    # in order of priority. Vengeful Grasp 5, Drive 4, Strike 3, Shot 2 on seats 0 to 3.
    from engine.battlecon.state import Mod

    pairs = [("Vengeful", "Grasp"), ("Vengeful", "Drive"), ("Vengeful", "Strike"),
             ("Vengeful", "Shot")]
    state = set_all(battle(("eligor",) * 4, teams=(0, 0, 1, 1)), *pairs)
    state = state.with_fighter(holder, mods=(Mod("become_active", True, "an effect"),))
    state = passes(state)
    assert state.active == holder
    assert state.turns == (holder,) + tuple(s for s in range(4) if s != holder)


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_becoming_active_at_start_of_beat_moves_the_fighter_to_the_front_on_any_seat(holder):
    # The same pairs, no effect at Reveal: order 0, 1, 2, 3. At Start of Beat the holder's
    # effect makes it Active: it attacks first, the others keep their order.
    from engine.battlecon.actions import apply_simple
    from engine.battlecon.schema import Action

    pairs = [("Vengeful", "Grasp"), ("Vengeful", "Drive"), ("Vengeful", "Strike"),
             ("Vengeful", "Shot")]
    state = revealed(battle(("eligor",) * 4, teams=(0, 0, 1, 1)), pairs)
    state = replace(state, turns=(0, 1, 2, 3), active=0,
                    cursor=replace(state.cursor, step="start"))
    state = apply_simple(state, holder, Action(become_active=True), "an effect", 0, 0)
    assert state.active == holder
    assert state.turns == (holder,) + tuple(s for s in range(4) if s != holder)


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_life_set_to_zero_by_hand_defeats_only_that_fighter_on_any_seat(holder):
    # 000 "Defeat in Multiplayer": the fighter leaves the board, the battle goes on while
    # each team has someone standing.
    state = apply(battle(teams=(0, 0, 1, 1)), adjust_decision(holder, "life", 0))
    assert state.outcome is None
    assert standing(state) == tuple(s for s in range(4) if s != holder)


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_an_effect_that_defeats_a_fighter_removes_only_that_fighter_on_any_seat(holder):
    # 000 "Other Effects", Eliminate a Fighter: "you lose" removes the holder, "the opponent
    # loses" the holder's opponent; the battle goes on (000 "Defeat in Multiplayer").
    from engine.battlecon.actions import apply_simple
    from engine.battlecon.schema import Action

    state = battle(teams=(0, 0, 1, 1))
    lost = apply_simple(state, holder, Action(lose_duel=True), "Supernova", 0, 0)
    assert lost.outcome is None
    assert standing(lost) == tuple(s for s in range(4) if s != holder)
    won = apply_simple(state, holder, Action(win_duel=True), "Petrification", 0, 0)
    assert won.outcome is None
    assert standing(won) == tuple(s for s in range(4) if s != OPPONENT[holder])


def test_an_effect_that_defeats_the_last_fighter_of_a_team_ends_the_battle():
    from engine.battlecon.actions import apply_simple
    from engine.battlecon.schema import Action

    state = battle(teams=(0, 0, 1, 1))
    state = apply_simple(state, 2, Action(lose_duel=True), "Supernova", 0, 0)
    state = apply_simple(state, 3, Action(lose_duel=True), "Supernova", 0, 0)
    assert state.outcome is not None and state.outcome.reason == "eliminated"
    assert state.teams[state.outcome.winner] == 0
    assert standing(state) == (0, 1)


def test_a_team_battles_page_is_titled_side_against_side(app, client):
    # Seats 0 and 1 are teammates (teams 0, 0, 1, 1): the title sets the teams apart.
    from tests.web_helpers import team_game

    game = team_game(app)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    title = re.search(r"<title>(.*?)</title>", page, re.S).group(1)
    assert "Eligor and Shekhtur vs Cadenza and Hikaru" in title
