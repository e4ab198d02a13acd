"""Benchmark: scripted duels over HTTP against the real WSGI server (gevent) on loopback.

Starts `app.py` in a subprocess on a free loopback port with a fresh database, then plays
duels as a phone would (htmx requests: each answer is the duel area alone), 1 game and then
50 games at once, each game a thread. Every player action's server-side time is read from the
``Server-Timing`` header. Prints one line per load and, last,
``p50_ms=A p99_ms=B first_load_kb=C``: the median and 99th percentile server time per action
at the 50-game load, and the gzip-compressed bytes of HTML+CSS+JS of a first visit (home page,
a duel page, htmx and the live-update scripts). Goal (issue 3): p99 <= 20 ms, first load <= 60 KB.
Usage: ``python bench/web.py [GAMES] [ACTIONS_PER_GAME]``.
"""

from __future__ import annotations

import gzip
import http.cookiejar
import re
import statistics
import sys
import threading
import urllib.parse
import urllib.request

from realserver import NEW_DUEL, percentile, real_server


class Phone:
    """One browser: cookies, the CSRF token, and the server times of its actions."""

    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.times: list[float] = []

    def get(self, path: str, record: bool = False) -> tuple[str, int]:
        with self.opener.open(self.base + path) as response:
            body = response.read()
            if record:
                self._record(response)
            return body.decode(), len(gzip.compress(body))

    def post(self, path: str, data: dict, htmx: bool = True) -> str:
        request = urllib.request.Request(self.base + path,
                                         data=urllib.parse.urlencode(data).encode())
        if htmx:
            request.add_header("HX-Request", "true")
        try:
            with self.opener.open(request) as response:
                self._record(response)
                return response.read().decode()
        except urllib.error.HTTPError as error:  # refusals are answers too
            self._record(error)
            return error.read().decode()

    def _record(self, response) -> None:
        timing = response.headers.get("Server-Timing", "")
        match = re.search(r"dur=([\d.]+)", timing)
        if match:
            self.times.append(float(match.group(1)))


def play_game(base: str, actions: int, phone: Phone) -> None:
    """Start a duel and take up to ``actions`` actions, the first choice each time."""
    page, _ = phone.get("/duel/new?f0=eligor&f1=shekhtur")
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    request = urllib.request.Request(
        base + "/duel", data=urllib.parse.urlencode(dict(NEW_DUEL, csrf_token=token)).encode())
    with phone.opener.open(request) as response:
        game_path = urllib.parse.urlparse(response.geturl()).path
        area = response.read().decode()
    for _ in range(actions):
        if "wins" in area.split('id="prompt"', 1)[-1][:300]:
            break
        handover = re.search(r'href="([^"]*\?as=\d)"', area)
        if handover:
            area, _ = phone.get(handover.group(1).replace("&amp;", "&"), record=True)
            continue
        version = re.search(r'data-version="(\d+)"', area).group(1)
        choice = re.search(r'name="decision" value="([^"]+)"', area)
        if choice is None:
            break
        area = phone.post(game_path + "/decide", {
            "decision": choice.group(1).replace("&amp;", "&").replace("&#39;", "'"),
            "version": version, "csrf_token": token})


def run_load(base: str, games: int, actions: int) -> list[float]:
    """Play ``games`` duels at once; return every action's server time (ms)."""
    phones = [Phone(base) for _ in range(games)]
    threads = [threading.Thread(target=play_game, args=(base, actions, p)) for p in phones]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return [t for p in phones for t in p.times]


def first_load_kb(base: str) -> float:
    """Compressed bytes of a first visit: home, a duel page, htmx."""
    phone = Phone(base)
    _, home = phone.get("/")
    page, _ = phone.get("/duel/new?f0=eligor&f1=shekhtur")
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    request = urllib.request.Request(
        base + "/duel", data=urllib.parse.urlencode(dict(NEW_DUEL, csrf_token=token)).encode())
    with phone.opener.open(request) as response:
        duel = len(gzip.compress(response.read()))
    scripts = sum(phone.get(f"/static/{name}")[1]
                  for name in ("htmx-4.0.1.min.js", "hx-sse-4.0.1.min.js", "live.js"))
    return (home + duel + scripts) / 1024


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 50
    actions = int(argv[1]) if len(argv) > 1 else 40
    with real_server() as (port, _):
        base = f"http://127.0.0.1:{port}"
        single = run_load(base, 1, actions)
        print(f"games=1 actions={len(single)} p50_ms={statistics.median(single):.2f} "
              f"p99_ms={percentile(single, 0.99):.2f}")
        many = run_load(base, games, actions)
        kb = first_load_kb(base)
        print(f"games={games} actions={len(many)}")
        print(f"p50_ms={statistics.median(many):.2f} p99_ms={percentile(many, 0.99):.2f} "
              f"first_load_kb={kb:.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
