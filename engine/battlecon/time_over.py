"""Time over (000 "Time Over"; 002 "Objective"): whether the next beat is the last, and who
wins once the final beat is over. Asked by Recycle's cleanup (`beat_steps.step_cleanup`).
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from . import teams, variants
from .state import GameState, Outcome, Phase
from .state import evolve as replace

_LAST_BEAT = note_kind("last_beat", '002 "Objective"',
                       "Beat {limit} is the last: the higher life wins after it ({rule})")
_POOL_EMPTY = note_kind("force_pool_empty", '000 "Time Over"',
                        'The Force pool is empty: time over, one final beat (000 "Time Over")')
_TIME_OVER_TEAM = note_kind("time_over_team", '000 "Time Over"',
                            'Time over after the final beat: {why} (000 "Time Over")')
_TIME_OVER_TIE = note_kind("time_over_tie", '000 "Time Over"',
                           "Time over after the final beat: equal life ({life}): the Reactive "
                           "Player {name} wins ({rule})")
_TIME_OVER_LIFE = note_kind("time_over_more_life", '000 "Time Over"',
                            "Time over after the final beat: {name} has more life ({high} to "
                            "{low}) ({rule})")


def final_beat_next(state: GameState) -> tuple[GameState, bool]:
    """Whether the next beat is the last: the Force pool is empty (000 "Time Over"), or, under
    a ruleset with a beat limit, the next beat is that limit (002 "Objective": 15 beats)."""
    limit = state.rules.beat_limit
    if limit is not None:
        if state.beat + 1 != limit:
            return state, False
        text = f"Beat {limit} is the last: the higher life wins after it"
        rule = f'{state.rules.source} "Objective"'
        note = Note.of(_LAST_BEAT, limit=limit, rule=rule)
    elif state.pool == 0:
        text, rule = "The Force pool is empty: time over, one final beat", '000 "Time Over"'
        note = Note.of(_POOL_EMPTY)
    else:
        return state, False
    return state.why(None, "time_over", 0, text, rule, note=note), True


def time_over(state: GameState) -> GameState:
    """000 "Time Over": after the final beat the higher life wins; a tie goes to Reactive.
    Under the classic ruleset the same after beat 15 (002 "Objective"; 002 names no winner
    for equal life, so the 000 rule decides it: docs/rulings.md)."""
    if teams.is_team_battle(state):
        outcome, why = variants.stock_time_over(state) or teams.time_over(state)
        text = f"Time over after the final beat: {why}"
        state = state.why(outcome.winner, "outcome", state.fighters[outcome.winner].life, text,
                          '000 "Time Over"', note=Note.of(_TIME_OVER_TEAM,
                                                          winner=outcome.winner, why=why))
        return replace(state, phase=Phase.OVER, outcome=outcome)
    a, b = state.fighters[0].life, state.fighters[1].life  # a duel (teams returned above)
    rule = '000 "Time Over"' if state.rules.force else \
        '002 "Objective"' + ('; a tie as 000 "Time Over"' if a == b else "")
    if a == b:
        outcome = Outcome("time_over_tie", state.reactive)
        why = f"equal life ({a}): the Reactive Player {state.name(state.reactive)} wins"
        note = Note.of(_TIME_OVER_TIE, winner=outcome.winner, name=state.name(outcome.winner),
                       life=a, rule=rule)
    else:
        outcome = Outcome("time_over", 0 if a > b else 1)
        why = f"{state.name(outcome.winner)} has more life ({max(a, b)} to {min(a, b)})"
        note = Note.of(_TIME_OVER_LIFE, winner=outcome.winner, name=state.name(outcome.winner),
                       high=max(a, b), low=min(a, b), rule=rule)
    state = state.why(outcome.winner, "outcome", max(a, b), f"Time over after the final "
                      f"beat: {why}", rule,
                      detail=tuple(f"{state.name(s)}: {life} life" for s, life in ((0, a), (1, b))),
                      note=note)
    return replace(state, phase=Phase.OVER, outcome=outcome)
