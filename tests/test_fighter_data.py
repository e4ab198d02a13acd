"""Every classic fighter in `fighters/` agrees with the reference card list, and the roster is
complete (issue 5: the 83 fighters of War, Devastation and Fate of Indines and the promos).

The reference (../shared/reference/battlecon-classic-cards.json) holds the printed numbers, which
are facts, and the card text, which is only there to check our encoding against: Stun Guard and
Soak are read out of that text, and no YAML file may repeat it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.battlecon.cards import FIGHTERS_DIR, load_catalog
from engine.battlecon.schema import Card, Effect, Fighter
from engine.battlecon.stats import StatValue

REFERENCE = (Path(__file__).resolve().parents[2] / "shared" / "reference"
             / "battlecon-classic-cards.json")
REFERENCE_FIGHTERS = json.loads(REFERENCE.read_text(encoding="utf-8"))["fighters"]
_CATALOG = load_catalog(FIGHTERS_DIR)
# fighter id (YAML file stem) -> name in the reference list, for every classic file
FIGHTERS = {fid: f.name for fid, f in sorted(_CATALOG.fighters.items())
            if f.printing == "classic"}
KINDS = ("styles", "bases", "finishers")
MAX_SUMMARY = 300
COPY_RUN = 8  # words in a row that may not be shared with card text

# A Soak that scales ("Soak 1 for each token") is an effect, not a printed number.
STUN_GUARD = re.compile(r"Stun Guard (\d+)(?! for each| per )")
SOAK = re.compile(r"Soak (\d+)(?! for each| per )")


def loose(name: str) -> str:
    """A card name without case, punctuation or a plural s: "Knuckle" matches "Knuckles"."""
    return re.sub(r"[^a-z0-9]", "", name.lower()).removesuffix("s")


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def runs(text: str) -> set[str]:
    w = words(text)
    return {" ".join(w[i:i + COPY_RUN]) for i in range(len(w) - COPY_RUN + 1)}


@pytest.fixture(scope="module")
def reference() -> dict[str, dict]:
    by_name = {f["name"]: f for f in REFERENCE_FIGHTERS}
    return {fid: by_name[name] for fid, name in FIGHTERS.items()}


@pytest.fixture(scope="module")
def catalog():
    return _CATALOG


def test_every_reference_fighter_has_exactly_one_file():
    names = list(FIGHTERS.values())
    assert sorted(names) == sorted(f["name"] for f in REFERENCE_FIGHTERS)
    assert len(set(names)) == len(names)


def cards_of(fighter: Fighter, kind: str) -> dict[str, Card]:
    return {loose(card.name): card for card in getattr(fighter, kind)}


def reference_pairs(reference: dict[str, dict], catalog):
    """(fighter id, kind, reference card, YAML card) for every reference card of the four."""
    for fid, ref in reference.items():
        for kind in KINDS:
            encoded = cards_of(catalog.fighter(fid), kind)
            for ref_card in ref[kind]:
                yield fid, kind, ref_card, encoded.get(loose(ref_card["name"]))


def all_effects(fighter: Fighter):
    """(where, effect) for every effect: cards, unique ability and its special cards."""
    for card in fighter.styles + fighter.bases + fighter.finishers:
        for effect in card.effects:
            yield card.name, effect
    for effect in fighter.unique_ability.effects:
        yield fighter.unique_ability.name, effect
    for special in fighter.unique_ability.special_cards:
        for effect in special.effects:
            yield special.name, effect


def all_summaries(fighter: Fighter):
    """(where, text) for every summary written for the table."""
    ability = fighter.unique_ability
    yield ability.name, ability.summary
    for ante in ability.antes:
        if ante.summary is not None:
            yield f"ante {ante.name}", ante.summary
    for where, effect in all_effects(fighter):
        if effect.summary is not None:
            yield where, effect.summary


def test_file_ids_are_lower_case_names_without_spaces():
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", fid) for fid in FIGHTERS)


def test_the_unique_ability_is_the_original_variant(reference, catalog):
    for fid, ref in reference.items():
        original = [a for a in ref["unique_abilities"] if a["variant"] == "Original"]
        assert len(original) == 1, fid
        assert catalog.fighter(fid).unique_ability.name == original[0]["name"], fid


def test_every_reference_card_is_encoded(reference, catalog):
    missing = [f"{fid} {kind} {ref_card['name']}"
               for fid, kind, ref_card, card in reference_pairs(reference, catalog)
               if card is None]
    assert not missing


def test_no_card_is_encoded_that_the_reference_lacks(reference, catalog):
    extra = []
    for fid, ref in reference.items():
        for kind in KINDS:
            known = {loose(c["name"]) for c in ref[kind]}
            extra += [f"{fid} {kind} {card.name}"
                      for card in getattr(catalog.fighter(fid), kind)
                      if loose(card.name) not in known]
    assert not extra


def test_each_fighter_has_as_many_bases_and_finisher_sides_as_the_reference(reference,
                                                                               catalog):
    for fid, ref in reference.items():
        fighter = catalog.fighter(fid)
        assert (len(fighter.bases), len(fighter.finishers)) == (
            len(ref["bases"]), len(ref["finishers"])), fid


def test_printed_numbers_match_the_reference(reference, catalog):
    wrong = []
    for fid, _kind, ref_card, card in reference_pairs(reference, catalog):
        if card is None:
            continue
        for stat in ("range", "power", "priority"):
            want = StatValue.parse(ref_card[stat], allow_range=True)
            got = StatValue.parse(getattr(card, stat), allow_range=True)
            if (got.kind, got.lo, got.hi) != (want.kind, want.lo, want.hi):
                wrong.append(f"{fid} {card.name} {stat}: {getattr(card, stat)!r} "
                             f"!= {ref_card[stat]!r}")
    assert not wrong


def test_stun_guard_and_soak_come_from_the_card_text(reference, catalog):
    wrong = []
    for fid, _kind, ref_card, card in reference_pairs(reference, catalog):
        if card is None:
            continue
        for field, pattern in (("stun_guard", STUN_GUARD), ("soak", SOAK)):
            found = [int(n) for n in pattern.findall(ref_card["text"])]
            want = found[0] if found else None
            assert len(found) <= 1, f"{card.name}: several {field} numbers in the text"
            if getattr(card, field) != want:
                wrong.append(f"{fid} {card.name} {field}: {getattr(card, field)} != {want}")
    assert not wrong


def test_every_effect_has_an_action_or_a_summary(catalog):
    for fid in FIGHTERS:
        for where, effect in all_effects(catalog.fighter(fid)):
            assert isinstance(effect, Effect)
            assert (effect.action is None) != (effect.summary is None), f"{fid} {where}"


def test_no_summary_is_longer_than_200_characters(catalog):
    long = [f"{fid} {where}: {len(text)}"
            for fid in FIGHTERS
            for where, text in all_summaries(catalog.fighter(fid))
            if len(text) > MAX_SUMMARY]
    assert not long


def test_no_fighter_file_repeats_eight_words_of_card_text(reference):
    known: set[str] = set()
    for ref in reference.values():
        for ability in ref["unique_abilities"]:
            known |= runs(ability["text"])
        for kind in KINDS:
            for card in ref[kind]:
                known |= runs(card["text"])
    copied = {fid: sorted(runs((FIGHTERS_DIR / f"{fid}.yaml").read_text(encoding="utf-8"))
                          & known)
              for fid in FIGHTERS}
    assert not {fid: hits for fid, hits in copied.items() if hits}


def test_tokens_named_by_antes_belong_to_the_unique_ability(catalog):
    for fid in FIGHTERS:
        ability = catalog.fighter(fid).unique_ability
        names = {token.name for token in ability.tokens}
        for ante in ability.antes:
            if ante.cost is not None:
                assert ante.cost.token in names, f"{fid} ante {ante.name}"
