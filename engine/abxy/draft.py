"""Team building for ABXY (003 rules, "Setup" step 2 and "Team Building"), one player's answer
at a time.

A `Draft` is immutable: `start` shuffles the pool with ``random.Random(seed)`` and deals,
`asks` says who must decide what now, `choose` applies one answer and returns a new `Draft`.
The same ``start`` arguments and the same answers always give the same draft, so the app can
keep the answers as events and replay them.

Every question is answered the same way: name ``count`` of the ask's ``options``. The cut's
dealer answers "pile 1" (the five the divider chose) or "pile 2" (the other five): the pile
the dealer plays; the other player plays the other pile.

Hidden information: half-constructed removals and full-constructed builds are made at once
and in secret. Until both players have answered, a player may see only their own answer:
show them `visible(draft, player)`, never the draft itself (its ``picks`` hold both answers;
``teams`` and ``discarded`` stay empty until both have answered, so they leak nothing).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.errors import InvalidInput

TEAM_SIZE = 5

# The methods, by the names the app stores, with a title for the page.
METHODS = {
    "random": "Random teams",            # 003 "Setup" 2
    "open_draft": "Open draft",          # 003 "Team Building"
    "cut": "Cut",
    "half_constructed": "Half-constructed",
    "full_constructed": "Full-constructed",
}

# How many creatures each method deals out, so the pool must hold at least this many.
# Full-constructed from a shared pool (split=False) needs only one team's worth.
NEEDED = {"random": 10, "open_draft": 11, "cut": 10, "half_constructed": 14,
          "full_constructed": 10}

# The kind of question each method asks (the random deal asks nothing).
_KIND = {"open_draft": "pick", "half_constructed": "remove", "full_constructed": "build"}
# The answers made in secret, both at once (the others are made openly, one at a time).
SECRET_KINDS = ("remove", "build")
_PILES = ("pile 1", "pile 2")


@dataclass(frozen=True)
class Ask:
    """One decision due now: ``player`` (0 or 1) must name ``count`` of ``options``.

    ``kind`` is "pick" (open draft: one creature from the table), "divide" (cut: the five
    that make pile 1), "assign" (cut: the dealer names the pile they play, options
    ("pile 1", "pile 2")), "remove" (half-constructed: two of their seven) or "build"
    (full-constructed: five of their half, or of the whole pool).
    """

    player: int
    kind: str
    options: tuple[str, ...]
    count: int


@dataclass(frozen=True)
class Pick:
    """One answer given: ``player``, the ask's ``kind`` and the ``names`` chosen. In a
    `visible` copy, an opponent's secret answer has empty ``names``."""

    player: int
    kind: str
    names: tuple[str, ...]


@dataclass(frozen=True)
class Draft:
    """Team building under way (003 "Team Building").

    ``method``: a key of `METHODS`; ``dealer``: 0 or 1; ``split``: full-constructed from
    halves (True) or each from the whole pool (False).
    ``dealt``: (player 0's, player 1's) cards to see and choose from, as dealt: random, their
    5; open draft, the 11 on the table (the same for both); cut, the 10 dealt to the
    non-dealer (the dealer's is empty); half-constructed, their 7; full-constructed, their
    half or the whole pool.
    ``picks``: the answers so far, oldest first (`Pick`).
    ``teams``: (player 0's, player 1's), each filled in as it is settled; ``discarded``: the
    creatures the method removes from the game (the open draft's last, the half-constructed
    removals).
    """

    method: str
    dealer: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    split: bool = True
    picks: tuple[Pick, ...] = ()
    teams: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    discarded: tuple[str, ...] = ()

    @property
    def done(self) -> bool:
        """Both teams hold their final 5 creatures."""
        return all(len(team) == TEAM_SIZE for team in self.teams)


def _name(player: int) -> str:
    return f"Player {player + 1}"


def _list(names: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1] if names else "")))


def _deal(cards: list[str], each: int, first: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Deal ``each`` cards to both players one at a time, ``first`` player first."""
    hands: tuple[list[str], list[str]] = ([], [])
    for i, card in enumerate(cards[:2 * each]):
        hands[(first + i) % 2].append(card)
    return tuple(hands[0]), tuple(hands[1])


def start(method: str, pool: Sequence[str], seed: int, dealer: int = 0,
          split: bool = True) -> Draft:
    """Shuffle ``pool`` (creature names) with ``random.Random(seed)`` and deal for ``method``
    (003 "Setup" 2 and "Team Building"). Cards are dealt one at a time, the non-dealer first.

    ``split`` is read by full-constructed only: True shuffles the pool and divides it in half
    (a single set; with an odd pool the non-dealer has one more), False lets each player build
    from the whole pool as given (their own sets: teams may share creatures, 003 "Identical
    Match-Ups"), which needs only 5. The random deal is done at once.

    Raises:
        InvalidInput: an unknown method, a dealer other than 0 or 1, a blank or repeated
            name, or a pool smaller than the method needs (`NEEDED`).
    """
    if method not in METHODS:
        raise InvalidInput(f"Unknown team building method {method!r}: choose one of "
                           f"{', '.join(METHODS)}.")
    if dealer not in (0, 1):
        raise InvalidInput(f"The dealer is player 0 or 1, not {dealer!r}.")
    cards = list(pool)
    if any(not isinstance(c, str) or not c.strip() for c in cards):
        raise InvalidInput("Every creature in the pool needs a name.")
    repeated = sorted({c for c in cards if cards.count(c) > 1})
    if repeated:
        raise InvalidInput(f"The pool names {', '.join(repeated)} more than once.")
    shared = method == "full_constructed" and not split
    needed = TEAM_SIZE if shared else NEEDED[method]
    if len(cards) < needed:
        raise InvalidInput(f"{METHODS[method]} needs at least {needed} creatures in the pool; "
                           f"there are {len(cards)}.")
    other = 1 - dealer
    if shared:
        return Draft(method, dealer, (tuple(cards), tuple(cards)), split=False)
    random.Random(seed).shuffle(cards)
    if method == "random":
        hands = _deal(cards, TEAM_SIZE, other)
        return Draft(method, dealer, hands, teams=hands)
    if method == "open_draft":
        table = tuple(cards[:NEEDED[method]])
        return Draft(method, dealer, (table, table))
    if method == "cut":
        hands = [(), ()]
        hands[other] = tuple(cards[:NEEDED[method]])
        return Draft(method, dealer, (hands[0], hands[1]))
    if method == "half_constructed":
        return Draft(method, dealer, _deal(cards, 7, other))
    return Draft(method, dealer, _deal(cards, (len(cards) + 1) // 2, other))


def _answered(draft: Draft, player: int) -> bool:
    return any(p.player == player for p in draft.picks)


def _piles(draft: Draft) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cut's two piles once divided: pile 1 (chosen) and pile 2, in dealt order."""
    ten = draft.dealt[1 - draft.dealer]
    chosen = draft.picks[0].names
    return (tuple(c for c in ten if c in chosen), tuple(c for c in ten if c not in chosen))


def asks(draft: Draft) -> tuple[Ask, ...]:
    """Who must decide what now (003 "Team Building"): one `Ask` on a turn (open draft, cut),
    one per player still to answer when both answer at once (half- and full-constructed),
    none when the teams are final."""
    if draft.done:
        return ()
    other = 1 - draft.dealer
    if draft.method == "open_draft":
        taken = {p.names[0] for p in draft.picks}
        options = tuple(c for c in draft.dealt[0] if c not in taken)
        player = other if len(draft.picks) % 2 == 0 else draft.dealer
        return (Ask(player, "pick", options, 1),)
    if draft.method == "cut":
        if not draft.picks:
            return (Ask(other, "divide", draft.dealt[other], TEAM_SIZE),)
        return (Ask(draft.dealer, "assign", _PILES, 1),)
    count = 2 if draft.method == "half_constructed" else TEAM_SIZE
    return tuple(Ask(p, _KIND[draft.method], draft.dealt[p], count)
                 for p in (0, 1) if not _answered(draft, p))


def choose(draft: Draft, player: int, names: Sequence[str] | str) -> Draft:
    """Apply ``player``'s answer to their ask: ``names`` are ``count`` of its options (a
    single string is one name). Settles the teams when the method allows (003 "Team
    Building"): each open-draft pick joins the picker's team, the last card left is
    discarded; the cut's assign gives both teams; the removals and builds count once both
    players have answered (a built team keeps the order its player named).

    Raises:
        InvalidInput: the draft is done, a player other than 0 or 1, not this player's turn
            or already answered, the wrong number of names, a name not offered, a repeat.
    """
    if player not in (0, 1):
        raise InvalidInput(f"The player is 0 or 1, not {player!r}.")
    if draft.done:
        raise InvalidInput("The teams are already built.")
    due = asks(draft)
    ask = next((a for a in due if a.player == player), None)
    if ask is None:
        if _answered(draft, player) and draft.method in ("half_constructed", "full_constructed"):
            raise InvalidInput(f"{_name(player)} has already answered; waiting for "
                               f"{_name(1 - player)}.")
        raise InvalidInput(f"It is {_name(due[0].player)}'s turn to {due[0].kind}.")
    names = (names,) if isinstance(names, str) else tuple(names)
    if len(names) != ask.count:
        raise InvalidInput(f"{_name(player)} must name {ask.count} to {ask.kind}, "
                           f"not {len(names)}.")
    if len(set(names)) != len(names):
        raise InvalidInput("The same creature is named twice.")
    for n in names:
        if n not in ask.options:
            raise InvalidInput(f"{n} is not offered: choose from {', '.join(ask.options)}.")
    draft = replace(draft, picks=draft.picks + (Pick(player, ask.kind, names),))
    if ask.kind == "pick":
        teams = list(draft.teams)
        teams[player] = teams[player] + names
        draft = replace(draft, teams=(teams[0], teams[1]))
        if draft.done:
            kept = draft.teams[0] + draft.teams[1]
            draft = replace(draft, discarded=tuple(c for c in draft.dealt[0] if c not in kept))
        return draft
    if ask.kind == "assign":
        piles = _piles(draft)
        mine = piles[_PILES.index(names[0])]
        theirs = piles[1 - _PILES.index(names[0])]
        return replace(draft, teams=(mine, theirs) if player == 0 else (theirs, mine))
    if ask.kind == "divide" or asks(draft):
        return draft
    chosen = {p.player: p.names for p in draft.picks}
    if ask.kind == "remove":
        teams = tuple(tuple(c for c in draft.dealt[p] if c not in chosen[p]) for p in (0, 1))
        return replace(draft, teams=teams, discarded=chosen[0] + chosen[1])
    return replace(draft, teams=(chosen[0], chosen[1]))


def visible(draft: Draft, player: int | None) -> Draft:
    """The draft as ``player`` may see it (None: a shared screen, seen by both): while a
    secret answer (half-constructed "remove", full-constructed "build") waits for the other
    player's, the other player's answer keeps its place in ``picks`` but loses its names.
    Once both have answered, everything is shown."""
    if player not in (0, 1, None):
        raise InvalidInput(f"The player is 0, 1 or None, not {player!r}.")
    if _KIND.get(draft.method) not in SECRET_KINDS or not asks(draft):
        return draft
    return replace(draft, picks=tuple(p if p.player == player else replace(p, names=())
                                      for p in draft.picks))


def describe(draft: Draft) -> list[str]:
    """What happened so far, in words, oldest first (e.g. "Player 2 picks Fade"). It shows
    everything in the draft given: pass `visible(draft, player)` to a player's screen."""
    d, other = _name(draft.dealer), _name(1 - draft.dealer)
    m = draft.method
    if m == "random":
        lines = [f"{d} shuffles and deals 5 creatures to each player"]
    elif m == "open_draft":
        lines = [f"{d} deals 11 creatures to the table: {', '.join(draft.dealt[0])}"]
    elif m == "cut":
        lines = [f"{d} deals 10 creatures to {other}"]
    elif m == "half_constructed":
        lines = [f"{d} deals 7 creatures to each player"]
    elif draft.split:
        lines = [f"The pool is shuffled and divided in half: Player 1 has "
                 f"{len(draft.dealt[0])}, Player 2 has {len(draft.dealt[1])}"]
    else:
        lines = [f"Both players build from the whole pool of {len(draft.dealt[0])}"]
    for p in draft.picks:
        who, names = _name(p.player), _list(p.names)
        if not p.names:
            lines.append(f"{who} has chosen in secret")
        elif p.kind == "pick":
            lines.append(f"{who} picks {names}")
        elif p.kind == "divide":
            one, two = _piles(draft)
            lines.append(f"{who} divides them: pile 1 {', '.join(one)}; "
                         f"pile 2 {', '.join(two)}")
        elif p.kind == "assign":
            lines.append(f"{who} plays {names}; {_name(1 - p.player)} plays the other")
        elif p.kind == "remove":
            lines.append(f"{who} removes {names} from the game")
        else:
            lines.append(f"{who} builds a team: {names}")
    if m == "open_draft" and draft.done:
        lines.append(f"{_list(draft.discarded)} is left over and discarded")
    if draft.done:
        lines += [f"{_name(p)}'s team: {', '.join(draft.teams[p])}" for p in (0, 1)]
    return lines
