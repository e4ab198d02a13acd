"""axe-core, the accessibility checker of the browser tests (issue 21, item 11), is kept with the
tests as fetched from the npm registry (its recorded sha256, its MPL-2.0 licence beside it) and
is never part of the app: not under static/, not served, not in any template."""

import hashlib
import re
from pathlib import Path

from tests.browser_helpers import AXE, AXE_VERSION

ROOT = Path(__file__).resolve().parents[1]


def test_the_kept_axe_is_the_recorded_version_with_its_licence():
    readme = (AXE.parent / "README.md").read_text(encoding="utf-8")
    recorded = re.search(r"sha256 of `axe.min.js`: ([0-9a-f]{64})", readme).group(1)
    assert hashlib.sha256(AXE.read_bytes()).hexdigest() == recorded
    assert AXE.read_text(encoding="utf-8").startswith(f"/*! axe v{AXE_VERSION}")
    assert "Mozilla Public License, version 2.0" in (AXE.parent / "LICENSE").read_text()
    assert f"axe-core-{AXE_VERSION}.tgz" in readme


def test_axe_is_never_served_by_the_app(client):
    assert not list((ROOT / "static").rglob("axe*"))
    assert client.get("/static/axe.min.js").status_code == 404
    assert client.get(f"/static/../tests/vendor/axe-core-{AXE_VERSION}/axe.min.js") \
        .status_code == 404
    assert not [p for p in (ROOT / "templates").glob("*.html") if "axe" in p.read_text()]
