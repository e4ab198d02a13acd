"""An ABXY match's log, undo, storage and per-phone views (assistant/abxy)."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from assistant.abxy import views
from assistant.abxy.log import MatchLog, MatchSetup
from assistant.games import Games
from assistant.kinds import TextKind
from assistant.store import StaleAction
from assistant.textlog import history
from assistant.watches import Watches
from engine.abxy.match import Button, Creature
from engine.battlecon.errors import InvalidInput, RuleViolation

CARDS = tuple(Creature(f"c{i:02}", i + 1) for i in range(14))


def random_match(seed: int = 7) -> MatchLog:
    return MatchLog(MatchSetup("random", seed, CARDS))


def to_round(log: MatchLog) -> MatchLog:
    log.play("active 0 0")
    log.play("active 1 0")
    return log


def store() -> Games:
    changed: list[str] = []
    lock = threading.RLock()
    matches = Games(sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None),
                    lock, TextKind("abxy", "ABXY match", MatchLog),
                    Watches(lock, also=changed.append))
    matches.changes = changed
    return matches


def test_a_random_deal_gives_each_player_five_and_goes_to_the_active_choice():
    log = random_match()
    teams = log.state.draft.teams
    assert [len(t) for t in teams] == [5, 5] and not set(teams[0]) & set(teams[1])
    assert log.state.game.phase == "active"


def test_an_open_draft_is_played_pick_by_pick_before_the_rounds():
    log = MatchLog(MatchSetup("open_draft", 3, CARDS, dealer=0))
    while log.state.game is None:
        ask = views.prompt(log, None, handed_to=None)
        assert ask.kind in ("draft", "pass")
        player = ask.player
        ask = views.prompt(log, player)
        log.play(f"draft {player} {ask.options[0][0]}")
    assert [len(t) for t in log.state.draft.teams] == [5, 5]
    assert log.state.game.phase == "active"


def test_undo_takes_back_the_last_input_and_keeps_it_in_the_log():
    log = to_round(random_match())
    log.play("input 0 A B")
    log.back_to(log.undo_target())
    assert log.state.game.inputs == (None, None)
    assert len(log.entries) == 4 and log.entries[2].undone


def test_back_to_an_entry_replays_the_match_to_that_point():
    log = to_round(random_match())
    log.play("input 0 A B")
    log.play("input 1 Y B")
    damaged = log.state.game.match.side(1).fighter.health
    log.back_to(1)
    assert log.state.game.match is None and log.state.game.chosen[0] == 0
    assert damaged == "damaged"


def test_a_refused_input_is_not_logged():
    log = to_round(random_match())
    with pytest.raises(RuleViolation):  # a rule's refusal, as in every game (issue 22)
        log.play("input 0 A A")
    assert len(log.entries) == 2


def test_the_other_players_secret_buttons_are_not_shown():
    log = to_round(random_match())
    log.play("input 0 A X")
    mine, theirs = views.sides(log, 0), views.sides(log, 1)
    assert mine[0].status == "chose A then X"
    assert theirs[0].status == "has chosen (secret)"
    assert all("A" not in h.text.split() for h in history(log))


def test_a_shared_phone_is_passed_for_each_secret_choice():
    log = random_match()
    assert views.prompt(log, None).kind == "pass"
    shown = views.prompt(log, None, handed_to=1)
    assert shown.kind == "active" and shown.player == 1
    log.play("active 1 2")
    assert views.prompt(log, None).player == 0


def test_a_spectator_is_never_asked():
    log = random_match()
    assert views.prompt(log, None, watching=True).kind == "wait"


def test_the_input_prompt_names_a_special_action_on_its_button():
    cards = tuple(Creature(f"c{i:02}", i + 1, special="Bite" if i == 0 else "",
                           special_button=Button.Y if i == 0 else None) for i in range(14))
    log = MatchLog(MatchSetup("random", 7, cards))
    owner = 0 if "c00" in log.state.draft.teams[0] else 1
    log.play(f"active {owner} {log.state.draft.teams[owner].index('c00')}")
    log.play(f"active {1 - owner} 0")
    asked = views.prompt(log, owner)
    assert ("Y", "Bite") in asked.buttons and ("A", "Fight") in asked.buttons


def test_a_question_is_asked_of_its_player_with_creature_names():
    log = to_round(random_match())
    log.play("input 0 X B")
    log.play("input 1 B A")
    asked = views.prompt(log, 0)
    team = log.state.game.match.side(0).team
    assert asked.kind == "answer"
    assert [label for _, label in asked.options] == [team[i].name for i in (1, 2, 3, 4)]
    assert views.prompt(log, 1).kind == "wait"


def test_a_match_is_saved_and_read_back_the_same():
    matches = store()
    match_id = matches.create(MatchSetup("random", 11, CARDS))
    for n, text in enumerate(["active 0 1", "active 1 2", "input 0 A B", "input 1 Y X"]):
        matches.play(match_id, text, n)
    matches.undo(match_id, 4)
    before = matches.log(match_id).state
    matches._logs.clear()  # a restart: read from the database
    after = matches.log(match_id)
    assert after.state == before and after.entries[3].undone
    assert matches.changes.count(match_id) == 5


def test_an_input_made_on_an_older_version_is_refused_as_stale():
    matches = store()
    match_id = matches.create(MatchSetup("random", 11, CARDS))
    matches.play(match_id, "active 0 1", 0)
    with pytest.raises(StaleAction):
        matches.play(match_id, "active 1 1", 0)


def test_a_phone_bound_to_a_player_is_known_by_its_secret_only():
    matches = store()
    match_id = matches.create(MatchSetup("random", 11, CARDS))
    secret = matches.claim(match_id, 1)
    assert matches.player_of(match_id, secret) == 1
    assert matches.player_of(match_id, "forged") is None
    with pytest.raises(InvalidInput, match="already"):
        matches.claim(match_id, 1)


def test_too_few_creatures_for_the_method_are_refused_at_the_start():
    with pytest.raises(InvalidInput):
        MatchLog(MatchSetup("half_constructed", 1, CARDS[:10]))


def test_an_undone_secret_input_is_not_named_after_a_restart():
    matches = store()
    match_id = matches.create(MatchSetup("random", 11, CARDS))
    for n, text in enumerate(["active 0 1", "active 1 2", "input 0 X Y"]):
        matches.play(match_id, text, n)
    matches.undo(match_id, 3)
    matches._logs.clear()  # a restart: read from the database
    lines = [h.text for h in history(matches.log(match_id))]
    assert not any("X" in line.split() or "X Y" in line for line in lines)
    assert "An input, undone before a restart" in lines
