"""The flow of a beat (000 rulebook, "Beat Summary"), named as rule sentences.

Sources: 000 "Set Phase", "Ante Phase", "Reveal Step", "Start of Beat", "Triggered Effects",
"Conditionals", "Optional Triggers", "End of Beat", "Other Effects" (Discard Styles/Bases,
Conditional Triggers). Recycle, Finishers and Time Over: test_beat_recycle.py; movement choices
and the attack itself: test_beat_attacks.py.

Board: positions are (seat 0's space, seat 1's space) on spaces 1..7; `duel()` starts on (3, 5)
with 20 life, 2 Force each and 41 Force in the pool. Card numbers are from fighters/*.yaml and
tests/data/examples.yaml; each expected value is worked out in the test's comment.
"""

from __future__ import annotations

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.replay import replay
from engine.battlecon.setup import DuelSetup, new_duel
from engine.battlecon.state import Phase
from tests.beat_helpers import choice_keys, choose, finish_beat
from tests.conftest import duel, pass_antes, play, seat, set_pairs, with_hand

# --- Set (000 "Set Phase") ---------------------------------------------------------------------


def test_both_players_must_set_an_attack_pair_before_the_ante_phase():
    state = duel()
    assert pending(state).seats == (0, 1)
    state = play(state, "0|set|Counter|Strike")
    assert state.cursor.step == "set"
    assert pending(state).seats == (1,)
    state = play(state, "1|set|Jugular|Strike")
    assert state.phase == Phase.ANTE
    assert state.fighters[0].hand.count("Counter") == 0


def test_the_set_options_are_only_the_pairs_in_hand():
    # Eligor's hand: 4 styles (Counter, Martial, Chained, Switch) x 5 bases (Aegis, Strike,
    # Shot, Drive, Burst) = 20 pairs; Vengeful and Retribution are in the discard piles.
    options = [d for d in pending(duel()).options if d.seat == 0]
    assert len(options) == 20
    assert not any(d.a in ("Vengeful", "Retribution") for d in options)


def test_a_style_cannot_be_set_as_the_base():
    with pytest.raises(RuleViolation, match="not a base"):
        play(duel(), "0|set|Counter|Martial")


@pytest.mark.parametrize(("pair", "where"), [
    (("Vengeful", "Strike"), "in discard pile 1"),
    (("Counter", "Grasp"), "in discard pile 2"),
])
def test_a_card_in_a_discard_pile_cannot_be_set_and_the_refusal_says_where_it_is(pair, where):
    with pytest.raises(RuleViolation, match=where):
        play(duel(), f"0|set|{pair[0]}|{pair[1]}")


def test_a_player_with_no_style_in_hand_at_set_recycles_the_discard_piles_again():
    # Eligor holds only Switch, Strike, Shot; pile 2 holds a lone Drive. After he plays Switch
    # Strike the normal Recycle gives him Shot + Drive (no style), so the piles recycle again:
    # pile 2 (Vengeful, Dodge) comes to hand, pile 1 (Switch, Strike) moves to pile 2 and pile 1
    # stays empty (000 "Other Effects", Discard Styles/Bases).
    state = duel(positions=(1, 7))
    state = state.with_fighter(0, hand=("Switch", "Strike", "Shot"), discard1=("Vengeful", "Dodge"),
                               discard2=("Drive",))
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Jugular", "Strike")))
    eligor = state.fighters[0]
    assert state.beat == 2 and state.cursor.step == "set"
    assert sorted(eligor.hand) == ["Dodge", "Drive", "Shot", "Vengeful"]
    assert eligor.discard2 == ("Switch", "Strike")
    assert eligor.discard1 == ()


def test_a_player_with_no_base_in_hand_at_set_recycles_the_discard_piles_again():
    # Eligor holds Counter, Martial, Strike; pile 2 holds a lone Vengeful. After Counter Strike
    # the normal Recycle leaves Martial + Vengeful (no base): pile 2 (Retribution, Grasp) comes
    # to hand, pile 1 (Counter, Strike) moves to pile 2, pile 1 stays empty.
    state = duel(positions=(1, 7))
    state = state.with_fighter(0, hand=("Counter", "Martial", "Strike"),
                               discard1=("Retribution", "Grasp"), discard2=("Vengeful",))
    state = pass_antes(set_pairs(state, ("Counter", "Strike"), ("Jugular", "Shot")))
    eligor = state.fighters[0]
    assert state.beat == 2
    assert sorted(eligor.hand) == ["Grasp", "Martial", "Retribution", "Vengeful"]
    assert eligor.discard2 == ("Counter", "Strike")
    assert eligor.discard1 == ()


def test_a_player_with_a_style_and_a_base_in_hand_does_not_recycle_again():
    # Eligor keeps styles (Martial, Chained, Switch) and bases (Aegis, Shot, ...) in hand: no
    # second recycle; pile 1 holds the pair just played, pile 2 the old pile 1.
    state = duel(positions=(1, 7))
    state = pass_antes(set_pairs(state, ("Counter", "Strike"), ("Jugular", "Shot")))
    assert state.fighters[0].discard1 == ("Counter", "Strike")
    assert state.fighters[0].discard2 == ("Vengeful", "Dodge")


# --- Ante (000 "Ante Phase") -------------------------------------------------------------------


def test_the_active_player_antes_first():
    state = set_pairs(duel(first_active=1), ("Counter", "Strike"), ("Jugular", "Strike"))
    assert pending(state).seats == (1,)


def test_ante_turns_alternate_and_a_pass_then_an_ante_does_not_end_the_phase():
    state = set_pairs(duel(), ("Counter", "Strike"), ("Jugular", "Strike"))
    state = play(state, "0|pass||", "1|ante|Malice|")
    assert state.phase == Phase.ANTE
    assert pending(state).seats == (0,)
    state = play(state, "0|pass||")
    assert state.phase == Phase.ANTE
    assert pending(state).seats == (1,)


def test_a_player_who_passed_may_still_ante_later_in_the_phase():
    state = set_pairs(duel(), ("Counter", "Strike"), ("Jugular", "Strike"))
    state = play(state, "0|pass||", "1|ante|Malice|", "0|ante|Vengeance|")
    assert state.phase == Phase.ANTE
    assert state.fighters[0].ante_count("Vengeance") == 1


def test_two_consecutive_passes_end_the_ante_phase():
    state = set_pairs(duel(), ("Counter", "Strike"), ("Jugular", "Strike"))
    state = play(state, "0|pass||", "1|ante|Malice|", "0|pass||", "1|pass||")
    assert state.phase != Phase.ANTE
    with pytest.raises(RuleViolation):
        play(state, "0|pass||")


def test_a_player_cannot_ante_out_of_turn():
    state = set_pairs(duel(), ("Counter", "Strike"), ("Jugular", "Strike"))
    with pytest.raises(RuleViolation):
        play(state, "1|pass||")


def test_an_opponent_ante_is_offered_to_the_opponent_only():
    # "Taunt" is an [Opponent] ante on the Example Duelist's ability: Eligor may use it, the
    # Example Duelist never.
    state = set_pairs(duel("examples", "eligor"), ("Fracturing", "Strike"), ("Counter", "Strike"))
    assert "Taunt" not in [d.a for d in pending(state).options]
    with pytest.raises(RuleViolation):
        play(state, "0|ante|Taunt|")
    state = play(state, "0|pass||")
    assert "Taunt" in [d.a for d in pending(state).options]


def test_a_limited_ante_can_be_used_only_once_per_beat():
    state = set_pairs(duel("examples", "eligor"), ("Fracturing", "Strike"), ("Counter", "Strike"))
    state = play(state, "0|pass||", "1|ante|Taunt|", "0|pass||")
    assert "Taunt" not in [d.a for d in pending(state).options]
    with pytest.raises(RuleViolation):
        play(state, "1|ante|Taunt|")


def test_a_limited_ante_with_choices_is_used_once_whichever_choice_was_made():
    # Malandrax's "Set a trap" (Limited) offers one option per trap; after one, none is left.
    state = set_pairs(duel("malandrax", "eligor"), ("Precision", "Strike"), ("Counter", "Shot"))
    traps = [d.b for d in pending(state).options if d.a == "Set a trap"]
    assert traps == ["Alarm Trap", "Electroshock Trap", "Smasher Trap", "Wall Spike Trap"]
    state = play(state, "0|ante|Set a trap|Alarm Trap", "1|pass||")
    assert not [d for d in pending(state).options if d.a == "Set a trap"]
    with pytest.raises(RuleViolation):
        play(state, "0|ante|Set a trap|Smasher Trap")


def test_a_limited_ante_is_offered_again_the_next_beat():
    state = duel("examples", "eligor", positions=(1, 7))
    state = set_pairs(state, ("Fracturing", "Strike"), ("Counter", "Shot"))
    state = play(state, "0|pass||", "1|ante|Taunt|", "0|pass||", "1|pass||")
    assert state.beat == 2  # both attacks missed on (1, 7): no decision after the antes
    state = set_pairs(state, ("Soaring", "Shot"), ("Martial", "Strike"))
    state = play(state, "0|pass||")
    assert "Taunt" in [d.a for d in pending(state).options]


def test_a_token_ante_moves_the_token_from_supply_to_depletion_and_adds_its_bonus():
    # Example Duelist: Focus tokens 2 in supply, 3 in depletion; each Focus ante costs one and
    # gives +1 power: Fracturing Strike power 4 + 3 = 7, +1 +1 = 9.
    state = set_pairs(duel("examples", "eligor"), ("Fracturing", "Strike"), ("Counter", "Strike"))
    state = play(state, "0|ante|Focus|")
    assert (state.fighters[0].supply, state.fighters[0].depletion) == ((1,), (4,))
    state = play(state, "1|pass||", "0|ante|Focus|")
    assert (state.fighters[0].supply, state.fighters[0].depletion) == ((0,), (5,))
    assert pair_stats(state, 0).power.lo == 9


def test_a_token_ante_is_not_offered_and_is_refused_without_tokens_in_supply():
    state = duel("examples", "eligor").with_fighter(0, supply=(0,), depletion=(5,))
    state = set_pairs(state, ("Fracturing", "Strike"), ("Counter", "Strike"))
    assert "Focus" not in [d.a for d in pending(state).options]
    with pytest.raises(RuleViolation):
        play(state, "0|ante|Focus|")
    assert state.fighters[0].supply == (0,)


# --- Reveal and Start of Beat (000 "Reveal Step", "Start of Beat") ------------------------------


def test_the_active_players_start_triggers_come_before_the_reactive_players():
    # Fracturing Burst priority 1 + 0 = 1; Soaring Burst 1 + 1 = 2: seat 1 is Active. Both have
    # Burst's "Start: retreat 1 or 2"; seat 1 (on 5) retreats first to 6 or 7.
    state = duel("examples", "examples")
    state = pass_antes(set_pairs(state, ("Fracturing", "Burst"), ("Soaring", "Burst")))
    assert state.active == 1
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["3,6", "3,7"]
    state = choose(state, "3,7")
    # Then seat 0 (on 3) retreats to 2 or 1.
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["1,7", "2,7"]


def counter_burst_beat():
    """Eligor (Active) Counter Burst + Speed Up vs Shekhtur Unleashed Burst, on (3, 5).

    Priority: Counter Burst 1 - 1 + 2 (Speed Up) = 2 beats Unleashed Burst 1 + 0 = 1.
    Both bases are Burst, so Counter's "Start, same base: stun the opponent" holds.
    """
    state = with_hand(duel("eligor", "shekhtur"), 1, "Unleashed")
    state = set_pairs(state, ("Counter", "Burst"), ("Unleashed", "Burst"))
    return play(state, "0|ante|Speed Up|", "1|pass||", "0|pass||")


def test_a_player_with_two_eligible_triggers_is_offered_both_to_order():
    state = counter_burst_beat()
    assert state.active == 0 and state.phase == Phase.START
    now = pending(state)
    assert now.seats == (0,)
    assert sorted(d.a for d in now.options if d.kind == "trigger") == [
        "base:Burst#0", "style:Counter#0"]


def test_the_player_performs_the_trigger_chosen_first():
    state = counter_burst_beat()
    state = play(state, "0|trigger|base:Burst#0|")
    # Burst's retreat is in progress (3 -> 2 or 1); Counter's stun has not happened yet.
    assert choice_keys(state) == ["1,5", "2,5"]
    assert not state.fighters[1].stunned
    state = choose(state, "2,5")
    # Counter, the only trigger left, is mandatory and performed at once.
    assert state.fighters[1].stunned


def test_a_stunned_fighter_still_performs_its_start_and_end_triggers_but_does_not_attack():
    state = play(counter_burst_beat(), "0|trigger|style:Counter#0|")
    assert state.fighters[1].stunned
    state = choose(state, "2,5")                  # Eligor's Burst: retreat 3 -> 2
    # Stunned Shekhtur still retreats with Burst's Start trigger: 5 -> 6 or 7.
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["2,6", "2,7"]
    state = choose(state, "2,6")
    # Eligor's Counter Burst (range 2~3) misses at range 4; stunned Shekhtur does not attack, so
    # Unleashed's After retreat is never offered; Unleashed's End (+2 Malice) is still performed:
    # Malice 3 + 2 = 5.
    assert state.beat == 2 and state.positions == (2, 6)
    assert state.fighters[0].life == 20
    assert state.tokens(1, "Malice") == 5


def test_a_trigger_whose_condition_is_unmet_is_skipped():
    # Counter's Start stun needs both bases to share a name: Burst vs Strike does not, so only
    # Burst's retreat is performed (no trigger list to order, straight to the retreat choice).
    state = set_pairs(duel("eligor", "shekhtur"), ("Counter", "Burst"), ("Jugular", "Strike"))
    state = pass_antes(state)
    # Jugular Strike priority 3 + 2 = 5 is Active and has no Start trigger.
    assert state.active == 1 and state.phase == Phase.START
    assert pending(state).seats == (0,)
    assert {d.kind for d in pending(state).options} == {"choose"}
    state = choose(state, "1,5")
    assert not state.fighters[1].stunned


def test_switch_above_7_life_gains_1_force_at_reveal_and_never_offers_the_finisher():
    # Switch Strike priority 3 vs Jugular Strike 3 + 2 = 5; both range 1, both miss on (1, 7).
    state = duel(positions=(1, 7))
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Jugular", "Strike")))
    # No decision at all: the Finisher trigger (life 7 or less) is skipped, the Force gain is
    # mandatory. Force 2 + 1 (Reveal) + 1 (Recycle) = 4.
    assert state.beat == 2
    assert state.fighters[0].force == 4
    assert state.pool == 41 - 1 - 2
    assert "Switch" in state.fighters[0].discard1


def test_the_active_players_reveal_triggers_come_first():
    # Both at 7 life with Switch: each is offered the optional Finisher at Reveal. Before
    # priority is known, the Active Player is the one from the previous beat (here seat 1).
    state = duel(first_active=1).with_fighter(0, life=7).with_fighter(1, life=7)
    state = pass_antes(set_pairs(state, ("Switch", "Strike"), ("Switch", "Shot")))
    assert state.phase == Phase.REVEAL
    assert pending(state).seats == (1,)
    state = play(state, "1|decline|style:Switch#0|")
    assert pending(state).seats == (0,)
    assert {d.kind for d in pending(state).options} == {"trigger", "decline"}


def test_an_effect_for_the_next_beat_applies_in_the_next_beat_only():
    # Unleashed's End gives Shekhtur +1 power next beat (see the stunned-fighter test above).
    state = play(counter_burst_beat(), "0|trigger|style:Counter#0|")
    state = choose(choose(state, "2,5"), "2,6")
    assert state.beat == 2
    # Beat 2, on (2, 6): Jugular Strike power 4 + 1 + 1 (Unleashed) = 6.
    state = set_pairs(state, ("Martial", "Shot"), ("Jugular", "Strike"))
    assert pair_stats(state, 1).power.lo == 6
    state = finish_beat(pass_antes(state), beat=2)
    assert state.beat == 3
    assert not [m for m in state.fighters[1].mods if m.kind == "power"]


def test_the_active_players_end_triggers_come_before_the_reactive_players():
    # Shekhtur vs Shekhtur on (1, 7), both with Reaver ("End: advance 1 or 2"). Reaver Strike
    # (priority 3) beats Reaver Shot (2): seat 0 is Active although seat 1 started Active.
    # Both attacks miss at range 6.
    state = duel("shekhtur", "shekhtur", first_active=1, positions=(1, 7))
    state = with_hand(with_hand(state, 0, "Reaver"), 1, "Reaver")
    state = pass_antes(set_pairs(state, ("Reaver", "Strike"), ("Reaver", "Shot")))
    assert state.active == 0 and state.phase == Phase.END
    assert pending(state).seats == (0,)
    assert choice_keys(state) == ["2,7", "3,7"]
    state = choose(state, "3,7")
    assert pending(state).seats == (1,)
    assert choice_keys(state) == ["3,5", "3,6"]


def test_conditions_are_checked_again_after_each_trigger():
    # Shekhtur Combination Brand (range 1~2, power 5, priority 2) hits Eligor Martial Shot
    # (priority 1, guard 2) on range 1: 5 damage, Eligor 15 and stunned; Malice 3 + 5, capped
    # at 5. After: Brand's two optional drains need 2 and 4 Malice; both are offered.
    state = duel(positions=(3, 4))
    state = pass_antes(set_pairs(state, ("Martial", "Shot"), ("Combination", "Brand")))
    assert state.cursor.step == "after" and state.tokens(1, "Malice") == 5
    assert {(d.kind, d.a) for d in pending(state).options} == {
        ("trigger", "base:Brand#1"), ("decline", "base:Brand#1"),
        ("trigger", "base:Brand#2"), ("decline", "base:Brand#2")}
    # Spending 2 (chip 1: Eligor 14) leaves 3 Malice: the 4-Malice drain is no longer
    # possible and is skipped; stunned Eligor does not attack, the beat ends.
    state = play(state, "1|trigger|base:Brand#1|")
    assert state.tokens(1, "Malice") == 3
    assert state.fighters[0].life == 14
    assert state.beat == 2


# --- Determinism (DESIGN.md "assistant/": state is the fold of the log) ------------------------


def test_replaying_the_same_decisions_from_the_same_setup_gives_an_equal_state():
    setup = DuelSetup((seat("eligor"), seat("shekhtur")))
    state = new_duel(setup)
    log = [Decision(0, "set", "Counter", "Drive"), Decision(1, "set", "Spiral", "Burst"),
           Decision(0, "ante", "Speed Up"), Decision(1, "pass"), Decision(0, "pass")]
    for decision in log:
        state = apply(state, decision)
    while state.beat == 1 and state.outcome is None:
        decision = pending(state).options[-1]
        log.append(decision)
        state = apply(state, decision)
    assert len(log) > 5
    again = replay(setup, log)
    assert again == state
    assert again.positions == state.positions and again.fighters == state.fighters


def test_a_player_may_change_their_pair_until_the_other_has_set():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike", "0|set|Martial|Drive")
    assert (state.fighters[0].style, state.fighters[0].base) == ("Martial", "Drive")
    assert "Counter" in state.fighters[0].hand and "Strike" in state.fighters[0].hand
    state = play(state, "1|set|Jugular|Shot")
    assert state.cursor.step == "ante"  # both down: the Set step is over
