"""DESIGN.md "The layers": engine/ is pure Python; arrows point down only."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN_IN_ENGINE = {"flask", "sqlite3", "socket", "urllib", "http", "requests", "assistant",
                       "app"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_engine_imports_no_flask_sqlite_network_or_upper_layer():
    files = sorted((ROOT / "engine").rglob("*.py"))
    assert files
    for path in files:
        bad = imported_modules(path) & FORBIDDEN_IN_ENGINE
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_the_assistant_does_not_import_the_web_layer():
    for path in sorted((ROOT / "assistant").rglob("*.py")):
        assert not imported_modules(path) & {"flask", "app"}, path
