"""Bridj's unique ability (Liberation Force): her Ally cards are resolved by hand, so the app
offers the ally ante and the End of Beat prompt (fighters/bridj.yaml; 000 "Ante Phase",
"End of Beat", "Triggered Effects").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.conftest import set_pairs, with_hand
from tests.fighter_helpers import set_and_ante, start, until_step


def test_the_ally_prompt_comes_at_end_of_beat():
    # Whether the anted ally comes back or leaves the game is settled by hand at End of Beat.
    state = set_and_ante(start("bridj", "kehrolyn"), ("Liberation", "Strike"),
                         ("Bladed", "Strike"), antes=((0, "Ally"),))
    state = until_step(state, "end")
    assert Decision(0, "trigger", "ua:Liberation Force#0") in pending(state).options


def test_bridj_may_ante_only_one_ally_a_beat():
    # The ally ante is offered once; after it, Bridj may only pass (or overload).
    state = start("bridj", "kehrolyn")
    state = with_hand(with_hand(state, 0, "Liberation", "Strike"), 1, "Bladed", "Strike")
    state = set_pairs(state, ("Liberation", "Strike"), ("Bladed", "Strike"))
    assert Decision(0, "ante", "Ally") in pending(state).options
    state = apply(apply(state, Decision(0, "ante", "Ally")), Decision(1, "pass"))
    assert Decision(0, "ante", "Ally") not in pending(state).options
