"""The project's shared documents, for the tests that compare the project with them: the rule
documents (`seeds/`, e.g. ``000 ...txt``) and the classic card list (`reference/`).

They live in the folder ``shared`` beside the checkout (``../shared``; ``$COMPANION_SHARED``
names another folder). CI has it; a plain clone has not, so every test that reads it carries
`needs_shared` and skips with `REASON` when it is absent, and every other test runs. With
``REQUIRE_SHARED=1`` (`.ci/run`) they fail instead of skipping. No test reads the folder but
through this module.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REASON = "needs ../shared (the rule documents and the card list) beside the checkout"
REQUIRED = bool(os.environ.get("REQUIRE_SHARED"))


def shared_dir() -> Path | None:
    """The shared folder (``$COMPANION_SHARED`` when set, else ``../shared`` beside the
    checkout), or None when it is not there."""
    folder = Path(os.environ.get("COMPANION_SHARED") or ROOT.parent / "shared")
    return folder if folder.is_dir() else None


needs_shared = pytest.mark.skipif(shared_dir() is None and not REQUIRED, reason=REASON)


def _shared() -> Path:
    folder = shared_dir()
    if folder is None:
        if REQUIRED:
            pytest.fail(f"REQUIRE_SHARED is set: {REASON}")
        pytest.skip(REASON)
    return folder


def seed_text(document: str) -> str:
    """The text of rule document ``document`` ("000", "002", ...: the seed file whose name
    starts with it). Skips when the shared folder is absent; FileNotFoundError when it is
    there without that document (the folder is then incomplete, not absent)."""
    found = sorted((_shared() / "seeds").glob(f"{document}*.txt"))
    if not found:
        raise FileNotFoundError(f"no seed document {document}*.txt in {_shared() / 'seeds'}")
    return found[0].read_text(encoding="utf-8")


def seed_texts() -> dict[str, str]:
    """Every rule document's text by its three-digit number ("000" -> text)."""
    return {path.name[:3]: path.read_text(encoding="utf-8")
            for path in sorted((_shared() / "seeds").glob("00*.txt"))}


def reference_fighters() -> list[dict]:
    """The fighters of the classic card list (``reference/battlecon-classic-cards.json``):
    printed names, numbers and card text, one dict per fighter."""
    path = _shared() / "reference" / "battlecon-classic-cards.json"
    return json.loads(path.read_text(encoding="utf-8"))["fighters"]
