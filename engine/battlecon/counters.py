"""Counters that lie on cards (000 rulebook, "Tokens & Counters"; "Recycle Phase"; the unique
abilities of Welsie Acktern and Kajia Septie Salix).

A token kind with ``on_cards: true`` (`schema.TokenSpec`) has counters that sit on the attack
pair and the discard piles of one fighter (the owner's own cards, or with ``held_by:
opponent`` the opponent's) and travel with those cards: at Recycle the attack pair goes to
discard pile 1 with its counters, pile 1's go to pile 2, and the counters of the pile that
returns to hand go back to the owner's pool (000 "Recycle Phase" step 1). A Finisher beat
does not rotate the piles: counters on the Finisher go back to the pool. When a fighter must
recycle again for lack of a style or base (`set_and_ante.recycle_again`), the piles rotate
again and so do their counters.

The owner's pool is the token's supply; counters on cards are kept apart, per place, in the
owner's `FighterState.on_cards`; depletion holds counters lost (for example, taken off a pair
that missed). So total = supply + depletion + counters on cards.
"""

from __future__ import annotations

from engine.notes import Note, note_kind

from .counter_counts import count, piles_holding  # noqa: F401 - read as counters.count too
from .damage import chip
from .errors import InvalidInput, RuleViolation
from .passives import restricted
from .state import GameState, Kit
from .words import PILE_WORDS

PLACES = ("pair", "discard1", "discard2")
PLACE_WORDS = PILE_WORDS  # the three places, in `words`

# The notes of counters on cards: ``token`` the kind, ``owner`` the short name of the fighter
# whose cards they lie on, places `PLACES` ids, ``amount`` how many moved.
_BARRED = note_kind("counter_barred_from_pair", '000 "Cannot vs. Do"',
                    'No {token} counter may go on this attack pair (000 "Cannot vs. Do")')
_PUT = note_kind("counters_put_on", '000 "Tokens & Counters"', lambda v: (
    f"{v['amount']} {v['token']} put on {v['owner']}'s {PLACE_WORDS[v['place']]}"))
_TAKEN_OFF = note_kind("counters_taken_off", '000 "Tokens & Counters"', lambda v: (
    f"{v['amount']} {v['token']} taken off {v['owner']}'s {PLACE_WORDS[v['place']]}"))
_TAKEN_BACK = note_kind("counters_taken_back", '000 "Tokens & Counters"', lambda v: (
    f"{v['amount']} {v['token']} taken back from {v['owner']}'s {PLACE_WORDS[v['place']]}"))
_MOVED = note_kind("counters_moved", '000 "Tokens & Counters"', lambda v: (
    f"{v['amount']} {v['token']} moved from {PLACE_WORDS[v['source']]} to "
    f"{PLACE_WORDS[v['to']]}"))
_BY_HAND = note_kind("counters_by_hand", "", lambda v: (
    f"{v['name']}'s {v['token']} on {PLACE_WORDS[v['place']]} set by hand: "
    f"{v['before']} -> {v['after']}"))
_BACK = note_kind("counters_back_to_pool", '000 "Recycle Phase"',
                  "{amount} {token} counter(s) come back to {name}'s pool with the cards "
                  "they lay on")
_LIFE = note_kind("life_for_counters", '000 "Other Effects": Chip X',
                  "{name} loses {amount} life for the {token} counters that left their cards")


def holder(state: GameState, seat: int, token: str) -> int:
    """The seat whose cards ``seat``'s counters ``token`` lie on."""
    spec = state.kits[seat].tokens[state.kits[seat].token_index(token)]
    return state.foe(seat) if spec.held_by == "opponent" else seat


def put(state: GameState, seat: int, token: str, place: str, amount: int) -> GameState:
    """Move up to ``amount`` counters from ``seat``'s pool onto ``place`` (a negative
    amount takes up to that many off ``place`` into depletion: they are lost), noting it.
    A "cannot" on counters on the attack pair (`schema.Restriction` counters_on_pair) of the
    holder stops counters going onto the pair (000 "Cannot vs. Do")."""
    kit = state.kits[seat]
    i = kit.token_index(token)
    fighter = state.fighters[seat]
    slots = list(fighter.on_cards[i])
    at = PLACES.index(place)
    supply, depletion = list(fighter.supply), list(fighter.depletion)
    if amount > 0:
        if place == "pair" and restricted(state, holder(state, seat, token), "counters_on_pair"):
            return state.note(_BARRED, seat=seat, token=token)
        moved = min(amount, supply[i])
        supply[i] -= moved
    else:
        moved = -min(-amount, slots[at])
        depletion[i] -= moved
    if not moved:
        return state
    slots[at] += moved
    on_cards = fighter.on_cards[:i] + (tuple(slots),) + fighter.on_cards[i + 1:]
    state = state.with_fighter(seat, supply=tuple(supply), depletion=tuple(depletion),
                               on_cards=on_cards)
    owner = holder(state, seat, token)
    return state.note(_PUT if moved > 0 else _TAKEN_OFF, seat=seat, token=token,
                      amount=abs(moved), holder=owner, owner=state.name(owner), place=place)


def take_back(state: GameState, seat: int, token: str, place: str, amount: int) -> GameState:
    """Take up to ``amount`` of ``seat``'s counters ``token`` off ``place`` back into the pool
    (a `regain_tokens` with a ``place``: "return the token to your pool" from the cards it
    lies on; Vanaah's Reaping), up to the kind's limit, noting it."""
    kit = state.kits[seat]
    i = kit.token_index(token)
    spec = kit.tokens[i]
    fighter = state.fighters[seat]
    slots = list(fighter.on_cards[i])
    at = PLACES.index(place)
    room = (spec.limit if spec.limit is not None else spec.total) - fighter.supply[i]
    moved = max(0, min(amount, slots[at], room))
    if not moved:
        return state
    slots[at] -= moved
    supply = fighter.supply[:i] + (fighter.supply[i] + moved,) + fighter.supply[i + 1:]
    on_cards = fighter.on_cards[:i] + (tuple(slots),) + fighter.on_cards[i + 1:]
    state = state.with_fighter(seat, supply=supply, on_cards=on_cards)
    owner = holder(state, seat, token)
    return state.note(_TAKEN_BACK, seat=seat, token=token, amount=moved, holder=owner,
                      owner=state.name(owner), place=place)


def move_all(state: GameState, seat: int, token: str, source: str, to: str) -> GameState:
    """Move every counter ``token`` of ``seat`` lying on ``source`` onto ``to``."""
    i = state.kits[seat].token_index(token)
    fighter = state.fighters[seat]
    slots = list(fighter.on_cards[i])
    a, b = PLACES.index(source), PLACES.index(to)
    if not slots[a] or a == b:
        return state
    moved, slots[a] = slots[a], 0
    slots[b] += moved
    on_cards = fighter.on_cards[:i] + (tuple(slots),) + fighter.on_cards[i + 1:]
    state = state.with_fighter(seat, on_cards=on_cards)
    return state.note(_MOVED, seat=seat, token=token, amount=moved, source=source, to=to)


def set_by_hand(state: GameState, seat: int, token: str, place: str, value: int) -> GameState:
    """``adjust cards:TOKEN:PLACE``: ``seat``'s counters ``token`` on ``place`` set to
    ``value``, the difference taken from or given back to the pool.

    Raises:
        InvalidInput: not a kind of counter on cards, or an unknown place.
        RuleViolation: more than the pool can give, or a negative number.
    """
    kit = state.kits[seat]
    i = kit.token_index(token)
    if not kit.tokens[i].on_cards:
        raise InvalidInput(f"{token} counters do not lie on cards")
    if place not in PLACES:
        raise InvalidInput(f"a place of cards is {', '.join(PLACES)}, not {place!r}")
    fighter = state.fighters[seat]
    slots = list(fighter.on_cards[i])
    at = PLACES.index(place)
    delta = value - slots[at]
    if value < 0 or delta > fighter.supply[i]:
        raise RuleViolation(f"{state.name(seat)} can put 0 to {slots[at] + fighter.supply[i]} "
                            f"{token} there (the pool holds {fighter.supply[i]})",
                            '000 "Tokens & Counters"')
    slots[at] = value
    supply = list(fighter.supply)
    supply[i] -= delta
    on_cards = fighter.on_cards[:i] + (tuple(slots),) + fighter.on_cards[i + 1:]
    state = state.with_fighter(seat, supply=tuple(supply), on_cards=on_cards)
    return state.note(_BY_HAND, seat=seat, name=state.name(seat), token=token, place=place,
                      before=value - delta, after=value)


def recycle(state: GameState, rotations: tuple[int, ...]) -> GameState:
    """Move counters on cards with the cards at Recycle (see the module doc).

    ``rotations[h]``: how many times the discard piles of the fighter in seat ``h`` rotated
    this Recycle (1, plus each extra recycle for lack of a style or base; a Finisher beat
    rotates nothing). Returned counters are noted.
    """
    for seat in range(len(state.fighters)):  # every seat of a team battle
        kit = state.kits[seat]
        if not kit_has_counters_on_cards(kit):
            continue
        fighter = state.fighters[seat]
        supply = list(fighter.supply)
        on_cards = list(fighter.on_cards)
        for i, spec in enumerate(kit.tokens):
            if not spec.on_cards:
                continue
            cards_of = state.foe(seat) if spec.held_by == "opponent" else seat
            pair, one, two = on_cards[i]
            back = 0
            if state.fighters[cards_of].finisher_used:
                back, pair = pair, 0
            for turn in range(rotations[cards_of]):
                back += two
                pair, one, two = 0, (pair if turn == 0 else 0), one
            supply[i] += back
            on_cards[i] = (pair, one, two)
            if back:
                state = state.with_fighter(seat, supply=tuple(supply), on_cards=tuple(on_cards))
                state = state.note(_BACK, seat=seat, name=state.name(seat), token=spec.name,
                                   amount=back)
                if spec.life_per_return:
                    state = _returned_life(state, cards_of, back * spec.life_per_return,
                                           spec.name)
        state = state.with_fighter(seat, supply=tuple(supply), on_cards=tuple(on_cards))
    return state


def _returned_life(state: GameState, seat: int, amount: int, token: str) -> GameState:
    """``seat`` loses ``amount`` life for counters that came back off their cards (a chip,
    000 "Other Effects": never below 1 life)."""
    before = state.fighters[seat].life
    state = state.with_fighter(seat, life=chip(before, amount))
    after = state.fighters[seat].life
    note = Note.of(_LIFE, seat=seat, name=state.name(seat), amount=before - after, token=token)
    parts = (("counters", amount), ("never below 1 life", before - after - amount)) \
        if before - after != amount else ()
    return state.why(seat, "life", after - before, str(note), '000 "Other Effects": Chip X',
                     parts=parts, note=note)


def kit_has_counters_on_cards(kit: Kit) -> bool:
    """True when any of the kit's token kinds lies on cards (cached on the kit)."""
    found = kit._effects.get("counters_on_cards")
    if found is None:
        found = kit._effects["counters_on_cards"] = any(t.on_cards for t in kit.tokens)
    return found


def on_cards_view(state: GameState, seat: int) -> tuple[tuple[str, str, int, int, int], ...]:
    """For the fighter panel: (token, whose cards in words, on the attack pair, on discard
    pile 1, on discard pile 2) for each of ``seat``'s kinds of counters that lie on cards,
    in `Kit.tokens` order; () for a fighter without any."""
    kit = state.kits[seat]
    found = []
    for i, spec in enumerate(kit.tokens):
        if spec.on_cards:
            whose = state.name(state.foe(seat) if spec.held_by == "opponent" else seat)
            found.append((spec.name, f"on {whose}'s cards", *state.fighters[seat].on_cards[i]))
    return tuple(found)


