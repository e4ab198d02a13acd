"""Thessala's unique ability (Continuous Evolution), whose effects are prompts: the Evolution
Board is kept on the table (fighters/thessala.yaml; 000 "Ante Phase": Limited Ante)."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import lives
from tests.conftest import with_hand
from tests.fighter_helpers import play_beat, set_and_ante, start

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


def test_an_opponent_lash_pulls_past_thessala_cannot_hit_her():
    # Liquid Lash (range 2~3, power 3 - 1, priority 3 + 2) beats Safari Strike (3) at range 2
    # and pulls up to 2: from 5 over Thessala (on 3) onto 2. Ludus, next to her, cannot hit;
    # Lash dealt 2: Ludus 18.
    state = play_beat(start("thessala", "ludus", positions=(3, 5)), ("Liquid", "Lash"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 18)
    # From range 3 the pull (6 -> 4) stops next to her without passing: Strike hits for 4.
    state = play_beat(start("thessala", "ludus", positions=(3, 6)), ("Liquid", "Lash"),
                      ("Safari", "Strike"))
    assert lives(state) == (16, 18)
