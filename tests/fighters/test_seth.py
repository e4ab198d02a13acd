"""Seth's Beyond Eyes Oracle (fighters/seth.yaml): the app cannot tell whether the named base
was right, so the unique ability's bonus is a prompt, shown when the pairs are revealed
(000 "Reveal Step"; 002 "Game Setup" for the classic cards)."""

from engine.battlecon.beat import pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start


def test_the_named_base_prompt_comes_at_reveal_before_priority_is_decided():
    state = set_and_ante(start("seth", "shekhtur", positions=(3, 4)), ("Fool's", "Strike"),
                         ("Jugular", "Strike"), antes=((0, "Name a base"),))
    assert state.cursor.step == "reveal"
    assert Decision(0, "trigger", "ua:Beyond Eyes Oracle#0") in pending(state).options
    assert "Active Player: priority" not in "\n".join(state.notes)
