"""Kallistar's unique ability (Form of Disaster): the bonus of her form when the Ante Phase
begins, and the styles that change her form or read it (fighters/kallistar.yaml; 000 "Forms",
"Ante Phase", "In-Time Triggers", "Other Effects": Armor, Chip).

The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority; it cannot hit at
range 3 or more).
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, start
from tests.note_helpers import decided, noted


def test_human_form_gives_soak_1_for_the_beat():
    # Kallistar starts in Human Form. Volcanic Shot: priority 0 + 2 = 2, guard 2. Combination
    # Strike (priority 3, power 2 + 4 = 6) hits first at distance 1: 6 - 1 = 5 damage, 20 - 5
    # = 15.
    state = play_beat(start("kallistar", "shekhtur", positions=(3, 4)),
                      ("Volcanic", "Shot"), ("Combination", "Strike"))
    assert lives(state)[0] == 15


def test_elemental_form_gives_2_power_and_2_priority_for_1_life():
    # In Elemental Form: Volcanic Shot has range 3~8, power 0 + 3 + 2 = 5, priority 0 + 2 + 2
    # = 4, against Combination Shot (priority 2, guard 2) at distance 3. Kallistar hits first:
    # 20 - 5 = 15. She paid 1 life: 20 - 1 = 19. (Combination cannot hit at range 3.)
    state = start("kallistar", "shekhtur", positions=(3, 6))
    state = state.with_fighter(0, form="Elemental Form")
    state = play_beat(state, ("Volcanic", "Shot"), ("Combination", "Shot"))
    assert ("Kallistar", 4, 2) in decided(state)
    assert lives(state) == (19, 15)


def test_ignition_turns_human_kallistar_elemental_at_end_of_beat():
    # At distance 6 neither Ignition Shot (range 1~4) nor Combination Strike (range 1) hits.
    state = play_beat(start("kallistar", "shekhtur", positions=(1, 7)),
                      ("Ignition", "Shot"), ("Combination", "Strike"))
    assert state.fighters[0].form == "Elemental Form"


def test_flare_in_human_form_costs_3_life_for_3_priority():
    # Flare Shot in Human Form: priority 0 + 2 + 3 = 5 against Combination Strike's 3; Flare
    # costs 3 life: 20 - 3 = 17 (at distance 6 nobody hits).
    state = play_beat(start("kallistar", "shekhtur", positions=(1, 7)),
                      ("Flare", "Shot"), ("Combination", "Strike"))
    assert ("Kallistar", 5, 3) in decided(state)
    assert lives(state)[0] == 17


def test_supernova_in_elemental_form_defeats_kallistar_at_end_of_beat():
    # Kallistar at 7 life, Elemental Form: at the Ante Phase +2 power and +2 priority for 1
    # life (7 - 1 = 6). Supernova (range 1~2, power 8 + 2 = 10, priority 5 + 2 = 7) beats
    # Combination Strike (3) and hits for 10: Shekhtur 20 - 10 = 10, stunned. At End of Beat
    # Kallistar is defeated: Shekhtur (seat 1) wins though he has less life.
    state = start("kallistar", "shekhtur", positions=(3, 4), life=(7, 20)).with_fighter(
        0, finisher="Supernova", form="Elemental Form")
    state = play_beat(state, ("Switch", "Strike"), ("Combination", "Strike"))
    assert lives(state) == (6, 10)
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 1)
    assert noted(state, "eliminated", seat=0, source="Supernova")


def test_supernova_in_human_form_defeats_nobody():
    # In Human Form the card is a Cancel settled by hand: no defeat at End of Beat.
    state = start("kallistar", "shekhtur", positions=(3, 4), life=(7, 20)).with_fighter(
        0, finisher="Supernova")
    state = play_beat(state, ("Switch", "Strike"), ("Combination", "Strike"))
    assert state.outcome is None
