"""Resolving one pair of revealed buttons with their default actions (003 rules, "The Default
Actions", "Weight", "Dealing With Defeat", "Special Rules: Identical Match-Ups", and the "ABXY
Basic Resolutions Chart").

Reactive effects (Defend's counter, Taunt's lockout and override) answer at once, before the
action that triggers them and whatever the weights. Damage and Switch go by weight, the lighter
creature first; with equal weights both go together when they can, else in button order A, B,
X, Y. A creature defeated before its button resolves does nothing with it; its replacement is
not switching in.

Choices (which creature switches in, which replaces a defeated one) are asked through a
``choose(player, purpose, options)`` function returning one of ``options`` (creature indexes),
so the app can ask the table and the tests can answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .match import DEFAULT_ACTIONS, LOCKOUT_LIMIT, Button, Match

Choose = Callable[[int, str, tuple[int, ...]], int]


def first_option(player: int, purpose: str, options: tuple[int, ...]) -> int:
    """A `Choose` that takes the first creature offered (quick play and tests)."""
    return options[0]


def damage(match: Match, player: int, choose: Choose, why: str) -> Match:
    """Damage ``player``'s fighter: healthy becomes damaged, damaged is defeated (003
    "DAMAGE")."""
    fighter = match.side(player).fighter
    if fighter.damaged:
        return defeat(match.note(f"{fighter.name} is damaged again: {why}"), player, choose,
                      "a second damage")
    match = match.with_creature(player, match.side(player).active, damaged=True)
    return match.note(f"{fighter.name} is damaged: {why}")


def defeat(match: Match, player: int, choose: Choose, why: str) -> Match:
    """Defeat ``player``'s fighter: it leaves the match, locked-out buttons come back, and the
    player puts another creature in (not a switch); with none left the other player wins
    (003 "DEFEAT", "Dealing With Defeat", "Victory")."""
    side = match.side(player)
    name = side.fighter.name
    match = match.with_creature(player, side.active, defeated=True)
    match = match.with_side(player, locked=frozenset())
    match = match.note(f"{name} is defeated ({why}); locked-out buttons come back")
    bench = match.side(player).bench()
    if not bench:
        match = match.note(f"Player {player + 1} has no creature left: player {2 - player} "
                           'wins (003 "Victory")')
        return replace(match, winner=1 - player)
    chosen = choose(player, "replace", bench)
    match = match.with_side(player, active=chosen)
    return match.note(f"{match.name(player)} comes in for {name} (not a switch)")


def switch(match: Match, player: int, choose: Choose, controller: int | None = None) -> Match:
    """``player`` switches its fighter for another of its team, chosen by ``controller``
    (the player, or the taunting foe who overrides, 003 "Taunt"); locked-out buttons come
    back (003 "SWITCH"). With no creature to switch in, nothing happens."""
    side = match.side(player)
    bench = side.bench()
    if not bench:
        return match.note(f"{side.fighter.name} has no creature to switch with: no switch")
    who = player if controller is None else controller
    chosen = choose(who, "switch", bench)
    old = side.fighter.name
    match = match.with_side(player, active=chosen, locked=frozenset())
    by = "" if controller is None else f", chosen by player {controller + 1}"
    return match.note(f"{old} switches out for {match.name(player)}{by}")


def lockout(match: Match, player: int, button: Button, choose: Choose) -> Match:
    """Lock out ``player``'s ``button`` until its fighter changes; a third lockout defeats the
    fighter (003 "LOCKOUT")."""
    locked = match.side(player).locked | {button}
    match = match.with_side(player, locked=locked)
    match = match.note(f"{match.name(player)}'s {button} button is locked out")
    if len(locked) >= LOCKOUT_LIMIT:
        return defeat(match, player, choose, "a third locked-out button")
    return match


def resolve(match: Match, buttons: tuple[Button, Button], choose: Choose = first_option
            ) -> Match:
    """Resolve one revealed pair of buttons with their default actions, player 0's button
    first in ``buttons`` (003 "The Default Actions", "Weight", the Basic Resolutions Chart).

    Raises:
        ValueError: the match is already won.
    """
    if match.winner is not None:
        raise ValueError("the match is over")
    names = " / ".join(f"{match.name(p)} {DEFAULT_ACTIONS[b]}" for p, b in enumerate(buttons))
    match = match.note(f"Revealed: {names}")
    kinds = {p: DEFAULT_ACTIONS[b] for p, b in enumerate(buttons)}
    fighters = (match.side(0).fighter, match.side(1).fighter)
    # Reactive effects first, whatever the weights (003 "Weight").
    for p in (0, 1):
        q = 1 - p
        if kinds[p] == "Taunt" and kinds[q] == "Defend":
            match = match.note(f"{fighters[q].name}'s Defend has no effect: nothing to prevent")
            return lockout(match, q, Button.B, choose)
        if kinds[p] == "Defend" and kinds[q] == "Fight":
            match = match.note(f"Damage to {fighters[p].name} is prevented by Defend")
            return damage(match, q, choose, f"{fighters[p].name}'s Defend counters")
        if kinds[p] == "Taunt" and kinds[q] == "Switch":
            match = match.note(f"{fighters[q].name} switches, but player {p + 1} chooses who "
                               "comes in (Taunt overrides)")
            return switch(match, q, choose, controller=p)
    if kinds[0] == kinds[1] and kinds[0] in ("Defend", "Taunt"):
        return match.note(f"Neither {kinds[0]} has an effect")
    for p in (0, 1):
        if kinds[p] in ("Defend", "Taunt") and kinds[1 - p] != kinds[p]:
            match = match.note(f"{fighters[p].name}'s {kinds[p]} has no effect")
            kinds[p] = "none"
    actives = (match.side(0).active, match.side(1).active)
    together = fighters[0].weight == fighters[1].weight and kinds[0] == kinds[1]
    if together:  # identical match-up: both at once when they can be (003 "Special Rules")
        match = match.note(f"Equal weight: both {kinds[0]} actions resolve together")
    for p in _by_weight(match, buttons):
        if match.winner is not None:
            break
        if match.side(p).team[actives[p]].defeated and not together:
            match = match.note(f"{fighters[p].name} was defeated before acting: its "
                               f"{buttons[p]} button does nothing")
            continue
        if kinds[p] == "Fight":
            match = damage(match, 1 - p, choose, f"{fighters[p].name} fights")
        elif kinds[p] == "Switch":
            match = switch(match, p, choose)
    return match


def _by_weight(match: Match, buttons: tuple[Button, Button]) -> tuple[int, ...]:
    """Who acts first: the lighter fighter; with equal weights (identical match-ups, 003
    "Special Rules") the button order A, B, X, Y, seat order on the same button."""
    w0, w1 = match.side(0).fighter.weight, match.side(1).fighter.weight
    if w0 != w1:
        return (0, 1) if w0 < w1 else (1, 0)
    order = list(Button)
    return (0, 1) if order.index(buttons[0]) <= order.index(buttons[1]) else (1, 0)
