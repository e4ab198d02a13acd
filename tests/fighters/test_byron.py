"""Byron Krane's unique ability (The Bound Mask: five Mask counters) and the cards that read or
regain them (fighters/byron.yaml; 000 "Tokens & Counters", "In-Time Triggers", "Other Effects"
(Armor X, Stun Immunity), "Finisher Cards"; 002 "Base Card Overview").

Byron's life is reset from his Masks at Start of Beat (less last beat's life loss); each test
starts him at the life his Masks give. The opponent is Ludus with Safari (+0 to every stat, no
effect the engine runs) and a standard base.
"""

from dataclasses import replace

from engine.battlecon.setup import DuelSetup, new_duel
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import seat
from tests.fighter_helpers import (
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)


def with_masks(state, held):
    """Byron (seat 0) holding ``held`` of his 5 Masks, the rest spent."""
    return holding(state, 0, "Mask", held)


def test_the_first_damage_byron_takes_in_a_beat_costs_a_mask():
    # Ludus's Safari Strike (priority 3) beats Byron's Faceless Shot (2 + 0 = 2) and hits at
    # range 1 for 4: Byron 15 - 4 = 11, stunned (4 > Shot's guard 2). Masks 5 - 1 = 4.
    state = play_beat(start("byron", "ludus", positions=(3, 4)), ("Faceless", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (11, 20)
    assert tokens(state, 0, "Mask") == 4


def test_soulless_soaks_one_damage_per_mask_byron_has_lost():
    # Byron holds 3 Masks (2 lost), life 3 x 3 = 9. Reveal at range 1: Ludus loses 2 life and
    # Soulless Strike gets +2 power. Ludus's Safari Strike (priority 3) beats Soulless Strike
    # (3 - 4 = -1) and deals 4 - Soak 2 = 2: Byron 9 - 2 = 7, Masks 3 - 1 = 2. Stun immune,
    # Byron strikes back for 4 + 1 + 2 = 7: Ludus 20 - 2 - 7 = 11.
    state = with_masks(start("byron", "ludus", positions=(3, 4), life=(9, 20)), 3)
    state = play_beat(state, ("Soulless", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (7, 11)
    assert tokens(state, 0, "Mask") == 2


def test_soul_trap_regains_a_mask_when_it_hits():
    # Byron holds 2 Masks, life 6 (at most 7: Switch brings the Finisher). Soul Trap (range
    # 1~3, priority 2) against Ludus's Safari Strike (priority 3, range 1) at distance 2: Ludus
    # misses, Soul Trap hits for 7 (Ludus 20 - 7 = 13) and Byron regains a Mask, 2 + 1 = 3.
    state = with_masks(start("byron", "ludus", positions=(3, 5), life=(6, 20)), 2)
    state = play_beat(state, ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (6, 13)
    assert tokens(state, 0, "Mask") == 3


def test_deathless_moves_the_opponent_after_damage_at_range_4():
    # Deathless Shot: range 1~4 + 1~3 = 2~7, priority 2 - 1 = 1; Safari Strike (3) misses at
    # distance 4. Byron deals 3 + 2 = 5 from range 4: Ludus may be walked to any space but 3
    # and 7.
    state = set_and_ante(start("byron", "ludus", positions=(3, 7)),
                         ("Deathless", "Shot"), ("Safari", "Strike"))
    state = until_choice(state, "style:Deathless#1")
    assert choice_keys(state) == ["3,1", "3,2", "3,4", "3,5", "3,6"]
    assert finish(choose(state, "3,5"), beat=1).positions == (3, 5)


def soulgate_duel(positions):
    """Byron (seat 0) with the Soulgate Finisher, life 6 (Switch brings it), 2 Masks held,
    against Ludus (seat 1) on ``positions``."""
    state = new_duel(DuelSetup((seat("byron", finisher="Soulgate"), seat("ludus"))))
    state = replace(state, positions=positions).with_fighter(0, life=6)
    return with_masks(state, 2)


def test_soulgate_an_opponent_who_has_not_moved_cannot_hit_byron():
    # Safari Shot (range 1~4, priority 2) beats Soulgate (priority 0) at range 3 but Ludus has
    # not moved: it misses. Soulgate (range 3~4) hits for 25: Ludus 20 - 25, knocked out.
    state = play_beat(soulgate_duel((3, 6)), ("Switch", "Strike"), ("Safari", "Shot"))
    assert state.outcome is not None and state.outcome.winner == 0
    assert lives(state)[0] == 6


def test_soulgate_an_opponent_who_moved_can_hit_byron():
    # Rolling Shot (priority 2 - 1 = 1) beats Soulgate (0): Rolling advances Ludus 1 (6 -> 5),
    # then Shot hits at range 2 for 3 + 2 = 5: Byron 6 - 5 = 1. Soulgate (3~4) misses at 2.
    state = play_beat(soulgate_duel((3, 6)), ("Switch", "Strike"), ("Rolling", "Shot"))
    assert lives(state) == (1, 20)


def test_at_start_of_beat_byron_has_3_life_per_mask_less_last_beats_life_loss():
    # Byron against Byron, distance 1. Beat 1: the opponent's Soulless at range 1 takes 2 of
    # his life at Reveal; his life is then set to 3 x 5 = 15 at Start, and Soulless Strike
    # (power 4 + 1 + 2 = 7) hits: 15 - 7 = 8, and the first damage costs a Mask (4 left).
    # Beat 2 Start: 3 x 4 = 12, less the 2 lost last beat: 10 (ruling 130). Nothing hits
    # him in beat 2 (Faceless Shot is first and Heartless Shot cannot reach distance 1).
    state = start("byron", "byron", positions=(3, 4))
    state = play_beat(state, ("Heartless", "Strike"), ("Soulless", "Strike"))
    assert lives(state)[0] == 8
    assert tokens(state, 0, "Mask") == 4
    state = play_beat(state, ("Faceless", "Shot"), ("Heartless", "Shot"))
    assert lives(state)[0] == 10


def test_the_life_taken_for_last_beats_loss_is_not_counted_again():
    # As above, then a third beat with no life lost in beat 2: Start gives 3 x 4 = 12.
    state = start("byron", "byron", positions=(3, 4))
    state = play_beat(state, ("Heartless", "Strike"), ("Soulless", "Strike"))
    state = play_beat(state, ("Faceless", "Shot"), ("Heartless", "Shot"))
    state = play_beat(state, ("Heartless", "Strike"), ("Heartless", "Shot"), antes=())
    assert tokens(state, 0, "Mask") == 4
    assert lives(state)[0] == 12


def test_heartless_at_range_3_costs_the_opponent_1_life_per_point_of_their_soak():
    # The opponent Byron holds 3 Masks: life 3 x 3 = 9 and Soulless's Soak 5 - 3 = 2.
    # Heartless Shot (priority 2 + 1 = 3, power 3 + 1 = 4) hits first at distance 3: the
    # opponent loses 2 life (9 -> 7), then takes the 4 damage in full, Soak ignored: 3. His
    # Soulless Shot's 4 is all soaked by the Soak Heartless gave for its 4 damage: 15.
    state = holding(start("byron", "byron", positions=(2, 5)), 1, "Mask", 3)
    state = play_beat(state, ("Heartless", "Shot"), ("Soulless", "Shot"))
    assert lives(state) == (15, 3)
