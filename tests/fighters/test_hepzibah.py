"""Hepzibah Culotre's Dark Pacts (unique ability Dark Pact Vivimancer: five Pact cards, each
anted with its bonus and counted as a Dark Pact token) and the cards that use them: Pactbond,
Anathema, Accursed, Necrotizing, Bloodlight, Seal the Pact and Altazzair (fighters/hepzibah.yaml;
000 "Ante Phase", "Tokens & Counters", "Other Effects": Chip, Regain Life, Spend Life, Stun
Immunity; docs/rulings.md 126).

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import set_pairs, with_hand
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    play_beat,
    set_and_ante,
    set_only,
    start,
    take,
    tokens,
)

NECROTIZING = [f"style:Necrotizing#{i}" for i in range(3)]


def pacts(*names):
    """Hepzibah (seat 0) antes the Dark Pacts ``names`` ("Almighty", "Corruption"...)."""
    return tuple((0, f"Dark Pact: {name}") for name in names)


def test_each_dark_pact_anted_costs_one_life():
    # Two Pacts: 20 - 1 - 1 = 18. At distance 6 neither Accursed Shot (range 1~4 + 0~1 = 1~5)
    # nor Bladed Strike (range 1) reaches.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(1, 7))),
                      ("Accursed", "Shot"), ("Bladed", "Strike"),
                      antes=pacts("Almighty", "Endless"))
    assert lives(state) == (18, 20)


def test_every_anted_dark_pact_comes_back_at_end_of_beat():
    # Two Pacts anted: 5 - 2 = 3 held during the beat, all 5 again once the beat is over.
    state = formless(start("hepzibah", "kehrolyn", positions=(1, 7)))
    state = with_hand(with_hand(state, 0, "Accursed", "Shot"), 1, "Bladed", "Strike")
    state = set_pairs(state, ("Accursed", "Shot"), ("Bladed", "Strike"))
    state = apply(state, Decision(0, "ante", "Dark Pact: Almighty"))
    state = apply(state, Decision(1, "pass"))
    state = apply(state, Decision(0, "ante", "Dark Pact: Endless"))
    assert tokens(state, 0, "Dark Pact") == 3
    assert tokens(state, 0, "Almighty") == 0
    state = finish(state)
    assert tokens(state, 0, "Dark Pact") == 5
    assert tokens(state, 0, "Almighty") == 1


def test_anathema_gains_one_power_and_priority_per_pact_anted_up_to_three():
    # Four Pacts count as 3. Anathema Strike priority 3 - 1 + 3, + 2 from Endless = 7 beats
    # Bladed Drive's 4 and hits for 4 - 1 + 3, + 2 from Almighty = 8, ignoring Kehrolyn's
    # guard (Corruption): stunned, 20 - 8 = 12. Hepzibah paid 4 life: 20 - 4 = 16.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(3, 4))),
                      ("Anathema", "Strike"), ("Bladed", "Drive"),
                      antes=pacts("Almighty", "Endless", "Immortality", "Corruption"))
    assert lives(state) == (16, 12)


def test_accursed_gives_stun_immunity_with_three_pacts_anted():
    # Three Pacts: 20 - 3 = 17. Bladed Strike (priority 3 beats Accursed Shot's 2 + 0 = 2) hits
    # for 6, less Immortality's Soak 2 = 4, over Hepzibah's guard 2: she would be stunned but
    # is immune, 17 - 4 = 13. Accursed Shot answers for 3 - 1 + 2 (Almighty) = 4: Kehrolyn
    # 20 - 4 = 16.
    state = play_beat(formless(start("hepzibah", "kehrolyn", positions=(3, 4))),
                      ("Accursed", "Shot"), ("Bladed", "Strike"),
                      antes=pacts("Almighty", "Immortality", "Corruption"))
    assert lives(state) == (13, 16)


def test_bloodlight_regains_the_damage_dealt_up_to_the_pacts_anted():
    # Hepzibah at 10 life antes one Pact: 10 - 1 = 9. Bladed Grasp (priority 5 beats Anathema
    # Bloodlight's 3 - 1 + 1 = 3) misses at distance 2 with range 1. Bloodlight (range 1~3)
    # hits for 2 - 1 + 1 = 2: Kehrolyn 20 - 2 = 18. Hepzibah regains the 2 damage capped at 1
    # Pact: 9 + 1 = 10.
    state = formless(start("hepzibah", "kehrolyn", positions=(3, 5), life=(10, 20)))
    state = play_beat(state, ("Anathema", "Bloodlight"), ("Bladed", "Grasp"),
                      antes=pacts("Corruption"))
    assert lives(state) == (10, 18)


def test_no_dark_pact_can_be_anted_at_one_life():
    # Paying 1 life for a Pact at 1 life would spend the last point, which is never allowed
    # (000 "Other Effects", Spend Life): at 1 life the ante is not offered; at 2 it is.
    pact = Decision(0, "ante", "Dark Pact: Almighty")
    state = set_only(start("hepzibah", "ludus", life=(1, 20)), ("Anathema", "Strike"),
                     ("Safari", "Strike"))
    assert pact not in pending(state).options
    state = set_only(start("hepzibah", "ludus", life=(2, 20)), ("Anathema", "Strike"),
                     ("Safari", "Strike"))
    assert pact in pending(state).options


def test_darkheart_makes_the_opponent_discard_a_token_on_hit():
    # Darkheart Drive: priority 4 - 1 = 3 beats Combination Burst (1). Burst retreats Shekhtur
    # to 5, Drive advances Hepzibah 1 to 4: range 1 hits. Shekhtur's Malice 3 -> 2.
    state = play_beat(start("hepzibah", "shekhtur", positions=(3, 4)),
                      ("Darkheart", "Drive"), ("Combination", "Burst"))
    assert tokens(state, 1, "Malice") == 2


def test_inevitable_widens_the_range_and_almighty_adds_two_power():
    # Hepzibah on 1, the valuer on 6 (distance 5). Idle Grasp (priority 5) goes first and
    # misses. Pactbond Shot reaches 5 only with Inevitable (1~4 + 0~1) and hits for 3 - 1 = 2;
    # with Almighty too, 2 + 2 = 4. Each Pact costs 1 life and Pactbond's Reveal gives 1 back
    # a Pact: Hepzibah stays at 20.
    state = play_beat(against_valuer("hepzibah", positions=(1, 6)), ("Pactbond", "Shot"),
                      ("Idle", "Grasp"), antes=pacts("Inevitable"))
    assert lives(state) == (20, 18)
    state = play_beat(against_valuer("hepzibah", positions=(1, 6)), ("Pactbond", "Shot"),
                      ("Idle", "Grasp"), antes=pacts("Inevitable", "Almighty"))
    assert lives(state) == (20, 16)


def test_pactbond_names_a_pact_that_costs_no_life_in_the_next_beats_ante_only():
    # Beat 1 at distance 6: nobody reaches; at End of Beat Pactbond names Endless (the second
    # of the five). Beat 2: anteing Endless costs no life (20 stays 20); once the pairs are
    # revealed the name is gone.
    state = play_beat(against_valuer("hepzibah", positions=(1, 7)), ("Pactbond", "Strike"),
                      ("Idle", "Strike"), choices={"Pactbond": "#1"})
    assert tokens(state, 0, "Pactbond Endless") == 1
    assert tokens(state, 0, "Pactbond Almighty") == 0
    state = set_and_ante(state, ("Accursed", "Strike"), ("Idle", "Strike"), pacts("Endless"))
    assert lives(state) == (20, 20)
    assert tokens(state, 0, "Pactbond Endless") == 0


def test_necrotizing_pays_up_to_three_life_for_one_power_each():
    # Distance 1. Necrotizing Strike (priority 3 + 0 beats Idle Shot's 2) hits: Hepzibah pays
    # 2 life of the 3 she may (20 - 2 = 18) for 4 - 1 + 2 = 5 power over the Shot's guard 2:
    # the valuer is stunned, 20 - 5 = 15.
    state = set_and_ante(against_valuer("hepzibah", positions=(3, 4)), ("Necrotizing", "Strike"),
                         ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", NECROTIZING[0]))
    state = take(state, Decision(0, "trigger", NECROTIZING[1]))
    state = take(state, Decision(0, "decline", NECROTIZING[2]))
    assert lives(finish(state)) == (18, 15)


def test_necrotizing_never_spends_the_last_life_point():
    # At 2 life Hepzibah can pay only 1 (2 -> 1): the other two payments are not offered.
    # Power 4 - 1 + 1 = 4: the valuer 20 - 4 = 16.
    state = set_and_ante(against_valuer("hepzibah", positions=(3, 4), life=(2, 20)),
                         ("Necrotizing", "Strike"), ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", NECROTIZING[0]))
    options = pending(state).options
    assert Decision(0, "trigger", NECROTIZING[1]) not in options
    assert Decision(0, "trigger", NECROTIZING[2]) not in options
    assert lives(finish(state)) == (1, 16)


def test_after_seal_the_pact_the_first_pact_of_each_beat_costs_the_opponent_life():
    # Beat 1 at 7 life, distance 6: Switch brings Seal the Pact (range N/A); After Activating
    # it seals. Beat 2, still out of reach: two Pacts, the first paid by the valuer
    # (20 - 1 = 19), the second by Hepzibah (7 - 1 = 6).
    state = against_valuer("hepzibah", positions=(1, 7), life=(7, 20))
    state = state.with_fighter(0, finisher="Seal the Pact")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Strike"))
    assert tokens(state, 0, "Seal the Pact") == 1
    assert lives(state) == (7, 20)
    state = play_beat(state, ("Accursed", "Strike"), ("Idle", "Strike"),
                      antes=pacts("Endless", "Corruption"))
    assert lives(state) == (6, 19)


def test_altazzair_counts_the_pacts_power_and_priority_bonuses_twice():
    # At 7 life, distance 1, Almighty and Endless anted (7 - 2 = 5); Switch brings Altazzair
    # (range 1, power 6, priority 2); Start of Beat drops Hepzibah to 1. Priority 2 + 2 + 2 = 6
    # beats Idle Grasp's 5 (counted once, 4 would not): Altazzair hits first for
    # 6 + 2 + 2 = 10 over guard 0, stunning the valuer: 20 - 10 = 10.
    state = against_valuer("hepzibah", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Altazzair")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Grasp"),
                      antes=pacts("Almighty", "Endless"))
    assert lives(state) == (1, 10)
