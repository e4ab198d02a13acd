"""Matches on the phones (issue 24): the match chosen on the new-duel page, its score on the
duel screen, the next duel in one tap with the same phones on the same seats, and every
refusal with its status (002 "Object of the Game")."""

from __future__ import annotations

import re

import pytest

from tests.web_helpers import NEW_DUEL, knock_out, start

#: Every test runs on SQLite and on PostgreSQL (issue 25; tests/conftest.py).
ON_BOTH_STORES = True


def _seated(app, game: str) -> list:
    """Two phones, each bound to a seat of ``game`` (seat 0, seat 1)."""
    phones = [app.test_client(), app.test_client()]
    for seat, phone in enumerate(phones):
        assert phone.post(f"/duel/{game}/claim", data={"seat": str(seat)}).status_code == 303
    return phones


def _next(phone, game: str, **form):
    return phone.post(f"/duel/{game}/next", data=form)


def test_the_duel_screen_shows_the_match_score_and_the_duel_number(app, client):
    game = start(client)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    line = re.search(r'id="match-line">(.*?)</p>', page, re.S).group(1)
    assert re.search(r"Eligor 0 - Shekhtur 0 · duel 1 · best of 3",
                     line)


def test_a_duel_of_one_shows_no_match(app, client):
    game = start(client, best_of="1")
    assert 'id="match-line"' not in client.get(f"/duel/{game}").get_data(as_text=True)
    assert app.extensions["store"].matches.of_game(game).best_of == 1


@pytest.mark.parametrize("best_of", ["2", "4", "0", "7", "three", "-1"])
def test_a_match_of_other_than_one_three_or_five_duels_is_refused(app, client, best_of):
    response = client.post("/duel", data=NEW_DUEL | {"best_of": best_of})
    assert response.status_code == 400
    assert app.extensions["store"].games() == []


def test_the_next_duel_starts_in_one_tap_with_each_phone_on_its_seat(app, client):
    game = start(client)
    phones = _seated(app, game)
    knock_out(app.extensions["store"], game, 1)
    answer = _next(phones[1], game, first="1")
    assert answer.status_code == 303
    second = answer.headers["Location"].rsplit("/", 1)[-1]
    assert second != game
    store = app.extensions["store"]
    assert store.log(second).setup.first_active == 1
    assert store.log(second).setup.coin_flip is False
    # the other phone: its old duel now leads to the new one, on its own seat
    page = phones[0].get(f"/duel/{game}").get_data(as_text=True)
    assert f'href="/duel/{game}/next"' in page
    opened = phones[0].get(f"/duel/{game}/next")
    assert opened.status_code == 303 and opened.headers["Location"].endswith(second)
    for seat, phone in enumerate(phones):
        cookie = phone.get_cookie(f"seat_{second}")
        assert cookie is not None and store.seat_of(second, cookie.value) == seat
    mine = phones[0].get(f"/duel/{second}").get_data(as_text=True)
    assert re.search(r"Eligor 1 - Shekhtur 0 · duel 2", mine)


def test_the_next_duel_asked_by_both_phones_is_one_duel(app, client):
    game = start(client)
    phones = _seated(app, game)
    knock_out(app.extensions["store"], game, 0)
    places = {_next(phone, game).headers["Location"] for phone in phones}
    assert len(places) == 1
    assert len(app.extensions["store"].games()) == 2


def test_the_next_duel_waits_for_the_end_of_this_one(app, client):
    game = start(client)
    phones = _seated(app, game)
    assert _next(phones[0], game).status_code == 409
    assert len(app.extensions["store"].games()) == 1


def test_a_watching_phone_cannot_start_the_next_duel(app, client):
    game = start(client)
    _seated(app, game)
    knock_out(app.extensions["store"], game, 0)
    assert _next(client, game).status_code == 403
    assert len(app.extensions["store"].games()) == 1


def test_a_shared_phone_starts_the_next_duel(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 0)
    answer = _next(client, game)
    assert answer.status_code == 303
    assert app.extensions["store"].log(answer.headers["Location"].rsplit("/", 1)[-1]) \
        .setup.coin_flip is True


def test_a_bad_first_active_player_is_refused(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 0)
    assert _next(client, game, first="5").status_code == 400
    assert _next(client, game, first="x").status_code == 400
    assert len(app.extensions["store"].games()) == 1


def test_no_next_duel_after_the_match_is_won_and_the_match_page_lists_the_duels(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 1)
    second = _next(client, game).headers["Location"].rsplit("/", 1)[-1]
    knock_out(app.extensions["store"], second, 1)
    refused = _next(client, second)
    assert refused.status_code == 409
    assert "002" in refused.get_data(as_text=True)
    match = app.extensions["store"].matches.of_game(second)
    assert match.winner == 0
    page = client.get(f"/duel/{game}/match").get_data(as_text=True)
    assert page.count(f'href="/duel/{game}"') == page.count(f'href="/duel/{second}"') == 1
    assert "Eligor 2 - Shekhtur 0" in page
    screen = client.get(f"/duel/{second}").get_data(as_text=True)
    assert f'href="/duel/{second}/match"' in screen
    assert f'action="/duel/{second}/next"' not in screen


def test_a_duel_in_no_match_has_no_next_duel_nor_match_page(app, client):
    from tests.web_helpers import team_game

    game = team_game(app)
    assert _next(client, game).status_code == 400
    assert client.get(f"/duel/{game}/match").status_code == 404


def test_no_such_match_or_duel_is_a_404(client):
    assert client.get("/duel/nothing/match").status_code == 404
    assert client.post("/duel/nothing/next").status_code == 404
    assert client.get("/duel/nothing/next").status_code == 404


def test_the_home_page_lists_a_match_once_by_its_latest_duel_with_its_score(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 1)
    second = _next(client, game).headers["Location"].rsplit("/", 1)[-1]
    page = client.get("/").get_data(as_text=True)
    assert f'href="/duel/{game}"' not in page
    assert re.search(rf'href="/duel/{second}">[^<]*<span class="muted">· match Eligor 1 - '
                     r'Shekhtur 0, duel 2 of best of 3</span>', page)
    knock_out(app.extensions["store"], second, 1)
    page = client.get("/").get_data(as_text=True)
    assert "· match Eligor 2 - Shekhtur 0, won by Eligor" in page


def _seat_fields(seat: int, fighter: str) -> dict[str, str]:
    """The new-duel form's fields of ``seat`` with ``fighter``'s usual choices."""
    from engine.battlecon.setup import suggested_seat

    chosen = suggested_seat(fighter)
    return {f"fighter{seat}": fighter, f"finisher{seat}": chosen.finisher,
            f"style1_{seat}": chosen.discard1[0], f"base1_{seat}": chosen.discard1[1],
            f"style2_{seat}": chosen.discard2[0], f"base2_{seat}": chosen.discard2[1]}


def test_the_next_duels_form_is_filled_in_with_this_duels_fighters(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 1)
    page = client.get(f"/duel/{game}/next/choose").get_data(as_text=True)
    assert f'action="/duel/{game}/next"' in page
    assert '<option value="eligor" selected>' in page
    assert '<option value="shekhtur" selected>' in page
    assert re.search(r'name="finisher0" value="Sweet Revenge"\s+checked', page)
    assert 'name="best_of"' not in page and 'name="player0"' not in page
    other = client.get(f"/duel/{game}/next/choose?f1=cadenza").get_data(as_text=True)
    assert '<option value="cadenza" selected>' in other and 'name="finisher1"' in other


def test_a_player_changes_fighter_before_the_next_duel_and_keeps_the_phones(app, client):
    game = start(client)
    phones = _seated(app, game)
    knock_out(app.extensions["store"], game, 1)
    form = _seat_fields(0, "eligor") | _seat_fields(1, "cadenza") | {"first": "0"}
    answer = phones[1].post(f"/duel/{game}/next", data=form)
    assert answer.status_code == 303
    second = answer.headers["Location"].rsplit("/", 1)[-1]
    store = app.extensions["store"]
    assert [s.fighter for s in store.log(second).setup.seats] == ["eligor", "cadenza"]
    assert store.seat_of(second, phones[1].get_cookie(f"seat_{second}").value) == 1
    assert store.matches.of_game(second).duels == (game, second)


def test_a_next_duels_form_with_a_missing_or_bad_seat_is_refused(app, client):
    game = start(client)
    knock_out(app.extensions["store"], game, 1)
    partial = _seat_fields(0, "eligor") | {"fighter1": "cadenza"}
    assert _next(client, game, **partial).status_code == 400
    bad = _seat_fields(0, "eligor") | _seat_fields(1, "cadenza") | {"finisher1": "Nothing"}
    assert _next(client, game, **bad).status_code == 400
    assert client.get(f"/duel/{game}/next/choose?f0=nobody").status_code == 400
    assert len(app.extensions["store"].games()) == 1


def test_a_duel_in_no_match_has_no_next_duels_form(app, client):
    from tests.web_helpers import team_game

    game = team_game(app)
    assert client.get(f"/duel/{game}/next/choose").status_code == 404


def test_a_team_battle_and_a_classic_duel_are_matches_too(app, client):
    store = app.extensions["store"]
    team_form = {"format": "2v2", "first": "0", "best_of": "3"}
    for seat, fighter in enumerate(("eligor", "shekhtur", "cadenza", "hikaru")):
        team_form |= _seat_fields(seat, fighter)
    game = start(client, **team_form)
    for seat in (2, 3):  # team B knocked out
        knock_out(store, game, seat)
    second = _next(client, game).headers["Location"].rsplit("/", 1)[-1]
    assert store.log(second).setup.teams == (0, 0, 1, 1)
    page = client.get(f"/duel/{second}").get_data(as_text=True)
    assert re.search(r"Match Eligor &amp; Shekhtur 1 - Cadenza &amp; Hikaru 0 · duel 2", page)

    classic = start(client, ruleset="classic", best_of="5")
    knock_out(app.extensions["store"], classic, 0)
    after = _next(client, classic).headers["Location"].rsplit("/", 1)[-1]
    assert store.log(after).setup.edition == "classic"
    assert store.matches.of_game(after).best_of == 5


def test_a_match_with_a_custom_fighter_deleted_since_is_still_listed(app, client):
    from tests.test_app_fighters import copy_page, new_duel_with, save, saved_id

    fighter_id = saved_id(save(client, copy_page(client)))
    game = new_duel_with(client, fighter_id)
    assert client.post(f"/fighters/{fighter_id}/delete").status_code == 303
    home = client.get("/")
    assert home.status_code == 200
    assert re.search(rf'href="/duel/{game}">[^<]*<span class="muted">· match ', home.get_data(
        as_text=True))
