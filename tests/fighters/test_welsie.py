"""Welsie's unique ability (Time Loop: Decision cards and Recursor counters), whose effects are
prompts, and Parallax's jump past the opponent (fighters/welsie.yaml; 000 "Ante Phase",
"Triggered Effects", "Teleport"; 002 "Move directly").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1,
Martial +0~1/+1/-1.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import play_beat, set_and_ante, start

COUNTER_ON_HIT = Decision(0, "trigger", "ua:Time Loop#0")
COUNTERS_LOST_ON_MISS = Decision(0, "trigger", "ua:Time Loop#1")


def offered_in_beat(state):
    """Play the rest of the beat taking first options; every decision offered on the way."""
    beat, seen = state.beat, set()
    while state.outcome is None and state.beat == beat:
        options = pending(state).options
        seen.update(options)
        state = apply(state, options[0])
    return seen


def test_a_hit_offers_the_recursor_counter_prompt_and_a_miss_the_counter_loss_prompt():
    # Anomalous Strike: range 1 + (1~3) = 2~4, priority 3 + 0 = 3, against Counter Shot
    # (priority 2 - 1 = 1): Welsie attacks first. Distance 2 (3 and 5): she hits.
    hit = offered_in_beat(set_and_ante(start("welsie", "eligor"), ("Anomalous", "Strike"),
                                       ("Counter", "Shot")))
    assert COUNTER_ON_HIT in hit
    assert COUNTERS_LOST_ON_MISS not in hit
    # Distance 6 (1 and 7) is beyond range 2~4: she misses.
    miss = offered_in_beat(set_and_ante(start("welsie", "eligor", positions=(1, 7)),
                                        ("Anomalous", "Strike"), ("Counter", "Shot")))
    assert COUNTER_ON_HIT not in miss
    assert COUNTERS_LOST_ON_MISS in miss


def test_an_anted_decision_card_is_offered_for_resolution_at_reveal():
    # The Decision card ante names the card (Past); its prompt comes in the Reveal window.
    state = set_and_ante(start("welsie", "eligor", positions=(1, 7)), ("Anomalous", "Strike"),
                         ("Counter", "Shot"), antes=((0, "Decision card", "Past"),))
    assert state.cursor.step == "reveal"
    assert Decision(0, "trigger", "special:Past#0") in pending(state).options


def test_parallax_jumps_to_a_space_on_the_far_side_of_the_opponent_after_attacking():
    # Parallax Strike: range 1 + (0~2) = 1~3, priority 3 + 1 = 4, against Martial Strike
    # (priority 3 - 1 = 2). From 3, Welsie hits Eligor on 5 (distance 2); After Activating she
    # may jump to 6 or 7 (beyond 5): she takes 7.
    state = play_beat(start("welsie", "eligor"), ("Parallax", "Strike"), ("Martial", "Strike"),
                      choices={"Parallax": "7,5"})
    assert state.positions == (7, 5)
