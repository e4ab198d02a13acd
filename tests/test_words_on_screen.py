"""No internal id reaches the screen (issue 21 item 3): the words of every timing, in-time
event, action and choice come from `engine.battlecon.words`, and random duels of the whole
roster, rendered as the phone renders them, never show a snake_case id, an option key or a
raw tuple in the text a player reads."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import get_args

import pytest
import yaml

from assistant.log import DuelLog
from assistant.views import describe, history
from engine.battlecon.action_table import ACTIONS
from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.decisions import Decision
from engine.battlecon.schema import Action, InTimeEvent, Timing
from engine.battlecon.setup import DuelSetup, suggested_seat
from engine.battlecon.words import (
    PER_SOURCES,
    PER_WORDS,
    RESTRICTION_WORDS,
    RESTRICTIONS,
    TIMING_KEYS,
    WORDED_KINDS,
    action_words,
    timing_words,
)
from tests.fighter_helpers import holding, set_and_ante, start

#: A snake_case id ("you_take_damage", "spend_tokens").
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
#: A raw tuple or list ("(1, 2)", "['a']"), two numbers joined by a comma with no space
#: ("6,5": a movement's key), an option key ("m0:5", "sp:Name", "b:Drive", "#1").
RAW = re.compile(r"\(\d+, ?\d+\)|\[[^\]]*\]|\b\d+,\d+\b|(?<![\w&])#\d|\b[a-z]{1,2}\d*:\S")

ROSTER = sorted(default_catalog().fighters)
GOLDEN = Path(__file__).parent / "golden"


def ids_in(text: str) -> list[str]:
    """The snake_case ids and raw values in ``text``."""
    return SNAKE.findall(text) + RAW.findall(text)


class _Text(HTMLParser):
    """The text of a page a player reads: text nodes (not scripts or styles) and the
    aria-label and title attributes; other attribute values (forms' hidden values) not."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs) -> None:
        self._skip += tag in ("script", "style")
        self.parts += [v for k, v in attrs if k in ("aria-label", "title") and v]

    def handle_endtag(self, tag) -> None:
        self._skip -= tag in ("script", "style")

    def handle_data(self, data) -> None:
        if not self._skip:
            self.parts.append(data)


def seen_text(page: str) -> str:
    """What a player reads on ``page`` (HTML), as one line of text."""
    parser = _Text()
    parser.feed(page)
    return " ".join(" ".join(parser.parts).split())


# ---------------------------------------------------------------- every word in one place


def test_every_timing_and_in_time_event_of_the_schema_has_words_without_an_id():
    keys = {t for t in get_args(Timing) if t != "when"}
    keys |= {f"when:{event}" for event in get_args(InTimeEvent)}
    assert keys <= set(TIMING_KEYS)
    for key in sorted(keys):
        assert timing_words(key) and not ids_in(timing_words(key)), key


def test_every_action_kind_every_per_source_and_restriction_has_words():
    assert set(ACTIONS) <= WORDED_KINDS
    assert set(Action.model_fields) <= WORDED_KINDS
    assert set(PER_SOURCES) <= set(PER_WORDS)
    assert set(RESTRICTIONS) <= set(RESTRICTION_WORDS)


def _actions(node):
    if isinstance(node, Action):
        yield node
    if hasattr(type(node), "model_fields"):
        for name in type(node).model_fields:
            yield from _actions(getattr(node, name))
    elif isinstance(node, (list, tuple)):
        for item in node:
            yield from _actions(item)


def test_every_action_of_every_shipped_fighter_is_worded_without_an_id():
    catalog = default_catalog()
    worded = {}
    for fid in ROSTER:
        for action in _actions(catalog.fighter(fid)):
            words = action_words(action)
            worded[action.kind] = words
            assert words and not ids_in(words), (fid, action.kind, words)
    assert len(worded) > 60  # the walk reached the actions of the files


# ---------------------------------------------------------------- the reported examples


def test_a_when_you_take_damage_trigger_is_noted_in_words():
    # The golden beat where Eligor's unique ability fires on "you_take_damage".
    data = yaml.safe_load((GOLDEN / "eligor_vs_shekhtur_two_beats.yaml").read_text())
    log = DuelLog(_golden_setup(data))
    for line in data["decisions"]:
        log.play(Decision.parse(line))
    notes = [str(n) for n in log.state.notes if "Sword of Vengeance" in str(n)]
    assert notes
    for note in notes:
        assert not ids_in(note), note
    assert not any("when you" in str(n).lower() and "_" in str(n) for n in log.state.notes)


def _golden_setup(data) -> DuelSetup:
    from engine.battlecon.setup import SeatSetup
    seats = tuple(SeatSetup(s["fighter"], s["finisher"], tuple(s["discard1"]),
                            tuple(s["discard2"])) for s in data["seats"])
    return DuelSetup(seats, first_active=data.get("first_active", 0))


def test_an_either_choice_asks_in_words_and_labels_each_way():
    state = start("eligor", "shekhtur", positions=(3, 4))
    state = set_and_ante(state, ("Chained", "Grasp"), ("Combination", "Shot"))
    while not any(d.kind == "choose" and "Grasp" in d.a for d in pending(state).options):
        state = apply(state, pending(state).options[0])
    now = pending(state)
    assert "either" not in now.prompt and not ids_in(now.prompt), now.prompt
    assert len(now.labels) == 2
    for label in now.labels:
        assert not ids_in(label), label


def test_a_movement_choice_in_the_history_names_no_key():
    # Random decisions until a movement is chosen (its key: the two spaces, "6,5").
    log = DuelLog(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur"))))
    rng = random.Random(3)
    while True:
        decision = rng.choice(pending(log.state).options)
        log.play(decision)
        if decision.kind == "choose" and re.fullmatch(r"\d,\d", decision.b):
            break
    line = history(log)[0].text
    assert decision.b not in line and not ids_in(line), line


def test_a_choice_made_before_a_reload_is_still_worded_in_the_history():
    log = DuelLog(DuelSetup((suggested_seat("eligor"), suggested_seat("shekhtur"))))
    rng = random.Random(5)
    while log.state.beat < 3:
        now = pending(log.state)
        log.play(rng.choice(now.options))
    chose = [e.seq for e in log.entries if e.decision.kind == "choose"]
    assert chose
    before = {seq: log.label(seq) for seq in chose}
    assert all(before.values())
    loaded = DuelLog(log.setup, entries=list(log.entries), snapshot=log.latest_snapshot)
    assert chose[0] < loaded.latest_snapshot[0]  # a choice before the snapshot it loads from
    assert {seq: loaded.label(seq) for seq in chose} == before


def test_brands_two_triggers_are_told_apart_in_words():
    state = holding(start("shekhtur", "eligor", positions=(3, 4)), 0, "Malice", 5)
    state = set_and_ante(state, ("Jugular", "Brand"), ("Counter", "Shot"))
    while not (state.cursor.step == "after" and pending(state).seats == (0,)):
        state = apply(state, pending(state).options[0])
    labels = [label for label in pending(state).labels if "Brand" in label]
    assert len(set(labels)) == 4  # two triggers, each to perform or to skip
    for label in labels:
        assert not ids_in(label) and "spend tokens" not in label, label
        assert "Malice" in label


# ---------------------------------------------------------------- random duels on screen


def _pairs() -> list[tuple[str, str]]:
    order = ROSTER[:]
    random.Random(21).shuffle(order)
    return [(order[i], order[(i + 1) % len(order)]) for i in range(0, len(order), 2)]


def test_the_random_duels_field_every_shipped_fighter():
    assert {f for pair in _pairs() for f in pair} == set(ROSTER)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from app import create_app
    return create_app({"TESTING": True, "WTF_CSRF_ENABLED": False,
                       "DATABASE": str(tmp_path_factory.mktemp("db") / "games.sqlite3")})


BEATS = 2  # beats played per duel


@pytest.mark.parametrize("pair", _pairs(), ids="-vs-".join)
def test_a_random_duel_shows_no_id_on_the_phone(app, pair):
    store, client = app.extensions["store"], app.test_client()
    rng = random.Random("-".join(pair))
    game = store.create(DuelSetup(tuple(suggested_seat(f) for f in pair)))
    found: dict[str, str] = {}  # each id or raw value, where it first showed
    for step in range(400):
        log = store.log(game)
        now = pending(log.state)
        seat = now.seats[0] if now else 0
        page = client.get(f"/duel/{game}?as={seat}", headers={"HX-Request": "true"})
        assert page.status_code == 200
        text = seen_text(page.get_data(as_text=True))
        for bad in ids_in(text):
            at = text.find(bad)
            found.setdefault(bad, f"{' vs '.join(pair)}, step {step}: {bad!r} in "
                                  f"...{text[max(0, at - 60):at + 40]}...")
        if now is None or log.state.beat > BEATS:
            break
        store.play(game, rng.choice(now.options), len(log.entries))
    assert not found, "\n".join(found.values())


def test_a_correction_by_hand_in_the_history_names_no_field_id():
    state = start("tanis", "shekhtur")
    fields = (("life", "15"), ("force", "4"), ("space", "1"), ("marker:0", "4"),
              ("marker:0", "0"), ("marker:0:face", "1"), ("card:Drive", "1"))
    lines = [describe(state, Decision(0, "adjust", f, v)) for f, v in fields]
    lines.append(describe(state, Decision(1, "adjust", "token:Malice", "3")))
    for (field, _), line in zip(fields, lines, strict=False):
        assert not ids_in(line) and (":" not in field or field not in line), line
    assert "token:" not in lines[-1] and "Malice" in lines[-1]
