"""What the handlers of the action table share (`action_table.ACTIONS`): a stun, bonuses
and flags added, tokens gained or spent (000 rulebook, "Other Effects", "Tokens & Counters",
"Cannot vs. Do").
"""

from __future__ import annotations

from collections.abc import Callable

from engine.notes import Note, note_kind

from .in_time import happened
from .passives import restricted, stun_immune
from .schema import Action
from .state import GameState, Mod

#: A handler of `action_table.ACTIONS`:
#: ``handler(state, seat, action, source, spent, moved) -> GameState``.
Handler = Callable[[GameState, int, Action, str, int, int], GameState]

# A stun's notes (``why``: what stuns, in words with its rule).
_STUNNED = note_kind("stunned", '000 "Guard & Stun"', "{name} is stunned by {why}")
_STUN_IMMUNE = note_kind("stun_immune", '000 "Cannot vs. Do"',
                         '{name} is not stunned by {why}: stun immunity (000 "Cannot vs. Do")')


def stun(state: GameState, seat: int, why: str, *, detail: tuple[str, ...] = (),
         damage: int = 0) -> GameState:
    """Stun ``seat`` unless stun immune, noting ``why`` and recording it for "Why?" (with
    ``detail`` lines and the ``damage`` taken this beat, life points, when damage stuns); a
    fighter is stunned only once (000 "Other Effects": You/Opponent is Stunned; "Cannot vs.
    Do"). Records the in-time event ``you_are_stunned`` (000 "In-Time Triggers")."""
    if state.fighters[seat].stunned:
        return state
    rule = '000 "Guard & Stun"'
    if stun_immune(state, seat):
        text = f"{state.name(seat)} is not stunned by {why}: stun immunity"
        return state.why(seat, "stun", damage, text, '000 "Cannot vs. Do"', detail=detail,
                         note=Note.of(_STUN_IMMUNE, seat=seat, name=state.name(seat), why=why,
                                      damage=damage))
    text = f"{state.name(seat)} is stunned by {why}"
    state = state.why(seat, "stun", damage, text, rule, detail=detail, hit=True,
                      note=Note.of(_STUNNED, seat=seat, name=state.name(seat), why=why,
                                   damage=damage))
    return happened(state.with_fighter(seat, stunned=True), seat, "you_are_stunned")


def add_mods(state: GameState, seat: int, *mods: Mod) -> GameState:
    """Add bonuses or flags (`Mod`) to ``seat``."""
    fighter = state.fighters[seat]
    return state.with_fighter(seat, mods=fighter.mods + mods)


def own_gain_barred(state: GameState, seat: int, token: str) -> bool:
    """True when a "cannot gain tokens" (`schema.Restriction` ``gain_tokens``) stops ``seat``
    gaining or regaining ``token``: only tokens ``seat`` holds in their own supply (not ones
    handed to the opponent). 000 "Cannot vs. Do"; "Tokens & Counters"."""
    kit = state.kits[seat]
    return (kit.tokens[kit.token_index(token)].held_by != "opponent"
            and restricted(state, seat, "gain_tokens"))


def change_tokens(state: GameState, seat: int, token: str, delta: int) -> GameState:
    """Gain (delta > 0, from depletion, up to the limit) or spend tokens (000 "Tokens")."""
    kit = state.kits[seat]
    i = kit.token_index(token)
    spec = kit.tokens[i]
    fighter = state.fighters[seat]
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    if delta > 0:
        room = (spec.limit if spec.limit is not None else spec.total) - supply[i]
        delta = max(0, min(delta, depletion[i], room))
    else:
        delta = -min(-delta, supply[i])
    supply[i] += delta
    depletion[i] -= delta
    return state.with_fighter(seat, supply=tuple(supply), depletion=tuple(depletion))
