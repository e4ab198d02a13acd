"""The new-game form of BATL read as a `BatlSetup` (004 "Setup"; "Special Rules", More than
2 players): how many play, their names and saved decks, the teams, who won the roll, who
deals the field."""

from __future__ import annotations

from collections.abc import Mapping

from engine.batl import SIZES
from engine.errors import InvalidInput
from engine.numbers import whole_number

from .log import BatlSetup


def batl_setup(form: Mapping[str, str], decks, seed: int) -> BatlSetup:
    """The setup the form asks for. ``decks`` are the saved deck lists
    (`assistant.batl_decks.BatlDecks`); ``seed`` shuffles the land deck when the app deals.

    Form fields: ``players`` (2-4); for each player i, ``name{i}`` (default "Player i+1"),
    ``deck{i}`` (a saved deck's name) and ``team{i}`` (a team number, 1-4; two players are
    always two teams); ``roll`` (the team number that won the roll); ``field`` ("app": the
    app deals in secret, "table": real land cards); ``diagonals`` ("yes": a corner counts as a
    step); ``casual`` ("yes": decks that break the deck rules may play).

    Raises:
        InvalidInput: a field missing or wrong, an unknown deck, a deck breaking the deck
            rules in a game that is not casual (the first problem named), one team only.
    """
    try:
        count = whole_number(form.get("players", "2"), "the players", min(SIZES), max(SIZES))
    except InvalidInput:
        raise InvalidInput("BATL is played by 2, 3 or 4 players") from None
    names, texts, team_of = [], [], []
    for i in range(count):
        name = form.get(f"name{i}", "").strip() or f"Player {i + 1}"
        if len(name) > 30:
            raise InvalidInput(f"{name[:30]}...: a name has at most 30 characters")
        deck_name = form.get(f"deck{i}", "")
        if not deck_name:
            raise InvalidInput(f"choose {name}'s deck")
        text, _deck, problems = decks.get(deck_name)
        errors = [p for p in problems if p.level == "error"]
        if errors and form.get("casual") != "yes":
            raise InvalidInput(f"{deck_name} breaks the deck rules ({errors[0].message}); "
                               "fix it in the deck editor, or tick casual game")
        team = form.get(f"team{i}", str(i + 1)) if count > 2 else str(i + 1)
        if team not in ("1", "2", "3", "4"):
            raise InvalidInput(f"{name}'s team is a number from 1 to 4")
        names.append(name)
        texts.append(text)
        team_of.append(int(team))
    numbers = sorted(set(team_of))
    if len(numbers) < 2:
        raise InvalidInput("put the players in at least two teams")
    teams = tuple(tuple(p for p in range(count) if team_of[p] == n) for n in numbers)
    try:
        roll = whole_number(form.get("roll", "1"), "the team", 1, 4)
    except InvalidInput:
        roll = 0
    if roll not in numbers:
        raise InvalidInput("say which team won the roll for first turn")
    if form.get("field", "app") not in ("app", "table"):
        raise InvalidInput("say who deals the field: the app or the table")
    return BatlSetup(tuple(names), tuple(texts), teams, numbers.index(roll),
                     seed if form.get("field", "app") == "app" else None,
                     form.get("diagonals") == "yes")
