"""Every fighter's unique ability and every kind of component it uses is tracked on the duel
screen (issue 20; 000 "Tokens & Counters", "Markers", "Special Cards", "Forms"): the duel page
of each shipped fighter names its ability and each token, counter, marker, special card and
form kind of its file, so the table never keeps one on paper."""

from __future__ import annotations

import functools
import html

import pytest

from engine.battlecon.cards import FIGHTERS_DIR, load_catalog
from engine.battlecon.setup import DuelSetup, suggested_seat

FIGHTERS = sorted(p.stem for p in FIGHTERS_DIR.glob("*.yaml") if p.stem != "shared")


@functools.cache
def _catalog():
    return load_catalog()


def _components(fighter) -> list[str]:
    ua = fighter.unique_ability
    names = [spec.name for spec in ua.tokens]
    names += [spec.name for spec in ua.markers]
    names += [card.name for card in ua.special_cards if card.kind in ("special", "form")]
    return names


@pytest.fixture(scope="module")
def pages(app):
    """The duel page (as the shared phone sees it) of each shipped fighter against Eligor
    (Eligor's own page against Shekhtur)."""
    store, client = app.extensions["store"], app.test_client()
    found = {}
    for fid in FIGHTERS:
        other = "shekhtur" if fid == "eligor" else "eligor"
        game = store.create(DuelSetup((suggested_seat(fid), suggested_seat(other)),
                                      first_active=0))
        response = client.get(f"/duel/{game}")
        assert response.status_code == 200, fid
        found[fid] = html.unescape(response.get_data(as_text=True))
    return found


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from app import create_app
    return create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                       "DATABASE": str(tmp_path_factory.mktemp("db") / "games.sqlite3")})


@pytest.mark.parametrize("fid", FIGHTERS)
def test_the_duel_screen_names_the_fighters_unique_ability_and_every_component_kind(
        pages, fid):
    fighter = _catalog().fighter(fid)
    page = pages[fid]
    assert f"Unique ability: {fighter.unique_ability.name}" in page
    missing = [name for name in _components(fighter) if name not in page]
    assert not missing, f"{fid}: not on the duel screen: {missing}"
