"""An automated effect's line under "What happened" says what it changed (issue 21, item 4),
on a phone at 360 and 390 px: tapped through the first beat of Eligor against Shekhtur, a
line names a movement's spaces before -> after, none says a bare "resolved", and the lines
wrap inside the screen."""

from __future__ import annotations

import re

import pytest

from tests.browser_helpers import ARTIFACTS, chromium, phone_duel, tap_first

pytestmark = pytest.mark.browser

NOTES = """() => [...document.querySelectorAll('details[data-keep^="beat-"] li')]
                 .map(li => li.innerText)"""
# "Eligor: Vengeful (before): advances 1 (space 3 -> 4)"
MOVED = re.compile(r"^\w+: [\w ]+ \([\w ]+\): .*\(space \d -> \d")


@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_an_effects_line_on_the_phone_gives_the_spaces_before_and_after(live_server, size):
    width, _ = size
    with chromium() as browser:
        page = phone_duel(browser, live_server.url, size)
        for _ in range(80):
            notes = page.evaluate(NOTES)
            if any(MOVED.match(note) for note in notes):
                break
            tap_first(page)
        else:
            pytest.fail(f"no movement line within 80 taps: {notes}")
        assert not [note for note in notes if note.endswith(" resolved")]
        line = page.locator("details[data-keep^='beat-'] li", has_text="(space ").first
        line.scroll_into_view_if_needed()
        box = line.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"effect-lines-{width}.png"), full_page=True)
        page.context.close()
