"""Kaitlyn's unique ability (Spatial Manipulation) and the cards that put her Wormhole markers
on the board (fighters/kaitlyn.yaml; 000 "Markers", "End of Beat", "Teleport", "Guard & Stun").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Kaitlyn is seat 0 and her three Wormholes start off the board.
"""

import pytest

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    take,
    tokens,
    until_choice,
    until_step,
)
from tests.note_helpers import of_kind


def wormholes(state):
    """The spaces of Kaitlyn's three Wormholes (None: off the board)."""
    return state.fighters[0].markers


def test_at_end_of_beat_kaitlyn_may_put_a_wormhole_on_the_board():
    # Distance 2. Kaitlyn Paradox Strike: range 1 + 0~2 = 1~3, priority -1 + 3 = 2; Raederick
    # Iron Strike: range 1, priority 0. Kaitlyn hits, Raederick misses, nobody is stunned.
    # End of Beat: she puts Wormhole 1 on space 1.
    state = play_beat(start("kaitlyn", "raederick", positions=(3, 5)),
                      ("Paradox", "Strike"), ("Iron", "Strike"),
                      choices={"Spatial Manipulation": "m0:1"})
    assert wormholes(state) == (1, None, None)


def test_a_stunned_kaitlyn_puts_no_wormhole_down():
    # Distance 1. Kaitlyn Paradox Strike (priority 2) hits first; Raederick Iron Strike, power
    # 3 + 4 = 7, then hits her: 7 is more than her guard 0 + 5 = 5, so she is stunned and her
    # End of Beat placement does not trigger.
    state = play_beat(start("kaitlyn", "raederick", positions=(3, 4)),
                      ("Paradox", "Strike"), ("Iron", "Strike"))
    assert [n["seat"] for n in of_kind(state, "stunned")] == [0]
    assert wormholes(state) == (None, None, None)


def test_illimitable_puts_a_wormhole_between_the_fighters_at_start_of_beat():
    # Kaitlyn on 2, Raederick on 6: the spaces between are 3, 4 and 5, and a Wormhole off the
    # board (any of the three, all off) may go on any of them.
    state = set_and_ante(start("kaitlyn", "raederick", positions=(2, 6)),
                         ("Illimitable", "Strike"), ("Iron", "Strike"))
    assert {key.partition(":")[2] for key in choice_keys(state)} == {"3", "4", "5"}
    state = choose(state, "m0:4")
    assert wormholes(state) == (4, None, None)


def test_transposition_leaves_a_wormhole_on_kaitlyns_space_then_moves_her_to_any_space():
    # Distance 2. Kaitlyn Paradox Transposition: range 1 + 0~2 = 1~3, priority -1 + 3 = 2,
    # against Raederick Iron Strike (priority 0): she hits first. After Activating: a Wormhole
    # on her space 3 (the only place: no choice to make), then she moves directly to space 6
    # (past Raederick on 5).
    state = set_and_ante(start("kaitlyn", "raederick", positions=(3, 5)),
                         ("Paradox", "Transposition"), ("Iron", "Strike"))
    while not any(d.a == "base:Transposition#2" for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    assert wormholes(state) == (3, None, None)
    state = choose(state, "6,5")
    assert state.positions == (6, 5)


def test_axiomatic_moves_the_opponent_directly_onto_a_free_wormhole_and_removes_it():
    # Wormholes on 1, 3 (under Kaitlyn) and 6. Axiomatic Strike: range 1 + 1~3 = 2~4, priority
    # 3 - 1 = 2 beats Iron Strike 0; it hits at distance 2. Raederick may be moved directly to
    # the Wormhole on 1 or 6, not Kaitlyn's; on 6 it then leaves the board.
    state = start("kaitlyn", "raederick", positions=(3, 5))
    for index, space in enumerate((1, 3, 6)):
        state = apply(state, adjust_decision(0, f"marker:{index}", space))
    state = set_and_ante(state, ("Axiomatic", "Strike"), ("Iron", "Strike"))
    # The optional trigger is taken (not declined) when it is offered.
    while not any(d.a == "style:Axiomatic#0" and d.kind == "choose"
                  for d in pending(state).options):
        options = pending(state).options
        trigger = [d for d in options if d.a == "style:Axiomatic#0" and d.kind == "trigger"]
        state = apply(state, trigger[0] if trigger else options[0])
    assert choice_keys(state) == ["3,1", "3,6"]
    state = choose(state, "3,6")
    assert state.positions == (3, 6)
    assert wormholes(state) == (1, 3, None)


def test_illimitable_gives_power_next_beat_after_moving_toward_the_opponent():
    # Illimitable Strike (priority 3) beats Safari Shot (2), Kaitlyn on 2, Ludus on 7. End:
    # move 1 toward Ludus (2 -> 3): +1 Power next beat; away (2 -> 1): +1 Priority instead.
    state = set_and_ante(start("kaitlyn", "ludus", positions=(2, 7)), ("Illimitable", "Strike"),
                         ("Safari", "Shot"))
    toward = finish(state, choices={"Illimitable": "3,7"}, beat=1)
    assert [(m.kind, m.value) for m in toward.fighters[0].mods] == [("power", 1)]
    away = finish(state, choices={"Illimitable": "1,7"}, beat=1)
    assert [(m.kind, m.value) for m in away.fighters[0].mods] == [("priority", 1)]


@pytest.mark.parametrize(("wormhole", "valuer_life"), [(4, 16), (1, 17)])
def test_mobius_hits_harder_per_wormhole_between_them(wormhole, valuer_life):
    # Mobius Strike: range 1 + 1~2 = 2~3, power 4 - 1 = 3, priority 3 against Idle Shot (2)
    # at distance 2 (3 and 5). A Wormhole on 4, between them: 3 + 1 = 4 (20 - 4 = 16); on 1,
    # behind Kaitlyn: 3 (20 - 3 = 17).
    state = against_valuer("kaitlyn", positions=(3, 5))
    state = state.with_fighter(0, markers=(wormhole, None, None))
    state = play_beat(state, ("Mobius", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life


def test_mobius_may_jump_to_a_wormhole_after_attacking_and_takes_it_off_the_board():
    # Mobius Strike (range 2~3, priority 3) against Idle Shot (2) from 3 to 5: Kaitlyn hits.
    # After attacking she may go straight to a Wormhole's space: 1 or 6 (none on a standup);
    # on 6, that Wormhole leaves the board and the one on 1 stays.
    state = against_valuer("kaitlyn", positions=(3, 5))
    state = state.with_fighter(0, markers=(1, 6, None))
    state = until_choice(set_and_ante(state, ("Mobius", "Strike"), ("Idle", "Shot")),
                         "style:Mobius#1")
    assert choice_keys(state) == ["1,5", "6,5"]
    state = choose(state, "6,5")
    assert state.positions == (6, 5)
    assert state.fighters[0].markers == (1, None, None)


@pytest.mark.parametrize(("divided", "kaitlyn_life"), [(1, 16), (0, 20)])
def test_after_divide_by_zero_the_opponents_attacks_have_two_more_range(divided, kaitlyn_life):
    # Kaitlyn on 1, the valuer on 4 (distance 3). Idle Strike (range 1, power 4, priority 3)
    # beats Paradox Strike (priority 3 - 1 = 2). With Divide by Zero's counter held its range
    # is 1 + 2 = 3: it hits Kaitlyn for 4 (20 - 4 = 16, not over Strike's guard 5); without
    # it, it misses.
    state = against_valuer("kaitlyn", positions=(1, 4))
    state = holding(state, 0, "Divided", divided)
    state = play_beat(state, ("Paradox", "Strike"), ("Idle", "Strike"))
    assert lives(state)[0] == kaitlyn_life


def test_divide_by_zero_dealing_damage_keeps_its_effect_for_the_rest_of_the_duel():
    # Kaitlyn at 7 life brings Divide by Zero (range 1, power 3, priority 6) with Switch
    # against Idle Shot (2) at distance 1: she hits for 3 (20 - 3 = 17), so the counter that
    # keeps the +2 Range is gained.
    state = against_valuer("kaitlyn", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Divide by Zero")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == 17
    assert tokens(state, 0, "Divided") == 1


def test_a_wormhole_between_them_adds_one_to_the_range_of_the_opponents_attack():
    # Wormhole on 4 between 3 and 5: the valuer's Shot (1~4) needs one space more (0~3 on
    # the spaces); Kaitlyn's Mobius Strike (2~3) may leave it out, so reaches 1~3.
    state = against_valuer("kaitlyn", positions=(3, 5)).with_fighter(0, markers=(4, None, None))
    state = set_revealed(state, ("Mobius", "Strike"), ("Idle", "Shot"))
    theirs, mine = pair_stats(state, 1).range, pair_stats(state, 0).range
    assert (theirs.lo, theirs.hi, mine.lo, mine.hi) == (0, 3, 1, 3)


def test_a_wormhole_behind_kaitlyn_changes_no_range():
    state = against_valuer("kaitlyn", positions=(3, 5)).with_fighter(0, markers=(1, None, None))
    state = set_revealed(state, ("Mobius", "Strike"), ("Idle", "Shot"))
    assert (pair_stats(state, 1).range.lo, pair_stats(state, 1).range.hi) == (1, 4)


def test_against_paradox_the_opponents_advance_is_a_retreat():
    # Idle Drive (priority 4) beats Paradox Strike (2): Drive's advance 1 or 2 from 5 goes
    # away from Kaitlyn instead (6 or 7), so Drive (range 1) misses her.
    state = against_valuer("kaitlyn", positions=(3, 5))
    state = play_beat(state, ("Paradox", "Strike"), ("Idle", "Drive"))
    assert lives(state)[0] == 20
    assert state.positions[1] in (6, 7)


def test_telepresent_takes_a_wormhole_within_range_off_for_one_power():
    # Telepresent Strike (range 2~6, power 4, priority 3) beats Idle Shot (2) at distance 3;
    # the Wormhole on 7 (5 spaces from Kaitlyn) is within range: taken off, 4 + 1 = 5.
    state = against_valuer("kaitlyn", positions=(2, 5)).with_fighter(0, markers=(7, None, None))
    state = set_and_ante(state, ("Telepresent", "Strike"), ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", "style:Telepresent#0"))
    assert wormholes(state) == (None, None, None)
    state = finish(state)
    assert lives(state)[1] == 15


def test_telepresent_offers_nothing_for_a_wormhole_out_of_range():
    # The Wormhole on 1 is 1 space from Kaitlyn, under Telepresent Strike's minimum of 2.
    state = against_valuer("kaitlyn", positions=(2, 5)).with_fighter(0, markers=(1, None, None))
    state = play_beat(state, ("Telepresent", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == 16


def test_planar_disjunctions_damage_is_life_loss_that_does_not_stun():
    # Planar Disjunction (range 6, power 8, priority 11) from 1 to 7: 8 life lost (20 - 8),
    # over Strike's guard 5 but not damage, so the valuer is not stunned and nothing counts
    # as damage taken.
    state = against_valuer("kaitlyn", positions=(1, 7), life=(7, 20))
    state = state.with_fighter(0, finisher="Planar Disjunction")
    state = until_step(set_and_ante(state, ("Switch", "Strike"), ("Idle", "Strike")), "end")
    valuer = state.fighters[1]
    assert (valuer.life, valuer.stunned, valuer.damage_taken, valuer.life_lost) == (12, False,
                                                                                   0, 8)
