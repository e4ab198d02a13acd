"""The world the route fuzz test (tests/test_fuzz_routes.py) attacks: an app on its own copy of
a database holding one of everything, the forms its pages really post, and a snapshot of
everything a refused request must leave alone."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from werkzeug.exceptions import HTTPException

from app import create_app
from assistant.batl.log import BatlSetup
from tests.test_abxy_app import enter_creatures
from tests.test_teams import form_data
from tests.web_helpers import NEW_DUEL

BATL_DECKS = Path(__file__).parent / "data" / "batl"
VERSION = "<version>"  # in a harvested form: the game's current version, filled at post time


@dataclass
class World:
    """The app and the ids of what its database holds; ``forms``: endpoint -> the forms
    (field name -> the values the pages offer) and links that reach it."""

    app: object
    path: str
    duels: tuple[str, ...]
    abxy: str
    batl: str
    fighter: str
    forms: dict[str, list[dict[str, list[str]]]] = field(default_factory=dict)
    secrets: tuple[str, ...] = ()  # the cookies of the seats taken (see `_template`)

    def version(self, game: str) -> int:
        """The current version (log length) of the game or match ``game`` (0: none such)."""
        store = self.app.extensions["store"]
        for log in (store.log, store.abxy.log, store.batl.log):
            try:
                return len(log(game).entries)
            except ValueError:
                continue
        return 0

    def snapshot(self) -> tuple:
        """Every row of the database (but the snapshots cache) and every game in memory."""
        db = sqlite3.connect(self.path)
        try:
            tables = [t for (t,) in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'snapshots' "
                "ORDER BY name")]
            rows = tuple((t, sorted(map(repr, db.execute(f"SELECT * FROM {t}"))))
                         for t in tables)
        finally:
            db.close()
        store = self.app.extensions["store"]
        logs = [store.log(g) for g in self.duels]
        logs += [store.abxy.log(self.abxy), store.batl.log(self.batl)]
        return rows, tuple((len(log.entries), hash(repr(log.state))) for log in logs)


class _Forms(HTMLParser):
    """Every form of a page (method, action, name -> values offered) and every local link."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, dict[str, list[str]]]] = []
        self.form: dict[str, list[str]] | None = None
        self.select: str | None = None
        self.textarea: str | None = None

    def _offer(self, name: str | None, value: str) -> None:
        if self.form is not None and name:
            values = self.form.setdefault(name, [])
            if value not in values:
                values.append(value)

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.form = {}
            self.found.append((a.get("method", "get").upper(), a.get("action", ""), self.form))
        elif tag == "a" and a.get("href", "").startswith("/"):
            url = urlsplit(a["href"])
            query: dict[str, list[str]] = {}
            for k, v in parse_qsl(url.query, keep_blank_values=True):
                query.setdefault(k, []).append(v)
            self.found.append(("GET", url.path, query))
        elif tag in ("input", "button") and a.get("type") != "file":
            self._offer(a.get("name"), a.get("value", "on" if tag == "input" else ""))
        elif tag == "select":
            self.select = a.get("name")
        elif tag == "option":
            self._offer(self.select, a.get("value", ""))
        elif tag == "textarea":
            self.textarea = a.get("name")
            self._offer(self.textarea, "")

    def handle_data(self, data):
        if self.textarea and self.form is not None and data.strip():
            self.form[self.textarea].append(data)

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        elif tag == "select":
            self.select = None
        elif tag == "textarea":
            self.textarea = None


def _harvest(app, pages: list[str], cookies: dict[str, str]) -> dict[str, list[dict]]:
    """endpoint -> the forms and links of ``pages`` (seen by a browser with ``cookies``)
    that reach it, version fields as `VERSION`."""
    client = app.test_client()
    for name, value in cookies.items():
        client.set_cookie(name, value)
    adapter = app.url_map.bind("localhost")
    forms: dict[str, list[dict[str, list[str]]]] = {}
    for page in pages:
        parser = _Forms()
        parser.feed(client.get(page).get_data(as_text=True))
        for method, action, fields in parser.found:
            try:
                endpoint, _ = adapter.match(urlsplit(action).path or page, method)
            except HTTPException:
                continue
            fields.pop("csrf_token", None)
            if "version" in fields:
                fields["version"] = [VERSION]
            if fields and fields not in forms.setdefault(endpoint, []):
                forms[endpoint].append(fields)
    return forms


_TEMPLATE: dict[str, tuple] = {}


def _template(folder: Path) -> tuple:
    """A database with a duel, a 2v2 battle, an ABXY match, a BATL game past its setup, a
    saved fighter, two decks and twelve creatures, and the forms of every page (made once
    per run, copied for every route). The duel and the ABXY match are played on one shared
    phone; the 2v2 battle's seats 0 and 1 and the BATL game's first player are taken (their
    cookies in ``secrets``)."""
    if "db" not in _TEMPLATE:
        path = folder / "template.sqlite3"
        app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "DATABASE": str(path)})
        client = app.test_client()
        duel = client.post("/duel", data=NEW_DUEL).headers["Location"].rsplit("/", 1)[-1]
        team = client.post("/duel", data=form_data("2v2", (
            "eligor", "cadenza", "shekhtur", "kallistar"))).headers["Location"].rsplit("/")[-1]
        enter_creatures(app)
        abxy = client.post("/abxy", data={"method": "random", "dealer": "0"})
        abxy = abxy.headers["Location"].rsplit("/", 1)[-1]
        store = app.extensions["store"]
        texts = [(BATL_DECKS / f"{n}.txt").read_text(encoding="utf-8") for n in ("monk", "knight")]
        for name, text in zip(("Monk", "Knight"), texts, strict=True):
            store.batl_decks.save(name, text)
        batl = store.batl.create(BatlSetup(("Ann", "Bo"), tuple(texts), ((0,), (1,)), 0, 5))
        for version, text in enumerate(("first 0 play", "keep 0", "keep 1")):
            store.batl.play(batl, text, version)
        secrets = (store.claim(team, 0), store.claim(team, 1), store.batl.claim(batl, 0))
        fighter = store.fighters.save((Path("fighters") / "eligor.yaml").read_text(
            encoding="utf-8").replace("name: Eligor", "name: Fuzzed Eligor", 1))
        forms = _harvest(app, [
            "/", "/duel/new", "/duel/new?f0=eligor&f1=shekhtur",
            "/duel/new?format=2v2&f0=eligor&f1=cadenza&f2=shekhtur&f3=kallistar",
            f"/duel/{duel}", f"/duel/{duel}/join", f"/duel/{duel}/matchups", f"/duel/{team}",
            "/abxy/new", f"/abxy/{abxy}", "/batl/new", f"/batl/{batl}", "/fighters",
            "/fighters/new?copy=eligor", f"/fighters/{fighter}/edit", "/abxy/creatures",
            "/abxy/creatures/new", "/abxy/creatures/Beast 01", "/batl/decks", "/batl/decks/new",
            "/batl/decks/Monk", "/whatif", "/whatif/pairs", "/rules"],
            {f"seat_{team}": secrets[0], f"batl_{batl}": secrets[2]})
        store.close()
        _TEMPLATE["db"] = (path, (duel, team), abxy, batl, fighter, forms, secrets)
    return _TEMPLATE["db"]


def world(tmp_path: Path, folder: Path) -> World:
    """A fresh app on a copy of the template database (see `_template`)."""
    path, duels, abxy, batl, fighter, forms, secrets = _template(folder)
    copy = tmp_path / "games.sqlite3"
    shutil.copy(path, copy)
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "DATABASE": str(copy),
                      "SSE_KEEPALIVE": 0.0})
    return World(app, str(copy), duels, abxy, batl, fighter, forms, secrets)
