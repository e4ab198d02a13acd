"""Hostile input is refused with a clear status and nothing changed (issue 18): numbers in
other scripts' digits, numbers too long for Python or too big for SQLite, a seat a game does
not have, a taken player; and every error type has one status."""

from __future__ import annotations

import io
import logging

import pytest
from werkzeug.exceptions import RequestEntityTooLarge

from app import create_app
from assistant.store import MissingGame, StaleAction
from engine.abxy.game import Event as AbxyEvent
from engine.battlecon.errors import InvalidInput, RuleViolation
from tests.test_abxy_app import enter_creatures, new_match
from tests.test_batl_app import play, started
from tests.web_helpers import seated, start, version
from web.errors import NotYourSeat, status_of

HUGE = "9" * 5000
TOO_BIG_FOR_SQLITE = str(2**70)


def short(value) -> str | None:
    """A test id for a number: a long one by its length."""
    return f"{len(value)}-digits" if isinstance(value, str) and len(value) > 12 else None


@pytest.fixture
def abxy(app, client):
    enter_creatures(app)
    return new_match(client)


@pytest.fixture
def batl(app):
    return started(app)


def entries(app, game: str) -> int:
    store = app.extensions["store"]
    return len(store.log(game).entries)


@pytest.mark.parametrize("number", ["²", "٣", HUGE, TOO_BIG_FOR_SQLITE, "-1", "2"], ids=short)
def test_a_duel_page_handed_to_a_seat_the_duel_does_not_have_is_refused_with_400(client,
                                                                                  number):
    game = start(client)
    assert client.get(f"/duel/{game}?as={number}").status_code == 400


@pytest.mark.parametrize("number", ["²", HUGE, TOO_BIG_FOR_SQLITE], ids=short)
def test_a_malformed_history_entry_of_a_duel_is_refused_and_nothing_changes(app, client,
                                                                            number):
    game = start(client)
    before = entries(app, game)
    response = client.post(f"/duel/{game}/back", data={"seq": number, "version": before})
    assert response.status_code == 400 and entries(app, game) == before


@pytest.mark.parametrize("number", ["²", "٣", HUGE, TOO_BIG_FOR_SQLITE, "2"], ids=short)
def test_a_match_page_handed_to_a_player_it_does_not_have_is_refused_with_400(client, abxy,
                                                                              number):
    assert client.get(f"{abxy}?as={number}").status_code == 400


@pytest.mark.parametrize("number", ["²", HUGE, TOO_BIG_FOR_SQLITE], ids=short)
def test_a_malformed_entry_or_player_of_a_match_is_refused_with_400(app, client, batl,
                                                                    number):
    store = app.extensions["store"].batl
    match_id = batl.rsplit("/", 1)[-1]
    before = len(store.log(match_id).entries)
    assert client.get(f"{batl}?as={number}").status_code == 400
    assert client.post(f"{batl}/back", data={"seq": number, "version": before}
                       ).status_code == 400
    assert client.post(f"{batl}/free", data={"player": number, "version": before}
                       ).status_code == 400
    assert client.post(f"{batl}/claim", data={"player": number}).status_code == 400
    assert len(store.log(match_id).entries) == before


@pytest.mark.parametrize(("fields"), [{"kind": "move", "square": "A²"},
                                      {"kind": "move", "square": "A" + HUGE},
                                      {"kind": "attack", "target": "²"},
                                      {"kind": "adjust", "what": "hp", "amount": HUGE},
                                      {"kind": "adjust", "what": "hp", "amount": "٣"}])
def test_a_batl_input_with_a_malformed_number_is_refused_with_400(app, client, batl, fields):
    assert play(client, batl, player=0, **fields).status_code == 400


@pytest.mark.parametrize("number", ["²", HUGE], ids=short)
def test_an_abxy_choice_or_creature_count_that_is_not_ascii_digits_is_refused(client, abxy,
                                                                              number):
    response = client.post(f"{abxy}/play", data={"kind": "active", "player": "0",
                                                 "choice": number, "version": "0"})
    assert response.status_code == 400
    assert client.get(f"/abxy/creatures?imported={number}").status_code == 400


@pytest.mark.parametrize("number", ["²", HUGE], ids=short)
def test_a_new_batl_game_with_a_malformed_count_or_roll_is_refused(app, client, number):
    for field in ("players", "roll"):
        assert client.post("/batl", data={field: number}).status_code == 400


@pytest.mark.parametrize("number", ["²", HUGE], ids=short)
def test_a_fighter_with_a_malformed_soak_or_life_is_refused_with_its_problems(client,
                                                                              number):
    for field in ("starting_life", "bases.0.soak", "bases.0.stun_guard"):
        response = client.post("/fighters/save", data={
            "name": "Hostile", "printing": "classic", field: number, "bases.0.name": "B"})
        assert response.status_code == 422


def test_a_taken_abxy_player_is_refused_with_409(app, abxy):
    assert app.test_client().post(f"{abxy}/claim", data={"player": "0"}).status_code == 303
    assert app.test_client().post(f"{abxy}/claim", data={"player": "0"}).status_code == 409


@pytest.mark.parametrize(("error", "status"), [
    (InvalidInput("x"), 400), (NotYourSeat("x"), 403), (MissingGame("x"), 404),
    (StaleAction(3), 409), (RuleViolation("x", "000"), 409), (RequestEntityTooLarge(), 413),
    (ValueError("x"), 400), (OverflowError("x"), 400), (RecursionError("x"), 400)])
def test_each_error_type_has_one_status(error, status):
    assert status_of(error) == status


@pytest.mark.parametrize("kind", [ValueError, OverflowError, RecursionError])
def test_an_unexpected_error_from_request_data_is_a_logged_400_that_says_how_to_fix_it(
        tmp_path, caplog, kind):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.sqlite3")})

    def broken():
        raise kind("parser gave up")
    app.add_url_rule("/broken", "broken", broken)
    with caplog.at_level(logging.ERROR):
        response = app.test_client().get("/broken")
    assert response.status_code == 400
    assert "try again" in response.get_data(as_text=True)
    assert any(r.exc_info and r.exc_info[0] is kind for r in caplog.records)


def test_an_unexpected_error_on_a_duel_shows_the_duel_again(tmp_path):
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                      "DATABASE": str(tmp_path / "games.sqlite3")})

    def broken(game_id):
        raise OverflowError("Python int too large to convert to SQLite INTEGER")
    app.add_url_rule("/duel/<game_id>/broken", "broken", broken)
    client = app.test_client()
    game = start(client)
    response = client.get(f"/duel/{game}/broken")
    assert response.status_code == 400 and f'name="version" value="{version(client, game)}"' \
        in response.get_data(as_text=True)


def test_an_editor_post_whose_field_name_cannot_be_read_is_checked_like_any_other(client):
    response = client.post("/fighters/save", data={
        "name\n\"x": "Hostile", "file": (io.BytesIO(b"\x00"), "\u202eexe.txt")})
    assert response.status_code == 422


def test_a_decision_for_a_seat_a_duel_does_not_have_is_refused_on_a_phone(app):
    game = start(app.test_client())
    phone = seated(app, game, 0)
    before = entries(app, game)
    response = phone.post(f"/duel/{game}/decide", data={"decision": "2|pass||",
                                                         "version": before})
    assert response.status_code == 400 and entries(app, game) == before


@pytest.mark.parametrize("line", ["active 0 ٣", "answer 1 ²", "adjust 0 ١ damaged",
                                  "active 0 " + HUGE], ids=short)
def test_an_abxy_input_line_with_digits_other_than_ascii_is_refused(line):
    with pytest.raises(InvalidInput):
        AbxyEvent.parse(line)


GAME_RULES = [(r.rule, m) for r in create_app({"TESTING": True, "DATABASE": ":memory:"})
              .url_map.iter_rules() if {"game_id", "match_id"} & set(r.arguments)
              for m in sorted(r.methods - {"HEAD", "OPTIONS"})]


@pytest.mark.parametrize(("rule", "method"), GAME_RULES)
def test_every_page_of_a_game_that_does_not_exist_is_a_404(client, rule, method):
    url = rule.replace("<game_id>", "nope").replace("<match_id>", "nope")
    response = client.open(url, method=method, data={"version": "0", "seat": "0"})
    assert response.status_code == 404
