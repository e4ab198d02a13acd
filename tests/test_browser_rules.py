"""The rules reference in a real browser (issue 6): from a duel in progress a player opens the
reference, types part of a word, reads the rule, and comes back to the same step of the duel.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, assert_accessible, chromium, new_shared_duel, tap_first

pytestmark = pytest.mark.browser


def test_a_player_looks_up_a_rule_mid_duel_and_comes_back_to_the_same_step(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        tap_first(page)   # Eligor sets a pair; waits until the duel shows the new step
        step = page.locator("#prompt h2").inner_text()
        duel_url = page.url

        page.locator("#rules-link").click()
        page.wait_for_selector("#rules-q")
        page.locator("#rules-q").fill("tele")
        assert_accessible(page, "the rules searched")
        teleport = page.locator("article#teleport")
        assert teleport.is_visible()
        assert "Source: 000" in teleport.inner_text()
        visible = page.locator("article.rule:not([hidden])").count()
        assert visible >= 1
        assert page.locator("#rules-count").inner_text().startswith(f"{visible} of ")
        page.screenshot(path=str(ARTIFACTS / "rules-search.png"), full_page=False)

        page.get_by_role("link", name="Back to the duel").click()
        page.wait_for_selector("#prompt h2")
        assert page.url == duel_url
        assert page.locator("#prompt h2").inner_text() == step
