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
    kind = action.kind
    value = getattr(action, kind)
    if kind in STATS:
        return _stat(found, me, kind, value, exact)
    expected = _CHECKS.get(kind)
    if expected is None:
        return bool(found) or "no difference"
    return expected(found, me, 1 - me, value, before, exact)


def _stat_becomes(found, me: int, value) -> str | bool:
    """A stat that becomes a number: that stat differs (a range: either end)."""
    names = [n for n in ("range", "power", "priority", "guard") if getattr(value, n) is not None]
    fields = [(f"{n}_lo" if n == "range" else n, me) for n in names]
    fields += [("range_hi", me)] if "range" in names else []
    return _any(found, *fields)


def _inner(found, seat: int, actions, before, exact: bool) -> str | bool:
    """Every action of ``actions`` (an ``opponent`` or ``next_beat``'s) shows for ``seat``."""
    results = [check(inner, found, seat, before, exact) for inner in actions]
    return next((r for r in results if r is not True), True)


#: What each action kind should show: (found, me, foe, its value, before, exact) -> True or
#: why not. A kind not listed shows as any difference.
_CHECKS = {
    "range": lambda f, me, foe, v, b, x: _range(f, me, v),
    "range_bonus": lambda f, me, foe, v, b, x: _any(f, ("range_lo", me), ("range_hi", me),
                                                    ("hit", foe), ("life", foe)),
    "stat_becomes": lambda f, me, foe, v, b, x: _stat_becomes(f, me, v),
    "x_is": lambda f, me, foe, v, b, x: _any(f, (v.stat, me)),
    "advance": lambda f, me, foe, v, b, x: _moved(f, me, True, b),
    "close": lambda f, me, foe, v, b, x: _moved(f, me, True, b),
    "retreat": lambda f, me, foe, v, b, x: _moved(f, me, False, b),
    "push": lambda f, me, foe, v, b, x: _moved(f, foe, False, b),
    "pull": lambda f, me, foe, v, b, x: _moved(f, foe, True, b),
    "move": lambda f, me, foe, v, b, x: _moved(f, me, None),
    "teleport": lambda f, me, foe, v, b, x: _moved(f, me, None),
    "move_opponent": lambda f, me, foe, v, b, x: _moved(f, foe, None),
    "chip": lambda f, me, foe, v, b, x: _life(f, foe if v.target == "opponent" else me, -1,
                                              v.amount),
    "regain_life": lambda f, me, foe, v, b, x: _life(f, me, +1, v),
    "set_life": lambda f, me, foe, v, b, x: _any(f, ("life", me), ("outcome",)),
    "gain_tokens": lambda f, me, foe, v, b, x: _tokens(f, v.token, +1),
    "spend_tokens": lambda f, me, foe, v, b, x: _tokens(f, v.token, -1),
    "set_tokens": lambda f, me, foe, v, b, x: _set_tokens(f, v.token, v.amount.exact, me, b),
    "gain_force": lambda f, me, foe, v, b, x: _any(f, ("force", me)),
    "stun_opponent": lambda f, me, foe, v, b, x: _flag(f, ("stunned", foe), True),
    "stun_self": lambda f, me, foe, v, b, x: _flag(f, ("stunned", me), True),
    "stun_immunity": lambda f, me, foe, v, b, x: _any(f, ("stunned", me), ("stun_immune", me)),
    "avoid": lambda f, me, foe, v, b, x: _any(f, ("hit", me), ("life", me)),
    "ignore_armor": lambda f, me, foe, v, b, x: _any(f, ("life", foe), ("armor", foe)),
    "place_marker": lambda f, me, foe, v, b, x: _any(f, ("markers", me)),
    # a side turned over (000 "Markers")
    "turn_markers": lambda f, me, foe, v, b, x: _any(f, ("markers_up", me)),
    "become_form": lambda f, me, foe, v, b, x: _any(f, ("form", me)),
    "win_duel": lambda f, me, foe, v, b, x: _flag(f, ("outcome",), me),
    "lose_duel": lambda f, me, foe, v, b, x: _flag(f, ("outcome",), foe),
    "take_to_hand": lambda f, me, foe, v, b, x: _any(f, ("hand", me)),
    "opponent_discards_base": lambda f, me, foe, v, b, x: _any(f, ("hand", foe)),
    "opponent": lambda f, me, foe, v, b, x: _inner(f, foe, v, b, x),
    # shown in the second beat the harness plays
    "next_beat": lambda f, me, foe, v, b, x: _inner(f, me, v, b, x),
}
for _same, _as in (("range_from", "range_bonus"), ("opponent_must_move", "move_opponent"),
                   ("teleport_opponent", "move_opponent"), ("damage_cap", "set_life"),
                   ("life_floor", "set_life"), ("regain_tokens", "gain_tokens"),
                   ("lose_tokens", "spend_tokens"), ("stun_on_hit", "stun_opponent"),
                   ("infinite_guard", "stun_immunity"), ("move_marker", "place_marker"),
                   ("remove_marker", "place_marker")):
    _CHECKS[_same] = _CHECKS[_as]


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
