"""The order of an attack after the hit (000 rulebook, "Attack", "Triggered Effects", "In-Time
Triggers", "Defeat", "Multiplayer Rules": When/Whenever; 002 "Common Effects": Stun Guard):
damage, then the Damage triggers, then "when you take damage", and only then the stun; damage
that would defeat a fighter lets an effect replace the defeat first; a "whenever" trigger fires
for each event and counts that event alone (rulings 10, 94, 95).

Standard bases (fighters/shared.yaml): Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2, Drive 1/3/4
guard 0 (Before: advance 1 or 2). Cadenza's Battery is +0/+1/-1, Shekhtur's Combination
+0/+2/+0, Malandrax's Precision +1~3/-1/+0, César's Bulwark +0/+0/-2 (Stun Guard 3), Angus's
Flam +0~1/-2/-1 (After: spend 2 Cadence to attack again), Eligor's Counter +0/+1/-1.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.views import window_checklist
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply
from engine.battlecon.damage import stun_check
from engine.battlecon.decisions import Decision
from engine.battlecon.schema import Effect
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    finish,
    holding,
    play_beat,
    set_and_ante,
    start,
    take,
    until_step,
)
from tests.note_helpers import noted, stunned


def iron_body(seat: int, spend: bool = True) -> Decision:
    """Cadenza in ``seat`` spends (or keeps) an Iron Body token as he takes damage."""
    return Decision(seat, "trigger" if spend else "decline", "ua:Iron Body Clockwork Knight#0")


def stun_records(state, seat: int) -> list[bool]:
    """Whether each stun decision about ``seat`` so far stunned them (the "Why?" records)."""
    return [w.hit for w in state.whys if w.topic == "stun" and w.seat == seat]


# ---------------------------------------------------------------- the stun comes last


def test_spending_iron_body_when_taking_damage_keeps_cadenza_from_being_stunned_by_it():
    # 000 "Attack": Damage triggers, then "when you take damage", then the stun (ruling 10).
    # Combination Strike (priority 3) beats Battery Shot (2 - 1 = 1) at range 1 and deals
    # 4 + 2 = 6 to Cadenza (20 -> 14), more than Shot's guard 2. Cadenza spends a token: his
    # Guard is infinite against that damage, so he is not stunned and hits back with Battery
    # Shot for 3 + 1 = 4 (Shekhtur 16).
    state = set_and_ante(start("shekhtur", "cadenza", positions=(3, 4)),
                         ("Combination", "Strike"), ("Battery", "Shot"))
    state = finish(take(state, iron_body(1)), beat=1)
    assert state.tokens(1, "Iron Body") == 2
    assert stun_records(state, 1) == [False]
    assert lives(state) == (16, 14)


def test_keeping_the_iron_body_token_leaves_cadenza_stunned_by_that_damage():
    # The same beat, the token kept: 6 > guard 2 stuns him and he does not attack.
    state = set_and_ante(start("shekhtur", "cadenza", positions=(3, 4)),
                         ("Combination", "Strike"), ("Battery", "Shot"))
    state = finish(take(state, iron_body(1, spend=False)), beat=1)
    assert state.tokens(1, "Iron Body") == 3
    assert stun_records(state, 1) == [True]
    assert lives(state) == (20, 14)


def test_infinite_guard_gives_no_protection_against_an_attack_that_ignores_guard():
    # 000 "Other Effects": Ignore Guard reads the opponent's guard as 0, an infinite one too.
    # Deft Somersault (priority 4, ignores Armor and Guard) moves 2 from space 2 next to
    # Cadenza on 5 and hits for 3: spending Iron Body does not keep him from being stunned.
    state = set_and_ante(start("lucius", "cadenza", positions=(2, 5)), ("Deft", "Somersault"),
                         ("Battery", "Shot"))
    state = finish(take(state, iron_body(1)), beat=1)
    assert state.tokens(1, "Iron Body") == 2
    assert stun_records(state, 1) == [True]
    assert stun_check(3, 2, infinite=True) == (False, "guard is infinite against this damage")
    assert stun_check(3, 2, infinite=True, ignore_guard=True)[0] is True


def test_under_the_classic_rules_iron_body_gives_infinite_stun_guard_against_one_attack():
    # 002 "Common Effects": Stun Guard is compared with one attack's damage. Classic duel,
    # Cadenza on 3 and Shekhtur on 4: Combination Strike deals 6 > Stun Guard 2 of Battery
    # Shot; the token spent makes Stun Guard infinite against it, and Cadenza hits back.
    setup = DuelSetup((suggested_seat("shekhtur", None, "classic"),
                       suggested_seat("cadenza", None, "classic")), edition="classic")
    state = replace(new_duel(setup), positions=(3, 4))
    state = set_and_ante(state, ("Combination", "Strike"), ("Battery", "Shot"))
    state = finish(take(state, iron_body(1)), beat=1)
    assert stun_records(state, 1) == [False]
    # Guard infinite against this damage: 6 damage over Stun Guard 2 does not stun
    assert noted(state, "infinite_guard", name="Cadenza")
    assert noted(state, "not_stunned", name="Cadenza", damage=6, guard=2)
    assert lives(state) == (16, 14)


@pytest.mark.parametrize("familiars,stunned", [(1, True), (2, False)])
def test_a_guard_lost_when_taking_damage_is_lost_for_the_stun_of_that_damage(familiars,
                                                                             stunned):
    # Ruling 10. Juto between Tatsumi (5) and Shekhtur (3): Soak 1 and Stun Guard 2 while he
    # holds a Familiar counter; Riptide Shot's guard 2 + 2 = 4. Combination Shot (priority 2
    # beats 1) deals 5 - 1 = 4 at range 2 and Juto discards the counter that soaked 1. With
    # only that one, Juto is disabled before the stun is decided: 4 > 2 stuns her. With two,
    # Juto stays: 4 does not exceed 4.
    state = start("shekhtur", "tatsumi", positions=(3, 5)).with_fighter(1, markers=(4,))
    state = holding(state, 1, "Familiar", familiars)
    state = play_beat(state, ("Combination", "Shot"), ("Riptide", "Shot"))
    assert state.fighters[1].life == 16
    assert state.tokens(1, "Familiar") == familiars - 1
    assert stun_records(state, 1) == [stunned]


def test_a_damage_trigger_asking_whether_the_attack_stunned_reads_the_stun_decided_last():
    # Ruling 94. Precision Strike (range 2~4, power 3, priority 3) hits Battery Shot
    # (priority 1, guard 2) at range 2 for 3: Cadenza 17. Precision's Damage trigger (the
    # opponent loses 2 life if this attack's damage stunned them) waits for the stun: with
    # the Iron Body token spent he is not stunned and loses nothing more...
    state = set_and_ante(start("malandrax", "cadenza", positions=(3, 5)),
                         ("Precision", "Strike"), ("Battery", "Shot"))
    spent = finish(take(state, iron_body(1)), beat=1)
    assert stun_records(spent, 1) == [False]
    assert spent.fighters[1].life == 17
    # ...and with the token kept, 3 > 2 stuns him and he loses 2 life: 15.
    kept = finish(take(state, iron_body(1, spend=False)), beat=1)
    assert stun_records(kept, 1) == [True]
    assert kept.fighters[1].life == 15


def test_the_damage_checklist_lists_a_trigger_asking_about_the_stun_only_once_it_is_decided():
    # Ruling 94, on the page. Deft Strike (priority 3) stuns Shekhtur (4 > guard 2): while
    # Deft's own Damage trigger waits for its choice, the Shackles prompt is not listed; it
    # is listed, to do, once the stun is decided.
    state = set_and_ante(start("lucius", "shekhtur", positions=(3, 4)), ("Deft", "Strike"),
                         ("Combination", "Shot"))
    assert state.cursor.step == "damage_triggers"
    assert window_checklist(state) == (("Lucius: Deft", "to do"),)
    state = until_step(state, "damage_after_stun")
    assert window_checklist(state) == (("Lucius: Chained Fury Trickster", "to do"),)


# ---------------------------------------------------------------- a defeat replaced or prevented


def test_the_first_damage_that_would_defeat_cesar_leaves_him_at_1_life_and_stunned():
    # César's Threat Level; 000 "Defeat". César at 3 life: Combination Strike (priority 3)
    # beats Bulwark Shot (0) and deals 6. The defeat is replaced: 1 life, stunned, the duel
    # goes on, and a correction by hand is taken.
    state = play_beat(start("shekhtur", "cesar", positions=(3, 4), life=(20, 3)),
                      ("Combination", "Strike"), ("Bulwark", "Shot"))
    assert state.outcome is None
    assert state.beat == 2
    assert lives(state) == (20, 1)
    assert "César" in stunned(state)
    assert state.tokens(1, "Reprieve") == 0
    assert apply(state, adjust_decision(1, "life", 2)).fighters[1].life == 2


def test_the_second_damage_that_would_defeat_cesar_defeats_him():
    # The replacement was used (no Reprieve left): 6 damage at 3 life ends the duel at once.
    state = holding(start("shekhtur", "cesar", positions=(3, 4), life=(20, 3)), 1, "Reprieve",
                    0)
    state = play_beat(state, ("Combination", "Strike"), ("Bulwark", "Shot"))
    assert state.outcome is not None
    assert (state.outcome.reason, state.outcome.winner) == ("knockout", 0)


@pytest.mark.parametrize("fighter,finisher,positions", [
    ("anath", "Dark Revulsion", (3, 4)),        # range 1, power 13, priority 13
    ("kaitlyn", "Planar Disjunction", (1, 7)),  # range 6, power 8, priority 11
])
def test_a_finisher_that_cannot_bring_the_opponent_below_1_life_leaves_them_at_1(
        fighter, finisher, positions):
    # 000 "Other Effects": life cannot fall below X. The Finisher (brought by Switch at 7
    # life) hits Shekhtur, at 5 life, for more than 5: Shekhtur stays at 1 and the duel goes on.
    state = start(fighter, "shekhtur", positions=positions, life=(7, 5))
    state = play_beat(state.with_fighter(0, finisher=finisher), ("Switch", "Strike"),
                      ("Jugular", "Strike"))
    assert state.outcome is None
    assert state.fighters[1].life == 1


# ---------------------------------------------------------------- whenever: each event alone


def test_eligor_gains_vengeance_for_each_attack_that_damages_him_in_a_beat():
    # 000 "Multiplayer Rules": a "whenever" trigger can be performed multiple times; Eligor's
    # gain counts the damage of that attack alone. Flam Drive (priority 3, power 1) hits
    # Counter Shot (priority 1, guard 2) at range 1, and Angus spends 2 Cadence to attack
    # again (Flam's After; not a third time): 1 damage twice, 2 + 1 + 1 = 4 Vengeance.
    state = set_and_ante(start("angus", "eligor", positions=(3, 4)), ("Flam", "Drive"),
                         ("Counter", "Shot"))
    state = take(state, Decision(0, "trigger", "style:Flam#0"))
    state = finish(take(state, Decision(0, "decline", "style:Flam#0")), beat=1)
    assert state.fighters[1].life == 18
    assert state.tokens(1, "Vengeance") == 4


def test_a_whenever_trigger_reading_the_beats_total_damage_is_refused_with_the_fix():
    # A "whenever" trigger counts its own event: the beat's total would count one hit twice.
    with pytest.raises(ValueError, match="per: attack_damage_taken"):
        Effect.model_validate({"timing": "when", "event": "you_take_damage", "whenever": True,
                               "action": {"gain_tokens": {"token": "Vengeance",
                                                          "amount": {"per": "damage_taken"}}}})
