"""Attack pair stats with their breakdown (000 rulebook, "Styles and Bases", "Attack Pairs").

A pair's stat is the sum of its style's and base's printed stats (ranges add minimum and
maximum separately; a single number is both), plus bonuses from antes (Overloads, tokens),
effects this beat and passive effects, unless a side is fixed (``*``: that side alone counts,
000 "Other Effects", Fixed Stat) or an effect says the stat becomes X (000 "Other Effects",
Stat becomes X: a passive one always; one carried out at a timing ignores what was in force
then and takes the bonuses gained after it, docs/rulings.md 97). A printed power or priority
X counts as the value its card's `x_is` gives, and everything else adds to it (ruling 98).
A Finisher replaces the whole pair (000 "Finisher Cards"). N/A range or power
stays N/A whatever the bonuses, and reads as 0 where a number is needed (000 "N/A").
Every stat comes with its parts, which add up to it, for the "why" the table sees.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import pair_query
from .pair_bonuses import BY_HAND as BY_HAND
from .pair_bonuses import CAPPERS as CAPPERS
from .pair_bonuses import (
    Bonus,
    SeatFacts,
    bonuses_in_force,
    seat_facts,
)
from .pair_bonuses import hand_mod as hand_mod
from .pair_bonuses import resolved as resolved
from .pair_bonuses import span as _pair
from .reach import origin_words
from .schema import Card, StatBecomes, stat
from .state import GameState, memo
from .stats import StatValue
from .values import extra_styles, printed_cards
from .values import printed_power as printed_power

STAT_NAMES = ("range", "power", "priority", "guard")


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
    fixed = special = None  # the first card's fixed stat, the first N/A or X (range, power)
    parts = []
    for card in cards:
        part, own = _card_entry(card)[2][name]
        parts.append(part)
        if own is not None:
            if own.rule == _FIXED:
                fixed = fixed or own
            else:
                special = special or own
    if ignored is not None:
        parts.insert(0, (f"{ignored.name} counts +0 ({why})", 0, 0))
    return fixed or special, tuple(parts)


_FIXED = '000 "Other Effects": Fixed Stat (*)'


def card_stat(card: Card, name: str) -> StatValue:
    """`schema.stat` of ``card`` (one of `STAT_NAMES`), parsed once per card: the cards of
    a loaded fighter never change (the last `_CARDS_KEPT` cards read are kept)."""
    return _card_entry(card)[1][name]


def _card_entry(card: Card) -> tuple:
    """``card``'s entry in `_CARD_STATS`, made when first asked."""
    hit = _CARD_STATS.get(id(card))
    if hit is None or hit[0] is not card:
        if len(_CARD_STATS) >= _CARDS_KEPT:
            _CARD_STATS.clear()
        stats = {n: stat(card, n) for n in STAT_NAMES}
        hit = _CARD_STATS[id(card)] = (card, stats, {n: _card_printed(card, n, stats[n])
                                                     for n in STAT_NAMES})
    return hit


def _card_printed(card: Card, name: str, value: StatValue) -> tuple[tuple[str, int, int],
                                                                     Stat | None]:
    """One card's share of `_printed_of` for stat ``name``: its part (an N/A or X side as
    0), and the Stat it makes the total when fixed (``*``) or, for range and power, N/A or X
    (000 "Other Effects": Fixed Stat, N/A; 000 index: X), else None."""
    part = (card.name, value.lo, value.hi) if value.kind == "number" else (card.name, 0, 0)
    if value.fixed:
        return part, Stat(name, value.lo, value.hi, value.kind,
                          ((card.name, value.lo, value.hi),), _FIXED)
    if value.kind in ("na", "x") and name in ("range", "power"):
        rule = '000 "Other Effects": N/A' if value.kind == "na" else '000 index: X'
        return part, Stat(name, 0, 0, value.kind, ((card.name, 0, 0),), rule)
    return part, None


_CARDS_KEPT = 8192
# id of a card -> (the card, so that its id stays unique while kept; its stats by name; its
# part and special Stat for `_printed_of` by name, `_card_printed`)
_CARD_STATS: dict[int, tuple[Card, dict[str, StatValue], dict[str, tuple]]] = {}


def _ignored_style(state: GameState, seat: int, name: str, cards: list[Card],
                   bonuses: list[Bonus], style: str | None = None) -> tuple[Card | None, str]:
    """The style card among ``cards`` whose printed ``name`` stat counts as +0 this beat
    (an ``ignore_style`` bonus, 000 "Attack Pairs"), with the effect that says so; the style
    is ``style`` when given (the pair `_Sweep` sums), else the one ``seat`` set."""
    for kind, source, value, _ in bonuses:
        if kind == "ignore_style" and name in value:
            if style is None:
                style = state.fighters[seat].style
            for card in cards:
                if card.name == style and style in state.kits[seat].styles:
                    return card, source
    return None, ""


_BECOMES = '000 "Other Effects": Stat becomes X'
_AFTER = (f"{_BECOMES}; what was in force before is ignored, bonuses gained after it add "
          "(docs/rulings.md 97)")


def _became(name: str, source: str, value: StatBecomes) -> Stat | None:
    """The stat ``name`` as a "becomes" sets it (`StatBecomes`, computed values already
    `resolved`), or None when it names another stat."""
    became = getattr(value, name, None)
    if became is None:
        return None
    if name == "range":  # "N/A" stays N/A: the attack cannot hit
        sv = StatValue.parse(became, allow_range=True)
        kind = "na" if sv.kind == "na" else "number"
        return Stat(name, sv.lo, sv.hi, kind, ((source, sv.lo, sv.hi),), _BECOMES)
    return Stat(name, became, became, "number", ((source, became, became),), _BECOMES)


def _floored(name: str, parts: list[tuple[str, int, int]], rule: str) -> Stat:
    """The stat the ``parts`` add up to; range, power and guard never below 0 (the cut
    shown as a part, 002 "Base Card Overview")."""
    lo = hi = 0
    for part in parts:
        lo += part[1]
        hi += part[2]
    if name in ("range", "power", "guard") and lo < 0:
        parts.append(("cannot be below 0", -lo, -hi if hi < 0 else 0))
        rule = f"{rule}; " if rule else ""
        rule += '002 "Base Card Overview": never below 0'
        lo, hi = 0, max(hi, 0)
    return Stat(name, lo, hi, "number", tuple(parts), rule)


def _after_becoming(name: str, bonuses: list[Bonus]) -> Stat | None:
    """The stat after the last "becomes" carried out at a timing (a `Mod`): its value, then
    each bonus to ``name`` gained after it, in order; None when no such "becomes" names
    ``name``. What was in force when it applied (printed values, passive effects, antes,
    earlier effects) is ignored (000 "Other Effects", Stat becomes X: "active" bonuses;
    docs/rulings.md 97)."""
    last = None
    for i, (kind, _, value, timed) in enumerate(bonuses):
        if kind == "stat_becomes" and timed and getattr(value, name, None) is not None:
            last = i
    if last is None:
        return None
    _, source, value, _ = bonuses[last]
    start = _became(name, f"{source}: becomes", value)
    later = [(f"then {label}", *_pair(amount)) for kind, label, amount, timed
             in bonuses[last + 1:] if timed and kind == name]
    if start.kind == "na" or not later:
        return replace(start, rule=_AFTER) if later else start
    return _floored(name, list(start.parts) + later, _AFTER)


def _x_value(name: str, cards: list[Card], parts: tuple[tuple[str, int, int], ...],
             bonuses: list[Bonus]) -> tuple[tuple[str, int, int], ...] | None:
    """The printed parts with the card printing X for ``name`` counted as the value its
    `schema.XIs` effects give (000 index, X; docs/rulings.md 98), or None when no such
    effect holds now."""
    values = [(amount, words) for kind, _, (stat_name, amount, words), _ in
              (b for b in bonuses if b[0] == "x_is") if stat_name == name]
    if not values:
        return None
    found: list[tuple[str, int, int]] = []
    for card, part in zip(cards, parts[len(parts) - len(cards):], strict=True):
        if card_stat(card, name).kind != "x":
            found.append(part)
            continue
        for amount, words in values:  # each line of X in its own part, as the card adds them
            found.append((f"{card.name} X ({words})" if words else f"{card.name} X",
                          amount, amount))
    return parts[:len(parts) - len(cards)] + tuple(found)


def _sum(state: GameState, seat: int, name: str, cards: list[Card],
         bonuses: list[Bonus], capped: bool = True, style: str | None = None) -> Stat:
    """Stat ``name`` of ``seat``'s attack: a passive "becomes" (in force at every moment:
    nothing adds to it), else the last "becomes" carried out at a timing and the bonuses
    gained after it, else the printed sides (a printed X counted as its `x_is` value) plus
    every bonus (000 "Styles and Bases"; "Other Effects": Fixed Stat, Stat becomes X).
    ``style``: the style of the pair when not the one set (`_ignored_style`)."""
    for kind, source, value, timed in bonuses:
        if kind == "stat_becomes" and not timed:
            became = _became(name, source, value)
            if became is not None:
                return became
    after = _after_becoming(name, bonuses)
    if after is not None:
        return after
    ignored, why = _ignored_style(state, seat, name, cards, bonuses, style)
    if ignored is not None:
        special, printed_parts = _printed_of(name, cards, ignored, why)
        cards = [card for card in cards if card is not ignored]
    else:
        special, printed_parts = _printed_stat(state, seat, name, cards)
    x_parts = _x_value(name, cards, printed_parts, bonuses)
    if x_parts is not None:
        printed_parts = x_parts
        if special is not None and special.kind == "x":
            special = None  # the X now has its value: bonuses add to it
    if special is not None:
        return special
    parts = list(printed_parts)
    for kind, source, value, _ in bonuses:
        if kind == name:
            parts.append((source, *_pair(value)))
    total = _floored(name, parts, "")
    if not capped:  # the printed numbers alone, cached on the kit (`_plain`)
        return total
    total = _base_capped(state, seat, name, total)
    total = _printed_capped(state, seat, name, total, printed_parts)
    return _range_collapsed(state, seat, name, total)


_CAPPED = ("range", "power", "priority")
# The restrictions that cap stats at the attack pair's printed numbers, and the stats each caps.
_PRINTED_CAPS = {"rise_above_printed": _CAPPED, "power_priority_above_printed": _CAPPED[1:]}


def base_capper(state: GameState, seat: int, what: str = "rise_above_base") -> str | None:
    """The card whose "cannot rise above the base" (``cannot`` ``rise_above_base``, or the
    restriction ``what``) holds on ``seat`` now, or None; read from the mods of every fighter
    (000 "Cannot vs. Do")."""
    for owner, fighter in enumerate(state.fighters):
        for mod in fighter.mods:
            if mod.kind == "cannot" and what in mod.value.what and (
                    (mod.value.who == "you") == (owner == seat)):
                return mod.source
    return None


def _range_collapsed(state: GameState, seat: int, name: str, total: Stat) -> Stat:
    """``total`` with its maximum brought down to its minimum while a ``reach_past_minimum``
    restriction holds on ``seat`` (Eustace's anted Frostflow shrinks his range to its
    minimum), after every bonus."""
    if name != "range" or total.kind != "number" or total.hi <= total.lo:
        return total
    source = base_capper(state, seat, "reach_past_minimum")
    if source is None:
        return total
    parts = total.parts + ((f"maximum brought to the minimum ({source})", 0,
                            total.lo - total.hi),)
    return replace(total, hi=total.lo, parts=parts)


def _printed_capped(state: GameState, seat: int, name: str, total: Stat,
                    printed_parts: list) -> Stat:
    """``total`` cut down to the printed numbers (``printed_parts``: the attack pair's
    printed numbers together, or the Finisher's) while a ``rise_above_printed`` restriction
    holds on ``seat`` (range each end, power, priority) or a ``power_priority_above_printed``
    one (power and priority): bonuses cannot lift the stat past what is printed (Lixis's
    Naturalizing; Arec's Recklessness; Sarafina's Silver). A stat that is not a number (N/A,
    X) is left as it is."""
    if total.kind != "number":
        return total
    printed = None
    for what, names in _PRINTED_CAPS.items():
        source = base_capper(state, seat, what) if name in names else None
        if source is None:
            continue
        printed = printed or _floored(name, list(printed_parts), "")
        if printed.kind != "number" or (total.lo <= printed.lo and total.hi <= printed.hi):
            continue
        lo, hi = min(total.lo, printed.lo), min(total.hi, printed.hi)
        parts = total.parts + ((f"no higher than the printed {printed} ({source})",
                                lo - total.lo, hi - total.hi),)
        total = replace(total, lo=lo, hi=hi, parts=parts)
    return total


def _base_capped(state: GameState, seat: int, name: str, total: Stat) -> Stat:
    """``total`` cut down to the number printed on ``seat``'s base for range (each end),
    power and priority while a ``rise_above_base`` restriction holds on ``seat`` (a Finisher
    or a base printing N/A or X has no number to cut to)."""
    if name not in _CAPPED or total.kind != "number":
        return total
    source = base_capper(state, seat)
    fighter = state.fighters[seat]
    base = fighter.current_base
    if source is None or base is None or fighter.finisher_used:
        return total
    printed = card_stat(state.kits[seat].bases[base], name)
    if printed.kind != "number" or (total.lo <= printed.lo and total.hi <= printed.hi):
        return total
    lo, hi = min(total.lo, printed.lo), min(total.hi, printed.hi)
    parts = total.parts + ((f"no higher than {base}'s printed {printed} ({source})",
                            lo - total.lo, hi - total.hi),)
    return replace(total, lo=lo, hi=hi, parts=parts)


def pair_stats(state: GameState, seat: int) -> PairStats:
    """``seat``'s attack pair stats now, with breakdowns (memoised per state object).

    See `_pair_stats` for what counts.
    """
    return memo(state, ("pair", seat), _with_origin, state, seat)


def _with_origin(state: GameState, seat: int) -> PairStats:
    """`_pair_stats`, its range labelled with where it is counted from (000 "Markers")."""
    return _labelled(_pair_stats(state, seat), origin_words(state, seat))


def _labelled(stats: PairStats, words: str) -> PairStats:
    """``stats`` with the range counted from where ``words`` say (`reach.origin_words`; ""
    for the standup: unchanged)."""
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
    plain = _plain(state, seat)
    bonuses = bonuses_in_force(state, seat)
    armor_used = state.fighters[seat].armor_used
    facts = seat_facts(state, seat)
    if not bonuses and not armor_used and not facts.capped:
        return plain[2]
    return _assembled_kept(state, seat, plain, bonuses, armor_used, facts)


def _assembled_kept(state: GameState, seat: int, plain: tuple, bonuses: list[Bonus],
                    armor_used: int, facts: SeatFacts, style: str | None = None) -> PairStats:
    """`_assembled`, kept on the kit by printed side, bonuses, Armor used, Stun Immunity
    by hand and the caps in force (`_caps`) when it reads nothing else of ``state`` (no
    style ignored, or ``style`` given: the style of ``plain``): the same pair with the same
    bonuses gets the same stats at every step of a beat."""
    if style is None and any(bonus[0] == "ignore_style" for bonus in bonuses):
        return _assembled(state, seat, plain, bonuses, armor_used, facts)
    kept = state.kits[seat]._effects.get(_KEPT)
    if kept is None or len(kept) >= _KEPT_MOST:
        kept = state.kits[seat]._effects[_KEPT] = {}
    hand = facts.hand_stun
    caps = _caps(state, seat) if facts.capped else None
    key = (id(plain), armor_used, hand and hand.value, caps, *bonuses)
    try:
        found = kept.get(key)
    except TypeError:  # a bonus whose value cannot be a key (a dict)
        return _assembled(state, seat, plain, bonuses, armor_used, facts)
    if found is None:
        found = kept[key] = _assembled(state, seat, plain, bonuses, armor_used, facts, style)
    return found


def _caps(state: GameState, seat: int) -> tuple[str | None, ...]:
    """The card whose restriction of each of `CAPPERS` holds on ``seat`` now (None: not
    held), all that the caps of `_sum` read of ``state`` besides the pair of `_plain` (its
    base, whether a Finisher took its place): `_base_capped`, `_printed_capped`,
    `_range_collapsed`."""
    return tuple(base_capper(state, seat, what) for what in CAPPERS)


_KEPT = "assembled pair stats"  # the key of `_assembled_kept`'s dict on a kit
_KEPT_MOST = 4096  # stats kept per kit at most (emptied when full)


def _assembled(state: GameState, seat: int, plain: tuple, bonuses: list[Bonus],
               armor_used: int, facts: SeatFacts, style: str | None = None) -> PairStats:
    """The stats of `_pair_stats` from the printed side (``plain``, `_plain`), the
    ``bonuses`` in force, the Armor already used and the mods' `SeatFacts`. Reads ``state``
    only for a style whose printed value is ignored (its style, unless ``style`` names the
    pair's) and for the caps."""
    name, cards, plain, printed = plain
    capped = facts.capped
    kinds, deep = _kinds(bonuses)
    stats = [_sum(state, seat, n, cards, bonuses, capped, style) if capped or n in deep
             else _added(n, printed[i], bonuses) if n in kinds else getattr(plain, n)
             for i, n in enumerate(STAT_NAMES)]
    armor_parts = list(plain.armor.parts)
    ignoring = "ignore_style" in kinds
    card, why = _ignored_style(state, seat, "armor", cards, bonuses, style) if ignoring else \
        (None, "")
    if card is not None and card.soak:
        armor_parts.append((f"{card.name} counts 0 ({why})", -card.soak, -card.soak))
    armor_parts += [(s, int(v), int(v)) for k, s, v, _ in bonuses if k == "armor"]
    if armor_used:
        armor_parts.append(("already used this beat", -armor_used, -armor_used))
    armor_total = max(0, sum(p[1] for p in armor_parts))
    armor = Stat("armor", armor_total, armor_total, "number", tuple(armor_parts))
    hand = facts.hand_stun  # the table's word on Stun Immunity wins (docs/rulings.md)
    printed_immune = plain.stun_immune
    card = _ignored_style(state, seat, "stun_immunity", cards, bonuses, style)[0] if ignoring \
        else None
    if card is not None:
        printed_immune = any(other.stun_immunity for other in cards if other is not card)
    stun_immune = (printed_immune or "stun_immunity" in kinds) if hand is None else hand.value
    tiebreaker = plain.tiebreaker or "wins_ties" in kinds
    return PairStats(name, *stats, armor, tiebreaker, stun_immune)


def _kinds(bonuses: list[Bonus]) -> tuple[set[str], set[str]]:
    """The kinds of ``bonuses``, and the names of `STAT_NAMES` that one of them makes
    `_sum` count in full (a "becomes" setting it, an X of it, a style whose printed value
    of it is ignored); any other stat is its printed side plus its bonuses (`_added`)."""
    kinds: set[str] = set()
    deep: set[str] = set()
    for kind, _, value, _ in bonuses:
        kinds.add(kind)
        if kind == "stat_becomes":
            deep.update(n for n in STAT_NAMES if getattr(value, n, None) is not None)
        elif kind == "x_is":
            deep.add(value[0])
        elif kind == "ignore_style":
            deep.update(n for n in STAT_NAMES if n in value)
    return kinds, deep


def _added(name: str, printed: tuple, bonuses: list[Bonus]) -> Stat:
    """Stat ``name`` as `_sum` counts it when no bonus is a "becomes", an ignored style or
    an X and no cap holds: the printed side (``printed``: its special `Stat` or None, and its
    parts, from `_plain`) plus every bonus to ``name``."""
    special, parts = printed
    if special is not None:
        return special
    return _floored(name, [*parts, *((source, *_pair(value)) for kind, source, value, _
                                     in bonuses if kind == name)], "")


def _plain(state: GameState, seat: int) -> tuple[str, list[Card], PairStats, tuple]:
    """The pair's name, cards and stats from printed numbers alone, and the printed side of
    each of `STAT_NAMES` (`_printed_stat`), cached on the kit."""
    fighter = state.fighters[seat]
    key = _plain_key(fighter.finisher_used, fighter.finisher, fighter.style,
                     fighter.style_gone, fighter.current_base, extra_styles(state, seat))
    cache = state.kits[seat]._effects
    found = cache.get(key)
    if found is None:
        found = cache[key] = _plain_of(state, seat)
    return found


def _plain_key(finisher_used: bool, finisher: str | None, style: str | None,
               style_gone: str | None, base: str | None, extra: tuple[str, ...]) -> tuple:
    """The key of `_plain`'s cache on the kit: what decides the printed side."""
    return ("plain", finisher_used, finisher, style, style_gone, base, extra)


def _plain_of(state: GameState, seat: int) -> tuple[str, list[Card], PairStats, tuple]:
    """`_plain` uncached."""
    name, cards = printed_cards(state, seat)
    cache = state.kits[seat]._effects
    printed = []
    stats = []
    for n in STAT_NAMES:  # as `_printed_stat` would, its cache filled for `_sum`
        found = cache[("printed_stat", n, id(cards))] = _printed_of(n, cards)
        printed.append(found)
        # `_sum` with no bonus: the special side (fixed, N/A, X) or the printed parts added up
        stats.append(found[0] or _floored(n, list(found[1]), ""))
    parts = tuple((card.name + " (soak)", card.soak, card.soak) for card in cards
                  if card.soak)
    total = sum(p[1] for p in parts)
    armor = Stat("armor", total, total, "number", parts)
    tiebreaker = any(card_stat(card, "priority").tiebreaker for card in cards)
    immune = any(card.stun_immunity for card in cards)
    return name, cards, PairStats(name, *stats, armor, tiebreaker, immune), tuple(printed)


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


# The stats answer the conditions that read them (`pair_query`: no import circle).
pair_query.provide(pair_stats=pair_stats)
