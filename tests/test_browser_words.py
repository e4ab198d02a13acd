"""No internal id on the phone's screen (issue 21 item 3), in a real browser at 360 and 390
px: a shared-phone duel played tap by tap through a card's "choose" prompt and an in-time
trigger to the end of its beat shows, at every step, no snake_case id, option key or raw
tuple in the text a player reads (the duel area's text, aria-labels and titles), and the
history names the choice in words."""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, chromium, tap_first, wait_for_new_version
from tests.test_words_on_screen import ids_in

pytestmark = pytest.mark.browser

SEEN = """() => { const d = document.querySelector('#duel');
  const labels = [...d.querySelectorAll('[aria-label], [title]')].map(
      e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''));
  return d.innerText + ' ' + labels.join(' '); }"""


@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_a_duel_tapped_through_a_cards_choice_shows_no_id(live_server, size):
    width, height = size
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur&rules=4th")
        page.get_by_role("radio", name="Player 1").check()
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        found = []
        # Eligor sets Counter Strike, Shekhtur Jugular Drive, both pass: Drive's Before
        # asks how far Shekhtur advances (a card's choice), then one choice is made.
        for label in ("Counter Strike", "Jugular Drive", "Pass", "Pass", None):
            found += ids_in(page.evaluate(SEEN))
            handover = page.locator("#prompt").get_by_role("link", name="I am")
            if handover.count():
                handover.click()
                page.wait_for_load_state()
                found += ids_in(page.evaluate(SEEN))
            if label is None:
                assert "Drive" in page.locator("#prompt h2").inner_text()  # Drive asks
                page.screenshot(path=str(ARTIFACTS / f"words_choice_{width}.png"))
            before = page.locator("#duel").get_attribute("data-version")
            buttons = page.locator("#prompt .choices button")
            (buttons.first if label is None else buttons.filter(has_text=label).first).click()
            wait_for_new_version(page, before)
        for _ in range(15):  # the rest of the beat: Eligor takes damage (an in-time trigger)
            found += ids_in(page.evaluate(SEEN))
            if "Set an attack pair" in page.locator("#prompt h2").inner_text():
                break
            tap_first(page)
        assert "beat 1 ends" in page.locator("#duel").inner_text()
        assert not found, found
        history = page.locator("#duel").inner_text()
        assert "chooses" in history  # the choice is in the history, in words
        context.close()
