"""What one viewer may see of a duel (issue 22 item 1: hidden information is removed here,
once; the assistant's views are built on the result).

Before Reveal (000 "Set Phase", "Ante Phase": the attack pairs are set face-down and a trap
anted face-down stays secret until Reveal), a seat's pair and its face-down ante choice are
known to that seat only, as is a new base chosen in a Clash until both have chosen. `seen_by`
returns the state with the others' secrets taken out: the set style and base go back among
the hand's cards (the hand in the kit's order) and read `FACE_DOWN`, so what the viewer is
shown is the same whichever pair was set.
"""

from __future__ import annotations

from .state import GameState, Phase, evolve

#: The steps in which set pairs and face-down ante choices are secret (before Reveal).
HIDDEN_PHASES = (Phase.SET, Phase.ANTE)

#: What a secret card reads in a viewer's state: set, but not named (not a card name).
FACE_DOWN = "(face-down)"


def seen_by(state: GameState, viewer: int | None) -> GameState:
    """``state`` as ``viewer`` (a seat, or None: the shared phone and spectators, who see no
    one's secrets) may see it: before Reveal, every other seat's set style and base read
    `FACE_DOWN` (the two cards listed in hand, where they were before the Set) and so does a
    face-down ante choice (``FighterState.secret``); in a Clash, so does another seat's new
    base until both have chosen (000 "Priority Tie? - Clash!"). Otherwise everything is open
    and the state is returned as it is. Viewing a viewed state changes nothing more."""
    if state.phase in HIDDEN_PHASES:
        state = _pairs_seen_by(state, viewer)
    choices = state.cursor.clash_choices
    hidden = tuple(c if c is None or seat == viewer else FACE_DOWN
                   for seat, c in enumerate(choices))
    if hidden != choices:
        state = evolve(state, cursor=evolve(state.cursor, clash_choices=hidden))
    return state


def _pairs_seen_by(state: GameState, viewer: int | None) -> GameState:
    """The others' set pairs and face-down ante choices taken out (see `seen_by`)."""
    for seat, fighter in enumerate(state.fighters):
        if seat == viewer:
            continue
        changes = {}
        if fighter.style is not None and fighter.style != FACE_DOWN:
            cards = tuple(c for c in (fighter.style, fighter.base) if c)
            changes.update(hand=_in_kit_order(state, seat, fighter.hand + cards),
                           style=FACE_DOWN, base=FACE_DOWN)
        if fighter.secret is not None and fighter.secret != FACE_DOWN:
            changes["secret"] = FACE_DOWN
        if changes:
            state = state.with_fighter(seat, **changes)
    return state


def _in_kit_order(state: GameState, seat: int, hand: tuple[str, ...]) -> tuple[str, ...]:
    """``hand`` in the kit's order (styles, then bases; other cards after, as they were), so
    that the order of the cards does not tell which two were set."""
    kit = state.kits[seat]
    order = {name: i for i, name in enumerate((*kit.styles, *kit.bases))}
    return tuple(sorted(hand, key=lambda name: order.get(name, len(order))))
