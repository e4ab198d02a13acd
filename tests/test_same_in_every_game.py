"""Every game behaves the same at the table (issue 22, item 2): freeing a lost phone asks
for a confirmation, a refusal by a rule is a 409 (a malformed input a 400), and an undo
across a reveal waits for the other side's phone, in a duel, an ABXY match and a BATL game.
The tests of ABXY and BATL here failed before (freeing at once, 400 for a rule, BATL undoing
across a revealed HIDDEN card alone)."""

from __future__ import annotations

import pytest

from tests.test_abxy_app import post as abxy_post
from tests.test_batl_app import play as batl_play
from tests.test_batl_app import started as batl_started
from tests.test_seat_takeover import _abxy_match, _claim, _match_version
from tests.web_helpers import decide, seated, start, version


def _log(app, url: str):
    kind, match = url.strip("/").split("/")
    return getattr(app.extensions["store"], kind).log(match)


def _two_match_phones(app, game: str):
    url = _abxy_match(app) if game == "abxy" else batl_started(app)
    return url, _claim(app, url, 0), _claim(app, url, 1)


# ------------------------------------------------------------------ freeing a lost phone

def test_a_duel_seat_is_freed_only_once_confirmed(app):
    game = start(app.test_client())
    seated(app, game, 0)
    other = seated(app, game, 1)
    unconfirmed = other.post(f"/duel/{game}/free", data={"seat": "0", "version": "0"})
    assert unconfirmed.status_code == 400
    assert app.extensions["store"].claimed(game) == {0, 1}
    confirmed = other.post(f"/duel/{game}/free",
                           data={"seat": "0", "confirm": "yes", "version": "0"})
    assert confirmed.status_code == 303 and app.extensions["store"].claimed(game) == {1}


@pytest.mark.parametrize("game", ["abxy", "batl"])
def test_a_match_players_phone_is_freed_only_once_confirmed(app, game):
    url, _one, two = _two_match_phones(app, game)
    kind, match = url.strip("/").split("/")
    matches = getattr(app.extensions["store"], kind)
    at = _match_version(two, url)
    unconfirmed = two.post(url + "/free", data={"player": 0, "version": at})
    assert unconfirmed.status_code == 400 and matches.claimed(match) == {0, 1}
    page = two.get(url).get_data(as_text=True)
    assert 'name="confirm" value="yes"' in page  # the form asks for it
    confirmed = two.post(url + "/free", data={"player": 0, "confirm": "yes", "version": at})
    assert confirmed.status_code == 303 and matches.claimed(match) == {1}


# ------------------------------------------------------------------ refusals by a rule

def test_a_duel_decision_the_rules_refuse_is_a_409(app):
    game = start(app.test_client())
    client = app.test_client()
    # no fighter may set a pair before the Set Phase asks: a Strike base that is no card
    response = decide(client, game, "0|set|Vengeful|Vengeful")
    assert response.status_code in (400, 409)
    response = decide(client, game, "1|set|Vengeful|Strike")  # Shekhtur has no Vengeful
    assert response.status_code == 409


def test_a_batl_input_the_rules_refuse_is_a_409_and_changes_nothing(app):
    url = batl_started(app)
    client = app.test_client()
    before = len(_log(app, url).entries)
    # Ann's first turn: Bo may not move now (004 "Playing the Game": one team acts)
    response = batl_play(client, url, kind="move", player=1, square="F5")
    assert response.status_code == 409 and len(_log(app, url).entries) == before


def test_a_malformed_batl_input_stays_a_400(app):
    url = batl_started(app)
    client = app.test_client()
    response = batl_play(client, url, kind="move", player=0, square="Z99")
    assert response.status_code == 400


def test_an_abxy_input_the_rules_refuse_is_a_409_and_changes_nothing(app):
    url, one, _two = _two_match_phones(app, "abxy")
    before = len(_log(app, url).entries)
    # the round waits for the active fighters: buttons are refused (003 "Gameplay")
    response = abxy_post(one, url, kind="input", player=0, first="A", second="B")
    assert response.status_code == 409 and len(_log(app, url).entries) == before


def test_a_malformed_abxy_input_stays_a_400(app):
    url, one, _two = _two_match_phones(app, "abxy")
    response = abxy_post(one, url, kind="input", player=0, first="A")
    assert response.status_code == 400


# ------------------------------------------------------------------ undo across a reveal

def test_a_duel_undo_across_a_reveal_waits_for_the_other_phone(app):
    from engine.battlecon.beat import pending

    game = start(app.test_client())
    phones = [seated(app, game, 0), seated(app, game, 1)]
    store = app.extensions["store"]
    while store.log(game).state.phase in ("set", "ante"):
        d = pending(store.log(game).state).options[0]
        assert decide(phones[d.seat], game, str(d)).status_code == 303
    before = version(phones[0], game)
    assert phones[0].post(f"/duel/{game}/undo", data={"version": before}).status_code == 303
    assert version(phones[0], game) == before  # asked, not done
    agreed = phones[1].post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303 and version(phones[0], game) == before + 1


def test_an_abxy_undo_across_a_reveal_waits_for_the_other_phone(app):
    url, one, two = _two_match_phones(app, "abxy")
    abxy_post(one, url, kind="active", player=0, choice=0)
    abxy_post(two, url, kind="active", player=1, choice=1)  # both chosen: turned over
    before = len(_log(app, url).entries)
    assert one.post(url + "/undo", data={"version": before}).status_code == 303
    assert len(_log(app, url).entries) == before  # asked, not done
    agreed = two.post(url + "/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303 and len(_log(app, url).entries) == before + 1


def _snare_triggered(app, url: str, ann) -> int:
    """Ann places her HIDDEN Snare on C3 and triggers it (revealed); the entries then."""
    assert batl_play(ann, url, kind="play", player=0, name="Snare",
                     square="C3").status_code == 303
    snare = next(t for t in _log(app, url).state.in_play if t.hidden)
    assert batl_play(ann, url, kind="trigger", player=0, item=snare.id).status_code == 303
    assert not any(t.hidden for t in _log(app, url).state.in_play)
    return len(_log(app, url).entries)


def test_a_batl_undo_across_a_reveal_of_a_hidden_card_waits_for_the_other_phone(app):
    url, ann, bo = _two_match_phones(app, "batl")
    before = _snare_triggered(app, url, ann)
    assert ann.post(url + "/undo", data={"version": before}).status_code == 303
    assert len(_log(app, url).entries) == before  # asked, not done
    assert 'name="agree"' in bo.get(url).get_data(as_text=True)
    agreed = bo.post(url + "/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303 and len(_log(app, url).entries) == before + 1
    assert any(t.hidden for t in _log(app, url).state.in_play)  # face down again


def test_a_batl_undo_of_a_hidden_card_not_yet_revealed_needs_no_agreement(app):
    url, ann, _bo = _two_match_phones(app, "batl")
    assert batl_play(ann, url, kind="play", player=0, name="Snare",
                     square="C3").status_code == 303
    before = len(_log(app, url).entries)
    assert ann.post(url + "/undo", data={"version": before}).status_code == 303
    assert len(_log(app, url).entries) == before + 1


# ------------------------------------------------------------------ one store, the kind a column

def test_a_game_is_found_only_under_its_own_kind(app):
    duel = start(app.test_client())
    match = batl_started(app).rsplit("/", 1)[1]
    client = app.test_client()
    assert client.get(f"/abxy/{duel}").status_code == 404
    assert client.get(f"/duel/{match}").status_code == 404
    assert client.get(f"/batl/{match}").status_code == 200
