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
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine.errors import InvalidInput, RuleViolation

from .consent import REQUEST_KEY
from .database import INTEGRITY_ERRORS, Database
from .games import Games, MissingGame, now_iso
from .match_clock import ClockView, active_seconds, clock_view

#: How many duels a match may be the best of (issue 24); 3 by default (002).
BEST_OF = (1, 3, 5)
DEFAULT_BEST_OF = 3
#: The rule a match's score follows.
MATCH_RULE = '002 rulebook, "Object of the Game"'
#: Duels whose match is kept in memory at most (`Matches.of_game`).
_KEPT_MOST = 1024
#: The round time limits the new-duel page takes, in minutes (organised play: 50 is usual).
LIMIT_MINUTES = (5, 240)


class ClockRefused(InvalidInput):
    """A pause of a paused clock, a resume of a running one, or either once the match is
    over (answered with 409: another phone did it first)."""


@dataclass(frozen=True)
class Match:
    """One match as stored.

    Attributes:
        id: the match's id (URL-safe, starts with "m").
        best_of: 1, 3 or 5 duels.
        duels: the game ids of its duels so far, in order (the first is duel 1).
        winners: the side (a duel's seat; a team battle's team) that won each duel, None
            while it goes on.
        started: when the match began (seconds since the epoch).
        time_limit: the round time limit in minutes, or None.
        called_beat: the beat in progress when time was called, None before.
        times: (started, ended or None) of each duel, in epoch seconds.
        pauses: (paused, resumed or None while paused) of the clock, in epoch seconds.
    """

    id: str
    best_of: int
    duels: tuple[str, ...]
    winners: tuple[int | None, ...]
    started: float = 0.0
    time_limit: int | None = None
    called_beat: int | None = None
    times: tuple[tuple[float, float | None], ...] = ()
    pauses: tuple[tuple[float, float | None], ...] = field(default=())

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

    @property
    def ended(self) -> float | None:
        """When the match ended (its deciding duel's end), None while it goes on."""
        return self.times[-1][1] if self.winner is not None and self.times else None

    def seconds(self, now: float) -> float:
        """Time played in the match at ``now`` (epoch seconds), pauses left out."""
        end = now if self.ended is None else min(self.ended, now)
        return active_seconds(self.started, end, self.pauses)

    def clock(self, game_id: str, now: float) -> ClockView:
        """The clock at ``now`` as duel ``game_id``'s page shows it (`match_clock`)."""
        return clock_view(self.started, self.times[self.number(game_id) - 1], self.ended,
                          self.pauses, self.time_limit, self.called_beat, now)

    def number(self, game_id: str) -> int:
        """The duel's number in the match (from 1).

        Raises:
            ValueError: the duel is not one of this match's.
        """
        return self.duels.index(game_id) + 1


class Matches:
    """The matches of the app's file, over the duels of ``duels`` (the store itself).

    All methods are safe to call from several threads (they hold ``lock``)."""

    def __init__(self, db: Database, lock: threading.RLock, duels: Games,
                 clock: Callable[[], float] = time.time, shared: bool = False):
        self._db, self._lock, self._duels = db, lock, duels
        #: The clock read for every time kept (seconds since the epoch); tests set a fake.
        self.clock = clock
        # duel id -> its match as last read (every page of a duel reads it), emptied by every
        # change to a match; with other processes on the database (``shared``), kept only
        # while their changes are announced here (`Games.trusted`) and dropped by them
        self._kept: dict[str, Match | None] = {}
        self._shared = shared
        duels.on_change_elsewhere(self._forget)

    def start(self, game_id: str, best_of: int = DEFAULT_BEST_OF,
              time_limit: int | None = None) -> str:
        """Make duel ``game_id`` (new, in no match) the first of a new match of ``best_of``
        duels, with a round time limit of ``time_limit`` minutes (None: none); its clock
        starts now. Return the match's id.

        Raises:
            InvalidInput: ``best_of`` is not one of `BEST_OF`, ``time_limit`` is outside
                `LIMIT_MINUTES`, or the duel is already in a match.
            MissingGame: no duel has this id.
        """
        if best_of not in BEST_OF or isinstance(best_of, bool):
            raise InvalidInput("a match is the best of 1, 3 or 5 duels")
        low, high = LIMIT_MINUTES
        if time_limit is not None and (isinstance(time_limit, bool)
                                       or not low <= time_limit <= high):
            raise InvalidInput(f"a round time limit is {low} to {high} minutes, or none")
        self._duels.log(game_id)
        match_id = "m" + secrets.token_urlsafe(9)
        with self._lock:
            if self.of_game(game_id) is not None:
                raise InvalidInput("this duel is already part of a match")
            now = self.clock()
            try:
                with self._transaction():
                    self._db.execute("INSERT INTO matches (id, created, best_of, started, "
                                     "time_limit) VALUES (?, ?, ?, ?, ?)",
                                     (match_id, now_iso(), best_of, now, time_limit))
                    self._db.execute("INSERT INTO match_duels (match_id, number, game_id, "
                                     "started) VALUES (?, 1, ?, ?)", (match_id, game_id, now))
            except INTEGRITY_ERRORS:
                # another worker made it the first duel of a match a moment ago
                raise InvalidInput("this duel is already part of a match") from None
            finally:
                self._kept.clear()
        return match_id

    def get(self, match_id: str) -> Match:
        """The match ``match_id``.

        Raises:
            MissingGame: no match has this id.
        """
        with self._lock:
            row = self._db.execute("SELECT best_of, started, time_limit, called_beat FROM "
                                   "matches WHERE id = ?", (match_id,)).fetchone()
            if row is None:
                raise MissingGame(f"there is no match {match_id!r}; start one from the home "
                                  "page")
            duels = self._db.execute(
                "SELECT d.game_id, g.winner, g.setup, d.started, d.ended FROM match_duels d "
                "JOIN games g ON g.id = d.game_id WHERE d.match_id = ? ORDER BY d.number",
                (match_id,)).fetchall()
            pauses = tuple(self._db.execute("SELECT paused, resumed FROM match_pauses WHERE "
                                            "match_id = ? ORDER BY rowid",
                                            (match_id,)).fetchall())
        winners = []
        for _, winner, setup, _, _ in duels:
            teams = self._duels.kind.read_setup(setup).teams
            seat = None if winner is None else int(winner)
            winners.append(seat if seat is None or not teams else teams[seat])
        return Match(match_id, row[0], tuple(d[0] for d in duels), tuple(winners), row[1],
                     row[2], row[3], tuple((d[3], d[4]) for d in duels), pauses)

    def of_game(self, game_id: str) -> Match | None:
        """The match duel ``game_id`` is part of, or None."""
        with self._lock:
            if game_id in self._kept and (not self._shared or self._duels.trusted()):
                return self._kept[game_id]
            row = self._db.execute("SELECT match_id FROM match_duels WHERE game_id = ?",
                                   (game_id,)).fetchone()
            found = None if row is None else self.get(row[0])
            if not self._shared or self._duels.trusted():
                if len(self._kept) >= _KEPT_MOST:
                    self._kept.clear()
                self._kept[game_id] = found
            return found

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

    def next_duel(self, game_id: str, first_active: int | None = None,
                  seats: tuple | None = None) -> str:
        """The id of the duel after ``game_id`` in its match, started now if it is not yet:
        the same setup (fighters, Finishers, ruleset, format) with the same seats bound to the
        same phones, the same settings (the players' names, the matchup table on or off),
        each seat's fighter and Finisher as ``seats`` says when given (`SeatSetup`s, one per
        seat: the players changed them), and ``first_active`` as the first Active Player
        (None: a coin flip). Asked again (another phone at the same moment), it gives the same duel.

        Raises:
            InvalidInput: the duel is in no match, ``first_active`` is not one of its seats,
                or ``seats`` has another number of seats or an unknown fighter or card.
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
            count = len(setup.seats)
            coin = first_active is None
            if coin:
                first_active = secrets.randbelow(count)
            elif not isinstance(first_active, int) or not 0 <= first_active < count:
                raise InvalidInput(f"the first Active Player is a seat from 0 to {count - 1}")
            if seats is not None and len(seats) != count:
                raise InvalidInput(f"the next duel has the same {count} seats")
            new_id = self._duels.create(replace(setup, first_active=first_active,
                                                coin_flip=coin, seats=seats or setup.seats,
                                                seed=secrets.randbelow(1_000_000_000)))
            try:
                with self._transaction():
                    self._db.execute(
                        "INSERT INTO seats (game_id, seat, secret_hash, claimed, rejoin_hash) "
                        "SELECT ?, seat, secret_hash, ?, rejoin_hash FROM seats WHERE "
                        "game_id = ?", (new_id, now_iso(), game_id))
                    self._db.execute("INSERT INTO game_settings (game_id, key, value) SELECT "
                                     "?, key, value FROM game_settings WHERE game_id = ? AND "
                                     "key <> ?", (new_id, game_id, REQUEST_KEY))
                    self._db.execute("INSERT INTO match_duels (match_id, number, game_id, "
                                     "started) VALUES (?, ?, ?, ?)",
                                     (match.id, number + 1, new_id, self.clock()))
            except INTEGRITY_ERRORS:
                # another worker started the next duel a moment ago: that one is the duel
                # (the one made here is taken away again, never listed)
                self._duels.discard(new_id)
                self._kept.clear()
                return self.get(match.id).duels[number]
            self._kept.clear()
        self._duels.touch(game_id)  # its pages show the way to the next duel
        return new_id

    def pause(self, match_id: str) -> None:
        """Pause the match's clock (both phones see it stopped).

        Raises:
            MissingGame: no such match.
            ClockRefused: it is paused already, or the match is over.
        """
        with self._lock:
            match = self.get(match_id)
            if match.winner is not None:
                raise ClockRefused("the match is over: its clock has stopped")
            if any(resumed is None for _, resumed in match.pauses):
                raise ClockRefused("the clock is paused already")
            self._db.execute("INSERT INTO match_pauses (match_id, paused) VALUES (?, ?)",
                             (match_id, self.clock()))
            self._kept.clear()
        self._touch(match)

    def resume(self, match_id: str) -> None:
        """Start the match's clock again after `pause`.

        Raises:
            MissingGame: no such match.
            ClockRefused: it runs already, or the match is over.
        """
        with self._lock:
            match = self.get(match_id)
            if match.winner is not None:
                raise ClockRefused("the match is over: its clock has stopped")
            if not any(resumed is None for _, resumed in match.pauses):
                raise ClockRefused("the clock runs already")
            self._db.execute("UPDATE match_pauses SET resumed = ? WHERE match_id = ? AND "
                             "resumed IS NULL", (max(self.clock(), match.pauses[-1][0]),
                                                 match_id))
            self._kept.clear()
        self._touch(match)

    def _forget(self, game_id: str | None) -> None:
        """Another worker changed duel ``game_id`` (None: maybe any): its match, and every
        duel's kept with that match, is read again when next needed."""
        with self._lock:
            if game_id is None or game_id not in self._kept:
                self._kept.clear()  # its match, if any, may be kept through another duel
                return
            found = self._kept.pop(game_id)
            for duel, match in list(self._kept.items()):
                if found is not None and match is not None and match.id == found.id:
                    del self._kept[duel]

    def duel_saved(self, db: Database, game_id: str, log) -> None:
        """After a duel's inputs are written (in their transaction, `DuelKind.saved`): keep
        when the duel ended (an undo that takes its end back clears it), and the beat in
        progress when the round time was called (the beat before this input: no input came
        between the call and it)."""
        match = self.of_game(game_id)
        if match is None:
            return
        now = self.clock()
        outcome = log.state.outcome
        number = match.number(game_id)
        ended = match.times[number - 1][1]
        if (outcome is not None) != (ended is not None):
            db.execute("UPDATE match_duels SET ended = ? WHERE game_id = ?",
                       (None if outcome is None else now, game_id))
        teams = log.setup.teams
        winner = None if outcome is None else (teams[outcome.winner] if teams
                                               else outcome.winner)
        if (outcome is not None) != (ended is not None) or winner != match.winners[number - 1]:
            self._kept.clear()  # the score or the clock moved: read the match again
            match = self.get(match.id)
        if match.time_limit is not None and match.called_beat is None \
                and match.seconds(now) >= match.time_limit * 60:
            before = log.previous if log.previous is not None else log.state
            db.execute("UPDATE matches SET called_beat = ? WHERE id = ?",
                       (before.beat, match.id))
            self._kept.clear()

    def _touch(self, match: Match) -> None:
        """Tell the pages of the match's latest duel that its clock changed."""
        self._duels.touch(match.duels[-1])

    def _transaction(self):
        """One transaction (the duels' store's: `Games._transaction`)."""
        return self._duels._transaction()
