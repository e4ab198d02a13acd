"""The player's words for the engine's ids, in one place (issue 21 item 3: no id on screen).

Every timing and in-time event (`schema.Timing`, `schema.InTimeEvent`: "when:<event>"), every
action kind (`action_table.ACTIONS`, `schema.Action`) with its numbers, and the verb of each
"choose how ..." prompt are worded here, in the field's terms (000 rulebook: "Beat
Structure", "In-Time Triggers", "Movement", "Other Effects", "Tokens & Counters"; the card
data's meaning: docs/cards.md "Actions", "Amounts"). Prompts, choice labels and notes import
from this module; nothing shown to a player falls back to an id with its underscores
replaced.

Errors: `timing_words` raises KeyError for a timing no schema allows; `action_words` raises
KeyError for an action kind `schema.Action` does not have (a new kind must be worded here
first: tests/test_words_on_screen.py checks every kind and every timing).
"""

from __future__ import annotations

from typing import get_args

from .schema import Action, Amount, InTimeEvent, PerSource, Restriction

# ---------------------------------------------------------------- timings and events

#: Each timing as players say it (000 "Beat Structure"), and each in-time event as
#: "when:<event>" (000 "In-Time Triggers").
TIMING_WORDS: dict[str, str] = {
    "ante": "Ante", "reveal": "Reveal", "start": "Start of Beat", "before": "Before",
    "hit": "Hit", "damage": "Damage", "after": "After", "end": "End of Beat",
    "recycle": "Recycle", "passive": "Always",
    "when:you_are_hit": "When you are hit",
    "when:you_take_damage": "When you take damage",
    "when:you_hit": "When you hit",
    "when:you_deal_damage": "When you deal damage",
    "when:opponent_moves": "When the opponent moves",
    "when:opponent_ends_move_adjacent": "When the opponent ends a move next to you",
    "when:opponent_moves_past_you": "When the opponent moves past you",
    "when:you_are_stunned": "When you are stunned",
    "when:opponent_triggers_trap": "When the opponent sets off a trap",
    "when:ante_phase_starts": "Start of the Ante Phase",
    "when:you_soak_damage": "When your Armor prevents damage",
    "when:damage_would_defeat_you": "When damage would defeat you",
    "when:opponent_moves_self": "When the opponent moves by their own effect",
    "when:you_avoid_attack": "When you avoid an attack",
    "when:you_move": "When you move",
    "when:opponent_moves_you": "When the opponent's effect moves you",
}

#: Every key `TIMING_WORDS` must word: the schema's timings and in-time events.
TIMING_KEYS: tuple[str, ...] = (
    ("ante", "reveal", "start", "before", "hit", "damage", "after", "end", "recycle",
     "passive") + tuple(f"when:{event}" for event in get_args(InTimeEvent)))


def timing_key(effect) -> str:
    """The key of ``effect``'s timing (an `schema.Effect`): its ``timing``, or
    "when:<event>" for an in-time trigger."""
    return effect.timing if effect.timing != "when" else f"when:{effect.event}"


def timing_words(key: str) -> str:
    """The words of a timing key ("start", "when:you_take_damage", see `TIMING_KEYS`).

    Raises:
        KeyError: no timing of the schema has that key.
    """
    return TIMING_WORDS[key]


# ---------------------------------------------------------------- amounts and places

#: Where a "per" amount counts from (`schema.PerSource`), as "one per ...".
PER_WORDS: dict[str, str] = {
    "damage_dealt": "point of damage this attack dealt",
    "damage_taken": "point of damage you took this beat",
    "damage_soaked": "point of damage your Armor prevented this beat",
    "attack_damage_taken": "point of damage this attack dealt you",
    "attack_damage_soaked": "point of this attack's damage your Armor prevented",
    "tokens_spent": "token spent",
    "tokens_anted": "{token} anted this beat",
    "tokens_held": "{token} you hold",
    "spaces_moved": "space moved",
    "spaces_between": "space between you and the opponent",
    "tokens_lost": "{token} lost this beat",
    "disparity": "point of Disparity",
    "counters_on_cards": "{token} on {place}",
    "piles_holding": "discard pile holding {token}",
    "markers": "{marker} on {place}",
    "shared_bases_in_discards": "base in both your discards and the opponent's",
    "opponent_tokens_anted": "of your {token} the opponent anted this beat",
    "active_cards": "special card face up",
    "face_down_cards": "special card face down",
    "out_cards": "special card out of the game",
    "bases_in_discards": "base in your discard piles",
    "opponent_bases_in_discards": "base in the opponent's discard piles",
    "opponent_printed_power": "point of the opponent's printed power",
    "opponent_base_priority": "point of priority on the opponent's base",
    "life_above_one": "life point above 1",
    "armor_left": "point of Armor you have left",
    "your_power": "point of your power",
    "opponent_armor_left": "point of Armor the opponent has left",
    "clashes": "clash this beat",
    "life_difference": "point of difference between your life totals",
    "spaces_to_marker": "space between you and your {marker}",
    "life_lost": "life point you lost this beat",
}

#: What a printed X counts, for the attack pair's breakdown ("3 x the opponent's printed
#: power"); another source is worded by `amount_words`.
X_PER_WORDS: dict[str, str] = {
    "opponent_printed_power": "the opponent's printed power",
    "opponent_base_priority": "the priority on the opponent's base",
    "disparity": "Disparity", "tokens_held": "{token} held", "tokens_anted": "{token} anted",
    "active_cards": "special cards face up"}

#: The three places of counters on cards (000 "Tokens & Counters").
PILE_WORDS: dict[str, str] = {"pair": "attack pair", "discard1": "discard pile 1",
                              "discard2": "discard pile 2"}

#: Spaces and places an effect names (markers, counters, teleports).
PLACE_WORDS: dict[str, str] = {
    **PILE_WORDS, "discards": "your discard piles",
    "any_space": "any space", "own_space": "your space", "opponent_space": "the opponent's space",
    "adjacent_to_you": "a space next to you",
    "adjacent_to_opponent": "a space next to the opponent",
    "between": "a space between you and the opponent",
    "beyond_opponent": "a space beyond the opponent", "behind_opponent": "the space behind "
    "the opponent", "behind_you": "a space behind you", "on_board": "the board",
    "edge_space": "an end space of the board",
    "within_attack_range": "a space your attack reaches", "at_distance": "a space that far away",
    "left_behind": "the space you left", "entered": "the space you entered",
    "marker": "a space with your marker", "from_opponent": "a space that far from the opponent",
}

#: What a special card's turn makes of it (000 "Special Cards").
TURN_WORDS: dict[str, str] = {"up": "face up (active)", "down": "face down",
                              "out": "out of the game", "back": "back in play, face down"}

#: A `schema.Cannot` restriction, as what the fighter cannot do (000 "Cannot vs. Do").
RESTRICTION_WORDS: dict[str, str] = {
    "advance": "advance", "retreat": "retreat", "move": "move", "be_moved": "be moved",
    "be_moved_by_opponent": "be moved by the opponent",
    "move_past_opponent": "move past the opponent", "be_moved_past": "be moved past",
    "hit": "hit", "ante": "ante", "hit_triggers": "use Hit triggers",
    "before_after_triggers": "use Before and After triggers", "be_stunned": "be stunned",
    "counters_on_pair": "put counters on the attack pair",
    "move_as_told": "move as an effect tells", "gain_tokens": "gain tokens",
    "move_markers": "move markers", "rise_above_base": "rise above the base's stats",
    "start_end_triggers": "use Start and End triggers",
    "rise_above_printed": "rise above the printed stats",
    "power_priority_above_printed": "have power or priority above the printed",
    "spend_tokens": "spend tokens", "reach_past_minimum": "reach past the minimum range",
    "triggers": "use triggers", "finisher": "use a Finisher",
    "card_movement": "use the movement on their cards",
}

_DURATION = {"beat": "this beat", "next_beat": "next beat", "duel": "for the rest of the duel"}
_STATS = {"range": "Range", "power": "Power", "priority": "Priority", "guard": "Guard",
          "armor": "Armor", "stun_immunity": "Stun Immunity"}


def amount_words(amount: Amount | None, unit: tuple[str, str] = ("", "")) -> str:
    """An amount as players say it, with its ``unit`` (singular, plural) when given: "2
    spaces", "1 or 2", "up to 3", "any number of", "1 life per point of damage this attack
    dealt"; None (a movement without one): "as far as possible"."""
    one, many = unit
    if amount is None:
        return "as far as possible"
    if amount.per is not None:
        place = PLACE_WORDS.get(amount.place or "", "any space")
        what = PER_WORDS[amount.per].format(token=amount.token or "token", place=place,
                                            marker=amount.marker or "marker")
        count = f"{amount.times}{' ' + one if one else ''} per"
        if amount.divide != 1:
            count += f" {amount.divide} (rounded {amount.round}), counting each"
        words = f"{count} {what}"
        return words if amount.at_most is None else f"{words} (at most {amount.at_most})"
    if amount.any:
        words = "any number of" if amount.at_most is None else f"up to {amount.at_most}"
        return f"{words} {many}".rstrip()
    if amount.exact is not None:
        words, last = str(amount.exact), amount.exact
    elif amount.choices is not None:
        words, last = " or ".join(str(n) for n in amount.choices), amount.choices[-1]
    elif amount.up_to is not None:
        words, last = f"up to {amount.up_to}", amount.up_to
    else:
        words, last = "some", 2
    return f"{words} {one if abs(last) == 1 else many}".rstrip()


def _signed(amount: Amount) -> str:
    words = amount_words(amount)
    if amount.exact is not None:
        return f"{amount.exact:+d}"
    return words if words.startswith("-") else f"+{words}"


def _who(who: str) -> str:
    return {"you": "you", "opponent": "the opponent", "both": "both fighters",
            "all": "every fighter", "anyone": "anyone"}[who]


# ---------------------------------------------------------------- actions

def _movement(verb: str):
    def words(spec) -> str:
        how = amount_words(spec.amount, ("space", "spaces"))
        upto = "up to " if spec.up_to and spec.amount is not None and "up to" not in how else ""
        return f"{verb} {upto}{how}" + (" (not past)" if spec.not_past else "")
    return words


def _teleport(spec) -> str:
    where = PLACE_WORDS[spec.to]
    if spec.to == "marker" and spec.marker:
        where = f"a space with your {spec.marker}"
    if spec.to == "from_opponent" and spec.distance is not None:
        where = f"a space {spec.distance} from the opponent"
    return f"teleport to {where}"


def _tokens(verb: str):
    def words(spec) -> str:
        where = f" on your {PILE_WORDS[spec.place]}" if spec.place else ""
        return f"{verb} {amount_words(spec.amount, (spec.token, spec.token))}{where}"
    return words


def _stat(name: str):
    return lambda amount: f"{name} {_signed(amount)}"


def _flag(words: str):
    return lambda _value: words


def _list(joiner: str, prefix: str = ""):
    return lambda actions: prefix + joiner.join(action_words(a) for a in actions)


def _cannot(rule) -> str:
    what = " or ".join(RESTRICTION_WORDS[w] for w in rule.what)
    return f"{_who(rule.who)} cannot {what} {_DURATION[rule.duration]}"


def _becomes(spec) -> str:
    parts = [f"{_STATS[name]} {value}" for name in ("range", "power", "priority", "guard")
             if (value := getattr(spec, name)) is not None and not hasattr(value, "from_")]
    if getattr(spec.power, "from_", None):
        parts.append("Power counted from "
                     + {"opponent_printed_power": "the opponent's printed power",
                        "disparity": "Disparity"}[spec.power.from_])
    return "the attack's " + ", ".join(parts) if parts else "the attack's stats change"


def _x_is(spec) -> str:
    parts = [f"{name} X is {amount_words(value)}" for name, value in
             (("Power", spec.power), ("Priority", spec.priority)) if value is not None]
    return ", ".join(parts) or "X is set"


def _marker_place(spec) -> str:
    where = PLACE_WORDS[spec.where]
    if spec.where == "at_distance" and spec.distance is not None:
        where = f"a space {spec.distance} from you"
    return f"place {'every ' if spec.each else 'a '}{spec.marker} on {where}"


def _take_to_hand(spec) -> str:
    what = {"base": "a base", "style": "a style", "any": "a card"}[spec.kind]
    if spec.all:
        what = {"base": "every base", "style": "every style", "any": "every card"}[spec.kind]
    return f"take {what} back to hand from " + (
        "discard" if spec.from_ == "discard" else "the cards set aside")


def _swap_with(what) -> str:
    words = {"places": "spaces", "life": "life totals"}
    return "swap " + " and ".join(words[w] for w in what) + " with the opponent"


_LIFE = ("life", "life")
_DAMAGE = ("damage", "damage")

_ACTION_WORDS = {
    "advance": _movement("advance"), "retreat": _movement("retreat"),
    "close": _movement("close"), "move": _movement("move"),
    "push": _movement("push the opponent"), "pull": _movement("pull the opponent"),
    "move_opponent": _movement("move the opponent"),
    "opponent_must_move": _movement("the opponent must move"),
    "teleport": _teleport,
    "teleport_opponent": lambda s: "move the opponent directly to " + (
        f"a space with your {s.marker}" if s.to == "marker" and s.marker
        else PLACE_WORDS[s.to]),
    "range": lambda text: f"Range {text}", "power": _stat("Power"),
    "priority": _stat("Priority"), "guard": _stat("Guard"), "armor": _stat("Armor"),
    "range_bonus": lambda s: f"Range {_signed(s.min)}~{amount_words(s.max)}",
    "stat_becomes": _becomes, "x_is": _x_is,
    "stun_immunity": _flag("Stun Immunity"), "stun_opponent": _flag("stun the opponent"),
    "avoid": _flag("the attack cannot hit you"), "ignore_armor": _flag("ignore Armor"),
    "ignore_guard": _flag("ignore Guard"), "vulnerable": _flag("no Armor or Guard"),
    "stun_on_hit": _flag("the attack stuns on hit"),
    "life_loss_instead": _flag("damage you take is life loss instead"),
    "take_opponent_bonuses": _flag("take the opponent's bonuses"),
    "ignore_life_loss": _flag("life you would lose is not lost"),
    "ignore_movement": lambda s: ("you may ignore movement" if s.optional
                                  else "ignore movement") + (
        " by the opponent" if s.by == "opponent" else ""),
    "cannot_enter": lambda s: f"{_who(s.who)} cannot enter " + (
        f"a space with your {s.marker}" if s.marker else "the spaces next to you"),
    "if_that_move": lambda s: "then, depending on that move: "
    + ", ".join(action_words(a) for a in s.then),
    "finisher": _flag("bring out your Finisher"),
    "opponent_discards_token": _flag("the opponent discards a token"),
    "opponent_discards_base": lambda s: "the opponent discards a base from hand"
    + (" (you pick)" if s.picked_by == "you" else ""),
    "style_gone": lambda s: ("the opponent's style" if s.who == "opponent"
                             else "every style") + " stops counting this beat",
    "win_duel": _flag("win the duel"), "lose_duel": _flag("lose the duel"),
    "negate_antes": _flag("the opponent's antes do nothing"),
    "swap_with_opponent": _swap_with,
    "also_reaches": lambda n: f"the attack also reaches range {n}",
    "opponent_discards_hand": _flag("the opponent discards their hand"),
    "share_bonuses": _flag("share bonuses with the opponent"),
    "control_opponent_movement": _flag("you pick how the opponent moves"),
    "merge_opponent_discards": _flag("the opponent's discard pile 2 joins pile 1"),
    "chip": lambda s: ("lose" if s.target == "you" else "the opponent loses")
    + f" {amount_words(s.amount, _LIFE)}",
    "damage": lambda a: f"deal {amount_words(a, _DAMAGE)}",
    "take_damage": lambda a: f"take {amount_words(a, _DAMAGE)}",
    "regain_life": lambda a: f"regain {amount_words(a, _LIFE)}",
    "damage_cap": lambda n: f"take at most {n} damage at a time",
    "life_floor": lambda n: f"life cannot fall below {n}",
    "gain_tokens": _tokens("gain"), "spend_tokens": _tokens("spend"),
    "regain_tokens": _tokens("regain"), "lose_tokens": _tokens("lose"),
    "set_tokens": lambda s: f"have exactly {amount_words(s.amount, (s.token, s.token))}",
    "gain_force": lambda a: f"gain {amount_words(a, ('Force', 'Force'))}",
    "range_from": lambda s: "count range from your " + " or ".join(s.markers),
    "move_counters": lambda s: f"move {s.token} from {PILE_WORDS[s.from_]} to "
    f"{PILE_WORDS[s.to]}",
    "cannot": _cannot,
    "next_beat": _list(", ", "next beat: "),
    "either": _list(" or "),
    "opponent": _list(", ", "the opponent: "),
    "wins_ties": _flag("win priority ties"), "become_active": _flag("become the Active Player"),
    "ignore_style": lambda s: f"{_who(s.who)}: the style's "
    + ", ".join(_STATS[n] for n in s.stats) + " count as +0",
    "take_to_hand": _take_to_hand,
    "branch": lambda s: ", ".join(action_words(a) for a in s.then) or "carry on",
    "repeat_attack": _flag("attack again"),
    "repeat_with_base_from_hand": _flag("attack again with a base from your hand"),
    "swap_base_from_hand": _flag("use a base from your hand instead"),
    "follow_move": _flag("move as the opponent just did"),
    "prevent_attack_damage": _flag("the attack deals you no damage"),
    "become_form": lambda name: f"take the form {name}",
    "move_marker": lambda s: f"move {'every ' if s.each else 'a '}{s.marker} "
    f"{amount_words(s.amount, ('space', 'spaces'))}",
    "place_marker": _marker_place,
    "remove_marker": lambda s: f"take {'every ' if s.each else 'a '}{s.marker} off the board",
    "stun_self": _flag("you are stunned"), "clear_stun": _flag("you are no longer stunned"),
    "marker_follows": lambda name: f"your {name} slides toward the opponent",
    "swap_spaces": _flag("swap spaces with the opponent"),
    "infinite_guard": _flag("infinite Guard"),
    "set_life": lambda a: f"your life becomes {amount_words(a, _LIFE)}",
    "turn_special": lambda s: f"turn {s.name or 'a special card'} {TURN_WORDS[s.face]}"
    if not s.all else f"turn every special card {TURN_WORDS[s.face]}",
    "turn_markers": lambda s: f"turn every {s.marker} face {s.face}",
    "extra_style": _flag("the style in discard pile 1 joins the attack"),
    "ante_token": lambda name: f"ante {name}",
}

#: "choose how ..." for each action kind that offers a choice (`actions.action_options`).
CHOOSE_WORDS: dict[str, str] = {
    "advance": "choose how far to advance", "retreat": "choose how far to retreat",
    "close": "choose how far to close", "move": "choose where to move",
    "push": "choose how far to push", "pull": "choose how far to pull",
    "move_opponent": "choose where to move the opponent",
    "opponent_must_move": "choose where to move",
    "teleport": "choose where to teleport",
    "teleport_opponent": "choose where the opponent goes",
    "either": "choose which to carry out",
    "follow_move": "choose how to follow the move",
    "move_marker": "choose which marker moves where",
    "place_marker": "choose where the marker goes",
    "remove_marker": "choose which marker comes off",
    "opponent_discards_token": "choose which token to discard",
    "opponent_discards_base": "choose which base is discarded",
    "take_to_hand": "choose which card comes back to hand",
    "turn_special": "choose which special card to turn",
    "repeat_with_base_from_hand": "choose the base to attack again with",
    "swap_base_from_hand": "choose the base to use instead",
    "spend_tokens": "choose how many to spend",
    "branch": "you may carry out what follows",
}


def action_words(action: Action) -> str:
    """One action in the player's words, with its numbers ("spend 2 Malice", "the opponent
    loses 1 life", "advance 1 or 2 spaces").

    Raises:
        KeyError: the action's kind has no words here (see the module's docstring).
    """
    return _ACTION_WORDS[action.kind](getattr(action, action.kind))


def actions_words(actions) -> str:
    """Several actions, in order, joined by commas."""
    return ", ".join(action_words(a) for a in actions)


def choose_words(action: Action) -> str:
    """The prompt's ask for an action that offers a choice ("choose how far to advance");
    for any other kind, "choose: " and the action's words."""
    return CHOOSE_WORDS.get(action.kind) or f"choose: {action_words(action)}"


#: Every kind `schema.Action` has, and every `schema.PerSource` and restriction: worded above.
ACTION_KINDS: tuple[str, ...] = tuple(Action.model_fields)
PER_SOURCES: tuple[str, ...] = get_args(PerSource)
RESTRICTIONS: tuple[str, ...] = get_args(Restriction)
#: The action kinds worded here (every kind of `schema.Action`, a test checks).
WORDED_KINDS: frozenset[str] = frozenset(_ACTION_WORDS)
