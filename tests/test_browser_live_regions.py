"""Light on the wire (issue 21, item 13): a phone watching a duel gets only the regions of the
duel area that changed, and its screen stays the same as a fresh load of the page, tap after
tap, across a beat's end; its own buttons then work (their version was brought up to date).
At 360 and 390 px; screenshots go to tests/artifacts/."""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, chromium, tap_first, wait_for_new_version

pytestmark = pytest.mark.browser

RECORD = """document.addEventListener('htmx:sse:before:message', e => {
  const data = e.detail.message.data;
  (window.liveMessages = window.liveMessages || []).push(
    [data.length, data.startsWith('<span id="live-version"')]);
});"""
VERSIONS = "() => [...document.querySelectorAll('#duel input[name=version]')].map(i => i.value)"


@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_a_watching_phone_shows_what_a_fresh_page_shows_after_every_update(live_server, size):
    width, height = size
    viewport = {"width": width, "height": height}
    with chromium() as browser:
        player = browser.new_context(viewport=viewport).new_page()
        player.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur&rules=4th")
        player.get_by_role("button", name="Start the duel").click()
        player.wait_for_selector("#prompt h2")
        url = player.url.split("?")[0]
        watcher = browser.new_context(viewport=viewport).new_page()
        watcher.add_init_script(RECORD)
        watcher.goto(url)
        watcher.wait_for_selector("#prompt h2")
        fresh = browser.new_context(viewport=viewport).new_page()
        for _ in range(40):
            tap_first(player)
            version = player.locator("#duel").get_attribute("data-version")
            watcher.wait_for_function(
                "v => document.querySelector('#duel').dataset.version === v", arg=version)
            watcher.wait_for_timeout(50)  # the message's swaps all done
            fresh.goto(url)
            assert watcher.locator("#duel").inner_text() == fresh.locator("#duel").inner_text()
            assert set(watcher.evaluate(VERSIONS)) == {version}
            if fresh.locator("details[id^=beat-]").count() >= 2:
                break  # a beat's end crossed: beat 2's notes have begun
        assert fresh.locator("details[id^=beat-]").count() >= 2
        sizes = watcher.evaluate("window.liveMessages")
        whole = len(watcher.evaluate("document.querySelector('#duel').outerHTML"))
        partial = [size for size, only_changes in sizes if only_changes]
        assert len(partial) >= len(sizes) - 1  # each update but perhaps one: regions only
        assert max(partial) < whole
        assert sorted(partial)[len(partial) // 2] < whole / 4  # most carry a few regions
        watcher.screenshot(path=str(ARTIFACTS / f"live-regions-watcher-{width}.png"))
        # The watcher's own buttons carry the new version: a tap is taken, not refused.
        before = watcher.locator("#duel").get_attribute("data-version")
        if watcher.locator("#prompt").get_by_role("link", name="I am").count():
            watcher.locator("#prompt").get_by_role("link", name="I am").click()
            watcher.wait_for_selector("#prompt h2")
        watcher.locator("#prompt .choices button").first.click()
        wait_for_new_version(watcher, before)
        assert watcher.locator("#prompt .error").count() == 0
