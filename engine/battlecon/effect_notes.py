"""What an automated effect changed, in words: its line in "What happened" (the notes).

One place compares the table before and after an effect's actions (`begin`, `finish`), so
every action kind, current and future, is worded without a note per handler: movement (who,
how far, space before -> after, past whom), life, Force, tokens and counters on cards,
bonuses and flags for the beat with their reason (a ``per`` amount, the condition that held),
stun, markers, cards moved between hand, discard piles and out of the game, the Active Player,
an attack to be carried out again. An action that could not be carried out says why
(`blocked`: "cannot advance: no space past Eligor"); an effect that changed nothing says
"no effect".

The "before" is a reference to the state's own immutable parts (positions, fighters), kept on
the cursor (`state.Cursor.since`) while the effect waits for choices: nothing is copied, and a
fighter whose state object is the same before and after is not looked at.
"""

from __future__ import annotations

from .counters import PLACE_WORDS
from .effects import amount_value
from .passives import restricted
from .schema import MOVEMENT_KINDS, Action, Amount, Condition
from .state import FighterState, GameState, Mod
from .state import evolve as replace

# An entry of `Cursor.since`: (seat, effect id), the table when the effect began or resumed
# (a `_table`; None while an in-time trigger interrupts it), the notes count then, and the
# parts already done, in order: pairs of tables (before, after), and the words saying why an
# action did nothing.
_KEY, _FROM, _NOTES, _PARTS = range(4)

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


def _table(state: GameState) -> tuple:
    """What an effect's line compares: positions, fighters, Active Player, attack repeat
    flag (references to the immutable state's parts)."""
    return state.positions, state.fighters, state.active, state.cursor.repeat


def begin(state: GameState, seat: int, eid: str, before: GameState | None = None) -> GameState:
    """A copy of ``state`` remembering the table as it stands before ``seat``'s effect
    ``eid`` (or as it stood in ``before``: an ante's cost paid just before its actions) is
    carried out. An effect already in progress (an in-time trigger interrupts it) closes the
    part it has done so far; it resumes counting when this one is finished."""
    cursor = state.cursor
    since = cursor.since
    if since and since[-1][_FROM] is not None:
        key, was, notes, parts = since[-1]
        since = since[:-1] + ((key, None, notes, parts + ((was, _table(state)),)),)
    entry = ((seat, eid), _table(before or state), len(state.notes), ())
    return replace(state, cursor=replace(cursor, since=since + (entry,)))


def blocked(state: GameState, seat: int, eid: str, action: Action, spent: int = 0,
            moved: int = 0) -> GameState:
    """Record that ``action`` of ``seat``'s effect ``eid`` could not be carried out (it offered
    no option: a movement with no legal result, a spend that cannot be paid), and why;
    ``spent``, ``moved``: the tokens spent and spaces moved so far in the effect."""
    since = state.cursor.since
    if not since or since[-1][_KEY] != (seat, eid):
        return state
    key, was, notes, parts = since[-1]
    why = _why_blocked(state, seat, action, spent, moved)
    if why in parts:
        return state
    now = _table(state)
    parts += ((was, now), why) if was is not None else (why,)
    return replace(state, cursor=replace(state.cursor, since=since[:-1] + ((key, now, notes,
                                                                            parts),)))


def finish(state: GameState, seat: int, eid: str, actions: tuple[Action, ...],
           conditions: tuple[Condition, ...] = ()) -> tuple[GameState, str, bool]:
    """End the record of ``seat``'s effect ``eid`` (begun by `begin`), whose ``actions`` were
    carried out because ``conditions`` held. Returns the state without the record, what the
    effect changed in words ("advances 2 (space 3 -> 5), Power -2 (-1 x spaces moved); Eligor
    life 20 -> 17"; "no effect" when nothing changed, with the reasons known), and whether
    its actions wrote notes of their own. An effect never begun (a state saved before this
    record existed) gives ("", False) and the state unchanged."""
    since = state.cursor.since
    key = (seat, eid)
    at = len(since) - 1
    while at >= 0 and since[at][_KEY] != key:
        at -= 1
    if at < 0:
        return state, "", False
    _, was, notes, parts = since[at]
    now = _table(state)
    rest = since[:at]
    if rest and rest[-1][_FROM] is None:  # the interrupted effect resumes counting here
        rest = rest[:-1] + (rest[-1][:_FROM] + (now,) + rest[-1][_NOTES:],)
    noted = len(state.notes) > notes
    state = replace(state, cursor=replace(state.cursor, since=rest))
    kinds = _kinds(state, seat, actions)
    parts += ((was, now),) if was is not None else ()
    segments = []
    if kinds & _MOVING and all(type(p) is tuple and p[0][0] == p[1][0] for p in parts):
        segments.append(_stays(state, seat, kinds))  # nobody moved, for no known reason
    for part in parts:
        if type(part) is str:
            segments.append(part)
        else:
            segments += _segments(state, seat, *part, kinds, actions, conditions)
    return state, "; ".join(segments) or _no_effect(state, seat, actions), noted


# ---------------------------------------------------------------- the comparison


def _segments(state: GameState, seat: int, before: tuple, after: tuple,
              kinds: frozenset[str], actions: tuple[Action, ...],
              conditions: tuple[Condition, ...]) -> list[str]:
    """What changed from table ``before`` to ``after`` (`_table`), one segment per fighter
    (the acting one first, unnamed), then the beat's course."""
    positions, fighters, active, repeat = before
    now, fighters_now, active_now, repeat_now = after
    out: list[str] = []
    if fighters is fighters_now and positions == now and active == active_now \
            and repeat == repeat_now:
        return out  # nothing changed (a copy of the state shares unchanged parts)
    order = (seat, 1 - seat) if len(fighters) == 2 else \
        (seat,) + tuple(s for s in range(len(fighters)) if s != seat)
    for s in order:
        old, new = fighters[s], fighters_now[s]
        phrases = []
        if positions[s] != now[s]:
            phrases.append(_movement(state, seat, s, positions, now, kinds))
        if old is not new:
            phrases += _fighter(state, s, old, new, actions, conditions)
        if phrases:
            text = ", ".join(phrases)
            out.append(text if s == seat else f"{state.name(s)} {text}")
    if active_now != active:
        out.append(f"{state.name(active_now)} is now the Active Player")
    if repeat_now and not repeat:
        out.append("the attack is to be carried out again")
    return out


def _stays(state: GameState, seat: int, kinds: frozenset[str]) -> str:
    """An effect's movement that moved nobody: "stays on space 3 (advance 0)"."""
    mover = seat if kinds & _OWN_MOVES else state.foe(seat)
    who = "" if mover == seat else f"{state.name(mover)} "
    return f"{who}stays on space {state.positions[mover]} ({_first_move(kinds)} 0)"


def _kinds(state: GameState, seat: int, actions: tuple[Action, ...]) -> frozenset[str]:
    """The action kinds of ``actions``, those inside an `either` included; cached on the kit
    of ``seat``, which holds the effect they belong to."""
    cache = state.kits[seat]._effects
    key = ("action kinds", id(actions))
    found = cache.get(key)
    if found is not None and found[0] is actions:
        return found[1]
    kinds = set()
    for action in actions:
        kinds.add(action.kind)
        if action.kind == "either":
            kinds.update(inner.kind for inner in action.either)
    cache[key] = (actions, frozenset(kinds))  # the actions kept: their id stays theirs
    return cache[key][1]


def _first_move(kinds: frozenset[str]) -> str:
    for kind in MOVEMENT_KINDS:
        if kind in kinds:
            return kind.replace("_", " ")
    return "move"


def _movement(state: GameState, seat: int, mover: int, positions: tuple, now: tuple,
              kinds) -> str:
    """``mover``'s movement from ``positions`` to ``now``, in words."""
    start, end = positions[mover], now[mover]
    if start is None or end is None:
        return "leaves the board" if end is None else f"comes onto space {end}"
    others = [p for s, p in enumerate(positions) if s != mover and p is not None]
    hopped = [s for s, p in enumerate(positions)
              if s != mover and p is not None and min(start, end) < p < max(start, end)]
    spaces = abs(end - start) - len(hopped)
    past = "".join(f", past {state.name(s)}" for s in hopped)
    where = f"(space {start} -> {end}{past})"
    if len(now) == 2 and now == positions[::-1]:
        return f"trades spaces {where}"
    if (mover == seat and "teleport" in kinds) or (mover != seat and "teleport_opponent"
                                                   in kinds):
        # directly: no space between is entered, no standup hopped (000 "Teleport")
        return f"{'teleports' if mover == seat else 'is moved'} (space {start} -> {end})"
    ref = positions[state.foe(seat)] if mover == seat else positions[seat]
    if ref is None and others:
        ref = others[0]
    toward = ref is not None and (ref - start) * (end - start) > 0
    if mover == seat:
        verb = "advances" if toward else "retreats"
    elif toward and "pull" in kinds:
        verb = "is pulled"
    elif not toward and "push" in kinds:
        verb = "is pushed"
    else:  # "the opponent must move": their own move; else moved by the effect
        verb = "moves" if "opponent_must_move" in kinds else "is moved"
    return f"{verb} {spaces} {where}"


def _fighter(state: GameState, seat: int, old: FighterState, new: FighterState,
             actions: tuple[Action, ...], conditions: tuple[Condition, ...]) -> list[str]:
    """What changed for one fighter, as phrases (life, Force, tokens, bonuses...)."""
    out = []
    if old.life != new.life:
        out.append(f"life {old.life} -> {new.life}")
    if old.force != new.force:
        out.append(f"Force {old.force} -> {new.force}")
    kit = state.kits[seat]
    if old.supply != new.supply:
        out += [f"{spec.name} {a} -> {b}" for spec, a, b in zip(
            kit.tokens, old.supply, new.supply, strict=False) if a != b]
    if old.on_cards != new.on_cards:
        for spec, was, now in zip(kit.tokens, old.on_cards, new.on_cards,
                                  strict=False):
            out += [f"{spec.name} on {PLACE_WORDS[place]} {a} -> {b}"
                    for place, a, b in zip(PLACE_WORDS, was, now, strict=False) if a != b]
    if old.mods is not new.mods:
        out += _mods(state, seat, old.mods, new.mods, actions, conditions)
    if old.stunned != new.stunned:
        out.append("stunned" if new.stunned else "no longer stunned")
    if old.markers != new.markers or old.markers_up != new.markers_up:
        out += _markers(kit.marker_names, old, new)
    if (old.hand, old.discard1, old.discard2, old.removed, old.discarded) != \
            (new.hand, new.discard1, new.discard2, new.removed, new.discarded):
        out += _cards(old, new)
    if old.active_cards != new.active_cards:
        out += [f"{card} face up" for card in new.active_cards if card not in old.active_cards]
        out += [f"{card} no longer face up" for card in old.active_cards
                if card not in new.active_cards]
    if old.form != new.form:
        out.append(f"form {old.form or 'none'} -> {new.form or 'none'}")
    if new.finisher_used and not old.finisher_used:
        out.append(f"brings out the Finisher {new.finisher}")
    if new.style_gone and not old.style_gone:
        out.append(f"style {old.style} " + ("back to hand" if new.style_gone == "hand"
                                            else "counts for nothing"))
    return out


def _mods(state: GameState, seat: int, old: tuple[Mod, ...], new: tuple[Mod, ...],
          actions: tuple[Action, ...], conditions: tuple[Condition, ...]) -> list[str]:
    """The bonuses and flags added (and taken away) for ``seat``, each with its reason."""
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


def _markers(names: tuple[str, ...], old: FighterState, new: FighterState) -> list[str]:
    out = []
    for i, (a, b) in enumerate(zip(old.markers, new.markers, strict=False)):
        name = names[i] if i < len(names) else f"marker {i + 1}"
        if a == b:
            pass
        elif a is None:
            out.append(f"{name} onto space {b}")
        elif b is None:
            out.append(f"{name} off the board (was on space {a})")
        else:
            out.append(f"{name} space {a} -> {b}")
        up = (i in old.markers_up, i in new.markers_up)
        if up[0] != up[1] and b is not None:
            out.append(f"{name} face {'up' if up[1] else 'down'}")
    return out


_ZONES = (("hand", "hand"), ("discard1", "discard pile 1"), ("discard2", "discard pile 2"),
          ("removed", "out of the game"), ("discarded", "discarded with the attack pair"))


def _cards(old: FighterState, new: FighterState) -> list[str]:
    """Cards that changed zone (hand, discard piles, out of the game...), "Grasp: hand ->
    discarded with the attack pair"."""
    def zones(fighter: FighterState) -> dict[str, str]:
        found: dict[str, str] = {}
        for field, words in _ZONES:
            for card in getattr(fighter, field):
                found.setdefault(card, words)
        return found

    before, after = zones(old), zones(new)
    return [f"{card}: {before.get(card, 'in play')} -> {after.get(card, 'in play')}"
            for card in dict.fromkeys((*before, *after))
            if before.get(card) != after.get(card)]


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


def _why_blocked(state: GameState, seat: int, action: Action, spent: int, moved: int) -> str:
    """Why ``action`` offered no option, in words with the rule."""
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


def _no_effect(state: GameState, seat: int, actions: tuple[Action, ...]) -> str:
    """"no effect", with why where the actions tell it ("Malice already 3", "chip 0")."""
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
