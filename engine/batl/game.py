"""A BATL game from its setup and its inputs (004): `new_game` lays out the field and the
characters, `apply` takes one `Event`, `waiting_for` says who must act now.

The engine never waits: the assistant asks the player `waiting_for` names. Each input
returns a new `Game`; its ``notes`` say in words what happened, automatic steps included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.errors import InvalidInput, RuleViolation
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
    handled = _EVENTS.get(event.kind)
    if handled is None:  # the end of a turn
        return turns.end_turn(game, event.player)
    return handled(game, event.player, event.arg, event)


def _play(game: Game, p: int, arg: str, event: Event) -> Game:
    """A card played, on the square the input names if any."""
    square = _square(game, event.parts[1]) if len(event.parts) > 1 else None
    return plays.play_card(game, p, arg, square)


#: What each kind of input does: (game, player, its argument, the event) -> the game after.
_EVENTS = {
    "first": lambda g, p, arg, e: turns.choose_first(g, p, arg),
    "redraw": lambda g, p, arg, e: turns.redraw(g, p, keep=False),
    "keep": lambda g, p, arg, e: turns.redraw(g, p, keep=True),
    "play": _play,
    "ability": lambda g, p, arg, e: plays.use_ability(g, p, arg),
    "equip": lambda g, p, arg, e: plays.equip(g, p, arg),
    "unequip": lambda g, p, arg, e: plays.unequip(g, p, arg),
    "move": lambda g, p, arg, e: actions.move(g, p, _square(g, arg)),
    "attack": lambda g, p, arg, e: actions.attack(g, p, arg),
    "search": lambda g, p, arg, e: actions.search(g, p, arg),
    "treasure": lambda g, p, arg, e: actions.put_back(g, p, arg,
                                                      _square(g, _part(e, 1, "a square"))),
    "discard": lambda g, p, arg, e: actions.discard(g, p, arg),
    "trigger": lambda g, p, arg, e: plays.trigger(g, p, _int(arg)),
    "resolve": lambda g, p, arg, e: plays.end_by_hand(g, p, _int(arg)),
    "shift": lambda g, p, arg, e: actions.shift(g, p, _int(arg),
                                                _square(g, _part(e, 1, "a square"))),
    "adjust": lambda g, p, arg, e: actions.adjust(g, p, arg, _int(_part(e, 1, "an amount"))),
}


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
