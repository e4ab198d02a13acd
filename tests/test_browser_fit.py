"""Every screen fits a phone and every target can be hit (issue 21, item 6): each page at 360
and 390 px wide has no sideways scroll, each control a player taps is at least 44 x 44 px (a
radio button or check box by the label around it), and no text is smaller than 14 px."""

from __future__ import annotations

import pytest

from tests.browser_helpers import chromium

pytestmark = pytest.mark.browser

PAGES = ("/", "/duel/new", "/duel/new?f0=eligor&f1=shekhtur", "/rules", "/fighters",
         "/abxy/new", "/abxy/creatures", "/batl/new", "/batl/decks")

# The controls a player taps, measured by what takes the tap: a radio button or check box by
# its label (the whole label is the target), anything else by itself.
TARGETS = """() => {
  const small = [];
  for (const el of document.querySelectorAll('a, button, select, input, summary')) {
    if (el.type === 'hidden') continue;
    const target = (el.type === 'radio' || el.type === 'checkbox') && el.closest('label')
      ? el.closest('label') : el;
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.width < 44 || r.height < 44)
      small.push((el.innerText || el.name || el.tagName).trim().slice(0, 30) + ' '
                 + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  return small;
}"""
TEXT = """() => {
  const tiny = [];
  for (const el of document.querySelectorAll('body *')) {
    if (![...el.childNodes].some(c => c.nodeType === 3 && c.textContent.trim())) continue;
    if (!el.getBoundingClientRect().width) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 14) tiny.push(el.tagName + ' ' + el.innerText.slice(0, 20) + ' ' + size);
  }
  return tiny;
}"""


def _check(page, url: str, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width, \
        f"{url} scrolls sideways at {width} px"
    assert page.evaluate(TARGETS) == [], f"{url}: targets under 44 x 44 px at {width} px"
    assert page.evaluate(TEXT) == [], f"{url}: text under 14 px at {width} px"


@pytest.mark.parametrize("width", [360, 390])
def test_every_page_fits_the_phone_with_targets_and_text_big_enough(live_server, width):
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 740})
        page = context.new_page()
        for url in PAGES:
            page.goto(live_server.url + url)
            _check(page, url, width)
        page.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur")
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#prompt h2")
        duel = page.url
        _check(page, "the duel", width)
        for url in (duel + "/join",):
            page.goto(url)
            _check(page, "the join page", width)
        context.close()
