"""Every screen fits a phone and every target can be hit (issue 21, item 6): each page at 360
and 390 px wide has no sideways scroll, each control a player taps is at least 44 x 44 px (a
radio button or check box by the label around it), and no text is smaller than 14 px; the
duel in its later states (a trigger, a clash, Why? open, corrections open, the end), the card
editor, the what-if pages, the matchup table, a team battle, an ABXY match and a BATL game
too, each also checked by axe-core (issue 21, item 11) and photographed into tests/artifacts/.
"""

from __future__ import annotations

import re

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    HEADING,
    assert_accessible,
    chromium,
    new_shared_duel,
    tap_first,
    wait_for_new_version,
)
from tests.test_browser_batl import enter_deck
from tests.test_browser_batl import tap as batl_tap

pytestmark = pytest.mark.browser

PAGES = ("/", "/duel/new", "/duel/new?f0=eligor&f1=shekhtur", "/rules", "/fighters",
         "/abxy/new", "/abxy/creatures", "/batl/new", "/batl/decks", "/fighters/new",
         "/abxy/creatures/new", "/batl/decks/new", "/whatif", "/whatif/pairs")

# The controls a player taps, measured by what takes the tap: a radio button or check box by
# its label (the whole label is the target), anything else by itself.
TARGETS = """() => {
  const small = [];
  for (const el of document.querySelectorAll('a, button, select, input, summary')) {
    if (el.type === 'hidden') continue;
    const target = (el.type === 'radio' || el.type === 'checkbox') && el.closest('label')
      ? el.closest('label') : el;
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.width < 44 || r.height < 44)
      small.push((el.innerText || el.name || el.tagName).trim().slice(0, 30) + ' '
                 + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  return small;
}"""
TEXT = """() => {
  const tiny = [];
  for (const el of document.querySelectorAll('body *')) {
    if (![...el.childNodes].some(c => c.nodeType === 3 && c.textContent.trim())) continue;
    if (!el.getBoundingClientRect().width) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 14) tiny.push(el.tagName + ' ' + el.innerText.slice(0, 20) + ' ' + size);
  }
  return tiny;
}"""


# The player sections marked by colour (a border) as the one to act, without the word.
COLOUR_ONLY = """() => [...document.querySelectorAll('.fighter.active')]
  .filter(s => !/Active|to play/.test(s.innerText)).map(s => s.getAttribute('aria-label'))"""


def _check(page, url: str, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width, \
        f"{url} scrolls sideways at {width} px"
    assert page.evaluate(TARGETS) == [], f"{url}: targets under 44 x 44 px at {width} px"
    assert page.evaluate(TEXT) == [], f"{url}: text under 14 px at {width} px"
    assert page.evaluate(COLOUR_ONLY) == [], f"{url}: the player to act shown by colour alone"


def check_both(page, label: str) -> None:
    """The page as it is now at 360, then 390 px wide (`_check`, a screenshot of each into
    tests/artifacts/), then axe-core's check."""
    ARTIFACTS.mkdir(exist_ok=True)
    name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
    for width in (360, 390):
        page.set_viewport_size({"width": width, "height": 740})
        _check(page, label, width)
        page.screenshot(path=str(ARTIFACTS / f"fit-{name}-{width}.png"), full_page=True)
    assert_accessible(page, label)


def tap_until(page, words: str, limit: int) -> None:
    """Tap the first choice (or take the phone) until the prompt's heading has ``words``."""
    for _ in range(limit):
        if words in (page.wait_for_function(HEADING).json_value()):
            return
        tap_first(page)
    pytest.fail(f"no prompt with {words!r} within {limit} taps")


@pytest.mark.parametrize("width", [360, 390])
def test_every_page_fits_the_phone_with_targets_and_text_big_enough(live_server, width):
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 740})
        page = context.new_page()
        for url in PAGES:
            page.goto(live_server.url + url)
            _check(page, url, width)
            if width == 390:  # axe once a page: its rules hardly depend on the width
                assert_accessible(page, url)
        page.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur")
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        duel = page.url
        _check(page, "the duel", width)
        for url in (duel + "/join",):
            page.goto(url)
            _check(page, "the join page", width)
        context.close()


def test_the_duel_fits_at_a_trigger_a_clash_with_sections_open_and_at_its_end(live_server):
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        duel = page.url
        tap_until(page, "resolve a trigger", 20)
        check_both(page, "the duel at a trigger")
        why = page.locator('details[data-keep="why-life-0"] > summary')
        why.click()
        check_both(page, "the duel with Why? open")
        why.click()
        corrections = page.locator('details[data-keep="adjust"] > summary')
        corrections.click()
        check_both(page, "the duel with the corrections by hand open")
        corrections.click()
        tap_until(page, "Clash", 40)
        check_both(page, "the duel at a clash")
        page.goto(duel.split("?")[0] + "/matchups")
        page.get_by_role("button", name="Show").click()
        page.wait_for_selector("table.matchups tbody tr")
        check_both(page, "the matchup table")
        page.goto(duel)
        tap_until(page, " wins", 200)
        check_both(page, "a finished duel")


def test_the_editor_the_what_if_pages_and_a_team_battle_fit(live_server):
    with chromium() as browser:
        page = browser.new_context(viewport={"width": 390, "height": 740}).new_page()
        page.goto(live_server.url + "/fighters/new?copy=eligor")
        page.locator("details.card", has_text="Vengeful").locator(":scope > summary").click()
        check_both(page, "the card editor with a card open")

        page.goto(live_server.url + "/whatif")
        page.get_by_label("Player 1 on space").fill("4")
        page.get_by_label("Player 2 on space").fill("6")
        page.get_by_label("Movement").select_option("push")
        page.get_by_label("Spaces (one number").fill("1")
        page.get_by_role("button", name="Show the results").click()
        page.wait_for_selector("#results")
        check_both(page, "the movement board's results")

        page.goto(live_server.url + "/whatif/pairs")
        page.locator("select[name=f0]").select_option("eligor")
        page.wait_for_selector("select[name=s0] option[value=Counter]", state="attached")
        page.locator("select[name=f1]").select_option("shekhtur")
        page.wait_for_selector("select[name=s1] option[value=Jugular]", state="attached")
        page.get_by_role("button", name="Show who is Active").click()
        page.wait_for_selector("#active-answer")
        check_both(page, "the attack pairs' answer")

        page.goto(live_server.url + "/duel/new?format=2v1&f0=eligor&f1=shekhtur&f2=cadenza")
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        check_both(page, "a team battle")


# Ten creatures with the longest weight line a tracker shows: weight, special action.
CREATURES = "".join(f"- name: Critter {i:02}\n  types: beast\n  weight: {980 + i}\n"
                    f"  special: Heart Strike\n  button: A\n" for i in range(1, 11))
# The health-and-weight line of each side's active fighter: its text, and whether all of it
# shows (nothing cut off at the edge).
WEIGHT_LINES = """() => [...document.querySelectorAll('[data-health]')].map(h => {
  const line = h.parentElement;
  return {text: line.innerText, whole: line.scrollWidth <= line.clientWidth + 1};
})"""


def test_an_abxy_match_shows_the_whole_weight_and_fits(live_server):
    with chromium() as browser:
        page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        page.goto(live_server.url + "/abxy/creatures")
        page.locator("textarea[name=yaml]").fill(CREATURES)
        page.get_by_role("button", name="Import").click()
        page.wait_for_load_state()
        page.goto(live_server.url + "/abxy/new")
        page.get_by_role("radio", name="Random teams").check()
        page.get_by_role("button", name="Start the match").click()
        page.wait_for_selector("#prompt h2")
        check_both(page, "an ABXY match's team building")
        for _ in range(20):  # both players pick their active fighters
            if page.locator("[data-health]").count() == 2:
                break
            handover = page.locator("#prompt").get_by_role("link", name="I am")
            if handover.count():
                handover.click()
                page.wait_for_load_state()
                continue
            before = page.locator("#duel").get_attribute("data-version")
            page.locator("#prompt .choices button").first.click()
            wait_for_new_version(page, before)
        for width in (360, 390):
            page.set_viewport_size({"width": width, "height": 740})
            lines = page.evaluate(WEIGHT_LINES)
            assert len(lines) == 2
            for line in lines:
                assert re.search(r"weight 9[89]\d · Heart Strike", line["text"]), line
                assert line["whole"], f"the weight line is cut at {width} px: {line['text']}"
        check_both(page, "an ABXY match")


def test_a_batl_game_fits(live_server):
    with chromium() as browser:
        page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        enter_deck(page, live_server.url, "monk")
        enter_deck(page, live_server.url, "knight")
        page.goto(live_server.url + "/batl/new")
        page.locator("input[name=name0]").fill("Ann")
        page.locator("input[name=name1]").fill("Bo")
        page.locator("select[name=deck0]").select_option("Monk")
        page.locator("select[name=deck1]").select_option("Knight")
        page.get_by_role("radio", name="We dealt real land cards").check()
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("#prompt h2")
        check_both(page, "a BATL game's setup")
        for name in ("Ann: play first, draw 1", "Ann: keep this hand", "Bo: keep this hand"):
            batl_tap(page, name)
        batl_tap(page, "Triune")  # Ann searches A1: a land turned over
        check_both(page, "a BATL game's turn")
        page.goto(live_server.url + "/batl/decks/new")
        page.get_by_label("Deck list").fill("character Monk\n5 Hit: Basic, Monk, lasts turm\n")
        page.get_by_role("button", name="Check").click()
        page.wait_for_selector("#problems")
        check_both(page, "a deck list's problems")
