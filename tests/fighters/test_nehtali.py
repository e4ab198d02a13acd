"""Nehtali's unique ability (Dark Deal Hellraiser: the life cost of a deal) and Ruthless's
bonus read after its move (fighters/nehtali.yaml; 000 "Ante Phase", "Other Effects": Chip X,
"Movement").

Standard bases: Strike 1/4/3 guard 5, Shot 1~4/3/2 guard 2. Eligor's Counter is +0/+1/-1.
"""

from tests.beat_helpers import lives
from tests.fighter_helpers import play_beat, set_and_ante, start, tokens


def deal(ante: str) -> tuple[int, int]:
    """Both lives right after Nehtali makes ``ante`` (the fighters far apart)."""
    state = set_and_ante(start("nehtali", "eligor", positions=(1, 7)), ("Reaper's", "Strike"),
                         ("Counter", "Shot"), antes=((0, ante),))
    return lives(state)


def test_a_dark_deal_of_three_cards_costs_one_life_and_of_five_cards_two():
    # 2 cards: free (20); 3 cards: 20 - 1 = 19; 5 cards: 20 - 2 = 18. The opponent keeps 20.
    assert deal("Dark Deal (2 cards)") == (20, 20)
    assert deal("Dark Deal (3 cards)") == (19, 20)
    assert deal("Dark Deal (5 cards)") == (18, 20)


def test_ruthless_has_two_more_power_when_its_hit_move_ends_next_to_the_opponent():
    # Ruthless Strike: range 1 + (0~1) = 1~2, power 4 - 1 = 3, priority 3 + 0 = 3, against
    # Counter Shot (priority 2 - 1 = 1, guard 2): Nehtali attacks first from 3 and hits Eligor
    # on 4. Her hit move of 1 space: onto 5 (past him, adjacent): power 3 + 2 = 5, life
    # 20 - 5 = 15; or back to 2 (distance 2): power 3, life 20 - 3 = 17. Either damage is
    # more than guard 2, so Eligor is stunned and does not attack.
    past = play_beat(start("nehtali", "eligor", positions=(3, 4)), ("Ruthless", "Strike"),
                     ("Counter", "Shot"), choices={"Ruthless": "5,4"})
    assert past.positions == (5, 4)
    assert lives(past) == (20, 15)
    away = play_beat(start("nehtali", "eligor", positions=(3, 4)), ("Ruthless", "Strike"),
                     ("Counter", "Shot"), choices={"Ruthless": "2,4"})
    assert away.positions == (2, 4)
    assert lives(away) == (20, 17)


def test_after_a_harvester_hit_the_next_dark_deal_costs_no_life():
    # Beat 1, distance 3: Cataclysmic Harvester (priority 3 beats Counter Shot's 2 - 1 = 1)
    # moves 1 and hits at 2 or 4 (range 2~3 + 0~1) for 3 over guard 2: Eligor is stunned,
    # 20 - 3 = 17. Beat 2: the 5-card deal costs Nehtali nothing (still 20) and uses the
    # free deal up.
    state = play_beat(start("nehtali", "eligor", positions=(3, 6)), ("Cataclysmic", "Harvester"),
                      ("Counter", "Shot"))
    assert lives(state) == (20, 17)
    assert tokens(state, 0, "Free Deal") == 1
    state = set_and_ante(state, ("Reaper's", "Strike"), ("Counter", "Strike"),
                         antes=((0, "Dark Deal (5 cards)"),))
    assert lives(state)[0] == 20
    assert tokens(state, 0, "Free Deal") == 0
