"""The board and the chart of life and Force in a real browser (issue 21 item 12): at 360 and
390 px wide, past the first beat and at the end of the duel, both pictures are visible, inside
the screen's width, with text at least 14 px as drawn, and the page never scrolls sideways.
Screenshots land in tests/artifacts/."""

from __future__ import annotations

import random

import pytest

from assistant.store import Store
from engine.battlecon.beat import pending
from engine.battlecon.setup import DuelSetup, suggested_seat
from tests.browser_helpers import ARTIFACTS, chromium

pytestmark = pytest.mark.browser

# Each picture's width and its smallest text as drawn on screen (CSS px): the text's size in
# the view box times the picture's scale.
MEASURE = """sel => { const svg = document.querySelector(sel);
  const r = svg.getBoundingClientRect(); const scale = r.width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('text')]
    .map(t => parseFloat(getComputedStyle(t).fontSize));
  return {left: r.left, right: r.right, width: r.width, height: r.height,
          text: Math.min(...sizes) * scale, texts: sizes.length}; }"""


# The chart is an image of its own (an SVG the page loads): its drawing is read from its
# address, its scale from the image's width on screen.
MEASURE_IMAGE = """async sel => { const img = document.querySelector(sel);
  const r = img.getBoundingClientRect();
  const drawn = new DOMParser().parseFromString(await (await fetch(img.src)).text(),
                                                'image/svg+xml').documentElement;
  const scale = r.width / drawn.viewBox.baseVal.width;
  const sizes = [...drawn.querySelectorAll('text')]
    .map(t => parseFloat(t.getAttribute('font-size')));
  return {left: r.left, right: r.right, width: r.width, height: r.height,
          text: Math.min(...sizes) * scale, texts: sizes.length}; }"""
LOADED = "s => { const i = document.querySelector(s); return i.complete && i.naturalWidth > 0; }"


def _play(store: Store, game: str, rng: random.Random, until_beat: int | None) -> None:
    """Random legal decisions until beat ``until_beat`` starts (None: to the end)."""
    log = store.log(game)
    while (now := pending(log.state)) is not None:
        if until_beat is not None and log.state.beat >= until_beat:
            return
        log = store.play(game, rng.choice(now.options), len(log.entries))


def _check(page, width: int, name: str) -> None:
    chart = page.locator("#chart")
    if not chart.evaluate("d => d.open"):
        chart.locator("summary").first.click()
    page.wait_for_function(LOADED, arg="#chart-img")
    for sel, measure in (("#board svg", MEASURE), ("#chart-img", MEASURE_IMAGE)):
        assert page.locator(sel).is_visible(), f"{sel} is not visible at {width} px"
        box = page.evaluate(measure, sel)
        assert box["texts"] > 3 and box["height"] > 50
        assert 0 <= box["left"] and box["right"] <= width, f"{sel} leaves the screen: {box}"
        assert box["text"] >= 14, f"{sel}: text drawn at {box['text']:.1f} px at {width} px"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, \
        f"the page scrolls sideways at {width} px"
    page.locator("#board").screenshot(path=str(ARTIFACTS / f"pictures-board-{name}-{width}.png"))
    page.locator("#chart").screenshot(path=str(ARTIFACTS / f"pictures-chart-{name}-{width}.png"))


@pytest.mark.parametrize("teams", [(), (0, 0, 1, 1)], ids=["duel", "2v2"])
def test_the_board_and_chart_fit_the_phone_past_a_beat_and_at_the_end(live_server, teams):
    ARTIFACTS.mkdir(exist_ok=True)
    fighters = ("adirondack", "shekhtur") if not teams else \
        ("adirondack", "shekhtur", "eligor", "cadenza")
    # Two games played here before the server first opens them (it keeps the games it
    # opened in memory): one into its third beat, one to its end.
    store = Store(live_server.database)
    try:
        name = "2v2" if teams else "duel"
        games = []
        for stage, until in (("beat-3", 3), ("end", None)):
            game = store.create(DuelSetup(tuple(suggested_seat(f) for f in fighters),
                                          teams=teams))
            _play(store, game, random.Random(7), until)
            ended = store.log(game).state.outcome is not None
            assert ended == (until is None)
            games.append((stage, game))
        with chromium() as browser:
            for stage, game in games:
                for width in (360, 390):
                    page = browser.new_context(viewport={"width": width, "height": 740}) \
                        .new_page()
                    page.goto(f"{live_server.url}/duel/{game}")
                    page.wait_for_selector("#board svg")
                    assert page.locator("#chart").evaluate("d => d.open") == (stage == "end")
                    _check(page, width, f"{name}-{stage}")
                    page.context.close()
    finally:
        store.close()
