"""Joal's stockpile (Weapon Master: four bases set aside at setup) and Slayer's, which takes
one of them back into hand (fighters/joal.yaml; 000 "Recycle"; docs/cards.md `take_to_hand`).

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs). Joal's
suggested setup sets Strike, Shot, Drive and Burst aside.
"""

from tests.beat_helpers import choice_keys, choose
from tests.fighter_helpers import finish, set_and_ante, start, until_choice

SLAYERS_END = "style:Slayer's#1"


def test_slayers_takes_one_stockpiled_base_of_his_choice_into_hand():
    # End of Beat (optional, taken): the choice is among the four set-aside bases only.
    # Drive comes back to hand; the other three stay out of play.
    state = set_and_ante(start("joal", "ludus", positions=(3, 4)), ("Slayer's", "Ironstar"),
                         ("Safari", "Shot"))
    state = until_choice(state, SLAYERS_END)
    assert choice_keys(state) == ["h:Burst", "h:Drive", "h:Shot", "h:Strike"]
    state = finish(choose(state, "h:Drive"), beat=1)
    joal = state.fighters[0]
    assert "Drive" in joal.hand
    assert joal.removed == ("Strike", "Shot", "Burst")
