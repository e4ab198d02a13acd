"""A best-of-three on two phones in a real browser (issue 24): each duel ended by a player
entering their own fighter's life as 0, the next duel started in one tap and followed by the
other phone on its own seat, the clock paused on one phone and resumed on the other, the
match won, and its record downloaded and read back."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium
from tests.test_browser_fit import check_both

pytestmark = pytest.mark.browser
LIVE_MS = 5000


def _lose(page, seat: int) -> None:
    """The phone of ``seat`` enters its own fighter's life as 0: a knockout."""
    box = page.locator("#adjust")
    if box.get_attribute("open") is None:
        box.locator("summary").click()
    box.locator('select[name="seat"]').select_option(str(seat))
    box.locator('select[name="field"]').select_option("life")
    box.locator('input[name="value"]').fill("0")
    box.get_by_role("button", name="Set").click()
    expect(page.locator("#outcome")).to_be_visible(timeout=LIVE_MS)


def _score(page, text: str) -> None:
    expect(page.locator("#match-line")).to_contain_text(text, timeout=LIVE_MS)


def test_a_best_of_three_is_played_on_two_phones_to_its_winner(live_server):
    width = 360  # the narrowest phone (tests/test_browser_fit.py checks both widths' pages)
    viewport = PHONE | {"width": width}
    with chromium() as browser:
        eligor = browser.new_context(viewport=viewport, accept_downloads=True).new_page()
        shekhtur = browser.new_context(viewport=viewport).new_page()
        eligor.goto(live_server.url + "/duel/new?f0=eligor&f1=shekhtur")
        names = eligor.get_by_label("Player's name (optional, for the record)")
        names.nth(0).fill("Ann")
        names.nth(1).fill("Bob")
        eligor.get_by_role("radio", name="Player 1").check()
        eligor.get_by_role("button", name="Start the duel").click()
        eligor.get_by_text("Play on two phones").click()
        eligor.get_by_role("link", name="Join link and QR code").click()
        join_url = eligor.url
        eligor.get_by_role("button", name="I play Eligor").click()
        shekhtur.goto(join_url)
        shekhtur.get_by_role("button", name="I play Shekhtur").click()
        for page in (eligor, shekhtur):
            _score(page, "Match Eligor 0 - Shekhtur 0 · duel 1 · best of 3")
            expect(page.locator("#clock")).to_be_visible(timeout=LIVE_MS)
        assert_accessible(eligor, "a duel of a match, with its clock")

        # the clock: paused on one phone, seen paused on the other, resumed there
        eligor.get_by_role("button", name="Pause the clock").click()
        expect(eligor.locator("#clock")).to_contain_text("paused")
        expect(shekhtur.locator("#clock")).to_contain_text("paused", timeout=11_000)
        shown = shekhtur.locator("#clock .amt").first.inner_text()
        shekhtur.wait_for_timeout(1500)
        assert shekhtur.locator("#clock .amt").first.inner_text() == shown  # stopped
        shekhtur.get_by_role("button", name="Resume the clock").click()
        expect(shekhtur.locator("#clock")).not_to_contain_text("paused")
        expect(eligor.locator("#clock")).not_to_contain_text("paused", timeout=11_000)

        # duel 1: Shekhtur is knocked out; Eligor starts duel 2, Shekhtur follows
        _lose(shekhtur, 1)
        expect(eligor.locator("#outcome")).to_be_visible(timeout=LIVE_MS)
        expect(eligor.locator("#clock")).to_be_visible()
        check_both(eligor, "a duel of a match at its end, with the clock")
        eligor.set_viewport_size(viewport)
        eligor.get_by_role("button", name="Next duel").click()
        _score(eligor, "Match Eligor 1 - Shekhtur 0 · duel 2")
        shekhtur.get_by_role("link", name="Go to duel 2").click(timeout=LIVE_MS)
        _score(shekhtur, "Match Eligor 1 - Shekhtur 0 · duel 2")
        expect(shekhtur.get_by_role("button", name="Pause the clock")).to_be_visible()

        # duel 2: Eligor is knocked out; Shekhtur starts duel 3, Eligor follows
        _lose(eligor, 0)
        expect(shekhtur.locator("#outcome")).to_be_visible(timeout=LIVE_MS)
        shekhtur.get_by_role("button", name="Next duel").click()
        _score(shekhtur, "Match Eligor 1 - Shekhtur 1 · duel 3")
        eligor.get_by_role("link", name="Go to duel 3").click(timeout=LIVE_MS)
        _score(eligor, "Match Eligor 1 - Shekhtur 1 · duel 3")

        # duel 3: Shekhtur is knocked out: Eligor wins the match, 2-1
        _lose(shekhtur, 1)
        for page in (eligor, shekhtur):
            expect(page.locator("#match-next")).to_contain_text(
                "Eligor wins the match: Eligor 2 - Shekhtur 1", timeout=LIVE_MS)
            expect(page.get_by_role("button", name="Next duel")).to_have_count(0)
        eligor.get_by_role("link", name="The match's duels").click()
        expect(eligor.locator("h1")).to_have_text("Match: Eligor 2 - Shekhtur 1")
        assert eligor.locator("section.panel h2").all_inner_texts() == [
            f"Duel {n}: Eligor (Ann) vs Shekhtur (Bob)" for n in (1, 2, 3)]
        assert_accessible(eligor, "the match page")
        check_both(eligor, "the match page")
        eligor.set_viewport_size(viewport)
        ARTIFACTS.mkdir(exist_ok=True)
        eligor.screenshot(path=str(ARTIFACTS / f"match-{width}.png"), full_page=True)

        # the record, downloaded and read back
        with eligor.expect_download() as got:
            eligor.get_by_role("link", name="Download the match (JSON)").click()
        record = json.loads(got.value.path().read_text(encoding="utf-8"))
        assert record["winner"] == "Eligor"
        assert record["score"] == [["Eligor", 2], ["Shekhtur", 1]]
        assert [d["outcome"]["winner_seat"] for d in record["duels"]] == [0, 1, 0]
        assert {(s["fighter"], s["player"]) for d in record["duels"] for s in d["sides"]} == {
            ("Eligor Larington", "Ann"), ("Shekhtur Lenmorre", "Bob")}
        with eligor.expect_download() as got:
            eligor.get_by_role("link", name="Download the match (text)").click()
        text = got.value.path().read_text(encoding="utf-8")
        assert text.startswith("Match, best of 3: Eligor 2 - Shekhtur 1")
        assert len(re.findall(r"^Duel \d: ", text, re.M)) == 3
