"""The card format's amounts and conditions (`schema`): `Amount` (how many, with the "per"
sources it counts from, `PerSource`) and `Condition` (what must hold for an effect, 000
"Conditionals"), plus `every_amount`, which walks any card model for its amounts."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from .schema_base import Strict
from .stats import StatValue

# Where a "per" amount counts from.
PerSource = Literal[
    "damage_dealt",       # damage this attack dealt (after armor), life points
    "damage_taken",       # damage you took this beat, life points
    "damage_soaked",      # damage your armor prevented this beat, life points
    "attack_damage_taken",   # damage you took from the current attack (its event alone)
    "attack_damage_soaked",  # damage your armor prevented from the current attack
    "tokens_spent",       # tokens spent earlier in this same effect
    "tokens_anted",       # tokens of `token` you anted this beat
    "tokens_held",        # tokens of `token` in your supply now
    "spaces_moved",       # spaces moved by the previous movement of this same effect
    "spaces_between",     # spaces between you and the opponent (the distance minus 1)
    "tokens_lost",        # tokens of `token` you lost this beat by `lose_tokens`
    "disparity",          # the priority gap once clashes are settled (`values.disparity`)
    "counters_on_cards",  # counters of `token` lying on cards, on `place`
    "piles_holding",      # discard piles (0-2) holding 1 or more counters of `token`
    "markers",            # your markers called `marker` on a space of kind `place`
    "shared_bases_in_discards",  # base names in both your discard piles and the opponent's
    "opponent_tokens_anted",  # your tokens of `token` the opponent anted this beat
    "active_cards",       # your special cards face up (active) now (000 "Special Cards")
    "face_down_cards",    # your special cards face down now, not those out of the game
    # issue 20 (f1): your special cards out of the game (`turn_special` face out: Takeshi's
    # lost Weapon Cards, Ludus's discarded Game cards)
    "out_cards",
    # wave 5 (w5c): base cards lying in your two discard piles, or in the opponent's
    "bases_in_discards", "opponent_bases_in_discards",
    # the power printed on the opponent's attack pair (N/A or X: 0; 002 FAQ on Aegis, ruling
    # 11), and the priority printed on the opponent's base (Cherri's Stare)
    "opponent_printed_power", "opponent_base_priority",
    # your life now minus 1, never below 0: what "lose life until you have 1 left" takes
    "life_above_one",
    # your Armor (classic: Soak) not yet used up this beat ("lose all Soak": times -1), and
    # your attack pair's power now ("up to your current power"); at a timing, not passive
    "armor_left", "your_power",
    # the opponent's Armor (classic: Soak) not yet used up this beat; at a timing
    "opponent_armor_left",
    # clashes this beat so far (each one a new base revealed), and the gap between the two
    # fighters' life totals now
    "clashes", "life_difference",
    # the spaces strictly between you and your nearest marker called `marker` (0: none on
    # the board, or on or next to your space)
    "spaces_to_marker",
    # life you lost this beat (chip on you, damage turned into life loss), counted even when
    # an effect made you ignore the loss (Oriana's Celestial)
    "life_lost",
]


class Amount(Strict):
    """How many spaces, points or tokens an action moves, deals or gains.

    YAML shorthands: ``2`` (exactly 2), ``[1, 2]`` (the player picks 1 or 2), ``{up_to: 3}``
    (any amount from 0 to 3, the player's pick: 002 "Movement"; docs/rulings.md 5; a card that
    prints "as far as possible" says so on its `Movement`), ``{per: damage_dealt}``
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
        if self.per in ("tokens_anted", "tokens_held", "tokens_lost", "counters_on_cards",
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
        if self.per == "spaces_to_marker" and (not self.marker or self.place is not None):
            raise ValueError("per: spaces_to_marker needs `marker:` (a name) and no `place:`")
        if self.per not in ("counters_on_cards", "markers", "spaces_to_marker") and (
                self.place is not None or self.marker is not None):
            raise ValueError("`place:` and `marker:` go with per: counters_on_cards or markers")
        return self


class Condition(Strict):
    """Every field given must hold (000 "Conditionals"); only this beat counts unless named.

    range: the distance to the opponent lies in this range ("1", "1~2", "3~9").
    disparity_at_least: this beat's Disparity (`values.disparity`) is at least this;
    disparity_at_most: at most this (with both, Lucius's Agile: "exactly 1 apart").
    priority_at_most / opponent_priority_at_most: your / the opponent's attack pair priority
    is at most this. attack_damage_at_least: the current attack dealt at least this much
    damage at once (after armor), whoever made it. piles_holding_at_least: {token: N}: at
    least N discard piles (of the cards those counters lie on) hold one or more of them.
    base_in_opponent_discards: a base in the opponent's discard piles has the name of the base
    in your attack pair; opponent_base_in_your_discards: the other way round.
    tokens_anted_at_most: you anted at most that many of each named token this beat (0: none).
    opponent_anted_at_least: the opponent anted at least that many of each named token of
    yours this beat (an [Opponent] ante costing tokens you hand them, such as Curses).
    marker_distance: {marker name: "0~1"}: one of your markers of that name lies at a distance
    from the opponent's standup within that range ("0": on their space; quote it).
    can_regain_one_of: [token, ...]: at least one of these kinds could come back to your
    supply now (one in depletion, room under its limit) and was not anted this beat.
    holds_one_of: [token, ...]: you hold at least one token of one of these kinds.
    active_cards_at_least / active_cards_at_most: how many of your special cards are face up
    (active) now (000 "Special Cards").
    tokens_more_than: {token A: token B}: you hold more tokens of A than of B (Kana's spent
    Choice tokens light side up against dark side up).
    finisher_in_play: your Finisher of that name replaced your attack pair this beat.
    face_up_marker: {marker name: place}: a face-up marker of yours of that name lies on such
    a space (as ``marker``).
    cards_not_in_play: [card, ...]: none of these cards is in your attack this beat (neither
    the style nor the base in use, nor the Finisher in their place): "this attack does not
    apply your tokens" written on the effects the tokens give (Rukyuk's Force Grenade,
    Hikaru's Trance, Runika's Udstad Beam).
    turned_out_this_beat: your special card of that name was taken out of the game this beat
    (`turn_special` ``out``): Runika's Overcharged effects, read from the artifact picked.
    turned_up_this_beat: your special card of that name was turned face up this beat, by an
    effect or an ante (`turn_special` ``up``): Clinhyde's Stim's bonus for its activation.
    cards_out_at_most: at most that many of your special cards are out of the game now.
    special_face: {special card name: up | down | out}: your special card of that name is face
    up (active), face down (and not out of the game), or out of the game for good (Gerard's
    Mercenaries: hired, not hired, the Lackey gone).
    tokens_more_than_active_cards: {token: true}: you hold more tokens of that kind than you
    have special cards face up (Gerard: more Gold than Mercenaries in play); false: not more.
    opponent_life_at_most: the opponent's life is this or less (Lixis's Virulent Miasma).
    ante_made: you made the ante of that name this beat (Lesandra's anted Wyvern).
    opponent_priority_equals_anted / opponent_guard_equals_anted: token name: the opponent's
    attack pair priority / Guard (classic: Stun Guard) now equals the tokens of that kind you
    anted this beat (Xenitia's Draw). incoming_damage_equals_anted: token name: the damage the
    attack hitting you now would deal you (its power against your Armor, caps counted)
    equals the tokens of that kind you anted this beat.
    """

    range: str | None = None
    you_were_hit: bool | None = None
    opponent_at_edge: bool | None = None
    at_edge: bool | None = None
    opponent_used_finisher: bool | None = None
    opponent_priority_at_most: int | None = None
    opponent_priority_equals_anted: str | None = None
    opponent_guard_equals_anted: str | None = None
    incoming_damage_equals_anted: str | None = None
    # the opponent stands where your attack pair's range reaches now (`reach.reach`)
    # a clash happened this beat (a base was played in a clash)
    clashed: bool | None = None
    you_took_damage: bool | None = None
    # wave 3 (f3): the damage you took this beat adds up to at least this (Runeforged)
    damage_taken_at_least: int | None = None
    this_attack_hit: bool | None = None
    hit_opponent_last_beat: bool | None = None
    tokens_at_least: dict[str, int] | None = None
    tokens_anted_at_least: dict[str, int] | None = None
    priority_at_least: int | None = None
    life_at_most: int | None = None
    life_at_least: int | None = None
    disparity_at_least: int | None = None
    disparity_at_most: int | None = None
    priority_at_most: int | None = None
    attack_damage_at_least: int | None = None
    piles_holding_at_least: dict[str, int] | None = None
    base_in_opponent_discards: bool | None = None
    opponent_base_in_your_discards: bool | None = None
    tokens_anted_at_most: dict[str, int] | None = None
    opponent_anted_at_least: dict[str, int] | None = None
    marker_distance: dict[str, str] | None = None
    can_regain_one_of: tuple[str, ...] | None = None
    holds_one_of: tuple[str, ...] | None = None
    active_cards_at_least: int | None = None
    active_cards_at_most: int | None = None
    tokens_more_than: dict[str, str] | None = None
    special_face: dict[str, Literal["up", "down", "out"]] | None = None
    tokens_more_than_active_cards: dict[str, bool] | None = None
    opponent_life_at_most: int | None = None
    ante_made: str | None = None
    finisher_in_play: str | None = None
    # issue 20 (c1): none of these cards is the style, base or Finisher of this beat's attack
    cards_not_in_play: tuple[str, ...] | None = None
    # issue 20 (c1): your special card of this name was taken out of the game this beat
    turned_out_this_beat: str | None = None
    # issue 20 (c1): your special card of this name was turned face up this beat
    turned_up_this_beat: str | None = None
    # issue 20 (c1): at most this many of your special cards are out of the game now
    cards_out_at_most: int | None = None
    face_up_marker: dict[str, Literal["own_space", "opponent_space", "adjacent_to_you",
                                      "adjacent_to_opponent", "between", "beyond_opponent",
                                      "on_board", "behind_you", "edge_space"]] | None = None
    opponent_base_same_name: bool | None = None
    # the opponent's base in use / attack pair's priority is what you named at ante
    # (`Ante.call`; `FighterState.called`)
    opponent_base_called: bool | None = None
    opponent_priority_called: bool | None = None
    # the opponent's style is the one you named at ante (`Ante.call` style; Vincent)
    opponent_style_called: bool | None = None
    moved_past_opponent: bool | None = None
    opponent_stunned: bool | None = None
    # the opponent moved this beat, by any effect (000 "Movement": "has moved")
    opponent_moved: bool | None = None
    # the two standups changed sides at least once this beat, whoever moved (`FighterState`)
    switched_sides: bool | None = None
    damage_equals_range: bool | None = None
    opponent_triggered_trap: bool | None = None
    # the opponent stands where your attack pair's range reaches now (`effects._in_attack_range`)
    opponent_in_attack_range: bool | None = None
    you_hit: bool | None = None
    you_stunned: bool | None = None
    active_player: bool | None = None
    opponent_priority: Literal["higher", "lower"] | None = None
    tokens_at_most: dict[str, int] | None = None
    form: str | None = None
    # your attack pair's style has this name (a Finisher in its place: no style)
    style: str | None = None
    # your base in use (after clashes) has this name (a Finisher in its place: no base)
    base: str | None = None
    # your current attack is one carried out again (`repeat_attack`), not the first
    attack_repeated: bool | None = None
    # issue 20 (f1): the distance to the opponent equals your attack pair's power now (an N/A
    # or X power: never); as `priority_at_most`, read outside the stats (Thessala's Liquid)
    distance_equals_power: bool | None = None
    # {marker name: place}: a marker of yours of that name is on such a space (`MarkerPlace`
    # without any_space; plus on_board / off_board)
    marker: dict[str, Literal["own_space", "opponent_space", "adjacent_to_you",
                              "adjacent_to_opponent", "between", "beyond_opponent",
                              "on_board", "off_board", "behind_you", "edge_space",
                              # a space your attack pair's range reaches now (Telepresent)
                              "within_attack_range", "entered"]] | None = None

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


def every_amount(value: Any):
    """Every `Amount` inside ``value`` (an action, a list of them, nested actions, any card
    model), in field order: a generator of `Amount`."""
    if isinstance(value, Amount):
        yield value
    elif isinstance(value, tuple | list):
        for item in value:
            yield from every_amount(item)
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from every_amount(getattr(value, name))
