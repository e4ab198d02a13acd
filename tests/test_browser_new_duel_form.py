"""The new-duel form starts any format with one press (issue 21, item 7): choosing a team
battle shows a fighter select per seat (with JavaScript, the unused ones hidden; without it,
every select shows and the unused ones are ignored), and one press of "Choose these
fighters" brings the four seats' choices."""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, assert_accessible, chromium

pytestmark = pytest.mark.browser

FOUR = ("eligor", "shekhtur", "cadenza", "hikaru")


@pytest.mark.parametrize("width", [360, 390])
@pytest.mark.parametrize("script", [True, False])
def test_a_2v2_is_chosen_with_one_press_with_or_without_javascript(live_server, width, script):
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 800},
                                      java_script_enabled=script)
        page = context.new_page()
        page.goto(live_server.url + "/duel/new")
        seats = page.locator("label[data-seat]")
        if script:
            assert [seats.nth(s).is_visible() for s in range(4)] == [True, True, False, False]
        page.select_option('select[name="format"]', "2v2")
        assert all(seats.nth(s).is_visible() for s in range(4))
        if script:
            assert seats.nth(3).locator(".team").inner_text() == "(team B)"
        for s, fighter in enumerate(FOUR):
            page.select_option(f'select[name="f{s}"]', fighter)
        page.get_by_role("button", name="Choose these fighters").click()
        page.wait_for_selector("fieldset legend")
        if script:  # axe is a script: it runs where scripts do
            assert_accessible(page, "the 2v2 setup")
        legends = page.locator("fieldset legend").all_inner_texts()
        assert [text.split(": ")[0] for text in legends[:4]] == [
            "Player 1 (team A)", "Player 2 (team A)", "Player 3 (team B)", "Player 4 (team B)"]
        assert page.evaluate("document.documentElement.scrollWidth") <= width  # no sideways
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"new-duel-2v2-{width}-{'js' if script else 'nojs'}"
                                             ".png"), full_page=True)
        context.close()


def test_a_duel_ignores_the_team_seats_sent_without_javascript(client):
    page = client.get("/duel/new?format=duel&f0=eligor&f1=shekhtur&f2=cadenza&f3=hikaru"
                      ).get_data(as_text=True)
    assert page.count("<fieldset>") == 2
    assert 'name="fighter2"' not in page
