"""Sarafina's unique ability (Holoprojection): her Projection marker, which Hollow places and
her Field base reads (fighters/sarafina.yaml; 000 "Markers", "Attack", "Guard & Stun").

Baenvier is the opponent, with his Switch style (it only gains Force at Reveal)."""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start, until_offered


def _projection_on(state, space):
    return apply(state, adjust_decision(0, "marker:0", space))


def test_field_reaches_an_opponent_on_or_next_to_the_projection_marker():
    # Sarafina on 1, Baenvier on 5 (distance 4). Tactical Field: range X, power 3 + 1 = 4,
    # priority 4 + 1 = 5. Baenvier's Switch Strike: range 1, power 4, priority 3.
    # Sarafina attacks first; with the marker next to Baenvier (6) or under him (5) Field
    # reaches him: 4 damage, 20 - 4 = 16 (4 does not exceed guard 5). His Strike misses at
    # distance 4.
    state = start("sarafina", "baenvier", positions=(1, 5))
    for space in (6, 5):
        done = play_beat(_projection_on(state, space), ("Tactical", "Field"),
                         ("Switch", "Strike"))
        assert lives(done) == (20, 16), space


def test_field_misses_away_from_the_projection_marker_or_without_one():
    # The marker on 3 is two spaces from Baenvier on 5: Field reaches the marker's space and
    # the spaces beside it only, so it misses; with no marker on the board it misses too.
    # Baenvier's Strike misses at distance 4: nobody loses life.
    state = start("sarafina", "baenvier", positions=(1, 5))
    away = play_beat(_projection_on(state, 3), ("Tactical", "Field"), ("Switch", "Strike"))
    assert "Sarafina misses: range 0~1 does not reach distance 2 from Projection" in notes(away)
    assert lives(away) == (20, 20)
    none = play_beat(state, ("Tactical", "Field"), ("Switch", "Strike"))
    assert "from Projection (off the board)" in notes(none)


@pytest.mark.parametrize(("style", "end", "spaces"), [
    ("Locus", 1, [5]),          # Projection 3 from 2: 5 (-1 is off the board)
    ("Implosion", 2, [6]),      # Projection 4 from 2: 6
    ("Tactical", 0, [1, 7]),    # either edge of the board
])
def test_each_style_puts_the_projection_at_its_own_distance_at_end_of_beat(style, end, spaces):
    # Sarafina on 2, Baenvier on 6. At End of Beat she takes her style's optional placement:
    # a single space is used at once, two are offered.
    state = set_and_ante(start("sarafina", "baenvier", positions=(2, 6)), (style, "Strike"),
                         ("Switch", "Strike"))
    trigger = Decision(0, "trigger", f"style:{style}#{end}")
    state = apply(until_offered(state, trigger), trigger)
    if len(spaces) == 1:
        assert state.fighters[0].markers == (spaces[0],)
    else:
        assert choice_keys(state) == [f"m0:{space}" for space in spaces]
