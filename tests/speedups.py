"""What keeps the suite fast without changing what any test checks (docs/performance.md, "The
test suite"); imported by `conftest` before any test module.

- Temporary files in memory (/dev/shm) when TMPDIR is not set and there is room: the test
  apps' and the live servers' databases commit every action with ``synchronous=FULL``, and
  waiting for the disk cost the suite more than a minute.
- The apps the tests build (`create_app`, one or more per test, each with a fresh database)
  share what is the same in all of them: each template's compiled code (Jinja checks it
  against the template's source) and each URL rule's builder function, which Werkzeug
  otherwise compiles from a syntax tree for every rule of every app (about 35 ms per app).
"""

from __future__ import annotations

import os
import tempfile
from importlib.metadata import version
from pathlib import Path

import flask
import jinja2
from werkzeug.routing import rules


def _memory_temp_dir() -> None:
    shm = Path("/dev/shm")
    if os.environ.get("TMPDIR") or not shm.is_dir() or not os.access(shm, os.W_OK):
        return
    room = os.statvfs(shm)
    if room.f_bavail * room.f_frsize >= 2**30:
        os.environ["TMPDIR"] = str(shm)  # for the servers and builds the tests start too
        tempfile.tempdir = None  # gettempdir() reads TMPDIR again


class CompiledTemplates(jinja2.BytecodeCache):
    """The compiled code of each template, kept in memory for every app of the process."""

    def __init__(self) -> None:
        self.codes: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        if bucket.key in self.codes:
            bucket.bytecode_from_string(self.codes[bucket.key])

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.codes[bucket.key] = bucket.bytecode_to_string()


def _shared_url_builders() -> None:
    """Werkzeug 3.x builds a rule's URL builder from the rule text and its parsed parts
    (``_trace``) alone when the rule has no defaults: one builder per such rule text serves
    every app. Another Werkzeug, or a rule with defaults, compiles as before."""
    if not version("werkzeug").startswith("3.") or hasattr(rules.Rule, "_suite_builders"):
        return
    compile_builder = rules.Rule._compile_builder
    builders: dict[tuple, object] = {}

    def shared(self, append_unknown: bool = True):
        if self.defaults:
            return compile_builder(self, append_unknown)
        key = (self.rule, tuple(self._trace), append_unknown)
        if key not in builders:
            builders[key] = compile_builder(self, append_unknown)
        return builders[key]

    rules.Rule._compile_builder = shared
    rules.Rule._suite_builders = builders


_memory_temp_dir()
flask.Flask.jinja_options = {**flask.Flask.jinja_options, "bytecode_cache": CompiledTemplates()}
_shared_url_builders()
