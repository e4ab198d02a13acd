"""Kaitlyn's unique ability (Spatial Manipulation) and the cards that put her Wormhole markers
on the board (fighters/kaitlyn.yaml; 000 "Markers", "End of Beat", "Teleport", "Guard & Stun").

The opponent is Raederick in Iron (+0 Range, +3 Power, -3 Priority, stun immune, no effects);
Kaitlyn is seat 0 and her three Wormholes start off the board.
"""

import pytest

from engine.battlecon.beat import apply, pending
from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import DATA, catalog_with
from tests.fighter_helpers import play_beat, set_and_ante, start


def wormholes(state):
    """The spaces of Kaitlyn's three Wormholes (None: off the board)."""
    return state.fighters[0].markers


def test_at_end_of_beat_kaitlyn_may_put_a_wormhole_on_the_board():
    # Distance 2. Kaitlyn Paradox Strike: range 1 + 0~2 = 1~3, priority -1 + 3 = 2; Raederick
    # Iron Strike: range 1, priority 0. Kaitlyn hits, Raederick misses, nobody is stunned.
    # End of Beat: she puts Wormhole 1 on space 1.
    state = play_beat(start("kaitlyn", "raederick", positions=(3, 5)),
                      ("Paradox", "Strike"), ("Iron", "Strike"),
                      choices={"Spatial Manipulation": "m0:1"})
    assert wormholes(state) == (1, None, None)


def test_a_stunned_kaitlyn_puts_no_wormhole_down():
    # Distance 1. Kaitlyn Paradox Strike (priority 2) hits first; Raederick Iron Strike, power
    # 3 + 4 = 7, then hits her: 7 is more than her guard 0 + 5 = 5, so she is stunned and her
    # End of Beat placement does not trigger.
    state = play_beat(start("kaitlyn", "raederick", positions=(3, 4)),
                      ("Paradox", "Strike"), ("Iron", "Strike"))
    assert "Kaitlyn is stunned" in "\n".join(state.notes)
    assert wormholes(state) == (None, None, None)


def test_illimitable_puts_a_wormhole_between_the_fighters_at_start_of_beat():
    # Kaitlyn on 2, Raederick on 6: the spaces between are 3, 4 and 5, and a Wormhole off the
    # board (any of the three, all off) may go on any of them.
    state = set_and_ante(start("kaitlyn", "raederick", positions=(2, 6)),
                         ("Illimitable", "Strike"), ("Iron", "Strike"))
    assert {key.partition(":")[2] for key in choice_keys(state)} == {"3", "4", "5"}
    state = choose(state, "m0:4")
    assert wormholes(state) == (4, None, None)


def test_transposition_leaves_a_wormhole_on_kaitlyns_space_then_moves_her_to_any_space():
    # Distance 2. Kaitlyn Paradox Transposition: range 1 + 0~2 = 1~3, priority -1 + 3 = 2,
    # against Raederick Iron Strike (priority 0): she hits first. After Activating: a Wormhole
    # on her space 3 (the only place: no choice to make), then she moves directly to space 6
    # (past Raederick on 5).
    state = set_and_ante(start("kaitlyn", "raederick", positions=(3, 5)),
                         ("Paradox", "Transposition"), ("Iron", "Strike"))
    while not any(d.a == "base:Transposition#2" for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    assert wormholes(state) == (3, None, None)
    state = choose(state, "6,5")
    assert state.positions == (6, 5)


def against_valuer(fighter, **changes):
    """``fighter`` (seat 0) against the values tester, whose Idle style is +0 everywhere and has
    no effect (tests/data/vocab_values.yaml); ``changes``: `fighter_helpers.start`'s keywords."""
    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)


@pytest.mark.parametrize(("wormhole", "valuer_life"), [(4, 16), (1, 17)])
def test_mobius_hits_harder_per_wormhole_between_them(wormhole, valuer_life):
    # Mobius Strike: range 1 + 1~2 = 2~3, power 4 - 1 = 3, priority 3 against Idle Shot (2)
    # at distance 2 (3 and 5). A Wormhole on 4, between them: 3 + 1 = 4 (20 - 4 = 16); on 1,
    # behind Kaitlyn: 3 (20 - 3 = 17).
    state = against_valuer("kaitlyn", positions=(3, 5))
    state = state.with_fighter(0, markers=(wormhole, None, None))
    state = play_beat(state, ("Mobius", "Strike"), ("Idle", "Shot"))
    assert lives(state)[1] == valuer_life
