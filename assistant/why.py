""""Why?" for every number the duel page shows (issue 6): life, Force, the Force pool and
time over, the Active Player, each attack's hit or miss, stun and the winner, each as a
breakdown whose lines add up to the number shown, with the rule that decides it.

The engine records each computed number as it decides it (`engine.battlecon.state.Why`);
this module only picks and words them. Life, Force and the pool are ledgers: the starting
value plus every change since the setup is the number now (000 "Board Setup" gives the
starting values). The attack pair's stats carry their own breakdown (`attack_pair.Stat`).

Each breakdown is worked out once per state (`engine.battlecon.memo`): every viewer's view
of one state shows the same ones.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.battlecon import FORCE_POOL, STARTING_FORCE, GameState, Why, memo

START_RULE = '000 "Board Setup"'
# The term of the rules reference each breakdown links to (assistant/data/glossary.yaml).
TERMS = {"life": "Damage", "force": "Force", "pool": "Time Over", "active": "Priority",
         "hit": "Range", "stun": "Stun", "outcome": "Defeat"}


@dataclass(frozen=True)
class Line:
    """One line of a breakdown: ``amount`` (signed; life points, Force counters or spaces;
    None for a line of words only), what it is, the beat it came from (0: the setup) and the
    rule that decides it."""

    amount: int | None
    label: str
    beat: int = 0
    rule: str = ""
    parts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Breakdown:
    """A number and why: ``shown`` is the number (or word) on the page; for a ledger
    (``adds_up``) the amounts of ``lines`` add up to it. ``term`` names the rules-reference
    entry to open; ``rule`` the section that decides the result."""

    title: str
    shown: int | str
    lines: tuple[Line, ...]
    rule: str = ""
    term: str = ""
    adds_up: bool = False


def _starting(state: GameState, seat: int | None, topic: str) -> tuple[int, str]:
    if topic == "life":
        return state.starting_life(seat), "starting life"
    if not state.rules.force:
        return 0, "no Force under this ruleset"
    if topic == "force":
        return STARTING_FORCE, "starting Force"
    return FORCE_POOL - 2 * STARTING_FORCE, (f"{FORCE_POOL} counters, less {STARTING_FORCE} "
                                             "each fighter took")


def _now(state: GameState, seat: int | None, topic: str) -> int:
    if topic == "pool":
        return state.pool
    return getattr(state.fighters[seat], topic)


def ledger(state: GameState, seat: int | None, topic: str) -> Breakdown:
    """``seat``'s life or Force (``topic`` "life", "force"), or the Force pool (seat None,
    topic "pool"), as the starting value and every change since, oldest first.

    Should a change ever escape the engine's records, a last line says how much is not
    itemised, so the lines still add up to the number shown (the tests require none).

    Raises:
        ValueError: ``topic`` is not a ledger.
    """
    if topic not in ("life", "force", "pool"):
        raise ValueError(f"{topic!r} is not a ledger: life, force or pool")
    return memo(state, ("why.ledger", seat, topic), _ledger, state, seat, topic)


def _ledger(state: GameState, seat: int | None, topic: str) -> Breakdown:
    start, words = _starting(state, seat, topic)
    lines = [Line(start, words, 0, START_RULE)]
    lines += [Line(w.amount, w.text, w.beat, w.rule, w.parts) for w in state.whys
              if w.topic == topic and w.seat == seat]
    now = _now(state, seat, topic)
    missing = now - sum(line.amount for line in lines)
    if missing:
        lines.append(Line(missing, "changes not itemised (please report this)", state.beat))
    name = "the Force pool" if seat is None else f"{state.name(seat)}'s {topic}"
    title = name[0].upper() + name[1:] if topic != "force" else name.replace("force", "Force")
    rule = '000 "Time Over"' if topic == "pool" else ""
    return Breakdown(title, now, tuple(lines), rule, TERMS[topic], adds_up=True)


def _latest(state: GameState, topic: str, seat: int | None = None, *,
            any_seat: bool = False) -> Why | None:
    for why in reversed(state.whys):
        if why.topic == topic and (any_seat or why.seat == seat):
            return why
    return None


def _from(why: Why, title: str, shown: int | str) -> Breakdown:
    lines = (Line(None, why.text, why.beat, why.rule),) + tuple(
        Line(None, text, why.beat) for text in why.detail)
    return Breakdown(title, shown, lines, why.rule, TERMS[why.topic])


def active(state: GameState) -> Breakdown:
    """Why the Active Player is Active: the last priority comparison (both priorities with
    their breakdowns), or the choice at the setup before the first Reveal (000 "Reveal
    Step", "Board Setup")."""
    return memo(state, ("why.active",), _active, state)


def _active(state: GameState) -> Breakdown:
    why = _latest(state, "active", any_seat=True)
    name = state.name(state.active)
    if why is None:
        rule = START_RULE if state.rules.force else '002 "Game Setup"'
        return Breakdown(f"{name} is the Active Player", "Active",
                         (Line(None, f"{name} was chosen to be the Active Player for the first "
                                     "beat", 0, rule),), rule, TERMS["active"])
    if why.seat is None:  # a clash: the status is not settled yet this beat
        held = _latest_decided(state)
        lines = _from(why, "", "").lines
        lines += (Line(None, f"Until the clash is settled, {name} keeps the Active status"
                       + (f" from beat {held.beat}" if held else " chosen at the setup"),
                       state.beat, '000 "Priority Tie? - Clash!"'),)
        return Breakdown(f"Clash: {name} is still the Active Player", "Active", lines,
                         why.rule, TERMS["active"])
    return _from(why, f"{name} is the Active Player", "Active")


def _latest_decided(state: GameState) -> Why | None:
    """The last priority comparison that settled who is Active (not a clash)."""
    for why in reversed(state.whys):
        if why.topic == "active" and why.seat is not None:
            return why
    return None


def stun(state: GameState, seat: int) -> Breakdown | None:
    """Why ``seat`` is stunned this beat (damage above guard, or an effect), or None when
    it is not (000 "Guard & Stun")."""
    if not state.fighters[seat].stunned:
        return None
    why = _latest(state, "stun", seat)
    if why is None or why.beat != state.beat or not why.hit:
        return None
    return _from(why, f"{state.name(seat)} is stunned", "stunned")


def attacks(state: GameState, seat: int) -> Breakdown | None:
    """``seat``'s attacks of the latest beat that had any (more than one when an effect
    repeats the attack): each hit or miss with its reason and the range's breakdown (000
    "Attack"); None before its first attack."""
    mine = [w for w in state.whys if w.topic == "hit" and w.seat == seat]
    if not mine:
        return None
    beat = mine[-1].beat
    latest = [w for w in mine if w.beat == beat]
    lines = tuple(line for w in latest for line in _from(w, "", "").lines)
    shown = ", ".join("hit" if w.hit else "missed" for w in latest)
    return Breakdown(f"Beat {beat}: {state.name(seat)}'s attack", shown, lines,
                     latest[-1].rule, TERMS["hit"])


def this_beat(state: GameState, seat: int) -> Breakdown | None:
    """What ``seat``'s latest beat came to, in one line: its attacks (`attacks`) and, while
    it is stunned, why (`stun`); None before anything happened."""
    return memo(state, ("why.this_beat", seat), _this_beat, state, seat)


def _this_beat(state: GameState, seat: int) -> Breakdown | None:
    hits, stunned = attacks(state, seat), stun(state, seat)
    if stunned is None:
        return hits
    if hits is None or hits.lines[0].beat != state.beat:
        return replace(stunned, title=f"Beat {state.beat}: {stunned.title}", shown="stunned")
    return replace(hits, shown=f"{hits.shown}, stunned", lines=hits.lines + stunned.lines)


def time_over(state: GameState) -> Breakdown:
    """Why this beat is the final one (the Force pool ran out at a Recycle), with the pool's
    ledger (000 "Time Over")."""
    return memo(state, ("why.time_over",), _time_over, state)


def _time_over(state: GameState) -> Breakdown:
    pool = ledger(state, None, "pool")
    why = _latest(state, "time_over", any_seat=True)
    extra = () if why is None else (Line(None, why.text, why.beat, why.rule),)
    return Breakdown("Time over: this is the final beat", pool.shown, pool.lines + extra,
                     '000 "Time Over"', "Time Over", adds_up=True)


def outcome(state: GameState) -> Breakdown | None:
    """Why the duel ended the way it did, or None while it goes on (000 "Defeat", "Attack",
    "Time Over")."""
    if state.outcome is None:
        return None
    return memo(state, ("why.outcome",), _outcome, state)


def _outcome(state: GameState) -> Breakdown | None:
    why = _latest(state, "outcome", any_seat=True)
    if why is None:
        return None
    return _from(why, f"{state.name(state.outcome.winner)} wins", "the winner")
