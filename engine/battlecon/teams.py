"""Team battles inside the beat (000 rulebook, "Multiplayer Rules"): who acts in what order,
the priority order with no clashes, whom an attack hits, and defeat.

`beat` asks these when the duel has more than two seats (``len(state.fighters) > 2``); a duel
of two never reaches them. Seats are indexes into ``state.fighters``; a defeated fighter's
position is None and it no longer acts (000 "Defeat in Multiplayer").
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from . import force as frc
from . import variants
from .attack_pair import pair_stats
from .passives import has_flag
from .reach import origins
from .state import GameState, Outcome, Phase
from .state import evolve as replace
from .values import settle_team_priorities

_DEFEAT = '000 "Defeat in Multiplayer"'
# A team member defeated (``why``: how, in words) and the last team standing (``names``:
# the short names of its fighters still standing, ``seats`` their seats).
_TAKEN_OFF = note_kind("member_defeated", _DEFEAT,
                       "{name} is defeated: {why}; the standup and every component leave the "
                       'board (000 "Defeat in Multiplayer")')
_TEAM_WINS = note_kind("last_team_wins", _DEFEAT, lambda v: (
    f"{' and '.join(v['names'])} {'wins' if len(v['names']) == 1 else 'win'}: the other "
    'team is defeated (000 "Defeat in Multiplayer")'))


def is_team_battle(state: GameState) -> bool:
    """True when more than two fighters take part (000 "Multiplayer Rules")."""
    return len(state.fighters) > 2


def standing(state: GameState) -> tuple[int, ...]:
    """The seats still on the board, in seat order."""
    return tuple(s for s, p in enumerate(state.positions) if p is not None)


def teams_standing(state: GameState) -> int:
    """How many teams still have a fighter on the board."""
    return len({state.teams[s] for s in standing(state)})


def next_team(state: GameState, team: int) -> int:
    """The team that antes after ``team``: the next team number, in a circle, with a fighter
    still on the board (000 "Team Ante": ante passes between teams; in a Classic Melee every
    fighter is a team of one, 001 "Multiplayer Variants")."""
    alive = sorted({state.teams[s] for s in standing(state)})
    later = [t for t in alive if t > team]
    return later[0] if later else alive[0]


def alone(state: GameState) -> bool:
    """True when some fighter on the board has no enemy on it (Stock Mode, after a side
    was knocked out)."""
    return any(not state.enemies(s) for s in standing(state))


def recycling(state: GameState) -> tuple[int, ...]:
    """The fighters who recycle at the end of the beat: those on the board in order, and in
    Stock Mode also those knocked out this beat (they play on, 001 "Multiplayer Variants")."""
    order = everyone(state)
    if state.variant != "stock":
        return order
    return order + tuple(s for s in range(len(state.fighters)) if s not in order)


def everyone(state: GameState) -> tuple[int, ...]:
    """Every fighter on the board in the order they act in a window for all: in a duel the
    Active Player then the Reactive; in a team battle this beat's attack order once
    priorities are known, before that the Active Player first and the others in seat order
    (000 "Team Reveal + Priority")."""
    if len(state.fighters) == 2:
        return (state.active, 1 - state.active)
    here = standing(state)
    if state.turns:
        return tuple(s for s in state.turns if s in here)
    return tuple(sorted(here, key=lambda s: (s != state.active, s)))


def _tie_key(state: GameState, stats: dict, seat: int) -> tuple:
    return (stats[seat].priority.lo, stats[seat].tiebreaker, state.teams[seat])


def tied_teammates(state: GameState) -> tuple[int, ...]:
    """The first group of teammates tied on priority (and tiebreaker) whose team has not yet
    said who acts first, or (): 000 "Team Reveal + Priority" lets them decide."""
    stats = {s: pair_stats(state, s) for s in standing(state)}
    groups: dict[tuple, list[int]] = {}
    for seat in stats:
        groups.setdefault(_tie_key(state, stats, seat), []).append(seat)
    for members in groups.values():
        if len(members) > 1 and not set(members) & set(state.cursor.firsts):
            return tuple(members)
    return ()


def turn_key(state: GameState, stats: dict, seat: int) -> tuple:
    """Where ``seat`` comes in the beat's priority order (smallest first; 000 "Team Reveal +
    Priority"): a fighter an effect makes the Active Player first (000 "Other Effects",
    Become Active Player: the others follow in order of priority), then higher priority,
    then a tiebreaker (▲), then the team holding the Active status, then the teammate the
    team chose to go first (`tied_teammates`), then seat order.
    ``stats``: seat -> its `PairStats`."""
    return (not has_flag(state, seat, "become_active"),
            -stats[seat].priority.lo, not stats[seat].tiebreaker,
            state.teams[seat] != state.teams[state.active], seat not in state.cursor.firsts,
            seat)


def team_priority(state: GameState) -> tuple[GameState, str]:
    """Order every fighter by priority for this beat (000 "Team Reveal + Priority"): highest
    first; a tie goes to a tiebreaker (▲), then to the team holding the Active status; within
    one team the teammate the team chose (`tied_teammates`), then seat order. No clashes
    (000 "Determining Priority").
    Returns the state with ``turns``, ``active`` and ``priorities`` set, and the reason."""
    stats = {s: pair_stats(state, s) for s in standing(state)}
    turns = tuple(sorted(stats, key=lambda s: turn_key(state, stats, s)))
    priorities = tuple(stats[s].priority.lo if s in stats else 0
                       for s in range(len(state.fighters)))
    words = ", ".join(f"{state.name(s)} {stats[s].priority.lo}" for s in turns)
    reason = f"priority order {words}; ties go to the team with the Active status"
    forced = [s for s in turns if has_flag(state, s, "become_active")]
    if forced:
        reason = (f"{' and '.join(state.name(s) for s in forced)} first whatever the "
                  f"priorities (an effect says so, 000 \"Other Effects\"), then {reason}")
    state = settle_team_priorities(replace(state, turns=turns, active=turns[0]), priorities)
    return state, reason


def distance_to(state: GameState, seat: int, enemy: int) -> int:
    """The range from ``seat``'s attack to ``enemy``: from the standup, or from the nearest
    marker the range is counted from (`reach.origins`)."""
    there = state.positions[enemy]
    found = origins(state, seat)
    if found is None:
        return abs(state.positions[seat] - there)
    return min((abs(space - there) for _, space in found), default=99)


def targets_in_range(state: GameState, seat: int, lo: int, hi: int) -> tuple[int, ...]:
    """Whom ``seat``'s attack with range ``lo``~``hi`` may hit: on each side, the nearest
    enemy within range (000 "Targeting Attacks": the nearest opponent within range on either
    side); nearer first, the lower seat first at equal range."""
    here = state.positions[seat]
    best: dict[int, int] = {}
    for enemy in state.enemies(seat):
        gap = distance_to(state, seat, enemy)
        if not lo <= gap <= hi:
            continue
        side = 1 if state.positions[enemy] > here else -1
        if side not in best or gap < distance_to(state, seat, best[side]):
            best[side] = enemy
    return tuple(sorted(best.values(), key=lambda e: (distance_to(state, seat, e), e)))


# The actions that do something to "the Opponent" (their standup, life, cards or stats).
_AT_OPPONENT = frozenset(("push", "pull", "move_opponent", "opponent_must_move",
                          "teleport_opponent", "stun_opponent", "chip", "opponent",
                          "opponent_discards_base", "opponent_discards_token", "cannot",
                          "win_duel"))


def opponent_choices(state: GameState, seat: int, effect) -> tuple[int, ...]:
    """The enemies ``seat`` may name as "the opponent" for ``effect``: in a team battle,
    outside an attack's Hit and Damage triggers (where it is the fighter just hit) and
    outside being attacked, when an enemy is nearest on each side and the effect does
    something to the opponent, both of them (000 "Who is 'The Opponent'?"); else () (the
    engine names the one opponent)."""
    if not is_team_battle(state) or not effect.action:
        return ()
    cursor = state.cursor
    if cursor.target is not None and seat in (cursor.attacker, cursor.target):
        return ()
    if not any(a.kind in _AT_OPPONENT for a in effect.action):
        return ()
    found = state.nearest_enemies(seat)
    return found if len(found) == 2 else ()


def defeat_fallen(state: GameState) -> GameState:
    """Take every fighter at 0 life or less off the board at once, with every component of
    theirs (000 "Defeat in Multiplayer"); when a team has no one left, the other team wins
    (the lowest seat of it standing is named as the winner)."""
    for seat in standing(state):
        if state.fighters[seat].life <= 0:
            state = _take_off(state, seat, "life 0 or less")
    return _last_team_wins(state, Outcome("knockout", 0))


def eliminate_member(state: GameState, seat: int, why: str) -> GameState:
    """``seat`` is defeated by an effect in a team battle (000 "Other Effects", Eliminate a
    Fighter; "Defeat in Multiplayer"): it leaves the board with every component of its own
    and the battle goes on, unless its team has no one left (the other team wins, reason
    ``"eliminated"`` with ``why`` in words). In Stock Mode it is knocked out as by damage
    (001 "Multiplayer Variants": back next beat)."""
    if state.positions[seat] is None:
        return state
    state = _take_off(state, seat, why)
    return _last_team_wins(state, Outcome("eliminated", 0, why))


def _take_off(state: GameState, seat: int, why: str) -> GameState:
    """``seat`` leaves the board with its markers (000 "Defeat in Multiplayer"), or in Stock
    Mode is knocked out until the next beat (001)."""
    if state.variant == "stock":  # 001 Stock Mode: back next beat, a KO marker
        return variants.knocked_out(state, seat)
    positions = list(state.positions)
    positions[seat] = None
    state = replace(state, positions=tuple(positions))
    state = state.with_fighter(seat, stunned=True, markers=tuple(
        None for _ in state.fighters[seat].markers))
    return state.note(_TAKEN_OFF, seat=seat, name=state.name(seat), why=why)


def _last_team_wins(state: GameState, outcome: Outcome) -> GameState:
    """With one team left on the board, that team wins: ``outcome`` with its lowest seat
    standing as the winner (the reason and words are the caller's)."""
    teams_left = {state.teams[s] for s in standing(state)}
    if len(teams_left) == 1 and state.outcome is None and state.variant != "stock":
        (team,) = teams_left
        winner = min(s for s in standing(state) if state.teams[s] == team)
        left = standing(state)
        names = " and ".join(state.name(s) for s in left)
        verb = "wins" if len(left) == 1 else "win"
        state = state.why(winner, "outcome", state.fighters[winner].life,
                          f"{names} {verb}: the last standing, the other team is defeated",
                          '000 "Defeat in Multiplayer"', note=Note.of(
                              _TEAM_WINS, seats=left,
                              names=tuple(state.name(s) for s in left)))
        state = replace(state, phase=Phase.OVER, outcome=replace(outcome, winner=winner))
    return state


# 000 "Team Force": a defeated team member generates 2 extra Force for the team each beat.
REVENGE_FORCE = 2


def revenge(state: GameState) -> GameState:
    """At Recycle, each team with defeated members and fighters still standing gains 2 Force
    per defeated member, from the pool, up to the team's cap (000 "Team Force", "Defeat in
    Multiplayer": the Revenge Reference Card; its other bonuses are not printed in the
    rulebook, so the table applies them by hand)."""
    for team in sorted(set(state.teams)):
        members = [s for s, t in enumerate(state.teams) if t == team]
        fallen = [s for s in members if state.positions[s] is None]
        left = [s for s in members if state.positions[s] is not None]
        if not fallen or not left:
            continue
        seat = left[0]
        state, gain, change = frc.take(state, seat, REVENGE_FORCE * len(fallen),
                                       allow_box=True)
        rule = '000 "Team Force": Revenge'
        state = state.why(seat, "force", change, f"Revenge: {len(fallen)} "
                          "teammate(s) defeated, 2 Force each", rule)
        state = state.why(None, "pool", -gain.from_pool, "Revenge Force for "
                          f"{state.name(seat)}'s team", rule)
    return state


def time_over(state: GameState) -> tuple[Outcome, str]:
    """Who wins a team battle at time over, and why in words: the team whose fighters still
    standing hold more life in all; among teams with equal life the one without the Active
    status, the lowest team number first (000 "Time Over" read for teams: docs/rulings.md).
    The winner named is that team's lowest seat still standing."""
    life = {team: sum(state.fighters[s].life for s in standing(state)
                      if state.teams[s] == team) for team in sorted(set(state.teams))}
    best = max(life.values())
    top = [team for team, total in life.items() if total == best]
    holder = state.teams[state.active]
    if len(top) == 1:
        team = top[0]
        rest = max((v for t, v in life.items() if t != team), default=0)
        reason = f"more life in all ({best} to {rest})"
    else:
        team = next((t for t in top if t != holder), top[0])
        reason = f"equal life ({best}): the team without the Active status wins"
    winner = min(s for s in standing(state) if state.teams[s] == team)
    return Outcome("time_over" if len(top) == 1 else "time_over_tie", winner), reason
