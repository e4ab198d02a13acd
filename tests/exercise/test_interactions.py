"""Two fighters' effects against each other, played with the harness's readings: a "becomes"
against a penalty already in force (docs/rulings.md 97), and an attack that ignores Soak
against a printed Soak (000 "Other Effects", Armor and Ignore Armor; classic Soak plays as
Armor, docs/rulings.md)."""

from __future__ import annotations

from engine.battlecon.cards import Catalog
from engine.battlecon.setup import DuelSetup, new_duel
from engine.battlecon.state import replace
from tests.conftest import seat
from tests.exercise.harness import Target, catalog, keyed, reading, recording, without
from tests.fighter_helpers import holding, play_beat


def _beat(cat: Catalog, a: str, pair_a, b: str, pair_b, positions, tokens=()) -> dict:
    """Play one beat of ``a`` (seat 0) against ``b``; the readings by (step, attacker, n),
    and the state after the beat under ``"final"``."""
    state = new_duel(DuelSetup((seat(a, cat), seat(b, cat)), first_active=0), cat)
    state = replace(state, positions=positions)
    for who, token, count in tokens:
        state = holding(state, who, token, count)
    trace: list = []
    with recording(trace):
        state = play_beat(state, pair_a, pair_b)
    found = keyed(trace)
    found["final"] = reading(state)
    return found


VAINGLORIOUS = Target("cairngort", "style", "Vainglorious", 0, ("opponent",))


def _lymn_power(cat: Catalog, style: str = "Maddening") -> int:
    found = _beat(cat, "lymn", (style, "Strike"), "cairngort",
                  ("Vainglorious", "Strike"), (3, 4))
    return found[("end", 0, 0)][("power", 0)] if ("end", 0, 0) in found else \
        next(v[("power", 0)] for k, v in found.items() if k != "final" and k[0] == "end")


def test_a_power_that_became_x_at_start_ignores_a_penalty_in_force_before_it():
    cat = catalog()
    penalised = _lymn_power(cat)
    spared = _lymn_power(without(cat, VAINGLORIOUS))
    assert penalised == spared


def test_without_a_becomes_the_same_penalty_takes_two_power():
    cat = catalog()
    penalised = _lymn_power(cat, "Reverie")
    spared = _lymn_power(without(cat, VAINGLORIOUS), "Reverie")
    assert spared - penalised == 2


PHANTOM = Target("arec", "style", "Phantom", 0, ("ignore_armor",))


def _endrbyt_loss(cat: Catalog) -> int:
    found = _beat(cat, "arec", ("Phantom", "Strike"), "endrbyt", ("Unbreakable", "Strike"),
                  (3, 4), tokens=((1, "Energy", 0),))
    return 20 - found["final"][("life", 1)]


def test_an_attack_that_ignores_soak_deals_its_whole_power_through_a_printed_soak():
    # Phantom -1 and Strike 4: power 3; Unbreakable prints Soak 2; Arec strikes first
    # (priority 1 + 3 against -3 + 3), adjacent.
    assert _endrbyt_loss(catalog()) == 3


def test_the_same_attack_without_ignoring_soak_loses_two_points_to_it():
    assert _endrbyt_loss(without(catalog(), PHANTOM)) == 1
