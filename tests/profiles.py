"""How many examples the suite's Hypothesis tests draw.

The ``suite`` profile (the default) keeps the whole suite within its time budget: each test
draws its own count (100 unless it says), with no deadline and no health check about speed (a
CI machine running a browser and a second test process is slow at times, which is no
failure). ``HYPOTHESIS_PROFILE=thorough`` makes every Hypothesis test draw ten times its count,
for a longer run before a release or after a change to the engine's core, e.g.
``HYPOTHESIS_PROFILE=thorough .venv/bin/python -m pytest tests/test_invariants.py``.
The route fuzz test has its own count (``./dev fuzz N``).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "suite")
SCALE = {"suite": 1, "thorough": 10}[PROFILE]

settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", settings.get_profile("suite"))
settings.load_profile(PROFILE)


def scale_examples(items: list[pytest.Item]) -> None:
    """Under the thorough profile, each Hypothesis test of ``items`` draws `SCALE` times the
    examples its settings say (read when it runs; a parametrized test is scaled once)."""
    if SCALE == 1:
        return
    done: set[int] = set()
    for item in items:
        test = getattr(item, "obj", None)
        if getattr(test, "hypothesis", None) is None or id(test) in done:
            continue
        done.add(id(test))
        own = test._hypothesis_internal_use_settings  # what @given reads when the test runs
        test._hypothesis_internal_use_settings = settings(
            own, max_examples=own.max_examples * SCALE)
