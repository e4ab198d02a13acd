"""The card format's effects, cards and fighter file (`schema`): `Effect` (keyed by timing,
000 "Triggered Effects", or in-time `when` events, 000 "In-Time Triggers"), `Card`,
`TokenSpec`, `Ante`, the unique ability's parts, `Fighter`, `SharedCards`, and `stat`.

An effect carries either structured ``action`` or a ``summary`` in our own words; never card
text."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from .correction_kinds import KINDS
from .errors import InvalidInput
from .schema_action_parts import TokenAmount
from .schema_actions import Action
from .schema_base import Name, Strict
from .schema_conditions import Amount, Condition, every_amount
from .stats import StatValue

TIMINGS = ("reveal", "start", "before", "hit", "damage", "after", "end", "recycle")
Timing = Literal["reveal", "start", "before", "hit", "damage", "after", "end", "recycle",
                 "passive", "when"]

# In-time events (000 "In-Time Triggers"). "you_are_hit" and "you_take_damage" resolve after all
# Hit or Damage triggers of the attacker (000 "In-Time Triggers", special case).
# "you_soak_damage": your armor (classic: Soak) prevented 1 or more points of an attack's damage;
# it fires even when all the damage was prevented, at the moment "you_take_damage" would.
# "damage_would_defeat_you": damage brought your life to 0 or less; fires before the defeat is
# final, which holds only if your life is still 0 or less once its triggers are done.
# "opponent_moves_self": the opponent moved by a movement effect of their own (not pushed or
# pulled by you).
InTimeEvent = Literal[
    "you_are_hit", "you_take_damage", "you_hit", "you_deal_damage", "opponent_moves",
    "opponent_ends_move_adjacent", "opponent_moves_past_you", "you_are_stunned",
    "opponent_triggers_trap", "ante_phase_starts", "you_soak_damage",
    "damage_would_defeat_you", "opponent_moves_self",
    # wave 3 (f3): an attack of the opponent's that reached you missed: you avoid attacks
    "you_avoid_attack",
    # your own standup moved, by any effect (Voco's Metal: "whenever you move out of a space");
    # an effect of the opponent's moved you (a push, a pull: César's Unstoppable)
    "you_move", "opponent_moves_you"]


#: The validation context that checks card data as new (`cards.fighter_from_yaml`): every
#: summary names the kinds of correction that carry it out (`needs_corrections`).
NEW_DATA = {"new": True}


def _check_corrections(kinds: tuple[str, ...] | None) -> None:
    """Refuse an unknown correction kind, a repeated one, or ``none`` beside another
    (`correction_kinds.KINDS`; docs/cards.md "Effects and timings")."""
    if kinds is None:
        return
    names = ", ".join(KINDS)
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown correction kind {unknown[0]!r}: write kinds among {names}")
    if not kinds:
        raise ValueError(f"`corrections` lists one kind or more among {names}")
    if len(set(kinds)) != len(kinds):
        raise ValueError("`corrections` names each kind once")
    if "none" in kinds and len(kinds) > 1:
        raise ValueError("`none` stands alone: it says the effect changes nothing the app "
                         "tracks; remove it or the other kinds")


def needs_corrections(summary: str | None, action: object, kinds: object,
                      info: ValidationInfo) -> None:
    """Refuse, in new card data (context `NEW_DATA`), a summary carried out by hand that names
    no kinds of correction; data saved before the rule (a saved fighter, a duel's copy) loads
    without them (issue 19 item 13)."""
    new = isinstance(info.context, dict) and info.context.get("new")
    if new and summary is not None and action is None and kinds is None:
        raise ValueError("a summary effect names the kinds of correction the table may need "
                         "to carry it out: add `corrections: [kind, ...]` with kinds among "
                         f"{', '.join(KINDS)} (`none` alone if it changes nothing the app "
                         "tracks, such as looking at cards); see docs/cards.md")


# In-time events that happen once per attack, and the `per` sources that count the whole
# beat: a `whenever` trigger on such an event counts that event alone (`attack_...`).
_PER_EVENT = ("you_take_damage", "you_soak_damage")
_BEAT_TOTALS = ("damage_taken", "damage_soaked")


class Effect(Strict):
    """One effect of a card or unique ability.

    timing: one of TIMINGS, ``passive`` or ``when`` (then ``event`` names the in-time event;
    ``whenever`` makes it repeatable in a beat, 000 "Multiplayer": When/Whenever).
    once_per_beat: a trigger carried out (not declined) is not offered again this beat, not
    even for an attack carried out again (Luc's Memento, limited to one use a beat); "when"
    triggers are so already.
    corrections: for a ``summary``, the kinds of correction by hand that carry it out
    (`correction_kinds.KINDS` names; ``[none]``: it changes nothing the app tracks). Required
    in new card data (`NEW_DATA`), refused on a structured effect.
    """

    timing: Timing
    event: InTimeEvent | None = None
    whenever: bool = False
    once_per_beat: bool = False
    condition: Condition | None = None
    optional: bool = False
    action: tuple[Action, ...] | None = None
    summary: str | None = Field(default=None, max_length=300)
    corrections: tuple[str, ...] | None = None

    @field_validator("action", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value

    @model_validator(mode="after")
    def _shape(self, info: ValidationInfo) -> Effect:
        if (self.action is None) == (self.summary is None):
            raise ValueError("an effect has either `action` (structured) or `summary` (words)")
        if self.timing == "when" and self.event is None:
            raise ValueError("a `when` effect names its `event`")
        if self.timing != "when" and self.event is not None:
            raise ValueError("`event` is only for timing `when`")
        if self.timing == "passive" and any(a.kind == "branch" for a in self.action or ()):
            raise ValueError("`branch` is for triggered effects, not passive ones")
        if self.condition is not None and any(a.kind == "extra_style"
                                              for a in self.action or ()):
            raise ValueError("`extra_style` holds always (the styles joining an attack are "
                             "read before any condition could be): remove its `condition`")
        _refuse_misplaced(self.action, x_is_allowed=True)
        _check_corrections(self.corrections)
        if self.action is not None and self.corrections is not None:
            raise ValueError("a structured effect (`action`) takes no `corrections`: the "
                             "engine carries it out; remove the field")
        needs_corrections(self.summary, self.action, self.corrections, info)
        if self.whenever and self.event in _PER_EVENT:
            totals = {a.per for a in every_amount(self.action or ()) if a.per in _BEAT_TOTALS}
            if totals:
                raise ValueError(
                    f"a `whenever` trigger counts its own event, not the beat's total: write "
                    f"{', '.join(f'per: attack_{t}' for t in sorted(totals))} instead of "
                    f"{', '.join(f'per: {t}' for t in sorted(totals))} "
                    '(000 "Multiplayer Rules": When/Whenever)')
        return self

    @property
    def structured(self) -> bool:
        """True when the engine carries this effect out itself."""
        return self.action is not None


StatText = Annotated[str | int, Field()]


class Card(Strict):
    """A style, base or Finisher as printed.

    Stats are printed strings (`stats.StatValue`). 4th-edition cards print ``guard`` and gain
    ``armor`` from effects; classic cards print ``stun_guard`` and ``soak`` in their text, which
    the 4th-edition rules play as guard and armor (see docs/rulings.md).
    """

    name: Name
    range: StatText = "+0"
    power: StatText = "+0"
    priority: StatText = "+0"
    guard: StatText | None = None
    stun_guard: int | None = Field(default=None, ge=0)
    soak: int | None = Field(default=None, ge=0)
    stun_immunity: bool = False
    edition: Literal["both", "4th", "classic"] = "both"
    discard: Literal[1, 2] | None = None
    effects: tuple[Effect, ...] = ()

    @field_validator("range")
    @classmethod
    def _range(cls, value: StatText) -> StatText:
        StatValue.parse(value, allow_range=True)
        return value

    @field_validator("power", "priority", "guard")
    @classmethod
    def _number(cls, value: StatText | None) -> StatText | None:
        if value is not None:
            StatValue.parse(value)
        return value

    @model_validator(mode="after")
    def _stats(self) -> Card:
        if self.guard is not None:
            if self.stun_guard is not None:
                raise ValueError("give guard (4th edition) or stun_guard (classic), not both")
        for effect in self.effects:
            for action in _flat(effect.action or ()):
                if action.x_is is None:
                    continue
                name = action.x_is.stat
                top = any(action is mine for mine in effect.action or ())
                if effect.timing != "passive" or not top:
                    raise ValueError(f"x_is gives the value of the card's printed X: write it "
                                     f"as an action of a passive effect, not "
                                     f"{effect.timing} or nested in another action")
                if StatValue.parse(getattr(self, name)).kind != "x":
                    raise ValueError(f"x_is {name}: this card prints {name} "
                                     f"{getattr(self, name)!r}, not X; print {name}: X "
                                     f"or use a {name} bonus")
        return self


class TokenSpec(Strict):
    """A kind of token or counter (000 "Tokens & Counters").

    total: how many exist; start: how many begin in the supply (the rest in depletion);
    limit: the most a fighter may hold in supply (None: no limit beyond total).
    held_by: ``opponent`` for tokens the fighter hands to the opponent (Chivalry, Curse...):
    then the supply is what the opponent holds and depletion the fighter's own pool, so
    gain_tokens gives them, spend_tokens takes them back, tokens_at_least counts the
    opponent's, and an [Opponent] ante costing them is paid from what the opponent holds.
    on_cards: counters that lie on cards (Welsie's Recursors, Kajia's Insects): on the attack
    pair and the discard piles of the fighter ``held_by`` names, cycling with those cards
    (`counters`). Then the supply is the owner's pool, whatever ``held_by`` says; the counters
    on cards are counted apart (`FighterState.on_cards`) and depletion holds lost ones.
    life_per_excess: each token a gain_tokens would put beyond ``limit`` costs the holder
    this much life instead (a chip, never the last point; Endrbyt's Energy).
    start_on_discards: how many begin on discard piles 1 and 2. life_per_return: each
    counter that comes back to the pool from the cards it lay on makes the fighter whose
    cards they were lose this much life (a chip: never below 1; Kajia's Insects).
    """

    name: Name
    kind: Literal["token", "counter"] = "token"
    held_by: Literal["you", "opponent"] = "you"
    total: int = Field(ge=0)
    start: int = Field(ge=0)
    limit: int | None = Field(default=None, ge=0)
    on_cards: bool = False
    start_on_discards: tuple[int, int] = (0, 0)
    life_per_return: int = Field(default=0, ge=0)
    # each token a gain would put beyond the limit costs the holder this much life (a chip)
    life_per_excess: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _counts(self) -> TokenSpec:
        if self.start + sum(self.start_on_discards) > self.total:
            raise ValueError("start and start_on_discards together cannot exceed total")
        if any(self.start_on_discards) and not self.on_cards:
            raise ValueError("start_on_discards is for counters with on_cards: true")
        if min(self.start_on_discards) < 0:
            raise ValueError("start_on_discards are numbers 0 or more")
        if self.life_per_return and not self.on_cards:
            raise ValueError("life_per_return is for counters with on_cards: true")
        if self.limit is not None and self.start > self.limit:
            raise ValueError("start cannot exceed limit")
        return self


class Ante(Strict):
    """An ante a unique ability offers (000 "Ante Phase").

    cost: tokens used (moved to depletion) each time; an ante may be its cost alone, its effect
    then read by effects with `tokens_anted_at_least`. limited: once per beat.
    opponent: an [Opponent] ante, for the opponent only. secret: the choice is hidden until
    Reveal (a face-down trap). choices: names the player picks among (a trap's name).
    condition: the ante is offered only while it holds for the player anteing.
    call: the player names something aloud (`set_and_ante.call_choices`): ``base`` one of the
    opponent's bases (Seth's Beyond Eyes), ``priority`` a priority number (Ottavia's Target
    Lock), ``priority_pair`` two neighbouring numbers ("5-6": Ottavia after Double Barrel),
    ``style`` one of the opponent's styles (Vincent's Master Strategist, kept apart as
    `FighterState.called_style`, so that a base may be named too); kept as
    `FighterState.called` for the beat and read by the conditions ``opponent_base_called``,
    ``opponent_priority_called`` and ``opponent_style_called``.
    reminder: with an ``action`` and a ``summary``, the summary only says in words what the
    action (and the ante's other fields) already do, leaving nothing to the table: the ante
    counts as automated, not as a prompt (`report`), and names no ``corrections``. Without
    it such an ante is a prompt and, in new card data, names its ``corrections``.
    """

    name: Name
    cost: TokenAmount | None = None
    limited: bool = False
    opponent: bool = False
    secret: bool = False
    choices: tuple[Name, ...] = ()
    call: Literal["base", "priority", "priority_pair", "style"] | None = None
    action: tuple[Action, ...] | None = None
    summary: str | None = Field(default=None, max_length=300)
    # Offered only while this holds for the player anteing (000 "Conditionals").
    condition: Condition | None = None
    # The kinds of correction that carry out its summary (as `Effect.corrections`): required
    # in new card data for an ante with a summary, beside an action too unless `reminder`.
    corrections: tuple[str, ...] | None = None
    reminder: bool = False

    @field_validator("action", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value

    @property
    def cost_count(self) -> int:
        """Tokens one use costs: the exact amount written (0 included), else 1."""
        if self.cost is None:
            return 0
        exact = self.cost.amount.exact
        return 1 if exact is None else exact

    @model_validator(mode="after")
    def _shape(self, info: ValidationInfo) -> Ante:
        if (self.action is None and self.summary is None and self.call is None
                and self.cost is None):
            raise ValueError("an ante has `action`, `summary`, `call` or `cost` (an ante that "
                             "only pays, read by `tokens_anted_at_least`)")
        _refuse_misplaced(self.action, x_is_allowed=False)
        _check_corrections(self.corrections)
        if self.summary is None and self.corrections is not None:
            raise ValueError("`corrections` goes with a `summary` (the part the table carries "
                             "out by hand); remove it")
        needs_corrections(self.summary, self.action, self.corrections, info)
        if self.reminder:
            if self.action is None or self.summary is None:
                raise ValueError("`reminder: true` marks a summary that only restates the "
                                 "ante's `action`: give both, or remove `reminder`")
            if self.corrections is not None:
                raise ValueError("a reminder leaves nothing to the table: remove "
                                 "`corrections`, or `reminder` if the summary asks the table "
                                 "to do something")
        elif self.action is not None and self.summary is not None and self.corrections is None \
                and isinstance(info.context, dict) and info.context.get("new"):
            raise ValueError("an ante with both `action` and `summary` is a prompt: add "
                             "`corrections: [kind, ...]` for what its summary leaves to the "
                             f"table (kinds among {', '.join(KINDS)}), or `reminder: true` if "
                             "the summary only restates what the action does")
        return self


class SpecialCard(Strict):
    """A trap, special card or form of a unique ability (000 "Special Cards", "Forms").

    active: a ``special`` card that starts face-up (active) at setup; the others start
    face-down. While active, its effects are in play (000 "Special Cards").
    """

    name: Name
    kind: Literal["trap", "special", "form"] = "special"
    active: bool = False
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _active(self) -> SpecialCard:
        if self.active and self.kind != "special":
            raise ValueError("only a `special` card starts active (a form: start_form)")
        return self


class MarkerSpec(Strict):
    """Markers a unique ability puts on the board (000 "Markers"): the app shows where each
    one is and players move them by hand. ``start``: where they begin, relative to the
    fighter's standup at setup (``off_board`` until an effect places them)."""

    name: Name = Field(max_length=40)
    count: int = Field(default=1, ge=1, le=9)
    start: Literal["off_board", "own_space", "in_front", "behind"] = "off_board"
    # markers with a face-up and a face-down side: laid face down, turned by `turn_markers`
    # (Pendros's Environment markers); the page shows which side is up
    sided: bool = False


class SetAside(Strict):
    """Cards a unique ability's setup puts aside out of play (Joal's stockpile): how many,
    of which kind (base, style or either), chosen by the player."""

    kind: Literal["base", "style", "any"] = "base"
    count: int = Field(ge=1)
    name: Name = "set aside"


class UniqueAbility(Strict):
    """The unique ability card: summary, setup steps, components, antes and effects."""

    name: Name
    summary: str = Field(max_length=600)
    setup: tuple[str, ...] = ()
    set_aside: SetAside | None = None
    tokens: tuple[TokenSpec, ...] = ()
    antes: tuple[Ante, ...] = ()
    effects: tuple[Effect, ...] = ()
    special_cards: tuple[SpecialCard, ...] = ()
    markers: tuple[MarkerSpec, ...] = ()
    start_form: str | None = None
    # True when the fighter's unique bases replace the standard bases (Juto, Borneo).
    replaces_standard_bases: bool = False

    def card_names(self, kind: str) -> tuple[str, ...]:
        """The names of this ability's special cards of ``kind`` (``trap``, ``special`` or
        ``form``), in their order."""
        return tuple(c.name for c in self.special_cards if c.kind == kind)

    @model_validator(mode="after")
    def _no_x(self) -> UniqueAbility:
        for effect in (*self.effects, *(e for c in self.special_cards for e in c.effects)):
            _refuse_misplaced(effect.action, x_is_allowed=False)
        return self

    @model_validator(mode="after")
    def _forms(self) -> UniqueAbility:
        forms = self.card_names("form")
        if self.start_form is not None and self.start_form not in forms:
            raise ValueError(f"start_form {self.start_form!r} is not one of the forms listed in "
                             f"special_cards (has: {forms})")
        return self


class Fighter(Strict):
    """One fighter's kit (000 "Fighter Selection"): styles, bases, two Finisher sides."""

    name: Name
    short_name: Name = Field(max_length=30)
    printing: Literal["4th", "classic"]
    starting_life: int = Field(default=20, ge=1, le=99)
    unique_ability: UniqueAbility
    styles: tuple[Card, ...] = Field(min_length=1)
    bases: tuple[Card, ...] = ()
    # Two sides of the Finisher card as a rule (000 "Finisher Cards"); some promos print one,
    # and a fighter with a kit choice (Endrbyt's) has more to pick from.
    finishers: tuple[Card, ...] = Field(min_length=1, max_length=6)

    @model_validator(mode="after")
    def _names(self) -> Fighter:
        names = [c.name for c in self.styles + self.bases + self.finishers]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise ValueError(f"card names repeat: {', '.join(duplicates)}")
        tokens = {t.name for t in self.unique_ability.tokens}
        ability = self.unique_ability
        owners: list[tuple[str, tuple[Action, ...]]] = []
        for card in self.styles + self.bases + self.finishers + ability.special_cards:
            owners += [(f"card {card.name!r}", e.action or ()) for e in card.effects]
        owners += [(f"unique ability {ability.name!r}", e.action or ()) for e in ability.effects]
        for ante in ability.antes:
            owners.append((f"ante {ante.name!r}", ante.action or ()))
            if ante.cost is not None and ante.cost.token not in tokens:
                raise ValueError(f"ante {ante.name!r} costs token {ante.cost.token!r}, which "
                                 f"the unique ability does not list (has: {sorted(tokens)})")
        for owner, actions in owners:
            for token in _tokens_named(actions):
                if token not in tokens:
                    raise ValueError(f"{owner} uses token {token!r}, which the unique "
                                     f"ability does not list (has: {sorted(tokens)})")
        if ability.set_aside is None and any(
                a.take_to_hand.from_ == "set_aside" for _, actions in owners
                for a in _flat(actions) if a.take_to_hand):
            raise ValueError("take_to_hand from set_aside needs the unique ability's "
                             "`set_aside` (the pile it takes from)")
        forms = set(ability.card_names("form"))
        named = [a.become_form for _, actions in owners for a in _flat(actions) if a.become_form]
        named += [e.condition.form for e in all_effects(self) if e.condition and e.condition.form]
        unknown = sorted(set(named) - forms)
        if unknown:
            raise ValueError(f"form(s) {', '.join(map(repr, unknown))} named by an effect are "
                             f"not forms in special_cards (has: {sorted(forms)})")
        # wave 3 (c2): special cards named by turn_special / special_face, antes by ante_made
        conditions = [e.condition for e in all_effects(self) if e.condition] + [
            a.condition for a in ability.antes if a.condition]
        specials = set(ability.card_names("special"))
        named = [a.turn_special.name for _, actions in owners for a in _flat(actions)
                 if a.turn_special and a.turn_special.name]
        named += [n for c in conditions if c.special_face for n in c.special_face]
        unknown = sorted(set(named) - specials)
        if unknown:
            raise ValueError(f"special card(s) {', '.join(map(repr, unknown))} named by an "
                             f"effect are not special cards in special_cards (has: "
                             f"{sorted(specials)})")
        unknown = sorted({c.ante_made for c in conditions if c.ante_made}
                         - {a.name for a in ability.antes})
        if unknown:
            raise ValueError(f"ante(s) {', '.join(map(repr, unknown))} named by ante_made are "
                             "not antes of the unique ability")
        markers = {m.name for m in ability.markers}
        named = [spec.marker for _, actions in owners for a in _flat(actions)
                 for spec in (a.move_marker, a.place_marker, a.remove_marker,
                              a.teleport_opponent, a.teleport)
                 if spec and spec.marker]
        named += [a.cannot_enter.marker for _, actions in owners for a in _flat(actions)
                  if a.cannot_enter and a.cannot_enter.marker]
        named += [n for e in all_effects(self) if e.condition and e.condition.marker
                  for n in e.condition.marker]
        named += [n for e in all_effects(self) if e.condition and e.condition.marker_distance
                  for n in e.condition.marker_distance]
        named += [n for _, actions in owners for a in _flat(actions) if a.range_from
                  for n in a.range_from.markers]
        named += [amount.marker for _, actions in owners for a in _flat(actions)
                  for amount in _amounts(a) if amount.marker]
        unknown = sorted(set(named) - markers)
        if unknown:
            raise ValueError(f"marker(s) {', '.join(map(repr, unknown))} named by an effect are "
                             f"not listed in the unique ability's markers (has: "
                             f"{sorted(markers)})")
        return self


def all_effects(fighter: Fighter) -> list[Effect]:
    """Every effect of ``fighter``: the unique ability's, then each style's, base's,
    Finisher's and special card's (antes are not effects)."""
    ability = fighter.unique_ability
    found = list(ability.effects)
    for card in fighter.styles + fighter.bases + fighter.finishers + ability.special_cards:
        found += card.effects
    return found


def _flat(actions: tuple[Action, ...]) -> list[Action]:
    """The actions and every action nested in `either`, `next_beat`, `opponent`, a
    `branch` and an `opponent_discards_token`'s `otherwise`."""
    found = []
    for action in actions:
        found.append(action)
        found += _flat(action.either or ()) + _flat(action.next_beat or ())
        found += _flat(action.opponent or ())
        if action.branch is not None:
            found += _flat(action.branch.then) + _flat(action.branch.else_)
        if action.opponent_discards_token is not None:
            found += _flat(action.opponent_discards_token.otherwise)
        if action.ignore_movement is not None:
            found += _flat(action.ignore_movement.each_time)
        if action.if_that_move is not None:
            found += _flat(action.if_that_move.then)
    return found


def _stray_branch(actions: tuple[Action, ...]) -> bool:
    """True when a `branch` lies where no trigger takes it: nested in an `either`, a
    `next_beat`, an `opponent`, an `if_that_move` and the like. A branch is carried out only
    as one of an effect's own actions or inside another branch's ``then``/``else``
    (`beat_work.run_work` puts those in its place)."""
    taken: list[Action] = []
    todo = list(actions)
    while todo:
        action = todo.pop()
        taken.append(action)
        if action.branch is not None:
            todo += [*action.branch.then, *action.branch.else_]
    return any(a.kind == "branch" and not any(a is t for t in taken) for a in _flat(actions))


def _refuse_misplaced(actions: tuple[Action, ...] | None, x_is_allowed: bool) -> None:
    """Refuse a stray `branch` (`_stray_branch`) and, where ``x_is_allowed`` is False (an
    ante, a unique ability: no printed X), any `x_is`: the engine would meet them in a duel
    with nothing to carry them out."""
    if not actions:
        return
    if _stray_branch(actions):
        raise ValueError("a `branch` goes among an effect's own actions (or in another "
                         "branch's then/else), not inside either, next_beat, opponent or "
                         "if_that_move: write the condition as the effect's or the branch's")
    if not x_is_allowed and any(a.x_is is not None for a in _flat(actions)):
        raise ValueError("x_is gives the value of a card's printed X: only on a style, base "
                         "or Finisher that prints X, in a passive effect")


def _amounts(action: Action) -> list[Amount]:
    """The amounts an action's stat or life fields carry (for the names they count)."""
    found = [getattr(action, attr) for attr in ("power", "priority", "guard", "armor",
                                                 "regain_life", "gain_force")]
    if action.x_is is not None:
        found.append(action.x_is.amount)
    if action.range_bonus is not None:
        found += [action.range_bonus.min, action.range_bonus.max]
    if action.chip is not None:
        found.append(action.chip.amount)
    return [amount for amount in found if amount is not None]


def _tokens_named(actions: tuple[Action, ...]) -> list[str]:
    """Every token name the actions use, nested actions included (`_flat`)."""
    found = []
    for action in _flat(actions):
        if action.move_counters is not None:
            found.append(action.move_counters.token)
        for field in ("gain_tokens", "spend_tokens", "regain_tokens", "set_tokens",
                      "lose_tokens"):
            value = getattr(action, field)
            if value is not None:
                found.append(value.token)
        if action.ante_token is not None:
            found.append(action.ante_token)
        found += [amount.token for amount in _amounts(action) if amount.token]
    return found


class SharedCards(Strict):
    """The cards every fighter takes (000 "Fighter Selection"): standard bases and Switch."""

    bases: tuple[Card, ...]
    styles: tuple[Card, ...]


def stat(card: Card, name: str) -> StatValue:
    """The parsed printed stat ``name`` (range, power, priority, guard) of ``card``.

    Classic ``stun_guard`` reads as guard. Missing guard reads as 0 on a base or Finisher and
    +0 on a style.

    Raises:
        InvalidInput: the name is not a stat.
    """
    if name == "guard":
        if card.guard is not None:
            return StatValue.parse(card.guard)
        if card.stun_guard is not None:
            return StatValue("number", card.stun_guard, card.stun_guard)
        return StatValue("number", 0, 0)
    if name not in ("range", "power", "priority"):
        raise InvalidInput(f"{name!r} is not a stat (range, power, priority, guard)")
    return StatValue.parse(getattr(card, name), allow_range=name == "range")
