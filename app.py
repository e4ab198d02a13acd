"""The web app: routes, storage, serving. Thin: it knows HTTP, not rules (DESIGN.md).

Every button is a real ``<form method="post">``; with htmx the same forms swap the duel area
in place (the partial `_duel.html` is both part of the page and the htmx answer).
"""

from __future__ import annotations

if __name__ == "__main__":
    # Served by gevent (`main`): an open duel page's live stream is a greenlet, not a thread.
    # The standard library is patched before anything else imports it (gevent: "Monkey
    # patching"); imported as a module (tests, other servers), nothing is patched.
    from gevent import monkey

    monkey.patch_all()

import gc
import os
import secrets
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

from flask import Flask, Response, abort, g, redirect, render_template, request, url_for
from flask_compress import Compress
from flask_wtf.csrf import CSRFError, CSRFProtect, generate_csrf
from werkzeug.exceptions import RequestEntityTooLarge

from assistant import editor, glossary, listing, live, whatif, whatif_pairs
from assistant.abxy import views as abxy_views
from assistant.abxy.log import MatchSetup
from assistant.batl import views as batl_views
from assistant.batl.inputs import read_form as batl_read_form
from assistant.batl.setup import batl_setup
from assistant.board import board_picture
from assistant.chart import chart as life_force_chart
from assistant.consent import Request, crosses_reveal
from assistant.custom import is_custom
from assistant.regions import Differ, unmarked
from assistant.seats import rejoin_code
from assistant.store import GAMES_IN_MEMORY, MissingGame, NotTheirs, StaleAction, Store
from assistant.textlog import history as text_history
from assistant.views import (
    beats_log,
    describe,
    history,
    prompt_view,
    spectator_prompt,
    table_view,
)
from engine.abxy import draft as abxy_draft
from engine.battlecon import matchup
from engine.battlecon.cards import (
    FIGHTERS_DIR,
    MAX_FILE_BYTES,
    CardDataError,
    Catalog,
    YamlProblem,
    default_catalog,
)
from engine.battlecon.cards import parse_yaml as parse_card_yaml
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.ruleset import FOURTH, RULESETS, ruleset
from engine.battlecon.setup import LONE_BONUS_KINDS, DuelSetup, SeatSetup, suggested_seat
from engine.battlecon.state import Kit
from engine.battlecon.teams import standing
from engine.battlecon.variants import VARIANT_TITLES
from engine.numbers import whole_number
from engine.yamlread import YamlTooLarge, size_text

csrf = CSRFProtect()


class NotYourSeat(Exception):
    """A phone tried to act for the other player's seat (answered with 403)."""


class Unconfirmed(Exception):
    """"Back to here" was tapped without its confirmation: the page asks for it (200)."""

    def __init__(self, seq: int):
        super().__init__(seq)
        self.seq = seq


#: The HTTP status of each refusal (DESIGN.md: errors map to statuses in one place): the first
#: type the error is an instance of, subclasses before their bases.
STATUSES: tuple[tuple[type[BaseException], int], ...] = (
    (NotYourSeat, 403), (NotTheirs, 403), (MissingGame, 404), (StaleAction, 409),
    (RuleViolation, 409), (InvalidInput, 400), (RequestEntityTooLarge, 413))
#: Errors of Python itself that data from a request can cause in a reader that should have
#: refused it (a number too large for SQLite, text nested too deep): a 400, logged, not a 500.
UNEXPECTED = (ValueError, OverflowError, RecursionError)
#: The message for an unexpected error.
UNREADABLE = ("Something you sent could not be read (a number far too large, or text nested "
              "too deep). Nothing was changed: go back, correct it and try again.")
#: The largest version (log length) a form may carry.
MAX_VERSION = 10**9


def status_of(error: BaseException) -> int:
    """The HTTP status for ``error`` (`STATUSES`; 400 for an unexpected ValueError)."""
    for kind, status in STATUSES:
        if isinstance(error, kind):
            return status
    return 400


def refusal(error: BaseException) -> str:
    """What to tell the player about ``error``: its message (a rule broken with the rule
    cited), or `UNREADABLE` for an unexpected error."""
    if isinstance(error, RuleViolation):
        return f"{error.message} ({error.rule})"
    if isinstance(error, (InvalidInput, NotYourSeat)):
        return str(error)
    return UNREADABLE


def posted_version(form) -> int:
    """The version of the game a posted form was made on (its field ``version``).

    Raises:
        InvalidInput: no version, or not a whole number from 0 to `MAX_VERSION`.
    """
    try:
        return whole_number(form.get("version"), "the version", 0, MAX_VERSION)
    except InvalidInput:
        raise InvalidInput("the form has no version; reload the page") from None


def _secret_key(instance: Path) -> str:
    """A secret kept in the instance folder, so sessions and CSRF tokens survive restarts."""
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
    return path.read_text().strip()


def create_app(config: dict | None = None) -> Flask:
    """Build the Flask app. ``config`` overrides defaults (``DATABASE``, ``TESTING``...)."""
    app = Flask(__name__)
    instance = Path(app.instance_path)
    instance.mkdir(parents=True, exist_ok=True)
    app.config.update(DATABASE=str(instance / "companion.sqlite3"),
                      SECRET_KEY=_secret_key(instance), WTF_CSRF_TIME_LIMIT=None,
                      MAX_STREAMS=1000, SSE_KEEPALIVE=15.0,
                      # games kept in memory, the least recently used let go (issue 18)
                      GAMES_IN_MEMORY=GAMES_IN_MEMORY,
                      # one seat's pages (tabs, a reloaded phone) and one client address
                      MAX_STREAMS_PER_SEAT=4, MAX_STREAMS_PER_ADDRESS=32,
                      # a request (an uploaded fighter file, the card editor's page) is small;
                      # a larger one is refused with a message (`too_large`)
                      MAX_CONTENT_LENGTH=2 * MAX_FILE_BYTES, MAX_FORM_PARTS=8000)
    # Compressed answers (issue 21, item 13; Flask-Compress): pages, scripts and styles, the
    # static files too (sent as streams); the live event stream's type is not in the list, so
    # it is never compressed nor held back: each event reaches the phone as it is sent.
    app.config.update(COMPRESS_MIMETYPES=["text/html", "text/css", "text/javascript",
                                          "application/javascript", "application/json",
                                          "image/svg+xml"],
                      COMPRESS_STREAMS=True, COMPRESS_MIN_SIZE=500,
                      COMPRESS_ALGORITHM=["br", "gzip"])
    if config:
        app.config.update(config)
    Compress(app)
    csrf.init_app(app)
    store = Store(app.config["DATABASE"], games_in_memory=app.config["GAMES_IN_MEMORY"])
    app.extensions["store"] = store
    slots = live.StreamSlots(app.config["MAX_STREAMS"], app.config["MAX_STREAMS_PER_SEAT"],
                             app.config["MAX_STREAMS_PER_ADDRESS"])
    app.extensions["streams"] = slots
    _abxy_routes(app, store, slots)
    _batl_routes(app, store, slots)

    @app.before_request
    def start_timer() -> None:
        g.started = time.perf_counter()

    @app.after_request
    def server_timing(response):
        """Say how long the server worked on the request (read by bench/web.py)."""
        started = g.get("started")
        if started is not None:
            elapsed = (time.perf_counter() - started) * 1000
            response.headers["Server-Timing"] = f"app;dur={elapsed:.2f}"
        return response

    def fail(message: str, status: int, game_id: str | None = None):
        """A clear message, the game unchanged: the duel area again, or the home page."""
        if game_id is not None:
            return render_duel(game_id, error=message), status
        return _message(message, status)

    def viewer(game_id: str) -> tuple[set[int], int | None]:
        """(the seats bound to phones, this browser's seat or None). No seat bound: one
        shared phone; else a browser without a seat is a spectator."""
        claimed = store.claimed(game_id)
        if not claimed:
            return claimed, None
        return claimed, store.seat_of(game_id, request.cookies.get(f"seat_{game_id}"))

    def render_duel(game_id: str, error: str | None = None, handed_to: int | None = None,
                    partial: bool | None = None, csrf: str | None = None,
                    confirm_back: int | None = None, marked: bool = False):
        """The duel page, or only its duel area (``partial``; default: for htmx requests).
        ``csrf``: the forms' token when the request's own session cannot give it (streams).
        ``marked``: keep the region marks for the live stream's `Differ` (else removed)."""
        stamp = store.stamp(game_id)  # before the state: a change in between is sent again
        log = store.log(game_id)
        state = log.state
        if partial is None:
            partial = request.headers.get("HX-Request") == "true"
        claimed, seat = viewer(game_id)
        asked = store.request(game_id)
        phones = bool(claimed)
        if not phones:
            prompt = prompt_view(state, handed_to=handed_to)
        elif seat is None:
            prompt = spectator_prompt(state)
        else:
            prompt = prompt_view(state, shared_phone=False, viewer=seat)
        table = table_view(state, viewer=seat, previous=log.previous)
        html = render_template(
            "_duel.html" if partial else "duel.html", game_id=game_id,
            version=len(log.entries), table=table, board_pic=board_picture(table),
            chart=life_force_chart(log.start, state),
            prompt=prompt, beats=beats_log(state), phones=phones, seat=seat, claimed=claimed,
            history=history(log), error=error,
            history_shown=10_000 if request.args.get("history") == "all" else 20,
            live_url=url_for("events", game_id=game_id, seen=live.event_id(stamp)),
            ask=asked, ask_words=describe(state, asked.decision) if asked and asked.decision
            else "", variant_titles=VARIANT_TITLES,
            confirm_back=confirm_back, redo=bool(log.redo_decisions()),
            matchups_on=store.setting(game_id, "matchups", "on") == "on",
            rejoin=rejoin_code(request.cookies[f"seat_{game_id}"]) if seat is not None
            else None, token=csrf or generate_csrf())
        return html if marked else unmarked(html)

    def version() -> int:
        return posted_version(request.form)

    @app.errorhandler(InvalidInput)
    @app.errorhandler(RuleViolation)
    @app.errorhandler(NotYourSeat)
    @app.errorhandler(ValueError)
    @app.errorhandler(OverflowError)
    @app.errorhandler(RecursionError)
    def refused(error: Exception):
        """A refusal no route answered itself, answered by `status_of` with `refusal`:
        the game's area again with the message on a game's pages, else a message page.
        An unexpected error (`UNEXPECTED`) is logged with its traceback."""
        if not isinstance(error, (InvalidInput, RuleViolation, NotYourSeat)):
            app.logger.error("%s %s: unexpected %s answered 400", request.method,
                             request.path[:200], type(error).__name__, exc_info=error)
        status, message = status_of(error), refusal(error)
        found = request.view_args or {}
        try:
            if "game_id" in found and status != 404:
                return fail(message, status, found["game_id"])
            game = str(request.endpoint).partition("_")[0]
            refuse = app.extensions.get("match_refusals", {}).get(game)
            if "match_id" in found and refuse is not None and status != 404:
                return refuse(message, status, found["match_id"])
        except Exception:  # noqa: BLE001 - the area could not be shown: the message alone
            app.logger.exception("the game area could not show a refusal")
        return _message(message, status)

    @app.errorhandler(CSRFError)
    def csrf_failed(error: CSRFError):
        return fail("This form has expired or did not come from this app; reload the page "
                    "and try again.", 400)

    @app.get("/rules")
    def rules():
        """The rules reference: every term, those matching ``q`` shown (000 index, 002)."""
        back = _local_path(request.args.get("back", ""))
        q = request.args.get("q", "")[:60]
        found = glossary.entries()
        return render_template("rules.html", q=q, all=found, shown=glossary.search(q, found),
                               total=len(found), back=back, anchor=glossary.anchor,
                               rulings=glossary.rulings(),
                               rulings_shown=glossary.search_rulings(q))

    @app.get("/whatif")
    def what_if():
        """The what-if board for one movement effect (issue 6): every legal result, or why
        there is none."""
        fields = request.args.to_dict()
        cannot = request.args.getlist("cannot")
        shown, error, question = None, None, None
        if "kind" in fields:
            try:
                question = whatif.read(fields, cannot)
                shown = whatif.results(question)
            except InvalidInput as problem:
                error = str(problem)
        back = _local_path(request.args.get("back", ""))
        return render_template("whatif.html", f=fields, cannot=cannot, shown=shown,
                               error=error, question=question, wi=whatif, back=back), \
            400 if error else 200

    @app.get("/whatif/pairs")
    def what_if_pairs():
        """The what-if board for two attack pairs (issue 6): stats with breakdowns, who would
        be Active, who reaches whom. ``step=cards`` only shows the fighters' cards (after a
        fighter is changed), without an answer."""
        fields = request.args.to_dict()
        antes = (request.args.getlist("a0"), request.args.getlist("a1"))
        catalog = store.catalog()
        fighters = _fighters(catalog)
        ids = [fields.get(f"f{s}") or list(fighters)[min(s, len(fighters) - 1)] for s in (0, 1)]
        fields.update(f0=ids[0], f1=ids[1])
        rules, sides, shown, error = FOURTH, None, None, None
        try:
            rules = ruleset(fields.get("rules") or "4th")
            sides = [whatif_pairs.form_side(catalog, ids[s], ids[1 - s], rules.name)
                     for s in (0, 1)]
            if "s0" in fields and fields.get("step") != "cards":
                question = whatif_pairs.read(fields, antes, catalog)
                shown = whatif_pairs.answer(question, catalog)
        except InvalidInput as problem:
            error = str(problem)
        back = _local_path(request.args.get("back", ""))
        return render_template("whatif_pairs.html", f=fields, antes=antes, fighters=fighters,
                               sides=sides, shown=shown, error=error, back=back,
                               wi=whatif, rules=rules), 400 if error else 200

    @app.errorhandler(413)
    def too_large(_error):
        return fail(f"That is too much to send at once: "
                    f"{_sent_limit(request.endpoint, app.config['MAX_CONTENT_LENGTH'])}. "
                    "Nothing was saved.", 413)

    @app.get("/")
    def home():
        catalog_names = _fighters(store.catalog())
        games = []
        for game_id, created, setup, winner in store.games()[:20]:
            seats = [catalog_names.get(s.fighter, s.fighter) for s in setup.seats]
            games.append((game_id, created, listing.side_names(seats, setup.teams),
                          listing.winner_words(seats, setup.teams, winner)))
        return render_template("home.html", games=games, started=listing.started,
                               abxy=store.abxy.matches(10), batl=store.batl.matches(10),
                               fighters=_fighters(store.catalog()),
                               custom=len(store.fighters.all()))

    @app.get("/duel/new")
    def new_duel():
        shape = request.args.get("format", "duel")
        teams = FORMATS.get(shape, FORMATS["duel"])
        chosen = tuple(request.args.get(f"f{s}") for s in range(len(teams)))
        catalog = store.catalog()
        fighters = _fighters(catalog)
        page = {"fighters": fighters, "rulesets": RULESETS, "formats": FORMATS,
                "variants": VARIANT_TITLES, "lone_kinds": LONE_BONUS_KINDS,
                "shape": shape if shape in FORMATS else "duel", "teams": teams,
                "most_seats": max(len(sides) for sides in FORMATS.values())}
        if not all(f in fighters for f in chosen):
            return render_template("new_duel.html", seats=None, rules=FOURTH, **page)
        rules = RULESETS.get(request.args.get("rules", ""))
        if len(teams) > 2:  # team battles follow the 4th edition (000 "Multiplayer Rules")
            rules = FOURTH
        elif rules is None:  # classic printings play the classic ruleset unless asked
            both_classic = all(catalog.fighter(f).printing == "classic" for f in chosen)
            rules = RULESETS["classic"] if both_classic else FOURTH
        seats = [_seat_form(catalog, fighter, rules.name) for fighter in chosen]
        return render_template("new_duel.html", seats=seats, rules=rules, **page)

    @app.post("/duel")
    def create_duel():
        form = request.form
        teams = FORMATS.get(form.get("format", "duel"))
        if teams is None:
            return fail("Unknown format: choose a duel, 2v1, 2v2, 3v1 or a Classic Melee of 3 "
                        "or 4.", 400)
        try:
            seats = tuple(SeatSetup(form[f"fighter{s}"], form[f"finisher{s}"],
                                    (form[f"style1_{s}"], form[f"base1_{s}"]),
                                    (form[f"style2_{s}"], form[f"base2_{s}"]),
                                    tuple(form.getlist(f"aside{s}")))
                          for s in range(len(teams)))
            first = form.get("first", "coin")
            coin = first == "coin"
            first_active = secrets.randbelow(len(teams)) if coin else whole_number(
                first, "the first Active Player", 0, len(teams) - 1)
            rules = ruleset(form.get("ruleset", "4th"))
            variant = form.get("variant", "") if len(teams) > 2 else ""
            lone = _lone_bonus(form)
            game_id = store.create(DuelSetup(seats, first_active=first_active,
                                             edition=rules.name, coin_flip=coin,
                                             teams=teams if len(teams) > 2 else (),
                                             variant=variant, lone_bonus=lone,
                                             seed=secrets.randbelow(1_000_000_000)))
        except KeyError as missing:
            return fail(f"The new-duel form is missing {missing}; start again.", 400)
        except (ValueError, InvalidInput) as error:
            return fail(f"Cannot start this duel: {error}", 400)
        return redirect(url_for("duel", game_id=game_id), code=303)

    @app.get("/duel/<game_id>")
    def duel(game_id: str):
        handed = request.args.get("as")
        last = len(store.log(game_id).state.fighters) - 1
        return render_duel(game_id, handed_to=None if handed is None else whole_number(
            handed, "the player the phone is handed to", 0, last))

    @app.get("/duel/<game_id>/whatif/<kind>")
    def duel_what_if(game_id: str, kind: str):
        """A what-if board from the duel as it stands now (``kind`` "move": one movement;
        "pairs": two attack pairs): a redirect to it with the fighters, their spaces and
        the Active Player filled in, so that the duel's link never changes. 404 for no such
        game or kind."""
        if kind not in ("move", "pairs"):
            abort(404)
        table = table_view(store.log(game_id).state)
        common = {"p0": table.positions[0], "p1": table.positions[1],
                  "rules": table.rules.name, "back": url_for("duel", game_id=game_id)}
        if kind == "move":
            return redirect(url_for("what_if", **common), 303)
        return redirect(url_for("what_if_pairs", f0=table.fighter_ids[0],
                                f1=table.fighter_ids[1], active=table.active, **common), 303)

    @app.get("/duel/<game_id>/chart.svg")
    def duel_chart(game_id: str):
        """The chart of life and Force by beat as a picture (issue 21 item 12; the duel page
        shows it as an image). Kept by the phone a day when asked with the current numbers'
        key (``k``, `Chart.key`: a new key each time they change), else never kept. 404 for
        no such game or before a beat has ended."""
        log = store.log(game_id)
        drawn = life_force_chart(log.start, log.state)
        if len(drawn.beats) < 2:
            abort(404)
        response = Response(render_template("chart.svg", c=drawn), mimetype="image/svg+xml")
        response.headers["Cache-Control"] = "private, max-age=86400, immutable" \
            if request.args.get("k") == drawn.key else "no-store"
        return response

    @app.get("/duel/<game_id>/events")
    def events(game_id: str):
        """The page's live updates: a server-sent event stream of the duel area as this
        browser may see it (`assistant.live.stream`). 429 or 503 when too many streams are
        open (`_live_stream`); 404 for no such game (`refused`)."""
        store.log(game_id)
        return _live_stream(app, store, slots, game_id,
                            lambda token: render_duel(game_id, partial=True, csrf=token,
                                                         marked=True),
                            viewer(game_id)[1])

    def act(game_id: str, action):
        """Run ``action(seat)`` (``seat``: the acting phone's seat, None on a shared phone)
        and answer with the duel area, or refuse with the reason and the game unchanged
        (a missing game: 404 by `refused`)."""
        store.log(game_id)
        claimed, seat = viewer(game_id)
        if claimed and seat is None:
            return fail("Only the two players can act; this phone is watching.", 403, game_id)
        try:
            action(seat)
        except Unconfirmed as asked:
            return render_duel(game_id, confirm_back=asked.seq)
        except (NotYourSeat, InvalidInput, RuleViolation) as error:
            return fail(refusal(error), status_of(error), game_id)
        if request.headers.get("HX-Request") == "true":
            return render_duel(game_id)
        # without htmx the page loads anew: straight at the prompt the table must answer
        return redirect(url_for("duel", game_id=game_id, _anchor="prompt"), code=303)

    @app.post("/duel/<game_id>/decide")
    def decide(game_id: str):
        def go(seat: int | None) -> None:
            decision = Decision.parse(request.form.get("decision", ""))
            seats = len(store.log(game_id).state.fighters)
            if decision.seat >= seats:
                raise InvalidInput(f"this game has seats 0 to {seats - 1}; reload the page")
            if seat is not None and decision.seat != seat:
                name = store.log(game_id).state.name(decision.seat)
                raise NotYourSeat(f"That choice is {name}'s to make, on their phone.")
            store.play(game_id, decision, version())
        return act(game_id, go)

    @app.get("/duel/<game_id>/join")
    def join(game_id: str):
        try:
            log = store.log(game_id)
        except InvalidInput as error:
            return fail(str(error), 404)
        base = reachable_base(request.host_url, app.config.get("LAN_ADDRESS"))
        join_url = f"{base}{url_for('join', game_id=game_id)}"
        names = [log.state.name(s) for s in range(len(log.state.fighters))]
        return render_template("join.html", game_id=game_id, names=names,
                               claimed=store.claimed(game_id),
                               join_url=join_url, qr=_qr_svg(join_url),
                               watch_url=f"{base}{url_for('duel', game_id=game_id)}")

    @app.post("/duel/<game_id>/claim")
    def claim(game_id: str):
        try:
            seats = len(store.log(game_id).state.fighters)
        except InvalidInput as error:
            return fail(str(error), 404)
        try:
            seat = whole_number(request.form.get("seat"), "the seat", 0, seats - 1)
        except InvalidInput:
            return fail(f"Say which seat to take: this game has seats 0 to {seats - 1}.", 400)
        try:
            secret = store.claim(game_id, seat)
        except InvalidInput as error:
            return fail(str(error), 409)
        return _with_seat_cookie(redirect(url_for("duel", game_id=game_id), code=303),
                                 f"seat_{game_id}", secret)

    @app.post("/duel/<game_id>/rejoin")
    def rejoin(game_id: str):
        """Take one's seat back on a new phone with the rejoin code the old phone showed
        (`assistant.seats`); the old phone then only watches."""
        try:
            seat, secret = store.rejoin(game_id, request.form.get("code", "")[:40])
        except NotTheirs as error:
            return fail(f"Not rejoined: {error}.", 403)
        except InvalidInput as error:
            return fail(str(error), 404)
        return _with_seat_cookie(redirect(url_for("duel", game_id=game_id), code=303),
                                 f"seat_{game_id}", secret)

    @app.post("/duel/<game_id>/free")
    def free(game_id: str):
        def go(_seat: int | None) -> None:
            if request.form.get("confirm") != "yes":
                raise InvalidInput("tick the box to confirm the other phone is lost")
            seat = whole_number(request.form.get("seat"), "the seat to free", 0,
                                len(store.log(game_id).state.fighters) - 1)
            store.free_seat(game_id, seat, request.cookies.get(f"seat_{game_id}", ""))
        return act(game_id, go)

    def others(game_id: str, seat: int) -> tuple[int, ...]:
        """The bound seats of the other teams than ``seat``'s (the opponent in a duel)."""
        teams = store.log(game_id).state.teams
        return tuple(sorted(s for s in store.claimed(game_id) if teams[s] != teams[seat]))

    def go_back(game_id: str, seat: int | None, seq: int) -> None:
        """Go back to entry ``seq``; on several phones, back across a Reveal, ask the other
        team's phones instead (`assistant.consent`)."""
        log = store.log(game_id)
        answerers = others(game_id, seat) if seat is not None else ()
        if answerers and crosses_reveal(log.state, log.state_at(seq)):
            store.ask(game_id, Request(seat, seq, version(), answerers=answerers))
        else:
            store.back_to(game_id, seq, version())

    @app.post("/duel/<game_id>/undo")
    def undo(game_id: str):
        return act(game_id, lambda seat: go_back(game_id, seat, store.log(game_id).undo_target()))

    @app.post("/duel/<game_id>/redo")
    def redo(game_id: str):
        """Play again what the last undo took back (`DuelLog.redo_decisions`)."""
        return act(game_id, lambda _seat: store.redo(game_id, version()))

    @app.post("/duel/<game_id>/back")
    def back(game_id: str):
        def go(seat: int | None) -> None:
            seq = whole_number(request.form.get("seq", ""), "the entry of the history to go back "
                               "to", 0, len(store.log(game_id).entries))
            if request.form.get("confirm") != "yes":
                raise Unconfirmed(seq)
            go_back(game_id, seat, seq)
        return act(game_id, go)

    @app.post("/duel/<game_id>/answer")
    def answer(game_id: str):
        """Another phone's answer to a request (going back across a Reveal, a correction of
        its fighter's number)."""
        def go(seat: int | None) -> None:
            if seat is None:
                raise InvalidInput("there is no request to answer on a shared phone")
            store.answer(game_id, seat, request.form.get("agree") == "yes", version())
        return act(game_id, go)

    @app.post("/duel/<game_id>/adjust")
    def adjust(game_id: str):
        """A correction by hand (000 has no rule for it: the table's own). On several
        phones a phone corrects its own fighter's numbers; another fighter's is a request
        that fighter's phone accepts (`assistant.consent`)."""
        def go(seat: int | None) -> None:
            form = request.form
            state = store.log(game_id).state
            whose = whole_number(form.get("seat", ""), "whose number to correct", 0,
                                 len(state.fighters) - 1)
            decision = Decision(whose, "adjust", form.get("field", "")[:60],
                                form.get("value", "").strip()[:20])
            if seat is not None and whose != seat and whose in store.claimed(game_id):
                store.log(game_id).check(decision)
                store.ask(game_id, Request(seat, 0, version(), decision, answerers=(whose,)))
            else:
                store.play(game_id, decision, version())
        return act(game_id, go)

    @app.get("/duel/<game_id>/matchups")
    def matchup_table(game_id: str):
        """The matchup table (a planning aid, issue 6): one of the viewer's pairs against every
        pair the opponent could set, from the hands of the current beat."""
        try:
            state = store.log(game_id).state
        except InvalidInput as error:
            return fail(str(error), 404)
        if store.setting(game_id, "matchups", "on") != "on":
            return fail("The matchup table is turned off for this duel.", 403, game_id)
        _, viewer_seat = viewer(game_id)
        on_board = standing(state)
        asked = request.args.get("seat", "")
        seat = viewer_seat if viewer_seat is not None else next(
            (s for s in on_board if str(s) == asked), on_board[0])
        if seat not in on_board or not state.enemies(seat):
            return fail("There is no matchup to show: your fighter or every opponent is off "
                        "the board.", 409, game_id)
        foes = state.enemies(seat)
        asked = request.args.get("foe", "")
        foe = next((s for s in foes if str(s) == asked), foes[0])
        cells = matchup.matchups(state, seat, foe)
        mine = list(dict.fromkeys(c.pairs[0] for c in cells))  # each once, in card order
        picked = request.args.get("mine", "")
        picked = picked if picked in mine else (mine[0] if mine else "")
        rows = [c for c in cells if c.pairs[0] == picked]
        return render_template("matchups.html", game_id=game_id, seat=seat, foe=foe,
                               foes=foes, seats=on_board, mine=mine,
                               picked=picked, rows=rows,
                               names=[state.name(s) for s in range(len(state.fighters))],
                               distance=matchup.distance_between(state, seat, foe),
                               chosen_seat=viewer_seat is None)

    @app.post("/duel/<game_id>/matchups")
    def matchup_switch(game_id: str):
        def go(_seat: int | None) -> None:
            value = request.form.get("matchups", "")
            if value not in ("on", "off"):
                raise InvalidInput("say whether the matchup table is on or off")
            store.set_setting(game_id, "matchups", value)
        return act(game_id, go)

    _fighter_routes(app, store, fail)
    _abxy_creature_routes(app, store)
    _batl_deck_routes(app, store)
    return app


def _fighter_routes(app: Flask, store: Store, fail) -> None:
    """The fighters page and the card editor (issue 5): create, copy, edit, upload, download
    and delete the fighters players enter. Saved fighters are in the new-duel list at once."""

    def page(status: int = 200, **extra):
        custom = store.fighters.all()
        return render_template("fighters.html", custom=custom,
                               shipped=_fighters(store.catalog_base()),
                               **extra), status

    def editor_page(form: dict, fighter_id: str | None, errors: dict | None = None,
                    status: int = 200, touched: str | None = None):
        """The editor; its draft key names what is edited (the browser keeps a draft per key:
        static/draft.js)."""
        errors = errors or {}
        draft_key = request.form.get("draft_key") or fighter_id or \
            f"new:{request.args.get('copy', '')}"
        labels = editor.field_labels(form)
        listed = [(editor.label_for(f, labels), m) for f, ms in errors.items() for m in ms]
        return render_template("editor.html", form=form, fighter_id=fighter_id, errors=errors,
                               listed=listed, flagged=editor.cards_with_problems(errors),
                               draft_key=draft_key[:80], ed=editor, touched=touched), status

    def source_text(fighter_id: str) -> str:
        """A fighter's YAML: a saved one's text or a shipped one's file.

        Raises:
            InvalidInput: no such fighter (the id is checked before any file is read).
        """
        if is_custom(fighter_id):
            return store.fighters.get(fighter_id).yaml
        store.catalog_base().fighter(fighter_id)
        return (FIGHTERS_DIR / f"{fighter_id}.yaml").read_text(encoding="utf-8")

    def source_data(fighter_id: str) -> dict:
        """A fighter's YAML data (shipped file or saved text) to fill the editor."""
        return parse_card_yaml(source_text(fighter_id), fighter_id)

    @app.get("/fighters")
    def fighters_page():
        saved = request.args.get("saved")
        return page(saved=saved if saved and is_custom(saved) else None)

    @app.get("/fighters/new")
    def new_fighter():
        copy = request.args.get("copy")
        if not copy:
            return editor_page(editor.blank_fighter(), None)
        try:
            form = editor.form_from_data(source_data(copy))
        except InvalidInput as error:
            return fail(f"Cannot copy that fighter: {error}", 404)
        form["name"] = f"{form['name']} (copy)"[:60]
        return editor_page(form, None)

    @app.get("/fighters/<fighter_id>/edit")
    def edit_fighter(fighter_id: str):
        if not is_custom(fighter_id):
            return fail("Shipped fighters are not edited in place: copy one, then edit the "
                        "copy.", 404)
        try:
            return editor_page(editor.form_from_data(source_data(fighter_id)), fighter_id)
        except InvalidInput as error:
            return fail(str(error), 404)

    @app.post("/fighters/save")
    def save_fighter():
        fighter_id = request.form.get("fighter_id") or None
        form = editor.form_from_post(request.form.to_dict())
        op = request.form.get("op", "save")
        if op != "save":
            try:
                changed = editor.apply_op(form, op)
                return editor_page(changed, fighter_id,
                                   touched=editor.touched_card(changed, op))
            except InvalidInput as error:
                return editor_page(form, fighter_id, {"": [str(error)]}, 400)
        text, errors = editor.check(form)
        if text is None:
            return editor_page(form, fighter_id, errors, 422)
        try:
            saved = store.fighters.save(text, fighter_id)
        except CardDataError as error:
            return editor_page(form, fighter_id, {"": [p.removeprefix("your fighter: ")
                                                       for p in error.problems]}, 422)
        except InvalidInput as error:
            return editor_page(form, fighter_id, {"": [str(error)]}, 404)
        return redirect(url_for("fighters_page", saved=saved), code=303)

    @app.post("/fighters/upload")
    def upload_fighter():
        file = request.files.get("file")
        if file is None or not file.filename:
            return page(400, upload_errors=["Choose a .yaml file to upload."])
        raw = file.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return page(413, upload_errors=[f"{file.filename} is larger than "
                                            f"{size_text(MAX_FILE_BYTES)}, the limit of a fighter "
                                            "file (a real one is under 20 kB); nothing saved."])
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return page(400, upload_errors=[f"{file.filename} is not UTF-8 text (a YAML file "
                                            "is); nothing saved."])
        try:
            saved = store.fighters.save(text)
        except CardDataError as error:
            # the YAML itself refused: 400 (413 if too large); a fighter the rules refuse: 422
            status = (422 if not isinstance(error, YamlProblem) else
                      413 if error.too_large else 400)
            return page(status, upload_errors=[p.removeprefix("your fighter: ")
                                               for p in error.problems], upload_name=file.filename)
        return redirect(url_for("fighters_page", saved=saved), code=303)

    @app.get("/fighters/<fighter_id>.yaml")
    def download_fighter(fighter_id: str):
        try:
            text = source_text(fighter_id)
        except InvalidInput as error:
            return fail(str(error), 404)
        return Response(text, mimetype="application/yaml", headers={
            "Content-Disposition": f'attachment; filename="{fighter_id}.yaml"'})

    @app.post("/fighters/<fighter_id>/delete")
    def delete_fighter(fighter_id: str):
        try:
            store.fighters.delete(fighter_id)
        except InvalidInput as error:
            return fail(str(error), 404)
        return redirect(url_for("fighters_page"), code=303)


def _local_path(path: str) -> str:
    """``path`` when it is a page of this app ("/duel/abc?history=all"), else "", for the
    "back" links: never another site, however a browser would read it.

    Browsers normalise a link before following it (WHATWG URL Standard, "URL parsing"): they
    drop tabs and new lines anywhere, trim spaces and control characters, and read "\\" as
    "/", so "/\\evil.example" and "/<tab>/evil.example" are "//evil.example", another site.
    Refused: anything not starting with exactly one "/", a backslash, a space or control
    character anywhere, and anything with a scheme or a host once parsed.
    """
    if not path.startswith("/") or path.startswith("//") or "\\" in path \
            or any(c <= " " or c == "\x7f" for c in path):
        return ""
    parts = urlsplit(path)
    return "" if parts.scheme or parts.netloc else path


#: What a stream refused by a ceiling of `live.StreamSlots.claim` is told: (status, text).
STREAMS_REFUSED = {
    "seat": (429, "Too many pages of this game are open for your seat; close one (another "
             "tab or phone) and this page reconnects by itself."),
    "address": (429, "Too many game pages are open from your network address; close some "
                "and this page reconnects by itself."),
    "server": (503, "Too many open game pages on this server; retrying shortly."),
}


def _live_stream(app: Flask, store: Store, slots: live.StreamSlots, key: str, render,
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

    def area() -> str:
        # A request context of its own per message: a stream outlives its request, and
        # several streams may take turns on one thread (the test client does).
        with app.request_context(environ):
            return render(token)

    messages = live.stream(store, key, area, seen=seen, keepalive=app.config["SSE_KEEPALIVE"],
                           differ=Differ())
    response = Response(messages, mimetype="text/event-stream",
                        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
    response.call_on_close(lambda: slots.give_back(*held))
    return response


def _message(message: str, status: int):
    """A page with ``message`` alone (a refusal with nothing to show around it)."""
    return render_template("message.html", message=message), status


def _with_seat_cookie(response, name: str, secret: str):
    """``response`` setting the cookie that binds this phone to a seat (30 days)."""
    response.set_cookie(name, secret, httponly=True, samesite="Lax", max_age=60 * 60 * 24 * 30)
    return response


def _match_routes(app: Flask, store: Store, slots: live.StreamSlots, game: str,
                  matches, page, read_input) -> None:
    """The pages every match of a game other than BattleCON has (ABXY, BATL): the match page
    with its live stream, an input, undo, back to an entry, and binding a phone to a
    player. Endpoints are named ``{game}_match``, ``{game}_events``, ``{game}_play``,
    ``{game}_undo``, ``{game}_redo``, ``{game}_back``, ``{game}_answer``, ``{game}_claim``,
    ``{game}_rejoin``, ``{game}_free``.

    ``matches`` is the game's `assistant.matches.Matches`; ``page(match_id, log, viewer)``
    gives the game's own template values (``viewer``: this phone's player, ``watching``,
    the ``claimed`` players, ``handed_to``); the partial is ``_{game}.html`` inside
    ``{game}.html``; ``read_input(form)`` turns a posted form into the input's text and the
    player who makes it, raising InvalidInput for a malformed form.
    """
    cookie = f"{game}_{{}}".format

    def viewer(match_id: str) -> dict:
        claimed = matches.claimed(match_id)
        secret = request.cookies.get(cookie(match_id))
        player = matches.player_of(match_id, secret)
        return {"player": player, "watching": bool(claimed) and player is None,
                "claimed": claimed, "withheld": matches.withheld(match_id, player),
                "rejoin": rejoin_code(secret) if player is not None else None}

    def render(match_id: str, error: str | None = None, partial: bool | None = None,
               handed_to: int | None = None, csrf: str | None = None,
               confirm_back: int | None = None):
        stamp = store.stamp(match_id)
        log = matches.log(match_id)
        seen = viewer(match_id) | {"handed_to": handed_to}
        if partial is None:
            partial = request.headers.get("HX-Request") == "true"
        values = {"match_id": match_id, "log": log, "error": error, **seen,
                  "ask": matches.request(match_id), "confirm_back": confirm_back,
                  "redo": bool(log.redo_inputs()), "game_kind": game,
                  "history": text_history(log), "version": len(log.entries),
                  "token": csrf or generate_csrf(),
                  "live_url": url_for(f"{game}_events", match_id=match_id,
                                      seen=live.event_id(stamp)),
                  **page(match_id, log, seen)}
        return render_template(f"_{game}.html" if partial else f"{game}.html", **values)

    def refuse(message: str, status: int, match_id: str | None = None):
        if match_id is not None:
            try:
                return render(match_id, error=message), status
            except InvalidInput:
                pass
        return _message(message, status)

    def players(match_id: str) -> int:
        """How many players the match has (MissingGame: no such match)."""
        return matches.log(match_id).players

    def match_page(match_id: str):
        handed = request.args.get("as")
        last = players(match_id) - 1
        return render(match_id, handed_to=None if handed is None else whole_number(
            handed, "the player the phone is handed to", 0, last))

    def events(match_id: str):
        """The match area as this phone may see it, after every change (server-sent
        events, `assistant.live.stream`); 404 for no such match (`refused`)."""
        matches.log(match_id)
        return _live_stream(app, store, slots, match_id,
                            lambda token: render(match_id, partial=True, csrf=token),
                            viewer(match_id)["player"])

    def act(match_id: str, action):
        """Run ``action(player, version)`` for this phone, answer with the match area
        (htmx) or a redirect; refuse with the reason and the match unchanged (a missing
        match: 404 by `refused`)."""
        matches.log(match_id)
        seen = viewer(match_id)
        if seen["watching"]:
            return refuse("Only the players can act; this phone is watching.", 403,
                          match_id)
        try:
            action(seen["player"], posted_version(request.form))
        except Unconfirmed as asked:
            return render(match_id, confirm_back=asked.seq)
        except (NotYourSeat, InvalidInput, RuleViolation) as error:
            status = status_of(error)
            message = f"Not taken: {error}." if status == 400 else refusal(error)
            return refuse(message, status, match_id)
        if request.headers.get("HX-Request") == "true":
            return render(match_id)
        return redirect(url_for(f"{game}_match", match_id=match_id), code=303)

    def play(match_id: str):
        def go(player: int | None, version: int) -> None:
            text, who = read_input(request.form)
            if player is not None and who != player:
                raise NotYourSeat(f"That is player {who + 1}'s to do, on their phone.")
            matches.play(match_id, text, version)
        return act(match_id, go)

    def go_back(match_id: str, player: int | None, seq: int, version: int) -> None:
        """Go back to entry ``seq``; on several phones, back across a reveal, ask the other
        players' phones instead (`assistant.consent`)."""
        log = matches.log(match_id)
        answerers = tuple(sorted(matches.claimed(match_id) - {player}))
        if player is not None and answerers and log.crosses_reveal(seq):
            matches.ask(match_id, Request(player, seq, version, answerers=answerers))
        else:
            matches.back_to(match_id, seq, version)

    def undo(match_id: str):
        return act(match_id, lambda player, version: go_back(
            match_id, player, matches.log(match_id).undo_target(), version))

    def redo(match_id: str):
        """Play again what the last undo took back."""
        return act(match_id, lambda _p, version: matches.redo(match_id, version))

    def back(match_id: str):
        def go(player: int | None, version: int) -> None:
            seq = whole_number(request.form.get("seq", ""), "the entry of the history to go back "
                               "to", 0, len(matches.log(match_id).entries))
            if request.form.get("confirm") != "yes":
                raise Unconfirmed(seq)
            go_back(match_id, player, seq, version)
        return act(match_id, go)

    def answer(match_id: str):
        """Another phone's answer to a request to go back across a reveal."""
        def go(player: int | None, version: int) -> None:
            if player is None:
                raise InvalidInput("there is no request to answer on a shared phone")
            matches.answer(match_id, player, request.form.get("agree") == "yes", version)
        return act(match_id, go)

    def claim(match_id: str):
        last = players(match_id) - 1
        try:
            player = whole_number(request.form.get("player"), "the player", 0, last)
        except InvalidInput:
            return refuse("Say which player you are.", 400, match_id)
        try:
            secret = matches.claim(match_id, player)
        except InvalidInput as error:
            return refuse(str(error), 409)
        return _with_seat_cookie(redirect(url_for(f"{game}_match", match_id=match_id),
                                          code=303), cookie(match_id), secret)

    def rejoin(match_id: str):
        """Take one's player back on a new phone with the rejoin code the old phone showed
        (`assistant.seats`); the old phone then only watches."""
        try:
            _, secret = matches.rejoin(match_id, request.form.get("code", "")[:40])
        except NotTheirs as error:
            return refuse(f"Not rejoined: {error}.", 403, match_id)
        except InvalidInput as error:
            return refuse(str(error), 404)
        return _with_seat_cookie(redirect(url_for(f"{game}_match", match_id=match_id),
                                          code=303), cookie(match_id), secret)

    def free(match_id: str):
        def go(_player: int | None, _version: int) -> None:
            chosen = whole_number(request.form.get("player"), "the player whose phone to free",
                                  0, players(match_id) - 1)
            matches.free(match_id, chosen, request.cookies.get(cookie(match_id)))
        return act(match_id, go)

    app.extensions.setdefault("match_refusals", {})[game] = refuse
    base = f"/{game}/<match_id>"
    app.add_url_rule(base, f"{game}_match", match_page)
    app.add_url_rule(f"{base}/events", f"{game}_events", events)
    for name, view in (("play", play), ("undo", undo), ("redo", redo), ("back", back),
                       ("answer", answer), ("claim", claim), ("rejoin", rejoin),
                       ("free", free)):
        app.add_url_rule(f"{base}/{name}", f"{game}_{name}", view, methods=["POST"])


def _abxy_routes(app: Flask, store: Store, slots: live.StreamSlots) -> None:
    """The ABXY pages (issue 8): a new match, and the match pages (`_match_routes`). Every
    input is a real form post; the match area (`_abxy.html`) is both part of the page and
    the htmx answer."""

    def page(_match_id: str, log, seen: dict) -> dict:
        player = seen["player"]
        return {"sides": abxy_views.sides(log, player),
                "prompt": abxy_views.prompt(log, player, seen["watching"], seen["handed_to"]),
                "results": abxy_views.results(log),
                "building": abxy_views.team_building(log, player),
                "methods": abxy_draft.METHODS}

    _match_routes(app, store, slots, "abxy", store.abxy, page,
                  lambda form: (abxy_input(form), int(form["player"])))

    @app.get("/abxy/new")
    def abxy_new():
        return render_template("abxy_new.html", methods=abxy_draft.METHODS,
                               needed=abxy_draft.NEEDED,
                               ready=store.abxy_creatures.ready())

    @app.post("/abxy")
    def abxy_create():
        form = request.form
        method = form.get("method", "")
        if method not in abxy_draft.METHODS:
            return _message("Choose how to build the teams: one of the methods listed.", 400)
        dealer = form.get("dealer", "0")
        if dealer not in ("0", "1"):
            return _message("The dealer is player 1 or player 2.", 400)
        cards = store.abxy_creatures.ready()
        setup = MatchSetup(method, secrets.randbelow(1_000_000_000),
                           tuple(c.creature() for c in cards), int(dealer),
                           form.get("split") == "yes",
                           tuple((c.name, c.passive) for c in cards if c.passive))
        try:
            match_id = store.abxy.create(setup)
        except InvalidInput as error:
            return _message(f"Cannot start this match: {error}. Enter more creatures from "
                          "their cards in the creature editor, or choose another method.", 400)
        return redirect(url_for("abxy_match", match_id=match_id), code=303)


def _batl_routes(app: Flask, store: Store, slots: live.StreamSlots) -> None:
    """The BATL pages (issue 9): a new game from saved deck lists, and the match pages
    (`_match_routes`; the area is `_batl.html`)."""

    _match_routes(app, store, slots, "batl", store.batl,
                  lambda _id, log, seen: batl_views.page(log, seen), batl_read_form)

    @app.get("/batl/new")
    def batl_new():
        return render_template("batl_new.html", decks=store.batl_decks.list())

    @app.post("/batl")
    def batl_create():
        form = request.form
        try:
            setup = batl_setup(form, store.batl_decks, secrets.randbelow(1_000_000_000))
            match_id = store.batl.create(setup)
        except InvalidInput as error:
            return _message(f"Cannot start this game: {error}.", 400)
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


def _fighters(catalog: Catalog) -> dict[str, str]:
    """Fighter id -> name as listed (a custom fighter's name marked "yours"), sorted."""
    return dict(sorted(((i, f"{name} (yours)" if is_custom(i) else name)
                        for i, name in catalog.names().items()), key=lambda x: x[1]))


# The ways to play the new-duel page offers: each seat's team (000 "Multiplayer Rules": 2v1,
# 2v2 and 3v1 team battles; teammates sit in a row, team A first).
FORMATS = {"duel": (0, 1), "2v1": (0, 0, 1), "2v2": (0, 0, 1, 1), "3v1": (0, 0, 0, 1),
           "melee3": (0, 1, 2), "melee4": (0, 1, 2, 3)}  # Classic Melee (001): alone


#: The largest Super or Ultra bonus the new-duel form takes (either sign).
MAX_BONUS = 99


def _lone_bonus(form) -> tuple[tuple[str, int], ...]:
    """The Super or Ultra bonuses typed on the new-duel form, (kind, amount) for each not 0.

    Raises:
        InvalidInput: a bonus that is not a whole number from -`MAX_BONUS` to `MAX_BONUS`.
    """
    found = []
    for kind in LONE_BONUS_KINDS:
        amount = whole_number(form.get(f"lone_{kind}") or "0", f"the {kind} bonus",
                              -MAX_BONUS, MAX_BONUS)
        if amount:
            found.append((kind, amount))
    return tuple(found)


def _seat_form(catalog: Catalog, fighter_id: str, edition: str) -> dict:
    """What the new-duel form offers for one fighter under ``edition``'s cards, with the
    suggested choices."""
    kit = Kit.build(catalog, fighter_id, edition)
    suggested = suggested_seat(fighter_id, catalog, edition)
    rule = kit.fighter.unique_ability.set_aside
    eligible = []
    if rule is not None:
        eligible = {"base": list(kit.bases), "style": list(kit.styles)}.get(
            rule.kind, list(kit.styles) + list(kit.bases))
    return {"fighter": fighter_id, "name": kit.fighter.name,
            "finishers": list(kit.finishers), "styles": list(kit.styles),
            "bases": list(kit.bases), "suggested": suggested,
            "classic": kit.fighter.printing == "classic", "aside": rule, "eligible": eligible}


def _qr_svg(text: str) -> str:
    """``text`` as a QR code, inline SVG made on the server (no script, works offline)."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=5, xmldecl=False, svgns=True)
    return out.getvalue().decode()


def reachable_base(host_url: str, lan: str | None = None) -> str:
    """The address other phones can open for a page asked at ``host_url``
    (``"http://localhost:5000/"``): a loopback host (localhost, 127.x, ::1) reaches only this
    machine, so it becomes the LAN address (``lan``, else `lan_address`), keeping the scheme
    and the port; any other host is kept. No trailing slash."""
    parts = urlsplit(host_url)
    host = parts.hostname or ""
    if host == "localhost" or host.startswith("127.") or host == "::1":
        port = f":{parts.port}" if parts.port else ""
        return f"{parts.scheme}://{lan or lan_address()}{port}"
    return host_url.rstrip("/")


def lan_address() -> str:
    """This machine's address on the local network (for other phones), or 127.0.0.1."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return "127.0.0.1"
    addresses = [info[4][0] for info in infos if not info[4][0].startswith("127.")]
    return addresses[0] if addresses else "127.0.0.1"


def main() -> None:
    """Serve the app with gevent's WSGI server on every interface; print the address to open.

    Environment: PORT (5000), HOST (0.0.0.0), COMPANION_DB (the SQLite file), MAX_STREAMS (duel
    pages open at once, 1000), MAX_STREAMS_PER_ADDRESS (from one client address, 32).
    Expects `gevent.monkey.patch_all` done (see the top of this file).
    """
    from gevent.pywsgi import WSGIServer

    port = int(os.environ.get("PORT", "5000"))
    host = os.environ.get("HOST", "0.0.0.0")
    config: dict = {"MAX_STREAMS": int(os.environ.get("MAX_STREAMS", "1000")),
                    "MAX_STREAMS_PER_ADDRESS": int(os.environ.get("MAX_STREAMS_PER_ADDRESS",
                                                                  "32"))}
    if os.environ.get("COMPANION_DB"):
        config["DATABASE"] = os.environ["COMPANION_DB"]
    app = create_app(config)
    default_catalog()
    for name in app.jinja_env.list_templates():  # compiled now, not on the first request
        app.jinja_env.get_template(name)
    gc.freeze()  # the cards and the code live for the whole process: keep them out of GC passes
    print(f"BattleCON companion: open http://{lan_address()}:{port}/ on the phones "
          f"(this machine: http://127.0.0.1:{port}/)", flush=True)
    WSGIServer((host, port), app, log=None).serve_forever()


def _abxy_creature_routes(app: Flask, store: Store) -> None:
    """The ABXY creature editor (issue 8; 003 "Card Layout"): the table enters each creature's
    types, weight, passive summary and special action's button once from its card; every
    match reuses them. Export and import as YAML share a table's entries."""
    # Imported here, so ABXY's routes stay in one place of this file.
    from engine.abxy.creatures import (
        FIELDS,
        MAX_PASSIVE,
        MAX_YAML_BYTES,
        RULE_BUTTONS,
        CreatureCard,
        InvalidCard,
        is_complete,
        parse_card,
    )
    from engine.abxy.match import Button
    from engine.abxy.specials import BY_NAME

    creatures = store.abxy_creatures

    def listing(status: int = 200, **extra):
        cards = creatures.all()
        return render_template("abxy_creatures.html", cards=cards, complete=is_complete,
                               entered=sum(map(is_complete, cards)),
                               added=creatures.is_added, **extra), status

    def form_page(fields: dict[str, str], original: str, problems: dict[str, str] | None = None,
                  status: int = 200):
        return render_template("abxy_creature.html", f=fields, original=original,
                               problems=problems or {}, specials=list(BY_NAME),
                               buttons=list(Button), rule_buttons=RULE_BUTTONS,
                               shipped=original != "" and not creatures.is_added(original),
                               entered=original != "" and _entered(original),
                               max_passive=MAX_PASSIVE), status

    def _entered(name: str) -> bool:
        try:
            return is_complete(creatures.get(name))
        except InvalidInput:
            return False

    def missing(message: str):
        return render_template("message.html", message=message), 404

    @app.get("/abxy/creatures")
    def abxy_creatures_page():
        """Every creature: entered, or still to enter from its card; tap one to edit."""
        imported = request.args.get("imported")
        return listing(saved=request.args.get("saved", "")[:60],
                       imported=0 if imported is None else whole_number(
                           imported, "the count of creatures imported", 0, 10**6))

    @app.get("/abxy/creatures/new")
    def abxy_creature_new():
        """A blank form for a creature the rules do not name."""
        return form_page(CreatureCard("").fields(), "")

    @app.get("/abxy/creatures/<name>")
    def abxy_creature_form(name: str):
        """One creature's form, filled with what is entered (or the rules' special action)."""
        try:
            card = creatures.get(name)
        except InvalidInput as error:
            return missing(f"{str(error)[:1].upper()}{str(error)[1:]}.")
        return form_page(card.fields(), card.name)

    @app.post("/abxy/creatures/save")
    def abxy_creature_save():
        """Save the posted creature; refused (400) with every problem and the form as typed."""
        fields = {k: request.form.get(k, "") for k in FIELDS}
        original = request.form.get("original", "").strip()
        try:
            card = parse_card(fields)
            if card.name == "new":
                raise InvalidCard({"name": "\"new\" is the name of the add page: add a word"})
            creatures.save(card, original)
        except InvalidCard as error:
            return form_page(fields, original, error.problems, 400)
        except InvalidInput as error:
            return form_page(fields, original, {"name": str(error)}, 400)
        return redirect(url_for("abxy_creatures_page", saved=card.name), code=303)

    @app.post("/abxy/creatures/<name>/delete")
    def abxy_creature_delete(name: str):
        """Delete a creature the table added, or reset one of the rules' to not entered."""
        try:
            creatures.delete(name)
        except InvalidInput as error:
            return missing(f"{str(error)[:1].upper()}{str(error)[1:]}.")
        return redirect(url_for("abxy_creatures_page"), code=303)

    @app.get("/abxy/creatures.yaml")
    def abxy_creatures_export():
        """The entered creatures as a YAML file to share with another table."""
        return Response(creatures.export_yaml(), mimetype="application/yaml", headers={
            "Content-Disposition": 'attachment; filename="abxy-creatures.yaml"'})

    @app.post("/abxy/creatures/import")
    def abxy_creatures_import():
        """Save the creatures of a YAML file or pasted text; refused (400) with every problem,
        the pasted text kept and nothing saved."""
        text = request.form.get("yaml", "")
        file = request.files.get("file")
        if file is not None and file.filename:
            raw = file.read(MAX_YAML_BYTES + 1)
            if len(raw) > MAX_YAML_BYTES:
                return listing(413, import_errors=[
                    f"{file.filename} is larger than {size_text(MAX_YAML_BYTES)}, the limit of a "
                    "creature file; nothing saved."], pasted=text)
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                return listing(400, import_errors=[f"{file.filename} is not UTF-8 text (a YAML "
                                                   "file is); nothing saved."], pasted=text)
        if not text.strip():
            return listing(400, import_errors=["Choose a YAML file or paste the text of one."],
                           pasted=text)
        try:
            names = creatures.import_yaml(text)
        except YamlTooLarge as error:
            return listing(413, import_errors=[f"The {str(error).removeprefix('the ')}; "
                                               "nothing saved."], pasted=text)
        except InvalidInput as error:
            return listing(400, import_errors=str(error).splitlines(), pasted=text)
        return redirect(url_for("abxy_creatures_page", imported=len(names)), code=303)


def _sent_limit(endpoint: str | None, request_limit: int) -> str:
    """What a request to ``endpoint`` sends and its size limit, for the 413 message: a
    fighter file, a creature file, a deck list, else any request (``request_limit`` bytes)."""
    from assistant.batl_decks import MAX_TEXT
    from engine.abxy.creatures import MAX_YAML_BYTES

    if endpoint == "upload_fighter":
        return (f"a fighter file is at most {size_text(MAX_FILE_BYTES)} (a real one is under "
                "20 kB)")
    if endpoint == "abxy_creatures_import":
        return f"a creature file is at most {size_text(MAX_YAML_BYTES)}"
    if endpoint in ("batl_deck_check", "batl_deck_save", "batl_deck_upload"):
        return f"a deck list is at most {MAX_TEXT // 1000} kB"
    return f"a request is at most {size_text(request_limit)}"


def _batl_deck_routes(app: Flask, store: Store) -> None:
    """BATL deck lists (issue 9; 004 "Deck"): the saved decks, the editor whose Check lists
    every problem at once (htmx swaps the report; without JavaScript the form posts), Save
    (kept exactly as typed, problems and all), upload of a .txt or .csv file, download."""
    # Imported here, so BATL's routes stay in one place of this file.
    from io import BytesIO

    from flask import send_file
    from werkzeug.exceptions import RequestEntityTooLarge

    from assistant.batl_decks import MAX_TEXT, SKELETON
    from engine.batl.deck import DECK_SIZE, EQUIPMENT_CARDS, checked, is_legal, read, totals

    decks = store.batl_decks

    def listing(status: int = 200, **extra):
        return render_template("batl_decks.html", decks=decks.list(), max_kb=MAX_TEXT // 1000,
                               **extra), status

    def editor(name: str, text: str, original: str, report: bool = True, status: int = 200,
               **extra):
        """The deck's page (or, for htmx, only its report) with ``text`` as typed."""
        deck, found = checked(text, name)
        shown = dict(name=name, text=text, original=original, report=report, problems=found,
                     legal=is_legal(found), totals=totals(deck), deck_size=DECK_SIZE,
                     equipment_cards=EQUIPMENT_CARDS, **extra)
        if request.headers.get("HX-Request") == "true" and request.method == "POST":
            return render_template("_batl_deck_report.html", **shown), status
        return render_template("batl_deck.html", **shown), status

    def posted() -> tuple[str, str, str]:
        """(name, text, original) as posted."""
        return (request.form.get("name", ""), request.form.get("text", ""),
                request.form.get("original", "").strip())

    def missing(error: InvalidInput):
        return render_template("message.html", message=f"{str(error)[:1].upper()}"
                               f"{str(error)[1:]}."), 404

    def too_large():
        return render_template("message.html", message=f"That is too much to send: a deck "
                               f"list is at most {MAX_TEXT // 1000} kB. Nothing was saved; "
                               "go back to keep what you typed."), 400

    @app.get("/batl/decks")
    def batl_decks_page():
        """The saved decks, each legal or with its count of problems."""
        return listing(deleted=request.args.get("deleted", "")[:60])

    @app.get("/batl/decks/new")
    def batl_deck_new():
        """A new deck: a commented skeleton to fill in."""
        return editor("", SKELETON, "", report=False)

    @app.get("/batl/decks/<name>")
    def batl_deck_page(name: str):
        """A saved deck as typed, with every problem."""
        try:
            saved = decks.saved(name)
        except InvalidInput as error:
            return missing(error)
        return editor(saved.name, saved.text, saved.name, saved=request.args.get("saved"))

    @app.post("/batl/decks/check")
    def batl_deck_check():
        """Every problem of the posted list, nothing saved (htmx: the report alone)."""
        try:
            name, text, original = posted()
        except RequestEntityTooLarge:
            return too_large()
        if len(text) > MAX_TEXT:
            return editor(name, text, original, status=400, check_error=f"The list is longer "
                          f"than {MAX_TEXT:,} characters, too long to save: shorten it.")
        return editor(name, text, original)

    @app.post("/batl/decks/save")
    def batl_deck_save():
        """Save the list as typed, even with problems (the deck's name, else its deck line's
        name); refused (400) with the page as typed for a bad or taken name."""
        try:
            name, text, original = posted()
        except RequestEntityTooLarge:
            return too_large()
        try:
            saved = decks.save(name.strip() or read(text)[0].name, text, original)
        except InvalidInput as error:
            return editor(name, text, original, status=400,
                          error=f"Not saved: {error}. What you typed is kept below.")
        return redirect(url_for("batl_deck_page", name=saved, saved="1"), code=303)

    @app.post("/batl/decks/upload")
    def batl_deck_upload():
        """Save a .txt or .csv deck list under its deck line's name or the file's (with
        " (2)"... when taken); 400 with a message for no file, too large, not UTF-8."""
        try:
            file = request.files.get("file")
        except RequestEntityTooLarge:
            return listing(400, upload_error=f"That file is larger than {MAX_TEXT // 1000} kB:"
                           " a deck list is far smaller. Nothing was saved.")
        if file is None or not file.filename:
            return listing(400, upload_error="Choose a .txt or .csv file to upload.")
        raw = file.read(MAX_TEXT + 1)
        filename = file.filename.replace("\\", "/").rsplit("/", 1)[-1]
        if len(raw) > MAX_TEXT:
            return listing(400, upload_error=f"{filename} is larger than {MAX_TEXT // 1000} kB:"
                           " a deck list is far smaller. Nothing was saved.")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return listing(400, upload_error=f"{filename} is not UTF-8 text (save it as "
                           "plain text or CSV, UTF-8). Nothing was saved.")
        if not text.strip():
            return listing(400, upload_error=f"{filename} is empty. Nothing was saved.")
        stem = filename.rsplit(".", 1)[0] if "." in filename else filename
        try:
            name = decks.save(decks.free_name(read(text)[0].name or stem), text)
        except InvalidInput:
            name = decks.save(decks.free_name("Uploaded deck"), text)
        return redirect(url_for("batl_deck_page", name=name, saved="uploaded"), code=303)

    @app.get("/batl/decks/<name>.txt")
    def batl_deck_download(name: str):
        """The list exactly as saved, as a text file."""
        try:
            saved = decks.saved(name)
        except InvalidInput as error:
            return missing(error)
        return send_file(BytesIO(saved.text.encode("utf-8")), as_attachment=True,
                         mimetype="text/plain; charset=utf-8", download_name=f"{saved.name}.txt")

    @app.post("/batl/decks/<name>/delete")
    def batl_deck_delete(name: str):
        """Delete a saved deck."""
        try:
            saved = decks.saved(name)
            decks.delete(saved.name)
        except InvalidInput as error:
            return missing(error)
        return redirect(url_for("batl_decks_page", deleted=saved.name), code=303)


if __name__ == "__main__":
    main()
