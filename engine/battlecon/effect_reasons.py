"""Reasons in an effect's line in "What happened" (`effect_notes`): how a bonus was counted
and the condition it needed ("Power -2 (-1 x spaces moved)", "stun on hit (if that move
passed the opponent)"), and why an action or a whole effect did nothing ("cannot advance: no
space past Eligor (000 \"Movement\")", "no effect (Malice already 3)"). Words only, in the
field's terms: no id of the card format appears (000 rulebook, "Attack Pairs", "Movement",
"Tokens & Counters").
"""

from __future__ import annotations

from .effects import amount_value
from .passives import restricted
from .schema import MOVEMENT_KINDS, Action, Amount, Condition
from .state import FighterState, GameState, Mod

_OWN_MOVES = frozenset(("advance", "retreat", "close", "move", "teleport"))
_MOVING = frozenset(MOVEMENT_KINDS)
_STATS = frozenset(("power", "priority", "guard", "armor"))
_NAMES = {"power": "Power", "priority": "Priority", "range": "Range", "range_bonus": "Range",
          "stun_immunity": "Stun Immunity", "ignore_armor": "ignores Armor",
          "ignore_guard": "ignores Guard", "avoid": "avoids the attack",
          "wins_ties": "wins priority ties", "become_active": "Active Player",
          "negate_antes": "antes count for nothing", "ignore_style": "style counts as +0",
          "take_opponent_bonuses": "takes the opponent's bonuses"}
_UNTIL = {"beat": "", "next_beat": " next beat", "duel": " for the rest of the duel"}


def bonuses(state: GameState, seat: int, old: tuple[Mod, ...], new: tuple[Mod, ...],
          actions: tuple[Action, ...], conditions: tuple[Condition, ...]) -> list[str]:
    """The bonuses and flags added to ``seat``'s mods from ``old`` to ``new`` (and those taken
    away), in words, each with its reason: how ``actions`` counted it, the ``conditions``
    that held for it."""
    count = len(old)
    if new[:count] == old:
        added, gone = new[count:], ()
    else:
        added = tuple(m for m in new if m not in old)
        gone = tuple(m for m in old if m not in new)
    reason = ""
    if conditions:
        reason = "if " + " and ".join(_condition_words(state, seat, c) for c in conditions)
    out = []
    for mod in added:
        why = ", ".join(w for w in (_per_words(actions, mod.kind),
                                    _that_move_words(state, seat, actions, mod.kind), reason)
                        if w)
        out.append(_mod_words(state, mod) + (f" ({why})" if why else ""))
    out += [f"loses {_mod_words(state, mod)} ({mod.source})" for mod in gone]
    return out


def _mod_words(state: GameState, mod: Mod) -> str:
    """A bonus or flag in the field's terms ("Power +2", "Stun Immunity", "Range +0~+1",
    "the opponent cannot move"), with how long it lasts when longer than the beat."""
    kind, value = mod.kind, mod.value
    if kind == "guard":
        name = state.rules.guard_word
    elif kind == "armor":
        name = state.rules.armor_word
    else:
        name = _NAMES.get(kind) or kind.replace("_", " ")
    if isinstance(value, bool):
        text = name if value else f"no {name}"
    elif isinstance(value, int):
        text = f"{name} {value:+d}" if kind in _STATS else f"{name} {value}"
    elif isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int)
                                                                for v in value):
        lo, hi = value
        text = f"{name} {lo:+d}" if lo == hi else f"{name} {lo:+d}~{hi:+d}"
    elif kind == "stat_becomes":
        text = ", ".join(f"{_NAMES.get(field) or field.title()} becomes {number}"
                         for field, number in value.model_dump(exclude_none=True).items())
    elif kind == "cannot":
        who = {"opponent": "the opponent ", "both": "both fighters "}.get(value.who, "")
        text = f"{who}cannot " + " or ".join(w.replace("_", " ") for w in value.what)
    else:
        text = name
    return text + _UNTIL.get(mod.until, "")


def _per_words(actions: tuple[Action, ...], kind: str) -> str:
    """How a counted bonus of ``kind`` among ``actions`` was counted ("-1 x spaces moved");
    "" for a fixed one."""
    for action in actions:
        if action.kind == "opponent":
            inner = action.opponent
        elif action.kind == "next_beat":
            inner = action.next_beat
        else:
            inner = (action,)
        for one in inner:
            if one.kind == kind and kind in _STATS:
                amount = getattr(one, kind)
                if amount.per is not None:
                    counted = amount.per.replace("_", " ")
                    token = f" {amount.token}" if amount.token else ""
                    split = f" / {amount.divide}" if amount.divide != 1 else ""
                    return f"{amount.times:+d} x {counted}{token}{split}"
    return ""


_THAT_MOVE = {("moved", True): "was made", ("moved", False): "was not made",
              ("passed", True): "passed the opponent", ("passed", False): "did not pass",
              ("direction", "advance"): "was an advance",
              ("direction", "retreat"): "was a retreat"}


def _that_move_words(state: GameState, seat: int, actions: tuple[Action, ...],
                     kind: str) -> str:
    """"if that move passed the opponent" for a bonus of ``kind`` given by an `if_that_move`
    among ``actions``; "" when none gives it."""
    for action in actions:
        spec = action.if_that_move
        if action.kind != "if_that_move" or all(inner.kind != kind for inner in spec.then):
            continue
        words = [_THAT_MOVE[(field, getattr(spec, field))]
                 for field in ("moved", "passed", "direction")
                 if (field, getattr(spec, field)) in _THAT_MOVE]
        if spec.short_of is not None:
            words.append("fell short")
        if spec.condition is not None:
            words.append(_condition_words(state, seat, spec.condition))
        return "if that move " + " and ".join(words) if words else ""
    return ""


def _condition_words(state: GameState, seat: int, condition: Condition) -> str:
    """A condition that held, in words ("this attack hit", "tokens at least Malice 2");
    cached on the kit holding it."""
    cache = state.kits[seat]._effects
    key = ("condition words", id(condition))
    found = cache.get(key)
    if found is None:
        parts = []
        for field, value in condition.model_dump(exclude_none=True).items():
            words = field.replace("_", " ")
            if value is True:
                parts.append(words)
            elif value is False:
                parts.append(f"not {words}")
            elif isinstance(value, dict):
                parts.append(words + " " + ", ".join(f"{k} {_plain(v)}"
                                                     for k, v in value.items()))
            elif isinstance(value, list | tuple):
                parts.append(words + " " + ", ".join(map(_plain, value)))
            else:
                parts.append(f"{words} {_plain(value)}")
        found = cache[key] = " and ".join(parts)
    return found


def _plain(value) -> str:
    """A value of the card format in words: ids such as ``opponent_space`` without their
    underscores."""
    return str(value).replace("_", " ")


# ---------------------------------------------------------------- why nothing happened


_NOTHING_TO = {"either": "none of its choices can be carried out",
               "move_marker": "no marker that can move",
               "remove_marker": "no such marker to take off",
               "place_marker": "no space to put the marker on",
               "turn_special": "no special card to turn",
               "opponent_discards_token": "the opponent holds no such token",
               "opponent_discards_base": "the opponent holds no base",
               "take_to_hand": "no card to take", "follow_move": "no movement to follow",
               "repeat_with_base_from_hand": "no base in hand",
               "swap_base_from_hand": "no base in hand"}


def why_blocked(state: GameState, seat: int, action: Action, spent: int, moved: int) -> str:
    """Why ``action`` of ``seat``'s effect offered no option, in words with the rule
    (``spent``, ``moved``: the tokens spent and spaces moved so far in the effect)."""
    kind = action.kind
    if kind == "either":
        kinds = [inner.kind for inner in action.either]
        if all(k in _MOVING for k in kinds):
            kind = kinds[0]
    words = kind.replace("_", " ")
    if kind == "spend_tokens":
        return (f"cannot spend {action.spend_tokens.token}: not enough held "
                '(000 "Tokens & Counters")')
    if kind not in _MOVING:
        return f"{words}: {_NOTHING_TO.get(kind, 'nothing it could do')}"
    mover = seat if kind in _OWN_MOVES else state.foe(seat)
    if restricted(state, mover, "move") or (mover != seat and restricted(state, mover,
                                                                          "be_moved")):
        return f"cannot {words}: {state.name(mover)} cannot move (000 \"Cannot vs. Do\")"
    amount = getattr(getattr(action, kind), "amount", None)
    value = None
    if amount is not None and amount.choices is None and amount.up_to is None \
            and not amount.any:
        value = amount_value(state, seat, amount, spent, moved)
        if value <= 0:
            counted = f" ({amount.per.replace('_', ' ')} 0)" if amount.per else ""
            return f"{words} 0{counted}"
    here, there = state.positions[mover], state.positions[state.foe(mover)]
    why = "no space to move to"
    if here is not None and there is not None:
        adjacent = abs(here - there) == 1
        away_edge = 1 if here < there else state.board
        if kind in ("advance", "pull") and adjacent:
            why = f"no space past {state.name(state.foe(mover))}"
        elif kind == "close" and adjacent:
            why = "already adjacent"
        elif kind in ("retreat", "push") and here == away_edge:
            why = f"{'already' if mover == seat else state.name(mover) + ' is'} at the edge"
        elif value is not None and kind in ("advance", "retreat", "push", "pull"):
            why = _past_the_edge(state, value, kind, here, there) or why
    return f"cannot {words}: {why} (000 \"Movement\")"


def no_effect(state: GameState, seat: int, actions: tuple[Action, ...]) -> str:
    """"no effect", for ``seat``'s effect whose ``actions`` changed nothing, with why where
    the actions tell it ("Malice already 3", "chip 0")."""
    if not actions:  # a branch whose condition does not hold, with nothing in its place
        return "no effect (its condition does not hold)"
    why = []
    kit = state.kits[seat]
    fighter = state.fighters[seat]
    for action in actions:
        kind = action.kind
        spec = getattr(action, kind)
        words = kind.replace("_", " ")
        token = getattr(spec, "token", None)
        if isinstance(token, str) and token in {t.name for t in kit.tokens}:
            why.append(_token_reason(kit, fighter, kind, token))
        elif kind == "regain_life" and fighter.life >= state.starting_life(seat):
            why.append(f"life already {fighter.life}, the most")
        elif kind == "become_form" and fighter.form == spec:
            why.append(f"already in {spec}")
        elif _counted(state, seat, spec) == 0:
            why.append(f"{words} 0")
        else:
            why.append(words)
    why = list(dict.fromkeys(why))
    shown = why[:3] + (["..."] if len(why) > 3 else [])  # compact: a line, not a list
    return f"no effect ({', '.join(shown)})"


def _token_reason(kit, fighter: FighterState, kind: str, token: str) -> str:
    """Why a token action changed nothing ("Malice already at its limit 5")."""
    i = kit.token_index(token)
    held, left = fighter.supply[i], fighter.depletion[i]
    spec = kit.tokens[i]
    limit = spec.limit if spec.limit is not None else spec.total
    if kind == "set_tokens":
        return f"{token} already {held}"
    if kind in ("gain_tokens", "regain_tokens") and held >= limit:
        return f"{token} already at its limit {limit}"
    if kind in ("gain_tokens", "regain_tokens") and not left:
        return f"no {token} left to gain"
    if kind in ("spend_tokens", "lose_tokens") and not held:
        return f"no {token} held"
    return f"{kind.replace('_', ' ')} {token}"


def _counted(state: GameState, seat: int, spec) -> int | None:
    """The number an action's amount stands for now, when it is one the table can count
    again after the effect (not a pick, not the tokens spent or spaces moved in it)."""
    amount = spec if isinstance(spec, Amount) else getattr(spec, "amount", None)
    if not isinstance(amount, Amount) or amount.choices is not None or \
            amount.up_to is not None or amount.any or amount.per in ("tokens_spent",
                                                                     "spaces_moved"):
        return None
    return amount_value(state, seat, amount)


def _past_the_edge(state: GameState, value: int, kind: str, here: int, there: int) -> str:
    """"4 spaces would go past the edge" when a movement of ``value`` spaces has less room
    than that before the edge (a hopped standup's space not counted), else ""."""
    toward = kind in ("advance", "pull")
    step = (1 if there > here else -1) * (1 if toward else -1)
    edge = state.board if step > 0 else 1
    room = abs(edge - here) - (1 if toward else 0)
    return f"{value} spaces would go past the edge" if value > room else ""
