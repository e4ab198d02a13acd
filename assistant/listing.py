"""How the home page lists the games to resume (issue 21, item 8): each side named as the game
has it, and when it was started in words a player reads at a glance."""

from __future__ import annotations

from datetime import datetime


def side_names(seats: list[str], teams: tuple[int, ...] = ()) -> str:
    """The sides of a game from its seats' names, in seat order: a duel ``"Eligor vs
    Shekhtur"``; a team battle (``teams``: each seat's team) names the teammates together,
    ``"Eligor & Shekhtur vs Cadenza & Hikaru"`` (000 "Multiplayer Rules")."""
    if not teams or len(set(teams)) == len(seats):
        return " vs ".join(seats)
    sides: dict[int, list[str]] = {}
    for name, team in zip(seats, teams, strict=True):
        sides.setdefault(team, []).append(name)
    return " vs ".join(" & ".join(names) for names in sides.values())


def started(stamp: str) -> str:
    """A stored UTC time (ISO 8601, ``"2026-11-26T03:15:36+00:00"``) as the page shows it
    before the phone turns it into its own local time (static/local-time.js): ``"26 Nov
    03:15 UTC"``; a text that is not such a time is shown as it is."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    return f"{when.day} {when:%b %H:%M} UTC"


def winner_words(seats: list[str], teams: tuple[int, ...], winner: int | None) -> str:
    """Who won a finished game, from the winning seat (``winner``; None: still going on,
    ``""``): ``"Eligor won"``, in a team battle the winning side, ``"Eligor & Shekhtur
    won"``."""
    if winner is None:
        return ""
    if teams and len(set(teams)) < len(seats):
        side = [name for name, team in zip(seats, teams, strict=True)
                if team == teams[winner]]
        return f"{' & '.join(side)} won"
    return f"{seats[winner]} won"

