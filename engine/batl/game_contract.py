"""BATL (004) under the one game contract (`engine.contract.Game`): `GAME` delegates to
`game.new_game`, `game.waiting_for` and `game.apply`; `seen_by` removes what a viewer may
not see (004 "HIDDEN": a face-down card is its owner's secret; the lands the app dealt stay
face down until searched); a decision's words are the notes the engine wrote, which never
name a face-down card.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.contract import Pending

from .actions import reach, targets
from .cards import TREASURES, Deck, Effect
from .events import Event
from .field import DIRT, Square, label, neighbours
from .game import apply, new_game, waiting_for
from .state import Game

#: What a secret reads in a viewer's game: another player's face-down card (its name), a
#: land not yet searched (``Field.lands``).
FACE_DOWN = ""


@dataclass(frozen=True)
class BatlStart:
    """How a game starts (004 "Setup"): ``decks`` (player i's deck, with a character),
    ``teams`` (each team's players in acting order), ``roll`` (the team that won the roll for
    first turn), ``seed`` (the app's secret deal of the lands; None: the table dealt real
    cards), ``names`` (as the table calls the players) and ``diagonals`` (a corner counts as
    a step, ruling 73)."""

    decks: tuple[Deck, ...]
    teams: tuple[tuple[int, ...], ...]
    roll: int = 0
    seed: int | None = None
    names: tuple[str, ...] = ()
    diagonals: bool = False


def seen_by(game: Game, viewer: int | None) -> Game:
    """``game`` as ``viewer`` (a player, or None: a shared phone or a spectator, who see no
    one's face-down cards) may see it: another player's face-down card stays in play (its
    owner and number are known: it was played) but without its name, card, effect or square
    (`FACE_DOWN`, None, no effect); the lands the app dealt read `FACE_DOWN` until searched."""
    in_play = tuple(
        replace(t, name=FACE_DOWN, effect=Effect(), card=None, square=None)
        if t.hidden and t.owner != viewer else t for t in game.in_play)
    field = game.field
    if field.lands is not None:
        found = {square for square, _ in field.found}
        lands = tuple(land if (i % field.size, i // field.size) in found else FACE_DOWN
                      for i, land in enumerate(field.lands))
        field = replace(field, lands=lands)
    return replace(game, in_play=in_play, field=field)


def options(game: Game) -> tuple[Event, ...]:
    """The inputs the game offers now, corrections by hand apart: who plays first, keeping
    or redrawing an opening hand; in a turn, each move in reach and attack in range while an
    action is left, a search, each class ability, card (a placed card once per square it may
    take), treasure and equipment, triggering or ending one's own things in play, and the end
    of the turn; at the Discard step each card and treasure to discard or put back. A card's
    cost and the rules of Combo cards are checked when it is applied (`RuleViolation`)."""
    due = waiting_for(game)
    if game.phase == "choose":
        return tuple(Event("first", p, (how,)) for p in due for how in ("play", "draw"))
    if game.phase == "hands":
        return tuple(Event(kind, p) for p in due for kind in ("keep", "redraw"))
    if not due:
        return ()
    p = due[0]
    me = game.players[p]
    if game.turn.step == "discard":
        put = tuple(Event("treasure", p, (t, label(s))) for t in dict.fromkeys(me.treasures)
                    for s in neighbours(me.square, game.field.size, game.diagonals))
        names = dict.fromkeys(c.name for c in me.deck.cards if c.kind != "Equipment")
        return put + tuple(Event("discard", p, (n,)) for n in names)
    return (*_actions(game, p), *_plays(game, p), Event("end", p))


def _actions(game: Game, p: int) -> list[Event]:
    """Moves, attacks and a search, while an action is left (004 "Playing the Game")."""
    turn, me = game.turn, game.players[p]
    if turn.used >= turn.actions:
        return []
    found = [Event("move", p, (label(s),)) for s in sorted(reach(game, p),
                                                           key=lambda s: (s[1], s[0]))]
    found += [Event("attack", p, (t.key,)) for t in targets(game, p)]
    if not game.field.searched(me.square):
        left = game.field.left_to_find()
        lands = [()] if game.field.lands is not None else [
            (n,) for n in (DIRT, *TREASURES) if left[n]]
        found += [Event("search", p, land) for land in lands]
    elif any(s == me.square for s, _ in game.field.lying):
        found.append(Event("search", p))
    return found


def _plays(game: Game, p: int) -> list[Event]:
    """Class abilities, cards, treasures, equipment and one's own things in play."""
    turn, me, deck = game.turn, game.players[p], game.players[p].deck
    found = [] if turn.ability else [Event("ability", p, (c,)) for c in deck.pools()
                                     if deck.class_def(c).ability]
    mine = [t for t in game.in_play if t.owner == p]
    equipped = {t.name for t in mine if t.kind == "equipment"}
    for card in deck.cards:
        if card.kind == "Equipment":
            if card.name in equipped:
                found.append(Event("unequip", p, (card.name,)))
            elif not turn.equipped:
                found.append(Event("equip", p, (card.name,)))
        elif me.hand > 0:
            found += [Event("play", p, (card.name, *square))
                      for square in _squares(game, card.hidden, card.standup)]
    found += [Event("play", p, (t,)) for t in dict.fromkeys(me.treasures)]
    found += [Event("trigger", p, (str(t.id),)) for t in mine if t.hidden]
    found += [Event("resolve", p, (str(t.id),)) for t in mine if t.kind != "equipment"]
    return list(dict.fromkeys(found))


def _squares(game: Game, hidden: bool, standup: bool) -> list[tuple[str, ...]]:
    """() for a card not placed on a square, else (label,) of each square it may take: a
    HIDDEN card an unsearched square with no HIDDEN card, a standup a square not taken."""
    if not (hidden or standup):
        return [()]
    size = game.field.size
    every: list[Square] = [(c, r) for r in range(size) for c in range(size)]
    if hidden:
        taken = {t.square for t in game.in_play if t.hidden}
        return [(label(s),) for s in every if not game.field.searched(s) and s not in taken]
    return [(label(s),) for s in every if s not in game.occupied()]


@dataclass(frozen=True)
class BatlGame:
    """BATL as a `engine.contract.Game`: setup a `BatlStart`, state a `Game`, decision an
    `Event`, view a `Game` without what the viewer may not see (`seen_by`)."""

    name: str = "BATL"

    def setup(self, value: BatlStart) -> Game:
        """The game before the first choice (`game.new_game`).

        Raises:
            InvalidInput: not 2-4 players, a bad team, roll or deck (see `new_game`).
        """
        return new_game(value.decks, value.teams, value.roll, value.seed, value.names,
                        value.diagonals)

    def pending(self, state: Game) -> Pending[Event] | None:
        """Who acts now and on what (``kind``: "choose", "hands", or in a turn its step,
        "play" or "discard"), with the inputs offered (`options`); None once it is over."""
        due = waiting_for(state)
        if state.outcome is not None or not due:
            return None
        kind = state.turn.step if state.phase == "turns" else state.phase
        return Pending(due, kind, options(state))

    def apply(self, state: Game, decision: Event) -> Game:
        """The game after ``decision``, its ``notes`` saying what happened (`game.apply`).

        Raises:
            InvalidInput: a malformed or impossible input.
            RuleViolation: an input the rules refuse now, with the rule.
        """
        return apply(state, decision)

    def view(self, state: Game, viewer: int | None) -> Game:
        """``state`` as ``viewer`` may see it (`seen_by`)."""
        return seen_by(state, viewer)

    def describe(self, before: Game, decision: Event, after: Game) -> str:
        """What ``decision`` did: the notes the engine wrote on ``after`` (never naming a
        face-down card), or "An input" when it wrote none."""
        return "; ".join(map(str, after.notes)) or "An input"


#: The BATL game.
GAME = BatlGame()

__all__ = ["FACE_DOWN", "GAME", "BatlGame", "BatlStart", "options", "seen_by"]
