"""A whole duel in a real browser: headless Chromium (Debian's, driven by Playwright) plays
Eligor against Shekhtur on one shared phone from the new-duel page to the winner on a 390x844
viewport, tapping as a player would. Screenshots of each phase go to tests/artifacts/.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium

pytestmark = pytest.mark.browser

# The prompt panel's top (page pixels) and heading, or null while the duel area is swapped.
PROMPT_NOW = """() => {
  const h = document.querySelector('#prompt h2');
  if (!h) return null;
  const top = h.closest('#prompt').getBoundingClientRect().top + window.scrollY;
  return {top: Math.round(top), heading: h.innerText};
}"""


@pytest.fixture(scope="module")
def server(live_server):
    return live_server.url


@pytest.fixture(scope="module")
def page(server):
    with chromium() as browser:
        yield browser.new_context(viewport=PHONE).new_page()


def test_a_whole_duel_is_played_by_tapping_from_new_duel_to_the_winner(server, page):
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(server + "/")
    assert_accessible(page, "home")
    page.get_by_role("link", name="New duel").click()
    page.locator('select[name="f0"]').select_option("eligor")
    page.locator('select[name="f1"]').select_option("shekhtur")
    page.get_by_role("button", name="Choose these fighters").click()
    page.screenshot(path=str(ARTIFACTS / "01-new-duel.png"), full_page=True)
    assert_accessible(page, "the new-duel page, fighters chosen")
    page.get_by_role("radio", name="Player 1").check()
    page.get_by_role("button", name="Start the duel").click()

    seen: set[str] = set()
    taps = 0
    prompt_tops: set[float] = set()
    while taps < 600:
        prompt = page.locator("#prompt")
        # Read the panel in one step: the live stream may swap the duel area in at any moment
        # (the same state again), and a locator read between two swaps finds nothing.
        seen_now = page.wait_for_function(PROMPT_NOW).json_value()
        prompt_tops.add(seen_now["top"])
        heading = seen_now["heading"]
        phase = heading.split(": ", 1)[-1]
        if phase not in seen:
            seen.add(phase)
            name = f"{len(seen) + 1:02d}-{''.join(c if c.isalnum() else '-' for c in phase)}"
            page.screenshot(path=str(ARTIFACTS / f"{name[:60]}.png"), full_page=True)
            assert_accessible(page, "the duel")
        if " wins" in heading:
            break
        handover = prompt.get_by_role("link", name="I am")
        if handover.count():
            handover.click()
            page.wait_for_load_state()
        else:
            before = page.locator("#duel").get_attribute("data-version")
            prompt.locator(".choices button").first.click()
            # htmx swaps the duel area in place: wait until the new version is on screen
            page.wait_for_function(
                "v => { const d = document.querySelector('#duel');"
                " return d !== null && d.dataset.version !== v; }", arg=before)
        taps += 1
    else:
        pytest.fail("the duel did not end within 600 taps")
    assert " wins" in page.locator("#prompt h2").inner_text()
    assert len(prompt_tops) == 1, f"the prompt panel moved: {sorted(prompt_tops)}"
    for width, height in ((390, 844), (360, 640)):
        page.set_viewport_size({"width": width, "height": height})
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width, f"the page scrolls sideways at {width}x{height}"
    small = [b for b in page.locator("button, .button").all()
             if b.is_visible() and b.bounding_box()["height"] < 44]
    assert not small, "a tap target is under 44 px high"
