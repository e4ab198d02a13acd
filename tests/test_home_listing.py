"""Home's Resume list (issue 21, item 8): each side named as the game has it (teammates
together), and when each game started, in the phone's local time as a player reads it."""

from __future__ import annotations

import html
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from assistant.listing import side_names, started, winner_words
from engine.battlecon.adjust import adjust_decision
from tests.browser_helpers import ARTIFACTS, chromium
from tests.web_helpers import start, team_game


def test_a_duel_is_named_by_its_two_fighters_and_a_team_battle_by_its_sides():
    assert side_names(["Eligor", "Shekhtur"]) == "Eligor vs Shekhtur"
    assert side_names(["Eligor", "Shekhtur", "Cadenza", "Hikaru"], (0, 0, 1, 1)) == \
        "Eligor & Shekhtur vs Cadenza & Hikaru"
    assert side_names(["A", "B", "C"], (0, 1, 0)) == "A & C vs B"


def test_the_server_writes_the_start_time_in_utc_words_and_keeps_an_odd_text():
    assert started("2026-11-26T03:15:36+00:00") == "26 Nov 03:15 UTC"
    assert started("yesterday") == "yesterday"


def test_the_home_page_names_a_2v2_by_its_teams_and_marks_each_start_time(app, client):
    team = team_game(app)
    duel = start(client)
    page = html.unescape(client.get("/").get_data(as_text=True))
    assert re.search(rf'href="/duel/{team}">Eligor Larington & Shekhtur Lenmorre vs '
                     r'Cadenza & Hikaru Sorayama<', page)
    assert re.search(rf'href="/duel/{duel}">Eligor Larington vs Shekhtur Lenmorre'
                     r'( <span class="muted">[^<]*</span>)*<', page)  # its match's mark
    assert len(re.findall(r'<time data-local datetime="\d{4}-\d\d-\d\dT[^"]+">\d+ \w{3} '
                          r'\d\d:\d\d UTC</time>', page)) == 2


@pytest.mark.browser
@pytest.mark.parametrize("width", [360, 390])
def test_on_the_phone_the_start_time_reads_today_in_its_own_time_zone(live_server, width):
    zone = "Pacific/Auckland"  # far from UTC: a wrong zone shows another hour (or day)
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 800},
                                      timezone_id=zone)
        page = context.new_page()
        page.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur")
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        page.goto(live_server.url + "/")
        shown = page.locator("time[data-local]").first
        stamp = datetime.fromisoformat(shown.get_attribute("datetime"))
        local = stamp.astimezone(ZoneInfo(zone))
        today = datetime.now(ZoneInfo(zone)).date()
        word = "today" if local.date() == today else (
            "yesterday" if local.date() == today - timedelta(days=1) else None)
        assert word is not None
        assert shown.inner_text() == f"{word} {local:%H:%M}"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"home-resume-{width}.png"))
        context.close()


def test_a_finished_game_names_its_winner_and_a_team_battle_its_winning_side():
    assert winner_words(["Eligor", "Shekhtur"], (), 1) == "Shekhtur won"
    assert winner_words(["E", "S", "C", "H"], (0, 0, 1, 1), 3) == "C & H won"
    assert winner_words(["Eligor", "Shekhtur"], (), None) == ""


def test_the_home_page_marks_a_duel_that_ended_and_an_undo_takes_the_mark_back(app, client):
    game = start(client)
    store = app.extensions["store"]
    ko = adjust_decision(1, "life", 0)  # the table enters Shekhtur's life: 0, a knockout
    store.play(game, ko, len(store.log(game).entries))
    assert [w for g, _, _, w in store.games() if g == game] == [0]
    page = html.unescape(client.get("/").get_data(as_text=True))
    assert re.search(rf'href="/duel/{game}">[^<]*<span class="muted">· over: '
                     r'Eligor Larington won</span>', page)
    store.undo(game, len(store.log(game).entries))
    assert [w for g, _, _, w in store.games() if g == game] == [None]
    assert "· over:" not in client.get("/").get_data(as_text=True)
