"""The table of action kinds: where each kind of the card format (`schema.Action`) is carried
out (000 rulebook, "Other Effects", "Tokens & Counters", "Movement").

`ACTIONS` maps every kind to one home. A function is the handler `apply_simple` calls for an
action that needs no choice; an `Elsewhere` marks a kind another part of the engine carries
out (a choice offered by `actions.action_options`, a `branch` the trigger takes in its place, a
passive value read by the stats) and says where. tests/test_action_table.py checks that every
kind of the card format has exactly one home and every entry is a kind.

A new kind is one line in `ACTIONS` plus, if `apply_simple` carries it out, one handler here:
``handler(state, seat, action, source, spent, moved) -> GameState``, where ``seat`` is the
fighter whose card it is, ``source`` the card or ante named in notes, and ``spent``/``moved``
the tokens spent and spaces moved so far in the same effect (read by ``per`` amounts). A
branch ``if kind == "x": ...`` written in the style of the former if-chain of `apply_simple`
becomes ``def _x(state, seat, action, source, spent, moved): ...`` (its ``foe`` read as
``state.foe(seat)``) and the line ``"x": _x,``. A handler need not note what it changed:
the effect's line in "What happened" compares the table before and after its actions
(`effect_notes`); a note is for a reason or a rule the numbers do not show.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.notes import Note, note_kind

from . import damage as dmg
from . import effect_damage, life_loss
from . import force as frc
from . import markers as mk
from .action_common import Handler, add_mods, stun
from .action_tokens import (
    _ante_token,
    _gain_tokens,
    _lose_tokens,
    _merge_opponent_discards,
    _move_counters,
    _opponent_discards_hand,
    _place_each,
    _remove_each,
    _set_tokens,
    _spend_tokens,
    _take_all,
    _turn_all,
    _turn_markers,
)
from .attack_pair import resolved
from .defeat import eliminate
from .effects import amount_value
from .errors import InvalidInput
from .in_time import happened
from .last_move import that_move_holds
from .passives import has_flag, restricted
from .schema import MOVEMENT_KINDS, OPPONENT_NOW_KINDS, Action
from .set_and_ante import FINISHER_ANTE
from .state import GameState, Mod
from .state import evolve as replace
from .stats import StatValue

# The notes of the action table's handlers ("What happened"; engine/notes.py).
_BECOMES_ACTIVE = note_kind("becomes_active", '000 "Other Effects"',
                            "{name} becomes the Active Player ({source}) and attacks first")
_NO_FINISHER = note_kind("cannot_bring_out_finisher", '000 "Cannot vs. Do"',
                         '{name} cannot bring out a Finisher now (000 "Cannot vs. Do")')
_STYLE_GONE = note_kind(
    "style_gone", '000 "Attack Pairs"',
    lambda v: f"{v['name']}'s style {v['style']} "
              f"{'goes back to hand' if v['to_hand'] else 'counts for nothing'} this beat "
              f"({v['source']}; 000 \"Attack Pairs\")")
_NO_LONGER_STUNNED = note_kind("no_longer_stunned", '000 "Guard & Stun"',
                               "{name} is no longer stunned ({source})")
_TRADE_DUEL_ONLY = note_kind("trade_spaces_duel_only", "",
                             "{source}: trading spaces is carried out in a duel only")
_CANNOT_TRADE = note_kind("cannot_trade_spaces", '000 "Cannot vs. Do"',
                          '{source}: the fighters cannot trade spaces (000 "Cannot vs. Do")')
_TRADE = note_kind("trade_spaces", '000 "Movement"',
                   "{name} and {foe_name} trade spaces ({source}): now on {space} and "
                   '{foe_space} (000 "Movement")')
_NO_DAMAGE = note_kind("attack_damage_prevented", '000 "Other Effects"',
                       "{name}: {source} reduces this attack's damage to 0")
_INFINITE_GUARD = note_kind("infinite_guard", '000 "Guard & Stun"',
                            "{name}: {source} makes Guard infinite against this damage "
                            '(000 "Guard & Stun")')
_NEGATED = note_kind("antes_negated", '000 "Other Effects"',
                     "{source}: what {foe_name} anted this beat does nothing")
_TRADE_PLACES = note_kind("trade_places", '000 "Teleport"',
                          "{name} and {foe_name} trade places ({source}): {name} on {space}, "
                          "{foe_name} on {foe_space}")
_TRADE_LIFE = note_kind("trade_life", '000 "Other Effects"',
                        "{name} and {foe_name} trade life totals ({source}): {life} and "
                        "{foe_life}")
_LIFE_BECOMES = note_kind("life_becomes", '000 "Defeat"',
                          '{name}\'s life becomes {life} ({source}, 000 "Defeat")')

# ---------------------------------------------------------------- what handlers share


def otherwise(state: GameState, seat: int, action: Action, source: str) -> GameState:
    """Carry out an `opponent_discards_token`'s ``otherwise`` actions (no token discarded)."""
    for inner in action.opponent_discards_token.otherwise:
        state = apply_simple(state, seat, inner, source, 0, 0)
    return state


def _capped(asked: int, done: int, why: str) -> tuple[tuple[str, int], ...]:
    """A change's parts when a limit made it smaller than ``asked``: (asked, the cut); ()
    when it was made in full (its one cause says it all)."""
    if done == asked or asked <= 0:
        return ()
    return (("asked", asked), (why, done - asked))


def _mod(state: GameState, seat: int, action: Action, source: str, until: str = "beat", *,
         spent: int = 0, moved: int = 0) -> Mod:
    """The `Mod` a stat action of ``seat``'s card gives (to ``seat`` or, inside `opponent`,
    to the opponent), labelled ``source``; a computed "becomes" is counted now for ``seat``
    and its label says what it counted (docs/rulings.md 97)."""
    if action.kind == "stat_becomes":
        spec, words = resolved(state, seat, action.stat_becomes)
        return Mod("stat_becomes", spec, f"{source} ({words})" if words else source, until)
    return Mod(action.kind, _mod_value(state, seat, action, spent, moved), source, until)


def _mod_value(state: GameState, seat: int, action: Action, spent: int = 0, moved: int = 0):
    kind = action.kind
    if kind in ("power", "priority", "guard", "armor"):
        return amount_value(state, seat, getattr(action, kind), spent, moved)
    if kind == "range":
        value = StatValue.parse(action.range, allow_range=True)
        return (value.lo, value.hi)
    if kind == "range_bonus":
        bonus = action.range_bonus
        return (amount_value(state, seat, bonus.min, spent, moved),
                amount_value(state, seat, bonus.max, spent, moved))
    return getattr(action, kind)


# ---------------------------------------------------------------- stats, flags, restrictions


def _stat_bonus(kind: str) -> Handler:
    """The handler of a stat bonus for this beat (``power``, ``priority``...)."""
    def bonus(state, seat, action, source, spent, moved):
        value = amount_value(state, seat, getattr(action, kind), spent, moved)
        return add_mods(state, seat, Mod(kind, value, source))
    return bonus


def _range(state, seat, action, source, spent, moved):
    return add_mods(state, seat, Mod("range", _mod_value(state, seat, action, spent, moved),
                                     source))


def _stat_becomes(state, seat, action, source, spent, moved):
    # its value now, to apply from now on (docs/rulings.md 97)
    return add_mods(state, seat, _mod(state, seat, action, source))


def _flag(kind: str) -> Handler:
    """The handler of a flag or limit held for the beat, read by `passives` (``avoid``...)."""
    def flag(state, seat, action, source, spent, moved):
        return add_mods(state, seat, Mod(kind, getattr(action, kind), source))
    return flag


def _restriction(kind: str) -> Handler:
    """The handler of a ``cannot`` or ``cannot_enter``, held for its ``duration``."""
    def restriction(state, seat, action, source, spent, moved):
        spec = getattr(action, kind)
        until = {"beat": "beat", "next_beat": "next_beat", "duel": "duel"}[spec.duration]
        return add_mods(state, seat, Mod(kind, spec, source, until))
    return restriction


def _ignore_style(state, seat, action, source, spent, moved):
    spec = action.ignore_style
    target = state.foe(seat) if spec.who == "opponent" else seat
    return add_mods(state, target, Mod("ignore_style", spec.stats, source))


def _next_beat(state, seat, action, source, spent, moved):
    for inner in action.next_beat:
        if inner.kind == "opponent":
            state = add_mods(state, state.foe(seat), *(_mod(state, seat, a, source, "next_beat")
                                                       for a in inner.opponent))
        else:
            state = add_mods(state, seat, _mod(state, seat, inner, source, "next_beat"))
    return state


def _opponent(state, seat, action, source, spent, moved):
    foe = state.foe(seat)
    for inner in action.opponent:  # life regained by the opponent now (Blessing)
        if inner.kind in OPPONENT_NOW_KINDS:
            # the amount is counted for the card's owner ("the damage your attack dealt")
            amount = amount_value(state, seat, inner.regain_life, spent, moved)
            state = _regain(state, foe, amount, source)
    return add_mods(state, foe, *(_mod(state, seat, a, source, spent=spent, moved=moved)
                                  for a in action.opponent if a.kind not in OPPONENT_NOW_KINDS))


def _if_that_move(state, seat, action, source, spent, moved):
    spec = action.if_that_move
    if spec.short_of is not None and moved >= amount_value(state, seat, spec.short_of,
                                                            spent, moved):
        return state  # the movement was made in full
    if that_move_holds(state, seat, action.if_that_move):
        for inner in action.if_that_move.then:
            state = apply_simple(state, seat, inner, source, spent, moved)
    return state


# ---------------------------------------------------------------- the beat's course


def _become_active(state, seat, action, source, spent, moved):
    state = add_mods(state, seat, Mod("become_active", True, source))
    if state.cursor.step == "start" and state.active != seat:
        text = f"{state.name(seat)} becomes the Active Player ({source}) and attacks first"
        state = state.why(seat, "active", 0, text, '000 "Reveal Step"', note=Note.of(
            _BECOMES_ACTIVE, seat=seat, name=state.name(seat), source=source))
        state = replace(state, active=seat)
        if state.turns:  # a team battle: the others follow in their order (000 "Other
            # Effects", Become Active Player)
            state = replace(state, turns=(seat,) + tuple(s for s in state.turns if s != seat))
    return state


def _repeat_attack(state, seat, action, source, spent, moved):
    # During your attack: again after its After triggers. At End of Beat: the attack is
    # carried out once more as if activated normally, then End of Beat goes on (`beat`).
    if (state.cursor.attacker == seat and state.phase == "attack") or \
            state.cursor.step == "end":
        return replace(state, cursor=replace(state.cursor, repeat=True, attacker=seat))
    return state


def _become_form(state, seat, action, source, spent, moved):
    return state.with_fighter(seat, form=action.become_form)


def _finisher(state, seat, action, source, spent, moved):
    if restricted(state, seat, "finisher"):  # Tatsumi with Juto disabled
        return state.note(_NO_FINISHER, seat=seat, name=state.name(seat))
    if state.fighters[seat].finisher:
        return state.with_fighter(seat, finisher_used=True)
    return state


def _stun_opponent(state, seat, action, source, spent, moved):
    return stun(state, state.foe(seat), f"{source} (000 \"Other Effects\": Opponent is Stunned)")


def _style_gone(state, seat, action, source, spent, moved):
    """A set style stops counting this beat (`schema.StyleGone`; 000 "Attack Pairs"): the
    opponent's, or every fighter's; a Finisher that replaced the pair has no style to lose."""
    spec = action.style_gone
    seats = range(len(state.fighters)) if spec.who == "all" else (state.foe(seat),)
    for target in seats:
        fighter = state.fighters[target]
        if (not fighter.style or fighter.finisher_used or fighter.style_gone
                or state.positions[target] is None):
            continue
        state = state.with_fighter(target, style_gone="hand" if spec.to_hand else "void")
        state = state.note(_STYLE_GONE, seat=target, name=state.name(target),
                           style=fighter.style, to_hand=bool(spec.to_hand), source=source)
    return state


def _stun_self(state, seat, action, source, spent, moved):
    return stun(state, seat, f"{source} (000 \"Other Effects\": You are Stunned)")


def _clear_stun(state, seat, action, source, spent, moved):
    # "you are no longer stunned": a stunned fighter attacks again (000 "Guard & Stun")
    if not state.fighters[seat].stunned:
        return state
    return state.with_fighter(seat, stunned=False).note(
        _NO_LONGER_STUNNED, seat=seat, name=state.name(seat), source=source)


def _swap_spaces(state, seat, action, source, spent, moved):
    # both standups move directly, each past the other (000 "Movement"; "Cannot vs. Do")
    foe = state.foe(seat)
    if len(state.positions) != 2:
        return state.note(_TRADE_DUEL_ONLY, seat=seat, source=source)
    if restricted(state, seat, "move") or restricted(state, foe, "move") \
            or restricted(state, foe, "be_moved"):
        return state.note(_CANNOT_TRADE, seat=seat, source=source)
    mine, theirs = state.positions[seat], state.positions[foe]
    state = replace(state, positions=(theirs, mine) if seat == 0 else (mine, theirs))
    for who in (seat, foe):
        state = state.with_fighter(who, moved=True, switched_sides=True)
        state = happened(state, state.foe(who), "opponent_moves")
        state = happened(state, state.foe(who), "opponent_moves_past_you")
        if abs(mine - theirs) == 1:
            state = happened(state, state.foe(who), "opponent_ends_move_adjacent")
    state = happened(state, foe, "opponent_moves_self")
    state = state.with_fighter(seat, moved_past=True)
    return state.note(_TRADE, seat=seat, name=state.name(seat), foe=foe,
                      foe_name=state.name(foe), source=source, space=theirs, foe_space=mine)


def _marker_follows(state, seat, action, source, spent, moved):
    # the marker trails the opponent (000 "Markers"); a marker that may not move stays
    if restricted(state, seat, "move_markers"):
        return state
    return mk.follow(state, seat, action.marker_follows)


def _prevent_attack_damage(state, seat, action, source, spent, moved):
    # the current attack deals ``seat`` no damage (a cap of 0 for this attack alone)
    cursor = state.cursor
    if seat not in cursor.no_damage:
        state = replace(state, cursor=replace(cursor, no_damage=cursor.no_damage + (seat,)))
    return state.note(_NO_DAMAGE, seat=seat, name=state.name(seat), source=source)


def _infinite_guard(state, seat, action, source, spent, moved):
    # against this attack's damage: read by the stun step
    cursor = state.cursor
    if seat not in cursor.infinite_guard:
        state = replace(state, cursor=replace(
            cursor, infinite_guard=cursor.infinite_guard + (seat,)))
    return state.note(_INFINITE_GUARD, seat=seat, name=state.name(seat), source=source)


def _negate(state, seat, action, source, spent, moved):
    """`negate_antes`: the bonuses and restrictions from the opponent's antes of this beat
    (their `Mod` sources are the ante names) leave both fighters, and a ``negate_antes`` mod
    makes the opponent's antes count as none (`effects.tokens_anted`). A Finisher is kept."""
    foe = state.foe(seat)
    names = {name for name, _ in state.fighters[foe].antes if name != FINISHER_ANTE}
    for who in (seat, foe):
        kept = tuple(m for m in state.fighters[who].mods
                     if not (m.until == "beat" and m.source in names))
        state = state.with_fighter(who, mods=kept)
    state = add_mods(state, foe, Mod("negate_antes", True, source))
    return state.note(_NEGATED, seat=seat, foe=foe, foe_name=state.name(foe), source=source)


def _win_duel(state, seat, action, source, spent, moved):
    return eliminate(state, state.foe(seat), source)


def _lose_duel(state, seat, action, source, spent, moved):
    return eliminate(state, seat, source)


def _swap_with_opponent(state, seat, action, source, spent, moved):
    """Trade places and/or life totals with the opponent (`Action.swap_with_opponent`): the
    standups change spaces directly (000 "Teleport": no space between is entered); each
    fighter's life becomes the other's, as it stood (no damage, no life loss)."""
    foe = state.foe(seat)
    what = action.swap_with_opponent
    positions = list(state.positions)
    if "places" in what and None not in (positions[seat], positions[foe]):
        positions[seat], positions[foe] = positions[foe], positions[seat]
        state = replace(state, positions=tuple(positions)).note(
            _TRADE_PLACES, seat=seat, name=state.name(seat), foe=foe, foe_name=state.name(foe),
            source=source, space=positions[seat], foe_space=positions[foe])
    if "life" in what:
        mine, theirs = state.fighters[seat].life, state.fighters[foe].life
        state = state.with_fighter(seat, life=theirs).with_fighter(foe, life=mine)
        state = state.why(seat, "life", theirs - mine, f"{source}: life totals traded", "",
                          note=Note.of(_TRADE_LIFE, seat=seat, name=state.name(seat), foe=foe,
                                       foe_name=state.name(foe), source=source, life=theirs,
                                       foe_life=mine))
        state = state.why(foe, "life", mine - theirs, f"{source}: life totals traded", "")
    return state


# ---------------------------------------------------------------- life and Force


def _chip(state, seat, action, source, spent, moved):
    target = state.foe(seat) if action.chip.target == "opponent" else seat
    amount = amount_value(state, seat, action.chip.amount, spent, moved)
    life = state.fighters[target].life
    after = dmg.chip(life, amount)
    if has_flag(state, target, "ignore_life_loss"):  # counted as lost, not lost
        return life_loss.lose(state, target, life, after, f"{source}: chip {amount}",
                              '000 "Other Effects": Chip X')
    lost = state.fighters[target].life_lost + life - after
    state = state.with_fighter(target, life=after, life_lost=lost)
    return state.why(target, "life", after - life, f"{source}: chip {amount}",
                     '000 "Other Effects": Chip X', parts=_capped(
                         amount, life - after, "chip never takes the last point of life"))


def _damage(state, seat, action, source, spent, moved):
    """The opponent takes damage from an effect (`effect_damage`: Soak, Guard, knockout)."""
    amount = amount_value(state, seat, action.damage, spent, moved)
    return effect_damage.take(state, state.foe(seat), amount, source, stun)


def _take_damage(state, seat, action, source, spent, moved):
    """You take damage from your own effect (`effect_damage`: Soak, Guard, knockout)."""
    amount = amount_value(state, seat, action.take_damage, spent, moved)
    return effect_damage.take(state, seat, amount, source, stun)


def _regain_life(state, seat, action, source, spent, moved):
    return _regain(state, seat, amount_value(state, seat, action.regain_life, spent, moved),
                   source)


def _regain(state, seat, amount, source):
    """``seat`` regains ``amount`` life points, never above their starting life (000 "Other
    Effects", Regain Life)."""
    start = state.starting_life(seat)
    life = state.fighters[seat].life
    after = dmg.regain(life, amount, start)
    state = state.with_fighter(seat, life=after)
    return state.why(seat, "life", after - life, f"{source}: regain {amount} life",
                     '000 "Other Effects": Regain Life', parts=_capped(
                         amount, after - life, f"never above the starting {start}"))


def _set_life(state, seat, action, source, spent, moved):
    life = state.fighters[seat].life
    start = state.starting_life(seat)
    after = max(1, min(start, amount_value(state, seat, action.set_life, spent, moved)))
    state = state.with_fighter(seat, life=after)
    return state.why(seat, "life", after - life, f"{source}: life becomes {after}",
                     '000 "Defeat"', note=Note.of(_LIFE_BECOMES, seat=seat,
                                                  name=state.name(seat), life=after,
                                                  source=source))


def _gain_force(state, seat, action, source, spent, moved):
    amount = amount_value(state, seat, action.gain_force)
    state, gain, change = frc.take(state, seat, amount)
    parts = [(source, amount)]
    if gain.from_pool < amount:
        parts.append(("the Force pool has no more", gain.from_pool - amount))
    if gain.trashed:
        parts.append((f"above {frc.cap(state)}: trashed", -gain.trashed))
    state = state.why(seat, "force", change, f"{source}: gain Force",
                      '000 "Force"', parts=tuple(parts) if len(parts) > 1 else ())
    return state.why(None, "pool", -gain.from_pool, f"{state.name(seat)} takes Force "
                     f"({source})", '000 "Force"')


# ---------------------------------------------------------------- tokens, counters, cards
# (the other handlers of this kind: `action_tokens`)


def _no_token_to_discard(state, seat, action, source, spent, moved):
    # the opponent holds no token (no choice was offered): the other effect
    return otherwise(state, seat, action, source)


# ---------------------------------------------------------------- kinds carried out elsewhere


@dataclass(frozen=True)
class Elsewhere:
    """A kind `apply_simple` does not carry out, and where the engine does (``where``, in
    words naming the functions). Called as a handler it raises: such an action reaching
    `apply_simple` is card data the engine cannot carry out there.

    Raises:
        InvalidInput: always, naming the kind and where it is carried out.
    """

    where: str

    def __call__(self, state, seat, action, source, spent, moved) -> GameState:
        raise InvalidInput(f"the action {action.kind!r} ({source}) cannot be carried out in "
                           f"this place: {self.where}; see docs/cards.md \"Actions\" for "
                           "where it may be written")


_CHOICE = Elsewhere("a choice: `actions.action_options` offers its results and "
                    "`actions.apply_option` applies the one picked")
_MOVEMENT = Elsewhere("a movement: `actions.action_options` offers its legal results and "
                      "`actions.apply_option` makes the one picked (000 \"Movement\")")


# ---------------------------------------------------------------- the table


def _each(handler_of: Callable[[str], Handler], *kinds: str) -> dict[str, Handler]:
    """Entries of `ACTIONS` for ``kinds`` that share a handler, each made for its kind."""
    return {kind: handler_of(kind) for kind in kinds}


#: Every kind of `schema.Action`, to its handler or to where it is carried out (`Elsewhere`).
ACTIONS: dict[str, Handler] = {
    **dict.fromkeys(MOVEMENT_KINDS, _MOVEMENT),
    "either": _CHOICE,
    "move_marker": _CHOICE,
    "remove_marker": _remove_each,
    "opponent_discards_base": _CHOICE,
    "repeat_with_base_from_hand": _CHOICE,
    "swap_base_from_hand": _CHOICE,
    "follow_move": _CHOICE,
    "prevent_attack_damage": _prevent_attack_damage,
    "branch": Elsewhere("a branch: `beat_work.run_work` reads its condition and puts the "
                        "branch's actions in its place (000 \"Conditionals\")"),
    "x_is": Elsewhere("the value of a printed X: `attack_pair` reads it from a passive "
                      "effect while the card is in play (docs/rulings.md 98)"),
    # stats for this beat (000 "Attack Pairs")
    **_each(_stat_bonus, "power", "priority", "guard", "armor"),
    "range": _range,
    "range_bonus": _range,
    "stat_becomes": _stat_becomes,
    # flags and limits held for the beat, read by `passives` (000 "Other Effects")
    **_each(_flag, "stun_immunity", "avoid", "ignore_armor", "ignore_guard", "vulnerable",
            "stun_on_hit", "damage_cap", "life_floor", "range_from", "ignore_movement",
            "wins_ties", "life_loss_instead", "ignore_life_loss", "take_opponent_bonuses",
            "also_reaches", "share_bonuses", "control_opponent_movement"),
    **_each(_restriction, "cannot", "cannot_enter"),
    "ignore_style": _ignore_style,
    "next_beat": _next_beat,
    "opponent": _opponent,
    "if_that_move": _if_that_move,
    # the beat's course
    "become_active": _become_active,
    "repeat_attack": _repeat_attack,
    "become_form": _become_form,
    "finisher": _finisher,
    "stun_opponent": _stun_opponent,
    "stun_self": _stun_self,
    "style_gone": _style_gone,
    "clear_stun": _clear_stun,
    "swap_spaces": _swap_spaces,
    "marker_follows": _marker_follows,
    "infinite_guard": _infinite_guard,
    "negate_antes": _negate,
    "win_duel": _win_duel,
    "lose_duel": _lose_duel,
    "swap_with_opponent": _swap_with_opponent,
    # life and Force
    "chip": _chip,
    "damage": _damage,
    "take_damage": _take_damage,
    "regain_life": _regain_life,
    "set_life": _set_life,
    "gain_force": _gain_force,
    # tokens, counters, markers, cards: the no-choice forms (the others are choices)
    **_each(_gain_tokens, "gain_tokens", "regain_tokens"),
    "spend_tokens": _spend_tokens,
    "ante_token": _ante_token,
    "lose_tokens": _lose_tokens,
    "set_tokens": _set_tokens,
    "move_counters": _move_counters,
    "opponent_discards_token": _no_token_to_discard,
    "opponent_discards_hand": _opponent_discards_hand,
    "merge_opponent_discards": _merge_opponent_discards,
    "place_marker": _place_each,
    "take_to_hand": _take_all,
    "turn_special": _turn_all,
    "turn_markers": _turn_markers,
    "extra_style": Elsewhere("a style that joins every attack: `values.extra_styles` reads it "
                             "from a passive effect while the card is in play"),
}


def apply_simple(state: GameState, seat: int, action: Action, source: str, spent: int,
                 moved: int) -> GameState:
    """Carry out an action that needs no choice (000 "Other Effects") with its handler in
    `ACTIONS`: ``seat`` is the fighter whose card it is, ``source`` the card named in notes,
    ``spent`` and ``moved`` the tokens spent and spaces moved so far in the same effect.

    Raises:
        InvalidInput: the kind has no entry in `ACTIONS`, or is carried out elsewhere (a
            movement or another choice, a `branch`, an `x_is`: `Elsewhere`).
    """
    try:
        handler = ACTIONS[action.kind]
    except KeyError:
        raise InvalidInput(f"the engine has no handler for the action {action.kind!r} "
                           f"({source}): add it to `action_table.ACTIONS`") from None
    return handler(state, seat, action, source, spent, moved)
