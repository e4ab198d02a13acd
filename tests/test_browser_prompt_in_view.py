"""The prompt the table must answer is always on screen (issue 21, item 1): after a tap low on
the page (scrolled to its foot, the last attack pair of the grid tapped), the next prompt's
heading is within the screen, at 360 and 390 px."""

from __future__ import annotations

import pytest

from tests.browser_helpers import chromium, phone_duel, wait_for_new_version

pytestmark = pytest.mark.browser

# (within a pixel: a picture scaled to the page's width puts the heading at a fraction of one,
# which scrolling to it rounds)
IN_VIEW = """() => { const r = document.querySelector('#prompt h2').getBoundingClientRect();
                     return r.top >= -1 && r.bottom <= window.innerHeight + 1; }"""


@pytest.mark.parametrize("size", [(360, 640), (390, 844)])
def test_after_a_tap_low_on_the_page_the_next_prompt_is_on_screen(live_server, size):
    with chromium() as browser:
        page = phone_duel(browser, live_server.url, size)
        before_heading = page.locator("#prompt h2").inner_text()
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # the page's foot
        assert not page.evaluate(IN_VIEW)  # the prompt's heading has left the screen
        before = page.locator("#duel").get_attribute("data-version")
        page.evaluate("[...document.querySelectorAll('#prompt .choices button')].pop().click()")
        wait_for_new_version(page, before)
        page.wait_for_function(IN_VIEW)
        assert page.locator("#prompt h2").inner_text() != before_heading
        page.context.close()


def test_a_refresh_of_the_match_clock_leaves_the_page_where_the_player_scrolled(live_server):
    with chromium() as browser:
        page = phone_duel(browser, live_server.url, (360, 640))
        page.wait_for_selector("#clock")
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        assert not page.evaluate(IN_VIEW)
        at = page.evaluate("window.scrollY")
        page.evaluate("document.querySelector('#clock').dataset.old = '1'")
        page.evaluate("htmx.ajax('GET', document.getElementById('clock-box').getAttribute("
                      "'hx-get'), {source: '#clock-box', target: '#clock-box', "
                      "swap: 'innerHTML'})")  # as its own poll asks
        page.wait_for_function("!document.querySelector('#clock').dataset.old")  # swapped
        page.wait_for_timeout(200)
        assert not page.evaluate(IN_VIEW) and page.evaluate("window.scrollY") == at
        page.context.close()
