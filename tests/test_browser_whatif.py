"""The what-if boards and the matchup table in a real browser (issue 6), as a player uses them
on a phone: the movement board, the two-pairs board (the style and base lists follow the
fighter picked), and the matchup table of a duel in progress, turned off for that duel.
"""

from __future__ import annotations

import pytest

from engine.battlecon.movement import MoveSpec, legal_moves
from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium, new_shared_duel

pytestmark = pytest.mark.browser


def test_a_player_tries_a_push_with_a_cannot_on_the_movement_board(live_server):
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(live_server.url + "/whatif")
        page.get_by_label("Player 1 on space").fill("4")
        page.get_by_label("Player 2 on space").fill("6")
        page.get_by_label("Movement").select_option("push")
        page.get_by_label("Spaces (one number").fill("1")
        page.get_by_label("Player 2 cannot be moved past").check()
        page.get_by_role("button", name="Show the results").click()
        page.wait_for_selector("#results")
        expected = legal_moves((4, 6), 0, MoveSpec("push", (1,)),
                               frozenset({"1:be_moved_past"}))
        assert page.locator("#results").inner_text() == "1 legal result"
        assert_accessible(page, "the movement board's results")
        assert page.locator("li.whatif-result strong").all_inner_texts() == \
            [r.label for r in expected]
        cells = page.locator("li.whatif-result .mini span").all_inner_texts()
        assert cells.index("P1") == 3 and cells.index("P2") == 6  # pushed from 6 to 7

        page.get_by_label("Player 2 cannot be moved by the opponent").check()
        page.get_by_role("button", name="Show the results").click()
        page.wait_for_selector("text=No legal result")
        assert_accessible(page, "the movement board, no legal result")
        assert "ignored" in page.locator("p.notice").inner_text()


def test_a_player_picks_two_attack_pairs_and_sees_who_would_be_active(live_server):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(live_server.url + "/whatif/pairs")
        page.locator("select[name=f0]").select_option("eligor")
        # the style list follows the fighter (htmx swaps the form in place)
        page.wait_for_selector("select[name=s0] option[value=Counter]", state="attached")
        page.locator("select[name=f1]").select_option("shekhtur")
        page.wait_for_selector("select[name=s1] option[value=Jugular]", state="attached")
        page.locator("select[name=s0]").select_option("Counter")
        page.locator("select[name=b0]").select_option("Shot")
        page.locator("select[name=s1]").select_option("Jugular")
        page.locator("select[name=b1]").select_option("Strike")
        page.get_by_label("Power Up: +2 power").first.check()
        page.locator("input[name=a1][value=Malice]").first.check()
        page.get_by_role("button", name="Show who is Active").click()
        page.wait_for_selector("#active-answer")
        assert page.locator("#active-answer").inner_text().startswith(
            "Shekhtur would be the Active Player")
        assert "priority 6 beats 1" in page.locator("#active-answer").inner_text()
        assert page.locator("#reach-answer li").all_inner_texts() == [
            "Eligor hits Shekhtur at distance 2 (range 1~4)",
            "Shekhtur does not reach Eligor at distance 2 (range 1)"]
        assert "6 = Counter 1 Shot +3 Power Up +2" in page.locator(".pair-stats").first \
            .inner_text()
        page.screenshot(path=str(ARTIFACTS / "whatif-pairs.png"), full_page=True)
        assert_accessible(page, "the attack pairs' answer")
        # the choices stay picked for the next question
        assert page.locator("select[name=s0]").input_value() == "Counter"
        assert page.locator("input[name=a1][value=Malice]").first.is_checked()


def test_a_player_opens_the_matchup_table_mid_duel_then_turns_it_off(live_server):
    with chromium() as browser:
        page = new_shared_duel(browser, live_server.url)
        duel_url = page.url

        page.get_by_text("Matchup table (planning aid)").click()
        page.get_by_role("link", name="Open the matchup table").click()
        page.wait_for_selector("table.matchups")
        mine = page.locator("select[name=mine] option").all_inner_texts()
        assert len(mine) > 1
        page.locator("select[name=mine]").select_option(mine[1])
        page.get_by_role("button", name="Show").click()
        page.wait_for_selector("table.matchups tbody tr")
        assert page.locator("select[name=mine]").input_value() == mine[1]
        assert_accessible(page, "the matchup table")
        rows = page.locator("table.matchups tbody tr")
        assert rows.count() > 1
        first = rows.first.locator("td").all_inner_texts()
        assert first[1] in ("Eligor", "Shekhtur", "clash")
        assert first[2] in ("yes", "no", "its card decides")

        page.get_by_role("link", name="Back to the duel").click()
        page.wait_for_selector("#prompt h2")
        assert page.url == duel_url
        details = page.locator("details[data-keep=matchups]")
        if not details.evaluate("d => d.open"):
            page.get_by_text("Matchup table (planning aid)").click()
        page.get_by_role("button", name="Turn it off for this duel").click()
        page.wait_for_function("document.querySelector('details[data-keep=matchups] "
                               "button').textContent.includes('Turn it on for this duel')")
        assert details.locator("a", has_text="Open the matchup table").count() == 0
        # The answer to the post and the live update swap the duel area close together: the
        # section the player opened stays open through both (static/live.js follows toggles).
        page.wait_for_timeout(300)
        assert details.evaluate("d => d.open")
        page.goto(duel_url + "/matchups")
        assert "turned off for this duel" in page.content()
        assert_accessible(page, "the matchup table turned off")
        assert page.locator("table.matchups").count() == 0
