"""Faults of the server of several workers on PostgreSQL (issue 25, item 4), played over HTTP
against gunicorn's gevent workers as hosts run them (tests/workers_helpers.py): a worker
killed with its phones' streams, PostgreSQL restarted in the middle of play."""

from __future__ import annotations

import threading
import time

import pytest

from tests.workers_helpers import VERSION, Phone, Stream, Workers, choice_and_version


@pytest.fixture(scope="module")
def server(postgres_server):
    """Four workers on a fresh PostgreSQL schema (each test plays its own duel on them)."""
    running = Workers(postgres_server.fresh_address(), 4)
    yield running
    running.stop()


def _duel(server: Workers) -> tuple[str, tuple[Phone, Phone]]:
    phones = (Phone(server.url), Phone(server.url))
    game = phones[0].new_duel()
    for seat, phone in enumerate(phones):
        phone.claim(game, seat)
    return game, phones


def _act(game: str, phones: tuple[Phone, Phone]) -> tuple[int, int]:
    """The first choice a phone offers, sent until it is taken or refused as stale (a 503 is
    sent again after its Retry-After): (statuses seen, version made on)."""
    for phone in phones:
        found = choice_and_version(_screen(phone, game))
        if found is None:
            continue
        decision, version = found
        statuses = []
        while True:
            status, _ = phone.decide(game, decision, version)
            statuses.append(status)
            if status != 503:
                return statuses, version
            time.sleep(0.2)
    raise AssertionError("neither phone has a choice")


def _screen(phone: Phone, game: str) -> str:
    """The duel's page, loaded again after a 503 (as a player reloads)."""
    while True:
        status, _, text = phone.request("GET", f"/duel/{game}")
        if status != 503:
            assert status == 200, status
            return text
        time.sleep(0.2)


def test_a_killed_workers_phones_reconnect_to_another_with_everything_acknowledged(server):
    game, phones = _duel(server)
    for _ in range(4):
        statuses, _ = _act(game, phones)
        assert statuses == [200]
    stream = Stream(phones[1], server.port, game)
    first_id, first = stream.message()
    assert VERSION.search(first).group(1) == "4"
    holder = server.serving(stream.client_port)
    assert holder is not None
    server.kill_worker(holder)
    with pytest.raises((ConnectionError, OSError)):
        while True:
            stream.message()
    server.wait_for(4)
    again = Stream(phones[1], server.port, game, last_id=first_id)
    assert server.serving(again.client_port) != holder
    _, state = again.message()  # another worker: the full state at once
    assert VERSION.search(state).group(1) == "4"
    statuses, _ = _act(game, phones)  # play goes on; the stream gets it, whoever acted
    assert statuses == [200]
    _, state = again.message()
    assert VERSION.search(state).group(1) == "5"
    again.close()


def test_a_postgresql_restart_in_play_loses_nothing_and_applies_no_action_twice(
        server, postgres_server):
    game, phones = _duel(server)
    seen: list[int] = []
    took: list[float] = []
    acted = 0
    stop = threading.Event()
    failures: list[BaseException] = []

    def play() -> None:
        nonlocal acted
        try:
            while not stop.is_set():
                started = time.monotonic()
                statuses, _ = _act(game, phones)
                took.append(time.monotonic() - started)
                seen.extend(statuses)
                acted += 1
        except BaseException as error:  # noqa: BLE001 - reported by the test
            failures.append(error)

    player = threading.Thread(target=play)
    player.start()
    time.sleep(0.5)
    postgres_server.halt()
    time.sleep(1.2)
    postgres_server.resume()
    time.sleep(1.5)
    stop.set()
    player.join(60)
    assert not failures, failures
    assert set(seen) <= {200, 409, 503}
    # the restart was met by an action in flight: it waited for the database (or was
    # answered 503 and sent again), and ended
    assert max(took) > 1.0 or 503 in seen
    # every action ended once: taken (200), or taken by an attempt answered 503 (its resend
    # is stale, 409); one more entry than actions would be an action applied twice
    page = phones[0].area(game)
    assert int(VERSION.search(page).group(1)) == acted


def test_a_503_says_when_to_send_again(server, postgres_server):
    game, phones = _duel(server)
    decision, version = choice_and_version(phones[0].area(game))
    postgres_server.halt()
    try:
        status, headers, text = phones[0].request(
            "POST", f"/duel/{game}/decide",
            {"decision": decision, "version": version, "csrf_token": phones[0].token},
            htmx=True)
    finally:
        postgres_server.resume()
    assert status == 503
    assert int(headers["Retry-After"]) > 0
    assert "Nothing was saved" in text
