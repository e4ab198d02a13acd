"""Corrections by hand: the real cards on the table rule (issue "The table companion").

An ``adjust`` decision sets one number to what the table says, at any moment, and is logged
like any other decision so that undo and replay keep working. What can be set:

- ``life``: life points, 0 to the fighter's starting life; 0 or less ends the duel as a
  knockout (000 "Defeat");
- ``force``: Force counters 0 to 10; counters come from the Force pool (or the box once the pool
  is empty) and go back to the pool, so the Force total stays accounted for (000 "Force");
- ``space``: the fighter's standup, on a free space 1..7 (000 "Standups");
- ``token:NAME``: tokens of that kind in the supply, moved from or to depletion, 0 to the number
  the fighter owns and never above the unique ability's limit (000 "Tokens & Counters");
- ``marker:N``: the fighter's N-th marker (from 0, in `Kit.marker_names` order) to space 1..7,
  or 0 to take it off the board (000 "Markers": markers do not block standups);
- ``form:NAME``: the fighter takes that form (value 1) (000 "Forms").
- ``special:NAME``: 1 turns that special card face-up (active), 0 face-down (inactive)
  (000 "Special Cards").
- ``cards:NAME:PLACE``: the fighter's counters NAME that lie on cards, on PLACE (``pair``,
  ``discard1``, ``discard2``), taken from or given back to the pool (`counters`).
- ``stun``, ``stun_immunity``, ``mod:STAT``, ``hit``, ``repeat``, ``active``, ``move``: what
  happens in the beat (`adjust_beat`).
- ``card:NAME``: the fighter's style or base NAME moved to the place the value says: 0 hand,
  1 discard pile 1, 2 discard pile 2, 3 with the attack pair, 4 out of the duel
  (`adjust_cards`).

`FIELDS` lists every field (or prefix, ending in ``:``) `apply_adjust` carries out: the
report and the page read it to know which kinds of correction exist (`correction_kinds`).
"""

from __future__ import annotations

from engine.notes import Note, note_kind
from engine.numbers import whole_number

from . import adjust_beat
from . import force as frc
from .adjust_cards import move_card
from .counters import set_by_hand
from .decisions import Decision
from .errors import InvalidInput, RuleViolation
from .state import GameState, Outcome, Phase
from .state import evolve as replace
from .teams import defeat_fallen

_BY_HAND = "a correction by hand (the players' agreement)"

# The notes of a correction by hand (no rule decides them, but 000 "Defeat" decides a
# knockout; each names the fighter's seat and short name; a marker's space is None off the
# board).
_LIFE = note_kind("life_by_hand", "", "{name}'s life set by hand: {before} -> {after}")
_KNOCKED_OUT = note_kind("knocked_out_by_hand", '000 "Defeat"',
                         '{name} is knocked out (000 "Defeat")')
_FORCE = note_kind("force_by_hand", "",
                   "{name}'s Force set by hand: {before} -> {after} (pool {pool})")
_SPACE = note_kind("space_by_hand", "",
                   "{name}'s standup moved by hand: space {before} -> {after}")
_TOKENS = note_kind("tokens_by_hand", "",
                    "{name}'s {token} tokens set by hand: {before} -> {after}")
_MARKER = note_kind("marker_by_hand", "", lambda v: (
    f"{v['name']}'s {v['marker']} marker moved by hand: "
    + (f"space {v['space']}" if v["space"] else "off the board")))
_MARKER_FACE = note_kind("marker_face_by_hand", "", lambda v: (
    f"{v['name']}'s {v['marker']} marker turned face {'up' if v['up'] else 'down'} by hand"))
_FORM = note_kind("form_by_hand", "", "{name} takes {form} by hand")
_SPECIAL_WORDS = {0: "face-down", 1: "face-up (active)", 2: "out of the game"}
_SPECIAL = note_kind("special_card_by_hand", '000 "Special Cards"', lambda v: (
    f"{v['name']}'s {v['card']} turned {_SPECIAL_WORDS[v['place']]} by hand "
    '(000 "Special Cards")'))
#: The largest number set by hand (life, Force, a space, a count), either sign.
MAX_VALUE = 999
FIELDS = ("life", "force", "space", "token:", "marker:", "form:", "special:", "cards:",
          "card:", *adjust_beat.FIELDS, "mod:")


def carries_out(field: str) -> bool:
    """True when `apply_adjust` carries out ``field``, a correction kind's field or prefix
    (`correction_kinds.CorrectionKind.field`): it is in `FIELDS`, or one of their prefixes
    starts it; the empty field (the kind ``none``) needs nothing."""
    return field == "" or any(field == f or (f.endswith(":") and field.startswith(f))
                              for f in FIELDS)


def adjust_decision(seat: int, field: str, value: int) -> Decision:
    """The decision that sets ``field`` of ``seat`` to ``value`` (see the module doc)."""
    return Decision(seat, "adjust", field, str(value))


def apply_adjust(state: GameState, decision: Decision) -> GameState:
    """Set one number by hand and note it.

    Raises:
        InvalidInput: an unknown field, or a value that is not a whole number.
        RuleViolation: a value the rules do not allow (life above starting life, Force above
            10, an occupied or missing space, more tokens than the fighter owns or may hold, a
            card of the attack pair moved, `adjust_cards`).
    """
    seat, field = decision.seat, decision.a
    if not isinstance(seat, int) or not 0 <= seat < len(state.fighters):
        raise InvalidInput(f"seat must be one of 0 to {len(state.fighters) - 1}, not {seat!r}")
    if state.positions[seat] is None:
        raise InvalidInput(f"{state.name(seat)} was defeated: nothing of theirs is in play")
    value = whole_number(decision.b, "the number", -MAX_VALUE, MAX_VALUE)
    if adjust_beat.handles(field):
        return adjust_beat.apply_beat_adjust(state, seat, field, value)
    setter = _SETTERS.get(field)
    if setter is not None:
        return setter(state, seat, value)
    prefix, _, rest = field.partition(":")
    setter = _PREFIXED.get(prefix)
    if setter is not None and rest:
        return setter(state, seat, rest, value)
    raise InvalidInput(f"cannot set {field!r} by hand; use life, force, space, token:NAME, "
                       "marker:N, form:NAME, special:NAME, cards:NAME:PLACE, card:NAME, "
                       "stun, stun_immunity, mod:STAT, hit, repeat, active or move")


def _set_life(state: GameState, seat: int, value: int) -> GameState:
    """``life``: at most the starting life (000 "Other Effects": Regain Life); 0 or less
    defeats that fighter (a duel: the other wins, 000 "Defeat")."""
    who, fighter = state.name(seat), state.fighters[seat]
    start = state.starting_life(seat)
    if value > start:
        raise RuleViolation(f"{who} cannot have more than {start} life",
                            '000 "Other Effects": Regain Life')
    state = state.with_fighter(seat, life=value)
    note = Note.of(_LIFE, seat=seat, name=who, before=fighter.life, after=value)
    state = state.why(seat, "life", value - fighter.life, str(note), _BY_HAND, note=note)
    if value <= 0 and len(state.fighters) > 2:  # only that fighter is defeated
        return defeat_fallen(state)
    if value <= 0:  # a duel: the other seat wins
        state = state.why(1 - seat, "outcome", state.fighters[state.foe(seat)].life,
                          f"{who}'s life was set to {value} by hand: knocked out",
                          '000 "Defeat"', note=Note.of(_KNOCKED_OUT, seat=seat, name=who))
        state = replace(state, phase=Phase.OVER, outcome=Outcome("knockout", 1 - seat))
    return state


def _set_force(state: GameState, seat: int, value: int) -> GameState:
    """``force``: 0 to what the cap leaves (a team shares 20, 000 "Team Force"); the
    difference comes from the pool or goes back to it (000 "Recycle Phase")."""
    who, fighter = state.name(seat), state.fighters[seat]
    most = frc.cap(state) - (frc.held(state, seat) - fighter.force)  # a team shares 20
    if not 0 <= value <= most:
        raise RuleViolation(f"Force is between 0 and {most} here" + (
            "" if len(state.fighters) == 2 else " (the team holds at most "
            f"{frc.cap(state)} in all)"), '000 "Recycle Phase"; "Team Force"')
    delta = value - fighter.force
    from_pool = min(delta, state.pool) if delta > 0 else delta
    from_box = delta - from_pool
    state = replace(state, pool=state.pool - from_pool, box=state.box + from_box)
    state = state.with_fighter(seat, force=value)
    text = f"{who}'s Force set by hand: {fighter.force} -> {value}"
    state = state.why(seat, "force", delta, text, _BY_HAND)
    state = state.why(None, "pool", -from_pool, f"{text} ("
                      + ("taken from" if from_pool > 0 else "back to") + " the pool)",
                      _BY_HAND)
    return state.note(_FORCE, seat=seat, name=who, before=fighter.force, after=value,
                      pool=state.pool)


def _set_space(state: GameState, seat: int, value: int) -> GameState:
    """``space``: the standup put on a free space (a mistake fixed, not a movement; 000
    "Standups": two standups never share a space)."""
    taken = {p for s, p in enumerate(state.positions) if s != seat and p is not None}
    if not 1 <= value <= state.board or value in taken:
        raise RuleViolation(f"space {value} is not a free space of the board "
                            f"(1-{state.board})",
                            '000 "Standups": two standups never share a space')
    positions = state.positions[:seat] + (value,) + state.positions[seat + 1:]
    old = state.positions[seat]
    state = replace(state, positions=positions)
    return state.note(_SPACE, seat=seat, name=state.name(seat), before=old, after=value)


def _set_tokens(state: GameState, seat: int, name: str, value: int) -> GameState:
    """``token:NAME``: 0 to what the fighter owns and may hold, not those on cards (000
    "Tokens & Counters")."""
    who, fighter, kit = state.name(seat), state.fighters[seat], state.kits[seat]
    i = kit.token_index(name)
    spec = kit.tokens[i]
    most = spec.total if spec.limit is None else min(spec.total, spec.limit)
    most = min(most, fighter.supply[i] + fighter.depletion[i])  # not those on cards
    if not 0 <= value <= most:
        raise RuleViolation(f"{who} can hold 0 to {most} {name} tokens",
                            '000 "Tokens & Counters"')
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    moved = value - supply[i]
    supply[i], depletion[i] = value, depletion[i] - moved
    state = state.with_fighter(seat, supply=tuple(supply), depletion=tuple(depletion))
    return state.note(_TOKENS, seat=seat, name=who, token=name, before=value - moved,
                      after=value)


def _set_counters(state: GameState, seat: int, field: str, value: int) -> GameState:
    """``cards:NAME:PLACE``: the counters NAME on a place (`counters.set_by_hand`)."""
    token, _, place = field.rpartition(":")
    return set_by_hand(state, seat, token, place, value)


def _set_marker(state: GameState, seat: int, index: str, value: int) -> GameState:
    """``marker:N``: put marker N on space ``value`` (0: off the board); ``marker:N:face``:
    turn it face up (1) or down (0) (000 "Markers")."""
    names = state.kits[seat].marker_names
    who = state.name(seat)
    index, _, face = index.partition(":")
    if face:
        return _turn_marker(state, seat, index, face, value)
    try:
        i = whole_number(index, "the marker", 0, len(names) - 1)
    except InvalidInput:
        raise InvalidInput(f"{who} has no marker number {index[:20]!r} (markers: "
                           f"{', '.join(names) or 'none'})") from None
    if not 0 <= value <= state.board:
        raise RuleViolation(f"a marker goes on a space 1-{state.board}, or 0 to take it off "
                            "the board", '000 "Markers"')
    markers = list(state.fighters[seat].markers)
    markers[i] = value or None
    state = state.with_fighter(seat, markers=tuple(markers))
    return state.note(_MARKER, seat=seat, name=who, marker=names[i], index=i,
                      space=value or None)


def _turn_marker(state: GameState, seat: int, index: str, face: str,
                 value: int) -> GameState:
    """Turn ``seat``'s marker ``index`` face up (1) or down (0) by hand."""
    names = state.kits[seat].marker_names
    who = state.name(seat)
    if face != "face":
        raise InvalidInput("write marker:N:face to turn a marker over")
    try:
        i = whole_number(index, "the marker", 0, len(names) - 1)
    except InvalidInput:
        raise InvalidInput(f"{who} has no marker number {index[:20]!r} (markers: "
                           f"{', '.join(names) or 'none'})") from None
    if value not in (0, 1):
        raise InvalidInput("write 1 to turn the marker face up, 0 face down")
    fighter = state.fighters[seat]
    if value and fighter.markers[i] is None:
        raise RuleViolation(f"{names[i]} is off the board: put it on a space first",
                            '000 "Markers"')
    up = tuple(j for j in fighter.markers_up if j != i) + ((i,) if value else ())
    state = state.with_fighter(seat, markers_up=tuple(sorted(up)))
    return state.note(_MARKER_FACE, seat=seat, name=who, marker=names[i], index=i,
                      up=bool(value))


def _set_form(state: GameState, seat: int, name: str, value: int) -> GameState:
    forms = state.kits[seat].fighter.unique_ability.card_names("form")
    who = state.name(seat)
    if name not in forms:
        raise InvalidInput(f"{who} has no form {name!r} (forms: {', '.join(forms) or 'none'})")
    if value != 1:
        raise InvalidInput("write 1 to take the form")
    state = state.with_fighter(seat, form=name)
    return state.note(_FORM, seat=seat, name=who, form=name)


def _set_card(state: GameState, seat: int, name: str, value: int) -> GameState:
    """Turn a special card face-up (1, active) or face-down (0), or take it out of the game
    (2); 0 or 1 brings a card taken out by mistake back (000 "Special Cards")."""
    cards = state.kits[seat].fighter.unique_ability.card_names("special")
    who = state.name(seat)
    if name not in cards:
        raise InvalidInput(f"{who} has no special card {name!r} (special cards: "
                           f"{', '.join(cards) or 'none'})")
    if value not in (0, 1, 2):
        raise InvalidInput("write 1 to turn the card face-up (active), 0 face-down, 2 out of "
                           "the game")
    fighter = state.fighters[seat]
    active = set(fighter.active_cards)
    active = active | {name} if value == 1 else active - {name}
    removed = tuple(c for c in fighter.removed if c != name) + ((name,) if value == 2 else ())
    state = state.with_fighter(seat, active_cards=tuple(sorted(active)), removed=removed)
    return state.note(_SPECIAL, seat=seat, name=who, card=name, place=value)


#: The fields set by hand by name, and those named "PREFIX:REST" (the setter gets REST).
_SETTERS = {"life": _set_life, "force": _set_force, "space": _set_space}
_PREFIXED = {"token": _set_tokens, "marker": _set_marker, "form": _set_form,
             "special": _set_card, "cards": _set_counters, "card": move_card}
