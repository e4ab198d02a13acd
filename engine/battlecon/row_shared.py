"""What every cell of a duel's matchup row shares, when the opponent's pair cannot change it
(issue 23: a row answered without a state per cell, `matchup.matchups`).

A row tries one pair of the player's against each pair the opponent could set; each cell is
what the engine computes on a state with both pairs set and revealed (000 "Reveal Step",
"Attack"). The player's own stats, where its range is counted from, and a flag making a
fighter the Active Player read the opponent's pair only through a few things, each checked
here from the cards and mods (the attack-pair sweep's test, `pair_index`, turned around):
when none of them can, the first cell's answer is every cell's (or, when the opponent's
style or base holds such a card, every cell's whose pair brings the same ones into play).
Anything not proven is left to a state of its own per cell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effects import in_play_views
from .pair_bonuses import FOE_KINDS, STAT_KINDS, SeatFacts, _sources, kit_passive_kinds
from .pair_index import condition_blind, foe_pair_blind, given_while_in_play
from .state import GameState, Kit, kit_mentions

# The passive action kinds that read where the fighter's range is counted from and which
# extra distances it reaches (`reach.range_from`, `reach.extra_distances`).
_REACH_KINDS = frozenset(("range_from", "also_reaches"))
_OWN_KINDS = STAT_KINDS | _REACH_KINDS


def mine_key(state: GameState, seat: int,
             facts: SeatFacts | None) -> Callable[[str, str], object] | None:
    """A function of the opponent's (style, base) whose equal answers mean equal stats of
    ``seat``'s attack pair (`attack_pair.pair_stats`, their range's origin words included)
    and equal reach (`reach.reach_origin`) whichever of those pairs the opponent sets on
    ``state`` (a duel's state with ``seat``'s pair set and revealed; each cell's state
    differs from it in the opponent's pair alone); None when that is not proven.
    ``facts``: ``seat``'s `SeatFacts` worked out once for the row, None when a "becomes" of
    the mods may read a printed power.

    Proven when all of these hold: a duel; ``facts`` given, and ``seat`` neither takes nor
    shares the opponent's bonuses (Tanis's Playful, Sagas's Mirror); no card of the
    opponent takes a style's effects away (Sagas's Negation: `effects.style_negated`);
    every passive effect of ``seat`` in play that changes stats or reach reads nothing of
    the opponent's pair (`pair_index.foe_pair_blind`); and every passive effect of the
    opponent reaching its opponent's stats (`pair_bonuses.foe_bonuses`) gives the same
    whichever pair the opponent sets while in play (`pair_index.given_while_in_play`). The
    opponent's pair then changes ``seat``'s stats only by which of those effects it brings
    into play: the key names its style and base when they have one (none can join the
    attack, and ``seat``'s cards take no style's effects away)."""
    if len(state.fighters) != 2 or facts is None or facts.takes or facts.shared:
        return None
    foe = 1 - seat
    kit = state.kits[foe]
    if kit_mentions(kit, "all_but_end"):
        return None
    if not all(foe_pair_blind(effect) for effect in state_effects(state, seat)):
        return None
    if FOE_KINDS.isdisjoint(kit_passive_kinds(kit)):
        return _SAME
    fixed, styles, bases = _reaching(kit)
    if not fixed:
        return None
    if not styles and not bases:
        return _SAME
    if kit_mentions(state.kits[seat], "all_but_end") or kit.ua_has_kind("extra_style"):
        return None
    return lambda style, base: (style in styles and style, base in bases and base)


def _same(style: str, base: str) -> object:
    """`mine_key` when no pair of the opponent's can change the player's stats."""
    return None


_SAME = _same


def state_effects(state: GameState, seat: int) -> tuple:
    """``seat``'s passive effects in play on ``state`` with an action changing its stats
    or reach (`_OWN_KINDS`)."""
    return tuple(effect for _, _, effect, have in in_play_views(state, seat)[0]
                 if effect.timing == "passive" and have & _OWN_KINDS)


def _reaching(kit: Kit) -> tuple[bool, frozenset[str], frozenset[str]]:
    """Of the passive effects of every card of ``kit`` that reach the opponent's stats (an
    ``opponent`` action giving a stat, an ignored style of the opponent's): whether each
    gives the same while in play whatever pair its fighter sets
    (`pair_index.given_while_in_play`), and the styles and bases holding one (`_scan`)."""
    return _scan(kit, _REACHING,
                 lambda effect, have: not have.isdisjoint(FOE_KINDS) and _reaches_stats(effect),
                 given_while_in_play)


_REACHING = "passives reaching the opponent's stats"


def _scan(kit: Kit, key: str, wanted: Callable[[Any, frozenset], bool],
          judge: Callable[[Any], bool]) -> tuple[bool, frozenset[str], frozenset[str]]:
    """Of the passive effects of every card of ``kit`` that are ``wanted`` (the effect, its
    action kinds): whether ``judge`` holds of each, and the styles and bases holding one;
    worked out once per kit, kept under ``key``."""
    found = kit._effects.get(key)
    if found is None:
        fixed = True
        named: dict[str, set[str]] = {"style": set(), "base": set()}
        for source, name in _sources(kit):
            for _, _, effect, have in kit.effects(source, name):
                if effect.timing != "passive" or not wanted(effect, have):
                    continue
                fixed = fixed and judge(effect)
                if source in named:
                    named[source].add(name)
        found = kit._effects[key] = (fixed, frozenset(named["style"]),
                                     frozenset(named["base"]))
    return found


def _reaches_stats(effect) -> bool:
    """Whether a passive effect gives its owner's opponent a stat bonus or ignores their
    style (`pair_bonuses.foe_bonuses`)."""
    for action in effect.action or ():
        if action.kind == "ignore_style" and action.ignore_style.who == "opponent":
            return True
        if action.kind == "opponent" and any(inner.kind in STAT_KINDS
                                             for inner in action.opponent):
            return True
    return False


def flag_from_mods(state: GameState, kind: str) -> bool:
    """Whether flag ``kind`` (`passives.FLAGS`) can come only from the mods on ``state``:
    no card of the duel has a passive effect giving it, so it is the same whichever pairs
    are set (`passives.has_flag`)."""
    return all(kind not in kit_passive_kinds(kit) for kit in state.kits)


def reach_key(state: GameState, seat: int) -> Callable[[str, str], object] | None:
    """A function of ``seat``'s (style, base) whose equal answers mean that an attack of
    ``seat``'s of the same range reaches the same (`reach.reach_origin`: where the range is
    counted from, `reach.range_from`, and the extra distances, `reach.extra_distances`)
    whichever of those pairs it sets on ``state`` (a duel's state; each cell's state differs
    from it in ``seat``'s pair alone); None when that is not proven. Nearly every fighter:
    no card names ``range_from`` or ``also_reaches``, the same answer for every pair. Else
    proven when no style can join the attack and the condition of each such passive effect
    of the kit reads nothing of the pair (`pair_index.pair_blind`'s fields): the key names
    the style and the base when they have one (the mods, markers and other cards in play
    stay the same)."""
    kit = state.kits[seat]
    if not kit_mentions(kit, "range_from") and not kit_mentions(kit, "also_reaches"):
        return _SAME
    fixed, styles, bases = _counting(kit)
    if not fixed or kit.ua_has_kind("extra_style"):
        return None
    return lambda style, base: (style in styles and style, base in bases and base)


def _counting(kit: Kit) -> tuple[bool, frozenset[str], frozenset[str]]:
    """Of the passive effects of every card of ``kit`` counting its range from elsewhere or
    reaching extra distances: whether each one's condition reads nothing of the pair
    (`pair_index.condition_blind`), and the styles and bases holding one (`_scan`)."""
    return _scan(kit, _COUNTING, lambda _, have: not have.isdisjoint(_REACH_KINDS),
                 lambda effect: condition_blind(effect.condition))


_COUNTING = "passives counting the range from elsewhere"
