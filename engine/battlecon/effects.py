"""Which effects are in play for a fighter, and whether their conditions hold.

000 rulebook, "Triggered Effects": the effects of both cards of the attack pair and of the
unique ability apply every beat ("Unique Ability Card"). "Conditionals": a trigger whose
condition does not hold is skipped; only this beat's events and held components count.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from . import counter_counts
from . import pair_query as pq
from .markers import face_up_holds, indices, marker_holds, markers_in
from .movement import BOARD_SIZE
from .schema import Amount, Condition, Effect
from .state import GameState, kit_mentions
from .stats import StatValue
from .values import disparity, extra_styles, printed_base_priority, printed_power

# Effect ids look like "style:Drive#0", "base:Grasp#0", "ua:Sword of Vengeance#1".


def in_play(state: GameState, seat: int) -> Iterator[tuple[str, str, Effect]]:
    """Yield ``(effect_id, source_name, effect)`` for every effect ``seat`` has this beat.

    Sources: the Finisher when it replaced the attack pair, else the style and the base in
    use (the last clash base); any style that joins the attack (`values.extra_styles`); then
    the unique ability; the form the fighter is in (000
    "Forms"); then a revealed face-down trap.
    Before Reveal (Set and Ante) only the unique ability is in play.
    """
    for eid, source, effect, _ in in_play_detailed(state, seat):
        yield eid, source, effect


def in_play_detailed(state: GameState, seat: int) -> tuple:
    """Like `in_play`, each item with a fourth member: the frozenset of its action kinds."""
    return in_play_views(state, seat)[0]


def in_play_views(state: GameState, seat: int) -> tuple[tuple, dict]:
    """The effects in play (as `in_play_detailed`) and a dict for views derived from them
    (grouped by timing, the passives with flags...), which their users fill once.

    Cached on the fighter's kit by what decides it (revealed or not, the cards in use); in a
    duel, the last answers are also kept for the fighters' tuple of the state asked last
    (copies of a state share it while no fighter changes), so that asking again costs three
    identity checks.
    """
    fighters = state.fighters
    kits = state.kits
    revealed = state.phase not in ("set", "ante")
    last = _LAST[0]
    if last[0] is fighters and last[1] is kits and last[2] is revealed:
        found = last[3][seat]
        if found is None:
            found = last[3][seat] = _views(state, seat, revealed)
        return found
    found = _views(state, seat, revealed)
    if len(kits) == 2:  # (a team battle's opponents depend on the positions too)
        answers = [None, None]
        answers[seat] = found
        _LAST[0] = (fighters, kits, revealed, answers, {})
    return found


# The duel's state asked last: (its fighters, its kits, revealed, the answer per seat, other
# answers that depend on these only: `same_cards`). The objects are held, so their
# identities are not reused while they are compared.
_LAST: list[tuple] = [(None, None, None, [None, None], {})]


def same_cards(state: GameState) -> dict | None:
    """A dict for answers that depend only on the duel's fighters, kits and whether the
    pairs are revealed (what `in_play_views` answers from), kept while those stay the same
    objects; None in a team battle or when the last state asked had other ones."""
    last = _LAST[0]
    if last[0] is state.fighters and last[1] is state.kits and \
            last[2] is (state.phase not in ("set", "ante")):
        return last[4]
    return None


def _views(state: GameState, seat: int, revealed: bool) -> tuple[tuple, dict]:
    fighter = state.fighters[seat]
    kits = state.kits
    # (a duel whose other kit has no card negating styles, known once per kit: no call)
    negated = revealed and not (len(kits) == 2 and kits[1 - seat]._effects.get(_NEGATES) is
                                False) and style_negated(state, seat)
    key = ("in_play", revealed, fighter.finisher_used, fighter.finisher, fighter.style,
           fighter.style_gone, fighter.current_base, fighter.secret, fighter.form,
           fighter.active_cards, extra_styles(state, seat) if revealed else (), negated)
    cache = kits[seat]._effects
    found = cache.get(key)
    if found is None:
        found = cache[key] = (_collect(state, seat, revealed, negated), {})
    return found


def _negates(effects: tuple) -> bool:
    """True when one of these card effects is a passive, unconditional `ignore_style` of the
    opponent's style effects (`StyleIgnored.effects`)."""
    return any(effect.timing == "passive" and effect.condition is None
               and any(a.kind == "ignore_style" and a.ignore_style.effects
                       for a in effect.action or ())
               for _, _, effect, kinds in effects if "ignore_style" in kinds)


_NEGATES = "negates_style"


def _can_negate(kit) -> bool:
    """Whether any card of ``kit`` takes the opponent's style effects away (cached)."""
    found = kit._effects.get(_NEGATES)
    if found is None:  # once per kit, from the words of its card data (`kit_mentions`)
        found = kit._effects[_NEGATES] = kit_mentions(kit, "all_but_end")
    return found


def style_negated(state: GameState, seat: int) -> bool:
    """True when the revealed cards of ``seat``'s nearest opponent say ``seat``'s styles do
    not apply this beat, except their End of Beat effects (Sagas's Negation; read from the
    opponent's style, base or Finisher in use, not from their effects in play, so that two
    such fighters do not read each other in a loop)."""
    kits = state.kits
    if len(kits) == 2:
        if not _can_negate(kits[1 - seat]):
            return False  # nearly always: the opponent's kit has no such card
    elif not any(_can_negate(kit) for i, kit in enumerate(kits) if i != seat):
        return False
    if not state.enemies(seat):
        return False
    foe = state.foe(seat)
    other, kit = state.fighters[foe], state.kits[foe]
    if other.finisher_used and other.finisher:
        return _negates(kit.effects("finisher", other.finisher))
    return any(_negates(kit.effects(source, name)) for source, name in
               (("style", other.style), ("base", other.current_base)) if name)


def _collect(state: GameState, seat: int, revealed: bool, negated: bool = False) -> tuple:
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    found: tuple = ()
    if revealed:
        def kept(effects: tuple) -> tuple:  # a negated style: only its End of Beat effects
            return tuple(e for e in effects if e[2].timing == "end") if negated else effects
        if fighter.finisher_used and fighter.finisher:
            found += kit.effects("finisher", fighter.finisher)
        else:
            if fighter.style and not fighter.style_gone:
                found += kept(kit.effects("style", fighter.style))
            if fighter.current_base:
                found += kit.effects("base", fighter.current_base)
        for name in extra_styles(state, seat):
            found += kept(kit.effects("style", name))
    found += kit.effects("ua", "")
    if fighter.form:
        found += kit.effects("special", fighter.form)
    for name in fighter.active_cards:
        found += kit.effects("special", name)
    if revealed and fighter.secret:
        found += kit.effects("special", fighter.secret)
    return found


# The "range" to or from a standup that is off the board: beyond any range printed on a card.
OFF_BOARD = 99


def distance(state: GameState, seat: int | None = None) -> int:
    """The range between two standups, in spaces (000 "Attack": your own space is 0): in a
    duel the two; in a team battle ``seat`` (default: the attacker) and its opponent
    (`GameState.foe`)."""
    positions = state.positions
    if len(positions) == 2:
        a, b = positions
        return abs(a - b)
    if seat is None:
        seat = state.cursor.attacker
    if positions[seat] is None or not state.enemies(seat):
        return OFF_BOARD  # a defeated fighter, or no enemy left: nothing is in range
    return abs(positions[seat] - positions[state.foe(seat)])


def tokens_anted(state: GameState, seat: int, token: str, by: int | None = None) -> int:
    """Tokens of ``seat``'s kind ``token`` anted this beat (000 "Ante Phase"): by ``seat``
    itself, or with ``by`` the opponent's seat, by the opponent through ``seat``'s [Opponent]
    antes (Curses handed to them and anted back)."""
    fighter = state.fighters[seat if by is None else by]
    if any(m.kind == "negate_antes" for m in fighter.mods):
        return 0  # what they anted does nothing (`schema.Action` negate_antes)
    total = 0
    for ante in state.kits[seat].fighter.unique_ability.antes:
        if ante.cost is not None and ante.cost.token == token and ante.opponent == (by is not None):
            per = ante.cost_count
            total += fighter.ante_count(ante.name) * per
    return total


def regainable(state: GameState, seat: int, token: str, not_anted: bool = True) -> bool:
    """Whether one token of ``seat``'s kind ``token`` could come back to the supply now: one
    is in depletion and the supply is under the kind's limit (000 "Tokens & Counters"), and,
    with ``not_anted``, none of that kind was anted this beat (Hikaru: a token is not
    recovered the beat it is anted). False for a kind the fighter does not have."""
    kit = state.kits[seat]
    names = [t.name for t in kit.tokens]
    if token not in names:
        return False
    i = names.index(token)
    spec = kit.tokens[i]
    fighter = state.fighters[seat]
    room = (spec.limit if spec.limit is not None else spec.total) - fighter.supply[i]
    if room <= 0 or fighter.depletion[i] <= 0:
        return False
    return not (not_anted and tokens_anted(state, seat, token) > 0)


def condition_holds(state: GameState, seat: int, condition: Condition | None,
                    *, skip_priority: bool = False) -> bool:
    """True when every field of ``condition`` holds for ``seat`` now (000 "Conditionals").

    ``skip_priority`` treats a priority condition as unmet; `attack_pair` uses it so that a
    passive effect's priority condition never feeds back into priority itself.
    """
    if condition is None:
        return True
    for check, value in _compiled(condition):
        if not check(state, seat, value, skip_priority):
            return False
    return True


def _compiled(condition: Condition) -> tuple:
    """The (check, value) pairs of a condition's given fields, in `_CHECKS` order, cached."""
    hit = _COMPILED.get(id(condition))
    if hit is not None and hit[0] is condition:
        return hit[1]
    checks = tuple((check, getattr(condition, name)) for name, check in _CHECKS.items()
                   if getattr(condition, name) is not None)
    _COMPILED[id(condition)] = (condition, checks)  # keeps the condition: its id stays unique
    return checks


_COMPILED: dict[int, tuple] = {}


def _in_range(state: GameState, seat: int, text: str, skip: bool) -> bool:
    text = str(text)
    span = StatValue.parse(text + "99" if text.endswith("~") else text, allow_range=True)
    return span.lo <= distance(state, seat) <= span.hi


def _tokens_at_least(state: GameState, seat: int, wanted: dict, skip: bool) -> bool:
    return all(state.tokens(seat, token) >= count for token, count in wanted.items())


def _anted_at_least(state: GameState, seat: int, wanted: dict, skip: bool) -> bool:
    return all(tokens_anted(state, seat, token) >= count for token, count in wanted.items())


def _same_base(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    mine = state.fighters[seat].current_base
    return (mine is not None and mine == state.fighters[state.foe(seat)].current_base) == value


def _named_right(state: GameState, seat: int, value: bool, called: str | None,
                 card: str) -> bool:
    """Whether what ``seat`` named aloud (``called``) is the opponent's ``card`` field
    (``current_base`` or ``style``), as ``value`` asks; never before Reveal, the opponent's
    pair being still face down."""
    if state.phase in ("set", "ante"):
        called = None
    return (called is not None
            and getattr(state.fighters[state.foe(seat)], card) == called) == value


def _base_called(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    return _named_right(state, seat, value, state.fighters[seat].called, "current_base")


def _style_called(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    return _named_right(state, seat, value, state.fighters[seat].called_style, "style")


def _priority_called(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    if skip:
        return False
    called = state.fighters[seat].called
    if called is None:
        return not value
    shown = str(pq.pair_stats(state, state.foe(seat)).priority.lo)
    return (shown in called.split("-")) == value  # "5" or, with priority_pair, "5-6"


def _damage_equals_range(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    cursor = state.cursor
    return (cursor.attacker == seat and cursor.dealt == distance(state, seat)) == value


# (id(state), seat) whose attack range is being read by `_in_attack_range`: a second read
# while the first is under way (two such passives reading each other) counts as not in range.
_READING_RANGE: set[tuple[int, int]] = set()


def _in_attack_range(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    """The opponent stands where ``seat``'s attack pair's range reaches now, counted as the
    range check counts it (`reach.reach`: markers, the far edge, extra distances); an N/A or
    X range reaches no one ("opponents in range of this attack", Iaxus's Minimized). Read
    in passive effects too (unlike priority): the range does not depend on the opponent's
    power or stun, which such effects change."""
    key = (id(state), seat)
    if key in _READING_RANGE or not state.enemies(seat) or state.phase in ("set", "ante"):
        return not value
    _READING_RANGE.add(key)
    try:
        stat = pq.pair_stats(state, seat).range
        inside = stat.kind == "number" and pq.reach(state, seat, stat.lo, stat.hi)[0]
    finally:
        _READING_RANGE.discard(key)
    return inside == value


def _priority_at_least(state: GameState, seat: int, value: int, skip: bool) -> bool:
    if skip:
        return False
    return pq.pair_stats(state, seat).priority.lo >= value


def _opponent_priority(state: GameState, seat: int, value: str, skip: bool) -> bool:
    """The opponent's attack pair has higher (``value`` "higher") or lower priority."""
    if skip:
        return False
    mine = pq.pair_stats(state, seat).priority.lo
    theirs = pq.pair_stats(state, state.foe(seat)).priority.lo
    return theirs > mine if value == "higher" else theirs < mine


def _priority_at_most(state: GameState, seat: int, value: int, skip: bool) -> bool:
    if skip:
        return False
    return pq.pair_stats(state, seat).priority.lo <= value


def _distance_equals_power(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    """The distance to the opponent equals ``seat``'s attack pair's power now (an N/A or X
    power never does); unmet while the stats themselves are being read (``skip``)."""
    if skip:
        return False
    power = pq.pair_stats(state, seat).power
    return (power.kind == "number" and power.lo == distance(state, seat)) == value


def _opponent_priority_at_most(state: GameState, seat: int, value: int, skip: bool) -> bool:
    """The opponent's attack pair's priority is ``value`` or lower now."""
    if skip:
        return False
    return pq.pair_stats(state, state.foe(seat)).priority.lo <= value


def _foe_stat_equals_anted(stat: str):
    """A check that the opponent's attack pair ``stat`` (``priority`` or ``guard``, its low
    end) equals the tokens of the named kind ``seat`` anted this beat (Xenitia's Draw)."""
    def check(state: GameState, seat: int, token: str, skip: bool) -> bool:
        if skip:
            return False
        value = getattr(pq.pair_stats(state, state.foe(seat)), stat).lo
        return value == tokens_anted(state, seat, token)
    return check


def _incoming_equals_anted(state: GameState, seat: int, token: str, skip: bool) -> bool:
    """The attack hitting ``seat`` now would deal them as much damage as the tokens of kind
    ``token`` they anted this beat (Xenitia's Guilty; 000 "Attack")."""
    cursor = state.cursor
    if skip or state.phase != "attack" or cursor.attacker == seat:
        return False
    result = pq.attack_damage(state, cursor.attacker)
    return result is not None and result.dealt == tokens_anted(state, seat, token)


def _at_edge(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    """``seat``'s standup is on an end space of the board (against a wall)."""
    return (state.positions[seat] in (1, BOARD_SIZE)) == value


def bases_in_discards(state: GameState, seat: int) -> frozenset[str]:
    """The names of the bases in ``seat``'s two discard piles (000 "Discard Piles")."""
    fighter = state.fighters[seat]
    bases = state.kits[seat].bases
    return frozenset(c for c in fighter.discard1 + fighter.discard2 if c in bases)


def _base_in_discards(state: GameState, seat: int, value: bool, skip: bool) -> bool:
    """``seat``'s base in use is named like a base in the opponent's discard piles."""
    base = state.fighters[seat].current_base
    return (base is not None and base in bases_in_discards(state, state.foe(seat))) == value


def _marker_distance(state: GameState, seat: int, wanted: dict, skip: bool) -> bool:
    """Each named marker of ``seat`` has one lying within the range (in spaces) of the
    opponent's standup (000 "Markers": a marker on their space is at distance 0)."""
    foe_at = state.positions[state.foe(seat)]
    spaces = state.fighters[seat].markers
    for name, text in wanted.items():
        span = StatValue.parse(text + "99" if text.endswith("~") else text, allow_range=True)
        if not any(spaces[i] is not None and span.lo <= abs(spaces[i] - foe_at) <= span.hi
                   for i in indices(state, seat, name)):
            return False
    return True


def attack_cards(state: GameState, seat: int) -> set[str]:
    """The names of the cards of ``seat``'s attack this beat: the Finisher in the pair's
    place, else the style and the base in use (none before Reveal: the pair is face down).
    000 "Attack Pairs"."""
    fighter = state.fighters[seat]
    if state.phase in ("set", "ante"):
        return set()
    if fighter.finisher_used:
        return {fighter.finisher} if fighter.finisher else set()
    return {name for name in (fighter.style, fighter.current_base) if name}


def _tokens_at_most(state: GameState, seat: int, wanted: dict, skip: bool) -> bool:
    return all(state.tokens(seat, token) <= count for token, count in wanted.items())


def _special_face(fighter, name: str) -> str:
    """Which side of ``fighter``'s special card ``name`` is up: ``up`` (active), ``out`` (out
    of the game for good) or ``down`` (000 "Special Cards")."""
    if name in fighter.active_cards:
        return "up"
    return "out" if name in fighter.removed else "down"


# One check per Condition field, cheapest first; each takes (state, seat, value, skip).
_CHECKS = {
    "you_were_hit": lambda s, seat, v, _: s.fighters[seat].was_hit == v,
    "opponent_at_edge": lambda s, seat, v, skip: _at_edge(s, s.foe(seat), v, skip),
    "at_edge": _at_edge,
    "opponent_used_finisher": lambda s, seat, v, _: s.fighters[s.foe(seat)].finisher_used == v,
    "you_took_damage": lambda s, seat, v, _: (s.fighters[seat].damage_taken > 0) == v,
    "damage_taken_at_least": lambda s, seat, v, _: s.fighters[seat].damage_taken >= v,
    "this_attack_hit": lambda s, seat, v, _: (s.cursor.hit and s.cursor.attacker == seat) == v,
    "hit_opponent_last_beat": lambda s, seat, v, _: s.fighters[seat].hit_last_beat == v,
    "life_at_most": lambda s, seat, v, _: s.fighters[seat].life <= v,
    "life_at_least": lambda s, seat, v, _: s.fighters[seat].life >= v,
    "opponent_life_at_most": lambda s, seat, v, _: s.fighters[s.foe(seat)].life <= v,
    "ante_made": lambda s, seat, v, _: s.fighters[seat].ante_count(v) > 0,
    "moved_past_opponent": lambda s, seat, v, _: s.fighters[seat].moved_past == v,
    "opponent_stunned": lambda s, seat, v, _: s.fighters[s.foe(seat)].stunned == v,
    "opponent_moved": lambda s, seat, v, _: s.fighters[s.foe(seat)].moved == v,
    "switched_sides": lambda s, seat, v, _: s.fighters[seat].switched_sides == v,
    "you_hit": lambda s, seat, v, _: s.fighters[seat].hit_opponent == v,
    "you_stunned": lambda s, seat, v, _: s.fighters[seat].stunned == v,
    "active_player": lambda s, seat, v, _: (s.active == seat) == v,
    "form": lambda s, seat, v, _: s.fighters[seat].form == v,
    # the style of the attack pair in use (not with a Finisher in its place)
    "style": lambda s, seat, v, _: (s.fighters[seat].style == v
                                    and not s.fighters[seat].finisher_used),
    # the current attack is one carried out again, not the first of its pair this beat
    "attack_repeated": lambda s, seat, v, _: (s.cursor.again and s.cursor.attacker == seat) == v,
    # the base in use (the last clash base), not with a Finisher in the pair's place
    "base": lambda s, seat, v, _: (s.fighters[seat].current_base == v
                                   and not s.fighters[seat].finisher_used),
    "tokens_more_than": lambda s, seat, v, _: all(
        s.tokens(seat, more) > s.tokens(seat, than) for more, than in v.items()),
    # a trap of yours whose effect was carried out this beat (`FighterState.trap_sprung`)
    "opponent_triggered_trap": lambda s, seat, v, _: s.fighters[seat].trap_sprung == v,
    "range": _in_range,
    "tokens_at_least": _tokens_at_least,
    "tokens_anted_at_least": _anted_at_least,
    "opponent_base_same_name": _same_base,
    "opponent_base_called": _base_called,
    "opponent_priority_called": _priority_called,
    "opponent_style_called": _style_called,
    "damage_equals_range": _damage_equals_range,
    "tokens_at_most": _tokens_at_most,
    "priority_at_least": _priority_at_least,
    "opponent_priority": _opponent_priority,
    "opponent_priority_at_most": _opponent_priority_at_most,
    "opponent_priority_equals_anted": _foe_stat_equals_anted("priority"),
    "opponent_guard_equals_anted": _foe_stat_equals_anted("guard"),
    "clashed": lambda s, seat, v, _: bool(s.fighters[seat].clash_bases) == v,
    "incoming_damage_equals_anted": _incoming_equals_anted,
    "marker": lambda s, seat, v, _: marker_holds(s, seat, v),
    "disparity_at_least": lambda s, seat, v, _: disparity(s, seat) >= v,
    "disparity_at_most": lambda s, seat, v, _: disparity(s, seat) <= v,
    "base_in_opponent_discards": _base_in_discards,
    "opponent_base_in_your_discards": lambda s, seat, v, k: _base_in_discards(s, s.foe(seat), v, k),
    "marker_distance": _marker_distance,
    "can_regain_one_of": lambda s, seat, v, _: any(regainable(s, seat, t) for t in v),
    "holds_one_of": lambda s, seat, v, _: any(s.tokens(seat, t) > 0 for t in v),
    "active_cards_at_least": lambda s, seat, v, _: len(s.fighters[seat].active_cards) >= v,
    "active_cards_at_most": lambda s, seat, v, _: len(s.fighters[seat].active_cards) <= v,
    "special_face": lambda s, seat, v, _: all(
        _special_face(s.fighters[seat], name) == face for name, face in v.items()),
    "tokens_more_than_active_cards": lambda s, seat, v, _: all(
        (s.tokens(seat, token) > len(s.fighters[seat].active_cards)) == more
        for token, more in v.items()),
    "face_up_marker": lambda s, seat, v, _: face_up_holds(s, seat, v),
    "finisher_in_play": lambda s, seat, v, _: (s.fighters[seat].finisher_used
                                               and s.fighters[seat].finisher == v),
    "cards_not_in_play": lambda s, seat, v, _: not set(v) & attack_cards(s, seat),
    "turned_out_this_beat": lambda s, seat, v, _: v in s.fighters[seat].turned_out,
    "turned_up_this_beat": lambda s, seat, v, _: v in s.fighters[seat].turned_up,
    "cards_out_at_most": lambda s, seat, v, _: sum(
        1 for n in s.kits[seat].fighter.unique_ability.card_names("special")
        if n in s.fighters[seat].removed) <= v,
    "tokens_anted_at_most": lambda s, seat, v, _: all(
        tokens_anted(s, seat, token) <= n for token, n in v.items()),
    "opponent_anted_at_least": lambda s, seat, v, _: all(
        tokens_anted(s, seat, token, by=s.foe(seat)) >= n for token, n in v.items()),
    "piles_holding_at_least": lambda s, seat, v, _: all(
        counter_counts.piles_holding(s, seat, token) >= n for token, n in v.items()),
    "attack_damage_at_least": lambda s, seat, v, _: s.cursor.dealt >= v,
    "priority_at_most": _priority_at_most,
    "distance_equals_power": _distance_equals_power,
    "opponent_in_attack_range": _in_attack_range,
}


def _attack_damage(state: GameState, seat: int, amount: Amount, *_) -> int:
    """This attack's damage taken or soaked by ``seat`` when it is the one struck."""
    cursor = state.cursor
    struck = state.phase == "attack" and seat != cursor.attacker \
        and seat == state.foe(cursor.attacker)
    if not struck:
        return 0
    return cursor.dealt if amount.per == "attack_damage_taken" else cursor.soaked


def _specials(state: GameState, seat: int, out: bool) -> int:
    """``seat``'s special cards out of the game (``out``) or face down (else)."""
    me = state.fighters[seat]
    names = state.kits[seat].fighter.unique_ability.card_names("special")
    if out:
        return sum(1 for name in names if name in me.removed)
    return sum(1 for name in names if name not in me.active_cards and name not in me.removed)


def _stats_count(state: GameState, seat: int, amount: Amount, *_) -> int:
    """Counts read from the attack pair's stats, at a timing only (passives feed the stats):
    the Armor not yet used up ("lose all Soak"), the power now (N/A or X: 0), the
    opponent's Soak left (Heartless)."""
    if amount.per == "opponent_armor_left":
        return max(0, pq.pair_stats(state, state.foe(seat)).armor.lo)
    stats = pq.pair_stats(state, seat)
    if amount.per == "armor_left":
        return stats.armor.lo
    return max(0, stats.power.lo) if stats.power.kind == "number" else 0


def _spaces_to_marker(state: GameState, seat: int, amount: Amount, *_) -> int:
    """Spaces between ``seat`` and the nearest of its markers (Tatsumi's Tsunamis Collide:
    spaces up to Juto)."""
    spaces = state.fighters[seat].markers
    found = [abs(spaces[i] - state.positions[seat]) - 1
             for i in indices(state, seat, amount.marker or "") if spaces[i] is not None]
    return max(0, min(found)) if found else 0


#: What each ``per`` of an `Amount` counts: (state, seat, amount, tokens spent, spaces moved)
#: -> count. A ``per`` not listed counts the tokens held.
_PER: dict[str, Callable[[GameState, int, Amount, int, int], int]] = {
    "damage_dealt": lambda s, seat, a, *_: s.cursor.dealt if s.cursor.attacker == seat else 0,
    "damage_taken": lambda s, seat, a, *_: s.fighters[seat].damage_taken,
    "damage_soaked": lambda s, seat, a, *_: s.fighters[seat].damage_soaked,
    "attack_damage_taken": _attack_damage,
    "attack_damage_soaked": _attack_damage,
    "tokens_spent": lambda s, seat, a, spent, moved: spent,
    "spaces_moved": lambda s, seat, a, spent, moved: moved,
    "spaces_between": lambda s, seat, a, *_: max(0, distance(s, seat) - 1),
    "tokens_anted": lambda s, seat, a, *_: tokens_anted(s, seat, a.token or ""),
    "active_cards": lambda s, seat, a, *_: len(s.fighters[seat].active_cards),
    "face_down_cards": lambda s, seat, a, *_: _specials(s, seat, out=False),
    "out_cards": lambda s, seat, a, *_: _specials(s, seat, out=True),  # issue 20 (f1)
    "tokens_lost": lambda s, seat, a, *_: dict(s.fighters[seat].lost).get(a.token or "", 0),
    "disparity": lambda s, seat, a, *_: disparity(s, seat),
    "counters_on_cards": lambda s, seat, a, *_: counter_counts.count(s, seat, a.token or "",
                                                               a.place or "pair"),
    "piles_holding": lambda s, seat, a, *_: counter_counts.piles_holding(s, seat, a.token or ""),
    "shared_bases_in_discards": lambda s, seat, a, *_: len(
        bases_in_discards(s, seat) & bases_in_discards(s, s.foe(seat))),
    "bases_in_discards": lambda s, seat, a, *_: len(bases_in_discards(s, seat)),  # w5c
    "opponent_bases_in_discards": lambda s, seat, a, *_: len(bases_in_discards(s, s.foe(seat))),
    "life_lost": lambda s, seat, a, *_: s.fighters[seat].life_lost,
    "opponent_tokens_anted": lambda s, seat, a, *_: tokens_anted(s, seat, a.token or "",
                                                                 by=s.foe(seat)),
    "markers": lambda s, seat, a, *_: markers_in(s, seat, a.marker or "",
                                                 a.place or "on_board"),
    "opponent_printed_power": lambda s, seat, a, *_: printed_power(s, s.foe(seat)),
    "opponent_base_priority": lambda s, seat, a, *_: printed_base_priority(s, s.foe(seat)),
    "life_above_one": lambda s, seat, a, *_: max(0, s.fighters[seat].life - 1),
    "armor_left": _stats_count,
    "your_power": _stats_count,
    "opponent_armor_left": _stats_count,
    "spaces_to_marker": _spaces_to_marker,
    # each clash reveals one more base (`FighterState.clash_bases`)
    "clashes": lambda s, seat, a, *_: len(s.fighters[seat].clash_bases),
    "life_difference": lambda s, seat, a, *_: abs(s.fighters[seat].life
                                                  - s.fighters[s.foe(seat)].life),
}


def amount_value(state: GameState, seat: int, amount: Amount,
                 spent: int = 0, moved: int = 0) -> int:
    """The number an `Amount` stands for now (exact or per-count; choices need a player).

    ``spent`` and ``moved`` are the tokens spent and spaces moved earlier in the same effect.
    For choices and ``any`` this returns the largest option; for ``up_to``, the limit.
    A ``per`` counts as `_PER` says (tokens held for one it does not list).
    """
    if amount.exact is not None:
        return amount.exact
    if amount.choices is not None:
        return max(amount.choices)
    if amount.up_to is not None:
        return amount.up_to
    if amount.any:
        return state.tokens(seat, amount.token) if amount.token else 0
    counting = _PER.get(amount.per)
    count = counting(state, seat, amount, spent, moved) if counting is not None \
        else state.tokens(seat, amount.token or "")  # tokens_held
    if amount.divide > 1:  # one per `divide` counted, rounded as the card says
        count = -(-count // amount.divide) if amount.round == "up" else count // amount.divide
    value = count * amount.times
    if amount.at_most is not None:  # caps the size either way: -1 each, at most 5 -> -5
        value = max(-amount.at_most, min(value, amount.at_most))
    return value
