"""The card editor in a real browser (issue 5): headless Chromium on a phone-sized viewport
copies a shipped fighter, makes a mistake, reloads (nothing typed is lost), sees the mistake
beside its field, fixes it, saves, and
starts a duel with the new fighter; then uploads a broken file and reads every problem.
Screenshots go to tests/artifacts/.
"""

from __future__ import annotations

import pytest

from tests.browser_helpers import ARTIFACTS, PHONE, assert_accessible, chromium

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server(live_server):
    return live_server.url


def test_a_player_copies_a_fighter_fixes_a_mistake_and_plays_it(server, tmp_path):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(server + "/")
        page.get_by_role("link", name="Add or correct a fighter").click()
        page.locator('select[name="copy"]').select_option("eligor")
        page.get_by_role("button", name="Copy and edit").click()

        page.get_by_label("Name", exact=True).first.fill("Eligor of the Table")
        vengeful = page.locator("details.card", has_text="Vengeful")
        vengeful.locator(":scope > summary").click()
        vengeful.get_by_label("Power", exact=True).fill("a lot")
        # A reload before saving loses nothing: the browser kept a draft.
        page.wait_for_function(  # the draft as it is now (kept 300 ms after the last key)
            "() => Object.values(localStorage).some(v => v.includes('a lot'))")
        page.reload()
        assert page.locator("#draft-notice").is_visible()
        assert page.get_by_label("Name", exact=True).first.input_value() == "Eligor of the Table"
        vengeful = page.locator("details.card", has_text="Vengeful")
        vengeful.locator(":scope > summary").click()
        assert vengeful.get_by_label("Power", exact=True).input_value() == "a lot"
        page.get_by_role("button", name="Save", exact=True).first.click()

        problem = page.locator('.field-error[data-field$=".power"]')
        assert "not a stat" in problem.inner_text() or "number" in problem.inner_text()
        assert page.locator("#problems").is_visible()
        page.screenshot(path=str(ARTIFACTS / "editor-problem.png"), full_page=False)
        assert_accessible(page, "the card editor's problems")
        field = page.locator('input[aria-invalid="true"]')
        assert field.input_value() == "a lot"   # what was typed is still there
        field.fill("+2")
        page.get_by_role("button", name="Save", exact=True).first.click()

        page.get_by_role("link", name="Start a duel with it").click()
        assert page.locator('select[name="f0"]').input_value() == "my-eligor-of-the-table"
        page.locator('select[name="f1"]').select_option("shekhtur")
        page.get_by_role("button", name="Change fighters").click()
        page.get_by_role("radio", name="Player 1").check()
        page.get_by_role("button", name="Start the duel").click()
        page.wait_for_selector("#duel")
        assert "Set an attack pair" in page.locator("#prompt").inner_text()

        broken = tmp_path / "broken.yaml"
        broken.write_text("name: Broken\nshort_name: B\nprinting: fifth\ncolour: red\n",
                          encoding="utf-8")
        page.goto(server + "/fighters")
        page.locator('input[type="file"]').set_input_files(str(broken))
        page.get_by_role("button", name="Upload").click()
        errors = page.locator("#upload-errors")
        text = errors.inner_text()
        # four problems: printing, the unknown colour, no unique_ability, no styles/finishers
        assert "field printing" in text and "field colour" in text
        assert "field unique_ability" in text and "field styles" in text
        page.screenshot(path=str(ARTIFACTS / "editor-upload-problems.png"), full_page=False)
        assert_accessible(page, "an upload's problems")
        assert page.locator(".fighter-row").count() == 1   # only the fighter saved before


@pytest.mark.parametrize("width", [360, 390])
def test_adding_an_effect_keeps_the_card_open_and_on_screen(server, width):
    # issue 21, item 10: the page comes back at the card the player was editing, still open
    with chromium() as browser:
        context = browser.new_context(viewport={"width": width, "height": 740})
        page = context.new_page()
        page.goto(server + "/fighters/new?copy=eligor")
        card = page.locator("details.card", has_text="Vengeful")
        card.locator(":scope > summary").click()
        effects = card.locator("fieldset.effect").count()
        card.get_by_role("button", name="Add an effect").click()
        page.wait_for_load_state()
        card = page.locator("details.card", has_text="Vengeful")
        assert card.get_attribute("open") is not None
        assert card.locator("fieldset.effect").count() == effects + 1
        assert page.url.endswith("#" + card.get_attribute("id"))
        top = card.evaluate("el => el.getBoundingClientRect().top")
        assert -1 <= top < 740  # scrolled to it (to the pixel), not at the top of the page
        others = page.locator("details.card[open]").count()
        assert others == 1  # the other cards stay as they were: closed
        context.close()
