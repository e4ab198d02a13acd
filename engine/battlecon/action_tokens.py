"""The action table's handlers for tokens, counters, markers and cards in their no-choice
forms (`action_table.ACTIONS`; the others are choices, `actions.action_options`): 000
rulebook, "Tokens & Counters", "Markers", "Special Cards", "Ante Phase".
"""

from __future__ import annotations

from engine.notes import note_kind

from . import counters, discard, life_loss, recover
from . import damage as dmg
from . import markers as mk
from .action_common import Handler, change_tokens, own_gain_barred
from .effects import amount_value, tokens_anted
from .passives import restricted
from .state import GameState
from .words import TURN_WORDS

_TURNED = note_kind("special_card_turned", '000 "Special Cards"',
                    lambda v: f"{v['name']}'s {v['card']}: {TURN_WORDS[v['face']]} "
                              '(000 "Special Cards")')
_NO_REGAIN_ANTED = note_kind("cannot_regain_anted", "",
                             "{name} cannot regain the {token} token anted this beat")
_NO_GAIN = note_kind("cannot_gain_tokens", '000 "Cannot vs. Do"',
                     '{name} cannot gain {token} tokens this beat (000 "Cannot vs. Do")')
_ANTES_TOKEN = note_kind("antes_token", '000 "Ante Phase"', "{name} antes {token} ({source})")

TURN_KEY = "sp:"


def turnable(state: GameState, seat: int, face: str, only: str | None = None) -> tuple[str, ...]:
    """``seat``'s special cards that can be turned ``face`` now, in the unique ability's
    order: face-down ones (never one out of the game) to turn up, those out of the game to
    come ``back``, face-up ones otherwise; with ``only``, that card alone if it can."""
    fighter = state.fighters[seat]
    names = state.kits[seat].fighter.unique_ability.card_names("special")
    if only is not None:
        names = tuple(n for n in names if n == only)
    if face == "back":
        return tuple(n for n in names if n in fighter.removed)
    if face == "up":
        return tuple(n for n in names if n not in fighter.active_cards
                     and n not in fighter.removed)
    if face == "back":
        return tuple(n for n in names if n in fighter.removed)
    return tuple(n for n in names if n in fighter.active_cards)


def turn_special(state: GameState, seat: int, name: str, face: str) -> GameState:
    """``seat``'s special card ``name`` turned face ``face`` (up: active; out: out of the
    game for good; back: out of the game no more, face down), noted (000 "Special Cards")."""
    fighter = state.fighters[seat]
    up = set(fighter.active_cards)
    up = up | {name} if face == "up" else up - {name}
    removed = fighter.removed + ((name,) if face == "out" and name not in fighter.removed else ())
    if face == "back":
        removed = tuple(n for n in removed if n != name)
    out = fighter.turned_out + ((name,) if face == "out" else ())
    turned_up = fighter.turned_up + ((name,) if face == "up" else ())
    state = state.with_fighter(seat, active_cards=tuple(sorted(up)), removed=removed,
                               turned_out=out, turned_up=turned_up)
    return state.note(_TURNED, seat=seat, name=state.name(seat), card=name, face=face)


def _turn_all(state, seat, action, source, spent, moved):
    """`turn_special` with ``all`` (every card it applies to) or ``name`` (that one): no pick."""
    face = action.turn_special.face
    for name in turnable(state, seat, face, action.turn_special.name):
        state = turn_special(state, seat, name, face)
    return state


def _turn_markers(state, seat, action, source, spent, moved):
    return mk.turn_all(state, seat, action.turn_markers.marker, action.turn_markers.face)


def _remove_each(state, seat, action, source, spent, moved):
    """`remove_marker` with ``each`` (the others offer a choice): every such marker off; with
    ``out``, out of the game too."""
    spec = action.remove_marker
    if spec.out:
        return mk.remove_out(state, seat, spec.marker)
    if restricted(state, seat, "move_markers"):
        return state
    return mk.remove_each(state, seat, spec.marker, spec.where, spec.face)


def _gain_tokens(kind: str) -> Handler:
    """The handler of ``gain_tokens`` (counters on cards go on their place) or
    ``regain_tokens``: into the supply unless a "cannot gain tokens" bars it."""
    def gain(state, seat, action, source, spent, moved):
        spec = getattr(action, kind)
        amount = amount_value(state, seat, spec.amount, spent, moved)
        kit = state.kits[seat]
        on_cards = kit.tokens[kit.token_index(spec.token)].on_cards
        if kind == "gain_tokens" and on_cards:
            return counters.put(state, seat, spec.token, spec.place or "pair", amount)
        if kind == "regain_tokens" and spec.not_anted and tokens_anted(state, seat, spec.token):
            return state.note(_NO_REGAIN_ANTED, seat=seat, name=state.name(seat),
                              token=spec.token)
        if own_gain_barred(state, seat, spec.token):
            return state.note(_NO_GAIN, seat=seat, name=state.name(seat), token=spec.token)
        if spec.place is not None and on_cards:  # back from the cards to the pool (Reaping)
            return counters.take_back(state, seat, spec.token, spec.place, amount)
        excess = kit.tokens[kit.token_index(spec.token)].life_per_excess
        if kind == "gain_tokens" and excess:
            return _gain_beyond_limit(state, seat, spec.token, amount, excess, source)
        return change_tokens(state, seat, spec.token, amount)
    return gain


def _gain_beyond_limit(state: GameState, seat: int, token: str, amount: int, each: int,
                       source: str) -> GameState:
    """Gain ``amount`` tokens; each one beyond the token's limit costs ``seat`` ``each`` life
    instead, as a loss of life (a chip: never the last point; Endrbyt's Energy)."""
    kit = state.kits[seat]
    spec = kit.tokens[kit.token_index(token)]
    room = (spec.limit if spec.limit is not None else spec.total) - state.tokens(seat, token)
    over = max(0, amount - max(0, room))
    state = change_tokens(state, seat, token, amount)
    if not over:
        return state
    life = state.fighters[seat].life
    return life_loss.lose(state, seat, life, dmg.chip(life, over * each),
                          f"{source}: {over} {token} beyond the limit",
                          '000 "Other Effects": Chip X')


def _spend_tokens(state, seat, action, source, spent, moved):
    spec = action.spend_tokens
    if restricted(state, seat, "spend_tokens"):
        return state  # 000 "Cannot vs. Do": a "cannot spend" beats the spend
    need = amount_value(state, seat, spec.amount, spent, moved)
    if state.tokens(seat, spec.token) < need:
        return state  # 000 "Spend": you cannot spend what you do not hold
    return change_tokens(state, seat, spec.token, -need)


def _lose_tokens(state, seat, action, source, spent, moved):
    spec = action.lose_tokens
    count = min(amount_value(state, seat, spec.amount, spent, moved),
                state.tokens(seat, spec.token))
    if count <= 0:
        return state
    lost = dict(state.fighters[seat].lost)
    lost[spec.token] = lost.get(spec.token, 0) + count
    state = change_tokens(state, seat, spec.token, -count)
    return state.with_fighter(seat, lost=tuple(lost.items()))


def _set_tokens(state, seat, action, source, spent, moved):
    spec = action.set_tokens
    target = amount_value(state, seat, spec.amount, spent, moved)
    return change_tokens(state, seat, spec.token, target - state.tokens(seat, spec.token))


def _ante_token(state, seat, action, source, spent, moved):
    """Issue 20 (c1): one token anted by an effect (000 "Ante Phase"): paid as the unique
    ability's ante whose cost it is, and counted as that ante made once more this beat."""
    token = action.ante_token
    if state.tokens(seat, token) < 1:
        return state  # none held: nothing to ante (000 "Spend")
    state = change_tokens(state, seat, token, -1)
    fighter = state.fighters[seat]
    for ante in state.kits[seat].fighter.unique_ability.antes:
        if ante.cost is not None and ante.cost.token == token and not ante.opponent:
            counts = dict(fighter.antes)
            counts[ante.name] = counts.get(ante.name, 0) + 1
            state = state.with_fighter(seat, antes=tuple(counts.items()))
            break
    return state.note(_ANTES_TOKEN, seat=seat, name=state.name(seat), token=token,
                      source=source)


def _move_counters(state, seat, action, source, spent, moved):
    spec = action.move_counters
    return counters.move_all(state, seat, spec.token, spec.from_, spec.to)


def _opponent_discards_hand(state, seat, action, source, spent, moved):
    return discard.discard_hand(state, state.foe(seat))


def _merge_opponent_discards(state, seat, action, source, spent, moved):
    return discard.merge_piles(state, state.foe(seat))


def _place_each(state, seat, action, source, spent, moved):
    # only `each` gets here: the others offer a choice
    if restricted(state, seat, "move_markers"):  # wave 5 (w5c)
        return state
    return mk.place_each(state, seat, action.place_marker)


def _take_all(state, seat, action, source, spent, moved):
    # `all`: no choice
    return recover.take_all(state, seat, action.take_to_hand, source)
