"""The 20 special actions of ABXY as data (issue 8; 003 "Special Actions"): every action the
rules list is there with the creatures they name, and its structure uses the vocabulary."""

from __future__ import annotations

import re

from engine.abxy.specials import BY_NAME, CONDITIONAL_EFFECTS, CREATURES, EFFECTS, SPECIALS
from tests.shared_docs import needs_shared, seed_text


@needs_shared
def test_every_special_action_of_the_rules_is_encoded_with_its_creatures():
    text = seed_text("003")
    listed = re.findall(r"^([A-Z][A-Za-z ]+) \(([A-Za-z/ ]+)\):", text, re.M)
    assert len(listed) == 20
    for name, creatures in listed:
        assert name in BY_NAME, name
        assert BY_NAME[name].creatures == tuple(creatures.split("/")), name


def test_the_twenty_specials_name_twenty_one_creatures_each_once():
    assert len(SPECIALS) == 20
    assert len(CREATURES) == len(set(CREATURES)) == 21  # Latch names Dallas and Alaska


def test_every_special_uses_the_vocabulary():
    for special in SPECIALS:
        assert set(special.effects) <= set(EFFECTS), special.name
        assert set(special.when) <= {"A", "B", "X", "Y"}, special.name
        negations = ("", "foe", "damage", "damage_and_defeat", "damage_to_self")
        assert special.negate in negations, special.name
        assert all(0 < i < len(special.effects) for i in special.then), special.name
    for (name, effect), buttons in CONDITIONAL_EFFECTS.items():
        assert effect in BY_NAME[name].effects and set(buttons) <= {"A", "B", "X", "Y"}


def test_and_then_marks_bloodsucks_heal_as_needing_the_damage():
    # 003 "AND THEN": the heal happens only if the foe was damaged.
    assert BY_NAME["Bloodsuck"].effects == ("damage_foe", "heal_self")
    assert BY_NAME["Bloodsuck"].then == (1,)
