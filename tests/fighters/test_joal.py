"""Joal Kalmor: Cutthroat, whose Start advance, if it takes Joal past the opponent, makes his
attack stun on hit (000 "Other Effects": You/Opponent is Stunned); his stockpile (Weapon
Master: four bases set aside at setup) and Slayer's, which takes one of them back into hand
(000 "Recycle"; docs/cards.md `take_to_hand`). fighters/joal.yaml.

The opponent is Ludus with Safari (+0 to every stat, no effect the engine runs) and a standard
base: Shot 1~4/3/2 guard 2. Joal's suggested setup sets Strike, Shot, Drive and Burst aside.
"""

from tests.beat_helpers import choice_keys, choose, lives
from tests.conftest import with_hand
from tests.fighter_helpers import finish, play_beat, set_and_ante, start, until_choice
from tests.note_helpers import stunned_by

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


def test_cutthroat_stuns_on_hit_after_its_advance_passes_the_opponent():
    # Cutthroat Shot (priority 2 + 1 = 3) beats Safari Shot (2). Advance up to 2 from 3 over
    # Ludus (on 4) onto 6: passed, so the hit stuns Ludus before damage (3: Ludus 17) and he
    # does not attack.
    state = play_beat(start("joal", "ludus", positions=(3, 4)), ("Cutthroat", "Shot"),
                      ("Safari", "Shot"))
    assert stunned_by(state, None, "an attack that stuns on hit")
    assert lives(state) == (20, 17)


def test_dual_wield_attacks_again_with_a_second_base_from_hand_and_discards_both():
    # Dual Wield Grasp (priority 0 + 5 = 5, power -1 + 2 = 1) goes first against Safari Shot
    # (2) and hits at range 1: Ludus 19, pushed 1 (distance 2). After Activating Joal plays
    # Runeblade from hand and attacks again with it (range 1~2, power -1 + 3 = 2): Ludus 17.
    # The second attack does not play a third base. The beat's 3 damage exceed Shot's guard
    # 2 (000 "Guard & Stun"): Ludus is stunned and never attacks. At Recycle both bases go
    # to discard pile 1 with the style.
    state = set_and_ante(start("joal", "ludus", positions=(3, 4)), ("Dual Wield", "Grasp"),
                         ("Safari", "Shot"))
    state = finish(with_hand(state, 0, "Runeblade"),
                   choices={"Dual Wield": "sb:Runeblade", "Grasp": "3,5"})
    assert lives(state) == (20, 17)
    joal = state.fighters[0]
    assert set(joal.discard1) == {"Dual Wield", "Grasp", "Runeblade"}
    assert not {"Grasp", "Runeblade"} & set(joal.hand)
