"""BattleCON matches in the store (issue 24; 002 "Object of the Game": the side that wins
more than half of the duels wins the match)."""

from __future__ import annotations

import sqlite3

import pytest

from assistant.schema import SCHEMA_VERSION
from assistant.store import Store
from engine.battlecon.setup import DuelSetup, suggested_seat
from engine.errors import InvalidInput, RuleViolation
from tests.web_helpers import knock_out


@pytest.fixture
def store(database):
    made = Store(database)
    yield made
    made.close()


def _duel(store: Store, fighters=("eligor", "shekhtur"), teams=()) -> str:
    return store.create(DuelSetup(tuple(suggested_seat(f) for f in fighters),
                                  first_active=0, teams=teams))


def _two_duels(store: Store, first_loser: int, second_loser: int) -> tuple[str, str]:
    """A best-of-three match's first two duels, each won by knocking out the given seat."""
    first = _duel(store)
    store.matches.start(first, 3)
    knock_out(store, first, first_loser)
    second = store.matches.next_duel(first)
    knock_out(store, second, second_loser)
    return first, second


def test_a_match_of_three_is_won_by_the_first_side_to_win_two_duels(store):
    first = _duel(store)
    match_id = store.matches.start(first, 3)
    knock_out(store, first, 1)
    second = store.matches.next_duel(first)
    knock_out(store, second, 0)
    third = store.matches.next_duel(second)
    match = store.matches.get(match_id)
    assert match.duels == (first, second, third)
    assert (match.wins(0), match.wins(1), match.winner) == (1, 1, None)
    knock_out(store, third, 1)
    match = store.matches.get(match_id)
    assert (match.wins(0), match.wins(1), match.winner) == (2, 1, 0)
    assert match.number(third) == 3


def test_no_next_duel_once_the_match_is_won(store):
    _, second = _two_duels(store, 0, 0)
    with pytest.raises(RuleViolation) as refused:
        store.matches.next_duel(second)
    assert "002" in refused.value.rule
    assert store.matches.of_game(second).winner == 1


def test_a_best_of_one_is_over_with_its_first_duel(store):
    first = _duel(store)
    store.matches.start(first, 1)
    knock_out(store, first, 1)
    assert store.matches.of_game(first).winner == 0
    with pytest.raises(RuleViolation):
        store.matches.next_duel(first)


def test_the_next_duel_waits_for_the_end_of_this_one(store):
    first = _duel(store)
    store.matches.start(first)
    with pytest.raises(RuleViolation):
        store.matches.next_duel(first)
    assert store.matches.of_game(first).duels == (first,)


def test_the_next_duel_asked_twice_is_one_duel(store):
    first = _duel(store)
    store.matches.start(first)
    knock_out(store, first, 1)
    again = {store.matches.next_duel(first), store.matches.next_duel(first)}
    assert len(again) == 1
    assert len(store.matches.of_game(first).duels) == 2
    assert len(store.games()) == 2


@pytest.mark.parametrize("best_of", [0, 2, 4, 7, -3, True])
def test_a_match_is_the_best_of_one_three_or_five(store, best_of):
    first = _duel(store)
    with pytest.raises(InvalidInput):
        store.matches.start(first, best_of)
    assert store.matches.of_game(first) is None


def test_a_duel_is_in_one_match_at_most(store):
    first = _duel(store)
    store.matches.start(first)
    with pytest.raises(InvalidInput):
        store.matches.start(first)


def test_the_next_duel_keeps_the_fighters_and_the_phones_of_each_seat(store):
    first = _duel(store)
    store.matches.start(first)
    secrets = [store.claim(first, seat) for seat in (0, 1)]
    knock_out(store, first, 1)
    second = store.matches.next_duel(first, first_active=1)
    assert [store.seat_of(second, s) for s in secrets] == [0, 1]
    setup = store.log(second).setup
    assert [s.fighter for s in setup.seats] == ["eligor", "shekhtur"]
    assert (setup.first_active, setup.coin_flip) == (1, False)
    assert store.log(second).entries == []


def test_the_first_active_player_of_the_next_duel_is_a_coin_flip_unless_chosen(store):
    first = _duel(store)
    store.matches.start(first)
    knock_out(store, first, 1)
    with pytest.raises(InvalidInput):
        store.matches.next_duel(first, first_active=2)
    second = store.matches.next_duel(first)
    assert store.log(second).setup.coin_flip is True
    assert store.log(second).setup.first_active in (0, 1)


def test_an_undone_knockout_takes_the_duel_out_of_the_score(store):
    first = _duel(store)
    match_id = store.matches.start(first, 1)
    knock_out(store, first, 1)
    store.undo(first, len(store.log(first).entries))
    match = store.matches.get(match_id)
    assert match.winners == (None,) and match.winner is None


def test_a_team_battle_scores_by_team(store):
    first = _duel(store, ("eligor", "shekhtur", "cadenza", "hikaru"), (0, 0, 1, 1))
    store.matches.start(first, 1)
    knock_out(store, first, 0)
    knock_out(store, first, 1)
    winner = store.matches.of_game(first).winner
    assert winner == 1  # team B (Cadenza and Hikaru)


def test_a_file_of_version_one_gets_the_matches_tables(tmp_path):
    path = tmp_path / "v1.sqlite3"
    Store(path).close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE match_duels")
        db.execute("DROP TABLE matches")
        db.execute("PRAGMA user_version = 1")
    store = Store(path)
    first = _duel(store)
    assert store.matches.start(first).startswith("m")
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2


def test_a_duel_shows_the_score_as_it_stood_after_that_duel(store):
    from assistant.match_view import match_view

    first, second = _two_duels(store, 1, 1)
    match = store.matches.get(store.matches.of_game(first).id)
    earlier = match_view(match, first, ["Eligor", "Shekhtur"], ())
    later = match_view(match, second, ["Eligor", "Shekhtur"], ())
    assert (earlier.score, earlier.winner, earlier.next_id) == \
        ((("Eligor", 1), ("Shekhtur", 0)), None, second)
    assert (later.score, later.winner, later.next_id) == \
        ((("Eligor", 2), ("Shekhtur", 0)), "Eligor", None)


def test_a_team_battle_names_its_sides_by_their_teammates():
    from assistant.match_view import side_names

    assert side_names(["E", "S", "C", "H"], (0, 0, 1, 1)) == ["E & S", "C & H"]
    assert side_names(["E", "S", "C"], (1, 0, 1)) == ["E & C", "S"]
    assert side_names(["A", "B", "C"], (0, 1, 2)) == ["A", "B", "C"]
    assert side_names(["A", "B"], ()) == ["A", "B"]
