"""The ABXY and BATL pages (issues 8 and 9): a new match, and the match pages every game other
than BattleCON has (`_match_routes`)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, partial
from typing import Any

from flask import Flask, current_app, redirect, render_template, request, url_for
from flask_wtf.csrf import generate_csrf

from assistant import live
from assistant.abxy import views as abxy_views
from assistant.abxy.log import MatchSetup
from assistant.area_cache import TOKEN, with_token
from assistant.batl import views as batl_views
from assistant.batl.inputs import read_form as batl_read_form
from assistant.batl.setup import batl_setup
from assistant.games import Games
from assistant.seats import rejoin_code
from assistant.textlog import history as text_history
from engine.abxy import draft as abxy_draft
from engine.errors import InvalidInput
from engine.numbers import whole_number
from web.context import areas, store
from web.errors import NotYourSeat, message_page, posted_version
from web.game_actions import GamePages, act, add_actions, fail


def register(app: Flask) -> None:
    """Add the ABXY and BATL pages to ``app`` (endpoints ``abxy_new``, ``abxy_match``...,
    ``batl_new``, ``batl_match``...), with the games of ``app.extensions["store"]`` and the
    live streams' ceilings of ``app.extensions["streams"]``."""
    _match_routes(app, MatchGame("abxy", _abxy_page,
                                 lambda form: (abxy_input(form), int(form["player"]))))
    app.add_url_rule("/abxy/new", endpoint="abxy_new", view_func=abxy_new, methods=["GET"])
    app.add_url_rule("/abxy", endpoint="abxy_create", view_func=abxy_create, methods=["POST"])
    _match_routes(app, MatchGame("batl", _batl_page, batl_read_form))
    app.add_url_rule("/batl/new", endpoint="batl_new", view_func=batl_new, methods=["GET"])
    app.add_url_rule("/batl", endpoint="batl_create", view_func=batl_create, methods=["POST"])


@dataclass(frozen=True)
class MatchGame:
    """What the match pages of one game other than BattleCON need (ABXY, BATL): ``name``
    ("abxy", "batl": the kind of game, the URLs' first part, the endpoints' prefix, the
    templates' ``{name}.html`` with its partial ``_{name}.html``); ``page(match_id, log,
    viewer)``, the game's own template values (``viewer``: this phone's player, ``watching``,
    the ``claimed`` players, ``handed_to``); ``read_input(form)``, a posted form as the input's
    text and the player who makes it, raising InvalidInput for a malformed form."""

    name: str
    page: Callable[[str, Any, dict], dict]
    read_input: Callable[[Any], tuple[str, int]]

    def cookie(self, match_id: str) -> str:
        """The name of the cookie that binds a phone to a player of match ``match_id``."""
        return f"{self.name}_{match_id}"

    def matches(self) -> Games:
        """The game's matches in the request's store (`assistant.games.Games`)."""
        return getattr(store(), self.name)

    @cached_property
    def pages(self) -> GamePages:
        """The game's pages as the shared actions see them (`web.game_actions`)."""
        return GamePages(f"{self.name}_", f"/{self.name}/<match_id>",
                         lambda games: getattr(games, self.name), "player", self.cookie,
                         lambda match_id, stream=False, **how: _render(self, match_id,
                                                                       marked=stream, **how),
                         lambda match_id: url_for(f"{self.name}_match", match_id=match_id))


def _match_routes(app: Flask, game: MatchGame) -> None:
    """The pages every match of a game other than BattleCON has (ABXY, BATL): the match page
    and an input here, the actions every game shares (`web.game_actions`: live stream, undo,
    redo, back to an entry, answer, claim, rejoin, free). Endpoints are named
    ``{game}_match``, ``{game}_play``, ``{game}_events``, ``{game}_undo``, ``{game}_redo``,
    ``{game}_back``, ``{game}_answer``, ``{game}_claim``, ``{game}_rejoin``, ``{game}_free``;
    each view finds its `MatchGame` in ``app.extensions["match_games"]`` by its endpoint's
    prefix (`_game`)."""
    app.extensions.setdefault("match_games", {})[game.name] = game
    app.extensions.setdefault("match_refusals", {})[game.name] = partial(fail, game.pages)
    base = f"/{game.name}/<match_id>"
    app.add_url_rule(base, f"{game.name}_match", match_page)
    app.add_url_rule(f"{base}/play", f"{game.name}_play", play, methods=["POST"])
    add_actions(app, game.pages)


def _game() -> MatchGame:
    """The game of the match page answering the request: its endpoint's prefix ("abxy"...)."""
    return current_app.extensions["match_games"][str(request.endpoint).partition("_")[0]]


def _viewer(game: MatchGame, match_id: str) -> dict:
    matches = game.matches()
    claimed = matches.claimed(match_id)
    secret = request.cookies.get(game.cookie(match_id))
    player = matches.player_of(match_id, secret)
    return {"player": player, "watching": bool(claimed) and player is None,
            "claimed": claimed, "withheld": matches.withheld(match_id, player),
            "rejoin": rejoin_code(secret) if player is not None else None}


def _render(game: MatchGame, match_id: str, error: str | None = None,
            partial: bool | None = None, handed_to: int | None = None, csrf: str | None = None,
            confirm_back: int | None = None, marked: bool = False):
    """The match page, or only its area (``partial``; default: for htmx requests).
    ``csrf``: the forms' token when the request's own session cannot give it (streams).
    The area alone, without a refusal or a question, is rendered once per viewer kind and
    change (`assistant.area_cache`, as the duel's): its key holds all of what decides what
    this viewer sees (the player, watching, the seats bound, what is withheld, the rejoin
    code, the player a shared phone is handed to); ``marked``: that shared
    `assistant.regions.Area` itself (a live stream's), else a copy with its own token."""
    stamp = store().stamp(match_id)
    matches = game.matches()
    log = matches.log(match_id)
    seen = _viewer(game, match_id) | {"handed_to": handed_to}
    if partial is None:
        partial = request.headers.get("HX-Request") == "true"
    def render(name: str, token: str) -> str:
        return render_template(
            name, match_id=match_id, log=log, error=error, **seen,
            ask=matches.request(match_id), confirm_back=confirm_back,
            redo=bool(log.redo_inputs()), game_kind=game.name, history=text_history(log),
            version=len(log.entries), token=token,
            live_url=url_for(f"{game.name}_events", match_id=match_id,
                             seen=live.event_id(stamp)),
            **game.page(match_id, log, seen))

    if not partial or error is not None or confirm_back is not None:
        return render(f"_{game.name}.html" if partial else f"{game.name}.html",
                      csrf or generate_csrf())
    viewer = (seen["player"], seen["watching"], frozenset(seen["claimed"]), seen["withheld"],
              seen["rejoin"], handed_to)
    area = areas().area((game.name, match_id), stamp, viewer,
                        lambda: render(f"_{game.name}.html", TOKEN),
                        lambda: store().stamp(match_id))
    return area if marked else with_token(area.whole, csrf or generate_csrf())


def match_page(match_id: str):
    """A match's page (``as``: the player the shared phone is handed to)."""
    found = _game()
    handed = request.args.get("as")
    last = found.matches().log(match_id).players - 1
    return _render(found, match_id, handed_to=None if handed is None else whole_number(
        handed, "the player the phone is handed to", 0, last))


def play(match_id: str):
    """One input of the posted form (`MatchGame.read_input`), made by this phone's player."""
    found = _game()

    def go(player: int | None) -> None:
        text, who = found.read_input(request.form)
        if player is not None and who != player:
            raise NotYourSeat(f"That is player {who + 1}'s to do, on their phone.")
        found.matches().play(match_id, text, posted_version(request.form))
    return act(found.pages, match_id, go)


def _abxy_page(_match_id: str, log, seen: dict) -> dict:
    """The ABXY match page's own values (`MatchGame.page`)."""
    player = seen["player"]
    return {"sides": abxy_views.sides(log, player),
            "prompt": abxy_views.prompt(log, player, seen["watching"], seen["handed_to"]),
            "results": abxy_views.results(log),
            "building": abxy_views.team_building(log, player),
            "methods": abxy_draft.METHODS}


def abxy_new():
    """The ABXY pages (issue 8): a new match's form. Every input is a real form post; the
    match area (`_abxy.html`) is both part of the page and the htmx answer."""
    return render_template("abxy_new.html", methods=abxy_draft.METHODS,
                           needed=abxy_draft.NEEDED,
                           ready=store().abxy_creatures.ready())


def abxy_create():
    """Start an ABXY match from the posted form (how the teams are built, the dealer)."""
    form = request.form
    method = form.get("method", "")
    if method not in abxy_draft.METHODS:
        return message_page("Choose how to build the teams: one of the methods listed.", 400)
    dealer = form.get("dealer", "0")
    if dealer not in ("0", "1"):
        return message_page("The dealer is player 1 or player 2.", 400)
    cards = store().abxy_creatures.ready()
    setup = MatchSetup(method, secrets.randbelow(1_000_000_000),
                       tuple(c.creature() for c in cards), int(dealer),
                       form.get("split") == "yes",
                       tuple((c.name, c.passive) for c in cards if c.passive))
    try:
        match_id = store().abxy.create(setup)
    except InvalidInput as error:
        return message_page(f"Cannot start this match: {error}. Enter more creatures from "
                      "their cards in the creature editor, or choose another method.", 400)
    return redirect(url_for("abxy_match", match_id=match_id), code=303)


def _batl_page(_match_id: str, log, seen: dict) -> dict:
    """The BATL match page's own values (`MatchGame.page`; the area is `_batl.html`)."""
    return batl_views.page(log, seen)


def batl_new():
    """The BATL pages (issue 9): a new game from saved deck lists."""
    return render_template("batl_new.html", decks=store().batl_decks.list())


def batl_create():
    """Start a BATL game from the posted form (`assistant.batl.setup.batl_setup`)."""
    form = request.form
    try:
        setup = batl_setup(form, store().batl_decks, secrets.randbelow(1_000_000_000))
        match_id = store().batl.create(setup)
    except InvalidInput as error:
        return message_page(f"Cannot start this game: {error}.", 400)
    return redirect(url_for("batl_match", match_id=match_id), code=303)


def abxy_input(form) -> str:
    """The ABXY input a match page's form posts, as a log line (`assistant.abxy.log`).

    Raises:
        InvalidInput: a field missing or malformed, said so a player can fix it.
    """
    kind, player = form.get("kind", ""), form.get("player", "")
    if player not in ("0", "1"):
        raise InvalidInput("the form does not say which player chooses; reload the page")
    if kind == "draft":
        names = form.getlist("names")
        if not names or any("|" in n for n in names):
            raise InvalidInput("tick the creatures you choose")
        return f"draft {player} " + "|".join(names)
    if kind == "input":
        first, second = form.get("first", ""), form.get("second", "")
        if not first or not second:
            raise InvalidInput("choose both a first and a second button")
        return f"input {player} {first} {second}"
    if kind in ("active", "answer"):
        try:
            choice = whole_number(form.get("choice"), "the choice", 0, 99)
        except InvalidInput:
            raise InvalidInput("tap one of the choices") from None
        return f"{kind} {player} {choice}"
    if kind == "reveal":
        return f"reveal {player}"
    if kind == "adjust":
        what, value = form.get("what", ""), form.get("value", "")
        if not what or not value:
            raise InvalidInput("say which creature or button to correct, and how")
        return f"adjust {player} {what} {value}"
    raise InvalidInput("that is not an ABXY input; reload the page")
