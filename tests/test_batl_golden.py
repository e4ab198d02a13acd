"""The Monk example of 004 ("Example of play": Hit, Meditate, Ki, Flow, a move and an attack)
replays to its hand-written transcript: every input and what the app says it did."""

from dataclasses import replace
from pathlib import Path

from batl_helpers import KNIGHT, MONK

from engine.batl.cards import Character
from engine.batl.events import Event
from engine.batl.game import apply, new_game
from engine.batl.state import explain

GOLDEN = Path(__file__).parent / "golden" / "batl_monk_example.txt"
# the example's target: DEF 0
TARGET = replace(KNIGHT, character=Character("Knight", atk=1, defense=0, ms=1, reach=1))


def play_transcript(lines):
    game = new_game([MONK, TARGET], [[0], [1]], seed=11, starts={0: (2, 2), 1: (2, 4)})
    out, states = [], []
    for line in lines:
        if line.startswith("> "):
            game = apply(game, Event.parse(line[2:]))
            out += [line, "; ".join(map(str, game.notes))]
            states.append(game)
    return out, states


def test_monk_example_replays_to_its_transcript():
    lines = [ln for ln in GOLDEN.read_text().splitlines() if ln and not ln.startswith("#")]
    played, _ = play_transcript(lines)
    assert played == lines


def test_monk_example_attack_is_two_damage_from_hit_and_base_atk():
    lines = [ln for ln in GOLDEN.read_text().splitlines() if ln.startswith("> ")]
    _, states = play_transcript(lines)
    before_attack = states[7]  # after the move, Hit still in play
    assert explain(before_attack, 0, "atk") == "ATK 2 = Monk 1 + Hit +1"
    assert states[8].players[1].hp == 18
    assert states[-1].players[0].hp == 20  # Flow made the reply miss
    # Ki resolved at once, Hit at the end of the turn, Meditate at the next turn's start
    assert states[-1].players[0].discard == ("Ki", "Hit", "Meditate")
