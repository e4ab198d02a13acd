"""A PostgreSQL server of the test session's own (issue 25, item 3): made with Debian's
``postgresql`` package (``initdb`` and ``pg_ctl``, found on PATH or in /usr/lib/postgresql),
in a temporary folder, on a free port of 127.0.0.1; stopped at the end of the session. Each
test gets an empty schema of its own (`PostgresServer.fresh_address`), so tests never see
each other's rows.

When the package is missing the tests that need it are skipped with a message; with
``REQUIRE_POSTGRES=1`` (`.ci/run`) they fail instead. ``./dev test`` installs the package when
it can (root and apt-get).
"""

from __future__ import annotations

import glob
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

REQUIRED = os.environ.get("REQUIRE_POSTGRES") == "1"
#: The user the server runs as when the tests run as root (initdb refuses root).
SERVER_USER = "postgres"


def binaries() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``, or None when PostgreSQL is not installed."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    return None


def missing(reason: str) -> None:
    """Skip the test (or fail it with ``REQUIRE_POSTGRES=1``) for ``reason``."""
    message = f"PostgreSQL tests not run: {reason}"
    if REQUIRED:
        pytest.fail(f"REQUIRE_POSTGRES is set: {message}")
    pytest.skip(message)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PostgresServer:
    """One PostgreSQL server in ``folder`` (made by `start`, removed by `stop`).

    Raises (`start`):
        RuntimeError: initdb or pg_ctl failed (their output in the message).
    """

    def __init__(self, bin_dir: Path, folder: Path):
        self.bin_dir = bin_dir
        self.folder = folder
        self.port = _free_port()
        self.data = folder / "data"
        self._as_root = os.geteuid() == 0

    @property
    def address(self) -> str:
        """The server's database ``postgres`` as its superuser."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> subprocess.CompletedProcess:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if self._as_root:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stdout}{done.stderr}")
        return done

    def start(self) -> None:
        """Make the cluster (trust on loopback, no fsync: test data) and start the server."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self._as_root:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(self.folder, user.pw_uid, user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust",
                  "--no-sync", "-E", "UTF8")
        self.resume()

    def _options(self) -> str:
        # fsync off: only a crash of the machine loses data then, never a stop of the server
        # (`halt`); synchronous_commit stays on: a commit acknowledged is never lost by it
        return (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
                "-c fsync=off -c full_page_writes=off -c max_connections=200")

    def halt(self) -> None:
        """Stop the server at once (every connection cut), keeping its data."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def resume(self) -> None:
        """Start the halted server again on the same port."""
        self._run("pg_ctl", "-D", str(self.data), "-o", self._options(), "-l",
                  str(self.folder / "log"), "-w", "-t", "60", "start")

    def stop(self) -> None:
        """Stop the server and remove its folder."""
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.folder, ignore_errors=True)

    def fresh_address(self) -> str:
        """The address of a new empty schema of the server (every table a store makes goes
        there: the connection's ``search_path``)."""
        import psycopg

        schema = "t_" + secrets.token_hex(6)
        with psycopg.connect(self.address, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        return f"{self.address}?options=-csearch_path%3D{schema}"


def start_server() -> PostgresServer:
    """A started server of the test session (skipped or failed when impossible)."""
    found = binaries()
    if found is None:
        missing("Debian's postgresql package is not installed (./dev test installs it as root)")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            missing(f"no user {SERVER_USER!r} to run the server as (tests run as root)")
    folder = Path(tempfile.mkdtemp(prefix="pg-", dir="/tmp"))
    server = PostgresServer(found, folder)
    for attempt in range(3):
        try:
            server.start()
            return server
        except RuntimeError as error:
            if attempt == 2:
                missing(str(error)[:500])
            server.stop()
            server = PostgresServer(found, Path(tempfile.mkdtemp(prefix="pg-", dir="/tmp")))
            time.sleep(0.2)
    raise AssertionError("unreachable")
