"""The parts of a game area every viewer of a state sees alike are rendered once per change
(issue 23, "The live server", second session): `web.shared_parts` and the duel's use of it.
Hidden information stays hidden: a part is shared only between viewers whose view of what it
shows is equal."""

from __future__ import annotations

import re

from jinja2 import DictLoader, Environment

from tests.secrets_helpers import normalised
from tests.web_helpers import EventStream, counted_renders, start
from web.shared_parts import PARTS, PartsContext, SharedParts

_TEMPLATE = ("<a>{{ who }}</a>{% block open %}<b>{{ counted() }}</b>{% endblock %}"
             "{% for n in items %}{% block item scoped %}<i>{{ n }}{{ counted() }}</i>"
             "{% endblock %}{% endfor %}")


def _renderer():
    """(render(kept, who, items, current=True), the number of block renders so far)."""
    environment = Environment(loader=DictLoader({"t.html": _TEMPLATE}))
    environment.context_class = PartsContext
    calls = [0]

    def counted() -> str:
        calls[0] += 1
        return ""

    def render(kept: dict, who: str, items: list[int], current: bool = True) -> str:
        parts = SharedParts("t.html", kept, {"open": lambda c: (),
                                             "item": lambda c: c.resolve("n")},
                            lambda: current)
        return environment.get_template("t.html").render(
            {PARTS: parts, "who": who, "items": items, "counted": counted})
    return render, calls


def test_a_shared_block_is_rendered_once_for_every_viewer_of_a_state():
    render, calls = _renderer()
    kept: dict = {}
    first = render(kept, "seat 0", [1, 2])
    second = render(kept, "seat 1", [2, 3])
    assert first == "<a>seat 0</a><b></b><i>1</i><i>2</i>"
    assert second == "<a>seat 1</a><b></b><i>2</i><i>3</i>"
    assert calls[0] == 4  # open once; items 1, 2 and 3 once each (2 shared by its key)


def test_a_block_rendered_after_the_state_moved_on_is_not_kept():
    render, calls = _renderer()
    kept: dict = {}
    render(kept, "seat 0", [1], current=False)
    assert kept == {}
    render(kept, "seat 0", [1])
    assert calls[0] == 4 and len(kept) == 2


def test_a_lasting_block_is_rendered_again_only_when_its_key_changes():
    environment = Environment(loader=DictLoader({"t.html": _TEMPLATE}))
    environment.context_class = PartsContext
    made: list[int] = []
    lasting: dict = {}

    def render(items: list[int]) -> str:
        parts = SharedParts("t.html", {}, {"open": lambda c: ()}, lambda: True, lasting,
                            {"item": (lambda c: c.resolve("n"), 2)})
        return environment.get_template("t.html").render(
            {PARTS: parts, "who": "x", "items": items, "counted": lambda: made.append(1) or ""})

    first = render([1, 2])  # one state of the game
    second = render([2, 5])  # the next: item 2 is kept from the first
    assert (first, second) == ("<a>x</a><b></b><i>1</i><i>2</i>",
                               "<a>x</a><b></b><i>2</i><i>5</i>")
    assert len(made) == 5  # open twice (a new state each time), items 1, 2 and 5 once
    assert set(lasting) == {("item", 2), ("item", 5)}  # at most two kept: 1 let go


def test_a_template_rendered_without_shared_parts_renders_every_block():
    environment = Environment(loader=DictLoader({"t.html": _TEMPLATE}))
    environment.context_class = PartsContext
    text = environment.get_template("t.html").render(who="x", items=[4], counted=lambda: "")
    assert text == "<a>x</a><b></b><i>4</i>"


def _panel(text: str, seat: int) -> str:
    """The fighter panel of ``seat`` in an area."""
    found = re.search(rf'<section class="fighter" id="fighter-{seat}".*?</section>', text, re.S)
    assert found is not None
    return found.group(0)


def test_a_seats_own_panel_with_its_face_down_pair_is_never_shared_with_the_others(app):
    seen = {}
    for pair in ("Vengeful|Strike", "Retribution|Drive"):
        creator = app.test_client()
        game = start(creator)
        eligor, shekhtur = app.test_client(), app.test_client()
        eligor.post(f"/duel/{game}/claim", data={"seat": "0"})
        shekhtur.post(f"/duel/{game}/claim", data={"seat": "1"})
        streams = [EventStream(b, game) for b in (shekhtur, creator)]
        for stream in streams:
            stream.message()
        # Eligor's area is rendered first: its parts are kept before the others' renders
        mine = eligor.post(f"/duel/{game}/decide", headers={"HX-Request": "true"},
                           data={"decision": f"0|set|{pair}", "version": "0"})
        for stream in streams:
            stream.message()
            stream.close()
        areas = [normalised(b.get(f"/duel/{game}", headers={"HX-Request": "true"})
                            .get_data(as_text=True), game) for b in (eligor, shekhtur, creator)]
        own, theirs, watched = (_panel(text, 0) for text in areas)
        shown = pair.replace("|", " ")
        assert mine.status_code == 200
        assert f"Pair: {shown}" in own and shown not in theirs and shown not in watched
        assert theirs == watched and "Pair: set face-down" in theirs
        assert _panel(areas[0], 1) == _panel(areas[1], 1) == _panel(areas[2], 1)
        seen[pair] = (areas[1], areas[2])
    assert seen["Vengeful|Strike"] == seen["Retribution|Drive"]


def test_an_abxy_players_answer_and_open_pages_share_one_render_of_their_own(
        app, monkeypatch):
    import web.matches
    from tests.test_seat_takeover import _abxy_match, _claim, _match_version

    url = _abxy_match(app)
    one, two = _claim(app, url, 0), _claim(app, url, 1)
    watcher = app.test_client()
    pages = [EventStream.at(b, url + "/events") for b in (one, one, two, watcher)]
    for page in pages:
        page.message()
    version = _match_version(one, url)
    renders = counted_renders(monkeypatch, web.matches)
    answer = one.post(url + "/play", headers={"HX-Request": "true"}, data={
        "version": version, "kind": "active", "player": 0, "choice": 1})
    game = url.rsplit("/", 1)[-1]
    sent = [normalised(page.message()[1], game) for page in pages]
    for page in pages:
        page.close()
    assert answer.status_code == 200
    # player 1's answer and two pages: one render; player 2's: one; the spectator's: one
    assert renders == ["_abxy.html"] * 3
    assert normalised(answer.get_data(as_text=True), game) == sent[0] == sent[1]
    assert len({sent[0], sent[2], sent[3]}) == 3  # each viewer kind its own area
