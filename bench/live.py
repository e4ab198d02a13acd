"""Benchmark: two phones per game with their live event streams open, scripted actions running.

Starts `app.py` (the real server: gevent's WSGI server) in a subprocess on a free loopback
port with a fresh database. For each of GAMES duels (Eligor vs Shekhtur) a phone creates the
duel and takes seat 0, a second phone takes seat 1, and both open the duel's event
stream (`GET /duel/<id>/events`): 2 x GAMES streams. Then every phone plays: whenever its
screen offers choices, it waits a think time (uniform THINK/2..3*THINK/2 seconds) and taps
the first choice, posted on the version it shows. Both players of a game tapping on one
version is normal; the second gets 409 and taps again from the fresh screen (counted as
``stale``, not as errors). A phone's screen is kept as the browser keeps it (`screen`): the
answer to its tap, or its stream's messages, whole or of the changed regions only (applied
as out-of-band swaps; when they do not apply to the screen, the whole area is loaded again,
as static/live.js does). A game ends when its actions are made or its duel is over (the
outcome on the screen, ``#outcome``).

The client is one asyncio loop (raw HTTP/1.1 on sockets: no thread per stream). Measured:
``p99_ms``, the 99th percentile of an action's round trip (post sent to answer read, client
side, queueing included); ``delivery_p99_ms``, from an action's post being sent to the other
phone's stream delivering the new version. ``errors``: failed requests, statuses other than
200/303/409, streams that ended, actions never delivered to the other phone, a phone's screen
at the end that differs from the area loaded afresh (``screen_mismatch``). ``streams``: the
streams still open at the end. The server's CPU share (``server_cpu_share``, cores) is read
from /proc. Last line: ``streams=S p99_ms=B delivery_p99_ms=D errors=E``.
Goal (issue 4): S = 200, B <= 50, D <= 250, E = 0; issue 23 at about 110 actions/s:
B <= 25, D <= 100, server CPU share <= 0.35 core.
Usage: ``python bench/live.py [GAMES] [ACTIONS_PER_GAME] [THINK_SECONDS]``; with
``WORKERS=N`` the server is N gunicorn workers on PostgreSQL (`realserver.real_server`; issue
25's goal: ``WORKERS=4 python bench/live.py 1000 30 1.0``: p99 <= 100 ms, delivery p99 <= 250
ms, 0 errors), its processes' CPU summed, the database's apart (``database_cpu_share``).
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import statistics
import sys
import time
import urllib.parse

import screen as screens
from realserver import NEW_DUEL, database_pids, percentile, real_server, tree

VERSION = screens.VERSION
CHOICE = re.compile(r'name="decision" value="([^"]+)"')
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
OUTCOME = 'id="outcome"'
#: What differs between two copies of one state of the area: the forms' CSRF tokens (each
#: stream and each request has its own), the live-version mark's base, the white space
#: between elements (an out-of-band insertion brings the elements, not the space around them)
#: and a refusal's message (a stale tap's answer shows it until the prompt is sent again).
_VOLATILE = re.compile(r'name="csrf_token" value="[^"]*"|<span id="live-version"[^>]*>|\s+'
                       r'|<div class="error" role="alert">[^<]*</div>')


class Failure(Exception):
    """A request or stream that did not behave."""


class Phone:
    """One browser: cookies, what its screen shows, its stream."""

    def __init__(self, port: int, seat: int):
        self.port = port
        self.seat = seat
        self.cookies: dict[str, str] = {}
        self.token = ""
        self.area = ""
        self.changed = asyncio.Event()
        self.arrivals: dict[int, float] = {}  # version -> when this phone's stream got it
        self.stream_open = False
        self.game = ""
        self.reloads = 0  # whole areas loaded again because changes did not apply
        self.errors: list[str] = []

    async def request(self, method: str, path: str, form: dict | None = None,
                      htmx: bool = False) -> tuple[int, dict[str, str], str]:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        body = urllib.parse.urlencode(form).encode() if form is not None else b""
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}",
                 "Connection: close"]
        if self.cookies:
            lines.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if form is not None:
            lines += ["Content-Type: application/x-www-form-urlencoded",
                      f"Content-Length: {len(body)}"]
        if htmx:
            lines.append("HX-Request: true")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        await writer.drain()
        status, headers = await self._head(reader)
        data = await reader.read()
        writer.close()
        if headers.get("transfer-encoding") == "chunked":
            data = _unchunk(data)
        return status, headers, data.decode()

    async def _head(self, reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
        status = int((await reader.readline()).split()[1])
        headers: dict[str, str] = {}
        while (line := (await reader.readline()).decode().strip()):
            name, _, value = line.partition(":")
            name, value = name.strip().lower(), value.strip()
            if name == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key] = rest.split(";", 1)[0]
            headers[name] = value
        return status, headers

    def show(self, area: str) -> None:
        """Put the whole area ``area`` on screen unless it is older than what is shown."""
        new = VERSION.search(area)
        old = VERSION.search(self.area)
        if new and (old is None or int(new.group(1)) >= int(old.group(1))):
            self.area = area
            self.changed.set()

    def receive(self, message: str) -> None:
        """A live message on screen as static/live.js puts it (`screen.receive`); the whole
        area loaded again when its changes do not apply."""
        now = screens.receive(self.area, message)
        if now is None:
            self.reloads += 1
            asyncio.get_running_loop().create_task(self.reload())
        elif now is not self.area:
            self.area = now
            self.changed.set()

    async def reload(self) -> None:
        """Load the whole duel area again (live.js: ``htmx.ajax`` GET of the page)."""
        try:
            status, _, area = await self.request("GET", f"/duel/{self.game}", htmx=True)
        except OSError as error:
            self.errors.append(f"reload failed: {error}")
            return
        if status != 200:
            self.errors.append(f"reload answered {status}")
            return
        self.show(area)

    async def mismatch(self) -> bool:
        """True when the screen differs from the duel area loaded afresh (but for CSRF
        tokens and the live-version mark) ten times a second apart (the last messages may
        still be on their way to a busy server's phones)."""
        for _ in range(10):
            _, _, area = await self.request("GET", f"/duel/{self.game}", htmx=True)
            if _VOLATILE.sub("", area) == _VOLATILE.sub("", self.area):
                return False
            await asyncio.sleep(1.0)
        return True

    async def stream(self, game: str, connected: asyncio.Event) -> None:
        """Read the game's event stream until cancelled; note when each version arrives."""
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        writer.write((f"GET /duel/{game}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      f"Accept: text/event-stream\r\nCookie: {cookie}\r\n\r\n").encode())
        await writer.drain()
        status, headers = await self._head(reader)
        if status != 200:
            raise Failure(f"stream answered {status}")
        self.stream_open = True
        buffer = ""
        try:
            while True:
                size = int((await reader.readline()).strip() or b"0", 16)
                if size == 0:
                    raise Failure("a stream ended")
                chunk = await reader.readexactly(size + 2)
                buffer += chunk[:-2].decode()
                while "\n\n" in buffer:
                    message, buffer = buffer.split("\n\n", 1)
                    if not message.startswith("id:"):
                        continue
                    data = "\n".join(line[6:] for line in message.split("\n")
                                     if line.startswith("data: "))
                    version = int(VERSION.search(data).group(1))
                    self.arrivals.setdefault(version, time.perf_counter())
                    self.receive(data)
                    connected.set()
        finally:
            self.stream_open = False
            writer.close()


def _unchunk(data: bytes) -> bytes:
    out = bytearray()
    while data:
        size_line, _, data = data.partition(b"\r\n")
        size = int(size_line or b"0", 16)
        if size == 0:
            break
        out += data[:size]
        data = data[size + 2:]
    return bytes(out)


class Game:
    """Two phones on one duel and what their actions measured."""

    def __init__(self, port: int):
        self.phones = (Phone(port, 0), Phone(port, 1))
        self.id = ""
        self.sent: list[tuple[int, int, float]] = []  # (seat, version made, time sent)
        self.round_trips: list[float] = []
        self.server_ms: list[float] = []
        self.stale = 0
        self.errors: list[str] = []

    async def set_up(self) -> None:
        creator, joiner = self.phones
        _, _, page = await creator.request("GET", "/duel/new?f0=eligor&f1=shekhtur")
        creator.token = TOKEN.search(page).group(1)
        status, headers, _ = await creator.request(
            "POST", "/duel", dict(NEW_DUEL, csrf_token=creator.token))
        if status != 303:
            raise Failure(f"creating a duel answered {status}")
        self.id = headers["location"].rsplit("/", 1)[-1]
        for phone in (creator, joiner):
            phone.game = self.id
            _, _, page = await phone.request("GET", f"/duel/{self.id}/join")
            phone.token = TOKEN.search(page).group(1)
            status, _, _ = await phone.request("POST", f"/duel/{self.id}/claim",
                                               {"seat": phone.seat, "csrf_token": phone.token})
            if status != 303:
                raise Failure(f"claiming a seat answered {status}")

    async def play(self, phone: Phone, actions: int, think: float, until: float) -> None:
        """Tap the first choice whenever there is one, until ``actions`` of the game's are
        made, the duel ends or the time is up."""
        while len(self.sent) < actions and time.perf_counter() < until:
            if not CHOICE.search(phone.area):
                if OUTCOME in phone.area:
                    return
                phone.changed.clear()
                try:
                    await asyncio.wait_for(phone.changed.wait(), timeout=1.0)
                except TimeoutError:
                    pass
                continue
            await asyncio.sleep(random.uniform(think / 2, think * 3 / 2))
            choice = CHOICE.search(phone.area)
            if choice is None:
                continue
            made_on = int(VERSION.search(phone.area).group(1))
            decision = choice.group(1).replace("&amp;", "&").replace("&#39;", "'")
            sent = time.perf_counter()
            try:
                status, headers, area = await phone.request(
                    "POST", f"/duel/{self.id}/decide",
                    {"decision": decision, "version": made_on, "csrf_token": phone.token},
                    htmx=True)
            except OSError as error:
                self.errors.append(f"post failed: {error}")
                continue
            self.round_trips.append((time.perf_counter() - sent) * 1000)
            timing = re.search(r"dur=([\d.]+)", headers.get("server-timing", ""))
            if timing:
                self.server_ms.append(float(timing.group(1)))
            if status == 200:
                self.sent.append((phone.seat, int(VERSION.search(area).group(1)), sent))
            elif status == 409:
                self.stale += 1
            else:
                self.errors.append(f"decide answered {status}")
            phone.show(area)

    def deliveries(self) -> tuple[list[float], int]:
        """(ms from each action sent to the other phone's stream having it, undelivered)."""
        times, missing = [], 0
        for seat, version, sent in self.sent:
            arrivals = self.phones[1 - seat].arrivals
            got = [t for v, t in arrivals.items() if v >= version]
            if got:
                times.append((min(got) - sent) * 1000)
            else:
                missing += 1
        return times, missing


def server_cpu_s(pid: int) -> float:
    """The CPU time so far (user + system seconds) of the server's processes (its workers
    too), from /proc."""
    return cpu_s(tree(pid))


def cpu_s(pids: list[int]) -> float:
    """The CPU time so far (user + system seconds) of the processes ``pids``, from /proc."""
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def waited_s(pid: int) -> float:
    """Seconds the server's processes spent runnable but waiting for a core
    (/proc/PID/schedstat's second field, in ns): high when other work takes the cores."""
    total = 0.0
    for one in tree(pid):
        try:
            with open(f"/proc/{one}/schedstat") as stat:
                total += int(stat.read().split()[1]) / 1e9
        except (OSError, IndexError, ValueError):
            return float("nan")
    return total


def server_rss_mb(pid: int) -> float:
    """The resident memory (MB) of the server's processes (its workers too), from /proc."""
    total = 0.0
    for one in tree(pid):
        try:
            with open(f"/proc/{one}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) / 1024
        except OSError:
            continue
    return total


async def run(port: int, games: int, actions: int, think: float, pid: int) -> None:
    table = [Game(port) for _ in range(games)]
    gate = asyncio.Semaphore(10)

    async def set_up(game: Game) -> None:
        async with gate:
            await game.set_up()

    await asyncio.gather(*(set_up(g) for g in table))
    connected = [asyncio.Event() for _ in range(2 * games)]
    streams = [asyncio.create_task(phone.stream(game.id, connected[2 * i + phone.seat]))
               for i, game in enumerate(table) for phone in game.phones]
    await asyncio.wait_for(asyncio.gather(*(e.wait() for e in connected)), timeout=60)
    print(f"games={games} streams_open={sum(p.stream_open for g in table for p in g.phones)} "
          f"server_rss_mb={server_rss_mb(pid):.0f}", flush=True)
    started = time.perf_counter()
    cpu, waited, db_cpu = server_cpu_s(pid), waited_s(pid), cpu_s(database_pids())
    client_cpu = time.process_time()
    until = started + 600
    await asyncio.gather(*(game.play(phone, actions, think, until)
                           for game in table for phone in game.phones))
    elapsed = time.perf_counter() - started
    cpu = server_cpu_s(pid) - cpu
    db_cpu = cpu_s(database_pids()) - db_cpu
    waited = waited_s(pid) - waited
    client_cpu = time.process_time() - client_cpu
    await asyncio.sleep(1.0)  # the last deliveries
    held = sum(p.stream_open for g in table for p in g.phones)
    phones = [p for g in table for p in g.phones]
    checked = await asyncio.gather(*(p.mismatch() for p in phones))
    mismatched = sum(checked)
    for task in streams:
        if task.done() and task.exception() is not None:
            table[0].errors.append(f"stream: {task.exception()}")
        task.cancel()
    trips = [t for g in table for t in g.round_trips]
    server = [t for g in table for t in g.server_ms]
    delivered = [t for g in table for t in g.deliveries()[0]]
    undelivered = sum(g.deliveries()[1] for g in table)
    errors = (sum(len(g.errors) for g in table) + sum(len(p.errors) for p in phones)
              + undelivered + (2 * games - held) + mismatched)
    done = sum(len(g.sent) for g in table)
    for game in table:
        for error in (game.errors + game.phones[0].errors + game.phones[1].errors)[:3]:
            print("error:", error)
    over = sum(any(OUTCOME in p.area for p in g.phones) for g in table)
    print(f"duels_over={over} reloads={sum(p.reloads for p in phones)} "
          f"screen_mismatch={mismatched}")
    print(f"actions={done} stale={sum(g.stale for g in table)} seconds={elapsed:.1f} "
          f"actions_per_second={done / elapsed:.1f} think_s={think} "
          f"server_rss_mb={server_rss_mb(pid):.0f} server_cpu_share={cpu / elapsed:.2f} "
          f"server_waiting_for_a_core_share={waited / elapsed:.2f} "
          f"database_cpu_share={db_cpu / elapsed:.2f} "
          f"client_cpu_share={client_cpu / elapsed:.2f} load={os.getloadavg()[0]:.1f}")
    print(f"p50_ms={statistics.median(trips):.1f} server_p50_ms={statistics.median(server):.2f}"
          f" server_p99_ms={percentile(server, 0.99):.2f} "
          f"delivery_p50_ms={statistics.median(delivered):.1f} undelivered={undelivered}")
    print(f"streams={held} p99_ms={percentile(trips, 0.99):.1f} "
          f"delivery_p99_ms={percentile(delivered, 0.99):.1f} errors={errors}")


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 100
    actions = int(argv[1]) if len(argv) > 1 else 30
    think = float(argv[2]) if len(argv) > 2 else 1.0
    workers = int(os.environ.get("WORKERS", "0"))
    with real_server(workers) as (port, server):
        asyncio.run(run(port, games, actions, think, server.pid))


if __name__ == "__main__":
    main(sys.argv[1:])
