"""Corrections by hand of what happens in the beat on the duel page (issue 19, items 8 and
12): the form offers them in players' words, the route answers with the right status, the
history words them without ids, and on two phones another fighter's is a request."""

from __future__ import annotations

from engine.battlecon.setup import DuelSetup, suggested_seat
from tests.web_helpers import seated, start, version


def _adjust(phone, game: str, seat: int, field: str, value: str):
    return phone.post(f"/duel/{game}/adjust", data={"seat": str(seat), "field": field,
                                                    "value": value,
                                                    "version": version(phone, game)})


def _state(app, game: str):
    return app.extensions["store"].log(game).state


def test_the_correction_form_offers_the_kinds_of_the_beat_in_the_rulesets_words(app, client):
    page = client.get(f"/duel/{start(client)}").get_data(as_text=True)
    for field in ("stun", "stun_immunity", "mod:power", "mod:priority", "mod:range",
                  "mod:guard", "mod:armor", "hit", "repeat", "active", "move"):
        assert f'<option value="{field}">' in page, field
    assert ">Armor this beat" in page and ">Guard this beat" in page
    classic = app.extensions["store"].create(DuelSetup(tuple(
        suggested_seat(f, edition="classic") for f in ("eligor", "shekhtur")),
        edition="classic"))
    page = client.get(f"/duel/{classic}").get_data(as_text=True)
    assert '<option value="mod:soak">Soak this beat' in page
    assert ">Stun Guard this beat" in page and 'value="mod:armor"' not in page


def test_a_correction_of_the_beat_is_played_and_worded_in_the_history(app, client):
    game = start(client)
    assert _adjust(client, game, 1, "stun", "1").status_code == 303
    assert _adjust(client, game, 0, "mod:power", "+2").status_code == 303
    assert _adjust(client, game, 1, "move", "6").status_code == 303
    state = _state(app, game)
    assert state.fighters[1].stunned and state.positions == (3, 6)
    history = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Shekhtur is stunned by hand" in history
    assert "Eligor: Power +2 this beat, by hand" in history
    assert "Shekhtur moves to space 6, by hand" in history
    assert "mod:power" not in history.split('<select name="field"')[0]


def test_the_active_player_is_the_fighter_chosen_with_a_one(app, client):
    game = start(client)
    assert _adjust(client, game, 1, "active", "2").status_code == 400
    assert _adjust(client, game, 1, "active", "1").status_code == 303
    assert _state(app, game).active == 1
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Shekhtur becomes the Active Player, by hand" in page


def test_a_correction_of_the_beat_out_of_range_is_400_and_one_the_rules_refuse_is_409(client):
    game = start(client)
    assert _adjust(client, game, 0, "stun", "2").status_code == 400
    assert _adjust(client, game, 0, "mod:power", "50").status_code == 400
    assert _adjust(client, game, 0, "mod:speed", "1").status_code == 400
    assert _adjust(client, game, 0, "hit", "1").status_code == 409  # no attack at Set
    assert _adjust(client, game, 0, "repeat", "1").status_code == 409
    assert _adjust(client, game, 1, "move", "3").status_code == 409  # Eligor stands there
    assert _adjust(client, game, 0, "stun", "0").status_code == 409  # not stunned


def test_on_two_phones_a_stun_of_the_other_fighter_waits_for_that_phone(app):
    game = start(app.test_client())
    eligor, shekhtur = seated(app, game, 0), seated(app, game, 1)
    assert _adjust(eligor, game, 0, "mod:power", "1").status_code == 303  # its own: at once
    before = version(eligor, game)
    assert _adjust(eligor, game, 1, "stun", "1").status_code == 303
    assert not _state(app, game).fighters[1].stunned and version(eligor, game) == before
    asked = shekhtur.get(f"/duel/{game}").get_data(as_text=True)
    assert "Eligor asks to correct by hand: Shekhtur is stunned by hand" in asked
    agreed = shekhtur.post(f"/duel/{game}/answer", data={"agree": "yes", "version": before})
    assert agreed.status_code == 303 and _state(app, game).fighters[1].stunned
    assert _adjust(eligor, game, 1, "stun", "7").status_code == 400  # checked before asking
