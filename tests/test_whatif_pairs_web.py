"""The route of the what-if board for two attack pairs (issue 6, /whatif/pairs): the answer in
the page, clear messages for a wrong question, the form for any fighter of the catalog (yours
included), opened from a duel with its fighters and standups."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.test_app_fighters import ELIGOR, upload
from tests.web_helpers import form_fields, start

ASK = ("/whatif/pairs?f0=eligor&f1=shekhtur&s0=Counter&b0=Shot&s1=Jugular&b1=Strike"
       "&p0=3&p1=5&active=0")


def page(client, query: str, status: int = 200) -> str:
    response = client.get(query)
    text = response.get_data(as_text=True)
    assert response.status_code == status, text[-800:]
    return text


def answer_text(text: str) -> str:
    found = re.search(r'id="active-answer">(.*?)</p>', text, re.S)
    return " ".join(re.sub(r"<[^>]+>", "", found.group(1)).split()) if found else ""


def test_the_page_says_who_would_be_active_and_who_reaches_whom(client):
    text = page(client, ASK + "&a1=Malice")
    assert answer_text(text).startswith("Shekhtur would be the Active Player")
    assert "priority 6 beats 1" in answer_text(text)
    assert "Eligor hits Shekhtur at distance 2 (range 1~4)" in text
    assert "Shekhtur does not reach Eligor at distance 2 (range 1)" in text


def test_a_clash_is_said_with_what_the_players_do_next(client):
    text = page(client, ASK.replace("s0=Counter&b0=Shot", "s0=Vengeful&b0=Strike")
                .replace("s1=Jugular", "s1=Combination"))
    assert answer_text(text).startswith("Clash")
    assert "play a new base" in text


def test_every_breakdown_on_the_page_adds_up_to_the_stat_shown(client):
    text = page(client, ASK + "&a0=Power+Up&a0=Vengeance&a1=Malice&a1=Speed+Up")
    shown = re.findall(r'<td class="stat">([^<]+)</td>', text)
    assert len(shown) == 10
    for line in shown:
        if " = " not in line:
            continue
        total, parts = line.split(" = ", 1)
        numbers = re.findall(r"(?:^| )([+-]?\d+)(?:~(\d+))?(?= |$)", parts)
        lo = sum(int(a) for a, _ in numbers)
        hi = sum(int(b) if b else int(a) for a, b in numbers)
        assert total == (str(lo) if lo == hi else f"{lo}~{hi}"), line


def test_the_page_is_honest_about_what_is_not_played_out(client):
    text = page(client, ASK.replace("b0=Shot", "b0=Aegis"))
    assert "before anyone moves" in text
    assert "Reveal triggers of Eligor to play at the table" in text and "Aegis" in text


@pytest.mark.parametrize(("query", "says"), [
    (ASK.replace("f0=eligor", "f0=nobody"), "there is no fighter &#39;nobody&#39;"),
    (ASK.replace("s0=Counter", "s0=Fly"), "Eligor has no style &#39;Fly&#39;: pick one of"),
    (ASK.replace("b1=Strike", "b1=Kick"), "Shekhtur has no base &#39;Kick&#39;: pick one of"),
    (ASK + "&a0=Malice", "Eligor has no ante &#39;Malice&#39;: tick the antes listed"),
    (ASK + "&a1=Speed+Up&a1=Speed+Up", "Shekhtur may use Speed Up once a beat"),
    (ASK.replace("p1=5", "p1=3"), "two different spaces"),
    (ASK.replace("active=0", "active=2"), "who holds Active status"),
])
def test_a_wrong_pair_question_gets_a_clear_message(client, query, says):
    text = page(client, query, 400)
    assert says in text
    assert 'id="pairs-form"' in text  # the form is still there to fix it


def test_a_new_fighter_shows_its_cards_without_an_answer_even_with_the_old_pair(client):
    # Without JavaScript the player picks another fighter and presses "Show these fighters'
    # cards": the old style is not the new fighter's, and that is no error.
    text = page(client, ASK.replace("f0=eligor", "f0=heketch") + "&step=cards")
    assert 'id="active-answer"' not in text
    fields = form_fields(text, "/whatif/pairs#answer")
    assert fields["f0"] == "heketch"
    assert fields["s0"] == "Merciless"  # the new fighter's first style
    assert "Dark Force" in text


def test_the_form_lists_every_fighter_with_styles_bases_finishers_and_antes(client):
    text = page(client, "/whatif/pairs?f0=eligor&f1=shekhtur")
    assert 'id="active-answer"' not in text
    assert text.count('<option value="eligor"') == 2
    assert '<optgroup label="Finisher (replaces the whole pair)">' in text
    assert ">Sheet Lightning</option>" in text and ">Soul Breaker</option>" in text
    assert text.count('name="a1" value="Malice"') == 5  # one box per Malice token
    assert 'name="a0" value="Vengeance"' in text and 'name="a0" value="Power Up"' in text


def test_a_fighter_of_your_own_can_be_picked_and_its_numbers_count(client):
    mine = ELIGOR.replace("name: Eligor Larington", "name: Wren Larington", 1) \
        .replace("short_name: Eligor", "short_name: Wren", 1)
    assert upload(client, mine.encode()).status_code == 303
    listed = page(client, "/whatif/pairs")
    fighter_id = re.search(r'<option value="([^"]+)"[^>]*>Wren Larington \(yours\)', listed)
    assert fighter_id, "the fighter of your own is not listed"
    text = page(client, ASK.replace("f0=eligor", f"f0={fighter_id.group(1)}"))
    assert "Wren hits Shekhtur at distance 2" in text


def test_the_duel_link_prefills_fighters_standups_active_player_and_the_way_back(client):
    text = page(client, "/whatif/pairs?f0=shekhtur&f1=eligor&p0=2&p1=6&active=1"
                        "&back=/duel/abc")
    fields = form_fields(text, "/whatif/pairs#answer")
    assert (fields["f0"], fields["f1"], fields["p0"], fields["p1"], fields["active"]) == \
        ("shekhtur", "eligor", "2", "6", "1")
    assert fields["back"] == "/duel/abc"
    assert '<a class="button" href="/duel/abc">Back to the duel</a>' in text


def test_another_site_is_never_the_way_back(client):
    text = page(client, "/whatif/pairs?back=//evil.example")
    assert 'href="//evil.example"' not in text and "Back to the duel" not in text


def test_the_two_boards_link_to_each_other_with_the_same_standups_and_way_back(client):
    movement = page(client, "/whatif?p0=2&p1=6&back=/duel/abc")
    assert "/whatif/pairs?p0=2&amp;p1=6&amp;back=/duel/abc" in movement
    pairs = page(client, "/whatif/pairs?p0=2&p1=6&back=/duel/abc")
    assert "/whatif?p0=2&amp;p1=6&amp;back=/duel/abc" in pairs


def test_the_duel_page_opens_the_pair_board_with_its_fighters_standups_and_active_player(client):
    game = start(client)
    duel = page(client, f"/duel/{game}")
    opened = html.unescape(re.search(r'href="(/duel/[^"]+/whatif/pairs)"', duel).group(1))
    link = client.get(opened).headers["Location"]
    query = parse_qs(urlsplit(link).query)
    assert (query["f0"], query["f1"], query["p0"], query["p1"], query["active"]) == \
        (["eligor"], ["shekhtur"], ["3"], ["5"], ["0"])
    assert query["back"] == [f"/duel/{game}"]
    board = page(client, link)
    assert "Back to the duel" in board and "Eligor" in board and "Shekhtur" in board


def test_under_the_classic_ruleset_the_pair_board_offers_dash_and_no_overloads(client):
    text = page(client, "/whatif/pairs?f0=eligor&f1=shekhtur&rules=classic&s0=Vengeful"
                        "&b0=Dash&s1=Unleashed&b1=Strike&p0=2&p1=6&active=0")
    assert ">Dash<" in text and ">Dodge<" not in text and "Power Up" not in text
    assert re.search(r"Eligor would be the Active\s+Player", text)  # Dash: priority 9
    assert '002 &#34;3 - Reveal Attack Pairs&#34;' in text and "<th>Stun Guard</th>" in text
    refused = page(client, "/whatif/pairs?f0=eligor&f1=shekhtur&rules=classic&s0=Vengeful"
                           "&b0=Strike&s1=Unleashed&b1=Strike&a0=Power+Up", status=400)
    assert "Eligor has no ante &#39;Power Up&#39;" in refused


def test_a_classic_finisher_replaces_the_pair_on_the_board_without_switch(client):
    text = page(client, "/whatif/pairs?f0=eligor&f1=shekhtur&rules=classic"
                        "&s0=Sweet+Revenge&b0=Strike&s1=Unleashed&b1=Strike")
    assert "Player 1: Eligor, Sweet Revenge" in text
