"""Bridj's unique ability (Liberation Force): her Ally cards' attacks are resolved by hand; the
app counts them in hand ("Ally") and discarded ("Ally discarded") and settles at End of Beat
where the anted one goes (fighters/bridj.yaml; 000 "Ante Phase", "End of Beat", "Triggered
Effects").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from dataclasses import replace

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, new_duel
from tests.beat_helpers import lives
from tests.conftest import seat, set_pairs, with_hand
from tests.fighter_helpers import against_valuer, holding, play_beat, start, tokens


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


ALLY = ((0, "Ally"),)


def _allies(state):
    return tokens(state, 0, "Ally"), tokens(state, 0, "Ally discarded")


def test_an_anted_ally_comes_back_to_hand_when_bridj_is_not_stunned():
    # Apart (1 and 7): nobody hits.
    state = play_beat(against_valuer("bridj", positions=(1, 7)), ("Liberation", "Shot"),
                      ("Idle", "Strike"), antes=ALLY)
    assert _allies(state) == (4, 0)


def test_an_anted_ally_is_discarded_when_bridj_is_stunned_unless_dauntless():
    # Idle Drive (priority 4) beats Liberation Shot (2) and Dauntless Shot (3); it hits Bridj
    # for 3, more than Shot's Stun Guard 2: stunned.
    state = play_beat(against_valuer("bridj", positions=(3, 4)), ("Liberation", "Shot"),
                      ("Idle", "Drive"), antes=ALLY)
    assert lives(state)[0] == 17
    assert _allies(state) == (3, 1)
    kept = play_beat(against_valuer("bridj", positions=(3, 4)), ("Dauntless", "Shot"),
                     ("Idle", "Drive"), antes=ALLY)
    assert lives(kept)[0] == 17
    assert _allies(kept) == (4, 0)


def test_unified_with_an_ally_anted_gives_stun_immunity_and_soak_2_but_a_hit_loses_the_ally():
    # Idle Strike (priority 3) beats Unified Shot (0) and hits for 4: Soak 2 leaves 2 and no
    # stun; the hit discards the ally at End of Beat.
    state = play_beat(against_valuer("bridj", positions=(3, 4)), ("Unified", "Shot"),
                      ("Idle", "Strike"), antes=ALLY)
    assert lives(state)[0] == 18
    assert _allies(state) == (3, 1)
    # No ally anted: no Soak, 4 damage.
    bare = play_beat(against_valuer("bridj", positions=(3, 4)), ("Unified", "Shot"),
                     ("Idle", "Strike"))
    assert lives(bare)[0] == 16


def test_team_takedown_on_hit_regains_a_discarded_ally():
    # One ally discarded by hand. Contra Team Takedown (range 2~4, priority 3) beats Idle Shot
    # (2) at distance 2 and hits for 3: the ally comes back.
    state = holding(holding(against_valuer("bridj", positions=(3, 5)), 0, "Ally", 3),
                    0, "Ally discarded", 1)
    state = play_beat(state, ("Contra", "Team Takedown"), ("Idle", "Shot"))
    assert lives(state)[1] == 17
    assert _allies(state) == (4, 0)
