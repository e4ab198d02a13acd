"""Special cards face-up or face-down (000 "Special Cards"): a card marked ``active`` starts
face-up, its effects are in play only while it is face-up, and the table turns it by hand
(adjust ``special:NAME``); the duel page shows each one's side.

The test fighter below ("keeper") has +0 styles; standard Strike is 1/4/3 guard 5.
"""

from __future__ import annotations

import pytest

from assistant.views import fighter_view
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply
from engine.battlecon.cards import CardDataError, fighter_from_yaml
from engine.battlecon.errors import InvalidInput
from tests.conftest import catalog_with
from tests.fighter_helpers import set_only, start, through_ante

KEEPER = """
name: Keeper of Banners
short_name: Keeper
printing: 4th
unique_ability:
  name: Standards
  summary: Two banners; one flies from the start.
  special_cards:
    - name: War Banner
      active: true
      effects:
        - {timing: passive, action: {power: 2}}
    - name: Grey Banner
      effects:
        - timing: passive
          corrections: [none]
          summary: The opponent cannot ante while this flies.
styles:
  - {name: Plain, range: "+0", power: "+0", priority: "+0"}
  - {name: Idle, range: "+0", power: "+0", priority: "+0"}
  - {name: Still, range: "+0", power: "+0", priority: "+0"}
bases:
  - {name: Post, range: "1", power: "1", priority: "1", guard: "0"}
finishers:
  - {name: Last Stand, range: "1", power: "5", priority: "5"}
"""


def duel():
    return start("keeper", "eligor", catalog=catalog_with(keeper=KEEPER))


def strike_power(state) -> int:
    """Keeper's power with Plain Strike once revealed."""
    state = through_ante(set_only(state, ("Plain", "Strike"), ("Vengeful", "Strike")))
    return pair_stats(state, 0).power.lo


def test_a_special_card_marked_active_starts_face_up_and_its_effects_apply():
    state = duel()
    assert state.fighters[0].active_cards == ("War Banner",)
    # Strike power 4 + Plain +0 + War Banner +2 = 6
    assert strike_power(state) == 6


def test_a_face_down_special_card_has_no_effect_until_turned_face_up():
    state = apply(duel(), adjust_decision(0, "special:War Banner", 0))
    assert state.fighters[0].active_cards == ()
    assert strike_power(state) == 4  # Strike 4, no banner
    view = fighter_view(state, 0, None)
    assert ("Grey Banner", False) in view.specials and view.standing == ()
    flown = apply(state, adjust_decision(0, "special:Grey Banner", 1))
    assert fighter_view(flown, 0, None).standing == (
        ("Grey Banner", "The opponent cannot ante while this flies."),)


def test_turning_a_card_that_is_not_a_special_card_is_refused_with_the_list():
    with pytest.raises(InvalidInput, match="special cards: War Banner, Grey Banner"):
        apply(duel(), adjust_decision(0, "special:Plain", 1))
    with pytest.raises(InvalidInput, match="write 1"):
        apply(duel(), adjust_decision(0, "special:War Banner", 3))


def test_only_a_special_card_can_start_active():
    text = KEEPER.replace("    - name: Grey Banner\n",
                          "    - name: Grey Banner\n      kind: form\n      active: true\n")
    with pytest.raises(CardDataError, match="only a `special` card starts active"):
        fighter_from_yaml(text, "keeper.yaml")


def test_a_special_card_taken_out_of_the_game_by_hand_shows_so_and_can_be_brought_back():
    out = apply(duel(), adjust_decision(0, "special:Grey Banner", 2))
    assert "Grey Banner" in fighter_view(out, 0, None).specials_out
    back = apply(out, adjust_decision(0, "special:Grey Banner", 1))
    assert "Grey Banner" in back.fighters[0].active_cards
    assert "Grey Banner" not in back.fighters[0].removed


def test_an_effect_that_names_a_card_that_is_not_a_special_card_is_refused():
    # turn_special's `name` and the special_face condition name special cards (Gerard's
    # Mercenaries); a misspelt one would never turn nor hold.
    text = KEEPER.replace("        - {timing: passive, action: {power: 2}}",
                          "        - {timing: passive, action: {power: 2}}\n"
                          "        - {timing: end, action: {turn_special: {face: up, "
                          "name: Gray Banner}}}")
    with pytest.raises(CardDataError, match="Gray Banner"):
        fighter_from_yaml(text, "keeper.yaml")
    text = KEEPER.replace("  - {name: Plain, range: \"+0\", power: \"+0\", priority: \"+0\"}",
                          "  - name: Plain\n    effects:\n      - timing: passive\n"
                          "        condition: {special_face: {Gray Banner: up}}\n"
                          "        action: {power: 1}")
    with pytest.raises(CardDataError, match="Gray Banner"):
        fighter_from_yaml(text, "keeper.yaml")


def test_a_named_turn_special_turns_that_card_only():
    # War Banner face up; an effect turns Grey Banner up by name: both fly, no pick asked.
    from engine.battlecon.action_table import ACTIONS
    from engine.battlecon.schema import Action

    action = Action.model_validate({"turn_special": {"face": "up", "name": "Grey Banner"}})
    state = ACTIONS["turn_special"](duel(), 0, action, "test", 0, 0)
    assert state.fighters[0].active_cards == ("Grey Banner", "War Banner")
