"""The duel log: decisions, undo that keeps what it undid, undo back to any entry."""

import pytest

from assistant.consent import crosses_reveal
from assistant.log import DuelLog, Entry, mark_undone
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.replay import replay
from engine.battlecon.setup import DuelSetup, SeatSetup

SETUP = DuelSetup((
    SeatSetup("eligor", "Sweet Revenge", ("Counter", "Aegis"), ("Martial", "Burst")),
    SeatSetup("shekhtur", "Soul Breaker", ("Combination", "Brand"), ("Spiral", "Burst"))))
BEAT_1 = ["0|set|Vengeful|Strike", "1|set|Jugular|Grasp", "0|pass||", "1|pass||"]


def played(*texts: str) -> DuelLog:
    log = DuelLog(SETUP)
    for text in texts:
        log.play(Decision.parse(text))
    return log


def test_the_state_is_the_fold_of_the_decisions_in_force():
    log = played(*BEAT_1)
    assert log.state == replay(SETUP, [e.decision for e in log.in_force])
    assert log.state.beat == 2
    assert log.state.fighters[1].life == 15


def test_a_refused_decision_is_not_logged():
    log = played("0|set|Vengeful|Strike")
    with pytest.raises(RuleViolation):
        log.play(Decision.parse("1|set|Vengeful|Strike"))
    assert len(log.entries) == 1


def test_undo_takes_back_the_last_decision_and_keeps_it_in_the_log():
    log = played(*BEAT_1)
    state = log.undo()
    assert state.beat == 1
    assert state.cursor.step == "ante"
    assert len(log.entries) == 5
    assert log.entries[3].undone and log.entries[4].is_undo
    assert [e.seq for e in log.in_force] == [1, 2, 3]


def test_two_undos_take_back_two_decisions():
    log = played(*BEAT_1)
    log.undo()
    log.undo()
    assert [e.seq for e in log.in_force] == [1, 2]
    assert log.state.cursor.to_act == 0


def test_undo_back_to_an_entry_keeps_it_and_undoes_the_rest():
    log = played(*BEAT_1, "1|set|Reaver|Drive")
    state = log.back_to(2)
    assert [e.seq for e in log.in_force] == [1, 2]
    assert state.beat == 1 and state.cursor.step == "ante"
    assert state == replay(SETUP, [Decision.parse(t) for t in BEAT_1[:2]])


def test_play_after_an_undo_continues_from_the_undone_point():
    log = played(*BEAT_1)
    log.back_to(2)
    log.play(Decision.parse("0|ante|Power Up|"))
    assert log.state.fighters[0].force == 0
    assert [e.seq for e in log.in_force] == [1, 2, 6]


def test_nothing_to_undo_at_setup_is_refused_with_a_message():
    with pytest.raises(InvalidInput, match="nothing to undo"):
        DuelLog(SETUP).undo()


def test_undo_back_to_an_undone_entry_is_refused():
    log = played(*BEAT_1)
    log.undo()
    with pytest.raises(InvalidInput, match="not a decision in force"):
        log.back_to(4)


def test_a_log_loaded_with_its_entries_gives_the_same_state():
    log = played(*BEAT_1)
    log.back_to(3)
    again = DuelLog(SETUP, entries=list(log.entries))
    assert again.state == log.state


def test_marking_undone_follows_each_undo_in_order():
    d = Decision.parse("0|pass||")
    entries = [Entry(1, d), Entry(2, d), Entry(3, None, 1), Entry(4, d), Entry(5, None, 0)]
    marked = mark_undone(entries)
    assert [e.undone for e in marked] == [True, True, False, True, False]


def test_the_state_at_an_entry_is_the_fold_up_to_it_and_changes_nothing():
    log = played(*BEAT_1, "0|set|Retribution|Shot")
    log.undo()
    for seq in (0, 2, 4):
        kept = [e.decision for e in log.in_force if e.seq <= seq]
        assert log.state_at(seq) == replay(SETUP, kept)
    assert len(log.entries) == 6 and log.state.beat == 2
    with pytest.raises(InvalidInput):
        log.state_at(5)  # undone


def test_going_back_crosses_a_reveal_only_into_face_down_pairs_revealed_since():
    log = played(*BEAT_1, "0|set|Retribution|Shot")
    assert crosses_reveal(log.state, log.state_at(3))  # beat 1's Ante, pairs revealed since
    assert not crosses_reveal(log.state, log.state_at(4))  # beat 2 starts: nothing face-down
    assert not crosses_reveal(log.state_at(2), log.state_at(1))  # Set to Set, no Reveal
