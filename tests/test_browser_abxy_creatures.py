"""The ABXY creature editor in a real browser (issue 8; 003 "Card Layout"): headless Chromium
on a phone-sized viewport opens a creature of the rules, enters its type and weight, first
forgets the button its special action replaces (refused, nothing typed lost), picks it, saves,
and after a reload sees the creature listed as entered. Screenshots go to tests/artifacts/.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server(live_server):
    return live_server.url


def test_a_player_enters_a_creature_from_its_card_and_sees_it_entered_after_a_reload(server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(server + "/abxy/creatures")
        assert_accessible(page, "the creatures")
        fade = page.locator('a.creature-row[data-name="Fade"]')
        assert "enter from its card" in fade.inner_text()
        box = fade.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 300   # a big tap target on a phone
        fade.click()

        assert page.get_by_label("Special action").input_value() == "Vanish"  # from the rules
        page.get_by_label("Creature type").fill("Shadow spirit")
        page.get_by_label("Weight").fill("35")
        assert_accessible(page, "a creature")
        page.get_by_role("button", name="Save").click()
        # no button picked: refused, with what was typed still there
        assert "pick the button Vanish replaces" in page.locator("#problems").inner_text()
        assert page.get_by_label("Weight").input_value() == "35"
        page.screenshot(path=str(ARTIFACTS / "abxy-creature-problem.png"), full_page=True)
        assert_accessible(page, "a creature refused")

        radio_y = page.get_by_role("radio", name="Y")
        assert radio_y.locator("xpath=..").bounding_box()["height"] >= 44
        radio_y.check()
        page.get_by_role("button", name="Save").click()
        assert "Fade is saved" in page.locator("#saved").inner_text()
        assert_accessible(page, "a creature saved")

        page.reload()
        row = page.locator('a.creature-row[data-name="Fade"]')
        assert row.inner_text().split("\n")[-1].strip() == \
            "weight 35 · shadow spirit · Vanish on Y"
        assert "done" in row.get_attribute("class")
        assert "1 of 21" in page.locator("#progress").inner_text()
        page.screenshot(path=str(ARTIFACTS / "abxy-creatures.png"), full_page=False)
