"""The Finisher offer names the Finisher and what it does (issue 21, item 2; 000
"Finishers"): at 7 life or less Switch's Reveal trigger brings out the Finisher chosen at
setup in place of the attack pair, and both buttons say so in words."""

from __future__ import annotations

from engine.battlecon.beat import pending
from tests.fighter_helpers import set_and_ante, start


def test_the_finisher_offer_names_the_finisher_its_numbers_and_what_no_keeps():
    state = start("eligor", "shekhtur", life=(7, 20))  # 4th edition: Switch
    state = state.with_fighter(0, finisher="Sweet Revenge")
    state = set_and_ante(state, ("Switch", "Strike"), ("Jugular", "Shot"))
    now = pending(state)
    offer = [(d.kind, label) for d, label in zip(now.options, now.labels, strict=True)
             if label.startswith("Switch")]
    finisher = state.kits[0].finishers["Sweet Revenge"]
    assert offer == [
        ("trigger", f"Switch: bring out Sweet Revenge (range {finisher.range}, power "
                    f"{finisher.power}, priority {finisher.priority}) in place of your attack "
                    "pair"),
        ("decline", "Switch: keep your attack pair (no Sweet Revenge)")]
