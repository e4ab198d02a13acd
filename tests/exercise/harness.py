"""A differential harness that plays every automated effect of `fighters/` (issue 20).

For an effect E of fighter F (seat 0), a beat is played against the values tester (seat 1,
tests/data/vocab_values.yaml, whose Idle style adds nothing) twice: once with E as printed and
once with E disabled (its condition made one that never holds, so its id and every other
effect stay the same; an ante is made or not). The visible state (life, positions, tokens,
Force, stun, markers, form, hand, the stats of both attack pairs) is read each time the beat
enters a step, and the two readings are compared. E is *exercised* when, on one of a few
boards searched in a fixed order, the difference is not empty and matches what each of E's
actions declares (`expectations.matches`).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

import yaml

from engine.battlecon import beat_flow as beat
from engine.battlecon.adjust import adjust_decision
from engine.battlecon.attack_pair import pair_stats
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import FIGHTERS_DIR, Catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.errors import InvalidInput
from engine.battlecon.ignoring import IGNORE
from engine.battlecon.markers import in_place, indices
from engine.battlecon.report import automated, to_play
from engine.battlecon.schema import Condition, Effect, Fighter, every_amount
from engine.battlecon.setup import DuelSetup, new_duel
from engine.battlecon.state import GameState, Kit, Phase
from tests.conftest import catalog_with, seat, with_hand
from tests.exercise.expectations import matches

OPPONENT = "plain"
# The opponent's pairs tried (tests/exercise/plain.yaml): plain first, then one change each.
OPPONENT_PAIRS = (("Idle", "Strike"), ("Idle", "Shot"), ("Idle", "Grasp"), ("Idle", "Drive"),
                  ("Armored", "Strike"), ("Quick", "Strike"), ("Slow", "Strike"),
                  ("Tough", "Strike"), ("Slow", "Shot"), ("Quick", "Shot"),
                  ("Heavy", "Strike"), ("Heavy", "Shot"), ("Pushing", "Strike"),
                  ("Pulling", "Shot"), ("Advancing", "Strike"), ("Retreating", "Shot"),
                  ("Gaining", "Strike"), ("Barbed", "Strike"), ("Stepping", "Shot"),
                  ("Nudged", "Strike"), ("Dragging", "Grasp"), ("Lifted", "Shot"),
                  ("Lowered", "Drive"), ("Nudged", "Grasp"), ("Dragging", "Shot"),
                  ("Blazing", "Strike"), ("Frozen", "Strike"), ("Reaching", "Shot"),
                  ("Lunging", "Strike"), ("Spending", "Strike"), ("Wavering", "Strike"))
NEVER = Condition(life_at_most=-99)  # a condition no fighter meets: the effect never fires
SOURCES = ("style", "base", "finisher", "ua", "special", "ante")


@dataclass(frozen=True)
class Target:
    """One automated effect: ``fighter`` (file stem), ``source`` (one of `SOURCES`),
    ``card`` (its name; the unique ability's name for ``ua``), ``index`` (its place in the
    card's effects or the ability's antes) and ``kinds`` (its action kinds, in order)."""

    fighter: str
    source: str
    card: str
    index: int
    kinds: tuple[str, ...]

    @property
    def key(self) -> str:
        """``"fighter/source:card#index"``, the id the results file records."""
        return f"{self.fighter}/{self.source}:{self.card}#{self.index}"


@dataclass(frozen=True)
class Scenario:
    """One board tried: F's pair, the opponent's pair, the standups' spaces, F's tokens
    (``start``, ``full`` or ``none`` in supply), both lives, which option F takes for E's own
    choices (the last or the first) and the antes F makes, in order, one at each of its turns
    to ante (an ante target is made after them)."""

    pair: tuple[str, str]
    opponent_pair: tuple[str, str]
    positions: tuple[int, int]
    tokens: str
    lives: tuple[int, int]
    last_option: bool
    antes: tuple[str, ...] = ()
    # corrections by hand made before the beat, both beats alike: (seat, field, value) as
    # `adjust.adjust_decision` takes them (tokens, markers, special cards, cards, Force...)
    setup: tuple[tuple[int, str, int], ...] = ()
    # seat 1's antes, in order, one at each of its turns to ante (an [Opponent] ante too)
    opponent_antes: tuple[str, ...] = ()
    # F's pair in the first of two beats, when it differs (an effect reading what the
    # previous beat did: a hit with another style)
    first_pair: tuple[str, ...] = ()


@dataclass(frozen=True)
class Result:
    """What the search found for one target: ``exercised``, the scenario that showed it (or
    None) and, when not exercised, the reason in a few words."""

    target: Target
    exercised: bool
    scenario: Scenario | None
    reason: str = ""


def catalog() -> Catalog:
    """The shipped fighters plus the plain opponent (tests/exercise/plain.yaml)."""
    return catalog_with(plain=(Path(__file__).parent / "plain.yaml").read_text(
        encoding="utf-8"))


def targets(cat: Catalog, fighter_ids: list[str] | None = None) -> list[Target]:
    """Every automated effect of the shipped fighters with an action to play: the effects
    `report.automated` counts and the automated antes with an action (`report.to_play`)."""
    found = []
    for fid in sorted(fighter_ids or [f for f in cat.fighters if f != OPPONENT
                                      and f in _shipped()]):
        fighter = cat.fighter(fid)
        ua = fighter.unique_ability
        cards = ([("style", c) for c in fighter.styles] + [("base", c) for c in fighter.bases]
                 + [("finisher", c) for c in fighter.finishers] + [("ua", ua)]
                 + [("special", c) for c in ua.special_cards])
        for source, card in cards:
            for i, effect in enumerate(card.effects):
                if automated(effect):
                    found.append(Target(fid, source, card.name, i,
                                        tuple(a.kind for a in effect.action)))
        for i, ante in enumerate(ua.antes):
            if to_play(ante):
                found.append(Target(fid, "ante", ante.name, i,
                                    tuple(a.kind for a in ante.action)))
    return found


def _shipped() -> set[str]:
    return {p.stem for p in FIGHTERS_DIR.glob("*.yaml")} - {"shared"}


def _disabled_effects(effects: tuple[Effect, ...], index: int) -> tuple[Effect, ...]:
    """``effects`` with the one at ``index`` made never to fire, and with it its alternatives:
    the other optional effects of the card at the same timing with the same action kinds
    but other amounts ("spend 2 or 4": without E the player would take the other one
    instead). Identical copies are steps of one count ("pay up to 3 life, 1 for each"),
    each shown on its own, and stay."""
    target = effects[index]

    def alternative(i: int, effect: Effect) -> bool:
        return i == index or (target.optional and effect.optional
                              and effect.timing == target.timing
                              and _kinds(effect) == _kinds(target)
                              and effect.action != target.action)
    return tuple(_never(e) if alternative(i, e) else e for i, e in enumerate(effects))


def _never(effect: Effect) -> Effect:
    """``effect`` made never to fire: its condition one no fighter meets, or, for the kinds
    read before any condition (`extra_style`: schema refuses a condition on it), no action."""
    if any(a.kind == "extra_style" for a in effect.action or ()):
        return effect.model_copy(update={"action": ()})
    return effect.model_copy(update={"condition": NEVER})


def _kinds(effect: Effect) -> tuple[str, ...]:
    return tuple(a.kind for a in effect.action or ())


def disabled(fighter: Fighter, target: Target) -> Fighter:
    """``fighter`` with ``target``'s effect made never to fire (an ante is simply not made,
    so an ante target returns ``fighter`` unchanged)."""
    def fix(card):
        return card.model_copy(update={"effects": _disabled_effects(card.effects,
                                                                    target.index)})
    ua = fighter.unique_ability
    if target.source == "ua":
        return fighter.model_copy(update={"unique_ability": fix(ua)})
    if target.source == "special":
        specials = tuple(fix(c) if c.name == target.card else c for c in ua.special_cards)
        return fighter.model_copy(update={"unique_ability": ua.model_copy(
            update={"special_cards": specials})})
    field = {"style": "styles", "base": "bases", "finisher": "finishers"}.get(target.source)
    if field is None:
        return fighter
    cards = tuple(fix(c) if c.name == target.card else c for c in getattr(fighter, field))
    return fighter.model_copy(update={field: cards})


_WITHOUT: dict[str, Catalog] = {}
_OPENED: dict[str, Catalog] = {}


def setting(cat: Catalog, target: Target) -> Catalog:
    """The catalog ``target`` is played in: ``cat``, except for "this attack does not hit"
    on a card printed with N/A range or power (Reload, Rosary...), where the card is given
    range 1~6 and power 3 in both beats so the restriction has a hit to stop (000 "Cannot
    vs. Do"); cached per target."""
    effect = _effect(cat, target)
    stops_own_hit = any(a.kind == "cannot" and a.cannot.who == "you" and "hit" in a.cannot.what
                        for a in effect.action or ())
    if not stops_own_hit or target.source not in ("style", "base", "finisher"):
        return cat
    found = _OPENED.get(target.key)
    if found is None:
        fighter = cat.fighter(target.fighter)
        field = {"style": "styles", "base": "bases", "finisher": "finishers"}[target.source]
        cards = tuple(c.model_copy(update={"range": "1~6", "power": "3"})
                      if c.name == target.card and "N/A" in (str(c.range), str(c.power))
                      else c for c in getattr(fighter, field))
        fighters = dict(cat.fighters)
        fighters[target.fighter] = fighter.model_copy(update={field: cards})
        found = _OPENED[target.key] = Catalog(fighters=fighters, shared=cat.shared)
    return found


def without(cat: Catalog, target: Target) -> Catalog:
    """``cat`` with ``target``'s effect disabled (`disabled`), cached per target."""
    found = _WITHOUT.get(target.key)
    if found is None:
        fighters = dict(cat.fighters)
        fighters[target.fighter] = disabled(cat.fighter(target.fighter), target)
        found = _WITHOUT[target.key] = Catalog(fighters=fighters, shared=cat.shared)
    return found


# ------------------------------------------------------------------ reading the table

@contextmanager
def recording(trace: list):
    """While open, every step the beat enters appends (step, attacker, reading) to
    ``trace``: the visible state as the step begins (`reading`)."""
    original = beat._goto

    def spy(state: GameState, name: str, **cursor) -> GameState:
        trace.append((name, state.cursor.attacker, reading(state)))
        return original(state, name, **cursor)

    beat._goto = spy
    try:
        yield trace
    finally:
        beat._goto = original


def reading(state: GameState) -> dict[tuple, object]:
    """The visible state: field key -> value (life, pos, tok, force, stunned, hit, markers,
    form, active, hand, discards per seat; the attack pairs' stats once revealed)."""
    seen: dict[tuple, object] = {("outcome",): state.outcome and state.outcome.winner}
    revealed = state.phase not in (Phase.SET, Phase.ANTE) and all(
        f.style or f.finisher_used for f in state.fighters)
    for s, f in enumerate(state.fighters):
        seen[("life", s)] = f.life
        seen[("pos", s)] = state.positions[s]
        seen[("force", s)] = f.force
        seen[("stunned", s)] = f.stunned
        seen[("hit", s)] = f.was_hit
        seen[("markers", s)] = f.markers
        seen[("markers_up", s)] = f.markers_up
        seen[("form", s)] = f.form
        seen[("active", s)] = f.active_cards
        seen[("hand", s)] = tuple(sorted(f.hand))
        seen[("discards", s)] = tuple(sorted(f.discard1 + f.discard2 + f.discarded))
        seen[("on_cards", s)] = f.on_cards
        for spec, count in zip(state.kits[s].tokens, f.supply, strict=False):
            seen[("tok", s, spec.name)] = count
        if revealed and state.outcome is None:
            stats = pair_stats(state, s)
            for name in ("power", "priority", "guard", "armor"):
                stat = getattr(stats, name)
                seen[(name, s)] = stat.lo if stat.kind == "number" else stat.kind
            number = stats.range.kind == "number"  # else N/A or X, told apart
            seen[("range_lo", s)] = stats.range.lo if number else stats.range.kind
            seen[("range_hi", s)] = stats.range.hi if number else stats.range.kind
            seen[("stun_immune", s)] = stats.stun_immune
    return seen


def keyed(trace: list) -> dict[tuple, dict]:
    """The trace as (step, attacker, how many times entered before) -> reading."""
    count: dict[tuple, int] = {}
    found = {}
    for name, attacker, seen in trace:
        n = count.get((name, attacker), 0)
        count[(name, attacker)] = n + 1
        found[(name, attacker, n)] = seen
    return found


def differences(on: list, off: list) -> list[tuple[tuple, tuple, object, object]]:
    """(moment, field, value without E, value with E) for every field that differs at a
    moment both beats reached, in the order of the beat with E."""
    a, b = keyed(on), keyed(off)
    found = []
    for moment, seen in a.items():
        other = b.get(moment)
        if other is None:
            continue
        for field, value in seen.items():
            if field in other and other[field] != value:
                found.append((moment, field, other[field], value))
    return found


# ------------------------------------------------------------------ playing one beat

def _full(state: GameState, s: int, how: str, condition=None) -> GameState:
    """``s``'s tokens and counters in supply (held by the opponent for tokens handed over, on
    the discard piles for counters on cards): all it may hold (``full``), none (``none``)
    or, for ``cond``, the least ``condition`` asks for (else the most it allows; ``cond-1``:
    one less, for a fighter who gains one when the ante phase starts)."""
    least = dict(condition and condition.tokens_at_least or {})
    most = dict(condition and condition.tokens_at_most or {})
    for i, spec in enumerate(state.kits[s].tokens):
        if spec.on_cards:
            state = _on_cards(state, s, i, spec.total if how == "full" else 0)
            continue
        count = spec.total if spec.limit is None else min(spec.total, spec.limit)
        if how == "none":
            count = 0
        elif how in ("cond", "cond-1"):  # cond-1: one less, for a gain at ante phase start
            count = least.get(spec.name, most.get(spec.name))
            if count is None:
                continue
            count = max(0, count - (how == "cond-1"))
        state = apply(state, adjust_decision(s, f"token:{spec.name}", count))
    return state


def _on_cards(state: GameState, s: int, i: int, count: int) -> GameState:
    """Lay ``count`` of ``s``'s counters of kind ``i`` (`TokenSpec.on_cards`) on the discard
    piles they lie on, half on each (the rest in the pool); 0 puts them all in the pool."""
    fighter = state.fighters[s]
    spec = state.kits[s].tokens[i]
    one, two = (count + 1) // 2, count // 2
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    supply[i] = spec.total - count if count else min(spec.total, spec.limit or spec.total)
    depletion[i] = spec.total - count - supply[i]
    on_cards = fighter.on_cards[:i] + ((0, one, two),) + fighter.on_cards[i + 1:]
    return state.with_fighter(s, supply=tuple(supply), depletion=tuple(depletion),
                              on_cards=on_cards)


def start(cat: Catalog, target: Target, scenario: Scenario, condition=None) -> GameState:
    """The duel at its first Set step as ``scenario`` describes (F on seat 0); the form,
    markers and token counts E's ``condition`` asks for are set up (read from the card as
    printed, so that the beat without E starts from the same table)."""
    changes = {"finisher": target.card} if target.source == "finisher" else {}
    state = new_duel(DuelSetup((seat(target.fighter, cat, **changes), seat(OPPONENT, cat)),
                               first_active=0), cat)
    state = replace(state, positions=scenario.positions)
    state = state.with_fighter(0, life=scenario.lives[0]).with_fighter(1, life=scenario.lives[1])
    if target.source == "special":
        card = next(c for c in state.kits[0].fighter.unique_ability.special_cards
                    if c.name == target.card)
        if card.kind == "form":
            state = state.with_fighter(0, form=card.name)
        elif card.kind == "special":
            state = state.with_fighter(0, active_cards=tuple(sorted(
                set(state.fighters[0].active_cards) | {card.name})))
    if condition is not None and condition.form:
        state = state.with_fighter(0, form=condition.form)
    if condition is not None and condition.marker:
        state = _markers(state, condition.marker)
    for seat_, field, value in scenario.setup:
        state = apply(state, adjust_decision(seat_, field, value))
    if scenario.tokens == "marked":
        state = _marked(_full(state, 0, "full"))
    elif scenario.tokens != "start":
        state = _full(state, 0, scenario.tokens, condition)
    return state


def _marked(state: GameState) -> GameState:
    """F's markers all on the board, on the spaces that count most (the opponent's space,
    beyond them, next to them, between the standups, then the rest), and each special card
    turned over (the face-up ones down, the others up): a board for effects that read
    markers or face-down cards."""
    me, foe = state.positions
    step = 1 if foe > me else -1
    near = [foe, foe + step, foe - step, (me + foe) // 2, me, foe + 2 * step, me - step]
    order = list(dict.fromkeys(x for x in near + list(range(1, 8)) if 1 <= x <= 7))
    markers = tuple(order[i % len(order)] for i in range(len(state.fighters[0].markers)))
    specials = [c.name for c in state.kits[0].fighter.unique_ability.special_cards
                if c.kind == "special"]
    active = set(state.fighters[0].active_cards)
    flipped = tuple(sorted(n for n in specials if n not in active))
    return state.with_fighter(0, markers=markers, active_cards=flipped)


def _markers(state: GameState, wanted: dict[str, str]) -> GameState:
    """Put one of F's markers of each name of ``wanted`` on the first space of its kind."""
    spaces = list(state.fighters[0].markers)
    for name, place in wanted.items():
        mine = indices(state, 0, name)
        if not mine:
            continue
        if place == "off_board":
            spaces[mine[0]] = None
            continue
        for space in range(1, 8):
            if in_place(state, 0, space, place) or (place == "on_board"
                                                    and space not in state.positions):
                spaces[mine[0]] = space
                break
    return state.with_fighter(0, markers=tuple(spaces))


def _pick(state: GameState, target: Target, scenario: Scenario, on: bool):
    options = pending(state).options
    for option in options:
        if option.kind == "trigger" and option.seat == 0 and _mine(option.a, target):
            return option  # E first, so the rest of its window is as alike as can be
    if on and "control_opponent_movement" in target.kinds:
        theirs = [o for o in options if o.seat == 0 and o.kind == "choose"
                  and not _mine(o.a, target)]
        if theirs:  # F picks the opponent's movement: the other end of the choices
            return theirs[-1]
    if on and "ignore_movement" in target.kinds:
        for option in options:  # E's own choice: ignore the movement (000 "Movement")
            if option.seat == 0 and option.kind == "choose" and option.b == IGNORE:
                return option
    mine = [o for o in options if o.kind == "choose" and _mine(o.a, target)]
    if mine and on:
        return mine[-1] if scenario.last_option else mine[0]
    return options[0]


def _mine(eid: str, target: Target) -> bool:
    source, _, rest = eid.partition(":")
    if target.source == "ante":
        return source == "ante" and rest.startswith(target.card)
    return source == target.source and rest == f"{target.card}#{target.index}"


def play(cat: Catalog, target: Target, scenario: Scenario, on: bool, condition=None) -> list:
    """Play one beat of ``scenario``, E enabled when ``on`` (``condition``: E's condition as
    printed, `start`); the trace of readings (the last item is the state after the beat).
    Raises what the engine raises."""
    trace: list = []
    state = start(cat, target, scenario, condition)
    with recording(trace):
        for number in range(1, beats(cat, target, condition) + 1):
            if state.outcome is not None:
                break
            state = _beat(state, target, scenario, on, number)
    trace.append(("final", None, reading(state)))
    return trace


def beats(cat: Catalog, target: Target, condition=None) -> int:
    """How many beats show ``target``: two when its result or its condition lies in the
    next beat (a ``next_beat`` action, a condition on what happened last beat), else one.
    ``condition``: E's condition as printed (the beat without E has it replaced: `NEVER`),
    read from the card when not given."""
    effect = _effect(cat, target)
    condition = condition or getattr(effect, "condition", None)
    later = any("last_beat" in name for name in (condition.model_fields_set if condition
                                                 else ()))
    return 2 if later or _has_kind(effect.action or (), "next_beat") else 1


def _has_kind(actions, kind: str) -> bool:
    for action in actions:
        if action.kind == kind:
            return True
        inner = getattr(action, action.kind)
        if isinstance(inner, tuple) and inner and hasattr(inner[0], "kind") and _has_kind(
                inner, kind):
            return True
    return False


def _beat(state: GameState, target: Target, scenario: Scenario, on: bool,
          number: int) -> GameState:
    """Play beat ``number`` from its Set step with the scenario's pairs (put back in hand);
    a second beat whose pair cannot be set again (a Finisher used) is not played."""
    style, base = scenario.first_pair if number == 1 and scenario.first_pair else scenario.pair
    state = with_hand(with_hand(state, 0, style, base), 1, *scenario.opponent_pair)
    try:
        state = apply(state, Decision(0, "set", style, base))
    except InvalidInput:
        if number == 1:
            raise
        return state
    state = apply(state, Decision(1, "set", *scenario.opponent_pair))
    theirs = on and target.source == "ante" and _effect_of_ante(state, target).opponent
    plan = list(scenario.antes) + ([target.card] if on and target.source == "ante"
                                   and not theirs else [])
    their_plan = list(scenario.opponent_antes) + (
        [target.card] if theirs else [])  # an [Opponent] ante: seat 1 makes it
    while state.outcome is None and state.beat == number:
        if (state.phase == Phase.ANTE and state.cursor.step == "ante"
                and state.cursor.work is None):
            who = state.cursor.to_act
            made = _ante(state, plan.pop(0), target) if who == 0 and plan else None
            if who == 1 and their_plan:
                made = _ante(state, their_plan.pop(0), target, seat=1)
            if made is not None:
                state = apply(state, made)
            else:
                state = apply(state, Decision(who, "pass"))
            continue
        state = apply(state, _pick(state, target, scenario, on))
    return state


def _effect_of_ante(state: GameState, target: Target):
    return state.kits[0].fighter.unique_ability.antes[target.index]


def _ante(state: GameState, name: str, target: Target, seat: int = 0) -> Decision | None:
    """``seat``'s option (F's unless told) to ante ``name`` (``"name|choice"``: with that
    choice); None when it is not offered (the fighter passes), except for the target ante
    itself (LookupError: this board cannot show it)."""
    name, _, choice = name.partition("|")
    for option in pending(state).options:
        if option.kind == "ante" and option.a == name and option.seat == seat and (
                not choice or option.b == choice):
            return option
    if target.source == "ante" and name == target.card:
        raise LookupError("ante not offered")
    return None


def scenarios(cat: Catalog, target: Target, budget: int) -> list[Scenario]:
    """The boards tried for ``target``, at most ``budget``, the plainest first, the rest a
    fixed sample (seeded by the target's key) of pairs x bases x spaces x tokens x lives."""
    kit = Kit.build(cat, target.fighter)
    own_styles = [c.name for c in kit.fighter.styles]
    own_bases = [c.name for c in kit.fighter.bases] or list(kit.bases)
    all_bases = own_bases + [b for b in kit.bases if b not in own_bases]
    if target.source == "style":
        pairs = [(target.card, b) for b in all_bases[:4]]
    elif target.source == "base":
        pairs = [(s, target.card) for s in own_styles[:4]]
    elif target.source == "finisher":
        pairs = [("Switch", b) for b in all_bases[:3]]
    else:
        pairs = [(s, b) for s, b in zip(own_styles, all_bases, strict=False)][:4]
    condition = getattr(_effect(cat, target), "condition", None)
    counts = ("start", "full", "none") + (("cond", "cond-1") if condition is not None and (
        condition.tokens_at_least or condition.tokens_at_most) else ())
    ua = kit.fighter.unique_ability
    if ua.markers or any(c.kind == "special" for c in ua.special_cards):
        counts += ("marked",)
    product = list(itertools.product(
        pairs, OPPONENT_PAIRS,
        ((3, 5), (3, 4), (2, 6), (1, 7), (2, 5), (1, 2), (5, 4), (4, 6)),
        counts, ((20, 20), (6, 10)), (False, True),
        ante_plans(cat, target)))
    first, rest = product[0], product[1:]
    random.Random(target.key).shuffle(rest)
    wanted = {style for kind in target.kinds for style in PREFERRED.get(kind, ())}
    wanted |= {style for name in (condition.model_fields_set if condition is not None else ())
               for style in PREFERRED_BY_CONDITION.get(name, ())}
    rest.sort(key=lambda p: p[1][0] not in wanted)  # stable: still shuffled within
    return [Scenario(*p) for p in [first] + rest[:budget - 1]]


# The opponent's styles that let an action kind show (tests/exercise/plain.yaml), tried first:
# Armor to ignore, a Guard to ignore, a hard hit to resist, a movement to stop or ignore.
_MOVERS = ("Pushing", "Pulling", "Advancing", "Retreating", "Gaining", "Lunging")
_TIES = ("Nudged", "Dragging", "Lifted", "Lowered", "Idle", "Quick", "Slow")
_GAPS = ("Blazing", "Frozen", "Quick", "Slow")
PREFERRED = {
    "ignore_armor": ("Armored",), "ignore_guard": ("Tough",), "stun_immunity": ("Heavy",),
    "infinite_guard": ("Heavy",), "damage_cap": ("Heavy",), "life_floor": ("Heavy",),
    "avoid": ("Heavy",), "armor": ("Heavy",), "guard": ("Heavy",),
    "cannot": _MOVERS + ("Barbed", "Stepping", "Spending"),
    "ignore_movement": _MOVERS, "cannot_enter": _MOVERS, "wins_ties": _TIES,
    "become_active": ("Quick", "Slow"), "set_life": ("Heavy",), "ignore_style": ("Reaching",),
    "control_opponent_movement": ("Wavering",)}
# The same for what an effect's condition reads (`schema.Condition` fields).
PREFERRED_BY_CONDITION = {"disparity_at_least": _GAPS, "opponent_priority": _GAPS,
                          "opponent_priority_at_most": ("Slow", "Frozen"),
                          "priority_at_least": ("Slow", "Frozen")}


def ante_plans(cat: Catalog, target: Target) -> list[tuple[str, ...]]:
    """The antes F may make before E is read: none; for a condition or an amount counting
    anted tokens, the antes paying that token (as many times as it asks, 3 for a count; a
    limited ante once, with the other limited antes paying it: Hepzibah's five Pacts);
    each of F's first two own antes once."""
    fighter = cat.fighter(target.fighter)
    own = [a for a in fighter.unique_ability.antes if not a.opponent]
    plans: list[tuple[str, ...]] = [()]
    effect = _effect(cat, target)
    wanted: dict[str, int] = dict(getattr(effect, "condition", None) and
                                  effect.condition.tokens_anted_at_least or {})
    for action in effect.action or ():
        for amount in every_amount(action):
            if amount.per == "tokens_anted" and amount.token:
                wanted[amount.token] = 3
    for token, times in wanted.items():
        paying = [a for a in own if a.cost is not None and a.cost.token == token]
        if paying and paying[0].limited:  # a limited ante once, and the others paying it
            plans.append(tuple(a.name for a in paying if a.limited)[:times])
        elif paying:
            plans.append((paying[0].name,) * times)
    plans += [(a.name,) for a in own[:2] if a.name != target.card and (a.name,) not in plans]
    return plans


def exercise(cat: Catalog, target: Target, budget: int = 40) -> Result:
    """Search ``target``'s scenarios for one where E's visible result matches what its
    actions declare (`expectations.matches`)."""
    cat = setting(cat, target)
    off_cat = without(cat, target)
    effect = _effect(cat, target)
    condition = getattr(effect, "condition", None)
    seen_diff = ""
    errors = ""
    for scenario in [*made_boards().get(target.key, ()), *scenarios(cat, target, budget)]:
        try:
            on = play(cat, target, scenario, True, condition)
            off = play(off_cat, target, scenario, False, condition)
        except LookupError:
            errors = "its ante is never offered on the boards tried"
            continue
        except Exception as error:  # noqa: BLE001 - recorded as the reason
            errors = f"the engine raised {type(error).__name__}: {error}"[:160]
            continue
        found = differences(on, off)
        if not found:
            continue
        verdict = matches(effect, found, keyed(off), _whose(effect))
        if verdict is True:
            return Result(target, True, scenario)
        seen_diff = seen_diff or f"a difference, but {verdict}"
    return Result(target, False, None, seen_diff or errors or
                  "no visible difference on the boards tried")


BOARDS = Path(__file__).parent / "boards"


def made_boards() -> dict[str, list[Scenario]]:
    """The boards written by hand for effects a sampled board does not reach (a set-up the
    plain opponent never gives: a token count, a marker's place, an exact priority), read
    from tests/exercise/boards/*.yaml: effect key -> boards, tried first (`exercise`). Each
    board names what it sets up from the card's own text, never from the engine's answer."""
    if not _MADE:
        for path in sorted(BOARDS.glob("*.yaml")):
            for key, boards in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
                _MADE.setdefault(key, []).extend(scenario_from({**_DEFAULTS, **b})
                                                 for b in boards)
        _MADE.setdefault("", [])
    return _MADE


_MADE: dict[str, list[Scenario]] = {}
# What a board written by hand leaves out (`made_boards`).
_DEFAULTS = {"opponent_pair": ["Idle", "Strike"], "positions": [3, 5], "tokens": "start",
             "lives": [20, 20], "last_option": False}


def _effect(cat: Catalog, target: Target):
    fighter = cat.fighter(target.fighter)
    ua = fighter.unique_ability
    if target.source == "ante":
        return ua.antes[target.index]
    if target.source == "ua":
        return ua.effects[target.index]
    table = {"style": fighter.styles, "base": fighter.bases, "finisher": fighter.finishers,
             "special": ua.special_cards}[target.source]
    return next(c for c in table if c.name == target.card).effects[target.index]


def run_all(cat: Catalog, chosen: list[Target], budget: int = 40) -> Iterator[Result]:
    """`exercise` each of ``chosen`` in turn."""
    for target in chosen:
        yield exercise(cat, target, budget)


def scenario_from(data: dict) -> Scenario:
    """A `Scenario` from its recorded JSON form (lists back to tuples)."""
    return Scenario(**{k: tuple(tuple(x) if isinstance(x, list) else x for x in v)
                       if isinstance(v, list) else v for k, v in data.items()})


def target_by_key(cat: Catalog, key: str) -> Target:
    """The target whose `Target.key` is ``key``.

    Raises:
        KeyError: no automated effect of the shipped fighters has that key.
    """
    fighter = key.partition("/")[0]
    for target in targets(cat, [fighter]):
        if target.key == key:
            return target
    raise KeyError(key)


def replay(cat: Catalog, target: Target, scenario: Scenario) -> str | bool:
    """Play ``scenario`` with and without E: True when E's visible result matches what its
    actions declare, else the reason (`expectations.matches`)."""
    cat = setting(cat, target)
    effect = _effect(cat, target)
    condition = getattr(effect, "condition", None)
    on = play(cat, target, scenario, True, condition)
    off = play(without(cat, target), target, scenario, False, condition)
    return matches(effect, differences(on, off), keyed(off), _whose(effect))


def _whose(effect) -> int:
    """The seat whose result ``effect`` shows: the opponent's (1) for an [Opponent] ante
    they make, else F's (0)."""
    return 1 if getattr(effect, "opponent", False) is True else 0
