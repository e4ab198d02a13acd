"""The state of a duel: frozen dataclasses, changed only by `beat.apply` (DESIGN.md "engine/").

Units: life in life points, Force in Force counters, positions in spaces 1..7.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

from engine.notes import KINDS, Note

from .cards import Catalog
from .cursor import Cursor
from .cursor import Work as Work  # kept importable from here
from .errors import InvalidInput
from .ruleset import FOURTH, Ruleset
from .schema import Card, Fighter, SharedCards, SpecialCard, TokenSpec

FORCE_POOL = 45          # 000 rulebook, "Board Setup": 45 Force counters
STARTING_FORCE = 2       # 000 "Board Setup": each player takes two
OVERLOAD_COST = 2        # 000 "Overloads": trash 2 Force
FORCE_CAP = 10           # 000 "Recycle Phase", step 4
LOW_LIFE = 7             # 000 "Recycle Phase", step 4: 7 or fewer life gains one more


def evolve(obj: Any, **changes: Any) -> Any:
    """A copy of the frozen dataclass ``obj`` with ``changes``: `dataclasses.replace` without
    re-running ``__init__`` (the engine's hot path copies states thousands of times a second):
    the new instance's ``__dict__`` is the old one merged with the changes.

    Raises:
        TypeError: a name in ``changes`` is not a field of ``obj``.
    """
    try:
        old = obj.__dict__
    except AttributeError:  # a slots dataclass (Mod, Outcome): the ordinary way
        return replace(obj, **changes)
    merged = {**old, **changes}
    if len(merged) != len(old):  # a key that was not there: a field, or a mistake
        names = {f.name for f in fields(type(obj))}
        unknown = set(changes) - names
        if unknown:  # (a field added since ``obj`` was pickled in a snapshot is taken)
            raise TypeError(f"{type(obj).__name__} has no field(s) {', '.join(unknown)}")
    if _MEMO_KEY in merged:
        del merged[_MEMO_KEY]  # answers about the old state are not answers about the new
    new = _new(type(obj))
    _set(new, "__dict__", merged)
    return new


_new = object.__new__
_set = object.__setattr__


_MEMO_KEY = "_memo"


def memo(state: Any, key: Any, compute: Any, *args: Any) -> Any:
    """Cache ``compute(*args)`` for this immutable ``state`` object under ``key``.

    The cache lives in the state's own ``__dict__`` (not a field: equality, repr and copies
    ignore it; `evolve` drops it from the copy), so it dies with the state.
    """
    cache = state.__dict__.get(_MEMO_KEY)
    if cache is None:
        cache = {}
        _set(state, _MEMO_KEY, cache)
    if key in cache:
        return cache[key]
    value = cache[key] = compute(*args)
    return value


class Phase(StrEnum):
    """The steps of a beat (000 rulebook, "Beat Summary"), plus the end of the duel."""

    SET = "set"
    ANTE = "ante"
    REVEAL = "reveal"
    CLASH = "clash"
    START = "start"
    ATTACK = "attack"
    END = "end"
    RECYCLE = "recycle"
    OVER = "over"


def effect_id(source: str, card: str, index: int) -> str:
    """The id of a card's ``index``-th effect: "<source>:<card>#<index>" (source: style, base,
    finisher, ua or special). Ids name trigger decisions (`decisions.Decision`)."""
    return f"{source}:{card}#{index}"


def split_effect_id(eid: str) -> tuple[str, str, int]:
    """(source, card name, index) of an `effect_id`.

    Raises:
        ValueError: ``eid`` is not shaped like an effect id.
    """
    source, _, rest = eid.partition(":")
    card, _, index = rest.rpartition("#")
    return source, card, int(index)


@dataclass(frozen=True)
class Kit:
    """A fighter's cards as the engine looks them up: the fighter plus the shared cards.

    Attributes:
        fighter_id: the file stem in `fighters/` (``"eligor"``).
        fighter: the validated `schema.Fighter`.
        styles, bases, finishers: name -> `schema.Card` (bases include the standard bases
            of the duel's edition; styles include Switch under the 4th edition).
    """

    fighter_id: str
    fighter: Fighter
    styles: dict[str, Card]
    bases: dict[str, Card]
    finishers: dict[str, Card]
    # Caches derived from the cards; not an init field, so a copy made with
    # `dataclasses.replace` (a test adding a card) starts with empty caches of its own.
    _effects: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    @classmethod
    def build(cls, catalog: Catalog, fighter_id: str, edition: str = "4th") -> Kit:
        """Gather ``fighter_id``'s kit with the shared cards of ``edition``.

        Kits are shared by every duel whose catalog holds the same fighter and shared cards
        (objects: card data never changes once loaded), so their caches of effects and
        printed stats serve them all; the last `KITS_KEPT` kits used are kept.

        Raises:
            InvalidInput: unknown fighter id (CardDataError: see `Catalog.fighter`).
        """
        fighter = catalog.fighter(fighter_id)
        key = (fighter_id, edition, id(fighter), id(catalog.shared))
        hit = _KITS.pop(key, None)
        if hit is None or hit[0] is not fighter or hit[1] is not catalog.shared:
            # the cards are kept with the kit, so their ids stay unique while it is
            hit = (fighter, catalog.shared, cls._build(catalog, fighter, fighter_id, edition))
            # the words of its card data, read by most rules (`kit_mentions`), made with the
            # kit as a duel is set up, not in the first tap of a page that reads them
            _kit_words(hit[2])
            if len(_KITS) >= KITS_KEPT:
                _KITS.pop(next(iter(_KITS), key), None)
        _KITS[key] = hit  # now the most recently used
        return hit[2]

    @classmethod
    def _build(cls, catalog: Catalog, fighter: Fighter, fighter_id: str, edition: str) -> Kit:
        styles = {c.name: c for c in fighter.styles + catalog.shared.styles
                  if c.edition in ("both", edition)}
        standard = () if fighter.unique_ability.replaces_standard_bases else \
            catalog.standard_bases(edition)
        bases = {c.name: c for c in fighter.bases + standard}
        finishers = {c.name: c for c in fighter.finishers}
        return cls(fighter_id, fighter, styles, bases, finishers)

    def card(self, name: str) -> Card:
        """The style, base or Finisher called ``name``.

        Raises:
            InvalidInput: the kit has no such card.
        """
        for table in (self.styles, self.bases, self.finishers):
            if name in table:
                return table[name]
        raise InvalidInput(f"{self.fighter.short_name} has no card {name!r}")

    def effects(self, source: str, name: str) -> tuple[tuple[str, str, Any, frozenset], ...]:
        """The effects of one source as (effect id, source name, effect, action kinds).

        ``source`` is ``style``, ``base``, ``finisher``, ``ua`` (the unique ability; ``name``
        ignored) or ``special`` (a trap or special card). Ids look like ``"base:Grasp#0"``.
        Cached: card data never changes during a duel.
        """
        key = (source, name)
        found = self._effects.get(key)
        if found is None:
            if source == "ua":
                card: Any = self.fighter.unique_ability
            elif source == "special":
                card = self.special_card(name)
            else:
                card = {"style": self.styles, "base": self.bases,
                        "finisher": self.finishers}[source].get(name)
            found = () if card is None else tuple(
                (effect_id(source, card.name, i), card.name, effect,
                 frozenset(a.kind for a in effect.action or ()))
                for i, effect in enumerate(card.effects))
            self._effects[key] = found
        return found

    @property
    def tokens(self) -> tuple[TokenSpec, ...]:
        """The unique ability's token and counter kinds, in file order."""
        return self.fighter.unique_ability.tokens

    def token_index(self, name: str) -> int:
        """Position of token ``name`` in `tokens`.

        Raises:
            InvalidInput: the fighter has no such token.
        """
        for i, spec in enumerate(self.tokens):
            if spec.name == name:
                return i
        raise InvalidInput(f"{self.fighter.short_name} has no {name!r} tokens")

    @property
    def marker_names(self) -> tuple[str, ...]:
        """One name per marker the fighter has ("Jager", "Zombie 1", "Zombie 2"...), in the
        order of `FighterState.markers`."""
        names: list[str] = []
        for spec in self.fighter.unique_ability.markers:
            names += [spec.name] if spec.count == 1 else [
                f"{spec.name} {i}" for i in range(1, spec.count + 1)]
        return tuple(names)

    def ua_has_kind(self, kind: str) -> bool:
        """True when an effect of the unique ability has an action of this ``kind``
        (``"extra_style"``...). Cached."""
        key = ("ua_kind", kind)
        found = self._effects.get(key)
        if found is None:
            found = self._effects[key] = any(kind in kinds
                                             for _, _, _, kinds in self.effects("ua", ""))
        return found

    def special_card(self, name: str) -> SpecialCard | None:
        """The unique ability's special card (a trap) called ``name``, if any."""
        for card in self.fighter.unique_ability.special_cards:
            if card.name == name:
                return card
        return None


#: How many kits `Kit.build` keeps (the shipped fighters under both editions are 166).
KITS_KEPT = 512
#: (fighter id, edition, id of the fighter, id of the shared cards) -> (fighter, shared
#: cards, kit), least recently used first.
_KITS: dict[tuple[str, str, int, int], tuple[Fighter, SharedCards, Kit]] = {}


@dataclass(frozen=True, slots=True)
class Mod:
    """A bonus or flag in force for one fighter this beat (or later).

    Attributes:
        kind: an `schema.Action` field name: ``power``, ``guard``, ``armor``, ``range``,
            ``priority``, ``stun_immunity``, ``avoid``, ``ignore_armor``, ``ignore_guard``,
            ``vulnerable``, ``stun_on_hit``, ``damage_cap``, ``life_floor``, ``cannot``...
        value: the amount (int), the range modifier as (lo, hi), or a flag/restriction value.
        source: what granted it ("Power Up", "Drive", "Vengeance ante") for the breakdown.
        until: ``"beat"`` (cleared at Recycle), ``"next_beat"`` (becomes "beat" at Recycle) or
            ``"duel"``.
    """

    kind: str
    value: Any
    source: str
    until: str = "beat"


@dataclass(frozen=True)
class FighterState:
    """One fighter at the table.

    Attributes:
        life: life points. force: Force counters held.
        hand: card names in hand (styles and bases); discard1 (inner), discard2 (outer).
        removed: card names out of the game (a used Finisher, the Switch that brought it),
            and the names of markers out of the game (`markers.remove_out`).
        finisher: the chosen Finisher side, None once used.
        supply, depletion: counts per token kind, in `Kit.tokens` order.
        style, base: the attack pair set this beat; clash_bases: bases played in clashes,
            the last one being the base in use; finisher_used: the Finisher replaced the pair.
        antes: (name, times) used this beat; overloads are named "Power Up" etc.
        mods: bonuses and flags in force (`Mod`).
        armor_used, damage_taken: this beat, in life points.
        damage_soaked: damage this fighter's Armor (classic: Soak) prevented this beat, life
            points; under the classic ruleset Soak is never used up (002 "Soak"), so it is
            counted here and not in ``armor_used``.
        was_hit, hit_opponent, stunned, moved, moved_past: this beat's facts.
        switched_sides: the two standups changed sides at least once this beat, whoever
            moved (set on both fighters; 000 "Movement": passing hops over the other).
        hit_last_beat: hit the opponent during the previous beat.
        reveal_done: Reveal trigger ids already performed this beat (not repeated on clash).
        when_done: "when" in-time trigger ids performed (not declined) this beat: a "when"
            trigger fires once a beat, a "whenever" one each time (000 "In-Time Triggers");
            also the ids of triggers marked `once_per_beat` performed this beat.
        secret: a face-down choice made at ante (a trap), hidden until Reveal.
        called: what the fighter named aloud at ante this beat (an ante with `Ante.call`):
            a base's name, or a priority number as text; None when nothing was named.
        called_style: the style the fighter named aloud at ante this beat (an ante with
            ``call: style``, Vincent), None when none was named.
        style_gone: the set style no longer counts this beat (`schema.StyleGone`): ``"hand"``
            (back to hand, not discarded at Recycle) or ``"void"`` (stays in the pair, its
            bonuses dropped); None while it counts.
        form: the form the fighter is in (000 "Forms"), None for a fighter without forms.
        markers: the space (1..7) of each of the fighter's markers, None while off the
            board, in the order of `Kit.marker_names` (000 "Markers").
        markers_up: the indices (in `markers`) of the markers lying face up; a marker comes
            onto the board face down and leaves it face down (Pendros's Environment markers).
        active_cards: the fighter's special cards now face-up (active), by name, sorted
            (000 "Special Cards"); their effects are in play.
        trap_sprung: the opponent set off one of this fighter's traps this beat (a trap's
            effect was carried out; 000 "Special Cards").
        turned_out: the special cards an effect took out of the game this beat, by name
            (`turn_special` ``out``; Runika's Overcharged artifact).
        turned_up: the special cards an effect or an ante turned face up this beat, by name
            (`turn_special` ``up``; Clinhyde's Stim activated at ante).
        lost: (token name, count) of the tokens lost this beat by ``lose_tokens`` (and
            by an opponent's ``opponent_discards_token``).
        discarded: bases discarded from hand this beat by an effect; they join the attack
            pair in discard pile 1 at Recycle (000 "Other Effects", Discard Styles/Bases).
        on_cards: per token kind of this fighter (`Kit.tokens` order), its counters lying on
            cards (`TokenSpec.on_cards`): (on the attack pair, on discard pile 1, on discard
            pile 2) of the fighter they lie on; (0, 0, 0) for other kinds (`counters`).
        life_lost: life points lost this beat as life loss (a chip, damage turned into life
            loss), counted even when ignored (`life_loss`).
    """

    life: int
    force: int = STARTING_FORCE
    hand: tuple[str, ...] = ()
    discard1: tuple[str, ...] = ()
    discard2: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    finisher: str | None = None
    supply: tuple[int, ...] = ()
    depletion: tuple[int, ...] = ()
    style: str | None = None
    base: str | None = None
    clash_bases: tuple[str, ...] = ()
    finisher_used: bool = False
    antes: tuple[tuple[str, int], ...] = ()
    mods: tuple[Mod, ...] = ()
    armor_used: int = 0
    damage_taken: int = 0
    damage_soaked: int = 0
    was_hit: bool = False
    hit_opponent: bool = False
    stunned: bool = False
    moved: bool = False
    moved_past: bool = False
    switched_sides: bool = False
    hit_last_beat: bool = False
    reveal_done: frozenset[str] = frozenset()
    when_done: frozenset[str] = frozenset()
    secret: str | None = None
    called: str | None = None
    called_style: str | None = None
    style_gone: str | None = None
    form: str | None = None
    markers: tuple[int | None, ...] = ()
    markers_up: tuple[int, ...] = ()
    active_cards: tuple[str, ...] = ()
    trap_sprung: bool = False
    turned_out: tuple[str, ...] = ()
    turned_up: tuple[str, ...] = ()
    lost: tuple[tuple[str, int], ...] = ()
    discarded: tuple[str, ...] = ()
    on_cards: tuple[tuple[int, int, int], ...] = ()
    life_lost: int = 0

    @property
    def current_base(self) -> str | None:
        """The base in use: the last clash base, else the base set (000 "Clash")."""
        return self.clash_bases[-1] if self.clash_bases else self.base

    def ante_count(self, name: str) -> int:
        """How many times the ante ``name`` was used this beat."""
        for ante, times in self.antes:
            if ante == name:
                return times
        return 0


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the duel ended (000 "Defeat", "Time Over").

    reason: ``"knockout"`` (life reduced to 0), ``"time_over"`` (higher life after the final
    beat), ``"time_over_tie"`` (equal life: the Reactive Player wins) or ``"eliminated"`` (an
    effect defeated a fighter: `defeat.eliminate`). winner: seat 0 or 1. why: for
    ``"eliminated"``, the effect in words ("Kallistar is defeated by Supernova").
    """

    reason: str
    winner: int
    why: str = ""


# The topics of `Why` whose ``amount`` is a change of a tracked number (a ledger line).
LEDGER_TOPICS = ("life", "force", "pool")


@dataclass(frozen=True, slots=True)
class Why:
    """One number the engine computed, with its reason and rule, for the table's "Why?"
    (issue 6; `assistant.why` turns these into the breakdowns on the duel page).

    Attributes:
        beat: the beat it was decided in (from 1; 0 for the setup).
        seat: whose number (0 or 1); None for the Force pool, or a clash.
        topic: ``"life"``, ``"force"`` or ``"pool"`` (`LEDGER_TOPICS`: ``amount`` is the
            signed change, in life points or Force counters; the starting value plus every
            change is the number now); ``"active"`` (amount: the winning priority, points),
            ``"hit"`` (amount: the distance, spaces; ``hit`` says whether the attack hit),
            ``"stun"`` (amount: damage taken this beat, life points; ``hit`` says stunned),
            ``"time_over"`` (amount: the pool, 0), ``"outcome"`` (amount: the winner's life).
        amount: see ``topic``.
        text: the reason in words ("Shekhtur's Unleashed Drive hits: power 2").
        rule: the rules section that decides it ('000 "Attack"').
        parts: (label, points) that add up to the size of the change (ledger topics), e.g.
            (("power", 5), ("armor", -2)) for 3 damage; () when the change has one cause.
        detail: further lines (each side's priority breakdown, the guard's, the range's).
        hit: for ``"hit"``: the attack hit; for ``"stun"``: the fighter was stunned.
    """

    beat: int
    seat: int | None
    topic: str
    amount: int
    text: str
    rule: str = ""
    parts: tuple[tuple[str, int], ...] = ()
    detail: tuple[str, ...] = ()
    hit: bool = False


@dataclass(frozen=True)
class GameState:
    """A whole duel at one moment.

    fighters: (seat 0, seat 1). positions: their spaces (1..7). active: the Active Player's
    seat. beat: the beat number from 1. pool: Force counters left in the Force pool;
    trashed: Force counters removed from the game; box: counters taken from the box at time
    over (000 "Time Over"); so pool + both fighters' Force + trashed = 45 + box.
    final_beat: this beat is the last (time over). outcome: set once the duel is over.
    priorities: each seat's attack pair priority once clashes were resolved this beat (None
    until then; `values.disparity`). rivals: in a team battle, per seat, the enemy whose
    priority that seat's Disparity is counted against, fixed with the priorities (() in a
    duel and until then).
    notes: what the rules decided so far, one line each with its reason and rule, for the
    history log: `engine.notes.Note` values (a kind and its values; ``str(note)`` is
    "Shekhtur is Active: priority 7 beats 3 (000 ...)").
    whys: every computed number with its breakdown (`Why`), oldest first, for "Why?".
    rules: the ruleset of the duel (`ruleset.Ruleset`: 4th edition or classic).
    teams: a team number per seat (a duel: (0, 1)); board: the board's spaces (7; 9 for a
    team battle, 000 "Team Setup"); turns: in a team battle, this beat's attack order once
    priorities are compared (000 "Team Reveal + Priority"), else ().
    In a team battle ``fighters``, ``positions`` and ``kits`` hold one entry per seat; a
    defeated fighter's position is None (000 "Defeat in Multiplayer").
    variant: a multiplayer variant of 001 (`variants.VARIANTS`: "power_up",
    "force_power_up", "stock") or ""; seed: the dice's seed (`variants.roll`); power_up: the
    space holding this beat's power-up, until taken; armory: Armory cards each seat drew;
    kos: KO markers each seat gained (Stock Mode); starts: each seat's starting space.
    life_bonus: life points added to each seat's starting life (a Super or Ultra fighter,
    000 "2-vs-1: Super Fighters"), read through `starting_life`.
    beat_ends: each finished beat's numbers, oldest first: per beat, per seat (life points,
    Force counters held), read at the end of its Recycle (000 "Recycle Phase"), for the
    chart of life and Force by beat (`assistant.chart`); a few integers a beat.
    kits: each seat's cards (not compared: replay uses the same kits).
    """

    fighters: tuple[FighterState, FighterState]
    positions: tuple[int, int]
    active: int
    phase: Phase = Phase.SET
    beat: int = 1
    pool: int = FORCE_POOL - 2 * STARTING_FORCE
    trashed: int = 0
    box: int = 0
    final_beat: bool = False
    outcome: Outcome | None = None
    priorities: tuple[int, int] | None = None
    rivals: tuple[int, ...] = ()
    cursor: Cursor = Cursor()
    notes: tuple[Note, ...] = ()
    whys: tuple[Why, ...] = ()
    rules: Ruleset = FOURTH
    teams: tuple[int, ...] = (0, 1)
    board: int = 7
    turns: tuple[int, ...] = ()
    variant: str = ""
    seed: int = 0
    power_up: int | None = None
    armory: tuple[int, ...] = ()
    kos: tuple[int, ...] = ()
    starts: tuple[int, ...] = ()
    life_bonus: tuple[int, ...] = ()
    beat_ends: tuple[tuple[tuple[int, int], ...], ...] = ()
    kits: tuple[Kit, Kit] = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    @property
    def reactive(self) -> int:
        """The Reactive Player's seat."""
        return 1 - self.active

    def foe(self, seat: int) -> int:
        """The seat of "the opponent" of ``seat`` (000 "Who is 'The Opponent'?"): in a duel,
        the other seat. In a team battle: the enemy ``seat`` chose for the trigger it is
        resolving (`Cursor.chosen`); while ``seat`` attacks a target, that target; for
        the fighter being attacked, the attacker; otherwise the nearest enemy on the board
        (`nearest_enemies`; of two at the same distance, the lower seat: docs/rulings.md);
        with no enemy left on the board, the first enemy seat.
        """
        if len(self.fighters) == 2:
            return 1 - seat
        chosen = self.cursor.chosen
        if chosen is not None and chosen[0] == seat and self.positions[chosen[1]] is not None:
            return chosen[1]
        target, attacker = self.cursor.target, self.cursor.attacker
        if target is not None:
            if seat == attacker and self.positions[target] is not None:
                return target
            if seat == target and self.positions[attacker] is not None:
                return attacker
        found = self.nearest_enemies(seat)
        if found:
            return found[0]
        # no enemy on the board (the battle is over, or ``seat`` was defeated): the first
        # enemy seat, so that reading the last state still names someone
        return next(s for s, t in enumerate(self.teams) if t != self.teams[seat])

    def enemies(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s enemies still on the board, in seat order."""
        team = self.teams[seat]
        return tuple(s for s, t in enumerate(self.teams)
                     if t != team and self.positions[s] is not None)

    def nearest_enemies(self, seat: int) -> tuple[int, ...]:
        """The nearest enemy on each side of ``seat`` (one or two seats), nearest first, the
        lower seat first at equal distance (000 "Who is 'The Opponent'?")."""
        here = self.positions[seat]
        if here is None:  # defeated: off the board, no one is near
            return ()
        sides: dict[int, int] = {}
        for enemy in self.enemies(seat):
            there = self.positions[enemy]
            side = 1 if there > here else -1
            if side not in sides or abs(there - here) < abs(self.positions[sides[side]] - here):
                sides[side] = enemy
        return tuple(sorted(sides.values(), key=lambda s: (abs(self.positions[s] - here), s)))

    def starting_life(self, seat: int) -> int:
        """``seat``'s starting (and highest) life, life points: the fighter's printed life,
        plus a Super or Ultra fighter's bonus in a team battle (`life_bonus`)."""
        bonus = self.life_bonus[seat] if self.life_bonus else 0
        return self.kits[seat].fighter.starting_life + bonus

    def name(self, seat: int) -> str:
        """The short name of the fighter in ``seat``."""
        return self.kits[seat].fighter.short_name

    def note(self, kind: str | Note, /, **values: Any) -> GameState:
        """A copy with a note added to `notes`: the `Note` of kind ``kind`` (registered with
        `engine.notes.note_kind`) and ``values``, or ``kind`` itself when it is a `Note`; its
        rule citations in the duel's ruleset's document (`Ruleset.citations`).

        Raises:
            ValueError: ``kind`` is not a registered kind (issue 22, item 5: every note is
                data; there is no line in words).
        """
        return evolve(self, notes=self.notes + (self._note(kind, values),))

    def _note(self, kind: str | Note, values: dict[str, Any]) -> Note:
        """`note`'s note: a `Note` cited in this ruleset (`ValueError` for an unknown
        kind)."""
        if isinstance(kind, Note):
            if self.rules.citations and not kind.citations:
                return Note(kind.kind, kind.values, self.rules.citations)
            return kind
        if kind in KINDS:  # registered: its values as given, packed once
            return Note(kind, tuple(values.items()), self.rules.citations)
        raise ValueError(f"unknown note kind {kind!r}: register it with note_kind()")

    def why(self, seat: int | None, topic: str, amount: int, text: str, rule: str = "", *,
            parts: tuple[tuple[str, int], ...] = (), detail: tuple[str, ...] = (),
            hit: bool = False, note: Note | None = None) -> GameState:
        """A copy with a `Why` of this beat added to `whys` (and ``note`` to `notes`, in the
        same copy). A ledger line (`LEDGER_TOPICS`) that changes
        nothing is not added."""
        if self.rules.citations:
            cite = self.rules.cite
            text, rule = cite(text), cite(rule)
        notes = self.notes if note is None else self.notes + (self._note(note, {}),)
        if amount == 0 and topic in LEDGER_TOPICS:
            return self if note is None else evolve(self, notes=notes)
        record = Why(self.beat, seat, topic, amount, text, rule, parts, detail, hit)
        return evolve(self, notes=notes, whys=self.whys + (record,))

    def fighter(self, seat: int) -> FighterState:
        """The fighter in ``seat`` (0 or 1)."""
        return self.fighters[seat]

    def with_fighter(self, seat: int, **changes: Any) -> GameState:
        """A copy with fighter ``seat`` changed by ``changes``."""
        fighters = self.fighters
        updated = evolve(fighters[seat], **changes)
        return evolve(self, fighters=fighters[:seat] + (updated,) + fighters[seat + 1:])

    def tokens(self, seat: int, name: str) -> int:
        """Tokens ``name`` in ``seat``'s supply (0 if the fighter has none of that kind)."""
        kit = self.kits[seat]
        for i, spec in enumerate(kit.tokens):
            if spec.name == name:
                return self.fighters[seat].supply[i]
        return 0


def mentions(state: GameState, word: str) -> bool:
    """Whether any fighter's card data in this duel names ``word`` at all (a restriction such
    as ``card_movement``, or an action kind such as ``share_bonuses``): when none does, the
    rule it stands for cannot hold and need not be looked for (a fast first check, known
    once per kit; corrections by hand add no "cannot" and no such action). The words of
    every kit of the duel are joined once and kept for the kits' tuple asked last (copies
    of a state share it)."""
    kits = state.kits
    last = _KITS_WORDS[0]
    if last[0] is not kits:
        last = _KITS_WORDS[0] = (kits, frozenset().union(*map(_kit_words, kits)))
    return word in last[1]


# The kits' tuple `mentions` was asked about last and the words of all its kits (the tuple
# is held, so its identity is not reused while it is compared).
_KITS_WORDS: list[tuple] = [(None, frozenset())]


def kit_mentions(kit: Kit, word: str) -> bool:
    """Whether ``kit``'s card data names ``word`` at all (`mentions`, for one fighter)."""
    return word in _kit_words(kit)


def _kit_words(kit: Kit) -> frozenset[str]:
    """The words (quoted lower-case names) of ``kit``'s card data, worked out once per kit."""
    words = kit._effects.get(_WORDS)
    if words is None:
        words = kit._effects[_WORDS] = frozenset(re.findall(
            r'"([a-z_]+)"', kit.fighter.model_dump_json(exclude_none=True)))
    return words


_WORDS = "words of the card data"  # the key of `mentions`' cache on a kit
