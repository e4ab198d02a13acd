"""Ernie's unique ability (Collector's Pride: Game Tokens on the board), whose effects are
prompts: the tokens' printed effects are not in the app (fighters/ernie.yaml; 000 "Markers",
"Triggered Effects": End of Beat).

Standard bases: Strike 1/4/3, Shot 1~4/3/2. Ernie's Classic is +0~1/-1/-1; Eligor's Counter
+0/+1/-1.
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.fighter_helpers import set_and_ante, start

PICK_UP = Decision(0, "trigger", "ua:Collector's Pride#1")


def test_picking_up_a_game_token_is_offered_at_the_end_of_the_beat():
    # Spaces 1 and 7: Classic Strike (range 1~2) and Counter Shot (range 1~4) both miss at
    # distance 6. The pick-up prompt is offered in the End of Beat window and not before.
    state = set_and_ante(start("ernie", "eligor", positions=(1, 7)), ("Classic", "Strike"),
                         ("Counter", "Shot"))
    steps = set()
    while state.beat == 1:
        options = pending(state).options
        if PICK_UP in options:
            steps.add(state.cursor.step)
        state = apply(state, options[0])
    assert steps == {"end"}
