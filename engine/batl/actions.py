"""The actions of a BATL turn (move, attack, search: two a turn, more from effects such as
Haste), and what happens on the field outside them: treasure put back from a hand, the
Discard step, standups moved, corrections by hand (004 "Playing the Game", "Combat").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import InvalidInput, RuleViolation
from engine.notes import note_kind
from engine.numbers import whole_number

from .cards import TREASURES
from .combat import attack_damage, heal, take_damage
from .field import Square, distance, label, on_field, reachable
from .state import MAX_HP, Game, InPlay, stat
from .turns import DESTROYED, TURN, USED_UP, active, after_discard, resolve, settle

COMBAT = '004 "Combat"'


def _searched(v) -> str:
    words = [] if v["land"] is None else [f"turned over {v['land']}"]
    if v["taken"]:
        words.append(f"took {', '.join(v['taken'])} into hand")
    words += [f"revealed {owner}'s HIDDEN {card}" for owner, card in v["revealed"]]
    return f"{v['name']} searched {label(v['square'])}: " + "; ".join(words)


# The notes of actions (``player``: a player's number from 0, ``name`` theirs; squares as
# (column, row) from 0, worded as on the field). An attack's ``target`` is the target's name,
# ``target_key`` as the input named it (a player's number, "#N" a standup).
_MOVES = note_kind("batl.moves", TURN,
                   lambda v: f"{v['name']} moved {label(v['start'])} to {label(v['end'])}")
_ATTACKS = note_kind(
    "batl.attacks", COMBAT,
    lambda v: f"{v['name']} attacked {v['target']}: ATK {v['atk']} - DEF {v['defense']} = "
              f"{v['damage']} damage; {v['target']} has {v['hp']} HP"
              + (f" and {v['temp_hp']} temporary HP" if v["temp_hp"] else ""))
_MISSES = note_kind("batl.attack_misses", COMBAT,
                    "{name} attacked {target}: the attack misses ({dodge})")
_SEARCHES = note_kind("batl.searches", '004 "Deck Card Types"', _searched)
_PUTS_BACK = note_kind("batl.puts_treasure_back", TURN,
                       lambda v: f"{v['name']} put {v['treasure']} back on "
                                 f"{label(v['square'])}")
_DISCARDS = note_kind("batl.discards", TURN, "{name} discarded {card}")
_STANDUP_MOVES = note_kind("batl.standup_moves", '004 "Deck Card Types"',
                           lambda v: f"{v['name']} moved to {label(v['square'])}")
_BY_HAND = note_kind("batl.set_by_hand", "", "{name}: {what} {amount:+d} by hand")


def reach(game: Game, player: int) -> dict[Square, int]:
    """The squares ``player``'s character can move to with one move action, with the steps
    to each: up to their Movement Speed, never through nor onto a square taken by a character
    or a standup (ruling 73)."""
    me = game.players[player]
    blocked = frozenset(s for s in game.occupied() if s != me.square)
    return reachable(me.square, stat(game, player, "ms")[0], game.field.size, blocked,
                     game.diagonals)


def move(game: Game, player: int, square: Square) -> Game:
    """``player``'s character moves to ``square``: one action, a square of `reach`.

    Raises:
        RuleViolation: not their turn, no action left, or ``square`` out of reach.
    """
    _action(game, player)
    me = game.players[player]
    if square not in reach(game, player):
        raise RuleViolation(f"{label(square)} is not within {me.name}'s Movement Speed of "
                            f"{stat(game, player, 'ms')[0]} from {label(me.square)} (taken "
                            "squares block the way)", TURN)
    game = _used(game.with_player(player, square=square))
    return game.note(_MOVES, player=player, name=me.name, start=me.square, end=square)


@dataclass(frozen=True)
class Target:
    """What an attack can be aimed at: ``key`` as an input names it (a player's number, or
    "#N" for a standup), its ``name``, ``square`` and ``defense`` (DEF), ``dodge`` (the
    effect that makes the next attack against it miss, or None), and ``standup`` (the
    standup in play, or None for a character)."""

    key: str
    name: str
    square: Square
    defense: int
    dodge: InPlay | None = None
    standup: InPlay | None = None


def _target(game: Game, player: int, key: str) -> Target:
    """The target ``key`` names, range aside.

    Raises:
        InvalidInput: ``key`` names nothing, or something in play that is no standup.
        RuleViolation: a teammate or a defeated player.
    """
    me = game.players[player]
    if key.startswith("#"):
        thing = game.item(_number(key[1:]))
        if not thing.is_standup:
            raise InvalidInput(f"{thing.name} is not a standup on the field")
        return Target(key, thing.name, thing.square, thing.card.effect.defense, standup=thing)
    index = _number(key)
    foe = game.player(index)
    if index == player or foe.team == me.team:
        raise RuleViolation(f"{foe.name} is on {me.name}'s team", COMBAT)
    if foe.out:
        raise RuleViolation(f"{foe.name} is out of the game", COMBAT)
    dodge = next((t for t in game.in_play if t.owner == index and t.effect.evade
                  and not t.hidden), None)
    return Target(key, foe.name, foe.square, stat(game, index, "defense")[0], dodge)


def targets(game: Game, player: int) -> list[Target]:
    """Everything ``player`` can attack now, range included: the characters of other teams
    not defeated, then the standups of other teams' players."""
    me = game.players[player]
    keys = [str(j) for j, foe in enumerate(game.players)
            if foe.team != me.team and not foe.out]
    keys += [f"#{t.id}" for t in game.in_play
             if t.is_standup and game.players[t.owner].team != me.team]
    found = [_target(game, player, key) for key in keys]
    far = stat(game, player, "reach")[0]
    return [t for t in found if distance(me.square, t.square, game.diagonals) <= far]


def attack(game: Game, player: int, target: str) -> Game:
    """``player`` attacks ``target`` (another player's number, or "#N" for a standup): one
    action, the target within range; damage = ATK less the target's DEF, never below 0,
    temporary HP first. An effect that makes the next attack miss (Flow) is used up instead.

    Raises:
        InvalidInput: ``target`` names nothing.
        RuleViolation: not their turn, no action left, a teammate or a defeated player, or
            out of range.
    """
    _action(game, player)
    me = game.players[player]
    aim = _target(game, player, target)
    far = stat(game, player, "reach")[0]
    if distance(me.square, aim.square, game.diagonals) > far:
        raise RuleViolation(f"{aim.name} on {label(aim.square)} is out of range: {me.name} "
                            f"reaches {far} square{'s' if far != 1 else ''}", COMBAT)
    game = _used(game)
    atk = stat(game, player, "atk")[0]
    damage = attack_damage(atk, aim.defense)
    hit = dict(player=player, name=me.name, target=aim.name, target_key=aim.key, atk=atk,
               defense=aim.defense, damage=damage)
    thing = aim.standup
    if thing is not None:
        left = max(0, thing.hp - damage)
        game = game.note(_ATTACKS, **hit, hp=left, temp_hp=0)
        if left == 0:
            return resolve(game, thing, DESTROYED)
        return replace(game, in_play=tuple(replace(t, hp=left) if t.id == thing.id else t
                                           for t in game.in_play))
    if aim.dodge is not None:
        return resolve(game.note(_MISSES, player=player, name=me.name, target=aim.name,
                                 target_key=aim.key, dodge=aim.dodge.name), aim.dodge, USED_UP)
    index = int(target)
    foe = game.players[index]
    hp, temp = take_damage(foe.hp, foe.temp_hp, damage)
    game = game.with_player(index, hp=hp, temp_hp=temp)
    return settle(game.note(_ATTACKS, **hit, hp=hp, temp_hp=temp))


def search(game: Game, player: int, told: str = "") -> Game:
    """``player`` searches the square their character stands on (one action, ruling 73):
    its land card is turned over and a treasure found goes to their hand; a treasure lying
    there is taken too; a HIDDEN card there is revealed (004 "Deck Card Types").

    Raises:
        InvalidInput: (a table-dealt field) the land turned over is missing or impossible.
        RuleViolation: not their turn, no action left, or nothing left to search there.
    """
    _action(game, player)
    me = game.players[player]
    square = me.square
    field, taken = game.field.pick_up(square)
    land = None
    if not field.searched(square):
        field, land = field.search(square, told)
        if land in TREASURES:
            taken = taken + (land,)
    elif not taken:
        raise RuleViolation(f"{label(square)} is searched already and nothing lies there",
                            TURN)
    revealed = []
    game = replace(game, field=field)
    game = _used(game.with_player(player, treasures=me.treasures + taken))
    for thing in game.in_play:
        if thing.hidden and thing.square == square:
            shown = replace(thing, hidden=False)
            game = replace(game, in_play=tuple(shown if t.id == thing.id else t
                                               for t in game.in_play))
            revealed.append((game.players[thing.owner].name, thing.name))
    return settle(game.note(_SEARCHES, player=player, name=me.name, square=square, land=land,
                            taken=tuple(taken), revealed=tuple(revealed)))


def put_back(game: Game, player: int, name: str, square: Square) -> Game:
    """``player`` discards the treasure ``name`` from hand: it returns to the field on a
    square next to their character, chosen by them (004 "Playing the Game"). Free on their
    turn, and a way to get down to the hand limit.

    Raises:
        RuleViolation: not their turn, no such treasure in hand, or not a next square.
    """
    active(game, player)
    me = game.players[player]
    treasure = me.treasure(name)
    if treasure is None:
        raise RuleViolation(f"{me.name} holds no {name}", TURN)
    if not on_field(square, game.field.size) or distance(
            me.square, square, game.diagonals) != 1:
        raise RuleViolation(f"a discarded treasure goes on a square next to {me.name} "
                            f"({label(me.square)})", TURN)
    held = list(me.treasures)
    held.remove(treasure)
    game = game.with_player(player, treasures=tuple(held))
    game = replace(game, field=game.field.lay(square, treasure))
    return after_discard(game.note(_PUTS_BACK, player=player, name=me.name,
                                   treasure=treasure, square=square))


def discard(game: Game, player: int, name: str) -> Game:
    """In the Discard step, ``player`` discards the deck card ``name`` from hand; the turn
    ends once the hand is down to 8 cards (004 "Playing the Game").

    Raises:
        InvalidInput: not a card of their deck list.
        RuleViolation: not their Discard step, or no deck card in hand.
    """
    active(game, player)
    if game.turn.step != "discard":
        raise RuleViolation("cards are discarded from hand at the end of the turn, down "
                            "to 8", TURN)
    me = game.players[player]
    card = me.deck.card(name)
    if card is None:
        raise InvalidInput(f"{name!r} is not in {me.name}'s deck list")
    if me.hand <= 0:
        raise RuleViolation(f"{me.name} has no deck card in hand; put a treasure back",
                            TURN)
    game = game.with_player(player, hand=me.hand - 1, discard=me.discard + (card.name,))
    return after_discard(game.note(_DISCARDS, player=player, name=me.name, card=card.name))


def shift(game: Game, player: int, item_id: int, square: Square) -> Game:
    """``player`` moves their standup ``item_id`` to ``square`` as its card says (the rules
    give standups no movement of their own; no action is spent, ruling 76).

    Raises:
        RuleViolation: not their standup, or the square is off the field or taken.
    """
    thing = game.item(item_id)
    if thing.owner != player or not thing.is_standup:
        raise RuleViolation(f"{thing.name} is not a standup of "
                            f"{game.players[player].name}'s", TURN)
    if not on_field(square, game.field.size) or square in game.occupied():
        raise RuleViolation(f"{label(square)} is taken", TURN)
    game = replace(game, in_play=tuple(replace(t, square=square) if t.id == item_id else t
                                       for t in game.in_play))
    return game.note(_STANDUP_MOVES, item=item_id, name=thing.name, owner=player,
                     square=square)


ADJUSTS = ("hp", "temp", "damage", "hand", "deck", "actions")
"""What a correction by hand may change, besides a class's resource (named by the class)."""


def adjust(game: Game, player: int, what: str, amount: int) -> Game:
    """A correction by hand for what the app does not model (a card's own wording): ``what``
    is one of `ADJUSTS` or a class name (its resource), changed by ``amount``. "damage"
    takes temporary HP first; HP stays within 0-20; "actions" is the turn's allowance.

    Raises:
        InvalidInput: ``what`` is none of these; "actions" when it is not their turn.
    """
    me = game.player(player)
    if what == "hp":
        game = game.with_player(player, hp=max(0, min(MAX_HP, me.hp + amount)))
    elif what == "temp":
        game = game.with_player(player, temp_hp=max(0, me.temp_hp + amount))
    elif what == "damage":
        hp, temp = take_damage(me.hp, me.temp_hp, max(0, amount))
        game = game.with_player(player, hp=hp if amount >= 0 else heal(me.hp, -amount),
                                temp_hp=temp)
    elif what == "hand":
        game = game.with_player(player, hand=max(0, me.hand + amount))
    elif what == "deck":
        game = game.with_player(player, library=max(0, me.library + amount))
    elif what == "actions":
        active(game, player)
        game = replace(game, turn=replace(game.turn, actions=max(0, game.turn.actions
                                                                  + amount)))
    else:
        cls = next((c for c in me.deck.pools() if c.casefold() == what.casefold()), None)
        if cls is None:
            raise InvalidInput(f"{what!r} cannot be corrected: HP, temporary HP, damage, "
                               "hand, deck, actions, or a class the deck has a pool for")
        game = game.with_player(player, resources=me.with_resource(
            cls, me.resource(cls) + amount).resources)
    return settle(game.note(_BY_HAND, player=player, name=me.name, what=what, amount=amount))


def _action(game: Game, player: int) -> None:
    active(game, player)
    if game.turn.step != "play":
        raise RuleViolation("the turn is at its Discard step", TURN)
    if game.turn.used >= game.turn.actions:
        raise RuleViolation(f"no action left: {game.turn.actions} taken this turn", TURN)


def _used(game: Game) -> Game:
    return replace(game, turn=replace(game.turn, used=game.turn.used + 1))


def _number(text: str) -> int:
    try:
        return whole_number(text, "the target", 0, 99)
    except InvalidInput:
        raise InvalidInput(f"{text[:20]!r} is not a target: a player's number or a "
                           "standup's") from None
