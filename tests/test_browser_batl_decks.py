"""BATL deck lists in a real browser (issue 9; 004 "Deck"): headless Chromium on a
phone-sized viewport types a broken deck, taps Check and sees every problem at once (swapped
in by htmx, the typed list untouched, nothing sideways to scroll), fixes it, saves, and finds
it listed as legal. Screenshots go to tests/artifacts/.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium
from tests.test_batl_deck import LEGAL, edit

pytestmark = pytest.mark.browser

# No character, a fifth Hit, a tag that is no tag: three errors, two of them whole-deck.
BROKEN = edit(edit(LEGAL, "character Monk: atk 1, def 0, ms 1, range 1"),
              "4 Hit: Basic, Monk, atk +1, lasts turn", "5 Hit: Basic, Monk, atk +1, lasts turm")
NO_SIDEWAYS = "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"


@pytest.fixture(scope="module")
def server(live_server):
    return live_server.url


def test_a_player_checks_a_broken_deck_sees_every_problem_fixes_it_and_it_is_listed_legal(
        server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(server + "/")
        assert_accessible(page, "home")
        page.get_by_role("link", name="Deck lists").click()
        page.get_by_role("link", name="New deck").click()
        assert_accessible(page, "a new deck")
        assert page.get_by_label("Deck list").input_value().startswith("# A BATL deck list")

        page.get_by_label("Deck list").fill(BROKEN)
        page.evaluate("window.stayed = true")   # gone if Check reloaded the page
        check = page.get_by_role("button", name="Check")
        assert check.bounding_box()["height"] >= 44
        check.click()
        page.wait_for_selector("#problems")
        assert page.evaluate("window.stayed") is True   # swapped in place by htmx
        problems = page.locator("#problems li")
        texts = problems.all_inner_texts()
        assert len(texts) == 4, texts
        assert [t.split(" · ")[0] for t in texts] == ["Whole deck", "Whole deck", "Line 4",
                                                      "Line 4"]
        assert "The deck has no character" in texts[0] and "61 cards" in texts[1]
        assert "'lasts turm' is not how long a card lasts" in texts[2]
        assert "Hit: 5 copies" in texts[3]
        assert "Not legal yet: 4 errors." in page.locator("#verdict").inner_text()
        assert page.get_by_label("Deck list").input_value() == BROKEN   # nothing typed lost
        problems.nth(2).click()   # selects its line in the list
        assert page.evaluate("() => { const t = document.getElementById('text');"
                             " return t.value.slice(t.selectionStart, t.selectionEnd); }") == \
            "5 Hit: Basic, Monk, atk +1, lasts turm"
        assert page.evaluate(NO_SIDEWAYS)
        page.screenshot(path=str(ARTIFACTS / "batl-deck-problems.png"), full_page=True)
        assert_accessible(page, "a deck's problems")

        page.get_by_label("Deck list").fill(LEGAL)
        page.get_by_role("button", name="Check").click()
        page.wait_for_function("() => document.querySelector('#verdict').innerText"
                               ".startsWith('Legal')")
        assert page.locator("#problems").count() == 0
        assert_accessible(page, "a legal deck")
        assert page.locator("#totals").inner_text().split() == [
            "30", "Basic", "12", "Combo", "6/6", "Equipment", "12", "Resource", "60/60", "cards"]

        page.get_by_role("button", name="Save").click()
        assert "Saved. The deck is legal." in page.locator("#saved").inner_text()
        assert page.get_by_label("Deck name").input_value() == "Monk Starter"  # its deck line

        page.get_by_role("link", name="All decks").click()
        row = page.locator('.deck-row[data-name="Monk Starter"]')
        assert "legal · 60 cards" in row.inner_text()
        assert row.locator("a.deck-open").bounding_box()["height"] >= 44
        assert page.evaluate(NO_SIDEWAYS)
        page.screenshot(path=str(ARTIFACTS / "batl-decks.png"), full_page=True)
        assert_accessible(page, "the decks")
