"""The BATL match pages (Flask test client): a game on a shared phone, HIDDEN cards kept to
their owner's phone, refusals that say why and lose nothing, undo, stale taps."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.batl.log import BatlSetup

DECKS = Path(__file__).parent / "data" / "batl"


def deck_text(name: str) -> str:
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


def version(html: str) -> int:
    return int(re.search(r'data-version="(\d+)"', html).group(1))


def play(client, url: str, **fields):
    page = client.get(url).get_data(as_text=True)
    return client.post(url + "/play", data={"version": version(page), **fields})


def started(app, seed: int | None = 5) -> str:
    """A match of the two test decks, past the setup: Ann's first turn."""
    setup = BatlSetup(("Ann", "Bo"), (deck_text("monk"), deck_text("knight")), ((0,), (1,)),
                      0, seed)
    url = "/batl/" + app.extensions["store"].batl.create(setup)
    client = app.test_client()
    for fields in ({"kind": "first", "player": 0, "choice": "play"},
                   {"kind": "keep", "player": 0}, {"kind": "keep", "player": 1}):
        assert play(client, url, **fields).status_code == 303
    return url


@pytest.fixture
def match(app):
    return started(app)


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_played_card_shows_its_resource_and_stats_explained(client, match):
    assert play(client, match, kind="play", player=0, name="Hit").status_code == 303
    page = text(client.get(match).get_data(as_text=True))
    assert "Ki 1/2" in page and "ATK 2 = Monk 1 + Hit +1" in page
    assert "Ann played Hit; +1 Ki (Ki 1/2)" in page


def test_a_refused_card_says_the_rule_and_nothing_is_logged(client, match):
    before = version(client.get(match).get_data(as_text=True))
    response = play(client, match, kind="play", player=0, name="Meditate")
    assert response.status_code == 409  # refused by a rule, as in a duel (issue 22)
    body = response.get_data(as_text=True)
    assert "Combo card: play another Monk card first" in body and "Deck Card Types" in body
    assert version(client.get(match).get_data(as_text=True)) == before


def test_an_unknown_card_is_refused_with_the_fix(client, match):
    response = play(client, match, kind="play", player=0, name="Fireball")
    assert response.status_code == 400
    assert "not in Ann&#39;s deck list" in response.get_data(as_text=True)


def test_a_malformed_form_says_what_is_missing(client, match):
    response = play(client, match, kind="move", player=0)
    assert response.status_code == 400 and "say the square to move to" in \
        response.get_data(as_text=True)
    response = play(client, match, kind="fly", player=0)
    assert response.status_code == 400 and "not a BATL input" in \
        response.get_data(as_text=True)


def test_a_stale_tap_from_another_phone_is_refused(client, match):
    page = client.get(match).get_data(as_text=True)
    old = version(page)
    assert play(client, match, kind="move", player=0, square="A2").status_code == 303
    response = client.post(match + "/play", data={"version": old, "kind": "move",
                                                  "player": 0, "square": "B1"})
    assert response.status_code == 409
    assert "Ann moved A1 to A2" in text(client.get(match).get_data(as_text=True))


def test_undo_takes_back_the_last_input(client, match):
    play(client, match, kind="move", player=0, square="A2")
    page = client.get(match).get_data(as_text=True)
    assert client.post(match + "/undo", data={"version": version(page)}).status_code == 303
    page = text(client.get(match).get_data(as_text=True))
    assert "20 HP on A1" in page
    assert "Undo back to entry 3" in page


def test_a_hidden_card_shows_only_on_its_owners_phone(app, match):
    ann, bo = app.test_client(), app.test_client()
    assert ann.post(match + "/claim", data={"player": 0}).status_code == 303
    assert bo.post(match + "/claim", data={"player": 1}).status_code == 303
    assert play(ann, match, kind="play", player=0, name="Snare", square="C3").status_code \
        == 303
    mine, theirs = ann.get(match).get_data(as_text=True), bo.get(match).get_data(as_text=True)
    assert "Snare on C3" in text(mine) and "Trigger it" in mine
    assert "Snare" not in theirs and "played a HIDDEN card" in text(theirs)


def test_a_shared_phone_shows_hidden_cards_only_when_handed_to_their_owner(client, match):
    play(client, match, kind="play", player=0, name="Snare", square="C3")
    assert "Snare on C3" not in text(client.get(match).get_data(as_text=True))
    assert "Snare on C3" in text(client.get(match + "?as=0").get_data(as_text=True))
    assert "Snare on C3" not in text(client.get(match + "?as=1").get_data(as_text=True))


def test_a_bound_phone_cannot_act_for_another_player(app, match):
    ann = app.test_client()
    ann.post(match + "/claim", data={"player": 0})
    response = play(ann, match, kind="end", player=1)
    assert response.status_code == 403


def test_the_field_never_shows_an_unsearched_land(app, client):
    url = started(app, seed=5)
    lands = app.extensions["store"].batl.log(url.rsplit("/", 1)[1]).state.field.lands
    page = client.get(url).get_data(as_text=True)
    assert set(re.findall(r'data-land="([^"]*)"', page)) == {""}
    play(client, url, kind="search", player=0)
    page = client.get(url).get_data(as_text=True)
    shown = dict(re.findall(r'data-square="(\w+)" data-land="([^"]*)"', page))
    assert shown["A1"] == lands[0] and {v for k, v in shown.items() if k != "A1"} == {""}


def test_a_table_dealt_field_asks_what_was_turned_over(app, client):
    url = started(app, seed=None)
    page = client.get(url).get_data(as_text=True)
    assert "Turn the land card over and tap what it is" in page
    assert play(client, url, kind="search", player=0, land="Jewel").status_code == 303
    page = text(client.get(url).get_data(as_text=True))
    assert "Treasure: Jewel" in page and "1 Jewel" in page  # one Jewel left to find
