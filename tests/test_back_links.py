"""A page's "back" link leads only to a page of this app (issue 18): every known way of writing
another site that a browser would follow is refused, and the app's own paths are kept."""

import re

import pytest

from app import _local_path

BYPASSES = [
    "//evil.example", "///evil.example", "/\\evil.example/", "\\/evil.example", "\\\\evil.example",
    "/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/ /evil.example",
    "\t//evil.example", " //evil.example", "/\x00/evil.example", "/\x7f/evil.example",
    "https://evil.example", "https:evil.example", "javascript:alert(1)", "http:/evil.example",
    "evil.example", "", "/\\\\evil.example", "/%5c", "/x\\y", "/\u000b/evil.example",
    "/\u000c/evil.example",
]
GOOD = ["/", "/duel/abc", "/duel/abc?history=all", "/rules?q=clash#beat", "/batl/decks/Mönch",
        "/whatif?p0=3&p1=5&kind=push&amounts=1"]


@pytest.mark.parametrize("path", BYPASSES)
def test_a_path_that_could_lead_a_browser_off_the_site_is_refused(path):
    assert _local_path(path.replace("%5c", "\\")) == ""


@pytest.mark.parametrize("path", GOOD)
def test_a_path_of_this_app_is_kept(path):
    assert _local_path(path) == path


@pytest.mark.parametrize("query", ["/%5Cevil.example/", "/%09/evil.example", "%2F%2Fevil.example",
                                   "/%0A/evil.example", "https%3Aevil.example"])
def test_the_rules_page_links_back_only_to_this_app(client, query):
    page = client.get(f"/rules?back={query}").get_data(as_text=True)
    assert "evil.example" not in page


def test_the_rules_page_links_back_to_the_page_it_was_opened_from(client):
    page = client.get("/rules?back=/duel/abc").get_data(as_text=True)
    assert re.search(r'href="/duel/abc"', page)
