"""Life loss (000 rulebook, "Other Effects": Chip X, life lost rather than damage taken) and
the two effects that bend it: damage turned into life loss (no stun, no damage triggers) and
life loss ignored, which still counts as lost for what reads it (Oriana's Celestial pays MP
for the points, lost or ignored).

The life a fighter lost this beat is kept in ``FighterState.life_lost`` (`per: life_lost`).
"""

from __future__ import annotations

from engine.notes import note_kind

from .passives import has_flag
from .state import GameState

_IGNORED = note_kind("life_loss_ignored", '000 "Other Effects": Chip X',
                     "{name} ignores the loss of {amount} life ({why}); it counts as lost")


def lose(state: GameState, seat: int, before: int, after: int, why: str,
         rule: str) -> GameState:
    """``seat`` goes from ``before`` to ``after`` life points by life loss (``after`` <=
    ``before``), noted as ``why`` under ``rule``; the points count in ``life_lost``. With
    `ignore_life_loss` on ``seat`` the life stays and a note says so."""
    points = before - after
    if points <= 0:
        return state
    fighter = state.fighters[seat]
    state = state.with_fighter(seat, life_lost=fighter.life_lost + points)
    if has_flag(state, seat, "ignore_life_loss"):
        return state.note(_IGNORED, seat=seat, name=state.name(seat), amount=points, why=why)
    state = state.with_fighter(seat, life=after)
    return state.why(seat, "life", after - before, f"{why}: lose {points} life", rule)


def turned_from_damage(state: GameState, seat: int) -> bool:
    """Whether damage ``seat`` would take now becomes life loss instead (`life_loss_instead`)."""
    return has_flag(state, seat, "life_loss_instead")
