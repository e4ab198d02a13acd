"""A database file written by the app before every game shared one layout (schema version 0:
duels in their tables, each other game in tables of its own) opens with the one store and
plays on (issue 22 item 2; `assistant.schema.migrate`)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from assistant.abxy.log import MatchSetup
from assistant.batl.log import BatlSetup
from assistant.log import DuelLog
from assistant.schema import SCHEMA_VERSION, schema_version
from assistant.seats import code_digest, rejoin_code, secret_digest
from assistant.store import Store, setup_to_json
from engine.abxy.match import Creature
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, SeatSetup

# The CREATE statements of the app before schema versions (assistant/store.py and
# assistant/matches.py then), and the columns it added to them with ALTER TABLE.
OLD_DUEL_TABLES = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    setup TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    secret_hash TEXT NOT NULL,
    claimed TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS snapshots (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    state BLOB NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS game_fighters (
    game_id TEXT NOT NULL REFERENCES games(id),
    fighter_id TEXT NOT NULL,
    yaml TEXT NOT NULL,
    PRIMARY KEY (game_id, fighter_id)
);
CREATE TABLE IF NOT EXISTS game_settings (
    game_id TEXT NOT NULL REFERENCES games(id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (game_id, key)
);
CREATE TABLE IF NOT EXISTS entries (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    decision TEXT,
    back_to INTEGER,
    created TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""

OLD_MATCH_TABLES = """
CREATE TABLE IF NOT EXISTS {p}_matches (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    setup TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS {p}_entries (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    seq INTEGER NOT NULL,
    input TEXT,
    back_to INTEGER,
    created TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS {p}_seats (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    player INTEGER NOT NULL,
    secret_hash TEXT NOT NULL,
    PRIMARY KEY (match_id, player)
);
CREATE TABLE IF NOT EXISTS {p}_withheld (
    match_id TEXT NOT NULL REFERENCES {p}_matches(id),
    player INTEGER NOT NULL,
    mark INTEGER NOT NULL,
    PRIMARY KEY (match_id, player)
);
"""

OLD_COLUMNS = (("seats", "rejoin_hash"), ("entries", "why"), ("games", "winner"),
               ("snapshots", "format"), ("abxy_seats", "rejoin_hash"), ("abxy_entries", "why"),
               ("batl_seats", "rejoin_hash"), ("batl_entries", "why"))

SETUP = DuelSetup((
    SeatSetup("joal", "Neutralizer", ("Warded", "Ironstar"), ("Relentless", "Runeblade"),
              ("Binding Knife", "Hand Cannon", "Drive", "Burst")),
    SeatSetup("malandrax", "Deathtrap", ("Plotting", "Burst"), ("Calculated", "Drive"))),
    first_active=1)
DUEL = ("0|set|Cutthroat|Knuckles", "1|set|Leading|Shot")
CARDS = tuple(Creature(f"c{i:02}", i + 1) for i in range(14))
DECKS = Path(__file__).parent / "data" / "batl"
WHEN = "2026-01-02T03:04:05+00:00"


def _old_file(path: Path, columns: bool = True) -> None:
    """A file as the old app left it: a duel of two entries with seat 0 bound, an ABXY match
    of one input with player 1 bound and player 0's phone freed, a BATL game past its setup.
    ``columns``: with the columns the old app added over time (else an older file still)."""
    db = sqlite3.connect(path)
    db.executescript(OLD_DUEL_TABLES + OLD_MATCH_TABLES.format(p="abxy")
                     + OLD_MATCH_TABLES.format(p="batl"))
    if columns:
        for table, column in OLD_COLUMNS:
            db.execute(f"ALTER TABLE {table} ADD COLUMN {column} TEXT")
    db.execute("INSERT INTO games (id, created, setup) VALUES ('duel1', ?, ?)",
               (WHEN, setup_to_json(SETUP)))
    db.executemany("INSERT INTO entries (game_id, seq, decision, back_to, created) "
                   "VALUES ('duel1', ?, ?, NULL, ?)",
                   [(n + 1, text, WHEN) for n, text in enumerate(DUEL)])
    db.execute("INSERT INTO seats (game_id, seat, secret_hash, claimed) VALUES "
               "('duel1', 0, ?, ?)", (secret_digest("duel-secret"), WHEN))
    db.execute("INSERT INTO abxy_matches VALUES ('aOLD', ?, ?)",
               (WHEN, MatchSetup("random", 11, CARDS).to_json()))
    db.execute("INSERT INTO abxy_entries (match_id, seq, input, back_to, created) VALUES "
               "('aOLD', 1, 'active 0 1', NULL, ?)", (WHEN,))
    db.execute("INSERT INTO abxy_seats (match_id, player, secret_hash) VALUES "
               "('aOLD', 1, ?)", (secret_digest("abxy-secret"),))
    db.execute("INSERT INTO abxy_withheld VALUES ('aOLD', 0, 3)")
    if columns:
        db.execute("UPDATE abxy_seats SET rejoin_hash = ?",
                   (code_digest(rejoin_code("abxy-secret")),))
    batl = BatlSetup(("Ann", "Bo"), tuple((DECKS / f"{n}.txt").read_text(encoding="utf-8")
                                          for n in ("monk", "knight")), ((0,), (1,)), 0, 5)
    db.execute("INSERT INTO batl_matches VALUES ('bOLD', ?, ?)", (WHEN, batl.to_json()))
    db.executemany("INSERT INTO batl_entries (match_id, seq, input, back_to, created) VALUES "
                   "('bOLD', ?, ?, NULL, ?)",
                   [(1, "first 0 play", WHEN), (2, "keep 0", WHEN), (3, "keep 1", WHEN)])
    db.commit()
    db.close()


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


@pytest.mark.parametrize("columns", [True, False])
def test_an_old_file_opens_with_every_game_in_the_one_layout(tmp_path, columns):
    path = tmp_path / "old.sqlite3"
    _old_file(path, columns)
    store = Store(path)
    assert not {"abxy_matches", "abxy_entries", "abxy_seats", "batl_matches"} & _tables(path)
    expected = DuelLog(SETUP)
    for text in DUEL:
        expected.play(Decision.parse(text))
    assert store.log("duel1").state == expected.state
    assert store.seat_of("duel1", "duel-secret") == 0
    assert [g[0] for g in store.games()] == ["duel1"]
    match = store.abxy.log("aOLD")
    assert match.state.game.chosen[0] == 1 and len(match.entries) == 1
    assert store.abxy.player_of("aOLD", "abxy-secret") == 1
    assert store.abxy.withheld("aOLD", 0) == 3
    assert [m[0] for m in store.abxy.matches()] == ["aOLD"]
    assert store.batl.log("bOLD").state.phase == "turns"
    store.close()
    with sqlite3.connect(path) as db:
        assert schema_version(db) == SCHEMA_VERSION == 2


def test_the_games_of_an_old_file_play_on_and_are_kept(tmp_path):
    path = tmp_path / "old.sqlite3"
    _old_file(path)
    store = Store(path)
    store.play("duel1", Decision.parse("1|ante|Set a trap|Alarm Trap"), 2)
    store.claim("duel1", 1)
    store.abxy.play("aOLD", "active 1 2", 1)
    code = rejoin_code("abxy-secret")
    player, _ = store.abxy.rejoin("aOLD", code)
    assert player == 1 and store.abxy.withheld("aOLD", 0) == 3
    store.batl.undo("bOLD", 3)
    store.close()
    again = Store(path)  # opened again: already migrated, nothing moved twice
    assert len(again.log("duel1").entries) == 3 and again.claimed("duel1") == {0, 1}
    assert again.abxy.log("aOLD").state.game.chosen == (1, 2)
    assert again.batl.log("bOLD").entries[-1].is_undo
    assert [g[0] for g in again.abxy.matches()] == ["aOLD"]
    again.close()


def test_a_new_file_starts_at_the_current_version(tmp_path):
    store = Store(tmp_path / "new.sqlite3")
    store.close()
    with sqlite3.connect(tmp_path / "new.sqlite3") as db:
        assert schema_version(db) == SCHEMA_VERSION
    assert "abxy_matches" not in _tables(tmp_path / "new.sqlite3")
