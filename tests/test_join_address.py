"""The join page's QR code and link hold an address the other phones can reach (issue 21,
item 9): a host opened as localhost or 127.0.0.1 reaches only the host's own machine, so the
code holds the LAN address the server prints, with the same port."""

from __future__ import annotations

import re

import pytest

from app import _qr_svg, create_app, reachable_base
from tests.web_helpers import start


@pytest.mark.parametrize("asked", ["http://localhost:5000/", "http://127.0.0.1:5000/",
                                   "http://[::1]:5000/"])
def test_a_loopback_host_becomes_the_lan_address_with_its_port(asked):
    assert reachable_base(asked, "192.168.1.20") == "http://192.168.1.20:5000"


def test_a_host_the_other_phones_already_reach_is_kept():
    assert reachable_base("http://192.168.1.7:8000/", "10.0.0.2") == "http://192.168.1.7:8000"
    assert reachable_base("https://table.example/", "10.0.0.2") == "https://table.example"


@pytest.fixture
def lan_client(tmp_path):
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "LAN_ADDRESS": "192.168.1.20",
                      "DATABASE": str(tmp_path / "games.sqlite3")})
    return app.test_client()


def test_the_join_page_opened_as_localhost_shows_and_encodes_the_lan_address(lan_client):
    game = start(lan_client)
    page = lan_client.get(f"/duel/{game}/join", base_url="http://localhost:5000").get_data(
        as_text=True)
    assert f"http://192.168.1.20:5000/duel/{game}/join" in page
    assert "localhost" not in re.sub(r"<svg.*?</svg>", "", page, flags=re.S)
    assert _qr_svg(f"http://192.168.1.20:5000/duel/{game}/join") in page  # the same address


def test_the_join_page_opened_on_the_lan_keeps_its_own_address(lan_client):
    game = start(lan_client)
    page = lan_client.get(f"/duel/{game}/join", base_url="http://192.168.1.7:5000").get_data(
        as_text=True)
    assert f"http://192.168.1.7:5000/duel/{game}/join" in page
