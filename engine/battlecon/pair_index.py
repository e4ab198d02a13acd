"""Which passive stat effects an attack pair's cards cannot change (issue 23: the stats of
every pair a fighter could set, `pair_sweep.possible_pairs`, worked out without trying each
pair on a state of its own when they need not be).

A passive effect whose condition and amounts read only what setting another style or base
leaves alone (tokens, antes, life, the range, this beat's flags; never the style, base,
clash, Finisher or stats of the attack) gives the same bonuses whichever pair is tried: it is
"pair-blind" (`pair_blind`), judged once per effect from the names of its condition's fields
and its amounts' ``per``. Anything not listed here is treated as reading the pair.
"""

from __future__ import annotations

from typing import Any

from .schema import Effect

# Condition fields (`schema.Condition`, checked by `effects._CHECKS`) that read nothing of
# the attack pair: the fighter's and the opponent's flags, life, tokens, antes, active
# special cards, form, the range and the Disparity (fixed once priorities are settled).
_BLIND_FIELDS = frozenset((
    "you_were_hit", "opponent_used_finisher", "you_took_damage", "damage_taken_at_least",
    "this_attack_hit", "hit_opponent_last_beat", "life_at_most", "life_at_least",
    "opponent_life_at_most", "ante_made", "moved_past_opponent", "opponent_stunned",
    "opponent_moved", "switched_sides", "you_hit", "you_stunned", "active_player", "form",
    "attack_repeated", "tokens_more_than", "opponent_triggered_trap", "range",
    "tokens_at_least", "tokens_anted_at_least", "tokens_at_most", "disparity_at_least",
    "disparity_at_most", "holds_one_of", "active_cards_at_least", "active_cards_at_most",
    "special_face", "tokens_more_than_active_cards", "tokens_anted_at_most",
    "opponent_anted_at_least", "turned_out_this_beat", "turned_up_this_beat",
    "cards_out_at_most"))
# The same seen from the opponent of the effect's owner (the fighter whose pair is tried):
# all but the one reading that opponent's Finisher.
_FOE_FIELDS = _BLIND_FIELDS - {"opponent_used_finisher"}
# Condition fields that read no pair unless their value names a place within the attack's
# range (`markers.in_place`: ``within_attack_range`` reads the stats).
_PLACED_FIELDS = frozenset(("marker",))
# Amount counts (`schema.Amount.per`, counted by `effects._PER`; None: a number, or the
# tokens held) that read nothing of the attack pair.
_BLIND_PER = frozenset((None, "tokens_held", "tokens_anted", "opponent_tokens_anted",
                        "active_cards", "tokens_lost", "disparity", "damage_taken",
                        "damage_soaked", "life_lost", "life_above_one", "life_difference",
                        "face_down_cards", "out_cards",
                        # counters lying on cards (counted per fighter, whichever pair is
                        # set), the spaces between the standups, the bases in discard piles
                        "counters_on_cards", "piles_holding", "spaces_between",
                        "shared_bases_in_discards", "bases_in_discards",
                        "opponent_bases_in_discards"))
# The passive action kinds whose bonus is counted the same for every pair
# (`pair_bonuses._passive_bonuses`); an ignored style (it names the style played) is not.
_BLIND_KINDS = frozenset(("power", "priority", "guard", "armor", "range", "range_bonus",
                          "x_is", "stat_becomes", "stun_immunity", "wins_ties"))
# Action kinds that give no bonus to the stats (`pair_bonuses._passive_bonuses` skips
# them): an effect may carry them beside its bonuses.
_STAT_KINDS = frozenset(("range", "power", "priority", "guard", "armor", "stat_becomes",
                         "stun_immunity", "wins_ties", "range_bonus", "x_is", "ignore_style"))


def pair_blind(effect: Effect, opponent: bool = False, style_given: bool = False) -> bool:
    """Whether passive ``effect`` gives the same stat bonuses whichever attack pair its owner
    sets (see the module's docstring), or with ``opponent`` whichever pair its owner's
    opponent sets, for what its ``opponent`` actions give that opponent (a condition on the
    opponent's Finisher, a "becomes" counting the opponent's printed power and an ignored
    style of the opponent read that pair; the owner's own ignored style gives the opponent
    nothing). With ``style_given`` (the reader tells the stats which style the pair has, as
    `pair_sweep._Sweep` does), an ignored style of the owner's own gives the same bonus
    whatever the pair: it names the stats, and the pair's style is counted +0 in each (000
    "Attack Pairs"; Mikhail's Sealed Power); so does, with ``opponent``, an ignored style of
    the opponent's (Sagas's Negation: its stats named, the tried pair's style counted +0).
    Judged once per effect object."""
    return _once(_JUDGED, (id(effect), opponent, style_given), effect, _judge, effect,
                 opponent, style_given)


def _once(kept: dict, key: tuple | int, effect: Effect, judge, *args: Any) -> bool:
    """``judge(*args)`` about ``effect``, kept in ``kept`` under ``key`` (its id first) with
    the effect itself, so that the id stays unique while kept (emptied at `_KEPT`)."""
    hit = kept.get(key)
    if hit is not None and hit[0] is effect:
        return hit[1]
    found = judge(*args)
    if len(kept) >= _KEPT:
        kept.clear()
    kept[key] = (effect, found)
    return found


_KEPT = 8192
_JUDGED: dict[tuple[int, bool, bool], tuple[Effect, bool]] = {}


def _judge(effect: Effect, opponent: bool, style_given: bool) -> bool:
    if not _reads_only(effect.condition, _FOE_FIELDS if opponent else _BLIND_FIELDS):
        return False
    actions = effect.action or ()
    if opponent:
        if not style_given and any(action.kind == "ignore_style" and
                                   action.ignore_style.who == "opponent" for action in actions):
            return False  # the style of the pair tried (`pair_bonuses.foe_bonuses`)
        actions = [inner for action in actions if action.kind == "opponent"
                   for inner in action.opponent]
        if any(action.kind == "stat_becomes" for action in actions):
            return False
    return all(_blind_action(action, style_given) for action in actions)


def pair_split(effect: Effect) -> tuple[Any, tuple[tuple[str, Any], ...]] | None:
    """Passive ``effect`` split for a reader that knows the style and base of each pair it
    tries (`pair_sweep._Sweep`): (its condition less the fields naming the pair's own cards,
    those fields as (name, value)), when the rest of its condition and its amounts read
    nothing of the pair (`pair_blind` with ``style_given``); None when they may. The fields
    apart are answered by `names_hold` from the pair's names. Judged once per effect."""
    hit = _SPLIT.get(id(effect))
    if hit is not None and hit[0] is effect:
        return hit[1]
    found = _split(effect)
    if len(_SPLIT) >= _KEPT:
        _SPLIT.clear()
    _SPLIT[id(effect)] = (effect, found)  # keeps the effect: its id stays unique
    return found


_SPLIT: dict[int, tuple[Effect, Any]] = {}
# Condition fields that read only the names of the attack pair's cards (`effects._CHECKS`:
# the style set, the base in use, the cards of the attack): for a pair set and revealed with
# no Finisher in its place and no clash, its style and its base.
_NAMED_FIELDS = ("style", "base", "cards_not_in_play")


def _split(effect: Effect) -> tuple[Any, tuple[tuple[str, Any], ...]] | None:
    if pair_blind(effect, style_given=True):
        return effect.condition, ()
    condition = effect.condition
    if condition is None:
        return None
    named = tuple((name, getattr(condition, name)) for name in _NAMED_FIELDS
                  if getattr(condition, name) is not None)
    if not named:
        return None
    rest = condition.model_copy(update=dict.fromkeys(_NAMED_FIELDS))
    if not pair_blind(effect.model_copy(update={"condition": rest}), style_given=True):
        return None
    return rest, named


def names_hold(named: tuple[tuple[str, Any], ...], style: str, base: str) -> bool:
    """Whether the condition fields ``named`` (from `pair_split`) hold for the pair of
    ``style`` and ``base`` set and revealed (000 "Attack Pairs"; as `effects._CHECKS` reads
    them: the style set, the base in use, no card of the list in the attack)."""
    for name, value in named:
        if name == "style":
            if value != style:
                return False
        elif name == "base":
            if value != base:
                return False
        elif style in value or base in value:  # cards_not_in_play
            return False
    return True


def _blind_field(name: str, value: Any, fields: frozenset) -> bool:
    """Whether one field of a condition reads nothing of the pair (an absent one reads
    nothing)."""
    if value is None or name in fields:
        return True
    return name in _PLACED_FIELDS and _ATTACK_RANGE not in value.values()


_ATTACK_RANGE = "within_attack_range"


def _blind_amount(amount: Any, blind_per: frozenset = _BLIND_PER) -> bool:
    """Whether an amount counts nothing of the pair (markers: on spaces placed from the
    standups; ``blind_per``: the counts trusted)."""
    per = getattr(amount, "per", None)
    if per == "markers":
        return amount.place in _BOARD_PLACES
    return per in blind_per


# The places of markers read from the standups alone (`markers.in_place`).
_BOARD_PLACES = frozenset((None, "on_board", "own_space", "opponent_space", "adjacent_to_you",
                           "adjacent_to_opponent", "between", "beyond_opponent", "behind_you"))


def _blind_action(action: Any, style_given: bool = False,
                  blind_per: frozenset = _BLIND_PER) -> bool:
    """Whether one action of a passive effect gives the same bonus whatever the pair (with
    ``style_given``, an ignored style too: see `pair_blind`)."""
    kind = action.kind
    if kind not in _STAT_KINDS:
        return True  # no bonus to the stats
    if kind == "ignore_style":  # the owner's own: its stats named, the style given apart
        return style_given or action.ignore_style.who == "opponent"
    if kind not in _BLIND_KINDS:
        return False
    value = getattr(action, kind)
    if kind == "range_bonus":
        amounts: tuple[Any, ...] = (value.min, value.max)
    elif kind == "x_is":
        amounts = (value.amount,)
    elif kind in ("power", "priority", "guard", "armor"):
        amounts = (value,)
    else:  # a printed range, a "becomes" (`pair_bonuses.resolved`), a flag
        amounts = ()
    return all(_blind_amount(amount, blind_per) for amount in amounts)


def foe_pair_blind(effect: Effect) -> bool:
    """Whether passive ``effect`` of a fighter gives that fighter the same stat bonuses (and
    counts its range from the same place, reaches the same extra distances) whichever attack
    pair the fighter's opponent sets, the fighter's own pair staying the same (issue 23: a
    matchup row's cells, `row_shared`): its condition reads nothing of the opponent's pair
    (the fields `pair_blind` trusts with ``opponent``, and those naming the fighter's own
    cards in play, `_ROW_FIELDS`), its own actions count nothing of
    either pair (a style of its own ignored names its own style, which stays), and no
    "becomes" counts the opponent's printed power (000 "Other Effects", Stat becomes X).
    What it gives the opponent (``opponent`` actions) is not its own stats: left aside.
    Judged once per effect object."""
    return _once(_FOE_JUDGED, id(effect), effect, _foe_judge, effect)


def _foe_judge(effect: Effect) -> bool:
    """`foe_pair_blind` worked out."""
    return _reads_only(effect.condition, _ROW_FIELDS) and all(
        _blind_action(action, style_given=True) and not _counts_foe_power(action)
        for action in effect.action or ())


_FOE_JUDGED: dict[int, tuple[Effect, bool]] = {}
# Condition fields `foe_pair_blind` trusts: those reading nothing of the opponent's pair
# (`_FOE_FIELDS`), and those reading only the fighter's own pair set and revealed, which
# stays (`effects._CHECKS`: its style, base and cards; whether it clashed or a Finisher took
# its place).
_ROW_FIELDS = _FOE_FIELDS | {"style", "base", "cards_not_in_play", "clashed",
                             "finisher_in_play"}


def _counts_foe_power(action: Any) -> bool:
    """Whether ``action`` is a "becomes" whose power is counted from anything but the
    Disparity (`pair_bonuses.resolved`: the opponent's printed power)."""
    if action.kind != "stat_becomes":
        return False
    power = action.stat_becomes.power
    return getattr(power, "from_", "disparity") != "disparity"


def given_while_in_play(effect: Effect) -> bool:
    """Whether passive ``effect`` of a fighter gives its opponent's pair the same bonuses
    whichever pair the fighter sets, as long as the effect is in play, the opponent's pair
    staying the same (issue 23: a matchup row, `row_shared`): its condition reads nothing of
    its owner's pair (the fields `pair_blind` trusts), and what its ``opponent`` actions give
    counts nothing of that pair (the counts `pair_blind` trusts, and the opponent's printed
    power and base priority, which stay; a "becomes" counts the Disparity, fixed once
    priorities are settled, or that printed power: `pair_bonuses.resolved`). What it gives
    its owner is not the opponent's stats: left aside. Judged once per effect object."""
    return _once(_GIVEN_JUDGED, id(effect), effect, _given_judge, effect)


def _given_judge(effect: Effect) -> bool:
    """`given_while_in_play` worked out."""
    return condition_blind(effect.condition) and all(
        _blind_action(inner, blind_per=_GIVEN_PER)
        for action in effect.action or () if action.kind == "opponent"
        for inner in action.opponent)


_GIVEN_JUDGED: dict[int, tuple[Effect, bool]] = {}
# Counts of an effect's amounts that read nothing of its owner's pair: `_BLIND_PER`, and the
# opponent's printed cards (`effects._PER`: the owner's opponent is the one whose pair stays)
_GIVEN_PER = _BLIND_PER | {"opponent_printed_power", "opponent_base_priority"}


def condition_blind(condition: Any) -> bool:
    """Whether ``condition`` (a `schema.Condition`, or None) reads nothing of the attack pair
    of the fighter it is checked for (the fields `pair_blind` trusts)."""
    return _reads_only(condition, _BLIND_FIELDS)


def _reads_only(condition: Any, fields: frozenset[str] | set[str]) -> bool:
    """Whether ``condition`` (a `schema.Condition`, or None) reads nothing but the trusted
    ``fields`` (each field as `effects._compiled` reads it: `_blind_field`)."""
    return condition is None or all(
        _blind_field(name, getattr(condition, name), fields)
        for name in type(condition).model_fields)
