"""The duel without a mouse or without sight (issue 21, item 11): the first beat of a duel on
one shared phone is played with the keyboard alone from the new-duel page (Tab, Shift+Tab,
Enter, Space, arrow keys in the selects and the radio buttons), every control shows where the
keyboard is, focus lands on the new prompt after each tap instead of the top of the page, and
the page's live region says the new prompt's title. At 360 and 390 px wide; axe-core checks
each screen (`tests.browser_helpers.check_state`)."""

from __future__ import annotations

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    HEADING,
    assert_accessible,
    check_state,
    chromium,
    new_shared_duel,
    tap_first,
)

pytestmark = pytest.mark.browser

# Where the keyboard is: the focused element, whether its outline shows, and where it sits.
FOCUS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const s = getComputedStyle(el);
  return {tag: el.tagName, name: el.getAttribute('name') || '', type: el.type || '',
          text: (el.innerText || '').trim().split('\\n')[0], value: el.value || '',
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
          heading: el.matches('#prompt h2'), choice: !!el.closest('#prompt .choices'),
          handover: el.matches('#prompt a') && el.innerText.startsWith('I am')};
}"""
BEAT = ("() => { const s = document.querySelector('details[data-keep=why-pool] summary');"
        " return s && s.innerText.match(/Beat (\\d+)/)[1]; }")
VERSION = "() => { const d = document.querySelector('#duel'); return d && d.dataset.version; }"


def tab_to(page, wanted, limit: int = 80, key: str = "Tab") -> dict:
    """Press Tab (or ``key``) until the focused element passes ``wanted``; every element the
    keyboard stops on must show a focus outline."""
    for _ in range(limit):
        page.keyboard.press(key)
        now = page.evaluate(FOCUS)
        assert now is not None, "focus left the page's controls"
        assert now["outline"], f"no visible focus outline on {now['tag']} {now['text']!r}"
        if wanted(now):
            return now
    pytest.fail(f"{limit} presses of {key} did not reach the control")


def choose_with_keys(page, name: str, value: str) -> None:
    """In the focused select ``name``, type the start of ``value`` (the select jumps to the
    first option so named), then press ArrowDown (ArrowUp at the end) to ``value``."""
    page.keyboard.type(value[:3])
    for key in ("ArrowDown", "ArrowUp"):
        for _ in range(200):
            if page.evaluate(f"document.querySelector('select[name={name}]').value") == value:
                return
            before = page.evaluate(f"document.querySelector('select[name={name}]').value")
            page.keyboard.press(key)
            if page.evaluate(f"document.querySelector('select[name={name}]').value") == before:
                break  # the end of the list
    pytest.fail(f"{value} is not among the options of {name}")


def press_and_wait_for_the_new_prompt(page, key: str) -> None:
    """Press ``key`` on the focused choice and wait for the next version of the duel area,
    and for the live stream's copy of it (the same version swapped in again)."""
    before = page.evaluate(VERSION)
    page.keyboard.press(key)
    page.wait_for_function(f"() => ({VERSION})() !== {before!r} && ({VERSION})() !== null")
    page.wait_for_timeout(150)


@pytest.mark.parametrize("width", [360, 390])
def test_the_first_beat_is_played_with_the_keyboard_alone(live_server, width):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport={"width": width, "height": 740}).new_page()
        page.goto(live_server.url + "/duel/new")
        check_state(page, "the new-duel page")
        for name, value in (("f0", "eligor"), ("f1", "shekhtur"), ("rules", "4th")):
            tab_to(page, lambda f, n=name: f["name"] == n)
            choose_with_keys(page, name, value)
        assert tab_to(page, lambda f: True, key="Shift+Tab")["name"] == "f1"  # back one
        tab_to(page, lambda f: f["text"] == "Choose these fighters")
        page.keyboard.press("Enter")
        page.wait_for_selector("fieldset legend")
        check_state(page, "the duel's setup")

        first = tab_to(page, lambda f: f["name"] == "first")  # the radio group: its checked one
        assert first["value"] == "coin"
        page.keyboard.press("ArrowRight")  # to "Player 1", checked as the arrow moves
        assert page.evaluate("document.querySelector('input[name=first]:checked').value") == "0"
        tab_to(page, lambda f: f["text"] == "Start the duel")
        page.keyboard.press("Space")
        page.wait_for_selector("#prompt h2")

        taps = 0
        while page.evaluate(BEAT) == "1":
            # a new page (the first, or after passing the phone): the skip link, then Tab;
            # once the page's scripts have run (under load a press could come before them,
            # and the link would only scroll to the prompt, as it does without JavaScript)
            page.wait_for_load_state("load")
            tab_to(page, lambda f: f["text"] == "Skip to the prompt")
            page.keyboard.press("Enter")
            assert page.evaluate(FOCUS)["heading"], "the skip link did not reach the prompt"
            while True:
                check_state(page, "the duel played with the keyboard")
                target = tab_to(page, lambda f: f["choice"] or f["handover"])
                if target["handover"]:
                    page.keyboard.press("Enter")
                    page.wait_for_load_state()
                    page.wait_for_selector("#prompt h2")
                    break
                press_and_wait_for_the_new_prompt(page, "Space" if taps % 2 else "Enter")
                taps += 1
                focus, heading = page.evaluate(FOCUS), page.evaluate(HEADING)
                assert focus is not None and focus["heading"], \
                    f"after a tap the focus is on {focus}, not the new prompt"
                assert page.locator("#announce").inner_text() == heading
                if page.evaluate(BEAT) != "1":
                    break
            assert taps < 40, "the first beat did not end within 40 keyboard taps"
        page.screenshot(path=str(ARTIFACTS / f"keyboard-beat-2-{width}.png"))
        assert taps >= 4  # two pairs set, two antes


@pytest.mark.parametrize("width", [360, 390])
def test_after_a_tap_the_live_region_says_the_new_prompt(live_server, width):
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        page.set_viewport_size({"width": width, "height": 740})
        first = page.evaluate(HEADING)
        region = page.locator("#announce")
        assert region.get_attribute("aria-live") == "polite"
        assert not region.locator("xpath=ancestor::*[@id='duel']").count()  # never swapped
        tap_first(page)  # Eligor sets a pair: the phone goes to Shekhtur
        heading = page.evaluate(HEADING)
        assert heading != first
        assert region.inner_text() == heading


def test_the_checker_fails_on_an_unnamed_button_and_faint_text():
    with chromium() as browser:
        page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        page.set_content('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1>'
                         '<button></button><p style="color: #bbb; background: #fff">faint</p>'
                         '</main></html>')
        with pytest.raises(pytest.fail.Exception) as failed:
            assert_accessible(page, "a page made wrong")
        said = str(failed.value)
        assert "button-name (critical)" in said and "color-contrast (serious)" in said
        page.set_content('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1>'
                         '<button>Go</button><p>plain</p></main></html>')
        assert_accessible(page, "the same page made right")
