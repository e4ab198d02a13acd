"""What a phone may do alone and what needs another phone's agreement (issue 18): a phone
corrects its own fighter's numbers by hand, another fighter's only if that fighter's phone
agrees; going back across a Reveal asks the other team's phones in a team battle too; "Back
to here" asks for a confirmation first; Redo plays again what an undo took back."""

from __future__ import annotations

from tests.web_helpers import decide, seated, start, team_game, version

#: Every test runs on SQLite and on PostgreSQL (issue 25; tests/conftest.py).
ON_BOTH_STORES = True


def _adjust(phone, game: str, seat: int, value: str, field: str = "life"):
    return phone.post(f"/duel/{game}/adjust", data={"seat": str(seat), "field": field,
                                                    "value": value,
                                                    "version": version(phone, game)})


def _life(app, game: str, seat: int) -> int:
    return app.extensions["store"].log(game).state.fighters[seat].life


def _two_phones(app):
    game = start(app.test_client())
    return game, seated(app, game, 0), seated(app, game, 1)


def test_a_phone_corrects_its_own_fighters_number_at_once(app):
    game, eligor, _ = _two_phones(app)
    assert _adjust(eligor, game, 0, "17").status_code == 303
    assert _life(app, game, 0) == 17


def test_a_correction_of_the_other_fighters_number_waits_for_that_phone(app):
    game, eligor, shekhtur = _two_phones(app)
    before = version(eligor, game)
    assert _adjust(eligor, game, 1, "12").status_code == 303
    assert _life(app, game, 1) == 20 and version(eligor, game) == before
    asked = shekhtur.get(f"/duel/{game}").get_data(as_text=True)
    assert "Eligor asks to correct by hand" in asked and 'name="agree"' in asked
    assert 'name="agree"' not in eligor.get(f"/duel/{game}").get_data(as_text=True)
    agreed = shekhtur.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303 and _life(app, game, 1) == 12


def test_a_refused_correction_changes_nothing_and_the_asker_cannot_answer_it(app):
    game, eligor, shekhtur = _two_phones(app)
    before = version(eligor, game)
    _adjust(eligor, game, 1, "1")
    own = eligor.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert own.status_code == 403 and _life(app, game, 1) == 20
    refused = shekhtur.post(f"/duel/{game}/answer", data={"agree": "no", "version": before})
    assert refused.status_code == 303 and _life(app, game, 1) == 20
    assert version(eligor, game) == before
    assert "asks to correct" not in shekhtur.get(f"/duel/{game}").get_data(as_text=True)


def test_a_correction_the_rules_refuse_is_refused_before_anyone_is_asked(app):
    game, eligor, shekhtur = _two_phones(app)
    response = _adjust(eligor, game, 1, "many")
    assert response.status_code in (400, 409)
    assert "asks to correct" not in shekhtur.get(f"/duel/{game}").get_data(as_text=True)


def test_a_spectator_corrects_nothing(app):
    game, _, _ = _two_phones(app)
    watcher = app.test_client()
    assert _adjust(watcher, game, 0, "3").status_code == 403
    assert _life(app, game, 0) == 20


def test_on_a_shared_phone_any_number_is_corrected_at_once(client, app):
    game = start(client)
    assert _adjust(client, game, 1, "15").status_code == 303
    assert _life(app, game, 1) == 15


def test_back_to_here_asks_for_a_confirmation_first(client, app):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp"):
        decide(client, game, decision)
    before = version(client, game)
    asked = client.post(f"/duel/{game}/back", data={"seq": "1", "version": before},
                        headers={"HX-Request": "true"})
    assert asked.status_code == 200 and version(client, game) == before
    page = asked.get_data(as_text=True)
    assert 'name="confirm" value="yes"' in page and 'name="seq" value="1"' in page
    done = client.post(f"/duel/{game}/back", data={"seq": "1", "confirm": "yes",
                                                   "version": before})
    assert done.status_code == 303 and version(client, game) == before + 1
    assert app.extensions["store"].log(game).state.fighters[1].style is None


def test_redo_plays_again_what_the_undo_took_back(client, app):
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||"):
        decide(client, game, decision)
    store = app.extensions["store"]
    played = store.log(game).state
    assert 'action="/duel/' + game + '/redo"' not in client.get(f"/duel/{game}").get_data(
        as_text=True)
    client.post(f"/duel/{game}/undo", data={"version": version(client, game)})
    assert store.log(game).state.cursor.to_act == 0
    assert f'action="/duel/{game}/redo"' in client.get(f"/duel/{game}").get_data(as_text=True)
    assert client.post(f"/duel/{game}/redo",
                       data={"version": version(client, game)}).status_code == 303
    again = store.log(game).state
    assert (again.cursor, again.fighters) == (played.cursor, played.fighters)


def test_redo_is_refused_once_something_else_was_played(client, app):
    game = start(client)
    decide(client, game, "0|set|Vengeful|Strike")
    client.post(f"/duel/{game}/undo", data={"version": version(client, game)})
    decide(client, game, "0|set|Retribution|Drive")
    before = version(client, game)
    refused = client.post(f"/duel/{game}/redo", data={"version": before})
    assert refused.status_code == 400 and version(client, game) == before
    assert app.extensions["store"].log(game).state.fighters[0].style == "Retribution"


def test_in_a_team_battle_going_back_across_a_reveal_asks_the_other_team(app):
    from engine.battlecon.beat import pending

    game = team_game(app)
    phones = [seated(app, game, s) for s in range(4)]
    store = app.extensions["store"]
    while store.log(game).state.phase in ("set", "ante"):
        now = pending(store.log(game).state)
        d = now.options[0]
        assert decide(phones[d.seat], game, str(d)).status_code == 303
    before = version(phones[0], game)
    assert phones[0].post(f"/duel/{game}/undo", data={"version": before}).status_code == 303
    assert version(phones[0], game) == before  # asked, not done
    mate = phones[1].post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert mate.status_code == 403 and version(phones[0], game) == before
    foe = phones[2].post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert foe.status_code == 303 and version(phones[0], game) == before + 1


# ------------------------------------------------------------------ ABXY and BATL matches

def _abxy(app):
    from tests.test_seat_takeover import _abxy_match, _claim

    url = _abxy_match(app)
    return url, _claim(app, url, 0), _claim(app, url, 1)


def _entries(app, url: str) -> int:
    kind, match = url.strip("/").split("/")
    return len(getattr(app.extensions["store"], kind).log(match).entries)


def test_on_two_phones_an_abxy_undo_across_a_reveal_waits_for_the_other_player(app):
    from tests.test_abxy_app import post as abxy_post

    url, one, two = _abxy(app)
    abxy_post(one, url, kind="active", player=0, choice=0)
    abxy_post(two, url, kind="active", player=1, choice=1)  # both chosen: turned over
    before = _entries(app, url)
    assert one.post(url + "/undo", data={"version": before}).status_code == 303
    assert _entries(app, url) == before  # asked, not done
    assert 'name="agree"' in two.get(url).get_data(as_text=True)
    own = one.post(url + "/answer", data={"agree": "yes", "version": before})
    assert own.status_code == 403
    assert two.post(url + "/answer", data={"agree": "yes", "version": before}).status_code \
        == 303
    log = app.extensions["store"].abxy.log(url.rsplit("/", 1)[-1])
    assert log.state.game.chosen == (0, None)


def test_an_abxy_undo_of_a_choice_not_yet_revealed_needs_no_agreement(app):
    from tests.test_abxy_app import post as abxy_post

    url, one, _ = _abxy(app)
    abxy_post(one, url, kind="active", player=0, choice=0)
    before = _entries(app, url)
    assert one.post(url + "/undo", data={"version": before}).status_code == 303
    assert _entries(app, url) == before + 1


def test_a_match_back_to_here_asks_for_a_confirmation_and_redo_plays_it_again(app):
    from tests.test_batl_app import play as batl_play
    from tests.test_batl_app import started

    client = app.test_client()
    url = started(app)
    assert batl_play(client, url, kind="play", player=0, name="Hit").status_code == 303
    log = app.extensions["store"].batl.log(url.rsplit("/", 1)[-1])
    played, before = log.state, len(log.entries)
    asked = client.post(url + "/back", data={"seq": "1", "version": before})
    assert asked.status_code == 200 and len(log.entries) == before
    assert 'name="confirm" value="yes"' in asked.get_data(as_text=True)
    assert client.post(url + "/back", data={"seq": before - 1, "confirm": "yes",
                                            "version": before}).status_code == 303
    assert log.state != played
    assert client.post(url + "/redo", data={"version": before + 1}).status_code == 303
    assert log.state.players == played.players and log.state.in_play == played.in_play
