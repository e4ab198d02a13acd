"""Rukyuk's unique ability (Custom Ammunition): his Ammo tokens, anted once a beat, spent by
Gunner and Crossfire and brought back by Reload (fighters/rukyuk.yaml; 000 "Ante Phase",
"Tokens & Counters", "Attack").

Baenvier is the opponent; his Switch style only gains Force at Reveal."""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.set_and_ante import ante_options
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    holding,
    play_beat,
    set_and_ante,
    set_only,
    start,
    through_ante,
    tokens,
)
from tests.note_helpers import stunned

AMMO = ("Explosive Shell", "Swift Shell", "Long Shot", "AP Shell", "Flash Shell",
        "Impact Shell")


def _ammo_held(state) -> int:
    return sum(tokens(state, 0, kind) for kind in AMMO)


def test_with_no_ammo_anted_rukyuks_attack_does_not_hit():
    # Rukyuk on 1, Baenvier on 4 (distance 3). Sniper Shot: range 1~4 + 3~5 = 4~9 misses at
    # 3; Point Blank Shot: range 1~4 + 0~1 = 1~5, power 3, priority 2 against Baenvier's
    # Switch Strike (range 1, priority 3): in range, but with no Ammo anted it cannot hit
    # (Baenvier stays at 20); with Flash Shell anted it hits, 20 - 3 = 17.
    pair = ("Point Blank", "Shot")
    dry = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), pair, ("Switch", "Strike"))
    assert lives(dry) == (20, 20)
    loaded = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), pair,
                       ("Switch", "Strike"), antes=((0, "Flash Shell"),))
    assert lives(loaded) == (20, 17)
    assert tokens(loaded, 0, "Flash Shell") == 0
    assert _ammo_held(loaded) == 5


def test_only_one_ammo_token_is_anted_a_beat():
    state = set_only(start("rukyuk", "baenvier", positions=(1, 4)), ("Point Blank", "Shot"),
                     ("Switch", "Strike"))
    assert set(AMMO) <= {d.a for d, _ in ante_options(state, 0)}
    state = through_ante(state, ((0, "Long Shot"),))
    assert tokens(state, 0, "Long Shot") == 0
    assert not set(AMMO) & {d.a for d, _ in ante_options(state, 0)}


def test_reload_brings_every_ammo_token_back_at_end_of_beat():
    # Explosive and Swift Shell held (the others spent, by hand). Trick Reload: range N/A (it cannot
    # hit), priority 4 - 3 = 1; Baenvier's
    # Switch Strike (range 1, priority 3) misses at distance 5 (Rukyuk on 1, Baenvier on 6)
    # before Reload's move. End of Beat: all 6 back in the supply.
    state = start("rukyuk", "baenvier", positions=(1, 6))
    for kind in AMMO[2:]:
        state = holding(state, 0, kind, 0)
    state = play_beat(state, ("Trick", "Reload"), ("Switch", "Strike"))
    assert _ammo_held(state) == 6


def test_crossfire_spends_an_ammo_token_for_two_power_on_hit():
    # Rukyuk on 1, Baenvier on 4 (distance 3). Crossfire Shot: range 1~4 + 2~3 = 3~7, power
    # 3, priority 2 - 2 = 0. Baenvier's Switch Strike (range 1, priority 3) misses first.
    # Ammo tokens 6 - 1 anted = 5; on hit one more is spent, 5 - 1 = 4, for power 3 + 2 = 5:
    # Baenvier 20 - 5 = 15.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), ("Crossfire", "Shot"),
                      ("Switch", "Strike"), antes=((0, "Flash Shell"),))
    assert lives(state) == (20, 15)
    assert _ammo_held(state) == 4
    assert tokens(state, 0, "Flash Shell") == 0


def test_gunner_spends_an_ammo_token_to_reach_one_to_five_further_instead():
    # Rukyuk on 1, Baenvier on 7 (distance 6). Gunner Strike: range 1 + 2~4 = 3~5, power 4,
    # priority 3; Baenvier's Switch Grasp (range 1, priority 5) attacks first and misses.
    # Spending an Ammo token makes it 1 + 1~5 = 2~6: it hits at 6, 20 - 4 = 16.
    # Ammo tokens 6 - 1 anted - 1 spent = 4.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 7)), ("Gunner", "Strike"),
                      ("Switch", "Grasp"), antes=((0, "Flash Shell"),))
    assert lives(state) == (20, 16)
    assert _ammo_held(state) == 4
    assert tokens(state, 0, "Flash Shell") == 0


def test_force_grenade_hits_with_no_ammo_anted_and_fully_automatic_does_not():
    # At 7 life Switch brings the Finisher. Rukyuk on 3, Baenvier on 4 with Switch Strike
    # (range 1, priority 3). Force Grenade (range 1~2, power 4, priority 4) hits with no Ammo
    # anted: 20 - 4 = 16. Fully Automatic (range 3~6) at distance 3 from 1 to 4: in range,
    # priority 6, but with no Ammo anted it cannot hit (20).
    state = start("rukyuk", "baenvier", positions=(3, 4), life=(7, 20))
    grenade = play_beat(state.with_fighter(0, finisher="Force Grenade"), ("Switch", "Strike"),
                        ("Switch", "Strike"))
    assert lives(grenade)[1] == 16
    state = start("rukyuk", "baenvier", positions=(1, 4), life=(7, 20))
    automatic = state.with_fighter(0, finisher="Fully Automatic")
    dry = play_beat(automatic, ("Switch", "Strike"), ("Switch", "Strike"))
    assert lives(dry)[1] == 20
    loaded = play_beat(automatic, ("Switch", "Strike"), ("Switch", "Strike"),
                       antes=((0, "Flash Shell"),))
    assert lives(loaded)[1] < 20


# Issue 20 (wave 3, c1): the six tokens' effects (names and effects from the open-source
# engines, docs/roster-notes.md), carried out with no prompt.


def test_an_anted_ap_shell_makes_the_attack_ignore_soak():
    # Rukyuk (seat 0) on 1, a second Rukyuk on 4 with Crossfire Strike (range 3~4, priority
    # 3 - 2 = 1, Soak 2; no Ammo anted, so it cannot hit). Point Blank Shot: range 1~5, power
    # 3, priority 2 goes first. Flash Shell: Soak 2 takes 2 of the 3 (20 - 1 = 19); AP Shell:
    # Soak ignored, 20 - 3 = 17.
    pairs = (("Point Blank", "Shot"), ("Crossfire", "Strike"))
    soaked = play_beat(start("rukyuk", "rukyuk", positions=(1, 4)), *pairs,
                       antes=((0, "Flash Shell"),))
    assert lives(soaked) == (20, 19)
    pierced = play_beat(start("rukyuk", "rukyuk", positions=(1, 4)), *pairs,
                        antes=((0, "AP Shell"),))
    assert lives(pierced) == (20, 17)


def test_an_anted_explosive_shell_adds_two_power():
    # As the first test: Point Blank Shot, power 3 + 2 = 5: Baenvier 20 - 5 = 15.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), ("Point Blank", "Shot"),
                      ("Switch", "Strike"), antes=((0, "Explosive Shell"),))
    assert lives(state) == (20, 15)


def test_an_anted_swift_shell_adds_two_priority_and_long_shot_one_range_each_way():
    # Point Blank Shot: priority 2, range 1~4 + 0~1 = 1~5.
    pairs = (("Point Blank", "Shot"), ("Switch", "Strike"))
    swift = set_and_ante(start("rukyuk", "baenvier", positions=(1, 4)), *pairs,
                         antes=((0, "Swift Shell"),))
    assert pair_stats(swift, 0).priority.lo == 4
    long = set_and_ante(start("rukyuk", "baenvier", positions=(1, 4)), *pairs,
                        antes=((0, "Long Shot"),))
    assert (pair_stats(long, 0).range.lo, pair_stats(long, 0).range.hi) == (0, 6)


def test_an_anted_flash_shell_makes_the_attack_ignore_stun_guard():
    # Joal on 4 with Relentless Strike (Stun Guard 3, priority 1 - 3 < 2). Point Blank Shot
    # (power 3) hits first: 3 is not above Stun Guard 3, no stun, with Explosive Shell it
    # would be; with Flash Shell his Stun Guard counts 0 and the 3 damage stun him.
    pairs = (("Point Blank", "Shot"), ("Relentless", "Strike"))
    plain = play_beat(start("rukyuk", "joal", positions=(1, 4)), *pairs,
                      antes=((0, "Swift Shell"),))
    assert "Joal" not in stunned(plain)
    flash = play_beat(start("rukyuk", "joal", positions=(1, 4)), *pairs,
                      antes=((0, "Flash Shell"),))
    assert "Joal" in stunned(flash)


def test_an_anted_impact_shell_pushes_the_opponent_two_spaces_on_hit():
    # Trick Shot: range 1~4 + 1~2 = 2~6, power 3, priority 2 - 3 = -1; Baenvier's Switch
    # Strike (range 1) misses from 4 first. Trick hits (20 - 3 = 17): pushed 2, from 4 to 6.
    state = play_beat(start("rukyuk", "baenvier", positions=(1, 4)), ("Trick", "Shot"),
                      ("Switch", "Strike"), antes=((0, "Impact Shell"),))
    assert lives(state) == (20, 17)
    assert state.positions == (1, 6)


def test_the_finishers_do_not_apply_the_anted_ammo_token():
    # Explosive Shell anted: Fully Automatic keeps its printed power 2, Force Grenade its 4.
    # Fully Automatic (range 3~6) from 1 to 4, Force Grenade (range 1~2) from 3 to 4.
    for finisher, power, at in (("Fully Automatic", 2, 1), ("Force Grenade", 4, 3)):
        state = start("rukyuk", "baenvier", positions=(at, 4), life=(7, 20))
        state = set_and_ante(state.with_fighter(0, finisher=finisher), ("Switch", "Strike"),
                             ("Switch", "Strike"), antes=((0, "Explosive Shell"),))
        while state.cursor.step != "hit":  # the Finisher's hit: its power is read here
            state = apply(state, pending(state).options[0])
        assert state.fighters[0].finisher_used
        assert pair_stats(state, 0).power.lo == power, finisher
