"""An attack pair's numbers, asked by the modules those numbers read (issue 22, item 4: the
import circle broken).

An attack pair's stats (`attack_pair.pair_stats`), its range (`reach.reach`,
`reach.extra_distances`) and an attack's damage (`effect_damage.attack_damage`) add up the
passive effects whose conditions hold, and some conditions, amounts and marker places
(`effects.condition_holds`, `effects.amount_value`, `markers.in_place` within attack range)
read those numbers: a recursion between functions. This module sits below them all and
imports none of them: the conditions ask it (``pair_query.pair_stats(state, seat)``), and
each module that computes a number answers for it when it is imported (`provide`).
`engine.battlecon.attack_pair` (which imports `reach`) and `engine.battlecon.effect_damage`
are imported by the beat (`engine.battlecon.beat`), so every duel has them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _unanswered(name: str) -> Callable[..., Any]:
    def ask(*args: Any) -> Any:
        raise RuntimeError(f"pair_query.{name} has no answer yet: import "
                           "engine.battlecon.attack_pair and engine.battlecon.effect_damage "
                           "(engine.battlecon.beat imports both) before reading conditions")
    return ask


#: ``pair_stats(state, seat) -> attack_pair.PairStats``: the stats now (`attack_pair`).
pair_stats: Callable[..., Any] = _unanswered("pair_stats")
#: ``reach(state, seat, lo, hi) -> (bool, str)``: whether the range reaches (`reach`).
reach: Callable[..., Any] = _unanswered("reach")
#: ``extra_distances(state, seat) -> frozenset[int]``: distances reached besides the range.
extra_distances: Callable[..., Any] = _unanswered("extra_distances")
#: ``attack_damage(state, attacker) -> damage.DamageResult | None`` (`effect_damage`).
attack_damage: Callable[..., Any] = _unanswered("attack_damage")

_NAMES = frozenset(("pair_stats", "reach", "extra_distances", "attack_damage"))


def provide(**answers: Callable[..., Any]) -> None:
    """Answer the questions named by the keywords with these functions (called once by each
    answering module, at its import).

    Raises:
        ValueError: a keyword names no question of this module.
    """
    unknown = set(answers) - _NAMES
    if unknown:
        raise ValueError(f"pair_query has no question {sorted(unknown)}")
    globals().update(answers)
