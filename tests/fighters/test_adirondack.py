"""Adirondack Galilei's dolls (unique ability Army of Dolls: the Hachi, Cori and Raffi markers)
and the cards that move them (fighters/adirondack.yaml; 000 "Markers")."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import finish, play_beat, set_and_ante, start, tokens, until_choice

EVERY_DOLL_ON_EVERY_SPACE = sorted(f"m{doll}:{space}" for doll in range(3)
                                   for space in range(1, 8))


def test_the_dolls_begin_in_front_of_on_and_behind_her_space():
    # Adirondack on 3 facing the opponent on 5: Hachi in front (4), Cori on 3, Raffi behind
    # (2), in the order this file chose. In seat 1, on 5, in front is 4 and behind is 6.
    assert start("adirondack", "eligor").fighters[0].markers == (4, 3, 2)
    assert start("eligor", "adirondack").fighters[1].markers == (4, 5, 6)


def test_strings_moves_one_doll_to_any_space_after_its_attack():
    # Ensnaring Strings: priority 1 - 1 = 0 beats Chained Aegis (0 - 1 = -1); range 1~3 + 0~1
    # = 1~4 hits at distance 2 for 3 + 1 = 4 (Aegis prints no guard: stunned, life 16). After
    # the attack any of the 3 dolls may go to any of the 7 spaces: Cori (m1) to 7.
    state = set_and_ante(start("adirondack", "eligor"), ("Ensnaring", "Strings"),
                         ("Chained", "Aegis"))
    state = until_choice(state, "base:Strings#1")
    assert state.cursor.step == "after"
    assert choice_keys(state) == EVERY_DOLL_ON_EVERY_SPACE
    state = choose(state, "m1:7")
    assert state.fighters[0].markers == (4, 7, 2)
    assert lives(state) == (20, 20 - 4)


def test_patchwork_moves_one_doll_to_any_space_at_end_of_beat():
    # Patchwork Shot: priority 2 + 0 = 2 beats Chained Aegis (-1); range 1~4 hits at distance 2
    # for 3 + 1 = 4: Eligor stunned, life 16. At End of Beat one doll may go anywhere: Raffi
    # (m2) from 2 to 7.
    state = set_and_ante(start("adirondack", "eligor"), ("Patchwork", "Shot"), ("Chained", "Aegis"))
    state = until_choice(state, "style:Patchwork#1")
    assert state.cursor.step == "end"
    assert choice_keys(state) == EVERY_DOLL_ON_EVERY_SPACE
    state = choose(state, "m2:7")
    assert state.fighters[0].markers == (4, 3, 7)
    assert lives(state) == (20, 20 - 4)


# ---------------------------------------------------------------- wave 3


def test_whipstitch_moves_a_stunned_opponent_to_any_unoccupied_space():
    # Whipstitch Shot: range 1~4 + 1~2 = 2~6, power 3 + 1 = 4, priority 2 beats Combination
    # Burst (1). Burst's Start retreat takes Shekhtur from 6 to 7 (the only space). Distance 4:
    # hit for 4, over Burst's guard 0: stunned. After Activating she may be moved (walking,
    # hopping Adirondack) to every space but 3 and 7.
    state = set_and_ante(start("adirondack", "shekhtur", positions=(3, 6)),
                         ("Whipstitch", "Shot"), ("Combination", "Burst"))
    state = until_choice(state, "style:Whipstitch#0")
    assert choice_keys(state) == ["3,1", "3,2", "3,4", "3,5", "3,6"]
    state = finish(choose(state, "3,1"), beat=1)
    assert state.positions == (3, 1)


def test_artificial_makes_the_opponent_discard_one_of_their_tokens_on_hit():
    # Artificial Strike: range 1 + 0~2 = 1~3, priority 3 + 1 = 4 beats Combination Burst (1);
    # Burst's retreat leaves distance 2, in range. Shekhtur's 3 Malice tokens drop to 2.
    state = play_beat(start("adirondack", "shekhtur", positions=(3, 4)),
                      ("Artificial", "Strike"), ("Combination", "Burst"))
    assert tokens(state, 1, "Malice") == 2
    assert "Shekhtur discards 1 Malice token" in "\n".join(map(str, state.notes))


def dolls(state, hachi, cori, raffi):
    """Adirondack's dolls put on these spaces."""
    return state.with_fighter(0, markers=(hachi, cori, raffi))


def test_ensnaring_counts_its_range_from_hachi():
    # Adirondack on 2, Baenvier on 5 (distance 3). Baenvier's Switch Strike (range 1, priority
    # 3) is Active and misses. Ensnaring Strike: range 1 + 0~1 = 1~2, power 4 + 1 = 5,
    # priority 3 - 1 = 2. Hachi on 4, 1 space from Baenvier: it hits for 5 (20 - 5 = 15; 5
    # does not exceed Strike's guard 5). Hachi on 1, 4 spaces away: it misses.
    state = start("adirondack", "baenvier", positions=(2, 5))
    near = play_beat(dolls(state, 4, 2, 1), ("Ensnaring", "Strike"), ("Switch", "Strike"))
    assert lives(near) == (20, 15)
    far = play_beat(dolls(state, 1, 2, 3), ("Ensnaring", "Strike"), ("Switch", "Strike"))
    assert lives(far) == (20, 20)


def test_patchwork_reaches_from_whichever_doll_is_in_range():
    # Adirondack on 1, Baenvier on 7 (distance 6): Switch Strike (priority 3) misses first.
    # Patchwork Shot: range 1~4, power 3 + 1 = 4, priority 2. Raffi on 6, next to Baenvier:
    # it hits for 4 (20 - 4 = 16). With Hachi and Raffi on 2 and Cori on 1 (5 and 6 away) it
    # misses.
    state = start("adirondack", "baenvier", positions=(1, 7))
    reached = play_beat(dolls(state, 2, 1, 6), ("Patchwork", "Shot"), ("Switch", "Strike"))
    assert lives(reached) == (20, 16)
    missed = play_beat(dolls(state, 2, 1, 2), ("Patchwork", "Shot"), ("Switch", "Strike"))
    assert lives(missed) == (20, 20)


# ---------------------------------------------------------------- wave 5 (w5c)


def _snare_choices(hachi, cori, raffi):
    """Adirondack on 3 with her dolls on these spaces, Shekhtur on 6; Snare Strike against
    Combination Burst (Burst's Start retreat takes Shekhtur to 7). The state at Snare's
    Before swap, taken, and its options as {key: label}."""
    state = dolls(start("adirondack", "shekhtur", positions=(3, 6)), hachi, cori, raffi)
    state = set_and_ante(state, ("Snare", "Strike"), ("Combination", "Burst"))
    state = apply(state, Decision(0, "trigger", "style:Snare#1"))
    options = pending(state).options
    return state, dict(zip((d.b for d in options), pending(state).labels, strict=True))


def test_snare_trades_places_with_a_doll_on_an_empty_space_but_not_the_one_on_her_space():
    # Hachi on 5 and Raffi on 2 lie on empty spaces; Cori on 3 shares Adirondack's space,
    # which is occupied: no trade with her. Trading with Hachi puts Adirondack on 5 and
    # Hachi on 3 (Shekhtur stays on 7).
    state, options = _snare_choices(5, 3, 2)
    assert sorted(options) == ["2,7", "5,7"]
    state = choose(state, "5,7")
    assert state.positions == (5, 7)
    assert state.fighters[0].markers == (3, 3, 2)


def test_snare_lets_her_pick_which_of_two_dolls_on_one_space_comes_back_to_hers():
    # Hachi and Raffi both on 5 (dolls of different names share a space): two options, one
    # per doll. Trading with Raffi: Adirondack on 5, Raffi on 3, Hachi still on 5.
    state, options = _snare_choices(5, 3, 5)
    assert sorted(options.values()) == ["Teleport to space 5 (with Hachi)",
                                        "Teleport to space 5 (with Raffi)"]
    raffi = next(key for key, label in options.items() if "Raffi" in label)
    state = choose(state, raffi)
    assert state.positions == (5, 7)
    assert state.fighters[0].markers == (5, 3, 3)


def _strings_of_fate(positions, dolls=None):
    """Adirondack at 7 life brings out Strings of Fate (range 1~3, power 3, priority 6) with
    Switch against Ludus's Safari Strike (3); the dolls (Hachi, Cori, Raffi) on ``dolls`` if
    given; the state after the beat."""
    state = start("adirondack", "ludus", positions=positions, life=(7, 20))
    state = state.with_fighter(0, finisher="Strings of Fate")
    if dolls is not None:
        state = state.with_fighter(0, markers=dolls)
    return play_beat(state, ("Switch", "Strike"), ("Safari", "Strike"))


def test_strings_of_fate_attacks_three_times_once_from_each_doll():
    # Adirondack on 3, Ludus on 5: Hachi on 4, Cori on 3, Raffi on 2 are 1, 2 and 3 spaces
    # from him: three hits of 3 (the second takes him past Strike's guard 5): 20 - 9 = 11.
    state = _strings_of_fate((3, 5))
    assert lives(state) == (7, 11)
    assert tokens(state, 0, "Strings of Fate attacks") == 0


def test_strings_of_fate_hits_only_from_the_dolls_within_range():
    # Adirondack on 1, Ludus on 7: Hachi on 2 (5 away) and Cori on 1 (6 away) miss; Raffi on
    # 5 (2 away) hits for 3.
    state = _strings_of_fate((1, 7), dolls=(2, 1, 5))
    assert lives(state)[1] == 17
