"""Where the beat stands (`Cursor`, part of `state.GameState`) and the effect being carried
out (`Work`): read and moved by the beat's table of steps (`beat_flow`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class Work(NamedTuple):
    """A trigger (or an ante's actions) being carried out, action by action (`Cursor.work`).

    seat: the fighter whose effect it is. eid: the effect's id (a branch taken included,
    `beat_work`). index: the index of its next action. spent: tokens spent so far by the
    effect; moved: spaces moved so far (both read by ``per`` amounts).
    """

    seat: int
    eid: str
    index: int = 0
    spent: int = 0
    moved: int = 0


@dataclass(frozen=True)
class Cursor:
    """Where the beat stands, for the flow in `beat.py`.

    step: the name of the step in `beat_flow.BEAT_SEQUENCE`.
    attacker: the seat attacking (during ATTACK). order: seats still to act in this window.
    done: trigger ids resolved in the current window. passes: consecutive passes at ante.
    to_act: seat whose turn it is at ante. work: the trigger in progress (`Work`: its seat, its
    id, the index of its next action, the tokens spent and spaces moved so far) or None.
    hit: the current attack hit. dealt: damage the current attack dealt; soaked: damage the
    defender's armor prevented. repeat: the current attack is to be carried out again after
    its After triggers; repeats: attacks repeated so far this beat.
    events: in-time events that happened and whose triggers have not been offered yet, as
    (seat whose trigger it is, timing key "when:<event>"), oldest first (`in_time`).
    event: the timing key of the in-time window open now (step "in_time"), else "".
    stack: what each open in-time window interrupted, innermost last: (step, order, done,
    work, event, goto, before_move) restored when it closes; goto names the step to enter
    then, or "";
    goto "@end" marks the End of Beat window an attack repeated from End of Beat resumes.
    offer: a movement option key ("p0,p1") of the trigger in progress that waits for the moved
    fighter to accept or ignore it (`ignoring`), or None.
    before_move: the standups' spaces just before the trigger in progress began its latest
    movement action, or None (read by `if_that_move`).
    target: in a team battle, the seat the current attacker attacks (000 "Targeting
    Attacks"), or None; a duel leaves it None (the other seat is always the target).
    firsts: in a team battle, the teammates their team chose to act first among those tied
    on priority this beat (000 "Team Reveal + Priority").
    chosen: in a team battle, (seat, enemy) while ``seat`` resolves a trigger against the
    enemy it chose among its nearest on each side (000 "Who is 'The Opponent'?").
    verdict: the current attack hits (True) or misses (False) by a correction by hand
    (`adjust_beat`), read at its range check in place of range; None: the rules decide.
    infinite_guard: the seats whose Guard (classic: Stun Guard) is infinite against the
    current attack's damage (`schema.Action.infinite_guard`, Cadenza's Iron Body).
    again: the current attack is an attack carried out again (`repeat_attack`), not the
    first one of its pair this beat (condition ``attack_repeated``).
    left_from: where the standups stood just before the latest movement, whoever made it
    (`in_time.after_move`): read by the marker place ``left_behind`` in a ``you_move`` window.
    left_direct: that movement was a direct one (a teleport: no space walked through).
    no_damage: the seats the current attack deals no damage to (`prevent_attack_damage`).
    since: the effects being carried out, innermost last, each with the table as it stood
    before its actions (references, not copies), for the line saying what it changed
    (`effect_notes`).
    dealing: the current attack's damage step had an amount to deal (its power is a number),
    so its defeat check follows (`beat_steps.after_damage`).
    """

    step: str = "set"
    attacker: int = 0
    order: tuple[int, ...] = ()
    done: frozenset[str] = frozenset()
    passes: int = 0
    to_act: int = 0
    work: Work | None = None
    hit: bool = False
    dealt: int = 0
    soaked: int = 0
    clash_choices: tuple[str | None, str | None] = (None, None)
    repeat: bool = False
    repeats: int = 0
    events: tuple[tuple[int, str], ...] = ()
    event: str = ""
    stack: tuple[tuple, ...] = ()
    offer: str | None = None
    before_move: tuple[int, int] | None = None
    target: int | None = None
    firsts: tuple[int, ...] = ()
    chosen: tuple[int, int] | None = None
    verdict: bool | None = None
    infinite_guard: tuple[int, ...] = ()
    again: bool = False
    left_from: tuple[int | None, ...] | None = None
    left_direct: bool = False
    no_damage: tuple[int, ...] = ()
    since: tuple[tuple, ...] = ()
    dealing: bool = False
