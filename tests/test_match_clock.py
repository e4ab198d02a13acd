"""The match clock (issue 24), on a fake clock: time played per duel and per match, kept by
the server, paused and resumed; the round time limit warns five minutes before and, once
called, the beat in progress is kept; who leads by the duel's own time-over rule (000 "Time
Over"; 002 "Objective")."""

from __future__ import annotations

import pytest

from assistant.match_clock import active_seconds, clock_view, minutes_and_seconds, who_leads
from assistant.matches import ClockRefused
from assistant.store import Store
from engine.battlecon import apply, default_catalog, new_duel, pending
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.setup import DuelSetup, suggested_seat
from engine.battlecon.state import evolve
from engine.errors import InvalidInput


class FakeClock:
    """Seconds since the epoch that move only when the test says so."""

    def __init__(self, now: float = 1_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def timed(tmp_path):
    """A store on a fake clock: (store, clock)."""
    store = Store(tmp_path / "games.sqlite3")
    clock = FakeClock()
    store.matches.clock = clock
    yield store, clock
    store.close()


def _duel(store) -> str:
    return store.create(DuelSetup(tuple(suggested_seat(f) for f in ("eligor", "shekhtur")),
                                  first_active=0))


def _play(store, game: str, decision) -> None:
    store.play(game, decision, len(store.log(game).entries))


def test_a_pause_is_left_out_of_the_time_played():
    assert active_seconds(0, 100, ()) == 100
    assert active_seconds(0, 100, ((10, 30),)) == 80
    assert active_seconds(0, 100, ((90, None),)) == 90  # paused now
    assert active_seconds(50, 100, ((10, 60), (70, 75))) == 35  # only the parts inside


def test_the_clock_reads_minutes_and_seconds():
    assert minutes_and_seconds(0) == "0:00"
    assert minutes_and_seconds(125.9) == "2:05"
    assert minutes_and_seconds(3725) == "1:02:05"


def test_the_match_and_the_duel_clocks_stop_while_paused(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game)
    clock.now += 600
    store.matches.pause(match_id)
    clock.now += 400
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.match_seconds, view.duel_seconds, view.running, view.paused) == \
        (600, 600, False, True)
    store.matches.resume(match_id)
    clock.now += 100
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.match_seconds, view.running) == (700, True)


def test_a_second_pause_or_resume_is_refused(timed):
    store, _ = timed
    match_id = store.matches.start(_duel(store))
    with pytest.raises(ClockRefused):
        store.matches.resume(match_id)
    store.matches.pause(match_id)
    with pytest.raises(ClockRefused):
        store.matches.pause(match_id)


def test_each_duel_keeps_its_own_time_and_the_match_adds_them(timed):
    store, clock = timed
    first = _duel(store)
    match_id = store.matches.start(first)
    clock.now += 900
    _play(store, first, adjust_decision(1, "life", 0))  # a knockout: duel 1 ends
    clock.now += 60  # between the duels
    second = store.matches.next_duel(first)
    clock.now += 300
    match = store.matches.get(match_id)
    assert match.clock(first, clock.now).duel_seconds == 900
    assert match.clock(second, clock.now).duel_seconds == 300
    assert match.clock(second, clock.now).match_seconds == 1260


def test_an_undone_knockout_runs_the_duel_clock_again(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game)
    clock.now += 100
    _play(store, game, adjust_decision(1, "life", 0))
    store.undo(game, len(store.log(game).entries))
    clock.now += 50
    assert store.matches.get(match_id).clock(game, clock.now).duel_seconds == 150


def test_the_clock_of_a_won_match_stops_at_its_last_knockout(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game, 1)
    clock.now += 120
    _play(store, game, adjust_decision(1, "life", 0))
    clock.now += 1000
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.match_seconds, view.duel_seconds, view.running) == (120, 120, False)
    with pytest.raises(ClockRefused):
        store.matches.pause(match_id)


@pytest.mark.parametrize("minutes", [0, 4, 241, True])
def test_a_round_time_limit_is_five_to_240_minutes(timed, minutes):
    store, _ = timed
    with pytest.raises(InvalidInput):
        store.matches.start(_duel(store), 3, minutes)


def test_the_screen_warns_five_minutes_before_the_round_time_limit(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game, 3, 50)
    clock.now += 45 * 60 - 1
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.warn, view.called, view.left) == (False, False, 301)
    clock.now += 2
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.warn, view.called) == (True, False)
    clock.now += 300
    view = store.matches.get(match_id).clock(game, clock.now)
    assert (view.warn, view.called, view.left) == (False, True, 0)


def test_when_time_is_called_the_beat_then_in_progress_is_kept(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game, 3, 5)
    beat = store.log(game).state.beat
    clock.now += 5 * 60  # time is called; the next input is made after it
    options = pending(store.log(game).state).options
    _play(store, game, options[0])
    _play(store, game, pending(store.log(game).state).options[0])
    assert store.matches.get(match_id).called_beat == beat


def test_no_beat_is_kept_before_time_is_called(timed):
    store, clock = timed
    game = _duel(store)
    match_id = store.matches.start(game, 3, 5)
    clock.now += 4 * 60
    _play(store, game, pending(store.log(game).state).options[0])
    assert store.matches.get(match_id).called_beat is None


def test_the_clock_view_of_a_paused_match_has_no_time_running():
    view = clock_view(0, (0, None), None, ((100, None),), 50, None, 500)
    assert (view.match_seconds, view.running, view.left) == (100, False, 2900)


def _state(lives: tuple[int, int], active: int, edition: str = "4th"):
    catalog = default_catalog()
    state = new_duel(DuelSetup(tuple(suggested_seat(f, catalog, edition)
                                     for f in ("eligor", "shekhtur")),
                               first_active=active, edition=edition), catalog)
    fighters = tuple(evolve(f, life=life) for f, life in zip(state.fighters, lives,
                                                             strict=True))
    return evolve(state, fighters=fighters)


def test_the_leader_by_the_duels_own_time_over_rule_has_more_life():
    winner, why = who_leads(_state((12, 9), 0))
    assert winner == 0 and '000 "Time Over"' in why


def test_on_equal_life_the_reactive_player_leads():
    winner, _ = who_leads(_state((10, 10), 0))
    assert winner == 1  # seat 0 is Active
    winner, why = who_leads(_state((7, 7), 1, "classic"))
    assert winner == 0 and '002 "Objective"' in why


def test_the_engine_plays_on_after_the_leader_is_worked_out():
    state = _state((12, 9), 0)
    who_leads(state)
    assert state.outcome is None and pending(state) is not None
    assert apply(state, pending(state).options[0]) is not None
