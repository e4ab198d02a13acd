"""Each automated effect's line in "What happened" says what it changed, with the numbers
before and after (issue 21 item 4; `engine.battlecon.effect_notes`). The beats are played
between shipped fighters; the expected numbers come from the cards and the rules (000
"Movement", "Other Effects", "Tokens & Counters"), each worked out in a comment."""

from __future__ import annotations

import random

from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.words import timing_words
from tests.fighter_helpers import (
    finish,
    holding,
    play_beat,
    set_and_ante,
    set_only,
    start,
    take,
    through_ante,
    until_choice,
)
from tests.note_helpers import of_kind


def line(state, prefix: str) -> str:
    """What the one effect line (`beat_work.EFFECT_LINE`) whose words start with ``prefix``
    ("Eligor: Vengeful (Before):") says its effect did (its ``how``, `effect_notes`' words)."""
    found = [note for note in of_kind(state, "effect_line") if str(note).startswith(prefix)]
    assert len(found) == 1, (prefix, state.notes)
    return found[0]["how"]


def test_an_advance_says_how_far_and_from_which_space_to_which():
    # Vengeful's Before: Eligor advances 1, from 3 toward Shekhtur on 5: to space 4.
    state = play_beat(start("eligor", "shekhtur", positions=(3, 5)), ("Vengeful", "Shot"),
                      ("Combination", "Strike"))
    assert "advances 1 (space 3 -> 4)" in line(
        state, f"Eligor: Vengeful ({timing_words('before')}):")


def test_an_advance_past_the_opponent_does_not_count_the_hopped_space():
    # Drive's Before from 5 over Eligor on 4 to 3: two spaces along the board, the hopped one
    # not counted (000 "Movement"): an advance of 1.
    state = start("shekhtur", "eligor", positions=(5, 4))
    state = set_and_ante(state, ("Reaver", "Drive"), ("Martial", "Grasp"),
                         antes=((0, "Malice"),))
    state = take(state, Decision(0, "choose", "base:Drive#0", "3,4"))
    assert "advances 1 (space 5 -> 3, past Eligor)" in line(
        state, f"Shekhtur: Drive ({timing_words('before')}):")


def test_a_retreat_says_the_spaces_left_behind():
    # Burst's Start of Beat: Eligor retreats 2 from 5, away from Shekhtur on 3: to space 7.
    state = set_and_ante(start("eligor", "shekhtur", positions=(5, 3)), ("Vengeful", "Burst"),
                         ("Combination", "Strike"))
    state = take(state, Decision(0, "choose", "base:Burst#0", "7,3"))
    assert "retreats 2 (space 5 -> 7)" in line(state, f"Eligor: Burst ({timing_words('start')}):")


def test_a_push_names_the_fighter_pushed_and_their_spaces():
    # Reaver's Damage trigger pushes 1 per damage dealt. Reaver Strike (power 4) against
    # Counter Shot: Eligor, on 2 next to Shekhtur on 1, takes 4 and is pushed 4 to 6.
    state = set_and_ante(start("shekhtur", "eligor", positions=(1, 2)), ("Reaver", "Strike"),
                         ("Counter", "Shot"))
    state = finish(state, choices={"Reaver": "1,6"})
    assert "Eligor is pushed 4 (space 2 -> 6)" in line(
        state, f"Shekhtur: Reaver ({timing_words('damage')}):")


def test_a_push_past_the_edge_of_the_board_is_not_made_and_says_so():
    # The same push of 4 from space 4 would end beyond space 7: it is not made (000
    # "Movement": a movement that cannot be made in full is ignored).
    state = set_and_ante(start("shekhtur", "eligor", positions=(3, 4)), ("Reaver", "Strike"),
                         ("Counter", "Shot"))
    state = finish(state)
    assert "cannot push: 4 spaces would go past the edge" in line(
        state, f"Shekhtur: Reaver ({timing_words('damage')}):")


def test_a_pull_names_the_fighter_pulled_and_their_spaces():
    # Hallowed's Start of Beat (its style counts with a Seal anted): Shekhtur on 5 is pulled
    # 1 toward Mikhail on 3, to space 4.
    state = set_and_ante(start("mikhail", "shekhtur", positions=(3, 5)), ("Hallowed", "Strike"),
                         ("Combination", "Shot"), antes=((0, "Seal"),))
    assert "Shekhtur is pulled 1 (space 5 -> 4)" in line(
        state, f"Mikhail: Hallowed ({timing_words('start')}):")


def test_a_power_counted_per_space_moved_says_how_it_was_counted():
    # Spiral: advance up to 3, then -1 Power per space moved. From 1 to 3 (Eligor on 6):
    # 2 spaces, Power -2.
    state = set_and_ante(start("shekhtur", "eligor", positions=(1, 6)), ("Spiral", "Strike"),
                         ("Retribution", "Shot"))
    state = apply(until_choice(state, "style:Spiral#0"),
                  Decision(0, "choose", "style:Spiral#0", "3,6"))
    text = line(state, f"Shekhtur: Spiral ({timing_words('before')}):")
    assert "advances 2 (space 1 -> 3)" in text
    assert "Power -2 (-1 x spaces moved)" in text


def test_a_spiral_that_stays_put_says_why_its_power_is_unchanged():
    # Staying on 1 is an advance of 0: Power +0, said as such, not a bare "resolved".
    state = set_and_ante(start("shekhtur", "eligor", positions=(1, 6)), ("Spiral", "Strike"),
                         ("Retribution", "Shot"))
    state = apply(until_choice(state, "style:Spiral#0"),
                  Decision(0, "choose", "style:Spiral#0", "1,6"))
    text = line(state, f"Shekhtur: Spiral ({timing_words('before')}):")
    assert "stays on space 1 (advance 0)" in text
    assert "Power +0 (-1 x spaces moved)" in text


def test_a_conditional_bonus_says_the_condition_that_held():
    # Spellbolt's Hit trigger in Human Form: the opponent has -2 Power, as Kallistar is in
    # Human Form (her starting form).
    state = play_beat(start("kallistar", "eligor", positions=(3, 5)), ("Flare", "Spellbolt"),
                      ("Counter", "Strike"))
    text = line(state, f"Kallistar: Spellbolt ({timing_words('hit')}):")
    assert "Eligor Power -2" in text
    assert "Human Form" in text


def test_spending_tokens_draining_and_regaining_life_give_each_number_before_and_after():
    # Brand's After (2 Malice): spend 2 Malice, the opponent loses 1 life, Shekhtur regains
    # 1 (from 15, below her starting 20).
    state = holding(start("shekhtur", "eligor", positions=(3, 4), life=(15, 20)), 0,
                    "Malice", 5)
    state = set_and_ante(state, ("Combination", "Brand"), ("Counter", "Shot"))
    while not any(label.startswith("Brand") for label in pending(state).labels):
        state = apply(state, pending(state).options[0])
    now = pending(state)
    trigger = next(d for d, label in zip(now.options, now.labels, strict=True)
                   if label.startswith("Brand") and "2 Malice" in label)
    malice, eligor = state.tokens(0, "Malice"), state.fighters[1].life
    state = apply(state, trigger)
    text = line(state, f"Shekhtur: Brand ({timing_words('after')}):")
    assert f"Malice {malice} -> {malice - 2}" in text
    assert "life 15 -> 16" in text
    assert f"Eligor life {eligor} -> {eligor - 1}" in text


def test_gaining_force_gives_the_force_before_and_after():
    # Switch's Reveal trigger at 8 life or more: 1 Force, 2 -> 3.
    state = play_beat(start("shekhtur", "eligor", positions=(3, 5)), ("Switch", "Strike"),
                      ("Vengeful", "Shot"))
    assert line(state, f"Shekhtur: Switch ({timing_words('reveal')}):").endswith("Force 2 -> 3")


def test_a_stun_by_an_effect_names_who_is_stunned():
    # Snare's Hit trigger stuns the opponent (000 "Other Effects": Opponent is Stunned).
    state = play_beat(start("angus", "eligor", positions=(3, 4)), ("Snare", "Strike"),
                      ("Counter", "Shot"))
    assert line(state, f"Angus: Snare ({timing_words('hit')}):").endswith("Eligor stunned")


def test_an_ante_says_its_cost_and_its_bonus():
    # Malice ante: 1 Malice (3 -> 2) for +1 Priority this beat.
    state = set_only(start("shekhtur", "eligor"), ("Reaver", "Drive"), ("Martial", "Grasp"))
    state = through_ante(state, ((0, "Malice"),))
    malice = line(state, f"Shekhtur: Malice ({timing_words('ante')}):")
    assert malice.endswith("Malice 3 -> 2, Priority +1")


def test_a_movement_that_cannot_be_made_says_why():
    # Spiral next to Eligor at the wall (6 and 7): no advance can be made (000 "Movement").
    state = set_and_ante(start("shekhtur", "eligor", positions=(6, 7)), ("Spiral", "Strike"),
                         ("Retribution", "Shot"))
    while state.cursor.step in ("start", "reveal", "priority", "clash"):
        state = apply(state, pending(state).options[0])
    text = line(state, f"Shekhtur: Spiral ({timing_words('before')}):")
    assert "cannot advance: no space past Eligor" in text


def test_an_effect_that_changes_nothing_says_no_effect_and_why():
    # Jugular's End of Beat sets Malice to 3; Shekhtur already holds 3.
    state = play_beat(start("shekhtur", "eligor", positions=(3, 5)), ("Jugular", "Grasp"),
                      ("Vengeful", "Strike"))
    jugular = line(state, f"Shekhtur: Jugular ({timing_words('end')}):")
    assert jugular.endswith("no effect (Malice already 3)")


def test_no_automated_effects_line_is_a_bare_resolved():
    # Random legal duels between shipped fighters (fixed seed): every effect's line says
    # what it did.
    catalog = default_catalog()
    rng = random.Random(21)
    ids = sorted(catalog.fighters)
    lines = 0
    for _ in range(12):
        setup = DuelSetup((suggested_seat(rng.choice(ids), catalog),
                           suggested_seat(rng.choice(ids), catalog)), first_active=0)
        state = new_duel(setup, catalog)
        while state.outcome is None and state.beat <= 4:
            state = apply(state, rng.choice(pending(state).options))
        effect_lines = [n for n in of_kind(state, "effect_line") if n["how"].startswith(": ")]
        lines += len(effect_lines)
        assert not [n for n in of_kind(state, "effect_line") if n["how"] == "resolved"]
        assert all("_" not in str(n) for n in effect_lines), effect_lines
    assert lines > 50


def test_an_effect_interrupted_by_an_in_time_trigger_keeps_only_its_own_changes():
    # Rushing's Start of Beat (seat 1 on 4, test kit): advance 2, hopping seat 0 on 3, to 1;
    # seat 0's Barbed fires at once ("when the opponent moves past you"): seat 1 loses 2 life
    # and cannot move, so Rushing's advance 1 is not made (000 "In-Time Triggers"; "Cannot vs.
    # Do"). The life lost is Barbed's change, not Rushing's.
    from tests.conftest import DATA, catalog_with

    catalog = catalog_with(tester=(DATA / "vocab.yaml").read_text(encoding="utf-8"))
    state = start("tester", "tester", positions=(3, 4), catalog=catalog)
    state = play_beat(state, ("Barbed", "Strike"), ("Rushing", "Strike"))
    rushing = line(state, f"Tester: Rushing ({timing_words('start')}):")
    assert "advances 2 (space 4 -> 1, past Tester)" in rushing
    assert "cannot advance" in rushing and "life" not in rushing
    assert "life 20 -> 18" in line(
        state, f"Tester: Barbed ({timing_words('when:opponent_moves_past_you')}):")
    at = {n["source"]: i for i, n in enumerate(state.notes)
          if getattr(n, "kind", None) == "effect_line"}
    assert at["Barbed"] < at["Rushing"]
