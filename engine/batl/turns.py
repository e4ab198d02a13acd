"""The order of play in BATL: who goes first, the opening hands, and each turn's automatic
steps (004 "Setup", "Playing the Game", "Special Rules").

A turn runs Resolution -> Draw -> Play/Actions -> Resolution -> Discard -> End. The app
does the steps nobody decides by itself: at the start, what lasted until this player's next
turn resolves and the player draws (2; their first turn fewer, see `choose_first`); at the
end, what lasted for the turn resolves, and the turn only ends once the hand is down to 8.
Teams take turns back and forth; a defeated player is skipped.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.errors import InvalidInput, RuleViolation
from engine.notes import note_kind

from .state import HAND_LIMIT, OPENING_HAND, Game, InPlay, Outcome, Turn

SETUP = '004 "Setup"'
TURN = '004 "Playing the Game"'
MORE = '004 "Special Rules", More than 2 players'
INTRO = '004 "Intro"'

# The notes of the order of play (``player``: a player's number from 0, ``name`` theirs).
_FIRST_TURN = note_kind("batl.first_turn", SETUP, "{name} takes the first turn")
_KEEPS_HAND = note_kind("batl.keeps_hand", SETUP, "{name} keeps their opening hand")
_REDRAWS = note_kind("batl.redraws_hand", SETUP,
                     "{name} drew a new hand of six; their first turn draws {draws}")
_TURN_BEGINS = note_kind("batl.turn_begins", TURN, "{name}'s turn")
_CANNOT_DRAW = note_kind("batl.cannot_draw", INTRO,
                         "{name} cannot draw {due} ({library} left in the deck) and is out")
_DRAWS = note_kind("batl.draws", TURN, "{name} draws {count}")
_ENDS_TURN = note_kind("batl.ends_turn", TURN, "{name} ends the turn")
_OUT_OF_HP = note_kind("batl.out_of_hp", INTRO, "{name} is down to 0 HP and out")
# How a thing leaves play (`resolve`): values ``item`` (its number in play), ``name``,
# ``owner`` (a player's number); ENDED_BY_HAND adds ``player`` and ``by`` (who said so).
RESOLVES = note_kind("batl.resolves", TURN, "{name} resolves")
DESTROYED = note_kind("batl.destroyed", '004 "Combat"', "{name} is destroyed")
USED_UP = note_kind("batl.used_up", '004 "Combat"', "{name} is used up")
ENDED_BY_HAND = note_kind("batl.ended_by_hand", "", "{name} ended ({by} said so)")


def choose_first(game: Game, player: int, choice: str) -> Game:
    """The roll's winner (a player of team ``game.roll``) chooses to ``"play"`` first (the
    first turn draws only 1) or ``"draw"`` first (the next team takes the first turn).
    Everyone then draws an opening hand of six; each may redraw it, each redraw paid with
    one draw of their first turn (first player: 1 draw, everyone else: 2).

    Raises:
        RuleViolation: not the time, or not a player of the winning team.
        InvalidInput: ``choice`` is not "play" or "draw".
    """
    if game.phase != "choose":
        raise RuleViolation("who plays first is already decided", SETUP)
    if player not in game.teams[game.roll]:
        raise RuleViolation("the team that won the roll decides who plays first", SETUP)
    if choice not in ("play", "draw"):
        raise InvalidInput("choose to play first or to draw first")
    first = game.roll if choice == "play" else (game.roll + 1) % len(game.teams)
    opener = game.teams[first][0]
    players = tuple(replace(p, hand=OPENING_HAND, library=p.deck.size - OPENING_HAND,
                            first_draws=1 if i == opener else 2)
                    for i, p in enumerate(game.players))
    return replace(game, players=players, phase="hands", first_team=first,
                   next_up=tuple(0 for _ in game.teams),
                   notes=()).note(_FIRST_TURN, player=opener,
                                  name=game.players[opener].name)


def redraw(game: Game, player: int, keep: bool) -> Game:
    """Player ``player`` keeps their opening hand, or (``keep`` False) shuffles it back and
    draws a new six, giving up one draw of their first turn (ruling 75). With no draw left
    the hand is kept. Once every hand is kept, the first turn begins.

    Raises:
        RuleViolation: not the time, or the hand is already kept.
    """
    if game.phase != "hands":
        raise RuleViolation("opening hands are drawn once who plays first is chosen", SETUP)
    me = game.player(player)
    if me.kept:
        raise RuleViolation(f"{me.name} has kept their opening hand", SETUP)
    if keep:
        game = game.with_player(player, kept=True)
        game = replace(game, notes=()).note(_KEEPS_HAND, player=player, name=me.name)
    else:
        left = me.first_draws - 1
        game = game.with_player(player, first_draws=left, kept=left == 0)
        game = replace(game, notes=()).note(_REDRAWS, player=player, name=me.name,
                                            draws=left)
    if all(p.kept for p in game.players):
        return begin_turn(replace(game, phase="turns"), game.first_team)
    return game


def begin_turn(game: Game, team: int) -> Game:
    """The next player of ``team`` (skipping the defeated) begins a turn: the Resolution step
    ends what lasted until their next turn, then they draw. A player who cannot draw is
    defeated (004 "Intro": outlast the opponent) and the next team plays."""
    order = game.teams[team]
    start = game.next_up[team]
    index = next(order[(start + k) % len(order)] for k in range(len(order))
                 if not game.players[order[(start + k) % len(order)]].out)
    next_up = list(game.next_up)
    next_up[team] = (order.index(index) + 1) % len(order)
    number = game.turn.number + 1 if game.turn else 1
    me = game.players[index]
    game = replace(game, next_up=tuple(next_up), turn=Turn(number, index)).note(
        _TURN_BEGINS, player=index, name=me.name, turn=number)
    for thing in game.in_play:
        if thing.owner == index and thing.effect.lasts == "next" and not thing.hidden:
            game = resolve(game, thing)
    due = me.first_draws if me.turns == 0 else 2
    if me.library < due:
        game = game.with_player(index, out="draw", turns=me.turns + 1)
        game = game.note(_CANNOT_DRAW, player=index, name=me.name, due=due,
                         library=me.library)
        game = check_outcome(game)
        return game if game.outcome else next_turn(game)
    game = game.with_player(index, library=me.library - due, hand=me.hand + due,
                            turns=me.turns + 1)
    return replace(game, turn=replace(game.turn, drew=due)).note(_DRAWS, player=index,
                                                                 name=me.name, count=due)


def end_turn(game: Game, player: int) -> Game:
    """``player`` ends their Play/Actions step: what lasted for this turn resolves, then the
    turn ends once their hand is down to 8 cards (else the Discard step waits for them).

    Raises:
        RuleViolation: not their turn, or already in the Discard step.
    """
    active(game, player)
    if game.turn.step != "play":
        raise RuleViolation("discard down to 8 cards to end the turn", TURN)
    game = game.note(_ENDS_TURN, player=player, name=game.players[player].name)
    for thing in game.in_play:
        if thing.owner == player and thing.effect.lasts == "turn":
            game = resolve(game, thing)
    game = replace(game, turn=replace(game.turn, step="discard"))
    return after_discard(game)


def after_discard(game: Game) -> Game:
    """In the Discard step, the next turn begins as soon as the hand is within the limit."""
    me = game.players[game.turn.player]
    if game.turn.step == "discard" and me.hand_size <= HAND_LIMIT:
        return next_turn(game)
    return game


def next_turn(game: Game) -> Game:
    """The next team with a player left begins its turn (004 "Special Rules": play goes back
    and forth between teams, skipping the defeated)."""
    team = game.players[game.turn.player].team
    for step in range(1, len(game.teams) + 1):
        following = (team + step) % len(game.teams)
        if game.alive(following):
            return begin_turn(game, following)
    return game


def active(game: Game, player: int) -> None:
    """Check it is ``player``'s turn.

    Raises:
        RuleViolation: the game is over, not begun, or it is someone else's turn.
    """
    if game.outcome is not None:
        raise RuleViolation("the game is over", '004 "Intro"')
    if game.turn is None or game.phase != "turns":
        raise RuleViolation("the first turn has not begun: finish the setup", SETUP)
    if game.turn.player != player:
        raise RuleViolation(f"it is {game.players[game.turn.player].name}'s turn", TURN)


def resolve(game: Game, thing: InPlay, how: str = RESOLVES, **values) -> Game:
    """``thing`` leaves play: a card goes to its owner's discard pile (a treasure is
    removed), an ability ends. Noted as ``how`` (`RESOLVES`, `DESTROYED`, `USED_UP`,
    `ENDED_BY_HAND`), with ``values`` besides the thing's."""
    game = replace(game, in_play=tuple(t for t in game.in_play if t.id != thing.id)).note(
        how, item=thing.id, name=thing.name, owner=thing.owner, **values)
    if thing.card is not None:
        owner = game.players[thing.owner]
        game = game.with_player(thing.owner, discard=owner.discard + (thing.name,))
    return game


def check_outcome(game: Game) -> Game:
    """Defeat players at 0 HP; end the game when a player holds all three Triune pieces or
    a single team has players left (004 "Intro"; "Special Rules", More than 2 players)."""
    for index, p in enumerate(game.players):
        if p.hp <= 0 and not p.out:
            game = game.with_player(index, out="hp")
            game = game.note(_OUT_OF_HP, player=index, name=p.name)
    for p in game.players:
        if not p.out and Counter(p.treasures)["Triune"] >= 3:
            return _over(game, p.team, "triune", f"{p.name} holds all three Triune pieces")
    left = [t for t in range(len(game.teams)) if game.alive(t)]
    if len(left) == 1:
        reasons = {p.out for p in game.players if p.out}
        reason = "draw" if reasons == {"draw"} else "hp"
        return _over(game, left[0], reason, "every other player is out")
    return game


def _over(game: Game, team: int, reason: str, why: str) -> Game:
    names = " and ".join(game.players[p].name for p in game.teams[team])
    verb = "wins" if len(game.teams[team]) == 1 else "win"
    return replace(game, phase="over", outcome=Outcome(team, reason, f"{names} {verb}: {why}"))


def settle(game: Game) -> Game:
    """After a change to HP, hands or the field: check for the end; a defeated active
    player's turn passes on; in the Discard step the turn ends once the hand is within the
    limit."""
    game = check_outcome(game)
    if game.outcome is None and game.turn is not None and game.phase == "turns" \
            and game.players[game.turn.player].out:
        return next_turn(game)
    return after_discard(game) if game.turn is not None else game
