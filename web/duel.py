"""The duel pages (BattleCON): the game page, the decisions, the corrections between phones,
the join page, the links to the what-if boards, the chart and the matchup table; the live
events, undo, redo, back, answers, claim, rejoin and free are every game's
(`web.game_actions`).

Every button is a real ``<form method="post">``; with htmx the same forms swap the duel area
in place (the partial `_duel.html` is both part of the page and the htmx answer).
"""

from __future__ import annotations

from functools import lru_cache

from flask import (
    Flask,
    Response,
    abort,
    current_app,
    get_template_attribute,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

from assistant import live
from assistant.area_cache import TOKEN, with_token
from assistant.board import BoardPicture, board_picture
from assistant.chart import chart as life_force_chart
from assistant.consent import Request
from assistant.match_view import MatchView, match_view
from assistant.matches import Match
from assistant.matchup_table import matchup_table as matchup_table_of
from assistant.regions import unmarked, with_error
from assistant.seats import rejoin_code
from assistant.views import (
    beats_log,
    describe,
    history,
    prompt_view,
    spectator_prompt,
    table_view,
)
from engine.battlecon import VARIANT_TITLES, Decision, distance_between, standing
from engine.errors import InvalidInput
from engine.numbers import whole_number
from web.context import areas, store
from web.errors import NotYourSeat, posted_version
from web.game_actions import GamePages, act, add_actions, fail, viewer
from web.links import qr_svg, reachable_base
from web.pages import known_url
from web.shared_parts import SharedParts


def _fail(message: str, status: int, game_id: str | None = None):
    """A clear message, the game unchanged: the duel area again, or the home page."""
    return fail(DUEL_PAGES, message, status, game_id)


def _viewer(game_id: str) -> tuple[set[int], int | None]:
    """(the seats bound to phones, this browser's seat or None); see
    `web.game_actions.viewer`."""
    return viewer(DUEL_PAGES, game_id)


def _render_duel(game_id: str, error: str | None = None, handed_to: int | None = None,
                 partial: bool | None = None, csrf: str | None = None,
                 confirm_back: int | None = None, marked: bool = False):
    """The duel page, or only its duel area (``partial``; default: for htmx requests).
    ``csrf``: the forms' token when the request's own session cannot give it (streams).
    ``marked``: the area with its region marks for the live stream's `Differ` (an
    `assistant.regions.Area` with `area_cache.TOKEN` in its forms, shared by the viewers
    who see the same), else without them.

    The area alone, without a question, is rendered once per viewer kind and change
    (`assistant.area_cache`): its key holds what decides what this viewer sees; a refusal's
    message is written into its copy (`assistant.regions.with_error`)."""
    stamp = store().stamp(game_id)  # before the state: a change in between is sent again
    if partial is None:
        partial = request.headers.get("HX-Request") == "true"
    claimed, seat = _viewer(game_id)
    history_shown = 10_000 if request.args.get("history") == "all" else 20
    rejoin = rejoin_code(request.cookies[f"seat_{game_id}"]) if seat is not None else None

    def render(token: str, shared: dict | None = None) -> str:
        return _duel_template(game_id, stamp, partial, claimed, seat, handed_to,
                              history_shown, rejoin, error=error, confirm_back=confirm_back,
                              token=token, shared=shared)

    if not partial or confirm_back is not None:
        html = render(csrf or generate_csrf())
        return html if marked else unmarked(html)
    viewer = (seat, frozenset(claimed), handed_to, history_shown, rejoin)
    area = areas().area(("duel", game_id), stamp, viewer,
                        lambda: render(TOKEN, areas().parts(("duel", game_id), stamp)),
                        lambda: store().stamp(game_id))
    if error is not None:  # a refusal (a stale tap): the shared area with its message
        refused = with_error(area, error)
        return refused if marked else with_token(unmarked(refused), csrf or generate_csrf())
    return area if marked else with_token(area.whole, csrf or generate_csrf())


def _duel_template(game_id: str, stamp: int, partial: bool, claimed: set[int],
                   seat: int | None, handed_to: int | None, history_shown: int,
                   rejoin: str | None, *, error: str | None, confirm_back: int | None,
                   token: str, shared: dict | None = None) -> str:
    """The duel page or area (``partial``) as the viewer of ``seat`` sees it, with its
    region marks (see `_render_duel`). ``shared``: the parts of the areas of the game at
    ``stamp`` that viewers share (`AreaCache.parts`; with ``token`` the placeholder): the
    area's blocks are taken from them or kept there (`web.shared_parts`, `_SHARED_BLOCKS`)."""
    log = store().log(game_id)
    state = log.state
    asked = store().request(game_id)
    found = store().matches.of_game(game_id)
    phones = bool(claimed)
    if not phones:
        prompt = prompt_view(state, handed_to=handed_to)
    elif seat is None:
        prompt = spectator_prompt(state)
    else:
        prompt = prompt_view(state, shared_phone=False, viewer=seat)
    table = table_view(state, viewer=seat, previous=log.previous)
    parts = None
    if shared is not None:
        parts = SharedParts("_duel.html", shared, _SHARED_BLOCKS,
                            lambda: store().stamp(game_id) == stamp,
                            areas().lasting(("duel", game_id)), _LASTING_BLOCKS)
    return render_template(
        "_duel.html" if partial else "duel.html", game_id=game_id,
        version=len(log.entries), table=table, board=_board_drawn(board_picture(table)),
        chart=life_force_chart(log.start, state),
        prompt=prompt, beats=beats_log(state), phones=phones, seat=seat, claimed=claimed,
        history=history(log), error=error, history_shown=history_shown,
        live_url=url_for("events", game_id=game_id, seen=live.event_id(stamp)),
        ask=asked, ask_words=describe(state, asked.decision) if asked and asked.decision
        else "", variant_titles=VARIANT_TITLES,
        confirm_back=confirm_back, redo=bool(log.redo_decisions()),
        matchups_on=store().setting(game_id, "matchups", "on") == "on",
        match=_match_of(found, game_id, log), match_clock=found is not None, rejoin=rejoin,
        token=token, url_for=known_url, shared_parts=parts)


def _match_of(found: Match | None, game_id: str, log) -> MatchView | None:
    """The duel's match (``found``) as its page shows it (issue 24), or None: in no match,
    or a match of one duel (the duel says it all)."""
    if found is None or found.best_of == 1:
        return None
    state = log.state
    return match_view(found, game_id, [state.name(s) for s in range(len(state.fighters))],
                      log.setup.teams)


def _public(_context) -> tuple:
    """The key of a block that shows only what every viewer sees (the table's figures other
    than the fighters' own: beat, pool, distance, outcome; the state's history and notes):
    nothing but the state, which the kept parts belong to."""
    return ()


def _adjustable(context) -> tuple:
    """The key of the corrections' block: what of each fighter's view it lists (public)."""
    return tuple((f.seat, f.name, f.tokens, f.markers, f.marker_faces, f.forms, f.on_cards,
                  f.specials) for f in context.resolve("table").fighters)


def _panel(context) -> tuple:
    """The key of a fighter's panel: all it is made from. That fighter's view as this viewer
    sees it (a seat's own face-down pair and hand are in its own view only, so only an equal
    view shares the panel), the table's figures the panel shows, and the version when the
    panel holds correction forms."""
    f, table = context.resolve("f"), context.resolve("table")
    return (f, table.team_force, table.active_why if f.active else None, table.rules,
            table.variant, table.kos, table.armory, table.beat,
            context.resolve("version") if f.standing_forms else None)


#: The blocks of _duel.html every viewer of a state shares, with the function of the render's
#: context that keys each (`web.shared_parts`); the history by how many of its lines are
#: shown.
_SHARED_BLOCKS = {
    "status": _public, "history": lambda context: context.resolve("history_shown"),
    "tools": _public, "adjust": _adjustable}
#: The blocks of _duel.html kept across the duel's changes, by keys that hold all they are
#: made from, rendered again only when that changes, with how many of each are kept: a
#: fighter's panel (`_panel`; each seat's as its own phone and as the others see it, the
#: latest two of each), what happened (the notes by beat) and the chart (its figures, and the
#: outcome it marks).
_LASTING_BLOCKS = {
    "fighter": (_panel, 8), "happened": (lambda context: context.resolve("beats"), 2),
    "chart": (lambda context: (context.resolve("chart"), context.resolve("table").outcome), 2)}


@lru_cache(maxsize=512)
def _board_drawn(picture: BoardPicture) -> Markup:
    """The board's drawing (templates/_pictures.html, ``board_svg``), drawn once for each
    picture (a board changes when a standup or a marker moves; a drawing took 0.5 ms)."""
    return Markup(get_template_attribute("_pictures.html", "board_svg")(picture))


def _version() -> int:
    return posted_version(request.form)


def duel(game_id: str):
    """The duel page (``as``: the player a shared phone is handed to)."""
    handed = request.args.get("as")
    last = len(store().log(game_id).state.fighters) - 1
    return _render_duel(game_id, handed_to=None if handed is None else whole_number(
         handed, "the player the phone is handed to", 0, last))


def duel_what_if(game_id: str, kind: str):
    """A what-if board from the duel as it stands now (``kind`` "move": one movement;
    "pairs": two attack pairs): a redirect to it with the fighters, their spaces and
    the Active Player filled in, so that the duel's link never changes. 404 for no such
    game or kind."""
    if kind not in ("move", "pairs"):
        abort(404)
    state = store().log(game_id).state  # four numbers: no need for the whole table view
    common = {"p0": state.positions[0], "p1": state.positions[1],
              "rules": state.rules.name, "back": url_for("duel", game_id=game_id)}
    if kind == "move":
        return redirect(url_for("what_if", **common), 303)
    return redirect(url_for("what_if_pairs", f0=state.kits[0].fighter_id,
                            f1=state.kits[1].fighter_id, active=state.active, **common), 303)


def duel_chart(game_id: str):
    """The chart of life and Force by beat as a picture (issue 21 item 12; the duel page
    shows it as an image). Kept by the phone a day when asked with the current numbers'
    key (``k``, `Chart.key`: a new key each time they change), else never kept. 404 for
    no such game or before a beat has ended."""
    log = store().log(game_id)
    drawn = life_force_chart(log.start, log.state)
    if len(drawn.beats) < 2:
        abort(404)
    response = Response(render_template("chart.svg", c=drawn), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=86400, immutable" \
        if request.args.get("k") == drawn.key else "no-store"
    return response


def _act(game_id: str, action):
    """Run ``action(seat)`` (``seat``: the acting phone's seat, None on a shared phone)
    and answer with the duel area, or refuse with the reason and the game unchanged
    (`web.game_actions.act`)."""
    return act(DUEL_PAGES, game_id, action)


def decide(game_id: str):
    """Play the posted decision, made by this phone's seat (`act`)."""
    def go(seat: int | None) -> None:
        decision = Decision.parse(request.form.get("decision", ""))
        seats = len(store().log(game_id).state.fighters)
        if decision.seat >= seats:
            raise InvalidInput(f"this game has seats 0 to {seats - 1}; reload the page")
        if seat is not None and decision.seat != seat:
            name = store().log(game_id).state.name(decision.seat)
            raise NotYourSeat(f"That choice is {name}'s to make, on their phone.")
        store().play(game_id, decision, _version())
    return _act(game_id, go)


def join(game_id: str):
    """The page that binds phones to seats: its link and QR code, and the seats taken."""
    try:
        log = store().log(game_id)
    except InvalidInput as error:
        return _fail(str(error), 404)
    base = reachable_base(request.host_url, current_app.config.get("LAN_ADDRESS"))
    join_url = f"{base}{url_for('join', game_id=game_id)}"
    names = [log.state.name(s) for s in range(len(log.state.fighters))]
    return render_template("join.html", game_id=game_id, names=names,
                           claimed=store().claimed(game_id),
                           join_url=join_url, qr=qr_svg(join_url),
                           watch_url=f"{base}{url_for('duel', game_id=game_id)}")


def adjust(game_id: str):
    """A correction by hand (000 has no rule for it: the table's own). On several
    phones a phone corrects its own fighter's numbers; another fighter's is a request
    that fighter's phone accepts (`assistant.consent`)."""
    def go(seat: int | None) -> None:
        form = request.form
        state = store().log(game_id).state
        whose = whole_number(form.get("seat", ""), "whose number to correct", 0,
                             len(state.fighters) - 1)
        decision = Decision(whose, "adjust", form.get("field", "")[:60],
                            form.get("value", "").strip()[:20])
        if seat is not None and whose != seat and whose in store().claimed(game_id):
            store().log(game_id).check(decision)
            store().ask(game_id, Request(seat, 0, _version(), decision, answerers=(whose,)))
        else:
            store().play(game_id, decision, _version())
    return _act(game_id, go)


def matchup_table(game_id: str):
    """The matchup table (a planning aid, issue 6): one of the viewer's pairs against every
    pair the opponent could set, from the hands of the current beat."""
    try:
        state = store().log(game_id).state
    except InvalidInput as error:
        return _fail(str(error), 404)
    if store().setting(game_id, "matchups", "on") != "on":
        return _fail("The matchup table is turned off for this duel.", 403, game_id)
    _, viewer_seat = _viewer(game_id)
    on_board = standing(state)
    asked = request.args.get("seat", "")
    seat = viewer_seat if viewer_seat is not None else next(
        (s for s in on_board if str(s) == asked), on_board[0])
    if seat not in on_board or not state.enemies(seat):
        return _fail("There is no matchup to show: your fighter or every opponent is off "
                     "the board.", 409, game_id)
    foes = state.enemies(seat)
    asked = request.args.get("foe", "")
    foe = next((s for s in foes if str(s) == asked), foes[0])
    shown = matchup_table_of(state, seat, foe, request.args.get("mine", ""))
    return render_template("matchups.html", game_id=game_id, seat=seat, foe=foe,
                           foes=foes, seats=on_board, mine=shown.mine,
                           picked=shown.picked, rows=shown.rows,
                           names=[state.name(s) for s in range(len(state.fighters))],
                           distance=distance_between(state, seat, foe),
                           chosen_seat=viewer_seat is None)


def matchup_switch(game_id: str):
    """Turn the matchup table on or off for this duel."""
    def go(_seat: int | None) -> None:
        value = request.form.get("matchups", "")
        if value not in ("on", "off"):
            raise InvalidInput("say whether the matchup table is on or off")
        store().set_setting(game_id, "matchups", value)
    return _act(game_id, go)


def register(app: Flask) -> None:
    """Add the duel pages to ``app`` (endpoints ``duel``, ``decide``, ``undo``... as named by
    their view functions), reading the games from ``app.extensions["store"]`` and the live
    streams' ceilings from ``app.extensions["streams"]``. The area with a refusal is kept as
    ``app.extensions["duel_refusal"]`` for `app.create_app`'s error handler."""
    app.add_url_rule("/duel/<game_id>", endpoint="duel",
                     view_func=duel, methods=["GET"])
    app.add_url_rule("/duel/<game_id>/whatif/<kind>", endpoint="duel_what_if",
                     view_func=duel_what_if, methods=["GET"])
    app.add_url_rule("/duel/<game_id>/chart.svg", endpoint="duel_chart",
                     view_func=duel_chart, methods=["GET"])
    app.add_url_rule("/duel/<game_id>/decide", endpoint="decide",
                     view_func=decide, methods=["POST"])
    app.add_url_rule("/duel/<game_id>/join", endpoint="join",
                     view_func=join, methods=["GET"])
    app.add_url_rule("/duel/<game_id>/adjust", endpoint="adjust",
                     view_func=adjust, methods=["POST"])
    app.add_url_rule("/duel/<game_id>/matchups", endpoint="matchup_table",
                     view_func=matchup_table, methods=["GET"])
    app.add_url_rule("/duel/<game_id>/matchups", endpoint="matchup_switch",
                     view_func=matchup_switch, methods=["POST"])
    add_actions(app, DUEL_PAGES)
    app.extensions["duel_refusal"] = _fail


#: The duel pages as the actions every game shares see them (`web.game_actions`): the
#: endpoints ``events``, ``claim``, ``rejoin``, ``free``, ``undo``, ``redo``, ``back``,
#: ``answer`` under /duel/<game_id>/.
DUEL_PAGES = GamePages(
    "", "/duel/<game_id>", lambda games: games, "seat", lambda game_id: f"seat_{game_id}",
    lambda game_id, stream=False, **how: _render_duel(game_id, marked=stream, **how),
    lambda game_id: url_for("duel", game_id=game_id),
    "Only the two players can act; this phone is watching.", "#prompt")
