"""Runika's Artifice (fighters/runika.yaml): her five artifacts are special cards, face up while
active, out of the game once overcharged (000 "Special Cards"); the hit that turns one down is
a prompt that must come at that moment (000 "In-Time Triggers"; 002 "Game Setup")."""

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.decisions import Decision
from tests.beat_helpers import lives
from tests.fighter_helpers import (
    against_valuer,
    play_beat,
    set_and_ante,
    set_revealed,
    start,
    until_step,
)


def test_being_hit_prompts_the_opponent_to_turn_off_one_artifact_before_damage():
    # Shekhtur's Jugular Strike (priority 3 + 2 = 5) beats Impact Strike (3) and hits at
    # distance 1; the prompt comes when Runika is hit, before the 5 damage: she still has 20.
    state = set_and_ante(start("runika", "shekhtur", positions=(3, 4)), ("Impact", "Strike"),
                         ("Jugular", "Strike"))
    state = until_step(state, "when_hit")
    assert Decision(0, "trigger", "ua:Artifice#0") in pending(state).options
    assert lives(state)[0] == 20


ARTIFACTS = tuple(f"Artifact {i}" for i in range(1, 6))


def _turned(state, **sides):
    """Runika's artifacts set by hand: ``Artifact_3=0`` face down, ``=2`` out of the game."""
    for key, value in sides.items():
        state = apply(state, adjust_decision(0, f"special:{key.replace('_', ' ')}", value))
    return state


def test_runika_starts_with_her_five_artifacts_active():
    assert start("runika", "shekhtur").fighters[0].active_cards == ARTIFACTS


def test_maintenance_has_soak_1_per_face_down_artifact_not_counting_one_out_of_the_game():
    # Artifacts 1 and 2 face down, 3 out of the game: Soak (Armor) 2.
    state = _turned(start("runika", "shekhtur", positions=(1, 7)),
                    Artifact_1=0, Artifact_2=0, Artifact_3=2)
    state = set_revealed(state, ("Maintenance", "Strike"), ("Jugular", "Strike"))
    assert pair_stats(state, 0).armor.lo == 2
    fresh = set_revealed(start("runika", "shekhtur", positions=(1, 7)),
                         ("Maintenance", "Strike"), ("Jugular", "Strike"))
    assert pair_stats(fresh, 0).armor.lo == 0


def test_the_overcharged_artifact_leaves_the_game_and_cannot_be_turned_up_again():
    # Runika on 1, Shekhtur on 7: nobody hits. Overcharged's Start takes Artifact 3 out.
    state = play_beat(start("runika", "shekhtur", positions=(1, 7)), ("Overcharged", "Strike"),
                      ("Jugular", "Strike"), choices={"Overcharged": "sp:Artifact 3"})
    assert "Artifact 3" in state.fighters[0].removed
    assert state.fighters[0].active_cards == tuple(a for a in ARTIFACTS if a != "Artifact 3")
    # Next beat, with Artifact 1 turned down by hand, Channeled's Start turns up a face-down
    # artifact: Artifact 1, the only one (never the one out); its End turns Artifact 2 down.
    state = _turned(state, Artifact_1=0)
    state = play_beat(state, ("Channeled", "Strike"), ("Jugular", "Strike"),
                      choices={"style:Channeled#1": "sp:Artifact 2"})
    assert state.fighters[0].active_cards == ("Artifact 1", "Artifact 4", "Artifact 5")
    assert "Artifact 3" in state.fighters[0].removed


def test_explosive_on_hit_turns_an_artifact_down_for_two_more_power():
    # Runika on 3, the valuer on 4. Explosive Strike: power 4 - 1 = 3, priority 3 beats Idle
    # Shot's 2; the pull (up to 1) changes nothing at range 1. On hit Artifact 4 goes down
    # for +2: 3 + 2 = 5, valuer 20 - 5 = 15.
    state = play_beat(against_valuer("runika", positions=(3, 4)), ("Explosive", "Strike"),
                      ("Idle", "Shot"), choices={"style:Explosive#1": "sp:Artifact 4"})
    assert state.fighters[0].active_cards == tuple(a for a in ARTIFACTS if a != "Artifact 4")
    assert lives(state)[1] == 15
