"""Shared test helpers: a duel in one call, decisions written as text, test catalogs.

Every rule test starts from `duel(...)` (standups on 3 and 5, 20 life, 2 Force each, pool 41)
and changes only what its rule sentence needs.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest

from app import create_app
from engine.battlecon.beat import apply
from engine.battlecon.cards import FIGHTERS_DIR, Catalog, default_catalog, load_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, SeatSetup, new_duel, suggested_seat
from engine.battlecon.state import GameState
from tests import profiles, speedups  # noqa: F401 (loaded before any test module)

DATA = Path(__file__).parent / "data"
_CATALOGS: dict[tuple[str, ...], Catalog] = {}


# --- the order of the run -------------------------------------------------------------

# Every browser test is in a tests/test_browser_*.py file (the parallel run keeps them
# together by that name: a browser test elsewhere would run beside them, slowed down).
BROWSER_FILES = "test_browser_"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Hypothesis tests draw ten times their examples under HYPOTHESIS_PROFILE=thorough
    (`tests.profiles`). The browser tests run first. They share one Chromium per process
    (`tests.browser_helpers.chromium`), whose driver keeps an event loop running from its
    launch on; it is closed before the first other test (`pytest_runtest_setup`)."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is None)
    profiles.scale_examples(items)


def _close_browser() -> None:
    helpers = sys.modules.get("tests.browser_helpers")
    if helpers is not None:
        helpers.close_browser()


def pytest_runtest_setup(item: pytest.Item) -> None:
    """No other test runs with the shared Chromium open: it is closed before one (the next
    browser test would launch it again)."""
    if item.get_closest_marker("browser") is None:
        _close_browser()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Close the shared Chromium, if a browser test launched it."""
    _close_browser()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """How a parallel run (``pytest -n``, as `./dev test` runs) shares the tests among its
    processes: each test file is one unit, run whole and in its order by one process, the
    units handed out in the order of collection (``--no-loadscope-reorder``); all the
    browser test files are a single unit, first, so one process plays them one after the
    other (each drives real phones against a real server, with answers expected within a
    second) while the others run everything else."""
    from xdist.scheduler import LoadFileScheduling

    class BrowserFilesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return "browser tests" if Path(path).name.startswith(BROWSER_FILES) else path

    return BrowserFilesTogether(config, log)


def catalog_with(**extra: str) -> Catalog:
    """The shipped fighters plus test-only fighters: fighter id -> YAML text. Loaded once per
    set of ids (the texts of one id never change within a run)."""
    key = tuple(sorted(extra))
    if key not in _CATALOGS:
        with tempfile.TemporaryDirectory(prefix="fighters-") as name:
            folder = Path(name)
            for path in FIGHTERS_DIR.glob("*.yaml"):
                shutil.copy(path, folder / path.name)
            for fighter_id, text in extra.items():
                (folder / f"{fighter_id}.yaml").write_text(text, encoding="utf-8")
            _CATALOGS[key] = load_catalog(folder)
    return _CATALOGS[key]


def example_catalog() -> Catalog:
    """The shipped fighters plus `tests/data/examples.yaml` (fighter id ``examples``)."""
    return catalog_with(examples=(DATA / "examples.yaml").read_text(encoding="utf-8"))


def seat(fighter: str, catalog: Catalog | None = None, **changes) -> SeatSetup:
    """A `SeatSetup` for ``fighter`` with its suggested discards, changed by ``changes``."""
    return replace(suggested_seat(fighter, catalog), **changes)


def duel(a: str = "eligor", b: str = "shekhtur", *, first_active: int = 0,
         catalog: Catalog | None = None, **changes) -> GameState:
    """A new duel at the first Set step; ``changes`` replace GameState fields."""
    if catalog is None and "examples" in (a, b):
        catalog = example_catalog()
    catalog = catalog or default_catalog()
    setup = DuelSetup((seat(a, catalog), seat(b, catalog)), first_active=first_active)
    state = new_duel(setup, catalog)
    return replace(state, **changes) if changes else state


def play(state: GameState, *decisions: str) -> GameState:
    """Apply decisions written as ``"0|set|Vengeful|Drive"`` in order."""
    for text in decisions:
        state = apply(state, Decision.parse(text))
    return state


def set_pairs(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str]) -> GameState:
    """Both players set their pairs (000 "Set Phase")."""
    return play(state, f"0|set|{pair0[0]}|{pair0[1]}", f"1|set|{pair1[0]}|{pair1[1]}")


def pass_antes(state: GameState) -> GameState:
    """Both players pass at ante, Active Player first (000 "Ante Phase")."""
    first = state.cursor.to_act
    return play(state, f"{first}|pass||", f"{1 - first}|pass||")


def with_hand(state: GameState, seat: int, *cards: str) -> GameState:
    """Put ``cards`` in ``seat``'s hand (taken out of the discard piles)."""
    fighter = state.fighters[seat]
    return state.with_fighter(
        seat, hand=tuple(dict.fromkeys(fighter.hand + cards)),
        discard1=tuple(c for c in fighter.discard1 if c not in cards),
        discard2=tuple(c for c in fighter.discard2 if c not in cards))


@pytest.fixture(scope="session")
def examples() -> Catalog:
    """The catalog with the test-only ``examples`` fighter."""
    return example_catalog()


@pytest.fixture(scope="session")
def postgres_server():
    """The test session's own PostgreSQL server (`tests.postgres_helpers`), started when a
    test first needs it; skipped (failed with REQUIRE_POSTGRES=1) when it cannot run."""
    from tests.postgres_helpers import start_server

    server = start_server()
    yield server
    server.stop()


def fresh_database(kind: str, tmp_path, request) -> str:
    """A fresh empty database of ``kind``: "sqlite" (a file's path in ``tmp_path``) or
    "postgresql" (the address of a schema of its own on `postgres_server`)."""
    if kind == "sqlite":
        return str(tmp_path / "games.sqlite3")
    return request.getfixturevalue("postgres_server").fresh_address()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> str:
    """A fresh empty database of each kind the store runs on (issue 25), one run each."""
    return fresh_database(request.param, tmp_path, request)


@pytest.fixture
def store_kind() -> str:
    """The database the test's `app` runs on: SQLite, unless its module sets
    ``ON_BOTH_STORES = True`` (then each test runs on SQLite and on PostgreSQL)."""
    return "sqlite"


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if getattr(metafunc.module, "ON_BOTH_STORES", False) and "app" in metafunc.fixturenames:
        metafunc.parametrize("store_kind", ["sqlite", "postgresql"])


@pytest.fixture
def app(tmp_path, store_kind, request):
    """The web app on a fresh database (`store_kind`), CSRF checks off (one test checks them
    on); its store closed after the test."""
    made = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                       "DATABASE": fresh_database(store_kind, tmp_path, request)})
    yield made
    made.extensions["store"].close()


@pytest.fixture
def client(app):
    """A browser on `app` (its own cookies)."""
    return app.test_client()


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    """The real server (``python app.py``) with a fresh database, for one test module's
    browser tests (`tests.browser_helpers.LiveServer`)."""
    from tests.browser_helpers import LiveServer

    live = LiveServer(tmp_path_factory.mktemp("server"))
    live.start()
    yield live
    live.stop()
