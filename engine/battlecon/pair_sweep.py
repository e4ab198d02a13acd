"""The stats of every attack pair a fighter could set now (000 rulebook, "Set Phase",
"Attack Pairs"; issue 23: moved out of `attack_pair`), most summed without a state of their
own (`_Sweep`): a pair's printed side plus the bonuses in force, each passive effect counted
once per state when it reads nothing of the pair but the names of its cards
(`pair_index.pair_split`); any other pair is set and revealed on a state of its own and
computed by `attack_pair.pair_stats`, as the table would see it.
"""

from __future__ import annotations

from .attack_pair import (
    PairStats,
    _assembled_kept,
    _labelled,
    _plain,
    _plain_key,
    pair_choices,
    pair_stats,
)
from .effects import condition_holds, style_negated
from .pair_bonuses import (
    FOE_KINDS,
    STAT_KINDS,
    Bonus,
    SeatFacts,
    foe_bonuses,
    given_facts,
    kit_has_passive,
    opposing,
    passive_bonuses,
    passives_with,
    seat_facts,
)
from .pair_index import names_hold, pair_blind, pair_split
from .reach import origin_words_of
from .state import GameState, Kit, evolve, kit_mentions


def possible_pairs(state: GameState, seat: int) -> list[PairStats]:
    """Stats of every attack pair ``seat`` could set from hand now (one style, one base), in
    the order of `pair_choices` (never revealing which pair is set).

    Each is computed as if revealed this beat with the fighter's current antes and bonuses;
    for planning only (issue "matchup table"), it changes nothing.
    """
    revealed = evolve(state, phase="start") if state.phase in ("set", "ante") else state
    facts = seat_facts(revealed, seat)  # the same for every pair: worked out once
    sweep = _Sweep.of(revealed, seat, facts)
    found = []
    for style, base in pair_choices(state, seat):
        stats = sweep.stats(style, base) if sweep is not None else None
        if stats is None:
            if sweep is not None and sweep.learn(style, base):
                stats = sweep.stats(style, base)  # now it knows the pair's cards
            if stats is None:
                trial = pair_trial(revealed, seat, style, base)
                given_facts(trial, seat, facts)
                stats = pair_stats(trial, seat)
        found.append(stats)
    return found


def pair_trial(state: GameState, seat: int, style: str | None,
               base: str | None) -> GameState:
    """``state`` with ``seat``'s pair set to ``style`` and ``base`` as revealed (no clash, no
    Finisher in its place): the state a pair of `possible_pairs` (or a matchup cell,
    `matchup.matchups`) is tried on."""
    return state.with_fighter(seat, style=style, base=base, clash_bases=(), finisher_used=False)


def _pair_alone(state: GameState, seat: int, facts: SeatFacts) -> bool:
    """Whether only the cards of the pair ``seat`` sets can change its stats (`_Sweep.of`)."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    if facts.foe_takes or facts.takes or facts.shared or fighter.style_gone:
        return False
    if any(bonus[0] == "ignore_style" for bonus in facts.mods):
        return False
    if kit.ua_has_kind("extra_style"):
        return False
    if kit_mentions(kit, "range_from") and any(b[0] == "range_from" for b in facts.mods):
        return False  # a range counted from elsewhere this beat (`reach.range_from`)
    foes = [foe for foe in opposing(state, seat) if kit_has_passive(state.kits[foe], FOE_KINDS)]
    if not foes:
        return True
    # an enemy's passives reaching the pair: the same for every pair when the pair cannot
    # take the enemy's style away (Negation) and none reads the pair
    return not kit_mentions(kit, "all_but_end") and all(
        pair_blind(effect, opponent=True, style_given=True)
        for foe in foes for _, effect in passives_with(state, foe, FOE_KINDS))


class _Sweep:
    """The stats of the pairs `possible_pairs` tries, worked out without a state for each:
    when nothing but the pair's own cards can make one pair's stats differ from another's
    (`of`), a pair's stats are its printed side (`_plain`) plus the mods' bonuses plus its
    passive stat effects in play, each counted once on the state (all `pair_index.pair_blind`;
    which effects a pair has in play is learnt once per kit and pair, `learn`).
    A pair it cannot answer (None) is tried on a state of its own, as `pair_stats` does."""

    __slots__ = ("state", "seat", "facts", "learnt", "given", "armor_used", "foe", "negated",
                 "words")

    @classmethod
    def of(cls, state: GameState, seat: int, facts: SeatFacts) -> _Sweep | None:
        """A sweep for ``seat`` on ``state``, or None when more than the pair's cards could
        change the stats: a bonus taken or shared, a voided or gone style, a range counted
        from elsewhere by an effect this beat, a style joining the attack, an enemy's
        passive reaching the pair and reading it, a style's printed numbers ignored (each
        read by `_pair_stats` from the trial state). A cap reads the mods and the pair's
        base: `stats` assembles a capped pair on the pair set alone (`pair_trial`)."""
        if not _pair_alone(state, seat, facts):
            return None
        fighter = state.fighters[seat]
        sweep = cls()
        sweep.state, sweep.seat, sweep.facts = state, seat, facts
        sweep.armor_used = fighter.armor_used
        # what decides the effects in play besides the pair (`effects.in_play_views`)
        sweep.negated = style_negated(state, seat)
        where = ("pair passives", fighter.finisher, fighter.style_gone, fighter.secret,
                 fighter.form, fighter.active_cards, sweep.negated)
        cache = state.kits[seat]._effects
        sweep.learnt = cache.get(where)
        if sweep.learnt is None:
            sweep.learnt = cache[where] = {}
        sweep.given = {}
        sweep.words = {}
        sweep.foe = foe_bonuses(state, seat)  # what enemies' passives give: every pair's
        return sweep

    def stats(self, style: str, base: str) -> PairStats | None:
        """The stats of ``style`` and ``base`` set now, or None when a trial must say."""
        learnt = self.learnt.get((style, base))
        if learnt is None:  # unknown
            return None
        passives, plain, reaches = learnt
        found = list(self.facts.mods)
        for source, effect in passives:
            given = self.given.get((source, id(effect)))
            if given is None:
                given = self.given[(source, id(effect))] = self._given(source, effect)
            if given is False:
                return None
            named, bonuses = given
            if bonuses and (not named or names_hold(named, style, base)):
                found += bonuses
        found += self.foe
        if not found and not self.armor_used and not self.facts.capped:
            stats = plain[2]
        else:  # (a cap reads the base set: `attack_pair._base_capped`)
            state = pair_trial(self.state, self.seat, style, base) if self.facts.capped \
                else self.state
            stats = _assembled_kept(state, self.seat, plain, found, self.armor_used,
                                    self.facts, style)
        if not reaches:
            return stats
        spec = None  # the last `range_from` in force, as `reach.range_from` reads it
        for effect, value in reaches:
            given = self.given.get(id(effect))
            if given is None:
                given = self.given[id(effect)] = self._holds(effect)
            if given is False:
                return None
            named, holds = given
            if holds and (not named or names_hold(named, style, base)):
                spec = value
        words = self.words.get(id(spec))
        if words is None:
            words = self.words[id(spec)] = origin_words_of(self.state, self.seat, spec)
        return _labelled(stats, words)

    def _holds(self, effect) -> tuple[tuple, bool] | bool:
        """Whether the condition of ``effect`` holds now, less its fields that name the
        pair's cards (returned first, for `stats` to check per pair); False when it may read
        the pair otherwise (`pair_index.pair_split`)."""
        split = pair_split(effect)
        if split is None:
            return False
        rest, named = split
        return named, condition_holds(self.state, self.seat, rest, skip_priority=True)

    def _given(self, source: str, effect) -> tuple[tuple, list[Bonus]] | bool:
        """The bonuses of one passive effect in play, the same for every pair whose names
        meet the fields of its condition that name the pair's cards (returned first, for
        `stats` to check per pair); False when it may read the pair otherwise
        (`pair_index.pair_split`; `stats` gives the assembly the pair's style, for an
        ignored style of the fighter's own)."""
        split = pair_split(effect)
        if split is None:
            return False
        rest, named = split
        if not condition_holds(self.state, self.seat, rest, skip_priority=True):
            return (), []
        return named, passive_bonuses(self.state, self.seat, source, effect.action)

    def learn(self, style: str, base: str) -> bool:
        """Keep which passive stat effects ``style`` and ``base`` have in play, and the
        (effect, value) of each ``range_from`` of their passive effects in play, in order
        (`reach.range_from`: the last whose condition holds counts), on the kit, with their
        printed side (`_plain`); False when it was known already (`stats` could not answer
        for another reason).

        The effects in play with the pair set and revealed (`effects.in_play_views`: the
        style's unless Negation takes them away, the base's, then those of the cards in play
        whatever the pair, learnt once from the state with no pair set), so no state is made
        for the pair unless its printed side is new."""
        if (style, base) in self.learnt:
            return False
        state, seat = self.state, self.seat
        kit = state.kits[seat]
        rest = self.learnt.get(_REST)
        if rest is None:  # the unique ability, form, active special cards, trap revealed
            bare = pair_trial(state, seat, None, None)
            rest = self.learnt[_REST] = (passives_with(bare, seat, STAT_KINDS), _reaches(
                passives_with(bare, seat, _RANGE_FROM)))
        mine = _card_passives(kit, "base", base)
        if not self.negated:  # a negated style: only its End of Beat effects (no passive)
            theirs = _card_passives(kit, "style", style)
            mine = (theirs[0] + mine[0], theirs[1] + mine[1])
        reaches = mine[1] + rest[1] if kit_mentions(kit, "range_from") else ()
        fighter = state.fighters[seat]
        key = _plain_key(False, fighter.finisher, style, fighter.style_gone, base, ())
        plain = kit._effects.get(key)
        if plain is None:
            plain = _plain(pair_trial(state, seat, style, base), seat)
        self.learnt[(style, base)] = (mine[0] + rest[0], plain, reaches)
        return True


_RANGE_FROM = frozenset(("range_from",))
_REST = "in play whatever the pair"  # the key of `learn`'s effects of the other cards


def _card_passives(kit: Kit, source: str, name: str) -> tuple[tuple, tuple]:
    """(source, effect) of the passive effects of one card of ``kit`` with an action of
    `STAT_KINDS` (as `pair_bonuses.passives_with` filters the effects in play), and their
    ``range_from`` (`_reaches`); once per kit and card."""
    key = ("card passives", source, name)
    found = kit._effects.get(key)
    if found is None:
        effects = kit.effects(source, name)
        found = kit._effects[key] = (
            tuple((card, effect) for _, card, effect, have in effects
                  if effect.timing == "passive" and have & STAT_KINDS),
            _reaches((card, effect) for _, card, effect, have in effects
                     if effect.timing == "passive" and have & _RANGE_FROM))
    return found


def _reaches(passives) -> tuple:
    """(effect, value) of each ``range_from`` action of the (source, effect) ``passives``,
    in order (as `reach.range_from` reads the effects in play)."""
    return tuple((effect, action.range_from) for _, effect in passives
                 for action in effect.action if action.range_from is not None)
