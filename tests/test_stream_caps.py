"""Live streams are capped per seat and per client address (issue 18): one client cannot take
every slot of the server; over a cap it gets 429 with Retry-After, others keep their slots.
(The addresses are only WSGI environ values, from the documentation range 192.0.2.0/24.)"""

import pytest

from app import create_app
from assistant.live import StreamSlots
from tests.web_helpers import seated, start

ONE, OTHER = "192.0.2.1", "192.0.2.2"


@pytest.fixture
def capped(tmp_path):
    return create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "SSE_KEEPALIVE": 0.0,
                       "DATABASE": str(tmp_path / "games.sqlite3"),
                       "MAX_STREAMS_PER_SEAT": 2, "MAX_STREAMS_PER_ADDRESS": 3})


def open_stream(client, game: str, address: str):
    """A stream of ``game`` opened by ``client`` from ``address`` (closed by the caller)."""
    return client.get(f"/duel/{game}/events", buffered=False,
                      environ_base={"REMOTE_ADDR": address})


def test_an_address_past_its_cap_gets_429_while_another_address_still_gets_its_stream(capped):
    game = start(capped.test_client())
    opened = [open_stream(capped.test_client(), game, ONE) for _ in range(3)]
    refused = open_stream(capped.test_client(), game, ONE)
    other = open_stream(capped.test_client(), game, OTHER)
    try:
        assert [r.status_code for r in opened] == [200, 200, 200]
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
        assert refused.mimetype == "text/plain"
        assert other.status_code == 200
    finally:
        for response in (*opened, refused, other):
            response.close()


def test_a_seat_past_its_cap_gets_429_while_the_other_seat_still_gets_its_stream(capped):
    game = start(capped.test_client())
    first, second = seated(capped, game, 0), seated(capped, game, 1)
    addresses = iter(f"192.0.2.{n}" for n in range(10, 20))  # the seat's cap, not an address's
    opened = [open_stream(first, game, next(addresses)) for _ in range(2)]
    refused = open_stream(first, game, next(addresses))
    other = open_stream(second, game, next(addresses))
    try:
        assert [r.status_code for r in opened] == [200, 200]
        assert refused.status_code == 429 and "Retry-After" in refused.headers
        assert other.status_code == 200
    finally:
        for response in (*opened, refused, other):
            response.close()


def test_closing_a_stream_gives_its_slot_back_to_its_address(capped):
    game = start(capped.test_client())
    opened = [open_stream(capped.test_client(), game, ONE) for _ in range(3)]
    opened.pop().close()
    again = open_stream(capped.test_client(), game, ONE)
    try:
        assert again.status_code == 200
    finally:
        for response in (*opened, again):
            response.close()


def test_slots_refuse_past_the_seat_cap_then_the_address_cap_then_the_server_limit():
    slots = StreamSlots(4, per_seat=1, per_address=2)
    assert slots.claim(("g", 0), ONE) is None
    assert slots.claim(("g", 0), OTHER) == "seat"
    assert slots.claim(("g", 1), ONE) is None
    assert slots.claim(None, ONE) == "address"
    assert slots.claim(None, OTHER) is None and slots.claim(None, "192.0.2.3") is None
    assert slots.claim(None, "192.0.2.4") == "server"
    slots.give_back(("g", 0), ONE)
    assert slots.claim(("g", 0), ONE) is None
    assert slots.open == 4
