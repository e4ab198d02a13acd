"""Kana Tejinashi's Choice tokens (unique ability Fateful Choice) and the cards that count or
recover them: Regret and Enchanting (fighters/kana.yaml; 000 "Tokens & Counters", "Ante Phase",
"Triggered Effects").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
Kana starts with 3 Choice tokens.
"""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import set_pairs, with_hand
from tests.fighter_helpers import (
    against_valuer,
    finish,
    formless,
    holding,
    play_beat,
    set_and_ante,
    start,
    tokens,
)
from tests.note_helpers import beaten

LIGHT, DARK = "Choice, light side up", "Choice, dark side up"


def spent(state, light, dark):
    """Kana (seat 0) has spent ``light`` Choice tokens light side up and ``dark`` dark side
    up (set by hand); the rest are in his supply."""
    state = holding(state, 0, "Choice", 3 - light - dark)
    state = holding(state, 0, "Light side up", light)
    return holding(state, 0, "Dark side up", dark)


def test_kana_may_ante_one_choice_token_a_beat_naming_its_side():
    # The ante spends one token (3 - 1 = 2) light side up, and neither side is offered again.
    state = formless(start("kana", "kehrolyn"))
    state = with_hand(with_hand(state, 0, "Sinister", "Strike"), 1, "Bladed", "Strike")
    state = set_pairs(state, ("Sinister", "Strike"), ("Bladed", "Strike"))
    state = apply(apply(state, Decision(0, "ante", LIGHT)), Decision(1, "pass"))
    assert tokens(state, 0, "Choice") == 2
    assert tokens(state, 0, "Light side up") == 1
    options = pending(state).options
    assert Decision(0, "ante", LIGHT) not in options
    assert Decision(0, "ante", DARK) not in options


@pytest.mark.parametrize(("light", "dark", "priority", "valuer_life"), [
    # Sinister Strike (power 4, priority 3 + 1 = 4) against the valuer's Idle Shot (priority
    # 2) at distance 1: Kana hits first, over guard 2 (the valuer is stunned either way).
    (2, 1, 5, 16),   # White Mage: +1 Priority, 4 damage
    (0, 1, 4, 15),   # Black Mage: +1 Power, 5 damage
    (1, 1, 4, 16),   # as many of each: neither
])
def test_more_spent_tokens_light_side_up_make_a_white_mage_dark_a_black_mage(
        light, dark, priority, valuer_life):
    state = spent(against_valuer("kana", positions=(3, 4)), light, dark)
    state = play_beat(state, ("Sinister", "Strike"), ("Idle", "Shot"))
    assert (priority, 2) in beaten(state)
    assert lives(state)[1] == valuer_life


def test_a_black_mages_sinister_stuns_on_hit_and_a_white_mages_has_soak_2():
    # Kana on 3, Kehrolyn on 4. Black Mage: Sinister Strike priority 3 + 1 = 4 (+0) beats
    # Bladed Strike's 3 and hits for 4 + 1 = 5: Kehrolyn is stunned and does not hit back.
    black = play_beat(spent(formless(start("kana", "kehrolyn", positions=(3, 4))), 0, 1),
                      ("Sinister", "Strike"), ("Bladed", "Strike"))
    assert lives(black) == (20, 15)
    # White Mage: priority 4 + 1 = 5, hit for 4 (not above guard 5 + 2 = 7), Kehrolyn hits
    # back for 4 + 2 = 6, less Soak 2: Kana 20 - 4 = 16.
    white = play_beat(spent(formless(start("kana", "kehrolyn", positions=(3, 4))), 1, 0),
                      ("Sinister", "Strike"), ("Bladed", "Strike"))
    assert lives(white) == (16, 16)


def test_regret_trades_one_power_for_one_priority_per_choice_token_held():
    # 3 tokens held: Sinister Regret priority 2 + 1 + 3 = 6 beats Bladed Grasp's 5 + 0 = 5 and
    # hits for 5 - 3 = 2, not above guard 0 + 2 = 2: Kehrolyn 20 - 2 = 18.
    state = play_beat(formless(start("kana", "kehrolyn", positions=(3, 4))),
                      ("Sinister", "Regret"), ("Bladed", "Grasp"))
    assert (6, 5) in beaten(state)
    assert lives(state)[1] == 18


def test_enchanting_recovers_a_spent_choice_token_at_end_of_beat():
    # One token anted dark side up: 3 - 1 = 2; Enchanting's End of Beat brings one back from
    # the spent ones (the dark one, the only one): 2 + 1 = 3, none spent left. At distance 6
    # no attack reaches (Enchanting Strike 1~2, Bladed Strike 1).
    state = play_beat(formless(start("kana", "kehrolyn", positions=(1, 7))),
                      ("Enchanting", "Strike"), ("Bladed", "Strike"), antes=((0, DARK),))
    assert tokens(state, 0, "Choice") == 3
    assert tokens(state, 0, "Dark side up") == 0
    assert lives(state) == (20, 20)


def test_menacing_turns_over_any_number_of_spent_choice_tokens():
    # 2 spent light side up, 1 dark. At End of Beat Kana turns both light ones over: 0 light,
    # 3 dark (a Black Mage from now on). Far apart, no attack reaches.
    state = spent(start("kana", "shekhtur", positions=(1, 7)), 2, 1)
    state = set_and_ante(state, ("Menacing", "Strike"), ("Unleashed", "Strike"))
    state = finish(state, choices={"style:Menacing#0": "2", "style:Menacing#1": "0"})
    assert (tokens(state, 0, "Light side up"), tokens(state, 0, "Dark side up")) == (0, 3)
    assert tokens(state, 0, "Choice") == 0
