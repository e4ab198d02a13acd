"""Sagas Seities's Mirror token (unique ability Shadow Mirror Doppleganger) and the cards that
use it: Negation and Shattering (fighters/sagas.yaml; 000 "Tokens & Counters", "Tiebreakers",
"Triggered Effects", "Other Effects": You/Opponent is Stunned).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

import pytest

from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
)
from tests.note_helpers import noted, of_kind, stunned_by


def test_negation_wins_priority_ties_while_sagas_holds_the_mirror_token():
    # Negation Strike priority 3 + 0 = 3 against Bladed Strike 3 + 0 = 3: a tie. Holding the
    # Mirror token, Sagas wins it; once the token is anted, the tie is a clash.
    state = finish(set_and_ante(formless(start("sagas", "kehrolyn")), ("Negation", "Strike"),
                                ("Bladed", "Strike")))
    assert noted(state, "active_player", name="Sagas", priorities=(3, 3),
                 rule='000 "Tiebreakers"')
    state = finish(set_and_ante(formless(start("sagas", "kehrolyn")), ("Negation", "Strike"),
                                ("Bladed", "Strike"), antes=((0, "Mirror"),)))
    assert 3 in [n["priority"] for n in of_kind(state, "clash")]


def test_a_mirror_token_spent_on_shattering_makes_the_next_beats_hit_stun():
    # Beat 1, distance 2: Bladed Strike (priority 3 beats Shattering Strike's 3 - 1 = 2) misses
    # with range 1; Shattering Strike (range 1 + 1~2 = 2~3) hits for 4 + 1 = 5 and Sagas spends
    # the Mirror token: 1 - 1 = 0. Beat 2: Repelling Grasp (priority 5 + 1 = 6 beats 3, range
    # 1 + 1~2 = 2~3) hits for 2 - 1 = 1, far below Kehrolyn's guard 5 + 2 = 7, yet stuns on hit:
    # Kehrolyn does not attack. Lives: Sagas 20, Kehrolyn 20 - 5 - 1 = 14.
    state = formless(start("sagas", "kehrolyn", positions=(3, 5)))
    state = finish(set_and_ante(state, ("Shattering", "Strike"), ("Bladed", "Strike")))
    assert tokens(state, 0, "Mirror") == 0
    assert not stunned_by(state, None, "an attack that stuns on hit")
    state = finish(set_and_ante(state, ("Repelling", "Grasp"), ("Bladed", "Strike")))
    assert stunned_by(state, "Kehrolyn", "an attack that stuns on hit")
    assert lives(state) == (20, 14)


def test_shadow_spends_the_mirror_token_at_range_3_to_attack_again_at_end_of_beat():
    # Sagas on 1, Ludus on 5. Safari Strike (priority 3) misses at range 4. Shadow Shot: Before,
    # Sagas moves 1 to space 2; range 1~4 + 0~1 reaches 3 and hits for 3 - 1 = 2: Ludus 18.
    # End of Beat at range 3: Sagas spends his Mirror token and attacks again: Before moves him
    # to 3, the Shot hits at range 2 for 2 more: Ludus 16.
    state = play_beat(start("sagas", "ludus", positions=(1, 5)), ("Shadow", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 16)
    assert of_kind(state, "attack_again_at_end")


def test_repelling_pushes_the_adjacent_opponent_and_keeps_them_from_coming_back():
    # Ludus's Execution Drive (priority 4 + 2 = 6) beats Repelling Strike (3 + 1 = 4). Start,
    # at range 1: Sagas spends the Mirror, pushes Ludus 4 -> 5 and closes the spaces next to
    # him (2 and 4). Drive's advance 1 would enter 4 and advance 2 would cross it: Ludus stays
    # and misses at range 2. Repelling Strike (range 1 + 1~2 = 2~3) hits and pushes up to 2 on
    # hit (5 -> 7); Execution costs Ludus 2 life when hit, then 4 - 1 = 3 damage: 20 - 5 = 15.
    state = play_beat(start("sagas", "ludus", positions=(3, 4)), ("Repelling", "Strike"),
                      ("Execution", "Drive"))
    assert tokens(state, 0, "Mirror") == 0
    assert state.positions == (3, 7)
    assert lives(state) == (20, 15)


def test_repelling_at_a_distance_closes_the_spaces_without_a_push():
    # At range 2 the half without a push fires: Ludus stays on 5 (no advance into or across
    # 4), misses, and Repelling Strike hits, pushing him to 7: 20 - 2 - 3 = 15.
    state = play_beat(start("sagas", "ludus", positions=(3, 5)), ("Repelling", "Strike"),
                      ("Execution", "Drive"))
    assert tokens(state, 0, "Mirror") == 0
    assert state.positions == (3, 7)
    assert lives(state) == (20, 15)


def with_discards(state, seat_, pile1, pile2):
    """``seat_``'s discard piles set to these cards (taken out of the hand)."""
    hand = tuple(c for c in state.fighters[seat_].hand if c not in pile1 + pile2)
    return state.with_fighter(seat_, hand=hand, discard1=pile1, discard2=pile2)


@pytest.mark.parametrize(("theirs", "mirror"), [(("Plain", "Strike"), 1), (("Plain", "Burst"), 0)])
def test_sagas_regains_his_mirror_when_his_base_is_in_the_opponents_discards(theirs, mirror):
    # Mirror spent (0 held). Repelling Strike against Idle Shot; at End of Beat, a Strike in
    # the opponent's discard piles gives the Mirror back (0 + 1 = 1); a Burst does not.
    state = holding(against_valuer("sagas", positions=(3, 4)), 0, "Mirror", 0)
    state = play_beat(with_discards(state, 1, theirs, ()), ("Repelling", "Strike"),
                      ("Idle", "Shot"))
    assert tokens(state, 0, "Mirror") == mirror


def test_shattering_keeps_sagas_from_gaining_a_mirror_this_beat():
    # As above, a Strike in the opponent's discard piles would give the Mirror back (0 + 1),
    # but Sagas plays Shattering Strike: he cannot gain a Mirror token this beat, 0 held.
    state = holding(against_valuer("sagas", positions=(3, 4)), 0, "Mirror", 0)
    state = play_beat(with_discards(state, 1, ("Plain", "Strike"), ()), ("Shattering", "Strike"),
                      ("Idle", "Shot"))
    assert tokens(state, 0, "Mirror") == 0


def test_soul_mirror_trades_places_and_life_totals_on_hit():
    # Sagas at 5 life on 3, the valuer at 20 on 4. Switch brings Soul Mirror (range 1, power
    # N/A, priority 7): it hits first and deals nothing, but the two trade places (Sagas on 4,
    # the valuer on 3) and life totals (20 and 5). Idle Shot (range 1~4, power 3) answers:
    # Sagas 20 - 3 = 17.
    state = against_valuer("sagas", positions=(3, 4), life=(5, 20))
    state = state.with_fighter(0, finisher="Soul Mirror")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Shot"))
    assert state.positions == (4, 3)
    assert lives(state) == (17, 5)


def test_negation_leaves_the_opponents_style_without_numbers_or_effects():
    # Sagas on 1, Nehtali on 5. Reaper's would give her priority -2 and range +2~3 and advance
    # her 3 or 4 at Start of Beat; under Negation her Strike is priority 3, range 1, and she
    # does not move. The tie at 3 goes to Sagas (Mirror held); nobody reaches at distance 4.
    state = play_beat(start("sagas", "nehtali", positions=(1, 5)), ("Negation", "Strike"),
                      ("Reaper's", "Strike"))
    assert state.positions == (1, 5)
    assert lives(state) == (20, 20)


def test_negation_keeps_the_opponents_style_end_of_beat_effects():
    # Distance 1, both on Strike (power 4, guard 5). Hellraising's Stun Guard 3 and its +3
    # Power when hit count for nothing: Sagas wins the tie at 3 and hits for 4, not above guard
    # 5 (20 - 4 = 16); Nehtali answers for 4, not 7 (20 - 4 = 16). Hellraising's End of Beat
    # move still happens: Nehtali steps from 4 to 5.
    state = play_beat(start("sagas", "nehtali", positions=(3, 4)), ("Negation", "Strike"),
                      ("Hellraising", "Strike"), choices={"Hellraising": "3,5"})
    assert lives(state) == (16, 16)
    assert state.positions == (3, 5)


def test_the_mirror_token_gives_sagas_the_opponents_ante_bonuses_too():
    # Sagas antes his Mirror token; Hepzibah antes Almighty (+2 Power). Pactbond Grasp
    # (priority 5 - 1 = 4) goes first and misses at distance 2. Shattering Strike (range 1 +
    # 1~2 = 2~3, power 4 + 1 = 5) hits with Almighty's +2 shared: 7, against Hepzibah's 20 - 1
    # (the Pact) + 1 (Pactbond's Reveal) = 20: 20 - 7 = 13.
    state = play_beat(start("sagas", "hepzibah", positions=(3, 5)), ("Shattering", "Strike"),
                      ("Pactbond", "Grasp"),
                      antes=((0, "Mirror"), (1, "Dark Pact: Almighty")))
    assert lives(state) == (20, 13)
    alone = play_beat(start("sagas", "hepzibah", positions=(3, 5)), ("Shattering", "Strike"),
                      ("Pactbond", "Grasp"), antes=((1, "Dark Pact: Almighty"),))
    assert lives(alone) == (20, 15)  # without the Mirror: 5


def test_staff_hitting_at_range_1_does_not_stun_though_its_push_leaves_range_2():
    # Sagas on 3, Kehrolyn on 4. Negation Staff (priority 4) beats Bladed Shot (2) and hits at
    # range 1 for 3, above Shot's guard 2 (Negation ignores Bladed's Stun Guard), and pushes
    # Kehrolyn to 5. Staff does not stun at range 1, the range it hit at: Kehrolyn is not
    # stunned and her Shot (range 1~4, power 3) answers at range 2: both at 20 - 3 = 17.
    state = play_beat(formless(start("sagas", "kehrolyn", positions=(3, 4))),
                      ("Negation", "Staff"), ("Bladed", "Shot"))
    assert state.positions == (3, 5)
    assert lives(state) == (17, 17)


def test_staff_hitting_at_range_2_stuns_as_usual():
    # The same beat from spaces 3 and 5: the Staff hits at range 2 for 3 against guard 2 and
    # stuns; Kehrolyn, pushed to 6, does not attack: Sagas 20, Kehrolyn 17.
    state = play_beat(formless(start("sagas", "kehrolyn", positions=(3, 5))),
                      ("Negation", "Staff"), ("Bladed", "Shot"))
    assert state.positions == (3, 6)
    assert lives(state) == (20, 17)
