"""ABXY creature cards as the table enters them (issue 8; 003 "Card Layout" a-e, "Special
Actions"): each field checked with a message saying how to fix it, every problem at once, the
rules' creatures listed with their special action, stored and reset, shared as YAML, and the
creature editor's pages."""

from __future__ import annotations

import io
import re

import pytest

from app import create_app
from assistant.store import Store
from engine.abxy.creatures import (
    RULE_BUTTONS,
    SHIPPED,
    CreatureCard,
    InvalidCard,
    cards_from_yaml,
    cards_to_yaml,
    is_complete,
    parse_card,
)
from engine.abxy.match import Button, Creature
from engine.abxy.specials import CREATURES, special_of
from engine.battlecon.errors import InvalidInput
from tests.web_helpers import form_fields

MIRA = {"name": "Mira", "title": "", "types": "water beast", "weight": "120",
        "passive": "", "special": "Bite", "button": "Y"}
GLIMMER = {"name": "Glimmer", "title": "the Spark", "types": "fire", "weight": "45",
           "passive": "Lighter foes hesitate", "special": "", "button": ""}


def problems(fields: dict) -> dict[str, str]:
    with pytest.raises(InvalidCard) as refused:
        parse_card(fields)
    return refused.value.problems


@pytest.fixture
def creatures(database):
    """The store's abxy creatures, on SQLite and on PostgreSQL (issue 25)."""
    store = Store(database)
    yield store.abxy_creatures
    store.close()


# --- parse_card: each field -------------------------------------------------------------


def test_a_card_entered_from_its_card_gives_the_healthy_creature_a_match_starts_with():
    card = parse_card(MIRA)
    assert card == CreatureCard("Mira", "", ("water", "beast"), 120, "", "Bite", Button.Y)
    assert is_complete(card)
    assert card.creature() == Creature("Mira", 120, special="Bite", special_button=Button.Y,
                                       types=("water", "beast"))
    assert card.creature().health == "healthy"


def test_a_creature_without_a_special_action_replaces_no_button():
    card = parse_card({**GLIMMER, "button": "X"})
    assert card.special == "" and card.button is None
    assert card.creature().special_button is None


def test_a_creature_needs_a_name():
    assert "name" in problems({**GLIMMER, "name": "  "})["name"]


def test_a_name_is_short_and_has_no_slash():
    assert "40" in problems({**GLIMMER, "name": "x" * 41})["name"]
    assert "/" in problems({**GLIMMER, "name": "Dallas/Alaska"})["name"]


def test_a_name_of_the_rules_is_spelled_as_the_rules_spell_it():
    assert parse_card({**MIRA, "name": "  mIRA "}).name == "Mira"


def test_the_title_is_optional_and_short():
    assert parse_card(GLIMMER).title == "the Spark"
    assert parse_card({**GLIMMER, "title": ""}).title == ""
    assert "60" in problems({**GLIMMER, "title": "t" * 61})["title"]


def test_a_creature_has_at_least_one_creature_type():
    assert "creature type" in problems({**GLIMMER, "types": ""})["types"]


def test_creature_types_are_lower_case_words_however_they_are_separated():
    assert parse_card({**GLIMMER, "types": "Water, BEAST water"}).types == ("water", "beast")
    assert "'fire2'" in problems({**GLIMMER, "types": "fire2"})["types"]
    assert "at most 4" in problems({**GLIMMER, "types": "a b c d e"})["types"]


def test_the_weight_is_a_whole_number_from_1_to_999():
    assert "enter the weight" in problems({**GLIMMER, "weight": ""})["weight"]
    assert "'heavy' is not a whole number" in problems({**GLIMMER, "weight": "heavy"})["weight"]
    assert "2.5" in problems({**GLIMMER, "weight": "2.5"})["weight"]
    assert "0 is outside 1 to 999" in problems({**GLIMMER, "weight": "0"})["weight"]
    assert "1000 is outside" in problems({**GLIMMER, "weight": "1000"})["weight"]
    assert parse_card({**GLIMMER, "weight": " 999 "}).weight == 999
    assert parse_card({**GLIMMER, "weight": 1}).weight == 1   # a YAML number


def test_the_passive_summary_is_optional_and_at_most_300_characters():
    assert parse_card({**GLIMMER, "passive": ""}).passive == ""
    assert parse_card({**GLIMMER, "passive": "p" * 300}).passive == "p" * 300
    assert "at most 300" in problems({**GLIMMER, "passive": "p" * 301})["passive"]


def test_a_special_action_is_one_of_the_rules():
    assert "not a special action" in problems({**GLIMMER, "special": "Fireball",
                                              "button": "A"})["special"]
    assert parse_card({**GLIMMER, "special": "whomp", "button": "a"}).special == "Whomp"


def test_a_creature_the_rules_name_has_the_special_action_the_rules_give_it():
    assert "the rules give Mira the special action Bite" in problems(
        {**MIRA, "special": "Whomp", "button": "A"})["special"]
    assert "Bite" in problems({**MIRA, "special": ""})["special"]


def test_a_special_action_needs_the_button_it_replaces():
    assert "pick the button Vanish replaces" in problems(
        {**MIRA, "name": "Fade", "special": "Vanish", "button": ""})["button"]
    assert "'Z' is not a button" in problems({**GLIMMER, "special": "Flash",
                                             "button": "z"})["button"]


def test_bite_is_a_y_button_action():
    assert RULE_BUTTONS == {"Bite": Button.Y}
    for button in "ABX":
        assert "Bite is a Y button action" in problems({**MIRA, "button": button})["button"]
    assert "pick Y" in problems({**MIRA, "button": ""})["button"]
    assert parse_card(MIRA).button == Button.Y


def test_every_problem_of_a_card_is_named_at_once_each_with_its_field():
    with pytest.raises(InvalidCard) as refused:
        parse_card({"name": "", "title": "t" * 61, "types": "", "weight": "x",
                    "passive": "p" * 301, "special": "Nope", "button": "Q"})
    assert list(refused.value.problems) == ["name", "title", "types", "weight", "passive",
                                           "special", "button"]
    assert isinstance(refused.value, InvalidInput)
    lines = str(refused.value).splitlines()
    assert len(lines) == 7 and lines[3].startswith("weight: ")


def test_the_rules_twenty_one_creatures_are_shipped_with_their_special_action_prefilled():
    assert sorted(SHIPPED) == sorted(CREATURES) and len(SHIPPED) == 21
    assert list(SHIPPED) == sorted(SHIPPED, key=str.casefold)
    for name, card in SHIPPED.items():
        assert card.special == special_of(name).name
        assert card.weight is None and card.types == () and not is_complete(card)
    assert SHIPPED["Dallas"].special == SHIPPED["Alaska"].special == "Latch"
    assert SHIPPED["Mira"].button == Button.Y   # the rules fix Bite's button
    assert SHIPPED["Fade"].button is None       # printed on the card only


def test_a_creature_not_entered_cannot_start_a_match():
    with pytest.raises(InvalidInput, match="Fade is not entered yet"):
        SHIPPED["Fade"].creature()


def test_a_card_as_form_fields_reads_back_as_the_same_card():
    card = parse_card(GLIMMER)
    assert parse_card(card.fields()) == card
    assert SHIPPED["Eb"].fields()["weight"] == ""


# --- storage -----------------------------------------------------------------------------


def test_a_saved_creature_is_read_back_from_the_database_by_a_new_store(tmp_path):
    Store(tmp_path / "g.sqlite3").abxy_creatures.save(parse_card(MIRA))
    again = Store(tmp_path / "g.sqlite3").abxy_creatures
    assert again.get("Mira") == parse_card(MIRA)
    assert again.get("mira") == parse_card(MIRA)   # any case


def test_every_creature_of_the_rules_is_listed_entered_or_not_with_the_added_ones(creatures):
    assert creatures.all() == list(SHIPPED.values())
    assert creatures.ready() == []
    creatures.save(parse_card(MIRA))
    creatures.save(parse_card(GLIMMER))
    names = [c.name for c in creatures.all()]
    assert len(names) == 22 and names == sorted(names, key=str.casefold)
    assert [c.name for c in creatures.ready()] == ["Glimmer", "Mira"]
    assert creatures.get("Fade") == SHIPPED["Fade"]


def test_an_unknown_creature_is_refused_with_a_message(creatures):
    with pytest.raises(InvalidInput, match="there is no creature 'Nobody'"):
        creatures.get("Nobody")
    with pytest.raises(InvalidInput):
        creatures.delete("Nobody")


def test_deleting_an_added_creature_removes_it_and_a_creature_of_the_rules_is_reset(creatures):
    creatures.save(parse_card(MIRA))
    creatures.save(parse_card(GLIMMER))
    creatures.delete("glimmer")
    assert "Glimmer" not in [c.name for c in creatures.all()]
    creatures.delete("Mira")
    assert creatures.get("Mira") == SHIPPED["Mira"]
    assert len(creatures.all()) == 21


def test_a_new_creature_cannot_take_the_name_of_one_already_entered(creatures):
    creatures.save(parse_card(GLIMMER))
    with pytest.raises(InvalidInput, match="already entered"):
        creatures.save(parse_card({**GLIMMER, "name": "GLIMMER", "weight": "9"}))
    assert creatures.get("Glimmer").weight == 45
    creatures.save(parse_card({**GLIMMER, "weight": "9"}), original="Glimmer")
    assert creatures.get("Glimmer").weight == 9


def test_an_added_creature_can_be_renamed_and_a_creature_of_the_rules_cannot(creatures):
    creatures.save(parse_card(GLIMMER))
    creatures.save(parse_card({**GLIMMER, "name": "Glimmerwing"}), original="Glimmer")
    assert [c.name for c in creatures.all() if c.name.startswith("Glim")] == ["Glimmerwing"]
    creatures.save(parse_card(MIRA))
    with pytest.raises(InvalidInput, match="named by the rules"):
        creatures.save(parse_card({**MIRA, "name": "Myra", "special": "Bite"}),
                       original="Mira")
    assert creatures.get("Mira") == parse_card(MIRA)


# --- export and import -------------------------------------------------------------------


def test_the_entered_creatures_go_through_yaml_unchanged(tmp_path, creatures):
    creatures.save(parse_card(MIRA))
    creatures.save(parse_card(GLIMMER))
    text = creatures.export_yaml()
    assert text.startswith("# ABXY creatures") and "Fade" not in text
    other = Store(tmp_path / "other.sqlite3").abxy_creatures
    assert other.import_yaml(text) == ["Glimmer", "Mira"]
    assert other.ready() == creatures.ready()


def test_an_import_replaces_entries_of_the_same_name_and_keeps_the_others(creatures):
    creatures.save(parse_card(GLIMMER))
    creatures.save(parse_card(MIRA))
    creatures.import_yaml(cards_to_yaml([parse_card({**MIRA, "weight": "7"})]))
    assert creatures.get("Mira").weight == 7 and creatures.get("Glimmer").weight == 45


def test_a_refused_import_names_each_creature_and_field_and_saves_nothing(creatures):
    text = ("creatures:\n"
            "- {name: Eb, types: [fire], weight: 30, special: Devour, button: B}\n"
            "- {name: Mira, types: [water], weight: heavy, special: Bite, button: A}\n"
            "- {name: Fade, types: [], weight: 10, special: Vanish, button: A, colour: red}\n"
            "- {name: eb, types: [fire], weight: 31, special: Devour, button: B}\n")
    with pytest.raises(InvalidInput) as refused:
        creatures.import_yaml(text)
    lines = str(refused.value).splitlines()
    assert "creature 2 (Mira): weight: 'heavy' is not a whole number" in lines[0]
    assert lines[1].startswith("creature 2 (Mira): button: Bite is a Y button action")
    assert any(line.startswith("creature 3 (Fade): unknown field colour") for line in lines)
    assert any(line.startswith("creature 3 (Fade): types: ") for line in lines)
    assert any(line.startswith("creature 4 (eb): listed twice") for line in lines)
    assert creatures.ready() == []


def test_text_that_is_not_a_list_of_creatures_is_refused_with_the_line():
    with pytest.raises(InvalidInput, match=r"^line 2: not YAML"):
        cards_from_yaml("creatures:\n\t- name: Mira\n")
    with pytest.raises(InvalidInput, match="no creatures"):
        cards_from_yaml("just words")
    with pytest.raises(InvalidInput, match="creature 1: not a mapping"):
        cards_from_yaml("- Mira\n")


# --- the pages ---------------------------------------------------------------------------


def form_of(client, name: str) -> dict[str, str]:
    page = client.get(f"/abxy/creatures/{name}").get_data(as_text=True)
    return form_fields(page, "/abxy/creatures/save")


def test_the_list_shows_every_creature_of_the_rules_to_enter_from_its_card(client):
    page = client.get("/abxy/creatures").get_data(as_text=True)
    assert page.count('class="creature-row todo"') == 21
    assert "0 of 21" in page and "enter from its card (Bite)" in page
    assert 'href="/abxy/creatures/Mira"' in page


def test_a_creature_saved_from_its_form_is_listed_as_entered(app, client):
    fields = form_of(client, "Mira")
    assert fields["original"] == "Mira" and fields["special"] == "Bite"
    assert fields["button"] == "Y"   # prefilled: the rules fix it
    fields.update(types="Water beast", weight="120", passive="Heals when it bites")
    response = client.post("/abxy/creatures/save", data=fields)
    assert response.status_code == 303
    assert response.headers["Location"].endswith("/abxy/creatures?saved=Mira")
    page = client.get("/abxy/creatures?saved=Mira").get_data(as_text=True)
    assert "Mira is saved" in page and "1 of 21" in page
    assert "weight 120 · water beast · Bite on Y" in page
    assert app.extensions["store"].abxy_creatures.get("Mira").passive == "Heals when it bites"


def test_a_malformed_post_keeps_what_was_typed_and_says_what_is_wrong(app, client):
    fields = form_of(client, "Fade")
    fields.update(types="shadow 9", weight="light", passive="Slips away from fists")
    response = client.post("/abxy/creatures/save", data=fields)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert 'id="problems"' in page and "3 problems" in page
    assert "&#39;light&#39; is not a whole number" in page
    assert "pick the button Vanish replaces" in page
    assert 'aria-invalid="true"' in page
    kept = form_fields(page, "/abxy/creatures/save")
    assert kept["types"] == "shadow 9" and kept["weight"] == "light"
    assert kept["passive"] == "Slips away from fists" and kept["special"] == "Vanish"
    assert not is_complete(app.extensions["store"].abxy_creatures.get("Fade"))


def test_a_new_creature_is_added_from_the_blank_form(client):
    fields = form_fields(client.get("/abxy/creatures/new").get_data(as_text=True),
                         "/abxy/creatures/save")
    assert fields["original"] == "" and fields["name"] == ""
    response = client.post("/abxy/creatures/save", data={**fields, **GLIMMER})
    assert response.status_code == 303
    page = client.get("/abxy/creatures").get_data(as_text=True)
    assert "22" in page and 'data-name="Glimmer"' in page
    again = client.post("/abxy/creatures/save", data={**fields, **GLIMMER})
    assert again.status_code == 400 and "already entered" in again.get_data(as_text=True)


def test_an_unknown_creature_is_a_404_with_a_message(client):
    response = client.get("/abxy/creatures/Nobody")
    assert response.status_code == 404
    assert "There is no creature &#39;Nobody&#39;" in response.get_data(as_text=True)
    gone = client.post("/abxy/creatures/Nobody/delete")
    assert gone.status_code == 404 and "Nobody" in gone.get_data(as_text=True)


def test_deleting_from_the_page_resets_a_creature_of_the_rules(app, client):
    client.post("/abxy/creatures/save", data={**MIRA, "original": "Mira"})
    assert "Reset Mira" in client.get("/abxy/creatures/Mira").get_data(as_text=True)
    response = client.post("/abxy/creatures/Mira/delete")
    assert response.status_code == 303
    assert app.extensions["store"].abxy_creatures.get("Mira") == SHIPPED["Mira"]


def test_the_export_is_a_yaml_file_and_the_import_saves_its_creatures(app, client, tmp_path):
    client.post("/abxy/creatures/save", data={**MIRA, "original": "Mira"})
    export = client.get("/abxy/creatures.yaml")
    assert export.status_code == 200 and export.mimetype == "application/yaml"
    assert "abxy-creatures.yaml" in export.headers["Content-Disposition"]
    other = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                        "DATABASE": str(tmp_path / "other.sqlite3")}).test_client()
    response = other.post("/abxy/creatures/import", content_type="multipart/form-data",
                          data={"file": (io.BytesIO(export.get_data()), "abxy-creatures.yaml")})
    assert response.status_code == 303
    page = other.get(response.headers["Location"]).get_data(as_text=True)
    assert "Imported 1 creature." in page and "1 of 21" in page
    assert "weight 120 · water beast · Bite on Y" in page


def test_a_refused_import_lists_every_problem_and_keeps_the_pasted_text(app, client):
    text = "- {name: Mira, types: [water], weight: 0, special: Bite, button: A}\n"
    response = client.post("/abxy/creatures/import", data={"yaml": text})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert 'id="import-errors"' in page and "2 problems" in page
    assert "creature 1 (Mira): weight: 0 is outside 1 to 999" in page
    assert form_fields(page, "/abxy/creatures/import")["yaml"] == text
    assert app.extensions["store"].abxy_creatures.ready() == []
    empty = client.post("/abxy/creatures/import", data={"yaml": "  "})
    assert empty.status_code == 400 and "Choose a YAML file" in empty.get_data(as_text=True)


def test_every_creature_form_carries_a_csrf_token_and_is_refused_without_it(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})
    client = app.test_client()
    for url in ("/abxy/creatures/Mira", "/abxy/creatures/new", "/abxy/creatures"):
        page = client.get(url).get_data(as_text=True)
        forms = re.findall(r"<form method=\"post\".*?</form>", page, re.S)
        assert forms and all('name="csrf_token" value="' in f for f in forms), url
    refused = client.post("/abxy/creatures/save", data={**MIRA, "original": "Mira"})
    assert refused.status_code == 400 and "expired" in refused.get_data(as_text=True)
    assert app.extensions["store"].abxy_creatures.ready() == []
    token = form_of(client, "Mira")["csrf_token"]
    saved = client.post("/abxy/creatures/save", data={**MIRA, "original": "Mira",
                                                      "csrf_token": token})
    assert saved.status_code == 303


def test_the_name_of_the_add_page_is_not_a_creature_name(client):
    response = client.post("/abxy/creatures/save", data={**GLIMMER, "name": "new"})
    assert response.status_code == 400 and "add page" in response.get_data(as_text=True)
