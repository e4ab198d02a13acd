"""Raederick Blackforge's Equipment cards (unique ability Runeforged Weapons Anvil Throne
Warlord) are resolved by hand: the app offers their ante (fighters/raederick.yaml;
000 "Ante Phase")."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.conftest import play, with_hand
from tests.fighter_helpers import start


def test_the_equipment_ante_is_offered_in_every_ante_phase():
    # Raederick is the Active Player and antes first: his Equipment ante is among his choices,
    # with no cost the app tracks, and again after the opponent passes.
    state = with_hand(with_hand(start("raederick", "eligor"), 0, "Iron", "Anvil"),
                      1, "Chained", "Aegis")
    state = play(state, "0|set|Iron|Anvil", "1|set|Chained|Aegis")
    assert Decision(0, "ante", "Ante an Equipment card") in pending(state).options
    state = play(state, "0|ante|Ante an Equipment card|", "1|pass||")
    assert Decision(0, "ante", "Ante an Equipment card") in pending(state).options
