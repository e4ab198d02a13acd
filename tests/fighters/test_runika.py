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
    # Hover Boots turned down by hand: Shekhtur's Jugular Strike (priority 3 + 2 = 5) beats
    # Impact Strike (3) and hits at distance 1; the prompt comes when Runika is hit, before
    # the 5 damage: she still has 20.
    state = _turned(start("runika", "shekhtur", positions=(3, 4)), Hover_Boots=0)
    state = set_and_ante(state, ("Impact", "Strike"), ("Jugular", "Strike"))
    state = until_step(state, "when_hit")
    assert Decision(0, "trigger", "ua:Artifice#0") in pending(state).options
    assert lives(state)[0] == 20


ARTIFACTS = ("Autodeflector", "Battlefist", "Hover Boots", "Phase Goggles", "Shield Amulet")


def _turned(state, **sides):
    """Runika's artifacts set by hand: ``Hover_Boots=0`` face down, ``=2`` out of the game."""
    for key, value in sides.items():
        state = apply(state, adjust_decision(0, f"special:{key.replace('_', ' ')}", value))
    return state


def test_runika_starts_with_her_five_artifacts_active():
    assert start("runika", "shekhtur").fighters[0].active_cards == ARTIFACTS


def test_maintenance_has_soak_1_per_face_down_artifact_not_counting_one_out_of_the_game():
    # Autodeflector and Phase Goggles face down, Hover Boots out of the game: Soak (Armor) 2.
    state = _turned(start("runika", "shekhtur", positions=(1, 7)),
                    Autodeflector=0, Phase_Goggles=0, Hover_Boots=2)
    state = set_revealed(state, ("Maintenance", "Strike"), ("Jugular", "Strike"))
    assert pair_stats(state, 0).armor.lo == 2
    fresh = set_revealed(start("runika", "shekhtur", positions=(1, 7)),
                         ("Maintenance", "Strike"), ("Jugular", "Strike"))
    assert pair_stats(fresh, 0).armor.lo == 2  # none down: the active Autodeflector's Soak 2


def test_the_overcharged_artifact_leaves_the_game_and_cannot_be_turned_up_again():
    # Runika on 1, Shekhtur on 7: nobody hits. Overcharged's Start takes Hover Boots out.
    state = play_beat(start("runika", "shekhtur", positions=(1, 7)), ("Overcharged", "Strike"),
                      ("Jugular", "Strike"), choices={"Overcharged": "sp:Hover Boots"})
    assert "Hover Boots" in state.fighters[0].removed
    assert state.fighters[0].active_cards == tuple(a for a in ARTIFACTS if a != "Hover Boots")
    # Next beat, with Autodeflector turned down by hand, Channeled's Start turns up a
    # face-down artifact: Autodeflector, the only one (never the one out); its End turns
    # Phase Goggles down.
    state = _turned(state, Autodeflector=0)
    state = play_beat(state, ("Channeled", "Strike"), ("Jugular", "Strike"),
                      choices={"style:Channeled#1": "sp:Phase Goggles"})
    assert state.fighters[0].active_cards == ("Autodeflector", "Battlefist", "Shield Amulet")
    assert "Hover Boots" in state.fighters[0].removed


def test_explosive_on_hit_turns_an_artifact_down_for_two_more_power():
    # Runika on 3, the valuer on 4. Explosive Strike: power 4 - 1 + 1 (Battlefist) = 4,
    # priority 3 + 2 (Hover Boots) beats Idle Shot's 2; the pull (up to 1) changes nothing at
    # range 1. On hit Shield Amulet goes down for +2: 4 + 2 = 6, valuer 20 - 6 = 14.
    state = play_beat(against_valuer("runika", positions=(3, 4)), ("Explosive", "Strike"),
                      ("Idle", "Shot"), choices={"style:Explosive#1": "sp:Shield Amulet"})
    assert state.fighters[0].active_cards == tuple(a for a in ARTIFACTS if a != "Shield Amulet")
    assert lives(state)[1] == 14


# Issue 20 (wave 3, c1): the artifacts by name, their Active and Overcharged effects
# (from the open-source engine yaronra/battlecon-ai, docs/roster-notes.md), with no prompt.


def test_each_active_artifact_gives_its_bonus_and_udstad_beam_takes_none():
    # Impact Strike: range 1, power 4 - 1, priority 3, Guard 5 (Strike's). Active:
    # Autodeflector Soak 2, Phase Goggles +0~1 range, Hover Boots +2 priority, Shield Amulet
    # Stun Guard 3, Battlefist +1 power.
    state = set_revealed(start("runika", "shekhtur", positions=(1, 7)), ("Impact", "Strike"),
                         ("Jugular", "Strike"))
    stats = pair_stats(state, 0)
    assert (stats.range.lo, stats.range.hi, stats.power.lo, stats.priority.lo) == (1, 2, 4, 5)
    assert (stats.guard.lo, stats.armor.lo) == (5 + 3, 2)
    beam = start("runika", "shekhtur", positions=(1, 7), life=(7, 20))
    beam = set_revealed(beam.with_fighter(0, finisher="Udstad Beam", finisher_used=True),
                        ("Impact", "Strike"), ("Jugular", "Strike"))
    stats = pair_stats(beam, 0)
    assert (stats.range.lo, stats.range.hi, stats.power.lo, stats.priority.lo) == (4, 5, 7, 3)
    assert (stats.guard.lo, stats.armor.lo) == (0, 0)


def test_an_overcharged_battlefist_gives_three_power_instead_of_one():
    # Runika on 3, the valuer on 4 with Idle Shot (priority 2). Overcharged Strike: power 4,
    # priority 3 + 2; Battlefist overcharged at Start: +3 instead of +1, 20 - 7 = 13.
    state = play_beat(against_valuer("runika", positions=(3, 4)), ("Overcharged", "Strike"),
                      ("Idle", "Shot"), choices={"Overcharged": "sp:Battlefist"})
    assert lives(state)[1] == 13
    assert "Battlefist" in state.fighters[0].removed


def test_overcharged_hover_boots_make_runika_the_active_player():
    # Shekhtur's Jugular Grasp (priority 5 + 2 = 7) beats Overcharged Strike (3 + 2 from the
    # active Hover Boots = 5): Shekhtur is the Active Player until Runika's Start of Beat
    # overcharges the Hover Boots.
    state = set_and_ante(start("runika", "shekhtur", positions=(1, 7)),
                         ("Overcharged", "Strike"), ("Jugular", "Grasp"))
    assert state.active == 1
    while state.phase != "attack":
        options = pending(state).options
        boots = [d for d in options if d.b == "sp:Hover Boots"]
        state = apply(state, boots[0] if boots else options[0])
    assert state.active == 0
