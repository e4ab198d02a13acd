"""Rukyuk's unique ability (Custom Ammunition): his Ammo tokens, anted once a beat, spent by
Gunner and Crossfire and brought back by Reload (fighters/rukyuk.yaml; 000 "Ante Phase",
"Tokens & Counters", "Attack").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, start, tokens


def test_reload_brings_every_ammo_token_back_at_end_of_beat():
    # 2 Ammo by hand. Trick Reload: range N/A (it cannot hit), priority 4 - 3 = 1; Baenvier's
    # Switch Strike (range 1, priority 3) misses at distance 5 (Rukyuk on 1, Baenvier on 6)
    # before Reload's move. End of Beat: all 6 back in the supply.
    state = apply(start("rukyuk", "baenvier", positions=(1, 6)),
                  adjust_decision(0, "token:Ammo", 2))
    state = play_beat(state, ("Trick", "Reload"), ("Switch", "Strike"))
    assert tokens(state, 0, "Ammo") == 6


def test_crossfire_spends_an_ammo_token_for_two_power_on_hit():
    # Rukyuk on 1, Baenvier on 4 (distance 3). Crossfire Shot: range 1~4 + 2~3 = 3~7, power
    # 3, priority 2 - 2 = 0. Baenvier's Switch Strike (range 1, priority 3) misses first.
    # Ammo 6 - 1 anted = 5; on hit one more is spent, 5 - 1 = 4, for power 3 + 2 = 5:
    # Baenvier 20 - 5 = 15.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), ("Crossfire", "Shot"),
                      ("Switch", "Strike"), antes=((0, "Ammo"),))
    assert lives(state) == (20, 15)
    assert tokens(state, 0, "Ammo") == 4


def test_gunner_spends_an_ammo_token_to_reach_one_to_five_further_instead():
    # Rukyuk on 1, Baenvier on 7 (distance 6). Gunner Strike: range 1 + 2~4 = 3~5, power 4,
    # priority 3; Baenvier's Switch Grasp (range 1, priority 5) attacks first and misses.
    # Spending an Ammo token makes it 1 + 1~5 = 2~6: it hits at 6, 20 - 4 = 16.
    # Ammo 6 - 1 anted - 1 spent = 4.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 7)), ("Gunner", "Strike"),
                      ("Switch", "Grasp"), antes=((0, "Ammo"),))
    assert lives(state) == (20, 16)
    assert tokens(state, 0, "Ammo") == 4
