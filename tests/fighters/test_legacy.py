"""Legacy's Strikers (fighters/legacy.yaml): the app counts those in hand ("Striker") and those
in the Striker discard pile ("Striker discard"); a Striker used this beat joins the pile at
Recycle, so no End of Beat effect regains it that beat (000 "Tokens & Counters", "Recycle
Phase"; the printed cards' own effects stay prompts)."""

from dataclasses import replace

from tests.beat_helpers import lives
from tests.fighter_helpers import against_valuer, holding, play_beat, start, tokens

ANTE = ((0, "Ante a Striker"),)


def _counts(state):
    return tokens(state, 0, "Striker"), tokens(state, 0, "Striker discard")


def test_an_anted_striker_joins_the_striker_discard_pile_at_recycle():
    # Apart (1 and 7): nobody hits. Enduring Strike has no End of Beat regain.
    state = play_beat(start("legacy", "shekhtur", positions=(1, 7)), ("Enduring", "Strike"),
                      ("Jugular", "Strike"), antes=ANTE)
    assert _counts(state) == (3, 1)


def test_inspiring_regains_an_older_striker_but_not_the_one_used_this_beat():
    # One Striker already in the discard (3 in hand): the ante leaves 2, Inspiring's End of
    # Beat takes the older one back (3, discard 0), and the anted one joins the pile (1).
    older = holding(holding(start("legacy", "shekhtur", positions=(1, 7)), 0, "Striker", 3),
                    0, "Striker discard", 1)
    older = play_beat(older, ("Inspiring", "Strike"), ("Jugular", "Strike"), antes=ANTE)
    assert _counts(older) == (3, 1)
    # None in the discard: the Striker anted this beat is not taken back.
    fresh = play_beat(start("legacy", "shekhtur", positions=(1, 7)), ("Inspiring", "Strike"),
                      ("Jugular", "Strike"), antes=ANTE)
    assert _counts(fresh) == (3, 1)


def test_bolstering_advances_then_regains_a_striker_from_the_discard():
    state = holding(holding(start("legacy", "shekhtur", positions=(1, 7)), 0, "Striker", 2),
                    0, "Striker discard", 2)
    state = play_beat(state, ("Bolstering", "Strike"), ("Jugular", "Strike"))
    assert _counts(state) == (3, 1)
    assert state.positions[0] in (2, 3)


def test_legacy_punch_gains_one_power_per_striker_in_the_discard():
    # Legacy at 7 life on 3, the valuer on 4: Switch brings Legacy Punch (1/3/3, priority 3
    # beats Idle Shot's 2). Three Strikers in the discard: 3 + 3 = 6 damage.
    state = against_valuer("legacy", positions=(3, 4), life=(7, 20))
    state = holding(holding(state.with_fighter(0, finisher="Legacy Punch"), 0, "Striker", 1),
                    0, "Striker discard", 3)
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == 14


def test_assemble_takes_every_striker_in_the_discard_back_to_hand():
    state = start("legacy", "shekhtur", positions=(1, 7), life=(7, 20))
    state = holding(holding(state.with_fighter(0, finisher="Assemble!"), 0, "Striker", 2),
                    0, "Striker discard", 2)
    state = play_beat(state, ("Switch", "Strike"), ("Jugular", "Strike"))
    assert _counts(state) == (4, 0)


def test_the_beat_after_galvanized_an_anted_striker_gives_one_more_power():
    # Beat 1 apart (1 and 7): Galvanized Strike, nobody hits. Beat 2 on 3 and 4: Inspiring
    # Strike (power 4 + 1 = 5, priority 3) with a Striker anted: +1 = 6 against Idle Shot
    # (priority 2): the valuer 20 - 6 = 14. After beat 3 the bonus is gone.
    state = against_valuer("legacy", positions=(1, 7))
    state = play_beat(state, ("Galvanized", "Strike"), ("Idle", "Shot"))
    state = replace(state, positions=(3, 4))
    state = play_beat(state, ("Inspiring", "Strike"), ("Plain", "Shot"), antes=ANTE)
    assert lives(state)[1] == 14
    state = replace(state, positions=(3, 4))
    state = play_beat(state, ("Bolstering", "Grasp"), ("Tethered", "Drive"), antes=ANTE)
    assert tokens(state, 0, "Galvanized beat") == 0
