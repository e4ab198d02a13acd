"""The what-if board for two attack pairs (issue 6, `assistant/whatif_pairs.py`): stats at
Reveal with their breakdowns, who would be the Active Player and who reaches whom, checked
against the engine playing the same beat (000 "Ante Phase", "Reveal Step", "Priority Tie? -
Clash!", "Tiebreakers", "Overloads", "Attack")."""

from __future__ import annotations

import re

import pytest

from assistant.whatif_antes import ante_options
from assistant.whatif_pairs import answer, read
from engine.battlecon.cards import default_catalog
from engine.battlecon.errors import InvalidInput
from engine.battlecon.state import Kit
from tests.conftest import DATA, catalog_with, example_catalog
from tests.fighter_helpers import finish, set_only, start, through_ante
from tests.note_helpers import damage, hits, misses, of_kind

CATALOG = default_catalog()


def what_if(f0: str, pair0: tuple[str, str], f1: str, pair1: tuple[str, str], *,
            antes=((), ()), positions=(3, 5), active=0, catalog=None):
    """The board's answer for these pairs (``pair``: (style or Finisher, base))."""
    catalog = catalog or CATALOG
    fields = {"f0": f0, "f1": f1, "s0": pair0[0], "b0": pair0[1], "s1": pair1[0],
              "b1": pair1[1], "p0": str(positions[0]), "p1": str(positions[1]),
              "active": str(active)}
    return answer(read(fields, (list(antes[0]), list(antes[1])), catalog), catalog)


def parts_add_up(stat) -> bool:
    if stat.kind != "number":
        return True
    return (sum(p[1] for p in stat.parts), sum(p[2] for p in stat.parts)) == (stat.lo, stat.hi) \
        or not stat.parts


# ---------------------------------------------------------------- who is Active


def test_the_higher_priority_pair_would_be_active():
    # Shekhtur's Jugular Strike (priority 5) against Eligor's Counter Shot (priority 1).
    shown = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"))
    assert shown.active == 1
    assert shown.reason == 'priority 5 beats 1 (000 "Reveal Step")'


def test_a_tie_without_tiebreaker_is_a_clash():
    # Vengeful Strike and Combination Strike: priority 3 each, no ▲.
    shown = what_if("eligor", ("Vengeful", "Strike"), "shekhtur", ("Combination", "Strike"))
    assert shown.active is None
    assert "clash" in shown.reason and "Priority Tie? - Clash!" in shown.reason


def test_a_tiebreaker_wins_a_tie_instead_of_a_clash():
    # Swift (+0▲) Strike against Combination Strike: 3 each; the ▲ wins even for the player
    # who is not Active now (000 "Tiebreakers").
    shown = what_if("examples", ("Swift", "Strike"), "shekhtur", ("Combination", "Strike"),
                    active=1, catalog=example_catalog())
    assert shown.attacks[0].stats.tiebreaker
    assert shown.active == 0
    assert "tiebreaker" in shown.reason


@pytest.mark.parametrize("active", [0, 1])
def test_with_a_tiebreaker_on_both_sides_the_active_player_keeps_the_status(active):
    shown = what_if("examples", ("Swift", "Strike"), "examples", ("Swift", "Strike"),
                    active=active, catalog=example_catalog())
    assert shown.active == active
    assert "keeps the status" in shown.reason


# ---------------------------------------------------------------- antes


def test_power_up_adds_two_power_to_the_what_if_pair():
    plain = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"))
    power_up = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"),
                       antes=(("Power Up",), ()))
    assert power_up.attacks[0].stats.power.lo == plain.attacks[0].stats.power.lo + 2
    assert ("Power Up", 2, 2) in power_up.attacks[0].stats.power.parts
    assert power_up.attacks[0].antes == ("Power Up",)


def test_speed_up_adds_two_priority_and_defense_up_two_guard():
    plain = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"))
    both = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"),
                   antes=(("Speed Up", "Defense Up"), ()))
    assert both.attacks[0].stats.priority.lo == plain.attacks[0].stats.priority.lo + 2
    assert both.attacks[0].stats.guard.lo == plain.attacks[0].stats.guard.lo + 2


def test_three_overloads_are_paid_even_though_a_new_duel_starts_with_two_force():
    shown = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"),
                    antes=(("Power Up", "Speed Up", "Defense Up"), ()))
    assert shown.attacks[0].antes == ("Power Up", "Speed Up", "Defense Up")
    assert "Eligor's Force: 6" in shown.raised


def test_a_fighters_own_ante_is_made_by_the_engine_each_time_it_is_named():
    # Each Malice Shekhtur antes gives +1 priority (her unique ability).
    shown = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"),
                    antes=((), ("Malice", "Malice")))
    assert [p for p in shown.attacks[1].stats.priority.parts if p[0] == "Malice"] == \
        [("Malice", 1, 1)] * 2
    assert shown.attacks[1].stats.priority.lo == 7


def test_tokens_are_raised_when_a_new_duel_holds_too_few_for_the_antes_named():
    # Shekhtur starts with 3 Malice; all 5 are named.
    shown = what_if("eligor", ("Counter", "Shot"), "shekhtur", ("Jugular", "Strike"),
                    antes=((), ("Malice",) * 5))
    assert shown.attacks[1].stats.priority.lo == 10
    assert "Shekhtur's Malice in supply: 5" in shown.raised


def test_an_opponent_ante_is_offered_to_the_opponent_and_never_to_its_owner():
    # The example fighter's Taunt is an [Opponent] ante (000 "Ante Phase").
    catalog = example_catalog()
    assert "Taunt" in [o.value for o in ante_options(catalog, "eligor", "examples")]
    assert "Taunt" not in [o.value for o in ante_options(catalog, "examples", "eligor")]
    shown = what_if("eligor", ("Counter", "Shot"), "examples", ("Swift", "Strike"),
                    antes=(("Taunt",), ()), catalog=catalog)
    assert shown.attacks[0].antes == ("Taunt",)


def test_a_limited_ante_and_an_overload_are_offered_once_a_repeatable_one_several_times():
    offered = {o.value: o.times for o in ante_options(CATALOG, "shekhtur", "eligor")}
    assert offered["Power Up"] == 1 and offered["Malice"] == 5
    luc = {o.value: o.times for o in ante_options(CATALOG, "luc", "eligor")}
    assert luc["Time x1"] == 1


def test_an_ante_with_choices_is_offered_once_per_choice():
    offered = [o.value for o in ante_options(CATALOG, "welsie", "eligor")]
    assert {"Decision card: Past", "Decision card: Present", "Decision card: Future"} \
        <= set(offered)


def test_an_ante_that_asks_a_choice_takes_the_first_option_and_says_so():
    # Heketch's Dark Force moves him next to the opponent as he antes it.
    shown = what_if("heketch", ("Merciless", "Strike"), "eligor", ("Counter", "Shot"),
                    antes=(("Dark Force",), ()))
    assert shown.choices and shown.choices[0].startswith("Dark Force")
    assert abs(shown.positions[0] - shown.positions[1]) == 1
    assert ("Dark Force", 3, 3) in shown.attacks[0].stats.priority.parts


@pytest.mark.parametrize(("fighter", "antes", "says"), [
    ("luc", ("Time x1", "Time x1"), "Time x1 is a Limited ante: Luc may make it once a beat"),
    ("eligor", ("Power Up", "Power Up"), "Eligor may use Power Up once a beat"),
    ("luc", ("Time x3", "Time x5"), "the antes named need 8 Time, and Luc has only 5"),
    ("eligor", ("Malice",), "Eligor has no ante 'Malice'"),
])
def test_an_ante_named_wrongly_is_refused_with_a_clear_message(fighter, antes, says):
    kit = Kit.build(CATALOG, fighter)
    with pytest.raises(InvalidInput, match=re.escape(says)):
        what_if(fighter, (next(iter(kit.styles)), "Strike"), "shekhtur", ("Jugular", "Strike"),
                antes=(antes, ()))


def test_an_ante_the_engine_refuses_is_refused_with_the_engines_reason():
    # A test fighter whose ante is allowed only at 5 life or less (000 "Conditionals").
    text = (DATA / "examples.yaml").read_text(encoding="utf-8").replace(
        "  antes:\n", "  antes:\n    - {name: Last Stand, condition: {life_at_most: 5}, "
        "action: {power: 2}}\n", 1)
    catalog = catalog_with(desperate=text)
    with pytest.raises(InvalidInput, match="cannot ante Last Stand: .*condition does not hold"):
        what_if("desperate", ("Swift", "Strike"), "eligor", ("Counter", "Shot"),
                antes=(("Last Stand",), ()), catalog=catalog)


# ---------------------------------------------------------------- reach


@pytest.mark.parametrize(("positions", "base", "sentence"), [
    ((3, 5), "Shot", "Eligor hits Shekhtur at distance 2 (range 1~4)"),
    ((3, 5), "Strike", "Eligor does not reach Shekhtur at distance 2 (range 1)"),
    ((1, 7), "Shot", "Eligor does not reach Shekhtur at distance 6 (range 1~4)"),
    ((4, 5), "Strike", "Eligor hits Shekhtur at distance 1 (range 1)"),
])
def test_reach_is_read_at_the_distance_given_before_anyone_moves(positions, base, sentence):
    shown = what_if("eligor", ("Counter", base), "shekhtur", ("Jugular", "Strike"),
                    positions=positions)
    assert shown.attacks[0].sentence == sentence


def test_a_range_x_is_left_to_its_card():
    # Borneo's Master plan: X is the space of an opponent who moved this beat (Alumis's
    # Dread, used here before, reads the Shadow's place since issue 20).
    shown = what_if("borneo", ("Weaksauce", "Master plan"), "eligor", ("Counter", "Shot"))
    assert shown.attacks[0].reaches is None
    assert "its card decides" in shown.attacks[0].sentence


def test_an_na_range_never_hits():
    shown = what_if("eligor", ("Counter", "Dodge"), "shekhtur", ("Jugular", "Strike"))
    assert shown.attacks[0].reaches is False
    assert "range N/A" in shown.attacks[0].sentence


# ---------------------------------------------------------------- what is counted


def test_a_finisher_replaces_the_whole_pair():
    shown = what_if("eligor", ("Sheet Lightning", "Strike"), "shekhtur", ("Jugular", "Strike"))
    stats = shown.attacks[0].stats
    assert stats.name == "Sheet Lightning"
    assert (str(stats.range), stats.power.lo, stats.priority.lo) == ("3~6", 4, 6)
    assert shown.active == 0


def test_a_passive_effect_counts_at_reveal():
    # Frozen's passive effect sets the priority to 1 whatever the base says.
    shown = what_if("examples", ("Frozen", "Drive"), "eligor", ("Counter", "Shot"),
                    catalog=example_catalog())
    assert shown.attacks[0].stats.priority.lo == 1


def test_reveal_triggers_are_not_played_out_and_are_listed_for_the_table():
    # Aegis has a Reveal trigger that gives armor: not counted, named instead.
    shown = what_if("eligor", ("Counter", "Aegis"), "shekhtur", ("Jugular", "Strike"))
    assert "Aegis" in shown.not_played[0]
    assert shown.attacks[0].stats.armor.lo == 0


PAIRS = [("Counter", "Shot"), ("Vengeful", "Strike"), ("Martial", "Grasp"),
         ("Chained", "Burst"), ("Sheet Lightning", "Strike"), ("Sweet Revenge", "Strike")]


@pytest.mark.parametrize("fighter", sorted(CATALOG.fighters))
def test_every_breakdown_adds_up_to_the_stat_shown(fighter):
    kit = Kit.build(CATALOG, fighter)
    styles = [s for s in kit.styles if s != "Switch"][:3] + list(kit.finishers)[:1]
    for style in styles:
        for base in list(kit.bases)[:4]:
            shown = what_if(fighter, (style, base), "eligor", ("Counter", "Shot"),
                            antes=(("Power Up", "Speed Up", "Defense Up"), ()))
            for attack in shown.attacks:
                stats = attack.stats
                for stat in (stats.range, stats.power, stats.priority, stats.guard,
                             stats.armor):
                    assert parts_add_up(stat), (fighter, style, base, stat)
                    assert stat.explain().startswith(str(stat))


# ---------------------------------------------------------------- against the engine


def engine_beat(f0, pair0, f1, pair1, antes=(), positions=(3, 5), active=0):
    """The same beat played for real: set, ante, then every decision's first option; the
    state after it."""
    state = start(f0, f1, positions=positions, first_active=active)
    for seat in (0, 1):
        state = state.with_fighter(seat, force=6)
    state = through_ante(set_only(state, pair0, pair1), antes)
    return finish(state)


ENGINE_CASES = [
    # (Eligor's pair, Shekhtur's pair, antes as (seat, name))
    (("Counter", "Shot"), ("Jugular", "Strike"), ()),
    (("Vengeful", "Strike"), ("Combination", "Strike"), ((0, "Speed Up"),)),
    (("Vengeful", "Strike"), ("Combination", "Strike"), ((1, "Malice"),)),
    (("Martial", "Grasp"), ("Jugular", "Shot"), ((1, "Power Up"), (1, "Malice"))),
    (("Counter", "Shot"), ("Jugular", "Shot"), ((0, "Speed Up"), (0, "Power Up"),
                                               (1, "Defense Up"))),
    (("Chained", "Drive"), ("Reaver", "Grasp"), ((0, "Vengeance"), (1, "Speed Up"))),
]


@pytest.mark.parametrize(("pair0", "pair1", "antes"), ENGINE_CASES)
def test_the_what_if_names_the_active_player_the_engine_picks(pair0, pair1, antes):
    shown = what_if("eligor", pair0, "shekhtur", pair1,
                    antes=tuple(tuple(n for s, n in antes if s == seat) for seat in (0, 1)))
    played = engine_beat("eligor", pair0, "shekhtur", pair1, antes)
    if shown.active is None:
        assert of_kind(played, "clash")
    else:
        assert of_kind(played, "active_player", "active_player_forced")[0]["seat"] == shown.active


@pytest.mark.parametrize(("antes", "positions"), [
    ((), (3, 5)), (((1, "Power Up"),), (3, 5)), (((1, "Power Up"), (1, "Malice")), (2, 6)),
    (((0, "Defense Up"),), (1, 4)),
])
def test_the_power_shown_is_the_damage_the_engine_deals_when_the_active_attack_hits(
        antes, positions):
    # Shekhtur's Jugular Shot is Active (priority 4 against Martial Strike's 2) and has no
    # effect before its range check, so it hits from where the standups stand at Reveal.
    names = tuple(tuple(n for s, n in antes if s == seat) for seat in (0, 1))
    shown = what_if("eligor", ("Martial", "Strike"), "shekhtur", ("Jugular", "Shot"),
                    antes=names, positions=positions)
    played = engine_beat("eligor", ("Martial", "Strike"), "shekhtur", ("Jugular", "Shot"),
                         antes, positions)
    assert shown.active == 1 and shown.attacks[1].reaches
    assert "Shekhtur" in hits(played)
    dealt = dict(damage(played))["Eligor"]
    assert dealt == shown.attacks[1].stats.power.lo - shown.attacks[0].stats.armor.lo


@pytest.mark.parametrize(("pair1", "positions"), [
    (("Jugular", "Shot"), (3, 5)), (("Jugular", "Strike"), (3, 5)),
    (("Jugular", "Shot"), (1, 6)), (("Jugular", "Strike"), (4, 5)),
    (("Combination", "Brand"), (3, 5)), (("Combination", "Brand"), (2, 5)),
])
def test_reach_is_the_engines_range_check_for_an_active_attack_with_no_before_effect(
        pair1, positions):
    shown = what_if("eligor", ("Martial", "Strike"), "shekhtur", pair1, positions=positions,
                    antes=((), ("Malice", "Malice")))
    played = engine_beat("eligor", ("Martial", "Strike"), "shekhtur", pair1,
                         ((1, "Malice"), (1, "Malice")), positions)
    assert shown.active == 1
    assert ("Shekhtur" in hits(played)) == shown.attacks[1].reaches
    assert ("Shekhtur" in misses(played)) == (not shown.attacks[1].reaches)
