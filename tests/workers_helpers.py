"""The server of several workers as hosts run it (issue 25): gunicorn with gevent workers
(``web/gunicorn_config.py``, ``app:served_app()``) on a loopback port and a PostgreSQL
database, and phones that play on it over HTTP (cookies, form tokens, the live stream), for
the fault tests (tests/test_workers.py)."""

from __future__ import annotations

import html
import http.client
import http.cookiejar
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from tests.web_helpers import NEW_DUEL

ROOT = Path(__file__).resolve().parent.parent
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
CHOICE = re.compile(r'name="decision" value="([^"]+)"')
VERSION = re.compile(r'data-version="(\d+)"')


def free_port() -> int:
    """A free TCP port of 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Workers:
    """``gunicorn`` with ``workers`` gevent workers on ``database`` (a PostgreSQL address);
    `stop` ends it."""

    def __init__(self, database: str, workers: int):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, DATABASE_URL=database, MAX_STREAMS_PER_ADDRESS="1000",
                   MAX_STREAMS="200")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "--config", "python:web.gunicorn_config",
             "--workers", str(workers), "--bind", f"127.0.0.1:{self.port}",
             "app:served_app()"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        self.wait_for(workers)

    def workers(self) -> list[int]:
        """The pids of the running workers."""
        try:
            with open(f"/proc/{self.process.pid}/task/{self.process.pid}/children") as found:
                return [int(pid) for pid in found.read().split()]
        except OSError:
            return []

    def wait_for(self, workers: int, timeout: float = 60) -> None:
        """Wait until ``workers`` workers run and the server answers."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.workers()) >= workers:
                try:
                    urllib.request.urlopen(self.url + "/", timeout=5).read()
                    return
                except OSError:
                    pass
            time.sleep(0.2)
        raise RuntimeError(f"the server did not answer with {workers} workers in {timeout} s")

    def serving(self, client_port: int) -> int | None:
        """The pid of the worker holding the connection from ``client_port`` (the socket's
        inode in /proc/net/tcp, then the worker whose file descriptors hold it)."""
        wanted = f"{self.port:04X}"
        remote = f"{client_port:04X}"
        inode = None
        with open("/proc/net/tcp") as table:
            for line in table.readlines()[1:]:
                fields = line.split()
                if fields[1].endswith(":" + wanted) and fields[2].endswith(":" + remote):
                    inode = fields[9]
        if inode is None:
            return None
        for pid in self.workers():
            try:
                for fd in os.listdir(f"/proc/{pid}/fd"):
                    if os.readlink(f"/proc/{pid}/fd/{fd}") == f"socket:[{inode}]":
                        return pid
            except OSError:
                continue
        return None

    def kill_worker(self, pid: int) -> None:
        """kill -9 one worker (gunicorn starts another)."""
        os.kill(pid, signal.SIGKILL)

    def stop(self) -> None:
        """Stop the server at once (gunicorn's quick shutdown: open streams are cut)."""
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)


class Phone:
    """One browser on the server at ``url``: its cookies, its last form token."""

    def __init__(self, url: str):
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar),
                                                  _NoRedirect())
        self.token = ""

    def request(self, method: str, path: str, form: dict | None = None,
                htmx: bool = False) -> tuple[int, dict, str]:
        """(status, headers, body) of one request (a redirect is not followed)."""
        data = urllib.parse.urlencode(form).encode() if form is not None else None
        request = urllib.request.Request(self.url + path, data=data, method=method)
        if htmx:
            request.add_header("HX-Request", "true")
        try:
            with self.opener.open(request, timeout=30) as answer:
                return answer.status, dict(answer.headers), answer.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read().decode()

    def page(self, path: str) -> str:
        """A page's text; its form token kept."""
        status, _, text = self.request("GET", path)
        assert status == 200, (path, status)
        found = TOKEN.search(text)
        if found:
            self.token = found.group(1)
        return text

    def new_duel(self) -> str:
        """Start a duel; its id."""
        self.page("/duel/new?f0=eligor&f1=shekhtur")
        status, headers, _ = self.request("POST", "/duel", dict(NEW_DUEL, csrf_token=self.token))
        assert status == 303, status
        return headers["Location"].rsplit("/", 1)[-1]

    def claim(self, game: str, seat: int) -> None:
        """Take ``seat`` of the duel."""
        self.page(f"/duel/{game}/join")
        status, _, _ = self.request("POST", f"/duel/{game}/claim",
                                    {"seat": seat, "csrf_token": self.token})
        assert status == 303, status

    def area(self, game: str) -> str:
        """The duel's page as this phone sees it now."""
        return self.page(f"/duel/{game}")

    def decide(self, game: str, decision: str, version: int) -> tuple[int, str]:
        """Post a decision made on ``version``: (status, answer)."""
        status, _, text = self.request("POST", f"/duel/{game}/decide",
                                       {"decision": decision, "version": version,
                                        "csrf_token": self.token}, htmx=True)
        return status, text

    def cookie_header(self) -> str:
        """The phone's cookies as a Cookie header."""
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)


def choice_and_version(text: str) -> tuple[str, int] | None:
    """The first choice a screen offers and the version it shows, or None (no choice)."""
    found = CHOICE.search(text)
    if found is None:
        return None
    return html.unescape(found.group(1)), int(VERSION.search(text).group(1))


class Stream:
    """A phone's live stream of a duel (``GET /duel/<id>/events``), read message by message;
    ``client_port`` names its connection (`Workers.serving`)."""

    def __init__(self, phone: Phone, port: int, game: str, last_id: str | None = None):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        headers = {"Accept": "text/event-stream", "Cookie": phone.cookie_header()}
        if last_id:
            headers["Last-Event-ID"] = last_id
        self.conn.request("GET", f"/duel/{game}/events", headers=headers)
        self.client_port = self.conn.sock.getsockname()[1]
        self.answer = self.conn.getresponse()
        assert self.answer.status == 200, self.answer.status

    def message(self) -> tuple[str, str]:
        """The next message's (id, data); raises ConnectionError when the stream ends."""
        event_id, data = "", []
        while True:
            line = self.answer.readline()
            if not line:
                raise ConnectionError("the stream ended")
            text = line.decode().rstrip("\n")
            if text.startswith("id: "):
                event_id = text[4:]
            elif text.startswith("data: "):
                data.append(text[6:])
            elif text == "" and event_id:
                return event_id, "\n".join(data)

    def close(self) -> None:
        self.conn.close()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
