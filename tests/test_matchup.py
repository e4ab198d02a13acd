"""The matchup table (issue 6, `engine/battlecon/matchup.py`): every pair against every pair of
the current hands, checked against the engine playing each one."""

from conftest import duel, play

from engine.battlecon.beat import apply, pending
from engine.battlecon.matchup import hand_pairs, matchups
from tests.note_helpers import of_kind


def test_the_table_has_every_pair_of_one_hand_against_every_pair_of_the_other():
    state = duel("eligor", "shekhtur")
    cells = matchups(state)
    assert len(cells) == len(hand_pairs(state, 0)) * len(hand_pairs(state, 1))
    assert len({c.pairs for c in cells}) == len(cells)


def test_each_cell_names_the_active_player_the_engine_picks_for_those_pairs():
    start = duel("eligor", "shekhtur")
    for cell in matchups(start):
        (s0, b0), (s1, b1) = (p.split(" ", 1) for p in cell.pairs)
        state = play(start, f"0|set|{s0}|{b0}", f"1|set|{s1}|{b1}")
        first = state.cursor.to_act
        state = play(state, f"{first}|pass||", f"{1 - first}|pass||")
        while state.cursor.step == "reveal":  # Reveal triggers first, in any order
            state = apply(state, pending(state).options[0])
        if cell.active is None:
            assert state.cursor.step == "clash", cell
            assert pending(state).seats == (0, 1)
        else:
            said = of_kind(state, "active_player", "active_player_forced")[-1]
            assert said["seat"] == cell.active, (cell, said)


def test_reach_is_read_at_the_current_distance_before_anyone_moves():
    # Eligor on 3, Shekhtur on 5: distance 2. Strike reaches 1 only; Shot 1~4 reaches 2.
    cells = {c.pairs: c for c in matchups(duel("eligor", "shekhtur"))}
    assert cells[("Counter Strike", "Jugular Shot")].reaches == (False, True)
    assert cells[("Counter Shot", "Jugular Strike")].reaches == (True, False)
