"""The multiplayer variants of 001 ("Multiplayer Variants"), played on top of a team battle or a
Classic Melee (`teams`; the Melee itself is a battle where every fighter is its own team):

- Power-Up Mode: each beat the app rolls a six-sided die; the space it shows holds a power-up,
  and the first fighter to end a movement there that beat draws an Armory card, uses it and
  discards it (the Armory cards are not in the rulebooks: the table applies the card, the
  app counts the draws).
- Force Power-Up: the same, but the fighter gains 3 Force instead of a card.
- Stock Mode: a knockout gains the attacker a KO marker; the fighter knocked out comes back at
  the start of the next beat; the most KOs wins at time over.

The die is rolled from the duel's seed and the beat number, so a replayed duel rolls the same
(`GameState.seed`). What 001 leaves open is in docs/rulings.md (64-66).
"""

from __future__ import annotations

import random

from engine.notes import Note, note_kind

from . import force as frc
from .state import GameState, Outcome
from .state import evolve as replace

VARIANTS = ("", "power_up", "force_power_up", "stock")
VARIANT_TITLES = {"": "no variant", "power_up": "Power-Up Mode",
                  "force_power_up": "Force Power-Up", "stock": "Stock Mode"}
FORCE_POWER_UP = 3  # 001: +3 Force instead of a card
_RULE = '001 "Multiplayer Variants"'
# The notes of the variants (``variant`` a `VARIANTS` id, its title in `VARIANT_TITLES`).
_ROLL = note_kind("power_up_rolled", _RULE, lambda v: (
    f"The die shows {v['space']}: a power-up waits on space {v['space']} this beat "
    f"({_RULE}: {VARIANT_TITLES[v['variant']]})"))
_FORCE_TAKEN = note_kind("force_power_up_taken", _RULE,
                         f"{{name}} takes the Force Power-Up: 3 Force ({_RULE})")
_TAKEN = note_kind("power_up_taken", _RULE,
                   "{name} takes the power-up: draw an Armory card, use it and discard it "
                   f"(the table applies it; {_RULE})")
_KO = note_kind("stock_knocked_out", _RULE, lambda v: (
    f"{v['name']} is knocked out: "
    + (f"{v['attacker']} gains a KO marker ({v['kos']} in all)" if v["attacker"] is not None
       else "no one gains a KO marker")
    + f"; back at the start of the next beat ({_RULE}: Stock Mode)"))
_BACK = note_kind("stock_back", _RULE,
                  f"{{name}} is back on space {{space}} with {{life}} life ({_RULE}: Stock Mode)")


def roll(state: GameState) -> int:
    """This beat's die (1-6) for the duel's seed: the same roll on every replay."""
    return random.Random(f"{state.seed}:{state.beat}").randint(1, 6)


def start_of_beat(state: GameState) -> GameState:
    """What a variant does as a beat begins: roll the power-up's space (Power-Up Modes), bring
    back the fighters knocked out last beat (Stock Mode)."""
    if state.variant in ("power_up", "force_power_up"):
        space = roll(state)
        state = replace(state, power_up=space)
        state = state.note(_ROLL, space=space, variant=state.variant)
    if state.variant == "stock":
        state = _respawn(state)
    return state


def after_move(state: GameState, mover: int) -> GameState:
    """``mover`` ended a movement: on the power-up's space it takes the power-up (once a
    beat): an Armory card to draw, or 3 Force (Force Power-Up)."""
    if state.power_up is None or state.positions[mover] != state.power_up:
        return state
    state = replace(state, power_up=None)
    who = state.name(mover)
    if state.variant == "force_power_up":
        state, gain, change = frc.take(state, mover, FORCE_POWER_UP)
        state = state.why(mover, "force", change, "Force Power-Up: 3 Force", _RULE)
        return state.why(None, "pool", -gain.from_pool, f"Force Power-Up for {who}", _RULE,
                         note=Note.of(_FORCE_TAKEN, seat=mover, name=who))
    armory = state.armory[:mover] + (state.armory[mover] + 1,) + state.armory[mover + 1:]
    state = replace(state, armory=armory)
    return state.note(_TAKEN, seat=mover, name=who, draws=state.armory[mover])


def knocked_out(state: GameState, seat: int) -> GameState:
    """Stock Mode: ``seat`` fell to 0 life: the attacker (if an attack did it) gains a KO
    marker, and ``seat`` leaves the board until the next beat."""
    attacker = state.cursor.attacker
    if attacker != seat and state.teams[attacker] != state.teams[seat]:
        kos = state.kos[:attacker] + (state.kos[attacker] + 1,) + state.kos[attacker + 1:]
        state = replace(state, kos=kos)
        credit = {"by": attacker, "attacker": state.name(attacker), "kos": kos[attacker]}
    else:
        credit = {"by": None, "attacker": None, "kos": 0}
    positions = state.positions[:seat] + (None,) + state.positions[seat + 1:]
    state = replace(state, positions=positions).with_fighter(seat, stunned=True)
    return state.note(_KO, seat=seat, name=state.name(seat), **credit)


def _respawn(state: GameState) -> GameState:
    """Bring every fighter off the board back at full life on the free space nearest its
    starting one (ruling 65)."""
    for seat, space in enumerate(state.positions):
        if space is not None:
            continue
        taken = {p for p in state.positions if p is not None}
        home = state.starts[seat]
        free = min((s for s in range(1, state.board + 1) if s not in taken),
                   key=lambda s: (abs(s - home), s))
        state = replace(state, positions=state.positions[:seat] + (free,)
                        + state.positions[seat + 1:])
        start = state.starting_life(seat)
        life = state.fighters[seat].life
        state = state.with_fighter(seat, life=start)
        state = state.why(seat, "life", start - life, "back in the battle at full life",
                          _RULE, note=Note.of(_BACK, seat=seat, name=state.name(seat),
                                              space=free, life=start))
    return state


def stock_time_over(state: GameState) -> tuple[Outcome, str] | None:
    """Stock Mode at time over: the team with the most KO markers wins; None on a tie (then
    life decides, as in any team battle)."""
    if state.variant != "stock":
        return None
    score: dict[int, int] = {}
    for seat, team in enumerate(state.teams):
        score[team] = score.get(team, 0) + state.kos[seat]
    best = max(score.values())
    top = [team for team, n in score.items() if n == best]
    if len(top) > 1:
        return None
    team = top[0]
    winner = min(s for s, t in enumerate(state.teams) if t == team)
    return Outcome("time_over", winner), f"the most KO markers ({best})"
