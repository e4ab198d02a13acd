"""Benchmark: what the duel page computes for one tap, at the assistant layer (issue 23).

For every fighter of the roster (or those named), a seeded random duel of that fighter
against a seeded opponent is played to 15 beats (or its end) through a `DuelLog`, with
random legal decisions (`pending(state).options`, as `bench.duel_play.play` takes them).
At each state of that duel, one tap is what the duel page's routes compute before
``render_template`` (`web.duel._render_duel` for each viewer, `web.duel.matchup_table`),
on a fresh copy of the state (nothing remembered from an earlier tap):

- ``pending``: who decides what (`engine.battlecon.pending`);
- ``prompt``: the prompt of the shared phone, of each seat's own phone and a spectator's;
- ``view``: the table view for each viewer (the shared phone, each seat), the Why?
  breakdowns included (``why`` times those alone, again: not added to the tap);
- ``matchup``: the matchup table page for each seat (its pairs against the foe's);
- ``page``: the rest of the page's data: the board picture, the chart, the beats' notes,
  the history.

Prints per part p50/p99 in milliseconds over every tap, the worst fighters, and last
``tap_p99_ms=X worst_fighter=Y dominant=PART``: X the worst fighter's p99 of a whole tap.
Goal (issue 23): X < 2. Usage:
``python bench/taps.py [--reps R] [--beats B] [--seed S] [FIGHTER ...]``.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant import why as whys  # noqa: E402
from assistant.board import board_picture  # noqa: E402
from assistant.chart import chart  # noqa: E402
from assistant.log import DuelLog  # noqa: E402
from assistant.views import (  # noqa: E402
    beats_log,
    history,
    prompt_view,
    spectator_prompt,
    table_view,
)
from engine.battlecon import (  # noqa: E402
    DuelSetup,
    default_catalog,
    evolve,
    matchups,
    pending,
    standing,
    suggested_seat,
)

PARTS = ("pending", "prompt", "view", "matchup", "page")
EXTRA = ("why",)  # measured again on their own, inside ``view``


def duel_of(fighter: str, rng: random.Random, catalog) -> DuelSetup:
    """``fighter`` (seat 0 or 1, drawn) against an opponent drawn from the roster."""
    foe = rng.choice(sorted(catalog.fighters))
    seats = [suggested_seat(fighter, catalog), suggested_seat(foe, catalog)]
    if rng.randint(0, 1):
        seats.reverse()
    return DuelSetup(tuple(seats), first_active=rng.randint(0, 1))


def why_parts(state) -> None:
    """The Why? breakdowns the table view shows (`assistant.why`), for every seat."""
    for seat in range(len(state.fighters)):
        whys.ledger(state, seat, "life")
        whys.ledger(state, seat, "force")
        whys.this_beat(state, seat)
    whys.active(state)
    whys.time_over(state) if state.final_beat else whys.ledger(state, None, "pool")
    whys.outcome(state)


def matchup_page(state, seat: int) -> list:
    """What the matchup table page computes for ``seat`` (`web.duel.matchup_table`)."""
    foe = state.enemies(seat)[0]
    cells = matchups(state, seat, foe)
    mine = list(dict.fromkeys(c.pairs[0] for c in cells))
    picked = mine[0] if mine else ""
    return [c for c in cells if c.pairs[0] == picked]


def one_tap(log: DuelLog, state, previous, out: dict[str, float]) -> None:
    """Time each part of one tap on ``state`` (a fresh copy), adding seconds into ``out``."""
    clock = time.perf_counter
    seats = range(len(state.fighters))
    t0 = clock()
    pending(state)
    t1 = clock()
    prompt_view(state)
    for seat in seats:
        prompt_view(state, shared_phone=False, viewer=seat)
    spectator_prompt(state)
    t2 = clock()
    tables = [table_view(state, viewer=v, previous=previous) for v in (None, *seats)]
    t3 = clock()
    for seat in standing(state):
        if state.enemies(seat):
            matchup_page(state, seat)
    t4 = clock()
    board_picture(tables[0])
    chart(log.start, state)
    beats_log(state)
    history(log)
    t5 = clock()
    why_parts(state)
    t6 = clock()
    for part, seconds in zip(PARTS + EXTRA, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4,
                                             t6 - t5), strict=True):
        out[part] = seconds


def fighter_taps(fighter: str, catalog, seed: int, beats: int, reps: int) -> list[dict]:
    """Every tap's times (seconds per part) of ``fighter``'s duel, ``reps`` per state."""
    rng = random.Random(f"{seed}:{fighter}")
    log = DuelLog(duel_of(fighter, rng, catalog), catalog)
    taps = []
    while True:
        for _ in range(reps):
            times: dict[str, float] = {}
            one_tap(log, evolve(log.state), log.previous, times)
            taps.append(times)
        now = pending(log.state)
        if now is None or log.state.beat > beats:
            return taps
        log.play(rng.choice(now.options))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fighters", nargs="*", help="fighter ids (default: the whole roster)")
    parser.add_argument("--reps", type=int, default=3, help="taps per state")
    parser.add_argument("--beats", type=int, default=15, help="beats per duel")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    catalog = default_catalog()
    gc.freeze()  # as the server does after start-up (app.py main)
    fighters = args.fighters or sorted(catalog.fighters)
    every: list[dict] = []
    worst: list[tuple[float, str, str]] = []
    for fighter in fighters:
        taps = fighter_taps(fighter, catalog, args.seed, args.beats, args.reps)
        every += taps
        totals = [sum(t[p] for p in PARTS) for t in taps]
        p99 = percentile(totals, 0.99)
        slowest = max(taps, key=lambda t: sum(t[p] for p in PARTS))
        worst.append((p99, fighter, max(PARTS, key=lambda p: slowest[p])))
    print(f"taps={len(every)} fighters={len(fighters)} reps={args.reps} beats<={args.beats}")
    for part in PARTS + EXTRA + ("tap",):
        values = [sum(t[p] for p in PARTS) if part == "tap" else t[part] for t in every]
        print(f"{part:8} p50={1000 * percentile(values, 0.5):7.3f} ms "
              f"p99={1000 * percentile(values, 0.99):7.3f} ms "
              f"max={1000 * max(values):7.3f} ms")
    worst.sort(reverse=True)
    for p99, fighter, part in worst[:5]:
        print(f"worst: {fighter:20} tap p99={1000 * p99:7.3f} ms (slowest tap: {part})")
    p99, fighter, part = worst[0]
    print(f"tap_p99_ms={1000 * p99:.3f} worst_fighter={fighter} dominant={part}")


if __name__ == "__main__":
    main(sys.argv[1:])
