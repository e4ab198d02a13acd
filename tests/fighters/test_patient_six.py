"""Patient 6's unique ability (Split Personality): the mood coin's prompt when the Ante Phase
begins, the "Coin shows" antes that record its face as a form, and each face's bonus
(fighters/patient_six.yaml; 000 "Ante Phase", "In-Time Triggers", "Forms", "Other Effects":
Chip; 002 "Common Effects").

The opponent is Shekhtur with Combination (+0 range, +2 power, +0 priority) or Jugular (+0,
+1, +2).
"""

from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Phase
from tests.beat_helpers import lives
from tests.fighter_helpers import finish, set_only, start, through_ante
from tests.note_helpers import damage, decided, not_stunned, positions, stunned, stunned_by

MOOD = "ua:Split Personality#0"


def ante(state, *names: str):
    """Resolve the mood coin's prompt, make Patient 6's antes ``names``, then both pass."""
    state = apply(state, Decision(0, "trigger", MOOD))
    return through_ante(state, tuple((0, name) for name in names))


def test_the_mood_coin_prompt_is_offered_when_the_ante_phase_begins():
    state = set_only(start("patient_six", "shekhtur"), ("Psychotic", "Strike"),
                     ("Combination", "Strike"))
    assert state.phase == Phase.ANTE
    assert Decision(0, "trigger", MOOD) in pending(state).options


def test_rage_gives_1_power_and_1_priority():
    # Coin shows Rage. Psychotic Strike: power 0 + 4 + 1 = 5, priority 1 + 3 + 1 = 5 against
    # Combination Strike's 3; at distance 1 Patient 6 hits first for 5: 20 - 5 = 15.
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Psychotic", "Strike"), ("Combination", "Strike"))
    state = ante(state, "Coin shows Rage")
    assert ("Patient 6", 5, 3) in decided(state)
    assert ("Shekhtur", 5) in damage(state)


def test_despair_gives_stun_guard_3():
    # Coin shows Despair. Psychotic Shot: priority 1 + 2 = 3, guard 2 + 3 = 5. Shekhtur's
    # Jugular Strike (priority 2 + 3 = 5, power 1 + 4 = 5) hits first at distance 1: 5 damage
    # is not more than guard 5 (without Despair, guard 2, it would stun).
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Psychotic", "Shot"), ("Jugular", "Strike"))
    state = finish(ante(state, "Coin shows Despair"))
    assert (5, 5) in [n[1:] for n in not_stunned(state)]


def test_each_extra_flip_costs_2_life():
    # Two extra flips: 20 - 2 - 2 = 16, before any attack.
    state = set_only(start("patient_six", "shekhtur", positions=(1, 7)),
                     ("Psychotic", "Strike"), ("Combination", "Strike"))
    state = ante(state, "Flip again for 2 life", "Flip again for 2 life")
    assert lives(state)[0] == 16


def test_frenzied_in_rage_is_stunned_by_any_hit():
    # Coin shows Rage. Frenzied Shot: priority 2 + 1 + 1 = 4, guard 2. Shekhtur's Jugular
    # Strike (priority 3 + 2 = 5, power 4 + 1 = 5) hits first at distance 1: 5 damage stuns
    # anyway; the Rage rule stuns Patient 6 at the hit, before damage. He never attacks.
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Frenzied", "Shot"), ("Jugular", "Strike"))
    state = finish(ante(state, "Coin shows Rage"), beat=1)
    stun = [i for i in positions(state, "stunned", name="Patient 6")
            if state.notes[i]["why"].startswith("Frenzied")]
    assert stun[0] < positions(state, "damage_taken", name="Patient 6", dealt=5)[0]
    assert lives(state)[1] == 20


def test_frenzied_in_despair_takes_2_more_damage_from_a_hit():
    # Coin shows Despair. Frenzied Shot: priority 2 + 1 = 3, guard 2 + 3 = 5. Jugular Strike
    # (priority 3 + 2 = 5, power 4 + 1 = 5) hits first at distance 1 for 5 + 2 = 7 (ruling
    # 135): 20 - 7 = 13, and 7 > guard 5 stuns him, so he never attacks.
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Frenzied", "Shot"), ("Jugular", "Strike"))
    state = finish(ante(state, "Coin shows Despair"), beat=1)
    assert lives(state) == (13, 20)


def test_schism_lets_the_face_not_shown_apply_too():
    # Coin shows Rage. Psychotic Schism: priority 3 + 1 + 1 = 5 beats Combination Strike's 3;
    # at distance 1 it hits for 3 + 1 = 4: Rage pushes Shekhtur 2 (space 4 to 6) and,
    # through Schism, Despair's "the opponent is stunned" applies as well.
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Psychotic", "Schism"), ("Combination", "Strike"))
    state = finish(ante(state, "Coin shows Rage"), beat=1)
    assert lives(state) == (20, 16)
    assert state.positions == (3, 6)
    assert stunned_by(state, "Shekhtur", "Psychotic")


def test_without_schism_only_the_face_shown_applies():
    # The same beat on Strike (priority 3 + 1 + 1 = 5, power 4 + 1 = 5): pushed 2, not stunned.
    state = set_only(start("patient_six", "shekhtur", positions=(3, 4)),
                     ("Psychotic", "Strike"), ("Combination", "Strike"))
    state = finish(ante(state, "Coin shows Rage"), beat=1)
    assert state.positions == (3, 6)
    assert "Shekhtur" not in stunned(state)
