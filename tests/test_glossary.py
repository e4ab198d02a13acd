"""The rules reference (issue 6, `assistant/glossary.py`): entries loaded strictly, searched by
partial name, shown from any screen with a way back to the duel."""

import re

import pytest

from assistant import glossary
from engine.battlecon.cards import CardDataError

SAMPLE = """
- term: Teleport
  also: [move directly]
  source: '000 "Movement"'
  text: Go straight to the space.
- term: Push
  source: '000 "Movement"'
  text: The opponent moves away from you.
- term: Stun Guard
  ruleset: classic
  source: '002 "Stun Guard"'
  text: Damage above it stuns.
- term: Pull
  source: '000 "Movement"'
  text: The opponent moves toward you.
"""


def load(tmp_path, text=SAMPLE):
    path = tmp_path / "glossary.yaml"
    path.write_text(text, encoding="utf-8")
    glossary.entries.cache_clear()
    try:
        return glossary.entries(path)
    finally:
        glossary.entries.cache_clear()


def test_a_partial_name_finds_the_term(tmp_path):
    found = load(tmp_path)
    assert [e.term for e in glossary.search("tele", found)] == ["Teleport"]
    assert [e.term for e in glossary.search("TELE", found)] == ["Teleport"]


def test_another_name_of_a_term_finds_it_too(tmp_path):
    assert [e.term for e in glossary.search("direct", load(tmp_path))] == ["Teleport"]


def test_names_starting_with_the_query_come_before_names_containing_it(tmp_path):
    # "s" starts Stun Guard and is inside Push: Stun Guard first, though Push sorts before it.
    found = load(tmp_path)
    assert [e.term for e in glossary.search("s", found)] == ["Stun Guard", "Push"]
    assert [e.term for e in glossary.search("gua", found)] == ["Stun Guard"]


def test_an_empty_search_lists_every_term_sorted(tmp_path):
    assert [e.term for e in glossary.search("", load(tmp_path))] == [
        "Pull", "Push", "Stun Guard", "Teleport"]


def test_a_classic_term_has_its_own_anchor(tmp_path):
    found = {e.term: e for e in load(tmp_path)}
    assert glossary.anchor(found["Stun Guard"]) == "stun-guard-classic"
    assert glossary.anchor(found["Teleport"]) == "teleport"


@pytest.mark.parametrize(("text", "says"), [
    ("- term: X\n  source: 'Movement'\n  text: y\n", "a source names a seed document"),
    ("- term: X\n  source: '000 \"M\"'\n  text: y\n  colour: red\n", "colour"),
    ("- term: X\n  term: Y\n  source: '000 \"M\"'\n  text: y\n", "duplicate key"),
    ("term: X\n", "a list of entries"),
])
def test_a_bad_glossary_file_is_refused_with_every_problem_named(tmp_path, text, says):
    with pytest.raises(CardDataError, match=says):
        load(tmp_path, text)


def test_the_reference_page_shows_the_matches_and_a_way_back_to_the_duel(client):
    page = client.get("/rules?q=tele&back=/duel/abc").get_data(as_text=True)
    assert 'href="/duel/abc"' in page and "Back to the duel" in page
    assert 'id="teleport"' in page


def test_the_way_back_never_leads_to_another_site(client):
    page = client.get("/rules?back=//evil.example/x").get_data(as_text=True)
    assert "evil.example" not in page and "Back to the duel" not in page


def test_every_page_links_to_the_reference_with_its_own_address(client):
    page = client.get("/fighters").get_data(as_text=True)
    assert 'href="/rules?back=/fighters"' in page


def test_every_ruling_of_the_docs_is_in_the_reference_with_its_title():
    found = glossary.rulings()
    assert [r.number for r in found] == list(range(1, len(found) + 1))
    teleport = [r for r in found if "teleport" in r.title.lower()]
    assert teleport and all("**" not in r.text and "`" not in r.text for r in found)


def test_a_search_finds_rulings_by_a_word_of_their_text(client):
    hits = glossary.search_rulings("Juto")
    assert hits and all("juto" in (r.title + r.text).lower() for r in hits)
    page = client.get("/rules?q=Juto").get_data(as_text=True)
    tags = dict(re.findall(r'<article class="panel ruling" id="ruling-(\d+)"([^>]*)>', page))
    assert len(tags) == len(glossary.rulings())
    for ruling in glossary.rulings():
        assert ("hidden" in tags[str(ruling.number)]) == (ruling not in hits), ruling.number
