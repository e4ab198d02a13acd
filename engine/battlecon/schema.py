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

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    StringConstraints,
    ValidationInfo,
    field_validator,
    model_validator,
)

from .correction_kinds import KINDS
from .errors import InvalidInput
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

Who = Literal["you", "opponent"]
Duration = Literal["beat", "next_beat", "duel"]
Restriction = Literal[
    "advance", "retreat", "move", "be_moved", "be_moved_by_opponent", "move_past_opponent",
    "be_moved_past", "hit", "ante", "hit_triggers", "before_after_triggers", "be_stunned",
    "counters_on_pair",
    # wave 3 (f3): the fighter cannot advance or retreat as told: each advance of their own is
    # a retreat instead, each retreat an advance (Kaitlyn's Paradox; 000 "Cannot vs. Do")
    "move_as_told",
    # wave 4 (w4c): no token of the fighter's own comes into their supply (gain or regain;
    # 000 "Tokens & Counters")
    "gain_tokens",
    # wave 5 (w5c): the fighter's markers are neither put on the board nor moved on it
    # (place_marker, move_marker, a teleport's swap_marker); 000 "Markers", "Cannot vs. Do"
    "move_markers",
    # the fighter's range, power and priority never rise above the numbers printed on their
    # base: every bonus that would lift them higher is ignored (Cairngort's Black Eclipse)
    "rise_above_base",
    # wave 3 (c2): the fighter has no Start of Beat or End of Beat triggers (Arec's Fear)
    "start_end_triggers",
    # wave 3 (c2): the fighter's range, power and priority never rise above the numbers
    # printed on their attack pair (or Finisher) together (Lixis's Naturalizing); with
    # power_priority_above_printed, power and priority only (Arec's Recklessness)
    "rise_above_printed",
    "power_priority_above_printed",
    # wave 3 (c2): no `spend_tokens` of the fighter's takes anything (Lixis's Naturalizing)
    "spend_tokens",
    # the fighter's maximum range becomes their minimum range (Eustace's Frostflow ante)
    "reach_past_minimum",
    # none of the fighter's triggered effects happen for the rest of the beat, in any window
    # but Recycle's (Borneo's Bazooka, Endrbyt's Dispel)
    "triggers",
    # the fighter cannot bring out their Finisher (a `finisher` action does nothing): Tatsumi
    # while Juto is disabled
    "finisher",
    # the movement effects printed on the fighter's own style and base are skipped (Larimore
    # charging 3 Firepower)
    "card_movement",
]


def _plain_name(value: str) -> str:
    """A name as players see it: plain text, no markup, no ``|`` (which separates the fields
    of a logged decision, `decisions.Decision`), no control characters."""
    bad = sorted({c for c in value if c in "<>|" or ord(c) < 32 or ord(c) == 127})
    if bad:
        shown = " ".join(repr(c) for c in bad)
        raise ValueError(f"a name is plain text: remove {shown} (no < > | or control "
                         "characters)")
    return value


# Every name a fighter file declares (fighter, card, token, ante, special card, marker):
# surrounding spaces dropped, 1 to 60 characters (some fields allow fewer), plain text.
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60),
                 AfterValidator(_plain_name)]


class Strict(BaseModel):
    """Base of every YAML model: unknown fields are errors; instances are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


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


class Movement(Strict):
    """A movement: the kind decides who moves and which way (000 "Movement").

    ``amount`` is how many spaces (`Amount`); "up to" lets the player pick any legal amount
    from 0 to it (002 "Movement"; docs/rulings.md 5). ``as_far_as_possible`` is for a card
    that prints it: only the longest legal amount up to ``amount`` is made, and with no
    ``amount`` the longest the board allows (000 "Push": John's "0-3, as far as possible");
    a ``close`` always reads so (000 "Close"). ``not_past`` (advance or pull only): the
    advance may not pass the opponent ("without switching sides"), a pull may not bring them
    past you, its amount still the player's pick. ``through_stops``: spaces that would stop
    the mover (`NoEntry` ``stop``, Khadath's Gate Trap) do not stop this movement.

    Raises (as a validation error naming the field): no amount without
    ``as_far_as_possible``; ``as_far_as_possible`` with a list of amounts, with ``up_to`` or
    with ``exactly``; ``not_past`` on another movement than ``advance`` or ``pull``.
    """

    amount: Amount | None = None
    # "up to" a `per` amount: any amount from 0 to it, the player's pick (002 "Movement").
    up_to: bool = False
    # the card prints "as far as possible" (000 "Push" example): the longest legal amount.
    as_far_as_possible: bool = False
    # an advance that may not pass the opponent ("without switching sides"), or a pull that
    # may not bring them past you.
    not_past: bool = False
    # wave 3 (c2): stopping spaces (`NoEntry.stop`) do not stop this movement (Lure).
    through_stops: bool = False
    # wave 3 (antes): only the results that end adjacent to the opponent are legal (classic
    # "move adjacent to an opponent": a movement through the spaces, not a teleport).
    end_adjacent: bool = False
    # "exactly N": made in full or ignored, even under the classic ruleset, whose board edge
    # otherwise cuts a movement short (002 "Movement"; the cards' own "if there is not enough
    # room, ignore it").
    exactly: bool = False

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, dict) and "amount" not in value and not value.get(
                "as_far_as_possible"):
            return {"amount": value}
        if not isinstance(value, dict):
            return {"amount": value}
        return value

    @model_validator(mode="after")
    def _far(self) -> Movement:
        if self.amount is None and not self.as_far_as_possible:
            raise ValueError("a movement needs an amount (a number, a list, up_to or per), or "
                             "`as_far_as_possible: true` when the card names none")
        if self.as_far_as_possible and (self.up_to or self.exactly or (
                self.amount is not None and self.amount.choices is not None)):
            raise ValueError("`as_far_as_possible` goes with one amount (a number, {up_to: N} "
                             "or a per amount), not with a list, `up_to: true` or `exactly`")
        return self


class Teleport(Strict):
    """Teleport (classic: move directly) to a space described relative to the opponent:
    ``behind_opponent`` is the space just behind them, ``beyond_opponent`` any space on their
    far side.

    Wave 4: ``to: marker`` goes to a space holding one of your markers called ``marker``
    (never a standup's: "if its space is unoccupied"); then ``remove_marker`` takes that
    marker off the board, or ``swap_marker`` puts it on the space you left ("switch places
    with the marker"). ``to: within_attack_range``: a space your attack pair's range reaches
    from you now, either side (an N/A or X range reaches none). 000 "Teleport"; "Markers".
    ``to: from_opponent`` with ``distance``: a space exactly that many spaces from the
    opponent, either side (Cherri's Mirage: "a space at range 3 from an opponent").
    """

    to: Literal["adjacent_to_opponent", "any_space", "behind_opponent", "beyond_opponent",
                # wave 4
                "marker", "within_attack_range", "from_opponent"]
    # wave 4
    marker: str | None = None
    remove_marker: bool = False
    swap_marker: bool = False
    distance: int | None = Field(default=None, ge=1, le=6)

    @model_validator(mode="after")
    def _marker(self) -> Teleport:
        if (self.to == "from_opponent") != (self.distance is not None):
            raise ValueError("`distance` goes with `to: from_opponent`, and only with it")
        if (self.to == "marker") != (self.marker is not None):
            raise ValueError("`marker` goes with `to: marker`, and only with it")
        if (self.remove_marker or self.swap_marker) and self.marker is None:
            raise ValueError("`remove_marker` and `swap_marker` need `to: marker`")
        if self.remove_marker and self.swap_marker:
            raise ValueError("a marker is either removed or swapped, not both")
        return self


MarkerPlace = Literal["any_space", "own_space", "opponent_space", "adjacent_to_you",
                      "adjacent_to_opponent", "between", "beyond_opponent",
                      # wave 3 (misc): an end space of the board; a space the attack pair's
                      # range reaches from you; exactly `distance` spaces from you; on your
                      # far side from the opponent
                      "edge_space", "within_attack_range", "at_distance", "behind_you",
                      # the spaces you moved out of by your latest movement (read in the
                      # `you_move` window): the one you left and those walked through
                      "left_behind",
                      # the spaces you moved onto by your latest movement: those walked
                      # through and the one you ended on (a direct move: that one alone)
                      "entered"]


class MarkerMove(Strict):
    """Move one of your markers called ``marker`` (the player picks which, if several) by
    ``amount`` spaces either way (000 "Markers").

    direction (wave 4): only one way, fixed when the move starts: ``toward_opponent`` is the
    way you would advance (from your standup toward the opponent's), ``toward_you`` from the
    marker toward your standup (it may go on past you); a marker on your own space has no
    way toward you and stays.
    """

    marker: str
    amount: Amount
    # wave 4 (w4c)
    direction: Literal["toward_opponent", "toward_you"] | None = None
    # issue 20 (f1): every marker of that name on the board moves, each by its own amount
    # (one pick for all), as a standup walks: hopping over the opponent's standup without
    # counting its space, never ending on it nor on another marker of that name (Gaspar's
    # Clones, `markers.move_each_options`). Not with `direction`.
    each: bool = False

    @model_validator(mode="after")
    def _each(self) -> MarkerMove:
        if self.each and self.direction is not None:
            raise ValueError("`each` moves markers either way: leave out `direction`")
        return self


class MarkerPlacement(Strict):
    """Put one of your markers called ``marker`` on a space ``where`` describes; a marker off
    the board is used first (000 "Markers"). Never on a space that already holds a marker of
    that name (000 "Markers": markers with the same name do not share a space).

    distance: for ``where: at_distance``, the spaces from your standup (either side).
    not_on: ``standups`` leaves out both standups' spaces ("unoccupied"), ``opponent`` the
    opponent's. optional: the player may leave the marker where it is ("you may place").
    from_supply: only a marker off the board (none left: nothing happens). from_board: only
    a marker already on the board, the player's pick, moved there directly ("move one of your
    tokens on the board to a space"; none on the board: nothing happens).
    each (wave 4): "a marker in each such space": every space of that kind holding no marker
    of that name gets one from the supply, nearest your standup first, with no choice; when
    none is left off the board the rest stay empty.
    """

    marker: str
    where: MarkerPlace = "any_space"
    distance: int | None = Field(default=None, ge=0)
    not_on: Literal["standups", "opponent"] | None = None
    optional: bool = False
    from_supply: bool = False
    from_board: bool = False
    # wave 4 (w4c): one marker on every such space that holds none, from the supply (no
    # choice; stops when none is left off the board)
    each: bool = False

    @model_validator(mode="after")
    def _distance(self) -> MarkerPlacement:
        if (self.where == "at_distance") != (self.distance is not None):
            raise ValueError("`distance` goes with `where: at_distance`, and only with it")
        if self.from_board and (self.from_supply or self.each):
            raise ValueError("`from_board` moves a marker already on the board: not with "
                             "`from_supply` or `each`")
        if self.each and self.optional:
            raise ValueError("`each` places with no choice: it cannot be `optional`")
        return self


class MarkerName(Strict):
    """One of your markers called ``marker`` (the player picks which, if several).

    where: only a marker on such a space (`MarkerPlace`, from your standup and the
    opponent's; default any). each: every such marker at once, no pick (remove_marker:
    Voco's Zombies next to the attacker). face: only one lying that side up (`MarkerSpec`
    ``sided``). out (remove_marker only): every marker of that name, on the board or off it,
    leaves the game for good, no pick: it is never placed again and no condition counts it
    (Aria's Synchro Merge; `markers.remove_out`)."""

    marker: str
    where: MarkerPlace = "any_space"
    each: bool = False
    face: Literal["up", "down"] | None = None
    out: bool = False


class MarkersTurned(Strict):
    """Every one of your markers called ``marker`` on the board turned face ``face``."""

    marker: str
    face: Literal["up", "down"]


CardPlace = Literal["pair", "discard1", "discard2"]


class TokenAmount(Strict):
    """A number of one kind of token: ``{token: Malice, amount: 2}``.

    place: for counters that lie on cards (`TokenSpec.on_cards`), the place they are put on
    (gain_tokens: from the pool, default the attack pair) or taken from (spend_tokens: to
    depletion; regain_tokens: back to the pool): the attack pair, discard pile 1 or discard
    pile 2 of the cards they lie on.
    not_anted: for regain_tokens, a kind of token anted this beat does not come back (Hikaru's
    Elemental tokens); inside an `either`, such a branch
    and one that could bring nothing back are not offered.
    """

    token: str
    amount: Amount
    place: CardPlace | None = None
    not_anted: bool = False


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
    """"Stat becomes X" (000 "Other Effects"): replaces every bonus and printed value in force
    when it applies. As a passive effect it holds at every moment, so no bonus ever adds to
    it; carried out at a timing (Start of Beat...), bonuses gained after it add
    (docs/rulings.md 97)."""

    range: str | None = None
    power: int | ComputedStat | None = None
    priority: int | None = None
    guard: int | None = None


class XIs(Strict):
    """The value of the X a card prints as its power or priority (000 index, X; the card's own
    text defines it): that card's number, to which the other card of the pair and every
    bonus still add (000 "Styles and Bases"; docs/rulings.md 98). A passive effect of the
    card that prints the X; several add up (``1`` plus one per Stim).

    Raises (on load): ValueError when no stat or both are given, or the amount asks a choice.
    """

    power: Amount | None = None
    priority: Amount | None = None

    @model_validator(mode="after")
    def _one(self) -> XIs:
        given = [n for n in ("power", "priority") if getattr(self, n) is not None]
        if len(given) != 1:
            raise ValueError("x_is gives the value of one printed X: `power` or `priority`")
        amount = getattr(self, given[0])
        if amount.exact is None and amount.per is None:
            raise ValueError("x_is takes a number or a `per:` amount, not a choice")
        return self

    @property
    def stat(self) -> str:
        """``"power"`` or ``"priority"``: the stat whose printed X this defines."""
        return "power" if self.power is not None else "priority"

    @property
    def amount(self) -> Amount:
        """The amount that X stands for."""
        return self.power if self.power is not None else self.priority


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
    none on the board it misses. YAML shorthands: ``Hachi`` or ``[Hachi, Cori]``.
    ``far_edge: true`` instead of markers: counted from just beyond the end of the board
    farther from your standup (off the board, one space past the end space); from your
    standup when both ends are as far (Iaxus's Diffuse)."""

    markers: tuple[str, ...] = ()
    or_you: bool = False
    far_edge: bool = False

    @model_validator(mode="after")
    def _one_origin(self) -> RangeFrom:
        if bool(self.markers) == self.far_edge:
            raise ValueError("range_from names markers or says far_edge: true (not both)")
        return self

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


class OpponentTeleport(Strict):
    """Move the opponent directly (classic: "move the opponent directly") to a space you
    choose, without entering the spaces between; never onto a standup (000 "Movement",
    "Teleport"). ``to``: ``any_space``, ``adjacent_to_you`` or ``marker`` (a space holding one
    of your markers called ``marker``); ``remove_marker``: then take that marker off the board.
    """

    to: Literal["any_space", "adjacent_to_you", "marker"]
    marker: str | None = None
    remove_marker: bool = False

    @model_validator(mode="after")
    def _marker(self) -> OpponentTeleport:
        if (self.to == "marker") != (self.marker is not None):
            raise ValueError("`marker` goes with `to: marker`, and only with it")
        if self.remove_marker and self.marker is None:
            raise ValueError("`remove_marker` needs `to: marker`")
        return self


# Actions `otherwise` may hold: each needs no choice (000 "Other Effects").
OTHERWISE_KINDS = ("chip", "regain_life", "gain_tokens", "regain_tokens", "lose_tokens",
                   "power", "priority", "guard", "armor", "stun_opponent", "gain_force")


class TokenDiscard(Strict):
    """The opponent discards one token of their own kit from their supply, of a kind they
    pick (a loss, not a spend: 000 "Tokens & Counters"; counters are not tokens).

    optional: the opponent may decline. otherwise: actions carried out instead when they hold
    no token or decline (each one needing no choice: `OTHERWISE_KINDS`). YAML ``true`` is
    the plain discard.
    """

    optional: bool = False
    otherwise: tuple[Action, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        return {} if value is True else value

    @model_validator(mode="after")
    def _simple(self) -> TokenDiscard:
        wrong = [a.kind for a in self.otherwise if a.kind not in OTHERWISE_KINDS]
        if wrong:
            raise ValueError(f"`otherwise` holds actions needing no choice "
                             f"({', '.join(OTHERWISE_KINDS)}), not {', '.join(wrong)}")
        return self


class BaseDiscard(Strict):
    """The opponent discards a base from their hand; it joins their attack pair in discard
    pile 1 at Recycle (000 "Other Effects", Discard Styles/Bases). ``picked_by``: who picks
    the base (``opponent`` by default, ``you`` for "name a base in their hand"). YAML ``true``
    is the opponent's pick."""

    picked_by: Who = "opponent"

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        return {} if value is True else value


class StyleGone(Strict):
    """A set style stops counting for the rest of the beat (000 "Attack Pairs"): its numbers
    and its effects are no longer in play (effects it already carried out stay done).

    who: ``opponent`` (default) or ``all`` (every fighter, the card's owner too).
    to_hand: the style card goes back to its owner's hand (it is not discarded at Recycle:
    Baenvier's Spellforge and Spellbreaker); ``false``: it stays in the attack pair and is
    discarded with it, and the bonuses its own effects gave this beat are dropped too
    (Felfire: what styles and their Reveal effects gave is cancelled too).
    A Finisher that replaced the pair has no style to lose. YAML ``true`` is the opponent's
    style back to hand."""

    who: Literal["opponent", "all"] = "opponent"
    to_hand: bool = True

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        return {} if value is True else value


class IgnoreMovement(Strict):
    """Movement that would move you is ignored: 000 "Movement" (a movement "applied to" a
    fighter, by their own effect or the opponent's) and "Optional Triggers" (``optional``: the
    moved fighter decides each time, else every such movement is ignored).

    by: ``opponent`` (only movement made by the opponent's effects, pushes and pulls and
    "the opponent must move" included) or ``anyone`` (your own effects too).
    each_time: actions carried out each time a movement is ignored, from your side (``chip``
    hits the opponent); only actions that need no choice (`IGNORE_REWARD_KINDS`).
    """

    by: Literal["anyone", "opponent"]
    optional: bool = True
    each_time: tuple[Action, ...] = ()

    @field_validator("each_time", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value

    @model_validator(mode="after")
    def _simple(self) -> IgnoreMovement:
        wrong = [a.kind for a in self.each_time if a.kind not in IGNORE_REWARD_KINDS]
        if wrong:
            raise ValueError(f"each_time holds actions that need no choice "
                             f"({', '.join(IGNORE_REWARD_KINDS)}), not {', '.join(wrong)}")
        return self


class NoEntry(Strict):
    """Spaces a fighter cannot move into (000 "Cannot vs. Do"; "Movement": a walking movement
    enters every space on its way except the hopped standup's, a teleport only its
    destination; leaving such a space is allowed).

    who: ``opponent`` (default), ``you`` or ``both``. Exactly one of ``where:
    adjacent_to_you`` (the spaces next to your standup, wherever it is when the movement is
    made) or ``marker`` (every space holding one of your markers of that name).
    duration: as for `Cannot`. stop: the fighter may move onto those spaces, but a walking
    movement that enters one ends there and cannot carry them off it (Khadath's Gate Trap);
    a later movement may leave it.
    """

    who: Literal["you", "opponent", "both"] = "opponent"
    where: Literal["adjacent_to_you"] | None = None
    marker: str | None = None
    duration: Duration = "beat"
    stop: bool = False

    @model_validator(mode="after")
    def _one_place(self) -> NoEntry:
        if (self.where is None) == (self.marker is None):
            raise ValueError("cannot_enter takes exactly one of `where: adjacent_to_you` or "
                             "`marker: NAME`")
        return self


class IfThatMove(Strict):
    """Actions carried out only if the movement just made by this same effect (its latest
    movement action before this one) turned out as described; every field given must hold
    (000 "Movement": bonuses that depend on whether that movement happened, switched sides or
    went toward the opponent).

    moved: someone moved (``false``: the movement could not be made, or was ignored).
    passed: the mover passed the other standup, so the two switched sides.
    direction: ``advance`` (toward the other standup) or ``retreat``, from the mover's view.
    condition: a `Condition` that must also hold now, after the movement.
    short_of: an `Amount`: the movement made fewer spaces than this ("if the edge of the
    board cut the push short": Luc's Fusion, with ``condition: {opponent_at_edge: true}``).
    then: the actions, ones that need no choice (not movement, spending, markers, `either`).
    """

    moved: bool | None = None
    passed: bool | None = None
    direction: Literal["advance", "retreat"] | None = None
    condition: Condition | None = None
    short_of: Amount | None = None
    then: tuple[Action, ...]

    @field_validator("then", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value

    @model_validator(mode="after")
    def _simple(self) -> IfThatMove:
        wrong = [a.kind for a in self.then if a.kind in IF_THAT_MOVE_REFUSED]
        if wrong:
            raise ValueError(f"`then` holds actions that need no choice, not "
                             f"{', '.join(wrong)}")
        return self


StyleStat = Literal["range", "power", "priority", "guard", "armor", "stun_immunity"]


class StyleIgnored(Strict):
    """A fighter's style adds nothing to some stats of their attack pair this beat: its
    printed value counts as +0 ("ignore the range modifier on their style", "the style's
    priority is +0 instead of its printed value"; 000 "Attack Pairs": the pair's stat is the
    sum of both cards'). Bonuses from effects and antes still count.

    who: whose style (``opponent`` by default). stats: which printed stats count as +0
    (the four numbers by default); ``armor`` (the style's printed Soak) and ``stun_immunity``
    (its printed Stun Immunity) may be added ("his styles are ignored", Mikhail). As a passive
    effect it holds while the effect's condition does.
    effects: ``all_but_end``: the opponent's style effects do not happen either, except its
    End of Beat ones ("does not apply styles, except for End of Beat effects": Sagas's
    Negation). Only with ``who: opponent``, on a passive effect with no condition of a style,
    base or Finisher (read from the card, `effects.style_negated`).
    """

    who: Who = "opponent"
    stats: tuple[StyleStat, ...] = ("range", "power", "priority", "guard")
    effects: Literal["all_but_end"] | None = None

    @model_validator(mode="after")
    def _effects_of_opponent(self) -> StyleIgnored:
        if self.effects is not None and self.who != "opponent":
            raise ValueError("`effects` of ignore_style is for who: opponent")
        return self

    @field_validator("stats")
    @classmethod
    def _some(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if not value:
            raise ValueError("name at least one stat (range, power, priority, guard)")
        return tuple(dict.fromkeys(value))


class TurnSpecial(Strict):
    """Turn one of your special cards (`SpecialCard` of kind ``special``) face ``up`` (active)
    or ``down``, or take a face-up one ``out`` of the game for good (it never comes back:
    Runika's Overcharged artifact), the player's pick among those it can apply to (000
    "Special Cards"): ``{turn_special: {face: down}}``. ``all``: every such card at once, no
    pick. None it can apply to: nothing happens. A card out of the game is never turned up.
    Issue 20 (c1): ``back``: a card out of the game comes back face down (Clive's System
    Reset, Takeshi's Special Delivery; it may be turned up later); ``name``: only the card
    of that name, no pick (a card that turns itself down: Clive's Auto Repair)."""

    face: Literal["up", "down", "out", "back"]
    all: bool = False
    # the one card of that name, no pick (Gerard hires or dismisses a named Mercenary)
    name: str | None = None


class TakeToHand(Strict):
    """Take cards of your own back into your hand (000 "Recycle": cards in a discard pile
    come back to hand only by recycling, unless an effect says otherwise).

    from: ``discard`` (either discard pile) or ``set_aside`` (the cards your unique ability's
    setup put out of play, `SetAside`: Joal's stockpile). kind: ``base``, ``style`` or ``any``.
    all: take every such card, with no choice; else the player picks one among the legal
    cards (none: nothing happens).
    """

    from_: Literal["discard", "set_aside"] = Field(alias="from")
    kind: Literal["base", "style", "any"] = "any"
    all: bool = False


class Branch(Strict):
    """"If <condition>, do this; otherwise do that" inside one trigger (000 "Conditionals"):
    when the trigger reaches this action, ``if`` is read (for the effect's owner, as an
    effect's condition is) and the actions of ``then`` or of ``else`` are carried out in its
    place, so only one branch ever runs even when the first changes what the condition reads.
    """

    if_: Condition = Field(alias="if")
    then: tuple[Action, ...]
    else_: tuple[Action, ...] = Field(default=(), alias="else")
    # "if ..., you may ...": with the condition holding, the player decides whether `then` is
    # carried out; declining carries out nothing (not `else`). 000 "Optional Triggers".
    may: bool = False

    @field_validator("then", "else_", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value


class Action(Strict):
    """One structured action: exactly one field is set.

    Movement (000 "Movement"): advance, retreat, close, move (either way, you choose),
    push, pull, move_opponent (either way, you choose), opponent_must_move (either way, the
    opponent chooses), teleport.
    Stat bonuses for this beat (000 "Attack Pairs"): range (a modifier like "+0~1"), power,
    priority, guard, armor; stat_becomes; x_is (the value of the card's printed X, `XIs`).
    Flags (000 "Other Effects"): stun_immunity, stun_opponent, avoid, ignore_armor,
    ignore_guard, vulnerable, stun_on_hit (your attack stuns on hit), finisher (replace the
    attack pair with your Finisher, 000 "Finishers").
    Life: chip, damage (the opponent takes damage from the effect, not from an attack: Armor
    reduces it and it can stun, `effect_damage`), regain_life, damage_cap ("cannot take more
    than X damage at a time"), life_floor ("life cannot fall below X"), life_loss_instead
    (damage you would take this beat is life loss instead: no stun, `life_loss`),
    ignore_life_loss (life you would lose this beat is not lost; it still counts as lost).
    take_opponent_bonuses: this beat every boost to the opponent's power, priority or maximum
    range from antes and effects goes to you instead (`attack_pair._bonuses`; Playful).
    Tokens (000 "Tokens & Counters"): gain_tokens (from the supply limit), spend_tokens,
    regain_tokens, set_tokens (gain or lose until exactly N); gain_force.
    cannot: a restriction. next_beat: actions that apply during the next beat.
    either: the player carries out one of these actions ("push or pull 1"); when only one
    can be carried out, it must be (000 "Movement", Push or Pull example).
    opponent: stat bonuses or penalties (range, power, priority, guard, armor) that apply to the
    opponent's attack pair instead of yours ("the opponent has -2 Power"), or a life_floor on
    the opponent ("this attack cannot bring the opponent below 1 life"), or wins_ties on the
    opponent's pair ("this attack loses priority ties"), or regain_life for
    the opponent (Blessing: each of the two regains 3, 000 "Other Effects", Regain Life).
    wins_ties: your attack pair wins priority ties as a tiebreaker does (000 "Tiebreakers").
    become_active: you are the Active Player this beat whatever the priorities (000 "Reveal
    Step"; at Start of Beat the attack order changes at once).
    repeat_attack: after this attack's After triggers, the attack is carried out again, once
    (range checked anew). repeat_with_base_from_hand: you play a base from your hand in place
    of your base in use and carry out the attack again with it; both go to discard with the
    pair (`second_base`; Dual Wield). become_form: you take the form of that name (000 "Forms").
    turn_special: you turn one of your special cards face up (active) or face down, your
    pick among the ones now the other way (`TurnSpecial`; 000 "Special Cards").
    Markers (000 "Markers"): move_marker, place_marker, remove_marker; turn_markers turns
    every marker of a name on the board face up or down (`MarkersTurned`).
    lose_tokens: tokens leave your supply for depletion without being spent (a discard, a
    loss): as many as you hold, up to the amount; counted by ``per: tokens_lost`` (000 "Tokens
    & Counters"). stun_self: you are stunned (000 "Other Effects": You are Stunned).
    clear_stun: you are no longer stunned (César's Level 4 Protocol; 000 "Guard & Stun").
    prevent_attack_damage: the attack hitting you now deals you no damage (Xenitia's Guilty;
    use on ``when: you_are_hit``).
    follow_move: (on ``when: opponent_moves``) you move as many spaces as the opponent just
    did, the same way along the board, as far as it allows; not after a direct move of theirs
    (Seth's Mimic's).
    swap_base_from_hand: you use a base from your hand in place of the one in use, both
    going to discard with the pair; the attack is not made again (Seth's Wyrding).
    marker_follows: a marker name: when none of yours of that name lies on or next to the
    opponent, the nearest slides toward them until it is next to them (Alumis's Shadow).
    swap_spaces: you and the opponent trade spaces, each moving directly (Endrbyt's
    Displacement; 000 "Movement"); a "cannot move" on you or "cannot move / be moved" on the
    opponent stops it.
    infinite_guard: your Guard (classic: Stun Guard) is infinite against the current attack's
    damage: it cannot stun you, unless the attack ignores Guard (000 "Guard & Stun"; Cadenza's
    Iron Body). set_life: your life becomes that many points, at least 1 and at most your
    starting life (a defeat replaced: "remains at 1 life", 000 "Defeat").
    teleport_opponent: the opponent moves directly to a space you pick (000 "Teleport").
    opponent_discards_token: the opponent loses one of their tokens, their pick (000 "Tokens
    & Counters"). opponent_discards_base: a base leaves their hand to join their attack pair
    in discard (000 "Other Effects", Discard Styles/Bases). negate_antes: everything the
    opponent anted this beat (tokens, counters, cards, Overloads; not a Finisher) does nothing
    from now on: the bonuses and restrictions it gave are taken away and it counts as nothing
    anted (Lixis's Naturalizing; what it already did, a movement or a loss, stays). win_duel:
    the opponent is
    defeated; lose_duel: you are (000 "Defeat"; "Other Effects", Eliminate a Fighter).
    ignore_movement: movement that would move you is ignored, or may be (`IgnoreMovement`).
    cannot_enter: spaces a fighter cannot move into (`NoEntry`, 000 "Cannot vs. Do").
    if_that_move: actions that depend on how this effect's movement went (`IfThatMove`).
    branch: the actions of one of two branches, picked by a condition when the trigger
    reaches it (`Branch`, 000 "Conditionals").
    ignore_style: a style's printed stats count as +0 this beat (`StyleIgnored`, 000 "Attack
    Pairs"). take_to_hand: cards come back to hand from discard or from the set-aside pile
    (`TakeToHand`, 000 "Recycle").
    range_from: your attack's range is counted from one of your markers (`RangeFrom`).
    range_bonus: a range bonus whose minimum and maximum are amounts (`RangeBonus`).
    move_counters: counters on cards go from one place to another (`CountersMove`).
    extra_style: (passive, unique ability) a style joins every attack on top of the one
    played: ``discard1``, the style in your first discard pile (`values.extra_styles`).
    ante_token: you ante one token of that name from your supply outside the Ante Phase (a
    card's "spend a token to this attack", "spend all your tokens and apply them"): it goes
    to depletion and counts as anted this beat for `tokens_anted` and the conditions that read
    it, through the unique ability's ante whose cost it is; none held: nothing (000 "Ante
    Phase"; Hikaru's Geomantic and Wrath of Elements).
    swap_with_opponent: you and the opponent trade what it lists: ``places`` (the two
    standups change spaces directly, without moving through the spaces between) and
    ``life`` (each takes the other's life total); Sagas's Soul Mirror; 000 "Teleport".
    also_reaches: (passive, or for the beat) your attack also reaches an opponent at that
    distance, besides its range (`reach.extra_distances`; Iaxus's Plane Step).
    opponent_discards_hand: every card in the opponent's hand leaves it and joins their
    attack pair in discard pile 1 at Recycle (000 "Other Effects", Discard Styles/Bases).
    control_opponent_movement: you pick how your nearest opponent moves this beat: their
    own advances, retreats, moves and teleports, and "the opponent must move" (`actions.chooser`;
    Malandrax's Precision).
    share_bonuses: this beat you and the opponent each also get the other's power, priority
    and range bonuses and penalties from antes and effects (not the printed cards): Sagas's
    Mirror token (`attack_pair._bonuses`).
    merge_opponent_discards: the opponent's discard pile 2 goes onto their pile 1, counters
    lying on it too (Welsie's Anomalous; 000 "Recycle": those cards come back a beat later).
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
    x_is: XIs | None = None

    stun_immunity: Literal[True] | None = None
    stun_opponent: Literal[True] | None = None
    avoid: Literal[True] | None = None
    ignore_armor: Literal[True] | None = None
    ignore_guard: Literal[True] | None = None
    vulnerable: Literal[True] | None = None
    stun_on_hit: Literal[True] | None = None
    life_loss_instead: Literal[True] | None = None
    take_opponent_bonuses: Literal[True] | None = None
    ignore_life_loss: Literal[True] | None = None
    ignore_movement: IgnoreMovement | None = None
    cannot_enter: NoEntry | None = None
    if_that_move: IfThatMove | None = None
    finisher: Literal[True] | None = None
    teleport_opponent: OpponentTeleport | None = None
    opponent_discards_token: TokenDiscard | None = None
    opponent_discards_base: BaseDiscard | None = None
    # wave 3 (f3): a set style stops counting this beat (`StyleGone`; Baenvier)
    style_gone: StyleGone | None = None
    win_duel: Literal[True] | None = None
    lose_duel: Literal[True] | None = None
    # wave 3 (c2): what the opponent anted this beat does nothing (`action_table._negate`)
    negate_antes: Literal[True] | None = None
    swap_with_opponent: tuple[Literal["places", "life"], ...] | None = Field(
        default=None, min_length=1)
    also_reaches: int | None = Field(default=None, ge=0)
    opponent_discards_hand: Literal[True] | None = None
    share_bonuses: Literal[True] | None = None
    control_opponent_movement: Literal[True] | None = None
    merge_opponent_discards: Literal[True] | None = None

    chip: Chip | None = None
    damage: Amount | None = None
    # you take that much damage from the effect yourself (Vincent's Dragon): as `damage`
    take_damage: Amount | None = None
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
    ignore_style: StyleIgnored | None = None
    take_to_hand: TakeToHand | None = None
    branch: Branch | None = None
    repeat_attack: Literal[True] | None = None
    repeat_with_base_from_hand: Literal[True] | None = None
    swap_base_from_hand: Literal[True] | None = None
    follow_move: Literal[True] | None = None
    prevent_attack_damage: Literal[True] | None = None
    become_form: str | None = None
    move_marker: MarkerMove | None = None
    place_marker: MarkerPlacement | None = None
    remove_marker: MarkerName | None = None
    lose_tokens: TokenAmount | None = None
    stun_self: Literal[True] | None = None
    clear_stun: Literal[True] | None = None
    marker_follows: str | None = None
    swap_spaces: Literal[True] | None = None
    infinite_guard: Literal[True] | None = None
    set_life: Amount | None = None
    turn_special: TurnSpecial | None = None
    turn_markers: MarkersTurned | None = None
    extra_style: Literal["discard1"] | None = None
    # issue 20 (c1): a token anted by an effect, outside the Ante Phase
    ante_token: str | None = None

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
        if given[0] not in ("advance", "pull") and getattr(getattr(self, given[0]),
                                                           "not_past", False):
            raise ValueError(f"`not_past` is for an advance or a pull, not {given[0]} (a "
                             "close never passes anyway)")
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
                       "range_bonus", "life_floor", "wins_ties", "regain_life",
                       # the opponent's damage this beat is life loss (Planar Disjunction)
                       "life_loss_instead")
# What `opponent` carries out on the opponent at once rather than as a bonus for the beat
# (Blessing: each of the two regains 3); not in a passive effect.
OPPONENT_NOW_KINDS = ("regain_life",)
# What `IgnoreMovement.each_time` may do: actions carried out at once, with no choice.
IGNORE_REWARD_KINDS = ("chip", "gain_tokens", "regain_tokens", "regain_life", "power",
                       "priority", "gain_force")
MOVEMENT_KINDS = ("advance", "retreat", "close", "move", "push", "pull", "move_opponent",
                  "opponent_must_move", "teleport", "teleport_opponent")
# What `IfThatMove.then` may not hold: actions that offer a choice.
IF_THAT_MOVE_REFUSED = MOVEMENT_KINDS + ("either", "spend_tokens", "move_marker",
                                         "place_marker", "remove_marker", "if_that_move")


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


# Action, IgnoreMovement, IfThatMove, TokenDiscard and Branch name each other and
# Condition: complete them now.
IfThatMove.model_rebuild()
IgnoreMovement.model_rebuild()
TokenDiscard.model_rebuild()
Branch.model_rebuild()
Action.model_rebuild()


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
    (`beat._run_work` puts those in its place)."""
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
