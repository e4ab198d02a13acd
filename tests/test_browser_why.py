""""Why?" in a real browser (issue 6): mid-duel a player taps Why? on a life total, reads
the breakdown, which adds up to the number shown, opens the rule it cites, and comes back to
the same step of the duel.
"""

from __future__ import annotations

import re

import pytest

from tests.browser_helpers import ARTIFACTS, assert_accessible, chromium, new_shared_duel, tap_first

pytestmark = pytest.mark.browser

# Both life totals, or null while the live stream swaps the duel area.
LIVES = """() => {
  const a = document.querySelector('[data-life="0"]');
  const b = document.querySelector('[data-life="1"]');
  const h = document.querySelector('#prompt h2');
  if (!a || !b || !h) return null;
  return {lives: [Number(a.innerText), Number(b.innerText)], heading: h.innerText};
}"""


def test_a_player_taps_why_on_a_life_total_and_reads_what_adds_up_to_it(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        for _ in range(80):   # tap the first choice until someone has taken damage
            now = page.wait_for_function(LIVES).json_value()
            if min(now["lives"]) < 20 or " wins" in now["heading"]:
                break
            tap_first(page)
        seat = 0 if now["lives"][0] < 20 else 1
        assert now["lives"][seat] < 20, "nobody took damage in 80 taps"
        step = now["heading"]
        duel_url = page.url

        box = page.locator(f'details[data-keep="why-life-{seat}"]')
        box.locator("summary").click()
        text = box.locator(".why-box").inner_text()
        amounts = [int(n) for n in box.locator(".why-box .amt").all_inner_texts()]
        assert sum(amounts[:-1]) == amounts[-1] == now["lives"][seat]
        assert "starting life" in text and "hits" in text and '000 "Attack"' in text
        page.screenshot(path=str(ARTIFACTS / "why-life.png"), full_page=False)
        assert_accessible(page, "a life's Why? open")

        box.get_by_role("link", name=re.compile("Read the rule")).click()
        page.wait_for_selector("#rules-q")
        assert page.locator("#rules-q").input_value() == "Damage"
        assert page.locator("article#damage").is_visible()
        assert_accessible(page, "the rules at Damage")
        page.get_by_role("link", name="Back to the duel").click()
        page.wait_for_selector("#prompt h2")
        assert page.url.split("?")[0] == duel_url.split("?")[0]
        assert page.locator("#prompt h2").inner_text() == step
