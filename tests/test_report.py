"""The coverage report (`./dev report`, engine/battlecon/report.py): what it counts, and that
the README's recorded totals are the report's (issue 5: record the totals in the README)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args
from unittest.mock import patch

from engine.battlecon import adjust, report
from engine.battlecon.cards import default_catalog
from engine.battlecon.report import FIRED, Coverage, carried, coverage, main, report_lines
from engine.battlecon.schema import Fighter, InTimeEvent

README = Path(__file__).resolve().parents[1] / "README.md"

MINI = {
    "name": "Mini", "short_name": "Mini", "printing": "4th",
    "unique_ability": {
        "name": "Tiny", "summary": "For tests.",
        "tokens": [{"name": "Dot", "total": 2, "start": 1}],
        "antes": [{"name": "Dot", "cost": {"token": "Dot", "amount": 1},
                   "action": {"power": 1}},
                  {"name": "Wink", "summary": "Wink at the opponent."}],
        "effects": [{"timing": "end", "summary": "Say something."}],
        "special_cards": [{"name": "Aura", "kind": "form",
                           "effects": [{"timing": "passive", "action": {"guard": 1}}]}],
    },
    "styles": [{"name": "Quick", "effects": [
        {"timing": "before", "action": {"advance": 1}},
        {"timing": "hit", "summary": "Do a thing by hand."}]}],
    "finishers": [{"name": "Big", "range": "1", "power": "5", "priority": "5",
                   "effects": [{"timing": "hit", "action": {"stun_opponent": True}}]}],
}


def test_effects_with_an_action_are_automated_and_summaries_are_prompts():
    # Automated: the Dot ante, Aura's guard, Quick's advance, Big's stun = 4.
    # Prompts: the Wink ante, the unique ability's End summary, Quick's Hit summary = 3.
    found = coverage(Fighter.model_validate(MINI))
    assert (found.automated, found.prompts) == (4, 3)
    assert round(found.percent, 1) == 57.1


def test_an_ante_that_only_names_or_only_pays_is_automated():
    # Seth's "Name a base" (call) and Luc's "Time x3" (cost alone, read by another effect)
    # have nothing for the table to do: the Wink ante alone stays a prompt.
    mini = dict(MINI, unique_ability=dict(MINI["unique_ability"], antes=[
        {"name": "Dot", "cost": {"token": "Dot", "amount": 1}},
        {"name": "Guess", "call": "base"},
        {"name": "Wink", "summary": "Wink at the opponent."}]))
    found = coverage(Fighter.model_validate(mini))
    assert (found.automated, found.prompts) == (5, 3)


def test_the_total_line_adds_every_fighter():
    fighters = {"a": Fighter.model_validate(MINI), "b": Fighter.model_validate(MINI)}
    lines = report_lines(fighters)
    assert lines[-1].split() == ["TOTAL", "8", "6", "57.1%"]
    assert [line.split()[0] for line in lines[1:-1]] == ["a", "b"]


def test_a_fighter_without_effects_counts_as_fully_automated():
    assert Coverage(0, 0).percent == 100.0


def test_the_readme_records_the_reports_totals():
    total = Coverage(0, 0)
    for fighter in default_catalog().fighters.values():
        total += coverage(fighter)
    found = re.search(r"\*\*(\d+) automated, (\d+) prompts, ([\d.]+)% automated\*\*",
                      README.read_text(encoding="utf-8"))
    assert found, "README: record the totals of ./dev report"
    assert (int(found[1]), int(found[2])) == (total.automated, total.prompts)
    assert float(found[3]) == round(total.percent, 1)


def test_the_command_prints_one_line_per_fighter_a_total_the_prompts_carried_and_exercise(
        capsys):
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(default_catalog().fighters) + 5
    assert lines[-4].startswith("TOTAL")
    found = carried(default_catalog().fighters)
    assert f"{found.carried} of {found.prompts}" in lines[-3]
    assert all(kind in lines[-2] for kind, _ in found.missing)
    assert lines[-1].startswith("effects exercised:")


def _tagged(wink, end, hit):
    """MINI with the kinds of correction of its three prompts (None: left out)."""
    ability = dict(MINI["unique_ability"])
    ability["antes"] = [ability["antes"][0], {**ability["antes"][1], "corrections": wink}]
    ability["effects"] = [{**ability["effects"][0], "corrections": end}]
    quick = {"name": "Quick", "effects": [MINI["styles"][0]["effects"][0],
                                          {**MINI["styles"][0]["effects"][1],
                                           "corrections": hit}]}
    return Fighter.model_validate({**MINI, "unique_ability": ability, "styles": [quick]})


def test_a_prompt_is_carried_when_the_app_has_every_kind_of_correction_it_names():
    fighter = _tagged(["life"], ["none"], ["stun", "life"])
    with patch.object(adjust, "FIELDS", ("life", "force")):
        found = carried({"mini": fighter})
    # Wink (life) and the End summary (none) are carried; Quick's Hit waits on stun.
    assert (found.carried, found.prompts, found.missing) == (2, 3, (("stun", 1),))
    with patch.object(adjust, "FIELDS", ("life", "stun")):
        assert carried({"mini": fighter}).carried == 3


def test_a_kind_given_by_a_prefix_exists_once_the_prefix_is_registered():
    fighter = _tagged(["tokens"], ["power"], ["life"])
    with patch.object(adjust, "FIELDS", ("life", "token:", "mod:")):
        assert carried({"mini": fighter}).carried == 3
    with patch.object(adjust, "FIELDS", ("life", "token:")):
        assert carried({"mini": fighter}).missing == (("power", 1),)


def test_a_prompt_that_names_no_kind_is_not_carried():
    fighter = _tagged(None, ["none"], None)
    found = carried({"mini": fighter})
    assert (found.carried, found.prompts) == (1, 3)


def test_the_command_lists_the_problems_of_a_folder_that_does_not_load(tmp_path, capsys):
    (tmp_path / "broken.yaml").write_text("name: [", encoding="utf-8")
    assert main([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "broken.yaml" in out and "shared.yaml is missing" in out


def test_an_action_on_an_event_the_engine_does_not_fire_counts_as_a_prompt():
    # Every event of the format is fired since wave 3; a made-up unfired event (patched out of
    # FIRED) shows the rule: its action never runs, so it is a prompt.
    data = {**MINI, "styles": [{"name": "Quick", "effects": [
        {"timing": "when", "event": "you_are_stunned", "action": {"power": 1}},
        {"timing": "when", "event": "you_are_hit", "action": {"power": 1}}]}]}
    fighter = Fighter.model_validate(data)
    # Automated: Dot ante, Aura, Big's stun and both in-time actions = 5; prompts: Wink and the
    # unique ability's summary = 2.
    found = coverage(fighter)
    assert (found.automated, found.prompts) == (5, 2)
    with patch.object(report, "FIRED", FIRED - {"you_are_stunned"}):
        found = coverage(fighter)
    assert (found.automated, found.prompts) == (4, 3)


def test_every_in_time_event_of_the_format_is_fired_by_the_engine():
    assert FIRED == set(get_args(InTimeEvent))


def _with_ante(**ante):
    """MINI with one more ante that pays 1 life (an action) and has a summary."""
    ability = dict(MINI["unique_ability"])
    pay = {"name": "Pay", "action": {"chip": {"amount": 1, "target": "you"}},
           "summary": "Lose 1 life, then do what the card says.", **ante}
    ability["antes"] = [*ability["antes"], pay]
    return Fighter.model_validate({**MINI, "unique_ability": ability})


def test_an_ante_with_an_action_and_a_summary_is_a_prompt_unless_the_summary_is_a_reminder():
    # MINI alone: 4 automated, 3 prompts (first test). Its summary asks the table for more
    # than the chip: one more prompt; marked a reminder: one more automated effect.
    prompt = coverage(_with_ante(corrections=["power"]))
    assert (prompt.automated, prompt.prompts) == (4, 4)
    reminder = coverage(_with_ante(summary="Lose 1 life.", reminder=True))
    assert (reminder.automated, reminder.prompts) == (5, 3)


def test_the_kinds_of_an_ante_with_an_action_and_a_summary_count_among_the_prompts_carried():
    fighter = _with_ante(corrections=["stun"])
    with patch.object(adjust, "FIELDS", ("life",)):
        found = carried({"mini": fighter})
    # Wink, End and Hit name no kind (not carried); Pay waits on stun.
    assert (found.carried, found.prompts, found.missing) == (0, 4, (("stun", 1),))


def test_the_shipped_antes_whose_summary_leaves_work_to_the_table_count_as_prompts():
    # Read from each card (docs/roster-notes.md): Iri's Transform effects, Nehtali's Deals,
    # the ante effect of the Equipment card Raederick takes out of the game, the bonus of the
    # space Thessala covers and the base Gaspar puts face down are left to the table;
    # Cairngort's Curse and Xenitia's Life Tap summaries only restate the ante. (Angus's
    # limit of three is the ante's condition now; Clive's modules and Clinhyde's Stims are
    # special cards and Hepzibah's Pacts five antes, with their own effects since issue 20,
    # wave 3: no summary.)
    fighters = default_catalog().fighters
    both = {(fid, a.name): report.ante_automated(a) for fid, f in fighters.items()
            for a in f.unique_ability.antes if a.action is not None and a.summary is not None}
    assert {key for key, automated in both.items() if automated} == {
        ("cairngort", "Curse"), ("xenitia", "Pay 1 life")}
    assert {fid for (fid, _), automated in both.items() if not automated} == {
        "iri", "nehtali", "raederick", "thessala", "gaspar"}
    assert sum(not automated for automated in both.values()) == 9
