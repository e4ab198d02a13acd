"""Kajia's Insect counters (fighters/kajia.yaml): the counters she hands the opponent are
tokens held by the opponent, and Stinging, Swarming and Wormwood give or count them
(000 "Tokens & Counters"; 002 "Game Setup" for the classic cards)."""

from tests.beat_helpers import lives
from tests.fighter_helpers import notes, play_beat, set_and_ante, start, tokens, until_step


def test_a_stinging_hit_hands_the_opponent_one_insect_from_kajias_pool():
    # Kajia Stinging Strike: range 1, power 4, priority 3 + 1 = 4 against Eligor's
    # Retribution Shot, priority 2 - 1 = 1, at distance 1: Kajia strikes first and hits.
    # The opponent held 0 Insects: 0 + 1 = 1. Then Retribution moves Eligor directly to the
    # one free space next to Kajia, 2, on her other side: Infestation gives one more, 2;
    # Kajia's pool of 10 keeps 10 - 2 = 8.
    state = play_beat(start("kajia", "eligor", positions=(3, 4)),
                      ("Stinging", "Strike"), ("Retribution", "Shot"))
    assert "Kajia hits" in notes(state)
    assert state.positions == (3, 2)
    assert tokens(state, 0, "Insect") == 2
    assert state.fighters[0].depletion == (8,)


def test_swarming_hands_an_insect_at_end_of_beat_only_to_an_adjacent_opponent():
    # Adjacent: Swarming Strike (priority 3 - 1 = 2) against Retribution Shot (priority 1) at
    # distance 1. Eligor's Retribution puts him next to Kajia again, on her other side (one
    # Insect for switching sides), so the beat ends at distance 1: 0 + 1 + 1 = 2 Insects.
    state = play_beat(start("kajia", "eligor", positions=(3, 4)),
                      ("Swarming", "Strike"), ("Retribution", "Shot"))
    assert abs(state.positions[0] - state.positions[1]) == 1
    assert tokens(state, 0, "Insect") == 2
    # Not adjacent: Swarming Shot (priority 2 - 1 = 1) against Vengeful Shot (priority 2) at
    # distance 3. Eligor advances 1 (distance 2) and hits with power 3 + 1 = 4 against guard
    # 2: Kajia is stunned and never attacks, and the beat ends at distance 2: no Insect.
    state = play_beat(start("kajia", "eligor", positions=(2, 5)),
                      ("Swarming", "Shot"), ("Vengeful", "Shot"))
    assert state.positions == (2, 4)
    assert tokens(state, 0, "Insect") == 0


def test_wormwood_drains_one_life_and_pulls_one_space_per_insect_the_opponent_holds():
    # Kajia at 7 life brings out Wormwood with Switch; Eligor holds 2 Insects. Start of Beat:
    # Eligor loses 2 life (20 - 2 = 18) and is pulled 2 spaces, from 5 to 3, next to Kajia
    # on 2. Wormwood (priority 5) strikes before Retribution Shot (priority 1).
    state = start("kajia", "eligor", positions=(2, 5), life=(7, 20))
    state = state.with_fighter(0, finisher="Wormwood", supply=(2,), depletion=(8,))
    state = set_and_ante(state, ("Switch", "Strike"), ("Retribution", "Shot"))
    state = until_step(state, "hit")
    assert state.positions == (2, 3)
    assert lives(state) == (7, 18)


def test_an_opponent_pulled_past_kajia_takes_an_insect_counter():
    # Kajia on 4, Ludus on 5. Parasitic Strike (priority 3 - 1 = 2) against Safari Strike (3):
    # at Start Parasitic pulls Ludus exactly 3 spaces, hopping over Kajia: 5 -> 3 -> 2 -> 1
    # (Kajia's space not counted). He switched sides with her: 0 + 1 = 1 Insect (000 "In-Time
    # Triggers": whatever moved him). Both Strikes (range 1) miss at distance 3.
    state = play_beat(start("kajia", "ludus", positions=(4, 5)), ("Parasitic", "Strike"),
                      ("Safari", "Strike"))
    assert state.positions == (4, 1)
    assert tokens(state, 0, "Insect") == 1
    assert lives(state) == (20, 20)
