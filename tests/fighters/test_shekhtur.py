"""Shekhtur's unique ability (Infernal Claw) and the cards that use Malice tokens
(fighters/shekhtur.yaml; 000 "Tokens & Counters", "Ante Phase")."""

from engine.battlecon.beat import apply, pending
from tests.fighter_helpers import holding, notes, play_beat, set_and_ante, start, tokens


def test_each_point_of_damage_earns_one_malice_token_up_to_five():
    # Shekhtur (3 Malice) Jugular Strike: power 4 + 1 = 5, priority 3 + 2 = 5, range 1, against
    # Eligor's Vengeful Shot at range 1: 5 damage; Malice 3 + 5 = 8, capped at 5 held.
    # (Jugular's End trigger then sets Malice to exactly 3.)
    state = set_and_ante(start("shekhtur", "eligor", positions=(3, 4)),
                         ("Jugular", "Strike"), ("Vengeful", "Shot"))
    assert tokens(state, 0, "Malice") == 3
    state = play_beat(start("shekhtur", "eligor", positions=(3, 4)),
                      ("Reaver", "Strike"), ("Vengeful", "Shot"))
    assert "Shekhtur hits" in notes(state)
    assert tokens(state, 0, "Malice") == 5


def test_anteing_malice_adds_one_priority_each():
    # Combination Strike priority 3 against Eligor's Counter Strike priority 3 - 1 = 2: with
    # two Malice anted Shekhtur's priority is 5. At distance 2 neither Strike reaches, so no
    # Malice comes back: 3 - 2 = 1.
    state = set_and_ante(start("shekhtur", "eligor"), ("Combination", "Strike"),
                         ("Counter", "Strike"), antes=((0, "Malice"), (0, "Malice")))
    assert tokens(state, 0, "Malice") == 1
    assert "priority 5 beats 2" in notes(state)


def test_brands_two_after_triggers_are_told_apart_by_what_each_does():
    # Both of Brand's After triggers are open with 5 Malice: the buttons must say which
    # spends 2 Malice and which spends 4 (000 "Triggered Effects": the player picks the order).
    state = holding(start("shekhtur", "eligor", positions=(3, 4)), 0, "Malice", 5)
    state = set_and_ante(state, ("Combination", "Brand"), ("Counter", "Shot"))
    while not any(label.startswith("Brand") for label in pending(state).labels):
        state = apply(state, pending(state).options[0])
    labels = [label for label in pending(state).labels if label.endswith(": perform")]
    assert len(labels) == 2 and len(set(labels)) == 2
    assert any("2 Malice" in label for label in labels)
    assert any("4 Malice" in label for label in labels)
