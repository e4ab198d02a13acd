"""Prince Elien's unique ability (Summoning Stone: the Wall marker) and the styles that need the
Wall in play (fighters/elien.yaml; 000 "Markers", "Other Effects" (Avoid Attacks), "Cannot vs.
Do"; 002 "Base Card Overview").

Elien's one marker is the Wall. The opponent is Ludus with Safari (+0 to every stat, no effect
the engine runs) and a standard base.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import notes, play_beat, start


def elien_with_wall(positions, wall):
    return start("elien", "ludus", positions=positions).with_fighter(0, markers=(wall,))


def test_an_attack_from_beyond_the_wall_misses_elien():
    # Elien on 3, Ludus on 5. Fallen Strike: priority 3 + 1 = 4 beats Safari Shot 2, range 1
    # misses at distance 2. Shot (range 1~4) reaches Elien, but the Wall on 4 stands between
    # them: it misses, no one loses life.
    state = play_beat(elien_with_wall((3, 5), 4), ("Fallen", "Strike"), ("Safari", "Shot"))
    assert "Elien avoids attacks" in notes(state)
    assert lives(state) == (20, 20)
    # With the Wall behind Elien (space 2) Shot hits for 3: Elien 20 - 3 = 17 (3 is not over
    # Strike's guard 5).
    state = play_beat(elien_with_wall((3, 5), 2), ("Fallen", "Strike"), ("Safari", "Shot"))
    assert lives(state) == (17, 20)


def test_high_cannot_hit_while_the_wall_is_off_the_board():
    # No Wall. High Shot: range (1 - 1) ~ (4 + 0) = 0~4, power 3, priority 2 + 2 = 4 beats
    # Safari Strike 3. At distance 1 it would hit for 3 (Ludus 17), but its range is counted
    # from the Wall, and with no Wall it misses. After it Elien moves 1 to space 2, so Ludus's
    # Strike (range 1) misses at distance 2: no one loses life.
    state = play_beat(elien_with_wall((3, 4), None), ("High", "Shot"), ("Safari", "Strike"),
                      choices={"High": "2,4"})
    assert "Elien misses: range 0~4 does not reach from Wall (off the board)" in notes(state)
    assert lives(state) == (20, 20)


def test_high_counts_its_range_from_the_wall():
    # Elien on 2, Ludus on 5. High Strike: range 1 + (-1~0) = 0~1 counted from the Wall, power
    # 4, priority 3 + 2 = 5 beats Safari Strike 3. The Wall on Ludus's space (5): distance 0,
    # it hits for 4 (20 - 4 = 16, not over guard 5). After it Elien moves 1 to space 3 and
    # Ludus's Strike misses at distance 2. The Wall behind Elien (1), 4 from Ludus: it misses.
    on_foe = play_beat(elien_with_wall((2, 5), 5), ("High", "Strike"), ("Safari", "Strike"),
                       choices={"High": "3,5"})
    assert lives(on_foe) == (20, 16)
    behind = play_beat(elien_with_wall((2, 5), 1), ("High", "Strike"), ("Safari", "Strike"),
                       choices={"High": "3,5"})
    assert lives(behind) == (20, 20)
