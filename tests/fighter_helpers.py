"""Helpers for the per-fighter tests (tests/fighters/): start a duel between two shipped
fighters, play one beat with chosen pairs and antes, and read what happened.

A beat played here takes the first option of every choice the test does not make itself, so a
test names only what matters to its rule sentence.
"""

from __future__ import annotations

from dataclasses import replace

from engine.battlecon.adjust import adjust_decision
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import Catalog, default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.setup import DuelSetup, new_duel
from engine.battlecon.state import GameState, Phase
from tests.conftest import seat, with_hand


def start(a: str, b: str, *, positions: tuple[int, int] = (3, 5), first_active: int = 0,
          life: tuple[int, int] | None = None, catalog: Catalog | None = None) -> GameState:
    """A duel of fighter ``a`` (seat 0) against ``b`` (seat 1) at the first Set step, with
    the standups on ``positions`` (spaces 1..7) and, if given, each fighter's life;
    ``catalog``: where the fighters come from (default: `fighters/`)."""
    catalog = catalog or default_catalog()
    state = new_duel(DuelSetup((seat(a, catalog), seat(b, catalog)),
                               first_active=first_active), catalog)
    state = replace(state, positions=positions)
    if life is not None:
        state = state.with_fighter(0, life=life[0]).with_fighter(1, life=life[1])
    return state


def formless(state: GameState, seat_: int = 1) -> GameState:
    """``state`` with ``seat_``'s discard pile 1 emptied: Kehrolyn, used as a plain opponent,
    then has no Current Form (her unique ability adds the style in that pile to her attack,
    with its numbers and effects: Mutating, the quick start's, costs her 1 life each beat)."""
    return state.with_fighter(seat_, discard1=())


def set_only(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str]) -> GameState:
    """Both fighters set these pairs (the cards are put in hand first); the state at the
    start of the Ante Phase (its trigger window, if any fighter has one)."""
    state = with_hand(with_hand(state, 0, *pair0), 1, *pair1)
    state = apply(state, Decision(0, "set", *pair0))
    return apply(state, Decision(1, "set", *pair1))


def set_revealed(state: GameState, pair0: tuple[str, str],
                 pair1: tuple[str, str]) -> GameState:
    """`set_only`, then read as revealed (phase Start, nothing resolved): for the stats of
    the two pairs as they stand at Reveal."""
    return replace(set_only(state, pair0, pair1), phase="start")


def until_step(state: GameState, step: str) -> GameState:
    """Take the first option of every decision until the beat reaches ``step`` (a name of
    `beat.STEPS`: "end", "recycle"...)."""
    while state.cursor.step != step and state.outcome is None:
        state = apply(state, pending(state).options[0])
    return state


def through_ante(state: GameState,
                 antes: tuple[tuple[int, str] | tuple[int, str, str], ...] = ()) -> GameState:
    """From the start of the Ante Phase: its opening triggers take their first option, then
    ``antes`` are made in order, each ``(seat, ante name)`` or ``(seat, ante name, choice)``;
    the other seat passes whenever it is its turn, and both pass at the end. Returns the state
    after Reveal's automatic steps (the beat runs on until the first decision)."""
    todo = list(antes)
    while state.phase == Phase.ANTE:
        if state.cursor.step != "ante" or state.cursor.work is not None:
            # triggers at the start of the Ante Phase first; an ante's choice: first option
            state = apply(state, pending(state).options[0])
            continue
        who = state.cursor.to_act
        if todo and todo[0][0] == who:
            _, name, *choice = todo.pop(0)
            state = apply(state, Decision(who, "ante", name, choice[0] if choice else ""))
        else:
            state = apply(state, Decision(who, "pass"))
    assert not todo, f"antes not made: {todo}"
    return state


def set_and_ante(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str],
                 antes: tuple[tuple[int, str] | tuple[int, str, str], ...] = ()) -> GameState:
    """`set_only` then `through_ante`."""
    return through_ante(set_only(state, pair0, pair1), antes)


def until_offered(state: GameState, decision: Decision) -> GameState:
    """Take the first option of every decision until ``decision`` is among the options."""
    while decision not in pending(state).options:
        state = apply(state, pending(state).options[0])
    return state


def take(state: GameState, decision: Decision) -> GameState:
    """`until_offered`, then take ``decision``."""
    return apply(until_offered(state, decision), decision)


def until_choice(state: GameState, effect_id: str) -> GameState:
    """Take the first option of every decision until ``effect_id`` asks for a choice."""
    while not any(d.kind == "choose" and d.a == effect_id for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    return state


def holding(state: GameState, seat_: int, token: str, count: int) -> GameState:
    """``seat_`` holds ``count`` tokens ``token`` in supply, the rest in depletion, set by
    hand as the table would (`adjust`): for tokens held by the opponent, what they hold."""
    return apply(state, adjust_decision(seat_, f"token:{token}", count))


def finish(state: GameState, *, choices: dict[str, str] | None = None,
           beat: int | None = None) -> GameState:
    """Play the rest of beat ``beat`` (default: the current one; at the Set step before any
    pair is set, the one that just ended); a state already past it is returned as it is.
    ``choices`` maps an effect id's card name (or the whole effect id) to the option key to
    take when that effect asks ("Reaver": "2,5"); every other decision takes its first
    option."""
    if beat is None:
        if state.phase == Phase.SET and not any(f.style for f in state.fighters):
            return state  # the beat already ended with no decision left (a new one begins)
        beat = state.beat
    choices = choices or {}
    while state.outcome is None and state.beat == beat:
        options = pending(state).options
        pick = options[0]
        for option in options:
            card = option.a.partition(":")[2].rpartition("#")[0]
            key = choices.get(option.a, choices.get(card))
            if key is not None and option.kind == "choose" and option.b == key:
                pick = option
                break
        state = apply(state, pick)
    return state


def play_beat(state: GameState, pair0: tuple[str, str], pair1: tuple[str, str],
              antes: tuple = (), choices: dict[str, str] | None = None) -> GameState:
    """`set_and_ante` then `finish`: one whole beat (only this one, even when it needed no
    decision after the antes); the state at the next Set step."""
    beat = state.beat
    return finish(set_and_ante(state, pair0, pair1, antes), choices=choices, beat=beat)


def tokens(state: GameState, seat_: int, name: str) -> int:
    """Tokens ``name`` in ``seat_``'s supply."""
    return state.tokens(seat_, name)


def against_valuer(fighter: str, **changes) -> GameState:
    """``fighter`` (seat 0) against the values tester, whose Idle style is +0 everywhere and has
    no effect (tests/data/vocab_values.yaml); ``changes``: `start`'s keywords."""
    from tests.conftest import DATA, catalog_with

    catalog = catalog_with(valuer=(DATA / "vocab_values.yaml").read_text(encoding="utf-8"))
    return start(fighter, "valuer", catalog=catalog, **changes)
