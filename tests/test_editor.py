"""The card editor's form (issue 5, `assistant/editor.py`): fighter data to form fields and
back, with each schema problem placed beside the field it came from."""

import re

import pytest

from assistant import editor
from engine.battlecon.cards import FIGHTERS_DIR, fighter_from_yaml, parse_yaml
from engine.battlecon.errors import InvalidInput
from engine.battlecon.schema import Action

SHIPPED = sorted(p for p in FIGHTERS_DIR.glob("*.yaml") if p.name != "shared.yaml")


def form_of(fighter_id: str) -> dict:
    text = (FIGHTERS_DIR / f"{fighter_id}.yaml").read_text(encoding="utf-8")
    return editor.form_from_data(parse_yaml(text, fighter_id))


def test_every_shipped_fighter_comes_back_unchanged_through_the_editor_form():
    assert len(SHIPPED) == 83
    for path in SHIPPED:
        original = path.read_text(encoding="utf-8")
        text, errors = editor.check(editor.form_from_data(parse_yaml(original, path.name)))
        assert errors == {}, path.stem
        assert fighter_from_yaml(text, "form") == fighter_from_yaml(original, path.name), \
            path.stem


def test_the_action_picker_offers_every_key_of_the_vocabulary_once():
    assert sorted(editor.ACTION_KINDS) == sorted(Action.model_fields)


def test_a_bad_printed_number_is_reported_beside_that_cards_stat():
    form = form_of("eligor")
    form["styles"][0]["power"] = "lots"
    text, errors = editor.check(form)
    assert text is None
    assert list(errors) == ["styles.0.power"]


def test_a_yaml_typo_in_an_actions_value_is_reported_at_that_value():
    form = form_of("eligor")
    form["styles"][0]["effects"][0].update(does="advance", value="[1, 2")
    text, errors = editor.check(form)
    assert text is None
    assert list(errors) == ["styles.0.effects.0.value"]


def test_an_action_value_the_schema_refuses_is_reported_at_that_value():
    form = form_of("eligor")
    form["bases"][0]["effects"][0].update(does="advance", value="{sideways: 2}")
    _, errors = editor.check(form)
    assert list(errors) == ["bases.0.effects.0.value"]
    assert "unknown field" in errors["bases.0.effects.0.value"][0]


def test_an_on_off_action_left_empty_is_switched_on():
    form = form_of("eligor")
    form["styles"][0]["effects"].append(
        {**editor.blank_effect(), "timing": "reveal", "does": "stun_immunity", "value": ""})
    text, errors = editor.check(form)
    assert errors == {}
    fighter = fighter_from_yaml(text, "form")
    added = fighter.styles[0].effects[-1]
    assert added.timing == "reveal" and added.action[0].stun_immunity is True


def test_a_range_bonus_is_kept_as_written_not_read_as_a_number():
    form = form_of("eligor")
    form["styles"][0]["effects"].append(
        {**editor.blank_effect(), "timing": "start", "does": "range", "value": "+1"})
    text, errors = editor.check(form)
    assert errors == {}
    assert fighter_from_yaml(text, "form").styles[0].effects[-1].action[0].range == "+1"


def test_a_repeated_card_name_is_a_problem_of_the_whole_fighter():
    form = form_of("eligor")
    form["styles"][1]["name"] = form["styles"][0]["name"]
    _, errors = editor.check(form)
    assert list(errors) == [""]
    assert "card names repeat" in errors[""][0]


@pytest.mark.parametrize("name", ["<script>alert(1)</script>", "Eli|gor", "Tab\there"])
def test_a_name_with_markup_a_bar_or_a_control_character_is_refused(name):
    form = form_of("eligor")
    form["name"] = name
    form["styles"][2]["name"] = name
    _, errors = editor.check(form)
    assert sorted(errors) == ["name", "styles.2.name"]
    assert "plain text" in errors["name"][0]


def test_a_key_written_twice_in_a_yaml_box_is_reported_in_that_box():
    form = form_of("eligor")
    form["ua"]["more"] += "\ntokens: []"
    _, errors = editor.check(form)
    assert list(errors) == ["ua.more"]
    assert "duplicate key 'tokens'" in errors["ua.more"][0]


def test_a_problem_inside_the_unique_abilitys_yaml_box_is_reported_at_the_box():
    form = form_of("eligor")
    form["ua"]["more"] = form["ua"]["more"].replace("total: 5", "total: many")
    _, errors = editor.check(form)
    assert list(errors) == ["ua.more"]
    assert errors["ua.more"][0].startswith("tokens, item 1, total")


def test_adding_a_card_and_an_effect_and_removing_them_again():
    form = form_of("eligor")
    styles, effects = len(form["styles"]), len(form["styles"][1]["effects"])
    editor.apply_op(form, "add:styles")
    editor.apply_op(form, "add:styles.1.effects")
    assert len(form["styles"]) == styles + 1
    assert form["styles"][1]["effects"][-1] == editor.blank_effect()
    editor.apply_op(form, f"remove:styles.1.effects.{effects}")
    editor.apply_op(form, f"remove:styles.{styles}")
    assert form == form_of("eligor")


@pytest.mark.parametrize("op", ["add:spells", "remove:styles.99", "remove:styles.x",
                                "explode:styles", "add:styles.0.effects.3"])


def test_an_editor_operation_that_does_not_exist_is_refused(op):
    with pytest.raises(InvalidInput, match="not something the editor can do"):
        editor.apply_op(form_of("eligor"), op)


def test_a_posted_page_is_read_row_by_row_in_order_and_stray_fields_are_ignored():
    fields = {"name": "Wren", "short_name": "Wren", "printing": "4th", "starting_life": "20",
              "styles.1.name": "Second", "styles.0.name": "First", "styles.0.power": "+1",
              "styles.0.effects.0.timing": "hit", "styles.0.effects.0.does": "push",
              "styles.0.effects.0.value": "1", "styles.0.effects.0.optional": "yes",
              "csrf_token": "x", "op": "save", "styles.-1.name": "ignored"}
    form = editor.form_from_post(fields)
    assert [c["name"] for c in form["styles"]] == ["First", "Second"]
    effect = form["styles"][0]["effects"][0]
    assert (effect["timing"], effect["does"], effect["value"], effect["optional"]) == \
        ("hit", "push", "1", True)
    assert form["bases"] == [] and form["ua"]["effects"] == []


def test_a_problem_is_listed_with_the_card_it_belongs_to():
    form = form_of("eligor")
    labels = editor.field_labels(form)
    name = form["styles"][0]["name"]
    assert editor.label_for("styles.0.power", labels) == f'Styles: "{name}" (power)'
    assert editor.label_for("", labels) == "The fighter"
    assert editor.label_for("ua.more", labels) == "Unique ability (more)"


def test_every_action_of_the_vocabulary_has_an_example_and_a_meaning_in_the_format_page():
    helps = editor.action_help()
    assert sorted(helps) == sorted(Action.model_fields)
    assert helps["advance"][0] == "[1, 2]"        # docs/cards.md: {advance: [1, 2]}
    assert helps["stun_immunity"][0] == ""        # on/off: left empty in the editor
    assert all(meaning for _, meaning in helps.values())


def test_the_card_an_operation_touched_is_the_one_reopened(client):
    # issue 21, item 10: after "Add an effect" the page reopens that card at its anchor
    form = client.get("/fighters/new?copy=eligor").get_data(as_text=True)
    assert 'formaction="/fighters/save#card-styles-1"' in form
    page = client.post("/fighters/save", data={
        "op": "add:styles.1.effects", "name": "Eligor copy", "short_name": "Eligor",
        "printing": "classic", "ua.name": "Vengeance", "ua.summary": "Made up.",
        "styles.0.name": "A", "styles.1.name": "B"}).get_data(as_text=True)
    assert re.search(r'<details class="card" id="card-styles-1"\s+open>', page)
    assert not re.search(r'<details class="card" id="card-styles-0"\s+open>', page)
