"""Small files (issue 22, item 6): no module of the app over 700 lines (app.py's own limit,
150 lines, is tests/test_layers_web.py's)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 700


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_of_the_engine_the_assistant_or_the_web_layer_is_over_700_lines():
    files = [p for layer in ("engine", "assistant", "web") for p in (ROOT / layer).rglob("*.py")]
    assert len(files) > 50
    over = sorted((str(p.relative_to(ROOT)), n) for p in files if (n := _lines(p)) > LIMIT)
    assert over == []

