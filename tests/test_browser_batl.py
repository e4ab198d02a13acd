"""A short two-player BATL game in a real browser (issue 9): both deck lists entered and
checked, a game started from the home page on real land cards the table dealt, played on one
shared phone (a card, searches, moves, the opening redraw, the Discard step, an undo) to
its winner, who holds all three Triune pieces.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser_helpers import (
    ARTIFACTS,
    PHONE,
    assert_accessible,
    chromium,
    wait_for_new_version,
)

pytestmark = pytest.mark.browser

DECKS = Path(__file__).parent / "data" / "batl"


def enter_deck(page, url: str, name: str) -> None:
    """The deck list of tests/data/batl/<name>.txt typed into the deck editor and saved."""
    page.goto(url + "/batl/decks/new")
    page.locator("input[name=name]").fill(name.title())
    page.locator("textarea[name=text]").fill((DECKS / f"{name}.txt").read_text())
    page.get_by_role("button", name="Save").click()
    page.wait_for_load_state()
    assert_accessible(page, "a deck saved")


def tap(page, name: str) -> None:
    """Tap the button named ``name`` in the match area and wait for the new version."""
    before = page.locator("#duel").get_attribute("data-version")
    try:
        page.locator("#duel").get_by_role("button", name=name).first.click(timeout=5000)
    except Exception:
        raise
    wait_for_new_version(page, before)


def heading(page) -> str:
    return page.locator("#prompt h2").inner_text()


def test_a_short_two_player_game_is_played_to_a_winner(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        enter_deck(page, live_server.url, "monk")
        enter_deck(page, live_server.url, "knight")
        page.goto(live_server.url + "/")
        page.get_by_role("link", name="New BATL game").click()
        assert_accessible(page, "a new BATL game")
        page.locator("input[name=name0]").fill("Ann")
        page.locator("input[name=name1]").fill("Bo")
        page.locator("select[name=deck0]").select_option("Monk")
        page.locator("select[name=deck1]").select_option("Knight")
        page.get_by_role("radio", name="We dealt real land cards").check()
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("#prompt h2")
        assert "Ann: play first" in heading(page)

        tap(page, "Ann: play first, draw 1")
        tap(page, "Ann: keep this hand")
        tap(page, "Bo: redraw (first turn draws 1)")
        tap(page, "Bo: keep this hand")
        assert heading(page) == "Ann's turn"
        assert "Actions 0 of 2" in page.locator("[data-counts=turn]").inner_text()

        # Ann plays Hit: +1 Ki, ATK 2 explained
        page.locator("#prompt select[name=name]").select_option("Hit")
        before = page.locator("#duel").get_attribute("data-version")
        page.get_by_role("button", name="Play it").click()
        wait_for_new_version(page, before)
        assert page.locator("[data-resource='0-Ki']").inner_text() == "Ki 1/2"
        page.locator("[data-keep=stats-0] summary").click()
        assert_accessible(page, "the BATL stats open")
        assert page.locator("[data-stat='0-ATK']").inner_text() == "ATK 2 = Monk 1 + Hit +1"

        tap(page, "Triune")  # Ann searches A1: the table turned over a Triune
        tap(page, "Move to B1")  # a slip...
        tap(page, "Undo the last input")  # ...taken back
        tap(page, "Move to A2")
        assert "Actions 2 of 2" in page.locator("[data-counts=turn]").inner_text()
        assert page.locator("#duel").get_by_role("button", name="Move to A3").count() == 0
        page.screenshot(path=str(ARTIFACTS / "batl-turn.png"), full_page=True)
        tap(page, "End the turn")

        assert heading(page) == "Bo's turn"
        tap(page, "Move to F5")
        tap(page, "End the turn")  # Bo: 6 + 1 = 7 cards

        tap(page, "Triune")  # Ann searches A2
        tap(page, "End the turn")  # 7 - Hit + Triune + 2 drawn + Triune = 10 (treasure counts)
        assert heading(page) == "Ann: discard 2 cards (hand limit 8)"
        tap(page, "Discard it")
        tap(page, "Discard it")
        assert heading(page) == "Bo's turn"

        tap(page, "End the turn")  # Bo: 7 + 2 = 9 cards, over the limit of 8
        assert heading(page) == "Bo: discard 1 card (hand limit 8)"
        tap(page, "Discard it")
        assert heading(page) == "Ann's turn"

        tap(page, "Move to A3")
        tap(page, "Triune")  # the third piece
        assert heading(page) == "Ann wins: Ann holds all three Triune pieces"
        assert "Treasure: Triune, Triune, Triune" in page.locator(
            "[data-player='0']").inner_text()
        page.screenshot(path=str(ARTIFACTS / "batl-end.png"), full_page=True)
        assert_accessible(page, "the BATL game won")
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= PHONE["width"], "the page scrolls sideways on a phone"
