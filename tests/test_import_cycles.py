"""The modules of engine/battlecon import each other without a cycle (issue 22): the graph is
read with `ast`, module-level imports and imports inside functions alike; no import hides
inside a function (the attack pair's stats, read back by the conditions they add up, are
asked through `pair_query`, below them all)."""

import ast
from pathlib import Path

from tests.test_import_graph import _cycles

PACKAGE = Path(__file__).resolve().parents[1] / "engine" / "battlecon"
MODULES = {path.stem for path in PACKAGE.glob("*.py")}

def _targets(node: ast.AST) -> set[str]:
    """The engine/battlecon modules one import statement names (``from . import x``,
    ``from .x import y``, ``from engine.battlecon.x import y``)."""
    found: set[str] = set()
    if isinstance(node, ast.ImportFrom):
        module = node.module or ""
        if node.level == 1:
            found = {module.split(".")[0]} if module else {a.name for a in node.names}
        elif node.level == 0 and module.startswith("engine.battlecon."):
            found = {module.split(".")[2]}
        elif node.level == 0 and module == "engine.battlecon":
            found = {a.name for a in node.names}
    elif isinstance(node, ast.Import):
        found = {a.name.split(".")[2] for a in node.names
                 if a.name.startswith("engine.battlecon.")}
    return found & MODULES


def _graphs() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Module -> modules it imports at module level, and module -> modules it imports inside
    a function or method."""
    top: dict[str, set[str]] = {}
    inner: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top[path.stem] = set().union(*(_targets(n) for n in tree.body))
        inner[path.stem] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner[path.stem] |= set().union(*(_targets(n) for n in ast.walk(node)))
    return top, inner


def test_the_import_graph_is_read_from_the_engine_files():
    top, _ = _graphs()
    assert "schema_cards" in top["schema"]
    assert "state" in top["effects"]


def test_engine_modules_import_each_other_at_module_level_without_a_cycle():
    top, _ = _graphs()
    assert _cycles(top) == []


def test_imports_inside_functions_close_no_cycle():
    top, inner = _graphs()
    both = {m: top[m] | inner[m] for m in top}
    assert _cycles(both) == []


def test_no_engine_module_imports_another_inside_a_function():
    # Every import belongs at the top of its module, where the graph above checks it.
    _, inner = _graphs()
    stray = sorted((m, t) for m in inner for t in inner[m])
    assert stray == []


def test_the_pair_stats_module_asked_by_the_conditions_imports_no_engine_module():
    top, inner = _graphs()
    assert top["pair_query"] | inner["pair_query"] == set()
