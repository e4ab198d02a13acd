"""Karin's unique ability (Hunting Pack: the Jager marker) and the cards that read or move Jager
(fighters/karin.yaml; 000 "Markers", "Triggered Effects", "Guard & Stun", "Other Effects":
Armor X, You/Opponent is Stunned).

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2, Drive 1/3/4 guard 0 (Before:
advance 1 or 2), Grasp 1/2/5 guard 0 (Hit: push or pull 1). Eligor's Counter is +0/+1/-1,
Martial +0~1/+1/-1, Vengeful +0/+1/+0 with Stun Guard 3 (Before: advance 1).
"""

import pytest

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import against_valuer, play_beat, set_and_ante, start
from tests.note_helpers import noted, stunned, stunned_by

END_MOVE = Decision(0, "trigger", "ua:Hunting Pack#0")


def with_jager(state, space):
    """Karin's Jager marker on ``space``."""
    return state.with_fighter(0, markers=(space,))


SWAP = "style:Full Moon#2"  # Full Moon's optional Start of Beat swap with Jager


def without_swap(state, pair0, pair1, choices=None):
    """`play_beat`, Karin declining Full Moon's swap with Jager."""
    state = set_and_ante(state, pair0, pair1)
    beat, choices = state.beat, dict(choices or {})
    while state.outcome is None and state.beat == beat:
        options = pending(state).options
        pick = next((o for o in options if o.kind == "decline" and o.a == SWAP), options[0])
        for option in options:
            card = option.a.partition(":")[2].rpartition("#")[0]
            if option.kind == "choose" and choices.get(card) == option.b:
                pick = option
        state = apply(state, pick)
    return state


def offered_in_beat(state, decision):
    """Play the rest of the beat taking first options (declining Full Moon's swap): (whether
    ``decision`` was ever offered, the state at the next Set step)."""
    beat, seen = state.beat, False
    while state.outcome is None and state.beat == beat:
        options = pending(state).options
        seen = seen or decision in options
        state = apply(state, next((o for o in options if o.kind == "decline" and o.a == SWAP),
                                  options[0]))
    return seen, state


def test_howling_has_two_more_power_on_hit_while_jager_is_on_the_opponents_space():
    # Howling Strike: range 1 + (-1~0) = 0~1, power 4, priority 3 + 1 = 4, against Counter
    # Shot: priority 2 - 1 = 1, guard 2. Karin attacks first at distance 1 and hits.
    # Jager on Eligor's space (4): power 4 + 2 = 6, life 20 - 6 = 14 (Eligor is stunned and
    # does not attack). Jager on Karin's space (3), 1 from Eligor: power 4, life 20 - 4 = 16.
    # (Howling counts its range from Jager: see test_howling_counts_its_range_from_jager.)
    on_foe = play_beat(with_jager(start("karin", "eligor", positions=(3, 4)), 4),
                       ("Howling", "Strike"), ("Counter", "Shot"))
    assert lives(on_foe) == (20, 14)
    elsewhere = play_beat(with_jager(start("karin", "eligor", positions=(3, 4)), 3),
                          ("Howling", "Strike"), ("Counter", "Shot"))
    assert lives(elsewhere) == (20, 16)


def test_full_moon_has_soak_two_while_jager_stands_between_karin_and_the_opponent():
    # Full Moon Strike: range 1 + (0~1) = 1~2, priority 3 + 1 = 4, guard 5: Karin attacks
    # first and misses at distance 5 - 1 = 4. Martial Drive: priority 4 - 1 = 3; Eligor
    # advances 2 (5 -> 3), distance 2, in range 1 + (0~1) = 1~2; power 3 + 1 = 4.
    # Jager on 2, strictly between 1 and 3: Soak 2, damage 4 - 2 = 2, life 18 (2 < guard 5).
    # Jager on 6 (beyond Eligor, not between): no Soak, life 20 - 4 = 16.
    # (Karin declines Full Moon's swap with Jager.)
    between = without_swap(with_jager(start("karin", "eligor", positions=(1, 5)), 2),
                           ("Full Moon", "Strike"), ("Martial", "Drive"),
                           choices={"Drive": "1,3"})
    assert lives(between)[0] == 18
    behind_foe = without_swap(with_jager(start("karin", "eligor", positions=(1, 5)), 6),
                              ("Full Moon", "Strike"), ("Martial", "Drive"),
                              choices={"Drive": "1,3"})
    assert lives(behind_foe)[0] == 16


def test_feral_stuns_an_opponent_standing_on_jagers_space_when_it_hits():
    # Feral Strike: priority 3 + 1 = 4 against Vengeful Strike 3 + 0 = 3: Karin is active.
    # Start: Karin advances 1 (3 -> 4), distance 1; Feral Strike (range 1, power 4) hits.
    # Eligor's guard is Strike 5 + Stun Guard 3 = 8, so 4 damage does not stun him; Feral's
    # hit stuns him only while Jager is on his space (5).
    on_foe = play_beat(with_jager(start("karin", "eligor"), 5), ("Feral", "Strike"),
                       ("Vengeful", "Strike"), choices={"Feral": "4,5"})
    assert stunned_by(on_foe, "Eligor", "Feral")
    elsewhere = play_beat(with_jager(start("karin", "eligor"), 6), ("Feral", "Strike"),
                          ("Vengeful", "Strike"), choices={"Feral": "4,5"})
    assert not stunned_by(elsewhere, "Eligor", "Feral")


def test_karin_may_move_jager_one_space_at_end_of_beat_unless_she_was_stunned():
    # Spaces 1 and 7: Full Moon Strike (range 1~2) and Martial Strike (range 1~2) both miss
    # at distance 6. Karin was not stunned: at End of Beat Jager may go from 2 to 3.
    # (Karin declines Full Moon's swap with Jager.)
    state = without_swap(with_jager(start("karin", "eligor", positions=(1, 7)), 2),
                         ("Full Moon", "Strike"), ("Martial", "Strike"),
                         choices={"Hunting Pack": "m0:3"})
    assert state.fighters[0].markers == (3,)
    # Martial Grasp: priority 5 - 1 = 4 beats Full Moon Shot 2 + 1 = 3; Eligor hits at
    # distance 1 for 2 + 1 = 3 damage, more than Karin's guard 2 (Shot): she is stunned and
    # the end-of-beat move is not offered.
    state = set_and_ante(with_jager(start("karin", "eligor", positions=(3, 4)), 1),
                         ("Full Moon", "Shot"), ("Martial", "Grasp"))
    seen, state = offered_in_beat(state, END_MOVE)
    assert "Karin" in stunned(state)
    assert seen is False
    assert state.fighters[0].markers == (1,)


def test_howling_counts_its_range_from_jager():
    # Karin on 1, Eligor on 5 (distance 4). Howling Strike: range 0~1 counted from Jager,
    # power 4, priority 4 beats Counter Shot (1). Jager on 6, next to Eligor: it hits for 4
    # (20 - 4 = 16). Jager on 2, 3 spaces from Eligor: it misses (Karin herself would be 4
    # away: out of range either way).
    near = play_beat(with_jager(start("karin", "eligor", positions=(1, 5)), 6),
                     ("Howling", "Strike"), ("Counter", "Shot"))
    assert lives(near)[1] == 16
    assert noted(near, "hit_in_range", name="Karin", origin="Jager", origin_space=6,
                  origin_distance=1)
    far = play_beat(with_jager(start("karin", "eligor", positions=(1, 5)), 2),
                    ("Howling", "Strike"), ("Counter", "Shot"))
    assert lives(far)[1] == 20


def test_lunar_cross_reaches_an_opponent_who_switched_sides_with_her():
    # Karin at 7 life brings Lunar Cross (power 6, priority 5) with Switch; standups on 3 and
    # 4. Idle Drive with Speed Up (priority 4 + 2 = 6) goes first and advances 2, hopping
    # past Karin to 1: it misses at distance 2, but they switched sides, so Lunar Cross
    # reaches him: 20 - 6 = 14. Without Speed Up (priority 4) Karin goes first, nobody has
    # switched sides yet and the attack misses.
    state = against_valuer("karin", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Lunar Cross")
    switched = play_beat(state, ("Switch", "Strike"), ("Idle", "Drive"),
                         antes=((1, "Speed Up"),), choices={"Drive": "3,1"})
    assert lives(switched) == (7, 14)
    first = play_beat(state, ("Switch", "Strike"), ("Idle", "Drive"))
    assert lives(first)[1] == 20


def test_full_moon_lets_karin_trade_places_with_jager_at_start_of_beat():
    # Karin on 2, Eligor on 5, Jager on 6. Full Moon Strike: range 1 + (0~1) = 1~2, power 4,
    # priority 3 + 1 = 4 beats Counter Shot (2 - 1 = 1). Start of Beat: Karin takes the swap,
    # to 6 (Jager to 2, now beyond Eligor: +2 Power). At distance 1 she hits for 4 + 2 = 6,
    # more than Eligor's guard 2 (Shot): he is stunned and does not attack; 20 - 6 = 14.
    state = play_beat(with_jager(start("karin", "eligor", positions=(2, 5)), 6),
                      ("Full Moon", "Strike"), ("Counter", "Shot"))
    assert (state.positions[0], state.fighters[0].markers) == (6, (2,))
    assert lives(state) == (20, 14)


def test_full_moon_has_no_swap_while_the_opponent_stands_on_jager():
    # Jager on Eligor's space (5): no swap; Karin stays on 2, 3 spaces away, out of range
    # 1~2, so she misses; Jager stays on 5.
    state = play_beat(with_jager(start("karin", "eligor", positions=(2, 5)), 5),
                      ("Full Moon", "Strike"), ("Counter", "Shot"))
    assert (state.positions[0], state.fighters[0].markers) == (2, (5,))
    assert lives(state)[1] == 20


def test_lunar_cross_trades_places_with_jager_and_reaches_the_opponent_she_passed():
    # Karin at 7 life brings Lunar Cross (power 6, priority 5) with Switch against Idle
    # Strike (priority 3): she attacks first. Karin on 2, the valuer on 4, Jager on 6: before
    # the attack Karin goes to 6 and Jager to 2; she passed the valuer, so X reaches him:
    # 20 - 6 = 14. Jager on the valuer's space (4): no swap, no switch, a miss.
    state = against_valuer("karin", positions=(2, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Lunar Cross")
    swapped = play_beat(with_jager(state, 6), ("Switch", "Strike"), ("Idle", "Strike"))
    assert lives(swapped)[1] == 14
    blocked = play_beat(with_jager(state, 4), ("Switch", "Strike"), ("Idle", "Strike"))
    assert lives(blocked)[1] == 20


@pytest.mark.parametrize(("karin", "jager", "life"), [
    (3, 5, 20 - 10),  # Karin on 3 and Jager on 5, each next to the valuer on 4: hit
    (3, 6, 20),       # Jager 2 spaces beyond the valuer: miss
    (3, 3, 20),       # Jager on Karin's own space, 1 from the valuer but not across: miss
    (3, 4, 20),       # Jager on the valuer's space: miss
    (2, 5, 20),       # Karin 2 spaces away: miss
])


def test_red_moon_rage_reaches_only_with_karin_and_jager_on_both_sides_next_to_the_opponent(
        karin, jager, life):
    # Karin at 7 life brings Red Moon Rage (power 10, priority 12) with Switch against Idle
    # Strike (priority 3): she attacks first; on a hit the valuer loses 10.
    state = against_valuer("karin", positions=(karin, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Red Moon Rage")
    state = play_beat(with_jager(state, jager), ("Switch", "Strike"), ("Idle", "Strike"))
    assert lives(state)[1] == life


def test_claw_has_two_more_power_when_its_move_takes_jager_off_the_opponents_space():
    # Coordinated Claw: range 1~2 + (0~1), power 2, priority 4 beats Counter Shot (1). Karin
    # advances 2 (1 -> 3), next to Eligor on 4, and hits. Jager on Eligor's space: he moves 1
    # off it and the attack has 2 + 2 = 4 power (20 - 4 = 16). Jager on 6: he moves 1, power
    # stays 2 (20 - 2 = 18).
    on_foe = play_beat(with_jager(start("karin", "eligor", positions=(1, 4)), 4),
                       ("Coordinated", "Claw"), ("Counter", "Shot"), choices={"Claw": "3,4"})
    assert lives(on_foe)[1] == 16
    assert on_foe.fighters[0].markers[0] in (3, 5)
    elsewhere = play_beat(with_jager(start("karin", "eligor", positions=(1, 4)), 6),
                          ("Coordinated", "Claw"), ("Counter", "Shot"), choices={"Claw": "3,4"})
    assert lives(elsewhere)[1] == 18


# ------------------------------------------------------------ issue 20 (wave 3, helper c2)


@pytest.mark.parametrize(("jager", "valuer_on"), [(4, 6), (2, 4)])
def test_dual_moves_jager_to_an_empty_space_and_an_opponent_on_his_space_goes_along(
        jager, valuer_on):
    # Karin on 3, the valuer on 4. Dual Strike (priority 3) before Idle Shot (2). Before
    # activating, Jager goes to 6: the valuer, standing on Jager's space 4, goes with him;
    # with Jager on 2 the valuer stays.
    state = with_jager(against_valuer("karin", positions=(3, 4)), jager)
    state = play_beat(state, ("Dual", "Strike"), ("Idle", "Shot"),
                      choices={f"style:Dual#0#~0{side}": "m0:6" for side in "te"})
    assert state.fighters[0].markers[0] in (6, 7)  # Hunting Pack may shift him at End
    assert state.positions == (3, valuer_on)
