"""BattleCON duels and team battles under the one game contract (`engine.contract.Game`):
`GAME` delegates to the engine's own functions (`setup.new_duel`, `beat.pending`,
`beat.apply`, `view.seen_by`, `history.decision_words`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.contract import Pending

from .beat import apply, pending
from .cards import Catalog
from .decisions import Decision
from .history import decision_words
from .setup import DuelSetup, new_duel
from .state import GameState
from .view import seen_by


def choice_label(state: GameState, decision: Decision) -> str | None:
    """The label of ``decision`` among the options `beat.pending` offers on ``state`` (the
    words of the button the player tapped), or None when it is not offered there."""
    now = pending(state)
    if now is None:
        return None
    for option, label in zip(now.options, now.labels, strict=True):
        if option == decision:
            return label
    return None


@dataclass(frozen=True)
class BattleconGame:
    """BattleCON (000 rulebook; 001 for team battles) as a `engine.contract.Game`: setup a
    `DuelSetup`, state a `GameState`, decision a `Decision`, view a `GameState` with what
    the viewer may not see taken out (`view.seen_by`).

    Attributes:
        catalog: the fighters' cards (None: `cards.default_catalog`, the files of
            ``fighters/``).
    """

    catalog: Catalog | None = None
    name: str = "BattleCON"

    def setup(self, value: DuelSetup) -> GameState:
        """The duel before its first beat (`setup.new_duel`).

        Raises:
            InvalidInput: an unknown fighter or card, a bad team or seat (see `new_duel`).
        """
        return new_duel(value, self.catalog)

    def pending(self, state: GameState) -> Pending[Decision] | None:
        """Who decides what now (``kind``: the beat's step, "set", "ante", "clash"...),
        every legal `Decision` with its label; None once the duel is over (`beat.pending`)."""
        now = pending(state)
        if now is None:
            return None
        return Pending(now.seats, state.cursor.step, now.options, now.prompt, now.labels)

    def apply(self, state: GameState, decision: Decision) -> GameState:
        """The state after ``decision``, run on to the next decision (`beat.apply`).

        Raises:
            RuleViolation: the decision is not legal now (with the rule it breaks).
        """
        return apply(state, decision)

    def view(self, state: GameState, viewer: int | None) -> GameState:
        """``state`` as ``viewer`` may see it (`view.seen_by`: the others' face-down pairs
        and face-down ante choices read `view.FACE_DOWN` before Reveal)."""
        return seen_by(state, viewer)

    def describe(self, before: GameState, decision: Decision, after: GameState) -> str:
        """``decision`` in words (`history.decision_words`), a choice worded by the label of
        the button it was on ``before``."""
        return decision_words(before, decision, choice_label(before, decision))


#: The BattleCON game with the fighters of ``fighters/``.
GAME = BattleconGame()
