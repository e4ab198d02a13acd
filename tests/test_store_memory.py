"""A long evening (issue 18): the store keeps a bounded number of games in memory, loads a
forgotten one again from the database, and never lets a live page miss a change."""

import threading
import time

import pytest

from app import create_app
from assistant.abxy.log import MatchSetup
from assistant.consent import Request
from assistant.recent import Recent
from assistant.store import Store
from engine.abxy.match import Creature
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, SeatSetup
from tests.web_helpers import next_message_waiting

SETUP = DuelSetup((
    SeatSetup("joal", "Neutralizer", ("Warded", "Ironstar"), ("Relentless", "Runeblade"),
              ("Binding Knife", "Hand Cannon", "Drive", "Burst")),
    SeatSetup("malandrax", "Deathtrap", ("Plotting", "Burst"), ("Calculated", "Drive"))),
    first_active=1)
BEATS = ["0|set|Cutthroat|Knuckles", "1|set|Leading|Shot", "1|pass||", "0|pass||",
         "0|choose|style:Cutthroat#0|6,5",
         "0|choose|style:Leading#0|4,5", "0|choose|base:Knuckles#1|3,5",
         "0|set|Dual Wield|Strike"]
CREATURES = tuple(Creature(f"c{i:02}", i + 1) for i in range(14))


@pytest.fixture
def store(database):
    s = Store(database, games_in_memory=3)
    yield s
    s.close()


def waiter(store: Store, game: str, stamp: int) -> tuple[threading.Thread, list[int]]:
    """A stream's wait on ``game`` in a thread; the stamp it wakes with lands in the list."""
    woke: list[int] = []
    thread = threading.Thread(target=lambda: woke.append(store.wait_for_change(game, stamp, 5)))
    thread.start()
    time.sleep(0.05)
    return thread, woke


def test_after_more_games_than_the_bound_only_the_bound_are_held(store):
    for _ in range(7):
        store.create(SETUP)
    for _ in range(5):
        store.abxy.create(MatchSetup("random", 11, CREATURES))
    assert len(store._logs) == 3
    assert len(store.abxy._logs) == 3


def test_the_least_recently_used_game_is_the_one_forgotten(store):
    first, second, third = (store.create(SETUP) for _ in range(3))
    store.log(first)
    store.create(SETUP)
    assert first in store._logs and third in store._logs and second not in store._logs


def test_a_forgotten_game_comes_back_with_its_state_and_version_and_takes_the_next_decision(
        store):
    game = store.create(SETUP)
    for n, text in enumerate(BEATS):
        store.play(game, Decision.parse(text), n)
    store.undo(game, len(BEATS))
    before = store.log(game)
    state, version = before.state, len(before.entries)
    for _ in range(3):
        store.create(SETUP)
    assert game not in store._logs
    again = store.log(game)
    assert again is not before
    assert again.state == state and len(again.entries) == version
    store.play(game, Decision.parse("0|set|Dual Wield|Strike"), version)
    assert len(store.log(game).entries) == version + 1


def test_a_forgotten_match_comes_back_with_its_state_and_takes_the_next_input(store):
    match = store.abxy.create(MatchSetup("random", 11, CREATURES))
    for n, text in enumerate(["active 0 1", "active 1 2", "input 0 A B"]):
        store.abxy.play(match, text, n)
    before = store.abxy.log(match).state
    for _ in range(3):
        store.abxy.create(MatchSetup("random", 11, CREATURES))
    assert match not in store.abxy._logs
    assert store.abxy.log(match).state == before
    store.abxy.play(match, "input 1 Y X", 3)
    assert len(store.abxy.log(match).entries) == 4


def test_a_stream_waiting_on_a_game_still_wakes_on_its_next_change_after_many_games(store):
    game = store.create(SETUP)
    stamp = store.stamp(game)
    thread, woke = waiter(store, game, stamp)
    for _ in range(6):
        store.stamp(store.create(SETUP))  # each new game's page reads its stamp
    started = time.monotonic()
    store.play(game, Decision.parse(BEATS[0]), 0)
    thread.join(2)
    assert woke and woke[0] != stamp
    assert time.monotonic() - started < 1


def test_a_live_page_gets_the_change_made_after_its_game_had_company(store):
    game = store.create(SETUP)
    thread, received = next_message_waiting(store, game,
                                            lambda: str(len(store.log(game).entries)))
    time.sleep(0.05)
    for _ in range(6):
        store.stamp(store.create(SETUP))
    store.play(game, Decision.parse(BEATS[0]), 0)
    thread.join(2)
    assert received and received[0].startswith("id: ") and "data: 1\n" in received[0]


def test_a_stamp_made_again_after_forgetting_is_never_an_id_a_phone_has_seen(store):
    game = store.create(SETUP)
    seen = {store.stamp(game)}
    store.play(game, Decision.parse(BEATS[0]), 0)
    seen.add(store.stamp(game))
    for _ in range(6):
        store.stamp(store.create(SETUP))
    assert store.stamp(game) not in seen


def test_a_pending_request_to_go_back_survives_many_games_while_a_phone_waits(store):
    game = store.create(SETUP)
    store.play(game, Decision.parse(BEATS[0]), 0)
    store.ask(game, Request(0, 0, 1, answerers=(1,)))
    thread, woke = waiter(store, game, store.stamp(game))
    for _ in range(6):
        store.stamp(store.create(SETUP))
    request = store.request(game)
    assert request is not None and (request.seat, request.seq, request.version) == (0, 0, 1)
    store.answer(game, 1, True, 1)
    thread.join(2)
    assert woke and len(store.log(game).entries) == 2


def test_the_app_passes_its_bound_to_the_store(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "a.sqlite3"),
                      "GAMES_IN_MEMORY": 2})
    assert app.extensions["store"]._logs.limit == 2


def test_a_bound_map_forgets_the_least_recently_used_but_never_a_pinned_entry():
    forgotten: list[str] = []
    pinned = {"a"}
    recent = Recent(2, pinned=lambda key: key in pinned,
                    forgot=lambda key, value: forgotten.append(key))
    for key in "abcd":
        recent.put(key, key.upper())
    assert forgotten == ["b", "c"] and len(recent) == 2
    assert recent.get("a") == "A" and recent.get("b") is None
    pinned.clear()
    recent.put("e", "E")
    assert forgotten == ["b", "c", "d"]


def test_a_bound_below_one_is_refused():
    with pytest.raises(ValueError):
        Recent(0)

