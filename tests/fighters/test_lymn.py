"""Lymn's Disparity (unique ability Dreamscape Madness): the priority gap once clashes are
settled, fixed for the beat, and every card of hers that reads it (fighters/lymn.yaml;
000 "Reveal Step", "Priority Tie? - Clash!", "Other Effects": Stat becomes X, Armor X;
"Styles and Bases").

The opponent is the values tester (tests/data/vocab_values.yaml) with its Idle style (+0 to
every stat, no effect): its pair is a plain standard base. Strike 1/4/3 guard 5, Shot
1~4/3/2 guard 2, Burst 2~3/3/1 guard 0 (Start: retreat 1 or 2), Grasp 1/2/5 guard 0 (Hit:
push or pull 1). Lymn's cards print no guard (classic).
"""

import pytest

from engine.battlecon.words import timing_words
from tests.beat_helpers import lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import play_beat, start
from tests.note_helpers import effect_hows, names, noted, stunned_by


def lymn(positions, life=None):
    """Lymn (seat 0) against the values tester on ``positions``."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start("lymn", "valuer", positions=positions, life=life, catalog=catalog)


@pytest.mark.parametrize(("base1", "damage"), [
    ("Strike", 2),   # priority 4 against 3: Disparity 1, under 2: power 3 - 1 = 2
    ("Burst", 3),    # priority 4 against 1: Disparity 3: +1, power 3
])


def test_chimeric_gains_power_from_disparity_2(base1, damage):
    # Chimeric Shot: range 1~4, power 3 - 1 = 2, priority 2 + 2 = 4: Lymn is Active. Before
    # attacking she advances 1 (3 -> 4); the opponent is 1 to 3 spaces away (Burst retreats 1
    # or 2 at Start), within range: the Shot hits for the damage above (20 - damage).
    state = play_beat(lymn((3, 5)), ("Chimeric", "Shot"), ("Idle", base1))
    assert lives(state)[1] == 20 - damage


def test_maddening_sets_both_attacks_power_to_the_disparity():
    # Maddening Strike: range 1~2, power X, priority 3, against Idle Shot (priority 2):
    # Disparity 1, so at Start of Beat both pairs' power becomes 1. Lymn hits first at
    # distance 1 (20 - 1 = 19, not over guard 2), the Shot hits back for 1 (20 - 1 = 19).
    state = play_beat(lymn((3, 4)), ("Maddening", "Strike"), ("Idle", "Shot"))
    assert lives(state) == (19, 19)
    assert noted(state, "disparity", seat=0, disparity=1, mine=3, theirs=2)


def test_maddening_has_soak_2_from_disparity_3():
    # Maddening Shot (priority 2) against Idle Grasp (5): Disparity 3, both powers 3, Soak 2.
    # The Grasp hits first at distance 1: 3 - 2 = 1 (20 - 1 = 19); its push or pull leaves
    # Lymn within the Shot's range 1~4, which hits for 3 (20 - 3 = 17).
    state = play_beat(lymn((3, 4)), ("Maddening", "Shot"), ("Idle", "Grasp"))
    assert lives(state) == (19, 17)


def test_reverie_costs_two_life_at_disparity_3():
    # Reverie Strike: priority 3 - 1 = 2 against Idle Grasp (5): Disparity 3, Lymn loses 2
    # life at Start of Beat (20 - 2 = 18). The Grasp then hits her for 2 (18 - 2 = 16, not over
    # Strike's guard 5).
    state = play_beat(lymn((3, 4)), ("Reverie", "Strike"), ("Idle", "Grasp"))
    assert lives(state)[0] == 16
    assert "life 20 -> 18" in "".join(effect_hows(state, "Lymn", "Reverie", timing_words("start")))


def test_fathomless_visions_advances_and_hits_by_disparity():
    # Fathomless Visions: range 1 + 0~1 = 1~2, priority 3 - 2 = 1, against Idle Grasp (5):
    # Disparity 4. Power: Visions 0 + Disparity 4 (5 at most) - 1 (Fathomless) + 2
    # (Fathomless at Disparity 3+) = 5. The Grasp misses at distance 6; Visions advances Lymn
    # up to 4 spaces, 1 -> 5, distance 2, and hits for 5 (20 - 5 = 15).
    state = play_beat(lymn((1, 7)), ("Fathomless", "Visions"), ("Idle", "Grasp"))
    assert lives(state) == (20, 15)
    assert state.positions[0] == 5


def test_surreal_adds_disparity_to_its_maximum_range():
    # Surreal Strike: range 1 + 1 ~ 1 + Disparity, power 4, priority 3 + 1 = 4, against Idle
    # Shot (2): Disparity 2, range 2~3. At distance 3 it hits for 4 (20 - 4 = 16; over guard
    # 2, the opponent is stunned and does not attack).
    state = play_beat(lymn((3, 6)), ("Surreal", "Strike"), ("Idle", "Shot"))
    assert lives(state) == (20, 16)


def test_conceit_cannot_be_hit_at_disparity_3_and_drains_the_disparity():
    # Lymn at 7 life brings Conceit (range N/A, priority 7) with Switch, against Idle Burst
    # (priority 1): Disparity 6. The Burst (range 2~3) cannot hit her this beat; at End of
    # Beat the opponent loses 6 life (20 - 6 = 14).
    state = lymn((3, 5), life=(7, 20)).with_fighter(0, finisher="Conceit")
    state = play_beat(state, ("Switch", "Strike"), ("Idle", "Burst"))
    assert lives(state) == (7, 14)


def test_reverie_stuns_lymn_herself_at_disparity_5():
    # Reverie Burst: priority 1 - 1 = 0 against Idle Grasp (5): Disparity 5. At Start of Beat
    # Lymn loses 2 life (Disparity 3+: 20 - 2 = 18) and is stunned (Disparity 5+), so her
    # Burst never attacks: the valuer keeps 20 life.
    state = play_beat(lymn((3, 4)), ("Reverie", "Burst"), ("Idle", "Grasp"))
    assert stunned_by(state, "Lymn", "Reverie")
    assert "Lymn" in names(state, "stunned_no_attack")
    assert lives(state)[1] == 20


def test_surreal_moves_lymn_directly_to_a_free_space_her_attack_reaches_after_attacking():
    # Lymn on 3, the tester on 5. Surreal Strike: priority 3 + 1 = 4 against Idle Grasp's 5:
    # Disparity 1, range 1 + (1~1) = 2~2. The tester strikes first; Grasp (range 1) misses at
    # 2. Lymn's Strike (power 4) reaches 2 away: 20 - 4 = 16. After it, the spaces 2 away
    # from her are 1 and 5; 5 is the tester's, so she moves directly to 1.
    state = play_beat(lymn((3, 5)), ("Surreal", "Strike"), ("Idle", "Grasp"))
    assert lives(state) == (20, 16)
    assert state.positions == (1, 5)
