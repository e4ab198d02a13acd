"""Takeshi Kamikaze's Heavy: he may ignore any movement applied to him this beat, his own
included (fighters/takeshi.yaml; 000 "Movement", "Optional Triggers").

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Drive 1/3/4 (Before: advance 1 or 2), Strike 1/4/3.
"""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    take,
    tokens,
)
from tests.note_helpers import beaten


def test_heavy_lets_takeshi_ignore_his_own_advance():
    # Heavy Drive: priority 4 - 2 = 2 against Safari Strike's 3: Ludus attacks first and
    # misses at range 3. Drive offers advance 1 (to 3), 2 (to 4) or ignoring it; ignored,
    # Drive (range 1) misses too.
    state = set_and_ante(start("takeshi", "ludus", positions=(2, 5)), ("Heavy", "Drive"),
                         ("Safari", "Strike"))
    assert choice_keys(state) == ["3,5", "4,5", "ignore"]
    state = choose(state, "ignore")
    assert state.positions == (2, 5)
    assert lives(state) == (20, 20)


def test_heavy_takeshi_may_still_make_the_advance():
    # Advance 2 to range 1: Drive hits for 3 + 1 = 4 (Strike's guard 5: no stun).
    state = set_and_ante(start("takeshi", "ludus", positions=(2, 5)), ("Heavy", "Drive"),
                         ("Safari", "Strike"))
    state = choose(state, "4,5")
    assert state.positions == (4, 5)
    assert lives(state) == (20, 16)


# Issue 20: the eight Weapon Cards are special cards "Weapon 1".."Weapon 8": the active one
# face up, a lost one out of the game (docs/rulings.md 123).
WEAPONS = tuple(f"Weapon {i}" for i in range(1, 9))


def _lost(state, *numbers):
    """Takeshi's Weapon Cards ``numbers`` taken out of the game by hand (2: out)."""
    for n in numbers:
        state = apply(state, adjust_decision(0, f"special:Weapon {n}", 2))
    return state


def test_takeshi_starts_with_one_active_weapon_and_seven_in_the_stack():
    state = start("takeshi", "ludus")
    assert state.fighters[0].active_cards == ("Weapon 1",)
    assert not any(w in state.fighters[0].removed for w in WEAPONS)


def test_arsenal_has_one_priority_per_lost_weapon_and_one_power_per_two_rounded_up():
    # Arsenal Strike: printed power 4 - 1 = 3, priority 3 - 1 = 2. Three weapons lost:
    # +3 Priority (5) and +2 Power (3 / 2 rounded up: 5).
    pairs = (("Arsenal", "Strike"), ("Safari", "Strike"))
    fresh = set_revealed(start("takeshi", "ludus", positions=(1, 7)), *pairs)
    assert (pair_stats(fresh, 0).power.lo, pair_stats(fresh, 0).priority.lo) == (3, 2)
    state = set_revealed(_lost(start("takeshi", "ludus", positions=(1, 7)), 2, 3, 4), *pairs)
    assert (pair_stats(state, 0).power.lo, pair_stats(state, 0).priority.lo) == (5, 5)
    one = set_revealed(_lost(start("takeshi", "ludus", positions=(1, 7)), 2), *pairs)
    assert (pair_stats(one, 0).power.lo, pair_stats(one, 0).priority.lo) == (4, 3)


def test_a_stun_takes_the_active_weapon_out_and_another_becomes_active():
    # Angus's Snare Strike (priority 3 - 1 = 2) beats Arsenal Shot (2 - 1 = 1) at range 1 and
    # stuns Takeshi: Weapon 1 leaves the game, he picks Weapon 5.
    state = play_beat(start("takeshi", "angus", positions=(3, 4)), ("Arsenal", "Shot"),
                      ("Snare", "Strike"), choices={"Armed to the Teeth Weapon Summoner":
                                                   "sp:Weapon 5"})
    assert "Weapon 1" in state.fighters[0].removed
    assert state.fighters[0].active_cards == ("Weapon 5",)


def test_throw_retires_the_active_weapon_after_the_attack():
    # Nobody in range (1 and 7); Throw's After takes Weapon 1 out, Weapon 3 becomes active.
    state = play_beat(start("takeshi", "ludus", positions=(1, 7)), ("Swift", "Throw"),
                      ("Safari", "Strike"), choices={"Throw": "sp:Weapon 3"})
    assert "Weapon 1" in state.fighters[0].removed
    assert state.fighters[0].active_cards == ("Weapon 3",)


def test_surprise_may_retire_the_active_weapon_at_start_of_beat():
    # Start of Beat: Surprise's second effect, taken, takes Weapon 1 out; Weapon 2 comes up.
    state = set_and_ante(start("takeshi", "ludus", positions=(1, 7)), ("Surprise", "Strike"),
                         ("Safari", "Strike"))
    state = take(state, Decision(0, "trigger", "style:Surprise#1"))
    state = finish(state, choices={"Surprise": "sp:Weapon 2"})
    assert "Weapon 1" in state.fighters[0].removed
    assert state.fighters[0].active_cards == ("Weapon 2",)


def test_special_delivery_returns_every_weapon_and_keeps_its_bonus_while_the_drawn_one_is_active():
    # Weapons 2 and 3 lost; Takeshi at 7 life: Switch brings Special Delivery (1~3/3/4). At
    # Reveal every weapon is back in the stack and the one drawn (Weapon 3) is active; +2/+2:
    # priority 4 + 2 = 6 beats Safari Strike's 3. Apart (1 and 7): nobody hits.
    state = start("takeshi", "ludus", positions=(1, 7), life=(7, 20))
    state = _lost(state.with_fighter(0, finisher="Special Delivery"), 2, 3)
    state = set_and_ante(state, ("Switch", "Strike"), ("Safari", "Strike"))
    state = take(state, Decision(0, "choose", "finisher:Special Delivery#0", "sp:Weapon 3"))
    assert state.fighters[0].active_cards == ("Weapon 3",)
    assert not any(w in state.fighters[0].removed for w in WEAPONS)
    assert (6, 3) in beaten(state)
    state = finish(state)
    # Next beat Arsenal Strike (3 / 2, no weapon lost now) still has +2/+2.
    later = set_revealed(state, ("Arsenal", "Strike"), ("Safari", "Strike"))
    assert (pair_stats(later, 0).power.lo, pair_stats(later, 0).priority.lo) == (5, 4)
    # Throw retires Weapon 3 after its attack: the bonus ends with it.
    state = play_beat(state, ("Swift", "Throw"), ("Safari", "Strike"))
    assert tokens(state, 0, "Special Delivery") == 0
