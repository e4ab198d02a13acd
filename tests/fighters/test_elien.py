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
    # Safari Strike 3. At distance 1 it would hit for 3 (Ludus 17), but without the Wall it
    # misses. After it Elien moves 1 to space 2, so Ludus's Strike (range 1) misses at
    # distance 2: no one loses life.
    state = play_beat(elien_with_wall((3, 4), None), ("High", "Shot"), ("Safari", "Strike"),
                      choices={"High": "2,4"})
    assert "Elien cannot hit" in notes(state)
    assert lives(state) == (20, 20)


def test_felblade_may_put_the_wall_on_any_space_without_a_standup():
    # Blighted Felblade: priority 3 + 1 = 4 beats Safari Burst (1); Burst retreats Ludus to 5,
    # Blighted advances Elien to 4. After Activating the Wall (now on 2, behind her start) may
    # go to any space but 4 and 5.
    from tests.beat_helpers import choice_keys
    from tests.fighter_helpers import set_and_ante, until_choice
    state = set_and_ante(start("elien", "ludus", positions=(3, 4)), ("Blighted", "Felblade"),
                         ("Safari", "Burst"))
    state = until_choice(state, "base:Felblade#0")
    assert state.positions == (4, 5)
    assert choice_keys(state) == ["m0:1", "m0:2", "m0:3", "m0:6", "m0:7"]


def test_fallen_moves_elien_then_may_put_the_wall_next_to_her_new_space():
    # Fallen Shot at 3 and 6 (a clash first; each player's first base). End of Beat: Elien
    # moves 1 to 4, then the Wall may go next to her on 3 or 5, or stay where it is.
    from tests.beat_helpers import choice_keys, choose
    from tests.fighter_helpers import finish, set_and_ante, until_choice
    state = set_and_ante(start("elien", "ludus", positions=(3, 6)), ("Fallen", "Shot"),
                         ("Safari", "Strike"))
    state = choose(until_choice(state, "style:Fallen#0"), "4,6")
    assert choice_keys(state) == ["m0:3", "m0:5", "skip"]
    before = state.fighters[0].markers
    assert finish(choose(state, "skip"), beat=1).fighters[0].markers == before
    assert choose(state, "m0:5").fighters[0].markers == (5,)
