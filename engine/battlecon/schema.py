"""The YAML format of `fighters/`: a fighter's kit and the shared cards, as pydantic models.

Every model forbids unknown fields; `cards.fighter_from_yaml` turns validation errors into one
message per problem naming the file, the card and the field. Card numbers are written as printed
(see `stats.StatValue`). Effects are keyed by timing (000 rulebook, "Triggered Effects":
Reveal, Start, Before, Hit, Damage, After, End, Recycle), plus ``passive`` effects that hold while
the card is revealed and in-time ``when`` effects (000 "In-Time Triggers").

An effect carries either structured ``action`` (one action or a list, carried out in order by the
engine) or a ``summary`` in our own words that the assistant shows as a prompt. Never card text.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from .errors import InvalidInput
from .stats import StatValue

TIMINGS = ("reveal", "start", "before", "hit", "damage", "after", "end", "recycle")
Timing = Literal["reveal", "start", "before", "hit", "damage", "after", "end", "recycle",
                 "passive", "when"]

# In-time events (000 "In-Time Triggers"). "you_are_hit" and "you_take_damage" resolve after all
# Hit or Damage triggers of the attacker (000 "In-Time Triggers", special case).
# "you_soak_damage": your armor (classic: Soak) prevented 1 or more points of an attack's damage;
# it fires even when all the damage was prevented, at the moment "you_take_damage" would.
InTimeEvent = Literal[
    "you_are_hit", "you_take_damage", "you_hit", "you_deal_damage", "opponent_moves",
    "opponent_ends_move_adjacent", "opponent_moves_past_you", "you_are_stunned",
    "opponent_triggers_trap", "ante_phase_starts", "you_soak_damage"]

# Where a "per" amount counts from.
PerSource = Literal[
    "damage_dealt",       # damage this attack dealt (after armor), life points
    "damage_taken",       # damage you took this beat, life points
    "damage_soaked",      # damage your armor prevented this beat, life points
    "tokens_spent",       # tokens spent earlier in this same effect
    "tokens_anted",       # tokens of `token` you anted this beat
    "tokens_held",        # tokens of `token` in your supply now
    "spaces_moved",       # spaces moved by the previous movement of this same effect
    "spaces_between",     # spaces between you and the opponent (the distance minus 1)
    "disparity",          # the priority gap once clashes are settled (`values.disparity`)
    "counters_on_cards",  # counters of `token` lying on cards, on `place`
    "piles_holding",      # discard piles (0-2) holding 1 or more counters of `token`
    "markers",            # your markers called `marker` on a space of kind `place`
    "shared_bases_in_discards",  # base names in both your discard piles and the opponent's
    "opponent_tokens_anted",  # your tokens of `token` the opponent anted this beat
]

Who = Literal["you", "opponent"]
Duration = Literal["beat", "next_beat", "duel"]
Restriction = Literal[
    "advance", "retreat", "move", "be_moved", "be_moved_by_opponent", "move_past_opponent",
    "be_moved_past", "hit", "ante", "hit_triggers", "before_after_triggers", "be_stunned",
    "counters_on_pair"]


class Strict(BaseModel):
    """Base of every YAML model: unknown fields are errors; instances are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Amount(Strict):
    """How many spaces, points or tokens an action moves, deals or gains.

    YAML shorthands: ``2`` (exactly 2), ``[1, 2]`` (the player picks 1 or 2), ``{up_to: 3}``
    (as far as possible up to 3: 000 "Movement", Push example of "0-3"), ``{per: damage_dealt}``
    (one per point of damage this attack dealt, times ``times``), ``{any: true}`` (the player
    picks any number they can pay, for spending).
    """

    exact: int | None = None
    choices: tuple[int, ...] | None = None
    up_to: int | None = None
    per: PerSource | None = None
    token: str | None = None
    times: int = 1
    any: bool = False
    at_most: int | None = None
    # per: counters_on_cards: the place counted (`TokenSpec.on_cards`); "discards" is both
    # discard piles. per: markers: the kind of space counted (as the `marker` condition).
    place: Literal["pair", "discard1", "discard2", "discards", "own_space", "opponent_space",
                   "adjacent_to_you", "adjacent_to_opponent", "between", "beyond_opponent",
                   "behind_you", "on_board"] | None = None
    marker: str | None = None
    # per: one for every `divide` counted, the remainder rounded `round` ("half, rounded up":
    # divide 2, round up), before `times` and `at_most`.
    divide: int = Field(default=1, ge=1)
    round: Literal["up", "down"] = "down"

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, bool):
            raise ValueError("an amount is a number, a list of numbers or a mapping")
        if isinstance(value, int):
            return {"exact": value}
        if isinstance(value, list):
            return {"choices": value}
        return value

    @model_validator(mode="after")
    def _one_kind(self) -> Amount:
        kinds = [self.exact is not None, self.choices is not None, self.up_to is not None,
                 self.per is not None, self.any]
        if sum(kinds) != 1:
            raise ValueError("give exactly one of: a number, a list, up_to, per, any")
        if self.choices is not None and (not self.choices or min(self.choices) < 0):
            raise ValueError("choices must be a non-empty list of numbers 0 or more")
        if self.per in ("tokens_anted", "tokens_held", "counters_on_cards",
                        "piles_holding", "opponent_tokens_anted") and not self.token:
            raise ValueError(f"per: {self.per} needs `token:` naming the token")
        card_places = ("pair", "discard1", "discard2", "discards")
        if self.per == "counters_on_cards" and self.place not in card_places:
            raise ValueError("per: counters_on_cards needs `place:` pair, discard1, discard2 "
                             "or discards")
        if self.per == "markers" and (not self.marker or self.place is None
                                      or self.place in card_places):
            raise ValueError("per: markers needs `marker:` (a name) and `place:` (a kind of "
                             "space: own_space, opponent_space, adjacent_to_you, ...)")
        if self.per is None and (self.divide != 1 or self.round != "down"):
            raise ValueError("`divide:` and `round:` go with a `per` amount")
        if self.per not in ("counters_on_cards", "markers") and (
                self.place is not None or self.marker is not None):
            raise ValueError("`place:` and `marker:` go with per: counters_on_cards or markers")
        return self


class Movement(Strict):
    """A movement: the kind decides who moves and which way (000 "Movement")."""

    amount: Amount
    # "up to" a `per` amount: as far as possible up to it (000 "Movement", Close and Push).
    up_to: bool = False

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, dict) and "amount" not in value:
            return {"amount": value}
        if not isinstance(value, dict):
            return {"amount": value}
        return value


class Teleport(Strict):
    """Teleport (classic: move directly) to a space described relative to the opponent:
    ``behind_opponent`` is the space just behind them, ``beyond_opponent`` any space on their
    far side."""

    to: Literal["adjacent_to_opponent", "any_space", "behind_opponent", "beyond_opponent"]


MarkerPlace = Literal["any_space", "own_space", "opponent_space", "adjacent_to_you",
                      "adjacent_to_opponent", "between", "beyond_opponent", "behind_you",
                      "board_edge"]


class MarkerMove(Strict):
    """Move one of your markers called ``marker`` (the player picks which, if several) by
    ``amount`` spaces either way (000 "Markers")."""

    marker: str
    amount: Amount


class MarkerPlacement(Strict):
    """Put one of your markers called ``marker`` on a space ``where`` describes; a marker off
    the board is used first (000 "Markers"). ``unoccupied``: only a space with no standup on
    it; ``empty``: only a space holding no marker of that name ("no two on one space");
    ``from_supply``: only a marker off the board (none left: nothing happens); ``distance``:
    only a space exactly that many spaces from your standup."""

    marker: str
    where: MarkerPlace = "any_space"
    unoccupied: bool = False
    empty: bool = False
    from_supply: bool = False
    distance: int | None = Field(default=None, ge=1)


class MarkerName(Strict):
    """One of your markers called ``marker`` (the player picks which, if several)."""

    marker: str


CardPlace = Literal["pair", "discard1", "discard2"]


class TokenAmount(Strict):
    """A number of one kind of token: ``{token: Malice, amount: 2}``.

    place: for counters that lie on cards (`TokenSpec.on_cards`), the place they are put on
    (gain_tokens: from the pool, default the attack pair) or taken from (spend_tokens: to
    depletion): the attack pair, discard pile 1 or discard pile 2 of the cards they lie on.
    """

    token: str
    amount: Amount
    place: CardPlace | None = None


class CountersMove(Strict):
    """Move every counter of ``token`` lying on one place of cards to another place
    (`TokenSpec.on_cards`): ``{token: Recursor, from: discard2, to: discard1}``."""

    token: str
    from_: CardPlace = Field(alias="from")
    to: CardPlace


class ComputedStat(Strict):
    """A stat computed from the table: ``{from: opponent_printed_power, times: 3}``;
    ``{from: disparity}`` is the priority gap of the beat (`values.disparity`)."""

    from_: Literal["opponent_printed_power", "disparity"] = Field(alias="from")
    times: int = 1


class StatBecomes(Strict):
    """"Stat becomes X" (000 "Other Effects"): replaces every bonus and printed value."""

    range: str | None = None
    power: int | ComputedStat | None = None
    priority: int | None = None
    guard: int | None = None


class Chip(Strict):
    """Chip / lose life (000 "Other Effects", Chip X): never damage, stops at 1 life."""

    amount: Amount
    target: Who = "opponent"

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            return {"amount": value}
        return value


class RangeFrom(Strict):
    """Where your attack's range is counted from instead of your standup (000 "Markers";
    "Attack": check range): one of your markers named in ``markers`` (a name covers every
    marker of that name) and, with ``or_you``, your standup too. The engine counts from each
    of them that is on the board and the attack reaches when one of them is in range; with
    none on the board it misses. YAML shorthands: ``Hachi`` or ``[Hachi, Cori]``."""

    markers: tuple[str, ...] = Field(min_length=1)
    or_you: bool = False

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, str):
            return {"markers": [value]}
        if isinstance(value, list):
            return {"markers": value}
        return value


class RangeBonus(Strict):
    """A range bonus whose ends are amounts (000 "Styles and Bases": the minimum and the
    maximum add separately): ``{min: 1, max: {per: disparity}}`` is +1~D, ``{max: {per:
    tokens_spent}}`` is +0~1 per token spent. Each end is an `Amount`, counted when the
    effect is carried out (a passive effect: whenever the stats are read)."""

    min: Amount = Field(default_factory=lambda: Amount(exact=0))
    max: Amount = Field(default_factory=lambda: Amount(exact=0))


class Cannot(Strict):
    """A "cannot" (000 "Cannot vs. Do"): it beats every effect that says "do"."""

    who: Who = "opponent"
    what: tuple[Restriction, ...]
    duration: Duration = "beat"


class Action(Strict):
    """One structured action: exactly one field is set.

    Movement (000 "Movement"): advance, retreat, close, move (either way, you choose),
    push, pull, move_opponent (either way, you choose), opponent_must_move (either way, the
    opponent chooses), teleport.
    Stat bonuses for this beat (000 "Attack Pairs"): range (a modifier like "+0~1"), power,
    priority, guard, armor; stat_becomes.
    Flags (000 "Other Effects"): stun_immunity, stun_opponent, avoid, ignore_armor,
    ignore_guard, vulnerable, stun_on_hit (your attack stuns on hit), finisher (replace the
    attack pair with your Finisher, 000 "Finishers").
    Life: chip, regain_life, damage_cap ("cannot take more than X damage at a time"),
    life_floor ("life cannot fall below X").
    Tokens (000 "Tokens & Counters"): gain_tokens (from the supply limit), spend_tokens,
    regain_tokens, set_tokens (gain or lose until exactly N); gain_force.
    cannot: a restriction. next_beat: actions that apply during the next beat.
    either: the player carries out one of these actions ("push or pull 1"); when only one
    can be carried out, it must be (000 "Movement", Push or Pull example).
    opponent: stat bonuses or penalties (range, power, priority, guard, armor) that apply to the
    opponent's attack pair instead of yours ("the opponent has -2 Power").
    wins_ties: your attack pair wins priority ties as a tiebreaker does (000 "Tiebreakers").
    become_active: you are the Active Player this beat whatever the priorities (000 "Reveal
    Step"; at Start of Beat the attack order changes at once).
    repeat_attack: after this attack's After triggers, the attack is carried out again, once
    (range checked anew). become_form: you take the form of that name (000 "Forms").
    Markers (000 "Markers"): move_marker, place_marker, remove_marker.
    range_from: your attack's range is counted from one of your markers (`RangeFrom`).
    range_bonus: a range bonus whose minimum and maximum are amounts (`RangeBonus`).
    move_counters: counters on cards go from one place to another (`CountersMove`).
    """

    advance: Movement | None = None
    retreat: Movement | None = None
    close: Movement | None = None
    move: Movement | None = None
    push: Movement | None = None
    pull: Movement | None = None
    move_opponent: Movement | None = None
    opponent_must_move: Movement | None = None
    teleport: Teleport | None = None

    range: str | None = None
    power: Amount | None = None
    priority: Amount | None = None
    guard: Amount | None = None
    armor: Amount | None = None
    stat_becomes: StatBecomes | None = None

    stun_immunity: Literal[True] | None = None
    stun_opponent: Literal[True] | None = None
    avoid: Literal[True] | None = None
    ignore_armor: Literal[True] | None = None
    ignore_guard: Literal[True] | None = None
    vulnerable: Literal[True] | None = None
    stun_on_hit: Literal[True] | None = None
    finisher: Literal[True] | None = None

    chip: Chip | None = None
    regain_life: Amount | None = None
    damage_cap: int | None = None
    life_floor: int | None = None

    gain_tokens: TokenAmount | None = None
    spend_tokens: TokenAmount | None = None
    regain_tokens: TokenAmount | None = None
    set_tokens: TokenAmount | None = None
    gain_force: Amount | None = None
    range_from: RangeFrom | None = None
    range_bonus: RangeBonus | None = None
    move_counters: CountersMove | None = None

    cannot: Cannot | None = None
    next_beat: tuple[Action, ...] | None = None
    either: tuple[Action, ...] | None = None
    opponent: tuple[Action, ...] | None = None

    wins_ties: Literal[True] | None = None
    become_active: Literal[True] | None = None
    repeat_attack: Literal[True] | None = None
    become_form: str | None = None
    move_marker: MarkerMove | None = None
    place_marker: MarkerPlacement | None = None
    remove_marker: MarkerName | None = None

    _kind: str = PrivateAttr(default="")

    @model_validator(mode="after")
    def _exactly_one(self) -> Action:
        given = [name for name in type(self).model_fields if getattr(self, name) is not None]
        if len(given) != 1:
            raise ValueError(
                "an action has exactly one key (advance, power, chip, gain_tokens, ...); "
                f"this one has {len(given)}: {', '.join(given) or 'none'}. "
                "Write several actions as a list")
        if self.range is not None:
            StatValue.parse(self.range, allow_range=True)
        if self.opponent is not None:
            wrong = [a.kind for a in self.opponent if a.kind not in OPPONENT_STAT_KINDS]
            if wrong:
                raise ValueError(f"`opponent` holds stat bonuses only "
                                 f"({', '.join(OPPONENT_STAT_KINDS)}), not {', '.join(wrong)}")
        self._kind = given[0]
        return self

    @property
    def kind(self) -> str:
        """The name of the one field that is set (``"advance"``, ``"power"``...)."""
        return self.__pydantic_private__["_kind"]  # direct: pydantic's lookup is slow


OPPONENT_STAT_KINDS = ("range", "power", "priority", "guard", "armor", "stat_becomes",
                       "range_bonus")
MOVEMENT_KINDS = ("advance", "retreat", "close", "move", "push", "pull", "move_opponent",
                  "opponent_must_move", "teleport")


class Condition(Strict):
    """Every field given must hold (000 "Conditionals"); only this beat counts unless named.

    range: the distance to the opponent lies in this range ("1", "1~2", "3~9").
    disparity_at_least: this beat's Disparity (`values.disparity`) is at least this.
    priority_at_most / opponent_priority_at_most: your / the opponent's attack pair priority
    is at most this. attack_damage_at_least: the current attack dealt at least this much
    damage at once (after armor), whoever made it. piles_holding_at_least: {token: N}: at
    least N discard piles (of the cards those counters lie on) hold one or more of them.
    switched_sides: the standups changed sides this beat, by either fighter's movement.
    opponent_moved: the opponent moved this beat (any movement, 000 "Movement").
    opponent_at_board_edge: the opponent stands on an end space of the board.
    base_in_opponent_discards: a base in the opponent's discard piles has the name of the base
    in your attack pair; opponent_base_in_your_discards: the other way round.
    tokens_anted_at_most: you anted at most that many of each named token this beat (0: none).
    opponent_anted_at_least: the opponent anted at least that many of each named token of
    yours this beat (an [Opponent] ante costing tokens you hand them, such as Curses).
    marker_distance: {marker name: "0~1"}: one of your markers of that name lies at a distance
    from the opponent's standup within that range ("0": on their space; quote it).
    """

    range: str | None = None
    you_were_hit: bool | None = None
    you_took_damage: bool | None = None
    this_attack_hit: bool | None = None
    hit_opponent_last_beat: bool | None = None
    tokens_at_least: dict[str, int] | None = None
    tokens_anted_at_least: dict[str, int] | None = None
    priority_at_least: int | None = None
    life_at_most: int | None = None
    life_at_least: int | None = None
    disparity_at_least: int | None = None
    priority_at_most: int | None = None
    opponent_priority_at_most: int | None = None
    attack_damage_at_least: int | None = None
    piles_holding_at_least: dict[str, int] | None = None
    switched_sides: bool | None = None
    opponent_moved: bool | None = None
    opponent_at_board_edge: bool | None = None
    base_in_opponent_discards: bool | None = None
    opponent_base_in_your_discards: bool | None = None
    tokens_anted_at_most: dict[str, int] | None = None
    opponent_anted_at_least: dict[str, int] | None = None
    marker_distance: dict[str, str] | None = None
    opponent_base_same_name: bool | None = None
    moved_past_opponent: bool | None = None
    opponent_stunned: bool | None = None
    damage_equals_range: bool | None = None
    opponent_triggered_trap: bool | None = None
    you_hit: bool | None = None
    you_stunned: bool | None = None
    active_player: bool | None = None
    opponent_priority: Literal["higher", "lower"] | None = None
    tokens_at_most: dict[str, int] | None = None
    form: str | None = None
    # {marker name: place}: a marker of yours of that name is on such a space (`MarkerPlace`
    # without any_space; plus on_board / off_board)
    marker: dict[str, Literal["own_space", "opponent_space", "adjacent_to_you",
                              "adjacent_to_opponent", "between", "beyond_opponent",
                              "behind_you", "board_edge", "on_board",
                              "off_board"]] | None = None

    @field_validator("range")
    @classmethod
    def _range(cls, value: str | None) -> str | None:
        if value is not None:
            text = str(value)
            if text.endswith("~"):
                text += "99"
            StatValue.parse(text, allow_range=True)
        return value

    @field_validator("marker_distance")
    @classmethod
    def _distances(cls, value: dict[str, str] | None) -> dict[str, str] | None:
        for text in (value or {}).values():
            StatValue.parse(text + "99" if text.endswith("~") else text, allow_range=True)
        return value


class Effect(Strict):
    """One effect of a card or unique ability.

    timing: one of TIMINGS, ``passive`` or ``when`` (then ``event`` names the in-time event;
    ``whenever`` makes it repeatable in a beat, 000 "Multiplayer": When/Whenever).
    """

    timing: Timing
    event: InTimeEvent | None = None
    whenever: bool = False
    condition: Condition | None = None
    optional: bool = False
    action: tuple[Action, ...] | None = None
    summary: str | None = Field(default=None, max_length=300)

    @field_validator("action", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value

    @model_validator(mode="after")
    def _shape(self) -> Effect:
        if (self.action is None) == (self.summary is None):
            raise ValueError("an effect has either `action` (structured) or `summary` (words)")
        if self.timing == "when" and self.event is None:
            raise ValueError("a `when` effect names its `event`")
        if self.timing != "when" and self.event is not None:
            raise ValueError("`event` is only for timing `when`")
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

    name: str = Field(min_length=1, max_length=60)
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
    start_on_discards: how many begin on discard piles 1 and 2. life_per_return: each
    counter that comes back to the pool from the cards it lay on makes the fighter whose
    cards they were lose this much life (a chip: never below 1; Kajia's Insects).
    """

    name: str
    kind: Literal["token", "counter"] = "token"
    held_by: Literal["you", "opponent"] = "you"
    total: int = Field(ge=0)
    start: int = Field(ge=0)
    limit: int | None = Field(default=None, ge=0)
    on_cards: bool = False
    start_on_discards: tuple[int, int] = (0, 0)
    life_per_return: int = Field(default=0, ge=0)

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

    cost: tokens used (moved to depletion) each time. limited: once per beat.
    opponent: an [Opponent] ante, for the opponent only. secret: the choice is hidden until
    Reveal (a face-down trap). choices: names the player picks among (a trap's name).
    """

    name: str
    cost: TokenAmount | None = None
    limited: bool = False
    opponent: bool = False
    secret: bool = False
    choices: tuple[str, ...] = ()
    action: tuple[Action, ...] | None = None
    summary: str | None = Field(default=None, max_length=300)

    @field_validator("action", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value

    @model_validator(mode="after")
    def _shape(self) -> Ante:
        if self.action is None and self.summary is None:
            raise ValueError("an ante has `action`, `summary` or both")
        return self


class SpecialCard(Strict):
    """A trap, special card or form of a unique ability (000 "Special Cards", "Forms")."""

    name: str
    kind: Literal["trap", "special", "form"] = "special"
    effects: tuple[Effect, ...] = ()


class MarkerSpec(Strict):
    """Markers a unique ability puts on the board (000 "Markers"): the app shows where each
    one is and players move them by hand. ``start``: where they begin, relative to the
    fighter's standup at setup (``off_board`` until an effect places them)."""

    name: str = Field(min_length=1, max_length=40)
    count: int = Field(default=1, ge=1, le=9)
    start: Literal["off_board", "own_space", "in_front", "behind"] = "off_board"


class SetAside(Strict):
    """Cards a unique ability's setup puts aside out of play (Joal's stockpile): how many,
    of which kind (base, style or either), chosen by the player."""

    kind: Literal["base", "style", "any"] = "base"
    count: int = Field(ge=1)
    name: str = "set aside"


class UniqueAbility(Strict):
    """The unique ability card: summary, setup steps, components, antes and effects."""

    name: str
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

    @model_validator(mode="after")
    def _forms(self) -> UniqueAbility:
        forms = [c.name for c in self.special_cards if c.kind == "form"]
        if self.start_form is not None and self.start_form not in forms:
            raise ValueError(f"start_form {self.start_form!r} is not one of the forms listed in "
                             f"special_cards (has: {forms})")
        return self


class Fighter(Strict):
    """One fighter's kit (000 "Fighter Selection"): styles, bases, two Finisher sides."""

    name: str = Field(min_length=1, max_length=60)
    short_name: str = Field(min_length=1, max_length=30)
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
        forms = {c.name for c in ability.special_cards if c.kind == "form"}
        named = [a.become_form for _, actions in owners for a in _flat(actions) if a.become_form]
        named += [e.condition.form for e in all_effects(self) if e.condition and e.condition.form]
        unknown = sorted(set(named) - forms)
        if unknown:
            raise ValueError(f"form(s) {', '.join(map(repr, unknown))} named by an effect are "
                             f"not forms in special_cards (has: {sorted(forms)})")
        markers = {m.name for m in ability.markers}
        named = [spec.marker for _, actions in owners for a in _flat(actions)
                 for spec in (a.move_marker, a.place_marker, a.remove_marker) if spec]
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
    """The actions and every action nested in `either`, `next_beat` and `opponent`."""
    found = []
    for action in actions:
        found.append(action)
        found += _flat(action.either or ()) + _flat(action.next_beat or ())
        found += _flat(action.opponent or ())
    return found


def _amounts(action: Action) -> list[Amount]:
    """The amounts an action's stat or life fields carry (for the names they count)."""
    found = [getattr(action, attr) for attr in ("power", "priority", "guard", "armor",
                                                 "regain_life", "gain_force")]
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
        for field in ("gain_tokens", "spend_tokens", "regain_tokens", "set_tokens"):
            value = getattr(action, field)
            if value is not None:
                found.append(value.token)
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
