"""Prince Elien's unique ability (Summoning Stone: the Wall marker) and the styles that need the
Wall in play (fighters/elien.yaml; 000 "Markers", "Other Effects" (Avoid Attacks), "Cannot vs.
Do"; 002 "Base Card Overview").

Elien's one marker is the Wall. The opponent is Ludus with Safari (+0 to every stat, no effect
the engine runs) and a standard base.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import finish, play_beat, set_and_ante, start, until_choice
from tests.note_helpers import noted, of_kind


def elien_with_wall(positions, wall):
    return start("elien", "ludus", positions=positions).with_fighter(0, markers=(wall,))


def test_an_attack_from_beyond_the_wall_misses_elien():
    # Elien on 3, Ludus on 5. Fallen Strike: priority 3 + 1 = 4 beats Safari Shot 2, range 1
    # misses at distance 2. Shot (range 1~4) reaches Elien, but the Wall on 4 stands between
    # them: it misses, no one loses life.
    state = play_beat(elien_with_wall((3, 5), 4), ("Fallen", "Strike"), ("Safari", "Shot"))
    assert noted(state, "miss_avoided", foe_name="Elien")
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
    missed = of_kind(state, "miss_out_of_range")
    assert ("Elien", "0~4", "from Wall (off the board)") in [
        (n["name"], n["range"], n["where"]) for n in missed]
    assert lives(state) == (20, 20)


def test_felblade_may_put_the_wall_on_any_space_without_a_standup():
    # Blighted Felblade: priority 3 + 1 = 4 beats Safari Burst (1); Burst retreats Ludus to 5,
    # Blighted advances Elien to 4. After Activating the Wall (now on 2, behind her start) may
    # go to any space but 4 and 5.
    state = set_and_ante(start("elien", "ludus", positions=(3, 4)), ("Blighted", "Felblade"),
                         ("Safari", "Burst"))
    state = until_choice(state, "base:Felblade#0")
    assert state.positions == (4, 5)
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:3", "m0:6", "m0:7"]


def test_fallen_moves_elien_then_may_put_the_wall_next_to_her_new_space():
    # Fallen Shot at 3 and 6 (a clash first; each player's first base). End of Beat: Elien
    # moves 1 to 4, then the Wall may go next to her on 3 or 5, or stay where it is.
    state = set_and_ante(start("elien", "ludus", positions=(3, 6)), ("Fallen", "Shot"),
                         ("Safari", "Strike"))
    state = choose(until_choice(state, "style:Fallen#0"), "4,6")
    assert choice_keys(state) == ["m0:3", "m0:5", "skip"]
    before = state.fighters[0].markers
    assert finish(choose(state, "skip"), beat=1).fighters[0].markers == before
    assert choose(state, "m0:5").fighters[0].markers == (5,)


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


def test_fallen_may_put_the_wall_next_to_elien_but_not_under_the_opponent():
    # Elien on 1, Ludus on 3, no Wall. Fallen Strike (priority 4) misses at distance 2. End of
    # Beat: Elien moves 1 (to 2, the only space), then may put the Wall on an unoccupied space
    # next to him: 1 only (3 holds Ludus), so it goes there.
    state = play_beat(elien_with_wall((1, 3), None), ("Fallen", "Strike"), ("Safari", "Shot"))
    assert state.positions[0] == 2
    assert state.fighters[0].markers == (1,)


def test_felblade_may_put_the_wall_on_any_unoccupied_space():
    # Blighted Felblade: priority 3 + 1 = 4 beats Safari Shot; Elien advances 3 -> 4 and hits
    # Ludus on 5. After: the Wall may go on any space but 4 and 5.
    state = set_and_ante(elien_with_wall((3, 5), 2), ("Blighted", "Felblade"),
                         ("Safari", "Shot"))
    state = until_choice(state, "base:Felblade#0")
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:3", "m0:6", "m0:7"]


def test_the_wall_that_makes_an_attack_miss_leaves_play_at_once():
    # Elien on 3, Ludus on 5, the Wall on 4. Safari Shot (priority 2) beats Phoenix Burst
    # (1); Burst's Start retreat keeps the Wall between them. Shot reaches Elien and misses
    # because of the Wall, which leaves the board.
    state = play_beat(elien_with_wall((3, 5), 4), ("Phoenix", "Burst"), ("Safari", "Shot"))
    assert lives(state)[0] == 20
    assert state.fighters[0].markers == (None,)


def test_a_wall_that_made_nothing_miss_stays():
    # The Wall behind Elien (on 1): Shot hits her and the Wall stays where it is.
    state = play_beat(elien_with_wall((3, 5), 1), ("Phoenix", "Burst"), ("Safari", "Shot"))
    assert state.fighters[0].markers == (1,)
