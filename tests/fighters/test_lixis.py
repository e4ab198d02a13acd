"""Lixis Ran Kanda's unique ability (Withering Touch Biomancer) and Pruning: on each hit the
opponent discards a base of their pick from hand, and it joins their attack pair in discard
pile 1 at Recycle (fighters/lixis.yaml; 000 "Attack" (Hit), "Other Effects": Discard
Styles/Bases, "Recycle Phase").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base.
"""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    start,
    take,
    through_ante,
    tokens,
    until_choice,
    until_step,
)
from tests.note_helpers import beaten

DISCARD_RULE = "ua:Withering Touch Biomancer#0"


def test_the_opponent_discards_a_base_of_their_pick_when_lixis_hits():
    # Naturalizing Strike: range 1 ~ 1+1 = 1~2, priority 3 + 1 = 4 beats Safari Strike 3; at
    # range 1 it hits. Ludus (seat 1) picks among the bases in his hand: Challenge, Shot,
    # Drive and Burst (Grasp and Dodge start in his discards, Strike is in play).
    state = set_and_ante(start("lixis", "ludus", positions=(3, 4)), ("Naturalizing", "Strike"),
                         ("Safari", "Strike"))
    state = until_choice(state, DISCARD_RULE)
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["b:Burst", "b:Challenge", "b:Drive", "b:Shot"]
    state = choose(state, "b:Drive")
    assert "Drive" not in state.fighters[1].hand
    state = finish(state, beat=1)
    assert state.fighters[1].discard1 == ("Safari", "Strike", "Drive")


def test_pruning_makes_the_opponent_discard_a_second_base():
    # Pruning Strike: range 1~2, priority 3 - 2 = 1 against Safari Drive (4): Ludus goes first
    # (Drive advances him 1, next to Lixis), then Pruning at distance 1 hits: the ability and
    # Pruning each take one base of his pick. Both go into discard pile 1 with Safari Drive.
    state = set_and_ante(start("lixis", "ludus", positions=(3, 5)), ("Pruning", "Strike"),
                         ("Safari", "Drive"))
    state = finish(state, beat=1)
    assert len(state.fighters[1].discard1) == 4
    assert state.fighters[1].discard1[:2] == ("Safari", "Drive")


def test_rooted_lets_lixis_ignore_her_own_advance():
    # Rooted Drive: priority 4 - 2 = 2 against Safari Strike's 3: Ludus misses at range 3
    # first. Drive offers advance 1, 2 or ignoring it; ignored, Drive (range 0~1) misses.
    state = set_and_ante(start("lixis", "ludus", positions=(2, 5)), ("Rooted", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


def test_lance_keeps_the_opponent_out_of_the_spaces_next_to_lixis():
    # Rooted Lance: priority 5 - 2 = 3 against Safari Drive's 4: Ludus advances first from 5;
    # 2 spaces would end on 3, next to Lixis on 2, so only 1 space (to 4) is left, made
    # without a choice. Drive (range 1) misses at range 2; Rooted Lance (range 2 - 1~0 = 1~2)
    # hits for 3 + 1 = 4: Ludus 16.
    state = set_and_ante(start("lixis", "ludus", positions=(2, 5)), ("Rooted", "Lance"),
                         ("Safari", "Drive"))
    state = finish(state, beat=1)
    assert state.positions == (2, 4)
    assert lives(state) == (20, 16)


# ---------------------------------------------------------------- wave 5 (w5c)


def test_pruning_gains_power_and_priority_for_each_base_in_the_opponents_discard_piles():
    # Ludus begins with 2 bases (Grasp, Dodge) in his discard piles. Pruning Strike: priority
    # 3 - 2 + 2 = 3 beats Safari Shot (2 + 0 = 2; without the bonus it would be 1 and lose);
    # range 1~2 hits at distance 1 for 4 - 1 + 2 = 5 over Shot's guard 2: Ludus 20 - 5 = 15.
    state = play_beat(start("lixis", "ludus", positions=(3, 4)), ("Pruning", "Strike"),
                      ("Safari", "Shot"))
    assert (3, 2) in beaten(state)
    assert lives(state)[1] == 15


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


def test_naturalizing_takes_away_what_the_opponent_anted():
    # Eligor antes a Vengeance token (Guard 2). Against Naturalizing it does nothing from
    # Reveal on: his guard is the printed one, 2 less than against Vine. (Read at Start of
    # Beat, where Burst asks how far he retreats.)
    def guard(style):
        state = set_and_ante(start("lixis", "eligor", positions=(3, 5)), (style, "Strike"),
                             ("Counter", "Burst"), antes=((1, "Vengeance"),))
        return pair_stats(state, 1).guard.lo

    assert guard("Naturalizing") == guard("Vine") - 2


def test_naturalizing_keeps_the_opponents_power_at_the_printed_number():
    # Gerard's Avaricious gives +1 Power while he holds more Gold than Mercenaries (3 > 0):
    # Avaricious Burst prints 3 + 0 = 3, 4 with the bonus; Naturalizing keeps it at 3. (Read
    # at Start of Beat, where Burst asks how far he retreats.)
    def power(style):
        state = set_and_ante(start("lixis", "gerard", positions=(3, 5)), (style, "Strike"),
                             ("Avaricious", "Burst"))
        return pair_stats(state, 1).power.lo

    assert (power("Naturalizing"), power("Vine")) == (3, 4)


def test_nobody_can_spend_tokens_while_naturalizing_is_in_play():
    # Arec's Perceptional tries to spend Mercy at Start of Beat: the token stays.
    state = set_and_ante(start("arec", "lixis", positions=(1, 7)), ("Perceptional", "Shot"),
                         ("Naturalizing", "Strike"))
    state = take(state, Decision(0, "trigger", "style:Perceptional#2"))
    assert tokens(state, 0, "Mercy") == 1


def test_after_virulent_miasma_the_opponent_loses_two_life_as_each_ante_phase_begins():
    # Lixis at 7 life: Switch brings Virulent Miasma (range 1~3, power 4, priority 5), which
    # hits the valuer's Idle Shot (2) at range 2: 20 - 4 = 16. From the next ante phase on
    # the valuer loses 2 life as it begins: 14; at 1 life it has -3 Priority instead.
    state = play_beat(against_valuer_lixis(life=(7, 20)), ("Switch", "Strike"),
                      ("Idle", "Shot"))
    assert lives(state)[1] == 16
    state = until_step(set_only(state, ("Vine", "Strike"), ("Idle", "Shot")), "ante")
    assert lives(state)[1] == 14


def test_virulent_miasma_gives_an_opponent_at_one_life_minus_three_priority_instead():
    # The Miasma counter set by hand (Virulent Miasma hit earlier), the valuer at 1 life:
    # no life lost; its Idle Burst has priority 1 - 3 = -2 (read at Start of Beat, where
    # Burst asks how far it retreats).
    state = holding(against_valuer_lixis(life=(20, 1)), 0, "Miasma", 1)
    state = through_ante(set_only(state, ("Vine", "Strike"), ("Idle", "Burst")))
    assert lives(state)[1] == 1
    assert pair_stats(state, 1).priority.lo == -2


def against_valuer_lixis(**changes):
    """Lixis (seat 0) against the values tester on 3 and 5."""
    return against_valuer("lixis", positions=(3, 5), **changes)
