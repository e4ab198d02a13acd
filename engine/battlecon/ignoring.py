"""Ignoring a movement that would move you (the `ignore_movement` action, `IgnoreMovement`).

000 rulebook, "Movement": a movement is applied to the fighter it moves, whoever's effect it
is ("has moved" counts both); "Optional Triggers": an optional choice may be declined;
"Cannot vs. Do": a fighter who cannot be moved has no legal movement to ignore.

How the engine reads it (docs/rulings.md, "Ignoring movement"):

- The choice is made once the movement is known: when the moved fighter also chooses the
  movement (their own advance, or "the opponent must move"), "ignore it" is one more option
  of that choice; otherwise the player whose effect it is picks the movement first and the
  moved fighter then accepts or ignores it (`OFFER`).
- Only a movement that has a legal result can be ignored: one that cannot be carried out is
  already ignored by 000 "Movement", so nothing was "applied".
- An ignored movement moves nobody: the fighter has not moved, the spaces moved by it count 0,
  and each of the rule's ``each_time`` actions is carried out once.
"""

from __future__ import annotations

from engine.notes import note_kind

from .actions import apply_simple
from .movement import moved_seat
from .passives import rules
from .schema import IgnoreMovement
from .state import GameState

IGNORE = "ignore"  # the option key of "ignore this movement"
# A movement ignored: by the fighter's choice (an optional rule), or because it must be.
_IGNORES = note_kind("movement_ignored_by_choice", '000 "Optional Triggers"',
                     "{name} ignores that movement: an effect lets them ignore movement "
                     'applied to them (000 "Optional Triggers")')
_IGNORED = note_kind("movement_ignored", '000 "Movement"',
                     "{name} ignores that movement: an effect says movement applied to them "
                     'is ignored (000 "Movement")')


def mover_of(state: GameState, key: str) -> int | None:
    """The seat a movement option key ``"p0,p1"`` moves, or None for any other key (a marker,
    a token count, a branch of `either`) or a result that moves nobody."""
    if key.startswith("#") and ":" in key:  # a marker's teleport in `either` (wave 5)
        key = key.partition(":")[2].replace(".", ",")
    if "," not in key or key[0] in "#m":
        return None
    new = tuple(None if x == "-" else int(x) for x in key.split(","))
    old = state.positions
    if new == old or len(new) != len(old):
        return None
    return moved_seat(old, new)


def anyone_may_ignore(state: GameState) -> bool:
    """True when either fighter has an `ignore_movement` rule now (a cheap first check)."""
    return any(rules(state, seat, "ignore_movement") for seat in range(len(state.fighters)))


def rule_for(state: GameState, mover: int | None, actor: int) -> IgnoreMovement | None:
    """The rule letting ``mover`` ignore a movement made by ``actor``'s effect: a mandatory
    one first, else an optional one, else None (also for ``mover`` None: nobody moves)."""
    if mover is None:
        return None
    held = rules(state, mover, "ignore_movement")
    if not held:
        return None
    found = [rule for rule in held
             if rule.by == "anyone" or actor != mover]
    for rule in found:
        if not rule.optional:
            return rule
    return found[0] if found else None


def with_ignore_option(state: GameState, actor: int, chooser: int,
                       options: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``options`` of a movement chosen by ``chooser``, plus "ignore it" when ``chooser`` is
    the fighter it would move and may ignore it (an optional rule); otherwise unchanged."""
    rule = rule_for(state, chooser, actor)
    if rule is None or not rule.optional:
        return options
    if not any(mover_of(state, key) == chooser for key, _ in options):
        return options
    return [*options, (IGNORE, f"{state.name(chooser)} ignores this movement")]


def ignore(state: GameState, mover: int, actor: int) -> GameState:
    """``mover`` ignores the movement: nobody moves; the rule's ``each_time`` actions are
    carried out by ``mover`` (000 "Movement"; "Optional Triggers")."""
    rule = rule_for(state, mover, actor)
    optional = rule is None or rule.optional
    state = state.note(_IGNORES if optional else _IGNORED, seat=mover, name=state.name(mover))
    for action in rule.each_time if rule is not None else ():
        state = apply_simple(state, mover, action, "ignoring a movement", 0, 0)
    return state
