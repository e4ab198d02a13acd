"""What a BATL match page shows each phone: the players' trackers with every number
explained, the field, what this phone can do now, and the history (DESIGN.md "assistant/":
a player's view never shows what another keeps secret: a HIDDEN card is shown only to its
owner, the land cards only once searched).

``viewer``: the player this phone is bound to, or None for a shared phone (then
``handed_to`` says who holds it to look at their HIDDEN cards) or a spectator.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.batl import (
    ADJUSTS,
    DIRT,
    GAME,
    HAND_LIMIT,
    MAX_HP,
    STATS,
    TREASURES,
    Game,
    InPlay,
    attack_damage,
    explain,
    label,
    neighbours,
    reach,
    stat,
    targets,
    waiting_for,
)

from .log import BatlLog

STAT_NAMES = ("atk", "defense", "ms", "reach")


@dataclass
class PlayerView:
    """One player's tracker: ``index``, ``name``, ``team``; ``hp``, ``temp_hp``; resources
    as (name, held, pool or None); ``stats`` as (label, value, explanation); counts of
    ``library``, ``hand`` and ``discard``; ``treasures`` in hand; the ``square``; what they
    have ``in_play`` (`ItemView`, HIDDEN cards only for their owner); ``out`` (why
    defeated, "" if playing); ``active`` (their turn)."""

    index: int
    name: str
    team: int
    hp: int
    temp_hp: int
    resources: list[tuple[str, int, int | None]]
    stats: list[tuple[str, int, str]]
    library: int
    hand: int
    discard: list[str]
    treasures: list[str]
    square: str
    in_play: list[ItemView]
    out: str
    active: bool


@dataclass
class ItemView:
    """Something in play as this phone may see it: ``id``, ``name`` ("A HIDDEN card" for
    another's face-down card, which is never listed), ``kind``, ``lasts`` in words,
    ``square`` label, ``hp`` (a standup), ``summary``, ``hidden``."""

    id: int
    name: str
    kind: str
    lasts: str
    square: str
    hp: int
    summary: str
    hidden: bool


LASTS_WORDS = {"now": "resolves at once", "turn": "until the end of this turn",
               "next": "until the start of its player's next turn",
               "trigger": "until triggered", "permanent": "PERMANENT"}


@dataclass
class Cell:
    """One square of the field: ``label``, ``who`` (character or standup there),
    ``land`` (found there, "" if not searched), ``lying`` (treasures lying face up),
    ``hidden`` (this phone's own face-down cards there)."""

    label: str
    who: str = ""
    land: str = ""
    lying: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)


def seen_by(thing: InPlay, viewer: int | None, withheld: int = 0) -> bool:
    """True when a phone of ``viewer`` may see ``thing`` (a face-down card: its owner only,
    and not one numbered below ``withheld``: played before the owner's phone was freed,
    `assistant.games.Games.withheld`)."""
    return not thing.hidden or (viewer == thing.owner and thing.id >= withheld)


def players(log: BatlLog, viewer: int | None, withheld: int = 0) -> list[PlayerView]:
    """Every player's tracker as ``viewer`` may see it (``withheld``: see `seen_by`), built on
    the engine's view (`engine.batl.seen_by`: the others' face-down cards are not in it)."""
    game: Game = GAME.view(log.state, viewer)
    views = []
    for i, p in enumerate(game.players):
        pools = [(p.deck.class_def(c).resource_name, p.resource(c), p.deck.class_def(c).pool)
                 for c in p.deck.pools()]
        stats = [(STATS[s], stat(game, i, s)[0], explain(game, i, s)) for s in STAT_NAMES]
        items = [ItemView(t.id, t.name, t.kind, LASTS_WORDS.get(t.effect.lasts, ""),
                          label(t.square) if t.square else "", t.hp, t.effect.summary,
                          t.hidden)
                 for t in game.in_play if t.owner == i and seen_by(t, viewer, withheld)]
        active = game.turn is not None and game.turn.player == i and game.phase == "turns"
        views.append(PlayerView(i, p.name, p.team, p.hp, p.temp_hp, pools, stats, p.library,
                                p.hand_size, list(p.discard), list(p.treasures),
                                label(p.square), items, p.out, active))
    return views


def cells(log: BatlLog, viewer: int | None, withheld: int = 0) -> list[list[Cell]]:
    """The field row by row, as ``viewer`` may see it (built on the engine's view)."""
    game: Game = GAME.view(log.state, viewer)
    size = game.field.size
    grid = [[Cell(label((c, r))) for c in range(size)] for r in range(size)]
    for square, land in game.field.found:
        grid[square[1]][square[0]].land = land
    for square, treasure in game.field.lying:
        grid[square[1]][square[0]].lying.append(treasure)
    for p in game.players:
        if not p.out:
            grid[p.square[1]][p.square[0]].who = _short(p.name)
    for t in game.in_play:
        if t.square is None or not seen_by(t, viewer, withheld):
            continue
        cell = grid[t.square[1]][t.square[0]]
        if t.hidden:
            cell.hidden.append(t.name)
        elif t.is_standup:
            cell.who = f"#{t.id}"
    return grid


def _short(name: str) -> str:
    """"P1" for "Player 1", else the first letters."""
    if name.startswith("Player "):
        return "P" + name[7:]
    return name[:3]


@dataclass
class Prompt:
    """What this phone is asked now. ``kind``: "choose" (who plays first), "hands"
    (keep or redraw), "turn" (the Play/Actions step), "discard" (down to 8), "wait"
    (another player's turn), "over"; ``title`` in words; ``players``: who may answer
    from this phone."""

    kind: str
    title: str
    players: list[int] = field(default_factory=list)


def prompt(log: BatlLog, viewer: int | None, watching: bool) -> Prompt:
    """What this phone is asked now (``watching``: a spectator, asked nothing)."""
    game: Game = log.state
    if game.outcome is not None:
        return Prompt("over", game.outcome.text)
    due = list(waiting_for(game))
    mine = [p for p in due if viewer is None or p == viewer] if not watching else []
    names = " or ".join(game.players[p].name for p in due)
    if game.phase == "choose":
        return Prompt("choose", f"{names}: play first (draw 1) or draw first (draw 2)?", mine)
    if game.phase == "hands":
        return Prompt("hands", "Opening hands of six: keep, or redraw with a draw of your "
                               "first turn", mine)
    turn = game.turn
    who = game.players[turn.player].name
    if not mine:
        return Prompt("wait", f"{who}'s turn")
    if turn.step == "discard":
        over = game.players[turn.player].hand_size - HAND_LIMIT
        return Prompt("discard", f"{who}: discard {over} card{'s' if over > 1 else ''} "
                                 f"(hand limit {HAND_LIMIT})", mine)
    return Prompt("turn", f"{who}'s turn", mine)


@dataclass
class TurnChoices:
    """What the active player can do in the Play/Actions step, each worked out: ``cards``
    (name, words) of their deck list and treasures; ``abilities`` (class, words);
    ``equipment`` to equip and ``equipped`` to take off; ``moves`` (square labels in
    reach); ``attacks`` (target, words with the damage); ``search`` (the square, or "");
    ``lands`` to say what was turned over (a table-dealt field); ``put_back`` squares for
    a treasure; ``placed`` (card names that go on a square)."""

    cards: list[tuple[str, str]]
    abilities: list[tuple[str, str]]
    equipment: list[str]
    equipped: list[str]
    moves: list[str]
    attacks: list[tuple[str, str]]
    search: str
    lands: list[str]
    put_back: list[str]
    placed: list[str]
    counts: str


def turn_choices(log: BatlLog) -> TurnChoices | None:
    """The active player's choices now, or None outside the Play/Actions and Discard steps."""
    game: Game = log.state
    if game.phase != "turns" or game.turn is None:
        return None
    turn, index = game.turn, game.turn.player
    me = game.players[index]
    deck = me.deck
    cards = [(t, f"{t} (treasure)") for t in dict.fromkeys(me.treasures)]
    for c in deck.cards:
        if c.kind == "Equipment":
            continue
        cost = f", costs {c.cost} {deck.class_def(c.class_name).resource_name}" if c.cost \
            else ""
        cards.append((c.name, f"{c.name} ({c.kind}, {c.class_name}{cost})"))
    abilities = [(c, f"{deck.class_def(c).ability} ({deck.class_def(c).ability_cost} "
                     f"{deck.class_def(c).resource_name})")
                 for c in deck.pools() if deck.class_def(c).ability]
    equipped = [t.name for t in game.in_play if t.owner == index and t.kind == "equipment"]
    equipment = [c.name for c in deck.cards if c.kind == "Equipment" and c.name not in equipped]
    left = turn.actions - turn.used
    moves, attacks = [], []
    if left > 0 and turn.step == "play":
        moves = [label(s) for s in sorted(reach(game, index), key=lambda s: (s[1], s[0]))]
        attacks = _attacks(game, index)
    searchable = not game.field.searched(me.square) or any(
        s == me.square for s, _ in game.field.lying)
    search = label(me.square) if left > 0 and turn.step == "play" and searchable else ""
    lands = [] if game.field.lands is not None or not search or game.field.searched(
        me.square) else [n for n in (DIRT, *TREASURES) if game.field.left_to_find()[n]]
    put_back = [label(s) for s in neighbours(me.square, game.field.size, game.diagonals)]
    placed = [c.name for c in deck.cards if c.hidden or c.standup]
    counts = (f"Actions {turn.used} of {turn.actions} · class ability "
              f"{'used' if turn.ability else 'free'} · equip {'used' if turn.equipped else 'free'}"
              f" · hand {me.hand_size}/{HAND_LIMIT}")
    return TurnChoices(cards, abilities, equipment, equipped, moves, attacks, search, lands,
                       put_back, placed, counts)


def _attacks(game: Game, index: int) -> list[tuple[str, str]]:
    """(target key, words with the outcome worked out) for each target in range."""
    atk = stat(game, index, "atk")[0]
    found = []
    for t in targets(game, index):
        if t.standup is not None:
            words = f"Attack {t.name} ({t.key}): {attack_damage(atk, t.defense)} damage"
        elif t.dodge is not None:
            words = f"Attack {t.name}: misses ({t.dodge.name})"
        else:
            words = (f"Attack {t.name}: ATK {atk} - DEF {t.defense} = "
                     f"{attack_damage(atk, t.defense)} damage")
        found.append((t.key, words))
    return found


def adjust_kinds(log: BatlLog, index: int) -> list[tuple[str, str]]:
    """What a correction by hand can change for player ``index``: (value, words)."""
    words = {"hp": f"HP (max {MAX_HP})", "temp": "temporary HP", "damage": "damage (temporary "
             "HP first)", "hand": "cards in hand", "deck": "cards in the deck",
             "actions": "actions this turn"}
    deck = log.state.players[index].deck
    return [(k, words[k]) for k in ADJUSTS] + [
        (c, f"{deck.class_def(c).resource_name} ({c})") for c in deck.pools()]


def page(log: BatlLog, seen: dict) -> dict:
    """Every value the match area shows this phone. ``seen``: ``player`` (the phone's bound
    player or None), ``watching`` (a spectator), ``handed_to`` (on a shared phone, the player
    looking at their HIDDEN cards while the others look away), ``withheld`` (see
    `seen_by`)."""
    game: Game = log.state
    player, watching = seen["player"], seen["watching"]
    looking = player if player is not None else (None if watching else seen["handed_to"])
    withheld = seen.get("withheld", 0)
    return {"trackers": players(log, looking, withheld), "grid": cells(log, looking, withheld),
            "prompt": prompt(log, player, watching), "choices": turn_choices(log),
            "adjust": [adjust_kinds(log, i) for i in range(log.players)],
            "teamed": any(len(t) > 1 for t in game.teams),
            "looking": looking,
            "hidden_owners": sorted({t.owner for t in game.in_play if t.hidden})}
