"""A summary names the kinds of correction that carry it out (``corrections:``, issue 19 item
13): checked on the folder and on new data, not on texts saved before the rule."""

from __future__ import annotations

import pytest
from test_card_loading import QUILL, make_folder, problems, with_effect

from engine.battlecon.cards import CardDataError, default_catalog, fighter_from_yaml
from engine.battlecon.correction_kinds import KINDS
from engine.battlecon.schema import all_effects
from engine.battlecon.validate import main as validate_main

ANTES = QUILL.replace("    - {name: Ink, total: 3, start: 1}\n",
                      "    - {name: Ink, total: 3, start: 1}\n  antes:\n")


def with_ante(ante: str) -> str:
    """Quill with one ante (a YAML flow mapping) on the unique ability."""
    return ANTES.replace("  antes:\n", f"  antes:\n    - {ante}\n")


def test_a_summary_effect_without_corrections_is_refused_by_validate(tmp_path, capsys):
    folder = make_folder(tmp_path, quill=with_effect("timing: hit\nsummary: A bruise.\n"))
    assert validate_main([str(folder)]) == 1
    [line] = capsys.readouterr().out.splitlines()
    assert line.startswith('quill.yaml: card "Nib" (bases[0]) field effects[0]:')
    assert "add `corrections: [kind, ...]`" in line and "power" in line and "none" in line


def test_an_unknown_correction_kind_is_refused_with_the_kinds_listed(tmp_path):
    text = with_effect("timing: hit\ncorrections: [life, sparkle]\nsummary: A bruise.\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "'sparkle'" in problem and ", ".join(KINDS) in problem


@pytest.mark.parametrize("kinds", ["[none, life]", "[life, life]", "[]"])
def test_none_alone_each_kind_once_and_at_least_one(tmp_path, kinds):
    text = with_effect(f"timing: hit\ncorrections: {kinds}\nsummary: A bruise.\n")
    assert len(problems(make_folder(tmp_path, quill=text))) == 1


def test_a_structured_effect_takes_no_corrections(tmp_path):
    text = with_effect("timing: hit\ncorrections: [move]\naction: {push: 1}\n")
    [problem] = problems(make_folder(tmp_path, quill=text))
    assert "takes no `corrections`" in problem


def test_a_summary_with_its_kinds_loads_with_them(tmp_path):
    text = with_effect("timing: hit\ncorrections: [life, stun]\nsummary: A bruise.\n")
    quill = fighter_from_yaml(text, "quill.yaml")
    assert quill.bases[0].effects[0].corrections == ("life", "stun")
    assert validate_main([str(make_folder(tmp_path, quill=text))]) == 0


def test_an_ante_with_a_summary_needs_corrections_even_beside_an_action_unless_a_reminder():
    with pytest.raises(CardDataError, match="corrections"):
        fighter_from_yaml(with_ante("{name: Wink, summary: Wink at them.}"), "quill.yaml")
    # issue 20: a summary beside an action leaves part of the ante to the table
    with pytest.raises(CardDataError, match="reminder"):
        fighter_from_yaml(with_ante("{name: Wink, summary: Wink., action: {power: 1}}"), "q.yaml")
    tagged = fighter_from_yaml(with_ante("{name: Wink, summary: Wink., corrections: [none]}"),
                               "quill.yaml")
    assert tagged.unique_ability.antes[0].corrections == ("none",)
    both = fighter_from_yaml(with_ante("{name: Wink, summary: Wink., action: {power: 1}, "
                                       "corrections: [priority]}"), "quill.yaml")
    assert both.unique_ability.antes[0].corrections == ("priority",)
    reminder = fighter_from_yaml(with_ante("{name: Wink, summary: +1 Power., action: {power: 1},"
                                           " reminder: true}"), "quill.yaml")
    assert reminder.unique_ability.antes[0].reminder is True


def test_a_text_saved_before_the_rule_keeps_an_ante_with_an_action_and_a_summary():
    text = with_ante("{name: Wink, summary: Wink., action: {power: 1}}")
    old = fighter_from_yaml(text, "your fighter", new=False)
    assert old.unique_ability.antes[0].corrections is None


@pytest.mark.parametrize("ante", [
    "{name: Wink, summary: +1 Power., reminder: true, corrections: [none]}",
    "{name: Wink, action: {power: 1}, reminder: true}",
    "{name: Wink, summary: +1 Power., action: {power: 1}, reminder: true, corrections: [power]}",
])
def test_a_reminder_goes_with_an_action_and_a_summary_and_names_no_corrections(ante):
    with pytest.raises(CardDataError, match="reminder"):
        fighter_from_yaml(with_ante(ante), "quill.yaml", new=False)


def test_an_ante_without_a_summary_takes_no_corrections():
    with pytest.raises(CardDataError, match="goes with a `summary`"):
        fighter_from_yaml(with_ante("{name: Wink, action: {power: 1}, corrections: [power]}"),
                          "quill.yaml")


def test_a_text_saved_before_the_rule_still_loads_without_corrections():
    text = with_effect("timing: hit\nsummary: A bruise.\n")
    with pytest.raises(CardDataError):
        fighter_from_yaml(text, "quill.yaml")
    old = fighter_from_yaml(text, "your fighter", new=False)
    assert old.bases[0].effects[0].corrections is None


def test_an_unknown_kind_is_refused_even_in_a_text_saved_before():
    text = with_effect("timing: hit\ncorrections: [sparkle]\nsummary: A bruise.\n")
    with pytest.raises(CardDataError, match="sparkle"):
        fighter_from_yaml(text, "your fighter", new=False)


def test_every_shipped_summary_names_kinds_of_correction_that_exist():
    for fid, fighter in default_catalog().fighters.items():
        tagged = [(f"effect {e.summary[:30]!r}", e.corrections) for e in all_effects(fighter)
                  if e.summary is not None]
        tagged += [(f"ante {a.name}", a.corrections) for a in fighter.unique_ability.antes
                   if a.summary is not None and not a.reminder]
        for where, kinds in tagged:
            assert kinds, f"{fid} {where}: no corrections"
            assert set(kinds) <= set(KINDS), f"{fid} {where}: {kinds}"
            assert kinds == ("none",) or "none" not in kinds, f"{fid} {where}"


def test_a_standing_summary_that_changes_priority_also_names_the_active_player():
    # docs/cards.md "How to choose": priorities are compared once the Reveal triggers are done
    # (000 "Reveal Step") and a later change does not reorder the attacks (002 FAQ), so a
    # passive bonus the app did not count may need the Active Player set by hand.
    for fid, fighter in default_catalog().fighters.items():
        for effect in all_effects(fighter):
            if effect.timing == "passive" and "priority" in (effect.corrections or ()):
                assert "active" in effect.corrections, f"{fid}: {effect.summary[:40]}"
