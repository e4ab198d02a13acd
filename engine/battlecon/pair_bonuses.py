"""The bonuses in force on an attack pair, which `attack_pair` adds to the printed numbers
(000 rulebook, "Styles and Bases", "Other Effects"; issue 23: moved out of `attack_pair`).

A bonus comes from an ante or an effect carried out this beat (a `Mod`, in the order they
were gained) or from a passive effect in play whose condition holds (the fighter's own, and an
enemy's "the opponent has..."). What depends only on the mods (`SeatFacts`) is worked out once
per state; what a kit's cards can give at all (`kit_has_passive`, `passive_cards`) once per
kit, so a pair none of whose cards in play has a passive stat effect is not searched for one.
"""

from __future__ import annotations

from typing import NamedTuple

from .effects import amount_value, condition_holds, in_play_views
from .schema import Amount, ComputedStat, StatBecomes
from .state import GameState, Kit, Mod, memo
from .stats import StatValue
from .values import disparity, printed_power
from .words import X_PER_WORDS, amount_words

# One bonus in force: (stat kind, label, value, timed). ``timed``: carried out at a timing
# (a `Mod`, in the order they were gained); False for a passive effect, in force all along.
Bonus = tuple[str, str, object, bool]

#: The action kinds of a fighter's own passive effects that change its attack pair's stats.
STAT_KINDS = frozenset(("range", "power", "priority", "guard", "armor", "stat_becomes",
                        "stun_immunity", "wins_ties", "range_bonus", "x_is", "ignore_style"))
#: The kinds of a foe's passive effect that reach the opponent's attack pair.
FOE_KINDS = frozenset(("opponent", "ignore_style"))
# The keys of their caches on the effects in play (`passives_with`): strings, cheaper to
# look up than a tuple holding the kinds.
_KEYS = {STAT_KINDS: "passives with stat kinds", FOE_KINDS: "passives with foe kinds"}
#: The restrictions that cut a stat once every bonus is counted (`attack_pair._sum`).
CAPPERS = ("rise_above_base", "rise_above_printed", "power_priority_above_printed",
           "reach_past_minimum")
#: The source of a modifier or flag set by a correction by hand (`adjust_beat`): the label
#: its part carries in a stat's breakdown ("Power 6 = Strike 4 + Drive 0 + by hand +2").
BY_HAND = "by hand"


class SeatFacts(NamedTuple):
    """What a fighter's attack pair stats read from this beat's mods alone (`seat_facts`):
    the same for every pair the fighter could set, so `pair_sweep.possible_pairs` works them
    out once.

    Attributes:
        mods: each mod in force (not one for next beat), oldest first, as a timed `Bonus`
            (a "becomes" with a computed power counted now, `resolved`); the one whose
            source is a voided style is dropped by its reader.
        foe_takes: an enemy whose passives reach this fighter takes its boosts
            (``take_opponent_bonuses``, Tanis's Playful).
        takes: this fighter takes its opponents' boosts.
        shared: some fighter carried out ``share_bonuses`` this beat (Sagas's Mirror).
        capped: one of `CAPPERS` holds on this fighter (`_any_capper`).
        hand_stun: the Stun Immunity given or taken by hand this beat, or None.
    """

    mods: tuple[Bonus, ...]
    foe_takes: bool
    takes: bool
    shared: bool
    capped: bool
    hand_stun: Mod | None


_FACTS_KEYS = tuple(f"pair facts {seat}" for seat in range(8))  # memo keys, by seat


def seat_facts(state: GameState, seat: int) -> SeatFacts:
    """``seat``'s `SeatFacts` now (memoised per state object)."""
    key = _FACTS_KEYS[seat] if seat < len(_FACTS_KEYS) else f"pair facts {seat}"
    return memo(state, key, _seat_facts, state, seat)


def _seat_facts(state: GameState, seat: int) -> SeatFacts:
    """`seat_facts` worked out, or in a duel the last answer for ``seat`` when both fighters'
    mods are the same tuples as then (the facts read the mods alone, but for a "becomes"
    of ``seat``'s counting a printed power now: such an answer is not kept)."""
    fighters = state.fighters
    if len(fighters) != 2:
        return _facts_of(state, seat)
    mine, theirs = fighters[seat].mods, fighters[1 - seat].mods
    last = _FACTS_LAST[seat]
    if last[0] is mine and last[1] is theirs:
        return last[2]
    found = _facts_of(state, seat)
    if not any(mod.kind == "stat_becomes" for mod in mine):
        _FACTS_LAST[seat] = (mine, theirs, found)
    return found


# Per seat of a duel, the mods (``seat``'s, the other's) `_seat_facts` answered last and its
# answer (the tuples are held, so their identities are not reused while compared).
_FACTS_LAST: list[tuple] = [(None, None, None), (None, None, None)]


def _facts_of(state: GameState, seat: int) -> SeatFacts:
    """`seat_facts` worked out from the mods of every fighter."""
    mods: list[Bonus] = []
    for mod in state.fighters[seat].mods:
        if mod.until != "next_beat":
            kind = "range" if mod.kind == "range_bonus" else mod.kind  # opponent / next beat
            value = mod.value
            if kind == "stat_becomes":  # `actions` counts it when carried out; else now
                value = resolved(state, seat, value)[0]
            mods.append((kind, mod.source, value, True))
    return SeatFacts(tuple(mods), any(_takes_bonuses(state, e) for e in opposing(state, seat)),
                     _takes_bonuses(state, seat),
                     any(m.kind == "share_bonuses" for f in state.fighters for m in f.mods),
                     _any_capper(state, seat), hand_mod(state, seat, "stun_immunity"))


def given_facts(state: GameState, seat: int, facts: SeatFacts) -> None:
    """Record ``facts`` as ``seat``'s `SeatFacts` on ``state`` (a trial pair set on a state
    whose facts are known: the mods, priorities and the opponent's cards are the same)."""
    key = _FACTS_KEYS[seat] if seat < len(_FACTS_KEYS) else f"pair facts {seat}"
    memo(state, key, _same, facts)


def _same(value: object) -> object:
    return value


def hand_mod(state: GameState, seat: int, kind: str) -> Mod | None:
    """The modifier or flag ``kind`` (a `Mod` kind: ``power``, ``stun_immunity``...) a
    correction by hand set on ``seat`` this beat (`adjust_beat`), or None."""
    for mod in state.fighters[seat].mods:
        if mod.kind == kind and mod.source == BY_HAND:
            return mod
    return None


def _any_capper(state: GameState, seat: int) -> bool:
    """True when one of the `CAPPERS` restrictions holds on ``seat`` now: one pass over the
    mods of every fighter (`attack_pair.base_capper` for each would make one pass each)."""
    for owner, fighter in enumerate(state.fighters):
        for mod in fighter.mods:
            if mod.kind == "cannot" and (mod.value.who == "you") == (owner == seat) and any(
                    what in CAPPERS for what in mod.value.what):
                return True
    return False


def bonuses_in_force(state: GameState, seat: int) -> list[Bonus]:
    """The bonuses in force on ``seat`` (`own_bonuses`), less the boosts an enemy with
    ``take_opponent_bonuses`` takes from them, plus those ``seat`` takes from its opponents
    when it has that flag (Tanis's Playful)."""
    facts = seat_facts(state, seat)
    found = own_bonuses(state, seat, facts)
    if facts.foe_takes:
        kept: list[Bonus] = []
        for kind, source, value, timed in found:
            if not _boost((kind, source, value, timed)):
                kept.append((kind, source, value, timed))
            elif kind == "range" and span(value)[0]:  # the minimum's part is no max boost
                kept.append((kind, source, (span(value)[0], 0), timed))
        found = kept
    if facts.takes:
        for foe in opposing(state, seat):
            found += [(kind, f"{source}, taken from {state.name(foe)}",
                       (0, span(value)[1]) if kind == "range" else value, timed)
                      for kind, source, value, timed in own_bonuses(state, foe)
                      if _boost((kind, source, value, timed))]
    return found + _shared(state, seat) if facts.shared else found


def _shared(state: GameState, seat: int) -> list[Bonus]:
    """The power, priority and range bonuses and penalties ``seat`` also gets from its
    partner in a ``share_bonuses`` this beat (Sagas's Mirror token: he and his nearest
    opponent each get the other's, from antes and effects, never the printed cards)."""
    partners = [state.foe(seat)] if _has_mod(state, seat, "share_bonuses") and \
        state.enemies(seat) else []
    partners += [e for e in opposing(state, seat) if _has_mod(state, e, "share_bonuses")]
    found: list[Bonus] = []
    for partner in dict.fromkeys(partners):
        found += [(kind, f"{source}, shared by {state.name(partner)}", value, timed)
                  for kind, source, value, timed in own_bonuses(state, partner)
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
    return kind == "range" and isinstance(value, tuple) and span(value)[1] > 0


def own_bonuses(state: GameState, seat: int, facts: SeatFacts | None = None) -> list[Bonus]:
    """The bonuses from antes/effects (`Mod`s, oldest first) then from passive effects in
    play (``seat``'s own, and "opponent" ones of the enemy whose opponent ``seat`` is)."""
    if facts is None:
        facts = seat_facts(state, seat)
    fighter = state.fighters[seat]
    if fighter.style_gone == "void" and facts.mods:
        voided = fighter.style
        found = [bonus for bonus in facts.mods if bonus[1] != voided]
    else:
        found = list(facts.mods)
    if _may_have_passives(state, seat):
        for source, effect in passives_with(state, seat, STAT_KINDS):
            if not condition_holds(state, seat, effect.condition, skip_priority=True):
                continue
            found += passive_bonuses(state, seat, source, effect.action)
    found += foe_bonuses(state, seat)
    return found


def foe_bonuses(state: GameState, seat: int) -> list[Bonus]:
    """The bonuses ``seat``'s pair gets from the passive effects in play of the enemies whose
    opponent it is ("the opponent has...", an ignored style), in `opposing` order."""
    found: list[Bonus] = []
    for foe in opposing(state, seat):
        if not kit_has_passive(state.kits[foe], FOE_KINDS):
            continue  # most kits: no card of theirs reaches the opponent's pair
        for source, effect in passives_with(state, foe, FOE_KINDS):
            if not condition_holds(state, foe, effect.condition, skip_priority=True):
                continue
            for action in effect.action:
                if action.kind == "ignore_style" and action.ignore_style.who == "opponent":
                    found.append(("ignore_style", f"{source} ({state.name(foe)})",
                                  action.ignore_style.stats, False))
                if action.kind == "opponent":
                    found += passive_bonuses(state, foe, f"{source} ({state.name(foe)})",
                                             action.opponent)
    return found


def _may_have_passives(state: GameState, seat: int) -> bool:
    """False when no card ``seat`` could have in play now has a passive effect changing its
    stats (`passive_cards`): the style and base set, the Finisher, every style of the kit
    when one may join the attack (`values.extra_styles`), the unique ability and the special
    cards named by the fighter. A superset of the cards in play (`effects.in_play_views`),
    so a False is sure and the effects in play need not be looked up."""
    kit = state.kits[seat]
    cards = passive_cards(kit)
    if not cards:
        return False
    fighter = state.fighters[seat]
    return (("style", fighter.style) in cards or ("base", fighter.current_base) in cards
            or ("finisher", fighter.finisher) in cards or ("ua", "") in cards
            or _EVERY_STYLE in cards or ("special", fighter.form) in cards
            or ("special", fighter.secret) in cards
            or any(("special", name) in cards for name in fighter.active_cards))


# In `passive_cards`: the unique ability may bring any style into the attack (`extra_style`).
_EVERY_STYLE = ("style", "*")


def passive_cards(kit: Kit) -> frozenset[tuple[str, str]]:
    """The (source, name) of each card of ``kit`` with a passive effect that has an action
    of `STAT_KINDS` (as `Kit.effects` names its sources), with ("style", "*") when the
    unique ability can bring a style into the attack; once per kit."""
    found = kit._effects.get(_PASSIVE_CARDS)
    if found is None:
        sources = _sources(kit)
        found = {(source, name) for source, name in sources
                 if any(effect.timing == "passive" and have & STAT_KINDS
                        for _, _, effect, have in kit.effects(source, name))}
        if found and kit.ua_has_kind("extra_style"):
            found.add(_EVERY_STYLE)
        found = kit._effects[_PASSIVE_CARDS] = frozenset(found)
    return found


_PASSIVE_CARDS = "cards with passive stat effects"


def _sources(kit: Kit) -> list[tuple[str, str]]:
    """Every (source, name) of ``kit``'s cards as `Kit.effects` names them."""
    return ([("style", n) for n in kit.styles] + [("base", n) for n in kit.bases]
            + [("finisher", n) for n in kit.finishers] + [("ua", "")]
            + [("special", c.name) for c in kit.fighter.unique_ability.special_cards])


def passives_with(state: GameState, seat: int, kinds: frozenset) -> tuple:
    """(source, effect) of ``seat``'s passive effects in play with an action of one of
    ``kinds``, kept with the effects in play (`in_play_views`: filtered once per set of
    cards in play, not at each reading of the stats)."""
    effects, views = in_play_views(state, seat)
    key = _KEYS.get(kinds) or ("passives with", kinds)
    found = views.get(key)
    if found is None:
        found = views[key] = tuple((source, effect) for _, source, effect, have in effects
                                   if effect.timing == "passive" and have & kinds)
    return found


def kit_has_passive(kit: Kit, kinds: frozenset) -> bool:
    """Whether any card of ``kit`` (styles, bases, Finishers, unique ability, special cards)
    has a passive effect with an action of one of ``kinds`` (once per kit)."""
    return not kinds.isdisjoint(kit_passive_kinds(kit))


def kit_passive_kinds(kit: Kit) -> frozenset[str]:
    """The action kinds of every passive effect on any card of ``kit`` (once per kit)."""
    found = kit._effects.get(_PASSIVE_KINDS)
    if found is None:
        found = kit._effects[_PASSIVE_KINDS] = frozenset().union(*(
            have for source, name in _sources(kit)
            for _, _, effect, have in kit.effects(source, name) if effect.timing == "passive"))
    return found


_PASSIVE_KINDS = "action kinds of its passives"  # `kit_passive_kinds`' key on a kit


def opposing(state: GameState, seat: int) -> tuple[int, ...]:
    """The enemies whose passive "the opponent has..." reaches ``seat``: in a duel the other
    fighter; in a team battle each enemy on the board whose opponent ``seat`` is now
    (`GameState.foe`; 000 "Who is 'The Opponent'?")."""
    if len(state.fighters) == 2:
        return (1 - seat,)
    return tuple(e for e in state.enemies(seat) if state.foe(e) == seat)


def passive_bonuses(state: GameState, owner: int, source: str,
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


def span(value: object) -> tuple[int, int]:
    """A bonus value as (minimum, maximum): a range bonus is a pair, any other a number."""
    if isinstance(value, tuple):
        return value[0], value[1]
    return int(value), int(value)
