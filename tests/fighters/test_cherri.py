"""Cherri Seneca's Insight token (unique ability Nightmarish Visions Dreamwalker) and the cards
that use it (fighters/cherri.yaml; 000 "Tokens & Counters", "Ante Phase", "Teleport",
"In-Time Triggers")."""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    tokens,
    until_choice,
    until_offered,
)
from tests.note_helpers import beaten, noted, of_kind

REGAIN_PROMPT = "ua:Nightmarish Visions Dreamwalker#1"


def test_anteing_insight_spends_her_single_insight_token():
    # She starts with her one Insight token; the ante costs it: 1 - 1 = 0.
    state = start("cherri", "eligor")
    assert tokens(state, 0, "Insight") == 1
    state = set_only(state, ("Catatonic", "Strike"), ("Vengeful", "Shot"))
    state = apply(state, Decision(0, "ante", "Insight"))
    assert tokens(state, 0, "Insight") == 0


def test_catatonic_gains_an_insight_token_at_end_of_beat_when_she_was_hit():
    # Insight anted (0 left). Eligor's Vengeful Shot (priority 2 + 0 = 2) beats Catatonic
    # Strike (3 - 2 = 1), advances 6 -> 5 and hits at distance 2 for 3 + 1 = 4, less Soak 1:
    # 3 damage, under guard 5 + 3 = 8, life 17. Cherri's Strike (range 1) misses at distance 2.
    # End of Beat: she was hit, so Insight 0 + 1 = 1.
    state = play_beat(start("cherri", "eligor", positions=(3, 6)),
                      ("Catatonic", "Strike"), ("Vengeful", "Shot"), antes=((0, "Insight"),))
    assert lives(state) == (20 - 3, 20)
    assert tokens(state, 0, "Insight") == 1


def values_tester(positions):
    """Cherri (seat 0) against the values tester, whose Idle style is +0 everywhere
    (tests/data/vocab_values.yaml)."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start("cherri", "valuer", positions=positions, catalog=catalog)


@pytest.mark.parametrize(("base1", "damage", "insight"), [
    ("Drive", 3, 1),   # one blow of 3: Insight comes back at once
    ("Grasp", 2, 0),   # one blow of 2: it does not
])


def test_a_blow_of_3_damage_or_more_gives_her_insight_back(base1, damage, insight):
    # Insight anted (0 left). Blind Strike (range 1~2, priority 3 - 1 = 2, guard 5) against
    # the tester's Idle Drive (power 3, priority 4; advances 1 or 2 first) or Idle Grasp
    # (power 2, priority 5), Active and hitting first at distance 1: Cherri takes that much
    # (not over guard 5). Blind has no Insight gain of its own.
    state = play_beat(values_tester((3, 4)), ("Blind", "Strike"), ("Idle", base1),
                      antes=((0, "Insight"),))
    assert lives(state)[0] == 20 - damage
    assert tokens(state, 0, "Insight") == insight


def test_after_blind_an_opponent_of_priority_3_or_less_cannot_hit_her():
    # Blind Strike (priority 2) is Active against Idle Burst (priority 1), which retreats 1
    # (5 -> 6) at Start. The Strike misses at distance 3; after it, the Burst (range 2~3, in
    # range at distance 3) cannot hit her: no one loses life.
    state = play_beat(values_tester((3, 5)), ("Blind", "Strike"), ("Idle", "Burst"),
                      choices={"Burst": "3,6"})
    assert noted(state, "miss_avoided", foe_name="Cherri")
    assert lives(state) == (20, 20)


def test_dreamscape_may_move_her_directly_to_any_space_past_the_opponent():
    # Dreamscape Strike: priority 3 + 1 = 4 beats Eligor's Chained Aegis (0 - 1 = -1). Cherri
    # on 2, Eligor on 4: spaces 5, 6, 7 lie beyond him. From 5 the Strike (range 1) hits for
    # 4 - 1 = 3; Aegis prints no guard, Eligor is stunned: life 20 - 3 = 17.
    state = set_and_ante(start("cherri", "eligor", positions=(2, 4)),
                         ("Dreamscape", "Strike"), ("Chained", "Aegis"))
    state = until_offered(state, Decision(0, "trigger", "style:Dreamscape#0"))
    assert Decision(0, "decline", "style:Dreamscape#0") in pending(state).options
    state = apply(state, Decision(0, "trigger", "style:Dreamscape#0"))
    assert choice_keys(state) == ["5,4", "6,4", "7,4"]
    state = choose(state, "5,4")  # the rest of the beat needs no decision
    assert state.positions == (5, 4)
    assert lives(state) == (20, 20 - 3)


def test_after_the_watchers_she_regains_insight_at_every_end_of_beat():
    # Life 7, The Watchers chosen. She antes Insight (1 - 1 = 0) and Switch brings the
    # Finisher: priority 5 beats Chained Aegis (-1), range 2~4 hits at distance 2 for 3 (Aegis
    # prints no guard: Eligor stunned, life 17). After it the app's Watchers counter is set,
    # and at End of Beat Insight comes back: 0 + 1 = 1. Next beat the same: ante 1 - 1 = 0,
    # Blind Strike, End of Beat 0 + 1 = 1.
    state = start("cherri", "eligor", life=(7, 20)).with_fighter(0, finisher="The Watchers")
    state = play_beat(state, ("Switch", "Strike"), ("Chained", "Aegis"), antes=((0, "Insight"),))
    assert state.beat == 2
    assert lives(state) == (7, 20 - 3)
    assert tokens(state, 0, "Watchers") == 1
    assert tokens(state, 0, "Insight") == 1
    state = play_beat(state, ("Blind", "Strike"), ("Chained", "Aegis"), antes=((0, "Insight"),))
    assert state.beat == 3
    assert tokens(state, 0, "Insight") == 1


def test_the_watchers_moves_cherri_then_the_opponent_directly_to_spaces_she_picks():
    # As above: The Watchers hits Eligor at distance 2. One trigger moves Cherri directly (from
    # 3 to 7, not onto Eligor's 5), then Eligor to any space but 7 and 5 (000 "Teleport").
    state = start("cherri", "eligor", life=(7, 20)).with_fighter(0, finisher="The Watchers")
    state = set_and_ante(state, ("Switch", "Strike"), ("Chained", "Aegis"),
                         antes=((0, "Insight"),))
    state = until_choice(state, "finisher:The Watchers#0")
    assert "7,5" in choice_keys(state) and "5,5" not in choice_keys(state)
    state = choose(state, "7,5")
    assert choice_keys(state) == ["7,1", "7,2", "7,3", "7,4", "7,6"]
    state = choose(state, "7,2")
    assert state.positions == (7, 2)


def test_mirage_makes_the_opponents_style_priority_count_as_zero():
    # Cherri's Mirage Strike: priority 3 + 0 = 3. Alexian's Mighty Shot: 2 + 1 = 3 would tie
    # (a clash), but Mirage's Reveal effect makes Mighty's +1 count +0: 2. Cherri is Active.
    state = play_beat(start("cherri", "alexian", positions=(3, 4)), ("Mirage", "Strike"),
                      ("Mighty", "Shot"))
    assert (3, 2) in beaten(state)
    assert not of_kind(state, "clash")


def test_each_clash_costs_the_opponent_1_life():
    # Blind Strike and Counter Strike tie at 2: a clash. Cherri plays Drive (4 - 1 = 3),
    # Eligor Shot (2 - 1 = 1): it is over. Far apart, nobody hits; the clash cost Eligor 1
    # life at Start of Beat (ruling 132): 19.
    state = set_and_ante(start("cherri", "eligor", positions=(1, 7)),
                         ("Blind", "Strike"), ("Counter", "Strike"))
    state = apply(state, Decision(0, "clash", "Drive"))
    state = apply(state, Decision(1, "clash", "Shot"))
    assert lives(finish(state)) == (20, 19)


def test_without_a_clash_the_opponent_loses_no_life():
    # Blind Drive (4 - 1 = 3) against Counter Strike (2): no tie, no clash.
    state = play_beat(start("cherri", "eligor", positions=(1, 7)),
                      ("Blind", "Drive"), ("Counter", "Strike"))
    assert lives(state) == (20, 20)


def test_mirage_moves_her_directly_to_a_space_3_from_the_opponent():
    # Cherri on 3, Eligor on 4: after her attack the spaces 3 away from him are 1 and 7.
    state = set_and_ante(start("cherri", "eligor", positions=(3, 4)),
                         ("Mirage", "Strike"), ("Counter", "Shot"))
    state = until_choice(state, "style:Mirage#1")
    assert choice_keys(state) == ["1,4", "7,4"]
    state = choose(state, "7,4")
    assert state.positions == (7, 4)
