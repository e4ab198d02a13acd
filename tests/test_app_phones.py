"""Flask test-client tests of two phones on one duel (issue 4): seats, private views, refusals
and the live event stream read raw."""

import re

from app import create_app
from tests.secrets_helpers import normalised
from tests.web_helpers import NEW_DUEL, EventStream, decide, seated, start, version

#: Every test runs on SQLite and on PostgreSQL (issue 25; tests/conftest.py).
ON_BOTH_STORES = True


def test_the_join_page_offers_both_seats_a_qr_code_and_a_watch_link(client):
    game = start(client)
    page = client.get(f"/duel/{game}/join").get_data(as_text=True)
    assert "I play Eligor" in page and "I play Shekhtur" in page
    assert "<svg" in page and f"/duel/{game}/join" in page and "Just watch" in page


def test_each_phone_sees_only_its_own_decisions_and_its_own_face_down_pair(app):
    creator = app.test_client()
    game = start(creator)
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    theirs = shekhtur.get(f"/duel/{game}").get_data(as_text=True)
    assert "Vengeful Strike" not in theirs and "set face-down" in theirs
    # the hand listing still shows both cards: nothing of the pair leaks by omission
    assert "Hand: Vengeful, Retribution, Chained, Switch, Strike, Shot, Drive, Grasp" in theirs
    assert "1|set|Jugular|Grasp" in theirs
    mine = eligor.get(f"/duel/{game}").get_data(as_text=True)
    assert "Locked in: Vengeful Strike" in mine
    watcher = creator.get(f"/duel/{game}").get_data(as_text=True)
    assert "Waiting for Shekhtur" in watcher and 'name="decision"' not in watcher


def test_a_post_for_the_other_seat_is_refused_and_changes_nothing(app):
    game = start(app.test_client())
    eligor = seated(app, game, 0)
    seated(app, game, 1)
    response = eligor.post(f"/duel/{game}/decide",
                           data={"decision": "1|set|Jugular|Grasp", "version": "0"})
    assert response.status_code == 403
    assert "to make, on their phone" in response.get_data(as_text=True)
    assert version(eligor, game) == 0


def test_a_forged_seat_secret_counts_as_a_spectator(app):
    game = start(app.test_client())
    seated(app, game, 0)
    forger = app.test_client()
    forger.set_cookie(f"seat_{game}", "guessed-secret")
    response = forger.post(f"/duel/{game}/decide",
                           data={"decision": "0|set|Vengeful|Strike", "version": "0"})
    assert response.status_code == 403
    assert version(forger, game) == 0


def test_a_seat_is_taken_once(app):
    game = start(app.test_client())
    seated(app, game, 0)
    response = app.test_client().post(f"/duel/{game}/claim", data={"seat": "0"})
    assert response.status_code == 409


def test_a_lost_phone_is_freed_from_the_other_seat_with_a_confirmation(app):
    game = start(app.test_client())
    seated(app, game, 0)
    shekhtur = seated(app, game, 1)
    unconfirmed = shekhtur.post(f"/duel/{game}/free", data={"seat": "0", "version": "0"})
    assert unconfirmed.status_code == 400
    freed = shekhtur.post(f"/duel/{game}/free",
                          data={"seat": "0", "confirm": "yes", "version": "0"})
    assert freed.status_code == 303
    assert seated(app, game, 0) is not None  # the seat can be taken again


# ------------------------------------------------------------------ replayed and racing actions

def test_a_replayed_action_is_refused_and_nothing_changes(app):
    game = start(app.test_client())
    eligor = seated(app, game, 0)
    form = {"decision": "0|set|Vengeful|Strike", "version": "0"}
    assert eligor.post(f"/duel/{game}/decide", data=form).status_code == 303
    replayed = eligor.post(f"/duel/{game}/decide", data=form,
                           headers={"HX-Request": "true"})
    assert replayed.status_code == 409
    assert "the game has moved on" in replayed.get_data(as_text=True)
    assert version(eligor, game) == 1
    assert len(app.extensions["store"].log(game).entries) == 1


def test_two_phones_acting_on_one_version_one_wins_and_the_other_is_told(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    first = eligor.post(f"/duel/{game}/decide",
                        data={"decision": "0|set|Vengeful|Strike", "version": "0"})
    second = shekhtur.post(f"/duel/{game}/decide", headers={"HX-Request": "true"},
                           data={"decision": "1|set|Jugular|Grasp", "version": "0"})
    assert first.status_code == 303 and second.status_code == 409
    answer = second.get_data(as_text=True)
    assert "make your choice again" in answer and 'data-version="1"' in answer
    assert "1|set|Jugular|Grasp" in answer  # the fresh screen offers the choice again
    assert decide(shekhtur, game, "1|set|Jugular|Grasp").status_code == 303


# ------------------------------------------------------------------ live event stream

_normalised = normalised  # what differs between two duels anyway: ids, tokens, own codes


def _two_phone_games(app, count: int):
    """``count`` duels with the same seats taken by the same three browsers."""
    creator = app.test_client()
    games = [start(creator) for _ in range(count)]
    eligor, shekhtur = app.test_client(), app.test_client()
    for game in games:
        eligor.post(f"/duel/{game}/claim", data={"seat": "0"})
        shekhtur.post(f"/duel/{game}/claim", data={"seat": "1"})
    return games, eligor, shekhtur, creator


def test_the_stream_sends_each_phone_its_own_view_of_a_change(app):
    (game,), eligor, shekhtur, watcher = _two_phone_games(app, 1)
    streams = [EventStream(c, game) for c in (eligor, shekhtur, watcher)]
    for stream in streams:
        assert stream.message()[1].count('id="duel"') == 1  # the state on connect
    decide(eligor, game, "0|set|Vengeful|Strike")
    mine, theirs, watched = (s.message()[1] for s in streams)
    assert "Locked in: Vengeful Strike" in mine
    assert "Waiting for Eligor" not in theirs and "1|set|Jugular|Grasp" in theirs
    assert "set face-down" in theirs and "set face-down" in watched
    assert 'name="decision"' not in watched
    for stream in streams:
        stream.close()


def test_the_opponent_and_spectators_streams_do_not_depend_on_the_face_down_pair(app):
    games, eligor, shekhtur, watcher = _two_phone_games(app, 2)
    seen = {}
    for game, pair in zip(games, ("Vengeful|Strike", "Retribution|Drive"), strict=True):
        streams = (EventStream(shekhtur, game), EventStream(watcher, game))
        for stream in streams:
            stream.message()
        decide(eligor, game, f"0|set|{pair}")
        seen[game] = [_normalised(s.message()[1], game) for s in streams]
        for stream in streams:
            stream.close()
        # and the whole area, as a stream opened now sends it first
        for browser in (shekhtur, watcher):
            stream = EventStream(browser, game)
            seen[game].append(_normalised(stream.message()[1], game))
            stream.close()
    assert seen[games[0]] == seen[games[1]]
    assert seen[games[0]][0].startswith('<span id="live-version"')  # the changes only
    assert "Vengeful" in seen[games[0]][2]  # the hand listing is there, unchanged


def test_a_clash_base_chosen_first_stays_hidden_until_both_have_chosen(app):
    games, eligor, shekhtur, watcher = _two_phone_games(app, 2)
    seen = {}
    for game, base in zip(games, ("Shot", "Grasp"), strict=True):
        decide(eligor, game, "0|set|Vengeful|Strike")
        decide(shekhtur, game, "1|set|Unleashed|Strike")
        decide(eligor, game, "0|pass||")
        decide(shekhtur, game, "1|pass||")
        assert "Clash!" in eligor.get(f"/duel/{game}").get_data(as_text=True)
        streams = (EventStream(shekhtur, game), EventStream(watcher, game))
        for stream in streams:
            stream.message()
        decide(eligor, game, f"0|clash|{base}|")
        seen[game] = [_normalised(s.message()[1], game) for s in streams]
        for stream in streams:
            stream.close()
    assert seen[games[0]] == seen[games[1]]


def test_malandraxs_face_down_trap_stays_hidden_from_the_opponent(app):
    creator = app.test_client()
    form = dict(NEW_DUEL, fighter0="malandrax", finisher0="Deathtrap",
                style1_0="Plotting", base1_0="Strike", style2_0="Calculated", base2_0="Shot")
    games = [creator.post("/duel", data=form).headers["Location"].rsplit("/", 1)[-1]
             for _ in range(2)]
    malandrax, shekhtur = app.test_client(), app.test_client()
    seen = {}
    for game, trap in zip(games, ("Alarm Trap", "Smasher Trap"), strict=True):
        malandrax.post(f"/duel/{game}/claim", data={"seat": "0"})
        shekhtur.post(f"/duel/{game}/claim", data={"seat": "1"})
        page = malandrax.get(f"/duel/{game}").get_data(as_text=True)
        pair = re.search(r'value="(0\|set\|[^"]+)"', page).group(1)
        decide(malandrax, game, pair)
        decide(shekhtur, game, "1|set|Jugular|Grasp")
        stream = EventStream(shekhtur, game)
        stream.message()
        decide(malandrax, game, f"0|ante|Set a trap|{trap}")
        seen[game] = _normalised(stream.message()[1], game)
        stream.close()
    assert seen[games[0]] == seen[games[1]]
    assert "Set a trap" in seen[games[0]]


def test_a_page_that_shows_the_current_state_is_not_sent_it_again(app):
    app.config["SSE_KEEPALIVE"] = 0.05
    (game,), eligor, _, _ = _two_phone_games(app, 1)
    page = eligor.get(f"/duel/{game}").get_data(as_text=True)
    url = re.search(r'hx-sse:connect="([^"]+)"', page).group(1).replace("&amp;", "&")
    stream = EventStream(eligor, game, query=url.partition("events")[2])
    assert stream.chunk() == ": connected\n\n"
    assert stream.chunk() == ": keepalive\n\n"  # nothing to send until something changes
    decide(eligor, game, "0|set|Vengeful|Strike")
    assert "Locked in" in stream.message()[1]
    stream.close()


def test_a_phone_that_reconnects_gets_the_full_current_state(app):
    (game,), eligor, shekhtur, _ = _two_phone_games(app, 1)
    stream = EventStream(shekhtur, game)
    last_id, _ = stream.message()
    stream.close()  # the phone sleeps; meanwhile Eligor sets
    decide(eligor, game, "0|set|Vengeful|Strike")
    again = EventStream(shekhtur, game, **{"Last-Event-ID": last_id})
    new_id, data = again.message()
    assert new_id != last_id and 'data-version="1"' in data and "set face-down" in data
    again.close()


def test_a_seat_claimed_reaches_the_other_phones(app):
    creator = app.test_client()
    game = start(creator)
    eligor = seated(app, game, 0)
    stream = EventStream(eligor, game)
    assert "Seats taken: Eligor." in stream.message()[1]
    seated(app, game, 1)
    assert "Seats taken: Eligor, Shekhtur." in stream.message()[1]
    stream.close()


def test_a_stream_for_an_unknown_game_is_a_404(client):
    assert client.get("/duel/nope/events").status_code == 404


def test_streams_beyond_the_limit_are_refused_until_one_closes(app):
    app.extensions["streams"].limit = 1
    (game,), eligor, shekhtur, _ = _two_phone_games(app, 1)
    first = EventStream(eligor, game)
    refused = shekhtur.get(f"/duel/{game}/events")
    assert refused.status_code == 503 and refused.headers["Retry-After"]
    first.close()
    second = EventStream(shekhtur, game)
    assert second.response.status_code == 200 and second.message()
    second.close()


def test_forms_sent_by_the_stream_carry_a_token_the_server_accepts(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})
    creator = app.test_client()
    page = creator.get("/duel/new?f0=eligor&f1=shekhtur").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    game = creator.post("/duel", data=dict(NEW_DUEL, csrf_token=token)).headers["Location"]
    game = game.rsplit("/", 1)[-1]
    phone = app.test_client()  # opens the stream before any page: no token in its session yet
    stream = EventStream(phone, game)
    data = stream.message()[1]
    stream.close()
    form_token = re.search(r'name="csrf_token" value="([^"]+)"', data).group(1)
    response = phone.post(f"/duel/{game}/decide", data={
        "decision": "0|set|Vengeful|Strike", "version": "0", "csrf_token": form_token})
    assert response.status_code == 303


# ------------------------------------------------------------------ going back across a Reveal

def _revealed(app):
    """A two-phone duel just past its first Reveal."""
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    decide(shekhtur, game, "1|set|Jugular|Grasp")
    decide(eligor, game, "0|pass||")
    decide(shekhtur, game, "1|pass||")
    return game, eligor, shekhtur


def test_on_two_phones_going_back_across_a_reveal_waits_for_the_other_players_agreement(app):
    game, eligor, shekhtur = _revealed(app)
    before = version(eligor, game)
    asked = eligor.post(f"/duel/{game}/undo", data={"version": before})
    assert asked.status_code == 303 and version(eligor, game) == before  # nothing undone yet
    mine = eligor.get(f"/duel/{game}").get_data(as_text=True)
    assert "waiting for Shekhtur to agree" in mine
    theirs = shekhtur.get(f"/duel/{game}").get_data(as_text=True)
    assert "Eligor asks to go back to entry 3, before the pairs were revealed" in theirs
    agreed = shekhtur.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303
    page = eligor.get(f"/duel/{game}").get_data(as_text=True)
    assert version(eligor, game) == before + 1 and "Waiting for Shekhtur: ante or pass" in page
    assert "Vengeful Strike" not in shekhtur.get(f"/duel/{game}").get_data(as_text=True)


def test_a_refused_request_to_go_back_changes_nothing(app):
    game, eligor, shekhtur = _revealed(app)
    before = version(eligor, game)
    eligor.post(f"/duel/{game}/back", data={"seq": "1", "confirm": "yes", "version": before})
    own = eligor.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert own.status_code == 403  # the asker cannot agree to their own request
    refused = shekhtur.post(f"/duel/{game}/answer", data={"agree": "no", "version": before})
    assert refused.status_code == 303 and version(eligor, game) == before
    assert "asks to go back" not in shekhtur.get(f"/duel/{game}").get_data(as_text=True)
    late = shekhtur.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert late.status_code == 400 and version(eligor, game) == before


def test_a_request_to_go_back_lapses_when_the_game_moves_on(app):
    game, eligor, shekhtur = _revealed(app)
    eligor.post(f"/duel/{game}/undo", data={"version": version(eligor, game)})
    shekhtur.post(f"/duel/{game}/adjust",
                  data={"seat": "1", "field": "life", "value": "19",
                        "version": version(shekhtur, game)})
    assert "asks to go back" not in eligor.get(f"/duel/{game}").get_data(as_text=True)


def test_undo_before_any_reveal_needs_no_agreement(app):
    game = start(app.test_client())
    eligor, _ = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    response = eligor.post(f"/duel/{game}/undo", data={"version": "1"})
    assert response.status_code == 303 and version(eligor, game) == 2
    assert "Eligor: Set an attack pair" in eligor.get(f"/duel/{game}").get_data(as_text=True)


def test_on_one_shared_phone_undo_across_a_reveal_happens_at_once(client):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||", "1|pass||"):
        decide(client, game, decision)
    before = version(client, game)
    assert client.post(f"/duel/{game}/undo", data={"version": before}).status_code == 303
    assert version(client, game) == before + 1
