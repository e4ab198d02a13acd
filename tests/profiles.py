"""How many examples the suite's Hypothesis tests draw.

The ``suite`` profile (the default) keeps the whole suite within its time budget: each test's
own count, no deadline and no health check about speed (a CI machine shared with a browser and
a second test worker is slow at times, which is no failure). ``HYPOTHESIS_PROFILE=thorough``
draws ten times as many examples everywhere, for a longer run before a release or after a
change to the engine's core, e.g.
``HYPOTHESIS_PROFILE=thorough .venv/bin/python -m pytest tests/test_invariants.py``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "suite")
SCALE = 10 if PROFILE == "thorough" else 1

settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", settings.get_profile("suite"), max_examples=1000)
settings.load_profile(PROFILE)


def examples(count: int) -> int:
    """The examples a test draws: ``count`` in the suite, ten times as many when thorough."""
    return count * SCALE
