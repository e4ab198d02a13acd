"""BattleCON matches (issue 24): a match is a series of duels between the same sides, won by
the side that wins more than half of them (002 "Object of the Game": two or three duels, the
player who wins two; the rulebook advises best of three). Best of one, three or five.

A match is a row of ``matches`` and its duels, in order, rows of ``match_duels``
(`assistant.schema.MATCH_TABLES`); each duel is an ordinary game of the duels' `Games`, whose
kept winner (`Games.games`: an undo clears it) gives the score. The next duel is started from
the last one's setup, with the same seats bound to the same phones (their secrets and rejoin
codes carry over) and a new first Active Player.
"""

from __future__ import annotations

import secrets
import sqlite3
import threading
from dataclasses import dataclass, replace

from engine.errors import InvalidInput, RuleViolation

from .games import Games, MissingGame, now_iso

#: How many duels a match may be the best of (issue 24); 3 by default (002).
BEST_OF = (1, 3, 5)
DEFAULT_BEST_OF = 3
#: The rule a match's score follows.
MATCH_RULE = '002 rulebook, "Object of the Game"'


@dataclass(frozen=True)
class Match:
    """One match as stored.

    Attributes:
        id: the match's id (URL-safe, starts with "m").
        best_of: 1, 3 or 5 duels.
        duels: the game ids of its duels so far, in order (the first is duel 1).
        winners: the side (a duel's seat; a team battle's team) that won each duel, None
            while it goes on.
    """

    id: str
    best_of: int
    duels: tuple[str, ...]
    winners: tuple[int | None, ...]

    @property
    def needed(self) -> int:
        """Duels a side must win to win the match (more than half)."""
        return self.best_of // 2 + 1

    def wins(self, side: int) -> int:
        """Duels won by ``side`` so far."""
        return sum(1 for winner in self.winners if winner == side)

    @property
    def winner(self) -> int | None:
        """The side that has won the match, None while it goes on."""
        for side in sorted({w for w in self.winners if w is not None}):
            if self.wins(side) >= self.needed:
                return side
        return None

    def number(self, game_id: str) -> int:
        """The duel's number in the match (from 1).

        Raises:
            ValueError: the duel is not one of this match's.
        """
        return self.duels.index(game_id) + 1


class Matches:
    """The matches of the app's file, over the duels of ``duels`` (the store itself).

    All methods are safe to call from several threads (they hold ``lock``)."""

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock, duels: Games):
        self._db, self._lock, self._duels = db, lock, duels

    def start(self, game_id: str, best_of: int = DEFAULT_BEST_OF) -> str:
        """Make duel ``game_id`` (new, in no match) the first of a new match of ``best_of``
        duels; return the match's id.

        Raises:
            InvalidInput: ``best_of`` is not one of `BEST_OF`, or the duel is already in a
                match.
            MissingGame: no duel has this id.
        """
        if best_of not in BEST_OF or isinstance(best_of, bool):
            raise InvalidInput("a match is the best of 1, 3 or 5 duels")
        self._duels.log(game_id)
        match_id = "m" + secrets.token_urlsafe(9)
        with self._lock:
            if self.of_game(game_id) is not None:
                raise InvalidInput("this duel is already part of a match")
            with self._transaction():
                self._db.execute("INSERT INTO matches (id, created, best_of) VALUES (?, ?, ?)",
                                 (match_id, now_iso(), best_of))
                self._db.execute("INSERT INTO match_duels (match_id, number, game_id) VALUES "
                                 "(?, 1, ?)", (match_id, game_id))
        return match_id

    def get(self, match_id: str) -> Match:
        """The match ``match_id``.

        Raises:
            MissingGame: no match has this id.
        """
        with self._lock:
            row = self._db.execute("SELECT best_of FROM matches WHERE id = ?",
                                   (match_id,)).fetchone()
            if row is None:
                raise MissingGame(f"there is no match {match_id!r}; start one from the home "
                                  "page")
            duels = self._db.execute(
                "SELECT d.game_id, g.winner, g.setup FROM match_duels d JOIN games g ON "
                "g.id = d.game_id WHERE d.match_id = ? ORDER BY d.number",
                (match_id,)).fetchall()
        winners = []
        for _, winner, setup in duels:
            teams = self._duels.kind.read_setup(setup).teams
            seat = None if winner is None else int(winner)
            winners.append(seat if seat is None or not teams else teams[seat])
        return Match(match_id, row[0], tuple(d[0] for d in duels), tuple(winners))

    def of_game(self, game_id: str) -> Match | None:
        """The match duel ``game_id`` is part of, or None."""
        with self._lock:
            row = self._db.execute("SELECT match_id FROM match_duels WHERE game_id = ?",
                                   (game_id,)).fetchone()
            return None if row is None else self.get(row[0])

    def of_games(self, game_ids: list[str]) -> dict[str, Match]:
        """The match of each of ``game_ids`` that is in one (a duel in no match is left
        out), each match read once."""
        if not game_ids:
            return {}
        with self._lock:
            marks = ", ".join("?" * len(game_ids))
            rows = self._db.execute(f"SELECT game_id, match_id FROM match_duels WHERE game_id "
                                    f"IN ({marks})", list(game_ids)).fetchall()
            matches: dict[str, Match] = {}
            for _, match_id in rows:
                if match_id not in matches:
                    matches[match_id] = self.get(match_id)
            return {game_id: matches[match_id] for game_id, match_id in rows}

    def next_duel(self, game_id: str, first_active: int | None = None) -> str:
        """The id of the duel after ``game_id`` in its match, started now if it is not yet:
        the same setup (fighters, Finishers, ruleset, format) with the same seats bound to the
        same phones, the same settings (the players' names, the matchup table on or off),
        and ``first_active`` as the first Active Player (None: a coin flip).
        Asked again (another phone at the same moment), it gives the same duel.

        Raises:
            InvalidInput: the duel is in no match, or ``first_active`` is not one of its seats.
            RuleViolation: the duel is not over yet, or the match is (`MATCH_RULE`).
            MissingGame: no duel has this id.
        """
        with self._lock:
            match = self.of_game(game_id)
            if match is None:
                raise InvalidInput("this duel is not part of a match")
            number = match.number(game_id)
            if number < len(match.duels):
                return match.duels[number]
            if match.winners[-1] is None:
                raise RuleViolation("this duel is not over yet: the next one starts when it "
                                    "ends", MATCH_RULE)
            if match.winner is not None:
                raise RuleViolation(f"the match is over ({match.wins(match.winner)} duels to "
                                    f"{len(match.duels) - match.wins(match.winner)})",
                                    MATCH_RULE)
            setup = self._duels.log(game_id).setup
            seats = len(setup.seats)
            coin = first_active is None
            if coin:
                first_active = secrets.randbelow(seats)
            elif not isinstance(first_active, int) or not 0 <= first_active < seats:
                raise InvalidInput(f"the first Active Player is a seat from 0 to {seats - 1}")
            new_id = self._duels.create(replace(setup, first_active=first_active,
                                                coin_flip=coin,
                                                seed=secrets.randbelow(1_000_000_000)))
            with self._transaction():
                self._db.execute(
                    "INSERT INTO seats (game_id, seat, secret_hash, claimed, rejoin_hash) "
                    "SELECT ?, seat, secret_hash, ?, rejoin_hash FROM seats WHERE game_id = ?",
                    (new_id, now_iso(), game_id))
                self._db.execute("INSERT INTO game_settings (game_id, key, value) SELECT ?, "
                                 "key, value FROM game_settings WHERE game_id = ?",
                                 (new_id, game_id))
                self._db.execute("INSERT INTO match_duels (match_id, number, game_id) VALUES "
                                 "(?, ?, ?)", (match.id, number + 1, new_id))
        self._duels.touch(game_id)  # its pages show the way to the next duel
        return new_id

    def _transaction(self):
        """One transaction (the duels' store's: `Games._transaction`)."""
        return self._duels._transaction()
