"""BATL deck lists (issue 9; 004 "Deck", "Deck Card Types", "Special Rules"): each deck rule
alone, every problem of a broken deck at once with its line, every line the reader refuses
(and the rest still read), the CSV export, and the canonical list read back as the same deck.

Every test starts from `LEGAL`, a 60-card Monk deck with no problem at all, and changes only
what its rule sentence needs.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.batl.cards import CARD_TYPES, LASTS, SLOTS, Card, Character, ClassDef, Deck, Effect
from engine.batl.deck import (
    ERROR,
    WARNING,
    Problem,
    check,
    checked,
    is_legal,
    problems,
    read,
    to_text,
    totals,
)
from engine.batl.deck_tags import is_tag

LEGAL = """\
deck Monk Starter
character Monk: atk 1, def 0, ms 1, range 1
class Monk: resource Ki, pool 2, ability Flow, cost 2, evade, lasts trigger
# 30 Basic
4 Hit: Basic, Monk, atk +1, lasts turn
4 Kick: Basic, Monk, atk +2, lasts turn
4 Block: Basic, Monk, def +1, lasts next
4 Dash: Basic, Monk, ms +2, lasts turn
4 Focus: Basic, Monk, draw 1
4 Breathe: Basic, Monk, heal 2
4 Palm: Basic, Monk, range +1, lasts turn
2 Sweep: Basic, Monk, actions +1
# 12 Combo
4 Meditate: Combo, Monk, cost 1, lasts next, note gains back HP at the start of the next turn
4 Flurry: Combo, Monk, atk +1, actions 1
4 Counter: Combo, Monk, cost 1, evade, lasts trigger
# 12 Resource
12 Ki: Resource, Monk
# 6 Equipment
1 Staff: Equipment, weapon, atk +1
1 Bo: Equipment, weapon, range +1
1 Robe: Equipment, armor, def +1
1 Gi: Equipment, armor, temp 2
1 Sandals: Equipment, armor, ms +1
1 Iron Fist: Equipment, both, atk +2, def +1
"""


def edit(text: str, old: str, new: str = "") -> str:
    """``text`` with the line ``old`` (a whole line) replaced by ``new`` ("" drops it)."""
    lines = text.split("\n")
    assert old in lines, old
    at = lines.index(old)
    return "\n".join(lines[:at] + ([new] if new else []) + lines[at + 1:])


def line_of(text: str, line: str) -> int:
    return text.split("\n").index(line) + 1


def only(found: tuple[Problem, ...]) -> Problem:
    assert len(found) == 1, [str(p) for p in found]
    return found[0]


def unlined(deck: Deck) -> Deck:
    """``deck`` with every ``line`` 0 (what a round trip may change)."""
    return replace(deck, character=deck.character and replace(deck.character, line=0),
                   classes=tuple(replace(c, line=0) for c in deck.classes),
                   cards=tuple(replace(c, line=0) for c in deck.cards))


# --- the deck rules (004 "Deck") ---------------------------------------------------------


def test_a_deck_of_60_cards_with_a_character_and_six_different_equipment_is_legal():
    deck, found = checked(LEGAL)
    assert found == ()
    assert is_legal(found)
    assert totals(deck) == {"Basic": 30, "Combo": 12, "Equipment": 6, "Resource": 12,
                            "total": 60}


def test_a_deck_of_59_cards_is_one_short_and_says_to_add_one():
    problem = only(problems(edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                                 "1 Sweep: Basic, Monk, actions +1")))
    assert (problem.level, problem.line, problem.rule) == (ERROR, 0, '004 "Deck"')
    assert "59 cards" in problem.message and "exactly 60: add 1 card" in problem.message


def test_a_deck_of_61_cards_is_one_over_and_says_to_remove_one():
    problem = only(problems(edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                                 "3 Sweep: Basic, Monk, actions +1")))
    assert problem.level == ERROR
    assert "61 cards" in problem.message and "remove 1 card" in problem.message


def test_a_deck_holds_at_most_four_copies_of_a_basic_card():
    text = edit(edit(LEGAL, "4 Hit: Basic, Monk, atk +1, lasts turn",
                     "5 Hit: Basic, Monk, atk +1, lasts turn"),
                "2 Sweep: Basic, Monk, actions +1", "1 Sweep: Basic, Monk, actions +1")
    problem = only(problems(text))
    assert (problem.level, problem.line) == (ERROR, 5)
    assert problem.message == "Hit: 5 copies; a deck holds at most 4 copies of a Basic card: " \
        "remove 1"


def test_a_deck_holds_at_most_four_copies_of_a_combo_card():
    text = edit(edit(LEGAL, "4 Flurry: Combo, Monk, atk +1, actions 1",
                     "5 Flurry: Combo, Monk, atk +1, actions 1"),
                "2 Sweep: Basic, Monk, actions +1", "1 Sweep: Basic, Monk, actions +1")
    problem = only(problems(text))
    assert problem.line == line_of(text, "5 Flurry: Combo, Monk, atk +1, actions 1")
    assert problem.message.startswith("Flurry: 5 copies") and "Combo card" in problem.message


def test_a_deck_may_hold_as_many_resource_cards_as_needed():
    text = edit(edit(edit(LEGAL, "12 Ki: Resource, Monk", "20 Ki: Resource, Monk"),
                     "4 Palm: Basic, Monk, range +1, lasts turn"), "4 Breathe: Basic, Monk, heal 2")
    deck, found = checked(text)
    assert found == ()
    assert deck.card("Ki").copies == 20 and deck.size == 60


def test_a_deck_with_five_equipment_cards_needs_one_more():
    text = edit(edit(LEGAL, "1 Sandals: Equipment, armor, ms +1"),
                "2 Sweep: Basic, Monk, actions +1", "3 Sweep: Basic, Monk, actions +1")
    problem = only(problems(text))
    assert (problem.level, problem.line) == (ERROR, 0)
    assert problem.message == "The deck has 5 Equipment cards; a deck has exactly 6, all " \
        "different: add 1"


def test_a_deck_with_seven_equipment_cards_has_one_too_many():
    text = edit(edit(LEGAL, "1 Sandals: Equipment, armor, ms +1",
                     "1 Sandals: Equipment, armor, ms +1\n1 Cape: Equipment, armor, def +1"),
                "2 Sweep: Basic, Monk, actions +1", "1 Sweep: Basic, Monk, actions +1")
    problem = only(problems(text))
    assert "7 Equipment cards" in problem.message and "remove 1" in problem.message


def test_the_six_equipment_cards_are_all_different():
    text = edit(edit(LEGAL, "1 Staff: Equipment, weapon, atk +1",
                     "2 Staff: Equipment, weapon, atk +1"), "1 Bo: Equipment, weapon, range +1")
    problem = only(problems(text))
    assert (problem.level, problem.line) == (ERROR, line_of(text, "2 Staff: Equipment, weapon, "
                                                                  "atk +1"))
    assert "Staff: 2 copies" in problem.message and "keep 1 Staff" in problem.message


def test_a_class_with_cards_but_no_resource_card_is_warned_that_it_gains_no_resource():
    text = edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                "class Druid: resource Sap, pool 3\n2 Bear: Basic, Druid, standup, hp 4, "
                "permanent")
    deck, found = checked(text)
    problem = only(found)
    assert (problem.level, problem.rule) == (WARNING, '004 "Special Rules"')
    assert problem.line == line_of(text, "2 Bear: Basic, Druid, standup, hp 4, permanent")
    assert "no Druid pool" in problem.message and "gains no resource" in problem.message
    assert is_legal(found) and deck.pools() == ("Monk",)


def test_a_class_with_cards_but_no_class_line_has_no_pool_limit_and_no_ability():
    text = edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                "1 Bear: Basic, Druid, standup, hp 4\n1 Sap: Resource, Druid")
    deck, found = checked(text)
    problem = only(found)
    assert (problem.level, problem.line) == (WARNING, line_of(text, "1 Bear: Basic, Druid, "
                                                                    "standup, hp 4"))
    assert "Druid has cards but no class line" in problem.message
    assert "called Druid, with no pool limit and no class ability" in problem.message
    assert deck.class_def("Druid").resource_name == "Druid"


def test_a_combo_card_with_no_other_card_of_its_class_to_play_first_is_warned():
    text = edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                "class Druid: resource Sap\n2 Maul: Combo, Druid, atk +2")
    found = problems(text)
    assert [p.level for p in found] == [WARNING, WARNING]
    combo = next(p for p in found if "Combo" in p.message)
    assert combo.line == line_of(text, "2 Maul: Combo, Druid, atk +2")
    assert combo.message.startswith("Maul is a Combo card, and no other Druid card")
    assert combo.rule == '004 "Deck Card Types"'


def test_a_resource_card_of_its_class_can_be_played_before_a_combo_card():
    text = edit(LEGAL, "2 Sweep: Basic, Monk, actions +1",
                "class Druid: resource Sap\n1 Maul: Combo, Druid\n1 Sap: Resource, Druid")
    assert problems(text) == ()


def test_a_deck_without_a_character_is_refused():
    text = edit(LEGAL, "character Monk: atk 1, def 0, ms 1, range 1")
    problem = only(problems(text))
    assert check(replace(read(LEGAL)[0], character=None)) == (problem,)
    assert (problem.level, problem.line, problem.rule) == (ERROR, 0, '004 "Stats"')
    assert "no character" in problem.message and "character Monk: atk 1" in problem.message
    assert not is_legal((problem,))


def test_every_problem_of_a_broken_deck_is_listed_at_once_in_line_order():
    text = """\
character Monk: atk 1, def 0, ms 1, range 1
class Monk: resource Ki
5 Hit: Basic, Monk
4 Hit: Basic, Monk
2 Staff: Equipment, weapon
1 Robe: Equipment, cloak
4 Zap: Spell, Monk
3 Ki: Resource, Monk, gain x
1 Bear: Basic, Druid, standup, hp 4
"""
    found = problems(text)
    assert [(p.level, p.line) for p in found] == [
        (ERROR, 0), (ERROR, 0),        # 16 cards (Zap unread); 3 Equipment
        (ERROR, 3),                    # 9 Hit (5 + 4)
        (ERROR, 4),                    # Hit listed twice
        (ERROR, 5),                    # 2 Staff
        (ERROR, 6),                    # cloak is no tag, and no slot
        (ERROR, 7),                    # Spell is no type
        (ERROR, 8),                    # gain x
        (WARNING, 9), (WARNING, 9)]    # Druid: no class line, no Resource card
    text_of = {p.line: p.message for p in found if p.level == ERROR}
    assert "16 cards" in found[0].message and "3 Equipment cards" in found[1].message
    assert text_of[3] == "Hit: 9 copies; a deck holds at most 4 copies of a Basic card: " \
        "remove 5"
    assert "listed twice (lines 3 and 4)" in text_of[4]
    assert "Staff: 2 copies" in text_of[5]
    assert text_of[6] == "Robe: 'cloak' is not a slot: Equipment names no class but the slot " \
        "it takes, weapon, armor or both"
    assert "'Spell' is not a card type" in text_of[7]
    assert "'gain x' needs a whole number" in text_of[8]


# --- reading a list: what each line gives ------------------------------------------------


EXAMPLE = """\
deck Monk Starter
character Monk: atk 1, def 0, ms 1, range 1
class Monk: resource Ki, pool 2, ability Flow, cost 2, evade, lasts trigger
4 Hit: Basic, Monk, atk +1, lasts turn
4 Meditate: Combo, Monk, cost 1, lasts next, note gains back HP at the start of the next turn
12 Ki: Resource, Monk, gain 1
1 Staff: Equipment, weapon, atk +1
2 Bear: Basic, Druid, standup, hp 4, permanent
"""


def test_the_example_list_gives_its_character_class_and_cards_field_by_field():
    deck, found = read(EXAMPLE)
    assert found == ()
    assert deck.name == "Monk Starter"
    assert deck.character == Character("Monk", atk=1, defense=0, ms=1, reach=1, line=2)
    assert deck.classes == (ClassDef("Monk", "Ki", 2, "Flow", 2,
                                     Effect(evade=True, lasts="trigger"), line=3),)
    assert deck.cards == (
        Card("Hit", "Basic", "Monk", 4, effect=Effect(atk=1, lasts="turn"), line=4),
        Card("Meditate", "Combo", "Monk", 4, cost=1, effect=Effect(
            lasts="next", summary="gains back HP at the start of the next turn"), line=5),
        Card("Ki", "Resource", "Monk", 12, effect=Effect(gain=1), line=6),
        Card("Staff", "Equipment", "", 1, slot="weapon", effect=Effect(atk=1), line=7),
        Card("Bear", "Basic", "Druid", 2, standup=True, hp=4,
             effect=Effect(lasts="permanent"), line=8))
    assert deck.card("bear").permanent


def test_blank_lines_and_comments_are_skipped_and_every_line_keeps_its_number():
    deck, found = read("\n# my deck\n\n  # Basic cards\n4 Hit: Basic, Monk\r\n\n1 Staff: "
                       "Equipment, weapon\n")
    assert found == ()
    assert [(c.name, c.line) for c in deck.cards] == [("Hit", 5), ("Staff", 7)]


def test_the_other_stats_of_a_character_default_to_the_character_card_defaults():
    deck, found = read("character Rogue: atk 2\n")
    assert found == () and deck.character == Character("Rogue", atk=2, line=1)


def test_a_card_type_and_tags_are_read_in_any_case():
    deck, found = read("4 Hit: BASIC, Monk, ATK +1, Lasts Turn\n1 Staff: equipment, Weapon\n")
    assert found == ()
    assert deck.card("Hit").kind == "Basic" and deck.card("Hit").effect == Effect(atk=1,
                                                                                  lasts="turn")
    assert deck.card("Staff").kind == "Equipment" and deck.card("Staff").slot == "weapon"


def test_the_deck_is_named_by_its_deck_line_or_else_by_the_name_given():
    assert read("4 Hit: Basic, Monk\n", name="From the file")[0].name == "From the file"
    assert read("deck Monk Starter\n", name="From the file")[0].name == "Monk Starter"


def test_an_unknown_card_type_is_refused_and_the_other_lines_are_still_read():
    deck, found = read("4 Zap: Spell, Monk\n4 Hit: Basic, Monk\n")
    problem = only(found)
    assert (problem.level, problem.line) == (ERROR, 1)
    assert problem.message == "Zap: 'Spell' is not a card type: the types are Basic, Combo, " \
        "Equipment and Resource"
    assert [c.name for c in deck.cards] == ["Hit"]


@pytest.mark.parametrize("copies", ["0", "-1", "2.5", "x4", "1000"])
def test_copies_are_a_whole_number_of_at_least_one(copies):
    deck, found = read(f"{copies} Hit: Basic, Monk\n")
    problem = only(found)
    assert problem.line == 1
    assert problem.message == f"Hit: '{copies}' is not a number of copies: give how many the " \
        "deck holds, a whole number from 1 to 999, like: 4 Hit"
    assert deck.cards == ()


def test_a_line_that_is_no_card_says_how_a_card_line_starts():
    found = read("Hit: Basic, Monk\n4 Hit Basic Monk\nhello\n")[1]
    assert [p.line for p in found] == [1, 2, 3]
    assert found[0].message.startswith("Cannot read 'Hit: Basic, Monk': a card line starts "
                                       "with how many copies the deck holds, like: 4 Hit: "
                                       "Basic, Monk")
    assert found[1].message == "Write the card's name, a colon, then its type and class, " \
        "like: 4 Hit: Basic, Monk"


def test_an_unknown_tag_is_refused_with_the_nearest_tag():
    deck, found = read("4 Hit: Basic, Monk, attack +1, fly\n")
    problem = only(found)
    assert "'attack +1' is not a tag: did you mean atk?" in problem.message
    assert "'fly' is not a tag: the card tags are cost, atk, def" in problem.message
    assert deck.card("Hit").effect == Effect()   # the card still counts, without the tags


@pytest.mark.parametrize("tag, says", [
    ("atk x", "'atk x' needs a whole number with its sign"),
    ("atk +100", "'atk +100' needs a whole number with its sign, from -99 to +99"),
    ("heal -1", "'heal -1' needs a whole number from 0 to 99"),
    ("cost", "'cost' needs a whole number from 0 to 99, like: cost 1"),
    ("evade 2", "evade takes nothing after it: write just evade"),
    ("lasts forever", "'lasts forever' is not how long a card lasts: write lasts and one of "
                      "now, turn, next, trigger, permanent"),
    ("note", "write your own words after note"),
    ("atk +1, atk +2", "atk is given twice: give it once"),
    ("permanent, lasts turn", "permanent and lasts turn disagree: keep one"),
])
def test_a_malformed_tag_is_refused_and_the_card_still_counts(tag, says):
    deck, found = read(f"4 Hit: Basic, Monk, {tag}\n")
    assert says in only(found).message
    assert deck.card("Hit").copies == 4


def test_a_card_listed_twice_names_both_lines_and_asks_for_one_line_with_the_total():
    deck, found = read("4 Hit: Basic, Monk\n1 Staff: Equipment, weapon\n2 hit: Basic, Monk\n")
    problem = only(found)
    assert problem.line == 3
    assert problem.message == "Hit: listed twice (lines 1 and 3): give one line with the " \
        "total, 6 Hit"
    assert deck.card("Hit").copies == 6 and len(deck.cards) == 2


def test_a_class_given_two_class_lines_is_refused_and_the_first_kept():
    deck, found = read("class Monk: resource Ki, pool 2\nclass MONK: pool 3\n")
    problem = only(found)
    assert problem.line == 2
    assert problem.message == "MONK: Monk already has its class line (line 1): keep one"
    assert deck.class_def("monk").pool == 2


def test_a_deck_has_one_character_line():
    deck, found = read("character Monk: atk 1\ncharacter Druid: atk 2\n")
    problem = only(found)
    assert problem.line == 2 and "already given on line 1" in problem.message
    assert deck.character.name == "Monk"


def test_an_equipment_slot_on_a_card_that_is_not_equipment_is_refused():
    deck, found = read("4 Hit: Basic, Monk, weapon\n")
    assert "weapon is an equipment slot: only an Equipment card takes one" in \
        only(found).message
    assert deck.card("Hit").slot == ""


def test_equipment_names_no_class_but_the_one_slot_it_takes():
    deck, found = read("1 Staff: Equipment, Monk, weapon\n1 Robe: Equipment, armor, both\n"
                       "1 Gi: Equipment, both\n1 Bo: Equipment\n1 Cape: Equipment, Monk\n")
    assert [p.line for p in found] == [1, 2, 4, 5]
    assert found[0].message == "Staff: Equipment belongs to no class (it is not a class " \
        "card): remove Monk"
    assert "an Equipment card takes one slot: keep one of weapon, armor and both" in \
        found[1].message
    assert found[2].message == "Bo: say which slot this Equipment takes: add weapon, armor " \
        "or both"
    assert found[3].message == "Cape: 'Monk' is not a slot: Equipment names no class but the " \
        "slot it takes, weapon, armor or both"
    assert deck.card("Staff").class_name == "" and deck.card("Gi").slot == "both"


def test_a_card_that_is_not_equipment_names_its_class():
    deck, found = read("4 Hit: Basic, atk +1\n")
    assert "name the class of this Basic card after its type, like: 4 Hit: Basic, Monk" in \
        only(found).message
    assert deck.cards == ()


def test_a_standup_has_hp_and_only_a_standup_has_hp():
    found = read("2 Bear: Basic, Druid, standup\n2 Wolf: Basic, Druid, hp 3\n"
                 "2 Owl: Basic, Druid, standup, hp 0\n")[1]
    assert [p.line for p in found] == [1, 2, 3]
    assert "a standup has its own HP: add hp and the number" in found[0].message
    assert "only a standup has HP: add standup, or remove the hp" in found[1].message
    assert "'hp 0' needs a whole number from 1 to 99" in found[2].message


def test_permanent_is_the_same_as_lasts_permanent():
    deck = read("1 Wall: Basic, Monk, permanent\n1 Moat: Basic, Monk, lasts permanent\n")[0]
    assert deck.card("Wall").effect == deck.card("Moat").effect == Effect(lasts="permanent")


def test_a_note_takes_the_rest_of_the_line_commas_and_colons_included():
    deck, found = read("4 Hit: Basic, Monk, note push 1, then: atk +1, lasts turn\n")
    assert found == ()
    assert deck.card("Hit").effect == Effect(summary="push 1, then: atk +1, lasts turn")


def test_a_resource_card_gains_one_unless_its_gain_says_otherwise():
    deck = read("12 Ki: Resource, Monk\n2 Big Ki: Resource, Monk, gain 2\n"
                "1 Dry Ki: Resource, Monk, gain 0\n")[0]
    assert [c.effect.gain for c in deck.cards] == [1, 2, 0]


def test_a_class_is_spelled_as_its_class_line_spells_it():
    deck = read("4 Hit: Basic, monk\nclass Monk: resource Ki\n4 Ki: Resource, MONK\n")[0]
    assert [c.class_name for c in deck.cards] == ["Monk", "Monk"]
    assert deck.pools() == ("Monk",)


def test_the_tags_of_a_class_line_after_its_resource_and_pool_describe_its_ability():
    found = read("class Monk: resource Ki, pool 2, cost 2, evade\n")[1]
    assert "cost, evade describe the class ability: name it first, like: ability Flow" in \
        only(found).message
    deck = read("class Monk: ability Flow, hidden\n")
    assert "hidden does not belong on a class line" in only(deck[1]).message


def test_a_name_holds_no_comma_or_colon_and_is_short():
    found = read("character Mo,nk\nclass " + "M" * 41 + "\n4 Hit: Basic, Draw\n")[1]
    assert "cannot hold a comma, a colon" in found[0].message
    assert "at most 40 characters" in found[1].message
    assert "name the class of this Basic card" in found[2].message   # draw is a tag


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_reading_never_raises_and_every_problem_names_a_line_of_the_text(text):
    deck, found = checked(text)
    lines = len(text.split("\n")) + text.count("\r")
    assert all(0 <= p.line <= lines and p.level in (ERROR, WARNING) and p.message
               for p in found)


# --- a spreadsheet export (CSV) ----------------------------------------------------------


CSV = """\
Copies,Name,TYPE,class,Tags
,Monk,Character,,atk 1; def 0; ms 1; range 1
,Monk,Class,,resource Ki; pool 2; ability Flow; cost 2; evade; lasts trigger
4,Hit,Basic,Monk,atk +1; lasts turn
4,Meditate,Combo,Monk,cost 1; lasts next; note gains back HP at the start of the next turn
12,Ki,Resource,Monk,gain 1
1,Staff,Equipment,,weapon; atk +1
2,Bear,Basic,Druid,standup; hp 4; permanent
"""


def test_a_csv_export_gives_the_same_deck_as_the_text_list():
    deck, found = read(CSV, name="Monk Starter")
    assert found == ()
    assert unlined(deck) == unlined(read(EXAMPLE)[0])
    assert [c.line for c in deck.cards] == [4, 5, 6, 7, 8]


def test_a_csv_note_keeps_its_commas_and_semicolons():
    deck, found = read('name,type,class,copies,tags\nHit,Basic,Monk,4,"atk +1; note a, b; c"\n')
    assert found == () and deck.card("Hit").effect == Effect(atk=1, summary="a, b; c")


def test_a_csv_row_is_refused_like_its_line_and_the_other_rows_are_still_read():
    deck, found = read("name,type,class,copies\nHit,Basic,Monk,4\nStaff,Equipment,Monk,two\n"
                       "Zap,Spell,Monk,4\n")
    assert [p.line for p in found] == [3, 4]
    assert "'two' is not a number of copies" in found[0].message
    assert "Equipment belongs to no class" in found[0].message
    assert [c.name for c in deck.cards] == ["Hit"]


def test_a_csv_without_a_required_column_is_refused_at_its_header():
    deck, found = read("name,type,copies\nHit,Basic,4\n")
    problem = only(found)
    assert (problem.line, problem.level) == (1, ERROR)
    assert "The header names no class column" in problem.message
    assert deck.cards == ()


def test_a_csv_column_that_is_not_read_is_warned():
    deck, found = read("name,type,class,copies,rarity\nHit,Basic,Monk,4,common\n")
    problem = only(found)
    assert (problem.level, problem.line) == (WARNING, 1)
    assert "Column rarity is not read" in problem.message
    assert deck.card("Hit").copies == 4


# --- the canonical list ------------------------------------------------------------------


def test_the_canonical_list_writes_every_field_back_in_its_lines():
    assert to_text(read(EXAMPLE)[0]) == """\
deck Monk Starter
character Monk: atk 1, def 0, ms 1, range 1
class Monk: resource Ki, pool 2, ability Flow, cost 2, evade, lasts trigger

4 Hit: Basic, Monk, atk +1, lasts turn
4 Meditate: Combo, Monk, cost 1, lasts next, note gains back HP at the start of the next turn
12 Ki: Resource, Monk, gain 1
1 Staff: Equipment, weapon, atk +1
2 Bear: Basic, Druid, standup, hp 4, permanent
"""


WORD = st.from_regex(r"[A-Za-z][A-Za-z0-9'&-]{0,9}", fullmatch=True)
NAME = st.lists(WORD, min_size=1, max_size=3).map(" ".join)
CLASS_NAME = NAME.filter(lambda n: not is_tag(n))
NOTE = st.from_regex(r"[A-Za-z0-9 ,;:'#.!?+-]{0,30}", fullmatch=True).map(str.strip)
SMALL = st.integers(0, 99)


def effects() -> st.SearchStrategy[Effect]:
    signed = st.integers(-99, 99)
    return st.builds(Effect, atk=signed, defense=signed, ms=signed, reach=signed,
                     actions=SMALL, heal=SMALL, temp_hp=SMALL, gain=SMALL, draw=SMALL,
                     evade=st.booleans(), lasts=st.sampled_from(LASTS), summary=NOTE)


@st.composite
def decks(draw) -> Deck:
    class_names = draw(st.lists(CLASS_NAME, max_size=3, unique_by=str.casefold))
    classes = []
    for name in class_names:
        ability = draw(st.one_of(st.just(""), NAME))
        classes.append(ClassDef(
            name, draw(st.one_of(st.just(""), NAME)), draw(st.one_of(st.none(),
                                                                       st.integers(1, 99))),
            ability, draw(SMALL) if ability else 0, draw(effects()) if ability else Effect()))
    used = class_names + draw(st.lists(CLASS_NAME, max_size=2)
                              .filter(lambda extra: not {n.casefold() for n in extra}
                                      & {n.casefold() for n in class_names}))
    cards = []
    for name in draw(st.lists(NAME, max_size=8, unique_by=str.casefold)):
        kind = draw(st.sampled_from(CARD_TYPES))
        standup = draw(st.booleans())
        equipment = kind == "Equipment" or not used
        cards.append(Card(
            name, "Equipment" if equipment else kind,
            "" if equipment else draw(st.sampled_from(used)), draw(st.integers(1, 999)),
            draw(SMALL), draw(st.booleans()), standup, draw(st.integers(1, 99)) if standup
            else 0, draw(st.sampled_from(SLOTS)) if equipment else "", draw(effects())))
    character = draw(st.one_of(st.none(), st.builds(Character, NAME, SMALL, SMALL, SMALL,
                                                    SMALL)))
    return Deck(draw(st.one_of(st.just(""), NAME)), character, tuple(classes), tuple(cards))


@settings(max_examples=100, deadline=None)
@given(decks())
def test_the_canonical_list_reads_back_as_the_same_deck(deck):
    again, found = read(to_text(deck))
    assert found == ()
    assert unlined(again) == deck
    assert to_text(again) == to_text(deck)
