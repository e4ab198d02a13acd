"""Every shipped fighter can be set up and played (issue 5: the whole classic roster at the
table): the quick-start setup is legal, and a few beats against another fighter run to the
next Set step taking the first option of every decision, never raising."""

from __future__ import annotations

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat

ROSTER = sorted(default_catalog().fighters)


@pytest.mark.parametrize("fighter", ROSTER)
def test_each_fighter_plays_three_beats_from_its_quick_start(fighter):
    # Each fighter in seat 0 and in seat 1, against the next fighter of the roster.
    other = ROSTER[(ROSTER.index(fighter) + 1) % len(ROSTER)]
    for seats in ((fighter, other), (other, fighter)):
        state = new_duel(DuelSetup(tuple(suggested_seat(f) for f in seats)))
        for _ in range(200):
            if state.outcome is not None or state.beat > 3:
                break
            state = apply(state, pending(state).options[0])
        assert state.outcome is not None or state.beat > 3, seats


def test_a_quick_start_that_sets_aside_any_cards_keeps_styles_and_bases_in_hand():
    # Endrbyt picks his kit from 10 styles and 10 bases, setting 8 cards aside: the quick
    # start sets aside 5 styles (keeping three in hand beside the two discarded) and 3 bases.
    seat = suggested_seat("endrbyt")
    kit = default_catalog().fighter("endrbyt")
    styles = {c.name for c in kit.styles}
    assert len(seat.set_aside) == 8
    assert sum(card in styles for card in seat.set_aside) == 5
    state = new_duel(DuelSetup((seat, suggested_seat("eligor"))))
    hand = state.fighters[0].hand
    assert sum(card in styles for card in hand) == 3
    assert len([c for c in hand if c not in styles and c != "Switch"]) == 5
