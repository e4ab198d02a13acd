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
from .effects import amount_value, condition_holds, in_play_views
from .reach import origin_words
from .schema import Amount, Card, ComputedStat, StatBecomes, stat
from .state import GameState, Mod, memo
from .stats import StatValue
from .values import disparity, extra_styles, printed_cards, printed_power
from .words import X_PER_WORDS, amount_words

STAT_NAMES = ("range", "power", "priority", "guard")
#: The source of a modifier or flag set by a correction by hand (`adjust_beat`): the label
#: its part carries in a stat's breakdown ("Power 6 = Strike 4 + Drive 0 + by hand +2").
BY_HAND = "by hand"
_STAT_KINDS = frozenset(("range", "power", "priority", "guard", "armor", "stat_becomes",
                         "stun_immunity", "wins_ties", "range_bonus", "x_is", "ignore_style"))


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
    return printed_cards(state, seat)


# One bonus in force: (stat kind, label, value, timed). ``timed``: carried out at a timing
# (a `Mod`, in the order they were gained); False for a passive effect, in force all along.
Bonus = tuple[str, str, object, bool]


def _bonuses(state: GameState, seat: int) -> list[Bonus]:
    """The bonuses in force on ``seat`` (`_own_bonuses`), less the boosts an enemy with
    ``take_opponent_bonuses`` takes from them, plus those ``seat`` takes from its opponents
    when it has that flag (Tanis's Playful)."""
    found = _own_bonuses(state, seat)
    if any(_takes_bonuses(state, e) for e in _opposing(state, seat)):
        kept: list[Bonus] = []
        for kind, source, value, timed in found:
            if not _boost((kind, source, value, timed)):
                kept.append((kind, source, value, timed))
            elif kind == "range" and _pair(value)[0]:  # the minimum's part is no max boost
                kept.append((kind, source, (_pair(value)[0], 0), timed))
        found = kept
    if _takes_bonuses(state, seat):
        for foe in _opposing(state, seat):
            found += [(kind, f"{source}, taken from {state.name(foe)}",
                       (0, _pair(value)[1]) if kind == "range" else value, timed)
                      for kind, source, value, timed in _own_bonuses(state, foe)
                      if _boost((kind, source, value, timed))]
    return found + _shared(state, seat)


def _shared(state: GameState, seat: int) -> list[Bonus]:
    """The power, priority and range bonuses and penalties ``seat`` also gets from its
    partner in a ``share_bonuses`` this beat (Sagas's Mirror token: he and his nearest
    opponent each get the other's, from antes and effects, never the printed cards)."""
    if not any(m.kind == "share_bonuses" for f in state.fighters for m in f.mods):
        return []  # nearly always
    partners = [state.foe(seat)] if _has_mod(state, seat, "share_bonuses") and \
        state.enemies(seat) else []
    partners += [e for e in _opposing(state, seat) if _has_mod(state, e, "share_bonuses")]
    found: list[Bonus] = []
    for partner in dict.fromkeys(partners):
        found += [(kind, f"{source}, shared by {state.name(partner)}", value, timed)
                  for kind, source, value, timed in _own_bonuses(state, partner)
                  if kind in ("power", "priority", "range")]
    return found


def _has_mod(state: GameState, seat: int, kind: str) -> bool:
    """Whether ``seat`` carried out an effect of that kind this beat (a `Mod`)."""
    return any(m.kind == kind for m in state.fighters[seat].mods)


def _takes_bonuses(state: GameState, seat: int) -> bool:
    """Whether ``seat`` takes the opponent's boosts this beat (``take_opponent_bonuses``)."""
    return any(m.kind == "take_opponent_bonuses" for m in state.fighters[seat].mods)


def _boost(bonus: Bonus) -> bool:
    """A boost to power or priority, or to the maximum range: what ``take_opponent_bonuses``
    moves from one fighter to the other (Playful: "boosts ... to Maximum Range")."""
    kind, _, value, _ = bonus
    if kind in ("power", "priority"):
        return isinstance(value, int) and value > 0
    return kind == "range" and isinstance(value, tuple) and _pair(value)[1] > 0


def _own_bonuses(state: GameState, seat: int) -> list[Bonus]:
    """The bonuses from antes/effects (`Mod`s, oldest first) then from passive effects in
    play (``seat``'s own, and "opponent" ones of the enemy whose opponent ``seat`` is)."""
    found: list[Bonus] = []
    fighter = state.fighters[seat]
    voided = fighter.style if fighter.style_gone == "void" else None
    for mod in fighter.mods:
        if mod.until != "next_beat" and (voided is None or mod.source != voided):
            kind = "range" if mod.kind == "range_bonus" else mod.kind  # opponent / next beat
            value = mod.value
            if kind == "stat_becomes":  # `actions` counts it when carried out; else now
                value = resolved(state, seat, value)[0]
            found.append((kind, mod.source, value, True))
    for source, effect in _passives_with(state, seat, _STAT_KINDS):
        if not condition_holds(state, seat, effect.condition, skip_priority=True):
            continue
        found += _passive_bonuses(state, seat, source, effect.action)
    for foe in _opposing(state, seat):
        if not _kit_has_passive(state.kits[foe], _FOE_KINDS):
            continue  # most kits: no card of theirs reaches the opponent's pair
        for source, effect in _passives_with(state, foe, _FOE_KINDS):
            if not condition_holds(state, foe, effect.condition, skip_priority=True):
                continue
            for action in effect.action:
                if action.kind == "ignore_style" and action.ignore_style.who == "opponent":
                    found.append(("ignore_style", f"{source} ({state.name(foe)})",
                                  action.ignore_style.stats, False))
                if action.kind == "opponent":
                    found += _passive_bonuses(state, foe, f"{source} ({state.name(foe)})",
                                              action.opponent)
    return found


def _passives_with(state: GameState, seat: int, kinds: frozenset) -> tuple:
    """(source, effect) of ``seat``'s passive effects in play with an action of one of
    ``kinds``, kept with the effects in play (`in_play_views`: filtered once per set of
    cards in play, not at each reading of the stats)."""
    effects, views = in_play_views(state, seat)
    key = ("passives with", kinds)
    found = views.get(key)
    if found is None:
        found = views[key] = tuple((source, effect) for _, source, effect, have in effects
                                   if effect.timing == "passive" and have & kinds)
    return found


def _kit_has_passive(kit, kinds: frozenset) -> bool:
    """Whether any card of ``kit`` (styles, bases, Finishers, unique ability, special cards)
    has a passive effect with an action of one of ``kinds`` (once per kit)."""
    key = ("has a passive with", kinds)
    found = kit._effects.get(key)
    if found is None:
        sources = ([("style", n) for n in kit.styles] + [("base", n) for n in kit.bases]
                   + [("finisher", n) for n in kit.finishers] + [("ua", "")]
                   + [("special", c.name) for c in kit.fighter.unique_ability.special_cards])
        found = kit._effects[key] = any(
            effect.timing == "passive" and have & kinds
            for source, name in sources for _, _, effect, have in kit.effects(source, name))
    return found


# The kinds of a foe's passive effect that reach the opponent's attack pair.
_FOE_KINDS = frozenset(("opponent", "ignore_style"))


def _opposing(state: GameState, seat: int) -> tuple[int, ...]:
    """The enemies whose passive "the opponent has..." reaches ``seat``: in a duel the other
    fighter; in a team battle each enemy on the board whose opponent ``seat`` is now
    (`GameState.foe`; 000 "Who is 'The Opponent'?")."""
    if len(state.fighters) == 2:
        return (1 - seat,)
    return tuple(e for e in state.enemies(seat) if state.foe(e) == seat)


def _passive_bonuses(state: GameState, owner: int, source: str,
                     actions: tuple) -> list[Bonus]:
    """The stat bonuses among ``actions`` of a passive effect (never timed), amounts counted
    for ``owner`` (the fighter whose card it is)."""
    found: list[Bonus] = []
    for action in actions:
        kind = action.kind
        if kind in ("power", "priority", "guard", "armor"):
            found.append((kind, source, amount_value(state, owner, getattr(action, kind)),
                          False))
        elif kind == "range":
            value = StatValue.parse(action.range, allow_range=True)
            found.append(("range", source, (value.lo, value.hi), False))
        elif kind == "range_bonus":
            bonus = action.range_bonus
            found.append(("range", source, (amount_value(state, owner, bonus.min),
                                            amount_value(state, owner, bonus.max)), False))
        elif kind == "x_is":
            amount = action.x_is.amount
            found.append(("x_is", source, (action.x_is.stat, amount_value(state, owner, amount),
                                           _x_words(amount)), False))
        elif kind == "stat_becomes":
            spec, words = resolved(state, owner, action.stat_becomes)
            found.append((kind, f"{source} ({words})" if words else source, spec, False))
        elif kind in ("stun_immunity", "wins_ties"):
            found.append((kind, source, getattr(action, kind), False))
        elif kind == "ignore_style" and action.ignore_style.who == "you":
            found.append((kind, source, action.ignore_style.stats, False))
    return found


def _x_words(amount: Amount) -> str:
    """What an `x_is` amount counts, in a few words for the breakdown ("3 x the opponent's
    printed power", "Vital Silver held"; any other source as `words.amount_words` says it);
    "" for a plain number."""
    if amount.per is None:
        return ""
    if amount.per not in X_PER_WORDS:
        return amount_words(amount)  # every other source, in `words`' terms
    words = X_PER_WORDS[amount.per].format(token=amount.token)
    if amount.times != 1:
        words = f"{amount.times} x {words}"
    if amount.at_most is not None:
        words += f", at most {amount.at_most}"
    return words


def resolved(state: GameState, owner: int, spec: StatBecomes) -> tuple[StatBecomes, str]:
    """``spec`` with a computed power (`schema.ComputedStat`) replaced by its number now,
    counted for ``owner`` (the fighter whose card says it): the Disparity of ``owner``'s
    beat, or a multiple of the printed power of ``owner``'s opponent; with what it counted,
    in words ("" for a plain value). A "becomes" carried out at a timing is resolved when it
    is carried out (both are fixed for the beat once Reveal is over)."""
    became = spec.power
    if not isinstance(became, ComputedStat):
        return spec, ""
    if became.from_ == "disparity":
        total = disparity(state, owner) * became.times
        words = f"{state.name(owner)}'s Disparity"
    else:
        total = printed_power(state, state.foe(owner)) * became.times
        words = f"{became.times} x opponent's printed power"
    if became.times != 1 and became.from_ == "disparity":
        words = f"{became.times} x {words}"
    return spec.model_copy(update={"power": total}), words


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
                   bonuses: list[Bonus]) -> tuple[Card | None, str]:
    """The style card among ``cards`` whose printed ``name`` stat counts as +0 this beat
    (an ``ignore_style`` bonus, 000 "Attack Pairs"), with the effect that says so."""
    for kind, source, value, _ in bonuses:
        if kind == "ignore_style" and name in value:
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
    lo = sum(p[1] for p in parts)
    hi = sum(p[2] for p in parts)
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


def _pair(value: object) -> tuple[int, int]:
    """A bonus value as (minimum, maximum): a range bonus is a pair, any other a number."""
    if isinstance(value, tuple):
        return value[0], value[1]
    return int(value), int(value)


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
        if stat(card, name).kind != "x":
            found.append(part)
            continue
        for amount, words in values:  # each line of X in its own part, as the card adds them
            found.append((f"{card.name} X ({words})" if words else f"{card.name} X",
                          amount, amount))
    return parts[:len(parts) - len(cards)] + tuple(found)


def _sum(state: GameState, seat: int, name: str, cards: list[Card],
         bonuses: list[Bonus], capped: bool = True) -> Stat:
    """Stat ``name`` of ``seat``'s attack: a passive "becomes" (in force at every moment:
    nothing adds to it), else the last "becomes" carried out at a timing and the bonuses
    gained after it, else the printed sides (a printed X counted as its `x_is` value) plus
    every bonus (000 "Styles and Bases"; "Other Effects": Fixed Stat, Stat becomes X)."""
    for kind, source, value, timed in bonuses:
        if kind == "stat_becomes" and not timed:
            became = _became(name, source, value)
            if became is not None:
                return became
    after = _after_becoming(name, bonuses)
    if after is not None:
        return after
    ignored, why = _ignored_style(state, seat, name, cards, bonuses)
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
# The restrictions that cut a stat once every bonus is counted (`_sum`)
CAPPERS = ("rise_above_base", *_PRINTED_CAPS, "reach_past_minimum")


def _any_capper(state: GameState, seat: int) -> bool:
    """True when one of the `CAPPERS` restrictions holds on ``seat`` now: one pass over the
    mods of every fighter (`base_capper` for each would make one pass each)."""
    for owner, fighter in enumerate(state.fighters):
        for mod in fighter.mods:
            if mod.kind == "cannot" and (mod.value.who == "you") == (owner == seat) and any(
                    what in CAPPERS for what in mod.value.what):
                return True
    return False


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
    printed = stat(state.kits[seat].bases[base], name)
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
    capped = _any_capper(state, seat)
    if not bonuses and not fighter.armor_used and not capped:
        return plain
    kinds = {kind for kind, _, _, _ in bonuses}
    becomes = "stat_becomes" in kinds or "ignore_style" in kinds or "x_is" in kinds or capped
    stats = [_sum(state, seat, n, cards, bonuses, capped) if becomes or n in kinds
             else getattr(plain, n) for n in STAT_NAMES]
    armor_parts = list(plain.armor.parts)
    style, why = _ignored_style(state, seat, "armor", cards, bonuses)
    if style is not None and style.soak:
        armor_parts.append((f"{style.name} counts 0 ({why})", -style.soak, -style.soak))
    armor_parts += [(s, int(v), int(v)) for k, s, v, _ in bonuses if k == "armor"]
    if fighter.armor_used:
        armor_parts.append(("already used this beat", -fighter.armor_used, -fighter.armor_used))
    armor_total = max(0, sum(p[1] for p in armor_parts))
    armor = Stat("armor", armor_total, armor_total, "number", tuple(armor_parts))
    hand = hand_mod(state, seat, "stun_immunity")  # the table's word wins (docs/rulings.md)
    printed_immune = plain.stun_immune
    style, _ = _ignored_style(state, seat, "stun_immunity", cards, bonuses)
    if style is not None:
        printed_immune = any(card.stun_immunity for card in cards if card is not style)
    stun_immune = (printed_immune or "stun_immunity" in kinds) if hand is None else hand.value
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
           fighter.style_gone, fighter.current_base, extra_styles(state, seat))
    cache = state.kits[seat]._effects
    found = cache.get(key)
    if found is None:
        name, cards = _printed(state, seat)
        stats = [_sum(state, seat, n, cards, [], capped=False) for n in STAT_NAMES]
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


# The stats answer the conditions that read them (`pair_query`: no import circle).
pair_query.provide(pair_stats=pair_stats)
