"""Ruling 5 (docs/rulings.md): "up to N" is any legal amount from 0 to N, the player's pick
(002 "Movement"), and "as far as possible" is the longest legal amount only where the card
prints it or the keyword means it (000 "Movement", "Push", "Close").

Positions are (seat 0's space, seat 1's space) on the 7-space board; expected results are
worked out by hand from the rules.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from pydantic import ValidationError

from engine.battlecon.actions import action_options
from engine.battlecon.cards import default_catalog
from engine.battlecon.movement import MoveSpec, legal_moves
from engine.battlecon.ruleset import CLASSIC
from engine.battlecon.schema import Action
from tests.fighter_helpers import start
from tests.shared_docs import needs_shared, reference_fighters


def ends(results):
    return [r.positions for r in results]


# --- the engine's reading ---------------------------------------------------------------------


def test_advance_up_to_3_offers_every_amount_longest_first_and_staying_put():
    # 002 "Movement": "Advance up to 2" lets the player choose a movement of zero. On 1, the
    # opponent on 7: 3, 2, 1 spaces, or none.
    results = legal_moves((1, 7), 0, MoveSpec("advance", up_to=3))
    assert ends(results) == [(4, 7), (3, 7), (2, 7), (1, 7)]
    assert [r.spaces for r in results] == [3, 2, 1, 0]


def test_a_pull_up_to_2_may_stop_before_carrying_the_opponent_past_you():
    # 002 "Movement" (any amount up to N) and 000 "Pull" (a pull long enough carries the
    # opponent past you): seat 0 on 3 pulls seat 1 from 5 up to 2 spaces. 2 hops over seat 0
    # to 2; 1 stops on 4, short of passing; 0 leaves seat 1 on 5.
    results = legal_moves((3, 5), 0, MoveSpec("pull", up_to=2))
    assert ends(results) == [(3, 2), (3, 4), (3, 5)]
    assert [r.passed for r in results] == [True, False, False]


def test_an_up_to_movement_with_no_legal_amount_is_ignored_not_a_choice_to_stay():
    # 000 "Movement": when no legal movement can be made it is ignored entirely; staying put
    # is offered only beside a movement that can be made. Seat 1 on 7 at the wall.
    assert legal_moves((3, 7), 0, MoveSpec("push", up_to=2)) == ()


def test_as_far_as_possible_takes_only_the_longest_legal_amount():
    # 000 "Push": John "pushes 0-3, as far as possible ... isn't allowed to push less".
    # Seat 1 on 5: only 2 spaces to the wall.
    (result,) = legal_moves((3, 5), 0, MoveSpec("push", up_to=3, farthest=True))
    assert result.positions == (3, 7)


def test_close_keeps_going_as_far_as_possible_without_passing():
    # 000 "Close": "Advance as far as possible, up to the amount specified, but not past".
    (result,) = legal_moves((1, 5), 0, MoveSpec("close", up_to=6))
    assert result.positions == (4, 5)


def test_an_advance_that_may_not_pass_offers_each_amount_short_of_the_opponent():
    # "Advance up to 3 without switching sides" (Raederick's Forging, Vincent's Punisher):
    # from 2 toward 5, 1 or 2 spaces, or none; 3 would hop the opponent.
    results = legal_moves((2, 5), 0, MoveSpec("advance", up_to=3, not_past=True))
    assert ends(results) == [(4, 5), (3, 5), (2, 5)]


@pytest.mark.parametrize("spec", [
    {"kind": "push", "choices": (1,), "farthest": True},
    {"kind": "push", "up_to": 2, "not_past": True},
])
def test_a_movement_spec_that_mixes_its_readings_is_refused(spec):
    from engine.battlecon.errors import InvalidInput

    with pytest.raises(InvalidInput):
        MoveSpec(**spec)


# --- the card files -------------------------------------------------------------------------

# (fighter, card, positions, where the card's movement must end): every card of the roster
# whose printed text says "as far as possible" for a movement of its own.
_FAR_CARDS = [
    ("anath", "Dark Revulsion", (3, 4), (3, 7)),
    ("vincent", "Phoenix Revival", (3, 4), (3, 7)),
    ("pendros", "Landslide Punch", (3, 4), (3, 7)),
    ("clive", "Megaton", (4, 5), (1, 5)),
    ("gerard", "Hooked", (4, 5), (1, 5)),
    ("demitras", "Jousting", (2, 4), (7, 4)),
    ("demitras", "Accelerando", (2, 4), (7, 4)),
]


def _far_action(fighter: str, card: str) -> Action:
    """The movement of ``card`` marked `as_far_as_possible` in the fighter's file."""
    found = default_catalog().fighter(fighter)
    for each in found.styles + found.bases + found.finishers:
        if each.name == card:
            for effect in each.effects:
                for action in effect.action or ():
                    movement = getattr(action, action.kind, None)
                    if getattr(movement, "as_far_as_possible", False):
                        return action
    raise AssertionError(f"{fighter} {card}: no movement marked as_far_as_possible")


@pytest.mark.parametrize(("fighter", "card", "positions", "end"), _FAR_CARDS)
def test_a_card_that_prints_as_far_as_possible_still_goes_as_far_as_possible(
        fighter, card, positions, end):
    # One option, the longest legal movement: the beat asks nothing (000 "Push" example).
    state = start(fighter, "eligor", positions=positions)
    options = action_options(state, 0, _far_action(fighter, card))
    assert [key for key, _ in options] == [f"{end[0]},{end[1]}"]


def test_a_counted_push_printed_as_far_as_possible_stops_at_the_wall():
    # Luc's Fusion pushes 1 per damage dealt, "as far as possible" past the edge: 3 damage,
    # seat 1 on 5 with 2 spaces behind: pushed 2, to 7, rather than ignored (000 "Movement").
    state = start("luc", "eligor", positions=(3, 5))
    state = replace(state, cursor=replace(state.cursor, attacker=0, dealt=3))
    assert [key for key, _ in action_options(state, 0, _far_action("luc", "Fusion"))] == [
        "3,7"]
    # Larimore's Might: 1 per counter spent, "to the edge" when short of room: 3 spent, 2.
    state = start("larimore", "eligor", positions=(3, 5))
    might = _far_action("larimore", "Might")
    assert [key for key, _ in action_options(state, 0, might, spent=3)] == ["3,7"]


def test_a_push_of_that_many_spaces_is_made_in_full_or_ignored():
    # Larimore's Warmage's pushes "that many spaces" (the counters spent), printed neither
    # "up to" nor "as far as possible": under 000 "Movement" a push of 3 with 2 spaces
    # behind the opponent cannot be made and is ignored; 2 is made in full.
    state = start("larimore", "eligor", positions=(3, 5))
    push = Action.model_validate({"push": {"per": "tokens_spent"}})
    assert action_options(state, 0, push, spent=3) == []
    assert [key for key, _ in action_options(state, 0, push, spent=2)] == ["3,7"]


def test_an_up_to_card_offers_each_amount_from_its_number_down_to_zero():
    # Kajia's Biting: "pull the opponent up to 2". Seat 1 on 6, Kajia on 3: 2 (to 4), 1 (to
    # 5), or 0.
    state = start("kajia", "eligor", positions=(3, 6))
    action = Action.model_validate({"pull": {"up_to": 2}})
    assert [key for key, _ in action_options(state, 0, action)] == ["3,4", "3,5", "3,6"]


def test_under_the_classic_ruleset_up_to_reads_the_same():
    # 002 "Movement" itself: the amounts 0..N, the board's edge not in the way here.
    state = replace(start("kajia", "eligor", positions=(3, 6)), rules=CLASSIC)
    action = Action.model_validate({"pull": {"up_to": 2}})
    assert [key for key, _ in action_options(state, 0, action)] == ["3,4", "3,5", "3,6"]


def test_as_far_as_possible_may_be_written_without_an_amount():
    action = Action.model_validate({"retreat": {"as_far_as_possible": True}})
    assert action.retreat.amount is None and action.retreat.as_far_as_possible


@pytest.mark.parametrize("data", [
    {"push": {"amount": [1, 2], "as_far_as_possible": True}},
    {"push": {"amount": {"per": "damage_dealt"}, "up_to": True, "as_far_as_possible": True}},
    {"push": {"amount": 2, "not_past": True}},
    {"advance": {"exactly": True}},
])
def test_a_movement_that_mixes_its_readings_is_refused_when_the_file_loads(data):
    with pytest.raises(ValidationError):
        Action.model_validate(data)


def _marked(card) -> bool:
    """True when one of the card's effects holds a movement marked as_far_as_possible."""
    return any("'as_far_as_possible': True" in repr(effect.model_dump())
               for effect in card.effects)


@needs_shared
def test_exactly_the_cards_that_print_as_far_as_possible_are_marked_so():
    # The reference's card text is read here only to compare (never copied into the files).
    printed = re.compile(r"as far as possible|to the edge of the board", re.IGNORECASE)
    catalog = default_catalog()
    by_name = {f.name: (fid, f) for fid, f in catalog.fighters.items()}
    says, marked = set(), set()
    for ref in reference_fighters():
        fid, fighter = by_name[ref["name"]]
        for kind in ("styles", "bases", "finishers"):
            texts = {c["name"].lower(): c.get("text") or "" for c in ref[kind]}
            for card in getattr(fighter, kind):
                if printed.search(texts.get(card.name.lower(), "")) and any(
                        e.action for e in card.effects):
                    says.add((fid, card.name))
                if _marked(card):
                    marked.add((fid, card.name))
    assert says == marked
    assert ("clive", "Megaton") in marked
