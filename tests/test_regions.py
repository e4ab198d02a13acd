"""Live updates send only what changed (issue 21, item 13): `assistant.regions`, on made-up
areas and on the duel area the app renders."""

from __future__ import annotations

import re

import pytest

from assistant.regions import Differ, RegionError, parse, unmarked
from tests.web_helpers import decide, start, team_game

HEAD = ('<span id="live-version" hx-swap-oob="true" data-version="{}" data-base="{}" '
        'hidden></span>')


def area(version: int, life: int = 20, notes: tuple[str, ...] = ("a",), title: str = "T",
         heading: str = "What happened") -> str:
    items = "".join(f'<!--r:n-{n}--><li id="n-{n}">{n}</li><!--/r:n-{n}-->' for n in notes)
    return (f'<div id="duel" data-version="{version}"><h2>{heading}</h2>'
            f'<!--r:life--><p id="life">{life}</p><!--/r:life-->'
            f'<!--r:prompt--><section id="prompt"><h2>{title}</h2>'
            f'<input type="hidden" name="version" value="{version}"></section><!--/r:prompt-->'
            f'<!--r:notes--><ul id="notes">{items}</ul><!--/r:notes--></div>')


def test_the_first_message_of_a_stream_is_the_whole_area_without_its_marks():
    message = Differ().message(area(1))
    assert message.startswith('<div id="duel"')
    assert "<!--" not in message and 'id="life"' in message


def test_a_changed_region_is_sent_alone_as_an_out_of_band_swap():
    differ = Differ()
    differ.message(area(1))
    message = differ.message(area(2, life=17))
    assert message.startswith(HEAD.format(2, 1))
    assert '<p id="life" hx-swap-oob="true">17</p>' in message
    assert 'id="prompt"' not in message and 'id="notes"' not in message


def test_a_new_version_alone_sends_nothing_but_the_version():
    differ = Differ()
    differ.message(area(1))
    assert differ.message(area(2)) == HEAD.format(2, 1)
    assert differ.message(area(5)) == HEAD.format(5, 2)  # applies to what it sent last


def test_lines_added_at_the_end_of_a_list_are_inserted_not_the_list_resent():
    differ = Differ()
    differ.message(area(1, notes=("a", "b")))
    message = differ.message(area(2, notes=("a", "b", "c", "d")))
    assert '<ul hx-swap-oob="beforeend:#notes"><li id="n-c">c</li><li id="n-d">d</li></ul>' \
        in message
    assert 'id="n-a"' not in message


def test_lines_added_at_the_start_and_dropped_at_the_end_are_inserted_and_deleted():
    differ = Differ()
    differ.message(area(1, notes=("b", "a")))
    message = differ.message(area(2, notes=("c", "b")))
    assert '<ul hx-swap-oob="afterbegin:#notes"><li id="n-c">c</li></ul>' in message
    assert '<i id="n-a" hx-swap-oob="delete"></i>' in message
    assert 'id="n-b"' not in message


def test_a_table_row_goes_as_a_partial_read_on_its_own():
    # a <tr> after other elements of a fragment would be read as text (HTML "in body" mode)
    rows = "".join(f'<!--r:r{n}--><tr id="r{n}"><td>{n}</td></tr><!--/r:r{n}-->' for n in (1, 2))
    differ = Differ()
    first = rows[:rows.index("<!--r:r2")]
    differ.message(f'<div id="duel" data-version="1"><table><!--r:t--><tbody id="t">{first}'
                   '</tbody><!--/r:t--></table></div>')
    message = differ.message(f'<div id="duel" data-version="2"><table><!--r:t--><tbody id="t">'
                             f'{rows}</tbody><!--/r:t--></table></div>')
    assert message.endswith('<hx-partial hx-target="#t" hx-swap="beforeend"><tr id="r2"><td>2'
                            '</td></tr></hx-partial>')


def test_a_list_reordered_in_the_middle_is_sent_whole():
    differ = Differ()
    differ.message(area(1, notes=("a", "b", "c")))
    message = differ.message(area(2, notes=("a", "c", "b")))
    assert '<ul id="notes" hx-swap-oob="true">' in message


def test_a_change_between_the_regions_sends_the_whole_area():
    differ = Differ()
    differ.message(area(1))
    message = differ.message(area(2, heading="Beat 2"))
    assert message.startswith('<div id="duel"') and "Beat 2" in message


@pytest.mark.parametrize("html", [
    '<!--r:a--><p id="a"></p><!--/r:b-->',
    '<!--r:a--><p id="a"></p>',
    '<p></p><!--/r:a-->',
])
def test_marks_that_do_not_pair_up_are_refused(html):
    with pytest.raises(RegionError):
        parse(html)


def _check_regions(html: str) -> None:
    """Every region of a rendered area starts with an element whose id is the region's name,
    and no id is used twice."""
    def walk(region):
        for child in region.children:
            text = html[child.start:child.end]
            first = re.match(r'\s*<[a-zA-Z][\w-]*(?:\s[^>]*)?\sid="([\w-]+)"', text)
            assert first is not None and first.group(1) == child.name, child.name
            walk(child)
    walk(parse(html))
    ids = re.findall(r'\sid="([^"]+)"', unmarked(html))
    assert len(ids) == len(set(ids))


def _first_message(app, game: str) -> None:
    """Open a stream of ``game`` and read its first message (the whole area)."""
    stream = app.test_client().get(f"/duel/{game}/events", buffered=False)
    try:
        for chunk in stream.response:
            if (chunk.decode() if isinstance(chunk, bytes) else chunk).startswith("id:"):
                return
    finally:
        stream.close()


def test_a_page_and_an_answer_to_a_tap_never_carry_the_region_marks(client):
    game = start(client)
    answer = decide(client, game, "0|set|Vengeful|Strike", **{"HX-Request": "true"})
    assert 'id="prompt"' in answer.get_data(as_text=True)
    assert "<!--" not in answer.get_data(as_text=True)
    assert "<!--" not in client.get(f"/duel/{game}").get_data(as_text=True)


def test_the_duel_area_rendered_for_the_stream_has_well_formed_regions(app, client, monkeypatch):
    import assistant.regions as regions

    seen: list[str] = []
    original = regions.Differ.message

    def keep(self, html):
        seen.append(html)
        return original(self, html)

    monkeypatch.setattr(regions.Differ, "message", keep)
    game = start(client)
    decide(client, game, "0|set|Vengeful|Strike")
    team = team_game(app)
    for game_id in (game, team):
        _first_message(app, game_id)
    assert len(seen) == 2
    for html in seen:
        assert "<!--r:prompt-->" in html and "<!--r:fighter-0-->" in html
        _check_regions(html)
