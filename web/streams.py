"""The live updates of a game page (a duel, an ABXY or BATL match): a server-sent event stream
with ceilings on how many are open."""

from __future__ import annotations

from flask import Flask, Response, request, session
from flask.ctx import RequestContext
from flask_wtf.csrf import generate_csrf

from assistant import live
from assistant.area_cache import with_token
from assistant.regions import Area, Differ
from assistant.store import Store

#: What a stream refused by a ceiling of `live.StreamSlots.claim` is told: (status, text).
STREAMS_REFUSED = {
    "seat": (429, "Too many pages of this game are open for your seat; close one (another "
             "tab or phone) and this page reconnects by itself."),
    "address": (429, "Too many game pages are open from your network address; close some "
                "and this page reconnects by itself."),
    "server": (503, "Too many open game pages on this server; retrying shortly."),
}


def live_stream(app: Flask, store: Store, slots: live.StreamSlots, key: str, render,
                 seat: int | None = None):
    """The live updates of a game page (a duel, an ABXY match): a server-sent event stream of
    its game area as this browser may see it, ``render(csrf_token)`` after every change of
    game ``key`` (`assistant.live.stream`).

    Refused with Retry-After (`STREAMS_REFUSED`): 429 past ``MAX_STREAMS_PER_SEAT`` streams for
    this browser's ``seat`` of the game or past ``MAX_STREAMS_PER_ADDRESS`` from its address,
    503 past ``MAX_STREAMS`` on the server. The address is ``request.remote_addr``: behind a
    reverse proxy every phone would share the proxy's address, and the app would need
    werkzeug's ``ProxyFix`` to read the phone's own address from the proxy's headers.
    """
    held = ((key, seat) if seat is not None else None, request.remote_addr)
    refused = slots.claim(*held)
    if refused is not None:
        status, text = STREAMS_REFUSED[refused]
        return Response(text + "\n", status, {"Retry-After": "5"}, mimetype="text/plain")
    token = generate_csrf()  # saved in the session with this response's headers
    seen = request.headers.get("Last-Event-ID") or request.args.get("seen")
    environ = dict(request.environ)
    opened = session._get_current_object()  # read and checked once, not for every message

    def area() -> str:
        # A request context of its own per message: a stream outlives its request, and
        # several streams may take turns on one thread (the test client does).
        with RequestContext(app, environ, session=opened):
            return render(token)

    messages = live.stream(store, key, area, seen=seen, keepalive=app.config["SSE_KEEPALIVE"],
                           differ=_OwnToken(token))
    response = Response(messages, mimetype="text/event-stream",
                        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
    response.call_on_close(lambda: slots.give_back(*held))
    return response


class _OwnToken(Differ):
    """A stream's `Differ` whose messages carry the stream's own form ``token`` where a
    shared area (`assistant.area_cache`) holds its placeholder."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def message(self, html: str | Area) -> str:
        """The message (`Differ.message`) with the stream's token in its forms."""
        return with_token(super().message(html), self.token)
