"""A correction of the beat by hand in a real browser (issue 19, item 12): once the pairs are
revealed, a player picks "Power this beat" for Shekhtur in the correction form, enters +2, and
reads the new Power with "by hand +2" in its "Why?" and the correction in the history.
"""

from __future__ import annotations

import re

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    assert_accessible,
    chromium,
    new_shared_duel,
    tap_first,
    wait_for_new_version,
)

pytestmark = pytest.mark.browser

# Shekhtur's stats line, or null while the pairs are face-down (or the area is being swapped).
POWER = """() => {
  const s = document.querySelector('details[data-keep="stats-1"] summary');
  const m = s && s.innerText.match(/Power (\\d+)/);
  return m ? Number(m[1]) : null;
}"""


def test_a_player_adds_two_power_by_hand_and_reads_it_in_the_stats_why(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        for _ in range(20):  # tap the first choice until the pairs are revealed
            power = page.evaluate(POWER)
            if power is not None:
                break
            tap_first(page)
        assert power is not None, "the pairs were not revealed in 20 taps"

        page.get_by_text("Correct a number by hand").click()
        assert_accessible(page, "the corrections by hand open")
        page.get_by_label("whose").select_option(label="Shekhtur")
        page.get_by_label("what").select_option(
            label="Power this beat: + or - by hand (0 takes it away)")
        page.get_by_label("new value").fill("+2")
        before = page.locator("#duel").get_attribute("data-version")
        page.get_by_role("button", name="Set", exact=True).click()
        wait_for_new_version(page, before)

        assert page.evaluate(POWER) == power + 2
        stats = page.locator('details[data-keep="stats-1"]')
        stats.locator("summary").click()
        assert re.search(r"Power \d+ = .* by hand \+2", stats.inner_text())
        assert_accessible(page, "the stats' Why? open")
        assert "Shekhtur: Power +2 this beat, by hand" in page.locator("body").inner_text()
        page.screenshot(path=str(ARTIFACTS / "correction-power.png"), full_page=False)
