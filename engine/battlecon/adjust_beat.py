"""Corrections by hand of what happens in the beat (issue 19, items 8 and 12).

A card effect the engine shows as a prompt may stun, change a stat for the beat, make an attack
hit or miss or make it again, give the Active Player status or move a standup. The table
enters the result here (`adjust.apply_adjust` sends these fields on), so that what the rules
compute next (the order of attacks, reach, damage, stun) starts from it. Each is a logged
``adjust`` decision, replayed and undone like any other; the words for the history are in
`assistant.correction_words`. The fields (`correction_kinds.KINDS` names them):

- ``stun``: 1 stuns the fighter (as an effect's stun: "when stunned" triggers fire; refused
  while the fighter has Stun Immunity), 0 takes the stun back (000 "Guard & Stun");
- ``stun_immunity``: 1 gives, 0 takes away Stun Immunity for the rest of the beat, whatever
  the cards say (000 "Guard & Stun"; docs/rulings.md 99);
- ``mod:STAT`` (``power``, ``priority``, ``range``, ``guard``, ``armor``; ``soak`` is the
  classic name of armor): a signed modifier of the fighter's attack pair for the rest of the
  beat, shown as "by hand" in the stat's breakdown; it replaces any earlier one of that stat,
  0 takes it away; gone at Recycle like every bonus of the beat (000 "Attack Pairs"); refused
  while the stat ignores modifiers (000 "Other Effects": Fixed Stat, N/A, Stat becomes X);
- ``hit``: 1 the current attack hits, 0 it misses: entered before its range check, it replaces
  that check; after a hit and before its damage, a miss goes straight to After; a miss turned
  into a hit before any After trigger goes to its Hit triggers (000 "Attack"; ruling 100);
- ``repeat``: 1 the attack is made again after its After triggers (or, at End of Beat, at
  once, then End of Beat goes on), as a card that repeats an attack does; 0 takes that back
  (000 "Attack");
- ``active``: 1, the fighter becomes the Active Player (a team battle: its team
  holds the Active status and it attacks first); before the priorities are compared, the
  comparison keeps it (000 "Reveal Step", "Team Reveal + Priority"; ruling 101);
- ``move``: the fighter's standup moves to that free space and it counts as movement: moved
  this beat, passed the opponent, ended adjacent, "when the opponent moves" triggers, as the
  engine's own movement (000 "Movement": "has moved" considers all movement; ruling 28).
  ``space`` (`adjust`) is a mistake fixed and counts as none of these.
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from .actions import move_to, position_key, stun
from .attack_pair import BY_HAND, hand_mod, pair_stats
from .effects import distance
from .errors import InvalidInput, RuleViolation
from .passives import stun_immune
from .state import GameState, Mod, Phase
from .state import evolve as replace

#: The rule a correction by hand cites (no rule covers it: the players' agreement).
RULE = "a correction by hand (the players' agreement)"

# The notes of these corrections (no rule decides them; a move by hand cites 000 "Movement",
# which makes it count as movement); each names the fighter's seat and short name.
_STUN_BACK = note_kind("stun_taken_back_by_hand", "",
                       "{name}'s stun is taken back by hand: {name} is not stunned")
_IMMUNITY = note_kind("stun_immunity_by_hand", "", lambda v: (
    f"{v['name']} {'has' if v['immune'] else 'loses'} Stun Immunity this beat (by hand)"))
_MOD_GONE = note_kind("modifier_by_hand_taken_away", "",
                      "{name}'s {word} modifier by hand is taken away")
_MOD = note_kind("modifier_by_hand", "", "{name}: {word} {value:+d} this beat, by hand")
_VERDICT = note_kind("hit_by_hand_before_range", "", lambda v: (
    f"{v['name']}'s attack {'hits' if v['hit'] else 'misses'} by hand: its range is not "
    "checked"))
_HIT = note_kind("attack_verdict_by_hand", "", lambda v: (
    f"{v['name']}'s attack {'hits' if v['hit'] else 'misses'}: a correction by hand"))
_NO_REPEAT = note_kind("repeat_taken_back_by_hand", "",
                       "{name}'s attack is not made again after all (by hand)")
_REPEAT = note_kind("repeat_by_hand", "", "{name}'s attack is to be made again (by hand)")
_ACTIVE = note_kind("active_by_hand", "",
                    "{name} is the Active Player: a correction by hand")
_MOVE = note_kind("move_by_hand", '000 "Movement"',
                  '{name} moves by hand: space {before} -> {after} (it counts as movement, '
                  '000 "Movement")')
#: The fields handled here besides ``mod:STAT``.
FIELDS = ("stun", "stun_immunity", "hit", "repeat", "active", "move")
#: The stats a ``mod:`` correction changes -> the `Mod` kind it adds (classic Soak is armor).
STATS = {"power": "power", "priority": "priority", "range": "range", "guard": "guard",
         "armor": "armor", "soak": "armor"}
#: The largest modifier by hand, either sign (points or spaces).
MOD_LIMIT = 20
#: The fields after which the beat goes on at once (`beat.apply`): a hit or miss moves the
#: attack on, a stun or a move may open in-time triggers, a repeat at End of Beat starts.
GOES_ON = ("stun", "move", "hit", "repeat")
# The steps of an attack at which its hit or miss may be said by hand.
_BEFORE_RANGE = ("before", "range")
_HIT_NO_DAMAGE = ("hit", "when_hit")


def handles(field: str) -> bool:
    """True when ``field`` is one of this module's (`FIELDS`, or ``mod:STAT``)."""
    return field in FIELDS or field.startswith("mod:")


def goes_on(field: str) -> bool:
    """True when the beat runs on at once after a correction of ``field`` (`GOES_ON`)."""
    return field in GOES_ON


def apply_beat_adjust(state: GameState, seat: int, field: str, value: int) -> GameState:
    """Carry out a correction by hand of ``field`` (see the module doc) for ``seat``, whose
    fighter is on the board, with ``value`` (a whole number already read).

    Raises:
        InvalidInput: a value outside the field's (stun 0/1, a modifier past ±20, a space
            off the board, a seat that is not on the board), or an unknown ``mod:`` stat.
        RuleViolation: the rules refuse it now (a stun on a stun-immune fighter, a hit when
            no attack is being made, the Active Player changed during the attacks...).
    """
    if field.startswith("mod:"):
        return _modifier(state, seat, field.removeprefix("mod:"), value)
    return _HANDLERS[field](state, seat, value)


def active_by_hand(state: GameState) -> int | None:
    """The seat a correction by hand made the Active Player before the priorities were
    compared this beat, which the comparison keeps (ruling 101); None when there is none."""
    for seat in range(len(state.fighters)):
        if hand_mod(state, seat, "active") is not None:
            return seat
    return None


def put_first(state: GameState, seat: int) -> GameState:
    """``seat`` becomes the Active Player: in a team battle it also attacks first, the others
    keeping this beat's priority order (000 "Team Reveal + Priority")."""
    turns = state.turns and (seat,) + tuple(s for s in state.turns if s != seat)
    return replace(state, active=seat, turns=turns)


def _flag(value: int, how: str) -> bool:
    if value not in (0, 1):
        raise InvalidInput(how)
    return bool(value)


def _stun(state: GameState, seat: int, value: int) -> GameState:
    who = state.name(seat)
    fighter = state.fighters[seat]
    if _flag(value, "write 1 to stun the fighter, or 0 to take the stun back"):
        if fighter.stunned:
            raise RuleViolation(f"{who} is stunned already", '000 "Guard & Stun"')
        if stun_immune(state, seat):
            raise RuleViolation(f"{who} has Stun Immunity this beat and cannot be stunned; if "
                                "the card says the stun goes through, take the Stun Immunity "
                                "away by hand first", '000 "Guard & Stun"; "Cannot vs. Do"')
        return stun(state, seat, "a correction by hand")
    if not fighter.stunned:
        raise RuleViolation(f"{who} is not stunned: there is no stun to take back",
                            '000 "Guard & Stun"')
    note = Note.of(_STUN_BACK, seat=seat, name=who)
    state = state.with_fighter(seat, stunned=False)
    return state.why(seat, "stun", fighter.damage_taken, str(note), RULE, note=note)


def _set_mod(state: GameState, seat: int, kind: str, value: object) -> GameState:
    """``seat``'s mods with the one set by hand of ``kind`` replaced by ``value`` (none when
    ``value`` is None)."""
    mods = tuple(m for m in state.fighters[seat].mods
                 if not (m.kind == kind and m.source == BY_HAND))
    if value is not None:
        mods += (Mod(kind, value, BY_HAND),)
    return state.with_fighter(seat, mods=mods)


def _immunity(state: GameState, seat: int, value: int) -> GameState:
    flag = _flag(value, "write 1 to give Stun Immunity for this beat, or 0 to take it away")
    state = _set_mod(state, seat, "stun_immunity", flag)
    return state.note(_IMMUNITY, seat=seat, name=state.name(seat), immune=flag)


def stat_word(state: GameState, kind: str) -> str:
    """What the table calls stat ``kind`` (a `STATS` value) under the duel's ruleset."""
    return {"guard": state.rules.guard_word, "armor": state.rules.armor_word}.get(
        kind, kind.capitalize())


def _modifier(state: GameState, seat: int, stat: str, value: int) -> GameState:
    kind = STATS.get(stat)
    if kind is None:
        raise InvalidInput(f"there is no stat {stat[:20]!r} to modify by hand: power, priority, "
                           "range, guard or armor (soak)")
    if not -MOD_LIMIT <= value <= MOD_LIMIT:
        raise InvalidInput(f"a modifier by hand is from -{MOD_LIMIT} to +{MOD_LIMIT}: write the "
                           "change (+2, -1), or 0 to take the modifier away")
    who, word = state.name(seat), stat_word(state, kind)
    if not value and hand_mod(state, seat, kind) is None:
        raise RuleViolation(f"{who} has no {word} modifier by hand to take away; write the "
                            "change (+2, -1)", '000 "Attack Pairs"')
    state = _set_mod(state, seat, kind, ((value, value) if kind == "range" else value)
                     if value else None)
    if not value:
        return state.note(_MOD_GONE, seat=seat, name=who, stat=kind, word=word)
    stat = getattr(pair_stats(state, seat), kind)
    if not any(label == BY_HAND for label, _, _ in stat.parts):  # fixed, N/A, X, "becomes"
        raise RuleViolation(f"{who}'s {word} is {stat} this beat and no modifier changes it "
                            f"({stat.rule}); correct what it leads to (life, stun) by hand "
                            "instead", stat.rule)
    return state.note(_MOD, seat=seat, name=who, stat=kind, word=word, value=value)


def _hit(state: GameState, seat: int, value: int) -> GameState:
    """The current attack hits or misses by hand; `beat.apply` goes on from it."""
    hit = _flag(value, "write 1 if the attack hits, or 0 if it misses")
    cursor = state.cursor
    step = cursor.step
    rule = '000 "Attack"'
    if state.phase != Phase.ATTACK or step == "in_time":
        raise RuleViolation("no attack is being made now (or an in-time trigger is being "
                            "resolved): say whether an attack hits during that attack, from "
                            "its Before triggers to its After triggers", rule)
    attacker = cursor.attacker
    if seat != attacker:
        raise RuleViolation(f"{state.name(attacker)}'s attack is being made now: correct "
                            f"{state.name(attacker)}'s attack", rule)
    who = state.name(seat)
    if step in _BEFORE_RANGE:  # read at the range check, in place of the range
        state = replace(state, cursor=replace(cursor, verdict=hit))
        return state.note(_VERDICT, seat=seat, name=who, hit=hit)
    if cursor.hit == hit:
        raise RuleViolation(f"{who}'s attack {'hits' if hit else 'misses'} already", rule)
    if step in _HIT_NO_DAMAGE:  # hit -> miss before the damage: straight to After
        state = _unhit(state, seat)
    elif step != "after" or cursor.hit or cursor.done or cursor.work is not None:
        raise RuleViolation(f"{who}'s attack has gone past that: its damage is dealt or its "
                            "After triggers are resolved. Undo back to before them, or correct "
                            "life and stun by hand", rule)
    state = replace(state, cursor=replace(state.cursor, verdict=hit))
    note = Note.of(_HIT, seat=seat, name=who, hit=hit)
    return state.why(seat, "hit", distance(state, seat), str(note), RULE, hit=hit, note=note)


def _unhit(state: GameState, seat: int) -> GameState:
    """Take back what the current attack's hit recorded (`beat._resolve_hit`): the attacker
    hit the opponent and the target was hit, unless an earlier attack of this beat did too
    (read from the recorded hits; in a team battle any enemy of the target's)."""
    target = state.foe(seat)
    earlier = [w for w in state.whys if w.beat == state.beat and w.topic == "hit" and w.hit]
    earlier = earlier[:-1]  # the last is this attack's own
    mine = any(w.seat == seat for w in earlier)
    theirs = any(w.seat is not None and state.teams[w.seat] != state.teams[target]
                 for w in earlier)
    state = state.with_fighter(seat, hit_opponent=mine)
    state = state.with_fighter(target, was_hit=theirs)
    return replace(state, cursor=replace(state.cursor, hit=False))


def _repeat(state: GameState, seat: int, value: int) -> GameState:
    again = _flag(value, "write 1 to make the attack again, or 0 to take that back")
    cursor = state.cursor
    who = state.name(seat)
    rule = '000 "Attack"'
    during = state.phase == Phase.ATTACK and cursor.attacker == seat
    at_end = state.phase == Phase.END and cursor.step == "end"
    if not again:
        if not (cursor.repeat and cursor.attacker == seat):
            raise RuleViolation(f"{who}'s attack is not to be made again: nothing to take back",
                                rule)
        state = replace(state, cursor=replace(cursor, repeat=False))
        return state.note(_NO_REPEAT, seat=seat, name=who)
    if not (during or at_end):
        raise RuleViolation(f"{who}'s attack can be made again during that attack or at End "
                            "of Beat (outside an in-time trigger)", rule)
    if cursor.repeat:
        raise RuleViolation(f"{state.name(cursor.attacker)}'s attack is to be made again "
                            "already", rule)
    if state.fighters[seat].stunned:
        raise RuleViolation(f"{who} is stunned: a stunned fighter does not attack; take the "
                            "stun back by hand first if the card says so", '000 "Guard & Stun"')
    state = replace(state, cursor=replace(cursor, repeat=True, attacker=seat))
    return state.note(_REPEAT, seat=seat, name=who)


def _active(state: GameState, seat: int, value: int) -> GameState:
    board = range(len(state.fighters))
    if value != 1:
        raise InvalidInput("write 1 to make this fighter the Active Player")
    value = seat  # the fighter who becomes the Active Player
    rule = '000 "Reveal Step"'
    who = state.name(value)
    if value == state.active:
        raise RuleViolation(f"{who} is the Active Player already", rule)
    if state.phase == Phase.ATTACK:
        raise RuleViolation("the attacks are under way: say who is the Active Player by Start "
                            "of Beat, or at End of Beat (or undo back to before the attacks)",
                            rule)
    if state.phase in (Phase.REVEAL, Phase.CLASH):  # the comparison to come keeps it
        for other in board:
            state = _set_mod(state, other, "active", None)
        state = _set_mod(state, value, "active", True)
    state = put_first(state, value)
    note = Note.of(_ACTIVE, seat=value, name=who)
    return state.why(value, "active", 0, str(note), RULE, note=note)


def _move(state: GameState, seat: int, value: int) -> GameState:
    who = state.name(seat)
    here = state.positions[seat]
    taken = {p for s, p in enumerate(state.positions) if s != seat and p is not None}
    if not 1 <= value <= state.board or value in taken:
        raise RuleViolation(f"space {value} is not a free space of the board (1-{state.board}): "
                            "a standup moves onto an empty space", '000 "Movement"')
    if value == here:
        raise RuleViolation(f"{who} is on space {value} already: write the space the card "
                            "moves them to", '000 "Movement"')
    positions = state.positions[:seat] + (value,) + state.positions[seat + 1:]
    state = state.note(_MOVE, seat=seat, name=who, before=here, after=value)
    return move_to(state, seat, position_key(positions))


_HANDLERS = {"stun": _stun, "stun_immunity": _immunity, "hit": _hit, "repeat": _repeat,
             "active": _active, "move": _move}
