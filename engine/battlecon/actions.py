"""Carrying out structured actions (000 rulebook, "Movement", "Other Effects", "Tokens &
Counters"): which choices an action offers, and applying a chosen result. An action that needs
no choice is carried out by its handler in `action_table.ACTIONS` (`apply_simple`).
"""

from __future__ import annotations

from . import counters, recover, second_base, variants
from . import discard as dsc
from . import markers as mk
from .action_common import change_tokens
from .action_common import stun as stun  # kept importable from here (beat, adjust_beat)
from .action_table import apply_simple, otherwise
from .action_tokens import TURN_KEY, turn_special, turnable
from .effects import amount_value, regainable
from .in_time import after_move
from .movement import MoveSpec, legal_moves, moved_seat
from .passives import has_flag, restricted, restrictions
from .schema import MOVEMENT_KINDS, Action
from .state import GameState, mentions
from .state import evolve as replace
from .team_movement import OWN_MOVES, team_moves
from .words import TURN_WORDS, action_words


def walls_stop(state: GameState, action: Action) -> bool:
    """Whether the board's edge cuts ``action``'s movement short instead of ignoring it: under
    the classic ruleset for a plain movement (002 "Movement"), never for one the card makes
    "exactly" N (`schema.Movement.exactly`: in full or not at all, 000 "Movement")."""
    movement = getattr(action, action.kind, None)
    return state.rules.walls_stop and not getattr(movement, "exactly", False)


def _move_spec(state: GameState, seat: int, action: Action, moved: int, spent: int):
    kind = action.kind
    if kind == "teleport":
        foe_at = state.positions[state.foe(seat)]
        me_at = state.positions[seat]
        if action.teleport.to == "adjacent_to_opponent":
            spaces = (foe_at - 1, foe_at + 1)
        elif action.teleport.to == "behind_opponent":
            spaces = (foe_at + (1 if foe_at > me_at else -1),)
        elif action.teleport.to == "beyond_opponent":
            spaces = tuple(range(foe_at + 1, 8)) if foe_at > me_at else tuple(range(1, foe_at))
        elif action.teleport.to == "marker":
            spaces = mk.marker_spaces(state, seat, action.teleport.marker)
            if action.teleport.swap_marker and restricted(state, seat, "move_markers"):
                spaces = ()  # wave 5 (w5c): a marker that may not move cannot trade places
        elif action.teleport.to == "from_opponent":
            spaces = (foe_at - action.teleport.distance, foe_at + action.teleport.distance)
        elif action.teleport.to == "within_attack_range":
            spaces = tuple(s for s in mk.SPACES if mk.in_place(state, seat, s, action.teleport.to))
        else:
            spaces = tuple(range(1, 8))
        spaces = tuple(s for s in spaces if 1 <= s <= 7 and s not in state.positions)
        return MoveSpec("teleport", teleport_to=spaces) if spaces else None
    if kind == "teleport_opponent":
        spaces = mk.teleport_spaces(state, seat, action.teleport_opponent)
        return MoveSpec(kind, teleport_to=spaces) if spaces else None
    movement = getattr(action, kind)
    amount = movement.amount
    far, not_past = movement.as_far_as_possible, movement.not_past
    if amount is None or amount.choices is not None or amount.up_to is not None:
        cache = state.kits[seat]._effects
        key = ("move_spec", id(action), state.board)  # the action lives in the kit: stable id
        spec = cache.get(key)
        if spec is None:
            spec = cache[key] = (
                MoveSpec(kind, choices=tuple(amount.choices), not_past=not_past)
                if amount is not None and amount.choices is not None
                # no amount: "as far as possible", as far as the board goes
                else MoveSpec(kind, up_to=state.board - 1 if amount is None else amount.up_to,
                              farthest=far, not_past=not_past))
        return spec
    value = amount_value(state, seat, amount, spent, moved)
    if value <= 0:
        return None
    if kind == "close" or movement.up_to or far:
        # "up to" a counted amount: any amount up to it; as far as possible: the longest
        return MoveSpec(kind, up_to=value, farthest=far, not_past=not_past)
    return MoveSpec(kind, choices=(value,), not_past=not_past)


def _follow(state: GameState, seat: int) -> Action | None:
    """The movement that follows the opponent's latest one (`Action.follow_move`): as many
    spaces the same way along the board, as far as the board allows; None when their latest
    movement was direct or was not theirs (Seth's Mimic's)."""
    left, cursor = state.cursor.left_from, state.cursor
    foe = state.foe(seat)
    if left is None or cursor.left_direct or left[foe] == state.positions[foe]:
        return None
    start, end, me = left[foe], state.positions[foe], state.positions[seat]
    spaces = abs(end - start) - (1 if min(start, end) < me < max(start, end) else 0)
    way = 1 if end > start else -1
    kind = "advance" if (end - me) * way > 0 else "retreat"
    return Action.model_validate({kind: {"amount": spaces, "as_far_as_possible": True}})


def action_options(state: GameState, seat: int, action: Action, spent: int = 0,
                   moved: int = 0) -> list[tuple[str, str]] | None:
    """The choices an action offers as (option key, label), or None if it needs no choice.

    Movement: one option per legal result, key "p0,p1" (an empty list: the movement cannot
    be made and is ignored, 000 "Movement"). Either: the union of its actions' options.
    Spending tokens: one option per count the player may pick, or the one count the effect
    names (none when it cannot be paid); spent tokens count for later "per" amounts.
    Each kind's options come from `_OPTIONS` (a kind not listed offers no choice).
    """
    kind = action.kind
    if kind in MOVEMENT_KINDS:
        return _movement_options(state, seat, action, spent, moved)
    found = _OPTIONS.get(kind)
    return None if found is None else found(state, seat, action, spent, moved)


def _movement_options(state: GameState, seat: int, action: Action, spent: int,
                      moved: int) -> list[tuple[str, str]]:
    """A movement's legal results as options (key "p0,p1"; none: it cannot be made)."""
    kind = action.kind
    spec = _move_spec(state, seat, action, moved, spent)
    if spec is None:
        return []
    if len(state.positions) > 2:
        if not state.enemies(seat):
            return []  # no enemy on the board: nothing to move toward or away from
        mover = seat if kind in OWN_MOVES else state.foe(seat)
        results = team_moves(state.positions, state.teams, seat, mover, spec,
                             restrictions(state), state.board,
                             walls_stop=walls_stop(state, action),
                             names=tuple(state.name(s) for s in range(len(state.kits))))
    else:
        held = restrictions(state)
        if getattr(getattr(action, kind), "through_stops", False):
            held = frozenset(r for r in held if ":stop:" not in r)
        results = legal_moves(state.positions, seat, spec, held,
                              walls_stop=walls_stop(state, action))
    if (kind not in ("teleport", "teleport_opponent")
            and getattr(action, kind).end_adjacent):
        # classic "move adjacent to the opponent": only the results that end adjacent
        foe = state.foe(seat)
        results = tuple(r for r in results
                        if abs(r.positions[seat] - r.positions[foe]) == 1)
    return [(position_key(r.positions), r.label) for r in results]


def _follow_options(state: GameState, seat: int, action: Action, spent: int, moved: int):
    """A movement that follows the one just made: its options, or none when there is none."""
    inner = _follow(state, seat)
    return [] if inner is None else action_options(state, seat, inner, spent, moved)


def _either_options(state: GameState, seat: int, action: Action, spent: int,
                    moved: int) -> list[tuple[str, str]]:
    """The union of the options of an `either`'s actions (key "#i" or "#i:key")."""
    options: list[tuple[str, str]] = []
    for i, inner in enumerate(action.either):
        if inner.kind == "regain_tokens" and not _regain_offered(state, seat, inner):
            continue  # nothing of that kind could come back (Hikaru's chosen token)
        if _token_branch(inner):  # issue 20 (c1): one button per kind held
            if state.tokens(seat, _token_branch(inner)) >= _branch_cost(state, seat, inner):
                options.append((f"#{i}", _either_label(inner)))
            continue
        inner_options = action_options(state, seat, inner, spent, moved)
        if inner_options is None:
            options.append((f"#{i}", _either_label(inner)))
        elif _takes_marker(inner):
            options += _marker_move_options(options, i, inner, inner_options)
        elif inner.kind == "spend_tokens" and inner.spend_tokens.place is not None:
            # counters on cards: the same count spent from two places are two options
            where = counters.PLACE_WORDS[inner.spend_tokens.place]
            options += [(f"#{i}:{key}", f"{label} from {where}")
                        for key, label in inner_options]
        else:
            options += [o for o in inner_options if o[0] not in {k for k, _ in options}]
    return options


def _move_marker_options(state: GameState, seat: int, action: Action, spent: int,
                         moved: int):
    """Where a marker may be moved (wave 5 (w5c): none when markers cannot be moved)."""
    if restricted(state, seat, "move_markers"):
        return []
    amount = action.move_marker.amount
    amounts = (amount.choices if amount.choices is not None
               else tuple(range(amount.up_to + 1)) if amount.up_to is not None
               else (amount_value(state, seat, amount, spent, moved),))
    if action.move_marker.each:  # issue 20 (f1): every such marker, one pick
        return mk.move_each_options(state, seat, action.move_marker.marker, amounts)
    return mk.move_options(state, seat, action.move_marker.marker, amounts,
                           action.move_marker.direction)


def _place_marker_options(state: GameState, seat: int, action: Action, *_):
    """Where a marker may be put (none when markers cannot be put on the board; no choice
    for ``each``: `apply_simple` fills every such space)."""
    if restricted(state, seat, "move_markers"):
        return []
    if action.place_marker.each:
        return None
    return mk.place_options(state, seat, action.place_marker)


def _remove_marker_options(state: GameState, seat: int, action: Action, *_):
    """Which marker to take off (no choice for ``each`` or ``out``: `apply_simple` takes
    every such marker off)."""
    spec = action.remove_marker
    if spec.each or spec.out:
        return None
    return mk.remove_options(state, seat, spec.marker, spec.where, spec.face)


def _spend_options(state: GameState, seat: int, action: Action, spent: int,
                   moved: int) -> list[tuple[str, str]]:
    """How many tokens to spend: each count up to what is held for ``any``, else the one
    count the effect names, or none when it cannot be paid (000 "Spend"; "Cannot vs. Do")."""
    spec = action.spend_tokens
    if restricted(state, seat, "spend_tokens"):
        return []  # 000 "Cannot vs. Do": nothing can be spent
    held = (state.tokens(seat, spec.token) if spec.place is None
            else counters.count(state, seat, spec.token, spec.place))
    if spec.amount.any:
        most = held if spec.amount.at_most is None else min(held, spec.amount.at_most)
        return [(str(n), f"Spend {n} {spec.token}") for n in range(most + 1)]
    need = amount_value(state, seat, spec.amount, spent, moved)
    # One forced option, or none: you cannot spend what you do not hold (000 "Spend").
    return [(str(need), f"Spend {need} {spec.token}")] if held >= need else []


#: The options of each action kind that may ask (movements apart: `_movement_options`):
#: (state, seat, action, tokens spent, spaces moved) -> options, or None for no choice.
_OPTIONS = {
    "follow_move": _follow_options,
    "either": _either_options,
    "move_marker": _move_marker_options,
    "place_marker": _place_marker_options,
    "opponent_discards_token": lambda s, seat, a, *_: dsc.token_options(
        s, seat, a.opponent_discards_token),
    "opponent_discards_base": lambda s, seat, a, *_: dsc.base_options(
        s, seat, a.opponent_discards_base),
    "remove_marker": _remove_marker_options,
    "take_to_hand": lambda s, seat, a, *_: recover.options(s, seat, a.take_to_hand),
    "turn_special": lambda s, seat, a, *_: _turn_options(s, seat, a.turn_special),
    "repeat_with_base_from_hand": lambda s, seat, a, *_: second_base.options(s, seat),
    "swap_base_from_hand": lambda s, seat, a, *_: second_base.options(s, seat, swap=True),
    # asked only for a `may` branch whose condition holds (`beat`)
    "branch": lambda s, seat, a, *_: ([("t", "Carry it out"), ("e", "Decline")]
                                      if a.branch.may else None),
    "spend_tokens": _spend_options,
}


def _token_branch(action: Action) -> str | None:
    """Issue 20 (c1): the token an `either` branch spends or antes ("spend a token of your
    choice": each branch its own kind, so each gets its own button, offered while held), or
    None. A spend of a chosen or `any` amount keeps its own options."""
    if action.kind == "ante_token":
        return action.ante_token
    if action.kind == "spend_tokens" and action.spend_tokens.place is None:
        amount = action.spend_tokens.amount
        if amount.exact is not None or amount.per is not None:
            return action.spend_tokens.token
    return None


def _branch_cost(state: GameState, seat: int, action: Action) -> int:
    """The tokens a `_token_branch` needs (an ante: 1; at least 1 for a spend)."""
    if action.kind == "ante_token":
        return 1
    return max(1, amount_value(state, seat, action.spend_tokens.amount))


def _regain_offered(state: GameState, seat: int, action: Action) -> bool:
    """Whether the `either` branch ``action`` (a regain_tokens) is offered: a token of its
    kind could come back, not one anted this beat when it says ``not_anted``."""
    spec = action.regain_tokens
    return regainable(state, seat, spec.token, spec.not_anted)


def _turn_options(state: GameState, seat: int, spec) -> list[tuple[str, str]] | None:
    """The special cards ``seat`` may turn as ``spec`` says (`schema.TurnSpecial`); None
    for ``all`` (no pick: `apply_simple`); none: nothing happens (000 "Special Cards")."""
    if spec.all or spec.name is not None:
        return None
    return [(f"{TURN_KEY}{name}", f"{name} {TURN_WORDS[spec.face]}")
            for name in turnable(state, seat, spec.face)]


def _takes_marker(action: Action) -> bool:
    """True for a teleport that takes or swaps the marker it goes to (`schema.Teleport`
    ``remove_marker``, ``swap_marker``): which of several such moves is made matters even
    when two of them end on the same spaces."""
    return (action.kind == "teleport"
            and (action.teleport.remove_marker or action.teleport.swap_marker))


def _marker_move_options(taken: list[tuple[str, str]], index: int, inner: Action,
                         inner_options: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Wave 5 (w5c): the options of branch ``index`` of an `either`, a teleport that takes
    or swaps a marker, labelled with the marker's name. A result another branch already
    offers (two markers of different names on one space, 000 "Markers") gets its own key,
    "#<index>:<p0>.<p1>", so that the player picks which marker it is."""
    keys = {k for k, _ in taken}
    found = []
    for key, label in inner_options:
        label = f"{label} (with {inner.teleport.marker})"
        found.append((key, label) if key not in keys
                     else (f"#{index}:{key.replace(',', '.')}", label))
    return found


def _either_inner(state: GameState, seat: int, action: Action, key: str, spent: int,
                  moved: int) -> tuple[Action, str] | None:
    """Which branch of the `either` ``action`` offered the movement option ``key``, and the
    key as that branch reads it: "#<index>:<p0>.<p1>" names it, any other key is the first
    branch that offers it (as `action_options` de-duplicates). None when no branch does."""
    if key.startswith("#"):
        index, _, rest = key[1:].partition(":")
        return action.either[int(index)], rest.replace(".", ",")
    for inner in action.either:
        if any(k == key for k, _ in action_options(state, seat, inner, spent, moved) or ()):
            return inner, key
    return None


def _either_label(action: Action) -> str:
    """A button label for one branch of `either` that needs no further choice: the
    action in the player's words (`words.action_words`)."""
    return action_words(action)


# Movements a fighter makes of their own standup, which an enemy with
# ``control_opponent_movement`` picks for them (Malandrax's Precision).
_OWN_MOVES = frozenset(("advance", "retreat", "close", "move", "teleport"))


def _controller(state: GameState, mover: int) -> int | None:
    """The enemy who decides how ``mover`` moves this beat (``control_opponent_movement``:
    "you control that movement", whose nearest opponent ``mover`` is), or None."""
    if not mentions(state, "control_opponent_movement"):
        return None  # no card of this duel gives it
    for enemy in state.enemies(mover):
        if state.foe(enemy) == mover and has_flag(state, enemy, "control_opponent_movement"):
            return enemy
    return None


def chooser(state: GameState, seat: int, action: Action) -> int:
    """Who picks among an action's options: the opponent for "opponent must move", for the
    token they discard, and for the base they discard unless you pick it. A movement of the
    fighter's own standup (or "the opponent must move") is picked by the enemy who controls
    that fighter's movement this beat, if any (``control_opponent_movement``)."""
    kind = action.kind
    moves = kind in _OWN_MOVES or kind == "either" and all(
        inner.kind in _OWN_MOVES for inner in action.either)
    if moves or kind == "opponent_must_move":
        mover = seat if moves else state.foe(seat)
        controller = _controller(state, mover)
        if controller is not None:
            return controller
    if kind in ("opponent_must_move", "opponent_discards_token"):
        return state.foe(seat)
    if kind == "opponent_discards_base":
        return state.foe(seat) if action.opponent_discards_base.picked_by == "opponent" else seat
    return seat


def apply_option(state: GameState, seat: int, action: Action, key: str, spent: int,
                 moved: int, source: str = "") -> tuple[GameState, int, int]:
    """Apply the option ``key`` of `action_options` for ``action``.

    Returns the new state, the tokens spent and the spaces moved so far in the effect (the
    counts later "per" amounts of the same effect read).
    """
    kind = action.kind
    if kind == "either":
        done = _apply_either(state, seat, action, key, spent, moved, source)
        if done is not None:
            return done
    done = _apply_keyed(state, seat, action, key, source)
    if done is not None:
        return done, spent, moved
    if kind == "teleport" and (action.teleport.remove_marker or action.teleport.swap_marker):
        left = state.positions[seat]
        spaces = _spaces(state.positions, key)
        state = move_to(state, seat, key, direct=True)
        marker, arrived = action.teleport.marker, state.positions[seat]
        if arrived == left:
            return state, spent, spaces  # the move was ignored: the marker stays
        state = mk.remove_at(state, seat, marker, arrived)
        if action.teleport.swap_marker:
            state = mk.put_first_off(state, seat, marker, left)
        return state, spent, spaces
    if kind == "teleport_opponent" and action.teleport_opponent.remove_marker:
        spaces = _spaces(state.positions, key)
        state = move_to(state, seat, key, direct=True)
        return (mk.remove_at(state, seat, action.teleport_opponent.marker,
                             state.positions[state.foe(seat)]), spent, spaces)
    if kind == "spend_tokens":
        count = int(key)
        spec = action.spend_tokens
        state = (change_tokens(state, seat, spec.token, -count) if spec.place is None
                 else counters.put(state, seat, spec.token, spec.place, -count))
        return state, spent + count, moved
    direct = kind in ("teleport", "teleport_opponent")
    return move_to(state, seat, key, direct), spent, _spaces(state.positions, key)


def _apply_either(state: GameState, seat: int, action: Action, key: str, spent: int,
                  moved: int, source: str) -> tuple[GameState, int, int] | None:
    """An `either`'s option applied: a branch ("#i"), a branch's own way of moving
    ("#i:p0,p1"), or a key offered by one of its actions, applied as that action does (the
    first offering it, as `action_options` lists them); None for a key of none of them."""
    if key.startswith("#") and ":" not in key:
        inner = action.either[int(key[1:])]
        if inner.kind == "spend_tokens" and _token_branch(inner):  # counted as spent
            need = amount_value(state, seat, inner.spend_tokens.amount, spent, moved)
            return apply_simple(state, seat, inner, source, spent, moved), spent + need, moved
        return apply_simple(state, seat, inner, source, spent, moved), spent, moved
    if key.startswith("#"):
        found = _either_inner(state, seat, action, key, spent, moved)
        if found is not None:  # "#<branch>:<p0>.<p1>": that branch's own way of moving
            return apply_option(state, seat, found[0], found[1], spent, moved, source)
    for inner in action.either:
        offered = action_options(state, seat, inner, spent, moved)
        if offered and any(k == key for k, _ in offered):
            return apply_option(state, seat, inner, key, spent, moved, source)
    return None


def _apply_keyed(state: GameState, seat: int, action: Action, key: str,
                 source: str) -> GameState | None:
    """An option told by its key's prefix applied (a marker's "m", a declined placement
    "skip", a token "t:" or base "b:" the opponent discards, a special card turned, a
    second base, a card taken back to hand); None for another key."""
    if key.startswith("m"):  # a marker's option, also inside `either`
        return mk.put(state, seat, key)
    if key == "skip":  # an optional placement declined
        return state
    if key.startswith("t:"):
        token = key[2:]
        if token:
            return dsc.lose_token(state, state.foe(seat), token)
        return otherwise(state, seat, action, source)
    if key.startswith("b:"):
        return dsc.discard_base(state, state.foe(seat), key[2:])
    if action.kind == "turn_special" and key.startswith(TURN_KEY):
        return turn_special(state, seat, key[len(TURN_KEY):], action.turn_special.face)
    if key.startswith((second_base.KEY, second_base.SWAP_KEY)):
        return second_base.play(state, seat, key, source)
    if key.startswith(recover.KEY):
        return recover.take(state, seat, (key[len(recover.KEY):],), source)
    return None


def position_key(positions: tuple[int | None, ...]) -> str:
    """A movement result as its option key: the spaces in seat order ("3,5"; "-" for a
    defeated fighter off the board in a team battle)."""
    return ",".join("-" if p is None else str(p) for p in positions)


def key_positions(key: str) -> tuple[int | None, ...]:
    """The positions an option key (`position_key`) stands for."""
    return tuple(None if x == "-" else int(x) for x in key.split(","))


def _passed(old: tuple, new: tuple, mover: int) -> tuple[int, ...]:
    """The seats whose standups lie strictly between the mover's start and end."""
    lo, hi = sorted((old[mover], new[mover]))
    return tuple(s for s, p in enumerate(old) if s != mover and p is not None and lo < p < hi)


def _spaces(old: tuple, key: str) -> int:
    new = key_positions(key)
    if new == old:
        return 0
    mover = moved_seat(old, new)
    # the hopped spaces are not counted (000 "Movement"; "Team Movement")
    return abs(new[mover] - old[mover]) - len(_passed(old, new, mover))


def move_to(state: GameState, seat: int, key: str, direct: bool = False) -> GameState:
    """Put the standups on the positions of option ``key`` (`position_key`) chosen among a
    movement's results, and record who moved, whether ``seat``'s own movement passed an
    opponent and who changed sides (000 "Movement": "has moved" counts every movement), and
    the movement's in-time events (`in_time.after_move`)."""
    new = key_positions(key)
    old = state.positions
    if new == old:
        return state
    mover = moved_seat(old, new)
    passed = tuple(s for s in _passed(old, new, mover) if state.teams[s] != state.teams[mover])
    state = replace(state, positions=new)
    fighter = state.fighters[mover]
    state = state.with_fighter(mover, moved=True,
                               moved_past=fighter.moved_past or (bool(passed) and mover == seat))
    for side in (mover, *passed) if passed else ():
        state = state.with_fighter(side, switched_sides=True)
    if state.power_up is not None:  # 001 Power-Up Modes: ending a move on the power-up
        state = variants.after_move(state, mover)
    return after_move(state, old, seat, direct)
