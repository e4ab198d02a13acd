"""Sarafina's unique ability (Holoprojection): her Projection marker, which Hollow places and
her Field base reads (fighters/sarafina.yaml; 000 "Markers", "Attack", "Guard & Stun").

Baenvier is the opponent, with his Switch style (it only gains Force at Reveal)."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import play_beat, set_and_ante, start


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


def test_field_away_from_the_projection_marker_is_left_to_the_table():
    # The marker on 3 is two spaces from Baenvier on 5: range X stays, and the app asks
    # Sarafina whether Field hits instead of deciding it.
    state = _projection_on(start("sarafina", "baenvier", positions=(1, 5)), 3)
    state = set_and_ante(state, ("Tactical", "Field"), ("Switch", "Strike"))
    assert {d.kind for d in pending(state).options} == {"hit"}


def test_hollow_may_put_the_projection_marker_one_space_from_sarafina_at_end_of_beat():
    # Sarafina on 3, Baenvier on 6 (distance 3). Hollow Shot: range 1~4 + 1~2 = 2~6, power 3,
    # priority 2 - 2 = 0. Baenvier's Switch Strike (priority 3, range 1) attacks first and
    # misses. Hollow hits at range 3: power 3 + 2 = 5, 20 - 5 = 15 (5 does not exceed guard 5).
    # At End of Beat the marker may go to a space 1 from Sarafina: 2 or 4; she picks 4.
    state = set_and_ante(start("sarafina", "baenvier", positions=(3, 6)),
                         ("Hollow", "Shot"), ("Switch", "Strike"))
    while not choice_keys(state):
        state = apply(state, pending(state).options[0])
    assert choice_keys(state) == ["m0:2", "m0:4"]
    state = choose(state, "m0:4")  # the last decision of the beat
    assert lives(state) == (20, 15)
    assert state.fighters[0].markers == (4,)


def test_silver_may_put_the_projection_exactly_2_spaces_from_sarafina():
    # Silver Field against Switch Shot: a clash, then the first bases offered. Silver's Before
    # advance takes Sarafina to 4. End of Beat: the Projection may go 2 spaces from her, on 2
    # or on 6 (Baenvier's space: a Projection may share it).
    from tests.fighter_helpers import until_choice
    state = set_and_ante(start("sarafina", "baenvier", positions=(3, 6)), ("Silver", "Shot"),
                         ("Switch", "Strike"))
    state = until_choice(state, "style:Silver#2")
    assert state.positions[0] == 4
    assert choice_keys(state) == ["m0:2", "m0:6"]


def test_tactical_may_put_the_projection_on_either_end_space():
    from tests.fighter_helpers import until_choice
    state = set_and_ante(start("sarafina", "baenvier", positions=(3, 6)), ("Tactical", "Shot"),
                         ("Switch", "Strike"))
    state = until_choice(state, "style:Tactical#0")
    assert choice_keys(state) == ["m0:1", "m0:7"]
    assert choose(state, "m0:7").fighters[0].markers == (7,)
