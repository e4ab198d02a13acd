"""The home page and a new duel: the form (fighters, format, ruleset, variant) and the post
that starts the duel."""

from __future__ import annotations

import secrets

from flask import Flask, redirect, render_template, request, url_for

from assistant import listing
from assistant.match_view import match_view
from assistant.matches import BEST_OF, DEFAULT_BEST_OF, LIMIT_MINUTES
from engine.battlecon import (
    FOURTH,
    LONE_BONUS_KINDS,
    RULESETS,
    DuelSetup,
    ruleset,
)
from engine.errors import InvalidInput
from engine.numbers import whole_number
from web.errors import message_page
from web.pages import fighter_names
from web.setup_form import FORMATS, form_page, player_name, read_seats, seat_form


def register(app: Flask) -> None:
    """Add the pages ``home``, ``new_duel`` and ``create_duel`` to ``app`` (the games and
    fighters from ``app.extensions["store"]``)."""
    store = app.extensions["store"]

    @app.get("/")
    def home():
        return render_template("home.html", games=_resume_list(store), started=listing.started,
                               abxy=store.abxy.matches(10), batl=store.batl.matches(10),
                               fighters=fighter_names(store.catalog()),
                               custom=len(store.fighters.all()))

    @app.get("/duel/new")
    def new_duel():
        shape = request.args.get("format", "duel")
        teams = FORMATS.get(shape, FORMATS["duel"])
        chosen = tuple(request.args.get(f"f{s}") for s in range(len(teams)))
        catalog = store.catalog()
        fighters = fighter_names(catalog)
        page = form_page(fighters, shape if shape in FORMATS else "duel")
        if not all(f in fighters for f in chosen):
            return render_template("new_duel.html", seats=None, rules=FOURTH, **page)
        rules = RULESETS.get(request.args.get("rules", ""))
        if len(teams) > 2:  # team battles follow the 4th edition (000 "Multiplayer Rules")
            rules = FOURTH
        elif rules is None:  # classic printings play the classic ruleset unless asked
            both_classic = all(catalog.fighter(f).printing == "classic" for f in chosen)
            rules = RULESETS["classic"] if both_classic else FOURTH
        seats = [seat_form(catalog, fighter, rules.name) for fighter in chosen]
        return render_template("new_duel.html", seats=seats, rules=rules, **page)

    @app.post("/duel")
    def create_duel():
        form = request.form
        teams = FORMATS.get(form.get("format", "duel"))
        if teams is None:
            return message_page("Unknown format: choose a duel, 2v1, 2v2, 3v1 or a Classic "
                                "Melee of 3 or 4.", 400)
        try:
            seats = read_seats(form, len(teams))
            first = form.get("first", "coin")
            coin = first == "coin"
            first_active = secrets.randbelow(len(teams)) if coin else whole_number(
                first, "the first Active Player", 0, len(teams) - 1)
            rules = ruleset(form.get("ruleset", "4th"))
            variant = form.get("variant", "") if len(teams) > 2 else ""
            lone = _lone_bonus(form)
            best_of = whole_number(form.get("best_of") or str(DEFAULT_BEST_OF),
                                   "the number of duels of the match", 1, 5)
            if best_of not in BEST_OF:
                raise InvalidInput("a match is the best of 1, 3 or 5 duels")
            players = [player_name(form.get(f"player{s}", "")) for s in range(len(teams))]
            low, high = LIMIT_MINUTES
            limit_text = (form.get("time_limit") or "").strip()
            time_limit = whole_number(limit_text, "the round time limit in minutes", low,
                                      high) if limit_text else None
            game_id = store.create(DuelSetup(seats, first_active=first_active,
                                             edition=rules.name, coin_flip=coin,
                                             teams=teams if len(teams) > 2 else (),
                                             variant=variant, lone_bonus=lone,
                                             seed=secrets.randbelow(1_000_000_000)))
        except KeyError as missing:
            return message_page(f"The new-duel form is missing {missing}; start again.", 400)
        except (ValueError, InvalidInput) as error:
            return message_page(f"Cannot start this duel: {error}", 400)
        store.matches.start(game_id, best_of, time_limit)
        for seat, name in enumerate(players):
            if name:
                store.set_setting(game_id, f"player{seat}", name)
        return redirect(url_for("duel", game_id=game_id), code=303)


def _resume_list(store) -> list[tuple]:
    """The home page's duels to resume, newest first (20 at most): (id, started, the sides
    in words, who won in words or "", the match as seen from this duel or None). A match
    (of more than one duel) is listed once, by its latest duel, with its score."""
    catalog = store.catalog()
    catalog_names = fighter_names(catalog)
    games = []
    rows = store.games()[:20]
    matches = store.matches.of_games([row[0] for row in rows])
    for game_id, created, setup, winner in rows:
        match = matches.get(game_id)
        if match is not None and match.duels[-1] != game_id:
            continue
        seats = [catalog_names.get(s.fighter, s.fighter) for s in setup.seats]
        score = None
        if match is not None and match.best_of > 1:
            short = [catalog.fighter(s.fighter).short_name if s.fighter in catalog_names
                     else s.fighter for s in setup.seats]  # (a custom fighter deleted since)
            score = match_view(match, game_id, short, setup.teams)
        games.append((game_id, created, listing.side_names(seats, setup.teams),
                      listing.winner_words(seats, setup.teams, winner), score))
    return games


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
