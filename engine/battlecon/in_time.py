"""In-time events that happen in the middle of other effects (000 rulebook, "In-Time
Triggers"): a fighter is stunned, the opponent moves, moves past you or ends a movement
adjacent to you, the opponent sets off one of your traps, damage would defeat a fighter.

000 "In-Time Triggers": such triggers "occur immediately, interrupting" the effect that caused
them. The functions here only record that an event happened (`Cursor.events`), and only when
the fighter it concerns has an effect keyed to it in play, so that nothing is copied in the
usual case; `beat` opens a window for the recorded events at the next point where an effect
can be interrupted (after each action of a trigger, after a stun from damage or a hit) and
resumes the interrupted effect when the window closes. A "when" trigger fires once a beat, a
"whenever" trigger each time (000 "In-Time Triggers").
"""

from __future__ import annotations

from .effects import in_play_views
from .movement import moved_seat
from .state import GameState
from .state import evolve as replace

# The events fired here, outside the beat's fixed windows (report.FIRED counts them too).
EVENTS = ("you_are_stunned", "opponent_moves", "opponent_moves_past_you",
          "opponent_ends_move_adjacent", "opponent_triggers_trap", "damage_would_defeat_you",
          "opponent_moves_self", "you_avoid_attack", "you_move", "opponent_moves_you")


def by_timing(state: GameState, seat: int) -> dict[str, tuple]:
    """The effects ``seat`` has in play grouped by timing key ("hit", "when:you_are_hit"...):
    key -> ((key, effect id, source name, effect), ...); cached with the effects in play."""
    effects, views = in_play_views(state, seat)
    found = views.get("by_timing")
    if found is None:
        # each effect's item made once per kit and shared by every set of cards in play
        # holding it (the garbage collector tracks each tuple holding an effect)
        made = state.kits[seat]._effects.get(_ITEMS)
        if made is None:
            made = state.kits[seat]._effects[_ITEMS] = {}
        grouped: dict[str, list] = {}
        for eid, source, effect, _ in effects:
            item = made.get(eid)
            if item is None or item[3] is not effect or item[2] != source:
                timing = effect.timing if effect.timing != "when" else f"when:{effect.event}"
                item = made[eid] = (timing, eid, source, effect)
            grouped.setdefault(item[0], []).append(item)
        found = views["by_timing"] = {k: tuple(v) for k, v in grouped.items()}
    return found


_ITEMS = "timing items"  # the key, on a kit, of `by_timing`'s item of each effect by its id


def happened(state: GameState, seat: int, event: str) -> GameState:
    """Record that in-time ``event`` (one of `EVENTS`) happened to ``seat``; a no-op (the same
    state object) when ``seat`` has no effect keyed to it in play now."""
    key = "when:" + event
    if key not in by_timing(state, seat):
        return state
    cursor = state.cursor
    return replace(state, cursor=replace(cursor, events=cursor.events + ((seat, key),)))


def after_move(state: GameState, old: tuple[int, int], by: int | None = None,
               direct: bool = False) -> GameState:
    """Record the in-time events of one movement from positions ``old`` to the state's: the
    other fighter sees the mover move, pass them (the mover ended on their other side) and
    end adjacent to them (000 "Movement": a teleport is a movement too); whose effect moved
    the mover does not matter for these. When ``by`` (the seat whose effect it was) is the
    mover, the other also sees "opponent_moves_self": the opponent used a movement effect of
    their own (Lesandra's Binding); the mover sees "you_move", and "opponent_moves_you" when
    an enemy's effect moved them (César's Unstoppable). ``direct``: a teleport (noted in
    `Cursor.left_direct`)."""
    new = state.positions
    if new == old:
        return state
    mover = moved_seat(old, new)
    state = replace(state, cursor=replace(state.cursor, left_from=tuple(old),
                                          left_direct=direct))
    state = happened(state, mover, "you_move")
    if by is not None and by != mover and state.teams[by] != state.teams[mover]:
        state = happened(state, mover, "opponent_moves_you")  # a push or pull of theirs
    # In a team battle each enemy of the mover sees "the opponent" move (000 "Who is 'The
    # Opponent'?"); in a duel that is the one other fighter.
    for other in (1 - mover,) if len(new) == 2 else state.enemies(mover):
        state = happened(state, other, "opponent_moves")
        if by == mover:
            state = happened(state, other, "opponent_moves_self")
        if (old[mover] < old[other]) != (new[mover] < new[other]):
            state = happened(state, other, "opponent_moves_past_you")
        if abs(new[mover] - new[other]) == 1:
            state = happened(state, other, "opponent_ends_move_adjacent")
    return state
