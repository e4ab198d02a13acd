"""Sarafina's unique ability (Holoprojection): her Projection marker, which Hollow places and
her Field base reads (fighters/sarafina.yaml; 000 "Markers", "Attack", "Guard & Stun").

Baenvier is the opponent, with his Switch style (it only gains Force at Reveal)."""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
    until_offered,
)
from tests.note_helpers import decided, noted, of_kind


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
    assert noted(away, "miss_out_of_range", name="Sarafina", range="0~1", origin="Projection",
                  origin_distance=2)
    assert lives(away) == (20, 20)
    none = play_beat(state, ("Tactical", "Field"), ("Switch", "Strike"))
    assert noted(none, "miss_out_of_range", origin="Projection", origin_space=None)


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
    state = set_and_ante(start("sarafina", "baenvier", positions=(3, 6)), ("Silver", "Shot"),
                         ("Switch", "Strike"))
    state = until_choice(state, "style:Silver#2")
    assert state.positions[0] == 4
    assert choice_keys(state) == ["m0:2", "m0:6"]


def test_tactical_may_put_the_projection_on_either_end_space():
    state = set_and_ante(start("sarafina", "baenvier", positions=(3, 6)), ("Tactical", "Shot"),
                         ("Switch", "Strike"))
    state = until_choice(state, "style:Tactical#0")
    assert choice_keys(state) == ["m0:1", "m0:7"]
    assert choose(state, "m0:7").fighters[0].markers == (7,)


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


def test_stepping_into_the_projection_moves_sarafina_there_and_takes_the_marker_off():
    # Sarafina on 2, Shekhtur on 4, the Projection on 6 (past him). The ante puts her on 6
    # directly and takes the marker off the board; she has switched sides, so Locus gives +4
    # Priority at Reveal: Locus Strike 3 - 1 + 4 = 6 beats Combination Shot's 2.
    state = start("sarafina", "shekhtur", positions=(2, 4)).with_fighter(0, markers=(6,))
    state = set_and_ante(state, ("Locus", "Strike"), ("Combination", "Shot"),
                         antes=((0, "Step into projection"),))
    assert state.positions[0] == 6
    assert state.fighters[0].markers == (None,)
    assert ("Sarafina", 6, 2) in decided(state)


def test_locus_gives_no_priority_without_a_switch_of_sides():
    # No ante: Locus Strike 3 - 1 = 2 ties Combination Shot's 2, a clash.
    state = start("sarafina", "shekhtur", positions=(2, 4)).with_fighter(0, markers=(6,))
    state = set_and_ante(state, ("Locus", "Strike"), ("Combination", "Shot"))
    assert of_kind(state, "clash")


# ---------------------------------------------------------------- wave 5 (w5c)


def test_after_ritherwhyte_infusion_she_has_more_range_and_loses_a_life_every_end_of_beat():
    # Life 7, Ritherwhyte Infusion chosen: Switch brings it out. Range 1~3, power 3, priority
    # 4 beats Chained Aegis (-1) and hits Eligor at distance 2 for 3 (Aegis prints no guard:
    # stunned, 20 - 3 = 17). From then on: End of Beat 7 - 1 = 6. Next beat Tactical Strike:
    # range 1 + 0 + 0~2 = 1~3 reaches distance 2 (Strike alone would not), power 4 + 1 = 5,
    # priority 3 + 1 = 4: 17 - 5 = 12, stunned again; End of Beat 6 - 1 = 5.
    state = start("sarafina", "eligor", life=(7, 20)).with_fighter(
        0, finisher="Ritherwhyte Infusion")
    state = play_beat(state, ("Switch", "Strike"), ("Chained", "Aegis"))
    assert tokens(state, 0, "Ritherwhyte") == 1
    assert lives(state) == (6, 17)
    state = play_beat(state, ("Tactical", "Strike"), ("Chained", "Aegis"))
    assert lives(state) == (5, 12)


def test_silver_keeps_the_opponents_priority_at_the_number_printed_on_their_pair():
    # Shekhtur antes 2 Malice (+1 priority each) on Combination Strike, printed 3 + 0 = 3:
    # Silver keeps it at 3, so Silver Strike (3 + 1 = 4) makes Sarafina the Active Player
    # (without Silver's cap it would be 5 against 4). Power stays the printed 4 + 2 = 6.
    state = set_and_ante(start("sarafina", "shekhtur", positions=(3, 4)),
                         ("Silver", "Strike"), ("Combination", "Strike"),
                         antes=((1, "Malice"), (1, "Malice")))
    assert state.active == 0
    assert pair_stats(state, 1).priority.lo == 3
    assert pair_stats(state, 1).power.lo == 6
