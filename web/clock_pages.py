"""The match clock on the duel page (issue 24): a fragment of its own below the duel area (the
area is the same for every viewer of a state and is kept, the clock moves every second; below,
its loading never moves the prompt), loaded with the page, after every live message and every
ten seconds, with Pause and Resume for either phone."""

from __future__ import annotations

from flask import Flask, render_template, request

from assistant.match_clock import minutes_and_seconds, time_called
from assistant.matches import ClockRefused
from web.context import store
from web.duel import DUEL_PAGES
from web.errors import message_page
from web.game_actions import viewer


def register(app: Flask) -> None:
    """Add ``duel_clock`` (GET /duel/<id>/clock: the fragment) and ``duel_clock_set``
    (POST, the same address: ``action`` "pause" or "resume") to ``app``."""
    app.add_url_rule("/duel/<game_id>/clock", endpoint="duel_clock", view_func=clock,
                     methods=["GET"])
    app.add_url_rule("/duel/<game_id>/clock", endpoint="duel_clock_set", view_func=clock_set,
                     methods=["POST"])


def clock(game_id: str, error: str | None = None, status: int = 200):
    """The clock fragment of duel ``game_id`` (empty for a duel in no match). 404 for no
    such duel."""
    log = store().log(game_id)
    match = store().matches.of_game(game_id)
    if match is None:
        return "", status
    now = store().matches.clock()
    view = match.clock(game_id, now)
    beat, lead = time_called(view, log.state)
    claimed, seat = viewer(DUEL_PAGES, game_id)
    return render_template(
        "_clock.html", game_id=game_id, view=view, now=now, error=error, lead=lead,
        called_beat=beat, shown=minutes_and_seconds, over=match.winner is not None,
        may_set=not claimed or seat is not None), status


def clock_set(game_id: str):
    """Pause or resume the match clock of duel ``game_id`` (posted ``action``), answered
    with the fragment. 400 for another action, 403 for a watching phone, 404 for no such
    duel or a duel in no match, 409 when already so or the match is over."""
    store().log(game_id)
    match = store().matches.of_game(game_id)
    if match is None:
        return message_page("This duel is not part of a match: it has no clock.", 404)
    claimed, seat = viewer(DUEL_PAGES, game_id)
    if claimed and seat is None:
        return clock(game_id, "Only the players pause or resume the clock; this phone is "
                     "watching.", 403)
    action = request.form.get("action")
    if action not in ("pause", "resume"):
        return clock(game_id, 'Say "pause" or "resume".', 400)
    try:
        (store().matches.pause if action == "pause" else store().matches.resume)(match.id)
    except ClockRefused as error:
        return clock(game_id, f"{error}.", 409)
    return clock(game_id)
