"""Corrections by hand of what happens in the beat, in players' words for the history and for
a request another phone answers ("Eligor: Power +2 this beat, by hand"); no field ids.

The fields are `engine.battlecon.adjust_beat`'s; other corrections are worded by
`views.describe`.
"""

from __future__ import annotations

from engine.battlecon.adjust_beat import STATS, handles, stat_word
from engine.battlecon.decisions import Decision
from engine.battlecon.state import GameState


def correction_words(state: GameState, decision: Decision) -> str | None:
    """``decision`` (an ``adjust`` of `adjust_beat`'s fields) in words, or None for another
    field or a value that is not a plain number (the caller words it its own way)."""
    field, raw = decision.a, decision.b.strip()
    if not handles(field) or not raw.lstrip("+-").isascii() or not raw.lstrip("+-").isdigit():
        return None
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
