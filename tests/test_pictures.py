"""The board and the chart of life and Force by beat (issue 21 item 12): the chart's points are
the numbers the engine showed at the end of each beat (read here from the states of a played
duel, beat by beat), the board draws each standup and marker on its space, and the duel page
carries both as labelled pictures."""

from __future__ import annotations

import html
import random
import re

from assistant.board import board_picture, marker_label, standup_labels
from assistant.chart import chart, points
from assistant.views import table_view
from engine.battlecon.beat import apply, pending
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.state import GameState
from tests.conftest import duel


def numbers(state: GameState) -> tuple[tuple[int, int], ...]:
    return tuple((f.life, f.force) for f in state.fighters)


def played(state: GameState, seed: int, beats: int | None = None):
    """Play random legal decisions from ``state`` (to the end, or until ``beats`` beats have
    ended); return the last state and the numbers seen as each beat ended, the start first."""
    rng = random.Random(seed)
    seen = [numbers(state)]
    while (now := pending(state)) is not None:
        beat = state.beat
        state = apply(state, rng.choice(now.options))
        if state.beat != beat:
            seen.append(numbers(state))
            if beats is not None and len(seen) > beats:
                break
    if state.outcome is not None and len(seen) == state.beat:
        seen.append(numbers(state))
    return state, seen


def test_each_point_of_the_chart_is_the_life_and_force_at_the_end_of_that_beat():
    start = duel()
    end, seen = played(start, seed=5)
    assert end.outcome is not None and len(seen) > 3
    c = chart(start, end)
    life, force = c.panels
    assert [p.title for p in c.panels] == ["Life", "Force"]
    for seat, name in enumerate(("Eligor", "Shekhtur")):
        assert life.series[seat].name == name
        assert life.series[seat].values == tuple(p[seat][0] for p in seen)
        assert force.series[seat].values == tuple(p[seat][1] for p in seen)
    assert c.beats == tuple(range(len(seen)))
    assert c.rows[0][0] == "start" and c.rows[-1][0] == str(end.beat)


def test_an_unfinished_duel_charts_only_the_beats_that_have_ended():
    start = duel()
    state, seen = played(start, seed=2, beats=2)
    state = apply(state, pending(state).options[0])  # into beat 3, not finished
    c = chart(start, state)
    assert c.beats == (0, 1, 2)
    assert c.panels[0].series[1].values == tuple(p[1][0] for p in seen)


def test_the_chart_says_its_numbers_in_words_and_in_a_table():
    start = duel()
    state, seen = played(start, seed=3, beats=2)
    c = chart(start, state)
    lives = ", ".join(str(p[0][0]) for p in seen)
    assert f"Eligor life: {lives}." in c.summary
    assert c.columns == ("Beat", "Eligor life", "Shekhtur life", "Eligor Force",
                         "Shekhtur Force")
    assert c.rows[2] == ("2",) + tuple(str(v) for v in
                                       (seen[2][0][0], seen[2][1][0], seen[2][0][1],
                                        seen[2][1][1]))


def test_a_higher_life_is_drawn_higher_and_every_point_lies_inside_its_panel():
    start = duel()
    end, _ = played(start, seed=5)
    life = chart(start, end).panels[0]
    for s in life.series:
        for (_, y), value in zip(s.points, s.values, strict=True):
            assert life.top <= y <= life.bottom
            assert y == life.bottom if value <= 0 else y < life.bottom
        assert s.points[0][1] == life.top  # the start: full life, the top of the panel


def test_a_team_battle_charts_each_fighters_life_and_each_teams_force():
    start = new_duel(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur",
                                                                  "cadenza")), teams=(0, 0, 1)))
    state, seen = played(start, seed=1, beats=1)
    life, force = chart(start, state).panels
    assert len(life.series) == 3
    assert [s.name for s in force.series] == ["Team A", "Cadenza"]
    assert force.series[0].values == tuple(p[0][1] + p[1][1] for p in seen)
    assert force.series[1].values == tuple(p[2][1] for p in seen)


def test_a_ruleset_without_force_charts_life_only():
    start = new_duel(DuelSetup((suggested_seat("eligor", None, "classic"),
                                suggested_seat("shekhtur", None, "classic")), edition="classic"))
    state, _ = played(start, seed=1, beats=1)
    assert [p.title for p in chart(start, state).panels] == ["Life"]


def test_points_add_the_last_numbers_once_the_duel_is_over():
    start = duel()
    end, seen = played(start, seed=5)
    beats, values = points(start, end)
    assert beats[-1] == end.beat and values[-1] == numbers(end) == seen[-1]


def test_a_fighter_on_space_n_is_drawn_in_the_nth_space():
    state = duel(positions=(2, 6))
    pic = board_picture(table_view(state))
    assert len(pic.spaces) == 7 and [s.number for s in pic.spaces] == list(range(1, 8))
    drawn = {s.number: [f.name for f in s.standups] for s in pic.spaces if s.standups}
    assert drawn == {2: ["Eligor"], 6: ["Shekhtur"]}
    assert pic.spaces[1].x < pic.spaces[5].x
    assert "Eligor, Active Player, on space 2." in pic.label and "Distance 4." in pic.label


def test_the_active_player_is_starred_and_no_one_else():
    pic = board_picture(table_view(duel(active=1)))
    standups = [f for s in pic.spaces for f in s.standups]
    assert [f.name for f in standups if f.active] == ["Shekhtur"]
    assert pic.active == "Shekhtur"


def test_every_marker_on_the_board_is_drawn_on_its_space_with_its_owner():
    state = duel("adirondack", "shekhtur")
    markers = state.fighters[0].markers
    assert sum(1 for m in markers if m) >= 2  # Hachi, Cori and Raffi start on the board
    pic = board_picture(table_view(state))
    for name, space in zip(("Hachi", "Cori", "Raffi"), markers, strict=False):
        if space:
            chips = pic.spaces[space - 1].chips
            assert any(c.name == name and c.owner == "Adirondack" for c in chips), name
            assert f"Adirondack's {name} on space {space}" in pic.label


def test_a_team_battle_board_has_nine_spaces_and_team_letters():
    state = new_duel(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur",
                                                                  "cadenza")), teams=(0, 0, 1)))
    pic = board_picture(table_view(state))
    assert len(pic.spaces) == 9
    teams = {f.name: f.team for s in pic.spaces for f in s.standups}
    assert teams == {"Eligor": "A", "Shekhtur": "A", "Cadenza": "B"}
    for seat, space in enumerate(state.positions):
        assert pic.spaces[space - 1].standups[0].name == state.name(seat)


def test_labels_are_told_apart_in_a_mirror_match_and_markers_are_abbreviated():
    assert standup_labels(["Eligor", "Eligor"], 2) == ["E1", "E2"]
    assert standup_labels(["Eligor", "Shekhtur"], 3) == ["Eli", "She"]
    assert [marker_label(n) for n in ("Environment 2", "Magnetron Droid", "Hachi")] == \
        ["Env2", "MD", "Hac"]


def _space(page: str, number: int) -> str:
    found = re.search(rf'<g data-space="{number}">(.*?)</g>', page, re.S)
    assert found, f"space {number} is not drawn"
    return found.group(1)


def test_the_duel_page_draws_the_board_and_after_a_beat_the_chart(client, app):
    store = app.extensions["store"]
    game = store.create(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")),
                                  first_active=0))
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert 'id="board"' in page and 'role="img"' in page
    assert 'data-standup="Eligor"' in _space(page, 3)
    assert 'data-standup="Shekhtur"' in _space(page, 5)
    assert 'id="chart"' not in page  # no beat has ended yet
    rng = random.Random(4)
    log = store.log(game)
    while log.state.beat == 1:
        log = store.play(game, rng.choice(pending(log.state).options), len(log.entries))
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert '<details id="chart"' in page and '<details id="chart" class="chart" ' \
        'data-keep="chart"><summary>' in page  # closed while the duel goes on
    life = [f.life for f in log.state.fighters]
    row = re.search(r'<tr[^>]*><th scope="row">1</th>(.*?)</tr>', page).group(1)
    assert re.findall(r"<td>(-?\d+)</td>", row)[:2] == [str(v) for v in life]
    for seat, space in enumerate(log.state.positions):
        assert f'data-standup="{log.state.name(seat)}"' in _space(page, space)


def test_the_chart_is_open_once_the_duel_has_ended(client, app):
    store = app.extensions["store"]
    game = store.create(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")),
                                  first_active=0))
    rng = random.Random(5)
    log = store.log(game)
    while (now := pending(log.state)) is not None:
        log = store.play(game, rng.choice(now.options), len(log.entries))
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    assert re.search(r'<details id="chart" class="chart" data-keep="chart-end" open>', page)
    assert re.search(rf'<tr[^>]*><th scope="row">{log.state.beat}</th>', page)


def test_the_chart_is_an_image_of_its_own_kept_while_its_numbers_stand(client, app):
    # The duel page shows the chart as an image (a live update carries its address only).
    store = app.extensions["store"]
    game = store.create(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")),
                                  first_active=0))
    assert client.get(f"/duel/{game}/chart.svg").status_code == 404  # no beat has ended
    rng = random.Random(4)
    log = store.log(game)
    while log.state.beat == 1:
        log = store.play(game, rng.choice(pending(log.state).options), len(log.entries))
    page = client.get(f"/duel/{game}").get_data(as_text=True)
    src = html.unescape(re.search(r'<img class="picture" id="chart-img" src="([^"]+)"',
                                  page).group(1))
    picture = client.get(src)
    assert picture.status_code == 200 and picture.mimetype == "image/svg+xml"
    assert "max-age" in picture.headers["Cache-Control"]  # the address names these numbers
    drawing = picture.get_data(as_text=True)
    assert drawing.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in drawing
    assert drawing.count("<polyline") == 4  # life and Force of each fighter
    assert client.get(f"/duel/{game}/chart.svg?k=old").headers["Cache-Control"] == "no-store"
    while log.state.beat == 2:
        log = store.play(game, rng.choice(pending(log.state).options), len(log.entries))
    later = client.get(f"/duel/{game}").get_data(as_text=True)
    assert html.unescape(re.search(r'id="chart-img" src="([^"]+)"', later).group(1)) != src
