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
- ``matchup``: the matchup table page of the fighter's own seat, as the page first shows
  it (its first pair against every pair the foe could set);
- ``page``: the rest of the page's data: the board picture, the chart, the beats' notes,
  the history.

Each fighter first plays another duel untimed (its cards' lookups warm, as on a server that
has been running), then each state of the timed duel is tapped once (``--reps R``: R times,
the fastest kept, for a busy machine's wall clock; later taps of a state find the history,
chart and notes already worded, so they are a lower bound). The garbage collector is set as
the server sets it (`web.collector.settle`: what is alive after start-up frozen, the oldest
generation's passes left to `collect_if_due`, which the bench calls between taps as the
server's greenlet does between requests); the full collections met are reported, those
inside taps apart, with the memory (objects tracked and frozen, peak RSS).
Prints per part p50/p99 in milliseconds over every state's
tap (wall clock, `time.perf_counter`, and CPU time of the thread, `time.thread_time`, which
a busy machine's other work does not inflate), the worst fighters, and last
``tap_p99_ms=X worst_fighter=Y dominant=PART cpu_p99_ms=Z duel_page_cpu_p99_ms=W``: X the
worst fighter's p99 of a whole tap (wall clock), PART the part that dominates its slowest
tap, Z the worst p99 in CPU time, W the same without the matchup table (a page of its own,
which the duel page only links to).
Goal (issue 23): X < 2. Usage:
``python bench/taps.py [--reps R] [--beats B] [--seed S] [FIGHTER ...]``.
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant import why as whys  # noqa: E402
from assistant.board import board_picture  # noqa: E402
from assistant.chart import chart  # noqa: E402
from assistant.log import DuelLog  # noqa: E402
from assistant.matchup_table import matchup_table  # noqa: E402
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
    pending,
    standing,
    suggested_seat,
)
from web.collector import collect_if_due, settle  # noqa: E402

PARTS = ("pending", "prompt", "view", "matchup", "page")
DUEL_PAGE = ("pending", "prompt", "view", "page")  # the duel page's own (no matchup table)
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


def matchup_page(state, seat: int):
    """What the matchup table page computes for ``seat`` (`web.duel.matchup_table`)."""
    return matchup_table(state, seat, state.enemies(seat)[0])


def one_tap(log: DuelLog, state, previous, mine: int) -> dict[str, tuple[float, float]]:
    """Time each part of one tap on ``state`` (a fresh copy): part -> (wall seconds,
    `perf_counter`; CPU seconds of this thread, `thread_time`)."""
    marks = [(time.perf_counter(), time.thread_time())]

    def mark() -> None:
        marks.append((time.perf_counter(), time.thread_time()))

    seats = range(len(state.fighters))
    pending(state)
    mark()
    prompt_view(state)
    for seat in seats:
        prompt_view(state, shared_phone=False, viewer=seat)
    spectator_prompt(state)
    mark()
    tables = [table_view(state, viewer=v, previous=previous) for v in (None, *seats)]
    mark()
    if mine in standing(state) and state.enemies(mine):
        matchup_page(state, mine)
    mark()
    board_picture(tables[0])
    chart(log.start, state)
    beats_log(state)
    history(log)
    mark()
    fresh = evolve(state)  # the Why? breakdowns of a state not asked yet
    mark()
    why_parts(fresh)
    mark()
    spans = [*zip(marks[:5], marks[1:6], strict=True), (marks[6], marks[7])]  # no copy
    return {part: (end[0] - start[0], end[1] - start[1])
            for part, (start, end) in zip(PARTS + EXTRA, spans, strict=True)}


def fighter_taps(fighter: str, catalog, seed: int | str, beats: int,
                 reps: int) -> list[dict]:
    """Each state's fastest tap of ``reps`` (seconds per part) in ``fighter``'s duel."""
    rng = random.Random(f"{seed}:{fighter}")
    setup = duel_of(fighter, rng, catalog)
    mine = 0 if setup.seats[0].fighter == fighter else 1
    log = DuelLog(setup, catalog)
    taps = []
    while True:
        tries = []
        for _ in range(reps):
            tries.append(one_tap(log, evolve(log.state), log.previous, mine))
            collect_if_due()  # between taps, as the server's collecting greenlet
        taps.append(min(tries, key=lambda t: total(t, 0)))
        now = pending(log.state)
        if now is None or log.state.beat > beats:
            return taps
        log.play(rng.choice(now.options))


def total(tap: dict, clock: int, parts: tuple[str, ...] = PARTS) -> float:
    """A whole tap's seconds on ``clock`` (0: wall, 1: CPU), the ``parts`` added."""
    return sum(tap[p][clock] for p in parts)


def _frames():
    """The frames of the running call stack, innermost first."""
    frame = sys._getframe(1)
    while frame is not None:
        yield frame
        frame = frame.f_back


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fighters", nargs="*", help="fighter ids (default: the whole roster)")
    parser.add_argument("--reps", type=int, default=1,
                        help="taps per state, the fastest kept (later ones find warm caches)")
    parser.add_argument("--beats", type=int, default=15, help="beats per duel")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    catalog = default_catalog()
    settle()  # as the server does after start-up (app.py main)
    pauses: list[tuple[float, bool]] = []  # the oldest generation's: (CPU seconds, in a tap)
    started = [0.0]

    def collector(phase: str, info: dict) -> None:
        if info["generation"] == 2:
            if phase == "start":
                started[0] = time.thread_time()
            else:
                between = any(frame.f_code is collect_if_due.__code__
                              for frame in _frames())
                pauses.append((time.thread_time() - started[0], not between))

    gc.callbacks.append(collector)
    fighters = args.fighters or sorted(catalog.fighters)
    every: list[dict] = []
    worst: list[tuple[float, float, str, str]] = []
    pages: list[tuple[float, str]] = []  # each fighter's p99 (CPU) of the duel page alone
    for fighter in fighters:
        fighter_taps(fighter, catalog, f"warm-up {args.seed}", args.beats, 1)
        taps = fighter_taps(fighter, catalog, args.seed, args.beats, args.reps)
        every += taps
        slowest = max(taps, key=lambda t: total(t, 0))
        pages.append((percentile([total(t, 1, DUEL_PAGE) for t in taps], 0.99), fighter))
        worst.append((percentile([total(t, 0) for t in taps], 0.99),
                      percentile([total(t, 1) for t in taps], 0.99), fighter,
                      max(PARTS, key=lambda p: slowest[p][0])))
    print(f"states={len(every)} fighters={len(fighters)} reps={args.reps} "
          f"beats<={args.beats} (ms; wall: perf_counter, cpu: thread_time)")
    for part in PARTS + EXTRA + ("tap",):
        line = [f"{part:8}"]
        for clock, name in ((0, "wall"), (1, "cpu")):
            values = [total(t, clock) if part == "tap" else t[part][clock] for t in every]
            line.append(f"{name} p50={1000 * percentile(values, 0.5):7.3f} "
                        f"p99={1000 * percentile(values, 0.99):7.3f} "
                        f"max={1000 * max(values):7.3f}")
        print("  ".join(line))
    gc.callbacks.remove(collector)
    inside = [p for p, in_tap in pauses if in_tap]
    between = [p for p, in_tap in pauses if not in_tap]
    print(f"gc: {len(inside)} full collections in taps (longest "
          f"{1000 * max(inside, default=0):.3f} ms), {len(between)} between taps (longest "
          f"{1000 * max(between, default=0):.3f} ms, {1000 * sum(between):.3f} ms in all; "
          f"CPU); {len(gc.get_objects())} objects "
          f"tracked, {gc.get_freeze_count()} frozen; peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")
    for wall, cpu, fighter, part in sorted(worst, key=lambda w: w[1], reverse=True)[:5]:
        print(f"worst (CPU): {fighter:20} tap p99 wall={1000 * wall:7.3f} "
              f"cpu={1000 * cpu:7.3f} (slowest tap: {part})")
    pages.sort(reverse=True)
    print("worst duel pages alone (CPU p99): "
          + ", ".join(f"{fighter} {1000 * p99:.3f}" for p99, fighter in pages[:5]))
    worst.sort(reverse=True)
    wall, _, fighter, part = worst[0]
    cpu = max(w[1] for w in worst)
    duel_page = pages[0][0]
    print(f"tap_p99_ms={1000 * wall:.3f} worst_fighter={fighter} dominant={part} "
          f"cpu_p99_ms={1000 * cpu:.3f} duel_page_cpu_p99_ms={1000 * duel_page:.3f}")

if __name__ == "__main__":
    main(sys.argv[1:])
