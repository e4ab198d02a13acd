"""An ABXY match round by round (003 rules, "Setup" 3, "Gameplay": Input, Resolution, Reset):
the secret choice of the active fighters, the secret first and second buttons, the two pairs
revealed and resolved one after the other, and the questions a resolution asks the players
(who switches in, who replaces a defeated fighter, whom to heal...).

`Game` is immutable and changes only through `apply(game, event)`; an `Event` prints and
parses itself (``"input 1 A X"``), so the app keeps a log of events and replays it. A
resolution never waits: it is run again with the answers given so far, and the first
question it asks that has no answer yet is the game's `Game.pending` question.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import InvalidInput
from engine.notes import Note, note_kind
from engine.numbers import whole_number

from .match import Button, Creature, Match, new_match
from .resolve import resolve

# The notes of the game's own steps (``player``: 0 or 1, worded from 1).
_IN_COMBAT = note_kind("abxy.in_combat", '003 "Setup"',
                       "In combat: {names[0]} (player 1) and {names[1]} (player 2)")
_SET_CREATURE = note_kind(
    "abxy.set_creature_by_hand", "",
    lambda v: f"Set by hand: Player {v['player'] + 1}'s {v['name']} is {v['health']}")
_SET_BUTTON = note_kind(
    "abxy.set_button_by_hand", "",
    lambda v: f"Set by hand: Player {v['player'] + 1}'s {v['button']} button is "
              + ("locked out" if v["locked"] else "given back"))

PLAYERS = (0, 1)
# What each question of a resolution asks, for the page (purpose -> words).
PURPOSES = {"switch": "who switches in", "override": "who the foe switches in",
            "replace": "who replaces the defeated fighter",
            "heal": "which ally is healed", "revive": "which defeated ally comes back",
            "damage": "which of the foe's creatures off the fight is damaged",
            "flash": "switch, or regain the locked-out buttons"}
FLASH_OPTIONS = ("Switch", "Regain locked-out buttons")
# What a correction by hand may set a creature to (a defeat is played, not set).
ADJUST_HEALTH = ("healthy", "damaged")


@dataclass(frozen=True)
class Event:
    """One player input: ``kind`` "active" (``player`` puts creature ``value[0]`` of the team
    in combat), "input" (``player``'s first and second buttons, ``value`` = (first, second)
    as `Button` letters), "answer" (``player`` answers the pending question with option
    ``value[0]``), "reveal" (the second pair is turned over; ``player`` is who tapped) or
    "adjust" (a correction by hand for what the app does not model, such as a passive
    ability: ``value`` = (creature index, "healthy" or "damaged"), or (button, "on" or
    "off") to lock a button out or give it back).

    ``str(event)`` is its log form (``"input 0 A X"``); `Event.parse` reads it back."""

    kind: str
    player: int
    value: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.kind, str(self.player), *(str(v) for v in self.value)])

    @staticmethod
    def parse(text: str) -> Event:
        """The event written as ``text``.

        Raises:
            InvalidInput: not an event (unknown kind, a player other than 1 or 2, a missing
                or malformed value).
        """
        words = text.split()
        if len(words) < 2 or words[0] not in ("active", "input", "answer", "reveal",
                                              "adjust"):
            raise InvalidInput(f"{text!r} is not an ABXY input")
        kind, player = words[0], words[1]
        if player not in ("0", "1"):
            raise InvalidInput("the player is player 1 or player 2")
        rest = words[2:]
        try:
            if kind == "input":
                first, second = rest
                return Event(kind, int(player), (Button(first.upper()), Button(second.upper())))
            if kind in ("active", "answer"):
                (number,) = rest
                return Event(kind, int(player), (whole_number(number, "the choice", 0, 99),))
            if kind == "adjust":
                what, value = rest
                if value in ADJUST_HEALTH:
                    return Event(kind, int(player),
                                 (whole_number(what, "the creature", 0, 99), value))
                if value in ("on", "off"):
                    return Event(kind, int(player), (Button(what.upper()), value))
                raise ValueError(text)
        except ValueError:
            raise InvalidInput(f"{text!r}: an input is two buttons among A, B, X, Y; an "
                               "active fighter or an answer is one number") from None
        if rest:
            raise InvalidInput(f"{text!r}: reveal takes no value")
        return Event(kind, int(player))


@dataclass(frozen=True)
class Question:
    """A choice a resolution needs: ``player`` picks one of ``options`` (creature indexes in a
    team; for Flash, 0 = switch, 1 = regain), for ``purpose`` (a key of `PURPOSES`);
    ``team``: whose creatures the options are (the foe's for Cheap Shot and an override)."""

    player: int
    purpose: str
    options: tuple[int, ...]
    team: int


@dataclass(frozen=True)
class PairResult:
    """One resolved pair of buttons: ``round`` (from 1), ``pair`` (1: first, 2: second),
    ``buttons`` (player 1's, player 2's), ``names`` (the fighters revealing them) and
    ``notes`` (what happened and why: `engine.notes.Note` values)."""

    round: int
    pair: int
    buttons: tuple[Button, Button]
    names: tuple[str, str]
    notes: tuple[Note, ...]


@dataclass(frozen=True)
class Game:
    """A match in progress.

    Attributes:
        teams: each player's creatures as dealt (index = position in the column).
        chosen: each player's secret choice of active fighter (None: not yet).
        match: the `Match` once both active fighters are in combat (None before).
        round: the round number, from 1.
        inputs: this round's buttons per player, (first, second), or None (not yet chosen;
            secret until revealed).
        revealed: pairs of this round resolved so far (0 or 1; the round ends after 2).
        answers: the answers given to questions of the pair being resolved, in order.
        pending: the question the resolution waits for, or None.
        results: every pair resolved so far, oldest first.
    """

    teams: tuple[tuple[Creature, ...], tuple[Creature, ...]]
    chosen: tuple[int | None, int | None] = (None, None)
    match: Match | None = None
    round: int = 1
    inputs: tuple[tuple[Button, Button] | None, tuple[Button, Button] | None] = (None, None)
    revealed: int = 0
    answers: tuple[int, ...] = ()
    pending: Question | None = None
    results: tuple[PairResult, ...] = ()

    @property
    def winner(self) -> int | None:
        """The player who won (0 or 1), or None while the match goes on."""
        return None if self.match is None else self.match.winner

    @property
    def phase(self) -> str:
        """"active" (choosing active fighters), "input", "answer" (a question waits),
        "reveal" (the first pair is resolved, the second waits to be turned over) or
        "over"."""
        if self.match is None:
            return "active"
        if self.winner is not None:
            return "over"
        if self.pending is not None:
            return "answer"
        if self.revealed == 1:
            return "reveal"
        return "input"


def new_game(team0: tuple[Creature, ...], team1: tuple[Creature, ...]) -> Game:
    """A game about to choose its active fighters (003 "Setup" 3).

    Raises:
        InvalidInput: a team is empty.
    """
    if not team0 or not team1:
        raise InvalidInput("each player needs a team of creatures")
    return Game((tuple(team0), tuple(team1)))


def playable(game: Game, player: int) -> tuple[Button, ...]:
    """The buttons ``player`` may choose from this round: every button not locked out (003
    "Input", "LOCKOUT"), in the order A, B, X, Y."""
    if game.match is None:
        return tuple(Button)
    locked = game.match.side(player).locked
    return tuple(b for b in Button if b not in locked)


def waiting_for(game: Game) -> tuple[int, ...]:
    """The players who must decide now: both for the secret steps (those who have not yet),
    the asked player for a question, either one to reveal the second pair, nobody at the
    end."""
    phase = game.phase
    if phase == "active":
        return tuple(p for p in PLAYERS if game.chosen[p] is None)
    if phase == "input":
        return tuple(p for p in PLAYERS if game.inputs[p] is None)
    if phase == "answer":
        return (game.pending.player,)
    if phase == "reveal":
        return PLAYERS
    return ()


def apply(game: Game, event: Event) -> Game:
    """The game after ``event``.

    Raises:
        InvalidInput: the event does not fit the game now (not this phase, the player has
            already chosen, an index outside the team, a defeated creature, two identical
            buttons, a locked-out button, an answer that is not an option, a correction in
            the middle of a resolution or of a defeated creature), with what to do instead.
    """
    phase = game.phase
    if event.kind == "adjust":
        return _adjust(game, event.player, event.value)
    wanted = {"active": "active", "input": "input", "answer": "answer", "reveal": "reveal"}
    if phase == "over":
        raise InvalidInput("the match is over; undo to play on from an earlier step")
    if wanted[phase] != event.kind:
        raise InvalidInput(f"the game waits for {_waiting_words(game)}, not for "
                           f"{'an' if event.kind[0] in 'aeiou' else 'a'} {event.kind}")
    if event.player not in waiting_for(game):
        raise InvalidInput(f"player {event.player + 1} has nothing to choose now; the game "
                           f"waits for {_waiting_words(game)}")
    if event.kind == "active":
        return _choose_active(game, event.player, event.value[0])
    if event.kind == "input":
        return _input(game, event.player, event.value)
    if event.kind == "answer":
        if event.value[0] not in game.pending.options:
            raise InvalidInput("that is not one of the choices offered; pick one of them")
        return _resolve_pair(replace(game, answers=game.answers + (event.value[0],)))
    return _resolve_pair(game)


def _waiting_words(game: Game) -> str:
    phase = game.phase
    if phase == "answer":
        q = game.pending
        return f"player {q.player + 1} to choose {PURPOSES[q.purpose]}"
    if phase == "reveal":
        return "the second buttons to be revealed"
    who = " and ".join(f"player {p + 1}" for p in waiting_for(game))
    return f"{who} to choose {'an active fighter' if phase == 'active' else 'two buttons'}"


def _choose_active(game: Game, player: int, index: int) -> Game:
    team = game.teams[player]
    if not 0 <= index < len(team):
        raise InvalidInput(f"choose one of your {len(team)} creatures")
    chosen = tuple(index if p == player else game.chosen[p] for p in PLAYERS)
    game = replace(game, chosen=chosen)
    if None in chosen:
        return game
    match = new_match(game.teams[0], game.teams[1], (chosen[0], chosen[1]))
    match = match.note(_IN_COMBAT, names=(match.name(0), match.name(1)))
    return replace(game, match=match)


def _input(game: Game, player: int, buttons: tuple[Button, Button]) -> Game:
    first, second = buttons
    if first == second:
        raise InvalidInput("the first and second buttons are two different cards")
    allowed = playable(game, player)
    for button in buttons:
        if button not in allowed:
            raise InvalidInput(f"{button} is locked out; choose from "
                               f"{', '.join(allowed)}")
    inputs = tuple(buttons if p == player else game.inputs[p] for p in PLAYERS)
    game = replace(game, inputs=inputs)
    if None in inputs:
        return game
    return _resolve_pair(game)  # both chosen: the first pair is revealed at once


def _resolve_pair(game: Game) -> Game:
    """Resolve the pair due (the first, or the second after "reveal") with the answers given;
    stop at the first question without an answer. After the second pair, the Reset: the
    buttons come back (locked-out ones stay out, 003 "Reset") and the next round begins."""
    pair = game.revealed
    buttons = (game.inputs[0][pair], game.inputs[1][pair])
    asked: list[Question] = []
    match = game.match

    def choose(player: int, purpose: str, options: tuple[int, ...]) -> int:
        if len(options) == 1:  # one option is no choice
            return options[0]
        team = 1 - player if purpose in ("damage", "override") else player
        asked.append(Question(player, purpose, tuple(options), team))
        n = len(asked) - 1
        return game.answers[n] if n < len(game.answers) else options[0]

    names = (match.name(0), match.name(1))
    after = resolve(match, buttons, choose)
    if len(asked) > len(game.answers):
        return replace(game, pending=asked[len(game.answers)])
    result = PairResult(game.round, pair + 1, buttons, names,
                        after.notes[len(match.notes):])
    game = replace(game, match=after, answers=(), pending=None,
                   results=game.results + (result,))
    if pair == 0 and after.winner is None:
        return replace(game, revealed=1)
    return replace(game, round=game.round + 1, inputs=(None, None), revealed=0)


def _adjust(game: Game, player: int, value: tuple) -> Game:
    """A correction by hand, noted: a creature of ``player``'s team set healthy or
    damaged, or one of ``player``'s buttons locked out or given back. Only between
    resolutions (while buttons are being chosen), so it never changes a pair being
    resolved; it does not apply the third-lockout defeat (the table plays that)."""
    if game.phase != "input" or game.inputs != (None, None):
        raise InvalidInput("correct by hand at the start of a round, before anyone has chosen "
                           "buttons (undo a choice first)")
    match = game.match
    what, setting = value
    if isinstance(what, int):
        team = match.side(player).team
        if not 0 <= what < len(team) or team[what].defeated:
            raise InvalidInput("choose a creature of the team that is still in the match")
        match = match.with_creature(player, what, damaged=setting == "damaged")
        match = match.note(_SET_CREATURE, player=player, creature=what, name=team[what].name,
                           health=setting)
    else:
        locked = match.side(player).locked
        locked = locked | {what} if setting == "on" else locked - {what}
        if len(locked) >= 3:
            raise InvalidInput("a third locked-out button defeats the fighter: play that in "
                               "a round, or give a button back first")
        match = match.with_side(player, locked=frozenset(locked))
        match = match.note(_SET_BUTTON, player=player, button=str(what),
                           locked=setting == "on")
    return replace(game, match=match)
