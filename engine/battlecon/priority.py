"""Who is the Active Player (000 rulebook, "Reveal Step", "Priority Tie? - Clash!",
"Tiebreakers").

One comparator: higher priority is Active; a tie is a clash unless a tiebreaker (▲) decides it;
with ▲ on both sides the current Active Player keeps the status.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PriorityResult:
    """The outcome of comparing priorities.

    Attributes:
        active: the seat that becomes Active, or None for a clash.
        reason: why, in words ("priority 5 beats 3", "tie: clash").
        rule: the section of 000 that decides it.
    """

    active: int | None
    reason: str
    rule: str


def compare(priorities: tuple[int, int], tiebreakers: tuple[bool, bool],
            current_active: int) -> PriorityResult:
    """Decide the Active Player from both attack pairs' priority and tiebreakers.

    Args:
        priorities: (seat 0, seat 1) priority, points.
        tiebreakers: whether each pair has ▲.
        current_active: the seat holding Active status before this Reveal.
    """
    p0, p1 = priorities
    if p0 != p1:
        winner = 0 if p0 > p1 else 1
        return PriorityResult(winner, f"priority {max(p0, p1)} beats {min(p0, p1)}",
                              '000 "Reveal Step"')
    t0, t1 = tiebreakers
    if t0 and t1:
        return PriorityResult(current_active, f"tie at {p0}, both have a tiebreaker: the "
                              "Active Player keeps the status", '000 "Tiebreakers"')
    if t0 or t1:
        winner = 0 if t0 else 1
        return PriorityResult(winner, f"tie at {p0}, won by the tiebreaker",
                              '000 "Tiebreakers"')
    return PriorityResult(None, f"tie at {p0}: clash", '000 "Priority Tie? - Clash!"')
