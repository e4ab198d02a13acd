"""Several processes on one database, SQLite or PostgreSQL (issue 25): a process holding an old copy
of a game reads the newer one before it acts or shows it; two acting on one version, exactly
one wins and the other is told its screen is stale (the entries' key is the condition of the
insert: no lost update); seats and settings taken on one are seen by the other."""

from __future__ import annotations

import pytest

from assistant.games import StaleAction
from assistant.store import Store
from engine.battlecon import pending
from engine.battlecon.setup import DuelSetup, suggested_seat


@pytest.fixture
def two(database):
    """Two stores on one database (a SQLite file, then PostgreSQL), as two workers of a
    server: (first, second, game id)."""
    first = Store(database, shared=True)
    second = Store(database, shared=True)
    game = first.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    yield first, second, game
    first.close()
    second.close()


def _choice(store: Store, game: str, n: int = 0):
    return pending(store.log(game).state).options[n]


def test_a_worker_holding_an_old_copy_reads_the_newer_game_before_acting(two):
    first, second, game = two
    assert second.log(game).entries == []  # the second worker keeps a copy
    first.play(game, _choice(first, game), 0)
    assert len(second.log(game).entries) == 1
    second.play(game, _choice(second, game), 1)  # acting on the version it now shows
    assert len(first.log(game).entries) == 2
    assert first.log(game).state == second.log(game).state


def test_two_workers_acting_on_one_version_one_wins_and_the_other_is_stale(two):
    first, second, game = two
    second.log(game)
    first.play(game, _choice(first, game, 0), 0)
    with pytest.raises(StaleAction):
        second.play(game, _choice(first, game, 0), 0)
    assert len(second.log(game).entries) == 1


def test_an_insert_racing_a_write_it_did_not_see_is_refused_as_stale(database, monkeypatch):
    # a worker that checked its copy just before another wrote: only the insert can tell
    first, late = Store(database, shared=True), Store(database)
    late._shared = False  # `late` never checks its copy (PostgreSQL stores always do)
    game = first.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    choice = _choice(late, game)
    first.play(game, _choice(first, game, 1), 0)
    with pytest.raises(StaleAction) as stale:
        late.play(game, choice, 0)
    assert stale.value.version == 1
    assert [str(e.decision) for e in late.log(game).entries] == \
        [str(e.decision) for e in first.log(game).entries]  # its copy read again
    first.close()
    late.close()


def _eventually(check, seconds: float = 5.0) -> bool:
    """True as soon as ``check()`` is (a change announced by another worker arrives within
    milliseconds), False after ``seconds``."""
    import time

    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def test_seats_taken_on_one_worker_are_seen_by_the_other_at_once(two):
    first, second, game = two
    assert second.claimed(game) == set()
    secret = first.claim(game, 1)
    assert second.claimed(game) == {1} and second.seat_of(game, secret) == 1


def test_a_setting_changed_on_one_worker_is_seen_by_the_other(two):
    # SQLite shared: read each time; PostgreSQL: kept until another worker's notice drops it
    first, second, game = two
    if second.feed is not None:
        assert second.feed.listening.wait(10)
    assert second.setting(game, "matchups", "on") == "on"
    first.set_setting(game, "matchups", "off")
    assert _eventually(lambda: second.setting(game, "matchups", "on") == "off")


def test_in_one_look_a_game_is_checked_against_the_database_once(database, monkeypatch):
    from assistant.look import look

    first, second = Store(database, shared=True), Store(database, shared=True)
    game = first.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    second.log(game)
    checks = []
    real = second._stored_version
    monkeypatch.setattr(second, "_stored_version", lambda g: checks.append(g) or real(g))
    with look():
        for _ in range(3):
            second.log(game)
            second.stamp(game)
    assert checks == [game]
    first.play(game, _choice(first, game), 0)
    with look():  # the next look sees the other worker's input (a look at another kind's
        second.stamp(game)  # games first: ABXY's and BATL's copies are looked at too)
        assert len(second.log(game).entries) == 1
    assert len(checks) == 2
    second.log(game)  # outside a look: at every use
    second.log(game)
    assert len(checks) == 4
    first.close()
    second.close()


def test_a_change_on_one_postgresql_worker_wakes_the_streams_another_holds(postgres_server):
    # LISTEN/NOTIFY (assistant.change_feed): the phone's stream is on the second worker, the
    # action on the first; the stream sends the state with the action in it
    from tests.web_helpers import next_message_waiting

    address = postgres_server.fresh_address()
    first, second = Store(address), Store(address)
    assert second.feed.listening.wait(10)
    game = first.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    thread, received = next_message_waiting(second, game,
                                            lambda: str(len(second.log(game).entries)))
    first.play(game, _choice(first, game), 0)
    thread.join(5)
    assert received and "data: 1\n" in received[0]
    first.close()
    second.close()


def test_a_worker_does_not_wake_its_streams_twice_for_its_own_change(postgres_server):
    address = postgres_server.fresh_address()
    store = Store(address)
    assert store.feed.listening.wait(10)
    game = store.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    stamp = store.stamp(game)
    store.play(game, _choice(store, game), 0)
    after = store.stamp(game)
    assert after != stamp
    # its own notice comes back from PostgreSQL and is skipped: the stamp stays
    assert store.wait_for_change(game, after, 0.5) == after
    store.close()


def test_a_request_made_on_one_worker_is_answered_on_another(two):
    # a go-back across a reveal asked on the first worker's phone, agreed to on the second's
    from assistant.consent import Request

    first, second, game = two
    first.play(game, _choice(first, game), 0)
    second.log(game)  # the second worker keeps its own copy
    first.ask(game, Request(0, 0, 1, answerers=(1,)))
    assert second.request(game) == Request(0, 0, 1, answerers=(1,))
    second.answer(game, 1, True, 1)
    assert first.request(game) is None and second.request(game) is None
    assert first.log(game).entries[-1].back_to == 0  # gone back to the setup


def test_a_correction_request_keeps_its_decision_across_workers(two):
    from assistant.consent import Request

    first, second, game = two
    first.play(game, _choice(first, game), 0)
    decision = _choice(first, game)
    first.ask(game, Request(1, 1, 1, decision=decision, answerers=(0,)))
    found = second.request(game)
    assert found is not None and str(found.decision) == str(decision)
    second.answer(game, 0, True, 1)
    assert str(first.log(game).entries[-1].decision) == str(decision)


def test_a_worker_catches_up_on_inputs_another_added_and_reloads_after_an_undo(two):
    first, second, game = two
    kept = second.log(game)
    stamp = second.stamp(game)
    for version in range(3):
        first.play(game, _choice(first, game), version)
    assert second.stamp(game) != stamp  # its renders of the old state are not shown again
    assert second.log(game) is kept  # the three inputs played on its copy, not read again
    assert kept.state == first.log(game).state and len(kept.entries) == 3
    first.undo(game, 3)
    again = second.log(game)
    assert again is not kept  # an undo: read again
    assert again.state == first.log(game).state
    assert [e.undone for e in again.entries] == [e.undone for e in first.log(game).entries]


def test_a_match_paused_on_one_worker_is_seen_paused_on_the_other(two):
    first, second, game = two
    match_id = first.matches.start(game)
    if second.feed is not None:
        assert second.feed.listening.wait(10)
    assert second.matches.of_game(game).pauses == ()  # kept by the second worker
    first.matches.pause(match_id)
    assert _eventually(lambda: len(second.matches.of_game(game).pauses) == 1)


def test_two_workers_starting_the_next_duel_at_once_start_one(two, monkeypatch):
    from tests.web_helpers import knock_out

    first, second, game = two
    first.matches.start(game)
    knock_out(first, game, 1)
    before = second.matches.of_game(game)  # what the second worker read before the race
    made = first.matches.next_duel(game)
    monkeypatch.setattr(second.matches, "of_game", lambda _game: before)
    assert second.matches.next_duel(game) == made  # its insert lost: the first one's duel
    assert [g for g, *_ in second.games()].count(made) == 1
    assert len(second.games()) == 2  # the duel it made in vain is not listed


def test_a_fighter_saved_or_deleted_on_one_worker_is_in_the_others_list_at_once(two):
    from engine.battlecon.cards import FIGHTERS_DIR

    first, second, _game = two
    text = (FIGHTERS_DIR / "eligor.yaml").read_text(encoding="utf-8")
    before = second.catalog()
    saved = first.fighters.save(text.replace("name: Eligor", "name: Eligor Again", 1))
    assert saved not in before.fighters and saved in second.catalog().fighters
    first.fighters.delete(saved)
    assert saved not in second.catalog().fighters


def test_a_value_postgresql_cannot_keep_is_a_value_error_not_a_crash(postgres_server):
    # a NUL character that a reader let through: answered 400 by the app's handler of
    # ValueError, as SQLite's OverflowError for a number too large
    store = Store(postgres_server.fresh_address())
    with pytest.raises(ValueError):
        store.set_setting(store.create(DuelSetup(tuple(
            suggested_seat(f) for f in ("eligor", "shekhtur")))), "matchups", "o\x00n")
    store.close()


def test_what_a_worker_keeps_is_dropped_when_its_notices_were_cut(postgres_server,
                                                                monkeypatch):
    # PostgreSQL restarted: the notice of a change made while a worker was not listening is
    # lost; when it listens again it drops what it kept, so the change is seen at once
    import time

    from assistant import change_feed
    from assistant.database import StoreUnavailable

    monkeypatch.setattr(change_feed, "RETRY", 2.0)  # the second listens again late
    address = postgres_server.fresh_address()
    first, second = Store(address), Store(address)
    game = first.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur"))))
    assert second.feed.listening.wait(10)
    assert second.setting(game, "matchups", "on") == "on"  # kept by the second worker
    postgres_server.halt()
    assert _eventually(lambda: not second.feed.listening.is_set(), 10)
    postgres_server.resume()
    for _ in range(50):  # the first worker's pool may hold a cut connection: sent again
        try:
            first.set_setting(game, "matchups", "off")
            break
        except StoreUnavailable:
            time.sleep(0.1)
    assert second.feed.listening.wait(15)
    assert second.setting(game, "matchups", "on") == "off"
    first.close()
    second.close()
