"""The duel page shows, next to an effect the table carries out by hand, the correction forms
of the kinds that effect names (issue 19 item 13), posting to the adjust route with the field
filled in; kinds in words, never an id."""

from __future__ import annotations

import re
from unittest.mock import patch

from assistant import corrections
from engine.battlecon import adjust
from engine.battlecon.beat import pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.correction_kinds import KINDS
from engine.battlecon.setup import DuelSetup, SeatSetup, new_duel, suggested_seat
from tests.web_helpers import decide, version

# Bridj sets Dauntless Team Takedown: at Reveal his triggers are Dauntless's summary ([life])
# and Team Takedown's ([range, power, priority, guard]). (Kana's Ominous and Mage bonuses,
# used here before, are structured since issue 20.)
TO_REVEAL = ("0|set|Dauntless|Team Takedown", "1|set|Combination|Strike", "0|pass||",
             "1|pass||")


def bridj_game(app) -> str:
    bridj = SeatSetup("bridj", "Roll Call", ("Unified", "Dodge"), ("Liberation", "Grasp"))
    setup = DuelSetup((bridj, suggested_seat("shekhtur")), first_active=0)
    return app.extensions["store"].create(setup)


def at_reveal(app, client) -> tuple[str, str]:
    game = bridj_game(app)
    for decision in TO_REVEAL:
        assert decide(client, game, decision).status_code in (200, 303)
    return game, client.get(f"/duel/{game}").get_data(as_text=True)


def prompt_of(page: str) -> str:
    return page.split('id="prompt"', 1)[1].split("</section>", 1)[0]


def test_a_reveal_prompt_shows_the_life_form_next_to_the_effect_that_regains_life(app, client):
    game, page = at_reveal(app, client)
    prompt = prompt_of(page)
    by_hand = prompt.split('aria-label="Corrections by hand"', 1)[1]
    ominous = by_hand.split("Dauntless", 1)[1].split('class="by-hand-effect"', 1)[0]
    assert f'action="/duel/{game}/adjust"' in ominous and 'data-kind="life"' in ominous
    assert 'name="field" value="life"' in ominous


def test_the_form_next_to_the_prompt_corrects_the_number_and_keeps_the_prompt(app, client):
    game, page = at_reveal(app, client)
    form = prompt_of(page).split('data-kind="life"', 1)[1].split("</form>", 1)[0]
    seat = re.search(r'<option value="(\d)" selected>', form).group(1)
    assert seat == "0"  # Dauntless is Bridj's: his life is picked first
    store = app.extensions["store"]
    waiting = store.log(game).state.cursor
    response = client.post(f"/duel/{game}/adjust",
                           data={"seat": seat, "field": "life", "value": "19",
                                 "version": version(client, game)})
    assert response.status_code in (200, 303)
    state = store.log(game).state
    assert state.fighters[0].life == 19
    assert (state.cursor.step, state.cursor.order) == (waiting.step, waiting.order)


def test_a_kind_the_app_cannot_enter_yet_is_named_in_words_with_no_form(app, client):
    with patch.object(adjust, "FIELDS", ("life",)):
        _, page = at_reveal(app, client)
    prompt = prompt_of(page)
    assert 'data-kind="priority"' not in prompt and 'data-kind="power"' not in prompt
    assert "Priority: add to or take from Priority this beat (not in the app yet" in prompt


def test_the_corrections_next_to_the_prompt_show_no_ids_on_screen(app, client):
    _, page = at_reveal(app, client)
    block = prompt_of(page).split('aria-label="Corrections by hand"', 1)[1]
    shown = re.sub(r"<[^>]+>", " ", block)
    assert re.findall(r"\b[a-z]+_[a-z_]+\b", shown) == []


def test_every_kind_has_a_label_in_words():
    assert set(corrections.LABELS) == set(KINDS)
    for words in corrections.LABELS.values():
        assert "_" not in words and words[0].isupper()


def test_a_standing_rule_carried_out_by_hand_offers_its_forms(app, client):
    # Anath's unique ability: her active Aspect's printed bonuses ([power, ...]), always in
    # play (no source prints the Aspects: it stays a prompt; Cherri's clash rule, used here
    # before, is structured since issue 20).
    setup = DuelSetup((suggested_seat("anath"), suggested_seat("shekhtur")), first_active=0)
    game = app.extensions["store"].create(setup)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    standing = page.split('data-keep="standing-0"', 1)[1].split("</details>\n      </details>")[0]
    assert 'data-keep="fix-0-0"' in standing and 'data-kind="power"' in standing


def test_named_kinds_give_a_form_per_fighter_with_names_and_none_gives_none():
    state = new_duel(DuelSetup((suggested_seat("kana"), suggested_seat("shekhtur"))),
                     default_catalog())
    found = corrections.forms(state, ("cards", "tokens", "none"), 1)
    assert [(f.kind, f.seat) for f in found] == [("cards", 1), ("cards", 0), ("tokens", 1),
                                                 ("tokens", 0)]
    cards = found[0]
    assert ("card:Brand", "Brand") in cards.fields and not cards.choose_seat
    assert [v for v, _ in cards.values] == [0, 1, 2, 3, 4]
    assert found[2].fields == (("token:Malice", "Malice"), ("token:Coffin Nails", "Coffin Nails"))


def test_an_effect_resolved_by_hand_keeps_its_forms_while_its_timing_goes_on(app, client):
    game, _ = at_reveal(app, client)
    state = app.extensions["store"].log(game).state
    ominous = next(d for d in pending(state).options if "Dauntless" in d.a)
    assert decide(client, game, str(ominous)).status_code in (200, 303)
    prompt = prompt_of(client.get(f"/duel/{game}").get_data(as_text=True))
    assert "Reveal" in prompt and "Dauntless</strong> (resolved)" in prompt
    assert 'data-kind="life"' in prompt.split("Dauntless</strong> (resolved)", 1)[1]
