"""The state the pages share, kept in the app's ``extensions`` (no module globals): the games
(``"store"``, an `assistant.store.Store`) and the ceilings of the live streams (``"streams"``,
an `assistant.live.StreamSlots`); and the secret that signs sessions and CSRF tokens."""

from __future__ import annotations

import secrets
from pathlib import Path

from flask import Flask, current_app

from assistant import live
from assistant.area_cache import AreaCache
from assistant.look import end_look, start_look
from assistant.store import Store


def secret_key(instance: Path) -> str:
    """A secret kept in the instance folder, so sessions and CSRF tokens survive restarts."""
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
    return path.read_text().strip()


def add_services(app: Flask) -> None:
    """Open the games' store (``DATABASE``, ``GAMES_IN_MEMORY``) and the stream slots
    (``MAX_STREAMS``, ``MAX_STREAMS_PER_SEAT``, ``MAX_STREAMS_PER_ADDRESS``) from ``app``'s
    config, as ``app.extensions["store"]`` and ``app.extensions["streams"]``; the rendered
    game areas shared by viewers who see the same (``app.extensions["areas"]``); each request
    one look at the games (`assistant.look.start_look`)."""
    app.extensions["store"] = Store(app.config["DATABASE"],
                                    games_in_memory=app.config["GAMES_IN_MEMORY"])
    app.extensions["streams"] = live.StreamSlots(app.config["MAX_STREAMS"],
                                                 app.config["MAX_STREAMS_PER_SEAT"],
                                                 app.config["MAX_STREAMS_PER_ADDRESS"])
    app.extensions["areas"] = AreaCache()
    # one look at the games per request: with several workers, a game is checked against the
    # database once in a request, not at every use (`assistant.look.start_look`)
    app.before_request(start_look)
    app.teardown_request(lambda _error: end_look())


def store() -> Store:
    """The games' store of the app answering the current request
    (``current_app.extensions["store"]``, opened by `add_services`)."""
    return current_app.extensions["store"]


def stream_slots() -> live.StreamSlots:
    """The live streams' ceilings of the app answering the current request
    (``current_app.extensions["streams"]``, opened by `add_services`)."""
    return current_app.extensions["streams"]


def areas() -> AreaCache:
    """The rendered game areas of the app answering the current request, shared by the
    viewers who see the same (``current_app.extensions["areas"]``, opened by `add_services`)."""
    return current_app.extensions["areas"]
