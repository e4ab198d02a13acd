"""The card editor says what is wrong in a player's words (issue 21, item 10's leftovers): the
schema's own messages ("String should have at least 1 character", "Input should be a valid
integer...") never reach the page; each becomes what to write instead."""

import re

import pytest

from assistant import editor
from assistant.editor_words import plain_words, where_words
from tests.test_app_fighters import card_field, copy_page, save
from tests.test_editor import form_of

# pydantic's own wording, which a player should never read
RAW = re.compile(r"Input should|String should|List should|Field required|valid dictionary|"
                 r"instance of|unable to parse")


def test_an_empty_name_and_a_life_that_is_no_number_are_told_in_plain_words(client):
    fields = copy_page(client)
    fields["name"] = ""
    fields["starting_life"] = "twenty"
    fields[card_field(fields, "Vengeful", "name")] = ""
    response = save(client, fields)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    shown = dict(re.findall(r'<span class="field-error" role="alert" data-field="([^"]+)">'
                            r'([^<]*)</span>', page))
    assert shown["name"] == "fill this in"
    assert shown["starting_life"] == "write a whole number, such as 3"
    assert any(field.endswith(".name") and words == "fill this in"
               for field, words in shown.items() if field != "name")
    assert not RAW.search(page)


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda f: f.update(starting_life="0"), "starting_life", "write 1 or more"),
    (lambda f: f["bases"][0].update(stun_guard="x"), "bases.0.stun_guard",
     "write a whole number, such as 3"),
    (lambda f: f["styles"][0]["effects"][0].update(timing="soon"),
     "styles.0.effects.0.timing", "pick one of: reveal, start, before, hit, damage, after, "
     "end, recycle, passive, when"),
], ids=["below the least", "not a whole number", "not one of a list"])
def test_each_schema_problem_is_shown_as_what_to_write(change, field, words):
    form = form_of("eligor")
    change(form)
    text, errors = editor.check(form)
    assert text is None
    assert errors == {field: [words]}


def test_a_problem_inside_an_action_value_names_its_place_in_words():
    form = form_of("eligor")
    form["styles"][0]["effects"][0].update(does="power", value="lots")
    _, errors = editor.check(form)
    [message] = errors["styles.0.effects.0.value"]
    assert message.startswith("item 1, power: ")
    assert not RAW.search(message)


def test_a_message_already_in_words_is_kept_and_a_place_reads_as_words():
    kept = "card names repeat: Vengeful"
    assert plain_words(kept) == kept
    assert where_words(("tokens", 0, "total")) == "tokens, item 1, total"
    assert where_words(("stun_guard",)) == "stun guard"
    assert where_words(()) == ""
