"""ABXY's and BATL's notes are data (issue 22, item 5): every note a played game writes is a
`Note` of a registered kind of its game, with the rule of 003 or 004 that decides it and
values that are plain data; a note about a face-down HIDDEN card names it nowhere; the
kinds whose words vary read right in each case."""

from __future__ import annotations

import random

import pytest
from batl_helpers import KNIGHT, MONK, two_player

from engine.abxy.game import Event, apply, new_game, playable, waiting_for
from engine.abxy.match import Button, Creature
from engine.abxy.specials import SPECIALS
from engine.batl.events import Event as BatlEvent
from engine.batl.game import apply as batl_apply
from engine.batl.game import new_game as batl_new_game
from engine.batl.game import replay
from engine.batl.randomplay import candidates
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.notes import KINDS, Note

_PLAIN = (str, int, bool, type(None))


def _plain(value) -> bool:
    """Whether ``value`` is data a view could show: a name, number, flag, None or a tuple of
    those."""
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return isinstance(value, _PLAIN)


def _strings(value):
    """Every string in ``value`` (tuples walked)."""
    if isinstance(value, tuple):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, str):
        yield value


def _abxy_notes(seed: int) -> list:
    rng = random.Random(seed)

    def creature(i: int, prefix: str) -> Creature:
        special = rng.choice(SPECIALS)
        return Creature(f"{prefix}{i}", rng.randint(1, 4), special=special.name,
                        special_button=rng.choice(list(Button)),
                        types=(rng.choice(("water", "fire")),))

    game = new_game(tuple(creature(i, "a") for i in range(4)),
                    tuple(creature(i, "z") for i in range(4)))
    game = apply(game, Event("active", 0, (0,)))
    game = apply(game, Event("active", 1, (0,)))
    game = apply(game, Event.parse("adjust 1 B on"))
    for _ in range(200):
        if game.phase == "over":
            break
        player = waiting_for(game)[0]
        if game.phase == "input":
            event = Event("input", player, tuple(rng.sample(list(playable(game, player)), 2)))
        elif game.phase == "answer":
            event = Event("answer", player, (rng.choice(game.pending.options),))
        else:
            event = Event("reveal", player)
        game = apply(game, event)
    assert game.phase == "over"
    return list(game.match.notes) + [n for r in game.results for n in r.notes]


def _batl_notes(seed: int) -> list:
    rng = random.Random(seed)
    game = batl_new_game([MONK, KNIGHT], [[0], [1]], seed=seed)
    notes = []
    for _ in range(300):
        if game.outcome is not None:
            break
        for text in candidates(game, rng):
            try:
                game = batl_apply(game, BatlEvent.parse(text))
                break
            except (InvalidInput, RuleViolation):
                continue
        notes += game.notes
    return notes


@pytest.mark.parametrize(("game", "notes"), [("abxy", _abxy_notes), ("batl", _batl_notes)])
def test_every_note_of_a_played_game_is_a_note_of_a_registered_kind_of_its_game(game, notes):
    written = notes(3)
    kinds = {n.kind for n in written}
    assert len(kinds) >= 8  # a game long enough to say many things
    assert all(isinstance(n, Note) and n.kind in KINDS for n in written)
    assert all(k.startswith(f"{game}.") for k in kinds)
    assert all(_plain(v) for n in written for _, v in n.values)
    assert all(str(n) for n in written)


def test_each_game_kind_names_a_section_of_its_own_rule_document_or_none():
    document = {"abxy": "003 ", "batl": "004 "}
    games = {k: KINDS[k].rule for k in KINDS if k.split(".")[0] in document}
    assert len(games) >= 50
    assert all(rule == "" or rule.startswith(document[k.split(".")[0]])
               for k, rule in games.items())


def test_a_note_about_a_face_down_hidden_card_carries_no_value_naming_it():
    game = replay(two_player(seed=1), ["play 0 Snare|C3"])
    snare = game.in_play[-1]
    assert snare.hidden
    values = [s for n in game.notes for _, v in n.values for s in _strings(v)]
    assert values and not any("Snare" in s for s in values)
    played = [n for n in game.notes if n.kind == "batl.plays_card"]
    assert [(n["card"], n["hidden"], n["class_name"]) for n in played] == [(None, True, "Monk")]
    shown = replay(game, [f"trigger 0 {snare.id}"]).notes  # face up now: named
    assert [(n["card"], n["item"]) for n in shown if n.kind == "batl.triggers"] == [
        ("Snare", snare.id)]


@pytest.mark.parametrize(("kind", "values", "words"), [
    ("abxy.switches", {"player": 1, "name": "Zedd", "new": "Eb", "chooser": 0},
     "Zedd switches out for Eb, chosen by player 1"),
    ("abxy.attack_prevented", {"player": 1, "name": "Whisper", "defeat": True,
                               "shield": "damage_and_defeat"},
     "Defeat of Whisper is prevented (damage and defeat are negated)"),
    ("abxy.cheap_shot_hits", {"player": 0, "name": "Citadel", "creature": 1, "target": "Eb",
                              "defeated": False}, "Eb is damaged (Cheap Shot)"),
    ("abxy.set_button_by_hand", {"player": 1, "button": "B", "locked": True},
     "Set by hand: Player 2's B button is locked out"),
    ("batl.attacks", {"player": 1, "name": "Bo", "target": "Ann", "target_key": "0", "atk": 4,
                      "defense": 0, "damage": 4, "hp": 20, "temp_hp": 1},
     "Bo attacked Ann: ATK 4 - DEF 0 = 4 damage; Ann has 20 HP and 1 temporary HP"),
    ("batl.searches", {"player": 0, "name": "Ann", "square": (0, 1), "land": None,
                       "taken": ("Triune",), "revealed": ()},
     "Ann searched A2: took Triune into hand"),
    ("batl.plays_card", {"player": 0, "name": "Ann", "card": None, "hidden": True,
                         "class_name": "Monk", "cost": 1, "pool": True, "resource": "Ki",
                         "cap": None, "gains": ((1, 3),)},
     "Ann played a HIDDEN card; paid 1 Ki; +1 Ki (Ki 3)"),
    ("batl.plays_card", {"player": 1, "name": "Bo", "card": "Bear", "hidden": False,
                         "class_name": "Druid", "cost": 0, "pool": False, "resource": None,
                         "cap": None, "gains": ((1, None),)},
     'Bo played Bear; no Druid pool, so no resource (004 "Special Rules", Multiclassing); '
     "no Druid pool, so no resource"),
    ("batl.card_effect", {"player": 1, "hp": None, "temp_hp": 0, "actions": 0, "drew": 0},
     "drew 0"),
])
def test_a_kind_whose_words_vary_reads_right_in_each_case(kind, values, words):
    assert str(Note.of(kind, **values)) == words
