"""What the table sees: hidden pairs, prompts, movement boards, the trigger checklist."""

from dataclasses import replace

from beat_helpers import choose
from conftest import DATA, catalog_with, duel, play
from fighter_helpers import play_beat, set_and_ante, set_only, start, until_choice

from assistant.views import (
    beats_log,
    describe,
    fighter_view,
    outcome_text,
    prompt_view,
    table_view,
)
from engine.battlecon.beat import apply
from engine.battlecon.decisions import Decision
from engine.battlecon.state import Outcome


def test_a_face_down_pair_is_hidden_from_the_table_until_reveal():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike")
    assert table_view(state).fighters[0].pair == "set face-down"
    assert table_view(state, viewer=0).fighters[0].pair == "Counter Strike"


def test_on_one_phone_the_second_player_is_asked_for_after_a_handover():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike")
    assert prompt_view(state).handover == 1
    handed = prompt_view(state, handed_to=1)
    assert handed.handover is None
    assert all(c.decision.startswith("1|set|") for c in handed.choices)


def test_a_movement_choice_shows_the_board_it_would_leave():
    # Shekhtur's Jugular Drive (priority 6) is Active; Drive's Before advance 1 or 2 from
    # space 5 toward Eligor on 3: to 4, or hopping Eligor to 2.
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike", "1|set|Jugular|Drive",
                 "0|pass||", "1|pass||")
    boards = [c.board for c in prompt_view(state).choices]
    assert ("", "", "El", "Sh", "", "", "") in boards
    assert ("", "Sh", "El", "", "", "", "") in boards


def test_each_amount_of_an_up_to_advance_is_a_button_with_its_spaces_and_board():
    # Spiral's Before "advance up to 3" for Shekhtur on 3 next to Eligor on 4 (docs/rulings.md
    # 5, 002 "Movement"): one button per amount, 3 down to 0, each naming the amount and the
    # space it ends on, with the board it leaves; the history says where the standups went.
    state = set_and_ante(start("shekhtur", "eligor", positions=(3, 4)), ("Spiral", "Strike"),
                         ("Retribution", "Shot"))
    state = until_choice(state, "style:Spiral#0")
    choices = prompt_view(state).choices
    assert [c.label.partition(":")[0] for c in choices] == [
        "Advance 3", "Advance 2", "Advance 1", "Advance 0"]
    assert [c.label.partition(": ")[2].split(" ")[:3] for c in choices] == [
        ["to", "space", "7"], ["to", "space", "6"], ["to", "space", "5"],
        ["stay", "on", "space"]]
    assert [c.board.index("Sh") + 1 for c in choices] == [7, 6, 5, 3]
    picked = Decision.parse(choices[2].decision)
    assert describe(state, picked) == ("Shekhtur chooses where the standups go: Shekhtur on "
                                       "space 5, Eligor on space 4")


def test_the_trigger_checklist_lists_the_timing_in_rule_order():
    # Reveal window with Eligor (Active on the first beat) at 7 life holding Switch: its
    # optional Finisher trigger waits; Shekhtur's Jugular has no Reveal trigger.
    state = duel("eligor", "shekhtur").with_fighter(0, life=7)
    state = play(state, "0|set|Switch|Strike", "1|set|Jugular|Strike", "0|pass||", "1|pass||")
    assert state.cursor.step == "reveal"
    assert ("Eligor: Switch", "to do") in prompt_view(state).checklist


def test_the_rule_notes_are_grouped_by_beat_newest_first():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike", "1|set|Spiral|Shot",
                 "0|pass||", "1|pass||", "1|choose|style:Spiral#0|3,1")
    beats = beats_log(state)
    assert [number for number, _ in beats] == [1]
    assert state.notes[0].kind == "first_active_player"
    assert beats[0][1][0] == str(state.notes[0])
    assert beats[0][1][-1] == "Recycle: beat 1 ends"


def test_on_their_own_phone_a_player_sees_only_their_own_decisions():
    state = duel("eligor", "shekhtur")
    mine = prompt_view(state, shared_phone=False, viewer=1)
    assert mine.choices and all(c.decision.startswith("1|set|") for c in mine.choices)


def test_a_player_who_locked_in_waits_and_may_still_change_their_pair():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike")
    waiting = prompt_view(state, shared_phone=False, viewer=0)
    assert waiting.title.startswith("Locked in: Counter Strike. Waiting for Shekhtur")
    assert "0|set|Martial|Drive" in [c.decision for c in waiting.choices]
    assert "0|set|Counter|Strike" not in [c.decision for c in waiting.choices]
    other = prompt_view(state, shared_phone=False, viewer=1)
    assert other.choices and "Counter" not in other.title


def test_a_player_not_to_decide_is_told_whom_the_table_waits_for():
    state = play(duel("eligor", "shekhtur"), "0|set|Counter|Strike", "1|set|Jugular|Shot")
    title = prompt_view(state, shared_phone=False, viewer=1).title
    assert title == "Waiting for Eligor: ante or pass"


def test_an_in_time_window_lists_the_interrupted_fighters_triggers_for_its_event():
    # The vocabulary tester lays its Snap Trap and plays Gloating Shot against Plain Drive at
    # 2 and 5: Drive's advance to 3 ends next to seat 0 and interrupts the beat (000 "In-Time
    # Triggers"); the checklist shows seat 0's trap as to do, and nothing of Drive's timing.
    catalog = catalog_with(tester=(DATA / "vocab.yaml").read_text(encoding="utf-8"))
    state = replace(start("tester", "tester", catalog=catalog), positions=(2, 5))
    state = set_and_ante(state, ("Gloating", "Shot"), ("Plain", "Drive"),
                         antes=((0, "Lay a snare", "Snap Trap"),))
    state = choose(until_choice(state, "base:Drive#0"), "2,3")
    assert state.cursor.step == "in_time"
    checklist = prompt_view(state).checklist
    assert [line for line in checklist if line[1] == "to do"] == [("Tester: Snap Trap",
                                                                   "to do")]
    assert not any("Drive" in label for label, _ in checklist)


def test_each_way_a_duel_ends_is_told_in_words():
    state = duel("eligor", "shekhtur")
    told = {reason: outcome_text(replace(state, outcome=Outcome(reason, 1, why)))
            for reason, why in (("knockout", ""), ("time_over", ""), ("time_over_tie", ""),
                                ("eliminated", "Eligor is defeated by a card"))}
    assert told["knockout"] == "Shekhtur wins: Eligor's life fell to 0"
    assert told["time_over"] == "Shekhtur wins on time over with more life"
    assert "equal life goes to the Reactive Player" in told["time_over_tie"]
    assert told["eliminated"] == 'Shekhtur wins: Eligor is defeated by a card (000 "Defeat")'


def test_counters_on_cards_show_where_they_lie_and_the_token_line_counts_the_pool():
    # As in tests/fighters/test_kajia.py: Stinging hits Eligor and his Retribution moves him to
    # Kajia's other side: 2 Insects ride his pair onto discard pile 1; Kajia's pool 10 - 2 = 8.
    state = play_beat(start("kajia", "eligor", positions=(3, 4)),
                      ("Stinging", "Strike"), ("Retribution", "Shot"))
    view = fighter_view(state, 0, None)
    assert view.on_cards == (("Insect", "on Eligor's cards", 0, 2, 0),)
    assert ("Insect", 8, 10, "Insect (pool)") in view.tokens
    assert fighter_view(state, 1, None).on_cards == ()


def test_the_disparity_is_shown_only_for_a_fighter_whose_cards_read_it():
    # Lymn's Maddening Strike (priority 3 + 0 = 3) against Eligor's Vengeful Drive (4 + 0 = 4),
    # read when Drive asks how far to advance: Disparity 4 - 3 = 1 on Lymn's panel only.
    state = set_and_ante(start("lymn", "eligor", positions=(3, 5)), ("Maddening", "Strike"),
                         ("Vengeful", "Drive"))
    assert state.beat == 1
    assert fighter_view(state, 0, None).disparity == 1
    assert fighter_view(state, 1, None).disparity is None


def test_an_ante_that_asks_a_choice_is_titled_by_that_choice_not_ante_or_pass():
    # The vocabulary tester antes Sidestep (a move of 1 or 2 either way) in the Ante Phase: the
    # prompt names the movement, and lists no Overloads as unavailable.
    catalog = catalog_with(tester=(DATA / "vocab.yaml").read_text(encoding="utf-8"))
    state = replace(start("tester", "tester", catalog=catalog), positions=(3, 5))
    state = set_only(state, ("Plain", "Strike"), ("Idle", "Shot"))
    state = apply(state, Decision(0, "ante", "Sidestep"))
    prompt = prompt_view(state)
    assert "Ante or pass" not in prompt.title
    assert "move" in prompt.title.lower()
    assert prompt.unavailable == ()
    assert {c.decision for c in prompt.choices} == {
        "0|choose|ante:Sidestep#0|1,5", "0|choose|ante:Sidestep#0|2,5",
        "0|choose|ante:Sidestep#0|4,5", "0|choose|ante:Sidestep#0|6,5"}
