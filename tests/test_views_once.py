"""Issue 23: what the duel page asks of one state is worked out once and shared by every
viewer who sees the same, never by one who sees less (000 "Set Phase": a face-down pair is
its player's secret until Reveal)."""

import gc
import weakref

from conftest import duel, play

from assistant.views import beats_log, table_view
from engine.battlecon import evolve


def test_a_pair_seen_by_its_player_stays_hidden_from_the_next_viewer_of_the_same_state():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike")
    assert table_view(state, viewer=0).fighters[0].pair == "Counter Strike"
    assert table_view(state, viewer=1).fighters[0].pair == "set face-down"
    assert table_view(state).fighters[0].pair == "set face-down"
    assert table_view(state, viewer=0).fighters[0].pair == "Counter Strike"
    assert table_view(state, viewer=1).fighters[0].hand == table_view(state).fighters[0].hand


def test_the_changes_shown_are_those_since_the_state_asked_with():
    before = play(duel("eligor", "shekhtur"))
    after = evolve(before, fighters=(evolve(before.fighters[0], life=before.fighters[0].life - 3),
                                     before.fighters[1]))
    assert table_view(after, previous=before).fighters[0].life_change == -3
    assert table_view(after).fighters[0].life_change == 0
    assert table_view(after, previous=after).fighters[0].life_change == 0
    assert table_view(after, previous=before).fighters[0].life_change == -3


def test_the_why_ledger_of_a_changed_state_is_its_own():
    before = play(duel("eligor", "shekhtur"))
    assert table_view(before).fighters[0].life_why.shown == before.fighters[0].life
    after = evolve(before, fighters=(evolve(before.fighters[0], life=17),
                                     before.fighters[1]))
    ledger = table_view(after).fighters[0].life_why
    assert ledger.shown == 17
    assert sum(line.amount for line in ledger.lines) == 17


def test_the_beats_notes_of_a_later_state_include_its_new_notes():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike", "1|set|Jugular|Drive")
    earlier = beats_log(state)
    later = play(state, "0|pass||", "1|pass||")
    assert sum(len(n) for _, n in beats_log(later)) > sum(len(n) for _, n in earlier)
    assert beats_log(state) == earlier


def test_a_state_shown_with_its_previous_state_does_not_keep_that_state_alive():
    before = play(duel("eligor", "shekhtur"))
    after = play(before, "0|set|Counter|Strike", "1|set|Jugular|Drive", "0|pass||", "1|pass||")
    assert table_view(after, previous=before) is table_view(after, 0, previous=before)
    gone = weakref.ref(before)
    del before
    gc.collect()
    assert gone() is None
    assert table_view(after).fighters[0].life_change == 0
