"""Loading and validating `fighters/` (`engine.battlecon.cards`, `schema`, `validate`).

Every test but the first builds a folder under tmp_path: a copy of the project's shared.yaml
plus small fighters written here. The fighters are made up; no card text is copied.
The format itself is described in docs/cards.md.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from pathlib import Path

import pytest

from engine.battlecon.cards import (
    FIGHTERS_DIR,
    MAX_FILE_BYTES,
    SHARED_FILE,
    CardDataError,
    load_catalog,
)
from engine.battlecon.errors import InvalidInput
from engine.battlecon.schema import stat
from engine.battlecon.validate import main as validate_main
from engine.yamlread import size_text

QUILL = """\
name: Quill Varro
short_name: Quill
printing: classic
unique_ability:
  name: Inkwell
  summary: Quill keeps a small pool of ink to spend on flourishes.
  tokens:
    - {name: Ink, total: 3, start: 1}
styles:
  - name: Smudged
    range: "+0~1"
    power: "-1"
    priority: "+1"
    stun_guard: 2
bases:
  - name: Nib
    range: "1~2"
    power: "3"
    priority: "4"
    soak: 1
finishers:
  - name: Final Flourish
    range: "1~3"
    power: "6"
    priority: "5"
  - name: Blot Out
    range: "1"
    power: "X"
    priority: "7▲"
"""


def with_base_lines(lines: str, fighter: str = QUILL) -> str:
    """The fighter with ``lines`` (YAML at field level, no indent) added to its base "Nib"."""
    anchor = '    soak: 1\n'
    assert anchor in fighter
    return fighter.replace(anchor, anchor + textwrap.indent(textwrap.dedent(lines), "    "))


def with_effect(effect: str, fighter: str = QUILL) -> str:
    """The fighter with one effect (YAML mapping, no indent) on its base "Nib"."""
    body = textwrap.indent(textwrap.dedent(effect), "    ")
    return with_base_lines("effects:\n  -" + body[3:], fighter)


def make_folder(tmp_path: Path, shared: bool = True, **fighters: str) -> Path:
    """A fighters folder: shared.yaml (copied from the project) and one file per keyword."""
    folder = tmp_path / "fighters"
    folder.mkdir()
    if shared:
        shutil.copy(FIGHTERS_DIR / SHARED_FILE, folder / SHARED_FILE)
    for stem, text in fighters.items():
        (folder / f"{stem}.yaml").write_text(text, encoding="utf-8")
    return folder


def problems(folder: Path) -> list[str]:
    """The problems load_catalog reports for the folder (fails the test if it loads)."""
    with pytest.raises(CardDataError) as caught:
        load_catalog(folder)
    assert caught.value.message == "\n".join(caught.value.problems)
    return caught.value.problems


def line_of(text: str, fragment: str, occurrence: int = 1) -> int:
    """The 1-based line number of the ``occurrence``-th line containing ``fragment``."""
    hits = [n for n, line in enumerate(text.splitlines(), 1) if fragment in line]
    return hits[occurrence - 1]


# --- The project's own folder --------------------------------------------------------------


def test_the_projects_fighters_folder_validates():
    catalog = load_catalog(FIGHTERS_DIR)
    # Other fighters are being added concurrently: only the shared cards are asserted.
    assert {b.name for b in catalog.standard_bases("4th")} == {
        "Strike", "Shot", "Drive", "Burst", "Grasp", "Dodge"}


def test_dash_is_a_standard_base_only_in_classic_and_dodge_only_in_4th():
    catalog = load_catalog(FIGHTERS_DIR)
    classic = {b.name for b in catalog.standard_bases("classic")}
    fourth = {b.name for b in catalog.standard_bases("4th")}
    assert "Dash" in classic and "Dash" not in fourth
    assert "Dodge" in fourth and "Dodge" not in classic


def test_every_fighter_takes_the_switch_style():
    catalog = load_catalog(FIGHTERS_DIR)
    assert [s.name for s in catalog.shared.styles] == ["Switch"]


# --- A good folder -------------------------------------------------------------------------


def test_a_minimal_fighter_loads_under_its_file_stem(tmp_path):
    catalog = load_catalog(make_folder(tmp_path, quill=QUILL))
    quill = catalog.fighter("quill")
    assert quill.name == "Quill Varro"
    assert [c.name for c in quill.finishers] == ["Final Flourish", "Blot Out"]
    assert stat(quill.finishers[1], "priority").tiebreaker


def test_an_unknown_fighter_id_lists_the_known_ones(tmp_path):
    catalog = load_catalog(make_folder(tmp_path, quill=QUILL))
    with pytest.raises(InvalidInput, match="known: quill"):
        catalog.fighter("quil")


def test_classic_stun_guard_reads_as_guard(tmp_path):
    quill = load_catalog(make_folder(tmp_path, quill=QUILL)).fighter("quill")
    assert stat(quill.styles[0], "guard").lo == 2
    assert stat(quill.bases[0], "guard").lo == 0
    assert quill.bases[0].soak == 1


def test_structured_effects_and_summaries_load(tmp_path):
    text = with_base_lines("""\
        effects:
          - timing: before
            condition: {range: "1~2"}
            action: [{advance: [1, 2]}, {power: 1}]
          - timing: when
            event: you_are_hit
            whenever: true
            optional: true
            action: {spend_tokens: {token: Ink, amount: {any: true}}}
          - timing: end
            corrections: [tokens]
            summary: Quill may tidy up a stray blot.
        """)
    nib = load_catalog(make_folder(tmp_path, quill=text)).fighter("quill").bases[0]
    before, when, end = nib.effects
    assert [a.kind for a in before.action] == ["advance", "power"]
    assert before.action[0].advance.amount.choices == (1, 2)
    assert when.structured and when.event == "you_are_hit"
    assert not end.structured and end.corrections == ("tokens",)


# --- YAML problems -------------------------------------------------------------------------


def test_duplicate_keys_are_refused_with_their_line(tmp_path):
    text = with_base_lines('power: "4"\n')
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert problem.startswith("quill.yaml: ")
    assert f"line {line_of(text, 'power:', 3)}:" in problem
    assert "duplicate key 'power'" in problem


def test_yaml_aliases_are_refused(tmp_path):
    laughs = "lol: &a [lol, lol, lol]\n" + "".join(
        f"l{i}: &a{i} [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n" for i in range(9))
    [problem] = problems(make_folder(tmp_path, quill=laughs))
    assert problem.startswith("quill.yaml: line 1:")  # the anchor the aliases repeat
    assert "aliases" in problem


def test_a_merge_key_is_refused_because_it_needs_an_alias(tmp_path):
    text = QUILL.replace("bases:\n", "defaults: &d {power: '1'}\nbases:\n").replace(
        "  - name: Nib\n", "  - name: Nib\n    <<: *d\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "aliases" in problem


def test_a_file_over_one_megabyte_is_refused(tmp_path):
    text = QUILL + "# " + "x" * MAX_FILE_BYTES + "\n"
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert problem.startswith("quill.yaml: ")
    assert f"larger than {size_text(MAX_FILE_BYTES)}, the limit of a fighter file" in problem


def test_a_file_that_is_not_utf8_is_refused(tmp_path):
    folder = make_folder(tmp_path)
    (folder / "quill.yaml").write_bytes(QUILL.encode("utf-16"))
    assert problems(folder) == ["quill.yaml: not UTF-8 text"]


def test_a_yaml_syntax_error_names_its_line(tmp_path):
    text = QUILL.replace('power: "3"', 'power: "3')
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert re.match(r"quill\.yaml: line \d+: ", problem)


def test_a_fighter_file_that_is_not_a_mapping_is_refused(tmp_path):
    [problem] = problems(make_folder(tmp_path, quill="- just\n- a list\n"))
    assert problem.startswith("quill.yaml: a fighter file is a mapping")


def test_an_unhashable_key_is_reported_not_raised(tmp_path):
    # Engine bug: `cards._mapping` tests `key in result` before checking the key is hashable,
    # so a list as a key escapes load_catalog as a TypeError instead of a CardDataError.
    text = QUILL + "? [a, b]\n: c\n"
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert f"line {line_of(text, '? [a, b]')}:" in problem


# --- Schema problems: one line each, naming file, card and field --------------------------


def test_an_unknown_field_names_file_card_and_field(tmp_path):
    [problem] = problems(make_folder(tmp_path, quill=with_base_lines("colour: red\n")))
    assert problem.startswith('quill.yaml: card "Nib" (bases[0]) field colour: unknown field')
    assert "docs/cards.md" in problem


def test_a_wrong_type_names_the_card_and_field(tmp_path):
    text = QUILL.replace('power: "3"', "power: [1]")
    lines = problems(make_folder(tmp_path, quill=text))
    assert lines
    for line in lines:
        assert line.startswith('quill.yaml: card "Nib" (bases[0]) field power')


def test_a_malformed_stat_names_its_field(tmp_path):
    # Engine bug: Card checks its printed stats in a model validator, so the error is located
    # at the card ("field (top)") and never names range, power, priority or guard; and only
    # the first bad stat of a card is reported.
    text = QUILL.replace('power: "3"', 'power: "abc"').replace('priority: "4"', 'priority: "1~2"')
    lines = problems(make_folder(tmp_path, quill=text))
    assert any('card "Nib" (bases[0]) field power:' in line for line in lines)
    assert any('card "Nib" (bases[0]) field priority:' in line for line in lines)


def test_several_problems_in_one_file_are_all_reported_one_line_each(tmp_path):
    text = (with_effect("timing: hit\nsummary: A bruise.\nevent: you_hit\n")
            .replace("printing: classic", "printing: 5th")
            .replace("  - name: Smudged\n", "  - name: Smudged\n    sparkle: true\n")
            .replace('power: "6"', "power: 6.5"))
    lines = problems(make_folder(tmp_path, quill=text))
    assert all(line.startswith("quill.yaml: ") and "\n" not in line for line in lines)
    assert any("field printing:" in line for line in lines)
    assert any('card "Smudged" (styles[0]) field sparkle: unknown field' in line
               for line in lines)
    assert any('card "Nib" (bases[0]) field effects[0]:' in line
               and "only for timing `when`" in line for line in lines)
    assert any('card "Final Flourish" (finishers[0]) field power' in line for line in lines)


def test_problems_across_two_files_are_all_reported(tmp_path):
    other = QUILL.replace("Quill Varro", "Other Varro").replace("Smudged", "Smeared")
    folder = make_folder(tmp_path, quill=with_base_lines("colour: red\n"),
                         zeta=other.replace("short_name: Quill\n", ""))
    lines = problems(folder)
    assert len(lines) == 2
    assert lines[0].startswith('quill.yaml: card "Nib" (bases[0]) field colour')
    assert lines[1] == "zeta.yaml: field short_name: Field required"


def test_a_problem_in_shared_yaml_is_reported_with_the_fighters(tmp_path):
    folder = make_folder(tmp_path, quill=with_base_lines("colour: red\n"))
    shared = folder / SHARED_FILE
    shared.write_text(shared.read_text(encoding="utf-8").replace(
        "  - name: Shot\n", "  - name: Shot\n    colour: blue\n"), encoding="utf-8")
    lines = problems(folder)
    assert any(line.startswith('shared.yaml: card "Shot" (bases[1]) field colour')
               for line in lines)
    assert any(line.startswith("quill.yaml: ") for line in lines)
    assert not any("missing" in line for line in lines)


def test_a_missing_shared_yaml_is_reported(tmp_path):
    folder = make_folder(tmp_path, shared=False, quill=QUILL)
    assert problems(folder) == [f"{folder}: shared.yaml is missing (the standard bases and Switch)"]


def test_a_bad_style_is_reported_once_not_also_as_a_missing_style(tmp_path):
    # Engine bug (error wording): when the only style is invalid, pydantic also reports
    # "styles: Tuple should have at least 1 item after validation, not 0", a second line that
    # tells the contributor their style is missing when it is only misspelt.
    text = QUILL.replace("  - name: Smudged\n", "  - name: Smudged\n    sparkle: true\n")
    lines = problems(make_folder(tmp_path, quill=text))
    assert len(lines) == 1
    assert 'card "Smudged" (styles[0]) field sparkle' in lines[0]


def test_a_fighter_needs_at_least_one_finisher(tmp_path):
    text = QUILL.split("finishers:")[0] + "finishers: []\n"
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "field finishers:" in problem


def test_a_single_printed_finisher_is_accepted(tmp_path):
    text = QUILL.split("  - name: Blot Out")[0]
    catalog = load_catalog(make_folder(tmp_path, quill=text))
    assert [c.name for c in catalog.fighters["quill"].finishers] == ["Final Flourish"]


def test_card_names_may_not_repeat_within_a_fighter(tmp_path):
    text = QUILL.replace("name: Blot Out", "name: Nib")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "card names repeat: Nib" in problem


def test_guard_and_stun_guard_together_are_refused(tmp_path):
    text = with_base_lines('stun_guard: 1\nguard: "2"\n')
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert 'card "Nib" (bases[0])' in problem and "not both" in problem


# --- Effects and actions -------------------------------------------------------------------


def test_an_effect_with_both_action_and_summary_is_refused(tmp_path):
    text = with_effect("timing: hit\naction: {push: 1}\nsummary: Shove them.\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert 'card "Nib" (bases[0]) field effects[0]:' in problem
    assert "either `action` (structured) or `summary` (words)" in problem


def test_an_effect_with_neither_action_nor_summary_is_refused(tmp_path):
    [problem] = problems(make_folder(tmp_path, quill=with_effect("timing: hit\n")))
    assert "either `action` (structured) or `summary` (words)" in problem


def test_an_action_with_two_keys_is_refused(tmp_path):
    text = with_effect("timing: before\naction: {advance: 1, power: 2}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert 'card "Nib" (bases[0]) field effects[0].action[0]:' in problem
    assert "exactly one key" in problem and "advance, power" in problem


def test_a_when_effect_without_its_event_is_refused(tmp_path):
    text = with_effect("timing: when\naction: {armor: 1}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "a `when` effect names its `event`" in problem


def test_an_unknown_timing_is_refused(tmp_path):
    text = with_effect("timing: afterwards\naction: {armor: 1}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "field effects[0].timing:" in problem


def test_a_bonus_range_must_be_a_quoted_stat(tmp_path):
    text = with_effect('timing: before\naction: {range: "1~"}\n')
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "'1~'" in problem


def test_an_amount_gives_exactly_one_kind(tmp_path):
    text = with_effect("timing: hit\naction: {push: {up_to: 2, any: true}}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "give exactly one of" in problem


def test_a_card_may_only_use_tokens_its_unique_ability_lists(tmp_path):
    text = with_effect("timing: hit\naction: {gain_tokens: {token: Inq, amount: 1}}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "'Inq'" in problem and "'Ink'" in problem


def test_a_token_used_inside_either_must_be_listed_too(tmp_path):
    # Engine bug: Fighter._names checks token names only at the top level of card effects;
    # a token inside `either` or `next_beat`, or in the unique ability's own effects and antes,
    # is never checked, so a misspelt token loads and only fails during a duel.
    text = with_effect(
        "timing: hit\naction: {either: [{gain_tokens: {token: Inq, amount: 1}}, {push: 1}]}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "'Inq'" in problem


# --- The validate command ------------------------------------------------------------------


def test_validate_prints_ok_and_returns_0_for_a_good_folder(tmp_path, capsys):
    assert validate_main([str(make_folder(tmp_path, quill=QUILL))]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: 1 fighters, 4 cards, 7 shared bases, 1 shared styles")


def test_validate_prints_one_line_per_problem_and_returns_1_for_a_bad_folder(tmp_path, capsys):
    folder = make_folder(tmp_path, quill=with_base_lines("colour: red\n"),
                         zeta=QUILL.replace("short_name: Quill\n", ""))
    assert validate_main([str(folder)]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        'quill.yaml: card "Nib" (bases[0]) field colour: unknown field '
        "(check its spelling against the format in docs/cards.md)",
        "zeta.yaml: field short_name: Field required",
    ]
    assert captured.err.strip() == "2 problem(s)"


# --- docs/cards.md -------------------------------------------------------------------------


def test_the_example_fighter_in_docs_cards_md_validates(tmp_path):
    docs = (FIGHTERS_DIR.parent / "docs" / "cards.md").read_text(encoding="utf-8")
    example = docs.split("## A fighter file", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    wren = load_catalog(make_folder(tmp_path, wren=example)).fighter("wren")
    assert wren.printing == "4th"
    assert stat(wren.finishers[0], "priority").tiebreaker
