"""Clinhyde Eight's Stims (unique ability Powersuit, counted with the app-only Active Stim
counter) and the cards that turn Stims face down: Diffusion and Frenzy
(fighters/clinhyde.yaml; 000 "Tokens & Counters", "Ante Phase", "Other Effects": Chip).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

import pytest

from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import holding, play_beat, start, tokens


def with_stims(state, active):
    """Clinhyde (seat 0) has ``active`` of his 3 Stims face up."""
    return holding(state, 0, "Active Stim", active)


def test_activating_a_stim_at_ante_adds_one_active_stim():
    # No Stim is face up at the start; the ante turns one up: 0 + 1 = 1.
    state = start("clinhyde", "kehrolyn", positions=(1, 7))
    assert tokens(state, 0, "Active Stim") == 0
    state = play_beat(state, ("Phase", "Strike"), ("Bladed", "Strike"),
                      antes=((0, "Activate a Stim"),))
    assert tokens(state, 0, "Active Stim") == 1


def test_clinhyde_loses_one_life_per_active_stim_after_the_ante():
    # 2 Stims face up plus 1 activated at ante = 3: 20 - 3 = 17. At distance 6 neither Strike
    # (range 1) reaches, so no other life changes.
    state = with_stims(start("clinhyde", "kehrolyn", positions=(1, 7)), 2)
    state = play_beat(state, ("Phase", "Strike"), ("Bladed", "Strike"),
                      antes=((0, "Activate a Stim"),))
    assert lives(state) == (17, 20)


def test_diffusion_turns_one_stim_face_down_when_it_deals_damage():
    # 2 Stims: Clinhyde loses 2 at Reveal (18). Diffusion Strike priority 3 + 1 = 4 beats 3;
    # range 1 + 0~1 hits at distance 1 for 4 - 1 = 3 (guard 5 + 2 = 7: no stun), Kehrolyn 17;
    # the damage turns a Stim down: 2 - 1 = 1. The push (up to 2, 4 -> 6) leaves Bladed Strike
    # out of range.
    state = with_stims(start("clinhyde", "kehrolyn", positions=(3, 4)), 2)
    state = play_beat(state, ("Diffusion", "Strike"), ("Bladed", "Strike"))
    assert lives(state) == (18, 17)
    assert tokens(state, 0, "Active Stim") == 1


def test_frenzy_turns_any_number_of_stims_face_down_after_its_attack():
    # 3 Stims; Toxic Frenzy (priority 3 + 1 = 4) attacks first after Frenzy's Start advance
    # (3 -> 4); After it Clinhyde turns 2 of them down: 3 - 2 = 1.
    state = with_stims(start("clinhyde", "kehrolyn", positions=(3, 5)), 3)
    state = play_beat(state, ("Toxic", "Frenzy"), ("Bladed", "Strike"),
                      choices={"Frenzy": "2"})
    assert tokens(state, 0, "Active Stim") == 1


def against_valuer(fighter, **changes):
    """``fighter`` (seat 0) against the values tester, whose Idle style is +0 everywhere and has
    no effect (tests/data/vocab_values.yaml); ``changes``: `fighter_helpers.start`'s keywords."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)


@pytest.mark.parametrize(("base1", "positions", "choices", "lives_after"), [
    # Idle Drive (priority 4) advances 5 -> 4: it moved, so it cannot hit Clinhyde, and
    # Phase Strike (range 1~3, power 4 + 1 = 5, priority 0) hits it: 20 - 5 = 15.
    ("Drive", (3, 5), {"Drive": "3,4"}, (20, 15)),
    # Idle Shot (priority 2) does not move: it hits Clinhyde for 3 (not over Strike's guard
    # 5) and Phase cannot hit it.
    ("Shot", (3, 4), {}, (17, 20)),
])
def test_phase_trades_hits_only_with_an_opponent_who_moved(base1, positions, choices,
                                                           lives_after):
    state = play_beat(against_valuer("clinhyde", positions=positions), ("Phase", "Strike"),
                      ("Idle", base1), choices=choices)
    assert lives(state) == lives_after
