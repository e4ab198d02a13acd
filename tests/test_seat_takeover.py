"""A seat is never taken over (issue 18): freeing a lost phone's seat takes back its choices
not yet revealed, so whoever claims it learns none of them; a player takes their own seat back
on a new phone with the rejoin code their phone showed, without freeing anything."""

from __future__ import annotations

import re

from tests.web_helpers import decide, seated, start, version

#: Every test runs on SQLite and on PostgreSQL (issue 25; tests/conftest.py).
ON_BOTH_STORES = True


def _code(page: str) -> str:
    return re.search(r"<strong data-rejoin>([A-Z2-7]{4}-[A-Z2-7]{4})</strong>", page).group(1)


def _free(phone, game: str, seat: int):
    return phone.post(f"/duel/{game}/free", data={"seat": str(seat), "confirm": "yes",
                                                  "version": version(phone, game)})


def _state(app, game: str):
    return app.extensions["store"].log(game).state


def test_freeing_a_seat_takes_back_its_face_down_pair_and_the_new_phone_never_sees_it(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    assert _state(app, game).fighters[0].style == "Vengeful"
    assert _free(shekhtur, game, 0).status_code == 303
    assert _state(app, game).fighters[0].style is None
    taker = seated(app, game, 0)
    page = taker.get(f"/duel/{game}").get_data(as_text=True)
    assert "Locked in" not in page
    assert 'value="0|set|Vengeful|Strike"' in page  # the seat sets again, from a full hand


def test_a_withdrawal_keeps_the_other_players_set_pair(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    decide(shekhtur, game, "1|set|Jugular|Grasp")
    assert _state(app, game).phase == "ante"
    assert _free(shekhtur, game, 0).status_code == 303
    state = _state(app, game)
    assert state.phase == "set"
    assert (state.fighters[0].style, state.fighters[1].style) == (None, "Jugular")


def test_the_history_says_the_freed_seats_choices_were_taken_back(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    _free(shekhtur, game, 0)
    log = app.extensions["store"].log(game)
    assert log.entries[-1].why == "withdrawn:0"
    reloaded = type(app.extensions["store"])(app.config["DATABASE"]).log(game)
    assert reloaded.entries[-1].why == "withdrawn:0"
    assert reloaded.state.fighters[0].style is None


def test_freeing_a_seat_with_nothing_secret_changes_no_decision(app):
    game = start(app.test_client())
    seated(app, game, 0)
    shekhtur = seated(app, game, 1)
    decide(shekhtur, game, "1|set|Jugular|Grasp")
    before = len(app.extensions["store"].log(game).entries)
    assert _free(shekhtur, game, 0).status_code == 303
    assert len(app.extensions["store"].log(game).entries) == before
    assert _state(app, game).fighters[1].style == "Jugular"


def test_a_clash_base_not_yet_turned_over_is_taken_back_when_its_seat_is_freed(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    decide(shekhtur, game, "1|set|Unleashed|Strike")
    decide(eligor, game, "0|pass||")
    decide(shekhtur, game, "1|pass||")
    decide(eligor, game, "0|clash|Shot|")
    assert _state(app, game).cursor.clash_choices == ("Shot", None)
    _free(shekhtur, game, 0)
    state = _state(app, game)
    assert state.cursor.step == "clash" and state.cursor.clash_choices == (None, None)


def test_the_rejoin_code_shows_only_on_its_own_phone(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    watcher = app.test_client()
    code = _code(eligor.get(f"/duel/{game}").get_data(as_text=True))
    assert code != _code(shekhtur.get(f"/duel/{game}").get_data(as_text=True))
    assert code not in watcher.get(f"/duel/{game}").get_data(as_text=True)
    assert code not in shekhtur.get(f"/duel/{game}").get_data(as_text=True)


def test_a_player_takes_the_seat_back_on_a_new_phone_with_the_rejoin_code(app):
    game = start(app.test_client())
    eligor = seated(app, game, 0)
    seated(app, game, 1)
    decide(eligor, game, "0|set|Vengeful|Strike")
    code = _code(eligor.get(f"/duel/{game}").get_data(as_text=True))
    new_phone = app.test_client()
    typed = code.lower().replace("-", " ")  # as a player might type it
    assert new_phone.post(f"/duel/{game}/rejoin", data={"code": typed}).status_code == 303
    page = new_phone.get(f"/duel/{game}").get_data(as_text=True)
    assert "Locked in: Vengeful Strike" in page  # nothing was taken back
    assert _code(page) != code  # a new code for the new phone
    old = eligor.get(f"/duel/{game}").get_data(as_text=True)
    assert "This phone is watching" in old
    assert decide(eligor, game, "0|set|Retribution|Drive").status_code == 403


def test_a_wrong_rejoin_code_is_refused_and_binds_nothing(app):
    game = start(app.test_client())
    eligor = seated(app, game, 0)
    code = _code(eligor.get(f"/duel/{game}").get_data(as_text=True))
    wrong = ("B" if code[0] != "B" else "C") + code[1:]
    thief = app.test_client()
    assert thief.post(f"/duel/{game}/rejoin", data={"code": wrong}).status_code == 403
    assert thief.post(f"/duel/{game}/rejoin", data={"code": ""}).status_code == 403
    assert "This phone is watching" in thief.get(f"/duel/{game}").get_data(as_text=True)
    assert "This phone plays" in eligor.get(f"/duel/{game}").get_data(as_text=True)


# ------------------------------------------------------------------ ABXY and BATL

def _abxy_match(app) -> str:
    from assistant.abxy.log import MatchSetup
    from tests.test_abxy_app import enter_creatures

    enter_creatures(app)
    cards = app.extensions["store"].abxy_creatures.ready()
    setup = MatchSetup("random", 7, tuple(c.creature() for c in cards), 0, False, ())
    return "/abxy/" + app.extensions["store"].abxy.create(setup)


def _match_version(phone, url: str) -> int:
    return int(re.search(r'data-version="(\d+)"', phone.get(url).get_data(as_text=True))
               .group(1))


def _claim(app, url: str, player: int):
    phone = app.test_client()
    assert phone.post(url + "/claim", data={"player": player}).status_code == 303
    return phone


def _free_player(phone, url: str, player: int):
    return phone.post(url + "/free", data={"player": player, "confirm": "yes",
                                           "version": _match_version(phone, url)})


def test_freeing_an_abxy_player_takes_back_the_secret_active_fighter(app):
    from tests.test_abxy_app import post as abxy_post

    url = _abxy_match(app)
    one, two = _claim(app, url, 0), _claim(app, url, 1)
    abxy_post(one, url, kind="active", player=0, choice=1)
    log = app.extensions["store"].abxy.log(url.rsplit("/", 1)[-1])
    assert log.state.game.chosen[0] == 1
    assert _free_player(two, url, 0).status_code == 303
    assert log.state.game.chosen == (None, None)
    assert log.entries[-1].why == "withdrawn:0"
    taker = _claim(app, url, 0)
    assert "chose Beast" not in taker.get(url).get_data(as_text=True)


def test_freeing_an_abxy_player_with_nothing_secret_keeps_the_other_players_buttons(app):
    from tests.test_abxy_app import post as abxy_post

    url = _abxy_match(app)
    one, two = _claim(app, url, 0), _claim(app, url, 1)
    abxy_post(one, url, kind="active", player=0, choice=0)
    abxy_post(two, url, kind="active", player=1, choice=2)  # both chosen: turned over
    abxy_post(two, url, kind="input", player=1, first="A", second="B")
    log = app.extensions["store"].abxy.log(url.rsplit("/", 1)[-1])
    before = (len(log.entries), log.state.game.inputs)
    assert before[1][1] is not None and before[1][0] is None
    assert _free_player(two, url, 0).status_code == 303
    assert (len(log.entries), log.state.game.inputs) == before


def test_an_abxy_player_rejoins_with_the_code_and_keeps_the_secret_choice(app):
    from tests.test_abxy_app import post as abxy_post

    url = _abxy_match(app)
    one = _claim(app, url, 0)
    _claim(app, url, 1)
    abxy_post(one, url, kind="active", player=0, choice=1)
    code = _code(one.get(url).get_data(as_text=True))
    new_phone = app.test_client()
    assert new_phone.post(url + "/rejoin", data={"code": code}).status_code == 303
    assert _code(new_phone.get(url).get_data(as_text=True)) != code
    assert "data-rejoin" not in one.get(url).get_data(as_text=True)  # the old phone watches
    assert app.extensions["store"].abxy.log(url.rsplit("/", 1)[-1]).state.game.chosen[0] == 1
    assert new_phone.post(url + "/rejoin", data={"code": code}).status_code == 403


def test_a_freed_batl_players_hidden_card_is_not_shown_to_the_next_phone(app):
    from tests.test_batl_app import play as batl_play
    from tests.test_batl_app import started, text

    url = started(app)
    ann, bo = _claim(app, url, 0), _claim(app, url, 1)
    assert batl_play(ann, url, kind="play", player=0, name="Snare", square="C3").status_code \
        == 303
    assert "Snare on C3" in text(ann.get(url).get_data(as_text=True))
    assert _free_player(bo, url, 0).status_code == 303
    taker = _claim(app, url, 0)
    assert "on C3" not in text(taker.get(url).get_data(as_text=True))
    game = app.extensions["store"].batl.log(url.rsplit("/", 1)[-1]).state
    assert [t.name for t in game.in_play if t.hidden] == ["Snare"]  # still in play


def test_a_batl_player_who_rejoins_with_the_code_sees_their_hidden_card(app):
    from tests.test_batl_app import play as batl_play
    from tests.test_batl_app import started, text

    url = started(app)
    ann = _claim(app, url, 0)
    _claim(app, url, 1)
    batl_play(ann, url, kind="play", player=0, name="Snare", square="C3")
    code = _code(ann.get(url).get_data(as_text=True))
    new_phone = app.test_client()
    assert new_phone.post(url + "/rejoin", data={"code": code}).status_code == 303
    assert "Snare on C3" in text(new_phone.get(url).get_data(as_text=True))
    assert "Snare on C3" not in text(ann.get(url).get_data(as_text=True))  # it watches now
