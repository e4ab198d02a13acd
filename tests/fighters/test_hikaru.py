"""Hikaru's unique ability (Geomantic Assault): his Elemental tokens, anted once a beat and
regained or spent by his cards (fighters/hikaru.yaml; 000 "Ante Phase", "Tokens & Counters",
"Finisher Cards", "Attack").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from dataclasses import replace

import pytest

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.set_and_ante import ante_options
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    holding,
    play_beat,
    set_only,
    start,
    tokens,
)

KINDS = ("Fire", "Water", "Wind", "Earth")


def _held(state, *kinds):
    """Hikaru (seat 0) holds exactly ``kinds``; the other Elemental tokens are spent."""
    for kind in KINDS:
        state = holding(state, 0, kind, 1 if kind in kinds else 0)
    return state


def _held_kinds(state):
    return tuple(k for k in KINDS if tokens(state, 0, k))


def test_hikaru_starts_with_one_token_of_each_element():
    state = start("hikaru", "baenvier")
    assert [tokens(state, 0, k) for k in KINDS] == [1, 1, 1, 1]


def test_only_one_elemental_token_is_anted_a_beat():
    state = set_only(start("hikaru", "baenvier", positions=(1, 6)), ("Trance", "Strike"),
                     ("Switch", "Shot"))
    offered = {d.a for d, _ in ante_options(state, 0) if d.kind == "ante"}
    assert set(KINDS) <= offered
    state = apply(state, Decision(0, "ante", "Fire", ""))
    assert tokens(state, 0, "Fire") == 0
    assert not set(KINDS) & {d.a for d, _ in ante_options(state, 0) if d.kind == "ante"}


def test_trance_returns_the_anted_token_at_reveal():
    # Fire and Water held, Fire anted. Trance's Reveal returns Fire; its End of Beat regain
    # offers Wind or Earth (the first offered, Wind, is taken): Fire, Water, Wind held.
    # Hikaru on 1, Baenvier on 6 (distance 5): Trance Strike (range 1~2, priority 3) and
    # Baenvier's Switch Shot (range 1~4, priority 2) both miss.
    state = _held(start("hikaru", "baenvier", positions=(1, 6)), "Fire", "Water")
    state = play_beat(state, ("Trance", "Strike"), ("Switch", "Shot"), antes=((0, "Fire"),))
    assert _held_kinds(state) == ("Fire", "Water", "Wind")


@pytest.mark.parametrize(("held", "regained"), [
    (KINDS, ()),                             # only the anted Fire is missing: nothing back
    (("Fire", "Water", "Wind"), ("Earth",)),  # Fire anted, Earth spent earlier: Earth back
])
def test_focused_regains_a_token_of_choice_but_never_the_one_anted_this_beat(held, regained):
    # Hikaru on 3, Baenvier on 4: Focused Strike (range 1, power 4, priority 3 + 1 = 4) hits
    # before Baenvier's Switch Strike (priority 3). Fire anted (+3 Power): 20 - 7 = 13.
    state = _held(start("hikaru", "baenvier", positions=(3, 4)), *held)
    state = play_beat(state, ("Focused", "Strike"), ("Switch", "Strike"),
                      antes=((0, "Fire"),))
    assert lives(state)[1] == 13
    assert _held_kinds(state) == tuple(k for k in KINDS if k in held[1:] + regained)


def test_only_the_tokens_held_can_be_anted_and_each_button_names_its_token():
    state = _held(start("hikaru", "baenvier", positions=(3, 4)), "Water", "Wind")
    state = set_only(state, ("Focused", "Strike"), ("Switch", "Strike"))
    labels = {d.a: label for d, label in ante_options(state, 0) if d.kind == "ante"}
    assert "Fire" not in labels and "Earth" not in labels  # spent tokens cannot be anted
    assert "Water" in labels["Water"]


def test_wrath_of_elements_spends_every_elemental_token_at_reveal():
    # At 7 life Switch brings Wrath of Elements (range 1, power 7, priority 6): its Reveal
    # spends all 4 tokens held, 4 -> 0. Hikaru on 1, Baenvier on 6: nobody hits.
    state = start("hikaru", "baenvier", positions=(1, 6), life=(7, 20))
    state = state.with_fighter(0, finisher="Wrath of Elements")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(state) == (7, 20)
    assert _held_kinds(state) == ()


def test_four_winds_repeats_after_regaining_a_token_on_hit():
    # At 7 life Switch brings Four Winds (range 1, power 2, priority 5). Hikaru on 3, Baenvier
    # on 4 with Switch Strike (range 1, power 4, priority 3): Hikaru attacks first.
    # Fire, Water and Wind held: the hit regains Earth and the attack repeats, hitting again;
    # with 4 held nothing is left to regain, so no third attack. Baenvier 20 - 2 - 2 = 16
    # (2 does not exceed guard 5 either time). Baenvier then hits: Hikaru 7 - 4 = 3.
    # With 4 tokens held from the start there is no repeat: 20 - 2 = 18.
    state = start("hikaru", "baenvier", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Four Winds")
    repeated = play_beat(_held(state, "Fire", "Water", "Wind"), ("Switch", "Strike"),
                         ("Switch", "Strike"))
    assert lives(repeated) == (3, 16)
    assert _held_kinds(repeated) == KINDS
    once = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(once) == (3, 18)


def test_advancing_advances_once_and_gains_power_only_when_that_advance_passes_the_opponent():
    # Advancing Strike: power 4 + 1 = 5, priority 3 + 1 = 4 beats Safari Strike (3): Hikaru
    # attacks first. From 3 with Ludus on 5 he advances 1 to 4 (no pass: no bonus) and hits
    # for 5 (20 - 5 = 15); he does not advance a second time now that he is at range 1.
    # From 3 with Ludus on 4 the advance hops to 5 (passing him): 5 + 1 = 6 (20 - 6 = 14).
    near = play_beat(start("hikaru", "ludus", positions=(3, 5)), ("Advancing", "Strike"),
                     ("Safari", "Strike"))
    assert near.positions[0] == 4
    assert lives(near)[1] == 15
    passed = play_beat(start("hikaru", "ludus", positions=(3, 4)), ("Advancing", "Strike"),
                       ("Safari", "Strike"))
    assert passed.positions[0] == 5
    assert lives(passed)[1] == 14


# Issue 20 (wave 3, c1): the tokens' effects (from the open-source engines,
# docs/roster-notes.md), carried out with no prompt.


def test_an_anted_earth_token_gives_soak_three_against_the_attack_that_hits_hikaru():
    # Hikaru on 3, Baenvier on 4. Baenvier's Switch Grasp (range 1, power 2, priority 5) hits
    # before Focused Shot (priority 2 + 1 = 3); Earth's Soak 3 takes all of it (Hikaru stays
    # at 20); with Fire anted instead Hikaru takes 2.
    pairs = (("Focused", "Shot"), ("Switch", "Grasp"))
    earth = play_beat(start("hikaru", "baenvier", positions=(3, 4)), *pairs,
                      antes=((0, "Earth"),))
    fire = play_beat(start("hikaru", "baenvier", positions=(3, 4)), *pairs,
                     antes=((0, "Fire"),))
    assert lives(fire)[0] == 18
    assert lives(earth)[0] == 20


def test_an_anted_wind_token_adds_two_priority_and_water_one_range_each_way():
    # Focused Strike: priority 3 + 1 = 4, range 1.
    def anted(token):
        state = set_only(start("hikaru", "baenvier", positions=(1, 6)), ("Focused", "Strike"),
                         ("Switch", "Shot"))
        return pair_stats(replace(apply(state, Decision(0, "ante", token, "")), phase="start"),
                          0)
    assert anted("Wind").priority.lo == 6
    assert (anted("Water").range.lo, anted("Water").range.hi) == (0, 2)


def test_trance_gives_the_anted_token_back_with_no_effect():
    # Hikaru on 3, Baenvier on 4. Trance Strike (range 1~2, power 4, priority 3) against
    # Switch Shot (priority 2): Hikaru hits first for 4, not 4 + 3: Baenvier 16.
    state = play_beat(start("hikaru", "baenvier", positions=(3, 4)), ("Trance", "Strike"),
                      ("Switch", "Shot"), antes=((0, "Fire"),))
    assert lives(state)[1] == 16


def test_geomantic_antes_a_second_token_at_start_of_beat_for_its_effect():
    # Hikaru on 3, Baenvier on 5 (distance 2) with Switch Shot (priority 2). Fire anted;
    # Geomantic Strike (range 1, power 4 + 1, priority 3): at Start of Beat the first token
    # held, Water, is anted too: range 0~2 reaches 2, power 5 + 3 = 8: Baenvier 20 - 8 = 12.
    state = play_beat(start("hikaru", "baenvier", positions=(3, 5)), ("Geomantic", "Strike"),
                      ("Switch", "Shot"), antes=((0, "Fire"),))
    assert lives(state)[1] == 12
    assert _held_kinds(state) == ("Wind", "Earth")


def test_wrath_of_elements_applies_every_token_it_spends():
    # At 7 life Switch brings Wrath of Elements (range 1, power 7, priority 6). All 4 tokens
    # anted at Reveal: power 7 + 3 = 10, priority 6 + 2 = 8. Hikaru on 3, Baenvier on 4:
    # Baenvier 20 - 10 = 10.
    state = start("hikaru", "baenvier", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Wrath of Elements")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(state)[1] == 10
    assert _held_kinds(state) == ()


def test_four_winds_applies_no_anted_token():
    # As the Four Winds test, Fire anted: power 2, not 5; Fire cannot come back this beat,
    # the three others are held: no regain, no repeat. Baenvier 20 - 2 = 18.
    state = start("hikaru", "baenvier", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Four Winds")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"), antes=((0, "Fire"),))
    assert lives(state)[1] == 18
