"""The what-if board for two attack pairs (issue 6, route /whatif/pairs): any two fighters of
the catalog, one attack pair each (or a Finisher) with the antes a player names, the standups
anywhere; the answer is each pair's stats with their breakdowns, who would be the Active
Player and why (or a clash), and whether each attack reaches the other standup at this
distance. Nothing here changes a duel. It reads a plain mapping of form fields (no Flask).
Two seats only (seat 0 against seat 1): the duel page offers it outside team battles, whose
planning aid is the matchup table (`engine.battlecon.matchup`, any seat against an enemy).

What is counted is the state at Reveal before anyone moves (000 "Reveal Step"): the printed
cards, the antes (made by the engine in turn from the Active Player, `whatif_antes`) and the
passive effects whose conditions hold. Reveal triggers and everything later in the beat
(Start, Before, Hit...) are not played out; the answer lists the Reveal triggers left to the
table.

Fields: ``f0``, ``f1`` (fighter ids), ``s0``/``b0``, ``s1``/``b1`` (style and base names; a
Finisher's name as the style replaces the pair), ``a0``, ``a1`` (lists of antes: an ante's
name, or "name: choice" for an ante with choices; named twice, made twice), ``p0``, ``p1``
(spaces 1-7) and ``active`` (0 or 1: who holds Active status now, for a tie with ▲ on both
sides).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.battlecon import (
    START_POSITIONS,
    Catalog,
    Decision,
    GameState,
    Kit,
    PairStats,
    Phase,
    Stat,
    apply,
    attack_reaches,
    by_timing,
    condition_holds,
    has_flag,
    pair_stats,
    restricted,
    ruleset,
    who_is_active,
)
from engine.battlecon import evolve as replace
from engine.errors import InvalidInput

from .whatif import read_positions
from .whatif_antes import (
    AnteOption,
    ante_options,
    ante_phase,
    fighter_kit,
    fresh_duel,
    pay_for,
    too_often,
)


@dataclass(frozen=True)
class Side:
    """One fighter's half of the question: ``fighter`` id, ``style`` and ``base`` (for a
    Finisher: ``finisher`` is its name, ``style`` is Switch), ``antes`` (in the order named)."""

    fighter: str
    style: str
    base: str
    finisher: str
    antes: tuple[AnteOption, ...]


@dataclass(frozen=True)
class PairQuestion:
    """The question as read: both `Side`s, the standups' ``positions`` and the ``active``
    seat before this Reveal, under the ruleset ``edition`` ("4th" or "classic")."""

    sides: tuple[Side, Side]
    positions: tuple[int, int]
    active: int
    edition: str = "4th"


@dataclass(frozen=True)
class Attack:
    """One fighter's attack at Reveal: ``name`` (short name), ``pair`` ("Counter Strike"),
    ``stats`` (`PairStats`, each stat with its breakdown), ``reaches`` (True, False, or None
    for a range X its card decides), ``sentence`` ("Eligor hits Shekhtur at distance 2 (range
    1~2)") and the ``antes`` made, as named ("Malice", "Decision card: Past")."""

    name: str
    pair: str
    stats: PairStats
    reaches: bool | None
    sentence: str
    antes: tuple[str, ...]


@dataclass(frozen=True)
class PairAnswer:
    """The answer: both `Attack`s, the ``active`` seat (None: a clash) and the ``reason``
    with its rule, the standups' ``positions`` after the antes, the ``choices`` the engine
    asked during the Ante Phase (first option taken), what was ``raised`` so the antes could
    be paid, and the Reveal triggers ``not_played`` (per seat, card names)."""

    attacks: tuple[Attack, Attack]
    active: int | None
    reason: str
    positions: tuple[int, int]
    choices: tuple[str, ...]
    raised: tuple[str, ...]
    not_played: tuple[tuple[str, ...], tuple[str, ...]]


def form_side(catalog: Catalog, fighter_id: str, other_id: str, edition: str = "4th") -> dict:
    """What the form offers one fighter against ``other_id``: its ``name``, ``styles``,
    ``bases``, ``finishers`` (card names) and ``antes`` (`AnteOption`s).

    Raises:
        InvalidInput: unknown fighter.
    """
    k = fighter_kit(catalog, fighter_id, edition)
    return {"name": k.fighter.short_name, "styles": list(k.styles), "bases": list(k.bases),
            "finishers": list(k.finishers),
            "antes": ante_options(catalog, fighter_id, other_id, edition)}


def read(fields: dict[str, str], antes: tuple[list[str], list[str]],
         catalog: Catalog) -> PairQuestion:
    """The question from the form's fields and the two lists of antes (``a0``, ``a1``).

    Raises:
        InvalidInput: an unknown fighter, card or ante, or a wrong space or seat; the message
            says which and how to fix it.
    """
    ids = (fields.get("f0", ""), fields.get("f1", ""))
    edition = ruleset(fields.get("rules") or "4th").name
    kits = (fighter_kit(catalog, ids[0], edition), fighter_kit(catalog, ids[1], edition))
    positions = read_positions({"p0": fields.get("p0") or str(START_POSITIONS[0]),
                                "p1": fields.get("p1") or str(START_POSITIONS[1])})
    active = fields.get("active", "0")
    if active not in ("0", "1"):
        raise InvalidInput("say who holds Active status now: player 1 or player 2")
    sides = []
    for seat in (0, 1):
        sides.append(_side(kits[seat], ids, seat, fields.get(f"s{seat}", ""),
                           fields.get(f"b{seat}", ""), tuple(antes[seat]), catalog, edition))
    return PairQuestion((sides[0], sides[1]), positions, int(active), edition)


def _side(k: Kit, ids: tuple[str, str], seat: int, style: str, base: str,
          antes: tuple[str, ...], catalog: Catalog, edition: str) -> Side:
    who = k.fighter.short_name
    finisher = style if style in k.finishers else ""
    if finisher:  # through Switch (000), or anted over any pair (002)
        style = "Switch" if "Switch" in k.styles else next(iter(k.styles))
        base = base if base in k.bases else next(iter(k.bases))
    elif style not in k.styles:
        raise InvalidInput(f"{who} has no style {style!r}: pick one of "
                           f"{', '.join(k.styles)}, or a Finisher: {', '.join(k.finishers)}")
    if base not in k.bases:
        raise InvalidInput(f"{who} has no base {base!r}: pick one of {', '.join(k.bases)}")
    offered = {o.value: o for o in ante_options(catalog, ids[seat], ids[1 - seat], edition)}
    for value, count in Counter(antes).items():
        if value not in offered:
            raise InvalidInput(f"{who} has no ante {value!r}: tick the antes listed for "
                               f"{who} ({', '.join(offered)})")
        if count > offered[value].times:
            raise InvalidInput(too_often(who, offered[value]))
    return Side(ids[seat], style, base, finisher, tuple(offered[v] for v in antes))


def answer(question: PairQuestion, catalog: Catalog) -> PairAnswer:
    """Set both pairs, make the antes through the engine, then read the pairs at Reveal.

    Raises:
        InvalidInput: the engine refuses an ante (its condition does not hold, an effect
            forbids antes...): the message gives its reason and rule.
    """
    sides = question.sides
    state = fresh_duel(catalog, sides[0].fighter, sides[1].fighter, question.positions,
                       question.active, (sides[0].finisher, sides[1].finisher),
                       edition=question.edition)
    antes = (sides[0].antes, sides[1].antes)
    state, raised = pay_for(state, antes)
    for seat, side in enumerate(sides):
        state = _in_hand(state, seat, side.style, side.base)
    for seat, side in enumerate(sides):
        state = apply(state, Decision(seat, "set", side.style, side.base))
    state, choices, made = ante_phase(state, antes)
    for seat, side in enumerate(sides):
        if side.finisher:  # revealed through Switch (000 "Finishers")
            state = state.with_fighter(seat, finisher_used=True)
    state = replace(state, phase=Phase.START)
    stats = (pair_stats(state, 0), pair_stats(state, 1))
    active, reason = who_is_active(state, stats)
    reason = state.rules.cite(reason)  # the classic rulebook's own section where it has one
    attacks = tuple(_attack(state, seat, stats[seat], made[seat]) for seat in (0, 1))
    return PairAnswer((attacks[0], attacks[1]), active, reason, state.positions, choices,
                      raised, (_reveal_triggers(state, 0), _reveal_triggers(state, 1)))


def _in_hand(state: GameState, seat: int, *cards: str) -> GameState:
    """``cards`` put in ``seat``'s hand from wherever the fresh duel had them."""
    f = state.fighters[seat]
    return state.with_fighter(seat, hand=tuple(dict.fromkeys(f.hand + cards)),
                              discard1=tuple(c for c in f.discard1 if c not in cards),
                              discard2=tuple(c for c in f.discard2 if c not in cards),
                              removed=tuple(c for c in f.removed if c not in cards))


def _attack(state: GameState, seat: int, stats: PairStats, antes: tuple[str, ...]) -> Attack:
    reaches, where = attack_reaches(state, seat, stats.range)
    return Attack(state.name(seat), stats.name, stats, reaches,
                  _sentence(state, seat, stats.range, reaches, where), antes)


def _sentence(state: GameState, seat: int, rng: Stat, reaches: bool | None,
              where: str) -> str:
    """Who hits whom in words (000 "Attack": Check Range; "Other Effects": N/A, Avoid)."""
    name, foe = state.name(seat), state.name(1 - seat)
    where = f"at {where}" if where.startswith("distance") else where  # else "from <marker>"
    if rng.kind == "x":
        return f"{name}'s range is X: its card decides whether it reaches {foe}"
    if rng.kind == "na":
        return f'{name} cannot hit {foe}: range N/A (000 "Other Effects": N/A)'
    if not reaches:
        return f"{name} does not reach {foe} {where} (range {rng})"
    if has_flag(state, 1 - seat, "avoid"):
        return f'{name} reaches {foe} {where}, but {foe} avoids attacks (000 "Avoid")'
    if restricted(state, seat, "hit"):
        return f"{name} reaches {foe} {where}, but an effect says {name} cannot hit"
    return f"{name} hits {foe} {where} (range {rng})"


def _reveal_triggers(state: GameState, seat: int) -> tuple[str, ...]:
    """The cards whose Reveal triggers ``seat`` would perform now (conditions met): left to
    the table (000 "Reveal Step": performed before priorities are compared)."""
    found = [source for _, _, source, effect in by_timing(state, seat).get("reveal", ())
             if condition_holds(state, seat, effect.condition)]
    return tuple(dict.fromkeys(found))
