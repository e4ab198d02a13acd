"""Ernie's unique ability (Collector's Pride: Game Tokens on the board, picked up into his
pool; the tokens' printed effects are not in the app, so they stay prompts) and the cards that
pick tokens up or reach anywhere (fighters/ernie.yaml; 000 "Markers", "Triggered Effects": End
of Beat).

Standard bases: Strike 1/4/3, Shot 1~4/3/2. Ernie's Classic is +0~1/-1/-1; Eligor's Counter
+0/+1/-1.
"""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import choice_keys, choose, lives
from tests.fighter_helpers import (
    against_valuer,
    finish,
    set_and_ante,
    start,
    take,
    tokens,
    until_choice,
)

PICK_UP = Decision(0, "trigger", "ua:Collector's Pride#1")


def game_token_on(state, space, index=0):
    """``state`` with Ernie's Game Token ``index`` laid on ``space`` by hand (setup)."""
    return apply(state, adjust_decision(0, f"marker:{index}", space))


def test_picking_up_a_game_token_from_his_space_is_offered_at_the_end_of_the_beat():
    # Spaces 1 and 7, a Game Token on space 1: Thematic Strike (range 1) and Counter Shot
    # (range 1~4) both miss at distance 6. The pick-up is offered in the End of Beat window
    # and not before; taken, the token leaves the board for his pool.
    state = game_token_on(start("ernie", "eligor", positions=(1, 7)), 1)
    state = set_and_ante(state, ("Thematic", "Strike"), ("Counter", "Shot"))
    steps = set()
    while state.beat == 1:
        options = pending(state).options
        if PICK_UP in options:
            steps.add(state.cursor.step)
            state = apply(state, PICK_UP)
            continue
        state = apply(state, options[0])
    assert steps == {"end"}
    assert state.fighters[0].markers[0] is None
    assert tokens(state, 0, "Game Token pool") == 1


def test_no_pick_up_is_offered_without_a_game_token_on_his_space():
    # The token lies on space 2, not under Ernie (space 1): nothing to pick up.
    state = game_token_on(start("ernie", "eligor", positions=(1, 7)), 2)
    state = set_and_ante(state, ("Thematic", "Strike"), ("Counter", "Shot"))
    while state.beat == 1:
        assert PICK_UP not in pending(state).options
        state = apply(state, pending(state).options[0])
    assert tokens(state, 0, "Game Token pool") == 0


def test_party_picks_up_the_game_token_on_the_opponents_space_on_hit():
    # Ernie on 3, the valuer on 6 with a Game Token under him. Idle Strike (priority 3, range
    # 1) goes first and misses; Party Strike (range 1 + 1~3 = 2~4, power 4 - 1 = 3) hits at 3
    # or 4 (after Party's retreat of up to 1): the valuer 20 - 3 = 17, and Ernie takes the
    # token under him into his pool.
    state = game_token_on(against_valuer("ernie", positions=(3, 6)), 6)
    state = set_and_ante(state, ("Party", "Strike"), ("Idle", "Strike"))
    state = finish(take(state, Decision(0, "trigger", "style:Party#1")))
    assert lives(state) == (20, 17)
    assert state.fighters[0].markers[0] is None
    assert tokens(state, 0, "Game Token pool") == 1


def test_abstract_hits_the_opponent_wherever_they_stand():
    # Ernie on 1, the valuer on 7. Abstract Strike (priority 3 - 2 = 1, power 4 - 2 = 2)
    # reaches across the board: the valuer 20 - 2 = 18. Idle Shot (range 1~4) misses at 6.
    state = finish(set_and_ante(against_valuer("ernie", positions=(1, 7)),
                                ("Abstract", "Strike"), ("Idle", "Shot")))
    assert lives(state) == (20, 18)


def test_raise_the_stakes_has_six_more_power_when_ernie_wins_the_other_game():
    # At 7 life Switch brings Raise the Stakes (range 1, power 0, priority 5) at distance 1:
    # it hits before Counter Shot; Ernie won the game played on the side: 0 + 6 = 6 power,
    # over the Shot's guard 2: Eligor stunned, 20 - 6 = 14.
    state = start("ernie", "eligor", positions=(3, 4), life=(7, 20))
    state = state.with_fighter(0, finisher="Raise the Stakes")
    state = set_and_ante(state, ("Switch", "Strike"), ("Counter", "Shot"))
    state = finish(take(state, Decision(0, "trigger", "finisher:Raise the Stakes#0")))
    assert lives(state) == (7, 14)


def test_classic_moves_a_game_token_on_the_board_to_a_free_space():
    # Ernie on 1, Eligor on 7, Game Tokens on 2 and 4. Classic's Start of Beat offers each
    # token on the board a space with no standup and no Game Token: 3, 5 or 6 (a token in
    # the pool, off the board, is never used). Ernie moves the one on 2 to 5.
    state = game_token_on(game_token_on(start("ernie", "eligor", positions=(1, 7)), 2), 4, 1)
    state = until_choice(set_and_ante(state, ("Classic", "Strike"), ("Counter", "Shot")),
                         "style:Classic#0")
    assert choice_keys(state) == ["m0:3", "m0:5", "m0:6", "m1:3", "m1:5", "m1:6"]
    state = choose(state, "m0:5")
    assert state.fighters[0].markers[:2] == (5, 4)
