"""The match clock (issue 24): time played per duel and per match, kept by the server in
seconds since the epoch (phones sleep), paused and resumed by either phone, and an optional
round time limit for organised play: a warning `WARN_BEFORE` seconds before it, then time is
called; the table finishes the beat in progress, then its event's rule decides. The app
offers the duel's own time-over rule by life as that decision (000 "Time Over"; 002
"Objective" in the classic ruleset): a convention of the table's event, not a rule of 000 or
002 (docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.battlecon import GameState, time_over

#: Seconds before the round time limit when the screen warns (five minutes).
WARN_BEFORE = 300


def active_seconds(start: float, end: float, pauses: tuple[tuple[float, float | None], ...]
                   ) -> float:
    """Seconds from ``start`` to ``end`` (epoch seconds) less the parts of the ``pauses``
    ((paused, resumed or None: still paused)) that fall between them; 0 at least."""
    total = end - start
    for paused, resumed in pauses:
        stop = end if resumed is None else min(resumed, end)
        total -= max(0.0, stop - max(paused, start))
    return max(0.0, total)


@dataclass(frozen=True)
class ClockView:
    """The clock as one duel's page shows it at one moment.

    Attributes:
        duel_seconds, match_seconds: time played in the duel and the match (seconds).
        running: the clock runs (not paused, the match not over).
        paused: a phone paused it.
        limit: the round time limit in seconds, or None.
        left: seconds before the limit (0 once called), or None without a limit.
        warn: the limit is at most `WARN_BEFORE` seconds away, not reached.
        called: the limit is reached: time is called.
        called_beat: the beat in progress when time was called (None before).
    """

    duel_seconds: float
    match_seconds: float
    running: bool
    paused: bool
    limit: float | None
    left: float | None
    warn: bool
    called: bool
    called_beat: int | None


def clock_view(started: float, duel: tuple[float, float | None], ended: float | None,
               pauses: tuple[tuple[float, float | None], ...], limit_minutes: int | None,
               called_beat: int | None, now: float) -> ClockView:
    """The clock at ``now`` of a match that ``started`` (epoch seconds) and ``ended`` (its
    last duel's end once a side has won it, else None), for its duel that started and ended
    at ``duel`` (end None: going on), with the clock's ``pauses``, its round time limit in
    minutes (None: none) and the beat that was in progress when time was called."""
    match_end = now if ended is None else min(ended, now)
    match_seconds = active_seconds(started, match_end, pauses)
    duel_end = now if duel[1] is None else min(duel[1], now)
    paused = any(resumed is None for _, resumed in pauses)
    limit = None if limit_minutes is None else limit_minutes * 60.0
    left = None if limit is None else max(0.0, limit - match_seconds)
    return ClockView(active_seconds(duel[0], duel_end, pauses), match_seconds,
                     ended is None and not paused, paused, limit, left,
                     left is not None and 0 < left <= WARN_BEFORE,
                     left is not None and left <= 0, called_beat)


def minutes_and_seconds(seconds: float) -> str:
    """A time as the clock shows it: "m:ss", or "h:mm:ss" from an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def who_leads(state: GameState) -> tuple[int, str]:
    """Who would win the duel of ``state`` by its own time-over rule if it ended now (the
    winning seat, and why in words with the rule): 000 "Time Over" (the higher life; equal
    life goes to the Reactive Player; a team battle by its teams' rule), 002 "Objective" in
    the classic ruleset."""
    decided = time_over(state)
    winner = decided.outcome.winner
    if len(state.fighters) == 2:
        a, b = state.fighters[0].life, state.fighters[1].life
        rule = '000 "Time Over"' if state.rules.force else \
            '002 "Objective"' + ('; a tie as 000 "Time Over"' if a == b else "")
        if a == b:
            return winner, (f"equal life ({a}): the Reactive Player {state.name(winner)} leads "
                            f"({rule})")
        return winner, f"{state.name(winner)} has more life ({max(a, b)} to {min(a, b)}) ({rule})"
    return winner, (f"{state.name(winner)}'s side leads by the team time-over rule "
                    '(000 "Time Over")')


def time_called(view: ClockView, state: GameState) -> tuple[int | None, tuple[str, str] | None]:
    """What the table is told once the round's time is called, for the duel of ``state``:
    (the beat to finish, or None: time is not called or the duel is over; and once that beat
    is over, who leads and why, `who_leads`: (name, words), else None). The beat to finish
    is the one in progress at the call (`ClockView.called_beat`; the current one when no
    input was made since)."""
    if not view.called or state.outcome is not None:
        return None, None
    beat = view.called_beat if view.called_beat is not None else state.beat
    if state.beat <= beat:
        return beat, None
    seat, why = who_leads(state)
    return beat, (state.name(seat), why)
