"""Notes as data (issue 22, item 5): a note is a kind and its values; its words are made from
them, one checked case per kind.

Each part of the engine keeps its cases in a ``tests/note_cases_*.py`` module: ``CASES``, a
mapping of kind id to (values, the words a player reads), written by hand from the rules and
the card, never printed by the code under test.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from pathlib import Path

import pytest

import engine
from engine.notes import KINDS, Note, note_kind

_TESTS = Path(__file__).parent


def _all_kinds() -> dict:
    """Every registered kind, once every engine module is imported (kinds register on
    import)."""
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        importlib.import_module(info.name)
    return KINDS


def _cases() -> dict:
    cases: dict = {}
    for path in sorted(_TESTS.glob("note_cases_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for kind, case in module.CASES.items():
            assert kind not in cases, f"{kind} has cases in two files"
            cases[kind] = case
    return cases


CASES = _cases()


def test_every_note_kind_has_a_case_that_checks_its_words():
    missing = sorted(set(_all_kinds()) - set(CASES) - {"test.sample"})
    assert missing == []


@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_note_kind_reads_as_written(kind):
    _all_kinds()
    values, words = CASES[kind]
    assert str(Note.of(kind, **values)) == words


def test_a_note_keeps_its_kind_values_and_rule():
    note_kind("test.sample", '000 "Beat"', "{name} moves {spaces} spaces")
    note = Note.of("test.sample", name="Eligor", spaces=2)
    assert (note.kind, note["spaces"], note.get("none", 0), note.rule) == (
        "test.sample", 2, 0, '000 "Beat"')
    assert str(note) == "Eligor moves 2 spaces"


def test_a_note_under_the_classic_ruleset_cites_its_own_document():
    note_kind("test.sample", '000 "Beat"', "{name} moves {spaces} spaces")
    note = Note.of("test.sample", (('000 "Beat"', '002 "Beats"'),), name="Eligor", spaces=2)
    assert note.rule == '002 "Beats"'


def test_an_unknown_note_kind_is_refused():
    with pytest.raises(ValueError):
        Note.of("no.such_kind", name="Eligor")


def test_a_kind_registered_twice_with_other_words_is_refused():
    note_kind("test.sample", '000 "Beat"', "{name} moves {spaces} spaces")
    with pytest.raises(ValueError):
        note_kind("test.sample", '000 "Beat"', "{name} moves")


def test_a_note_read_back_before_its_module_is_imported_still_reads():
    # A saved state's note is worded in a process that may not have imported its writer yet.
    import pickle
    import subprocess
    import sys

    code = ("import pickle; from engine.notes import KINDS; "
            "n = pickle.loads(%r); print(n.kind in KINDS, str(n))")
    _all_kinds()
    kind = next(k for k in sorted(CASES) if not k.startswith(("abxy.", "batl.", "test.")))
    values, words = CASES[kind]
    data = pickle.dumps(Note.of(kind, **values))
    out = subprocess.run([sys.executable, "-c", code % data], capture_output=True, text=True,
                         cwd=_TESTS.parent, check=True).stdout
    assert out.strip() == f"False {words}"
