"""The server's garbage-collector policy (web/collector.py, issue 23 per tap): full passes
never start inside a request's work, and no cycle that became garbage is kept."""

from __future__ import annotations

import gc
import weakref

import pytest

from web import collector


@pytest.fixture
def settled():
    """`collector.settle` in force for one test; CPython's own settings back afterwards."""
    thresholds = gc.get_threshold()
    gc.collect()
    collector.settle()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)
    gc.collect()


class Node:
    """An object that can be part of a reference cycle."""

    other: Node | None = None


def _old_cycle() -> weakref.ref:
    """A reference cycle that lived long enough to reach the oldest generation, then became
    garbage (only a full pass can collect it): a weak reference to one of its nodes."""
    first, second = Node(), Node()
    first.other, second.other = second, first
    gc.collect(1)  # the young passes move it to the oldest generation
    return weakref.ref(first)


def _churn() -> None:
    """Allocate enough long-lived-looking objects for many young passes (CPython's default
    would start several full passes)."""
    kept = []
    for _ in range(40):
        kept.append([[i] for i in range(20_000)])
    del kept


def test_allocation_never_starts_a_full_pass_once_settled(settled):
    full = []

    def seen(phase: str, info: dict) -> None:
        if phase == "stop" and info["generation"] == 2:
            full.append(info)

    gc.callbacks.append(seen)
    try:
        _churn()
    finally:
        gc.callbacks.remove(seen)
    assert full == []
    assert gc.get_count()[2] >= collector.DUE_AFTER  # the young passes did happen


def test_a_due_full_pass_collects_the_cycles_that_became_garbage(settled):
    gone = _old_cycle()
    _churn()
    assert gone() is not None  # the young passes did not reach it
    assert collector.collect_if_due(min_gap=0) is True
    assert gone() is None
    assert gc.get_count()[2] == 0


def test_no_full_pass_before_it_is_due_or_before_the_gap(settled):
    gone = _old_cycle()
    assert collector.collect_if_due(min_gap=0) is False  # not due: few young passes yet
    _churn()
    assert collector.collect_if_due(min_gap=3600) is False  # due, but too soon
    assert gone() is not None
    assert collector.collect_if_due(min_gap=0) is True
    assert gone() is None


def test_what_is_alive_at_start_up_is_frozen(settled):
    assert gc.get_freeze_count() > 0


def test_a_full_pass_is_due_once_a_quarter_more_than_it_left_moved_to_the_oldest(settled):
    alive = [[i] for i in range(20_000)]
    _churn()
    assert collector.collect_if_due(min_gap=0) is True  # leaves `alive` in the oldest
    for _ in range(collector.DUE_AFTER):
        gc.collect(1)  # passes of the middle generation that move next to nothing
    assert gc.get_count()[2] >= collector.DUE_AFTER
    assert collector.collect_if_due(min_gap=0) is False
    alive += [[i] for i in range(8_000)]  # more than a quarter of 20,000 + 1
    gc.collect(1)  # moved to the oldest
    assert collector.collect_if_due(min_gap=0) is True
    assert len(alive) == 28_000
