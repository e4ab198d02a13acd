"""Jager's unique ability (Signature Move): the app counts the Signature Move cards left in the
duel, the table plays them from the cards; and the cards that read who switched sides this
beat or the bases in his discards (fighters/jager.yaml; 000 "Triggered Effects", "Recycle
Phase", "Movement").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Jager is seat 0.
"""

import pytest

from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import noted


def test_an_anted_signature_move_leaves_the_game_and_the_set_pair_is_recycled():
    # Jager on 1, Raederick on 7: Hounding Shot (3) and Iron Strike (0) both miss. One of the
    # 4 Signature Moves anted: 3 left for the rest of the duel; the pair he set goes to
    # discard pile 1 as if played.
    state = play_beat(start("jager", "raederick", positions=(1, 7)), ("Hounding", "Shot"),
                      ("Iron", "Strike"), antes=((0, "Signature Move"),))
    assert tokens(state, 0, "Signature Move") == 3
    assert state.fighters[0].discard1 == ("Hounding", "Shot")
    state = play_beat(state, ("Blood Moon", "Drive"), ("Iron", "Shot"))
    assert tokens(state, 0, "Signature Move") == 3


def test_no_signature_move_can_be_anted_once_all_four_have_left_the_game():
    state = start("jager", "raederick").with_fighter(0, supply=(0,), depletion=(4,))
    state = set_only(state, ("Blood Moon", "Shot"), ("Iron", "Strike"))
    assert not any(d.kind == "ante" and d.a == "Signature Move" for d in pending(state).options)


def test_blood_moon_misses_once_jager_and_the_opponent_traded_sides():
    # Ludus's Safari Drive (priority 4) beats Blood Moon Strike (3 - 2 = 1); Ludus advances 1
    # from 4 over Jager (on 3) onto 2 and hits for 3 - Soak 2 = 1: Jager 19. Jager's Strike
    # would reach range 1, but they switched sides: it misses.
    state = set_and_ante(start("jager", "ludus", positions=(3, 4)), ("Blood Moon", "Strike"),
                         ("Safari", "Drive"))
    state = finish(choose(state, "3,2"), beat=1)
    assert lives(state) == (19, 20)
    assert noted(state, "miss_cannot_hit", name="Jager")


def test_blood_moon_hits_an_opponent_who_stayed_on_their_side():
    # Ludus advances 5 -> 4 (no switch) and hits for 1; Blood Moon Strike hits for 4 + 1 = 5.
    state = set_and_ante(start("jager", "ludus", positions=(3, 5)), ("Blood Moon", "Strike"),
                         ("Safari", "Drive"))
    state = finish(choose(state, "3,4"), beat=1)
    assert lives(state) == (19, 15)


def test_blood_hunt_reaches_an_opponent_jager_switched_sides_with():
    # Life 6: Switch brings Blood Hunt (priority 4, beats Safari Strike's 3). Start: advance up
    # to 4 from 3 over Ludus (on 4): as far as possible is 3 spaces, to 7. Switched: Blood
    # Hunt reaches Ludus at range 3 and hits for 7 (Ludus 13); Strike misses at range 3.
    state = start("jager", "ludus", positions=(3, 4), life=(6, 20))
    state = play_beat(state, ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (6, 13)


def test_blood_hunt_misses_without_a_switch_and_asks_nothing():
    # From 1 against 7, advance up to 4 ends on 5: no switch, so Blood Hunt (range X) misses
    # without asking whether it hits; Strike misses at range 2.
    state = start("jager", "ludus", positions=(1, 7), life=(6, 20))
    state = set_and_ante(state, ("Switch", "Strike"), ("Safari", "Strike"))
    while state.beat == 1:
        assert all(d.kind != "hit" for d in pending(state).options)
        state = apply(state, pending(state).options[0])
    assert state.positions == (5, 7)
    assert lives(state) == (6, 20)


def test_fanged_has_one_more_power_when_its_advance_takes_jager_past():
    # Fanged Strike (range 2~3, priority 4) beats Safari Strike (3). Advance 2 from 3 over
    # Ludus (on 4) onto 6: passed, +1 power: 5 damage at range 2, Ludus 15.
    state = set_and_ante(start("jager", "ludus", positions=(3, 4)), ("Fanged", "Strike"),
                         ("Safari", "Strike"))
    state = finish(choose(state, "6,4"), beat=1)
    assert lives(state) == (20, 15)
    # From 1 against 5, advance 2 ends on 3 (range 2) without passing: 4 damage, Ludus 16.
    state = set_and_ante(start("jager", "ludus", positions=(1, 5)), ("Fanged", "Strike"),
                         ("Safari", "Strike"))
    state = finish(choose(state, "3,5"), beat=1)
    assert lives(state) == (20, 16)


def test_slicer_has_one_more_power_when_its_hit_move_takes_jager_past():
    # Safari Strike (3) beats Menacing Slicer (4 - 2 = 2) and hits Jager for 4 (Menacing is
    # stun immune): 16. Slicer (range 1~2) hits back; its 1-space move over Ludus (3 -> 5)
    # passes: 3 + 1 = 4 damage (guard ignored): Ludus 16.
    state = set_and_ante(start("jager", "ludus", positions=(3, 4)), ("Menacing", "Slicer"),
                         ("Safari", "Strike"))
    state = finish(choose(until_choice(state, "base:Slicer#0"), "5,4"), beat=1)
    assert lives(state) == (16, 16)
    # Moving away instead (3 -> 2): 3 damage, Ludus 17.
    state = set_and_ante(start("jager", "ludus", positions=(3, 4)), ("Menacing", "Slicer"),
                         ("Safari", "Strike"))
    state = finish(choose(until_choice(state, "base:Slicer#0"), "2,4"), beat=1)
    assert lives(state) == (16, 17)


@pytest.mark.parametrize(("pair1", "choices", "valuer_life"), [
    # Idle Drive (priority 4) hops past Jager (4 -> 2) and hits him for 3 - Soak 2 = 1: they
    # switched sides, so Blood Moon cannot hit him back.
    (("Idle", "Drive"), {"Drive": "3,2"}, 20),
    # Idle Shot (priority 2) hits from where it stands (3 - 2 = 1); Blood Moon Strike answers
    # for 4 + 1 = 5 (20 - 5 = 15).
    (("Idle", "Shot"), {}, 15),
])


def test_blood_moon_cannot_hit_an_opponent_who_switched_sides_with_jager(pair1, choices,
                                                                         valuer_life):
    # Blood Moon Strike: range 1, power 5, priority 3 - 2 = 1, Soak 2; standups on 3 and 4.
    state = play_beat(against_valuer("jager", positions=(3, 4)), ("Blood Moon", "Strike"),
                      pair1, choices=choices)
    assert lives(state) == (19, valuer_life)


@pytest.mark.parametrize(("positions", "valuer_life"), [((3, 5), 13), ((1, 7), 20)])
def test_blood_hunt_reaches_only_an_opponent_jager_switched_sides_with(positions, valuer_life):
    # Jager at 7 life brings Blood Hunt (power 7, priority 4) with Switch against Idle Shot
    # (priority 2). Start of Beat: he advances as far as he can, up to 4. From 3 past the
    # opponent on 5 to 7: they switched sides, the attack reaches him for 7 (20 - 7 = 13).
    # From 1 toward 7 he stops on 5, still on his side: the range is no space, a miss.
    state = against_valuer("jager", positions=positions, life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Blood Hunt"), ("Switch", "Strike"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


def with_discards(state, seat_, pile1, pile2):
    """``seat_``'s discard piles set to these cards (taken out of the hand)."""
    hand = tuple(c for c in state.fighters[seat_].hand if c not in pile1 + pile2)
    return state.with_fighter(seat_, hand=hand, discard1=pile1, discard2=pile2)


def test_menacing_becomes_active_when_the_opponents_base_is_in_his_discards():
    # Menacing Strike: priority 3 - 2 = 1 loses to Idle Shot (2). With a Shot in Jager's
    # discard pile 2, at Start of Beat he becomes the Active Player and attacks first.
    state = against_valuer("jager", positions=(3, 4))
    shot = play_beat(with_discards(state, 0, ("Refined", "Drive"), ("Hounding", "Shot")),
                     ("Menacing", "Strike"), ("Idle", "Shot"))
    assert noted(shot, "becomes_active", name="Jager", source="Menacing")
    other = play_beat(with_discards(state, 0, ("Refined", "Drive"), ("Hounding", "Burst")),
                      ("Menacing", "Strike"), ("Idle", "Shot"))
    assert not noted(other, "becomes_active", name="Jager")
