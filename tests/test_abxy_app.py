"""The ABXY pages (Flask test client): a new match, the secret steps on a shared phone or on
two phones, the resolutions in words, undo, and refusals that lose nothing."""

from __future__ import annotations

import re

import pytest

from engine.abxy.creatures import parse_card


def enter_creatures(app, count: int = 12) -> None:
    """``count`` creatures entered as the table would (no special actions, weights 1..)."""
    creatures = app.extensions["store"].abxy_creatures
    for i in range(count):
        creatures.save(parse_card({"name": f"Beast {i + 1:02}", "types": "beast",
                                   "weight": str(i + 1), "special": "", "button": ""}))


def version(html: str) -> int:
    return int(re.search(r'data-version="(\d+)"', html).group(1))


def new_match(client, method: str = "random") -> str:
    response = client.post("/abxy", data={"method": method, "dealer": "0"})
    assert response.status_code == 303, response.get_data(as_text=True)
    return response.headers["Location"]


def post(client, url: str, **fields):
    page = client.get(url).get_data(as_text=True)
    return client.post(url + "/play", data={"version": version(page), **fields})


@pytest.fixture
def ready(app):
    enter_creatures(app)
    return app


def test_the_home_page_offers_abxy(client):
    html = client.get("/").get_data(as_text=True)
    assert "New ABXY match" in html and "/abxy/new" in html


def test_a_method_needing_more_creatures_than_entered_cannot_be_chosen(app, client):
    enter_creatures(app, 10)
    html = client.get("/abxy/new").get_data(as_text=True)
    assert re.search(r'value="open_draft"[^>]*disabled', html)
    assert not re.search(r'value="random"[^>]*disabled', html)
    response = client.post("/abxy", data={"method": "open_draft", "dealer": "0"})
    assert response.status_code == 400
    assert "needs at least 11" in response.get_data(as_text=True)


def test_a_shared_phone_is_passed_for_the_secret_active_choice(ready, client):
    url = new_match(client)
    html = client.get(url).get_data(as_text=True)
    assert "Pass the phone to Player 1" in html
    html = client.get(url + "?as=0").get_data(as_text=True)
    assert "Player 1: choose your active fighter" in html


def test_a_round_on_a_shared_phone_shows_the_first_pair_resolved_in_words(ready, client):
    url = new_match(client)
    for player in (0, 1):
        assert post(client, url, kind="active", player=player, choice=0).status_code == 303
    post(client, url, kind="input", player=0, first="A", second="B")
    post(client, url, kind="input", player=1, first="Y", second="B")
    html = client.get(url).get_data(as_text=True)
    assert "Round 1, first buttons" in html and "is damaged" in html
    assert "Reveal the second buttons" in html
    post(client, url, kind="reveal", player=0)
    html = client.get(url).get_data(as_text=True)
    assert "Round 2" in html and "Neither defend has an effect" not in html  # B vs B
    assert "Defend has no effect" in html


def test_the_same_button_twice_is_refused_with_the_reason_and_nothing_lost(ready, client):
    url = new_match(client)
    post(client, url, kind="active", player=0, choice=0)
    post(client, url, kind="active", player=1, choice=0)
    response = post(client, url, kind="input", player=0, first="A", second="A")
    assert response.status_code == 409  # refused by a rule, as in every game (issue 22)
    assert "two different cards" in response.get_data(as_text=True)
    assert version(client.get(url).get_data(as_text=True)) == 2


def test_a_malformed_post_says_what_was_wrong(ready, client):
    url = new_match(client)
    response = post(client, url, kind="input", player=0, first="A")
    assert response.status_code == 400
    assert "both a first and a second button" in response.get_data(as_text=True)
    response = post(client, url, kind="shout", player=0)
    assert "not an ABXY input" in response.get_data(as_text=True)


def test_a_stale_input_from_a_second_phone_is_refused(ready, client):
    url = new_match(client)
    client.post(url + "/play", data={"version": 0, "kind": "active", "player": 0, "choice": 0})
    response = client.post(url + "/play", data={"version": 0, "kind": "active", "player": 1,
                                                "choice": 0})
    assert response.status_code == 409 and "moved on" in response.get_data(as_text=True)


def test_undo_takes_back_an_input_and_the_history_shows_it_undone(ready, client):
    url = new_match(client)
    post(client, url, kind="active", player=0, choice=1)
    page = client.get(url).get_data(as_text=True)
    client.post(url + "/undo", data={"version": version(page)})
    html = client.get(url).get_data(as_text=True)
    assert 'class="undone">1. Player 1 chose an active fighter' in html
    assert "Pass the phone to Player 1" in html


def test_on_two_phones_each_sees_only_their_own_secret_buttons(ready, app):
    one, two = app.test_client(), app.test_client()
    url = new_match(one)
    one.post(url + "/claim", data={"player": 0})
    two.post(url + "/claim", data={"player": 1})
    post(one, url, kind="active", player=0, choice=0)
    post(two, url, kind="active", player=1, choice=0)
    post(one, url, kind="input", player=0, first="X", second="B")
    mine = one.get(url).get_data(as_text=True)
    theirs = two.get(url).get_data(as_text=True)
    assert "chose X then B" in mine and "chose X then B" not in theirs
    assert "has chosen (secret)" in theirs
    response = post(two, url, kind="input", player=0, first="A", second="B")
    assert response.status_code == 403


def test_a_phone_not_bound_to_a_player_only_watches(ready, app):
    one, watcher = app.test_client(), app.test_client()
    url = new_match(one)
    one.post(url + "/claim", data={"player": 0})
    html = watcher.get(url).get_data(as_text=True)
    assert "watching" in html
    response = post(watcher, url, kind="active", player=1, choice=0)
    assert response.status_code == 403


def test_an_unknown_match_is_a_clear_404(client):
    response = client.get("/abxy/nosuch")
    assert response.status_code == 404 and "no ABXY match" in response.get_data(as_text=True)


def test_a_cut_is_built_on_the_page_the_divider_ticks_five_and_the_dealer_names_a_pile(ready,
                                                                                      client):
    url = new_match(client, "cut")  # player 1 deals: player 2 divides
    html = client.get(url).get_data(as_text=True)
    assert "Player 2: choose the 5 creatures of pile 1" in html
    offered = re.findall(r'name="names" value="([^"]+)"', html)
    assert len(offered) == 10
    response = post(client, url, kind="draft", player=1, names=offered[:4])
    assert response.status_code == 409 and "must name 5" in response.get_data(as_text=True)
    post(client, url, kind="draft", player=1, names=offered[:5])
    html = client.get(url).get_data(as_text=True)
    assert "Player 1: choose the pile you play" in html and "pile 1 " in html
    post(client, url, kind="draft", player=0, names="pile 2")
    html = client.get(url).get_data(as_text=True)
    assert "Pass the phone to Player 1" in html  # on to the secret active fighters
    log = ready.extensions["store"].abxy.log(url.rsplit("/", 1)[1])
    assert set(log.state.draft.teams[0]) == set(offered[5:])


def test_a_correction_by_hand_is_made_on_the_page_and_named_in_the_history(ready, client):
    url = new_match(client)
    post(client, url, kind="active", player=0, choice=0)
    post(client, url, kind="active", player=1, choice=0)
    html = client.get(url).get_data(as_text=True)
    assert "Correct by hand" in html
    post(client, url, kind="adjust", player=1, what=0, value="damaged")
    post(client, url, kind="adjust", player=0, what="B", value="on")
    html = client.get(url).get_data(as_text=True)
    assert "set" in html and "damaged by hand" in html and "locked out B by hand" in html
    assert re.search(r'data-locked="0">Locked out: B<', html)
