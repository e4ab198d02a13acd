"""A duel's record (issue 24): its sides, every input in words, the rule notes of each beat,
life and Force at the end of each beat and how it ended, as JSON data and as plain text; a
match's record holds its duels' in order.

Only what every phone at the table sees goes in: the history's words never name a pair set
face down (`assistant.views.history`), the notes are the table's, and no Finisher or hand
is listed; the record of a duel still going on is the record so far.
"""

from __future__ import annotations

from typing import Any

from assistant.chart import chart
from assistant.log import DuelLog
from assistant.match_clock import minutes_and_seconds
from assistant.views import beats_log, history, outcome_text

#: The "format" of every record this app writes (a reader checks it first).
RECORD_FORMAT = "battlecon-companion-record/1"


def duel_record(log: DuelLog, players: list[str], number: int | None = None,
                seconds: float | None = None) -> dict[str, Any]:
    """The record of ``log``'s duel as JSON-ready data. ``players``: the player's name of
    each seat ("" for none); ``number``: the duel's number in its match, or None;
    ``seconds``: the time played (the match clock, pauses left out), or None.

    Keys: ``format``; ``duel`` (number or None); ``ruleset`` (its title); ``sides``: a dict per
    seat (``seat``, ``fighter``, ``player`` or None, ``team`` or None); ``first_active``
    (``seat``, ``coin_flip``: True when the app flipped the coin); ``inputs``, oldest first
    (``entry``, ``words``, ``undone``, ``undo``); ``beats``, oldest first (``beat``,
    ``notes``: words with their rule); ``life_and_force`` (``columns`` and ``rows``: the
    chart's table, a row per beat ended, life in life points and Force in Force points);
    ``outcome`` (``winner_seat``, ``words``) or None while the duel goes on;
    ``seconds_played`` (whole seconds) or None.
    """
    state, setup = log.state, log.setup
    teams = setup.teams
    drawn = chart(log.start, state)
    outcome = state.outcome
    return {
        "format": RECORD_FORMAT,
        "duel": number,
        "ruleset": state.rules.title,
        "sides": [{"seat": seat, "fighter": state.kits[seat].fighter.name,
                   "player": (players[seat] if seat < len(players) else "") or None,
                   "team": "ABCD"[teams[seat]] if teams else None}
                  for seat in range(len(state.fighters))],
        "first_active": {"seat": setup.first_active, "coin_flip": bool(setup.coin_flip)},
        "inputs": [{"entry": line.seq, "words": line.text, "undone": line.undone,
                    "undo": line.is_undo} for line in reversed(history(log))],
        "beats": [{"beat": beat, "notes": list(notes)}
                  for beat, notes in reversed(beats_log(state))],
        "life_and_force": {"columns": list(drawn.columns),
                           "rows": [list(row) for row in drawn.rows]},
        "outcome": None if outcome is None else {"winner_seat": outcome.winner,
                                                 "words": outcome_text(state)},
        "seconds_played": None if seconds is None else int(seconds),
    }


def record_text(record: dict[str, Any]) -> str:
    """A `duel_record` as plain text for reading or printing (UTF-8, lines of words)."""
    sides = " vs ".join(_side(side) for side in record["sides"])
    title = f"Duel {record['duel']}: {sides}" if record["duel"] else sides
    first = record["first_active"]
    starter = record["sides"][first["seat"]]["fighter"]
    lines = [title, "=" * len(title), f"Ruleset: {record['ruleset']}",
             f"First Active Player: {starter} "
             f"({'coin flip' if first['coin_flip'] else 'chosen by the table'})"]
    outcome = record["outcome"]
    lines.append(f"Result: {outcome['words']}" if outcome else "Result: still going on")
    if record["seconds_played"] is not None:
        lines.append(f"Time played: {minutes_and_seconds(record['seconds_played'])}")
    lines += ["", "Inputs", "------"]
    for entry in record["inputs"]:
        mark = " (undone)" if entry["undone"] else ""
        lines.append(f"{entry['entry']}. {entry['words']}{mark}")
    lines += ["", "Beats", "-----"]
    for beat in record["beats"]:
        lines.append(f"Beat {beat['beat']}")
        lines += [f"  - {note}" for note in beat["notes"]]
    table = record["life_and_force"]
    if table["rows"]:
        lines += ["", "Life and Force at the end of each beat",
                  "--------------------------------------", " | ".join(table["columns"])]
        lines += [" | ".join(row) for row in table["rows"]]
    return "\n".join(lines) + "\n"


def match_text(best_of: int, score: str, winner: str | None,
               records: list[dict[str, Any]]) -> str:
    """A match's record as plain text: its score, then each duel's `record_text`."""
    head = f"Match, best of {best_of}: {score}"
    state = f"{winner} won the match" if winner else "The match goes on"
    return "\n".join([head, "=" * len(head), state, ""]
                     + [record_text(r) for r in records])


def _side(side: dict[str, Any]) -> str:
    """A side's fighter, with its player's name when the table gave one."""
    return f"{side['fighter']} ({side['player']})" if side["player"] else side["fighter"]
