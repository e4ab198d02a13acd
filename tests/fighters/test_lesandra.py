"""Lesandra's unique ability (Battle Familiar), tracked by her Active Familiar counter, and the
cards that read or spend it (fighters/lesandra.yaml; 000 "Tokens & Counters", "Ante Phase",
"Guard & Stun", "Other Effects"; 002 "Base Card Overview").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import noted


def _no_familiar(state):
    """``state`` with no familiar active: the counter at 0 and Borneo face down."""
    state = apply(state, adjust_decision(0, "token:Active Familiar", 0))
    return state.with_fighter(0, active_cards=())


def _with(state, familiar):
    """``state`` with ``familiar`` as Lesandra's active familiar instead of Borneo."""
    return state.with_fighter(0, active_cards=(familiar,))


def test_guardian_has_two_more_stun_guard_while_a_familiar_is_active():
    # Lesandra on 3, Baenvier on 4 (distance 1). Guardian Strike: range 1 + 0~1 = 1~2, power
    # 4 + 1 = 5, priority 3 - 1 = 2, guard 5 (+2 with a familiar = 7). Baenvier's Curse Strike:
    # range 1~2, power 4 + 2 = 6, priority 3 + 1 = 4: he attacks first, 6 damage, 20 - 6 = 14.
    # With the familiar 6 does not exceed 7: Lesandra attacks with Curse's +4 Power given to
    # her after his attack, 5 + 4 = 9, and Baenvier drops to 20 - 9 = 11.
    # Without it 6 exceeds 5: she is stunned and does not attack (Baenvier stays at 20).
    state = start("lesandra", "baenvier", positions=(3, 4))
    kept = play_beat(state, ("Guardian", "Strike"), ("Curse", "Strike"))
    assert lives(kept) == (14, 11)
    alone = play_beat(_no_familiar(state), ("Guardian", "Strike"), ("Curse", "Strike"))
    assert lives(alone) == (14, 20)


def test_window_reaches_three_further_with_a_familiar_and_spends_it_on_hit():
    # Lesandra on 1, Baenvier on 7 (distance 6). Window Shot: range 1~4 + 0~3 = 1~7 with the
    # familiar, power 3, priority 2 + 1 = 3. Baenvier's Switch Grasp (range 1, priority 5)
    # attacks first and misses. Window hits at 6: 20 - 3 = 17, and the hit banishes the
    # familiar: Active Familiar 1 - 1 = 0. Without a familiar range 1~4 misses at 6.
    state = start("lesandra", "baenvier", positions=(1, 7))
    kept = play_beat(state, ("Window", "Shot"), ("Switch", "Grasp"))
    assert lives(kept) == (20, 17)
    assert tokens(kept, 0, "Active Familiar") == 0
    alone = play_beat(_no_familiar(state), ("Window", "Shot"), ("Switch", "Grasp"))
    assert lives(alone) == (20, 20)


def test_pactbreaker_misses_unless_the_familiar_was_anted():
    # Lesandra on 3, Baenvier on 4 (distance 1). Pactbreaker Strike: range 1~2, power 4 + 1 = 5,
    # priority 3 + 1 = 4, against Baenvier's Switch Shot (range 1~4, power 3, priority 2).
    # Kept familiar: Lesandra's attack misses, Baenvier stays at 20. Anted familiar (counter
    # 1 - 1 = 0): she hits, 20 - 5 = 15.
    state = start("lesandra", "baenvier", positions=(3, 4))
    kept = play_beat(state, ("Pactbreaker", "Strike"), ("Switch", "Shot"))
    assert noted(kept, "miss_cannot_hit", name="Lesandra")
    assert lives(kept)[1] == 20
    anted = play_beat(state, ("Pactbreaker", "Strike"), ("Switch", "Shot"),
                      antes=((0, "Ante Borneo"),))
    assert lives(anted)[1] == 15


def test_mazzaroth_drops_lesandra_to_one_life_at_start_of_beat():
    # At 7 life Switch brings Mazzaroth (range N/A, power N/A, priority 1). Start of Beat:
    # life 7 -> 1. Baenvier's Switch Shot (range 1~4) misses at distance 5 (Lesandra on 1,
    # Baenvier on 6), so she ends the beat at 1.
    state = start("lesandra", "baenvier", positions=(1, 6), life=(7, 20))
    state = state.with_fighter(0, finisher="Mazzaroth")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Shot"))
    assert lives(state) == (1, 20)


def test_invocation_may_banish_the_familiar_for_two_soak_when_hit():
    # Lesandra on 3, Baenvier on 5 (distance 2). Invocation Strike: range 1 + 1~3 = 2~4, power
    # 4 + 2 = 6, priority 3 - 2 = 1, guard 5. Baenvier's Switch Shot (range 1~4, power 3,
    # priority 2) hits first; banishing the familiar (1 - 1 = 0) gives Soak 2: 3 - 2 = 1
    # damage, 20 - 1 = 19. Invocation then costs her that 1 Power: 6 - 1 = 5, and she hits
    # at 2: Baenvier 20 - 5 = 15.
    state = play_beat(start("lesandra", "baenvier", positions=(3, 5)),
                      ("Invocation", "Strike"), ("Switch", "Shot"))
    assert lives(state) == (19, 15)
    assert tokens(state, 0, "Active Familiar") == 0


def test_summons_moves_the_opponent_directly_next_to_lesandra_at_start_of_beat():
    # Lesandra on 3, Baenvier on 6: Start of Beat, Summons moves him directly to a space next
    # to her, 2 (past her) or 4, his choice being hers (000 "Teleport").
    state = set_and_ante(start("lesandra", "baenvier", positions=(3, 6)),
                         ("Guardian", "Summons"), ("Switch", "Strike"))
    state = until_choice(state, "base:Summons#0")
    assert choice_keys(state) == ["3,2", "3,4"]
    assert choose(state, "3,2").positions == (3, 2)


def test_invoke_duskstalker_drops_her_to_one_life_for_one_power_per_life_lost():
    # 002, Invoke Duskstalker. At 7 life she brings it (1~3, power 3, priority 5) against
    # Safari Shot (2) at range 1. Start of Beat: 7 -> 1, +6 Power: 9 damage (Ludus stunned,
    # no attack back), and she gains 9: 1 + 9 = 10. Ludus 20 - 9 = 11.
    state = start("lesandra", "ludus", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Invoke Duskstalker"), ("Switch", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (10, 11)


def test_binding_costs_the_opponent_one_life_and_one_power_for_their_own_movement():
    # 002, Binding. Safari Drive (priority 4) beats Binding Strike (3 - 2 = 1); Ludus advances
    # 2 by his own Drive, which costs him 1 life and 1 Power: Drive hits for 3 - 1 = 2
    # (Lesandra 18). Binding Strike (range 1~3) hits back for 4: Ludus 20 - 1 - 4 = 15.
    state = start("lesandra", "ludus", positions=(3, 6))
    state = play_beat(state, ("Binding", "Strike"), ("Safari", "Drive"),
                      choices={"Drive": "3,4"})
    assert lives(state) == (18, 15)


# ------------------------------------------------- issue 20 (wave 3, helper c2): the familiars
# Familiar costs and effects: docs/roster-notes.md, "Issue 20 (wave 3, helper c2)".


def test_an_active_salamander_gives_one_power():
    # Guardian Grasp (range 1~2, power 2 + 1 = 3, priority 5 - 1 = 4) before the valuer's
    # Idle Shot (2) at range 1: 3 + 1 = 4 with Salamander (20 - 4 = 16), 3 with Borneo.
    def valuer_life(familiar):
        state = play_beat(_with(against_valuer("lesandra", positions=(3, 4)), familiar),
                          ("Guardian", "Grasp"), ("Idle", "Shot"))
        return lives(state)[1]

    assert (valuer_life("Salamander"), valuer_life("Borneo")) == (16, 17)


def test_anting_the_rune_knight_gives_soak_two_and_sends_it_back_to_the_inactive_pile():
    # The valuer's Idle Grasp (priority 5) hits Lesandra's Pactbreaker Shot (2 + 1 = 3) at
    # range 1 for 2: all soaked with the Rune Knight anted (Borneo anted instead: 20 - 2).
    # No familiar is active afterwards.
    def after(familiar):
        state = _with(against_valuer("lesandra", positions=(3, 4)), familiar)
        return play_beat(state, ("Pactbreaker", "Shot"), ("Idle", "Grasp"),
                         antes=((0, f"Ante {familiar}"),))

    knight = after("Rune Knight")
    assert lives(knight)[0] == 20
    assert lives(after("Borneo"))[0] == 18
    assert knight.fighters[0].active_cards == ()
    assert tokens(knight, 0, "Active Familiar") == 0


def test_an_active_raven_knight_takes_one_life_after_lesandras_attack():
    # Guardian Shot on 1 (range 1~5, power 4) hits the valuer on 6 (its Idle Shot missed
    # first) and After activating the Raven Knight takes 1 more: 20 - 5 = 15; Borneo: 16.
    def valuer_life(familiar):
        state = play_beat(_with(against_valuer("lesandra", positions=(1, 6)), familiar),
                          ("Guardian", "Shot"), ("Idle", "Shot"))
        return lives(state)[1]

    assert (valuer_life("Raven Knight"), valuer_life("Borneo")) == (15, 16)


def test_an_active_wyvern_is_not_hit_at_range_four():
    # Lesandra on 1, the valuer on 5: its Idle Shot (range 1~4, priority 2) reaches 4 but the
    # Wyvern keeps it off; Borneo instead: hit for 3.
    def life(familiar):
        state = play_beat(_with(against_valuer("lesandra", positions=(1, 5)), familiar),
                          ("Guardian", "Grasp"), ("Idle", "Shot"))
        return lives(state)[0]

    assert (life("Wyvern"), life("Borneo")) == (20, 17)


def test_the_anted_wyvern_moves_lesandra_directly_before_her_attack():
    # Pactbreaker Strike (priority 4) from 1 against the valuer on 5: Before activating she
    # moves directly to 4, then hits at range 1 for 5.
    state = set_and_ante(_with(against_valuer("lesandra", positions=(1, 5)), "Wyvern"),
                         ("Pactbreaker", "Strike"), ("Idle", "Shot"),
                         antes=((0, "Ante Wyvern"),))
    state = finish(state, choices={"Lesandra Machan": "4,5", "Battle Familiar": "4,5"})
    assert lives(state)[1] == 15


def test_borneo_active_wins_priority_ties():
    # Window Strike (3 + 1 = 4) against the valuer's Idle Drive (4): a tie Borneo wins, no
    # clash; without a familiar the tie is a clash.
    def clashed(state):
        state = set_and_ante(state, ("Window", "Strike"), ("Idle", "Drive"))
        return "clash" in {d.kind for d in pending(state).options}

    state = against_valuer("lesandra", positions=(1, 7))
    assert not clashed(state)
    assert clashed(_no_familiar(state))


def test_mazzaroth_eliminates_the_opponent_at_the_end_of_the_next_beat():
    state = start("lesandra", "baenvier", positions=(1, 6), life=(7, 20))
    state = state.with_fighter(0, finisher="Mazzaroth")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Shot"))
    assert state.outcome is None
    state = play_beat(state, ("Guardian", "Strike"), ("Switch", "Burst"))
    assert state.outcome is not None
    assert state.outcome.winner == 0
