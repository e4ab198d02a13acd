"""Welsie's unique ability (Time Loop: Decision cards and Recursor counters on her cards), the
cards that use the counters, and Parallax's jump past the opponent (fighters/welsie.yaml; 000
"Ante Phase", "Tokens & Counters", "Recycle Phase", "Triggered Effects", "Teleport"; 002 "Move
directly").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1,
Martial +0~1/+1/-1.
"""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    start,
    take,
    tokens,
)
from tests.note_helpers import beaten, noted

QUANDARY = [f"style:Quandary#{i}" for i in range(4)]


def recursors(state):
    """Welsie's Recursor counters on (her attack pair, discard pile 1, discard pile 2)."""
    return state.fighters[0].on_cards[0]


def test_a_hit_puts_a_recursor_on_the_pair_and_the_counters_cycle_with_the_cards():
    # She starts with 1 Recursor on each discard pile and 3 in her pool.
    state = start("welsie", "eligor")
    assert (recursors(state), tokens(state, 0, "Recursor")) == ((0, 1, 1), 3)
    # Anomalous Strike: range 1 + (1~3) = 2~4, priority 3 + 0 = 3, against Counter Shot
    # (priority 2 - 1 = 1): Welsie attacks first. Distance 2 (3 and 5): she hits and a
    # Recursor goes from her pool (3 - 1 = 2) onto the pair. Recycle: pile 2's counter back to
    # the pool (2 + 1 = 3), pile 1's to pile 2, the pair's to pile 1: (0, 1, 1).
    hit = play_beat(state, ("Anomalous", "Strike"), ("Counter", "Shot"))
    assert noted(hit, "counters_put_on", token="Recursor", amount=1, holder=0, place="pair")
    assert (recursors(hit), tokens(hit, 0, "Recursor")) == ((0, 1, 1), 3)
    # Distance 6 (1 and 7) is beyond range 2~4: she misses, the pair carries nothing:
    # (0, 0, 1) and the pool 3 + 1 = 4.
    miss = play_beat(start("welsie", "eligor", positions=(1, 7)), ("Anomalous", "Strike"),
                     ("Counter", "Shot"))
    assert (recursors(miss), tokens(miss, 0, "Recursor")) == ((0, 0, 1), 4)


def test_a_miss_loses_the_recursors_on_that_pair():
    # Two Recursors put on her pair by hand (pool 3 - 2 = 1). The Anomalous Strike misses at
    # distance 6: both go to depletion (0 + 2 = 2). Recycle: pile 2's comes back (1 + 1 = 2).
    state = apply(start("welsie", "eligor", positions=(1, 7)),
                  adjust_decision(0, "cards:Recursor:pair", 2))
    state = play_beat(state, ("Anomalous", "Strike"), ("Counter", "Shot"))
    assert state.fighters[0].depletion == (2,)
    assert (recursors(state), tokens(state, 0, "Recursor")) == ((0, 0, 1), 2)


def test_discordant_gains_power_and_loses_priority_per_recursor_on_it():
    # Discordant Strike: range 1 + (2~5) = 3~6, power 4, priority 3 + 2 = 5, ignores guard,
    # against Counter Shot (priority 1) at distance 3. Two Recursors on the pair at Reveal:
    # power 4 + 2 = 6 (Eligor 20 - 6 = 14), priority 5 - 2 = 3. None: power 4 (20 - 4 = 16).
    state = start("welsie", "eligor", positions=(2, 5))
    loaded = play_beat(apply(state, adjust_decision(0, "cards:Recursor:pair", 2)),
                       ("Discordant", "Strike"), ("Counter", "Shot"))
    assert (3, 1) in beaten(loaded)
    assert lives(loaded)[1] == 14
    plain = play_beat(state, ("Discordant", "Strike"), ("Counter", "Shot"))
    assert lives(plain)[1] == 16


def test_temporal_keeps_counters_off_its_pair_and_gathers_them_on_discard_pile_1():
    # Temporal Strike: range 1~2, power 4, priority 3 - 3 = 0, stun immune, against Counter
    # Shot (priority 1): Eligor hits first at distance 2, then Welsie hits. No Recursor may go
    # on the Temporal pair; its Hit puts one on discard pile 1 (pool 3 - 1 = 2): (0, 2, 1);
    # End of Beat moves pile 2's onto pile 1: (0, 3, 0); Recycle: pile 1 becomes pile 2:
    # (0, 0, 3), nothing comes back.
    state = play_beat(start("welsie", "eligor"), ("Temporal", "Strike"), ("Counter", "Shot"))
    assert noted(state, "counter_barred_from_pair", token="Recursor")
    assert noted(state, "counters_put_on", token="Recursor", amount=1, holder=0,
                 place="discard1")
    assert (recursors(state), tokens(state, 0, "Recursor")) == ((0, 0, 3), 2)


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


def test_anomalous_puts_the_opponents_discard_pile_2_onto_pile_1_on_hit():
    # Anomalous Strike hits Eligor at distance 2 (as above). His pile 2 goes onto pile 1, so
    # at Recycle no card comes back to his hand: the old piles 1 and 2 become pile 2 together
    # and his pair pile 1.
    state = start("welsie", "eligor")
    one, two, hand = (state.fighters[1].discard1, state.fighters[1].discard2,
                      state.fighters[1].hand)
    state = play_beat(state, ("Anomalous", "Strike"), ("Counter", "Shot"))
    eligor = state.fighters[1]
    assert sorted(eligor.discard2) == sorted(one + two)
    assert sorted(eligor.discard1) == ["Counter", "Shot"]
    assert sorted(eligor.hand) == sorted(c for c in hand if c not in ("Counter", "Shot"))


def test_grand_tapestry_sends_the_opponents_whole_hand_to_discard_with_the_pair():
    # At 7 life Switch brings Grand Tapestry (range 1~2, priority 8): it hits Eligor first at
    # distance 2 and stuns him. Every card in his hand joins his pair in pile 1, so after
    # Recycle his hand holds only the cards back from his old pile 2.
    state = start("welsie", "eligor", life=(7, 20))
    state = state.with_fighter(0, finisher="Grand Tapestry")
    old_two = state.fighters[1].discard2
    state = play_beat(state, ("Switch", "Strike"), ("Counter", "Shot"))
    assert sorted(state.fighters[1].hand) == sorted(old_two)
    assert {"Counter", "Shot"} < set(state.fighters[1].discard1)


def test_quandary_removes_recursors_for_one_power_each():
    # Quandary Strike (range 1 + 1~2 = 2~3, priority 3 + 3 = 6, power 4 - 1 = 3) hits the
    # valuer at distance 2 first. Welsie removes the counter on discard pile 1 and the one on
    # pile 2, and no more: 3 + 2 = 5 power, over Idle Shot's guard 2: 20 - 5 = 15. The two
    # removed counters are lost: of her 5, 3 remain (pool and cards).
    state = set_and_ante(against_valuer("welsie"), ("Quandary", "Strike"), ("Idle", "Shot"))
    state = take(state, Decision(0, "trigger", QUANDARY[0]))
    assert choice_keys(state) == ["#1:1", "#2:1"]  # nothing on the pair yet
    state = choose(state, "#1:1")
    state = take(state, Decision(0, "trigger", QUANDARY[1]))  # pile 2's, the one left
    assert recursors(state) == (0, 0, 0)
    state = take(state, Decision(0, "decline", QUANDARY[2]))
    state = take(state, Decision(0, "decline", QUANDARY[3]))
    state = finish(state)
    assert lives(state) == (20, 15)
    assert tokens(state, 0, "Recursor") + sum(recursors(state)) == 3
