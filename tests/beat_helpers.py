"""Small helpers for the beat-flow tests: answer the pending choice by its key."""

from __future__ import annotations

from engine.battlecon.beat import apply, pending
from engine.battlecon.state import GameState


def choice_keys(state: GameState) -> list[str]:
    """The option keys (a movement's result "p0,p1") of the pending choice, sorted."""
    return sorted(d.b for d in pending(state).options if d.kind == "choose")


def choose(state: GameState, key: str) -> GameState:
    """Apply the pending "choose" option whose key is ``key``."""
    for d in pending(state).options:
        if d.kind == "choose" and d.b == key:
            return apply(state, d)
    raise AssertionError(f"no option {key!r} in {pending(state)}")


def finish_beat(state: GameState, beat: int | None = None) -> GameState:
    """Resolve the rest of beat ``beat`` (default: the current one), taking the first option of
    every decision; a state already past that beat is returned as it is."""
    beat = state.beat if beat is None else beat
    while state.outcome is None and state.beat == beat:
        state = apply(state, pending(state).options[0])
    return state


def lives(state: GameState) -> tuple[int, int]:
    """(seat 0's life, seat 1's life)."""
    return state.fighters[0].life, state.fighters[1].life
