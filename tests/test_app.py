"""Flask test-client tests of every route, bad inputs included (issue 3)."""

import re

from app import create_app
from engine.battlecon.matchup import matchups
from engine.battlecon.setup import DuelSetup
from engine.battlecon.words import CHOOSE_WORDS, timing_words
from tests.conftest import seat
from tests.web_helpers import NEW_DUEL, decide, start, version

#: Every test runs on SQLite and on PostgreSQL (issue 25; tests/conftest.py).
ON_BOTH_STORES = True


def test_the_home_page_lists_the_shipped_fighters_and_how_classic_cards_play(client):
    page = client.get("/").get_data(as_text=True)
    for name in ("Eligor Larington", "Shekhtur Lenmorre", "Joal Kalmor", "Malandrax Mecchi"):
        assert name in page
    assert "Stun Guard as Guard" in page


def test_the_new_duel_form_preselects_the_suggested_finisher_and_discards(client):
    page = client.get("/duel/new?f0=eligor&f1=joal").get_data(as_text=True)
    assert 'name="finisher0" value="Sweet Revenge"' in page or "Sweet Revenge" in page
    assert re.search(r'name="style1_0".*?<option selected>', page, re.S)


def test_a_new_duel_opens_on_the_set_step_with_its_trackers(client):
    game = start(client)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Set an attack pair face-down" in page
    assert "Force pool 41" in page and "distance 2" in page


def test_a_whole_beat_is_played_by_posting_decisions(client):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||", "1|pass||"):
        response = decide(client, game, decision)
        assert response.status_code == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Beat 2" in page
    assert "Shekhtur takes 5 damage" in page


def test_the_first_players_pair_stays_hidden_behind_a_pass_the_phone_screen(client):
    game = start(client)
    decide(client, game, "0|set|Vengeful|Strike")
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Pass the phone to Shekhtur" in page
    assert "Vengeful Strike" not in page
    handed = client.get(f"/duel/{game}?as=1").get_data(as_text=True)
    assert "Jugular Grasp" in handed and "Vengeful Strike" not in handed


def test_htmx_gets_the_duel_area_alone(client):
    game = start(client)
    response = decide(client, game, "0|set|Vengeful|Strike", **{"HX-Request": "true"})
    body = response.get_data(as_text=True)
    assert response.status_code == 200
    assert body.lstrip().startswith('<div id="duel"')
    assert "<html" not in body


def test_an_illegal_card_is_refused_with_the_reason_and_the_game_unchanged(client):
    game = start(client)
    response = decide(client, game, "0|set|Counter|Strike")
    assert response.status_code == 409
    assert "Counter is in discard pile 1" in response.get_data(as_text=True)
    assert version(client, game) == 0


def test_a_malformed_decision_is_a_400(client):
    game = start(client)
    response = decide(client, game, "nonsense")
    assert response.status_code == 400
    assert "is not a decision" in response.get_data(as_text=True)


def test_a_stale_form_is_refused_with_409_and_the_current_state(client):
    game = start(client)
    decide(client, game, "0|set|Vengeful|Strike")
    response = client.post(f"/duel/{game}/decide",
                           data={"decision": "1|set|Jugular|Grasp", "version": "0"})
    assert response.status_code == 409
    assert "moved on" in response.get_data(as_text=True)
    assert version(client, game) == 1


def test_an_unknown_game_is_a_404_with_a_way_home(client):
    assert client.get("/duel/nope").status_code == 404
    response = client.post("/duel/nope/decide", data={"decision": "0|pass||", "version": "0"})
    assert response.status_code == 404
    assert "no game" in response.get_data(as_text=True)


def test_a_new_duel_with_a_bad_form_is_refused(client):
    data = dict(NEW_DUEL, finisher0="Not A Finisher")
    response = client.post("/duel", data=data)
    assert response.status_code == 400
    assert "Cannot start this duel" in response.get_data(as_text=True)
    assert client.post("/duel", data={"fighter0": "eligor"}).status_code == 400


def test_undo_and_back_to_an_entry(client):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||"):
        decide(client, game, decision)
    assert client.post(f"/duel/{game}/undo",
                       data={"version": version(client, game)}).status_code == 303
    assert client.post(f"/duel/{game}/back", data={"seq": "1", "confirm": "yes",
                                                   "version": version(client, game)}
                       ).status_code == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Pass the phone to Shekhtur" in page
    assert page.count('class="undone"') == 2


def test_a_number_corrected_by_hand_is_logged(client):
    game = start(client)
    response = client.post(f"/duel/{game}/adjust", data={
        "seat": "1", "field": "life", "value": "17", "version": version(client, game)})
    assert response.status_code == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "life set by hand: 20 -&gt; 17" in page or "life set by hand: 20 -> 17" in page
    bad = client.post(f"/duel/{game}/adjust", data={
        "seat": "1", "field": "life", "value": "x", "version": version(client, game)})
    assert bad.status_code == 400


def test_every_form_needs_a_csrf_token(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})
    client = app.test_client()
    response = client.post("/duel", data=NEW_DUEL)
    assert response.status_code == 400
    assert "expired" in response.get_data(as_text=True)


def test_an_overload_that_cannot_be_used_is_shown_with_the_reason(client):
    game = start(client)
    decide(client, game, "0|set|Vengeful|Strike")
    decide(client, game, "1|set|Jugular|Grasp")
    decide(client, game, "0|ante|Power Up|")
    decide(client, game, "1|pass||")
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Power Up (already used this beat)" in page
    assert "Speed Up (costs 2 Force, Eligor has 0)" in page


def test_a_revealed_pair_shows_each_stat_with_its_breakdown(client):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Drive", "0|pass||", "1|pass||"):
        decide(client, game, decision)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    # paused mid-beat, pairs revealed
    assert f"Drive ({timing_words('before')}): {CHOOSE_WORDS['advance']}" in page
    assert "Priority 6 = Jugular 2 Drive +4" in page
    assert "Power 5 = Vengeful 1 Strike +4" in page


def test_a_coin_flip_says_who_won_it(client):
    response = client.post("/duel", data=dict(NEW_DUEL, first="coin"))
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "won the coin flip" in page


def test_the_last_decision_shows_the_life_change_with_the_total(client):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||", "1|pass||"):
        decide(client, game, decision)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    # Vengeful Strike hit Shekhtur for 5 this beat: 15 life, shown as -5.
    assert re.search(r'data-life="1">15<.*?class="change">-5<', page, re.S)


def test_joals_stockpile_is_chosen_on_the_new_duel_form(client):
    page = client.get("/duel/new?f0=joal&f1=eligor").get_data(as_text=True)
    assert "Stockpile: set 4 aside" in page
    data = dict(NEW_DUEL, fighter0="joal", finisher0="Neutralizer", style1_0="Warded",
                base1_0="Ironstar", style2_0="Relentless", base2_0="Runeblade",
                fighter1="eligor", finisher1="Sweet Revenge", style1_1="Counter",
                base1_1="Aegis", style2_1="Martial", base2_1="Burst")
    refused = client.post("/duel", data=dict(data, aside0=["Strike", "Shot"]))
    assert refused.status_code == 400 and "choose 4 different bases" in refused.get_data(
        as_text=True)
    response = client.post("/duel", data=dict(data, aside0=["Strike", "Shot", "Drive", "Burst"]))
    assert response.status_code == 303


def test_each_players_hand_and_discard_piles_are_listed(client):
    game = start(client)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Hand: Vengeful, Retribution, Chained, Switch, Strike, Shot, Drive, Grasp, Dodge" in page
    assert "Discard 1: Counter, Aegis" in page and "Discard 2: Martial, Burst" in page


def test_counters_put_on_cards_by_hand_show_on_the_duel_page(client, app):
    # Kajia (seat 0) against Eligor: 2 of her 10 Insects put on Eligor's discard pile 1 by hand
    # leave 8 in her pool.
    store = app.extensions["store"]
    game = store.create(DuelSetup((seat("kajia"), seat("eligor")), first_active=0))
    response = client.post(f"/duel/{game}/adjust", data={
        "seat": "0", "field": "cards:Insect:discard1", "value": "2",
        "version": version(client, game)})
    assert response.status_code == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Insect on Eligor&#39;s cards: pair 0 · discard 1: 2 · discard 2: 0" in page
    assert "Insect (pool) 8 / 10" in page
    assert 'value="cards:Insect:discard2"' in page


def test_the_matchup_table_lists_every_opposing_pair_as_the_engine_computes_it(client, app):
    game = start(client)
    page = client.get(f"/duel/{game}/matchups?seat=0&mine=Vengeful+Strike").get_data(
        as_text=True)
    rows = re.findall(r"<tr>\s*<td>([^<]+)</td>\s*<td title=\"[^\"]*\">([^<]+)</td>", page)
    state = app.extensions["store"].log(game).state
    expected = [(c.pairs[1], "clash" if c.active is None else state.name(c.active))
                for c in matchups(state) if c.pairs[0] == "Vengeful Strike"]
    assert rows == expected and len(rows) > 10
    assert "planning aid" in page


def test_the_matchup_table_can_be_turned_off_for_a_duel(client):
    game = start(client)
    assert "Open the matchup table" in client.get(f"/duel/{game}").get_data(as_text=True)
    response = client.post(f"/duel/{game}/matchups", data={"matchups": "off"})
    assert response.status_code == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Open the matchup table" not in page and "Turn it on for this duel" in page
    refused = client.get(f"/duel/{game}/matchups")
    assert refused.status_code == 403
    assert "turned off for this duel" in refused.get_data(as_text=True)
    bad = client.post(f"/duel/{game}/matchups", data={"matchups": "maybe"})
    assert bad.status_code == 400


def test_without_htmx_a_decision_lands_on_the_page_at_the_prompt(client):
    # issue 21, item 1: the page loads anew at the prompt the table must answer
    game = start(client)
    response = decide(client, game, "0|set|Vengeful|Strike")
    assert response.status_code == 303
    assert response.headers["Location"].endswith(f"/duel/{game}#prompt")
