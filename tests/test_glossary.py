"""The rules reference (issue 6, `assistant/glossary.py`): entries loaded strictly, searched by
partial name, shown from any screen with a way back to the duel."""

import re

import pytest

from assistant import glossary
from engine.battlecon.cards import CardDataError
from tests.shared_docs import needs_shared, seed_texts

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
    assert "evil.example" not in page and ">Back" not in page


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


# Every line of the index of 000 (the 4th-edition rulebook), as a player would type it; a few
# index lines are one entry here (the Trash, Regain and Spend variants; Active/Inactive card).
INDEX_000 = (
    "Active Player", "Activate", "Advance", "After", "Ante Phase", "Armor", "Attack Pair",
    "Avoid", "Base", "Become", "Before", "Board", "Cannot Move", "Check Range", "Chip",
    "Clash", "Close", "Conditionals", "Counter", "Damage", "Deactivate", "Defeat", "Deplete",
    "Depletion", "Discard", "Discard Pile", "End", "Fighter Selection", "Finisher",
    "Fixed range", "Force", "Form", "Guard", "Has moved", "Hit", "Ignore Armor", "Ignore Guard",
    "Inactive", "Initial Discard", "Life", "Limited Ante", "Marker", "Movement", "N/A",
    "Opponent Ante", "Overload", "Perform", "Pick up", "Place", "Power", "Priority", "Pull",
    "Push", "Range", "Reactive Player", "Recycle", "Regain", "Retreat", "Reveal", "Revenge",
    "Set Phase", "Setup", "Shift", "Special Card", "Spend", "Start", "Status Effect", "Stun",
    "Stun Immunity", "Style", "Super", "Supply", "Switch", "Teleport", "Tiebreaker",
    "Time Over", "Token", "Trash", "Triggered Effect", "Ultra", "Unique Ability", "Use",
    "Vulnerable", "When")
CLASSIC_002 = ("Soak", "Stun Guard", "Dash", "Lose Life", "Move directly")


def test_every_term_of_the_rulebooks_index_and_the_classic_terms_can_be_found():
    for term in INDEX_000:
        assert glossary.search(term), f"no entry for {term!r}"
    for term in CLASSIC_002:
        assert any(e.ruleset == "classic" for e in glossary.search(term)), term


def test_every_entry_is_short_and_names_its_source_section():
    found = glossary.entries()
    assert len(found) >= len(INDEX_000) + len(CLASSIC_002)
    for entry in found:
        assert glossary.SOURCE.match(entry.source), entry.term
        assert entry.text.count(". ") <= 5, entry.term   # a few sentences, not prose


@needs_shared
def test_every_source_section_is_a_heading_of_its_document():
    texts = seed_texts()
    for entry in glossary.entries():
        document, heading = entry.source[:3], entry.source.split('"')[1]
        assert heading in texts[document], f"{entry.term}: {entry.source}"


def test_the_rules_button_after_a_posted_form_has_no_way_back_to_that_post(client):
    # A refused editor save answers a POST: coming back there would repeat no GET page.
    page = client.post("/fighters/save", data={"op": "save"}).get_data(as_text=True)
    assert 'id="rules-link" href="/rules"' in page
    back = client.get("/rules?back=/fighters").get_data(as_text=True)
    assert '>Back</a>' in back and "Back to the duel" not in back
