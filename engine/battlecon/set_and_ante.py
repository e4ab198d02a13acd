"""The Set and Ante steps of a beat (000 rulebook, "Set Phase", "Ante Phase"): which attack
pairs and antes a player may choose, and applying them.
"""

from __future__ import annotations

from engine.notes import note_kind

from . import force as frc
from .decisions import Decision
from .effects import condition_holds
from .errors import RuleViolation
from .passives import restricted
from .schema import Ante, Effect
from .state import LOW_LIFE, OVERLOAD_COST, FighterState, GameState, Kit, Mod
from .state import evolve as replace


def recycle_again(fighter: FighterState, kit: Kit) -> FighterState:
    """000 "Discard Styles/Bases": no style or no base in hand at Set -> recycle again."""
    return recycle_again_counted(fighter, kit)[0]


def recycle_again_counted(fighter: FighterState, kit: Kit) -> tuple[FighterState, int]:
    """`recycle_again`, with how many extra times the discard piles rotated (0 to 3)."""
    times = 0
    for _ in range(3):
        styles = [c for c in fighter.hand if c in kit.styles]
        bases = [c for c in fighter.hand if c in kit.bases]
        if (styles and bases) or not (fighter.discard1 or fighter.discard2):
            break
        fighter = replace(fighter, hand=fighter.hand + fighter.discard2,
                          discard2=fighter.discard1, discard1=())
        times += 1
    return fighter, times


def set_options(state: GameState, seat: int) -> tuple[Decision, ...]:
    """Every attack pair ``seat`` can set from hand (000 "Set Phase"), cached per hand."""
    return set_options_and_labels(state, seat)[0]


def set_options_and_labels(state: GameState,
                           seat: int) -> tuple[tuple[Decision, ...], tuple[str, ...]]:
    """`set_options` with a label per pair ("Vengeful Strike"), cached per hand. Each pair's
    decision is made once per kit and seat and shared by every hand holding it: the garbage
    collector tracks each `Decision` it keeps (a named tuple is never untracked), and the
    hands of a long evening are many."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    key = ("set_options", seat, fighter.hand)
    found = kit._effects.get(key)
    if found is None:
        made = kit._effects.get(_SET_DECISIONS)
        if made is None:
            made = kit._effects[_SET_DECISIONS] = {}
        styles = [c for c in fighter.hand if c in kit.styles]
        bases = [c for c in fighter.hand if c in kit.bases]
        options = []
        for s in styles:
            for b in bases:
                decision = made.get((seat, s, b))
                if decision is None:
                    decision = made[(seat, s, b)] = Decision(seat, "set", s, b)
                options.append(decision)
        options = tuple(options)
        found = kit._effects[key] = (options, tuple(f"{d.a} {d.b}" for d in options))
    return found


_SET_DECISIONS = "set decisions"  # the key, on a kit, of each pair's set decision by seat


def where_is(state: GameState, seat: int, card: str) -> str:
    """Where ``card`` of ``seat`` is now, in words: "in hand", "in discard pile 1", ..."""
    fighter = state.fighters[seat]
    if card in fighter.hand:
        return "in hand"
    if card in fighter.discard1:
        return "in discard pile 1"
    if card in fighter.discard2:
        return "in discard pile 2"
    if card in fighter.removed:
        return "removed from the game"
    if card in (fighter.style, fighter.base) or card in fighter.clash_bases:
        return "in the attack pair"
    return "not in this fighter's kit"


def apply_set(state: GameState, d: Decision) -> GameState:
    kit = state.kits[d.seat]
    fighter = state.fighters[d.seat]
    hand = list(fighter.hand) + [c for c in (fighter.style, fighter.base) if c]
    for card, table, kind in ((d.a, kit.styles, "style"), (d.b, kit.bases, "base")):
        if card not in table:
            raise RuleViolation(f"{card!r} is not a {kind} of {kit.fighter.short_name}",
                                '000 "Set Phase": one style and one base')
        if card not in hand:
            raise RuleViolation(f"{card} is {where_is(state, d.seat, card)}, not in hand",
                                '000 "Set Phase": choose from your hand')
    hand.remove(d.a)
    hand.remove(d.b)
    return state.with_fighter(d.seat, hand=tuple(hand), style=d.a, base=d.b)


_PASS = tuple((Decision(seat, "pass"), "Pass") for seat in range(4))
_OVERLOAD_OPTIONS = tuple(
    tuple((Decision(seat, "ante", name), f"{name}: +{bonus} {stat_name} for {OVERLOAD_COST} Force")
          for name, (stat_name, bonus) in frc.OVERLOADS.items())
    for seat in range(4))  # seats of a duel or a team battle (up to four fighters)


# The classic ruleset's Finisher ante (002 "Finisher Card Overview"): its decision's name.
FINISHER_ANTE = "Finisher"
_FINISHER_RULE = '002 "Finisher Card Overview"'
_FINISHER_ANTED = note_kind("finisher_anted_classic", _FINISHER_RULE,
                            "{name} antes the Finisher {finisher}: it replaces the attack "
                            'pair (002 "Finisher Card Overview")')
# An ante that names a card or a number (``ante``: the ante's name, ``named``: what it names).
_NAMES = note_kind("ante_names", '000 "Ante Phase"', "{name} names {named} ({ante})")


def finisher_ante_refusal(state: GameState, seat: int) -> str | None:
    """Why ``seat`` cannot ante its Finisher now under the classic ruleset, or None when it
    can: 7 life or less, a Finisher not used yet, once (002 "Finisher Card Overview")."""
    fighter = state.fighters[seat]
    if state.rules.switch:
        return "under the 4th edition the Finisher comes with the Switch style, not an ante"
    if fighter.finisher is None or fighter.finisher_used:
        return "the Finisher was already used this duel"
    if fighter.life > LOW_LIFE:
        return f"a Finisher is anted at {LOW_LIFE} life or less; you have {fighter.life}"
    return None


def ante_options(state: GameState, seat: int) -> list[tuple[Decision, str]]:
    """(decision, label) for every ante ``seat`` may make now, and pass (000 "Ante Phase")."""
    options = [_PASS[seat]]
    if restricted(state, seat, "ante"):
        return options
    fighter = state.fighters[seat]
    if state.rules.force and frc.held(state, seat) >= OVERLOAD_COST:
        options += [option for option in _OVERLOAD_OPTIONS[seat]
                    if fighter.ante_count(option[0].a) == 0]
    if finisher_ante_refusal(state, seat) is None:
        options.append((Decision(seat, "ante", FINISHER_ANTE),
                        f"Finisher: {fighter.finisher} (your pair goes back to hand)"))
    own = state.kits[seat].fighter.unique_ability.antes
    offered = [(a, seat) for a in own if not a.opponent] + [
        (a, owner) for owner in opponent_ante_owners(state, seat)
        for a in state.kits[owner].fighter.unique_ability.antes if a.opponent]
    seen: set[str] = set()
    for ante, owner in offered:
        if ante.name in seen:
            continue  # two enemies offering the same ante: one button, the nearer's
        seen.add(ante.name)
        if ante.limited and fighter.ante_count(ante.name):
            continue
        if ante.opponent and _team_used(state, seat, ante.name):
            continue
        if ante.condition is not None and not condition_holds(state, seat, ante.condition):
            continue
        if ante.cost is not None:
            need = ante.cost_count
            if state.tokens(owner, ante.cost.token) < need:
                continue
        if ante.choices or ante.call:
            options += [(Decision(seat, "ante", ante.name, c), f"{ante.name}: {c}")
                        for c in ante.choices or call_choices(state, seat, ante.call)]
        else:
            options.append((Decision(seat, "ante", ante.name), _ante_label(ante)))
    return options


# The priority numbers a `call: priority` ante offers (a pair's priority is rarely outside).
CALLED_PRIORITIES = tuple(range(0, 16))


def call_choices(state: GameState, seat: int, call: str) -> tuple[str, ...]:
    """What ``seat`` may name aloud for an ante with ``call`` (`Ante.call`): for ``base`` the
    bases of the opponent's kit (their unique base and the shared ones, 002 "Beyond Eyes
    Oracle": "including the opponent's unique base"), in their file's order; for ``priority``
    the numbers 0 to 15 as text (002 "Target Lock"); for ``priority_pair`` two neighbouring
    numbers, "0-1" to "14-15" (Double Barrel); for ``style`` the opponent's styles
    (Vincent's Master Strategist: never a Special Action or a Striker, which are not styles
    of the kit)."""
    if call == "base":
        return tuple(state.kits[state.foe(seat)].bases)
    if call == "style":
        return tuple(state.kits[state.foe(seat)].styles)
    if call == "priority_pair":
        return tuple(f"{n}-{n + 1}" for n in CALLED_PRIORITIES[:-1])
    return tuple(str(n) for n in CALLED_PRIORITIES)


def _ante_label(ante: Ante) -> str:
    """A button label for a unique-ability ante: what it gives and what it costs."""
    gives = []
    for action in ante.action or ():
        kind = action.kind
        amount = getattr(action, kind, None)
        if kind in ("power", "priority", "guard", "armor") and amount.exact is not None:
            gives.append(f"{amount.exact:+d} {kind}")
    text = ", ".join(gives) or (ante.summary or "")
    cost = ""
    if ante.cost is not None:
        cost = f" for {ante.cost_count} {ante.cost.token}"
    return f"{ante.name}: {text}{cost}" if text else f"{ante.name}{cost}"


def opponent_ante_owners(state: GameState, seat: int) -> tuple[int, ...]:
    """The fighters whose [Opponent] antes ``seat`` may use: the opponent in a duel; in a
    team battle every enemy who is the nearest enemy of ``seat`` on a side, nearer first
    (000 "Who is 'The Opponent'?": such antes are open to any fighter who sees you as the
    Opponent)."""
    if len(state.fighters) == 2:
        return (state.foe(seat),)
    return state.nearest_enemies(seat)


def _team_used(state: GameState, seat: int, name: str) -> bool:
    """In a team battle, whether ``seat``'s team already used the [Opponent] ante ``name``
    this beat: once a beat for the whole team (000 "Who is 'The Opponent'?")."""
    if len(state.fighters) == 2:
        return False
    team = state.teams[seat]
    return any(state.fighters[s].ante_count(name) for s, t in enumerate(state.teams)
               if t == team)


def find_ante(state: GameState, seat: int, name: str) -> tuple[Ante, int] | None:
    """The ante called ``name`` that ``seat`` may make and the seat whose unique ability
    offers it (an enemy's for an [Opponent] ante, `opponent_ante_owners`), or None (000
    "Ante Phase")."""
    for ante in state.kits[seat].fighter.unique_ability.antes:
        if ante.name == name and not ante.opponent:
            return ante, seat
    for owner in opponent_ante_owners(state, seat):
        for ante in state.kits[owner].fighter.unique_ability.antes:
            if ante.name == name and ante.opponent:
                return ante, owner
    return None


ANTE_SOURCE = "ante"


def ante_effect_id(name: str) -> str:
    """The effect id the actions of the ante ``name`` run under ("ante:Dark Force#0"), so
    that a choice they need is asked like a trigger's (`beat.pending`, decision "choose")."""
    return f"{ANTE_SOURCE}:{name}#0"


def ante_effect(state: GameState, seat: int, name: str) -> tuple[str, Effect] | None:
    """(source name, effect) carrying the actions of the ante ``name`` that ``seat`` makes:
    an effect of timing "ante" built once per kit (antes are not triggers, 000 "Ante Phase";
    the effect only carries their actions and choices). None when there is no such ante or
    it has no action."""
    found = find_ante(state, seat, name)
    if found is None or found[0].action is None:
        return None
    ante = found[0]
    cache = state.kits[seat]._effects
    key = ("ante_effect", name)
    effect = cache.get(key)
    if effect is None:
        effect = cache[key] = Effect.model_construct(
            timing="ante", event=None, whenever=False, condition=None, optional=False,
            action=ante.action, summary=None, otherwise=None)
    return ante.name, effect


def apply_ante(state: GameState, d: Decision) -> GameState:
    """Make the ante ``d``: pay its cost and count it; an Overload's bonus applies at once.
    A unique-ability ante's actions are carried out by the caller (`beat`), which asks for
    the choices they need (000 "Ante Phase").

    Raises:
        RuleViolation: no such ante for this seat.
    """
    seat = d.seat
    fighter = state.fighters[seat]
    if d.a in frc.OVERLOADS:
        frc.check_overload(d.a, frc.held(state, seat), fighter.ante_count(d.a) > 0)
        stat_name, bonus = frc.OVERLOADS[d.a]
        state = frc.spend(state, seat, OVERLOAD_COST, d.a, '000 "Overloads"')
        state = state.with_fighter(seat, antes=_count(fighter.antes, d.a),
                                   mods=fighter.mods + (Mod(stat_name, bonus, d.a),))
        return replace(state, trashed=state.trashed + OVERLOAD_COST)
    if d.a == FINISHER_ANTE and not state.rules.switch:
        refused = finisher_ante_refusal(state, seat)
        if refused is not None:
            raise RuleViolation(refused, _FINISHER_RULE)
        # The Finisher replaces the pair; the pair's cards go back to hand at Recycle, which
        # moves no discard pile this beat (`beat._step_cleanup`).
        state = state.with_fighter(seat, finisher_used=True,
                                   antes=_count(fighter.antes, FINISHER_ANTE))
        return state.note(_FINISHER_ANTED, seat=seat, name=state.name(seat),
                          finisher=fighter.finisher)
    found = find_ante(state, seat, d.a)
    if found is None:
        raise RuleViolation(f"{d.a!r} is not an ante you can make", '000 "Ante Phase"')
    ante, owner = found
    if ante.cost is not None:
        kit = state.kits[owner]
        i = kit.token_index(ante.cost.token)
        need = ante.cost_count
        holder = state.fighters[owner]
        supply, depletion = list(holder.supply), list(holder.depletion)
        supply[i] -= need
        depletion[i] += need
        state = state.with_fighter(owner, supply=tuple(supply), depletion=tuple(depletion))
    fighter = state.fighters[seat]
    secret = d.b if ante.secret and d.b else fighter.secret
    called = d.b if ante.call and ante.call != "style" else fighter.called
    called_style = d.b if ante.call == "style" else fighter.called_style
    state = state.with_fighter(seat, antes=_count(fighter.antes, d.a), secret=secret,
                               called=called, called_style=called_style)
    if ante.call:
        state = state.note(_NAMES, seat=seat, name=state.name(seat), named=d.b,
                           ante=ante.name)
    return state


def explain_ante(state: GameState, d: Decision) -> None:
    """Raise the specific reason an ante is refused (000 "Ante Phase", "Overloads")."""
    fighter = state.fighters[d.seat]
    if restricted(state, d.seat, "ante"):
        raise RuleViolation("an effect in play says you cannot ante", '000 "Cannot vs. Do"')
    if d.a in frc.OVERLOADS:
        if not state.rules.force:
            raise RuleViolation("the classic ruleset has no Force and no Overloads",
                                '002 "Ante Phase"')
        frc.check_overload(d.a, frc.held(state, d.seat), fighter.ante_count(d.a) > 0)
    if d.a == FINISHER_ANTE:
        refused = finisher_ante_refusal(state, d.seat)
        if refused is not None:
            raise RuleViolation(refused, _FINISHER_RULE)
    for ante in state.kits[d.seat].fighter.unique_ability.antes:
        if ante.name != d.a:
            continue
        if ante.opponent:
            raise RuleViolation(f"{d.a} is an [Opponent] ante: only the opponent may use it",
                                '000 "Ante Phase": [Opponent] antes')
        if ante.limited and fighter.ante_count(ante.name):
            raise RuleViolation(f"{d.a} is a Limited ante, already used this beat",
                                '000 "Ante Phase": Limited Ante')
        if ante.condition is not None and not condition_holds(state, d.seat, ante.condition):
            raise RuleViolation(f"{d.a} is not allowed now: its condition does not hold",
                                '000 "Conditionals"')
        if ante.cost is not None:
            need = ante.cost_count
            have = state.tokens(d.seat, ante.cost.token)
            raise RuleViolation(f"{d.a} needs {need} {ante.cost.token} in your supply; you "
                                f"have {have}", '000 "Tokens & Counters": Use')


def _count(antes: tuple[tuple[str, int], ...], name: str) -> tuple[tuple[str, int], ...]:
    found = dict(antes)
    found[name] = found.get(name, 0) + 1
    return tuple(found.items())
