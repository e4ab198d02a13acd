"""The PostgreSQL tests' own server (tests/postgres_helpers.py): without Debian's package they
skip with a message saying so; with REQUIRE_POSTGRES=1 (`.ci/run`) they fail instead."""

from __future__ import annotations

import pytest

from tests import postgres_helpers


def test_without_postgresql_its_tests_skip_saying_what_is_missing(monkeypatch):
    monkeypatch.setattr(postgres_helpers, "binaries", lambda: None)
    monkeypatch.setattr(postgres_helpers, "REQUIRED", False)
    with pytest.raises(pytest.skip.Exception, match="postgresql package is not installed"):
        postgres_helpers.start_server()


def test_with_postgresql_required_its_absence_fails_the_tests(monkeypatch):
    monkeypatch.setattr(postgres_helpers, "binaries", lambda: None)
    monkeypatch.setattr(postgres_helpers, "REQUIRED", True)
    with pytest.raises(pytest.fail.Exception, match="REQUIRE_POSTGRES"):
        postgres_helpers.start_server()
