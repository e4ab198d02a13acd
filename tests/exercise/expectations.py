"""What each action kind must visibly change, written from the rules (000 "Movement", "Attack
Pairs", "Other Effects", "Tokens & Counters", "Guard & Stun", "Markers", "Forms"; docs/cards.md),
not read from the engine.

`matches(effect, found)` takes an effect of seat 0 and the differences the harness saw
(moment, field, value without the effect, value with it) and says whether every action with a
precise expectation shows it. A kind without one (a restriction, a flag whose result depends
on what the opponent tries) only needs the difference not to be empty.
"""

from __future__ import annotations

from engine.battlecon.schema import Action
from engine.battlecon.stats import StatValue

ME, FOE = 0, 1
STATS = ("power", "priority", "guard", "armor")


def _exact(amount) -> int | None:
    return None if amount is None else amount.exact


def _changed(found, field) -> list[tuple]:
    return [(m, b, a) for m, f, b, a in found if f == field]


def _numbers(rows) -> list[tuple[int, int]]:
    return [(b, a) for _, b, a in rows if isinstance(b, int) and isinstance(a, int)
            and not isinstance(b, bool)]


def _stat(found, seat, name, amount, exact: bool = True) -> str | bool:
    """A stat bonus: the stat differs by the amount (any change, for an amount picked or
    counted; the same sign when not ``exact``), at some moment after it applies (000
    "Attack Pairs")."""
    rows = _numbers(_changed(found, (name, seat)))
    if not rows:
        return f"{name} of seat {seat} never differs"
    n = _exact(amount)
    if n is None:
        return True
    if any(a - b == n if exact else (a - b) * n > 0 for b, a in rows):
        return True
    return f"{name} differs by {sorted({a - b for b, a in rows})}, not {n:+d}"


def _range(found, seat, text) -> str | bool:
    value = StatValue.parse(text, allow_range=True)
    lo = _numbers(_changed(found, ("range_lo", seat)))
    hi = _numbers(_changed(found, ("range_hi", seat)))
    want_lo, want_hi = value.lo, value.hi
    if (want_lo and any(a - b == want_lo for b, a in lo)) or (
            want_hi and any(a - b == want_hi for b, a in hi)):
        return True
    return f"range differs by {[a - b for b, a in lo]}~{[a - b for b, a in hi]}, not {text}"


def _moved(found, mover, toward: bool | None, before=None) -> str | bool:
    """A movement: ``mover``'s space differs; ``toward``: it went toward the other standup
    (True), away (False) or either way (None), judged from where both stood without it."""
    other = 1 - mover
    rows = []
    for moment, field, b, a in found:
        if field == ("pos", mover) and a is not None and b is not None:
            rows.append((moment, b, a))
    if not rows:
        return f"seat {mover} never stands elsewhere"
    if toward is None:
        return True
    for moment, b, a in rows:
        other_b = (before or {}).get(moment, {}).get(("pos", other))
        if other_b is None:
            return True  # the other standup is off the board: no way to tell
        if ((a - b) * (other_b - b) > 0) == toward:
            return True
    return f"seat {mover} moved the wrong way ({'toward' if not toward else 'away'})"


def _life(found, seat, sign: int, amount=None) -> str | bool:
    """Life lost (``sign`` -1: a chip, exactly its amount, but never below 1 life: 000
    "Other Effects", Chip) or regained (+1: up to the starting life, so any gain)."""
    rows = _numbers(_changed(found, ("life", seat)))
    if not rows:
        return f"life of seat {seat} never differs"
    n = _exact(amount)
    if any((a - b) * sign > 0 and (n is None or sign > 0 or b - a == min(n, b - 1))
           for b, a in rows):
        return True
    return f"life of seat {seat} differs by {sorted({a - b for b, a in rows})}"


def _tokens(found, token, sign: int | None) -> str | bool:
    rows = [(b, a) for _, f, b, a in found if f[0] == "tok" and f[2] == token]
    rows += [(sum(map(sum, b)), sum(map(sum, a))) for _, f, b, a in found
             if f[0] == "on_cards"]
    if not rows:
        return f"tokens {token} never differ"
    if sign is None or any((a - b) * sign > 0 for b, a in rows):
        return True
    return f"tokens {token} went the wrong way"


def _set_tokens(found, token, n, me, before) -> str | bool:
    """Tokens set to exactly ``n`` (000 "Tokens & Counters"): a difference ending at ``n``,
    or none at all when the supply already held ``n`` without the effect."""
    rows = [a for _, f, _, a in found if f == ("tok", me, token)]
    if n is None:
        return bool(rows) or f"tokens {token} never differ"
    if n in rows:
        return True
    last = (before or {}).get(("final", None, 0), {}).get(("tok", me, token))
    if not rows and last == n:
        return True
    return f"tokens {token} never set to {n}"


def _flag(found, field, value) -> str | bool:
    if any(f == field and a == value for _, f, _, a in found):
        return True
    return f"{' of seat '.join(map(str, field))} never becomes {value}"


def _any(found, *fields) -> str | bool:
    if any(f in fields for _, f, _, _ in found):
        return True
    return f"none of {', '.join(str(f) for f in fields)} differs"


def check(action: Action, found, me: int = ME, before=None, exact: bool = True) -> str | bool:
    """True when ``found`` shows ``action`` of seat ``me``, else why not (a short text);
    ``before``: the readings without the effect, by moment (where the standups stood);
    ``exact``: a stat bonus must show its exact amount (else its sign; `matches`)."""
    foe = 1 - me
    kind = action.kind
    value = getattr(action, kind)
    if kind in STATS:
        return _stat(found, me, kind, value, exact)
    if kind == "range":
        return _range(found, me, value)
    if kind in ("range_bonus", "range_from"):
        return _any(found, ("range_lo", me), ("range_hi", me), ("hit", foe), ("life", foe))
    if kind == "stat_becomes":
        names = [n for n in ("range", "power", "priority", "guard")
                 if getattr(value, n) is not None]
        fields = [(f"{n}_lo" if n == "range" else n, me) for n in names]
        fields += [("range_hi", me)] if "range" in names else []
        return _any(found, *fields)
    if kind == "x_is":
        return _any(found, (value.stat, me))
    if kind in ("advance", "close"):
        return _moved(found, me, True, before)
    if kind == "retreat":
        return _moved(found, me, False, before)
    if kind == "push":
        return _moved(found, foe, False, before)
    if kind == "pull":
        return _moved(found, foe, True, before)
    if kind in ("move", "teleport"):
        return _moved(found, me, None)
    if kind in ("move_opponent", "opponent_must_move", "teleport_opponent"):
        return _moved(found, foe, None)
    if kind == "chip":
        return _life(found, foe if value.target == "opponent" else me, -1, value.amount)
    if kind == "regain_life":
        return _life(found, me, +1, value)
    if kind in ("set_life", "damage_cap", "life_floor"):
        return _any(found, ("life", me), ("outcome",))
    if kind in ("gain_tokens", "regain_tokens"):
        return _tokens(found, value.token, +1)
    if kind in ("spend_tokens", "lose_tokens"):
        return _tokens(found, value.token, -1)
    if kind == "set_tokens":
        return _set_tokens(found, value.token, value.amount.exact, me, before)
    if kind == "gain_force":
        return _any(found, ("force", me))
    if kind in ("stun_opponent", "stun_on_hit"):
        return _flag(found, ("stunned", foe), True)
    if kind == "stun_self":
        return _flag(found, ("stunned", me), True)
    if kind in ("stun_immunity", "infinite_guard"):
        return _any(found, ("stunned", me), ("stun_immune", me))
    if kind == "avoid":
        return _any(found, ("hit", me), ("life", me))
    if kind == "ignore_armor":
        return _any(found, ("life", foe), ("armor", foe))
    if kind in ("place_marker", "move_marker", "remove_marker"):
        return _any(found, ("markers", me))
    if kind == "turn_markers":  # a side turned over (000 "Markers")
        return _any(found, ("markers_up", me))
    if kind == "become_form":
        return _any(found, ("form", me))
    if kind == "win_duel":
        return _flag(found, ("outcome",), me)
    if kind == "lose_duel":
        return _flag(found, ("outcome",), foe)
    if kind == "take_to_hand":
        return _any(found, ("hand", me))
    if kind == "opponent_discards_base":
        return _any(found, ("hand", foe))
    if kind == "opponent":
        results = [check(inner, found, foe, before, exact) for inner in value]
        return next((r for r in results if r is not True), True)
    if kind == "next_beat":  # shown in the second beat the harness plays
        results = [check(inner, found, me, before, exact) for inner in value]
        return next((r for r in results if r is not True), True)
    return bool(found) or "no difference"


def _leaves(actions) -> int:
    """How many actions ``actions`` hold, counting those inside ``opponent`` and
    ``next_beat`` one by one."""
    return sum(_leaves(getattr(a, a.kind)) if a.kind in ("opponent", "next_beat") else 1
               for a in actions)


def matches(effect, found, before=None, me: int = ME) -> str | bool:
    """True when every action of ``effect`` (seat ``me``'s: seat 0's unless told, seat 1's
    for an [Opponent] ante the opponent makes) shows its expected result in ``found``
    (``before``: as `check`); else the first reason it does not.

    Token actions whose amounts are counted on the table are judged together: on several
    kinds, one of them must show (a count of 0 shows nothing: Hikaru's Trance gives back the
    one token anted); on one kind raised and lowered, its net change (Byron's Life debt).
    A stat bonus shows its exact amount when it is the effect's only action (counting those
    inside ``opponent`` and ``next_beat``); beside other actions (a chip to yourself, tokens
    spent, a penalty cancelling a printed number) those may wake other effects of the fighter
    or change the same stat, so only the stat's change is asked for."""
    if not found:
        return "no difference"
    exact = _leaves(effect.action) == 1
    counted = [a for a in effect.action if _counted_tokens(a)]
    for action in effect.action:
        if len(counted) > 1 and action in counted:
            continue  # judged together below
        verdict = check(action, found, me, before, exact)
        if verdict is not True:
            return verdict
    if len(counted) > 1:
        tokens = [getattr(a, a.kind).token for a in counted]
        if len(set(tokens)) < len(tokens):  # one kind raised and lowered: only the net shows
            return next((v for v in (_tokens(found, t, None) for t in set(tokens))
                         if v is not True), True)
        verdicts = [check(a, found, me, before, exact) for a in counted]
        if True not in verdicts:  # each counted for its own kind: a count of 0 shows nothing
            return verdicts[0]
    return True


_TOKEN_KINDS = ("gain_tokens", "regain_tokens", "spend_tokens", "lose_tokens", "set_tokens")


def _counted_tokens(action: Action) -> bool:
    """A token action whose amount is counted on the table (``per``), not printed."""
    return action.kind in _TOKEN_KINDS and getattr(action, action.kind).amount.exact is None
