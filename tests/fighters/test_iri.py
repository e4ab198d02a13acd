"""Irialandradayamorella's forms (unique ability Starlight Change! Magical Star Knight) and the
Starlight! base that reads them (fighters/iri.yaml; 000 "Forms", "Ante Phase")."""

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, start
from tests.note_helpers import beaten, noted


def test_iri_begins_in_magical_form_which_gives_starlight_one_priority():
    # Galactic Starlight!: priority 4 + 0 + 1 (Magical Form) = 5 beats Eligor's Vengeful Drive
    # (4 + 0 = 4).
    state = start("iri", "eligor")
    assert state.fighters[0].form == "Magical Form"
    state = play_beat(state, ("Galactic", "Starlight!"), ("Vengeful", "Drive"))
    assert (5, 4) in beaten(state)


def test_changing_to_knight_form_at_ante_gives_starlight_two_power_and_two_less_priority():
    # Ante: Knight Form. Galactic Starlight!: priority 4 - 2 = 2 beats Chained Aegis
    # (0 - 1 = -1); range 1~2 hits at distance 1 for 2 + 2 = 4. Aegis prints no guard:
    # Eligor is stunned, life 20 - 4 = 16. She stays in Knight Form afterwards.
    state = play_beat(start("iri", "eligor", positions=(3, 4)), ("Galactic", "Starlight!"),
                      ("Chained", "Aegis"), antes=((0, "Change to Knight Form"),))
    assert (2, -1) in beaten(state)
    assert lives(state) == (20, 20 - 4)
    assert state.fighters[0].form == "Knight Form"


def test_cosmic_form_gives_starlight_one_power():
    # Ante: Cosmic Form. Galactic Starlight!: priority 4 + 0 = 4 beats Chained Aegis
    # (0 - 1 = -1); range 1~2 hits at distance 1 for 2 + 1 = 3: Eligor's life 20 - 3 = 17.
    state = play_beat(start("iri", "eligor", positions=(3, 4)), ("Galactic", "Starlight!"),
                      ("Chained", "Aegis"), antes=((0, "Change to Cosmic Form"),))
    assert (4, -1) in beaten(state)
    assert lives(state) == (20, 20 - 3)


def test_aurora_makes_the_opponent_discard_a_base_of_their_pick_with_their_pair():
    # Aurora Strike: range 1 + 1~2 = 2~3, priority 3 beats Safari Burst (1); Burst's retreat
    # leaves distance 2: hit. Ludus picks a base from his hand (here the first offered,
    # Challenge); at Recycle it joins Safari Burst in his discard pile 1.
    state = play_beat(start("iri", "ludus", positions=(3, 4)), ("Aurora", "Strike"),
                      ("Safari", "Burst"))
    assert noted(state, "base_discarded", seat=1, card="Challenge")
    assert state.fighters[1].discard1 == ("Safari", "Burst", "Challenge")


def test_comet_cannot_hit_after_its_advance_passes_the_opponent():
    # Safari Strike (3) beats Comet Shot (2) and misses at range 2. Comet advances 3 from 2
    # over Ludus (on 4) onto 6: Shot (1~4) would reach range 2, but the pass makes it miss.
    state = play_beat(start("iri", "ludus", positions=(2, 4)), ("Comet", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 20)
    # From 1 against 5 the advance ends on 4 next to Ludus: Shot hits for 3 + 1 = 4.
    state = play_beat(start("iri", "ludus", positions=(1, 5)), ("Comet", "Shot"),
                      ("Safari", "Strike"))
    assert lives(state) == (20, 16)
