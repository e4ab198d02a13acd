"""Eliza's Genre cards (unique ability Realm Bound Mascot): their effects are resolved by hand
(the app offers their prompt when her attack hits, and puts the ones used on the pair); where
they lie is tracked as counters on cards, which her styles count (fighters/eliza.yaml; 000
"In-Time Triggers", "Tokens & Counters", "Recycle Phase")."""


from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import (
    finish,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    take,
    tokens,
)
from tests.note_helpers import beaten, noted, of_kind

GENRE_PROMPT = "ua:Realm Bound Mascot#0"


def test_hitting_offers_her_optional_genre_card_prompt():
    # Literary Worldbook: priority 1 + 2 = 3 beats Chained Aegis (0 - 1 = -1); Literary
    # advances her 3 -> 4 and Worldbook (range 1~6) hits at distance 1: the beat runs on by
    # itself up to the hit, where the Genre prompt waits and may be skipped.
    state = set_and_ante(start("eliza", "eligor"), ("Literary", "Worldbook"), ("Chained", "Aegis"))
    assert state.positions == (4, 5)
    assert state.cursor.step == "hit"
    options = pending(state).options
    assert Decision(0, "trigger", GENRE_PROMPT) in options
    assert Decision(0, "decline", GENRE_PROMPT) in options


def values_tester(positions=(3, 5)):
    """Eliza (seat 0) against the values tester, whose Idle style is +0 everywhere
    (tests/data/vocab_values.yaml)."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start("eliza", "valuer", positions=positions, catalog=catalog)


def unused(state, pair0, pair1):
    """One whole beat in which Eliza uses no Genre card on a hit (declines those triggers)."""
    beat = state.beat
    state = set_and_ante(state, pair0, pair1)
    while state.beat == beat and state.outcome is None:
        options = pending(state).options
        pick = next((o for o in options if o.kind == "decline"
                     and o.a.startswith("ua:Realm Bound Mascot#")), options[0])
        state = apply(state, pick)
    return state


def genre(state):
    """Eliza's Genre cards on (her attack pair, discard pile 1, discard pile 2)."""
    return state.fighters[0].on_cards[0]


def test_her_genre_cards_start_two_in_supply_and_one_on_each_discard_pile():
    state = start("eliza", "eligor")
    assert (tokens(state, 0, "Genre"), genre(state)) == (2, (0, 1, 1))


def test_indexing_counts_the_genre_cards_in_her_discards_and_moves_pile_1s_to_pile_2():
    # Indexing Worldbook: priority 1 + 0 + 2 (one Genre card on each pile) = 3 beats Idle
    # Shot (2). Worldbook (range 1~6, power 4) hits at distance 2 and deals damage: pile 1's
    # Genre card moves to pile 2, (0, 0, 2). At Recycle pile 2 comes back to hand and both
    # return to her supply: 2 + 2 = 4, none left on cards.
    state = unused(values_tester(), ("Indexing", "Worldbook"), ("Idle", "Shot"))
    assert (3, 2) in beaten(state)
    assert noted(state, "counters_moved", seat=0, token="Genre", amount=1, source="discard1",
                 to="discard2")
    assert (tokens(state, 0, "Genre"), genre(state)) == (4, (0, 0, 0))


def test_tome_has_stun_guard_per_genre_card_in_her_discards():
    # Tome Worldbook once revealed: guard 3 (Worldbook's Stun Guard) + 2 Genre cards on the
    # discard piles = 5; with pile 2's taken back to the supply by hand, 3 + 1 = 4.
    state = set_revealed(values_tester(), ("Tome", "Worldbook"), ("Idle", "Shot"))
    assert pair_stats(state, 0).guard.lo == 5
    state = apply(state, adjust_decision(0, "cards:Genre:discard2", 0))
    assert pair_stats(state, 0).guard.lo == 4


def test_anthology_cannot_be_stunned_with_no_genre_card_in_her_supply():
    state = set_revealed(values_tester(), ("Anthology", "Worldbook"), ("Idle", "Shot"))
    assert not pair_stats(state, 0).stun_immune
    state = apply(state, adjust_decision(0, "cards:Genre:pair", 2))  # supply 2 -> 0
    assert pair_stats(state, 0).stun_immune


def test_anthology_may_send_all_four_genre_cards_to_pile_1_to_become_active():
    # Both piles' Genre cards taken back by hand: all 4 in her supply. Anthology Worldbook
    # (priority 1) loses to Idle Grasp (5), but at Start of Beat she sends the 4 cards to
    # discard pile 1 and becomes the Active Player. Recycle: pile 1 becomes pile 2, (0, 0, 4).
    state = values_tester()
    state = apply(state, adjust_decision(0, "cards:Genre:discard1", 0))
    state = apply(state, adjust_decision(0, "cards:Genre:discard2", 0))
    state = play_beat(state, ("Anthology", "Worldbook"), ("Idle", "Grasp"))
    became = of_kind(state, "becomes_active")
    assert [(n["name"], n["source"]) for n in became] == [("Eliza", "Anthology")]
    assert (tokens(state, 0, "Genre"), genre(state)) == (0, (0, 0, 4))


def test_genre_cross_discards_every_genre_card_in_her_supply_for_two_power_each():
    # Eliza at 7 life brings out Genre Cross (range 2, power 0, priority 8) with Switch; her
    # supply holds 2 Genre cards: power 0 + 2 x 2 = 4, and both go onto the Finisher (supply
    # 0, pair 2). It hits Idle Shot at distance 2 for 4 > guard 2: the valuer 20 - 4 = 16.
    state = values_tester().with_fighter(0, life=7, finisher="Genre Cross")
    state = set_and_ante(state, ("Switch", "Worldbook"), ("Idle", "Shot"))
    while state.cursor.step != "hit":
        state = apply(state, pending(state).options[0])
    assert (tokens(state, 0, "Genre"), genre(state)) == (0, (2, 1, 1))
    state = finish(state)
    assert state.fighters[1].life == 16


def test_tome_puts_genre_cards_with_the_pair_unused_to_pull_and_gain_power():
    # Eliza on 2, the valuer on 6. Idle Strike (3) beats Tome Worldbook (1 - 2 = -1) and
    # misses at distance 4. Before her attack Eliza puts both Genre cards of her supply with
    # the pair: pulled 2 (6 -> 4) and Worldbook's 4 + 2 = 6 hits, over Strike's guard 5.
    state = set_and_ante(values_tester(positions=(2, 6)), ("Tome", "Worldbook"),
                         ("Idle", "Strike"))
    state = finish(state)
    assert state.fighters[1].life == 14
    # Recycle: pile 2's card back to her supply, pile 1's to pile 2, the pair's 2 to pile 1
    assert (tokens(state, 0, "Genre"), genre(state)) == (1, (0, 2, 1))


def test_genre_cards_used_on_a_hit_go_with_the_attack_pair_two_at_most():
    # As above, Worldbook hits at distance 1; Eliza uses both Genre cards of her supply.
    state = set_and_ante(start("eliza", "eligor"), ("Literary", "Worldbook"), ("Chained", "Aegis"))
    for index in (1, 2):
        state = take(state, Decision(0, "trigger", f"ua:Realm Bound Mascot#{index}"))
    assert (tokens(state, 0, "Genre"), genre(state)) == (0, (2, 1, 1))
