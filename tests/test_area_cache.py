"""The duel area is rendered once per kind of viewer and change, and shared (issue 23, "The
live server"): `assistant.area_cache` and its use by the answers and the live streams. Hidden
information stays hidden: viewers share an area only when they may see the same things."""

from __future__ import annotations

import pytest

import web.duel
from assistant.area_cache import TOKEN, AreaCache, with_token
from tests.secrets_helpers import normalised
from tests.web_helpers import EventStream, counted_renders, start


@pytest.fixture
def renders(monkeypatch):
    """The templates the duel pages render, in order (web.duel's `render_template` counted)."""
    return counted_renders(monkeypatch, web.duel)


def _tap(browser, game: str, decision: str):
    """A tap on a choice of the duel's first screen (version 0), answered with the area."""
    return browser.post(f"/duel/{game}/decide", headers={"HX-Request": "true"},
                        data={"decision": decision, "version": "0"})


def _table(app):
    """A duel with Eligor's and Shekhtur's phones bound, and a spectator's browser."""
    creator = app.test_client()
    game = start(creator)
    eligor, shekhtur = app.test_client(), app.test_client()
    eligor.post(f"/duel/{game}/claim", data={"seat": "0"})
    shekhtur.post(f"/duel/{game}/claim", data={"seat": "1"})
    return game, eligor, shekhtur, creator


def test_streams_of_one_viewer_kind_get_the_same_messages_from_one_render(app, renders):
    game, eligor, shekhtur, watcher = _table(app)
    other_watcher = app.test_client()
    # two pages of Eligor's phone (two tabs), Shekhtur's, two spectators
    browsers = (eligor, eligor, shekhtur, watcher, other_watcher)
    streams = [EventStream(b, game) for b in browsers]
    for stream in streams:
        stream.message()
    renders.clear()
    answer = _tap(eligor, game, "0|set|Vengeful|Strike")
    sent = [normalised(s.message()[1], game) for s in streams]
    for stream in streams:
        stream.close()
    assert answer.status_code == 200
    # Eligor's answer and both of Eligor's streams: one render; Shekhtur: one; spectators: one
    assert renders == ["_duel.html"] * 3
    assert sent[0] == sent[1] and sent[3] == sent[4]
    assert sent[0].startswith('<span id="live-version"')  # the changes only
    assert "Locked in: Vengeful Strike" in sent[0] + answer.get_data(as_text=True)
    assert sent[2] != sent[0] and sent[3] != sent[0] and sent[2] != sent[3]


def test_each_copy_of_a_shared_area_carries_its_own_browsers_form_token(tmp_path):
    from app import create_app

    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})
    game, first, second = _csrf_duel(app)
    tokens = []
    for browser in (first, second):
        stream = EventStream(browser, game)
        data = stream.message()[1]
        stream.close()
        assert TOKEN not in data
        tokens.append(data.split('name="csrf_token" value="', 1)[1].split('"', 1)[0])
        response = browser.post(f"/duel/{game}/decide", data={
            "decision": "0|set|Vengeful|Strike", "version": "0", "csrf_token": tokens[-1]})
        assert response.status_code in (303, 409)  # accepted; the second is stale, not forged
    assert tokens[0] != tokens[1]


def _csrf_duel(app):
    """A duel on a CSRF-checking ``app`` watched by two browsers (one shared phone)."""
    import re

    from tests.web_helpers import NEW_DUEL

    creator = app.test_client()
    page = creator.get("/duel/new?f0=eligor&f1=shekhtur").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    game = creator.post("/duel", data=dict(NEW_DUEL, csrf_token=token)).headers["Location"]
    return game.rsplit("/", 1)[-1], creator, app.test_client()


def test_the_other_seat_and_spectators_never_receive_the_first_seats_face_down_pair(app):
    seen = {}
    for pair in ("Vengeful|Strike", "Retribution|Drive"):
        game, eligor, shekhtur, watcher = _table(app)
        streams = [EventStream(b, game) for b in (eligor, shekhtur, watcher)]
        for stream in streams:
            stream.message()
        # Eligor's answer is rendered first and kept: the others must not be given it
        answer = _tap(eligor, game, f"0|set|{pair}")
        mine, theirs, watched = (normalised(s.message()[1], game) for s in streams)
        for stream in streams:
            stream.close()
        pages = [normalised(b.get(f"/duel/{game}", headers={"HX-Request": "true"})
                            .get_data(as_text=True), game) for b in (shekhtur, watcher)]
        shown = pair.replace("|", " ")
        assert f"Locked in: {shown}" in answer.get_data(as_text=True)
        assert f"Locked in: {shown}" in mine
        assert all(shown not in text for text in (theirs, watched, *pages))
        seen[pair] = (theirs, watched, *pages)
    assert seen["Vengeful|Strike"] == seen["Retribution|Drive"]


def test_viewers_with_different_keys_never_share_an_area():
    cache = AreaCache()
    areas = {seat: cache.area("g", 7, (seat,), lambda s=seat: f'<p data-version="1">{s}</p>',
                              lambda: 7) for seat in (0, 1, None)}
    assert [str(a) for a in areas.values()] == ['<p data-version="1">0</p>',
                                                '<p data-version="1">1</p>',
                                                '<p data-version="1">None</p>']
    again = cache.area("g", 7, (1,), lambda: "rendered again", lambda: 7)
    assert again is areas[1]


def test_an_area_rendered_while_the_game_changed_is_not_kept():
    cache = AreaCache()
    stamps = iter([8, 8])
    first = cache.area("g", 7, "seat 0", lambda: "<p>old</p>", lambda: next(stamps))
    second = cache.area("g", 8, "seat 0", lambda: "<p>new</p>", lambda: 8)
    assert str(first) == "<p>old</p>" and str(second) == "<p>new</p>"
    assert str(cache.area("g", 7, "seat 0", lambda: "<p>again</p>", lambda: 8)) \
        == "<p>again</p>"  # nothing was kept under the older stamp


def test_only_the_latest_change_of_the_most_recent_games_is_kept():
    cache = AreaCache(games=2)
    for game in ("a", "b", "c"):
        cache.area(game, 1, "v", lambda g=game: g, lambda: 1)
    cache.area("c", 2, "v", lambda: "c2", lambda: 2)
    assert str(cache.area("a", 1, "v", lambda: "a again", lambda: 1)) == "a again"
    assert str(cache.area("c", 1, "v", lambda: "c1 again", lambda: 1)) == "c1 again"


def test_a_token_placeholder_is_replaced_everywhere_in_a_copy():
    text = f'<input value="{TOKEN}"><input value="{TOKEN}">'
    assert with_token(text, "abc") == '<input value="abc"><input value="abc">'


def test_a_stale_tap_is_answered_from_the_shared_area_with_the_refusal(app, renders):
    game, eligor, shekhtur, _ = _table(app)
    stream = EventStream(shekhtur, game)
    stream.message()
    assert _tap(eligor, game, "0|set|Vengeful|Strike").status_code == 200
    stream.message()  # Shekhtur's area at version 1, rendered for the stream
    renders.clear()
    stale = _tap(shekhtur, game, "1|set|Jugular|Grasp")  # tapped on version 0
    stream.close()
    answer = stale.get_data(as_text=True)
    assert stale.status_code == 409 and renders == []
    assert answer.count('<div class="error" role="alert">') == 1
    assert 'data-version="1"' in answer and "1|set|Jugular|Grasp" in answer
    assert "<!--" not in answer and "Locked in" not in answer  # Eligor's pair stays hidden
