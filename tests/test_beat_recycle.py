"""Recycle, Finishers and Time Over (000 rulebook, "Recycle Phase", "Recycling Finishers",
"Finishers", "Optional Triggers", "Time Over"), named as rule sentences.

Board: positions are (seat 0's space, seat 1's space) on spaces 1..7; `duel()` starts on (3, 5)
with 20 life, 2 Force each and 41 Force in the pool. Card numbers are from fighters/*.yaml;
each expected value is worked out in the test's comment.
"""

from __future__ import annotations

from dataclasses import replace

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Outcome, Phase
from tests.beat_helpers import finish_beat, watcher_catalog
from tests.conftest import duel, pass_antes, play, set_pairs

# --- Recycle (000 "Recycle Phase") -------------------------------------------------------------


def stun_beat(shekhtur_life: int = 20):
    """Eligor Counter Strike (Active, priority 2) on 3 vs Shekhtur Spiral Shot (priority 1) on 4.

    Counter Strike: range 1, power 4 + 1 = 5; Spiral Shot guard 2, so Shekhtur is stunned and
    does not attack. No decision is needed after the antes.
    """
    state = duel(positions=(3, 4)).with_fighter(1, life=shekhtur_life)
    state = set_pairs(state, ("Counter", "Strike"), ("Spiral", "Shot"))
    return play(state, "0|ante|Vengeance|", "1|pass||", "0|pass||")


def test_recycle_returns_pile_2_to_hand_moves_pile_1_to_pile_2_and_discards_the_pair():
    state = stun_beat()
    eligor, shekhtur = state.fighters
    assert state.beat == 2 and state.phase == Phase.SET
    assert {"Retribution", "Grasp"} <= set(eligor.hand)
    assert eligor.discard2 == ("Vengeful", "Dodge")
    assert eligor.discard1 == ("Counter", "Strike")
    assert not {"Counter", "Strike", "Vengeful", "Dodge"} & set(eligor.hand)
    assert {"Reaver", "Grasp"} <= set(shekhtur.hand)
    assert shekhtur.discard2 == ("Unleashed", "Dodge")
    assert shekhtur.discard1 == ("Spiral", "Shot")


def test_recycle_gives_each_player_1_force_from_the_pool():
    state = stun_beat()
    assert [f.force for f in state.fighters] == [3, 3]
    assert state.pool == 41 - 2


def test_a_player_at_7_life_or_less_takes_2_force_at_recycle():
    # Shekhtur at 12 takes 5: 7 life, so 2 Force; Eligor at 20 takes 1. Pool 41 - 3 = 38.
    state = stun_beat(shekhtur_life=12)
    assert state.fighters[1].life == 7
    assert [f.force for f in state.fighters] == [3, 4]
    assert state.pool == 38


def test_recycle_advances_the_beat_and_clears_this_beats_flags():
    state = stun_beat()
    eligor, shekhtur = state.fighters
    assert state.beat == 2
    assert state.cursor.step == "set" and pending(state).seats == (0, 1)
    assert eligor.antes == () and eligor.mods == ()
    assert (eligor.style, eligor.base) == (None, None)
    assert not shekhtur.stunned and not shekhtur.was_hit and shekhtur.damage_taken == 0
    assert not eligor.hit_opponent and eligor.hit_last_beat
    # The Vengeance ante stays spent: 2 - 1 = 1 in supply.
    assert state.tokens(0, "Vengeance") == 1


def test_a_stunned_fighter_still_performs_its_recycle_triggers():
    # Seat 0 Fracturing Strike (power 7, priority 3) stuns the Watcher's Patient Shot (priority
    # 2, guard 2) at range 1; Patient's "Recycle: gain a Mark" is still performed. Marks: 1 for
    # being hit (the Watcher's ability) + 1 at Recycle = 2.
    state = duel("examples", "watcher", catalog=watcher_catalog(), positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Fracturing", "Strike"), ("Patient", "Shot")))
    assert state.beat == 2
    assert state.fighters[1].life == 13
    assert state.tokens(1, "Mark") == 2


def test_after_a_clash_only_the_executed_base_is_discarded_and_the_others_return_to_hand():
    # Martial Strike 3 - 1 = 2 ties Spiral Strike 3 - 1 = 2: clash. New bases: Eligor Shot
    # (Martial Shot 1), Shekhtur Drive (Spiral Drive 3): Shekhtur is Active.
    state = pass_antes(set_pairs(duel(positions=(1, 7)), ("Martial", "Strike"),
                                 ("Spiral", "Strike")))
    assert state.phase == Phase.CLASH
    state = play(state, "0|clash|Shot|", "1|clash|Drive|")
    assert state.active == 1
    state = finish_beat(state, beat=1)
    eligor, shekhtur = state.fighters
    assert eligor.discard1 == ("Martial", "Shot")
    assert shekhtur.discard1 == ("Spiral", "Drive")
    assert "Strike" in eligor.hand and "Strike" in shekhtur.hand


# --- Time over (000 "Time Over") ---------------------------------------------------------------


def test_an_empty_pool_after_recycle_means_one_final_beat():
    # Pool 1: the Active Player (Eligor) takes the last counter, Shekhtur's comes from the box.
    state = replace(duel(positions=(3, 4)), pool=1)
    state = pass_antes(set_pairs(state, ("Counter", "Strike"), ("Spiral", "Shot")))
    assert state.pool == 0 and state.box == 1
    assert [f.force for f in state.fighters] == [3, 3]
    assert state.final_beat
    assert state.outcome is None
    assert pending(state).seats == (0, 1)


def test_a_pool_emptied_during_the_beat_is_made_up_from_the_box_at_recycle():
    # Pool 1: Eligor's Switch (20 life) takes the last counter at Reveal. At Recycle both are
    # entitled to 1 and the pool is empty: both come from the box. Switch Strike (priority 3)
    # and Jugular Shot (4) both miss on (1, 7).
    state = replace(duel(positions=(1, 7)), pool=1)
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Jugular", "Shot")))
    assert state.beat == 2
    assert state.pool == 0 and state.box == 2
    assert [f.force for f in state.fighters] == [4, 3]
    assert state.final_beat


def first_beat_then_time_over(shekhtur_life: int = 20):
    """Beat 1 on (1, 7) with 1 Force left in the pool: Eligor Counter Shot (range 1~4) vs
    Shekhtur Combination Strike (range 1, Active), both miss. The pool is then empty: the next
    beat is the final one."""
    state = replace(duel(positions=(1, 7)), pool=1).with_fighter(1, life=shekhtur_life)
    state = pass_antes(set_pairs(state, ("Counter", "Shot"), ("Combination", "Strike")))
    assert state.final_beat and state.outcome is None
    return state


def test_after_the_final_beat_the_higher_life_wins():
    # Final beat on (1, 7): Martial Strike (range 1~2) and Jugular Shot (range 1~4) both miss.
    state = first_beat_then_time_over(shekhtur_life=15)
    state = pass_antes(set_pairs(state, ("Martial", "Strike"), ("Jugular", "Shot")))
    assert state.outcome == Outcome("time_over", 0)
    assert state.phase == Phase.OVER
    assert pending(state) is None


def test_after_the_final_beat_equal_life_goes_to_the_reactive_player():
    # Final beat: Jugular Shot priority 2 + 2 = 4 beats Martial Strike 3 - 1 = 2, so Shekhtur is
    # Active and Eligor (seat 0) is the Reactive Player.
    state = first_beat_then_time_over()
    state = pass_antes(set_pairs(state, ("Martial", "Strike"), ("Jugular", "Shot")))
    assert state.active == 1
    assert state.outcome == Outcome("time_over_tie", 0)


def test_equal_life_after_the_final_beat_goes_to_seat_1_when_seat_1_is_reactive():
    # Final beat: Retribution Grasp 5 - 1 + 2 (Speed Up) = 6 beats Jugular Shot 4: Eligor is
    # Active, Shekhtur (seat 1) Reactive. Range 1 and 1~4 both miss on (1, 7).
    state = first_beat_then_time_over()
    state = set_pairs(state, ("Retribution", "Grasp"), ("Jugular", "Shot"))
    # Shekhtur was Active in beat 1 (Combination Strike 3 beats Counter Shot 1): she antes
    # first.
    state = play(state, "1|pass||", "0|ante|Speed Up|", "1|pass||", "0|pass||")
    assert state.active == 0
    assert state.outcome == Outcome("time_over_tie", 1)


# --- Optional triggers and the Finisher (000 "Optional Triggers", "Finishers") ----------------


def finisher_beat(life: int = 7):
    """Eligor at ``life`` sets Switch Strike vs Shekhtur Jugular Strike (priority 3 + 2 = 5),
    on (3, 5)."""
    state = duel().with_fighter(0, life=life)
    return pass_antes(set_pairs(state, ("Switch", "Strike"), ("Jugular", "Strike")))


def test_an_optional_trigger_offers_to_decline_it():
    state = finisher_beat()
    now = pending(state)
    assert now.seats == (0,)
    assert set(now.options) == {Decision(0, "trigger", "style:Switch#0"),
                                Decision(0, "decline", "style:Switch#0")}


def test_declining_switch_plays_switch_strike_and_recycles_it_normally():
    # Both attacks miss on (3, 5): the beat runs to its end without another decision.
    state = play(finisher_beat(), "0|decline|style:Switch#0|")
    eligor = state.fighters[0]
    assert state.beat == 2
    assert eligor.discard1 == ("Switch", "Strike")
    assert eligor.finisher == "Sheet Lightning"


def test_switch_at_7_life_brings_out_the_finisher_in_place_of_the_pair():
    # Shekhtur plays Jugular Burst instead, to pause the beat at her Start retreat. Sheet
    # Lightning (range 3~6, power 4, priority 6) beats Jugular Burst (1 + 2 = 3).
    state = duel().with_fighter(0, life=7)
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Jugular", "Burst")))
    state = play(state, "0|trigger|style:Switch#0|")
    assert state.phase == Phase.START and pending(state).seats == (1,)
    assert state.fighters[0].finisher_used
    stats = pair_stats(state, 0)
    assert (stats.name, str(stats.range), stats.power.lo, stats.priority.lo) == (
        "Sheet Lightning", "3~6", 4, 6)
    assert state.active == 0


def test_after_the_finisher_beat_finisher_and_switch_leave_the_game_without_rotating_piles():
    state = play(finisher_beat(), "0|trigger|style:Switch#0|")
    # On (3, 5) Sheet Lightning (range 3~6) and Jugular Strike (range 1) both miss.
    eligor = state.fighters[0]
    assert state.beat == 2 and eligor.life == 7 and state.fighters[1].life == 20
    assert {"Sheet Lightning", "Switch"} <= set(eligor.removed)
    assert eligor.finisher is None
    assert "Switch" not in eligor.hand
    # The discard piles did not rotate (000 "Recycling Finishers": steps 1-3 skipped) ...
    assert eligor.discard1 == ("Vengeful", "Dodge")
    assert eligor.discard2 == ("Retribution", "Grasp")
    assert "Retribution" not in eligor.hand
    # ... but Force is still taken (step 4): 2 + 2 at 7 life = 4.
    assert eligor.force == 4
    # The opponent recycles as usual.
    assert state.fighters[1].discard1 == ("Jugular", "Strike")


