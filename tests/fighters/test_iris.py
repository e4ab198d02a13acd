"""VG Gal Iris's keywords (unique ability Rhythm Beat, tracked with the app-only High, Middle
and Low counters: the keywords of the style that went to discard 1) and the effects they
switch on (fighters/iris.yaml; 000 "Recycle Phase", "Conditionals", "Other Effects": Armor).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
The app starts Iris on Middle.
"""

from dataclasses import replace

from tests.beat_helpers import lives
from tests.fighter_helpers import formless, play_beat, start, tokens
from tests.note_helpers import not_stunned


def keywords(state):
    """Iris's (seat 0) High, Middle and Low counters."""
    return tuple(tokens(state, 0, name) for name in ("High", "Middle", "Low"))


def with_keywords(state, high, middle, low):
    """Iris (seat 0) has these current keywords (1: current)."""
    return state.with_fighter(0, supply=(high, middle, low),
                              depletion=(1 - high, 1 - middle, 1 - low))


def test_the_style_played_gives_its_keyword_for_the_next_beat():
    # Middle at the start; Spinning (High) goes to discard 1 at Recycle: High only. At
    # distance 6 no attack reaches.
    state = formless(start("iris", "kehrolyn", positions=(1, 7)))
    assert keywords(state) == (0, 1, 0)
    state = play_beat(state, ("Spinning", "Strike"), ("Bladed", "Strike"))
    assert keywords(state) == (1, 0, 0)


def test_audio_gives_both_high_and_low():
    state = play_beat(formless(start("iris", "kehrolyn", positions=(1, 7))),
                      ("Audio", "Strike"), ("Bladed", "Strike"))
    assert keywords(state) == (1, 0, 1)


def test_groove_has_two_more_power_the_beat_after_a_high_style():
    # Beat 1: Spinning (High), no attack reaches at distance 6. Beat 2 at distance 2: Bladed
    # Grasp (priority 5 beats Sonorous Groove's 3) misses with range 1; Groove (range 1 + 0~1)
    # hits for 3 + 2 = 5 over guard 0 + 2 = 2: Kehrolyn 20 - 5 = 15.
    state = play_beat(formless(start("iris", "kehrolyn", positions=(1, 7))),
                      ("Spinning", "Strike"), ("Bladed", "Strike"))
    state = play_beat(replace(state, positions=(3, 5)), ("Sonorous", "Groove"),
                      ("Bladed", "Grasp"))
    assert lives(state) == (20, 15)


def test_breakdown_stuns_on_hit_while_middle_is_current():
    # Middle (the start). Breakdown advances Iris 3 -> 4 at Start; Breakdown Strike (priority
    # 3 beats Bladed Shot's 2) hits for 4 - 1 = 3 under guard 2 + 2 = 4, but Middle stuns:
    # Kehrolyn 17 and does not attack, Iris 20.
    state = play_beat(formless(start("iris", "kehrolyn", positions=(3, 5))),
                      ("Breakdown", "Strike"), ("Bladed", "Shot"))
    assert lives(state) == (20, 17)


def test_spinning_has_soak_two_and_stun_guard_two_while_low_is_current():
    # Low only. Bladed Strike (priority 3 beats Spinning Strike's 3 - 1 = 2) hits for 6 - 2
    # soak = 4, not above guard 5 + 2 = 7: Iris 16 and not stunned. Spinning Strike answers for
    # 4 + 1 = 5 under guard 7: Kehrolyn 15.
    state = with_keywords(formless(start("iris", "kehrolyn", positions=(3, 4))), 0, 0, 1)
    state = play_beat(state, ("Spinning", "Strike"), ("Bladed", "Strike"))
    assert ("Iris", 4, 7) in not_stunned(state)
    assert lives(state) == (16, 15)


def test_sonorous_has_two_more_power_on_hit_after_a_high_style_that_hit():
    # Beat 1 at distance 2 (Middle current): Bladed Strike (priority 3) goes first and misses
    # with range 1; Spinning Shot (priority 2 - 1 = 1, range 1~5) hits for 3 + 1 + 1 (Middle)
    # = 5 under guard 5 + 2 = 7: Kehrolyn 15, and High is current. Beat 2 at distance 2 again:
    # Sonorous Shot hits for 3 + 0 + 2 (High, hit last beat) = 5: Kehrolyn 10.
    state = play_beat(formless(start("iris", "kehrolyn", positions=(3, 5))),
                      ("Spinning", "Shot"), ("Bladed", "Strike"))
    assert lives(state) == (20, 15)
    assert keywords(state) == (1, 0, 0)
    state = play_beat(replace(state, positions=(3, 5)), ("Sonorous", "Shot"),
                      ("Bladed", "Strike"))
    assert lives(state) == (20, 10)
