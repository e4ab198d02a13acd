"""Attack pair stats with their breakdown (000 rulebook, "Styles and Bases", "Attack Pairs").

A pair's stat is the sum of its style's and base's printed stats (ranges add minimum and
maximum separately; a single number is both), plus bonuses from antes (Overloads, tokens),
effects this beat and passive effects, unless a side is fixed (``*``: that side alone counts,
000 "Other Effects", Fixed Stat) or an effect says the stat becomes X (000 "Other Effects",
Stat becomes X). A Finisher replaces the whole pair (000 "Finisher Cards"). N/A range or power
stays N/A whatever the bonuses, and reads as 0 where a number is needed (000 "N/A").
Every stat comes with its parts, which add up to it, for the "why" the table sees.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .effects import amount_value, condition_holds, in_play_detailed
from .reach import origin_words
from .schema import Card, stat
from .state import GameState, Mod, memo
from .stats import StatValue
from .values import disparity

STAT_NAMES = ("range", "power", "priority", "guard")
#: The source of a modifier or flag set by a correction by hand (`adjust_beat`): the label
#: its part carries in a stat's breakdown ("Power 6 = Strike 4 + Drive 0 + by hand +2").
BY_HAND = "by hand"
_STAT_KINDS = frozenset(("range", "power", "priority", "guard", "armor", "stat_becomes",
                         "stun_immunity", "wins_ties", "range_bonus"))


@dataclass(frozen=True, slots=True)
class Stat:
    """One computed stat of an attack pair.

    Attributes:
        name: ``range``, ``power``, ``priority``, ``guard`` or ``armor``.
        lo, hi: the value (hi == lo except for range), in spaces or points.
        kind: ``"number"``, ``"na"`` (N/A: no hit / no damage) or ``"x"`` (set by an effect).
        parts: (label, lo, hi) contributions; their sums equal (lo, hi) for a number.
        rule: the rule that decided the total when it was not a plain sum.
    """

    name: str
    lo: int
    hi: int
    kind: str = "number"
    parts: tuple[tuple[str, int, int], ...] = ()
    rule: str = ""

    def __str__(self) -> str:
        if self.kind == "na":
            return "N/A"
        if self.kind == "x":
            return "X"
        return str(self.lo) if self.lo == self.hi else f"{self.lo}~{self.hi}"

    def explain(self) -> str:
        """A one-line breakdown, e.g. ``"5 = Strike 3 + Jugular +2"``."""
        if not self.parts:
            return str(self)
        bits = []
        for i, (label, lo, hi) in enumerate(self.parts):
            value = f"{lo}" if lo == hi else f"{lo}~{hi}"
            if i and lo >= 0:
                value = "+" + value
            bits.append(f"{label} {value}")
        text = f"{self} = " + " ".join(bits)
        return f"{text} ({self.rule})" if self.rule else text


@dataclass(frozen=True, slots=True)
class PairStats:
    """Every stat of one fighter's attack pair this beat.

    Attributes:
        name: the attack's name ("Vengeful Drive", or the Finisher's name).
        range, power, priority, guard, armor: `Stat` each (armor: unspent Armor, points).
        tiebreaker: the priority has ▲ (000 "Tiebreakers").
        stun_immune: the fighter cannot be stunned this beat (000 "Stun Immunity").
        range_from: where the range is counted from when not the standup, in words
            ("counted from Hachi (space 4)", `reach.origin_words`); "" for the standup.
            The range `Stat`'s rule says the same, so its breakdown shows it.
    """

    name: str
    range: Stat
    power: Stat
    priority: Stat
    guard: Stat
    armor: Stat
    tiebreaker: bool
    stun_immune: bool
    range_from: str = ""


def _printed(state: GameState, seat: int) -> tuple[str, list[Card]]:
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    if fighter.finisher_used and fighter.finisher:
        card = kit.finishers[fighter.finisher]
        return card.name, [card]
    cards: list[Card] = []
    if fighter.style:
        cards.append(kit.styles[fighter.style])
    if fighter.current_base:
        cards.append(kit.bases[fighter.current_base])
    name = " ".join(c.name for c in cards)
    return name, cards


def printed_power(state: GameState, seat: int) -> int:
    """The power printed on ``seat``'s pair: the sum of the numbers on its cards, or 0 when a
    side is N/A or X (000 "Other Effects", N/A: read as 0, and the total becomes 0).

    Used by "power equals the opponent's printed power" effects.
    """
    _, cards = _printed(state, seat)
    total = 0
    for card in cards:
        value = stat(card, "power")
        if value.kind != "number":
            return 0
        total += value.lo
    return total


def _bonuses(state: GameState, seat: int) -> list[tuple[str, str, object]]:
    """(stat kind, label, value) from antes/effects (`Mod`s) and passive effects in play."""
    found: list[tuple[str, str, object]] = []
    for mod in state.fighters[seat].mods:
        if mod.until != "next_beat":
            kind = "range" if mod.kind == "range_bonus" else mod.kind  # opponent / next beat
            found.append((kind, mod.source, mod.value))
    for _, source, effect, kinds in in_play_detailed(state, seat):
        if effect.timing != "passive" or not kinds & _STAT_KINDS:
            continue
        if not condition_holds(state, seat, effect.condition, skip_priority=True):
            continue
        found += _passive_bonuses(state, seat, source, effect.action)
    foe = state.foe(seat)
    for _, source, effect, kinds in in_play_detailed(state, foe):
        if effect.timing != "passive" or "opponent" not in kinds:
            continue
        if not condition_holds(state, foe, effect.condition, skip_priority=True):
            continue
        for action in effect.action:
            if action.kind == "opponent":
                found += _passive_bonuses(state, foe, f"{source} ({state.name(foe)})",
                                          action.opponent)
    return found


def _passive_bonuses(state: GameState, owner: int, source: str,
                     actions: tuple) -> list[tuple[str, str, object]]:
    """(stat kind, label, value) of the stat actions among ``actions`` of a passive effect,
    amounts counted for ``owner`` (the fighter whose card it is)."""
    found: list[tuple[str, str, object]] = []
    for action in actions:
        kind = action.kind
        if kind in ("power", "priority", "guard", "armor"):
            found.append((kind, source, amount_value(state, owner, getattr(action, kind))))
        elif kind == "range":
            value = StatValue.parse(action.range, allow_range=True)
            found.append(("range", source, (value.lo, value.hi)))
        elif kind == "range_bonus":
            bonus = action.range_bonus
            found.append(("range", source, (amount_value(state, owner, bonus.min),
                                            amount_value(state, owner, bonus.max))))
        elif kind in ("stat_becomes", "stun_immunity", "wins_ties"):
            found.append((kind, source, getattr(action, kind)))
    return found


def _printed_stat(state: GameState, seat: int, name: str,
                  cards: list[Card]) -> tuple[Stat | None, tuple[tuple[str, int, int], ...]]:
    """The printed side of stat ``name``: a Stat that no bonus changes (fixed, N/A, X) or
    None, and the printed parts to add bonuses to. Cached on the kit per cards."""
    cache = state.kits[seat]._effects
    key = ("printed_stat", name, id(cards))  # `cards` is the list cached by `_plain`
    found = cache.get(key)
    if found is None:
        found = cache[key] = _printed_of(name, cards)
    return found


def _printed_of(name: str, cards: list[Card],
                ignored: Card | None = None,
                why: str = "") -> tuple[Stat | None, tuple[tuple[str, int, int], ...]]:
    """`_printed_stat` uncached; ``ignored``: a card (the style) whose printed value counts
    as +0, shown as a part labelled with ``why``."""
    if ignored is not None:
        cards = [card for card in cards if card is not ignored]
    printed = [(card, stat(card, name)) for card in cards]
    special = None
    fixed = [(card, value) for card, value in printed if value.fixed]
    if fixed:
        card, value = fixed[0]
        special = Stat(name, value.lo, value.hi, value.kind, ((card.name, value.lo, value.hi),),
                       '000 "Other Effects": Fixed Stat (*)')
    else:
        for card, value in printed:
            if value.kind in ("na", "x") and name in ("range", "power"):
                rule = '000 "Other Effects": N/A' if value.kind == "na" else '000 index: X'
                special = Stat(name, 0, 0, value.kind, ((card.name, 0, 0),), rule)
                break
    parts = tuple((card.name, value.lo, value.hi) if value.kind == "number"
                  else (card.name, 0, 0) for card, value in printed)
    if ignored is not None:
        parts = ((f"{ignored.name} counts +0 ({why})", 0, 0),) + parts
    return special, parts


def _ignored_style(state: GameState, seat: int, name: str, cards: list[Card],
                   bonuses: list[tuple[str, str, object]]) -> tuple[Card | None, str]:
    """The style card among ``cards`` whose printed ``name`` stat counts as +0 this beat
    (an ``ignore_style`` bonus, 000 "Attack Pairs"), with the effect that says so."""
    for kind, source, value in bonuses:
        if kind == "ignore_style" and name in value:
            style = state.fighters[seat].style
            for card in cards:
                if card.name == style and style in state.kits[seat].styles:
                    return card, source
    return None, ""


def _sum(state: GameState, seat: int, name: str, cards: list[Card],
         bonuses: list[tuple[str, str, object]]) -> Stat:
    for kind, source, value in bonuses:
        if kind == "stat_becomes":
            became = getattr(value, name, None)
            if became is not None:
                if name == "range":  # "N/A" stays N/A: the attack cannot hit
                    sv = StatValue.parse(became, allow_range=True)
                    kind = "na" if sv.kind == "na" else "number"
                    return Stat(name, sv.lo, sv.hi, kind, ((source, sv.lo, sv.hi),),
                                '000 "Other Effects": Stat becomes X')
                if isinstance(became, int):
                    return Stat(name, became, became, "number", ((source, became, became),),
                                '000 "Other Effects": Stat becomes X')
                if became.from_ == "disparity":
                    total = disparity(state) * became.times
                    label = f"{source} (Disparity)"
                else:
                    total = printed_power(state, state.foe(seat)) * became.times
                    label = f"{source} ({became.times} x opponent's printed power)"
                return Stat(name, total, total, "number", ((label, total, total),),
                            '000 "Other Effects": Stat becomes X')
    ignored, why = _ignored_style(state, seat, name, cards, bonuses)
    if ignored is not None:
        special, printed_parts = _printed_of(name, cards, ignored, why)
    else:
        special, printed_parts = _printed_stat(state, seat, name, cards)
    if special is not None:
        return special
    parts = list(printed_parts)
    for kind, source, value in bonuses:
        if kind != name:
            continue
        if isinstance(value, tuple):
            parts.append((source, value[0], value[1]))
        else:
            parts.append((source, int(value), int(value)))
    lo = sum(p[1] for p in parts)
    hi = sum(p[2] for p in parts)
    rule = ""
    if name in ("range", "power", "guard") and lo < 0:
        # 002 "Base Card Overview": range and power can never be less than 0.
        parts.append(("cannot be below 0", -lo, -hi if hi < 0 else 0))
        rule = '002 "Base Card Overview": never below 0'
        lo, hi = 0, max(hi, 0)
    return Stat(name, lo, hi, "number", tuple(parts), rule)


def pair_stats(state: GameState, seat: int) -> PairStats:
    """``seat``'s attack pair stats now, with breakdowns (memoised per state object).

    See `_pair_stats` for what counts.
    """
    return memo(state, ("pair", seat), _with_origin, state, seat)


def _with_origin(state: GameState, seat: int) -> PairStats:
    """`_pair_stats`, its range labelled with where it is counted from (000 "Markers")."""
    stats = _pair_stats(state, seat)
    words = origin_words(state, seat)
    if not words:
        return stats
    rule = f"{stats.range.rule}; {words}" if stats.range.rule else words
    return replace(stats, range=replace(stats.range, rule=rule), range_from=words)


def _pair_stats(state: GameState, seat: int) -> PairStats:
    """Compute ``seat``'s attack pair stats now, with breakdowns.

    Includes the printed cards (or the Finisher), Overloads and ante bonuses, effect bonuses
    this beat, and passive effects whose conditions hold. Armor is what remains unspent this
    beat (000 "Other Effects", Armor X: consumed once it reduces damage); classic Soak plays as
    Armor and classic Stun Guard as Guard under the 4th-edition rules (docs/rulings.md).

    Raises:
        InvalidInput: the pair names a card the fighter's kit does not have.
    """
    name, cards, plain = _plain(state, seat)
    bonuses = _bonuses(state, seat)
    fighter = state.fighters[seat]
    if not bonuses and not fighter.armor_used:
        return plain
    kinds = {kind for kind, _, _ in bonuses}
    becomes = "stat_becomes" in kinds or "ignore_style" in kinds
    stats = [_sum(state, seat, n, cards, bonuses) if becomes or n in kinds
             else getattr(plain, n) for n in STAT_NAMES]
    armor_parts = list(plain.armor.parts)
    armor_parts += [(s, int(v), int(v)) for k, s, v in bonuses if k == "armor"]
    if fighter.armor_used:
        armor_parts.append(("already used this beat", -fighter.armor_used, -fighter.armor_used))
    armor_total = max(0, sum(p[1] for p in armor_parts))
    armor = Stat("armor", armor_total, armor_total, "number", tuple(armor_parts))
    hand = hand_mod(state, seat, "stun_immunity")  # the table's word wins (docs/rulings.md)
    stun_immune = (plain.stun_immune or "stun_immunity" in kinds) if hand is None else hand.value
    tiebreaker = plain.tiebreaker or "wins_ties" in kinds
    return PairStats(name, *stats, armor, tiebreaker, stun_immune)


def hand_mod(state: GameState, seat: int, kind: str) -> Mod | None:
    """The modifier or flag ``kind`` (a `Mod` kind: ``power``, ``stun_immunity``...) a
    correction by hand set on ``seat`` this beat (`adjust_beat`), or None."""
    for mod in state.fighters[seat].mods:
        if mod.kind == kind and mod.source == BY_HAND:
            return mod
    return None


def _plain(state: GameState, seat: int) -> tuple[str, list[Card], PairStats]:
    """The pair's name, cards and stats from printed numbers alone, cached on the kit."""
    fighter = state.fighters[seat]
    key = ("plain", fighter.finisher_used, fighter.finisher, fighter.style,
           fighter.current_base)
    cache = state.kits[seat]._effects
    found = cache.get(key)
    if found is None:
        name, cards = _printed(state, seat)
        stats = [_sum(state, seat, n, cards, []) for n in STAT_NAMES]
        parts = tuple((card.name + " (soak)", card.soak, card.soak) for card in cards
                      if card.soak)
        total = sum(p[1] for p in parts)
        armor = Stat("armor", total, total, "number", parts)
        tiebreaker = any(stat(card, "priority").tiebreaker for card in cards)
        immune = any(card.stun_immunity for card in cards)
        found = cache[key] = (name, cards, PairStats(name, *stats, armor, tiebreaker, immune))
    return found


def pair_choices(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Every (style, base) ``seat`` could set from hand now, in the fighter file's card order
    (its styles, then its bases, as `Kit` lists them).

    A pair already set this beat counts as in hand: it may still be changed until both have
    set (000 "Set Phase"). The order never depends on what was set, so a list built from it
    cannot give a face-down pair away (000 "Reveal Phase": the pair is secret until then).
    """
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    held = set(fighter.hand)
    held.update(c for c in (fighter.style, fighter.base) if c)
    styles = [c for c in kit.styles if c in held]
    bases = [c for c in kit.bases if c in held]
    return [(style, base) for style in styles for base in bases]


def possible_pairs(state: GameState, seat: int) -> list[PairStats]:
    """Stats of every attack pair ``seat`` could set from hand now (one style, one base), in
    the order of `pair_choices` (never revealing which pair is set).

    Each is computed as if revealed this beat with the fighter's current antes and bonuses;
    for planning only (issue "matchup table"), it changes nothing.
    """
    revealed = replace(state, phase="start") if state.phase in ("set", "ante") else state
    found = []
    for style, base in pair_choices(state, seat):
        trial = revealed.with_fighter(seat, style=style, base=base, clash_bases=(),
                                      finisher_used=False)
        found.append(pair_stats(trial, seat))
    return found
