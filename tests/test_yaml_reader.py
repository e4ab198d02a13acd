"""The strict YAML reader every upload goes through (issue 18, items 4 and 5;
`engine.yamlread`): plain YAML reads as PyYAML's safe loader reads it; anchors, aliases, merge
keys, tags, duplicate keys, deep nesting, long integers, too many values, several documents
and oversized texts are refused with the line, before any value is built."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.battlecon.errors import InvalidInput
from engine.yamlread import (
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_NODES,
    Limits,
    YamlRefused,
    YamlTooLarge,
    read_yaml,
    size_text,
)

ROOT = Path(__file__).resolve().parents[1]
LIMITS = Limits("a test file", 100_000)


def refused(text: str, limits: Limits = LIMITS) -> YamlRefused:
    with pytest.raises(YamlRefused) as caught:
        read_yaml(text, limits)
    return caught.value


def laughs(levels: int, width: int = 9) -> str:
    lines = [f"l0: &l0 [{','.join(['lol'] * width)}]"]
    lines += [f"l{n}: &l{n} [{','.join([f'*l{n - 1}'] * width)}]" for n in range(1, levels)]
    return "\n".join(lines) + "\n"


def nested(depth: int) -> str:
    return "a: " + "[" * depth + "]" * depth + "\n"


def test_every_shipped_yaml_file_reads_as_the_safe_loader_reads_it():
    paths = sorted((ROOT / "fighters").glob("*.yaml")) + [ROOT / "assistant/data/glossary.yaml"]
    assert len(paths) > 80
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert read_yaml(text, Limits("a shipped file", 1_000_000)) == yaml.safe_load(text), path


def test_plain_scalars_read_as_yaml_1_1_types():
    text = ("n: 12\nneg: -3\nhex: 0x1F\nf: 1.5\nt: true\nnothing: null\nempty:\n"
            "quoted: '12'\nday: 2026-11-21\nlist: [a, 2]\n")
    data = read_yaml(text, LIMITS)
    assert data["n"] == 12 and data["neg"] == -3 and data["hex"] == 31 and data["f"] == 1.5
    assert data["t"] is True and data["nothing"] is None and data["empty"] is None
    assert data["quoted"] == "12" and data["list"] == ["a", 2]
    assert str(data["day"]) == "2026-11-21"


def test_an_empty_text_reads_as_none():
    assert read_yaml("", LIMITS) is None
    assert read_yaml("# only a comment\n", LIMITS) is None


def test_a_refusal_is_invalid_input():
    assert isinstance(refused("a: &x 1\n"), InvalidInput)


def test_an_anchor_is_refused_at_its_line_even_unused():
    problem = refused("a: 1\nb: &x 2\n")
    assert problem.line == 2
    assert str(problem).startswith("line 2: ")


def test_an_alias_is_refused_at_the_first_anchor_or_alias():
    assert refused("a: 1\nb: [x]\nc: *y\n").line == 3  # an alias of nothing
    assert refused("a: &x 1\nb: *x\n").line == 1


def test_the_billion_laughs_are_refused_before_any_value_is_built():
    text = laughs(10, 10)
    assert len(text) < 600
    assert refused(text).line == 1


def test_a_merge_key_is_refused_even_without_an_alias():
    problem = refused("a: 1\nb:\n  <<: {c: 2}\n  d: 3\n")
    assert problem.line == 3


@pytest.mark.parametrize("text", [
    "a: !!str 12\n",
    "a: !!python/object/apply:os.system ['true']\n",
    "a: !!python/name:os.system\n",
    "a: !custom x\n",
    "a: ! x\n",
    "a: !!map {b: 1}\n",
    "a: !!seq [1]\n",
    "a: !!set {b, c}\n",
], ids=["str", "python apply", "python name", "custom", "non-specific", "map", "seq", "set"])
def test_a_tag_is_refused_at_its_line(text):
    assert refused("x: 1\n" + text).line == 2


def test_a_key_written_twice_is_refused_at_its_second_line():
    problem = refused("name: a\nweight: 1\nname: b\n")
    assert problem.line == 3
    assert "'name'" in problem.problem


def test_keys_that_read_as_the_same_value_are_duplicates():
    assert refused("1: a\n0x1: b\n").line == 2


def test_duplicate_keys_are_refused_inside_lists_too():
    assert refused("- {a: 1, b: 2}\n- {a: 1, a: 2}\n").line == 2


def test_a_list_as_a_key_is_refused_not_raised():
    assert refused("a: 1\n? [b, c]\n: d\n").line == 2


def test_nesting_up_to_the_limit_reads_and_one_more_level_is_refused():
    assert read_yaml(nested(MAX_DEPTH - 1), LIMITS)["a"] is not None  # the top mapping is 1
    assert refused(nested(MAX_DEPTH)).line == 1


def test_deep_nesting_far_over_the_limit_is_refused_not_a_recursion_error():
    assert refused(nested(40_000), Limits("a test file", 1_000_000)).line == 1


def test_an_integer_of_the_largest_length_reads_and_one_digit_more_is_refused():
    assert read_yaml(f"a: {'9' * MAX_DIGITS}\n", LIMITS) == {"a": int("9" * MAX_DIGITS)}
    assert refused(f"a: 1\nb: {'9' * (MAX_DIGITS + 1)}\n").line == 2


@pytest.mark.parametrize("number", [
    "-" + "9" * 19, "+" + "1_000" * 7, "0x" + "F" * 19, "0b" + "1" * 70, "0" + "7" * 20,
    "1" + ":59" * 10, "9" * 5000,
], ids=["negative", "underscores", "hex", "binary", "octal", "sexagesimal", "5000 digits"])
def test_a_long_integer_in_any_notation_is_refused(number):
    assert refused(f"a: {number}\n").line == 1


def test_a_number_of_any_kind_longer_than_64_characters_is_refused():
    assert refused("a: 1." + "5" * 70 + "\n").line == 1
    assert refused("a: 1e" + "0" * 70 + "\n").line == 1


def test_a_long_plain_text_that_starts_with_a_digit_is_text():
    text = "3-step dash " + "and more " * 20
    assert read_yaml(f"a: {text}\n", LIMITS) == {"a": text.strip()}


def test_a_long_integer_as_a_key_is_refused():
    assert refused(f"{'9' * 30}: a\n").line == 1


def test_long_digits_in_quotes_or_in_words_are_text():
    data = read_yaml(f"a: '{'9' * 40}'\nb: v{'9' * 40}\nc: 1.{'5' * 40}\n", LIMITS)
    assert data["a"] == "9" * 40 and data["b"] == "v" + "9" * 40
    assert isinstance(data["c"], float)


def test_a_text_of_as_many_values_as_the_limit_reads_and_one_more_is_refused():
    items = "- 1\n" * (MAX_NODES - 1)  # the list itself is one value
    assert len(read_yaml(items, Limits("a test file", 1_000_000))) == MAX_NODES - 1
    assert refused(items + "- 1\n", Limits("a test file", 1_000_000)).line == MAX_NODES


def test_the_limits_of_an_upload_kind_apply():
    small = Limits("a small file", 1_000, max_nodes=5, max_depth=2, max_digits=3)
    assert read_yaml("[1, 2, [3]]\n", small) == [1, 2, [3]]
    assert refused("[1, 2, 3, 4, 5]\n", small).line == 1
    assert refused("[[[1]]]\n", small).line == 1
    assert refused("a: 1234\n", small).line == 1


def test_a_second_document_is_refused_at_its_line():
    assert refused("a: 1\n---\nb: 2\n").line == 2


def test_text_that_is_not_yaml_names_its_line():
    problem = refused("a: 1\nb: [unclosed\nc: 2\n")
    assert problem.line is not None and problem.line >= 2


def test_a_text_over_its_size_limit_is_refused_with_that_limit():
    limits = Limits("a test file", 1_000)
    assert read_yaml("a: " + "x" * 996 + "\n", limits) == {"a": "x" * 996}
    with pytest.raises(YamlTooLarge) as caught:
        read_yaml("a: " + "x" * 997 + "\n", limits)
    assert caught.value.limit == 1_000 and caught.value.line is None
    assert size_text(1_000) in str(caught.value)


def test_the_size_limit_counts_bytes_of_utf8_not_characters():
    with pytest.raises(YamlTooLarge):
        read_yaml("a: " + "é" * 500 + "\n", Limits("a test file", 1_000))


@pytest.mark.parametrize(("size", "text"), [
    (1_000_000, "1 MB"), (2_000_000, "2 MB"), (200_000, "200 kB"), (60_000, "60 kB"),
    (999, "999 bytes"),
])
def test_a_size_is_written_in_decimal_units(size, text):
    assert size_text(size) == text
