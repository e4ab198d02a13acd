"""The match clock on the duel page (issue 24), on a fake clock: its own fragment, paused and
resumed by either phone, refused to a watching phone; the round time limit chosen on the
new-duel page, its warning, and once time is called and the beat finished, who leads."""

from __future__ import annotations

import re

import pytest

from engine.battlecon import pending
from tests.test_match_clock import FakeClock
from tests.web_helpers import NEW_DUEL, seated, start


@pytest.fixture
def clock(app):
    fake = FakeClock()
    app.extensions["store"].matches.clock = fake
    return fake


def _times(fragment: str) -> list[str]:
    """The times the clock shows, in order (duel, match, time left)."""
    return re.findall(r'<span class="amt"[^>]*>([\d:]+)</span>', fragment)


def test_the_duel_page_loads_the_clock_of_its_match(app, client, clock):
    game = start(client)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert f'hx-get="/duel/{game}/clock"' in page
    clock.now += 605
    fragment = client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert _times(fragment) == ["10:05", "10:05"]
    assert re.search(r'data-since="1000000(\.0)?"', fragment)  # its start: running


def test_either_phone_pauses_and_resumes_the_clock(app, client, clock):
    game = start(client)
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    clock.now += 60
    paused = eligor.post(f"/duel/{game}/clock", data={"action": "pause"})
    assert paused.status_code == 200 and 'value="resume"' in paused.get_data(as_text=True)
    clock.now += 600
    seen = shekhtur.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert _times(seen) == ["1:00", "1:00"] and "data-since" not in seen
    assert shekhtur.post(f"/duel/{game}/clock", data={"action": "pause"}).status_code == 409
    assert shekhtur.post(f"/duel/{game}/clock", data={"action": "resume"}).status_code == 200
    clock.now += 30
    assert _times(eligor.get(f"/duel/{game}/clock").get_data(as_text=True)) == ["1:30", "1:30"]


def test_a_watching_phone_cannot_pause_the_clock(app, client, clock):
    game = start(client)
    seated(app, game, 0)
    refused = client.post(f"/duel/{game}/clock", data={"action": "pause"})
    assert refused.status_code == 403
    assert 'value="pause"' not in client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert not app.extensions["store"].matches.of_game(game).pauses


@pytest.mark.parametrize("action", ["stop", "", "PAUSE"])
def test_a_clock_action_other_than_pause_or_resume_is_refused(app, client, clock, action):
    game = start(client)
    assert client.post(f"/duel/{game}/clock", data={"action": action}).status_code == 400


def test_a_duel_in_no_match_has_no_clock(app, client):
    from tests.web_helpers import team_game

    game = team_game(app)
    assert client.get(f"/duel/{game}/clock").get_data(as_text=True) == ""
    assert client.post(f"/duel/{game}/clock", data={"action": "pause"}).status_code == 404
    assert client.get("/duel/nothing/clock").status_code == 404


@pytest.mark.parametrize("minutes", ["3", "241", "fifty", "-5"])
def test_a_round_time_limit_outside_five_to_240_minutes_is_refused(app, client, minutes):
    response = client.post("/duel", data=NEW_DUEL | {"time_limit": minutes})
    assert response.status_code == 400
    assert app.extensions["store"].games() == []


def test_the_clock_warns_five_minutes_before_the_round_time_limit(app, client, clock):
    game = start(client, time_limit="50")
    clock.now += 44 * 60
    fragment = client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert _times(fragment) == ["44:00", "44:00", "6:00"] and 'class="notice"' not in fragment
    clock.now += 61
    fragment = client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert _times(fragment)[2] == "4:59" and 'class="notice"' in fragment


def test_once_time_is_called_the_beat_is_finished_then_the_leader_shown(app, client, clock):
    game = start(client, time_limit="5")
    store = app.extensions["store"]
    clock.now += 5 * 60
    beat = store.log(game).state.beat
    fragment = client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert f"Finish beat {beat}" in fragment and "Round time is over" not in fragment
    for _ in range(60):  # play the beat in progress to its end
        state = store.log(game).state
        if state.beat > beat or state.outcome is not None:
            break
        store.play(game, pending(state).options[0], len(store.log(game).entries))
    assert store.matches.of_game(game).called_beat == beat
    fragment = client.get(f"/duel/{game}/clock").get_data(as_text=True)
    assert re.search(r"Round time is over: (Eligor|Shekhtur) leads", fragment)
    assert '000 "Time Over"' in fragment.replace("&#34;", '"').replace("&quot;", '"')
