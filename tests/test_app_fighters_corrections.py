"""Fighters entered in the app name the kinds of correction of each summary, as the files of
`fighters/` do (issue 19 item 13): the editor ticks them, an upload or an edit without them is
refused with the place to fix, and a fighter saved before the rule still plays."""

import sqlite3

import yaml

from engine.battlecon.cards import FIGHTERS_DIR
from tests.test_app_fighters import copy_page, new_duel_with, save, saved_id, upload

SIX = (FIGHTERS_DIR / "patient_six.yaml").read_text(encoding="utf-8")
# Patient 6's first unique-ability effect: the mood coin's prompt when the Ante Phase begins,
# tagged [life] (a coin flipped at the table, so it stays a prompt; Kana's White Mage,
# Ottavia's Target Lock and Byron's life at Start, used here before, are structured since
# issue 20).
WHITE = "ua.effects.0"


def without_corrections(text: str) -> str:
    """The fighter's YAML with every `corrections` line taken out."""
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.lstrip().startswith("corrections:"))


def test_the_editor_ticks_the_kinds_a_summary_names(client):
    fields = copy_page(client, "patient_six")
    assert fields[f"{WHITE}.corrections.life"] == "yes"
    assert f"{WHITE}.corrections.power" not in fields


def test_kinds_ticked_in_the_editor_are_saved_with_the_summary(app, client):
    fields = copy_page(client, "patient_six")
    fields[f"{WHITE}.corrections.stun"] = "yes"
    fighter_id = saved_id(save(client, fields))
    data = yaml.safe_load(app.extensions["store"].fighters.get(fighter_id).yaml)
    assert data["unique_ability"]["effects"][0]["corrections"] == ["life", "stun"]


def test_a_summary_with_no_kind_ticked_is_not_saved_and_the_problem_is_beside_it(app, client):
    fields = copy_page(client, "patient_six")
    del fields[f"{WHITE}.corrections.life"]
    response = save(client, fields)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert f'data-field="{WHITE}"' in page and "corrections: [kind, ...]" in page
    assert app.extensions["store"].fighters.all() == []


def test_an_upload_with_a_summary_that_names_no_kind_is_refused(app, client):
    response = upload(client, without_corrections(SIX).encode())
    assert response.status_code == 422
    assert "add `corrections: [kind, ...]`" in response.get_data(as_text=True)
    assert app.extensions["store"].fighters.all() == []


def test_a_fighter_saved_before_the_rule_still_starts_a_duel(app, client):
    text = without_corrections(SIX).replace("name: Patient 6", "name: Old Six", 1)
    with sqlite3.connect(app.config["DATABASE"]) as db:
        db.execute("INSERT INTO custom_fighters (id, name, yaml, created, updated) VALUES "
                   "('my-old-six', 'Old Six', ?, 'then', 'then')", (text,))
    game = new_duel_with(client, "my-old-six")
    assert app.extensions["store"].log(game).state.name(0) == "Patient 6"
    assert client.get(f"/duel/{game}").status_code == 200
