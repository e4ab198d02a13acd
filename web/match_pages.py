"""BattleCON matches on the phones (issue 24): the next duel in one tap, with the same phones
on the same seats, the match page (each duel's result, how it ended, its chart) and the
records to download (a duel's, a match's: plain text or JSON)."""

from __future__ import annotations

import json

from flask import Flask, Response, abort, redirect, render_template, request, url_for

from assistant.chart import chart as life_force_chart
from assistant.match_clock import minutes_and_seconds
from assistant.match_view import match_view, side_names
from assistant.record import RECORD_FORMAT, duel_record, match_text, record_text
from assistant.views import outcome_text
from engine.battlecon import ruleset
from engine.errors import InvalidInput, RuleViolation
from engine.numbers import whole_number
from web import clock_pages
from web.context import store
from web.duel import DUEL_PAGES
from web.errors import message_page, refusal
from web.game_actions import fail, viewer
from web.pages import fighter_names, with_seat_cookie
from web.setup_form import FORMATS, form_page, read_seats, seat_form


def register(app: Flask) -> None:
    """Add the match pages to ``app``: the clock's (`web.clock_pages`), ``next_duel`` (POST
    /duel/<id>/next), ``open_next_duel`` (GET, the same address), ``choose_next``
    (/duel/<id>/next/choose), ``duel_match`` (/duel/<id>/match: the match of that duel; a
    match has no address of its own, so a duel's pages never carry another id than the
    duel's) and the records (``duel_record``, ``match_record``)."""
    clock_pages.register(app)
    for rule, endpoint, view, method in (
            ("/next", "next_duel", next_duel, "POST"),
            ("/next", "open_next_duel", open_next_duel, "GET"),
            ("/next/choose", "choose_next", choose_next, "GET"),
            ("/match", "duel_match", match_page, "GET"),
            ("/record.<ext>", "duel_record", duel_record_file, "GET"),
            ("/match/record.<ext>", "match_record", match_record_file, "GET")):
        app.add_url_rule("/duel/<game_id>" + rule, endpoint=endpoint, view_func=view,
                         methods=[method])


def next_duel(game_id: str):
    """Start the next duel of this duel's match (or find it, when another phone just did)
    and go to it, this phone on its seat. The posted ``first``: "coin" (default) or the seat
    of the first Active Player; the new-duel form's seat fields (``fighter0``,
    ``finisher0``...: `web.setup_form.read_seats`) when the players changed fighters or
    Finishers (`choose_next`). 403 for a watching phone, 409 while the duel goes on or once
    the match is won (002 "Object of the Game"), 400 for a duel in no match, a bad ``first``
    or a bad seat, 404 for no such duel."""
    games = store()
    seats = len(games.log(game_id).setup.seats)
    claimed, seat = viewer(DUEL_PAGES, game_id)
    if claimed and seat is None:
        return fail(DUEL_PAGES, "Only the players start the next duel; this phone is "
                    "watching.", 403, game_id)
    first = request.form.get("first") or "coin"
    try:
        first_active = None if first == "coin" else whole_number(
            first, "the first Active Player", 0, seats - 1)
        chosen = read_seats(request.form, seats) if "fighter0" in request.form else None
        new_id = games.matches.next_duel(game_id, first_active, chosen)
    except KeyError as missing:
        return fail(DUEL_PAGES, f"The next duel's form is missing {missing}; start again.",
                    400, game_id)
    except RuleViolation as error:
        return fail(DUEL_PAGES, refusal(error), 409, game_id)
    except InvalidInput as error:
        return fail(DUEL_PAGES, str(error), 400, game_id)
    return _go_to(new_id, game_id)


def choose_next(game_id: str):
    """The new-duel form for the next duel of this duel's match, filled in with this duel's
    fighters and choices (``f0``, ``f1``...: other fighters chosen), posted to `next_duel`:
    the format, ruleset, match and players stay. 404 for no such duel or one in no match,
    400 for an unknown fighter."""
    log = store().log(game_id)
    match = store().matches.of_game(game_id)
    if match is None:
        return message_page("This duel is not part of a match.", 404)
    setup = log.setup
    shape = next(name for name, sides in FORMATS.items() if sides == (setup.teams or (0, 1)))
    catalog = store().catalog()
    fighters = fighter_names(catalog)
    chosen = [request.args.get(f"f{s}") or seat.fighter for s, seat in enumerate(setup.seats)]
    if not all(fighter in fighters for fighter in chosen):
        return message_page("Unknown fighter: choose one from the list.", 400)
    rules = ruleset(setup.edition)
    seats = [seat_form(catalog, fighter, rules.name, keep=old)
             for fighter, old in zip(chosen, setup.seats, strict=True)]
    return render_template(
        "new_duel.html", seats=seats, rules=rules, next_of=game_id,
        next_number=match.number(game_id) + 1,
        choose_url=url_for("choose_next", game_id=game_id),
        create_url=url_for("next_duel", game_id=game_id), **form_page(fighters, shape))


def open_next_duel(game_id: str):
    """Go to the duel after this one in its match, this phone on its seat there too; back to
    this duel while there is none. 404 for no such duel."""
    store().log(game_id)
    match = store().matches.of_game(game_id)
    number = match.number(game_id) if match is not None else 0
    if match is None or number >= len(match.duels):
        return redirect(url_for("duel", game_id=game_id), code=303)
    return _go_to(match.duels[number], game_id)


def _go_to(new_id: str, old_id: str):
    """A redirect to duel ``new_id`` that binds this phone to its seat there when it holds
    that seat's secret in duel ``old_id`` (the next duel keeps each seat's phone)."""
    response = redirect(url_for("duel", game_id=new_id), code=303)
    secret = request.cookies.get(DUEL_PAGES.cookie(old_id))
    if secret is not None and store().seat_of(new_id, secret) is not None:
        with_seat_cookie(response, DUEL_PAGES.cookie(new_id), secret)
    return response


def match_page(game_id: str):
    """The match of duel ``game_id``: its score, and each duel's sides (with the players'
    names), result, how it ended and chart. 404 for no such duel, or a duel in no match."""
    match = _match(game_id)
    now = store().matches.clock()
    duels = []
    view = None
    for duel_id in match.duels:
        log = store().log(duel_id)
        names = [log.state.name(s) for s in range(len(log.state.fighters))]
        view = match_view(match, duel_id, names, log.setup.teams)
        sides = side_names(_with_players(duel_id, names), log.setup.teams)
        duels.append((view.number, duel_id, " vs ".join(sides), outcome_text(log.state),
                      len(life_force_chart(log.start, log.state).beats) > 1,
                      minutes_and_seconds(match.clock(duel_id, now).duel_seconds)))
    return render_template("match.html", match=match, view=view, duels=duels,
                           game_id=game_id, played=minutes_and_seconds(match.seconds(now)))


def duel_record_file(game_id: str, ext: str):
    """Duel ``game_id``'s record (`assistant.record`) as a download: ``ext`` "txt" (plain
    text) or "json". 404 for no such duel or another ``ext``."""
    if ext not in ("txt", "json"):
        abort(404)
    store().log(game_id)  # no such duel: MissingGame, a 404
    match = store().matches.of_game(game_id)
    record = _record(game_id, None if match is None else match.number(game_id))
    body = record_text(record) if ext == "txt" else json.dumps(record, ensure_ascii=False,
                                                                indent=1)
    return _download(body, ext, f"duel-{game_id}")


def match_record_file(game_id: str, ext: str):
    """The record of duel ``game_id``'s match, every duel's in one file: ``ext`` "txt" or
    "json" (``format``, ``best_of``, ``score``: [side, duels won], ``winner`` or null,
    ``duels``: each duel's record). 404 for no such duel, a duel in no match or another
    ``ext``."""
    if ext not in ("txt", "json"):
        abort(404)
    match = _match(game_id)
    records = [_record(duel_id, number) for number, duel_id in enumerate(match.duels, 1)]
    last = store().log(match.duels[-1])
    view = match_view(match, match.duels[-1],
                      [last.state.name(s) for s in range(len(last.state.fighters))],
                      last.setup.teams)
    if ext == "txt":
        body = match_text(match.best_of, view.score_words, view.winner, records)
    else:
        body = json.dumps({"format": RECORD_FORMAT, "best_of": match.best_of,
                           "score": [list(pair) for pair in view.score],
                           "winner": view.winner, "duels": records},
                          ensure_ascii=False, indent=1)
    return _download(body, ext, f"match-{game_id}")


def _match(game_id: str):
    """The match of duel ``game_id``. Raises `MissingGame` (404) for no such duel; aborts
    with 404 for a duel in no match."""
    store().log(game_id)
    match = store().matches.of_game(game_id)
    if match is None:
        abort(404, "This duel is not part of a match.")
    return match


def _record(game_id: str, number: int | None) -> dict:
    """The record of duel ``game_id`` with its players' names and, in a match, the time
    played (`assistant.record`)."""
    log = store().log(game_id)
    match = store().matches.of_game(game_id)
    seconds = None if match is None else match.clock(game_id, store().matches.clock()) \
        .duel_seconds
    return duel_record(log, _players(game_id, len(log.state.fighters)), number, seconds)


def _players(game_id: str, seats: int) -> list[str]:
    """The player's name of each of the duel's ``seats`` as the new-duel page kept it ("" for
    none)."""
    return [store().setting(game_id, f"player{s}", "") for s in range(seats)]


def _with_players(game_id: str, names: list[str]) -> list[str]:
    """Each seat's fighter ``names`` with its player's name, when the table gave one."""
    return [f"{name} ({player})" if player else name
            for name, player in zip(names, _players(game_id, len(names)), strict=True)]


def _download(body: str, ext: str, stem: str) -> Response:
    """``body`` as a file to save (``stem``.``ext``), never kept by a cache (the duel goes
    on)."""
    mimetype = "application/json" if ext == "json" else "text/plain"
    return Response(body, mimetype=f"{mimetype}; charset=utf-8", headers={
        "Content-Disposition": f'attachment; filename="{stem}.{ext}"',
        "Cache-Control": "no-store"})
