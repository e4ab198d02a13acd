"""Carrying out structured actions (000 rulebook, "Movement", "Other Effects", "Tokens &
Counters"): which choices an action offers, and applying a chosen or automatic result.
"""

from __future__ import annotations

from . import counters, effect_damage, life_loss, recover, second_base, variants
from . import damage as dmg
from . import discard as dsc
from . import force as frc
from . import markers as mk
from .attack_pair import resolved
from .defeat import eliminate
from .effects import amount_value
from .in_time import after_move, happened
from .last_move import that_move_holds
from .movement import MoveSpec, legal_moves, moved_seat
from .passives import has_flag, restricted, restrictions, stun_immune
from .schema import MOVEMENT_KINDS, OPPONENT_NOW_KINDS, Action
from .state import GameState, Mod
from .state import evolve as replace
from .stats import StatValue
from .team_movement import OWN_MOVES, team_moves


def stun(state: GameState, seat: int, why: str, *, detail: tuple[str, ...] = (),
         damage: int = 0) -> GameState:
    """Stun ``seat`` unless stun immune, noting ``why`` and recording it for "Why?" (with
    ``detail`` lines and the ``damage`` taken this beat, life points, when damage stuns); a
    fighter is stunned only once (000 "Other Effects": You/Opponent is Stunned; "Cannot vs.
    Do"). Records the in-time event ``you_are_stunned`` (000 "In-Time Triggers")."""
    if state.fighters[seat].stunned:
        return state
    rule = '000 "Guard & Stun"'
    if stun_immune(state, seat):
        text = f"{state.name(seat)} is not stunned by {why}: stun immunity"
        return state.why(seat, "stun", damage, text, '000 "Cannot vs. Do"', detail=detail,
                         note=f"{text} (000 \"Cannot vs. Do\")")
    text = f"{state.name(seat)} is stunned by {why}"
    state = state.why(seat, "stun", damage, text, rule, detail=detail, hit=True, note=text)
    return happened(state.with_fighter(seat, stunned=True), seat, "you_are_stunned")


def _capped(asked: int, done: int, why: str) -> tuple[tuple[str, int], ...]:
    """A change's parts when a limit made it smaller than ``asked``: (asked, the cut); ()
    when it was made in full (its one cause says it all)."""
    if done == asked or asked <= 0:
        return ()
    return (("asked", asked), (why, done - asked))


def add_mods(state: GameState, seat: int, *mods: Mod) -> GameState:
    """Add bonuses or flags (`Mod`) to ``seat``."""
    fighter = state.fighters[seat]
    return state.with_fighter(seat, mods=fighter.mods + mods)


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


def action_options(state: GameState, seat: int, action: Action, spent: int = 0,
                   moved: int = 0) -> list[tuple[str, str]] | None:
    """The choices an action offers as (option key, label), or None if it needs no choice.

    Movement: one option per legal result, key "p0,p1" (an empty list: the movement cannot
    be made and is ignored, 000 "Movement"). Either: the union of its actions' options.
    Spending tokens: one option per count the player may pick, or the one count the effect
    names (none when it cannot be paid); spent tokens count for later "per" amounts.
    """
    kind = action.kind
    if kind in MOVEMENT_KINDS:
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
            results = legal_moves(state.positions, seat, spec, restrictions(state),
                                  walls_stop=walls_stop(state, action))
        if (kind not in ("teleport", "teleport_opponent")
                and getattr(action, kind).end_adjacent):
            # classic "move adjacent to the opponent": only the results that end adjacent
            foe = state.foe(seat)
            results = tuple(r for r in results
                            if abs(r.positions[seat] - r.positions[foe]) == 1)
        return [(position_key(r.positions), r.label) for r in results]
    if kind == "either":
        options: list[tuple[str, str]] = []
        for i, inner in enumerate(action.either):
            inner_options = action_options(state, seat, inner, spent, moved)
            if inner_options is None:
                options.append((f"#{i}", _either_label(inner)))
            elif _takes_marker(inner):
                options += _marker_move_options(options, i, inner, inner_options)
            else:
                options += [o for o in inner_options if o[0] not in {k for k, _ in options}]
        return options
    if kind in ("move_marker", "place_marker") and restricted(state, seat, "move_markers"):
        return []  # wave 5 (w5c): "cannot be moved or put on the board": nothing happens
    if kind == "move_marker":
        amount = action.move_marker.amount
        amounts = (amount.choices if amount.choices is not None
                   else tuple(range(amount.up_to + 1)) if amount.up_to is not None
                   else (amount_value(state, seat, amount, spent, moved),))
        return mk.move_options(state, seat, action.move_marker.marker, amounts,
                               action.move_marker.direction)
    if kind == "place_marker":
        if action.place_marker.each:
            return None  # no choice: `apply_simple` fills every such space
        return mk.place_options(state, seat, action.place_marker)
    if kind == "opponent_discards_token":
        return dsc.token_options(state, seat, action.opponent_discards_token)
    if kind == "opponent_discards_base":
        return dsc.base_options(state, seat, action.opponent_discards_base)
    if kind == "remove_marker":
        return mk.remove_options(state, seat, action.remove_marker.marker)
    if kind == "take_to_hand":
        return recover.options(state, seat, action.take_to_hand)
    if kind == "repeat_with_base_from_hand":
        return second_base.options(state, seat)
    if kind == "branch":  # asked only for a `may` branch whose condition holds (`beat`)
        return [("t", "Carry it out"), ("e", "Decline")] if action.branch.may else None
    if kind == "spend_tokens":
        spec = action.spend_tokens
        held = (state.tokens(seat, spec.token) if spec.place is None
                else counters.count(state, seat, spec.token, spec.place))
        if spec.amount.any:
            most = held if spec.amount.at_most is None else min(held, spec.amount.at_most)
            return [(str(n), f"Spend {n} {spec.token}") for n in range(most + 1)]
        need = amount_value(state, seat, spec.amount, spent, moved)
        # One forced option, or none: you cannot spend what you do not hold (000 "Spend").
        return [(str(need), f"Spend {need} {spec.token}")] if held >= need else []
    return None


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
    """A button label for one branch of `either` that needs no further choice."""
    kind = action.kind
    if kind == "become_form":
        return f"take {action.become_form}"
    if kind == "gain_tokens" and action.gain_tokens.place is not None:
        spec = action.gain_tokens
        count = spec.amount.exact if spec.amount.exact is not None else "some"
        return f"put {count} {spec.token} on {counters.PLACE_WORDS[spec.place]}"
    if kind == "chip" and action.chip.amount.exact is not None:
        who = "you lose" if action.chip.target == "you" else "the opponent loses"
        return f"{who} {action.chip.amount.exact} life"
    value = getattr(action, kind)
    amount = getattr(value, "exact", None)
    words = kind.replace("_", " ")
    return f"{words} {amount:+d}" if amount is not None and kind in (
        "power", "priority", "guard", "armor") else words


def chooser(state: GameState, seat: int, action: Action) -> int:
    """Who picks among an action's options: the opponent for "opponent must move", for the
    token they discard, and for the base they discard unless you pick it."""
    kind = action.kind
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
    if kind == "either" and key.startswith("#") and ":" not in key:
        inner = action.either[int(key[1:])]
        return apply_simple(state, seat, inner, source, spent, moved), spent, moved
    if kind == "either" and key.startswith("#"):
        found = _either_inner(state, seat, action, key, spent, moved)
        if found is not None:  # "#<branch>:<p0>.<p1>": that branch's own way of moving
            return apply_option(state, seat, found[0], found[1], spent, moved, source)
    if kind == "either":
        # A key offered by one of its actions: apply it as that action does (a teleport that
        # takes its marker off, a spend), the first action offering it (`action_options`).
        for inner in action.either:
            offered = action_options(state, seat, inner, spent, moved)
            if offered and any(k == key for k, _ in offered):
                return apply_option(state, seat, inner, key, spent, moved, source)
    if key.startswith("m"):  # a marker's option, also inside `either`
        return mk.put(state, seat, key), spent, moved
    if key == "skip":  # an optional placement declined
        return state, spent, moved
    if key.startswith("t:"):
        token = key[2:]
        if token:
            return dsc.lose_token(state, state.foe(seat), token), spent, moved
        return _otherwise(state, seat, action, source), spent, moved
    if key.startswith("b:"):
        return dsc.discard_base(state, state.foe(seat), key[2:]), spent, moved
    if key.startswith(second_base.KEY):
        return second_base.play(state, seat, key, source), spent, moved
    if key.startswith(recover.KEY):
        card = key[len(recover.KEY):]
        return recover.take(state, seat, (card,), source), spent, moved
    if kind == "teleport" and (action.teleport.remove_marker or action.teleport.swap_marker):
        left = state.positions[seat]
        spaces = _spaces(state.positions, key)
        state = move_to(state, seat, key)
        marker, arrived = action.teleport.marker, state.positions[seat]
        if arrived == left:
            return state, spent, spaces  # the move was ignored: the marker stays
        state = mk.remove_at(state, seat, marker, arrived)
        if action.teleport.swap_marker:
            state = mk.put_first_off(state, seat, marker, left)
        return state, spent, spaces
    if kind == "teleport_opponent" and action.teleport_opponent.remove_marker:
        spaces = _spaces(state.positions, key)
        state = move_to(state, seat, key)
        return (mk.remove_at(state, seat, action.teleport_opponent.marker,
                             state.positions[state.foe(seat)]), spent, spaces)
    if kind == "spend_tokens":
        count = int(key)
        spec = action.spend_tokens
        state = (change_tokens(state, seat, spec.token, -count) if spec.place is None
                 else counters.put(state, seat, spec.token, spec.place, -count))
        return state, spent + count, moved
    return move_to(state, seat, key), spent, _spaces(state.positions, key)


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


def move_to(state: GameState, seat: int, key: str) -> GameState:
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
    return after_move(state, old)


def own_gain_barred(state: GameState, seat: int, token: str) -> bool:
    """True when a "cannot gain tokens" (`schema.Restriction` ``gain_tokens``) stops ``seat``
    gaining or regaining ``token``: only tokens ``seat`` holds in their own supply (not ones
    handed to the opponent). 000 "Cannot vs. Do"; "Tokens & Counters"."""
    kit = state.kits[seat]
    return (kit.tokens[kit.token_index(token)].held_by != "opponent"
            and restricted(state, seat, "gain_tokens"))


def change_tokens(state: GameState, seat: int, token: str, delta: int) -> GameState:
    """Gain (delta > 0, from depletion, up to the limit) or spend tokens (000 "Tokens")."""
    kit = state.kits[seat]
    i = kit.token_index(token)
    spec = kit.tokens[i]
    fighter = state.fighters[seat]
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    if delta > 0:
        room = (spec.limit if spec.limit is not None else spec.total) - supply[i]
        delta = max(0, min(delta, depletion[i], room))
    else:
        delta = -min(-delta, supply[i])
    supply[i] += delta
    depletion[i] -= delta
    return state.with_fighter(seat, supply=tuple(supply), depletion=tuple(depletion))


def apply_simple(state: GameState, seat: int, action: Action, source: str, spent: int,
                  moved: int) -> GameState:
    """Carry out an action that needs no choice (000 "Other Effects")."""
    kind = action.kind
    foe = state.foe(seat)
    if kind == "place_marker":  # only `each` gets here: the others offer a choice
        if restricted(state, seat, "move_markers"):  # wave 5 (w5c)
            return state
        return mk.place_each(state, seat, action.place_marker)
    if kind in ("power", "priority", "guard", "armor"):
        value = amount_value(state, seat, getattr(action, kind), spent, moved)
        return add_mods(state, seat, Mod(kind, value, source))
    if kind in ("range", "range_bonus"):
        return add_mods(state, seat, Mod("range", _mod_value(state, seat, action, spent, moved),
                                         source))
    if kind == "stat_becomes":  # its value now, to apply from now on (docs/rulings.md 97)
        return add_mods(state, seat, _mod(state, seat, action, source))
    if kind in ("stun_immunity", "avoid", "ignore_armor", "ignore_guard",
                "vulnerable", "stun_on_hit", "damage_cap", "life_floor", "range_from",
                "life_loss_instead", "ignore_life_loss", "take_opponent_bonuses"):
        return add_mods(state, seat, Mod(kind, getattr(action, kind), source))
    if kind in ("cannot", "cannot_enter"):
        spec = getattr(action, kind)
        until = {"beat": "beat", "next_beat": "next_beat", "duel": "duel"}[spec.duration]
        return add_mods(state, seat, Mod(kind, spec, source, until))
    if kind == "ignore_movement":
        return add_mods(state, seat, Mod(kind, action.ignore_movement, source))
    if kind == "if_that_move":
        if that_move_holds(state, seat, action.if_that_move):
            for inner in action.if_that_move.then:
                state = apply_simple(state, seat, inner, source, spent, moved)
        return state
    if kind == "next_beat":
        for inner in action.next_beat:
            if inner.kind == "opponent":
                state = add_mods(state, foe, *(_mod(state, seat, a, source, "next_beat")
                                               for a in inner.opponent))
            else:
                state = add_mods(state, seat, _mod(state, seat, inner, source, "next_beat"))
        return state
    if kind == "opponent":
        for inner in action.opponent:  # life regained by the opponent now (Blessing)
            if inner.kind in OPPONENT_NOW_KINDS:
                state = apply_simple(state, foe, inner, source, spent, moved)
        return add_mods(state, foe, *(_mod(state, seat, a, source, spent=spent, moved=moved)
                                      for a in action.opponent
                                      if a.kind not in OPPONENT_NOW_KINDS))
    if kind == "wins_ties":
        return add_mods(state, seat, Mod(kind, True, source))
    if kind == "ignore_style":
        spec = action.ignore_style
        target = foe if spec.who == "opponent" else seat
        return add_mods(state, target, Mod(kind, spec.stats, source))
    if kind == "take_to_hand":  # `all`: no choice
        return recover.take_all(state, seat, action.take_to_hand, source)
    if kind == "become_active":
        state = add_mods(state, seat, Mod(kind, True, source))
        if state.cursor.step == "start" and state.active != seat:
            text = f"{state.name(seat)} becomes the Active Player ({source}) and attacks first"
            state = state.why(seat, "active", 0, text, '000 "Reveal Step"', note=text)
            state = replace(state, active=seat)
            if state.turns:  # a team battle: the others follow in their order (000 "Other
                # Effects", Become Active Player)
                state = replace(state, turns=(seat,) + tuple(s for s in state.turns
                                                              if s != seat))
        return state
    if kind == "repeat_attack":
        # During your attack: again after its After triggers. At End of Beat: the attack is
        # carried out once more as if activated normally, then End of Beat goes on (`beat`).
        if (state.cursor.attacker == seat and state.phase == "attack") or \
                state.cursor.step == "end":
            return replace(state, cursor=replace(state.cursor, repeat=True, attacker=seat))
        return state
    if kind == "become_form":
        return state.with_fighter(seat, form=action.become_form)
    if kind == "stun_opponent":
        return stun(state, foe, f"{source} (000 \"Other Effects\": Opponent is Stunned)")
    if kind == "chip":
        target = foe if action.chip.target == "opponent" else seat
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
    if kind == "damage":  # the opponent takes damage from an effect (`effect_damage`)
        amount = amount_value(state, seat, action.damage, spent, moved)
        return effect_damage.take(state, foe, amount, source, stun)
    if kind == "regain_life":
        amount = amount_value(state, seat, action.regain_life, spent, moved)
        start = state.starting_life(seat)
        life = state.fighters[seat].life
        after = dmg.regain(life, amount, start)
        state = state.with_fighter(seat, life=after)
        return state.why(seat, "life", after - life, f"{source}: regain {amount} life",
                         '000 "Other Effects": Regain Life', parts=_capped(
                             amount, after - life, f"never above the starting {start}"))
    if kind in ("gain_tokens", "regain_tokens"):
        spec = getattr(action, kind)
        amount = amount_value(state, seat, spec.amount, spent, moved)
        if kind == "gain_tokens" and _on_cards(state, seat, spec.token):
            return counters.put(state, seat, spec.token, spec.place or "pair", amount)
        if own_gain_barred(state, seat, spec.token):
            return state.note(f"{state.name(seat)} cannot gain {spec.token} tokens this beat "
                              "(000 \"Cannot vs. Do\")")
        return change_tokens(state, seat, spec.token, amount)
    if kind == "move_counters":
        spec = action.move_counters
        return counters.move_all(state, seat, spec.token, spec.from_, spec.to)
    if kind == "spend_tokens":
        spec = action.spend_tokens
        need = amount_value(state, seat, spec.amount, spent, moved)
        if state.tokens(seat, spec.token) < need:
            return state  # 000 "Spend": you cannot spend what you do not hold
        return change_tokens(state, seat, spec.token, -need)
    if kind == "lose_tokens":
        spec = action.lose_tokens
        count = min(amount_value(state, seat, spec.amount, spent, moved),
                    state.tokens(seat, spec.token))
        if count <= 0:
            return state
        lost = dict(state.fighters[seat].lost)
        lost[spec.token] = lost.get(spec.token, 0) + count
        state = change_tokens(state, seat, spec.token, -count)
        return state.with_fighter(seat, lost=tuple(lost.items()))
    if kind == "stun_self":
        return stun(state, seat, f"{source} (000 \"Other Effects\": You are Stunned)")
    if kind == "infinite_guard":  # against this attack's damage: read by the stun step
        cursor = state.cursor
        if seat not in cursor.infinite_guard:
            state = replace(state, cursor=replace(
                cursor, infinite_guard=cursor.infinite_guard + (seat,)))
        return state.note(f"{state.name(seat)}: {source} makes Guard infinite against this "
                          "damage (000 \"Guard & Stun\")")
    if kind == "set_life":
        life = state.fighters[seat].life
        start = state.starting_life(seat)
        after = max(1, min(start, amount_value(state, seat, action.set_life, spent, moved)))
        state = state.with_fighter(seat, life=after)
        return state.why(seat, "life", after - life, f"{source}: life becomes {after}",
                         '000 "Defeat"', note=f"{state.name(seat)}'s life becomes {after} "
                         f"({source}, 000 \"Defeat\")")
    if kind == "set_tokens":
        spec = action.set_tokens
        target = amount_value(state, seat, spec.amount, spent, moved)
        return change_tokens(state, seat, spec.token, target - state.tokens(seat, spec.token))
    if kind == "gain_force":
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
    if kind == "opponent_discards_token":  # they hold no token: the other effect
        return _otherwise(state, seat, action, source)
    if kind == "win_duel":
        return eliminate(state, foe, source)
    if kind == "lose_duel":
        return eliminate(state, seat, source)
    if kind == "finisher":
        if state.fighters[seat].finisher:
            return state.with_fighter(seat, finisher_used=True)
        return state
    return state  # movement with a single result is applied by _apply_option


def _otherwise(state: GameState, seat: int, action: Action, source: str) -> GameState:
    """Carry out an `opponent_discards_token`'s ``otherwise`` actions (no token discarded)."""
    for inner in action.opponent_discards_token.otherwise:
        state = apply_simple(state, seat, inner, source, 0, 0)
    return state


def _on_cards(state: GameState, seat: int, token: str) -> bool:
    """True when ``seat``'s tokens ``token`` are counters that lie on cards."""
    kit = state.kits[seat]
    return kit.tokens[kit.token_index(token)].on_cards


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


