"""Corrections by hand of what happens in the beat (issue 19, items 8 and 12): a stun, Stun
Immunity, a stat modifier, a hit or a miss, an attack made again, the Active Player and a move
entered by hand change what the rules compute next, and undo and replay like any decision.

Two Prompt Testers (tests/data/prompts.yaml) on spaces 3 and 4 unless a test says otherwise:
seat 0 plays Prompting Strike (range 1, power 4, priority 6, guard 5), whose made-up prompt
stops the beat at each timing; seat 1 plays Plain Strike (range 1, power 4, priority 3, guard
5). Without a correction seat 0 hits first for 4 and seat 1 hits back for 4: life 16 each.
"""

from __future__ import annotations

import pytest

from assistant.log import DuelLog
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.correction_kinds import KINDS
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput, RuleViolation
from engine.battlecon.replay import replay
from engine.battlecon.ruleset import CLASSIC
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.state import Phase
from tests.conftest import DATA, catalog_with, seat


def _catalog():
    return catalog_with(prompts=(DATA / "prompts.yaml").read_text(encoding="utf-8"))


class Table:
    """One duel of two Prompt Testers, played through a `DuelLog` (as the app plays it)."""

    def __init__(self, pair1=("Plain", "Strike"), space1: int = 4, seats: int = 2,
                 edition: str = "4th", pair0=("Prompting", "Strike")):
        catalog = _catalog()
        teams = {2: (0, 1), 4: (0, 1, 0, 1)}[seats]
        self.log = DuelLog(DuelSetup(tuple(suggested_seat("prompts", catalog, edition)
                                           for _ in range(seats)), teams=teams,
                                     edition=edition), catalog)
        if seats == 2:
            self.play(adjust_decision(1, "space", space1), Decision(0, "set", *pair0),
                      Decision(1, "set", *pair1), Decision(0, "pass"), Decision(1, "pass"))

    @property
    def state(self):
        return self.log.state

    def play(self, *decisions: Decision) -> Table:
        for decision in decisions:
            self.log.play(decision)
        return self

    def fix(self, seat_: int, field: str, value) -> Table:
        """A correction by hand."""
        return self.play(adjust_decision(seat_, field, value))

    def until(self, step: str, attacker: int | None = None) -> Table:
        """Take the first option until the beat stands at ``step`` (of ``attacker``'s attack)."""
        while not (self.state.cursor.step == step and attacker in (None,
                                                                   self.state.cursor.attacker)):
            assert self.state.beat == 1, f"the beat ended before {step}"
            self.play(pending(self.state).options[0])
        return self

    def finish(self) -> Table:
        """Take the first option until the beat is over."""
        while self.state.beat == 1 and self.state.outcome is None:
            self.play(pending(self.state).options[0])
        return self

    @property
    def lives(self) -> tuple[int, ...]:
        return tuple(f.life for f in self.state.fighters)


def test_without_a_correction_both_strikes_hit_for_four():
    assert Table().finish().lives == (16, 16)


# ------------------------------------------------------------------ stun and Stun Immunity


def test_a_fighter_stunned_by_hand_does_not_attack():
    table = Table().until("start").fix(1, "stun", 1).finish()
    assert table.lives == (20, 16)


def test_a_stun_taken_back_by_hand_lets_the_fighter_attack():
    # +2 Power makes seat 0's hit 6 > guard 5: seat 1 is stunned; the table takes it back.
    table = Table().until("start").fix(0, "mod:power", 2).until("after", 0)
    assert table.state.fighters[1].stunned
    table.fix(1, "stun", 0).finish()
    assert table.lives == (16, 14)


def test_stun_immunity_given_by_hand_keeps_damage_from_stunning():
    table = Table().until("start").fix(0, "mod:power", 2).fix(1, "stun_immunity", 1).finish()
    assert table.lives == (16, 14)


def test_stun_immunity_taken_away_by_hand_lets_damage_stun_a_fighter_whose_card_gives_it():
    immune = Table(pair1=("Steeled", "Strike")).until("start").fix(0, "mod:power", 2)
    assert pair_stats(immune.state, 1).stun_immune
    taken = Table(pair1=("Steeled", "Strike")).until("start").fix(0, "mod:power", 2)
    taken.fix(1, "stun_immunity", 0)
    assert not pair_stats(taken.state, 1).stun_immune
    assert immune.finish().lives == (16, 14)
    assert taken.finish().lives == (20, 14)


def test_a_stun_by_hand_on_a_stun_immune_fighter_is_refused():
    table = Table(pair1=("Steeled", "Strike")).until("start")
    with pytest.raises(RuleViolation, match="Stun Immunity"):
        table.fix(1, "stun", 1)
    with pytest.raises(RuleViolation):
        table.fix(1, "stun", 0)  # not stunned: nothing to take back
    with pytest.raises(InvalidInput):
        table.fix(1, "stun", 2)


# ------------------------------------------------------------------ modifiers of the beat


def test_power_by_hand_changes_the_damage_and_shows_as_by_hand():
    table = Table().until("start").fix(0, "mod:power", 2)
    power = pair_stats(table.state, 0).power
    assert power.lo == 6 and ("by hand", 2, 2) in power.parts
    assert "by hand +2" in power.explain()
    assert table.finish().lives == (20, 14)  # 6 > guard 5: seat 1 is stunned, no attack back


def test_a_modifier_by_hand_replaces_the_earlier_one_and_zero_takes_it_away():
    table = Table().until("start").fix(0, "mod:power", 2).fix(0, "mod:power", 1)
    assert pair_stats(table.state, 0).power.lo == 5
    table.fix(0, "mod:power", 0)
    assert pair_stats(table.state, 0).power.lo == 4
    with pytest.raises(RuleViolation):
        table.fix(0, "mod:power", 0)  # nothing left to take away
    with pytest.raises(InvalidInput):
        table.fix(0, "mod:power", 21)
    with pytest.raises(InvalidInput):
        table.fix(0, "mod:speed", 1)


def test_a_modifier_by_hand_of_a_fixed_stat_is_refused():
    # Fixed Strike: power 5* (000 "Other Effects": Fixed Stat ignores every modifier).
    table = Table(pair1=("Fixed", "Strike")).until("start")
    with pytest.raises(RuleViolation, match="Fixed Stat"):
        table.fix(1, "mod:power", 2)
    assert pair_stats(table.state, 1).power.lo == 5
    table.fix(1, "mod:priority", 2)  # its other stats take modifiers
    assert pair_stats(table.state, 1).priority.lo == 5


def test_a_modifier_by_hand_is_gone_at_the_end_of_the_beat():
    table = Table().until("start").fix(0, "mod:guard", 3).finish()
    assert table.state.beat == 2
    assert not any(m.source == "by hand" for f in table.state.fighters for m in f.mods)


def test_priority_by_hand_at_reveal_changes_who_is_the_active_player():
    # Prompting Strike 6 against Plain Strike 3: -4 by hand at Reveal makes it 2 against 3.
    table = Table().until("reveal").fix(0, "mod:priority", -4).until("start")
    assert table.state.active == 1


def test_range_by_hand_lets_an_attack_reach_one_space_further():
    far = Table(space1=5).finish()
    assert far.lives == (20, 20)  # range 1 against distance 2, both ways
    table = Table(space1=5).until("start").fix(0, "mod:range", 1).finish()
    assert table.lives == (20, 16)


def test_guard_by_hand_keeps_a_hit_from_stunning():
    table = Table().until("start").fix(0, "mod:power", 2).fix(1, "mod:guard", 1).finish()
    assert table.lives == (16, 14)  # 6 damage against guard 6: no stun, seat 1 hits back


def test_armor_by_hand_takes_off_damage():
    table = Table().until("start").fix(1, "mod:armor", 3).finish()
    assert table.lives == (16, 19)


def test_soak_by_hand_under_the_classic_rules_takes_off_damage_from_every_hit():
    # Seat 0's Strike hits twice (made again by hand): 4 - 2 twice under the classic rules,
    # where Soak is never used up (002 "Soak"); Armor 2 of the 4th edition is used up by the
    # first hit: 2 then 4.
    lives = {}
    for edition, space1 in (("classic", 3), ("4th", 4)):  # classic standups start on 2 and 6
        table = Table(edition=edition, space1=space1).until("start").fix(1, "mod:soak", 2)
        assert pair_stats(table.state, 1).armor.parts[-1] == ("by hand", 2, 2)
        lives[edition] = table.until("hit", 0).fix(0, "repeat", 1).finish().lives[1]
    assert Table(edition="classic").state.rules == CLASSIC
    assert lives == {"classic": 16, "4th": 14}


# ------------------------------------------------------------------ hit or miss


def test_a_miss_by_hand_before_the_range_check_skips_hit_and_damage():
    table = Table().until("before", 0).fix(0, "hit", 0)
    prompts = []
    while table.state.cursor.attacker == 0 and table.state.phase == Phase.ATTACK:
        prompts += [d.a for d in pending(table.state).options]
        table.play(pending(table.state).options[0])
    assert "style:Prompter#3" not in prompts  # the Hit prompt never came
    assert not table.state.fighters[0].hit_opponent
    assert table.finish().lives == (16, 20)


def test_a_hit_by_hand_makes_an_attack_out_of_range_hit():
    table = Table(space1=6).until("before", 0).fix(0, "hit", 1).finish()
    assert table.lives == (20, 16)


def test_a_miss_by_hand_after_the_hit_and_before_the_damage_goes_straight_to_after():
    table = Table().until("hit", 0).fix(0, "hit", 0)
    assert table.state.cursor.step == "after"
    assert not table.state.fighters[0].hit_opponent and not table.state.fighters[1].was_hit
    assert table.finish().lives == (16, 20)


def test_a_miss_turned_into_a_hit_at_after_goes_on_to_the_hit_and_the_damage():
    table = Table(space1=5).until("after", 0).fix(0, "hit", 1)
    assert table.state.cursor.step == "hit" and table.state.fighters[1].was_hit
    assert table.finish().lives == (20, 16)


def test_a_miss_by_hand_answers_the_question_of_a_range_x_attack():
    # Prompting Guess: range X that no effect defines, so the app asks whether it hits.
    table = Table(pair0=("Prompting", "Guess")).until("range", 0)
    assert pending(table.state).prompt.startswith("Does the attack hit?")
    table.fix(0, "hit", 0)
    assert table.state.cursor.step != "range"
    assert table.finish().lives == (16, 20)


def test_a_hit_or_miss_by_hand_is_refused_outside_the_attack_or_for_another_fighter():
    table = Table()
    with pytest.raises(RuleViolation):
        table.fix(0, "hit", 1)  # Start of Beat: no attack yet... (the Reveal step here)
    table.until("before", 0)
    with pytest.raises(RuleViolation, match="Prompter's attack"):
        table.fix(1, "hit", 1)
    table.until("after", 0)
    with pytest.raises(RuleViolation):
        table.fix(0, "hit", 0)  # the damage is dealt already


# ------------------------------------------------------------------ the attack made again


def test_an_attack_made_again_by_hand_hits_twice():
    # 4 + 4 = 8 damage this beat exceeds guard 5: seat 1 is stunned by the second hit.
    table = Table().until("hit", 0).fix(0, "repeat", 1).finish()
    assert table.lives == (20, 12)


def test_an_attack_made_again_by_hand_at_end_of_beat_is_made_at_once():
    table = Table().until("end").fix(0, "repeat", 1)
    assert table.state.phase == Phase.ATTACK and table.state.cursor.attacker == 0
    assert table.finish().lives == (16, 12)


def test_an_attack_made_again_by_hand_can_be_taken_back_and_is_refused_before_the_attacks():
    table = Table()
    with pytest.raises(RuleViolation):
        table.fix(0, "repeat", 1)
    table.until("hit", 0).fix(0, "repeat", 1).fix(0, "repeat", 0)
    assert table.finish().lives == (16, 16)


# ------------------------------------------------------------------ the Active Player


def test_the_active_player_by_hand_at_start_of_beat_attacks_first():
    # Seat 1's Heavy Strike: power 7 stuns seat 0 (guard 5) before seat 0 can attack.
    assert Table(pair1=("Heavy", "Strike")).finish().lives == (13, 16)
    table = Table(pair1=("Heavy", "Strike")).until("start").fix(1, "active", 1).finish()
    assert table.lives == (13, 20)


def test_the_active_player_by_hand_at_reveal_is_kept_by_the_priority_comparison():
    table = Table(pair1=("Heavy", "Strike")).until("reveal").fix(1, "active", 1)
    table.until("start")
    assert table.state.active == 1  # priority 6 against 3 would have made seat 0 Active
    assert table.finish().lives == (13, 20)


def test_the_active_player_by_hand_is_refused_during_the_attacks():
    table = Table().until("before", 0)
    with pytest.raises(RuleViolation):
        table.fix(1, "active", 1)
    with pytest.raises(RuleViolation):
        Table().until("start").fix(0, "active", 1)  # already the Active Player
    with pytest.raises(InvalidInput):
        Table().until("start").fix(0, "active", 7)


def test_in_a_team_battle_the_active_player_by_hand_attacks_first_and_the_rest_by_priority():
    table = Table(seats=4)
    pairs = (("Prompting", "Strike"), ("Plain", "Shot"), ("Plain", "Strike"), ("Heavy", "Drive"))
    table.play(*(Decision(s, "set", *pair) for s, pair in enumerate(pairs)))
    table.until("reveal").fix(3, "active", 1)
    while table.state.phase in (Phase.REVEAL, Phase.ANTE):
        table.play(pending(table.state).options[0])
    # Priorities 6, 2, 3, 4: seat 3 first by hand, then 0, 2, 1.
    assert table.state.active == 3 and table.state.turns == (3, 0, 2, 1)


# ------------------------------------------------------------------ movement


def test_a_move_by_hand_sets_off_when_the_opponent_moves_triggers():
    # Alumis's Shadow slides "whenever the opponent moves" (000 "In-Time Triggers"): on 5
    # under Eligor, who is moved by hand to 7, it follows to 6. A standup put back on a
    # space (not a movement) sets off nothing: the Shadow stays on 5.
    state = new_duel(DuelSetup((seat("alumis"), seat("eligor"))))
    state = apply(state, adjust_decision(0, "marker:0", 5))
    moved = apply(state, adjust_decision(1, "move", 7))
    assert moved.fighters[0].markers == (6,)
    fixed = apply(state, adjust_decision(1, "space", 7))
    assert fixed.fighters[0].markers == (5,)


def test_a_move_by_hand_onto_a_standup_or_off_the_board_is_refused():
    table = Table()
    for space in (3, 0, 8):
        with pytest.raises(RuleViolation):
            table.fix(1, "move", space)
    with pytest.raises(RuleViolation):
        table.fix(1, "move", 4)  # where it stands already


# ------------------------------------------------------------------ undo, replay, vocabulary


CASES = [("stun", 1, 1, "start"), ("stun_immunity", 1, 1, "start"), ("mod:power", 0, 2, "start"),
         ("mod:priority", 0, -4, "reveal"), ("mod:range", 0, 1, "start"),
         ("mod:guard", 1, 2, "start"), ("mod:armor", 1, 3, "start"), ("hit", 0, 0, "before"),
         ("repeat", 0, 1, "hit"), ("active", 1, 1, "start"), ("move", 1, 2, "start")]


@pytest.mark.parametrize(("field", "who", "value", "step"), CASES)
def test_each_correction_of_the_beat_undoes_and_replays(field, who, value, step):
    table = Table().until(step)
    before = table.state
    table.fix(who, field, value)
    log = table.log
    seq, after = log.in_force[-1].seq, table.state
    assert after != before
    table.finish()
    assert log.in_force[-1].seq > seq  # the beat went on after the correction
    assert replay(log.setup, [e.decision for e in log.in_force], log.catalog) == table.state
    log.back_to(seq)  # "back to here": what followed is taken back, the correction kept
    assert log.state == after
    log.undo()
    assert log.state == before


def test_every_kind_of_correction_but_moving_a_card_is_carried_out_by_the_engine():
    # The kind "cards" (move a card by hand) is another module's; "none" enters nothing.
    table = Table().until("start")
    for kind in KINDS.values():
        if kind.name in ("cards", "none"):
            continue
        field = kind.field + {"token:": "Nothing", "marker:": "0", "form:": "Nothing",
                              "special:": "Nothing", "cards:": "Nothing:pair"}.get(kind.field, "")
        try:
            apply(table.state, adjust_decision(0, field, 1))
        except (InvalidInput, RuleViolation) as error:
            assert "cannot set" not in str(error), kind.name
