"""Lesandra's unique ability (Battle Familiar), tracked by her Active Familiar counter, and the
cards that read or spend it (fighters/lesandra.yaml; 000 "Tokens & Counters", "Ante Phase",
"Guard & Stun", "Other Effects"; 002 "Base Card Overview").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start, tokens, until_choice


def _no_familiar(state):
    return apply(state, adjust_decision(0, "token:Active Familiar", 0))


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
    assert "Lesandra misses: an effect says Lesandra cannot hit" in notes(kept)
    assert lives(kept)[1] == 20
    anted = play_beat(state, ("Pactbreaker", "Strike"), ("Switch", "Shot"),
                      antes=((0, "Ante familiar"),))
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
