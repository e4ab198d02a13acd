"""Helpers for the real-browser tests: Debian's Chromium driven by Playwright, and the real
server (``python app.py``, gevent) in a subprocess on a free loopback port.

When Chromium is missing the browser tests are skipped with a message; with REQUIRE_BROWSER=1
(as `.ci/run` sets) they fail instead.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import weakref
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).parent / "artifacts"
PHONE = {"width": 390, "height": 844}
# The prompt's heading text, or null while a live update swaps the game area.
HEADING = "() => { const h = document.querySelector('#prompt h2'); return h && h.innerText; }"
# axe-core, the accessibility checker, kept with the tests (never served): see its README.
AXE_VERSION = "4.14.1"
AXE = Path(__file__).parent / "vendor" / f"axe-core-{AXE_VERSION}" / "axe.min.js"
# Run on the whole document with the WCAG 2.0/2.1/2.2 A and AA rules; the serious and
# critical violations, each as its rule id, help text and the selectors of its targets.
_AXE_RUN = """async () => {
  const r = await axe.run(document, {runOnly: {type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
    resultTypes: ['violations']});
  return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({id: v.id, help: v.help, impact: v.impact,
                targets: v.nodes.map(n => n.target.join(' ')).slice(0, 8)}));
}"""


def assert_accessible(page, context: str) -> None:
    """Check the page as it is now with axe-core (WCAG 2 A and AA rules; the script is
    injected once per document) and fail when it finds a serious or critical violation,
    listing each: rule id, impact, help text and the CSS selectors of the elements at fault.
    ``context`` names the page and state in the message (e.g. "the duel at a clash")."""
    from playwright.sync_api import Error

    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(content=_axe_source())
    try:
        found = page.evaluate(_AXE_RUN)
    except Error:  # a live update swapped the area away in the middle of the run: once more
        found = page.evaluate(_AXE_RUN)
    if found:
        lines = [f"{v['id']} ({v['impact']}): {v['help']} -> {', '.join(v['targets'])}"
                 for v in found]
        pytest.fail(f"accessibility ({page.url}, {context}):\n" + "\n".join(lines))


def check_state(page, context: str) -> None:
    """`assert_accessible` once per kind of screen on ``page``: its path (numbers and ids left
    out), the prompt's heading and the sections open (numbers left out); a long game's
    hundredth beat is not checked again, each new prompt kind is. The check the tap and page
    helpers here make after each screen they reach, so a test using them gets it for free."""
    page.wait_for_load_state()
    path = re.sub(r"/[\w-]{10,}(?=/|$)|\d+", "#", page.url.split("?")[0].split("#")[0])
    heading = page.evaluate(HEADING) or ""
    opened = page.evaluate("() => [...document.querySelectorAll('details[open] > summary')]"
                           ".map(s => s.innerText.replace(/\\d+/g, '#')).join('|')")
    key = (path, re.sub(r"\d+", "#", heading), opened)
    seen = _CHECKED.setdefault(page, set())
    if key not in seen:
        seen.add(key)
        assert_accessible(page, f"{context}: {heading}" if heading else context)


_CHECKED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # page: keys checked


def _axe_source() -> str:
    if "axe" not in _SHARED:
        _SHARED["axe"] = AXE.read_text(encoding="utf-8")
    return _SHARED["axe"]


def goto(page, url: str, context: str | None = None):
    """Open ``url`` in ``page`` and check the page it shows (`check_state`); the response."""
    response = page.goto(url)
    check_state(page, context or url)
    return response


def need_chromium() -> None:
    """Skip (or, with REQUIRE_BROWSER=1, fail) when Chromium is not installed."""
    if CHROMIUM is None:
        message = "Chromium is not installed: browser tests skipped (apt-get install chromium)"
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)


_SHARED: dict = {}  # "playwright" and "browser": the process's one Chromium


def _shared_browser():
    """The process's headless Chromium, launched at its first use (again if it died)."""
    browser = _SHARED.get("browser")
    if browser is not None and browser.is_connected():
        return browser
    close_browser()
    from playwright.sync_api import sync_playwright

    _SHARED["playwright"] = playwright = sync_playwright().start()
    _SHARED["browser"] = playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True,
        args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update",
              "--disable-sync"])
    return _SHARED["browser"]


def close_browser() -> None:
    """Close the shared Chromium and its driver (at the end of the run, `conftest`)."""
    browser, playwright = _SHARED.pop("browser", None), _SHARED.pop("playwright", None)
    try:
        if browser is not None and browser.is_connected():
            browser.close()
    finally:
        if playwright is not None:
            playwright.stop()


@contextmanager
def chromium():
    """A headless Chromium browser (Playwright's sync API). One browser serves the whole run
    (a launch per test cost about a second each); every browser context (cookie jar, pages)
    opened in the ``with`` block is closed when it ends, so each test starts with none."""
    need_chromium()
    browser = _shared_browser()
    before = set(browser.contexts)
    try:
        yield browser
    finally:
        for context in browser.contexts if browser.is_connected() else ():
            if context not in before:
                context.close()


def new_shared_duel(browser, url: str):
    """A phone-sized page on a new Eligor/Shekhtur duel started from the new-duel page of the
    server at ``url`` on one shared phone, Eligor first Active, at its first prompt."""
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(url + "/duel/new?f0=eligor&f1=shekhtur&rules=4th")
    page.get_by_role("radio", name="Player 1").check()
    page.get_by_role("button", name="Start the duel").click()
    page.wait_for_selector("#prompt h2")
    check_state(page, "a shared duel")
    return page


def phone_duel(browser, url: str, size: tuple[int, int] = (390, 844),
               query: str = "f0=eligor&f1=shekhtur"):
    """A page of a ``size`` (width, height) phone on a new duel started from the new-duel
    page of the server at ``url`` with ``query`` (the fighters; defaults for the rest), on
    one shared phone, at its first prompt."""
    width, height = size
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.goto(url + "/duel/new?" + query)
    page.get_by_role("button", name="Start the duel").click()
    page.wait_for_selector("#prompt h2")
    return page


def tap_first(page) -> None:
    """One tap of a player on a shared phone: take the phone when the prompt asks to pass it
    ("I am ..."), else tap the prompt's first choice and wait until the duel area shows the
    new version."""
    handover = page.locator("#prompt").get_by_role("link", name="I am")
    if handover.count():
        handover.click()
        page.wait_for_load_state()
        check_state(page, "after a handover")
        return
    before = page.locator("#duel").get_attribute("data-version")
    page.locator("#prompt .choices button").first.click()
    wait_for_new_version(page, before)


def wait_for_new_version(page, before: str | None) -> None:
    """Wait until the game area (#duel: a duel or an ABXY match) shows a version other than
    ``before`` (its data-version when the tap was made)."""
    page.wait_for_function(
        "v => { const d = document.querySelector('#duel');"
        " return d !== null && d.dataset.version !== v; }", arg=before)
    check_state(page, "after a tap")


class LiveServer:
    """``python app.py`` on a loopback port with its own database, as players run it; it can
    be stopped and started again on the same port and database (a dropped connection)."""

    def __init__(self, folder: Path):
        self.database = folder / "games.sqlite3"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        """Start the server and wait until it answers (at most 30 s)."""
        env = dict(os.environ, PORT=str(self.port), HOST="127.0.0.1",
                   COMPANION_DB=str(self.database), MAX_STREAMS="32")
        self.process = subprocess.Popen([sys.executable, str(ROOT / "app.py")], cwd=ROOT,
                                        env=env, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/", timeout=1).read()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start within 30 s")

    def stop(self) -> None:
        """Kill the server at once (every open connection drops)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None
