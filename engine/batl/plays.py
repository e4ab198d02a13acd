"""Playing cards, class abilities and equipment in BATL (004 "Deck Card Types", "Playing the
Game", "Special Rules").

A class card played without a cost gives one resource of its class, then its effect happens;
a Resource card gives its class resource and its effect's at once (the same total, +2). A
card with a cost gives nothing for being played. No resource is gained for a class the deck
has no Resource card of (no pool). A Combo card needs a card of its class played before it
this turn (ruling 74). A card cannot be played while a card of the same name is in play
(the Same Name Rule).
"""

from __future__ import annotations

from dataclasses import replace

from engine.errors import InvalidInput, RuleViolation
from engine.notes import note_kind

from .cards import TREASURES, Card, Effect
from .combat import heal
from .field import Square, label
from .state import Game, InPlay
from .turns import ENDED_BY_HAND, active, resolve, settle

CARD_TYPES_RULE = '004 "Deck Card Types"'
PLAYING = '004 "Playing the Game"'
SAME_NAME = '004 "Playing the Game", Same Name Rule'
MULTICLASS = '004 "Special Rules", Multiclassing'
GAIN = '004 "Special Rules", Class Resource Gain'


def _played(v) -> str:
    """A card played: its name (None for a HIDDEN card, never named), what was paid or why
    nothing was gained, then each gain ((amount, held after) pairs)."""
    words = [f"{v['name']} played {'a HIDDEN card' if v['card'] is None else v['card']}"]
    res, cls = v["resource"], v["class_name"]
    if v["cost"]:
        words.append(f"paid {v['cost']} {res}")
    elif not v["pool"]:
        words.append(f"no {cls} pool, so no resource ({MULTICLASS})")
    of = f"/{v['cap']}" if v["cap"] is not None else ""
    words += [f"+{amount} {res} ({res} {held}{of})" if v["pool"]
              else f"no {cls} pool, so no resource" for amount, held in v["gains"]]
    return "; ".join(words)


def _effect(v) -> str:
    """What a card or ability did at once: HP healed to, temporary HP, actions, cards drawn
    (None or 0: not done)."""
    words = [] if v["hp"] is None else [f"HP {v['hp']}"]
    words += [f"+{v['temp_hp']} temporary HP"] if v["temp_hp"] else []
    words += [f"+{v['actions']} action"] if v["actions"] else []
    words += [] if v["drew"] is None else [f"drew {v['drew']}"]
    return ", ".join(words)


# The notes of cards played (``player``: a player's number from 0, ``name`` theirs). A note
# about a face-down HIDDEN card carries no value naming it (``card`` None, ``hidden`` True).
_PLAYS_TREASURE = note_kind("batl.plays_treasure", PLAYING,
                            "{name} played the treasure {treasure}; it leaves the game")
_PLAYS_CARD = note_kind("batl.plays_card", GAIN, _played)
_USES_ABILITY = note_kind("batl.uses_ability", PLAYING,
                          "{name} used {ability} (paid {cost} {resource})")
_EQUIPS = note_kind("batl.equips", CARD_TYPES_RULE, "{name} equipped {card}")
_UNEQUIPS = note_kind("batl.unequips", CARD_TYPES_RULE,
                      "{name} unequipped {card} (back to hand)")
_TRIGGERS = note_kind(
    "batl.triggers", CARD_TYPES_RULE,
    lambda v: f"{v['name']}'s HIDDEN {v['card']} on "
              f"{label(v['square']) if v['square'] else ''} is triggered and revealed")
_EFFECT = note_kind("batl.card_effect", PLAYING, _effect)


def play_card(game: Game, player: int, name: str, square: Square | None = None) -> Game:
    """``player`` plays the card ``name`` from hand (a HIDDEN card or a standup onto
    ``square``); a treasure in hand is played by its name and then removed from the game.

    Raises:
        InvalidInput: not a card of their deck list, or a square missing or wrong.
        RuleViolation: not their turn; no card in hand; every copy is already in play or
            discarded; Equipment (equip it instead); the Same Name Rule; a Combo with no
            card of its class played before it this turn; not enough resource for its cost.
    """
    active(game, player)
    me = game.players[player]
    treasure = me.treasure(name)
    if treasure is not None:
        held = list(me.treasures)
        held.remove(treasure)
        game = game.with_player(player, treasures=tuple(held))
        return game.note(_PLAYS_TREASURE, player=player, name=me.name, treasure=treasure)
    card = _deck_card(game, player, name)
    if card.kind == "Equipment":
        raise RuleViolation(f"{card.name} is Equipment: equip it instead", CARD_TYPES_RULE)
    _same_name(game, player, card.name)
    if card.kind == "Combo" and card.class_name not in game.turn.played:
        raise RuleViolation(f"{card.name} is a Combo card: play another {card.class_name} "
                            "card first this turn", CARD_TYPES_RULE)
    pool = card.class_name in me.deck.pools()
    gains = []
    if card.cost:
        game = _pay(game, player, card.class_name, card.cost, card.name)
    elif pool:
        gain = 1 + (card.effect.gain if card.kind == "Resource" else 0)
        game, got = _gain(game, player, card.class_name, gain)
        gains.append(got)
    if card.kind != "Resource" and card.effect.gain:
        game, got = _gain(game, player, card.class_name, card.effect.gain)
        gains.append(got)
    cls = me.deck.class_def(card.class_name) if pool else None
    me = game.players[player]
    game = game.with_player(player, hand=me.hand - 1)
    game = replace(game, turn=replace(game.turn, played=game.turn.played + (card.class_name,)))
    game = game.note(_PLAYS_CARD, player=player, name=me.name,
                     card=None if card.hidden else card.name,  # never a face-down card's
                     hidden=card.hidden, class_name=card.class_name, cost=card.cost,
                     pool=pool, resource=None if cls is None else cls.resource_name,
                     cap=None if cls is None else cls.pool, gains=tuple(gains))
    return _into_play(game, player, card.name, "card", card.effect, card, square)


def use_ability(game: Game, player: int, class_name: str) -> Game:
    """``player`` uses ``class_name``'s class ability: once a turn in all, only for a class
    with a Resource card in the deck, paying its cost (004 "Playing the Game").

    Raises:
        InvalidInput: the class has no ability entered in the deck list.
        RuleViolation: not their turn, the ability of the turn already used, no pool for
            the class, or not enough resource.
    """
    active(game, player)
    me = game.players[player]
    cls = me.deck.class_def(class_name)
    if game.turn.ability:
        raise RuleViolation("a class ability has been used this turn already (one a turn)",
                            PLAYING)
    if cls.name not in me.deck.pools():
        raise RuleViolation(f"the deck has no {cls.name} Resource card, so no {cls.name} "
                            "ability", MULTICLASS)
    if not cls.ability:
        raise InvalidInput(f"no {cls.name} class ability is entered in the deck list: add "
                           "it to the class line")
    game = _pay(game, player, cls.name, cls.ability_cost, cls.ability)
    game = replace(game, turn=replace(game.turn, ability=True))
    game = game.note(_USES_ABILITY, player=player, name=me.name, class_name=cls.name,
                     ability=cls.ability, cost=cls.ability_cost, resource=cls.resource_name)
    return _into_play(game, player, cls.ability, "ability", cls.ability_effect, None, None)


def equip(game: Game, player: int, name: str) -> Game:
    """``player`` equips ``name`` from hand: one equip a turn, into a free slot (weapon,
    armor, or both for a piece that takes both).

    Raises:
        InvalidInput: not Equipment of their deck list.
        RuleViolation: not their turn, already equipped this turn, no card in hand, it is
            equipped already, or its slot is taken.
    """
    active(game, player)
    card = _deck_card(game, player, name)
    if card.kind != "Equipment":
        raise InvalidInput(f"{card.name} is not Equipment: play it instead")
    if game.turn.equipped:
        raise RuleViolation("one equipment may be equipped a turn", CARD_TYPES_RULE)
    taken = {s for t in _equipment(game, player) for s in _slots(t.card)}
    if taken & set(_slots(card)):
        held = ", ".join(t.name for t in _equipment(game, player))
        raise RuleViolation(f"the {' and '.join(_slots(card))} slot is taken ({held}): "
                            "unequip first", CARD_TYPES_RULE)
    me = game.players[player]
    game = game.with_player(player, hand=me.hand - 1)
    game = replace(game, turn=replace(game.turn, equipped=True))
    game = game.note(_EQUIPS, player=player, name=me.name, card=card.name)
    return _into_play(game, player, card.name, "equipment", replace(card.effect,
                      lasts="permanent"), card, None)


def unequip(game: Game, player: int, name: str) -> Game:
    """``player`` takes ``name`` off, back to hand (free, on their turn).

    Raises:
        RuleViolation: not their turn, or not equipped.
    """
    active(game, player)
    thing = next((t for t in _equipment(game, player)
                  if t.name.casefold() == name.casefold()), None)
    if thing is None:
        raise RuleViolation(f"{name} is not equipped", CARD_TYPES_RULE)
    game = replace(game, in_play=tuple(t for t in game.in_play if t.id != thing.id))
    me = game.players[player]
    game = game.with_player(player, hand=me.hand + 1)
    return game.note(_UNEQUIPS, player=player, name=me.name, card=thing.name, item=thing.id)


def trigger(game: Game, player: int, item_id: int) -> Game:
    """``player``'s HIDDEN card ``item_id`` is triggered: it is revealed and, unless it lasts
    longer, resolves (004 "Deck Card Types").

    Raises:
        InvalidInput: no such card in play.
        RuleViolation: not theirs, or not face down.
    """
    thing = game.item(item_id)
    if thing.owner != player or not thing.hidden:
        raise RuleViolation("only a HIDDEN card's owner triggers it, while it is face down",
                            CARD_TYPES_RULE)
    shown = replace(thing, hidden=False)
    game = replace(game, in_play=tuple(shown if t.id == item_id else t for t in game.in_play))
    game = game.note(_TRIGGERS, player=player, name=game.players[player].name, item=item_id,
                     card=thing.name, square=thing.square)
    if thing.effect.lasts in ("now", "trigger"):
        game = resolve(game, shown)
    return game


def end_by_hand(game: Game, player: int, item_id: int) -> Game:
    """``player`` says that ``item_id`` has resolved or was removed (a card that waits for
    something the app does not follow, a PERMANENT card removed by an effect, a standup).

    Raises:
        InvalidInput: no such thing in play.
        RuleViolation: a HIDDEN card of someone else (trigger or search it first).
    """
    thing = game.item(item_id)
    if thing.hidden and thing.owner != player:
        raise RuleViolation("that card is face down: search its square first",
                            CARD_TYPES_RULE)
    game = resolve(game, thing, ENDED_BY_HAND, player=player, by=game.players[player].name)
    return settle(game)


def _into_play(game: Game, player: int, name: str, kind: str, effect: Effect,
               card: Card | None, square: Square | None) -> Game:
    """Apply what happens at once, then keep the card in play unless it resolves now."""
    me = game.players[player]
    done = dict(hp=None, temp_hp=0, actions=0, drew=None)
    if effect.heal:
        game = game.with_player(player, hp=heal(me.hp, effect.heal))
        done["hp"] = game.players[player].hp
    if effect.temp_hp:
        game = game.with_player(player, temp_hp=me.temp_hp + effect.temp_hp)
        done["temp_hp"] = effect.temp_hp
    if effect.actions:
        game = replace(game, turn=replace(game.turn, actions=game.turn.actions
                                          + effect.actions))
        done["actions"] = effect.actions
    if effect.draw:
        drawn = min(effect.draw, me.library)
        game = game.with_player(player, library=me.library - drawn, hand=game.players[
            player].hand + drawn)
        done["drew"] = drawn
    if done != dict(hp=None, temp_hp=0, actions=0, drew=None):
        game = game.note(_EFFECT, player=player, **done)
    placed = card is not None and (card.hidden or card.standup)
    if placed:
        square = _placement(game, card, square)
    elif square is not None:
        raise InvalidInput(f"{name} is not placed on a square")
    if effect.lasts == "now" and not placed:
        if card is not None:
            game = game.with_player(player, discard=game.players[player].discard + (name,))
        return game
    thing = InPlay(game.next_id, name, player, kind, effect, card, square,
                   hidden=card is not None and card.hidden,
                   hp=card.hp if card is not None and card.standup else 0)
    return replace(game, in_play=game.in_play + (thing,), next_id=game.next_id + 1)


def _placement(game: Game, card: Card, square: Square | None) -> Square:
    if square is None:
        raise InvalidInput(f"say which square {card.name} goes on")
    if card.hidden:
        if game.field.searched(square):
            raise RuleViolation(f"{label(square)} is searched: a HIDDEN card takes the place "
                                "of a face-down land card", CARD_TYPES_RULE)
        if any(t.hidden and t.square == square for t in game.in_play):
            raise RuleViolation(f"a HIDDEN card is on {label(square)} already",
                                CARD_TYPES_RULE)
    elif square in game.occupied():
        raise RuleViolation(f"{label(square)} is taken by {game.occupied()[square]}",
                            CARD_TYPES_RULE)
    return square


def _deck_card(game: Game, player: int, name: str) -> Card:
    me = game.players[player]
    card = me.deck.card(name)
    if card is None:
        hint = " (a treasure is played from hand once found)" if name.title() in TREASURES \
            else ": add it to the deck list, or correct by hand"
        raise InvalidInput(f"{name!r} is not in {me.name}'s deck list{hint}")
    if me.hand <= 0:
        raise RuleViolation(f"{me.name} has no card in hand", PLAYING)
    out = me.discard.count(card.name) + sum(
        1 for t in game.in_play if t.owner == player and t.card is not None
        and t.name == card.name)
    if out >= card.copies:
        raise RuleViolation(f"all {card.copies} of {card.name} are in play or in the discard "
                            "pile", '004 "Deck"')
    return card


def _same_name(game: Game, player: int, name: str) -> None:
    """The Same Name Rule, over every player's cards in play but another player's face-down
    HIDDEN card (refusing would tell what it is; ruling 77)."""
    for thing in game.in_play:
        if thing.hidden and thing.owner != player:
            continue
        if thing.kind == "card" and thing.name.casefold() == name.casefold():
            owner = game.players[thing.owner].name
            raise RuleViolation(f"{thing.name} is still in play ({owner}'s): a card of the "
                                "same name waits until it resolves", SAME_NAME)


def _equipment(game: Game, player: int) -> list[InPlay]:
    return [t for t in game.in_play if t.owner == player and t.kind == "equipment"]


def _slots(card: Card | None) -> tuple[str, ...]:
    slot = card.slot if card is not None else ""
    return ("weapon", "armor") if slot == "both" else ((slot,) if slot else ())


def _resource(game: Game, player: int, class_name: str) -> str:
    return game.players[player].deck.class_def(class_name).resource_name


def _pay(game: Game, player: int, class_name: str, cost: int, what: str) -> Game:
    me = game.players[player]
    if class_name not in me.deck.pools() and cost:
        raise RuleViolation(f"{what} costs {class_name} resource and the deck has no "
                            f"{class_name} Resource card (no pool)", MULTICLASS)
    held = me.resource(class_name)
    if held < cost:
        raise RuleViolation(f"{what} costs {cost} {_resource(game, player, class_name)}; "
                            f"{me.name} has {held}", CARD_TYPES_RULE)
    return game.with_player(player, resources=me.with_resource(class_name,
                                                               held - cost).resources)


def _gain(game: Game, player: int, class_name: str, amount: int
          ) -> tuple[Game, tuple[int, int | None]]:
    """``player`` gains ``amount`` of ``class_name``'s resource: (the game, (amount, held
    after)), held None when the deck has no pool for the class (nothing gained)."""
    me = game.players[player]
    if class_name not in me.deck.pools():
        return game, (amount, None)
    after = me.with_resource(class_name, me.resource(class_name) + amount)
    return game.with_player(player, resources=after.resources), (amount,
                                                                 after.resource(class_name))
