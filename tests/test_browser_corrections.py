"""A correction next to the prompt in a real browser (issue 19 item 13): when the Ante Phase
begins, Patient 6's Split Personality (the mood coin flipped at the table, each re-flip paid
with 2 life, done by hand) shows a Life form beside it; the player enters the new life there,
the tracker shows it and the prompt still waits on the same trigger."""

from __future__ import annotations

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    PHONE,
    assert_accessible,
    chromium,
    wait_for_new_version,
)

pytestmark = pytest.mark.browser


def tap(page, name: str) -> None:
    """Tap the prompt's button ``name`` and wait for the duel area's next version."""
    before = page.locator("#duel").get_attribute("data-version")
    page.locator("#prompt .choices").get_by_role("button", name=name, exact=True).click()
    wait_for_new_version(page, before)


def take_phone(page, who: str) -> None:
    page.locator("#prompt").get_by_role("link", name=f"I am {who}").click()
    page.wait_for_selector("#prompt .choices button")


def test_a_player_corrects_life_with_the_form_beside_the_effect_and_goes_on(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(live_server.url + "/duel/new?f0=patient_six&f1=shekhtur&rules=4th")
        page.get_by_role("radio", name="Player 1").check()
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        page.locator("#prompt .choices button").first.click()   # Patient 6's first pair
        take_phone(page, "Shekhtur")
        page.locator("#prompt .choices button").first.click()   # Shekhtur's first pair
        page.wait_for_selector('.by-hand-effect:has-text("Split Personality") '
                               'form[data-kind="life"]')
        heading = page.locator("#prompt h2").inner_text()
        assert_accessible(page, "a by-hand effect beside the prompt")

        effect = page.locator(".by-hand-effect", has_text="Split Personality")
        form = effect.locator('form[data-kind="life"]')
        assert form.locator('select[name="seat"]').input_value() == "0"
        form.get_by_role("spinbutton").fill("14")
        before = page.locator("#duel").get_attribute("data-version")
        form.get_by_role("button", name="Set").click()
        wait_for_new_version(page, before)
        # The page, not the prompt element: a live update may swap #prompt in again meanwhile.
        page.screenshot(path=str(ARTIFACTS / "correction-beside-prompt.png"))
        assert_accessible(page, "after a correction")

        assert page.locator('[data-life="0"]').inner_text() == "14"
        assert page.locator("#prompt h2").inner_text() == heading
        assert page.locator(".by-hand-effect", has_text="Split Personality").count() == 1
