"""A BATL game from its setup and its inputs (004): `new_game` lays out the field and the
characters, `apply` takes one `Event`, `waiting_for` says who must act now.

The engine never waits: the assistant asks the player `waiting_for` names. Each input
returns a new `Game`; its ``notes`` say in words what happened, automatic steps included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.numbers import whole_number

from . import actions, plays, turns
from .cards import Deck
from .events import Event
from .field import Field, Square, deal, field_size, parse_square, start_squares
from .state import Game, Player


def new_game(decks: Sequence[Deck], teams: Sequence[Sequence[int]], roll: int = 0,
             seed: int | None = None, names: Sequence[str] = (), diagonals: bool = False,
             starts: dict[int, Square] | None = None) -> Game:
    """A game before the first choice: the field (``size`` from the number of players)
    dealt by the app from ``seed`` (secret until searched), or left to the table's real cards
    when ``seed`` is None; every character on its corner (``starts`` to place them
    otherwise, 004 "Special Rules", Maps) at 20 HP.

    ``decks[i]`` is player i's deck; ``teams`` lists each team's players in acting order
    (two players: ``[[0], [1]]``); ``roll`` is the team that won the roll for first turn.

    Raises:
        InvalidInput: not 2-4 players; a player in no team or in two; a team empty; a
            deck without a character; ``roll`` not a team; two characters on one square.
    """
    size = field_size(len(decks))
    order = tuple(tuple(t) for t in teams)
    listed = sorted(p for t in order for p in t)
    if listed != list(range(len(decks))) or any(not t for t in order) or len(order) < 2:
        raise InvalidInput("every player must be in exactly one team, and there must be at "
                           "least two teams")
    if not 0 <= roll < len(order):
        raise InvalidInput("the roll's winner must be one of the teams")
    for deck in decks:
        if deck.character is None:
            raise InvalidInput(f"{deck.name or 'a deck'} has no character line: add the "
                               "character's ATK, DEF and Movement Speed")
    squares = starts or start_squares(order, size)
    if len(set(squares.values())) != len(decks):
        raise InvalidInput("each character needs a square of its own")
    team_of = {p: t for t, team in enumerate(order) for p in team}
    players = tuple(Player(names[i] if i < len(names) else f"Player {i + 1}", team_of[i],
                           deck, squares[i], library=deck.size)
                    for i, deck in enumerate(decks))
    lands = deal(size, seed) if seed is not None else None
    return Game(players, order, Field(size, lands), diagonals, roll=roll,
                next_up=tuple(0 for _ in order))


def apply(game: Game, event: Event) -> Game:
    """The game after ``event``, with its ``notes`` saying what happened.

    Raises:
        InvalidInput: a malformed or impossible input (an unknown card, a bad square).
        RuleViolation: an input the rules refuse now, with the rule.
    """
    game = replace(game, notes=())
    game.player(event.player)
    p, kind, arg = event.player, event.kind, event.arg
    if kind == "first":
        return turns.choose_first(game, p, arg)
    if kind in ("redraw", "keep"):
        return turns.redraw(game, p, keep=kind == "keep")
    if kind == "play":
        square = _square(game, event.parts[1]) if len(event.parts) > 1 else None
        return plays.play_card(game, p, arg, square)
    if kind == "ability":
        return plays.use_ability(game, p, arg)
    if kind == "equip":
        return plays.equip(game, p, arg)
    if kind == "unequip":
        return plays.unequip(game, p, arg)
    if kind == "move":
        return actions.move(game, p, _square(game, arg))
    if kind == "attack":
        return actions.attack(game, p, arg)
    if kind == "search":
        return actions.search(game, p, arg)
    if kind == "treasure":
        return actions.put_back(game, p, arg, _square(game, _part(event, 1, "a square")))
    if kind == "discard":
        return actions.discard(game, p, arg)
    if kind == "trigger":
        return plays.trigger(game, p, _int(arg))
    if kind == "resolve":
        return plays.end_by_hand(game, p, _int(arg))
    if kind == "shift":
        return actions.shift(game, p, _int(arg), _square(game, _part(event, 1, "a square")))
    if kind == "adjust":
        return actions.adjust(game, p, arg, _int(_part(event, 1, "an amount")))
    return turns.end_turn(game, p)


def waiting_for(game: Game) -> tuple[int, ...]:
    """The players who must act now: the roll's winning team to choose who plays first,
    every player with an opening hand not yet kept, or the player whose turn it is (none
    once the game is over)."""
    if game.phase == "choose":
        return game.teams[game.roll]
    if game.phase == "hands":
        return tuple(i for i, p in enumerate(game.players) if not p.kept)
    if game.phase == "turns" and game.turn is not None:
        return (game.turn.player,)
    return ()


def replay(game: Game, texts: Sequence[str]) -> Game:
    """``game`` after the inputs written ``texts``, in order (tests and transcripts).

    Raises:
        InvalidInput, RuleViolation: an input refused (as `apply`).
    """
    for text in texts:
        game = apply(game, Event.parse(text))
    return game


def _square(game: Game, text: str) -> Square:
    return parse_square(text, game.field.size)


def _part(event: Event, index: int, what: str) -> str:
    if len(event.parts) <= index or not event.parts[index]:
        raise InvalidInput(f"the input needs {what}")
    return event.parts[index]


def _int(text: str) -> int:
    return whole_number(text, "the number", -MAX_NUMBER, MAX_NUMBER)


#: The largest number an input line carries (an index, a count, a correction), either sign.
MAX_NUMBER = 999


__all__ = ["Event", "Game", "RuleViolation", "apply", "new_game", "replay", "waiting_for"]
