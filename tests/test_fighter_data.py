"""Every classic fighter in `fighters/` agrees with the reference card list, and the roster is
complete (issue 5: the 83 fighters of War, Devastation and Fate of Indines and the promos).

The reference (../shared/reference/battlecon-classic-cards.json) holds the printed numbers, which
are facts, and the card text, which is only there to check our encoding against: Stun Guard and
Soak are read out of that text, and no YAML file may repeat it. The tests that read it skip when
../shared is not beside the checkout (`tests.shared_docs`).
"""

from __future__ import annotations

import re

import pytest

from engine.battlecon.cards import FIGHTERS_DIR, load_catalog
from engine.battlecon.schema import Card, Effect, Fighter
from engine.battlecon.stats import StatValue
from tests.shared_docs import needs_shared, reference_fighters

_CATALOG = load_catalog(FIGHTERS_DIR)
# fighter id (YAML file stem) -> name in the reference list, for every classic file
FIGHTERS = {fid: f.name for fid, f in sorted(_CATALOG.fighters.items())
            if f.printing == "classic"}
KINDS = ("styles", "bases", "finishers")
COPY_RUN = 8  # words in a row that may not be shared with card text

# "Stun Guard 2" / "Soak 1" as printed; "Soak 1 for each token" or "... if ..." is an effect.
_FLAT = r"(?!\d|,?\s+(?:for each|per|if|while))"
STUN_GUARD = re.compile(r"Stun Guard (\d+)" + _FLAT)
SOAK = re.compile(r"Soak (\d+)" + _FLAT)
# The printed keywords open the card text ("Soak 1, Stun Guard 2 Reveal: ..."); further on
# they may be printed too (after a sentence) or be conditional.
LEAD = re.compile(r"^(?:(?:Stun Guard \d+|Soak \d+|Stun Immunity)" + _FLAT
                  + r"(?:[,.]?\s*|\s+and\s+))+")


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
    by_name = {f["name"]: f for f in reference_fighters()}
    return {fid: by_name[name] for fid, name in FIGHTERS.items()}


@pytest.fixture(scope="module")
def catalog():
    return _CATALOG


@needs_shared
def test_every_reference_fighter_has_exactly_one_file():
    names = list(FIGHTERS.values())
    assert sorted(names) == sorted(f["name"] for f in reference_fighters())
    assert len(set(names)) == len(names)


# Printed stats read another way on purpose, with the reason (the fighter file says it too).
READINGS = {
    # The list's own note on the card: treat this N/A range as X (the attack hits by itself).
    ("ernie", "Abstract", "range"): "X",
}


def reference_stat(text: str) -> StatValue | None:
    """The reference list's printed stat, read as our stats are; "1-2" is the list's spelling
    of 1~2. None for the few values no card format has ("+0~X", "*-1~0"): the fighter file
    explains its reading of those in a comment."""
    text = re.sub(r"^([+-]?\d+)-(\d+)$", r"\1~\2", str(text))
    try:
        return StatValue.parse(text, allow_range=True)
    except ValueError:
        return None


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


@needs_shared
def test_the_unique_ability_is_the_original_variant(reference, catalog):
    for fid, ref in reference.items():
        original = [a for a in ref["unique_abilities"] if a["variant"] == "Original"]
        assert len(original) == 1, fid
        printed = original[0]["name"].removesuffix(" [sic]")  # the list's editorial mark
        assert catalog.fighter(fid).unique_ability.name == printed, fid


@needs_shared
def test_every_reference_card_is_encoded(reference, catalog):
    missing = [f"{fid} {kind} {ref_card['name']}"
               for fid, kind, ref_card, card in reference_pairs(reference, catalog)
               if card is None]
    assert not missing


@needs_shared
def test_no_card_is_encoded_that_the_reference_lacks(reference, catalog):
    extra = []
    for fid, ref in reference.items():
        for kind in KINDS:
            known = {loose(c["name"]) for c in ref[kind]}
            extra += [f"{fid} {kind} {card.name}"
                      for card in getattr(catalog.fighter(fid), kind)
                      if loose(card.name) not in known]
    assert not extra


@needs_shared
def test_each_fighter_has_as_many_bases_and_finisher_sides_as_the_reference(reference,
                                                                               catalog):
    for fid, ref in reference.items():
        fighter = catalog.fighter(fid)
        assert (len(fighter.bases), len(fighter.finishers)) == (
            len(ref["bases"]), len(ref["finishers"])), fid


@needs_shared
def test_printed_numbers_match_the_reference(reference, catalog):
    wrong = []
    for fid, _kind, ref_card, card in reference_pairs(reference, catalog):
        if card is None:
            continue
        for stat in ("range", "power", "priority"):
            want = reference_stat(READINGS.get((fid, card.name, stat), ref_card[stat]))
            if want is None:
                continue  # a value the list prints in no card format ("+0~X"): see the file
            got = StatValue.parse(getattr(card, stat), allow_range=True)
            if (got.kind, got.lo, got.hi) != (want.kind, want.lo, want.hi):
                wrong.append(f"{fid} {card.name} {stat}: {getattr(card, stat)!r} "
                             f"!= {ref_card[stat]!r}")
    assert not wrong


@needs_shared
def test_stun_guard_and_soak_fields_are_the_numbers_the_card_prints(reference, catalog):
    wrong = []
    for fid, _kind, ref_card, card in reference_pairs(reference, catalog):
        if card is None:
            continue
        lead = LEAD.match(ref_card["text"])
        for field, pattern in (("stun_guard", STUN_GUARD), ("soak", SOAK)):
            value = getattr(card, field)
            anywhere = [int(n) for n in pattern.findall(ref_card["text"])]
            opening = [int(n) for n in pattern.findall(lead.group(0))] if lead else []
            if value is None and opening:
                wrong.append(f"{fid} {card.name} {field}: missing, the card prints {opening[0]}")
            if value is not None and value not in anywhere:
                wrong.append(f"{fid} {card.name} {field}: {value}, the card prints {anywhere}")
    assert not wrong


def test_every_effect_has_an_action_or_a_summary(catalog):
    for fid in FIGHTERS:
        for where, effect in all_effects(catalog.fighter(fid)):
            assert isinstance(effect, Effect)
            assert (effect.action is None) != (effect.summary is None), f"{fid} {where}"


@needs_shared
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
