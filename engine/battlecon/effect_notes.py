"""What an automated effect changed, in words: its line in "What happened" (the notes).

One place compares the table before and after an effect's actions (`begin`, `finish`), so
every action kind, current and future, is worded without a note per handler: movement (who,
how far, space before -> after, past whom), life, Force, tokens and counters on cards,
bonuses and flags for the beat with their reason (a ``per`` amount, the condition that held),
stun, markers, cards moved between hand, discard piles and out of the game, the Active Player,
an attack to be carried out again. An action that could not be carried out says why
(`blocked`: "cannot advance: no space past Eligor"); an effect that changed nothing says
"no effect" and why when known. The reasons are worded in `effect_reasons`.

The "before" is a reference to the state's own immutable parts (positions, fighters), kept on
the cursor (`state.Cursor.since`) while the effect waits for choices: nothing is copied, and a
fighter whose state object is the same before and after is not looked at.
"""

from __future__ import annotations

from .counters import PLACE_WORDS
from .effect_reasons import bonuses, no_effect, why_blocked
from .schema import MOVEMENT_KINDS, Action, Condition
from .state import FighterState, GameState
from .state import evolve as replace

# An entry of `Cursor.since`: (seat, effect id), the table when the effect began or resumed
# (a `_table`; None while an in-time trigger interrupts it), the notes count then, and the
# parts already done, in order: pairs of tables (before, after), and the words saying why an
# action did nothing.
_KEY, _FROM, _NOTES, _PARTS = range(4)

_OWN_MOVES = frozenset(("advance", "retreat", "close", "move", "teleport"))
_MOVING = frozenset(MOVEMENT_KINDS)


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
    why = why_blocked(state, seat, action, spent, moved)
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
    return state, "; ".join(segments) or no_effect(state, seat, actions), noted


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
        out += bonuses(state, seat, old.mods, new.mods, actions, conditions)
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
