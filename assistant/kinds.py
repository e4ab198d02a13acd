"""The app's kinds of game as `assistant.games.Games` keeps them (issue 22 item 2): how each
makes, loads and saves its log, and its words. A duel (BattleCON, team battles too) keeps
beat-start snapshots and its winner; a game whose inputs are lines of text (ABXY, BATL) is
replayed from its setup.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable

from engine.battlecon import Catalog, Decision, DuelSetup, Kit, SeatSetup
from engine.battlecon import evolve as replace

from .custom import catalog_with, is_custom
from .database import Database
from .games import Kind
from .log import DuelLog, Entry
from .snapshot_format import snapshot_format
from .textlog import TextLog


def setup_to_json(setup: DuelSetup) -> str:
    """The setup as JSON text (for the games table)."""
    return json.dumps({
        "first_active": setup.first_active, "edition": setup.edition,
        "coin_flip": setup.coin_flip, "teams": list(setup.teams), "variant": setup.variant,
        "seed": setup.seed, "lone_bonus": [list(b) for b in setup.lone_bonus],
        "seats": [{"fighter": s.fighter, "finisher": s.finisher, "discard1": list(s.discard1),
                   "discard2": list(s.discard2), "set_aside": list(s.set_aside)}
                  for s in setup.seats]})


def setup_from_json(text: str) -> DuelSetup:
    """The setup from its JSON text."""
    data = json.loads(text)
    seats = tuple(SeatSetup(s["fighter"], s["finisher"], tuple(s["discard1"]),
                            tuple(s["discard2"]), tuple(s["set_aside"])) for s in data["seats"])
    return DuelSetup(seats, data["first_active"], data["edition"], data.get("coin_flip", False),
                     tuple(data.get("teams", ())), data.get("variant", ""), data.get("seed", 0),
                     tuple((k, v) for k, v in data.get("lone_bonus", ())))


class DuelKind(Kind):
    """Duels and team battles (kind "duel"): a `DuelLog` of `Decision` entries, played with
    the shipped cards (``catalog_base()``) and the custom fighters it copied when it began
    (``fighter_yaml(fighter_id)``, `assistant.custom.CustomFighters`); a beat-start snapshot
    is saved after the inputs that end on one, and read back only in this app's format
    (`assistant.snapshot_format`; another is never unpickled: the log is replayed)."""

    name = "duel"

    def __init__(self, catalog_base: Callable[[], Catalog],
                 fighter_yaml: Callable[[str], str],
                 after_save: Callable[[Database, str, DuelLog], None] | None = None):
        self._catalog_base = catalog_base
        self._fighter_yaml = fighter_yaml
        self._after_save = after_save

    def parse(self, text: str) -> Decision:
        """The decision an entry's text writes (`Decision.parse`)."""
        return Decision.parse(text)

    def new(self, setup: DuelSetup) -> tuple[DuelLog, str, dict[str, str]]:
        """The duel's log, setup text and the YAML of each custom fighter it uses.

        Raises:
            InvalidInput: the setup names an unknown fighter, Finisher or card.
        """
        texts = {s.fighter: self._fighter_yaml(s.fighter)
                 for s in setup.seats if is_custom(s.fighter)}
        log = DuelLog(setup, catalog_with(self._catalog_base(), texts))
        return log, setup_to_json(setup), texts

    def read_setup(self, text: str) -> DuelSetup:
        """The `DuelSetup` from its JSON text."""
        return setup_from_json(text)

    def load(self, db: Database, game_id: str, setup_text: str,
             entries: list[Entry]) -> DuelLog:
        """The duel's log, from its latest usable snapshot on."""
        setup = setup_from_json(setup_text)
        texts = dict(db.execute("SELECT fighter_id, yaml FROM game_fighters WHERE "
                                "game_id = ?", (game_id,)).fetchall())
        catalog = catalog_with(self._catalog_base(), texts)
        return DuelLog(setup, catalog, entries=entries,
                       snapshot=_snapshot(db, game_id, setup, entries, catalog))

    def saved(self, db: Database, game_id: str, log: DuelLog) -> None:
        """The winner, kept for the home page's list (an undo clears it); then
        ``after_save`` (the match's clock: `matches.Matches.duel_saved`)."""
        outcome = log.state.outcome
        db.execute("UPDATE games SET winner = ? WHERE id = ?",
                   (None if outcome is None else str(outcome.winner), game_id))
        if self._after_save is not None:
            self._after_save(db, game_id, log)

    def save_snapshot(self, db: Database, game_id: str, log: DuelLog) -> None:
        """The beat-start snapshot the log ends on, if it ends on one."""
        seq, state = log.latest_snapshot
        if seq == len(log.entries) and seq > 0:
            blob = pickle.dumps(replace(state, kits=None), protocol=pickle.HIGHEST_PROTOCOL)
            db.execute("INSERT INTO snapshots (game_id, seq, state, format) VALUES "
                       "(?, ?, ?, ?) ON CONFLICT (game_id, seq) DO UPDATE SET "
                       "state = excluded.state, format = excluded.format",
                       (game_id, seq, blob, snapshot_format()))


def _snapshot(db: Database, game_id: str, setup: DuelSetup, entries: list[Entry],
              catalog: Catalog) -> tuple[int, object] | None:
    """The latest saved beat-start state still valid for ``entries``: none of the undos
    after it goes back before it. Only a snapshot written in this app's format
    (`snapshot_format`) is read; another is never unpickled (the log is replayed)."""
    rows = db.execute("SELECT seq, state FROM snapshots WHERE game_id = ? AND format = ? "
                      "ORDER BY seq DESC", (game_id, snapshot_format())).fetchall()
    for seq, blob in rows:
        if all(e.back_to >= seq for e in entries if e.is_undo and e.seq > seq):
            kits = tuple(Kit.build(catalog, s.fighter, setup.edition) for s in setup.seats)
            state = pickle.loads(blob)  # noqa: S301 - our own rows
            if any(len(f.supply) != len(k.tokens) for f, k in zip(state.fighters, kits,
                                                                  strict=True)):
                return None  # a fighter's tokens changed since (a new app): replay all
            return seq, replace(state, kits=kits)
    return None


class TextKind(Kind):
    """A game whose inputs are lines of text (ABXY: kind "abxy", BATL: "batl"): its log is
    ``log_class`` (an `assistant.textlog.TextLog`: ``load(setup_json, entries)``; a setup
    writes itself with ``to_json()``), replayed from the setup; ``name`` is the kind and the
    first letter of its game ids, ``title`` names it in messages, its seats are "players"
    numbered from 1."""

    seat_word = "player"
    shown_from = 1

    def __init__(self, name: str, title: str, log_class: type[TextLog]):
        self.name, self.title, self.prefix = name, title, name[0]
        self._log_class = log_class

    def new(self, setup) -> tuple[TextLog, str, dict[str, str]]:
        """The match's log and setup text (it copies no fighter).

        Raises:
            InvalidInput: the setup cannot start (too few creatures for the method...).
        """
        text = setup.to_json()
        return self._log_class.load(text, []), text, {}

    def read_setup(self, text: str):
        """The game's setup from its JSON text."""
        return self._log_class.setup_type.from_json(text)

    def load(self, db: Database, game_id: str, setup_text: str,
             entries: list[Entry]) -> TextLog:
        """The match's log, replayed from its setup."""
        return self._log_class.load(setup_text, entries)
