"""Bridj's unique ability (Liberation Force): her Ally cards are resolved by hand, so the app
offers the ally ante and the End of Beat prompt (fighters/bridj.yaml; 000 "Ante Phase",
"End of Beat", "Triggered Effects").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from dataclasses import replace

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, new_duel
from tests.beat_helpers import lives
from tests.conftest import seat, set_pairs, with_hand
from tests.fighter_helpers import play_beat, set_and_ante, start, until_step


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


def test_bombing_run_repeats_while_its_push_moves_the_opponent():
    # Life 6: Switch brings Bombing Run (range 2~5, power 3, priority 5) against Safari Strike
    # (3) at 3 and 6. Hit: push 6 -> 7, the opponent moved: the attack repeats; 3 damage.
    # Second hit at range 4: the push cannot move Ludus off the board: no repeat; 3 damage.
    # Ludus 20 - 6 = 14 (6 > Strike's guard 5: stunned, no attack back).
    state = new_duel(DuelSetup((seat("bridj", finisher="Bombing Run"), seat("ludus"))))
    state = replace(state, positions=(3, 6)).with_fighter(0, life=6)
    state = play_beat(state, ("Switch", "Strike"), ("Safari", "Strike"))
    assert state.positions == (3, 7)
    assert lives(state) == (6, 14)


def test_blackout_has_two_more_power_when_its_advance_switches_sides():
    # Blackout Strike (range 1~2, power 4 - 1, priority 4) beats Safari Strike (3). Start:
    # advance 1 from 3 over Ludus (on 4) onto 5: +2 power, 5 damage: Ludus 15 (and stunned).
    state = play_beat(start("bridj", "ludus", positions=(3, 4)), ("Blackout", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 15)
    # From 2 against 5 the advance ends on 3: no bonus, 3 damage at range 2: Ludus 17.
    state = play_beat(start("bridj", "ludus", positions=(2, 5)), ("Blackout", "Strike"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 17)
