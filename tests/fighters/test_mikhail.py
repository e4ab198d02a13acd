"""Mikhail's Seal tokens (fighters/mikhail.yaml): anteing one, getting one back at End of Beat
after taking damage (or with Scroll after taking none), and Immutable spending one for Soak 3
(000 "Tokens & Counters", "Ante Phase", "Other Effects" Armor X; 002 "Game Setup" for the
classic cards)."""

from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.words import timing_words
from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_and_ante, set_revealed, start, tokens
from tests.note_helpers import effect_hows, effect_line


def test_anteing_a_seal_spends_one_of_the_three():
    # All 3 Seals held at the start; one anted: 3 - 1 = 2.
    state = start("mikhail", "shekhtur", positions=(3, 4))
    assert tokens(state, 0, "Seal") == 3
    state = set_and_ante(state, ("Sacred", "Strike"), ("Combination", "Shot"),
                         antes=((0, "Seal"),))
    assert tokens(state, 0, "Seal") == 2


def test_a_beat_in_which_mikhail_takes_damage_gives_one_seal_back():
    # Damaged: Shekhtur's Jugular Strike (priority 3 + 2 = 5, power 4 + 1 = 5) beats Sacred
    # Shot (priority 2) and hits for 5: 20 - 5 = 15. Seals: 3 - 1 anted + 1 = 3.
    state = play_beat(start("mikhail", "shekhtur", positions=(3, 4)), ("Sacred", "Shot"),
                      ("Jugular", "Strike"), antes=((0, "Seal"),))
    assert lives(state)[0] == 15
    assert tokens(state, 0, "Seal") == 3
    # Not damaged: Sacred Strike (priority 3) hits Combination Shot (priority 2) for 4 + 1 = 5,
    # over its guard 2, so Shekhtur never attacks. Seals: 3 - 1 = 2, none back.
    state = play_beat(start("mikhail", "shekhtur", positions=(3, 4)), ("Sacred", "Strike"),
                      ("Combination", "Shot"), antes=((0, "Seal"),))
    assert lives(state)[0] == 20
    assert tokens(state, 0, "Seal") == 2


def test_scroll_gives_a_seal_back_at_end_of_a_beat_without_damage():
    # Sacred Scroll: priority 2 + 0 = 2 beats Spiral Shot's 2 - 1 = 1; power 2 + 1 = 3 over
    # Shekhtur's guard 2 stuns him before he attacks. Seals: 3 - 1 anted + 1 = 3.
    state = play_beat(start("mikhail", "shekhtur", positions=(3, 4)), ("Sacred", "Scroll"),
                      ("Spiral", "Shot"), antes=((0, "Seal"),))
    assert lives(state)[0] == 20
    assert tokens(state, 0, "Seal") == 3


def test_immutable_spends_a_seal_on_the_first_hit_for_soak_3():
    # Jugular Strike (priority 5, power 5) goes before Immutable Strike (priority 3 - 3 = 0)
    # and hits: one Seal spent, 5 - 3 soak = 2 damage, 20 - 2 = 18.
    # Seals: 3 - 1 anted - 1 spent + 1 back at End of Beat (damage taken) = 2.
    state = play_beat(start("mikhail", "shekhtur", positions=(3, 4)), ("Immutable", "Strike"),
                      ("Jugular", "Strike"), antes=((0, "Seal"),))
    assert lives(state)[0] == 18
    assert tokens(state, 0, "Seal") == 2


def test_apocalyptic_keeps_the_seal_from_coming_back_after_damage():
    # Jugular Strike (priority 5, power 5) hits Apocalyptic Shot (priority 2 - 3 = -1): Soak
    # 2, 5 - 2 = 3 damage (20 - 3 = 17), no stun (Stun Immunity). Damage taken would give a
    # Seal back, but Apocalyptic forbids it: 3 - 1 anted = 2.
    state = play_beat(start("mikhail", "shekhtur", positions=(3, 4)), ("Apocalyptic", "Shot"),
                      ("Jugular", "Strike"), antes=((0, "Seal"),))
    assert lives(state)[0] == 17
    assert tokens(state, 0, "Seal") == 2


def test_with_no_seal_anted_the_style_effects_stay_off():
    # Hallowed Strike's Start of Beat pull does not happen with no Seal anted (the style is
    # ignored); with a Seal anted it does.
    state = set_and_ante(start("mikhail", "shekhtur", positions=(3, 5)), ("Hallowed", "Strike"),
                         ("Combination", "Shot"))
    assert not effect_line(state, 0, "Hallowed", timing_words("start"))
    state = set_and_ante(start("mikhail", "shekhtur", positions=(3, 5)), ("Hallowed", "Strike"),
                         ("Combination", "Shot"), antes=((0, "Seal"),))
    assert effect_hows(state, "Mikhail", "Hallowed", timing_words("start")) == [
        ": Shekhtur is pulled 1 (space 5 -> 4)"]


# 002, Sealed Power: with no Seal anted his styles are ignored, their printed numbers too.

def test_with_no_seal_anted_the_styles_numbers_count_for_nothing():
    # Hallowed Strike: 1/4/3 + Hallowed +0~1/+3/+1; with no Seal it is Strike's 1/4/3 alone.
    state = set_revealed(start("mikhail", "ludus", positions=(3, 5)), ("Hallowed", "Strike"),
                         ("Safari", "Shot"))
    stats = pair_stats(state, 0)
    assert (stats.range.lo, stats.range.hi, stats.power.lo, stats.priority.lo) == (1, 1, 4, 3)


def test_with_a_seal_anted_the_styles_numbers_count():
    state = set_and_ante(start("mikhail", "ludus", positions=(3, 5)), ("Hallowed", "Strike"),
                         ("Safari", "Shot"), antes=((0, "Seal"),))
    stats = pair_stats(state, 0)
    assert (stats.range.hi, stats.power.lo) == (2, 7)


def test_with_no_seal_anted_apocalyptic_gives_no_soak_and_no_stun_immunity():
    # Apocalyptic prints Soak 2 and Stun Immunity: neither counts with no Seal anted.
    state = set_revealed(start("mikhail", "ludus", positions=(3, 5)), ("Apocalyptic", "Strike"),
                         ("Safari", "Shot"))
    stats = pair_stats(state, 0)
    assert stats.armor.lo == 0
    assert not stats.stun_immune
