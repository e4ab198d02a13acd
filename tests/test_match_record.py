"""The record of a duel and of a match (issue 24): every input in words, each beat's rule
notes, life and Force per beat and the result, as plain text and JSON to download; the
players' names from the new-duel page; nothing a phone may not see."""

from __future__ import annotations

import json

import pytest

from assistant.record import RECORD_FORMAT
from tests.web_helpers import NEW_DUEL, decide, knock_out, seated, start


def _json(client, url: str) -> dict:
    response = client.get(url)
    assert response.status_code == 200
    assert response.headers["Content-Disposition"].startswith("attachment;")
    return json.loads(response.get_data(as_text=True))


def test_a_finished_duels_record_names_its_players_inputs_and_winner(app, client):
    game = start(client, player0="Ann", player1="  Bo\tb  ")
    knock_out(app.extensions["store"], game, 1)
    record = _json(client, f"/duel/{game}/record.json")
    assert record["format"] == RECORD_FORMAT and record["duel"] == 1
    assert [(s["seat"], s["player"]) for s in record["sides"]] == [(0, "Ann"), (1, "Bo b")]
    assert record["first_active"] == {"seat": 0, "coin_flip": False}
    assert [entry["entry"] for entry in record["inputs"]] == [1]
    assert record["outcome"]["winner_seat"] == 0
    assert record["beats"] and record["beats"][0]["beat"] == 1


def test_the_text_record_reads_as_the_duel_went(app, client):
    game = start(client, player0="Ann")
    knock_out(app.extensions["store"], game, 1)
    text = client.get(f"/duel/{game}/record.txt").get_data(as_text=True)
    lines = text.splitlines()
    assert lines[0] == "Duel 1: Eligor Larington (Ann) vs Shekhtur Lenmorre"
    assert "Result: Eligor wins: Shekhtur's life fell to 0" in lines
    assert "First Active Player: Eligor Larington (chosen by the table)" in lines


def test_the_match_record_holds_every_duel_and_the_score(app, client):
    game = start(client, player0="Ann", player1="Bob")
    knock_out(app.extensions["store"], game, 1)
    second = client.post(f"/duel/{game}/next").headers["Location"].rsplit("/", 1)[-1]
    knock_out(app.extensions["store"], second, 1)
    record = _json(client, f"/duel/{second}/match/record.json")
    assert (record["best_of"], record["winner"]) == (3, "Eligor")
    assert record["score"] == [["Eligor", 2], ["Shekhtur", 0]]
    assert [d["duel"] for d in record["duels"]] == [1, 2]
    assert [s["player"] for s in record["duels"][1]["sides"]] == ["Ann", "Bob"]
    text = client.get(f"/duel/{game}/match/record.txt").get_data(as_text=True)
    assert text.startswith("Match, best of 3: Eligor 2 - Shekhtur 0\n")
    assert text.count("\nDuel ") == 2


def test_no_record_gives_away_a_pair_set_face_down(app):
    seen = []
    for pair in ("Vengeful|Strike", "Retribution|Drive"):
        creator = app.test_client()
        game = start(creator)
        eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
        assert decide(eligor, game, f"0|set|{pair}").status_code in (200, 303)
        texts = [browser.get(f"/duel/{game}/record.{ext}").get_data(as_text=True)
                 .replace(game, "GAME") for browser in (shekhtur, creator)
                 for ext in ("txt", "json")]
        assert all(card not in text for text in texts for card in pair.split("|"))
        seen.append(texts)
    assert seen[0] == seen[1]


@pytest.mark.parametrize("url", ["/duel/{game}/record.pdf", "/duel/nothing/record.txt",
                                 "/duel/nothing/match/record.json",
                                 "/duel/{game}/match/record.xml"])
def test_a_record_of_nothing_is_a_404(app, client, url):
    game = start(client)
    assert client.get(url.format(game=game)).status_code == 404


def test_a_duel_in_no_match_has_a_record_but_no_match_record(app, client):
    from tests.web_helpers import team_game

    game = team_game(app)
    assert _json(client, f"/duel/{game}/record.json")["duel"] is None
    assert client.get(f"/duel/{game}/match/record.txt").status_code == 404


def test_a_players_name_over_forty_characters_is_refused(app, client):
    response = client.post("/duel", data=NEW_DUEL | {"player0": "x" * 41})
    assert response.status_code == 400
    assert app.extensions["store"].games() == []


def test_the_record_keeps_the_time_each_duel_was_played(app, client):
    from tests.test_match_clock import FakeClock

    clock = app.extensions["store"].matches.clock = FakeClock()
    game = start(client)
    clock.now += 125
    knock_out(app.extensions["store"], game, 1)
    clock.now += 999  # after the knockout: not the duel's time
    assert _json(client, f"/duel/{game}/record.json")["seconds_played"] == 125
    text = client.get(f"/duel/{game}/record.txt").get_data(as_text=True)
    assert "Time played: 2:05" in text.splitlines()
