"""A duel won or lost by an effect (000 rulebook, "Defeat"; "Other Effects", Eliminate a
Fighter): the defeated fighter is removed from the game at once and the other wins.

The end of a duel is data (`state.Outcome`): reason ``"eliminated"`` with the effect in
words in ``why``.
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from .state import GameState, Outcome, Phase
from .state import evolve as replace
from .teams import defeat_fallen, eliminate_member

_ELIMINATED = note_kind("eliminated", '000 "Defeat"; "Other Effects": Eliminate a Fighter',
                        '{name} is defeated by {source}: the duel is over (000 "Defeat"; '
                        '"Other Effects": Eliminate a Fighter)')
_KNOCKED_OUT = note_kind("knocked_out", '000 "Attack"',
                         "{name} is knocked out: life 0 or less ends the duel at once "
                         '(000 "Attack")')


def eliminate(state: GameState, loser: int, source: str) -> GameState:
    """``loser`` is defeated by the effect ``source`` (a card's name): the duel is over and
    the other seat wins (000 "Defeat"). In a team battle only ``loser`` leaves the board
    (`teams.eliminate_member`). A duel already over is left as it is."""
    if state.outcome is not None:
        return state
    why = f"{state.name(loser)} is defeated by {source}"
    if len(state.fighters) > 2:
        return eliminate_member(state, loser, why)
    state = state.why(1 - loser, "outcome", state.fighters[1 - loser].life,
                      f"{why}: the duel is over", '000 "Defeat"; "Other Effects": Eliminate '
                      'a Fighter', note=Note.of(_ELIMINATED, seat=loser,
                                                name=state.name(loser), source=source))
    return replace(state, phase=Phase.OVER, outcome=Outcome("eliminated", 1 - loser, why))


def knock_out(state: GameState) -> GameState:
    """A fighter whose life is 0 or less is knocked out at once (000 "Attack", "Defeat"): in
    a duel the other seat wins (the Active Player's life is checked first); in a team battle
    only the fallen leave the board (`teams.defeat_fallen`). Unchanged when nobody fell."""
    if len(state.fighters) > 2:
        return defeat_fallen(state)
    for seat in (state.active, 1 - state.active):
        if state.fighters[seat].life <= 0:
            text = f"{state.name(seat)} is knocked out: life 0 or less ends the duel at once"
            state = state.why(1 - seat, "outcome", state.fighters[1 - seat].life, text,
                              '000 "Attack"',
                              note=Note.of(_KNOCKED_OUT, seat=seat, name=state.name(seat)))
            return replace(state, phase=Phase.OVER, outcome=Outcome("knockout", 1 - seat))
    return state
