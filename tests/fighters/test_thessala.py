"""Thessala's unique ability (Continuous Evolution), whose effects are prompts: the Evolution
Board is kept on the table (fighters/thessala.yaml; 000 "Ante Phase": Limited Ante)."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.conftest import with_hand
from tests.fighter_helpers import set_and_ante, start

EVOLVE = Decision(0, "ante", "Evolve")


def test_evolving_is_offered_as_an_ante_once_per_beat():
    # Thessala (the Active Player) antes first: Evolve is among her options.
    state = with_hand(with_hand(start("thessala", "eligor"), 0, "Tempered", "Strike"),
                      1, "Counter", "Shot")
    state = apply(apply(state, Decision(0, "set", "Tempered", "Strike")),
                  Decision(1, "set", "Counter", "Shot"))
    assert EVOLVE in pending(state).options
    # Once evolved this beat, a second Evolve is refused.
    with pytest.raises(RuleViolation):
        set_and_ante(start("thessala", "eligor"), ("Tempered", "Strike"), ("Counter", "Shot"),
                     antes=((0, "Evolve"), (0, "Evolve")))
