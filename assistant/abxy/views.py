"""What an ABXY match page shows each phone: the trackers, what this phone must do now, the
resolutions in words and the history (DESIGN.md "assistant/": a player's view never shows what
the other has chosen in secret before it is revealed).

``viewer``: the player this phone is bound to (0 or 1), or None for a shared phone (then
``handed_to`` says who holds it for a secret step) or a spectator (``watching``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.abxy import (
    DEFAULT_ACTIONS,
    FLASH_OPTIONS,
    PURPOSES,
    Button,
    Creature,
    Game,
    playable,
    seen_by,
    waiting_for,
)
from engine.abxy import draft as drafting

from .log import MatchLog

SECRET_PHASES = ("active", "input")
# What each team-building question asks (`engine.abxy.draft.Ask.kind`), in words.
ASK_WORDS = {"pick": "pick a creature for your team",
             "divide": "choose the 5 creatures of pile 1 (the other 5 make pile 2)",
             "assign": "choose the pile you play (the other player gets the other)",
             "remove": "choose 2 creatures to remove from the game",
             "build": "choose the 5 creatures of your team"}


def player_name(player: int) -> str:
    """"Player 1" or "Player 2" for player 0 or 1."""
    return f"Player {player + 1}"


def action_name(creature: Creature, button: Button) -> str:
    """What ``button`` does for ``creature``: its special action when the card puts it on
    that button (003 "Card Layout" e), else the default action."""
    if creature.special and creature.special_button == button:
        return creature.special
    return DEFAULT_ACTIONS[button]


@dataclass
class CreatureView:
    """One creature as the trackers show it."""

    index: int
    name: str
    weight: int
    health: str
    special: str
    types: str
    passive: str
    active: bool = False


@dataclass
class SideView:
    """One player's column: ``team`` (`CreatureView`), ``active`` (the name in combat, or ""
    while secret), ``locked`` (locked-out buttons), ``left`` (creatures not defeated) and
    ``status`` (what the player is doing now, secrets kept)."""

    player: int
    team: list[CreatureView]
    active: str = ""
    locked: list[str] = field(default_factory=list)
    left: int = 0
    status: str = ""


@dataclass
class Prompt:
    """What this phone is asked now. ``kind``: "draft", "active", "input", "answer",
    "reveal", "pass" (hand the shared phone to ``player``), "wait" or "over"; ``title`` in
    words; ``options`` (value, label) pairs; ``count`` how many to pick (draft);
    ``buttons``: for "input", (letter, action name) of the playable buttons."""

    kind: str
    title: str
    player: int | None = None
    options: list[tuple[str, str]] = field(default_factory=list)
    count: int = 1
    buttons: list[tuple[str, str]] = field(default_factory=list)


def sides(log: MatchLog, viewer: int | None) -> list[SideView]:
    """Both columns as ``viewer`` may see them, built on the engine's view
    (`engine.abxy.seen_by`: the other player's secret choices are not in it)."""
    state, setup = log.state, log.setup
    passives = dict(setup.passives)
    game = None if state.game is None else seen_by(state.game, viewer)
    views = []
    for p in (0, 1):
        if game is None:
            names = state.draft.teams[p]
            team = [CreatureView(i, n, setup.card(n).weight, "healthy",
                                 _special(setup.card(n)), ", ".join(setup.card(n).types),
                                 passives.get(n, "")) for i, n in enumerate(names)]
            views.append(SideView(p, team, status="building a team"))
            continue
        match = game.match
        creatures = game.teams[p] if match is None else match.side(p).team
        active = None if match is None else match.side(p).active
        team = [CreatureView(i, c.name, c.weight, c.health, _special(c), ", ".join(c.types),
                             passives.get(c.name, ""), i == active)
                for i, c in enumerate(creatures)]
        view = SideView(p, team, left=sum(not c.defeated for c in creatures))
        if match is not None:
            view.active = match.name(p)
            view.locked = sorted(match.side(p).locked)
        view.status = _status(game, p, viewer)
        views.append(view)
    return views


def _special(creature: Creature) -> str:
    if not creature.special:
        return ""
    return f"{creature.special} ({creature.special_button})"


def _status(game: Game, p: int, viewer: int | None) -> str:
    phase = game.phase
    if phase == "active":
        if game.chosen[p] is None:
            return "choosing an active fighter"
        return f"chose {game.teams[p][game.chosen[p]].name}" if viewer == p else \
            "has chosen (secret)"
    if phase == "input":
        mine = game.inputs[p]
        if mine is None:
            return "choosing two buttons"
        return f"chose {mine[0]} then {mine[1]}" if viewer == p else "has chosen (secret)"
    return ""


def prompt(log: MatchLog, viewer: int | None, watching: bool = False,
           handed_to: int | None = None) -> Prompt:
    """What this phone must do now.

    ``watching``: a spectator (phones are bound and this is not one of them): never asked.
    On a shared phone (``viewer`` None, not watching) a secret step shows "pass" until the
    page is opened for the player who holds it (``handed_to``).
    """
    state = log.state
    if state.game is None:
        return _draft_prompt(log, viewer, watching, handed_to)
    game = state.game
    if game.phase == "over":
        return Prompt("over", f"{player_name(game.winner)} wins: the other team has no "
                              "creature left", game.winner)
    due = waiting_for(game)
    if watching:
        return Prompt("wait", "Waiting for " + " and ".join(player_name(p) for p in due))
    secret = game.phase in SECRET_PHASES
    me = viewer if viewer is not None else handed_to if secret else None
    if secret and me is None:
        return Prompt("pass", f"Pass the phone to {player_name(due[0])}: the choice is "
                              "secret", due[0])
    if game.phase == "reveal":
        return Prompt("reveal", "Turn over the second buttons")
    if me is not None and me not in due:
        return Prompt("wait", "Waiting for " + " and ".join(player_name(p) for p in due))
    player = due[0] if me is None else me
    if game.phase == "active":
        team = game.teams[player]
        return Prompt("active", f"{player_name(player)}: choose your active fighter",
                      player, [(str(i), c.name) for i, c in enumerate(team)])
    if game.phase == "input":
        fighter = game.match.side(player).fighter
        return Prompt("input", f"{player_name(player)}: choose a first and a second button",
                      player, buttons=[(b.value, action_name(fighter, b))
                                       for b in playable(game, player)])
    question = game.pending
    team = game.match.side(question.team).team
    labels = FLASH_OPTIONS if question.purpose == "flash" else None
    options = [(str(i), labels[i] if labels else team[i].name) for i in question.options]
    return Prompt("answer", f"{player_name(question.player)}: choose "
                            f"{PURPOSES[question.purpose]}", question.player, options)


def _draft_prompt(log: MatchLog, viewer: int | None, watching: bool,
                  handed_to: int | None) -> Prompt:
    asks = drafting.asks(log.state.draft)
    due = [a.player for a in asks]
    if watching or not asks:
        return Prompt("wait", "Waiting for " + " and ".join(player_name(p) for p in due))
    me = viewer if viewer is not None else handed_to
    if me is None and asks[0].kind not in drafting.SECRET_KINDS:  # no need to pass the phone
        me = asks[0].player
    mine = [a for a in asks if a.player == me]
    if not mine:
        if viewer is None:
            return Prompt("pass", f"Pass the phone to {player_name(due[0])}", due[0])
        return Prompt("wait", "Waiting for " + " and ".join(player_name(p) for p in due))
    ask = mine[0]
    return Prompt("draft", f"{player_name(ask.player)}: {ASK_WORDS[ask.kind]}",
                  ask.player, [(str(o), str(o)) for o in ask.options], ask.count)


def team_building(log: MatchLog, viewer: int | None) -> list[str]:
    """The team building so far in words, as ``viewer`` may see it (the other player's
    secret removals or builds hidden until both have answered; `engine.abxy.draft.visible`).
    """
    return drafting.describe(drafting.visible(log.state.draft, viewer))


def results(log: MatchLog) -> list:
    """The pairs resolved so far, newest round first (`engine.abxy.game.PairResult`)."""
    game = log.state.game
    return [] if game is None else list(reversed(game.results))
