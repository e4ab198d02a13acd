"""The whole project's import graph (issue 22, "Done when"): app -> web -> assistant -> engine,
an arrow only pointing down or within a layer, and no cycle anywhere, imports inside functions
counted. The graph is read with `ast` from every module of the four layers.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "assistant", "web", "app")  # lowest first


def _modules() -> dict[str, Path]:
    """Dotted module name -> file, for app.py and every module of engine/, assistant/, web/."""
    found = {"app": ROOT / "app.py"}
    for package in LAYERS[:3]:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _resolve(name: str, node: ast.ImportFrom, path: Path) -> str:
    """The absolute module an ``ImportFrom`` in module ``name`` (file ``path``) starts from."""
    if node.level == 0:
        return node.module or ""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _targets(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules module ``name`` imports anywhere in its file (``from x import y``
    names module ``x.y`` when that is a module, else ``x``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in modules}
        elif isinstance(node, ast.ImportFrom):
            start = _resolve(name, node, path)
            for alias in node.names:
                whole = f"{start}.{alias.name}"
                if whole in modules:
                    found.add(whole)
                elif start in modules:
                    found.add(start)
    found.discard(name)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _targets(name, path, modules) for name, path in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of ``graph`` with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph.get(module, ())):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            part = set()
            while True:
                other = stack.pop()
                part.add(other)
                if other == module:
                    break
            if len(part) > 1:
                found.append(part)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def _layer(module: str) -> int:
    return LAYERS.index(module.split(".")[0])


def test_the_graph_is_read_from_every_layer():
    graph = _graph()
    assert "engine.battlecon.state" in graph["engine.battlecon.beat"]
    assert any(m.startswith("web.") for m in graph["app"])
    assert any(m.startswith("assistant.") for m in graph["web.duel"])


def test_the_cycle_finder_finds_a_cycle_and_none_in_a_chain():
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [{"a", "b"}]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_every_import_points_down_the_layers_or_within_one():
    graph = _graph()
    upward = sorted((m, t) for m, targets in graph.items() for t in targets
                    if _layer(t) > _layer(m))
    assert upward == []


def test_no_module_imports_itself_back_through_others():
    assert _cycles(_graph()) == []
