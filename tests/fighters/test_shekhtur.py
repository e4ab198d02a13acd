"""Shekhtur's unique ability (Infernal Claw) and the cards that use Malice tokens
(fighters/shekhtur.yaml; 000 "Tokens & Counters", "Ante Phase")."""

from engine.battlecon.beat import apply, pending
from engine.battlecon.words import timing_words
from tests.beat_helpers import lives
from tests.fighter_helpers import holding, play_beat, set_and_ante, start, tokens
from tests.note_helpers import beaten, effect_hows, hits


def test_each_point_of_damage_earns_one_malice_token_up_to_five():
    # Shekhtur (3 Malice) Jugular Strike: power 4 + 1 = 5, priority 3 + 2 = 5, range 1, against
    # Eligor's Vengeful Shot at range 1: 5 damage; Malice 3 + 5 = 8, capped at 5 held.
    # (Jugular's End trigger then sets Malice to exactly 3.)
    state = set_and_ante(start("shekhtur", "eligor", positions=(3, 4)),
                         ("Jugular", "Strike"), ("Vengeful", "Shot"))
    assert tokens(state, 0, "Malice") == 3
    state = play_beat(start("shekhtur", "eligor", positions=(3, 4)),
                      ("Reaver", "Strike"), ("Vengeful", "Shot"))
    assert "Shekhtur" in hits(state)
    assert tokens(state, 0, "Malice") == 5


def test_anteing_malice_adds_one_priority_each():
    # Combination Strike priority 3 against Eligor's Counter Strike priority 3 - 1 = 2: with
    # two Malice anted Shekhtur's priority is 5. At distance 2 neither Strike reaches, so no
    # Malice comes back: 3 - 2 = 1.
    state = set_and_ante(start("shekhtur", "eligor"), ("Combination", "Strike"),
                         ("Counter", "Strike"), antes=((0, "Malice"), (0, "Malice")))
    assert tokens(state, 0, "Malice") == 1
    assert (5, 2) in beaten(state)


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


def _at_spirals_advance(positions):
    """Shekhtur's Spiral Strike (priority 2) against Eligor's Retribution Shot (1): the
    state when Spiral's Before advance asks, or the first state after it if it asks nothing."""
    from tests.fighter_helpers import until_step

    state = set_and_ante(start("shekhtur", "eligor", positions=positions),
                         ("Spiral", "Strike"), ("Retribution", "Shot"))
    return until_step(state, "before")


def test_spiral_next_to_eligor_may_stop_short_or_stay_rather_than_hop_to_the_wall():
    # Shekhtur on 3, Eligor adjacent on 4. Spiral's "advance up to 3" is any amount from 0 to
    # 3, Shekhtur's pick (002 "Movement": "up to 2" may be a movement of zero; 000 "Movement"
    # gives "as far as possible" only where the card or Close says so): each amount hops
    # Eligor, landing on 7, 6 or 5, or she stays on 3. Staying keeps Strike's full power 4;
    # 1 space costs 1 power (Spiral: -1 power per space moved).
    from engine.battlecon.attack_pair import pair_stats

    state = _at_spirals_advance((3, 4))
    now = pending(state)
    assert [d.b for d in now.options] == ["7,4", "6,4", "5,4", "3,4"]
    assert all(d.seat == 0 and d.a == "style:Spiral#0" for d in now.options)
    stay = apply(state, now.options[-1])
    assert stay.positions == (3, 4)
    assert pair_stats(stay, 0).power.lo == 4
    one = apply(state, now.options[2])
    assert one.positions == (5, 4)
    assert pair_stats(one, 0).power.lo == 3


def test_spiral_with_no_room_to_advance_is_ignored_without_asking():
    # Shekhtur on 6, Eligor on 7 at the wall: any advance would hop Eligor off the board, so
    # no amount from 1 to 3 can be made and the movement is ignored (000 "Movement"); staying
    # put is not offered as a choice of one.
    state = _at_spirals_advance((6, 7))
    assert not any(d.a == "style:Spiral#0" and d.kind == "choose"
                   for d in pending(state).options)
    how = "".join(effect_hows(state, "Shekhtur", "Spiral", timing_words("before")))
    assert how.startswith(": cannot advance: no space past Eligor")
    assert "Power +0 (-1 x spaces moved)" in how
    assert state.positions == (6, 7)


# 002, Coffin Nails: its damage stuns, and from then on the opponent has neither Soak nor Stun
# Guard (kept as the app's Coffin Nails counter).

def test_coffin_nails_damage_stuns_and_marks_the_rest_of_the_duel():
    # Shekhtur on 7 life brings Coffin Nails (1/3/3) against Safari Shot (priority 2) at
    # range 1: 3 damage, Ludus stunned; the counter is gained.
    state = start("shekhtur", "ludus", positions=(3, 4), life=(7, 20))
    state = play_beat(state.with_fighter(0, finisher="Coffin Nails"), ("Switch", "Strike"),
                      ("Safari", "Shot"))
    assert lives(state) == (7, 17)
    assert tokens(state, 0, "Coffin Nails") == 1


def test_after_coffin_nails_the_opponent_has_no_soak_and_no_stun_guard():
    # Jugular Strike (priority 5, power 5) against Kehrolyn's Exoskeletal Strike (Soak 2,
    # guard 5), with no Current Form: 5 damage, none soaked, and it passes no guard, so she is
    # stunned and does not strike back. Kehrolyn 20 - 5 = 15.
    state = start("shekhtur", "kehrolyn", positions=(3, 4)).with_fighter(1, discard1=())
    state = holding(state, 0, "Coffin Nails", 1)
    state = play_beat(state, ("Jugular", "Strike"), ("Exoskeletal", "Strike"))
    assert lives(state) == (20, 15)
