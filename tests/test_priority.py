"""Who becomes the Active Player, and the Clash (`engine.battlecon.priority.compare` and the
Reveal/Clash steps of `engine.battlecon.beat`).

Sources: 000 rulebook, "Reveal Step" (higher Priority becomes the Active Player), "Priority Tie?
- Clash!" (new bases from hand, clash again on a new tie, only the executed base is discarded,
out of bases -> Recycle), "Tiebreakers" and "Other Effects", Tiebreaker (▲).

The pairs come from the test-only ``examples`` fighter with the standard bases; the standups
stand on spaces 3 and 5 (range 2). Priorities worked out by hand: Swift Strike 3▲, Steady
Strike 3, Soaring Strike 4, Steady Shot 2, Fracturing Strike 3, Fracturing Shot 2, Fracturing
Burst 1, Fracturing Lunge 4▲.
"""

from __future__ import annotations

import pytest
from conftest import duel, pass_antes, set_pairs, with_hand

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from engine.battlecon.priority import compare
from engine.battlecon.state import GameState, Phase
from tests.note_helpers import indices

# --- The comparator (000 "Reveal Step", "Tiebreakers") ------------------------------------


@pytest.mark.parametrize(("priorities", "winner"), [((5, 3), 0), ((3, 5), 1), ((-1, -2), 0)])
def test_higher_priority_is_the_active_player(priorities, winner):
    for current in (0, 1):
        assert compare(priorities, (False, False), current).active == winner


def test_higher_priority_wins_even_against_a_tiebreaker():
    # The tiebreaker only decides a tie.
    assert compare((5, 4), (False, True), 1).active == 0
    assert compare((4, 5), (True, False), 0).active == 1


@pytest.mark.parametrize("current", [0, 1])
def test_a_tie_with_no_tiebreaker_is_a_clash(current):
    result = compare((4, 4), (False, False), current)
    assert result.active is None
    assert "Clash" in result.rule


@pytest.mark.parametrize("current", [0, 1])
def test_a_single_tiebreaker_wins_the_tie(current):
    assert compare((4, 4), (True, False), current).active == 0
    assert compare((4, 4), (False, True), current).active == 1


@pytest.mark.parametrize("current", [0, 1])
def test_both_tiebreakers_keep_the_current_active_player(current):
    result = compare((4, 4), (True, True), current)
    assert result.active == current
    assert "Tiebreakers" in result.rule


# --- Through the beat ------------------------------------------------------------------------


def beat_of(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str]) -> GameState:
    """Set both pairs (taking them into hand first) and pass at ante."""
    state = with_hand(with_hand(state, 0, *pair0), 1, *pair1)
    return pass_antes(set_pairs(state, pair0, pair1))


def test_the_higher_priority_pair_attacks_first_as_the_active_player():
    # Seat 1's Soaring Strike (priority 4, range 1~2, power 3) beats Steady Shot (priority 2,
    # guard 2): it hits first for 3, which stuns seat 0 before it can attack.
    state = beat_of(duel("examples", "examples", first_active=0),
                    ("Steady", "Shot"), ("Soaring", "Strike"))
    assert state.active == 1
    assert state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (17, 20)


@pytest.mark.parametrize("first_active", [0, 1])
def test_a_single_tiebreaker_wins_the_tie_without_a_clash(first_active):
    # Swift Strike (3▲) and Steady Strike (3) tie; Swift's ▲ wins. Both miss at range 2.
    state = beat_of(duel("examples", "examples", first_active=first_active),
                    ("Swift", "Strike"), ("Steady", "Strike"))
    assert state.active == 0
    assert state.phase == Phase.SET and state.beat == 2


@pytest.mark.parametrize("first_active", [0, 1])
def test_with_both_tiebreakers_the_active_player_keeps_the_status(first_active):
    state = beat_of(duel("examples", "examples", first_active=first_active),
                    ("Swift", "Strike"), ("Swift", "Strike"))
    assert state.active == first_active
    assert state.phase == Phase.SET and state.beat == 2


def clash(first_active: int = 0) -> GameState:
    """Fracturing Strike against Fracturing Strike: priority 3 each, no tiebreaker."""
    return beat_of(duel("examples", "examples", first_active=first_active),
                   ("Fracturing", "Strike"), ("Fracturing", "Strike"))


def test_a_real_tie_leads_to_a_clash_where_both_players_pick_a_new_base():
    state = clash()
    now = pending(state)
    assert state.phase == Phase.CLASH
    assert now.seats == (0, 1)
    assert {d.kind for d in now.options} == {"clash"}
    # Only bases still in hand: not the revealed Strike, not Grasp/Dodge in the discards,
    # and no style.
    for seat in (0, 1):
        assert {d.a for d in now.options if d.seat == seat} == {"Lunge", "Shot", "Drive", "Burst"}


def test_the_clash_is_simultaneous_each_player_picks_once():
    state = apply(clash(), Decision(0, "clash", "Shot"))
    assert state.phase == Phase.CLASH
    assert pending(state).seats == (1,)
    with pytest.raises(RuleViolation):
        apply(state, Decision(0, "clash", "Lunge"))


@pytest.mark.parametrize("base", ["Strike", "Grasp", "Fracturing"])
def test_a_clash_base_must_be_a_base_in_hand_other_than_the_revealed_one(base):
    with pytest.raises(RuleViolation):
        apply(clash(), Decision(0, "clash", base))


def test_the_new_base_replaces_the_old_one_for_stats():
    # Seat 0: Fracturing Shot (1~5, power 6, priority 2, guard 2); seat 1: Fracturing Burst
    # (2~4, power 6, priority 1, guard 0). Seat 0 becomes Active; Burst's Start retreat waits.
    state = apply(clash(), Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Burst"))
    assert state.active == 0
    assert state.phase == Phase.START
    assert pending(state).seats == (1,)
    s0, s1 = pair_stats(state, 0), pair_stats(state, 1)
    assert s0.name == "Fracturing Shot"
    assert (s0.range.lo, s0.range.hi, s0.power.lo, s0.priority.lo, s0.guard.lo) == (1, 5, 6, 2, 2)
    assert s1.name == "Fracturing Burst"
    assert (s1.range.lo, s1.range.hi, s1.power.lo, s1.priority.lo, s1.guard.lo) == (2, 4, 6, 1, 0)


def test_a_new_tie_after_a_clash_clashes_again():
    state = apply(clash(), Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Shot"))  # Fracturing Shot 2 against 2
    now = pending(state)
    assert state.phase == Phase.CLASH
    assert now.seats == (0, 1)
    for seat in (0, 1):
        assert {d.a for d in now.options if d.seat == seat} == {"Lunge", "Drive", "Burst"}


def test_only_the_executed_base_is_discarded_and_the_other_revealed_bases_return_to_hand():
    # Clash Shot/Lunge: seat 1's Fracturing Lunge (4▲, range 1~3, power 6) wins, hits seat 0
    # for 6 (guard 2: stunned). Seat 0 executed Shot, seat 1 Lunge; both Strikes come back.
    state = apply(clash(), Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Lunge"))
    assert state.phase == Phase.SET and state.beat == 2
    assert state.active == 1
    assert state.fighters[0].life == 14 and state.fighters[1].life == 20
    zero, one = state.fighters
    assert zero.discard1 == ("Fracturing", "Shot")
    assert one.discard1 == ("Fracturing", "Lunge")
    assert "Strike" in zero.hand and "Strike" in one.hand
    assert "Shot" not in zero.hand and "Lunge" not in one.hand


def test_after_two_clashes_both_unexecuted_bases_return_to_hand():
    # Clash 1: Shot/Shot ties again. Clash 2: Lunge/Lunge, both ▲: the Active Player (seat 0)
    # keeps the status and hits with Fracturing Lunge for 6 (seat 1's guard 1: stunned).
    state = apply(clash(), Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Shot"))
    state = apply(state, Decision(0, "clash", "Lunge"))
    state = apply(state, Decision(1, "clash", "Lunge"))
    assert state.phase == Phase.SET and state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (20, 14)
    for fighter in state.fighters:
        assert fighter.discard1 == ("Fracturing", "Lunge")
        assert {"Strike", "Shot"} <= set(fighter.hand)


@pytest.mark.parametrize("out", [0, 1])
def test_a_player_with_no_base_left_at_a_clash_sends_the_beat_straight_to_recycle(out):
    # Fracturing Strike (range 1~2, power 7) would hit at range 2 if attacks happened.
    state = duel("examples", "examples")
    state = state.with_fighter(out, hand=("Fracturing", "Strike"))
    state = pass_antes(set_pairs(state, ("Fracturing", "Strike"), ("Fracturing", "Strike")))
    assert state.phase == Phase.SET
    assert state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (20, 20)
    # Recycle still happened: each took 1 Force and the pair went to discard pile 1.
    assert (state.fighters[0].force, state.fighters[1].force) == (3, 3)
    assert state.fighters[out].discard1 == ("Fracturing", "Strike")


def test_running_out_of_bases_at_a_second_clash_also_goes_to_recycle():
    # Seat 0 holds only one spare base (Shot); the second tie finds its hand without bases.
    state = duel("examples", "examples")
    state = state.with_fighter(0, hand=("Fracturing", "Strike", "Shot"))
    state = pass_antes(set_pairs(state, ("Fracturing", "Strike"), ("Fracturing", "Strike")))
    state = apply(state, Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Shot"))
    assert state.phase == Phase.SET and state.beat == 2
    assert (state.fighters[0].life, state.fighters[1].life) == (20, 20)


def test_reveal_triggers_already_performed_are_not_repeated_after_a_clash():
    # Switch Strike against Switch Strike (priority 3 each): Switch gains 1 Force at Reveal
    # (above 7 life). After the clash (Shot / Lunge) the pairs are revealed again, but the
    # Switch trigger was already performed: 2 + 1 at Reveal + 1 at Recycle = 4 each.
    state = beat_of(duel("examples", "examples"), ("Switch", "Strike"), ("Switch", "Strike"))
    assert state.phase == Phase.CLASH
    assert (state.fighters[0].force, state.fighters[1].force) == (3, 3)
    state = apply(state, Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Lunge"))
    assert state.phase == Phase.SET and state.beat == 2
    assert (state.fighters[0].force, state.fighters[1].force) == (4, 4)
    assert state.pool == 37
    # Switch Lunge (4▲, range 1~2, power 3) hit Switch Shot (guard 2) for 3: stunned.
    assert (state.fighters[0].life, state.fighters[1].life) == (17, 20)


def test_speed_up_counts_toward_priority_at_reveal_and_breaks_a_would_be_tie():
    # Fracturing Strike against Fracturing Strike would clash at 3; seat 1's Speed Up makes
    # it 5 against 3. Seat 1 hits first for 7 (range 1~2), more than seat 0's guard 5.
    state = set_pairs(duel("examples", "examples"), ("Fracturing", "Strike"),
                      ("Fracturing", "Strike"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "ante", "Speed Up"))
    state = apply(state, Decision(0, "pass"))
    state = apply(state, Decision(1, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    assert state.active == 1
    assert (state.fighters[0].life, state.fighters[1].life) == (13, 20)


def test_priority_that_becomes_x_ignores_speed_up_when_the_active_player_is_decided():
    # Seat 0: Frozen Lunge with Speed Up: priority becomes 1 (not 4 + 2). Seat 1: Fracturing
    # Shot, priority 2, range 1~5, power 6: it goes first and stuns seat 0 (guard 1).
    state = set_pairs(duel("examples", "examples"), ("Frozen", "Lunge"), ("Fracturing", "Shot"))
    state = apply(state, Decision(0, "ante", "Speed Up"))
    state = apply(state, Decision(1, "pass"))
    state = apply(state, Decision(0, "pass"))
    assert state.phase == Phase.SET and state.beat == 2
    assert state.active == 1
    assert (state.fighters[0].life, state.fighters[1].life) == (14, 20)


def test_the_bases_revealed_before_a_clash_go_back_to_hand_as_soon_as_it_is_over():
    # 000 "Priority Tie? - Clash!": when no clash is left, each player picks up the other
    # revealed bases then, not at Recycle; during a second clash they stay out. Clash 1
    # Shot/Shot ties again (Strike and Shot stay out); clash 2 Lunge/Lunge settles it.
    state = apply(clash(), Decision(0, "clash", "Shot"))
    state = apply(state, Decision(1, "clash", "Shot"))
    assert state.cursor.step == "clash"
    assert not {"Strike", "Shot"} & set(state.fighters[0].hand)
    state = apply(state, Decision(0, "clash", "Lunge"))
    state = apply(state, Decision(1, "clash", "Lunge"))  # the beat plays on to its end
    picked = indices(state, "clash_bases_back")
    hit = indices(state, "damage_taken")
    recycle = indices(state, "beat_ends")
    assert len(picked) == 2 and picked[-1] < hit[0] < recycle[-1]  # before the attacks
    for fighter in state.fighters:
        assert {"Strike", "Shot"} <= set(fighter.hand) and "Lunge" not in fighter.hand
