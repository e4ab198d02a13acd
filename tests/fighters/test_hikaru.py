"""Hikaru's unique ability (Geomantic Assault): his Elemental tokens, anted once a beat and
regained or spent by his cards (fighters/hikaru.yaml; 000 "Ante Phase", "Tokens & Counters",
"Finisher Cards", "Attack").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from tests.beat_helpers import lives
from tests.fighter_helpers import holding, play_beat, start, tokens


def _elementals(state, n):
    return holding(state, 0, "Elemental", n)


def test_trance_returns_the_anted_token_at_reveal():
    # 2 Elemental tokens by hand; one anted: 2 - 1 = 1. Trance's Reveal returns it: 1 + 1 = 2,
    # and its End of Beat regains one more: 2 + 1 = 3. (Without the Reveal return: 1 + 1 = 2.)
    # Hikaru on 1, Baenvier on 6 (distance 5): Trance Strike (range 1~2, priority 3) and
    # Baenvier's Switch Shot (range 1~4, priority 2) both miss.
    state = _elementals(start("hikaru", "baenvier", positions=(1, 6)), 2)
    state = play_beat(state, ("Trance", "Strike"), ("Switch", "Shot"),
                      antes=((0, "Elemental"),))
    assert tokens(state, 0, "Elemental") == 3


def test_wrath_of_elements_spends_every_elemental_token_at_reveal():
    # At 7 life Switch brings Wrath of Elements (range 1, power 7, priority 6): its Reveal
    # spends all 4 tokens held, 4 -> 0. Hikaru on 1, Baenvier on 6: nobody hits.
    state = start("hikaru", "baenvier", positions=(1, 6), life=(7, 20))
    state = state.with_fighter(0, finisher="Wrath of Elements")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(state) == (7, 20)
    assert tokens(state, 0, "Elemental") == 0


def test_four_winds_repeats_after_regaining_a_token_on_hit():
    # At 7 life Switch brings Four Winds (range 1, power 2, priority 5). Hikaru on 3, Baenvier
    # on 4 with Switch Strike (range 1, power 4, priority 3): Hikaru attacks first.
    # 3 tokens held: the hit regains one (3 + 1 = 4) and the attack repeats, hitting again;
    # with 4 held nothing is left to regain, so no third attack. Baenvier 20 - 2 - 2 = 16
    # (2 does not exceed guard 5 either time). Baenvier then hits: Hikaru 7 - 4 = 3.
    # With 4 tokens held from the start there is no repeat: 20 - 2 = 18.
    state = start("hikaru", "baenvier", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Four Winds")
    repeated = play_beat(_elementals(state, 3), ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(repeated) == (3, 16)
    assert tokens(repeated, 0, "Elemental") == 4
    once = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(once) == (3, 18)


def test_advancing_advances_once_and_gains_power_only_when_that_advance_passes_the_opponent():
    # Advancing Strike: power 4 + 1 = 5, priority 3 + 1 = 4 beats Safari Strike (3): Hikaru
    # attacks first. From 3 with Ludus on 5 he advances 1 to 4 (no pass: no bonus) and hits
    # for 5 (20 - 5 = 15); he does not advance a second time now that he is at range 1.
    # From 3 with Ludus on 4 the advance hops to 5 (passing him): 5 + 1 = 6 (20 - 6 = 14).
    near = play_beat(start("hikaru", "ludus", positions=(3, 5)), ("Advancing", "Strike"),
                     ("Safari", "Strike"))
    assert near.positions[0] == 4
    assert lives(near)[1] == 15
    passed = play_beat(start("hikaru", "ludus", positions=(3, 4)), ("Advancing", "Strike"),
                       ("Safari", "Strike"))
    assert passed.positions[0] == 5
    assert lives(passed)[1] == 14
