"""Arec's unique ability (Subtle Influence): his Influence tokens, anted once a beat and
regained by his cards (fighters/arec.yaml; 000 "Ante Phase", "Tokens & Counters", "Attack",
"Guard & Stun").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    notes,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
    until_choice,
)


def test_anteing_influence_spends_one_token_and_only_once_a_beat():
    # 4 Influence tokens at the start; one ante: 4 - 1 = 3. A second one the same beat is
    # refused (a Limited Ante).
    state = start("arec", "baenvier")
    anted = set_and_ante(state, ("Phantom", "Strike"), ("Switch", "Strike"),
                         antes=((0, "Influence"),))
    assert tokens(anted, 0, "Influence") == 3
    with pytest.raises(RuleViolation):
        set_and_ante(state, ("Phantom", "Strike"), ("Switch", "Strike"),
                     antes=((0, "Influence"), (0, "Influence")))


def test_phantom_regains_an_influence_token_at_end_of_beat():
    # 2 Influence by hand, none anted. Arec on 1, Baenvier on 6 (distance 5): Phantom Strike
    # (range 1 + 0~2 = 1~3) and Baenvier's Switch Strike (range 1) both miss.
    # End of Beat: 2 + 1 = 3.
    state = apply(start("arec", "baenvier", positions=(1, 6)),
                  adjust_decision(0, "token:Influence", 2))
    state = play_beat(state, ("Phantom", "Strike"), ("Switch", "Strike"))
    assert lives(state) == (20, 20)
    assert tokens(state, 0, "Influence") == 3


def test_hex_reaches_the_opponent_at_any_distance_and_recovers_an_influence_token():
    # 3 Influence by hand. Arec on 1, Baenvier on 7 (distance 6). Mirrored Hex: range X (the
    # opponent's space), power 3 + 1 = 4, priority 3 + 0 = 3. Baenvier's Switch Shot: range
    # 1~4, power 3, priority 2. Arec attacks first and hits at 6: 20 - 4 = 16; Hex recovers a
    # token, 3 + 1 = 4. Baenvier (on 6 or 7 after Hex's move) is 5 or 6 away: his Shot misses.
    state = apply(start("arec", "baenvier", positions=(1, 7)),
                  adjust_decision(0, "token:Influence", 3))
    state = play_beat(state, ("Mirrored", "Hex"), ("Switch", "Shot"))
    assert "Arec hits: distance 6" in notes(state)
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Influence") == 4


CLONE = "ua:Subtle Influence#0"


@pytest.mark.parametrize(("key", "arec_on"), [("2,6", 2), ("m0:0", 1)])
def test_mirrored_leaves_a_clone_arec_may_step_onto_when_the_next_ante_phase_begins(key, arec_on):
    # Arec on 1, Baenvier on 6 (distance 5): Mirrored Grasp (range 1 + 1~2 = 2~3, priority 5)
    # and Baenvier's Switch Strike (range 1, priority 3) both miss. Mirrored's End of Beat puts
    # the Clone on a free space: 2. When the next ante phase begins the Clone is taken off the
    # board; Arec either moves directly onto its space (2) or stays on 1.
    state = play_beat(start("arec", "baenvier", positions=(1, 6)), ("Mirrored", "Grasp"),
                      ("Switch", "Strike"), choices={"Mirrored": "m0:2"})
    assert lives(state) == (20, 20)
    assert state.fighters[0].markers == (2,)
    state = until_choice(set_only(state, ("Phantom", "Shot"), ("Switch", "Shot")), CLONE)
    state = apply(state, Decision(0, "choose", CLONE, key))
    assert state.positions == (arec_on, 6)
    assert state.fighters[0].markers == (None,)


def test_a_clone_on_the_opponents_space_is_only_taken_off():
    # The Clone on 2, and Baenvier has stepped onto it: Arec cannot move there, so taking the
    # Clone off is all that is left, done as the ante phase begins.
    state = start("arec", "baenvier", positions=(1, 2)).with_fighter(0, markers=(2,))
    state = set_only(state, ("Phantom", "Shot"), ("Switch", "Shot"))
    assert state.cursor.step == "ante"
    assert state.positions == (1, 2)
    assert state.fighters[0].markers == (None,)
