"""What the table sees: trackers, the prompt (who decides what now) and the history, in words.

Views are plain data for the templates. A player's view never shows the opponent's face-down
pair before Reveal (DESIGN.md "assistant/"); on one phone, the Set prompt shows one player's
cards at a time and asks to pass the phone in between.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from weakref import ref

from engine.battlecon import (
    BEAT_ENDS,
    FACE_DOWN,
    FOURTH,
    HIDDEN_PHASES,
    OVERLOAD_COST,
    OVERLOADS,
    STEPS,
    Decision,
    GameState,
    PairStats,
    Ruleset,
    condition_holds,
    decision_words,
    disparity,
    distance,
    everyone,
    held_force,
    in_play,
    memo,
    movement_board,
    on_cards_view,
    pair_stats,
    pending,
    reads_disparity,
    seen_by,
    standing,
    tokens_anted,
    where_is,
    window_takes,
)

from . import corrections
from . import why as whys
from .correction_words import correction_words
from .log import DuelLog


@dataclass(frozen=True)
class CardView:
    """One card of a fighter's hand or discard piles: name, kind and where it is."""

    name: str
    kind: str
    where: str


@dataclass(frozen=True)
class FighterView:
    """One fighter's trackers (life points, Force counters, tokens, cards, standup space);
    ``form`` among ``forms`` (000 "Forms"), each marker's (name, space or None when off
    the board) (000 "Markers"), each special card's (name, face-up) (000 "Special Cards"),
    counters lying on cards as (token, whose cards, on the pair, on discard 1, on discard 2)
    (`counters.on_cards_view`), and this beat's Disparity for a fighter whose cards read it
    (`values.disparity`, priority points; None for the others)."""

    seat: int
    name: str
    life: int
    life_change: int
    starting_life: int
    force: int
    force_change: int
    space: int
    tokens: tuple[tuple[str, int, int, str], ...]  # name, held, most, label
    overloads_used: tuple[str, ...]
    hand: tuple[CardView, ...]
    discard1: tuple[str, ...]
    discard2: tuple[str, ...]
    removed: tuple[str, ...]
    finisher: str | None
    pair: str
    stats: PairStats | None
    stunned: bool
    active: bool
    form: str | None = None
    forms: tuple[str, ...] = ()
    specials: tuple[tuple[str, bool], ...] = ()
    specials_out: tuple[str, ...] = ()  # special cards out of the game for good
    on_cards: tuple[tuple[str, str, int, int, int], ...] = ()
    disparity: int | None = None
    markers: tuple[tuple[str, int | None], ...] = ()
    # per marker: "face up", "face down" for markers with two sides on the board, else ""
    marker_faces: tuple[str, ...] = ()
    standing: tuple[tuple[str, str], ...] = ()  # (source, summary): see standing_rules
    # the correction forms of each standing rule, in the same order (`corrections.forms`)
    standing_forms: tuple[tuple[corrections.CorrectionForm, ...], ...] = ()
    life_why: whys.Breakdown | None = None  # "Why?" breakdowns: `assistant.why`
    force_why: whys.Breakdown | None = None
    attacks: whys.Breakdown | None = None  # the latest beat's attacks and stun
    # tokens of each kind (in `tokens` order) anted this beat (000 "Ante Phase")
    tokens_anted: tuple[int, ...] = ()
    team: int = 0  # team number (a duel: the seat)
    defeated: bool = False  # off the board in a team battle (000 "Defeat in Multiplayer")
    # the unique ability's name and what it does, in the fighter file's own words
    ability: str = ""
    ability_summary: str = ""


@dataclass(frozen=True)
class TableView:
    """Everything always on screen: beat, Force pool, the board and both fighters, with the
    "Why?" of the Active Player, the pool (and time over) and the outcome (`assistant.why`)."""

    beat: int
    pool: int
    final_beat: bool
    positions: tuple[int | None, ...]
    distance: int
    step: str
    fighters: tuple[FighterView, ...]
    outcome: str | None
    fighter_ids: tuple[str, ...] = ("", "")  # the fighters' catalog ids (what-if links)
    board: int = 7  # spaces on the board (9 in a team battle)
    teams: tuple[int, ...] = (0, 1)
    team_force: tuple[int, ...] = ()  # a team battle: each team's Force (000 "Team Force")
    variant: str = ""  # a multiplayer variant (`engine.battlecon.variants`)
    power_up: int | None = None  # the space holding this beat's power-up, until taken
    armory: tuple[int, ...] = ()  # Armory cards each seat drew (Power-Up Mode)
    kos: tuple[int, ...] = ()  # KO markers each seat gained (Stock Mode)
    rules: Ruleset = FOURTH  # the duel's ruleset (`engine.battlecon.ruleset`)
    active: int = 0
    active_why: whys.Breakdown | None = None
    pool_why: whys.Breakdown | None = None
    outcome_why: whys.Breakdown | None = None

    @property
    def title(self) -> str:
        """Who fights whom, side against side: "Eligor vs Shekhtur", in a team battle
        "Eligor and Shekhtur vs Cadenza and Hikaru" (each team's fighters in seat order)."""
        sides = {}
        for seat, team in enumerate(self.teams):
            sides.setdefault(team, []).append(self.fighters[seat].name)
        return " vs ".join(" and ".join(names) for names in sides.values())


@dataclass(frozen=True)
class Choice:
    """A button of the prompt: the decision as text (posted back) and its label; for a
    movement, ``board`` is the seven spaces as they would be ("" or a fighter's initials)."""

    decision: str
    label: str
    board: tuple[str, ...] = ()


@dataclass(frozen=True)
class PromptView:
    """What must be decided now.

    seat: who decides (None when the duel is over). title: the question. choices: the legal
    answers. unavailable: (label, reason) for what cannot be chosen and why. handover: on one
    phone, the seat the phone must be passed to before its choices are shown (Set, Clash).
    checklist: (trigger, status) of the current timing, in rule order (`window_checklist`).
    by_hand: the effects of this prompt carried out by hand, with the correction forms of
    their kinds (`corrections.prompt_effects`).
    """

    seat: int | None
    title: str
    choices: tuple[Choice, ...]
    unavailable: tuple[tuple[str, str], ...] = ()
    handover: int | None = None
    checklist: tuple[tuple[str, str], ...] = ()
    by_hand: tuple[corrections.ByHand, ...] = ()


_WHEN_BACK = {
    "in discard pile 1": "in discard pile 1: back in hand in two Recycles",
    "in discard pile 2": "in discard pile 2: back in hand at the next Recycle",
    "removed from the game": "out of play",
}


def _where(state: GameState, seat: int, card: str) -> str:
    """Where a card is, with when it comes back (000 "Recycle Phase")."""
    where = where_is(state, seat, card)
    return _WHEN_BACK.get(where, where)


def fighter_view(state: GameState, seat: int, viewer: int | None,
                 previous: GameState | None = None) -> FighterView:
    """``seat``'s trackers as ``viewer`` may see them (None: a spectator or the shared phone);
    with ``previous``, the life and Force changes since that state. Built on the engine's
    view (`engine.battlecon.seen_by`): before Reveal another seat's face-down pair is not
    known here, not even from the hand listing."""
    return _fighter_view(state, seen_by(state, viewer), seat, previous)


def _fighter_view(whole: GameState, state: GameState, seat: int,
                  previous: GameState | None) -> FighterView:
    """`fighter_view` of ``state`` (a viewer's view of ``whole``); the Why? breakdowns,
    which keep no secret, are ``whole``'s (worked out once for every viewer, `assistant.why`).
    """
    fighter = state.fighters[seat]
    before = previous.fighters[seat] if previous is not None else fighter
    kit = state.kits[seat]
    revealed = state.phase not in HIDDEN_PHASES and fighter.style is not None
    cards = [(name, "style") for name in kit.styles] + [(name, "base") for name in kit.bases]
    hand = tuple(CardView(name, kind, _where(state, seat, name))
                 for name, kind in cards if name not in fighter.removed)
    if fighter.finisher_used and fighter.finisher:
        pair = fighter.finisher
    elif revealed:
        pair = f"{fighter.style} {fighter.current_base}"
    elif fighter.style is not None:
        pair = "set face-down" if fighter.style == FACE_DOWN else f"{fighter.style} {fighter.base}"
    else:
        pair = "not set yet"
    on_board = state.positions[seat] is not None  # False: defeated in a team battle
    revealed = revealed and on_board
    other = state.name(state.foe(seat)) if on_board else "-"
    rules = _standing(state, seat) if on_board else ()
    tokens = tuple((spec.name, fighter.supply[i], spec.limit or spec.total,
                    _token_label(spec, other)) for i, spec in enumerate(kit.tokens))
    return FighterView(
        seat=seat, name=kit.fighter.short_name, life=fighter.life,
        life_change=fighter.life - before.life, starting_life=state.starting_life(seat),
        force=fighter.force, force_change=fighter.force - before.force,
        space=state.positions[seat], tokens=tokens,
        tokens_anted=tuple(tokens_anted(state, seat, spec.name) for spec in kit.tokens),
        overloads_used=tuple(name for name in OVERLOADS if fighter.ante_count(name)),
        hand=hand, discard1=fighter.discard1, discard2=fighter.discard2,
        removed=fighter.removed, finisher=fighter.finisher, pair=pair,
        stats=pair_stats(state, seat) if revealed else None,
        stunned=fighter.stunned, active=state.active == seat, form=fighter.form,
        forms=kit.fighter.unique_ability.card_names("form"),
        markers=tuple(zip(kit.marker_names, fighter.markers, strict=True)),
        marker_faces=_marker_faces(kit, fighter),
        specials=tuple((name, name in fighter.active_cards)
                       for name in kit.fighter.unique_ability.card_names("special")),
        specials_out=tuple(name for name in kit.fighter.unique_ability.card_names("special")
                           if name in fighter.removed),
        on_cards=on_cards_view(state, seat),
        disparity=disparity(state, seat) if reads_disparity(
            state, seat) else None,
        standing=tuple((name, effect.summary) for name, effect in rules),
        standing_forms=tuple(corrections.forms(state, effect.corrections, seat)
                             for _, effect in rules),
        team=state.teams[seat], defeated=not on_board,
        ability=kit.fighter.unique_ability.name,
        ability_summary=kit.fighter.unique_ability.summary or "",
        life_why=whys.ledger(whole, seat, "life"), force_why=whys.ledger(whole, seat, "force"),
        attacks=whys.this_beat(whole, seat))


def _marker_faces(kit, fighter) -> tuple[str, ...]:
    """Which side is up of each marker with two sides on the board ("" for the others and
    for markers off the board), in `Kit.marker_names` order (000 "Markers")."""
    sided = []
    for spec in kit.fighter.unique_ability.markers:
        sided += [spec.sided] * spec.count
    return tuple(("face up" if i in fighter.markers_up else "face down")
                 if two and space is not None else ""
                 for i, (two, space) in enumerate(zip(sided, fighter.markers, strict=True)))


def _token_label(spec, other: str) -> str:
    """A token kind as its tracker line names it: counters that lie on cards count the
    fighter's pool (the cards' counts are shown apart); tokens handed to the opponent count
    what they hold (000 "Tokens & Counters")."""
    if spec.on_cards:
        return f"{spec.name} (pool)"
    return spec.name if spec.held_by == "you" else f"{spec.name} (held by {other})"


def standing_rules(state: GameState, seat: int) -> tuple[tuple[str, str], ...]:
    """The standing rules the players apply by hand: (source name, summary) of every passive
    effect in play for ``seat`` whose condition holds and that has a summary instead of an
    action (000 "Triggered Effects": passive effects hold while their card is in play). Before
    Reveal only the unique ability and forms are in play, so nothing face-down shows."""
    return tuple((name, effect.summary) for name, effect in _standing(state, seat))


def standing_kinds(state: GameState, seat: int) -> tuple[tuple[str, ...] | None, ...]:
    """The kinds of correction of each standing rule of `standing_rules`, in its order."""
    return tuple(effect.corrections for _, effect in _standing(state, seat))


def _standing(state: GameState, seat: int):
    return [(name, effect) for _, name, effect in in_play(state, seat)
            if effect.timing == "passive" and effect.summary is not None
            and condition_holds(state, seat, effect.condition)]


def outcome_text(state: GameState) -> str | None:
    """The winner and why, in words, or None while the duel goes on.

    Raises:
        ValueError: an outcome reason this function does not know (a new one in the engine).
    """
    outcome = state.outcome
    if outcome is None:
        return None
    if len(state.fighters) > 2:
        return _team_outcome(state)
    winner = state.name(outcome.winner)
    loser = state.name(1 - outcome.winner)
    if outcome.reason == "knockout":
        return f"{winner} wins: {loser}'s life fell to 0"
    if outcome.reason == "time_over":
        return f"{winner} wins on time over with more life"
    if outcome.reason == "time_over_tie":
        return f"{winner} wins on time over: equal life goes to the Reactive Player"
    if outcome.reason == "eliminated":
        return f"{winner} wins: {outcome.why} (000 \"Defeat\")"
    raise ValueError(f"unknown outcome reason {outcome.reason!r}")


def _team_outcome(state: GameState) -> str:
    """How a team battle ended, in words (000 "Defeat in Multiplayer", "Time Over")."""
    team = state.teams[state.outcome.winner]
    names = " and ".join(state.name(s) for s, t in enumerate(state.teams) if t == team)
    if state.outcome.reason == "knockout":
        return f"{names} win: every fighter of the other team is defeated"
    if state.outcome.reason in ("time_over", "time_over_tie"):
        return f"{names} win on time over"
    return f"{names} win: {state.outcome.why}"


def table_view(state: GameState, viewer: int | None = None,
               previous: GameState | None = None) -> TableView:
    """The trackers always on screen, as ``viewer`` may see them; ``previous``: the state
    before the last decision, for the changes it made. Built on the engine's view
    (`engine.battlecon.seen_by`); the Why? breakdowns are the whole state's (they keep no
    secret), worked out once for every viewer. Viewers who see the same (after Reveal: every
    viewer) share one view, made once per state and ``previous``."""
    whole, state = state, seen_by(state, viewer)
    kept = memo(state, ("views.table", id(previous)), _kept_table, whole, state, previous)
    if (kept[0] is None if previous is None else kept[0]() is previous):
        return kept[1]
    return _table_view(whole, state, previous)  # another state that had the same id


def _kept_table(whole: GameState, state: GameState, previous: GameState | None):
    """(a weak reference to ``previous``, or None; the table view): kept with the viewer's
    ``state`` (`table_view`); weak, so that a state never keeps the ones before it alive."""
    return (None if previous is None else ref(previous)), _table_view(whole, state, previous)


def _table_view(whole: GameState, state: GameState, previous: GameState | None) -> TableView:
    """`table_view` of ``state``, a viewer's view of ``whole``."""
    return TableView(
        beat=state.beat, pool=state.pool, final_beat=state.final_beat,
        positions=state.positions, distance=distance(state), step=state.cursor.step,
        fighters=tuple(_fighter_view(whole, state, seat, previous)
                       for seat in range(len(state.fighters))),
        outcome=outcome_text(state), active=state.active, rules=state.rules,
        fighter_ids=tuple(kit.fighter_id for kit in state.kits), board=state.board,
        teams=state.teams, team_force=tuple(
            held_force(state, state.teams.index(team)) for team in sorted(set(state.teams)))
        if len(state.fighters) > 2 else (),
        variant=state.variant, power_up=state.power_up, armory=state.armory, kos=state.kos,
        active_why=whys.active(whole),
        pool_why=whys.time_over(whole) if whole.final_beat else whys.ledger(whole, None, "pool"),
        outcome_why=whys.outcome(whole))


_TITLES = {
    "set": "Set an attack pair face-down",
    "ante": "Ante or pass",
    "clash": "Clash! Play a new base",
    "range": "Does the attack hit?",
}


def prompt_view(state: GameState, *, shared_phone: bool = True,
                handed_to: int | None = None, viewer: int | None = None) -> PromptView:
    """The prompt for the decision now.

    On a shared phone, when both players must choose in secret (Set, Clash), the first seat
    still to choose is asked; once one has chosen, the prompt asks to hand the phone over
    (`PromptView.handover`) unless ``handed_to`` says it was.

    On a player's own phone (``viewer`` set, ``shared_phone`` False) only that player's
    decisions are offered; otherwise the prompt says whom the table is waiting for. A player
    who has set may change their pair until the other has set too.
    """
    now = pending(state)
    if now is None:
        return PromptView(None, outcome_text(state) or "The duel is over", ())
    if viewer is not None and viewer not in now.seats:
        waiting = " and ".join(state.name(s) for s in now.seats)
        fighter = state.fighters[viewer]
        if state.cursor.step == "set" and fighter.style:
            return PromptView(viewer, f"Locked in: {fighter.style} {fighter.base}. Waiting for "
                              f"{waiting}; you may still change your pair",
                              _reset_choices(state, viewer))
        return PromptView(None, _waiting(state, now.seats, now.prompt), ())
    seat = now.seats[0] if viewer is None else viewer
    secret = state.cursor.step in ("set", "clash")
    # once anyone has chosen, the next chooser is handed the phone first
    if secret and shared_phone and viewer is None and handed_to != seat \
            and len(now.seats) < len(standing(state)):
        return PromptView(seat, f"Pass the phone to {state.name(seat)}", (), handover=seat)
    # An ante that asks a choice (a movement, one of two bonuses) is asked in the ante step:
    # its own prompt says what is chosen.
    choosing = state.cursor.step == "ante" and state.cursor.work is not None
    # A team antes as one (000 "Team Ante"): on a shared phone every member's antes are
    # offered, each marked with its fighter; on a phone of one's own, one's own.
    team_ante = state.cursor.step == "ante" and not choosing and len(now.seats) > 1
    members = now.seats if team_ante and viewer is None else (seat,)
    name = " and ".join(state.name(m) for m in members)
    title = now.prompt if choosing else _TITLES.get(state.cursor.step, now.prompt)
    title = state.rules.terms(title)  # the words are the 4th edition's (`words`)
    choices = tuple(Choice(str(d), state.rules.terms(label), movement_board(state, d))
                    for d, label in zip(now.options, now.labels, strict=True)
                    if d.seat in members)
    by_hand = corrections.prompt_effects(state, tuple(d for d in now.options
                                                      if d.seat in members))
    unavailable: tuple[tuple[str, str], ...] = ()
    fighter = state.fighters[seat]
    checklist = window_checklist(state)
    if state.cursor.step == "set":
        specials = state.kits[seat].fighter.unique_ability.card_names("special")
        unavailable = tuple((card, _where(state, seat, card))
                            for card in (*fighter.discard1, *fighter.discard2, *fighter.removed)
                            if card not in specials
                            and card not in state.kits[seat].marker_names)
    elif state.cursor.step == "ante" and not choosing:
        unavailable = tuple(_unavailable_overloads(state, members))
    return PromptView(seat, f"{name}: {title}", choices, unavailable, checklist=checklist,
                      by_hand=by_hand)


def _unavailable_overloads(state: GameState, members: tuple[int, ...]):
    """(tile, why) for each Overload a member cannot ante now, the tile named with its
    fighter when several members ante as a team (000 "Overloads": once a beat, 2 Force)."""
    for member in members:
        fighter = state.fighters[member]
        who = state.name(member)
        held = held_force(state, member)  # a team's Force in a team battle
        for tile in OVERLOADS:
            if fighter.ante_count(tile) or held < OVERLOAD_COST:
                label = f"{who}: {tile}" if len(members) > 1 else tile
                yield (label, "already used this beat" if fighter.ante_count(tile)
                       else f"costs {OVERLOAD_COST} Force, {who} has {held}")


def spectator_prompt(state: GameState) -> PromptView:
    """What a spectator sees in the prompt panel: whom the table waits for, no choices."""
    now = pending(state)
    if now is None:
        return PromptView(None, outcome_text(state) or "The duel is over", ())
    return PromptView(None, _waiting(state, now.seats, now.prompt), ())


def _waiting(state: GameState, seats: tuple[int, ...], prompt: str) -> str:
    """Whom the table waits for and to do what ("Waiting for Eligor: ante or pass")."""
    title = _TITLES.get(state.cursor.step, prompt)
    names = " and ".join(state.name(s) for s in seats)
    return f"Waiting for {names}: {title[0].lower()}{title[1:]}"


def _reset_choices(state: GameState, seat: int) -> tuple[Choice, ...]:
    """Every other pair ``seat`` could set instead of the one set (000 "Set Phase")."""
    fighter = state.fighters[seat]
    kit = state.kits[seat]
    cards = fighter.hand + (fighter.style, fighter.base)
    return tuple(Choice(str(Decision(seat, "set", s, b)), f"{s} {b}")
                 for s in cards if s in kit.styles for b in cards if b in kit.bases
                 if (s, b) != (fighter.style, fighter.base))


def window_checklist(state: GameState) -> tuple[tuple[str, str], ...]:
    """The triggers of the timing being resolved, Active Player's first (000 "Triggered
    Effects"; in an in-time window, the one fighter's triggers for its event, 000 "In-Time
    Triggers"), each "done", "to do", "skipped: condition not met", or "resolved or skipped"
    once its player's turn in the timing is over."""
    step = STEPS.get(state.cursor.step)
    if step is None or step.window is None:
        return ()
    cursor = state.cursor
    if cursor.step == "in_time":
        # an in-time window: one fighter's triggers for the event that interrupted the beat
        timings, seats = (cursor.event,), cursor.order[:1]
    else:
        timings = step.window[0]
        seats = {"both": everyone(state), "attacker": (cursor.attacker,),
                 "defender": (state.foe(cursor.attacker),)}[step.window[1]]
    lines = []
    for seat in seats:
        waiting = seat in cursor.order
        for eid, source, effect in in_play(state, seat):
            key = effect.timing if effect.timing != "when" else f"when:{effect.event}"
            if key not in timings or not window_takes(cursor.step, effect):
                continue
            label = f"{state.name(seat)}: {source}"
            if eid in cursor.done or eid in state.fighters[seat].reveal_done:
                status = "done"
            elif not waiting:
                status = "resolved or skipped"
            elif condition_holds(state, seat, effect.condition):
                status = "to do"
            else:
                status = "skipped: condition not met"
            lines.append((label, status))
    return tuple(lines)


def describe(state: GameState, decision: Decision, label: str | None = None) -> str:
    """A decision in words for the history ("Eligor antes Power Up"): the engine's words
    (`engine.battlecon.decision_words`; ``label``: for a "choose", the words of the option
    picked as its button read, `DuelLog.label`), a correction by hand worded by its field
    (`correction_words`)."""
    if decision.kind == "adjust":
        words = correction_words(state, decision)
        if words:
            return words
    return decision_words(state, decision, label)


def beats_log(state: GameState) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The rule notes grouped by beat, newest beat first: (beat number, its notes in words,
    in order; `engine.notes.Note` values are worded here).

    A beat's notes end with the Recycle note that closes it (`beat.BEAT_ENDS`, "Recycle: beat
    N ends"); each note in words (`engine.notes.text`).
    """
    return memo(state, ("views.beats",), _beats_log, state)


def _beats_log(state: GameState) -> tuple[tuple[int, tuple[str, ...]], ...]:
    beats: list[tuple[int, list[str]]] = [(1, [])]
    for note in state.notes:
        beats[-1][1].append(_note_words(note))
        if getattr(note, "kind", None) == BEAT_ENDS:
            beats.append((beats[-1][0] + 1, []))
    return tuple((number, tuple(notes)) for number, notes in reversed(beats) if notes)


def _note_words(note) -> str:
    """``str(note)``, worded once for equal notes (a note is immutable and its words depend
    on nothing else: `_worded` keeps the last 2,048); a note that cannot be a key
    (a value that is not a number, string or tuple) is worded each time."""
    try:
        return _worded(note)
    except TypeError:
        return str(note)


_worded = lru_cache(maxsize=2048, typed=True)(str)


@dataclass(frozen=True)
class HistoryLine:
    """One input of the log, in words, with whether it was undone."""

    seq: int
    text: str
    undone: bool
    is_undo: bool


def history(log: DuelLog) -> tuple[HistoryLine, ...]:
    """The log's inputs in words, newest first (undone ones kept, marked).

    Each entry is worded once and kept in ``log.worded`` (a played entry's words never
    change: they name the fighters, the decision and the label its button read), so a tap
    words only the entries new since the last; the kept lines are the log's entries now.
    """
    kept = log.worded
    worded = {}
    lines = []
    for entry in log.entries:
        label = None if entry.is_undo else log.label(entry.seq)
        found = kept.get(id(entry))
        if found is None or found[0] is not entry or found[1] != label:
            found = (entry, label, _history_line(log.state, entry, label))
        worded[id(entry)] = found
        lines.append(found[2])
    log.worded = worded
    return tuple(reversed(lines))


def _history_line(state: GameState, entry, label: str | None) -> HistoryLine:
    """One entry of the log in words (`history`); ``label``: `DuelLog.label` of the entry."""
    if entry.is_undo:
        target = f"entry {entry.back_to}" if entry.back_to else "the setup"
        text = f"Undo back to {target}"
        if entry.why.startswith("withdrawn:"):
            name = state.name(int(entry.why.partition(":")[2]))
            text = (f"{name}'s phone was freed: {name}'s choices not yet revealed are "
                    f"taken back (back to {target}); {name} chooses again")
        return HistoryLine(entry.seq, text, False, True)
    return HistoryLine(entry.seq, describe(state, entry.decision, label), entry.undone, False)
