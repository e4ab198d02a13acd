"""The antes of the what-if board for two attack pairs (issue 6, `whatif_pairs`): which
antes the form offers a fighter, enough Force and tokens to pay the antes a player names, and
the Ante Phase played by the engine (000 "Ante Phase", "Overloads", "Tokens & Counters").

An ante is always made through the engine (`beat.apply` with ``Decision(seat, "ante", name,
choice)``), so its bonuses and costs are the engine's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.battlecon import (
    OVERLOAD_COST,
    OVERLOADS,
    START_POSITIONS,
    Catalog,
    Decision,
    DuelSetup,
    GameState,
    Kit,
    Phase,
    apply,
    find_ante,
    new_duel,
    pending,
    ruleset,
    start_markers,
    suggested_seat,
)
from engine.battlecon import ante_options as engine_ante_options
from engine.battlecon import evolve as replace
from engine.errors import InvalidInput, RuleViolation

# A repeatable ante with no cost is offered this many times; one with a cost as many times
# as its tokens allow, at most `MOST_REPEATS`.
FREE_REPEATS = 3
MOST_REPEATS = 5

Antes = tuple[tuple["AnteOption", ...], tuple["AnteOption", ...]]


@dataclass(frozen=True)
class AnteOption:
    """One ante the form offers a fighter: ``value`` (the field value, "name" or "name:
    choice"), the ante's ``name`` and ``choice`` ("" for none), a ``label`` saying what it
    gives and costs, and how many ``times`` it may be named (1 for an Overload or a Limited
    ante, 000 "Ante Phase")."""

    value: str
    name: str
    choice: str
    label: str
    times: int


def fighter_kit(catalog: Catalog, fighter_id: str, edition: str = "4th") -> Kit:
    """``fighter_id``'s cards under ``edition``'s shared cards ("4th" or "classic").
    Raises InvalidInput: no such fighter in the catalog."""
    if fighter_id not in catalog.fighters:
        raise InvalidInput(f"there is no fighter {fighter_id!r}: pick one from the list (the "
                           "Fighters page lists them all, yours included)")
    return Kit.build(catalog, fighter_id, edition)


def ante_options(catalog: Catalog, fighter_id: str, other_id: str,
                 edition: str = "4th") -> list[AnteOption]:
    """Every ante ``fighter_id`` may name against ``other_id``: the three Overloads (000
    "Overloads"), its unique ability's antes and the opponent's [Opponent] antes (000 "Ante
    Phase"), one option per choice; under the classic ruleset no Overloads (002 has no
    Force). Raises InvalidInput: unknown fighter."""
    mine = fighter_kit(catalog, fighter_id, edition)
    theirs = fighter_kit(catalog, other_id, edition)
    found = [AnteOption(name, name, "", f"{name}: +{bonus} {stat} for {OVERLOAD_COST} Force", 1)
             for name, (stat, bonus) in OVERLOADS.items() if ruleset(edition).force]
    offered = [(a, mine) for a in mine.fighter.unique_ability.antes if not a.opponent]
    offered += [(a, theirs) for a in theirs.fighter.unique_ability.antes if a.opponent]
    labels = _engine_labels(catalog, fighter_id, other_id, edition)
    for ante, owner in offered:
        times = 1
        if not ante.limited and ante.cost is not None:
            total = next(t.total for t in owner.tokens if t.name == ante.cost.token)
            times = max(1, min(MOST_REPEATS, total // max(1, ante.cost_count)))
        elif not ante.limited:
            times = FREE_REPEATS
        for choice in ante.choices or ("",):
            value = f"{ante.name}: {choice}" if choice else ante.name
            label = labels.get(value) or f"{value} (when its condition holds)"
            found.append(AnteOption(value, ante.name, choice, label, times))
    return found


def _engine_labels(catalog: Catalog, fighter_id: str, other_id: str,
                   edition: str) -> dict[str, str]:
    """The engine's label for each ante it offers seat 0 in a fresh duel with every token in
    supply (`set_and_ante.ante_options`), by field value."""
    state = fresh_duel(catalog, fighter_id, other_id, START_POSITIONS, 0, edition=edition)
    for seat in (0, 1):
        specs = state.kits[seat].tokens
        state = state.with_fighter(seat, supply=tuple(t.total for t in specs))
    return {(f"{d.a}: {d.b}" if d.b else d.a): label
            for d, label in engine_ante_options(state, 0) if d.kind == "ante"}


def fresh_duel(catalog: Catalog, f0: str, f1: str, positions: tuple[int, int],
               active: int, finishers: tuple[str, str] = ("", ""), *,
               edition: str = "4th") -> GameState:
    """A new duel of ``f0`` against ``f1`` under ``edition``'s ruleset (suggested setups, the
    Finishers named), the standups on ``positions`` with their markers where a duel starts
    them (000 "Markers")."""
    seats = []
    for fighter_id, finisher in zip((f0, f1), finishers, strict=True):
        seat = suggested_seat(fighter_id, catalog, edition)
        seats.append(replace(seat, finisher=finisher) if finisher else seat)
    state = new_duel(DuelSetup((seats[0], seats[1]), first_active=active, edition=edition),
                     catalog)
    state = replace(state, positions=positions)
    for seat in (0, 1):
        markers = start_markers(state.kits[seat], positions[seat], positions[1 - seat])
        state = state.with_fighter(seat, markers=markers)
    return state


def too_often(who: str, ante: AnteOption) -> str:
    """Why ``who`` may not name ``ante`` that many times, for the form's message."""
    if ante.name in OVERLOADS:
        return f'{who} may use {ante.name} once a beat (000 "Overloads"): tick it once'
    if ante.times == 1:
        return (f"{ante.value} is a Limited ante: {who} may make it once a beat (000 \"Ante "
                'Phase"): tick it once')
    return f"{who} may ante {ante.value} at most {ante.times} times: that uses every token"


def pay_for(state: GameState, antes: Antes) -> tuple[GameState, tuple[str, ...]]:
    """Enough Force for the Overloads named and enough tokens for the antes named, where a
    fresh duel's would not do; what was raised, in words ("Shekhtur's Malice in supply: 5").

    Raises:
        InvalidInput: the antes named need more tokens than the fighter has in all.
    """
    raised = []
    need: Counter = Counter()
    for seat, named in enumerate(antes):
        names = [ante.name for ante in named]
        overloads = sum(1 for name in names if name in OVERLOADS)
        if state.fighters[seat].force < overloads * OVERLOAD_COST:
            state = state.with_fighter(seat, force=overloads * OVERLOAD_COST)
            raised.append(f"{state.name(seat)}'s Force: {overloads * OVERLOAD_COST}")
        for name in names:
            found = find_ante(state, seat, name)
            if found is not None and found[0].cost is not None:
                need[(found[1], found[0].cost.token)] += found[0].cost_count
    for (owner, token), count in sorted(need.items()):
        k = state.kits[owner]
        i = k.token_index(token)
        if count > k.tokens[i].total:
            raise InvalidInput(f"the antes named need {count} {token}, and "
                               f"{k.fighter.short_name} has only {k.tokens[i].total}")
        f = state.fighters[owner]
        if f.supply[i] < count:
            supply, depletion = list(f.supply), list(f.depletion)
            depletion[i] = max(0, depletion[i] - (count - supply[i]))
            supply[i] = count
            state = state.with_fighter(owner, supply=tuple(supply), depletion=tuple(depletion))
            raised.append(f"{k.fighter.short_name}'s {token} in supply: {count}")
    return state, tuple(raised)


def ante_phase(state: GameState, antes: Antes):
    """The Ante Phase through the engine: from the Active Player, in turn, each makes their
    next ante named or passes (000 "Ante Phase"); it stops before the last pass, that is
    before Reveal. A choice the engine asks meanwhile takes its first option. Returns (state,
    the choices taken in words, per seat the antes made).

    Raises:
        InvalidInput: the engine refuses an ante (its condition does not hold, an effect
            forbids antes...): the message gives its reason and rule.
    """
    todo = [list(antes[0]), list(antes[1])]
    choices: list[str] = []
    made: tuple[list[str], list[str]] = ([], [])
    while state.phase == Phase.ANTE:
        cursor = state.cursor
        if cursor.step != "ante" or cursor.work is not None:
            now = pending(state)
            choices.append(f"{now.prompt}: {now.labels[0]}")
            state = apply(state, now.options[0])
            continue
        who = cursor.to_act
        if todo[who]:
            ante = todo[who].pop(0)
            try:
                state = apply(state, Decision(who, "ante", ante.name, ante.choice))
            except RuleViolation as error:
                raise InvalidInput(f"{state.name(who)} cannot ante {ante.value}: "
                                   f"{error.message} ({error.rule})") from None
            made[who].append(ante.value)
        elif cursor.passes == 0:
            state = apply(state, Decision(who, "pass"))
        else:
            break
    return state, tuple(choices), (tuple(made[0]), tuple(made[1]))
