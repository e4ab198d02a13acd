"""Fighter components on the duel page (issue 20): each kind of token with how many are held
and whether one was anted this beat (000 "Tokens & Counters", "Ante Phase")."""

from engine.battlecon.setup import DuelSetup
from tests.conftest import seat
from tests.web_helpers import decide


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
