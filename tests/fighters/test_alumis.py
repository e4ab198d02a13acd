"""Alumis's unique ability (Shadow Manipulation): where the Shadow marker starts, and Ghastly
reading it (fighters/alumis.yaml; 000 "Markers", "Ante Phase", "In-Time Triggers", "Reveal
Step").

The Shadow is Alumis's marker (``markers[0]``). The opponent is Shekhtur with Combination (+0
range, +2 power, +0 priority).
"""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import with_hand
from tests.fighter_helpers import (
    against_valuer,
    finish,
    play_beat,
    set_and_ante,
    set_only,
    start,
    through_ante,
)


def test_the_shadow_starts_on_the_opponents_space_when_the_first_ante_phase_begins():
    # Standups on 3 and 5: the Shadow is off the board until the Ante Phase opens, then on 5.
    state = start("alumis", "shekhtur", positions=(3, 5))
    assert state.fighters[0].markers == (None,)
    state = with_hand(with_hand(state, 0, "Ghastly", "Strike"), 1, "Combination", "Strike")
    state = apply(state, Decision(0, "set", "Ghastly", "Strike"))
    state = apply(state, Decision(1, "set", "Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert state.fighters[0].markers == (5,)


def test_ghastly_has_2_more_power_while_alumis_stands_on_the_shadow():
    # Ghastly Strike: range 1, power 0 + 4 = 4, priority 3 + 3 = 6, against Combination Shot
    # (priority 2, guard 2) at distance 1: Alumis hits first. With the Shadow under her (3):
    # 4 + 2 = 6 damage, 20 - 6 = 14; with the Shadow under Shekhtur (4): 4, 20 - 4 = 16.
    for shadow, life in ((3, 14), (4, 16)):
        state = start("alumis", "shekhtur", positions=(3, 4))
        state = state.with_fighter(0, markers=(shadow,))
        state = play_beat(state, ("Ghastly", "Strike"), ("Combination", "Shot"))
        assert lives(state)[1] == life


def test_aphotic_terror_counts_its_range_from_the_shadow():
    # Alumis at 7 life brings Aphotic Terror with Switch: range 1 counted from the Shadow,
    # power 7, priority 4 against Combination Shot (priority 2, guard 2). Alumis on 1,
    # Shekhtur on 5. The Shadow on 6, beside Shekhtur: it hits for 7 (20 - 7 = 13). The
    # Shadow on Shekhtur's own space: distance 0, out of range 1, it misses. Combination
    # cannot hit at range 4.
    state = start("alumis", "shekhtur", positions=(1, 5), life=(7, 20))
    state = state.with_fighter(0, finisher="Aphotic Terror")
    beside = play_beat(state.with_fighter(0, markers=(6,)), ("Switch", "Strike"),
                       ("Combination", "Shot"))
    assert lives(beside) == (7, 13)
    under = play_beat(state.with_fighter(0, markers=(5,)), ("Switch", "Strike"),
                      ("Combination", "Shot"))
    assert lives(under) == (7, 20)


def test_sinister_may_jump_alumis_onto_an_unoccupied_shadow_when_it_hits():
    # Alumis on 3, Shekhtur on 5, the Shadow on 6 (beside Shekhtur). Sinister Strike: Start of
    # Beat retreat 2 to space 1; range 1+1 ~ 1+3 = 2~4 reaches distance 4; priority 3 + 0 = 3
    # beats Combination Shot 2. On Hit she may jump to the Shadow: taken, she stands on 6.
    # Power 4: Shekhtur 20 - 4 = 16 and stunned (4 > Shot's guard 2), so he does not attack.
    state = start("alumis", "shekhtur", positions=(3, 5)).with_fighter(0, markers=(6,))
    state = play_beat(state, ("Sinister", "Strike"), ("Combination", "Shot"))
    assert state.positions == (6, 5)
    assert lives(state) == (20, 16)


def test_sinister_cannot_jump_to_a_shadow_under_the_opponent():
    # As above with the Shadow on Shekhtur's own space (5): the Shadow is occupied, so Alumis
    # stays where her retreat left her, on space 1.
    state = start("alumis", "shekhtur", positions=(3, 5)).with_fighter(0, markers=(5,))
    state = play_beat(state, ("Sinister", "Strike"), ("Combination", "Shot"))
    assert state.positions == (1, 5)
    assert lives(state) == (20, 16)


def _arcane_beat(positions, shadow, move_to):
    """Alumis's Arcane Shot against Shekhtur's Combination Shot; Arcane's Start of Beat move
    goes to ``move_to``. Returns the state at the next Set step."""
    state = start("alumis", "shekhtur", positions=positions).with_fighter(0, markers=(shadow,))
    state = set_and_ante(state, ("Arcane", "Shot"), ("Combination", "Shot"))
    # the move is asked under the id of the branch taken ("style:Arcane#0#~0t" or "...e")
    while not any(d.kind == "choose" and d.a.startswith("style:Arcane#0")
                  for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    key = next(k for k in choice_keys(state) if k.startswith(f"{move_to},"))
    return finish(choose(state, key))


def test_arcane_gives_soak_2_when_alumis_starts_on_the_shadow_and_moves_off_it():
    # Alumis on 3 on the Shadow, Shekhtur on 4. Arcane Shot priority 2 - 2 = 0 loses to
    # Combination Shot 2 + 0 = 2. Alumis moves to 2 (off the Shadow): Soak 2 all the same.
    # Shekhtur's Shot at distance 2: power 3 + 2 = 5, minus Soak 2 = 3; Alumis 20 - 3 = 17
    # (stunned: 3 > her Shot's guard 2, so she does not attack).
    state = _arcane_beat((3, 4), shadow=3, move_to=2)
    assert lives(state) == (17, 20)


def test_arcane_gives_soak_2_when_alumis_moves_onto_the_shadow():
    # Alumis on 3, Shekhtur on 5, the Shadow on 4 beside him. Alumis moves onto it (4): Soak 2.
    # Shot at distance 1: 5 - 2 = 3, Alumis 20 - 3 = 17.
    state = _arcane_beat((3, 5), shadow=4, move_to=4)
    assert lives(state) == (17, 20)


def test_arcane_gives_no_soak_when_alumis_neither_starts_nor_ends_on_the_shadow():
    # Alumis on 3, Shekhtur on 4, the Shadow on 5 beside him. Alumis moves to 2: she was not
    # on the Shadow and does not end on it, so no Soak. Shot at distance 2 deals the full 5:
    # Alumis 20 - 5 = 15.
    state = _arcane_beat((3, 4), shadow=5, move_to=2)
    assert lives(state) == (15, 20)


def test_horrific_moves_the_opponent_one_space_toward_their_shadow_unless_on_it():
    # Alumis on 2, Shekhtur on 5. Horrific Strike (range 1 + 0~1 = 1~2, priority 3 - 1 = 2)
    # against Combination Strike (range 1, priority 3). At Start of Beat Shekhtur moves one
    # space toward the Shadow: on 6 (beyond him) he is pushed to 6; on 4 (between) pulled to
    # 4; on 5 (his own space) he stays. At distance 4, 2 and 3 neither attack reaches, except
    # at distance 2 Horrific's 1~2: Shekhtur is Active (3 > 2) and misses at 2; Horrific then
    # hits for 4 + 1 = 5 ignoring Strike's guard 5 (and stuns), Shekhtur 20 - 5 = 15.
    for shadow, where, shekhtur_life in ((6, 6, 20), (4, 4, 15), (5, 5, 20)):
        state = start("alumis", "shekhtur", positions=(2, 5)).with_fighter(0, markers=(shadow,))
        state = play_beat(state, ("Horrific", "Strike"), ("Combination", "Strike"))
        assert state.positions == (2, where)
        assert lives(state) == (20, shekhtur_life)


def test_the_shadow_slides_after_an_opponent_who_left_it_behind():
    # Shadow on 5 under the valuer. Its Burst retreats it 2 (5 -> 7): the Shadow, 2 away, slides
    # up next to it, to 6. A retreat of 1 (to 6) leaves it next to them: it stays on 5.
    base = against_valuer("alumis", positions=(3, 5))
    far = set_and_ante(base, ("Tenebrous", "Strike"), ("Idle", "Burst"))
    assert choose(far, "3,7").fighters[0].markers == (6,)
    near = set_and_ante(base, ("Tenebrous", "Strike"), ("Idle", "Burst"))
    assert choose(near, "3,6").fighters[0].markers == (5,)


def _dread(shadow):
    """Ghastly Dread (priority 3 + 4 = 7, power 3) against Combination Shot at distance 2,
    the Shadow moved by hand to ``shadow`` once the Ante Phase began; the beat played."""
    state = set_only(start("alumis", "shekhtur", positions=(2, 4)), ("Ghastly", "Dread"),
                     ("Combination", "Shot"))
    state = apply(state, adjust_decision(0, "marker:0", shadow))
    return finish(through_ante(state), beat=1)


def test_dread_reaches_an_opponent_between_alumis_and_the_shadow():
    # Shadow on 6, beyond Shekhtur: Dread pulls him to 3 and hits for 3: 20 - 3 = 17.
    assert lives(_dread(6))[1] == 17


def test_dread_misses_when_the_opponent_is_not_between_alumis_and_the_shadow():
    # Shadow on 3, between them: Dread pulls Shekhtur onto it (3), so no space between
    # Alumis and the Shadow holds him, and Dread misses (ruling 134).
    assert lives(_dread(3))[1] == 20
