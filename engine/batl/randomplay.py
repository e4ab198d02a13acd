"""Random BATL inputs for play-through tests and the benchmark (as OpenSpiel's random
play-throughs): `candidates` lists inputs worth trying now, most of them legal; the caller
applies one and skips those the rules refuse."""

from __future__ import annotations

import random

from .actions import reach
from .cards import TREASURES
from .field import DIRT, distance, label, neighbours
from .game import Game, waiting_for


def candidates(game: Game, rng: random.Random) -> list[str]:
    """Inputs to try now, in a random order, "end" of a turn last."""
    if game.outcome is not None:
        return []
    due = waiting_for(game)
    if game.phase == "choose":
        return [f"first {rng.choice(due)} {rng.choice(('play', 'draw'))}"]
    if game.phase == "hands":
        who = rng.choice(due)
        return [f"{'redraw' if rng.random() < 0.2 else 'keep'} {who}", f"keep {who}"]
    p = game.turn.player
    me = game.players[p]
    if game.turn.step == "discard":
        put = [f"treasure {p} {t}|{label(rng.choice(neighbours(me.square, game.field.size)))}"
               for t in me.treasures]
        return put + [f"discard {p} {c.name}" for c in rng.sample(me.deck.cards,
                                                                   len(me.deck.cards))]
    tries = []
    for j, foe in enumerate(game.players):
        if foe.team != me.team and not foe.out:
            tries.append(f"attack {p} {j}")
    squares = list(reach(game, p))
    foes = [f.square for f in game.players if f.team != me.team and not f.out]
    if squares and foes:
        # half the time the square nearest a foe, so that fights happen
        near = min(squares, key=lambda s: min(distance(s, f, game.diagonals) for f in foes))
        tries.append(f"move {p} {label(near if rng.random() < 0.5 else rng.choice(squares))}")
    land = "" if game.field.lands is not None else "|" + rng.choice(
        [n for n in (DIRT, *TREASURES) if game.field.left_to_find()[n]] or [DIRT])
    tries.append(f"search {p}{land.replace('|', ' ')}")
    card = rng.choice(me.deck.cards)
    where = f"|{label(rng.choice(squares))}" if squares and (card.hidden or card.standup) \
        else ""
    tries.append(f"{'equip' if card.kind == 'Equipment' else 'play'} {p} {card.name}{where}")
    tries += [f"ability {p} {c}" for c in me.deck.pools()]
    tries += [f"play {p} {t}" for t in me.treasures[:1]]
    rng.shuffle(tries)
    return tries + [f"end {p}"]
