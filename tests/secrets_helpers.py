"""What a phone that does not own a secret can fetch of a game, normalised, for the invariant
tests of hidden information (issue 18): two games identical but for one secret choice must
look the same, byte for byte, to everyone but the owner.

`crawl` fetches the game page and every page of the same game it links to or offers through a
GET form (each option of each select in turn), as a browser could; `stream_after` reads what
an open live stream sends after an action. `normalised` removes what differs between two games
anyway: ids, form tokens, event ids and timestamps.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urlencode, urljoin, urlsplit

from tests.web_helpers import EventStream

MAX_PAGES = 80


def normalised(text: str, game: str) -> str:
    """``text`` without the game's id, CSRF tokens, live event ids, ISO timestamps, the time
    played on the match clock, the join link's QR code and the viewer's own rejoin code."""
    text = text.replace(game, "GAME")
    text = re.sub(r'name="csrf_token" value="[^"]+"', 'name="csrf_token"', text)
    # a signed form token (itsdangerous: payload.timestamp.signature), wherever it is
    text = re.sub(r"[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}", "TOKEN", text)
    text = re.sub(r'<svg[^>]*class="segno".*?</svg>', "QR", text, flags=re.S)  # the join link
    text = re.sub(r"data-rejoin>[A-Z2-7-]+<", "data-rejoin>CODE<", text)  # the viewer's own
    text = re.sub(r"seen=[0-9a-f]+-\d+", "seen=ID", text)
    text = re.sub(r"^id: .*$", "id: ID", text, flags=re.M)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\+00:00|Z)?", "TIME", text)
    # the match clock's time played (a match page, a record): the moment of the request
    text = re.sub(r"([Pp]layed:? )\d+(:\d\d)+", r"\1TIME", text)
    text = re.sub(r'"seconds_played": \d+', '"seconds_played": TIME', text)
    return text


class _Links(HTMLParser):
    """The links and GET forms of a page: hrefs, and (action, {select name: [values]},
    {other field: value})."""

    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.forms: list[tuple[str, dict[str, list[str]], dict[str, str]]] = []
        self._form: tuple[str, dict, dict] | None = None
        self._select: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        elif tag == "form" and (a.get("method") or "get").lower() == "get":
            self._form = (a.get("action") or "", {}, {})
        elif self._form is not None and tag == "select" and a.get("name"):
            self._select = a["name"]
            self._form[1][self._select] = []
        elif self._form is not None and tag == "option" and self._select:
            self._form[1][self._select].append(a.get("value", ""))
        elif self._form is not None and tag == "input" and a.get("name"):
            self._form[2][a["name"]] = a.get("value", "")

    def handle_data(self, data):
        # an option without a value posts its text
        if self._form is not None and self._select and self._form[1][self._select] and \
                self._form[1][self._select][-1] == "":
            self._form[1][self._select][-1] = data.strip()

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "form" and self._form is not None:
            self.forms.append(self._form)
            self._form = None


def _next_urls(page: str, here: str, game: str) -> list[str]:
    """The URLs of the same game that ``page`` (at ``here``) links to or can ask for with a
    GET form, one select changed at a time."""
    found = _Links()
    found.feed(page)
    urls = [urljoin(here, h.replace("&amp;", "&")) for h in found.hrefs]
    for action, selects, fields in found.forms:
        target = urljoin(here, action.replace("&amp;", "&"))
        base = dict(fields) | {name: (values or [""])[0] for name, values in selects.items()}
        for name, values in selects.items():
            # the first, middle and last options: a list in an order that gives a secret
            # away shows it in the page itself, which is compared whole
            for value in dict.fromkeys(values[:1] + values[len(values) // 2:][:1] + values[-1:]):
                urls.append(f"{target}?{urlencode(base | {name: value})}")
    # the rules reference shows nothing of a game but the link back to it
    return [u for u in urls if game in u and "/events" not in u
            and not urlsplit(u).path.startswith("/rules")]


def crawl(client, start: list[str], game: str) -> list[tuple[str, int, str]]:
    """Every page of ``game`` reachable from ``start`` as ``client`` (its cookies), in a fixed
    order: (normalised URL, status, normalised body)."""
    seen: list[str] = []
    queue = list(start)
    found = []
    while queue and len(seen) < MAX_PAGES:
        url = queue.pop(0)
        path = url.replace("http://localhost", "")
        if path in seen:
            continue
        seen.append(path)
        response = client.get(path)
        body = response.get_data(as_text=True)
        found.append((normalised(path, game), response.status_code, normalised(body, game)))
        if response.status_code == 200 and "html" in response.content_type:
            queue.extend(_next_urls(body, "http://localhost" + path, game))
    return found


def stream_after(clients, path: str, game: str, action) -> list[str]:
    """What the live stream of ``path`` (e.g. ``/duel/<id>/events``) sends each of ``clients``
    after ``action()``, and then on a new connection, normalised."""
    streams = [EventStream.at(c, path) for c in clients]
    for stream in streams:
        stream.message()
    action()
    sent = [normalised(s.message()[1], game) for s in streams]
    for stream in streams:
        stream.close()
    fresh = [EventStream.at(c, path) for c in clients]
    sent += [normalised(s.message()[1], game) for s in fresh]
    for stream in fresh:
        stream.close()
    return sent
