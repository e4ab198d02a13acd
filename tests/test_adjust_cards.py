"""Cards moved by hand (adjust ``card:NAME``, the correction kind ``cards``): between hand,
discard pile 1, discard pile 2, the attack pair's discard and out of the duel, keeping the
Recycle rules (000 "Recycle Phase", "Finisher Cards")."""

import pytest
from beat_helpers import finish_beat
from conftest import duel, play, set_pairs

from engine.battlecon.adjust import FIELDS, adjust_decision
from engine.battlecon.beat import apply
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.replay import replay
from engine.battlecon.setup import DuelSetup, suggested_seat

HAND, PILE1, PILE2, WITH_PAIR, OUT = 0, 1, 2, 3, 4


def move(state, seat, card, value):
    return apply(state, adjust_decision(seat, f"card:{card}", value))


def test_a_card_put_in_discard_pile_2_comes_back_to_hand_at_the_next_recycle():
    state = move(duel(), 0, "Aegis", PILE2)
    fighter = state.fighters[0]
    assert "Aegis" not in fighter.hand and "Aegis" in fighter.discard2
    after = finish_beat(set_pairs(state, ("Counter", "Strike"), ("Combination", "Strike")))
    assert after.beat == 2 and "Aegis" in after.fighters[0].hand


def test_a_card_put_in_discard_pile_1_is_still_out_of_hand_after_one_recycle():
    state = move(duel(), 0, "Aegis", PILE1)
    after = finish_beat(set_pairs(state, ("Counter", "Strike"), ("Combination", "Strike")))
    assert "Aegis" in after.fighters[0].discard2 and "Aegis" not in after.fighters[0].hand


def test_a_card_discarded_with_the_attack_pair_joins_discard_pile_1_at_recycle():
    state = set_pairs(duel(), ("Counter", "Strike"), ("Combination", "Strike"))
    state = move(state, 0, "Aegis", WITH_PAIR)
    assert "Aegis" not in state.fighters[0].hand
    after = finish_beat(state)
    assert set(after.fighters[0].discard1) == {"Counter", "Strike", "Aegis"}


def test_a_card_of_the_attack_pair_is_not_moved_by_hand():
    state = play(duel(), "0|set|Counter|Strike")
    with pytest.raises(RuleViolation):
        move(state, 0, "Counter", HAND)
    with pytest.raises(RuleViolation):
        move(state, 0, "Strike", OUT)


def test_a_card_taken_out_of_the_duel_can_come_back_into_hand():
    state = move(duel(), 1, "Brand", OUT)
    assert "Brand" in state.fighters[1].removed
    back = move(state, 1, "Brand", HAND)
    assert "Brand" in back.fighters[1].hand and "Brand" not in back.fighters[1].removed


def test_a_card_moves_from_a_discard_pile_into_hand():
    state = move(duel(), 0, "Vengeful", HAND)
    assert "Vengeful" in state.fighters[0].hand and "Vengeful" not in state.fighters[0].discard1


def test_the_switch_a_finisher_took_out_of_the_duel_stays_out():
    state = duel()
    hand = tuple(c for c in state.fighters[0].hand if c != "Switch")
    state = state.with_fighter(0, finisher=None, removed=("Sheet Lightning", "Switch"),
                               hand=hand)
    with pytest.raises(RuleViolation):
        move(state, 0, "Switch", HAND)


@pytest.mark.parametrize(("card", "value"), [
    ("Sheet Lightning", HAND),  # a Finisher
    ("Nothing Such", HAND),     # not a card of the fighter
    ("Aegis", 5),               # no such place
    ("Aegis", -1),
    ("Aegis", HAND),            # already in hand
])
def test_a_card_or_place_that_cannot_be_moved_to_is_refused_as_bad_input(card, value):
    with pytest.raises(InvalidInput):
        move(duel(), 0, card, value)


def test_a_card_moved_by_hand_replays_with_the_log():
    setup = DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur")))
    state = replay(setup, [adjust_decision(0, "card:Aegis", OUT)])
    assert "Aegis" in state.fighters[0].removed and "Aegis" not in state.fighters[0].hand


@pytest.mark.parametrize("field", FIELDS)
def test_every_field_the_registry_lists_is_carried_out_by_a_correction(field):
    name = field + ("Nothing" if field.endswith(":") else "")
    try:
        apply(duel(), adjust_decision(0, name, 1))
    except Exception as error:  # a refusal of the name or value is fine; "cannot set" is not
        assert "cannot set" not in str(error)
