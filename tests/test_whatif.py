"""The what-if board for movement (issue 6, `assistant/whatif.py`, route /whatif): what it shows
is what the engine allows (`movement.legal_moves`), for the cases of 000 "Movement"."""

import re

import pytest

from engine.battlecon.movement import MoveSpec, legal_moves
from tests.web_helpers import start


def shown(client, query: str) -> list[str]:
    response = client.get(f"/whatif?{query}")
    assert response.status_code == 200, response.get_data(as_text=True)[-600:]
    return re.findall(r'<li class="whatif-result"><strong>([^<]+)</strong>',
                      response.get_data(as_text=True))


@pytest.mark.parametrize(("query", "positions", "actor", "spec", "restrictions"), [
    # Advance 1 or 2 from 3 next to the opponent on 4: the occupied space is hopped.
    ("p0=3&p1=4&actor=0&kind=advance&amounts=1,2", (3, 4), 0, MoveSpec("advance", (1, 2)), ()),
    # Retreat 2 from space 2: the wall leaves no room for 2 (a movement made in full or not).
    ("p0=2&p1=5&actor=0&kind=retreat&amounts=2", (2, 5), 0, MoveSpec("retreat", (2,)), ()),
    # Push "up to 3" near the wall: 1 or none, the player's pick (002 "Movement").
    ("p0=4&p1=6&actor=0&kind=push&amounts=3&up_to=yes", (4, 6), 0, MoveSpec("push", up_to=3),
     ()),
    # Push "0-3, as far as possible" near the wall: only 1 (000 "Push").
    ("p0=4&p1=6&actor=0&kind=push&amounts=3&up_to=far", (4, 6), 0,
     MoveSpec("push", up_to=3, farthest=True), ()),
    # Close 3 from 1 toward 5: stops next to the opponent, never past.
    ("p0=1&p1=5&actor=0&kind=close&amounts=3", (1, 5), 0, MoveSpec("close", up_to=3), ()),
    # Pull 2 by player 2's effect: player 1 is carried past them.
    ("p0=3&p1=4&actor=1&kind=pull&amounts=2", (3, 4), 1, MoveSpec("pull", (2,)), ()),
    # Teleport: never onto the other standup.
    ("p0=2&p1=5&actor=0&kind=teleport&to=5,6,7", (2, 5), 0,
     MoveSpec("teleport", teleport_to=(5, 6, 7)), ()),
    # A "cannot move past" keeps the advance short of the opponent.
    ("p0=3&p1=4&actor=0&kind=advance&amounts=1,2&cannot=0:move_past", (3, 4), 0,
     MoveSpec("advance", (1, 2)), ("0:move_past",)),
])
def test_the_board_shows_exactly_the_results_the_engine_allows(client, query, positions, actor,
                                                              spec, restrictions):
    expected = [r.label for r in legal_moves(positions, actor, spec, frozenset(restrictions))]
    assert shown(client, query) == expected


def test_a_movement_with_no_legal_result_says_it_is_ignored_and_why(client):
    page = client.get("/whatif?p0=3&p1=4&actor=0&kind=advance&amounts=1&cannot=0:move")
    text = page.get_data(as_text=True)
    assert "No legal result" in text and 'ignored (000 "Movement")' in text


@pytest.mark.parametrize(("query", "says"), [
    ("p0=3&p1=3&kind=push&amounts=1", "two different spaces"),
    ("p0=3&p1=9&kind=push&amounts=1", "two different spaces"),
    ("p0=3&p1=5&kind=push&amounts=x", "whole numbers"),
    ("p0=3&p1=5&kind=fly&amounts=1", "pick a movement"),
    ("p0=3&p1=5&kind=push&amounts=1&cannot=0:sleep", "not a restriction"),
    ("p0=3&p1=5&kind=push&amounts=1&up_to=maybe", "say how far"),
])
def test_a_wrong_question_gets_a_clear_message(client, query, says):
    response = client.get(f"/whatif?{query}")
    assert response.status_code == 400
    assert says in response.get_data(as_text=True)


def test_the_duel_page_opens_the_board_with_the_standups_where_they_are(client):
    game = start(client)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert f'href="/duel/{game}/whatif/move"' in page
    opened = client.get(f"/duel/{game}/whatif/move")
    assert opened.status_code == 303
    assert opened.headers["Location"] == f"/whatif?p0=3&p1=5&rules=4th&back=/duel/{game}"


def test_the_duel_page_opens_the_pairs_board_with_the_fighters_where_they_stand(client):
    game = start(client)
    opened = client.get(f"/duel/{game}/whatif/pairs")
    assert opened.status_code == 303
    location = opened.headers["Location"]
    assert location.startswith("/whatif/pairs?")
    for part in ("f0=eligor", "f1=shekhtur", "p0=3", "p1=5", "active=0", "rules=4th"):
        assert part in location
    assert client.get(f"/duel/{game}/whatif/sideways").status_code == 404
    assert client.get("/duel/nosuchgame/whatif/move").status_code == 404


def test_close_is_read_as_far_as_possible_even_without_the_box_ticked(client):
    # Close 3 from 1 toward the opponent on 3: only 1 space is free (to 2), and Close takes it
    # (000 "Close"); an exact 3 would be impossible.
    assert shown(client, "p0=1&p1=3&actor=0&kind=close&amounts=3") == [
        r.label for r in legal_moves((1, 3), 0, MoveSpec("close", up_to=3))]
    assert shown(client, "p0=1&p1=3&actor=0&kind=close&amounts=3") != []


def test_under_the_classic_ruleset_the_wall_cuts_a_retreat_short_instead_of_stopping_it(client):
    # 002 "Movement": moves as far as possible and stops; 000: made in full or ignored.
    query = "p0=2&p1=5&actor=0&kind=retreat&amounts=2"
    assert shown(client, query) == []
    assert shown(client, query + "&rules=classic") == ["Retreat 1: to space 1"]


def test_an_unknown_ruleset_on_the_board_is_refused_with_the_choices(client):
    response = client.get("/whatif?p0=2&p1=5&actor=0&kind=retreat&amounts=2&rules=3rd")
    assert response.status_code == 400
    assert "choose 4th" in response.get_data(as_text=True)
