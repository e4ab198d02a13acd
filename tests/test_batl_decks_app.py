"""BATL deck lists in the app (issue 9; 004 "Deck"): saved decks kept exactly as typed,
the pages (Check lists every problem at once, with and without htmx; Save even with problems;
edit, rename, delete, download; upload of .txt and .csv) and the 400s for bad input, with
nothing typed lost."""

from __future__ import annotations

import io
import re

import pytest

from app import create_app
from assistant.batl_decks import SKELETON
from assistant.store import Store
from engine.batl.deck import read
from engine.battlecon.errors import InvalidInput
from tests.test_batl_deck import LEGAL, edit
from tests.web_helpers import form_fields

BROKEN = edit(edit(LEGAL, "character Monk: atk 1, def 0, ms 1, range 1"),
              "4 Hit: Basic, Monk, atk +1, lasts turn", "5 Hit: Basic, Monk, atk +1, lasts turn")


@pytest.fixture
def decks(database):
    """The store's batl decks, on SQLite and on PostgreSQL (issue 25)."""
    store = Store(database)
    yield store.batl_decks
    store.close()


def save(client, text: str, name: str = "", original: str = ""):
    return client.post("/batl/decks/save", data={"name": name, "text": text,
                                                  "original": original})


def upload(client, content: bytes, filename: str):
    return client.post("/batl/decks/upload", content_type="multipart/form-data",
                       data={"file": (io.BytesIO(content), filename)})


def fields_of(page: str) -> dict[str, str]:
    """What a browser posts from the deck form of ``page``: as `form_fields`, less the one
    newline a browser drops after ``<textarea>``."""
    fields = form_fields(page, "/batl/decks/save")
    fields["text"] = fields["text"].removeprefix("\n")
    return fields


def problem_lines(page: str) -> list[str]:
    return re.findall(r'<li class="problem (\w+)" data-line="(\d+)"', page)


# --- the saved decks ---------------------------------------------------------------------


def test_a_deck_is_kept_exactly_as_typed_and_read_back_by_a_new_store(tmp_path):
    text = "# mine\r\n" + BROKEN + "\n\n"
    Store(tmp_path / "g.sqlite3").batl_decks.save("Monk", text)
    again, deck, found = Store(tmp_path / "g.sqlite3").batl_decks.get("MONK")
    assert again == text
    assert deck.name == "Monk Starter" and deck.size == 61
    assert [p.line for p in found] == [0, 0, 5]   # 61 cards, no character, 5 Hit


def test_an_unknown_deck_is_refused_with_a_message(decks):
    with pytest.raises(InvalidInput, match="there is no deck 'Nobody'"):
        decks.get("Nobody")
    with pytest.raises(InvalidInput):
        decks.delete("Nobody")


def test_a_new_deck_cannot_take_a_saved_name_and_a_rename_drops_the_old_name(decks):
    decks.save("Monk", LEGAL, original="")
    with pytest.raises(InvalidInput, match="a deck named Monk is saved already"):
        decks.save("monk", BROKEN, original="")
    assert decks.get("Monk")[0] == LEGAL
    assert decks.save("Monk Two", BROKEN, original="Monk") == "Monk Two"
    assert [d.name for d in decks.list()] == ["Monk Two"]
    assert decks.save("monk two", LEGAL, original="Monk Two") == "monk two"  # a new spelling
    assert [(d.name, d.legal) for d in decks.list()] == [("monk two", True)]


def test_a_deck_name_is_short_and_is_not_the_address_of_another_page(decks):
    for bad in ("", "   ", "x" * 61, "a/b", "new", "Check", "monk.txt"):
        with pytest.raises(InvalidInput):
            decks.save(bad, LEGAL)
    assert decks.list() == []


# --- the pages ---------------------------------------------------------------------------


def test_the_deck_lists_are_offered_on_the_home_page(client):
    page = client.get("/").get_data(as_text=True)
    assert 'href="/batl/decks"' in page and "Deck lists" in page


def test_a_new_deck_starts_from_a_commented_skeleton_with_nothing_checked_yet(client):
    page = client.get("/batl/decks/new").get_data(as_text=True)
    fields = fields_of(page)
    assert fields["text"] == SKELETON and fields["name"] == "" and fields["original"] == ""
    assert "Tap Check to count the cards" in page
    deck, found = read(SKELETON)
    assert deck.cards == () and deck.character is None and found == ()


def test_check_lists_every_problem_of_the_list_at_once_and_saves_nothing(app, client):
    response = client.post("/batl/decks/check", data={"name": "Monk", "text": BROKEN,
                                                      "original": ""})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert problem_lines(page) == [("error", "0"), ("error", "0"), ("error", "4")]
    assert "Not legal yet: 3 errors." in page
    assert "The deck has no character" in page and "The deck has 61 cards" in page
    assert "Hit: 5 copies" in page and "(004 &#34;Deck&#34;)" in page
    assert '<span class="count">61/60</span>' in page
    kept = fields_of(page)
    assert kept["text"] == BROKEN and kept["name"] == "Monk"
    assert app.extensions["store"].batl_decks.list() == []


def test_check_from_htmx_answers_with_the_report_alone(client):
    response = client.post("/batl/decks/check", headers={"HX-Request": "true"},
                           data={"name": "", "text": LEGAL, "original": ""})
    page = response.get_data(as_text=True)
    assert page.lstrip().startswith('<section id="report"')
    assert "<textarea" not in page and "<html" not in page
    assert "Legal: ready to play." in page
    for count, kind in (("30", "Basic"), ("12", "Combo"), ("6/6", "Equipment"),
                        ("12", "Resource"), ("60/60", "cards")):
        assert f'<span class="count">{count}</span> {kind}' in page


def test_the_deck_page_has_one_form_whose_check_button_swaps_the_report(client):
    page = client.get("/batl/decks/new").get_data(as_text=True)
    check = re.search(r"<button[^>]*>Check</button>", page).group(0)
    assert 'formaction="/batl/decks/check"' in check      # without JavaScript
    assert 'hx-post="/batl/decks/check"' in check and 'hx-target="#report"' in check
    assert page.count('id="report"') == 1


def test_a_deck_with_problems_is_saved_as_typed_and_the_page_says_it_is_not_legal(app, client):
    text = BROKEN.replace("\n", "\r\n")
    response = save(client, text, name="Monk")
    assert response.status_code == 303
    assert response.headers["Location"].endswith("/batl/decks/Monk?saved=1")
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Saved." in page and "not legal" in page and "kept exactly as typed" in page
    assert len(problem_lines(page)) == 3
    assert app.extensions["store"].batl_decks.get("Monk")[0] == text


def test_saved_decks_are_listed_as_legal_or_with_their_count_of_problems(client):
    save(client, LEGAL, name="Good")
    save(client, BROKEN, name="Bad")
    page = client.get("/batl/decks").get_data(as_text=True)
    states = re.findall(r'data-name="(\w+)">.*?class="state">(.*?)</span>', page, re.S)
    assert [(name, " ".join(state.split())) for name, state in states] == [
        ("Bad", "3 problems · 61 cards"), ("Good", "legal · 60 cards")]
    for link in ('href="/batl/decks/Good"', 'href="/batl/decks/Good.txt"',
                 'action="/batl/decks/Good/delete"', 'href="/batl/decks/new"',
                 'action="/batl/decks/upload"'):
        assert link in page


def test_a_saved_deck_is_edited_and_renamed_from_its_page(app, client):
    save(client, BROKEN, name="Monk")
    fields = fields_of(client.get("/batl/decks/Monk").get_data(as_text=True))
    assert fields["original"] == "Monk" and fields["text"] == BROKEN
    response = save(client, LEGAL, name="Monk Fixed", original="Monk")
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Saved. The deck is legal." in " ".join(page.split())
    decks = app.extensions["store"].batl_decks
    assert [d.name for d in decks.list()] == ["Monk Fixed"]
    assert client.get("/batl/decks/Monk").status_code == 404


def test_an_empty_name_takes_the_deck_lines_name(app, client):
    response = save(client, LEGAL, name="  ")
    assert response.headers["Location"].endswith("/batl/decks/Monk%20Starter?saved=1")


def test_a_deck_without_any_name_is_refused_with_400_and_what_was_typed_kept(app, client):
    text = edit(LEGAL, "deck Monk Starter")
    response = save(client, text)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "Not saved: give the deck a name" in page
    assert fields_of(page)["text"] == text
    assert app.extensions["store"].batl_decks.list() == []


def test_a_new_deck_with_a_saved_name_is_refused_with_400_and_both_are_kept(app, client):
    save(client, LEGAL, name="Monk")
    response = save(client, BROKEN, name="monk")
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "a deck named Monk is saved already" in page
    assert fields_of(page)["text"] == BROKEN
    assert app.extensions["store"].batl_decks.get("Monk")[0] == LEGAL


def test_a_list_too_long_is_refused_with_400_by_save_and_check_and_kept_on_the_page(app, client):
    text = LEGAL + "# " + "x" * 60_000 + "\n"
    response = save(client, text, name="Long")
    assert response.status_code == 400
    assert fields_of(response.get_data(as_text=True))["text"] == text
    checked = client.post("/batl/decks/check", headers={"HX-Request": "true"},
                          data={"name": "Long", "text": text, "original": ""})
    assert checked.status_code == 400
    assert 'id="check-error"' in checked.get_data(as_text=True)
    assert "too long to save" in checked.get_data(as_text=True)
    assert app.extensions["store"].batl_decks.list() == []


def test_a_deck_is_downloaded_exactly_as_saved(client):
    text = "# my notes, kept\n" + BROKEN
    save(client, text, name="Monk Starter")
    response = client.get("/batl/decks/monk%20starter.txt")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    assert 'filename="Monk Starter.txt"' in response.headers["Content-Disposition"]
    assert response.get_data(as_text=True) == text
    assert client.get("/batl/decks/Nobody.txt").status_code == 404


def test_a_deck_is_deleted_and_an_unknown_deck_is_a_404_with_a_message(app, client):
    save(client, LEGAL, name="Monk")
    response = client.post("/batl/decks/Monk/delete")
    assert response.status_code == 303
    assert "Monk is deleted" in client.get(response.headers["Location"]).get_data(as_text=True)
    assert app.extensions["store"].batl_decks.list() == []
    missing = client.get("/batl/decks/Monk")
    assert missing.status_code == 404
    assert "There is no deck &#39;Monk&#39;" in missing.get_data(as_text=True)
    assert client.post("/batl/decks/Monk/delete").status_code == 404


def test_an_uploaded_text_list_is_saved_under_its_deck_line_and_a_taken_name_gets_a_number(
        app, client):
    first = upload(client, LEGAL.encode(), "whatever.txt")
    assert first.status_code == 303
    assert first.headers["Location"].endswith("/batl/decks/Monk%20Starter?saved=uploaded")
    page = client.get(first.headers["Location"]).get_data(as_text=True)
    assert "Uploaded and saved." in page and "The deck is legal." in page
    second = upload(client, BROKEN.encode(), "whatever.txt")
    assert second.headers["Location"].endswith("/batl/decks/Monk%20Starter%20(2)?saved=uploaded")
    decks = app.extensions["store"].batl_decks
    assert decks.get("Monk Starter")[0] == LEGAL and decks.get("Monk Starter (2)")[0] == BROKEN


def test_an_uploaded_csv_is_saved_under_the_files_name_and_checked(app, client):
    csv = ("name,type,class,copies,tags\nMonk,character,,,atk 1\n"
           "Monk,class,,,resource Ki; pool 2\nHit,Basic,Monk,5,atk +1\nKi,Resource,Monk,12,\n"
           "Staff,Equipment,,1,weapon\n")
    response = upload(client, csv.encode(), "my monk.csv")
    assert response.headers["Location"].endswith("/batl/decks/my%20monk?saved=uploaded")
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert problem_lines(page) == [("error", "0"), ("error", "0"), ("error", "4")]
    assert "The deck has 18 cards" in page and "Hit: 5 copies" in page
    assert app.extensions["store"].batl_decks.get("my monk")[0] == csv


@pytest.mark.parametrize("content, filename, says", [
    (None, "", "Choose a .txt or .csv file to upload."),
    (b"  \n", "deck.txt", "deck.txt is empty. Nothing was saved."),
    ("4 Hit: Basic, Mönk\n".encode("latin-1"), "deck.txt", "deck.txt is not UTF-8 text"),
    (b"#" * 60_001, "big.txt", "big.txt is larger than 60 kB"),
    (b"#" * 2_000_001, "huge.txt", "That file is larger than 60 kB"),
])
def test_a_bad_upload_is_refused_with_400_and_nothing_saved(app, client, content, filename,
                                                            says):
    response = client.post("/batl/decks/upload", content_type="multipart/form-data",
                           data={} if content is None else
                           {"file": (io.BytesIO(content), filename)})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert 'id="upload-error"' in page and says in page
    assert app.extensions["store"].batl_decks.list() == []


def test_every_deck_form_carries_a_csrf_token_and_is_refused_without_it(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})
    client = app.test_client()
    app.extensions["store"].batl_decks.save("Monk", LEGAL)
    for url in ("/batl/decks", "/batl/decks/new", "/batl/decks/Monk"):
        page = client.get(url).get_data(as_text=True)
        forms = re.findall(r"<form method=\"post\".*?</form>", page, re.S)
        assert forms and all('name="csrf_token" value="' in f for f in forms), url
    refused = save(client, BROKEN, name="Other")
    assert refused.status_code == 400 and "expired" in refused.get_data(as_text=True)
    assert [d.name for d in app.extensions["store"].batl_decks.list()] == ["Monk"]
