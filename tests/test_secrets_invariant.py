"""Hidden information never leaks (issue 18; 000 "Set Phase", "Reveal Phase"; 003 "Round";
004 "HIDDEN"): two games that differ only in one player's secret choice look the same, byte for
byte, to everyone else: the other players' phones, a spectator and the shared phone, on every
page of the game they can reach (the page, its fragments, the history, the matchup table, the
join page, the what-if links) and in what the live stream sends them.

Each test plays the same inputs in two games but for the secret one, then compares what each
non-owner fetches (`tests.secrets_helpers.crawl`) once ids, tokens and times are normalised.
"""

from __future__ import annotations

import re

import pytest

from assistant.abxy.log import MatchSetup
from engine.battlecon.beat import pending
from tests.secrets_helpers import crawl, stream_after
from tests.test_abxy_app import enter_creatures
from tests.test_abxy_app import post as abxy_post
from tests.test_batl_app import play as batl_play
from tests.test_batl_app import started as batl_started
from tests.web_helpers import decide, start, team_game


def _duel_pages(game: str, seats: int) -> list[str]:
    base = f"/duel/{game}"
    return [base, f"{base}?history=all", f"{base}/join", f"{base}/matchups",
            *(f"{base}?as={s}" for s in range(seats)),
            *(f"{base}/matchups?seat={s}" for s in range(seats))]


def _same_for(viewers: dict[str, list], games: tuple[str, str], pages) -> None:
    """Every viewer's crawl of game A equals its crawl of game B."""
    for who, clients in viewers.items():
        seen = [crawl(client, pages(game), game) for client, game in zip(clients, games,
                                                                         strict=True)]
        assert len(seen[0]) >= len(pages(games[0])), who  # every start page at least
        for a, b in zip(seen[0], seen[1], strict=False):
            assert a[:2] == b[:2], f"{who}: {a[0]} {a[1]} / {b[0]} {b[1]}"
            lines = [(x, y) for x, y in zip(a[2].splitlines(), b[2].splitlines(), strict=False)
                     if x != y]
            assert a == b, f"{who} sees a difference at {a[0]}: {lines[:3]}"
        assert len(seen[0]) == len(seen[1]), who


def _phones(app, games, seats: int):
    """A client per seat, seated in every game, and a watcher."""
    phones = [app.test_client() for _ in range(seats)]
    for game in games:
        for s, phone in enumerate(phones):
            assert phone.post(f"/duel/{game}/claim", data={"seat": str(s)}).status_code == 303
    return phones, app.test_client()


@pytest.mark.parametrize("moment", ["one set", "both set"])
def test_a_face_down_pair_is_the_same_to_the_opponent_and_a_spectator_on_two_phones(app,
                                                                                     moment):
    creator = app.test_client()
    games = (start(creator), start(creator))
    (eligor, shekhtur), watcher = _phones(app, games, 2)
    for game, pair in zip(games, ("Vengeful|Strike", "Retribution|Drive"), strict=True):
        decide(eligor, game, f"0|set|{pair}")
        if moment == "both set":
            decide(shekhtur, game, "1|set|Jugular|Grasp")
    _same_for({"the opponent": [shekhtur] * 2, "a spectator": [watcher] * 2}, games,
              lambda g: _duel_pages(g, 2))


def test_what_the_live_stream_sends_the_others_does_not_depend_on_the_face_down_pair(app):
    creator = app.test_client()
    games = (start(creator), start(creator))
    (eligor, shekhtur), watcher = _phones(app, games, 2)
    sent = [stream_after([shekhtur, watcher], f"/duel/{game}/events", game,
                         lambda g=game, p=pair: decide(eligor, g, f"0|set|{p}"))
            for game, pair in zip(games, ("Vengeful|Strike", "Retribution|Drive"),
                                  strict=True)]
    assert sent[0] == sent[1]


def test_the_shared_phone_does_not_give_away_the_pair_set_before_it_was_passed(app):
    phone = app.test_client()
    games = (start(phone), start(phone))
    for game, pair in zip(games, ("Vengeful|Strike", "Retribution|Drive"), strict=True):
        decide(phone, game, f"0|set|{pair}")
    # ?as=0 is the setter's own view of the shared phone; everything else must match
    pages = [p for p in _duel_pages("{g}", 2) if not p.endswith("as=0")]
    _same_for({"the shared phone": [phone] * 2}, games,
              lambda g: [p.replace("{g}", g) for p in pages])


def test_a_team_battle_on_four_phones_keeps_each_face_down_pair_to_its_owner(app):
    games = (team_game(app), team_game(app))
    phones, watcher = _phones(app, games, 4)
    state = app.extensions["store"].log(games[0]).state
    options = [d for d in pending(state).options if d.seat == 0 and d.kind == "set"]
    first, last = options[0], options[-1]
    assert first != last
    for game, chosen in zip(games, (first, last), strict=True):
        decide(phones[0], game, str(chosen))
    viewers = {f"seat {s}": [phones[s]] * 2 for s in (1, 2, 3)} | {"a spectator": [watcher] * 2}
    _same_for(viewers, games, lambda g: _duel_pages(g, 4))


def test_the_join_page_of_a_two_versus_two_offers_all_four_seats(client, app):
    game = team_game(app)
    page = client.get(f"/duel/{game}/join").get_data(as_text=True)
    offered = sorted(re.findall(r'name="seat" value="(\d)"', page))
    assert offered == ["0", "1", "2", "3"]


def test_every_seat_of_a_two_versus_two_gets_its_matchup_table(app):
    game = team_game(app)
    phones, _ = _phones(app, [game], 4)
    for s, phone in enumerate(phones):
        response = phone.get(f"/duel/{game}/matchups")
        assert response.status_code == 200, s
        assert response.get_data(as_text=True).count("<tr>") > 2


@pytest.mark.parametrize("secret", ["active fighter", "buttons"])
def test_abxy_secret_choices_are_the_same_to_the_other_player_and_a_spectator(app, secret):
    enter_creatures(app)
    one, two, watcher = app.test_client(), app.test_client(), app.test_client()
    store = app.extensions["store"]
    cards = store.abxy_creatures.ready()
    setup = MatchSetup("random", 7, tuple(c.creature() for c in cards), 0, False, ())
    urls = tuple(f"/abxy/{store.abxy.create(setup)}" for _ in range(2))
    for url in urls:
        one.post(url + "/claim", data={"player": 0})
        two.post(url + "/claim", data={"player": 1})
    ids = tuple(u.rsplit("/", 1)[-1] for u in urls)

    def pages(match: str) -> list[str]:
        return [f"/abxy/{match}", f"/abxy/{match}?as=0", f"/abxy/{match}?as=1"]

    others = {"the other player": [two] * 2, "a spectator": [watcher] * 2}
    if secret == "active fighter":
        for url, choice in zip(urls, (0, 1), strict=True):
            abxy_post(one, url, kind="active", player=0, choice=choice)
    else:  # the active fighters are turned over once both chose; then the buttons are secret
        for url in urls:
            abxy_post(one, url, kind="active", player=0, choice=0)
            abxy_post(two, url, kind="active", player=1, choice=0)
        for url, (first, second) in zip(urls, (("X", "B"), ("A", "Y")), strict=True):
            abxy_post(one, url, kind="input", player=0, first=first, second=second)
    _same_for(others, ids, pages)


def test_a_batl_hidden_card_is_the_same_to_the_other_player_and_a_spectator(app):
    urls = (batl_started(app), batl_started(app))
    ann, bo, watcher = app.test_client(), app.test_client(), app.test_client()
    for url in urls:
        assert ann.post(url + "/claim", data={"player": 0}).status_code == 303
        assert bo.post(url + "/claim", data={"player": 1}).status_code == 303
    for url, square in zip(urls, ("C3", "D3"), strict=True):
        assert batl_play(ann, url, kind="play", player=0, name="Snare",
                         square=square).status_code == 303
    ids = tuple(u.rsplit("/", 1)[-1] for u in urls)

    def pages(match: str) -> list[str]:
        return [f"/batl/{match}", f"/batl/{match}?as=0", f"/batl/{match}?as=1"]

    _same_for({"the other player": [bo] * 2, "a spectator": [watcher] * 2}, ids, pages)


def test_what_the_abxy_and_batl_streams_send_the_others_does_not_depend_on_a_secret(app):
    enter_creatures(app)
    store = app.extensions["store"]
    cards = store.abxy_creatures.ready()
    setup = MatchSetup("random", 7, tuple(c.creature() for c in cards), 0, False, ())
    one, two, watcher = app.test_client(), app.test_client(), app.test_client()
    games = [("abxy", store.abxy.create(setup)) for _ in range(2)]
    games += [("batl", batl_started(app).rsplit("/", 1)[-1]) for _ in range(2)]
    for kind, match in games:
        one.post(f"/{kind}/{match}/claim", data={"player": 0})
        two.post(f"/{kind}/{match}/claim", data={"player": 1})
    secrets = {"abxy": [{"kind": "active", "player": 0, "choice": c} for c in (0, 1)],
               "batl": [{"kind": "play", "player": 0, "name": "Snare", "square": s}
                        for s in ("C3", "D3")]}
    sent = {}
    for i, (kind, match) in enumerate(games):
        url = f"/{kind}/{match}"
        post = abxy_post if kind == "abxy" else batl_play
        sent.setdefault(kind, []).append(stream_after(
            [two, watcher], f"{url}/events", match,
            lambda u=url, p=post, f=secrets[kind][i % 2]: p(one, u, **f)))
    assert sent["abxy"][0] == sent["abxy"][1]
    assert sent["batl"][0] == sent["batl"][1]
