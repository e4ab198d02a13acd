"""Larimore Burman's Firepower counters and their charging (unique ability Firepower, encoded
with app-only Charge counters) and Incinerating's push (fighters/larimore.yaml; 000 "Tokens &
Counters", "Ante Phase", "Push")."""
from dataclasses import replace

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, new_duel
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import DATA, catalog_with, play, seat, with_hand
from tests.fighter_helpers import (
    against_valuer,
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
    until_choice,
)
from tests.note_helpers import beaten, noted, stunned_by

CHARGE = (0, "Charge Firepower")


def test_charging_one_counter_costs_one_priority():
    # Dire Shot: priority 2 + 1 = 3, less 1 for the charge: 2, against Eligor's Chained Aegis
    # (0 - 1 = -1).
    state = set_and_ante(start("larimore", "eligor"), ("Dire", "Shot"), ("Chained", "Aegis"),
                         antes=(CHARGE,))
    assert (2, -1) in beaten(state)


def test_charging_two_counters_costs_one_power_and_three_priority():
    # Dire Shot: priority 3 - 3 = 0 still beats Chained Aegis (-1); at distance 2 Shot (1~4)
    # hits for 3 + 1 - 1 = 3. Aegis prints no guard: Eligor is stunned, life 20 - 3 = 17.
    state = play_beat(start("larimore", "eligor"), ("Dire", "Shot"), ("Chained", "Aegis"),
                      antes=(CHARGE, CHARGE))
    assert (0, -1) in beaten(state)
    assert lives(state) == (20, 20 - 3)


def test_charging_three_counters_costs_two_power_and_five_priority():
    # Dire Shot: priority 3 - 5 = -2 loses to Chained Aegis (-1). Eligor's Chained pulls 0
    # (first option) and Aegis (range 1) misses at distance 2; Larimore's Shot hits for
    # 3 + 1 - 2 = 2: Eligor's life 20 - 2 = 18.
    state = play_beat(start("larimore", "eligor"), ("Dire", "Shot"), ("Chained", "Aegis"),
                      antes=(CHARGE, CHARGE, CHARGE))
    assert (-1, -2) in beaten(state)
    assert lives(state) == (20, 20 - 2)


def test_charged_counters_arrive_at_end_of_beat_and_never_above_five():
    # He starts with 2 Firepower. One charge: still 2 during the beat (and 3 - 1 = 2 Charge
    # counters left), 2 + 1 = 3 after it, with the app's Charge counters back to 3. Next beat
    # three charges: 3 + 3 = 6, capped at 5.
    state = with_hand(with_hand(start("larimore", "eligor"), 0, "Dire", "Shot"),
                      1, "Chained", "Aegis")
    state = play(state, "0|set|Dire|Shot", "1|set|Chained|Aegis", "0|ante|Charge Firepower|")
    assert (tokens(state, 0, "Firepower"), tokens(state, 0, "Charge")) == (2, 2)
    state = play(state, "1|pass||", "0|pass||")  # the beat needs no other decision
    assert state.beat == 2
    assert (tokens(state, 0, "Firepower"), tokens(state, 0, "Charge")) == (3, 3)
    state = play_beat(state, ("Dire", "Strike"), ("Counter", "Shot"),
                      antes=(CHARGE, CHARGE, CHARGE))
    assert tokens(state, 0, "Firepower") == 5


def test_incinerating_may_spend_up_to_two_firepower_to_push_that_many_spaces():
    # Larimore holds 4 Firepower. Incinerating Shot: priority 2 + 0 = 2 beats Chained Aegis
    # (-1); range 1~5 hits at distance 2 for 3 + 1 = 4 (Eligor stunned, life 16). The Hit
    # trigger (3 Firepower to ignore Soak and Stun Guard) is declined. On Damage he may spend
    # 0, 1 or 2 (not 3 or 4): spending 2 pushes Eligor from 4 to 6, leaving 4 - 2 = 2.
    state = start("larimore", "eligor", positions=(2, 4))
    state = state.with_fighter(0, supply=(4, 3), depletion=(1, 0))
    state = set_and_ante(state, ("Incinerating", "Shot"), ("Chained", "Aegis"))
    state = apply(state, Decision(0, "decline", "style:Incinerating#0"))
    state = apply(state, Decision(0, "trigger", "style:Incinerating#1"))
    assert choice_keys(state) == ["0", "1", "2"]
    state = choose(state, "2")
    assert state.positions == (2, 6)
    assert lives(state) == (20, 20 - 4)
    assert tokens(state, 0, "Firepower") == 2


def descent_duel(positions):
    """Larimore (seat 0) with the Dragon's Descent Finisher at life 6 (Switch brings it),
    against Ludus (seat 1) on ``positions``."""
    state = new_duel(DuelSetup((seat("larimore", finisher="Dragon's Descent"), seat("ludus"))))
    return replace(state, positions=positions).with_fighter(0, life=6)


def test_dragons_descent_an_opponent_who_has_not_moved_cannot_hit_larimore():
    # Safari Strike (priority 3) beats Dragon's Descent (2) at range 1 but Ludus has not
    # moved: it misses. Larimore teleports next to Ludus (space 5: 3 is his own) and hits for
    # 8: Ludus 12.
    state = play_beat(descent_duel((3, 4)), ("Switch", "Strike"), ("Safari", "Strike"))
    assert lives(state) == (6, 12)
    assert noted(state, "miss_cannot_hit", name="Ludus")


def test_dragons_descent_an_opponent_who_moved_can_hit_larimore():
    # Safari Drive (priority 4) advances Ludus 5 -> 4 and hits for 3: Larimore 6 - 3 = 3,
    # stunned (the Finisher has no guard), so he does not attack.
    state = set_and_ante(descent_duel((3, 5)), ("Switch", "Strike"), ("Safari", "Drive"))
    state = choose(until_choice(state, "base:Drive#0"), "3,4")
    assert lives(state) == (3, 20)


def test_dire_cannot_be_stunned_while_its_priority_is_below_zero():
    # The values tester's Idle Strike (priority 3, power 4) hits Larimore first at distance 1
    # (tests/data/vocab_values.yaml: Idle is +0 everywhere). Dire Shot: power 3 + 1, priority
    # 2 + 1, guard 2. Three charges: priority 3 - 5 = -2, below 0: the 4 damage (20 - 4 = 16)
    # exceeds guard 2 but cannot stun him, and his Shot answers for 4 - 2 = 2 (20 - 2 = 18).
    # One charge: priority 3 - 1 = 2, not below 0: he is stunned and does not attack.
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = start("larimore", "valuer", positions=(3, 4), catalog=catalog)
    three = play_beat(state, ("Dire", "Shot"), ("Idle", "Strike"), antes=(CHARGE,) * 3)
    assert lives(three) == (16, 18)
    one = play_beat(state, ("Dire", "Shot"), ("Idle", "Strike"), antes=(CHARGE,))
    assert lives(one) == (16, 20)
    assert stunned_by(one, "Larimore", "damage")


def test_dragons_descent_cannot_be_hit_by_an_opponent_who_has_not_moved():
    # Larimore at 7 life brings Dragon's Descent (range 1, power 8, priority 2) with Switch.
    # Idle Strike (priority 3) on 4, next to him on 3, has not moved: it cannot hit him. He
    # jumps next to it (to 5) and hits for 8 (20 - 8 = 12).
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    state = start("larimore", "valuer", positions=(3, 4), life=(7, 20), catalog=catalog)
    state = state.with_fighter(0, finisher="Dragon's Descent")
    still = play_beat(state, ("Switch", "Strike"), ("Idle", "Strike"))
    assert lives(still) == (7, 12)
    # Idle Drive (priority 4) advances from 5 to 4 first: it moved, and hits him for 3.
    moving = play_beat(replace(state, positions=(3, 5)), ("Switch", "Strike"),
                       ("Idle", "Drive"), choices={"Drive": "3,4"})
    assert lives(moving)[0] == 4


def _dragonflare(choice):
    """Larimore at 7 life, holding 5 Firepower, brings out Dragonflare (range 2~6, power 20,
    priority 6) against Counter Shot (priority 1) at distance 3, and picks ``choice`` at
    Before: "#0" pays the 5 Firepower, "#1" keeps them."""
    state = holding(start("larimore", "eligor", positions=(2, 5), life=(7, 20)), 0,
                    "Firepower", 5).with_fighter(0, finisher="Dragonflare")
    state = set_and_ante(state, ("Switch", "Strike"), ("Counter", "Shot"))
    state = choose(until_choice(state, "finisher:Dragonflare#1"), choice)
    return finish(state, beat=1)


def test_dragonflare_paid_with_5_firepower_hits():
    # 20 damage: Eligor 20 -> 0, knocked out; the 5 Firepower are spent.
    state = _dragonflare("#0")
    assert (state.outcome.reason, state.outcome.winner) == ("knockout", 0)
    assert tokens(state, 0, "Firepower") == 0


def test_dragonflare_with_its_5_firepower_kept_cannot_hit():
    # Kept: it misses; Eligor's Counter Shot hits back for 3 + 1 = 4: Larimore 7 -> 3.
    state = _dragonflare("#1")
    assert state.outcome is None
    assert lives(state) == (3, 20)


def test_with_three_charges_the_movement_on_his_own_cards_is_skipped():
    # Three charges: Drive's Before advance does not happen; Larimore stays on 2.
    state = play_beat(against_valuer("larimore", positions=(2, 5)), ("Dire", "Drive"),
                      ("Idle", "Strike"), antes=(CHARGE, CHARGE, CHARGE))
    assert state.positions == (2, 5)


def test_with_two_charges_the_movement_on_his_own_cards_happens():
    # Two charges: Drive's Before advance (its first option, 1) takes him from 2 to 3.
    state = play_beat(against_valuer("larimore", positions=(2, 5)), ("Dire", "Drive"),
                      ("Idle", "Strike"), antes=(CHARGE, CHARGE))
    assert state.positions == (3, 5)


def test_dragonflares_choice_names_what_keeping_the_firepower_costs():
    # The two buttons at Before: pay the 5 Firepower, or keep them and the attack cannot hit.
    state = holding(start("larimore", "eligor", positions=(2, 5), life=(7, 20)), 0,
                    "Firepower", 5).with_fighter(0, finisher="Dragonflare")
    state = until_choice(set_and_ante(state, ("Switch", "Strike"), ("Counter", "Shot")),
                         "finisher:Dragonflare#1")
    assert pending(state).labels == ("spend 5 Firepower", "you cannot hit this beat")
