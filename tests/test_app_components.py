"""Fighter components on the duel page (issue 20): each kind of token with how many are held
and whether one was anted this beat (000 "Tokens & Counters", "Ante Phase")."""

from engine.battlecon.setup import DuelSetup
from tests.conftest import seat
from tests.web_helpers import decide, version


def _duel(app, a: str, b: str) -> str:
    return app.extensions["store"].create(DuelSetup((seat(a), seat(b)), first_active=0))


def test_each_elemental_token_has_its_own_line_and_the_anted_one_says_so(client, app):
    game = _duel(app, "hikaru", "baenvier")
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    for kind in ("Fire", "Water", "Wind", "Earth"):
        assert f"{kind} 1 / 1" in page
        assert f'value="token:{kind}"' in page  # corrected by hand, one kind at a time
    assert "Elemental 4 / 4" not in page
    for decision in ("0|set|Focused|Strike", "1|set|Switch|Shot", "0|ante|Fire|"):
        assert decide(client, game, decision).status_code in (200, 303)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Fire 0 / 1 <strong>· anted this beat</strong>" in page
    assert "Water 1 / 1</div>" in page


def _adjust(client, game: str, field: str, value: int) -> int:
    return client.post(f"/duel/{game}/adjust", data={
        "seat": "0", "field": field, "value": str(value),
        "version": version(client, game)}).status_code


def test_an_environment_marker_shows_its_space_and_which_side_is_up(client, app):
    game = _duel(app, "pendros", "shekhtur")
    assert _adjust(client, game, "marker:0", 3) == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Environment 1: space 3 <strong>face down</strong>" in page
    assert 'value="marker:0:face"' in page
    assert _adjust(client, game, "marker:0:face", 1) == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Environment 1: space 3 <strong>face up</strong>" in page
    assert _adjust(client, game, "marker:1:face", 1) == 409  # off the board: nothing to turn


def test_each_artifact_shows_active_face_down_or_out_of_the_game(client, app):
    game = _duel(app, "runika", "shekhtur")
    assert _adjust(client, game, "special:Phase Goggles", 0) == 303
    assert _adjust(client, game, "special:Hover Boots", 2) == 303
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Autodeflector: active" in page
    assert "Phase Goggles: face-down" in page
    assert "Hover Boots: out of the game" in page
