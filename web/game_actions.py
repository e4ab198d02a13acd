"""The actions every game's page has, one implementation for duels, ABXY and BATL (issue 22
item 2): binding phones to seats (claim, rejoin, free a lost phone, once confirmed), undo,
redo, back to an entry (once confirmed), the answer to another phone's request, and the live
stream. Going back across a reveal on several phones asks the other team's phones
(`assistant.consent`). Each game's pages (`web.duel`, `web.matches`) describe themselves with
a `GamePages` and add these views with `add_actions`, under their own endpoint names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, redirect, request

from assistant.consent import Request
from assistant.games import Games
from assistant.store import NotTheirs
from engine.errors import InvalidInput, RuleViolation
from engine.numbers import whole_number
from web.context import store, stream_slots
from web.errors import NotYourSeat, Unconfirmed, message_page, posted_version, refusal, status_of
from web.pages import with_seat_cookie
from web.streams import live_stream

#: The shared actions: (the endpoint's last part, its URL's last part or "" for the page's
#: own URL, its methods).
ACTIONS = (("events", "/events", ["GET"]), ("claim", "/claim", ["POST"]),
           ("rejoin", "/rejoin", ["POST"]), ("free", "/free", ["POST"]),
           ("undo", "/undo", ["POST"]), ("redo", "/redo", ["POST"]), ("back", "/back", ["POST"]),
           ("answer", "/answer", ["POST"]))


@dataclass(frozen=True)
class GamePages:
    """What the shared actions need of one game's pages.

    Attributes:
        prefix: the endpoints' prefix ("" for duels: ``undo``; "abxy_": ``abxy_undo``).
        base: a game's URL rule ("/duel/<game_id>", "/abxy/<match_id>").
        games: the game's `assistant.games.Games` in a store (``lambda s: s.abxy``).
        seat_field: the posted field naming a seat ("seat", "player").
        cookie: the name of the cookie binding a phone to a seat of game ``game_id``.
        render: ``render(game_id, error=..., confirm_back=..., partial=..., csrf=...,
            stream=...)``, the game's page or area (``stream``: for the live stream).
        page_url: the game's page, for game ``game_id`` (where claim and rejoin send back).
        watching: what a watching phone that tried to act is told.
        anchor: added to `page_url` after another action without htmx (a duel: "#prompt",
            straight at the prompt the table must answer).
    """

    prefix: str
    base: str
    games: Callable[[Any], Games]
    seat_field: str
    cookie: Callable[[str], str]
    render: Callable[..., str]
    page_url: Callable[[str], str]
    watching: str = "Only the players can act; this phone is watching."
    anchor: str = ""


def add_actions(app: Flask, pages: GamePages) -> None:
    """Add the shared actions (`ACTIONS`) of ``pages``' game to ``app``, each under the
    endpoint ``{prefix}{action}`` at ``{base}{url}``."""
    found = app.extensions.setdefault("game_pages", {})
    for action, url, methods in ACTIONS:
        endpoint = f"{pages.prefix}{action}"
        found[endpoint] = pages
        app.add_url_rule(f"{pages.base}{url}", endpoint, _VIEWS[action], methods=methods)


def _pages() -> GamePages:
    """The pages of the game the request is for (by its endpoint)."""
    return current_app.extensions["game_pages"][request.endpoint]


def _id(ids: dict[str, str]) -> str:
    """The game's id from the URL's one variable (``game_id`` or ``match_id``)."""
    return next(iter(ids.values()))


def games_of(pages: GamePages) -> Games:
    """The request's store's games of ``pages``' kind."""
    return pages.games(store())


def viewer(pages: GamePages, game_id: str) -> tuple[set[int], int | None]:
    """(the seats bound to phones, this browser's seat or None). No seat bound: one
    shared phone; else a browser without a seat is a spectator."""
    games = games_of(pages)
    claimed = games.claimed(game_id)
    if not claimed:
        return claimed, None
    return claimed, games.seat_of(game_id, request.cookies.get(pages.cookie(game_id)))


def fail(pages: GamePages, message: str, status: int, game_id: str | None = None):
    """A clear message, the game unchanged: the game's area again, or a page alone."""
    if game_id is not None:
        try:
            return pages.render(game_id, error=message), status
        except InvalidInput:
            pass
    return message_page(message, status)


def act(pages: GamePages, game_id: str, action: Callable[[int | None], None]):
    """Run ``action(seat)`` (``seat``: the acting phone's seat, None on a shared phone)
    and answer with the game's area (htmx) or a redirect to its page; refuse with the reason
    and the game unchanged (a watching phone: 403; a missing game: 404 by `app`'s handler)."""
    games_of(pages).log(game_id)
    claimed, seat = viewer(pages, game_id)
    if claimed and seat is None:
        return fail(pages, pages.watching, 403, game_id)
    try:
        action(seat)
    except Unconfirmed as asked:
        return pages.render(game_id, confirm_back=asked.seq)
    except (NotYourSeat, InvalidInput, RuleViolation) as error:
        return fail(pages, refusal(error), status_of(error), game_id)
    if request.headers.get("HX-Request") == "true":
        return pages.render(game_id)
    return redirect(pages.page_url(game_id) + pages.anchor, code=303)


def go_back(pages: GamePages, game_id: str, seat: int | None, seq: int) -> None:
    """Go back to entry ``seq``; on several phones, back across a reveal
    (`GameLog.crosses_reveal`), ask the other teams' phones instead (`assistant.consent`)."""
    games = games_of(pages)
    log, version = games.log(game_id), posted_version(request.form)
    answerers = () if seat is None else tuple(sorted(
        s for s in games.claimed(game_id) if log.team_of(s) != log.team_of(seat)))
    if answerers and log.crosses_reveal(seq):
        games.ask(game_id, Request(seat, seq, version, answerers=answerers))
    else:
        games.back_to(game_id, seq, version)


def events(**ids: str):
    """The page's live updates: a server-sent event stream of the game area as this
    browser may see it (`assistant.live.stream`). 429 or 503 when too many streams are
    open (`web.streams.live_stream`); 404 for no such game (`app`'s handler)."""
    pages, game_id = _pages(), _id(ids)
    games_of(pages).log(game_id)
    return live_stream(current_app._get_current_object(), store(), stream_slots(), game_id,
                       lambda token: pages.render(game_id, partial=True, csrf=token,
                                                  stream=True),
                       viewer(pages, game_id)[1])


def claim(**ids: str):
    """Bind this phone to the posted seat (a cookie with the seat's secret); 400 for no
    such seat, 409 if taken, 404 for no such game."""
    pages, game_id = _pages(), _id(ids)
    games = games_of(pages)
    try:
        seats = games.log(game_id).players
    except InvalidInput as error:
        return fail(pages, str(error), 404)
    kind = games.kind
    try:
        seat = whole_number(request.form.get(pages.seat_field), f"the {kind.seat_word}", 0,
                            seats - 1)
    except InvalidInput:
        return fail(pages, f"Say which {kind.seat_word} to take: this {kind.title} has "
                    f"{kind.seat_word}s {kind.shown_from} to {seats - 1 + kind.shown_from}.",
                    400)
    try:
        secret = games.claim(game_id, seat)
    except InvalidInput as error:
        return fail(pages, str(error), 409)
    return with_seat_cookie(redirect(pages.page_url(game_id), code=303),
                            pages.cookie(game_id), secret)


def rejoin(**ids: str):
    """Take one's seat back on a new phone with the rejoin code the old phone showed
    (`assistant.seats`); the old phone then only watches. 403 for a wrong code."""
    pages, game_id = _pages(), _id(ids)
    try:
        _, secret = games_of(pages).rejoin(game_id, request.form.get("code", "")[:40])
    except NotTheirs as error:
        return fail(pages, f"Not rejoined: {error}.", 403)
    except InvalidInput as error:
        return fail(pages, str(error), 404)
    return with_seat_cookie(redirect(pages.page_url(game_id), code=303),
                            pages.cookie(game_id), secret)


def free(**ids: str):
    """Free the posted seat's phone (lost), once confirmed (``confirm=yes``; else 400):
    another phone may then take it (`Games.free_seat`)."""
    pages, game_id = _pages(), _id(ids)

    def go(_seat: int | None) -> None:
        if request.form.get("confirm") != "yes":
            raise InvalidInput("tick the box to confirm the other phone is lost")
        games = games_of(pages)
        seat = whole_number(request.form.get(pages.seat_field),
                            f"the {games.kind.seat_word} to free", 0,
                            games.log(game_id).players - 1)
        games.free_seat(game_id, seat, request.cookies.get(pages.cookie(game_id), ""))
    return act(pages, game_id, go)


def undo(**ids: str):
    """Take back the last input (`go_back`)."""
    pages, game_id = _pages(), _id(ids)
    return act(pages, game_id, lambda seat: go_back(
        pages, game_id, seat, games_of(pages).log(game_id).undo_target()))


def redo(**ids: str):
    """Play again what the last undo took back (`GameLog.redo_decisions`)."""
    pages, game_id = _pages(), _id(ids)
    return act(pages, game_id, lambda _seat: games_of(pages).redo(
        game_id, posted_version(request.form)))


def back(**ids: str):
    """Go back to the posted entry of the history, once confirmed (`go_back`)."""
    pages, game_id = _pages(), _id(ids)

    def go(seat: int | None) -> None:
        seq = whole_number(request.form.get("seq", ""), "the entry of the history to go back "
                           "to", 0, len(games_of(pages).log(game_id).entries))
        if request.form.get("confirm") != "yes":
            raise Unconfirmed(seq)
        go_back(pages, game_id, seat, seq)
    return act(pages, game_id, go)


def answer(**ids: str):
    """Another phone's answer to a request (going back across a reveal, a correction of
    its fighter's number)."""
    pages, game_id = _pages(), _id(ids)

    def go(seat: int | None) -> None:
        if seat is None:
            raise InvalidInput("there is no request to answer on a shared phone")
        games_of(pages).answer(game_id, seat, request.form.get("agree") == "yes",
                               posted_version(request.form))
    return act(pages, game_id, go)


_VIEWS = {"events": events, "claim": claim, "rejoin": rejoin, "free": free, "undo": undo,
          "redo": redo, "back": back, "answer": answer}
