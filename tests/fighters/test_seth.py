"""Seth's Beyond Eyes Oracle (fighters/seth.yaml): the app cannot tell whether the named base
was right, so the unique ability's bonus is a prompt, shown when the pairs are revealed
(000 "Reveal Step"; 002 "Game Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import play_beat, set_and_ante, start


def test_the_named_base_prompt_comes_at_reveal_before_priority_is_decided():
    state = set_and_ante(start("seth", "shekhtur", positions=(3, 4)), ("Fool's", "Strike"),
                         ("Jugular", "Strike"), antes=((0, "Name a base"),))
    assert state.cursor.step == "reveal"
    assert Decision(0, "trigger", "ua:Beyond Eyes Oracle#0") in pending(state).options
    assert "Active Player: priority" not in "\n".join(state.notes)


def _fortune_buster_against(opponent_pair):
    """Seth at 7 life brings out Fortune Buster (range 1~6, priority 13) at distance 2 against
    Shekhtur at 7 life playing ``opponent_pair``; the state after the beat."""
    state = start("seth", "shekhtur", life=(7, 7)).with_fighter(0, finisher="Fortune Buster")
    finisher = state.kits[1].fighter.finishers[0].name
    state = state.with_fighter(1, finisher=finisher)
    return play_beat(state, ("Switch", "Strike"), opponent_pair)


def test_fortune_buster_defeats_an_opponent_who_attacked_with_a_finisher():
    # Shekhtur's Switch brings out his Finisher too; priority 13 goes first and hits at 2:
    # Shekhtur is defeated, Seth (seat 0) wins.
    state = _fortune_buster_against(("Switch", "Strike"))
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)


def test_fortune_buster_defeats_nobody_when_the_opponent_played_an_attack_pair():
    state = _fortune_buster_against(("Combination", "Strike"))
    assert state.outcome is None


def test_fortune_buster_wins_a_priority_tie_against_another_finisher():
    # Seth's Fortune Buster (priority 13) against Anath's Dark Revulsion (priority 13, range
    # 1* fixed): a tie, which Fortune Buster wins against a Finisher, so Seth attacks first
    # and hits at distance 2 (range 1~6): an opponent who used a Finisher is defeated.
    state = start("seth", "anath", life=(7, 7)).with_fighter(0, finisher="Fortune Buster")
    state = state.with_fighter(1, finisher="Dark Revulsion")
    state = play_beat(state, ("Switch", "Strike"), ("Switch", "Strike"))
    assert "Seth is the Active Player" in "\n".join(state.notes)
    assert (state.outcome.reason, state.outcome.winner) == ("eliminated", 0)
