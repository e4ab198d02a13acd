"""Issue 22 item 3: the routes live in the web package; app.py only builds and serves the app,
and the layers below never reach up into the web layer (DESIGN.md "The layers")."""

import ast

from tests.test_layers import ROOT, imported_modules


def test_app_py_is_under_150_lines():
    assert len((ROOT / "app.py").read_text(encoding="utf-8").splitlines()) < 150


def test_no_module_of_the_engine_or_the_assistant_imports_the_web_layer():
    files = sorted((ROOT / "engine").rglob("*.py")) + sorted((ROOT / "assistant").rglob("*.py"))
    assert files
    for path in files:
        assert not imported_modules(path) & {"web", "app"}, path.relative_to(ROOT)


def test_the_web_package_does_not_import_app():
    files = sorted((ROOT / "web").glob("*.py"))
    assert len(files) > 5
    for path in files:
        assert "app" not in imported_modules(path), path.relative_to(ROOT)


def test_app_py_defines_no_route_itself():
    tree = ast.parse((ROOT / "app.py").read_text(encoding="utf-8"))
    routes = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute)
              and node.attr in ("route", "get", "post", "add_url_rule")
              and isinstance(node.value, ast.Name) and node.value.id == "app"]
    assert routes == []


def test_every_endpoint_keeps_its_name_without_a_blueprint_prefix(app):
    names = {rule.endpoint for rule in app.url_map.iter_rules()}
    assert {"home", "duel", "decide", "undo", "redo", "back", "join", "claim", "free", "events",
            "what_if", "duel_what_if", "duel_chart", "rules", "abxy_match", "batl_match",
            "fighters_page", "abxy_creatures_page", "batl_decks_page"} <= names
    assert not [name for name in names if "." in name and name != "static"]
