"""What holds for a fighter right now: "cannot"s, flags and limits from antes, effects this beat
and passive effects in play (000 rulebook, "Cannot vs. Do", "Other Effects").

The whole count (`_held`) is computed once per state object (states are immutable) and
memoised; a query for something no passive effect in play and no effect carried out this beat
can give is answered before it, without reading a condition (`_may_hold`).
"""

from __future__ import annotations

from .attack_pair import hand_mod, pair_stats
from .effects import condition_holds, in_play_views, same_cards
from .markers import indices
from .pair_bonuses import kit_passive_kinds
from .schema import NoEntry
from .state import GameState, memo, mentions

# "cannot" names of the card format -> the names `movement.legal_moves` understands
_MOVEMENT_NAMES = {"advance": "advance", "retreat": "retreat", "move": "move",
                   "be_moved": "be_moved", "be_moved_by_opponent": "be_moved",
                   "move_past_opponent": "move_past", "be_moved_past": "be_moved_past",
                   "move_as_told": "swap_direction"}
FLAGS = ("stun_immunity", "avoid", "ignore_armor", "ignore_guard", "vulnerable", "stun_on_hit",
         "become_active", "life_loss_instead", "ignore_life_loss", "control_opponent_movement")
LIMITS = ("damage_cap", "life_floor")
# kinds gathered as a tuple of their values per seat (`rules`)
RULES = ("ignore_movement", "cannot_enter")
_HELD_KINDS = frozenset(FLAGS + LIMITS + RULES + ("cannot",))


_NOTHING: tuple[frozenset[str], tuple[dict, dict]] = (frozenset(), ({}, {}))


def _interesting(state: GameState, seat: int) -> tuple:
    """(condition, ((action kind, value), ...)) of each passive effect in play that carries a
    cannot, a flag or a limit (cached on the kit)."""
    effects, views = in_play_views(state, seat)
    found = views.get("held")
    if found is None:
        found = views["held"] = tuple(
            (item[2].condition, tuple((a.kind, getattr(a, a.kind)) for a in item[2].action))
            for item in effects if item[2].timing == "passive" and (
                item[3] & _HELD_KINDS or _limits_opponent(item[2].action or ())))
    return found


def _limits_opponent(actions: tuple) -> bool:
    """Whether passive ``actions`` put a limit on the opponent (``opponent: [{life_floor:
    1}]``: "this attack cannot bring the opponent below 1 life")."""
    return any(a.kind == "opponent" and any(inner.kind in _ON_OPPONENT for inner in a.opponent)
               for a in actions)


# what an `opponent` passive holds on the opponent: their life floor, their damage taken as
# life loss (Kaitlyn's Planar Disjunction)
_ON_OPPONENT = (*LIMITS, "life_loss_instead")


def _held(state: GameState) -> tuple[frozenset[str], tuple[dict, ...]]:
    """All "seat:what" cannots, and per seat a dict of flags and limits, holding now."""
    known = same_cards(state)  # (a duel: None in a team battle)
    if known is not None and known.get(_QUIET):
        return _NOTHING  # known already for these fighters and cards
    seats = range(len(state.fighters))
    passives = tuple(_interesting(state, seat) for seat in seats)
    quiet = not any(passives) and not any(
        m.kind in _HELD_KINDS for f in state.fighters for m in f.mods)
    if known is not None:
        known[_QUIET] = quiet
    if quiet:  # the usual case: bonuses only, no cannot, flag or limit
        return _NOTHING if len(seats) == 2 else (frozenset(), tuple({} for _ in seats))
    cannots: set[str] = set()
    held: tuple[dict, ...] = tuple({} for _ in seats)
    for seat in seats:
        if state.positions[seat] is None:
            continue  # defeated: nothing of theirs is in play (000 "Defeat in Multiplayer")
        foe = state.foe(seat)
        found = held[seat]
        for mod in state.fighters[seat].mods:
            if mod.kind in _HELD_KINDS and mod.until != "next_beat" and mod.value is not False:
                _note(cannots, found, seat, foe, mod.kind, mod.value)
        for condition, actions in passives[seat]:
            if condition_holds(state, seat, condition):
                for kind, value in actions:
                    if kind == "opponent":  # a limit on the opponent (their life floor)
                        for inner in value:
                            if inner.kind in _ON_OPPONENT and state.positions[foe] is not None:
                                _note(cannots, held[foe], foe, seat, inner.kind,
                                      getattr(inner, inner.kind))
                    else:
                        _note(cannots, found, seat, foe, kind, value)
    return frozenset(cannots), held


# Whether no passive effect in play and no mod holds a cannot, a flag or a limit: an answer
# kept while the fighters and their cards stay the same objects (`effects.same_cards`).
_QUIET = "passives.quiet"


def _note(cannots: set[str], found: dict, seat: int, foe: int, kind: str, value) -> None:
    if kind == "cannot":
        target = seat if value.who == "you" else foe
        for what in value.what:
            cannots.add(f"{target}:{what}")
    elif kind in FLAGS:
        found[kind] = True
    elif kind in RULES:
        found[kind] = found.get(kind, ()) + (value,)
    elif kind in LIMITS:
        old = found.get(kind)
        found[kind] = value if old is None else (min if kind == "damage_cap" else max)(old, value)


def _state_held(state: GameState):
    return memo(state, "held", _held, state)


def _may_hold(state: GameState, seat: int, key: str) -> bool:
    """Whether ``key`` ("cannot:<what>", or a flag, limit or rule kind) could hold on ``seat``
    now whatever the conditions: a passive effect in play gives it (``seat``'s own, or an
    opponent's aimed at its opponent) or a fighter has a mod of a held kind. False answers
    the query at once (issue 23: no condition is read); True leaves it to `_held`."""
    fighters = state.fighters
    for fighter in fighters:
        for mod in fighter.mods:
            if mod.kind in _HELD_KINDS:
                return True  # the mods' count of `_held` decides
    givers = _GIVERS.get(key)
    if givers is None:  # the action kinds of a passive that may give ``key``
        kind = "cannot" if key.startswith("cannot:") else key
        givers = _GIVERS[key] = frozenset(
            (kind, "opponent") if kind in _ON_OPPONENT else (kind,))
    kits = state.kits
    last = _KITS_GIVE[0]
    if last[0] is not kits:
        last = _KITS_GIVE[0] = (kits, frozenset().union(*map(kit_passive_kinds, kits)))
    if givers.isdisjoint(last[1]):
        return False  # no card of the duel can: nothing in play is looked at
    duel = len(fighters) == 2
    for owner in range(len(fighters)):
        own, aimed = _keys(state, owner)
        if owner == seat:
            if key in own:
                return True
        elif key in aimed and (not duel or owner == 1 - seat):
            return True  # (a team battle: any enemy's, whoever its opponent is)
    return False


_GIVERS: dict[str, frozenset[str]] = {}  # `_may_hold`'s key -> the action kinds giving it
# The kits' tuple `_may_hold` was asked about last and the action kinds of all their passive
# effects (the tuple is held, so its identity is not reused while compared).
_KITS_GIVE: list[tuple] = [(None, frozenset())]


def _keys(state: GameState, seat: int) -> tuple[frozenset[str], frozenset[str]]:
    """The keys of `_may_hold` that ``seat``'s passive effects in play (`_interesting`) may
    give: on ``seat`` itself, and on its opponent (cached with the effects in play)."""
    views = in_play_views(state, seat)[1]
    found = views.get("held keys")
    if found is None:
        own: set[str] = set()
        aimed: set[str] = set()
        for _, actions in _interesting(state, seat):
            for kind, value in actions:
                if kind == "cannot":
                    (own if value.who == "you" else aimed).update(
                        "cannot:" + what for what in value.what)
                elif kind == "opponent":
                    aimed.update(inner.kind for inner in value if inner.kind in _ON_OPPONENT)
                else:
                    own.add(kind)
        found = views["held keys"] = (frozenset(own), frozenset(aimed))
    return found


def restrictions(state: GameState) -> frozenset[str]:
    """This beat's "cannot" strings for `movement.legal_moves` (000 "Cannot vs. Do"), with
    ``"seat:enter:N"`` for each space N a `cannot_enter` forbids, read from where the
    standups and markers are in ``state``."""
    def compute() -> frozenset[str]:
        cannots, held = _state_held(state)
        found = set()
        for item in cannots:
            seat, _, what = item.partition(":")
            if what in _MOVEMENT_NAMES:
                found.add(f"{seat}:{_MOVEMENT_NAMES[what]}")
        for owner in range(len(state.fighters)):  # every seat of a team battle
            for spec in held[owner].get("cannot_enter", ()):
                found.update(no_entry(state, owner, spec))
        return frozenset(found)
    return memo(state, "movement_cannots", compute)


def no_entry(state: GameState, owner: int, spec: NoEntry) -> set[str]:
    """The ``"seat:enter:N"`` strings of one `schema.NoEntry` of ``owner``'s: the spaces next
    to ``owner``'s standup, or those holding one of ``owner``'s markers of that name
    (``"seat:stop:N"`` with ``stop``: a walking movement entering N ends there)."""
    if spec.where == "adjacent_to_you":
        here = state.positions[owner]
        spaces = {s for s in (here - 1, here + 1) if 1 <= s <= state.board}
    else:
        markers = state.fighters[owner].markers
        spaces = {markers[i] for i in indices(state, owner, spec.marker)
                  if markers[i] is not None}
    seats = {"opponent": (state.foe(owner),), "you": (owner,),
             "both": tuple(range(len(state.fighters)))}[spec.who]
    word = "stop" if spec.stop else "enter"
    return {f"{seat}:{word}:{space}" for seat in seats for space in spaces}


def rules(state: GameState, seat: int, kind: str) -> tuple:
    """The values of every ``kind`` action (one of `RULES`: `schema.IgnoreMovement`,
    `schema.NoEntry`) holding for ``seat`` now, from mods and passive effects."""
    return _state_held(state)[1][seat].get(kind, ()) if _may_hold(state, seat, kind) else ()


def restricted(state: GameState, seat: int, what: str) -> bool:
    """True when a "cannot ``what``" applies to ``seat`` now, from either fighter's effects.

    ``what`` is a `schema.Restriction` name (``hit``, ``ante``, ``hit_triggers``...). A
    restriction no card of the duel names is not looked for (`state.mentions`: a "cannot"
    comes only from card data, never from a correction by hand).
    """
    return mentions(state, what) and _may_hold(state, seat, "cannot:" + what) and \
        f"{seat}:{what}" in _state_held(state)[0]


def has_flag(state: GameState, seat: int, kind: str) -> bool:
    """True when ``seat`` has flag ``kind`` (one of `FLAGS`) from a mod or a passive effect."""
    return _may_hold(state, seat, kind) and _state_held(state)[1][seat].get(kind, False)


def limit(state: GameState, seat: int, kind: str) -> int | None:
    """The tightest ``damage_cap`` (lowest) or ``life_floor`` (highest) on ``seat``, or None."""
    return _state_held(state)[1][seat].get(kind) if _may_hold(state, seat, kind) else None


def stun_immune(state: GameState, seat: int) -> bool:
    """``seat`` cannot be stunned now (000 "Stun Immunity"; "Cannot vs. Do"); Stun Immunity
    given or taken away by hand this beat is the table's word (docs/rulings.md 99)."""
    hand = hand_mod(state, seat, "stun_immunity")
    if hand is not None:
        return hand.value
    return pair_stats(state, seat).stun_immune or restricted(state, seat, "be_stunned")
