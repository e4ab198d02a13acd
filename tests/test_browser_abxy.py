"""An ABXY match in a real browser (issue 8): creatures entered, a match started from the
home page, played on one shared phone passed between the players for every secret choice,
round after round, to its winner.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    HEADING,
    PHONE,
    assert_accessible,
    check_state,
    chromium,
    wait_for_new_version,
)

pytestmark = pytest.mark.browser

# Player 1 always fights first and defends second; Player 2 taunts first and defends second:
# each round Player 2's fighter takes one damage (003 chart: Fight against Taunt), and the
# Defends meet with no effect.
PLAN = {"0": ("A", "B"), "1": ("Y", "B")}


def creatures_yaml(count: int) -> str:
    """``count`` creatures as the creature editor's YAML import takes them."""
    return "\n".join(f"- name: Critter {i + 1:02}\n  types: beast\n  weight: {i + 1}"
                     for i in range(count)) + "\n"


def enter_creatures(page, url: str) -> None:
    """Ten creatures imported in the creature editor (the same names again: replaced)."""
    page.goto(url + "/abxy/creatures")
    assert_accessible(page, "the creatures")
    page.locator("textarea[name=yaml]").fill(creatures_yaml(10))
    page.get_by_role("button", name="Import").click()
    page.wait_for_load_state()


def test_a_match_on_a_shared_phone_is_played_to_its_winner(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        enter_creatures(page, live_server.url)
        page.goto(live_server.url + "/")
        page.get_by_role("link", name="New ABXY match").click()
        assert_accessible(page, "a new ABXY match")
        page.get_by_role("radio", name="Random teams").check()
        page.get_by_role("button", name="Start the match").click()
        page.wait_for_selector("#prompt h2")
        assert_accessible(page, "the ABXY match")
        asked = {"active": 0, "input": 0, "reveal": 0, "answer": 0}
        for _ in range(300):
            heading = page.wait_for_function(HEADING).json_value()
            if " wins" in heading:
                break
            prompt = page.locator("#prompt")
            before = page.locator("#duel").get_attribute("data-version")
            handover = prompt.get_by_role("link", name="I am")
            if handover.count():
                handover.click()
                page.wait_for_load_state()
                check_state(page, "the ABXY match after a handover")
                continue
            if prompt.locator("#buttons-form").count():
                player = prompt.locator("input[name=player]").get_attribute("value")
                first, second = PLAN[player]
                prompt.locator(f"input[name=first][value={first}]").check()
                prompt.locator(f"input[name=second][value={second}]").check()
                if asked["input"] == 2:
                    page.screenshot(path=str(ARTIFACTS / "abxy-input.png"), full_page=True)
                    assert_accessible(page, "the ABXY buttons form")
                prompt.get_by_role("button", name="Lock in my buttons").click()
                asked["input"] += 1
            elif "Reveal" in heading or "Turn over" in heading:
                prompt.get_by_role("button", name="Reveal the second buttons").click()
                asked["reveal"] += 1
            else:
                asked["active" if "active fighter" in heading else "answer"] += 1
                prompt.locator(".choices button").first.click()
            wait_for_new_version(page, before)
        else:
            pytest.fail("the match did not end within 300 taps")
        page.screenshot(path=str(ARTIFACTS / "abxy-end.png"), full_page=True)
        assert_accessible(page, "the ABXY match won")
        assert page.locator("#prompt h2").inner_text().startswith("Player 1 wins")
        # five creatures, two damages each, one a round: ten rounds, twenty inputs; the
        # tenth ends at its first pair; Player 2 chose a replacement while two or more were
        # left on the bench (after rounds 2, 4 and 6)
        assert asked["active"] == 2 and asked["input"] == 20 and asked["reveal"] == 9
        assert asked["answer"] == 3
        loser = page.locator('section[data-side="1"]')
        assert "0 left" in loser.inner_text()
        assert page.locator('[data-result="10-1"]').count() == 1
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= PHONE["width"], "the match page scrolls sideways on a phone"


def test_on_two_phones_each_player_chooses_in_secret_and_both_see_the_result_live(live_server):
    with chromium() as browser:
        one = browser.new_context(viewport=PHONE).new_page()
        two = browser.new_context(viewport=PHONE).new_page()
        enter_creatures(one, live_server.url)
        one.goto(live_server.url + "/abxy/new")
        one.get_by_role("button", name="Start the match").click()
        one.wait_for_selector("#prompt h2")
        two.goto(one.url)
        for page, player in ((one, 1), (two, 2)):
            phones = page.locator("details[data-keep=phones]")
            if phones.get_attribute("open") is None:
                phones.locator("summary").click()
            page.get_by_role("button", name=f"This phone is Player {player}").click()
            page.wait_for_selector("#prompt h2")
            page.locator("#prompt .choices button").first.click()
            page.wait_for_function("() => !document.querySelector('#prompt .choices button')")
        # Player 1 locks in: Player 2's phone learns it has happened, not what was chosen
        for page, (first, second) in ((one, ("A", "B")), (two, ("Y", "B"))):
            page.wait_for_selector("#buttons-form")
            page.locator(f"#buttons-form input[name=first][value={first}]").check()
            page.locator(f"#buttons-form input[name=second][value={second}]").check()
            page.get_by_role("button", name="Lock in my buttons").click()
            if page is one:
                two.wait_for_function("() => document.querySelector('section[data-side=\"0\"]')"
                                      ".innerText.includes('has chosen (secret)')")
                assert "chose A then B" not in two.locator("#duel").inner_text()
        for page in (one, two):  # the first pair, turned over on both phones without reload
            page.wait_for_selector('[data-result="1-1"]')
            assert_accessible(page, "the first pair turned over")
            assert "is damaged" in page.locator('[data-result="1-1"]').inner_text()
        two.get_by_role("button", name="Reveal the second buttons").click()
        one.wait_for_selector('[data-result="1-2"]')
        assert "Round 2" in one.locator("#duel .beat-line").inner_text()
