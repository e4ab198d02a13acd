"""A 2v1 team battle in a real browser (issue 7): from the new-duel page, three fighters on a
shared phone are played by tapping to the end; three trackers and the 9-space board fit a
phone screen without sideways scrolling.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, HEADING, PHONE, assert_accessible, chromium, tap_first

pytestmark = pytest.mark.browser



def test_a_two_against_one_battle_is_played_by_tapping_to_the_winning_team(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(live_server.url + "/duel/new")
        page.locator('select[name="format"]').select_option("2v1")  # one press (issue 21)
        for seat, fighter in enumerate(("eligor", "shekhtur", "cadenza")):
            page.locator(f'select[name="f{seat}"]').select_option(fighter)
        page.get_by_role("button", name="Choose these fighters").click()
        page.wait_for_selector("fieldset legend")  # the next page, not the one leaving
        assert "Player 3 (team B)" in page.content()
        page.get_by_role("radio", name="Player 1").check()
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        assert page.locator("section.fighter").count() == 3
        assert page.locator("#board [data-space]").count() == 9
        page.screenshot(path=str(ARTIFACTS / "team-2v1-start.png"), full_page=False)
        assert_accessible(page, "a team battle")
        for _ in range(900):
            heading = page.wait_for_function(HEADING).json_value()
            if " win" in heading:
                break
            tap_first(page)
        else:
            pytest.fail("the battle did not end within 900 taps")
        page.screenshot(path=str(ARTIFACTS / "team-2v1-end.png"), full_page=False)
        assert_accessible(page, "a team battle won")
        assert " win" in page.locator("#prompt h2").inner_text()
        for width, height in ((390, 844), (360, 640)):
            page.set_viewport_size({"width": width, "height": height})
            scroll = page.evaluate("document.documentElement.scrollWidth")
            assert scroll <= width, f"the page scrolls sideways at {width}x{height}"
