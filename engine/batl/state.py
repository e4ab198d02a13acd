"""A BATL game as frozen data: the players, what is in play, the field and the turn
(004 "Setup", "Playing the Game").

Stats are computed, never stored: a player's ATK is the character's base plus what their
cards in play, abilities in play and equipment add (`stat` says which parts).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.errors import InvalidInput
from engine.notes import Note

from .cards import Card, Deck, Effect
from .field import Field, Square

MAX_HP = 20
"""HP a player starts with and cannot go above, temporary HP aside (004 "Setup")."""
HAND_LIMIT = 8
"""Cards a player may hold at the end of their turn (004 "Playing the Game")."""
ACTIONS = 2
"""Actions a turn gives (004 "Playing the Game")."""
OPENING_HAND = 6
"""Cards in an opening hand (004 "Setup")."""


@dataclass(frozen=True)
class InPlay:
    """Something in play: a played card that has not resolved, a class ability that lasts,
    a piece of equipment, a HIDDEN card on a square, or a standup.

    Attributes:
        id: its number in this game (1, 2, ...), for the inputs that name it.
        name: the card's or ability's name.
        owner: the player (0-3) who played it.
        kind: "card", "ability" or "equipment".
        effect: what it does while in play.
        card: the deck card (None for an ability).
        square: where a HIDDEN card or a standup is (None otherwise).
        hidden: a HIDDEN card still face down (only its owner may see it).
        hp: a standup's HP left (life points; 0 for anything else).
    """

    id: int
    name: str
    owner: int
    kind: str
    effect: Effect
    card: Card | None = None
    square: Square | None = None
    hidden: bool = False
    hp: int = 0

    @property
    def is_standup(self) -> bool:
        """True for a standup (a card with its own HP on a square)."""
        return self.card is not None and self.card.standup


@dataclass(frozen=True)
class Player:
    """One player.

    Attributes:
        name: as the table calls them ("Player 1" by default).
        team: the team's number (0 first).
        deck: the deck list they play.
        square: their character's square.
        hp: life points (0-20). temp_hp: temporary HP (used up by damage first).
        library: cards left in their deck to draw.
        hand: deck cards in hand (the app does not know which).
        treasures: treasure cards in hand, by name (they count towards the hand limit).
        discard: their discard pile, names, oldest first.
        resources: resource held per class, as (class, amount) pairs.
        first_draws: cards their first turn draws (lowered by each redraw of the opening
            hand).
        kept: the opening hand is kept.
        turns: turns they have begun.
        out: why they are defeated ("" while playing): "hp" or "draw".
    """

    name: str
    team: int
    deck: Deck
    square: Square
    hp: int = MAX_HP
    temp_hp: int = 0
    library: int = 60
    hand: int = 0
    treasures: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    resources: tuple[tuple[str, int], ...] = ()
    first_draws: int = 2
    kept: bool = False
    turns: int = 0
    out: str = ""

    @property
    def hand_size(self) -> int:
        """Cards in hand, treasures included."""
        return self.hand + len(self.treasures)

    def treasure(self, name: str) -> str | None:
        """The treasure in hand named ``name`` (any case), or None."""
        return next((t for t in self.treasures if t.casefold() == name.casefold()), None)

    def resource(self, class_name: str) -> int:
        """Resource of ``class_name`` held."""
        return dict(self.resources).get(class_name, 0)

    def with_resource(self, class_name: str, amount: int) -> Player:
        """This player holding ``amount`` of ``class_name``'s resource, capped at its pool
        (004 "Example of play": the Ki pool fills)."""
        pool = self.deck.class_def(class_name).pool
        amount = max(0, amount if pool is None else min(pool, amount))
        rest = tuple((c, n) for c, n in self.resources if c != class_name)
        return replace(self, resources=rest + ((class_name, amount),))


@dataclass(frozen=True)
class Turn:
    """The turn under way.

    Attributes:
        number: turns taken in the game, this one included (1 is the first).
        player: whose turn it is.
        step: "play" (Play/Actions) or "discard" (down to the hand limit, after the
            end-of-turn Resolution).
        actions: actions this turn gives (2, plus extra from Haste and the like).
        used: actions taken.
        ability: the class ability was used. equipped: an equipment was equipped.
        played: classes of the class cards played this turn, in order (Combo).
        drew: cards drawn at the Draw step.
    """

    number: int
    player: int
    step: str = "play"
    actions: int = ACTIONS
    used: int = 0
    ability: bool = False
    equipped: bool = False
    played: tuple[str, ...] = ()
    drew: int = 0


@dataclass(frozen=True)
class Outcome:
    """The end of a game: the winning ``team`` and why (``reason``: "hp", "triune" or
    "draw"), said in ``text``."""

    team: int
    reason: str
    text: str


@dataclass(frozen=True)
class Game:
    """A game of BATL.

    Attributes:
        players: every player, by number (0-3).
        teams: each team's players in acting order.
        field: the field.
        diagonals: a corner counts as a step (ruling 73).
        phase: "choose" (who plays first), "hands" (opening hands), "turns", "over".
        roll: the team that won the roll for first turn.
        first_team: the team that takes the first turn (once chosen).
        in_play: what is in play, oldest first.
        next_id: the id the next thing put in play gets.
        turn: the turn under way (None before the first).
        next_up: per team, the index (in its order) of the player who acts on its next turn.
        outcome: the end, once there is one.
        notes: what the last input did by itself (resolutions, draws, defeats):
            `engine.notes.Note` values of "batl." kinds (``str(note)`` is its words); a note
            never names a face-down HIDDEN card, in its words or its values.
    """

    players: tuple[Player, ...]
    teams: tuple[tuple[int, ...], ...]
    field: Field
    diagonals: bool = False
    phase: str = "choose"
    roll: int = 0
    first_team: int = 0
    in_play: tuple[InPlay, ...] = ()
    next_id: int = 1
    turn: Turn | None = None
    next_up: tuple[int, ...] = ()
    outcome: Outcome | None = None
    notes: tuple[Note, ...] = ()

    def player(self, index: int) -> Player:
        """Player ``index``.

        Raises:
            InvalidInput: no such player.
        """
        if not 0 <= index < len(self.players):
            raise InvalidInput(f"there is no player {index + 1} in this game")
        return self.players[index]

    def note(self, kind: str, /, **values: Any) -> Game:
        """This game with the `Note` of kind ``kind`` (registered with
        `engine.notes.note_kind`) and ``values`` added to its notes.

        Raises:
            ValueError: ``kind`` is not registered.
        """
        return replace(self, notes=self.notes + (Note.of(kind, **values),))

    def with_player(self, index: int, **changes) -> Game:
        """This game with player ``index`` changed."""
        players = list(self.players)
        players[index] = replace(players[index], **changes)
        return replace(self, players=tuple(players))

    def item(self, item_id: int) -> InPlay:
        """The thing in play numbered ``item_id``.

        Raises:
            InvalidInput: nothing in play has that number.
        """
        for thing in self.in_play:
            if thing.id == item_id:
                return thing
        raise InvalidInput(f"nothing in play is numbered {item_id}; it may have resolved")

    def occupied(self) -> dict[Square, str]:
        """Squares taken by a character (players not defeated) or a standup, and by whom."""
        taken = {p.square: p.name for p in self.players if not p.out}
        taken.update({t.square: t.name for t in self.in_play if t.is_standup})
        return taken

    def alive(self, team: int) -> list[int]:
        """The players of ``team`` not defeated, in acting order."""
        return [p for p in self.teams[team] if not self.players[p].out]


STATS = {"atk": "ATK", "defense": "DEF", "ms": "MS", "reach": "range"}


def stat(game: Game, index: int, name: str) -> tuple[int, list[tuple[str, int]]]:
    """Player ``index``'s current ``name`` stat ("atk", "defense", "ms" or "reach") and its
    parts: the character's base first, then each card, ability or equipment in play of
    theirs that changes it, as (source, amount). Never below 0."""
    player = game.players[index]
    character = player.deck.character
    base = getattr(character, name) if character else (1 if name in ("ms", "reach") else 0)
    parts = [(character.name if character else "base", base)]
    for thing in game.in_play:
        if thing.owner == index and not thing.is_standup and getattr(thing.effect, name):
            if thing.hidden:
                continue
            parts.append((thing.name, getattr(thing.effect, name)))
    return max(0, sum(n for _, n in parts)), parts


def explain(game: Game, index: int, name: str) -> str:
    """``stat`` in words: "ATK 2 = Monk 1 + Hit +1"."""
    value, parts = stat(game, index, name)
    words = [f"{parts[0][0]} {parts[0][1]}"] + [f"{s} {n:+d}" for s, n in parts[1:]]
    return f"{STATS[name]} {value} = " + " + ".join(words)
