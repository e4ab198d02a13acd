"""Games in the store, on SQLite and on PostgreSQL (the ``database`` parameter): nothing lost
on restart, stale inputs refused, undo kept."""

import re
import sqlite3
import threading
import time

import pytest

from assistant.database import open_database
from assistant.snapshot_format import snapshot_format
from assistant.store import StaleAction, Store, setup_from_json, setup_to_json
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.setup import DuelSetup, SeatSetup
from engine.battlecon.state import GameState

SETUP = DuelSetup((
    SeatSetup("joal", "Neutralizer", ("Warded", "Ironstar"), ("Relentless", "Runeblade"),
              ("Binding Knife", "Hand Cannon", "Drive", "Burst")),
    SeatSetup("malandrax", "Deathtrap", ("Plotting", "Burst"), ("Calculated", "Drive"))),
    first_active=1)


@pytest.fixture
def store(database):
    s = Store(database)
    yield s
    s.close()


def test_a_setup_survives_its_json_form():
    assert setup_from_json(setup_to_json(SETUP)) == SETUP


def test_a_game_is_resumed_after_a_restart_exactly_as_it_was(store, database):
    game = store.create(SETUP)
    store.play(game, Decision.parse("0|set|Cutthroat|Knuckles"), 0)
    store.play(game, Decision.parse("1|set|Leading|Shot"), 1)
    store.play(game, Decision.parse("1|ante|Set a trap|Alarm Trap"), 2)
    store.undo(game, 3)
    before = store.log(game).state
    again = Store(database)
    log = again.log(game)
    assert log.state == before
    assert [e.undone for e in log.entries] == [False, False, True, False]
    again.close()


def test_an_input_made_on_an_old_version_is_refused_and_changes_nothing(store):
    game = store.create(SETUP)
    store.play(game, Decision.parse("0|set|Cutthroat|Knuckles"), 0)
    with pytest.raises(StaleAction) as refused:
        store.play(game, Decision.parse("1|set|Leading|Shot"), 0)
    assert refused.value.version == 1
    assert len(store.log(game).entries) == 1


def test_a_refused_decision_writes_nothing(store, database):
    game = store.create(SETUP)
    with pytest.raises(RuleViolation):
        store.play(game, Decision.parse("0|set|Warded|Strike"), 0)
    assert Store(database).log(game).entries == []


def test_an_unknown_game_is_a_clear_error(store):
    with pytest.raises(InvalidInput, match="no game"):
        store.log("nope")


def test_games_are_listed_newest_first(store):
    first = store.create(SETUP)
    second = store.create(SETUP)
    assert [g[0] for g in store.games()] == [second, first]


BEATS = ["0|set|Cutthroat|Knuckles", "1|set|Leading|Shot", "1|pass||", "0|pass||",
         "0|choose|style:Cutthroat#0|6,5",
         "0|choose|style:Leading#0|4,5", "0|choose|base:Knuckles#1|3,5"]


def test_a_restart_replays_only_the_entries_after_the_last_beat_start(store, database,
                                                                      monkeypatch):
    game = store.create(SETUP)
    for n, text in enumerate(BEATS):
        store.play(game, Decision.parse(text), n)
    store.play(game, Decision.parse("0|set|Dual Wield|Strike"), len(BEATS))
    assert store.log(game).state.beat == 2
    expected = store.log(game).state

    import assistant.log as log_module
    calls = []
    real_apply = log_module.apply
    monkeypatch.setattr(log_module, "apply", lambda *a, **k: calls.append(1) or real_apply(*a, **k))
    again = Store(database)
    assert again.log(game).state == expected
    assert len(calls) == 1  # only the Set made after the beat-2 snapshot
    again.close()


def test_a_snapshot_behind_an_undo_is_not_used(store, database):
    game = store.create(SETUP)
    for n, text in enumerate(BEATS):
        store.play(game, Decision.parse(text), n)
    store.back_to(game, 4, len(BEATS))
    expected = store.log(game).state
    assert expected.beat == 1
    again = Store(database)
    assert again.log(game).state == expected
    again.close()


def test_a_snapshot_whose_fighter_has_other_tokens_now_is_not_used(store, database):
    # A fighter file whose token kinds changed since the snapshot was saved (a newer app):
    # the snapshot's token counts no longer fit the kit, so the game is replayed instead.
    import pickle
    from dataclasses import replace

    game = store.create(SETUP)
    for n, text in enumerate(BEATS):
        store.play(game, Decision.parse(text), n)
    expected = store.log(game).state
    store.close()
    db = open_database(database)
    seq, blob = db.execute("SELECT seq, state FROM snapshots WHERE game_id = ?",
                           (game,)).fetchone()
    old = pickle.loads(blob)  # noqa: S301 - the test's own row
    other = old.with_fighter(1, supply=old.fighters[1].supply + (1,))
    db.execute("UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = ?",
               (pickle.dumps(replace(other, kits=None)), game, seq))
    db.close()
    again = Store(database)
    assert again.log(game).state == expected
    again.close()


@pytest.mark.parametrize("written_as", [None, "0-older", "1-000000000000"])
def test_a_snapshot_of_another_format_is_never_unpickled_and_the_game_is_replayed(
        store, database, written_as):
    # Issue 22 item 2: a snapshot written by another version of the app (no format, or
    # another one) is not read at all, even when its bytes are not a state: the log is the
    # record, and the game is rebuilt by replaying it.
    game = store.create(SETUP)
    for n, text in enumerate(BEATS):
        store.play(game, Decision.parse(text), n)
    expected = store.log(game).state
    assert expected.beat > 1 and len(expected.beat_ends) == expected.beat - 1
    store.close()
    db = open_database(database)
    assert db.execute("SELECT count(*) FROM snapshots WHERE game_id = ? AND format = ?",
                      (game, snapshot_format())).fetchone()[0] >= 1
    db.execute("UPDATE snapshots SET state = ?, format = ? WHERE game_id = ?",
               (b"not a pickle", written_as, game))
    db.close()
    again = Store(database)
    assert again.log(game).state == expected
    again.close()


def test_the_snapshot_format_changes_with_the_shape_of_the_state():
    import dataclasses

    from assistant.snapshot_format import _shape

    @dataclasses.dataclass
    class Before:
        life: int

    @dataclasses.dataclass
    class After:
        life: int
        beat_ends: tuple

    shapes = [{}, {}]
    _shape(Before, shapes[0])
    _shape(After, shapes[1])
    assert list(shapes[0].values()) != list(shapes[1].values())
    assert re.fullmatch(r"\d+-[0-9a-f]{12}", snapshot_format())
    seen: dict[str, str] = {}
    _shape(GameState, seen)  # the fighters and the cursor are part of the shape
    assert {"GameState", "FighterState", "Cursor"} <= set(seen)


def test_a_seat_is_claimed_once_and_only_its_secret_acts_for_it(store):
    game = store.create(SETUP)
    secret = store.claim(game, 0)
    assert store.seat_of(game, secret) == 0
    assert store.seat_of(game, secret + "x") is None
    assert store.seat_of(game, None) is None
    with pytest.raises(InvalidInput, match="already taken"):
        store.claim(game, 0)


def test_a_lost_seat_is_freed_only_by_the_other_player(store):
    game = store.create(SETUP)
    first, second = store.claim(game, 0), store.claim(game, 1)
    with pytest.raises(InvalidInput, match="only another player"):
        store.free_seat(game, 0, first)
    store.free_seat(game, 0, second)
    assert store.seat_of(game, first) is None
    assert store.seat_of(game, store.claim(game, 0)) == 0


def test_a_waiting_stream_wakes_when_the_game_changes(store):
    game = store.create(SETUP)
    stamp = store.stamp(game)
    woke: list[int] = []
    waiter = threading.Thread(target=lambda: woke.append(store.wait_for_change(game, stamp, 5)))
    waiter.start()
    time.sleep(0.05)
    started = time.monotonic()
    store.play(game, Decision.parse("0|set|Cutthroat|Knuckles"), 0)
    waiter.join(2)
    assert woke and woke[0] != stamp
    assert time.monotonic() - started < 1
    assert store.wait_for_change(game, store.stamp(game), 0.01) == store.stamp(game)


def test_every_commit_waits_for_the_disk_on_sqlite(tmp_path):
    # synchronous=FULL (2): under WAL, NORMAL (1) may lose the last commits on a power loss
    # (PostgreSQL: the host's own settings, synchronous_commit on by default)
    store = Store(tmp_path / "games.sqlite3")
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    store.close()


def test_an_action_the_disk_refuses_is_not_kept_at_all_nor_its_snapshot(store, monkeypatch):
    game = store.create(SETUP)
    for n, text in enumerate(BEATS[:-1]):
        store.play(game, Decision.parse(text), n)
    assert store.log(game).state.beat == 1

    def refused(*_):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(store, "_save_snapshot", refused)
    with pytest.raises(sqlite3.Error):  # the last decision of BEATS starts beat 2
        store.play(game, Decision.parse(BEATS[-1]), len(BEATS) - 1)
    log = store.log(game)
    assert len(log.entries) == len(BEATS) - 1 and log.state.beat == 1
    assert store._db.execute("SELECT count(*) FROM entries WHERE game_id = ?",
                             (game,)).fetchone()[0] == len(BEATS) - 1


def test_a_game_loaded_again_shows_what_its_last_decision_changed(store, database):
    # another worker (or a restart) reads the game: the page shows the last decision's
    # change as the worker that played it does
    game = store.create(SETUP)
    store.play(game, Decision.parse("0|set|Cutthroat|Knuckles"), 0)
    store.play(game, Decision.parse("1|set|Leading|Shot"), 1)
    played = store.log(game)
    again = Store(database)
    loaded = again.log(game)
    assert played.previous is not None and loaded.previous == played.previous
    again.close()
