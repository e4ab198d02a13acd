"""Small helpers for the beat-flow tests: answer the pending choice by its key, and a catalog
with a test-only fighter whose triggers no shipped fighter has."""

from __future__ import annotations

import random

from bench.duel_play import play
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import Catalog
from engine.battlecon.matchup import _cell, hand_pairs
from engine.battlecon.setup import new_duel
from engine.battlecon.state import GameState, evolve
from tests.conftest import DATA, catalog_with

# The Watcher: its unique ability gains a Mark whenever it is hit ("when you are hit", 000
# "In-Time Triggers"). Charging: a Before trigger whose condition the other Before trigger
# fulfils (000 "Conditional Triggers"). Patient: a Recycle trigger (000 "Recycle Phase").
WATCHER = """\
name: Test Watcher
short_name: Watcher
printing: 4th
unique_ability:
  name: Watchful
  summary: Gains a Mark counter whenever it is hit, for tests.
  tokens:
    - {name: Mark, kind: counter, total: 5, start: 0, limit: 5}
  effects:
    - timing: when
      event: you_are_hit
      action: {gain_tokens: {token: Mark, amount: 1}}
styles:
  - {name: Plain, range: "+0", power: "+0", priority: "+0", guard: "+0"}
  - {name: Calm, range: "+0", power: "+0", priority: "-1", guard: "+0"}
  - name: Charging
    range: "+0"
    power: "+0"
    priority: "+0"
    effects:
      - timing: before
        condition: {tokens_at_least: {Mark: 1}}
        action: {power: 2}
      - timing: before
        action: {gain_tokens: {token: Mark, amount: 1}}
  - name: Patient
    range: "+0"
    power: "+0"
    priority: "+0"
    effects:
      - timing: recycle
        action: {gain_tokens: {token: Mark, amount: 1}}
finishers:
  - {name: Final A, range: "1", power: "5", priority: "5"}
  - {name: Final B, range: "1", power: "5", priority: "5"}
"""
def watcher_catalog() -> Catalog:
    """The shipped fighters, the ``examples`` fighter and the Watcher (fighter id ``watcher``;
    Plain and Calm start in its discard piles)."""
    return catalog_with(examples=(DATA / "examples.yaml").read_text(encoding="utf-8"),
                        watcher=WATCHER)


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


def played_states(setup, seed: int, catalog: Catalog) -> list[GameState]:
    """Every state of a duel of ``setup`` played with random legal decisions
    (`bench.duel_play.play`, ``random.Random(seed)``), before each decision, in order."""
    log, _ = play(setup, random.Random(seed), catalog)
    state, found = new_duel(setup, catalog), []
    for decision in log:
        found.append(state)
        state = apply(state, decision)
    return found


def row_alone(state, seat: int, foe: int, mine: tuple[str, str]) -> list:
    """The matchup row of ``mine`` (style, base) with each cell tried on a fresh state of its
    own: both pairs set on the revealed state, both seats' stats computed there, nothing
    shared (what `matchup.matchups` must equal)."""
    style, base = mine
    found = []
    for foe_style, foe_base in hand_pairs(state, foe):
        trial = evolve(state, phase="start").with_fighter(
            seat, style=style, base=base, clash_bases=(), finisher_used=False)
        trial = trial.with_fighter(foe, style=foe_style, base=foe_base, clash_bases=(),
                                   finisher_used=False)
        found.append(_cell(trial, seat, foe, (f"{style} {base}", f"{foe_style} {foe_base}"),
                           pair_stats(trial, foe)))
    return found
