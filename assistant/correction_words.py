"""Corrections by hand, in players' words for the history and for a request another phone
answers ("Eligor: Power +2 this beat, by hand", "Eligor's Vengeance tokens set by hand to
3"); no field ids (issue 21 item 3).

The fields are `engine.battlecon.adjust_beat`'s (what happens in the beat) and
`engine.battlecon.adjust`'s (life, Force, a space, tokens, markers, forms, special cards,
counters on cards, a card moved).
"""

from __future__ import annotations

from engine.battlecon import CARD_PLACES as PLACES
from engine.battlecon import PILE_WORDS, STATS, TURN_WORDS, Decision, GameState, handles, stat_word


def correction_words(state: GameState, decision: Decision) -> str | None:
    """``decision`` (an ``adjust`` of `adjust_beat`'s fields) in words, or None for another
    field or a value that is not a plain number (the caller words it its own way)."""
    field, raw = decision.a, decision.b.strip()
    if not raw.lstrip("+-").isascii() or not raw.lstrip("+-").isdigit():
        return None
    if not handles(field):
        return _set_words(state, decision.seat, field, int(raw))
    value = int(raw)
    who = state.name(decision.seat)
    if field.startswith("mod:"):
        kind = STATS.get(field.removeprefix("mod:"))
        if kind is None:
            return None
        word = stat_word(state, kind)
        return (f"{who}: {word} {value:+d} this beat, by hand" if value
                else f"{who}'s {word} modifier by hand is taken away")
    if field == "active":
        return f"{who} becomes the Active Player, by hand"
    if field == "move":
        return f"{who} moves to space {value}, by hand (it counts as movement)"
    words = {
        "stun": (f"{who}'s stun is taken back by hand", f"{who} is stunned by hand"),
        "stun_immunity": (f"{who} loses Stun Immunity this beat, by hand",
                          f"{who} has Stun Immunity this beat, by hand"),
        "hit": (f"{who}'s attack misses, by hand", f"{who}'s attack hits, by hand"),
        "repeat": (f"{who}'s attack is not made again after all, by hand",
                   f"{who}'s attack is made again, by hand"),
    }[field]
    return words[1] if value else words[0]


_SPECIAL = {0: TURN_WORDS["down"], 1: TURN_WORDS["up"], 2: TURN_WORDS["out"]}


def _set_words(state: GameState, seat: int, field: str, value: int) -> str | None:
    """A correction of `engine.battlecon.adjust`'s fields in words, or None for a field it
    does not know."""
    who = state.name(seat)
    kind, _, rest = field.partition(":")
    if field == "life":
        return f"{who}'s life set by hand to {value}"
    if field == "force":
        return f"{who}'s Force set by hand to {value}"
    if field == "space":
        return f"{who}'s standup moved by hand to space {value}"
    if kind == "token":
        return f"{who}'s {rest} tokens set by hand to {value}"
    if kind == "marker":
        index, _, face = rest.partition(":")
        names = state.kits[seat].marker_names
        name = names[int(index)] if index.isdigit() and int(index) < len(names) else "marker"
        if face:
            return f"{who}'s {name} turned face {'up' if value else 'down'} by hand"
        return (f"{who}'s {name} moved by hand to space {value}" if value
                else f"{who}'s {name} taken off the board by hand")
    if kind == "form":
        return f"{who} takes {rest} by hand"
    if kind == "special":
        return f"{who}'s {rest} turned {_SPECIAL.get(value, 'over')} by hand"
    if kind == "cards":
        token, _, place = rest.rpartition(":")
        return f"{who}'s {token} on {PILE_WORDS.get(place, 'their cards')} set by hand to {value}"
    if kind == "card":
        return f"{who}'s {rest} moved by hand to {PLACES.get(value, 'another place')}"
    return None
