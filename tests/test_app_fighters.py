"""Flask test-client tests of the fighters page and the card editor (issue 5): create, copy,
edit, save, download, upload and delete fighters; usable in a new duel at once; a duel keeps
its own copy; hostile files refused with nothing stored; names escaped."""

import io
import re

import pytest
import yaml

from app import create_app
from engine.battlecon.cards import FIGHTERS_DIR, fighter_from_yaml
from tests.web_helpers import form_fields

ELIGOR = (FIGHTERS_DIR / "eligor.yaml").read_text(encoding="utf-8")


def copy_page(client, fighter_id: str = "eligor") -> dict[str, str]:
    page = client.get(f"/fighters/new?copy={fighter_id}").get_data(as_text=True)
    return form_fields(page, "/fighters/save")


def save(client, fields: dict[str, str]):
    return client.post("/fighters/save", data={**fields, "op": "save"})


def saved_id(response) -> str:
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return response.headers["Location"].rsplit("saved=", 1)[-1]


def card_field(fields: dict[str, str], name: str, stat: str) -> str:
    """The form field of a card's stat, found by the card's name."""
    for key, value in fields.items():
        if key.endswith(".name") and value == name and key.count(".") == 2:
            return key.removesuffix("name") + stat
    raise AssertionError(f"no card {name!r} on the page")


def new_duel_with(client, fighter_id: str) -> str:
    page = client.get(f"/duel/new?f0={fighter_id}&f1=shekhtur").get_data(as_text=True)
    fields = form_fields(page, "/duel")
    response = client.post("/duel", data={**fields, "first": "0"})
    assert response.status_code == 303, response.get_data(as_text=True)[:500]
    return response.headers["Location"].rsplit("/", 1)[-1]


def upload(client, content: bytes, name: str = "wren.yaml"):
    return client.post("/fighters/upload", content_type="multipart/form-data",
                       data={"file": (io.BytesIO(content), name)})


def test_a_copied_fighter_is_saved_and_offered_in_a_new_duel_at_once(client):
    fields = copy_page(client)
    assert fields["name"] == "Eligor Larington (copy)"
    fields["name"] = "Eligor the Patient"
    fighter_id = saved_id(save(client, fields))
    assert fighter_id == "my-eligor-the-patient"
    listed = client.get("/duel/new").get_data(as_text=True)
    assert f'value="{fighter_id}"' in listed and "Eligor the Patient (yours)" in listed


def test_a_changed_printed_number_is_the_number_the_duel_plays(app, client):
    fields = copy_page(client)
    fields[card_field(fields, "Vengeful", "power")] = "+3"   # printed +1 on the copy
    fighter_id = saved_id(save(client, fields))
    game = new_duel_with(client, fighter_id)
    kit = app.extensions["store"].log(game).state.kits[0]
    assert kit.fighter_id == fighter_id and kit.card("Vengeful").power == "+3"


def test_editing_a_fighter_later_does_not_change_a_duel_already_started(app, client, tmp_path):
    fields = copy_page(client)
    fighter_id = saved_id(save(client, fields))
    game = new_duel_with(client, fighter_id)
    page = client.get(f"/fighters/{fighter_id}/edit").get_data(as_text=True)
    edited = form_fields(page, "/fighters/save")
    assert edited["fighter_id"] == fighter_id
    edited[card_field(edited, "Vengeful", "power")] = "+5"
    assert saved_id(save(client, edited)) == fighter_id
    # the duel as stored: a new app on the same database loads it from disk
    again = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                        "DATABASE": app.config["DATABASE"]})
    kit = again.extensions["store"].log(game).state.kits[0]
    assert kit.card("Vengeful").power == "+1"   # as printed when the duel started
    assert new_duel_with(again.test_client(), fighter_id) != game
    newer = again.extensions["store"].log(new_duel_with(again.test_client(), fighter_id))
    assert newer.state.kits[0].card("Vengeful").power == "+5"


def test_deleting_a_fighter_keeps_the_duels_started_with_it_playable(app, client):
    fighter_id = saved_id(save(client, copy_page(client)))
    game = new_duel_with(client, fighter_id)
    response = client.post(f"/fighters/{fighter_id}/delete")
    assert response.status_code == 303
    assert fighter_id not in client.get("/duel/new").get_data(as_text=True)
    again = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                        "DATABASE": app.config["DATABASE"]})
    assert again.test_client().get(f"/duel/{game}").status_code == 200
    assert again.extensions["store"].log(game).state.kits[0].fighter.name == \
        "Eligor Larington (copy)"


def test_an_invalid_form_is_not_saved_and_each_problem_shows_beside_its_field(app, client):
    fields = copy_page(client)
    power = card_field(fields, "Vengeful", "power")
    fields[power] = "lots"
    fields["starting_life"] = "-4"
    response = save(client, fields)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert f'data-field="{power}"' in page and 'data-field="starting_life"' in page
    assert "Not saved: 2 problems" in page
    assert 'value="lots"' in page          # what was typed is kept, not lost
    assert app.extensions["store"].fighters.all() == []


def test_adding_an_effect_keeps_everything_typed_so_far(client):
    fields = copy_page(client)
    fields["name"] = "Half-typed"
    index = card_field(fields, "Vengeful", "name").split(".")[1]
    page = client.post("/fighters/save", data={**fields, "op": f"add:styles.{index}.effects"})
    assert page.status_code == 200
    after = form_fields(page.get_data(as_text=True), "/fighters/save")
    assert after["name"] == "Half-typed"
    added = [k for k in after if k.startswith(f"styles.{index}.effects.") and k.endswith("does")]
    before = [k for k in fields if k.startswith(f"styles.{index}.effects.") and
              k.endswith("does")]
    assert len(added) == len(before) + 1


def test_the_yaml_download_is_the_saved_fighter(client):
    fields = copy_page(client)
    fighter_id = saved_id(save(client, fields))
    response = client.get(f"/fighters/{fighter_id}.yaml")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"] == f'attachment; filename="{fighter_id}.yaml"'
    downloaded = fighter_from_yaml(response.get_data(as_text=True), "download")
    original = fighter_from_yaml(ELIGOR, "eligor.yaml")
    assert downloaded.model_copy(update={"name": original.name}) == original


def test_an_uploaded_fighter_is_saved_and_can_start_a_duel(app, client):
    text = ELIGOR.replace("name: Eligor Larington", "name: Uploaded Eligor")
    fighter_id = saved_id(upload(client, text.encode()))
    assert app.extensions["store"].fighters.get(fighter_id).yaml == text
    game = new_duel_with(client, fighter_id)
    assert "Uploaded Eligor" in client.get("/fighters").get_data(as_text=True)
    assert app.extensions["store"].log(game).state.name(0) == "Eligor"


def test_an_upload_lists_every_problem_and_saves_nothing(app, client):
    text = ELIGOR.replace('power: "+1"', 'power: "lots"', 1).replace(
        "printing: classic", "printing: fifth")
    assert text.count("lots") == 1
    response = upload(client, text.encode())
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "2 problems" in page
    assert "field printing" in page and "field power" in page
    assert app.extensions["store"].fighters.all() == []


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{n}: &{n} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
    for p, n in zip("abcdefgh", "bcdefghi", strict=True))


@pytest.mark.parametrize(("content", "says"), [
    (ELIGOR.replace("short_name: Eligor", "short_name: Eligor\nstarting_life: [20]").encode(),
     "field starting_life: Input should be a valid integer"),
    (ELIGOR.replace("short_name: Eligor", "short_name: Eligor\ncolour: red").encode(),
     "field colour: unknown field"),
    (ELIGOR.replace("short_name: Eligor", "short_name: Eligor\nshort_name: Eli").encode(),
     "duplicate key &#39;short_name&#39;"),
    (BOMB.encode(), "line 1: anchors (&amp;a) are not allowed"),
    (ELIGOR.replace("name: Eligor Larington", "name: <script>alert(1)</script>").encode(),
     "a name is plain text"),
    ("name: Café".encode("latin-1"), "is not UTF-8 text"),
    (b"- just\n- a list\n", "a fighter file is a mapping"),
    (b"name: [unclosed\n", "line 2"),
], ids=["wrong type", "unknown key", "duplicate key", "alias bomb", "script tag", "latin-1",
        "not a mapping", "broken yaml"])


def test_a_hostile_or_malformed_file_is_refused_with_a_clear_message(app, client, content, says):
    response = upload(client, content)
    page = response.get_data(as_text=True)
    assert 400 <= response.status_code < 500
    assert says in page
    assert "<script>alert(1)</script>" not in page
    assert app.extensions["store"].fighters.all() == []


def test_a_ten_megabyte_file_is_refused_before_it_is_read(app, client):
    response = upload(client, b"name: x\n" + b"#" * 10_000_000)
    assert response.status_code == 413
    assert "at most 1 MB" in response.get_data(as_text=True)
    assert app.extensions["store"].fighters.all() == []


def test_a_fighter_that_could_not_start_a_duel_is_not_saved(app, client):
    data = yaml.safe_load(ELIGOR)
    data["styles"] = data["styles"][:1]
    response = upload(client, yaml.safe_dump(data).encode())
    assert response.status_code == 422
    assert "needs at least 2 styles" in response.get_data(as_text=True)
    assert app.extensions["store"].fighters.all() == []


def test_names_are_escaped_everywhere_they_are_shown(client):
    fields = copy_page(client)
    fields["name"] = 'Tom "Bo" & Jerry\'s'
    fields["short_name"] = "Bo & Co"
    fighter_id = saved_id(save(client, fields))
    escaped = "Tom &#34;Bo&#34; &amp; Jerry&#39;s"
    for url in ("/", "/fighters", "/duel/new", f"/fighters/{fighter_id}/edit",
                f"/duel/new?f0={fighter_id}&f1=shekhtur"):
        page = client.get(url).get_data(as_text=True)
        assert escaped in page, url
        assert 'Tom "Bo"' not in page, url
    game = new_duel_with(client, fighter_id)
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert "Bo &amp; Co" in page and "Bo & Co" not in page


def test_a_summary_with_markup_is_shown_as_text_in_the_duel(client):
    fields = copy_page(client)
    fields["ua.summary"] = "<b>bold</b> claims"
    fighter_id = saved_id(save(client, fields))
    page = client.get(f"/fighters/{fighter_id}/edit").get_data(as_text=True)
    assert "&lt;b&gt;bold&lt;/b&gt; claims" in page and "<b>bold</b>" not in page


@pytest.mark.parametrize(("url", "says"), [
    ("/fighters/my-nobody/edit", "no fighter &#39;my-nobody&#39; of yours"),
    ("/fighters/new?copy=nobody", "unknown fighter &#39;nobody&#39;"),
    ("/fighters/my-nobody.yaml", "no fighter &#39;my-nobody&#39; of yours"),
    ("/fighters/eligor/edit", "copy one, then edit the copy")])


def test_an_unknown_or_shipped_fighter_cannot_be_edited_and_the_page_says_why(client, url, says):
    response = client.get(url)
    assert response.status_code == 404
    assert says in response.get_data(as_text=True)


def test_a_shipped_fighters_file_can_be_downloaded_to_start_from(client):
    response = client.get("/fighters/eligor.yaml")
    assert response.status_code == 200 and response.get_data(as_text=True) == ELIGOR


def test_a_stale_edit_of_a_deleted_fighter_is_refused_and_nothing_is_created(app, client):
    fighter_id = saved_id(save(client, copy_page(client)))
    page = client.get(f"/fighters/{fighter_id}/edit").get_data(as_text=True)
    fields = form_fields(page, "/fighters/save")
    client.post(f"/fighters/{fighter_id}/delete")
    response = save(client, fields)
    assert response.status_code == 404
    assert "may have been deleted" in response.get_data(as_text=True)
    assert app.extensions["store"].fighters.all() == []


def test_the_upload_refuses_a_form_without_the_csrf_token(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.sqlite3")})
    response = upload(app.test_client(), ELIGOR.encode())
    assert response.status_code == 400
    assert app.extensions["store"].fighters.all() == []


def test_each_editor_page_keeps_its_browser_draft_under_its_own_name(client):
    assert 'data-draft="new:eligor"' in client.get("/fighters/new?copy=eligor").get_data(
        as_text=True)
    assert 'data-draft="new:"' in client.get("/fighters/new").get_data(as_text=True)
    fighter_id = saved_id(save(client, copy_page(client)))
    page = client.get(f"/fighters/{fighter_id}/edit").get_data(as_text=True)
    assert f'data-draft="{fighter_id}"' in page
    # adding a row posts the page: the key travels with it
    fields = form_fields(page, "/fighters/save")
    again = client.post("/fighters/save", data={**fields, "op": "add:styles"})
    assert f'data-draft="{fighter_id}"' in again.get_data(as_text=True)


def test_an_action_row_suggests_a_value_written_as_the_format_page_shows_it(client):
    page = client.get("/fighters/new?copy=eligor").get_data(as_text=True)
    # Vengeful's Before effect is {advance: 1}; docs/cards.md's example is [1, 2]
    assert re.search(r'placeholder="\[1, 2\]"\s*>1</textarea>', page)
    assert "Every action, with a value to start from" in page
