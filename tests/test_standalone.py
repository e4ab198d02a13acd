"""A checkout that stands alone (issue 18): a clone with nothing beside it passes its tests (the
ones that compare with ../shared skip with their reason), and the supported Pythons are the
ones `./dev` looks for."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from packaging.specifiers import SpecifierSet

from tests.shared_docs import REASON

ROOT = Path(__file__).resolve().parents[1]
# Reads of the folder beside the checkout: ../shared, or two levels above a test file.
SHARED_READ = re.compile(r"parents\[2\]|['\"]\.\./shared|['\"]shared['\"]\s*/")
# Tests that compare with ../shared (one per file that has them) and, from the same files,
# tests that do not and must run without it.
NEEDS_SHARED = [
    "tests/test_fighter_data.py::test_every_reference_fighter_has_exactly_one_file",
    "tests/test_fighter_data.py::test_printed_numbers_match_the_reference",
    "tests/test_abxy_specials.py::test_every_special_action_of_the_rules_is_encoded_with_its_"
    "creatures",
    "tests/test_classic.py::test_every_classic_citation_is_a_section_of_the_classic_rulebook",
    "tests/test_glossary.py::test_every_source_section_is_a_heading_of_its_document",
]
STANDS_ALONE = [
    "tests/test_fighter_data.py::test_file_ids_are_lower_case_names_without_spaces",
    "tests/test_fighter_data.py::test_every_effect_has_an_action_or_a_summary",
    "tests/test_abxy_specials.py::test_every_special_uses_the_vocabulary",
]


def test_no_test_reads_the_shared_folder_but_through_its_helper():
    readers = [path.name for path in sorted((ROOT / "tests").glob("*.py"))
               if path.name != "shared_docs.py"
               and SHARED_READ.search(path.read_text(encoding="utf-8"))]
    assert readers == []


def _outcome(case: ET.Element) -> tuple[str, ...]:
    """("passed",), ("failed",) or ("skipped", reason) of one JUnit XML test case."""
    skipped = case.find("skipped")
    if skipped is not None:
        return "skipped", skipped.get("message", "")
    return ("failed",) if case.find("failure") is not None or case.find("error") is not None \
        else ("passed",)


def test_without_the_shared_folder_only_the_tests_that_compare_with_it_skip(tmp_path):
    env = {key: value for key, value in os.environ.items() if key != "REQUIRE_SHARED"}
    env["COMPANION_SHARED"] = str(tmp_path / "absent")
    report = tmp_path / "report.xml"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:cacheprovider",
         f"--junitxml={report}", *NEEDS_SHARED, *STANDS_ALONE],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    outcomes = {case.get("name"): _outcome(case) for case in ET.parse(report).iter("testcase")}
    for node in NEEDS_SHARED:
        status, message = outcomes[node.split("::")[1]]
        assert status == "skipped" and REASON in message, node
    for node in STANDS_ALONE:
        assert outcomes[node.split("::")[1]] == ("passed",), node


def test_the_package_accepts_python_3_11_3_12_and_3_13_and_nothing_older():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    allowed = SpecifierSet(project["requires-python"])
    assert [v for v in ("3.11.0", "3.12.1", "3.13.0", "3.13.9") if v in allowed] == [
        "3.11.0", "3.12.1", "3.13.0", "3.13.9"]
    assert "3.10.13" not in allowed
    assert ".".join(map(str, sys.version_info[:3])) in allowed


def _dev_python(tmp_path: Path, **env: str) -> str:
    """What `./dev python` answers with a folder of stand-in interpreters first on PATH: a
    python3.13 that cannot run (as a pyenv shim of a version not selected) and a python3.12
    that is this test's own Python."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "python3.13").write_text("#!/bin/sh\necho 'not selected' >&2; exit 127\n")
    (fake / "python3.12").write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    for stub in fake.iterdir():
        stub.chmod(0o755)
    path = f"{fake}{os.pathsep}{os.environ['PATH']}"
    base = {key: value for key, value in os.environ.items() if key != "PYTHON"}
    run = subprocess.run([str(ROOT / "dev"), "python"], env={**base, "PATH": path, **env},
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return run.stdout.split()[0]


def test_dev_takes_the_newest_python_that_runs(tmp_path):
    assert _dev_python(tmp_path) == "python3.12"


def test_dev_takes_the_python_named_by_the_environment(tmp_path):
    assert _dev_python(tmp_path, PYTHON=sys.executable) == sys.executable
