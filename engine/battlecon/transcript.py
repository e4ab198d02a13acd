"""Plain-text transcripts of a duel: each decision and what it changed.

Used for golden beat transcripts (tests/golden/) and the history log. A line per change:
``Eligor life 20 -> 17``, ``positions (3, 5) -> (4, 5)``, ``Active Player: Shekhtur``.
"""

from __future__ import annotations

from collections.abc import Iterable

from .beat import apply
from .decisions import Decision
from .state import GameState

_FIGHTER_FIELDS = ("life", "force", "style", "base", "clash_bases", "finisher_used", "hand",
                   "discard1", "discard2", "removed", "stunned", "was_hit", "hit_opponent",
                   "damage_taken", "armor_used", "secret", "discarded")


def _name(state: GameState, seat: int) -> str:
    return f"{state.kits[seat].fighter.short_name}[{seat}]"


def changes(before: GameState, after: GameState) -> list[str]:
    """Lines describing every visible difference from ``before`` to ``after``."""
    lines: list[str] = [f"* {note}" for note in after.notes[len(before.notes):]]
    if before.beat != after.beat:
        lines.append(f"beat {before.beat} -> {after.beat}")
    if before.active != after.active:
        lines.append(f"Active Player: {_name(after, after.active)}")
    if before.positions != after.positions:
        lines.append(f"positions {before.positions} -> {after.positions}")
    for seat in range(len(after.fighters)):
        old, new = before.fighters[seat], after.fighters[seat]
        who = _name(after, seat)
        for field in _FIGHTER_FIELDS:
            a, b = getattr(old, field), getattr(new, field)
            if a != b:
                if isinstance(a, tuple):
                    a, b = ",".join(a) or "-", ",".join(b) or "-"
                lines.append(f"{who} {field} {a} -> {b}")
        kit = after.kits[seat]
        for i, spec in enumerate(kit.tokens):
            if old.supply[i] != new.supply[i]:
                lines.append(f"{who} {spec.name} tokens {old.supply[i]} -> {new.supply[i]}")
        added = [m for m in new.mods if m not in old.mods]
        for mod in added:
            value = mod.value if not hasattr(mod.value, "what") else ",".join(mod.value.what)
            lines.append(f"{who} {mod.kind} {value} from {mod.source} ({mod.until})")
    for field in ("pool", "trashed", "box", "final_beat"):
        a, b = getattr(before, field), getattr(after, field)
        if a != b:
            lines.append(f"{field} {a} -> {b}")
    if after.outcome is not None and before.outcome is None:
        lines.append(f"duel over: {after.outcome.reason}, "
                     f"winner {_name(after, after.outcome.winner)}")
    return lines


def transcript(state: GameState, decisions: Iterable[Decision]) -> str:
    """The transcript of ``decisions`` played from ``state``: a decision, then its changes."""
    out: list[str] = []
    for decision in decisions:
        after = apply(state, decision)
        out.append(f"> {decision}")
        out.extend(f"  {line}" for line in changes(state, after))
        state = after
    return "\n".join(out) + "\n"
