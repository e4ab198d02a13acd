"""Kana Tejinashi's Choice tokens (unique ability Fateful Choice) and the cards that count or
recover them: Regret and Enchanting (fighters/kana.yaml; 000 "Tokens & Counters", "Ante Phase",
"Triggered Effects").

The opponent is Kehrolyn with Bladed (+2 power, Stun Guard 2, no effects) on a standard base.
Kana starts with 3 Choice tokens.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.conftest import set_pairs, with_hand
from tests.fighter_helpers import formless, notes, play_beat, set_and_ante, start, tokens


def test_kana_may_ante_one_choice_token_a_beat():
    # The ante spends one token (3 - 1 = 2) and is not offered again this beat.
    state = formless(start("kana", "kehrolyn"))
    state = with_hand(with_hand(state, 0, "Sinister", "Strike"), 1, "Bladed", "Strike")
    state = set_pairs(state, ("Sinister", "Strike"), ("Bladed", "Strike"))
    state = apply(apply(state, Decision(0, "ante", "Choice")), Decision(1, "pass"))
    assert tokens(state, 0, "Choice") == 2
    assert Decision(0, "ante", "Choice") not in pending(state).options


def test_the_white_and_black_mage_prompts_come_at_reveal():
    # Which side of the spent tokens is up is known only at the table: both Reveal bonuses
    # are prompts.
    state = set_and_ante(formless(start("kana", "kehrolyn")),
                         ("Sinister", "Strike"), ("Bladed", "Strike"))
    assert state.cursor.step == "reveal"
    options = pending(state).options
    assert Decision(0, "trigger", "ua:Fateful Choice#0") in options
    assert Decision(0, "trigger", "ua:Fateful Choice#1") in options


def test_regret_trades_one_power_for_one_priority_per_choice_token_held():
    # 3 tokens held: Sinister Regret priority 2 + 1 + 3 = 6 beats Bladed Grasp's 5 + 0 = 5 and
    # hits for 5 - 3 = 2, not above guard 0 + 2 = 2: Kehrolyn 20 - 2 = 18.
    state = play_beat(formless(start("kana", "kehrolyn", positions=(3, 4))),
                      ("Sinister", "Regret"), ("Bladed", "Grasp"))
    assert "priority 6 beats 5" in notes(state)
    assert lives(state)[1] == 18


def test_enchanting_recovers_a_spent_choice_token_at_end_of_beat():
    # One token anted: 3 - 1 = 2; Enchanting's End of Beat brings one back: 2 + 1 = 3. At
    # distance 6 no attack reaches (Enchanting Strike 1~2, Bladed Strike 1).
    state = play_beat(formless(start("kana", "kehrolyn", positions=(1, 7))),
                      ("Enchanting", "Strike"), ("Bladed", "Strike"), antes=((0, "Choice"),))
    assert tokens(state, 0, "Choice") == 3
    assert lives(state) == (20, 20)
