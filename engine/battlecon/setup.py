"""Setting up a duel (000 rulebook, "Fighter Selection", "Board Setup", "Fighter Setup",
"Finishers & Initial Discards").

`new_duel` builds the starting `GameState` from a `DuelSetup`; with the decisions of the log,
it is everything a replay needs (DESIGN.md: state is the fold of the log over the setup).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.notes import note_kind

from . import variants
from .beat import advance
from .cards import Catalog, default_catalog
from .errors import InvalidInput
from .ruleset import ruleset
from .state import FORCE_POOL, STARTING_FORCE, FighterState, GameState, Kit, Mod
from .team_movement import TEAM_BOARD_SIZE
from .variants import VARIANTS

# The first Active Player: ``coin_flip`` True when a coin flip chose them (the words cite
# 000 "Board Setup", 002 "Game Setup" under the classic ruleset's citations).
_FIRST = note_kind("first_active_player", '000 "Board Setup"', lambda v: (
    f"{v['name']} {'won the coin flip' if v['coin_flip'] else 'was chosen'}: Active Player "
    'for the first beat (000 "Board Setup")'))
# A lone fighter's Super or Ultra bonuses: ``bonuses`` (kind, amount) pairs.
_LONE = note_kind("lone_fighter_bonus", '000 "2-vs-1: Super Fighters"', lambda v: (
    f"{v['name']} plays as a {v['title']}: "
    + ", ".join(f"{kind} {amount:+d}" for kind, amount in v["bonuses"])
    + ' (the table\'s reading of the reference card; 000 "2-vs-1: Super Fighters")'))


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One player's choices before the first beat.

    fighter: fighter id (file stem in `fighters/`). finisher: the chosen Finisher side.
    discard1, discard2: the initial discards (style, base) for piles 1 and 2 (000
    "Finishers & Initial Discards": the pair in pile 2 comes back first).
    set_aside: cards set aside out of play by the unique ability's setup (Joal's stockpile).
    """

    fighter: str
    finisher: str
    discard1: tuple[str, str]
    discard2: tuple[str, str]
    set_aside: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DuelSetup:
    """Every seat's choices and who starts as the Active Player (000 "Board Setup": a random
    player; ``coin_flip`` says the app flipped the coin rather than the table choosing).

    A duel has two seats. A team battle (000 "Multiplayer Rules") has three or four, with
    ``teams`` giving each seat's team (0 or 1): 2v1, 2v2 or 3v1; ``first_active`` is then a
    seat of the team that starts with the Active Player status. ``variant`` names a
    multiplayer variant of 001 (`variants.VARIANTS`) and ``seed`` the dice's seed.
    ``lone_bonus``: in a 2v1 or 3v1 battle, the bonuses of the lone fighter's Super or Ultra
    reference card as the table reads them, (kind, amount) with kind in `LONE_BONUS_KINDS`
    (000 "2-vs-1: Super Fighters", "3-vs-1: Ultra Fighters": the card is not printed in the
    rulebook)."""

    seats: tuple[SeatSetup, ...]
    first_active: int = 0
    edition: str = "4th"
    coin_flip: bool = False
    teams: tuple[int, ...] = ()
    variant: str = ""
    seed: int = 0
    lone_bonus: tuple[tuple[str, int], ...] = ()


def _fighter_state(kit: Kit, seat: SeatSetup) -> FighterState:
    if seat.finisher not in kit.finishers:
        raise InvalidInput(f"{kit.fighter.short_name} has no Finisher {seat.finisher!r}; "
                           f"choose one of {', '.join(kit.finishers)}")
    cards = list(kit.styles) + list(kit.bases)
    discards = list(seat.discard1) + list(seat.discard2)
    for pile, (style, base) in (("1", seat.discard1), ("2", seat.discard2)):
        if style not in kit.styles:
            raise InvalidInput(f"discard pile {pile}: {style!r} is not a style of "
                               f"{kit.fighter.short_name}")
        if base not in kit.bases:
            raise InvalidInput(f"discard pile {pile}: {base!r} is not a base of "
                               f"{kit.fighter.short_name}")
    if len(set(discards)) != 4:
        raise InvalidInput("the initial discards must be four different cards: two styles "
                           "and two bases")
    rule = kit.fighter.unique_ability.set_aside
    if rule is None and seat.set_aside:
        raise InvalidInput(f"{kit.fighter.short_name} sets no cards aside at setup")
    if rule is not None:
        pool = {"base": kit.bases, "style": kit.styles}.get(rule.kind, {**kit.styles, **kit.bases})
        if len(set(seat.set_aside)) != rule.count or not all(c in pool for c in seat.set_aside):
            raise InvalidInput(f"{kit.fighter.short_name}'s {rule.name}: choose {rule.count} "
                               f"different {'cards' if rule.kind == 'any' else rule.kind + 's'}")
    for card in seat.set_aside:
        if card not in cards or card in discards:
            raise InvalidInput(f"{card!r} cannot be set aside: it is not in hand at setup")
    hand = tuple(c for c in cards if c not in discards and c not in seat.set_aside)
    specs = kit.tokens
    return FighterState(
        life=kit.fighter.starting_life,
        hand=hand,
        discard1=seat.discard1,
        discard2=seat.discard2,
        removed=seat.set_aside,
        finisher=seat.finisher,
        supply=tuple(t.start for t in specs),
        depletion=tuple(t.total - t.start - sum(t.start_on_discards) for t in specs),
        on_cards=tuple((0, *t.start_on_discards) for t in specs),
        form=kit.fighter.unique_ability.start_form,
        active_cards=tuple(sorted(c.name for c in kit.fighter.unique_ability.special_cards
                                  if c.kind == "special" and c.active)),
    )


def start_markers(kit: Kit, own: int, foe: int) -> tuple[int | None, ...]:
    """Each marker's starting space (000 "Markers"): its spec's ``start`` read from the
    fighter's standup at ``own`` facing the opponent at ``foe`` (None: off the board)."""
    toward = 1 if foe > own else -1
    where = {"off_board": None, "own_space": own, "in_front": own + toward,
             "behind": own - toward}
    spaces: list[int | None] = []
    for spec in kit.fighter.unique_ability.markers:
        space = where[spec.start]
        spaces += [space if space is None or 1 <= space <= 7 else None] * spec.count
    return tuple(spaces)


def new_duel(setup: DuelSetup, catalog: Catalog | None = None) -> GameState:
    """The state at the first Set step: life, Force 2 each, pool 41, standups on 3 and 5
    (000 "Board Setup"); under the classic ruleset no Force and standups on 2 and 6 (002
    "Game Setup"; `ruleset.CLASSIC`).

    Raises:
        InvalidInput: unknown fighter or Finisher, or illegal initial discards.
    """
    catalog = catalog or default_catalog()
    seats = len(setup.seats)
    if not 0 <= setup.first_active < seats:
        raise InvalidInput(f"first_active must be one of the seats 0 to {seats - 1}")
    rules = ruleset(setup.edition)
    kits = tuple(Kit.build(catalog, s.fighter, setup.edition) for s in setup.seats)
    if seats == 2:
        start, teams, board, extra = rules.start, (0, 1), 7, {}
    else:
        teams = _check_teams(setup.teams, seats, rules.force)
        start, board = team_start(teams), TEAM_BOARD_SIZE
        if setup.variant not in VARIANTS:
            raise InvalidInput(f"unknown variant {setup.variant!r}: power_up, force_power_up "
                               "or stock")
        extra = {"teams": teams, "board": board,
                 "pool": FORCE_POOL + TEAM_FORCE_EXTRA * (seats - 2) - STARTING_FORCE * seats,
                 "variant": setup.variant, "seed": setup.seed, "armory": (0,) * seats,
                 "kos": (0,) * seats, "starts": start}
    force = {} if rules.force else {"force": 0}
    fighters = tuple(
        replace(_fighter_state(k, s), **force,
                markers=start_markers(k, start[i], _nearest_foe_space(start, teams, i)))
        for i, (k, s) in enumerate(zip(kits, setup.seats, strict=True)))
    state = GameState(fighters=fighters, positions=start, active=setup.first_active,
                      kits=kits, rules=rules, **extra, **({} if rules.force else {"pool": 0}))
    state = state.note(_FIRST, seat=setup.first_active, name=state.name(setup.first_active),
                       coin_flip=bool(setup.coin_flip))
    if setup.lone_bonus:
        state = _lone_bonus(state, setup.lone_bonus)
    state = variants.start_of_beat(state)
    return advance(state)


# 000 "Team Setup": the Force pool holds 20 more counters for each fighter beyond two.
TEAM_FORCE_EXTRA = 20
# The 9-space board's starting spaces are printed on it, not in the seeds; the app puts each
# team's first fighter on spaces 4 and 6 (one space between, as 3 and 5 on the duel's board)
# and the others behind them, where the table may move them by hand (docs/rulings.md).
TEAM_LEADS = (4, 6)
# A Classic Melee (001 "Multiplayer Variants") gives no starting spaces: the app spreads the
# fighters two or three spaces apart on the 9-space board, by team (= seat) number.
MELEE_START = {3: (2, 5, 8), 4: (2, 4, 6, 8)}


def _check_teams(teams: tuple[int, ...], seats: int, force: bool) -> tuple[int, ...]:
    """``teams`` checked for a team battle: 3 or 4 seats on teams 0 and 1, at most three a
    side (2v1, 2v2, 3v1; 000 "Team Setup"); 4th-edition rules only (002 has no team play).

    Raises:
        InvalidInput: the wrong number of seats or teams, or the classic ruleset.
    """
    if not force:
        raise InvalidInput("team battles follow the 4th-edition rules (000 \"Multiplayer "
                           "Rules\"); the classic rulebook has none")
    melee = sorted(teams) == list(range(seats))  # every fighter for itself (001)
    if seats not in (3, 4) or len(teams) != seats or not (set(teams) == {0, 1} or melee):
        raise InvalidInput("a team battle has 3 or 4 fighters on two teams (0 and 1): "
                           "2v1, 2v2 or 3v1; or a Classic Melee, every fighter its own team")
    return tuple(teams)


def team_start(teams: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's starting space on the 9-space board: team 0's first fighter on 4 and its
    others behind (3, 2, 1), team 1's on 6 and behind (7, 8, 9), in seat order (000 "Team
    Setup"; the spaces: `TEAM_LEADS`); in a Classic Melee `MELEE_START`."""
    if len(set(teams)) > 2:  # a Classic Melee: spread out, two spaces apart (ruling 62)
        return tuple(MELEE_START[len(teams)][team] for team in teams)
    placed = {0: 0, 1: 0}
    spaces = []
    for team in teams:
        step = -1 if team == 0 else 1
        spaces.append(TEAM_LEADS[team] + step * placed[team])
        placed[team] += 1
    return tuple(spaces)


def _nearest_foe_space(start: tuple[int, ...], teams: tuple[int, ...], seat: int) -> int:
    """The space of ``seat``'s nearest enemy at the start (markers are set facing it)."""
    here = start[seat]
    return min((start[s] for s, t in enumerate(teams) if t != teams[seat]),
               key=lambda there: abs(there - here))


# What a Super or Ultra reference card may give, as the table enters it: extra starting life
# and Force, and bonuses to an attack pair's stats for the whole battle.
LONE_BONUS_KINDS = ("life", "force", "power", "priority", "guard", "armor")


def _lone_bonus(state: GameState, bonuses: tuple[tuple[str, int], ...]) -> GameState:
    """Give the lone fighter of a 2v1 or 3v1 battle its Super or Ultra bonuses.

    Raises:
        InvalidInput: not a 2v1 or 3v1 battle, or a bonus of an unknown kind or a number
            outside -10..20.
    """
    sizes = {t: state.teams.count(t) for t in set(state.teams)}
    lone = [s for s, t in enumerate(state.teams) if sizes[t] == 1]
    if len(state.fighters) == 2 or len(lone) != 1 or len(sizes) != 2:
        raise InvalidInput("Super and Ultra bonuses are for the lone fighter of a 2v1 or 3v1 "
                           "battle")
    seat = lone[0]
    title = "Super fighter" if len(state.fighters) == 3 else "Ultra fighter"
    for kind, amount in bonuses:
        if kind not in LONE_BONUS_KINDS or not isinstance(amount, int) or not -10 <= amount <= 20:
            raise InvalidInput(f"{kind} {amount!r}: a {title} bonus is one of "
                               f"{', '.join(LONE_BONUS_KINDS)} with a number from -10 to 20")
        if kind == "life":
            bonus = tuple(amount if s == seat else 0 for s in range(len(state.fighters)))
            state = replace(state, life_bonus=bonus)
            state = state.with_fighter(seat, life=state.fighters[seat].life + amount)
        elif kind == "force":
            taken = max(0, min(amount, state.pool))
            state = replace(state, pool=state.pool - taken)
            state = state.with_fighter(seat, force=state.fighters[seat].force + taken)
            state = state.why(seat, "force", taken, f"{title}: starting Force",
                              '000 "2-vs-1: Super Fighters"')
        else:
            mods = state.fighters[seat].mods + (Mod(kind, amount, title, "duel"),)
            state = state.with_fighter(seat, mods=mods)
    return state.note(_LONE, seat=seat, name=state.name(seat), title=title,
                      bonuses=tuple((kind, amount) for kind, amount in bonuses))


def suggested_seat(fighter_id: str, catalog: Catalog | None = None,
                   edition: str = "4th") -> SeatSetup:
    """A ready setup for ``fighter_id`` under ``edition`` ("4th" or "classic"): first
    Finisher side, the first two styles and the last two standard bases as initial discards
    (a quick start when learning, 000 "4."), and when the unique ability sets cards aside,
    the cards just before those."""
    catalog = catalog or default_catalog()
    kit = Kit.build(catalog, fighter_id, edition)
    styles = [s for s in kit.styles if s != "Switch"]
    bases = list(kit.bases)
    rule = kit.fighter.unique_ability.set_aside
    aside: tuple[str, ...] = ()
    if rule is not None:
        if rule.kind == "any":
            # Styles first, keeping three in hand, then bases: a playable quick-start hand.
            spare = styles[2:][3:]
            taken = spare[-rule.count:]
            aside = tuple(taken) + tuple(bases[:-2][-(rule.count - len(taken)):]
                                         if rule.count > len(taken) else ())
        else:
            pool = styles[2:] if rule.kind == "style" else bases[:-2]
            aside = tuple(pool[-rule.count:])
    return SeatSetup(fighter_id, next(iter(kit.finishers)), (styles[0], bases[-1]),
                     (styles[1], bases[-2]), aside)
