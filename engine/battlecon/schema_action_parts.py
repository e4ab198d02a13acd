"""The parts of an action in the card format (`schema_actions.Action`): movements,
teleports, markers, tokens, stat changes and restrictions that hold no nested action.
000 rulebook sections are named on each model."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from .schema_base import Strict
from .schema_conditions import Amount

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
