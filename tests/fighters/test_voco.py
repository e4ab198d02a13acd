"""Voco's unique ability (Zombie Outbreak) and The Wave, which use his Zombie markers
(fighters/voco.yaml; 000 "Markers", "Recycle Phase", "Other Effects" (Chip X), "Movement",
"Finishers").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Voco is seat 0 and his seven Zombies start off the board (marker 0 is Zombie 1).
"""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import against_valuer, play_beat, set_and_ante, start


def with_zombie(state, index, space):
    """Voco's marker ``index`` put on ``space`` by hand."""
    return apply(state, adjust_decision(0, f"marker:{index}", space))


def test_at_recycle_an_opponent_on_a_zombie_loses_one_life_and_the_zombie_goes():
    # Voco on 1, Raederick on 7 with Zombie 1 under him. Voco Abyssal Strike: range 1 + 2~4 =
    # 3~5, does not reach 6; Raederick Iron Strike (range 1) misses too. Recycle: Voco takes
    # the Zombie off and Raederick loses 1 life: 20 - 1 = 19.
    state = with_zombie(start("voco", "raederick", positions=(1, 7)), 0, 7)
    state = play_beat(state, ("Abyssal", "Strike"), ("Iron", "Strike"))
    assert lives(state) == (20, 19)
    assert state.fighters[0].markers[0] is None


def test_a_zombie_next_to_the_opponent_costs_them_no_life_at_recycle():
    # As above, but Zombie 1 is on space 6, beside Raederick: no Recycle trigger.
    state = with_zombie(start("voco", "raederick", positions=(1, 7)), 0, 6)
    state = play_beat(state, ("Abyssal", "Strike"), ("Iron", "Strike"))
    assert lives(state) == (20, 20)
    assert state.fighters[0].markers[0] == 6


def test_the_wave_takes_the_zombie_under_the_opponent_away_then_moves_them_one_space():
    # Voco on 3 at 7 life plays Switch and reveals The Wave (priority 5) against Raederick's
    # Iron Strike (priority 0) on 4, with Zombie 1 under Raederick and Zombie 2 on space 1.
    # The Wave's range is decided by hand: it hits. Zombie 1, the one under Raederick, goes
    # (Zombie 2 is not offered), then Voco moves Raederick 1 space: to 5, or over Voco to 2.
    state = start("voco", "raederick", positions=(3, 4), life=(7, 20))
    state = with_zombie(with_zombie(state, 0, 4), 1, 1)
    state = _the_wave_hits(set_and_ante(state, ("Switch", "Strike"), ("Iron", "Strike")))
    assert sorted(choice_keys(state)) == ["3,2", "3,5"]
    state = choose(state, "3,5")
    assert state.fighters[0].markers[:2] == (None, 1)
    assert state.positions == (3, 5)


def _the_wave_hits(state):
    """Play on from the Ante Phase (first options) until The Wave's hit trigger, the only one
    of the beat, carried out at once, has taken the Zombie under the opponent off and asks
    where to move them."""
    while not any(d.kind == "choose" and d.a == WAVE_HIT for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    return state


WAVE_HIT = "finisher:The Wave#1"


def zombies(state, *spaces):
    """Voco's Zombie markers 1, 2... put on ``spaces``, the others off the board."""
    return state.with_fighter(0, markers=tuple(spaces) + (None,) * (7 - len(spaces)))


@pytest.mark.parametrize(("spaces", "valuer_life"), [((5, 6, 7), 16), ((4,), 20)])
def test_shred_reaches_the_zombies_spaces_and_hits_harder_per_zombie_behind(spaces,
                                                                           valuer_life):
    # Abyssal Shred: range = the spaces holding a Zombie, power 1, priority 4, against Idle
    # Shot (2) on 5, Voco on 3. Zombies on 5, 6 and 7: the opponent stands on one, the attack
    # reaches him, +1 Power for each of the 2 Zombies behind him: 3 (20 - 3 = 17); at Recycle
    # Voco takes the Zombie under him for 1 more life (17 - 1 = 16). A Zombie on 4 only: he is
    # on no Zombie, a miss.
    state = zombies(against_valuer("voco", positions=(3, 5)), *spaces)
    state = play_beat(state, ("Abyssal", "Shred"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


@pytest.mark.parametrize(("before", "after"), [
    ((None,), (2, None)),     # a Zombie comes onto his space 2 before he advances to 4
    ((2,), (2, None)),        # one already lies there: no second Zombie on that space
])


def test_thunderous_leaves_a_zombie_behind_then_advances_two(before, after):
    # Thunderous Strike (priority 3) against Idle Shot (2); Voco on 2, the opponent on 7.
    state = zombies(against_valuer("voco", positions=(2, 7)), *before)
    state = play_beat(state, ("Thunderous", "Strike"), ("Idle", "Shot"))
    assert state.positions[0] == 4
    assert state.fighters[0].markers[:2] == after


def _zombie_spaces(state):
    return sorted(s for s in state.fighters[0].markers if s is not None)


def test_hellraising_retreats_then_puts_a_zombie_on_every_space_between():
    # Voco on 3, Raederick on 6. Start of Beat: Voco retreats to 2, then Zombies go on 3, 4
    # and 5. Hellraising Strike (range 1 + 1~2 = 2~3) misses at distance 4, Iron Strike
    # (range 1) too, so nothing else moves.
    state = play_beat(start("voco", "raederick", positions=(3, 6)), ("Hellraising", "Strike"),
                      ("Iron", "Strike"))
    assert state.positions == (2, 6)
    assert _zombie_spaces(state) == [3, 4, 5]


def test_abyssal_puts_a_zombie_on_every_space_its_range_reaches():
    # Voco on 3, Raederick on 5. Abyssal Shot: range 1~4 + 2~4 = 3~8, a miss at distance 2.
    # After Activating, Zombies on every space 3 or more from Voco: 6 and 7 (nothing lies 3
    # or more below space 3). With a Zombie already on 6, only 7 gets a new one.
    state = play_beat(start("voco", "raederick", positions=(3, 5)), ("Abyssal", "Shot"),
                      ("Iron", "Strike"))
    assert _zombie_spaces(state) == [6, 7]
    state = with_zombie(start("voco", "raederick", positions=(3, 5)), 0, 6)
    state = play_beat(state, ("Abyssal", "Shot"), ("Iron", "Strike"))
    assert _zombie_spaces(state) == [6, 7]


@pytest.mark.parametrize(("zombies", "voco_life", "left"), [
    # Zombies on 5 (next to Raederick) and 1: Soak 1, Iron Strike 4 + 3 = 7 deals 6; the
    # Zombie on 5 goes, the one on 1 stays (with Abyssal's on 6 and 7).
    (((0, 5), (1, 1)), 14, [1, 6, 7]),
    # Only the Zombie on 1, not next to him: no Soak, 7 damage; it stays.
    (((1, 1),), 13, [1, 6, 7]),
])
def test_zombies_next_to_the_attacker_give_voco_soak_1_each_then_go(zombies, voco_life, left):
    # Voco on 3, Raederick on 4. Abyssal Strike (priority 3, range 3~5) goes first and misses
    # at distance 1; its After puts Zombies on 6 and 7 (the spaces its range reaches), not
    # next to Raederick. Iron Strike (priority 0, range 1) then hits Voco.
    state = start("voco", "raederick", positions=(3, 4))
    for index, space in zombies:
        state = with_zombie(state, index, space)
    state = play_beat(state, ("Abyssal", "Strike"), ("Iron", "Strike"))
    assert lives(state)[0] == voco_life
    assert sorted(m for m in state.fighters[0].markers if m is not None) == left


@pytest.mark.parametrize(("answer", "life"), [("t", 16), ("e", 17)])
def test_the_wave_may_be_carried_out_again_when_a_zombie_lies_on_the_opponents_new_space(
        answer, life):
    # As above, with Zombie 2 on space 5: once Zombie 1 is off and Raederick is moved to 5,
    # a Zombie lies under him and Voco may carry out The Wave again (power 2): twice, 20 - 4 =
    # 16 (the second hit takes Zombie 2 and moves him to 6, where none lies: no third). Once,
    # 20 - 2 = 18, and at Recycle he still stands on Zombie 2: 1 life more (the first test).
    state = start("voco", "raederick", positions=(3, 4), life=(7, 20))
    state = with_zombie(with_zombie(state, 0, 4), 1, 5)
    state = _the_wave_hits(set_and_ante(state, ("Switch", "Strike"), ("Iron", "Strike")))
    state = choose(state, "3,5")
    assert sorted(choice_keys(state)) == ["e", "t"]
    state = choose(state, answer)
    while state.beat == 1 and state.outcome is None:
        options = pending(state).options
        pick = [d for d in options if d.kind == "hit" and d.b == "yes"] or [
            d for d in options if d.kind == "choose" and d.b == "e"] or options
        state = apply(state, pick[0])
    assert lives(state)[1] == life


def test_the_wave_is_not_offered_again_without_a_zombie_on_the_opponents_new_space():
    # Zombie 2 on space 1, not where Raederick is moved (5): no question, no second attack.
    state = start("voco", "raederick", positions=(3, 4), life=(7, 20))
    state = with_zombie(with_zombie(state, 0, 4), 1, 1)
    state = _the_wave_hits(set_and_ante(state, ("Switch", "Strike"), ("Iron", "Strike")))
    state = choose(state, "3,5")
    assert not any(d.kind == "choose" and d.b == "t" for d in pending(state).options)


@pytest.mark.parametrize(("answers", "space"), [(("e",), 2), (("t", "e"), 3), (("t", "t"), 4)])
def test_monster_advances_again_while_a_zombie_lies_on_vocos_space_if_he_wishes(answers, space):
    # Voco on 1, Zombies on 2 and 3, Raederick on 6. Monster Strike (priority 3 - 1 = 2) goes
    # before Iron Strike (0): Voco advances to 2, on a Zombie, and may advance again (to 3,
    # on a Zombie: again, to 4, where none lies: no more question).
    state = zombies(start("voco", "raederick", positions=(1, 6)), 2, 3)
    state = set_and_ante(state, ("Monster", "Strike"), ("Iron", "Strike"))
    for answer in answers:
        assert sorted(choice_keys(state)) == ["e", "t"]
        state = choose(state, answer)
    assert state.positions[0] == space
    assert not any(d.kind == "choose" and d.b == "t" for d in pending(state).options)


def test_metal_leaves_a_zombie_on_each_space_voco_moves_out_of():
    # Metal's Before advance 2 takes Voco from 2 to 4: he moves out of 2 and 3, which had no
    # Zombie: one on each (ruling 136).
    state = play_beat(against_valuer("voco", positions=(2, 7)), ("Metal", "Strike"),
                      ("Idle", "Strike"))
    assert state.positions[0] == 4
    assert {s for s in state.fighters[0].markers if s is not None} == {2, 3}
