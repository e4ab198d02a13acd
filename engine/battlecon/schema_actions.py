"""The card format's action (`Action`: one structured action, exactly one field set) and the
parts of it that hold nested actions (`TokenDiscard`, `IgnoreMovement`, `IfThatMove`,
`Branch`), with the sets of action kinds the engine and the validators read."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, PrivateAttr, field_validator, model_validator

from .schema_action_parts import (
    BaseDiscard,
    Cannot,
    Chip,
    CountersMove,
    MarkerMove,
    MarkerName,
    MarkerPlacement,
    MarkersTurned,
    Movement,
    NoEntry,
    OpponentTeleport,
    RangeBonus,
    RangeFrom,
    StatBecomes,
    StyleGone,
    StyleIgnored,
    TakeToHand,
    Teleport,
    TokenAmount,
    TurnSpecial,
    XIs,
)
from .schema_base import Strict
from .schema_conditions import Amount, Condition
from .stats import StatValue

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


# Action, IgnoreMovement, IfThatMove, TokenDiscard and Branch name each other and
# Condition: complete them now.
IfThatMove.model_rebuild()
IgnoreMovement.model_rebuild()
TokenDiscard.model_rebuild()
Branch.model_rebuild()
Action.model_rebuild()
