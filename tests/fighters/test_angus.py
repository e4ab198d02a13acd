"""Angus's unique ability (Beat of War): Cadence tokens anted for Power and Priority, regained
at the End of Beat, and read by his styles (fighters/angus.yaml; 000 "Ante Phase",
"Tokens & Counters", "Reveal Step", "Guard & Stun").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_only, start, tokens
from tests.note_helpers import beaten

TWO = ((0, "Cadence"), (0, "Cadence"))


def test_each_cadence_token_anted_adds_one_power_and_one_priority():
    # Angus on 3, Baenvier on 4 (distance 1). Snare Strike: power 4 - 3 = 1, priority 3 - 1 = 2;
    # two Cadence anted: power 1 + 2 = 3, priority 2 + 2 = 4, beating Baenvier's Switch Strike
    # (priority 3). Angus hits first: 20 - 3 = 17, and Snare stuns Baenvier, who does not
    # attack. Cadence 4 - 2 = 2, + 1 at End of Beat = 3.
    state = play_beat(start("angus", "baenvier", positions=(3, 4)), ("Snare", "Strike"),
                      ("Switch", "Strike"), antes=TWO)
    assert (4, 3) in beaten(state)
    assert lives(state) == (20, 17)
    assert tokens(state, 0, "Cadence") == 3


def test_angus_regains_one_cadence_at_end_of_beat_and_one_more_when_hit():
    # 1 Cadence by hand, none anted. Snare Strike (priority 2) against Baenvier's Switch Strike
    # (priority 3, power 4). Adjacent (3 and 4): Baenvier hits Angus, 20 - 4 = 16 (4 does not
    # exceed guard 5); End of Beat 1 + 1 + 1 = 3. Apart (1 and 6): nobody hits, 1 + 1 = 2.
    hit = apply(start("angus", "baenvier", positions=(3, 4)),
                adjust_decision(0, "token:Cadence", 1))
    hit = play_beat(hit, ("Snare", "Strike"), ("Switch", "Strike"))
    assert lives(hit)[0] == 16
    assert tokens(hit, 0, "Cadence") == 3
    apart = apply(start("angus", "baenvier", positions=(1, 6)),
                  adjust_decision(0, "token:Cadence", 1))
    apart = play_beat(apart, ("Snare", "Strike"), ("Switch", "Strike"))
    assert tokens(apart, 0, "Cadence") == 2


def test_staccato_advances_one_space_per_cadence_anted():
    # Angus on 1, Baenvier on 5 (distance 4). Staccato Strike: power 4 - 1 = 3, priority 3 - 2
    # = 1; three Cadence anted: power 6, priority 4 against Baenvier's Switch Shot (priority 2).
    # Before: advance 3, 1 -> 4, next to Baenvier; the Strike hits, 20 - 6 = 14.
    state = play_beat(start("angus", "baenvier", positions=(1, 5)), ("Staccato", "Strike"),
                      ("Switch", "Shot"), antes=TWO + ((0, "Cadence"),))
    assert state.positions == (4, 5)
    assert lives(state)[1] == 14


def test_rhythmic_has_one_stun_guard_per_cadence_anted():
    # Angus on 3, Baenvier on 4. Rhythmic Strike: power 4 - 1 = 3, priority 3 - 3 = 0, guard 5.
    # Baenvier's Curse Strike (power 4 + 2 = 6, priority 4) hits first, even against Angus's
    # priority 0 + 1 with a Cadence anted: Angus 20 - 6 = 14.
    # One Cadence anted: guard 5 + 1 = 6, 6 does not exceed it; Angus hits back with
    # 3 + 1 + 4 (Curse gives him +4 after its attack) = 8: Baenvier 20 - 8 = 12.
    # None anted: 6 exceeds guard 5, Angus is stunned and Baenvier stays at 20.
    state = start("angus", "baenvier", positions=(3, 4))
    one = play_beat(state, ("Rhythmic", "Strike"), ("Curse", "Strike"), antes=((0, "Cadence"),))
    assert lives(one) == (14, 12)
    none = play_beat(state, ("Rhythmic", "Strike"), ("Curse", "Strike"))
    assert lives(none) == (14, 20)


def test_a_fourth_cadence_cannot_be_anted_in_one_beat():
    state = set_only(start("angus", "baenvier", positions=(1, 6)), ("Snare", "Strike"),
                     ("Switch", "Strike"))
    for _ in range(3):
        state = apply(state, Decision(0, "ante", "Cadence"))
        state = apply(state, Decision(1, "pass"))
    assert Decision(0, "ante", "Cadence") not in pending(state).options
    assert tokens(state, 0, "Cadence") == 1


def test_after_accelerando_angus_regains_one_more_cadence_each_end_of_beat():
    # Apart (1 and 7): nobody hits. Angus at 7 life: Switch brings Accelerando. Next beat, with 0
    # by hand and no hit, End of Beat gives 1 + 1 = 2; without Accelerando it gives 1.
    state = start("angus", "baenvier", positions=(1, 7), life=(7, 20))
    state = apply(state.with_fighter(0, finisher="Accelerando"),
                  adjust_decision(0, "token:Cadence", 1))
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert tokens(state, 0, "Accelerando") == 1
    state = apply(state, adjust_decision(0, "token:Cadence", 0))
    state = play_beat(state, ("Snare", "Shot"), ("Switch", "Drive"))
    assert tokens(state, 0, "Cadence") == 2
    plain = apply(start("angus", "baenvier", positions=(1, 7)),
                  adjust_decision(0, "token:Cadence", 0))
    plain = play_beat(plain, ("Snare", "Shot"), ("Switch", "Drive"))
    assert tokens(plain, 0, "Cadence") == 1
