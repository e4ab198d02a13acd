"""Light on the wire (issue 21, item 13): pages, scripts and styles go compressed to a phone
that accepts it, and the live event stream never is (each event must arrive as it is sent)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import brotli

from tests.web_helpers import decide, start

STATIC = Path(__file__).resolve().parents[1] / "static"


def _unsigned(page: bytes) -> bytes:
    """``page`` with its CSRF tokens left out, wherever they are (the forms', the page's
    meta tag: signed with the time, so two requests a second apart differ)."""
    return re.sub(rb"[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}", b"TOKEN", page)


def _beat_two(client) -> str:
    game = start(client)
    for decision in ("0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||", "1|pass||"):
        decide(client, game, decision)
    return game


def test_the_duel_page_is_sent_compressed_and_reads_the_same(client):
    game = _beat_two(client)
    plain = client.get(f"/duel/{game}", headers={"Accept-Encoding": "identity"})
    assert plain.headers.get("Content-Encoding") is None
    for encoding, decode in (("br", brotli.decompress), ("gzip", gzip.decompress)):
        packed = client.get(f"/duel/{game}", headers={"Accept-Encoding": encoding})
        assert packed.headers["Content-Encoding"] == encoding
        assert "Accept-Encoding" in packed.headers["Vary"]
        assert len(packed.get_data()) * 3 < len(plain.get_data())
        # the forms' CSRF token is signed with the time: two requests a second apart differ
        assert _unsigned(decode(packed.get_data())) == _unsigned(plain.get_data())


def test_the_scripts_are_sent_compressed(client):
    packed = client.get("/static/htmx-4.0.1.min.js", headers={"Accept-Encoding": "br"})
    assert packed.headers["Content-Encoding"] == "br"
    assert brotli.decompress(packed.get_data()) == (STATIC / "htmx-4.0.1.min.js").read_bytes()


def test_the_live_event_stream_is_never_compressed(client):
    game = start(client)
    stream = client.get(f"/duel/{game}/events", headers={"Accept-Encoding": "gzip, br"},
                        buffered=False)
    try:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        assert stream.headers.get("Content-Encoding") is None
    finally:
        stream.close()
