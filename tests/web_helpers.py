"""Helpers for the Flask test-client tests (the ``app`` and ``client`` fixtures are in
conftest.py): a started duel, posting a decision on the current version, a browser that took
a seat."""

from __future__ import annotations

import re
from html.parser import HTMLParser

NEW_DUEL = {
    "fighter0": "eligor", "finisher0": "Sweet Revenge", "style1_0": "Counter", "base1_0": "Aegis",
    "style2_0": "Martial", "base2_0": "Burst",
    "fighter1": "shekhtur", "finisher1": "Soul Breaker", "style1_1": "Combination",
    "base1_1": "Brand", "style2_1": "Spiral", "base2_1": "Burst", "first": "0",
}


def start(client, **form: str) -> str:
    """A duel started from the new-duel form (`NEW_DUEL`, ``form`` fields changed): its id."""
    response = client.post("/duel", data=NEW_DUEL | form)
    assert response.status_code == 303, response.get_data(as_text=True)[:300]
    return response.headers["Location"].rsplit("/", 1)[-1]


def knock_out(store, game: str, seat: int) -> None:
    """The table enters ``seat``'s life as 0 in ``game`` of ``store``: a knockout (000
    "Defeat")."""
    from engine.battlecon.adjust import adjust_decision

    store.play(game, adjust_decision(seat, "life", 0), len(store.log(game).entries))


def next_message_waiting(store, game: str, render) -> tuple:
    """A live stream of ``game`` on ``store`` opened and connected (``render()``: its
    messages), its next message awaited in a thread: (the thread, the list it lands in)."""
    import threading

    from assistant.live import event_id, stream

    messages = stream(store, game, render, seen=event_id(store.stamp(game)), keepalive=5)
    assert next(messages) == ": connected\n\n"
    received: list[str] = []
    thread = threading.Thread(target=lambda: received.append(next(messages)))
    thread.start()
    return thread, received


def team_game(app) -> str:
    """A 2v2 team battle (Eligor and Shekhtur against Cadenza and Hikaru) stored in ``app``,
    Eligor first Active; its id."""
    from engine.battlecon.setup import DuelSetup, suggested_seat

    fighters = ("eligor", "shekhtur", "cadenza", "hikaru")
    setup = DuelSetup(tuple(suggested_seat(f) for f in fighters), first_active=0,
                      teams=(0, 0, 1, 1))
    return app.extensions["store"].create(setup)


def counted_renders(monkeypatch, module) -> list[str]:
    """The templates ``module``'s ``render_template`` renders from now on, in order (the list
    fills as pages are rendered)."""
    made: list[str] = []
    original = module.render_template

    def counted(name, **values):
        made.append(name)
        return original(name, **values)

    monkeypatch.setattr(module, "render_template", counted)
    return made


def version(client, game: str) -> int:
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    return int(re.search(r'name="version" value="(\d+)"', page).group(1))


def decide(client, game: str, decision: str, **headers):
    return client.post(f"/duel/{game}/decide", headers=headers,
                       data={"decision": decision, "version": version(client, game)})


def seated(app, game: str, seat: int):
    """A second browser (its own cookies) that took ``seat``."""
    phone = app.test_client()
    response = phone.post(f"/duel/{game}/claim", data={"seat": str(seat)})
    assert response.status_code == 303
    return phone


class EventStream:
    """A phone's open event stream (``GET /duel/<game>/events``), read as raw text."""

    def __init__(self, client, game: str, query: str = "", path: str = "", **headers):
        self.response = client.get(path or f"/duel/{game}/events{query}", headers=headers,
                                   buffered=False)
        self._chunks = iter(self.response.response)

    @classmethod
    def at(cls, client, path: str) -> EventStream:
        """The stream at ``path`` (any game's ``.../events``)."""
        return cls(client, "", path=path)

    def chunk(self) -> str:
        """The next piece the server sends (a message or a comment line)."""
        chunk = next(self._chunks)
        return chunk.decode() if isinstance(chunk, bytes) else chunk

    def message(self) -> tuple[str, str]:
        """The next message, comments skipped: (its id, its data)."""
        while True:
            text = self.chunk()
            if text.startswith("id:"):
                lines = text.rstrip("\n").split("\n")
                data = "\n".join(line.removeprefix("data: ") for line in lines[1:])
                return lines[0].removeprefix("id: "), data

    def close(self) -> None:
        self.response.close()


class _Fields(HTMLParser):
    """The fields a browser would post from the form whose action is ``action``
    (`form_fields`)."""

    def __init__(self, action: str) -> None:
        super().__init__()
        self.action = action
        self.inside = False
        self.fields: dict[str, str] = {}
        self.textarea: str | None = None
        self.select: str | None = None
        self.option: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.inside = a.get("action") == self.action
        if not self.inside:
            return
        name = a.get("name")
        if tag == "input" and name and a.get("type") not in ("file", "submit"):
            if a.get("type") not in ("checkbox", "radio") or "checked" in a:
                self.fields[name] = a.get("value", "on")
        elif tag == "textarea":
            self.textarea = name
            self.fields[name] = ""
        elif tag == "select":
            self.select = name
        elif tag == "option" and self.select:
            self.option = a.get("value")
            if "selected" in a or self.select not in self.fields:
                self.fields[self.select] = self.option or ""
                if self.option is None:
                    self.fields[self.select] = None  # filled from the option's text

    def handle_data(self, data):
        if self.textarea:
            self.fields[self.textarea] += data
        # the text of a selected option without a value (not the blanks before it)
        if self.select and self.select in self.fields and self.fields[self.select] is None:
            self.fields[self.select] = data.strip()

    def handle_endtag(self, tag):
        if tag == "textarea":
            self.textarea = None
        elif tag == "select":
            self.select = None
        elif tag == "form":
            self.inside = False


def form_fields(page: str, action: str) -> dict[str, str]:
    """What a browser would post from the form of ``page`` whose action is ``action``: text
    inputs, ticked checkboxes and radio buttons (the last of a name), selected options (else
    the first), textareas. Buttons left out."""
    parser = _Fields(action)
    parser.feed(page)
    return parser.fields
