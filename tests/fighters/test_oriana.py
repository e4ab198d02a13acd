"""Oriana's unique ability (Magic Pool: MP tokens anted for "MP n+" effects) and the cards that
count or regain MP (fighters/oriana.yaml; 000 "Tokens & Counters", "Ante Phase", "Guard &
Stun", "Finishers").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1,
Martial +0~1/+1/-1. Oriana starts with 6 MP.
"""

from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import beaten, stunned_by


def mp(count: int) -> tuple:
    """``count`` MP antes by Oriana."""
    return ((0, "MP"),) * count


def test_metamagical_counts_at_most_five_mp_for_its_power_range_and_priority():
    # Six MP anted, five count: Metamagical Strike range 1 + (0~1) + (0~5) = 1~7, power
    # 4 - 2 + 5 = 7, priority 3 + 3 - 5 = 1. Martial Strike (priority 3 - 1 = 2, range 1~2)
    # goes first and misses at distance 6; Oriana hits for 7 (more than guard 5): life 13.
    # MP: 6 - 6 + 3 (On Hit) = 3.
    state = play_beat(start("oriana", "eligor", positions=(1, 7)), ("Metamagical", "Strike"),
                      ("Martial", "Strike"), antes=mp(6))
    assert (2, 1) in beaten(state)
    assert lives(state) == (20, 13)
    assert tokens(state, 0, "MP") == 3


def test_meteor_has_one_more_power_per_two_mp_anted_rounded_up():
    # Stellar Meteor: range 2~6 + (2~4) = 4~10, priority 0 + 0 = 0; Counter Shot (priority 1,
    # range 1~4) goes first and misses at distance 5. Meteor hits Eligor (guard 2):
    # 1 MP: power 1 + 1 = 2, life 18; 3 MP: power 1 + 2 (1.5 rounded up) = 3, life 17.
    one = play_beat(start("oriana", "eligor", positions=(1, 6)), ("Stellar", "Meteor"),
                    ("Counter", "Shot"), antes=mp(1))
    assert lives(one) == (20, 18)
    three = play_beat(start("oriana", "eligor", positions=(1, 6)), ("Stellar", "Meteor"),
                      ("Counter", "Shot"), antes=mp(3))
    assert lives(three) == (20, 17)
    # End of Beat: Meteor regains 2 MP: 6 - 3 + 2 = 5.
    assert tokens(three, 0, "MP") == 5


def test_calamity_at_five_mp_stuns_on_hit_and_regains_three_mp_twice():
    # Calamity Strike: power 4 + 1 = 5, priority 3 against Martial Strike (3 - 1 = 2, guard 5):
    # Oriana hits Eligor on 4 from 3 for 5 damage, not more than guard 5, so only MP 5+
    # stuns him. MP: 6 - 5 + 3 (MP 2+) + 3 (MP 5+) = 7.
    state = play_beat(start("oriana", "eligor", positions=(3, 4)), ("Calamity", "Strike"),
                      ("Martial", "Strike"), antes=mp(5))
    assert stunned_by(state, "Eligor", "Calamity")
    assert tokens(state, 0, "MP") == 7
    # Four MP: no stun from Calamity; MP 6 - 4 + 3 (MP 2+) = 5.
    state = play_beat(start("oriana", "eligor", positions=(3, 4)), ("Calamity", "Strike"),
                      ("Martial", "Strike"), antes=mp(4))
    assert not stunned_by(state, "Eligor", "Calamity")
    assert tokens(state, 0, "MP") == 5


def test_galaxy_conduit_regains_one_life_and_two_mp_per_mp_anted():
    # At 7 life Switch brings Galaxy Conduit (range N/A: it misses). Two MP anted: After,
    # life 7 + 2 = 9 and MP 6 - 2 + 2 * 2 = 8. Counter Shot misses at distance 6.
    state = start("oriana", "eligor", positions=(1, 7), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Galaxy Conduit"), ("Switch", "Strike"),
                      ("Counter", "Shot"), antes=mp(2))
    assert lives(state) == (9, 20)
    assert tokens(state, 0, "MP") == 8


def test_stellar_with_two_mp_moves_the_opponent_to_any_unoccupied_space():
    # 2 MP anted. Stellar Shot: range 1~4 + 2~4 = 3~8, priority 2; Combination Strike (3)
    # misses at distance 4, Stellar hits: Shekhtur may be walked to any space but 2 and 6.
    state = set_and_ante(start("oriana", "shekhtur", positions=(2, 6)),
                         ("Stellar", "Shot"), ("Combination", "Strike"), antes=mp(2))
    state = until_choice(state, "style:Stellar#1")
    assert choice_keys(state) == ["2,1", "2,3", "2,4", "2,5", "2,7"]
    assert finish(choose(state, "2,1"), beat=1).positions == (2, 1)


def test_calamity_lets_the_opponent_discard_a_token_instead_of_losing_2_life():
    # 2 MP anted. Calamity Drive (priority 4) beats Combination Burst (1) and hits at range 1
    # for 3 + 1 = 4. Shekhtur picks: keep his Malice and lose 2 life (20 - 2 - 4 = 14), or
    # discard one (Malice 3 -> 2, life 20 - 4 = 16).
    for key, life, malice in (("t:", 14, 3), ("t:Malice", 16, 2)):
        state = set_and_ante(start("oriana", "shekhtur", positions=(3, 4)),
                             ("Calamity", "Drive"), ("Combination", "Burst"), antes=mp(2))
        state = until_choice(state, "style:Calamity#1")
        state = finish(choose(state, key), beat=1)
        assert lives(state)[1] == life
        assert tokens(state, 1, "Malice") == malice


def test_celestial_turns_damage_into_life_loss_that_does_not_stun_and_pays_one_mp_a_point():
    # Oriana antes 6 MP (6 -> 0). Iron Strike (priority 3 - 3 = 0, power 4 + 3 = 7) beats
    # Celestial Strike (3 - 4 = -1): its 7 damage is life loss instead (20 -> 13), so it does
    # not stun her although 7 exceeds Strike's 5. Her Strike (4 - 1 = 3) hits back: 20 -> 17.
    # After Activating she chooses to lose 2 more (13 -> 11). At End of Beat she gains 1 MP per
    # life point lost this beat: 0 + 9 = 9.
    state = set_and_ante(start("oriana", "raederick", positions=(3, 4)), ("Celestial", "Strike"),
                         ("Iron", "Strike"), antes=mp(6))
    state = finish(state, choices={"Celestial": "#1"})
    assert lives(state) == (11, 17)
    assert tokens(state, 0, "MP") == 9


def test_celestial_at_seven_mp_ignores_the_life_loss_and_still_pays_the_mp():
    # Oriana holds 8 MP and antes 7 (8 -> 1). Iron Strike's 7 points are not lost (MP 7+),
    # but she gains the 7 MP she would have: 1 + 7 = 8; she declines to lose more life.
    state = holding(start("oriana", "raederick", positions=(3, 4)), 0, "MP", 8)
    state = set_and_ante(state, ("Celestial", "Strike"), ("Iron", "Strike"), antes=mp(7))
    while state.beat == 1:
        options = pending(state).options
        no = [d for d in options if d.kind == "decline" and "Celestial" in d.a]
        state = apply(state, (no or options)[0])
    assert lives(state) == (20, 17)
    assert tokens(state, 0, "MP") == 8


def test_the_mp_ante_is_a_cost_alone_the_app_carries_out():
    # Its effect is the thresholds her cards read (tokens_anted_at_least): nothing is left to
    # the table, so it counts as automated.
    from engine.battlecon.cards import default_catalog
    from engine.battlecon.report import ante_automated

    ante = next(a for a in default_catalog().fighters["oriana"].unique_ability.antes
                if a.name == "MP")
    assert ante.cost is not None and ante_automated(ante)
