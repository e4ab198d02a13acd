"""Benchmark: random legal ABXY matches played to their winner through the assistant's log.

Prints ``inputs_per_second=N replay_ms=M entries=E``: N inputs applied per second on one core
(each as the app applies it: `assistant.abxy.log.MatchLog.play`), M the milliseconds to
rebuild a finished match from its log (what a server restart or an undo costs; mean over the
matches), E the mean number of log entries of a match. Random play can reach a round that
never ends (two fighters without an attack, neither playing into the other's lockouts): a
match is left after 2000 inputs and counted in ``left=``. Usage: ``python bench/abxy.py
[MATCHES] [SEED]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.abxy.log import MatchLog, MatchSetup  # noqa: E402
from engine.abxy import draft as drafting  # noqa: E402
from engine.abxy.game import playable, waiting_for  # noqa: E402
from engine.abxy.match import Button, Creature  # noqa: E402
from engine.abxy.specials import SPECIALS  # noqa: E402


def pool(rng: random.Random) -> tuple[Creature, ...]:
    """The 21 creatures of the rules with random weights and their special actions on a
    random button (Bite on Y)."""
    cards = []
    for special in SPECIALS:
        for name in special.creatures:
            button = Button.Y if special.name == "Bite" else rng.choice(list(Button))
            cards.append(Creature(name, rng.randint(1, 60), special=special.name,
                                  special_button=button,
                                  types=(rng.choice(("water", "fire", "rock", "plant")),)))
    return tuple(cards)


def next_input(log: MatchLog, rng: random.Random) -> str:
    """A random legal input for the match now."""
    state = log.state
    if state.game is None:
        ask = drafting.asks(state.draft)[0]
        return f"draft {ask.player} " + "|".join(rng.sample(ask.options, ask.count))
    game = state.game
    player = waiting_for(game)[0]
    if game.phase == "active":
        return f"active {player} {rng.randrange(len(game.teams[player]))}"
    if game.phase == "input":
        first, second = rng.sample(playable(game, player), 2)
        return f"input {player} {first} {second}"
    if game.phase == "answer":
        return f"answer {player} {rng.choice(game.pending.options)}"
    return f"reveal {player}"


def main(matches: int = 200, seed: int = 1) -> None:
    rng = random.Random(seed)
    methods = list(drafting.METHODS)
    inputs, played, replays, entries, left = 0, 0.0, 0.0, 0, 0
    for n in range(matches):
        log = MatchLog(MatchSetup(methods[n % len(methods)], rng.randrange(10**9), pool(rng)))
        while log.state.game is None or log.state.game.phase != "over":
            if len(log.entries) >= 2000:
                left += 1
                break
            text = next_input(log, rng)
            started = time.perf_counter()
            log.play(text)
            played += time.perf_counter() - started
            inputs += 1
        started = time.perf_counter()
        MatchLog(log.setup, list(log.entries))
        replays += time.perf_counter() - started
        entries += len(log.entries)
    print(f"inputs_per_second={inputs / played:.0f} replay_ms={replays / matches * 1000:.2f} "
          f"entries={entries / matches:.0f} left={left}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
