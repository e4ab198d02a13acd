"""ABXY team building (issue 8; 003 "Setup" 2 and "Team Building"): each method deals the
right cards, asks the right player, refuses what it must, is the same for the same seed, and
always ends with two teams of 5 from the pool."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.abxy.draft import METHODS, NEEDED, Ask, asks, choose, describe, start, visible
from engine.abxy.specials import CREATURES
from engine.battlecon.errors import InvalidInput

POOL = CREATURES  # the 21 creatures of the rules


def refused(fn, *args, says: str):
    with pytest.raises(InvalidInput) as caught:
        fn(*args)
    assert says in caught.value.message, caught.value.message


def play_out(draft):
    """Every ask answered with the first options it offers."""
    while asks(draft):
        ask = asks(draft)[0]
        draft = choose(draft, ask.player, ask.options[:ask.count])
    return draft


# 003 "Setup" 2


def test_the_random_deal_gives_each_player_five_and_asks_nothing():
    d = start("random", POOL, seed=1)
    assert d.done and asks(d) == ()
    assert [len(t) for t in d.teams] == [5, 5] and d.teams == d.dealt
    assert not set(d.teams[0]) & set(d.teams[1])


def test_cards_are_dealt_one_at_a_time_starting_with_the_non_dealer():
    by_0, by_1 = start("random", POOL, seed=1, dealer=0), start("random", POOL, seed=1, dealer=1)
    assert by_0.dealt == (by_1.dealt[1], by_1.dealt[0])
    deck = list(POOL)
    random.Random(1).shuffle(deck)  # the shuffle is random.Random(seed)'s
    assert by_0.dealt == (tuple(deck[1:10:2]), tuple(deck[0:10:2]))


# Open draft


def test_open_draft_deals_eleven_to_the_table_for_both_to_see():
    d = start("open_draft", POOL, seed=1)
    assert len(d.dealt[0]) == 11 and d.dealt[0] == d.dealt[1]
    assert d.teams == ((), ()) and not d.done


def test_in_an_open_draft_the_non_dealer_picks_first_then_the_players_alternate():
    d = start("open_draft", POOL, seed=1, dealer=0)
    order = []
    while asks(d):
        (ask,) = asks(d)
        assert ask.kind == "pick" and ask.count == 1
        order.append(ask.player)
        d = choose(d, ask.player, ask.options[-1])
    assert order == [1, 0] * 5
    assert asks(start("open_draft", POOL, seed=1, dealer=1))[0].player == 0


def test_a_picked_creature_joins_the_pickers_team_and_leaves_the_table():
    d = start("open_draft", POOL, seed=1)
    first = d.dealt[0][3]
    d = choose(d, 1, [first])
    assert d.teams == ((), (first,))
    assert first not in asks(d)[0].options and len(asks(d)[0].options) == 10


def test_the_last_creature_of_an_open_draft_is_discarded():
    d = play_out(start("open_draft", POOL, seed=1))
    assert d.done and len(d.discarded) == 1
    assert set(d.teams[0]) | set(d.teams[1]) | set(d.discarded) == set(d.dealt[0])
    assert describe(d)[-3] == f"{d.discarded[0]} is left over and discarded"


# Cut


def test_in_a_cut_the_dealer_deals_ten_to_the_other_player_who_divides_them():
    d = start("cut", POOL, seed=1, dealer=0)
    assert d.dealt[0] == () and len(d.dealt[1]) == 10
    assert asks(d) == (Ask(1, "divide", d.dealt[1], 5),)


def test_in_a_cut_the_dealer_chooses_which_pile_they_play():
    d = start("cut", POOL, seed=1, dealer=0)
    pile1 = d.dealt[1][5:]
    d = choose(d, 1, pile1)
    assert asks(d) == (Ask(0, "assign", ("pile 1", "pile 2"), 1),)
    assert choose(d, 0, ["pile 1"]).teams == (pile1, d.dealt[1][:5])
    taken = choose(d, 0, "pile 2")
    assert taken.teams == (d.dealt[1][:5], pile1) and taken.done


def test_a_cut_dealt_by_player_two_gives_player_two_the_pile_they_name():
    d = start("cut", POOL, seed=1, dealer=1)
    d = choose(choose(d, 0, d.dealt[0][:5]), 1, ["pile 1"])
    assert d.teams == (d.dealt[0][5:], d.dealt[0][:5])
    assert describe(d)[2] == "Player 2 plays pile 1; Player 1 plays the other"


# Half-constructed


def test_half_constructed_deals_seven_to_each_player_and_both_remove_two_at_once():
    d = start("half_constructed", POOL, seed=1)
    assert [len(h) for h in d.dealt] == [7, 7] and not set(d.dealt[0]) & set(d.dealt[1])
    assert [(a.player, a.kind, a.count) for a in asks(d)] == [(0, "remove", 2), (1, "remove", 2)]
    d = choose(d, 1, d.dealt[1][:2])
    assert d.teams == ((), ()) and [a.player for a in asks(d)] == [0]
    d = choose(d, 0, d.dealt[0][5:])
    assert d.done and d.teams == (d.dealt[0][:5], d.dealt[1][2:])
    assert d.discarded == d.dealt[0][5:] + d.dealt[1][:2]


def test_a_removal_stays_secret_from_the_other_player_until_both_have_removed():
    d = start("half_constructed", POOL, seed=1)
    d = choose(d, 0, d.dealt[0][:2])
    assert visible(d, 0) == d
    hidden = visible(d, 1)
    assert hidden.picks[0].names == () and asks(hidden) == asks(d)
    assert describe(hidden)[-1] == "Player 1 has chosen in secret"
    assert visible(d, None).picks[0].names == ()
    d = choose(d, 1, d.dealt[1][:2])
    assert visible(d, 1) == d


# Full-constructed


def test_full_constructed_from_one_set_splits_the_pool_in_half():
    d = start("full_constructed", POOL, seed=1, dealer=0)
    assert [len(h) for h in d.dealt] == [10, 11]  # the non-dealer is dealt the odd one
    assert sorted(d.dealt[0] + d.dealt[1]) == sorted(POOL)
    assert {a.kind for a in asks(d)} == {"build"}
    d = choose(d, 0, d.dealt[0][:5])
    assert visible(d, 1).picks[0].names == () and d.teams == ((), ())
    d = choose(d, 1, d.dealt[1][-5:])
    assert d.teams == (d.dealt[0][:5], d.dealt[1][-5:]) and d.discarded == ()


def test_full_constructed_without_a_split_lets_each_build_from_the_whole_pool():
    d = start("full_constructed", POOL, seed=1, split=False)
    assert d.dealt == (POOL, POOL)
    d = choose(choose(d, 0, POOL[:5]), 1, POOL[:5])
    assert d.done and d.teams == (POOL[:5], POOL[:5])  # identical match-ups are allowed
    assert start("full_constructed", POOL[:5], seed=1, split=False).dealt[0] == POOL[:5]


# Refusals


@pytest.mark.parametrize("method", list(METHODS))
def test_a_pool_too_small_for_the_method_is_refused_saying_how_many(method):
    need = NEEDED[method]
    refused(start, method, POOL[:need - 1], 1,
            says=f"needs at least {need} creatures in the pool; there are {need - 1}")
    start(method, POOL[:need], 1)


def test_duplicate_names_an_unknown_method_and_a_third_dealer_are_refused():
    refused(start, "cut", POOL + ("Fade",), 1, says="names Fade more than once")
    refused(start, "auction", POOL, 1, says="Unknown team building method 'auction'")
    refused(start, "cut", POOL, 1, 2, says="The dealer is player 0 or 1")
    refused(start, "cut", POOL[:9] + ("",), 1, says="needs a name")


def test_a_player_who_answers_out_of_turn_is_refused():
    d = start("open_draft", POOL, seed=1)
    refused(choose, d, 0, [d.dealt[0][0]], says="It is Player 2's turn to pick")
    refused(choose, start("cut", POOL, 1), 0, ["pile 1"], says="Player 2's turn to divide")
    refused(choose, d, 2, [d.dealt[0][0]], says="The player is 0 or 1")


def test_the_wrong_number_of_names_a_name_not_offered_and_a_repeat_are_refused():
    d = start("half_constructed", POOL, seed=1)
    mine, theirs = d.dealt
    refused(choose, d, 0, mine[:3], says="must name 2 to remove, not 3")
    refused(choose, d, 0, [mine[0], theirs[0]], says=f"{theirs[0]} is not offered")
    refused(choose, d, 0, [mine[0], mine[0]], says="named twice")
    cut = choose(start("cut", POOL, 1), 1, start("cut", POOL, 1).dealt[1][:5])
    refused(choose, cut, 0, ["pile 3"], says="pile 3 is not offered")


def test_a_second_answer_and_an_answer_after_the_end_are_refused():
    d = start("full_constructed", POOL, seed=1)
    d = choose(d, 0, d.dealt[0][:5])
    refused(choose, d, 0, d.dealt[0][:5], says="Player 1 has already answered")
    refused(choose, start("random", POOL, 1), 0, POOL[:5], says="already built")


# Determinism


@pytest.mark.parametrize("method", list(METHODS))
def test_the_same_seed_deals_the_same_cards_and_another_seed_usually_differs(method):
    assert start(method, POOL, 7) == start(method, POOL, 7)
    assert len({start(method, POOL, s).dealt for s in range(5)}) > 1


def test_the_history_says_who_did_what_in_words():
    d = start("open_draft", POOL, seed=1)
    first = d.dealt[0][0]
    d = choose(d, 1, first)
    assert describe(d) == [f"Player 1 deals 11 creatures to the table: {', '.join(d.dealt[0])}",
                           f"Player 2 picks {first}"]


# Any legal play-through


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(list(METHODS)), split=st.booleans(), dealer=st.sampled_from([0, 1]),
       seed=st.integers(0, 2**32), data=st.data())
def test_every_method_ends_with_two_teams_of_five_drawn_from_the_pool(method, split, dealer,
                                                                      seed, data):
    smallest = 5 if method == "full_constructed" and not split else NEEDED[method]
    pool = data.draw(st.lists(st.sampled_from(CREATURES), min_size=smallest, max_size=21,
                              unique=True))
    d = start(method, pool, seed, dealer, split)
    while asks(d):
        ask = data.draw(st.sampled_from(asks(d)))
        names = data.draw(st.permutations(ask.options))[:ask.count]
        d = choose(d, ask.player, names)
    assert d.done and all(len(set(t)) == 5 and set(t) <= set(pool) for t in d.teams)
    if method != "full_constructed" or split:
        assert not set(d.teams[0]) & set(d.teams[1])
    assert not (set(d.teams[0]) | set(d.teams[1])) & set(d.discarded)
