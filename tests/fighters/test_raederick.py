"""Raederick's Equipment cards (fighters/raederick.yaml; the classic card list): special cards
"Equipment 1" to "Equipment 4", face up while in play. Anvil and Runeforged bring them in (only
one a beat when Runeforged did), Warmaster counts them, an anted one leaves the game (000
"Special Cards", "Ante Phase").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs).
"""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import GameState
from tests.beat_helpers import choose
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_only,
    set_revealed,
    start,
    take,
    tokens,
)

EQUIPMENT = ("Equipment 1", "Equipment 2", "Equipment 3", "Equipment 4")
RUNEFORGED = Decision(0, "trigger", "style:Runeforged#0")
ANTE = Decision(0, "ante", "Ante an Equipment card")


def offered_this_beat(state: GameState, decision: Decision) -> bool:
    """Whether ``decision`` is offered before the beat ends (first option otherwise)."""
    beat = state.beat
    while state.beat == beat and state.outcome is None:
        if decision in pending(state).options:
            return True
        state = apply(state, pending(state).options[0])
    return False


def test_the_equipment_ante_is_offered_only_with_an_equipment_card_in_play():
    state = set_only(start("raederick", "ludus"), ("Iron", "Anvil"), ("Safari", "Strike"))
    assert ANTE not in pending(state).options
    state = start("raederick", "ludus").with_fighter(0, active_cards=("Equipment 2",))
    state = set_only(state, ("Iron", "Anvil"), ("Safari", "Strike"))
    assert ANTE in pending(state).options


def test_warmaster_reaches_one_space_further_per_equipment_card_in_play():
    state = start("raederick", "ludus").with_fighter(0, active_cards=EQUIPMENT[:2])
    state = set_revealed(state, ("Warmaster", "Strike"), ("Safari", "Strike"))
    assert (pair_stats(state, 0).range.lo, pair_stats(state, 0).range.hi) == (1, 3)


def test_anvil_brings_an_equipment_card_into_play_at_end_of_beat():
    state = play_beat(start("raederick", "ludus", positions=(2, 6)), ("Iron", "Anvil"),
                      ("Safari", "Strike"))
    assert len(state.fighters[0].active_cards) == 1


def test_runeforged_after_four_damage_brings_one_in_and_anvil_brings_no_second():
    # Safari Strike (3) beats Runeforged Anvil (2 - 1 = 1) at distance 1: 4 damage, under
    # Guard 2 + 3 = 5. Runeforged brings one in; Anvil's End brings none more.
    state = set_and_ante(start("raederick", "ludus", positions=(3, 4)), ("Runeforged", "Anvil"),
                         ("Safari", "Strike"))
    state = choose(take(state, RUNEFORGED), "sp:Equipment 3")
    assert state.fighters[0].active_cards == ("Equipment 3",)
    state = finish(state)
    assert state.fighters[0].active_cards == ("Equipment 3",)
    assert tokens(state, 0, "Equipped this beat") == 0


def test_runeforged_under_four_damage_brings_nothing():
    # Safari Grasp (5): 2 damage only.
    state = set_and_ante(start("raederick", "ludus", positions=(3, 4)), ("Runeforged", "Anvil"),
                         ("Safari", "Grasp"))
    assert not offered_this_beat(state, RUNEFORGED)


def test_an_anted_equipment_card_leaves_the_game_for_good():
    state = start("raederick", "ludus", positions=(2, 6)).with_fighter(
        0, active_cards=EQUIPMENT[:1])
    state = set_and_ante(state, ("Iron", "Strike"), ("Safari", "Strike"),
                         ((0, "Ante an Equipment card"),))
    assert state.fighters[0].active_cards == ()
    assert "Equipment 1" in state.fighters[0].removed
