"""`pip install .` installs the whole app (issue 18): the wheel built from this checkout holds
every package under engine/ and assistant/, the data they read (fighters/, assistant/data/,
the docs the glossary and the editor quote) and the web app's templates and static files, at
the places the code looks for them (paths relative to the code's own file, not to the working
folder). Built offline, with the setuptools of the test environment, from a copy of the tree."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from app import create_app
from assistant import editor, glossary
from engine.battlecon import cards

ROOT = Path(__file__).resolve().parents[1]
CODE = ("engine", "assistant", "web")
DATA = ("fighters", "templates", "static", "assistant/data")
LEFT_OUT = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info", "build",
                                  "instance", "artifacts", ".*cache", ".hypothesis")


def source_files(folder: str, pattern: str) -> set[str]:
    """The checkout's files under ``folder`` matching ``pattern``, as wheel paths."""
    return {path.relative_to(ROOT).as_posix() for path in (ROOT / folder).rglob(pattern)
            if path.is_file() and "__pycache__" not in path.parts}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> set[str]:
    """The file names in the wheel of a copy of this checkout."""
    work = tmp_path_factory.mktemp("wheel")
    tree = work / "tree"
    shutil.copytree(ROOT, tree, ignore=LEFT_OUT)
    run = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "--quiet", "-w", str(work / "dist"), str(tree)],
        capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    (built,) = (work / "dist").glob("*.whl")
    with zipfile.ZipFile(built) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_every_module_of_the_engine_and_the_assistant(wheel):
    for folder in CODE:
        missing = sorted(source_files(folder, "*.py") - wheel)
        assert missing == [], folder
    assert "app.py" in wheel


def test_the_wheel_holds_the_fighters_the_templates_and_the_static_files(wheel):
    for folder in DATA:
        files = source_files(folder, "*")
        assert files, folder
        assert sorted(files - wheel) == [], folder


def test_the_wheel_holds_no_tests_and_no_benchmarks(wheel):
    assert not [name for name in wheel if name.startswith(("tests/", "bench/"))]


def test_every_file_the_app_reads_is_found_beside_its_code_and_shipped(wheel, tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.sqlite3")})
    read = [cards.FIGHTERS_DIR / "shared.yaml", glossary.GLOSSARY, glossary.RULINGS,
            editor.CARDS_DOC, Path(app.root_path) / app.template_folder / "base.html",
            Path(app.static_folder) / "live.js"]
    for path in read:
        assert path.is_file(), path
        assert path.resolve().relative_to(ROOT).as_posix() in wheel, path
