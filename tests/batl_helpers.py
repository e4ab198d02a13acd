"""Decks and games the BATL tests start from (cards built as data, not read from text, so
the engine tests do not depend on the deck reader)."""

from engine.batl.cards import Card, Character, ClassDef, Deck, Effect
from engine.batl.game import new_game, replay

# The Monk of 004 "Example of play": base ATK 1, Movement Speed 1; Ki fills at 2; Flow costs
# 2 Ki and makes the next attack against the Monk miss.
MONK_CLASS = ClassDef("Monk", "Ki", 2, "Flow", 2, Effect(evade=True, lasts="trigger"))
MONK = Deck("Monk", Character("Monk", atk=1, defense=0, ms=1, reach=1), (MONK_CLASS,), (
    Card("Hit", "Basic", "Monk", 4, effect=Effect(atk=1, lasts="turn")),
    Card("Meditate", "Combo", "Monk", 4, cost=1, effect=Effect(lasts="next")),
    Card("Ki", "Resource", "Monk", 12, effect=Effect(gain=1)),
    Card("Palm", "Basic", "Monk", 4),
    Card("Kick", "Basic", "Monk", 4),
    Card("Haste", "Basic", "Monk", 4, effect=Effect(actions=1)),
    Card("Mend", "Basic", "Monk", 4, effect=Effect(heal=3)),
    Card("Stone Skin", "Basic", "Monk", 4, effect=Effect(temp_hp=2)),
    Card("Snare", "Basic", "Monk", 4, hidden=True, effect=Effect(lasts="trigger")),
    Card("Vow", "Basic", "Monk", 4, effect=Effect(lasts="permanent", defense=1)),
    Card("Echo", "Combo", "Monk", 4, effect=Effect(draw=1)),
    Card("Wooden Bear", "Basic", "Druid", 2, standup=True, hp=3,
         effect=Effect(defense=1, lasts="permanent")),
    Card("Staff", "Equipment", slot="weapon", effect=Effect(atk=1)),
    Card("Robe", "Equipment", slot="armor", effect=Effect(defense=1)),
    Card("Great Club", "Equipment", slot="both", effect=Effect(atk=2)),
    Card("Sandals", "Equipment", slot="armor", effect=Effect(ms=1)),
    Card("Ring", "Equipment", slot="weapon", effect=Effect(reach=1)),
    Card("Charm", "Equipment", slot="armor"),
))

KNIGHT = Deck("Knight", Character("Knight", atk=2, defense=1, ms=1, reach=1), (), (
    Card("Slash", "Basic", "Knight", 4, effect=Effect(atk=1, lasts="turn")),
    Card("Guard", "Basic", "Knight", 4, effect=Effect(defense=1, lasts="next")),
    Card("Oath", "Resource", "Knight", 12, effect=Effect(gain=1)),
    Card("March", "Basic", "Knight", 40),
))


def two_player(first: str = "play", seed: int | None = 7, starts=None, decks=(MONK, KNIGHT),
               diagonals: bool = False):
    """A two-player game past the setup: Player 1 won the roll and chose ``first``; both
    hands kept; the first turn begun."""
    game = new_game(list(decks), [[0], [1]], roll=0, seed=seed, diagonals=diagonals,
                    starts=starts)
    return replay(game, [f"first 0 {first}", "keep 0", "keep 1"])


def pass_turn(game):
    """The active player ends their turn, discarding Palm/March down to 8 when asked."""
    me = game.turn.player
    game = replay(game, [f"end {me}"])
    while game.turn.player == me and game.turn.step == "discard":
        filler = "Palm" if game.players[me].deck.card("Palm") else "March"
        game = replay(game, [f"discard {me} {filler}"])
    return game
