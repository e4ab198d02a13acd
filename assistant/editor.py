"""The card editor's form (issue 5): a fighter's YAML data as form fields and back again, with
each validation problem placed beside the field it came from.

The form model is plain data a template can show: a dict of strings, lists of card dicts and
effect dicts (`blank_card`, `blank_effect` give their shape). Field names in the page are the
paths into it joined by dots (``styles.2.effects.0.value``). An effect's action is picked from
the vocabulary (`ACTION_GROUPS`, every key of `schema.Action`) with its value written in YAML
(``2``, ``[1, 2]``, ``{up_to: 3}``), or several actions as one YAML list, or a summary in words
with the kinds of correction that carry it out (ticked by name, `corrections.LABELS`; checked as
new card data, so a summary needs one or more, as in `fighters/`).
Whatever the form cannot show as fields (tokens, antes, special cards, markers...) is edited as
YAML in the unique ability's "more" box. The schema is the one of `fighters/` (docs/cards.md).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, get_args

from pydantic import ValidationError

from engine.battlecon import CORRECTION_KINDS as KINDS
from engine.battlecon import (
    NEW_DATA,
    Action,
    CardDataError,
    Fighter,
    InTimeEvent,
    Timing,
    located_problems,
    parse_yaml,
)
from engine.errors import InvalidInput
from engine.numbers import whole_number
from engine.yamlread import write_yaml

from .corrections import LABELS
from .editor_words import plain_words, where_words

GROUPS = ("styles", "bases", "finishers")
GROUP_NAMES = {"styles": "Styles", "bases": "Bases", "finishers": "Finisher sides"}
CARD_STATS = ("range", "power", "priority", "guard", "stun_guard", "soak")
CARD_KEYS = ("name", *CARD_STATS, "stun_immunity", "effects")
EFFECT_KEYS = ("timing", "event", "whenever", "optional", "once_per_beat", "condition", "action",
               "summary", "corrections")
#: The kinds of correction a summary may tick, in words (checkbox ``<row>.corrections.<kind>``).
KIND_LABELS = {kind: LABELS[kind] for kind in KINDS}
FIGHTER_KEYS = ("name", "short_name", "printing", "starting_life", "unique_ability", *GROUPS)
ABILITY_KEYS = ("name", "summary", "effects")
TIMINGS = get_args(Timing)
EVENTS = get_args(InTimeEvent)
MAX_CARDS = 20      # per group (styles, bases, Finisher sides)
MAX_EFFECTS = 20    # per card or unique ability

SUMMARY = "summary"     # the effect is a summary in words, shown as a prompt
SEVERAL = "actions"     # the value is a YAML list of actions

_KNOWN_GROUPS = {
    "Movement": ("advance", "retreat", "close", "move", "push", "pull", "move_opponent",
                 "opponent_must_move", "teleport"),
    "Stats this beat": ("range", "power", "priority", "guard", "armor", "stat_becomes", "x_is",
                        "opponent", "wins_ties", "become_active"),
    "On or off": ("stun_immunity", "stun_opponent", "avoid", "ignore_armor", "ignore_guard",
                  "vulnerable", "stun_on_hit", "finisher", "repeat_attack",
                  "repeat_with_base_from_hand", "infinite_guard",
                  "life_loss_instead", "ignore_life_loss", "take_opponent_bonuses"),
    "Life and Force": ("chip", "damage", "take_damage", "regain_life", "damage_cap", "life_floor",
                       "set_life", "gain_force"),
    "Tokens": ("gain_tokens", "spend_tokens", "regain_tokens", "set_tokens"),
}


def _action_groups() -> dict[str, tuple[str, ...]]:
    """Every action key of the vocabulary, grouped for the picker; keys not named above
    (added to the vocabulary later) land in "Other"."""
    keys = tuple(Action.model_fields)
    groups = {name: tuple(k for k in kinds if k in keys) for name, kinds in _KNOWN_GROUPS.items()}
    placed = {k for kinds in groups.values() for k in kinds}
    groups["Other"] = tuple(k for k in keys if k not in placed)
    return groups


ACTION_GROUPS = _action_groups()
ACTION_KINDS = tuple(k for kinds in ACTION_GROUPS.values() for k in kinds)
# Actions whose value is text as written (a range like "+0~1", a form's name), not YAML.
_TEXT_KINDS = {k for k, f in Action.model_fields.items() if f.annotation in (str, str | None)}


CARDS_DOC = Path(__file__).resolve().parents[1] / "docs" / "cards.md"
_ROW = re.compile(r"^\| `(\w+)` \| `\{\1: (.*?)\}`.*?\| (.*?) \| [^|]*\|$")


@functools.cache
def action_help() -> dict[str, tuple[str, str]]:
    """Action key -> (an example value as typed in the editor, its meaning), read from the
    action tables of docs/cards.md (rows ``| `key` | `{key: example}` | meaning | section |``)
    so the editor and the format's page never disagree."""
    found: dict[str, tuple[str, str]] = {}
    for line in CARDS_DOC.read_text(encoding="utf-8").splitlines():
        match = _ROW.match(line)
        if match:
            kind, value, meaning = match.groups()
            found[kind] = ("" if value == "true" else value.strip('"'),
                           re.sub(r"[`*]", "", meaning))
    return found


def blank_effect() -> dict[str, Any]:
    """A new effect row: Before, a summary still to write."""
    return {"timing": "before", "event": "", "whenever": False, "optional": False,
            "once_per_beat": False, "condition": "", "does": SUMMARY, "value": "",
            "corrections": []}


def blank_card() -> dict[str, Any]:
    """A new card with empty stats and no effects."""
    return {"name": "", **{s: "" for s in CARD_STATS}, "stun_immunity": False, "more": "",
            "effects": []}


def blank_fighter() -> dict[str, Any]:
    """A new 4th-edition fighter: 5 styles, 1 base and 2 Finisher sides to fill in
    (000 "Fighter Selection")."""
    return {"name": "", "short_name": "", "printing": "4th", "starting_life": "20", "more": "",
            "ua": {"name": "", "summary": "", "more": "", "effects": []},
            "styles": [blank_card() for _ in range(5)], "bases": [blank_card()],
            "finishers": [blank_card() for _ in range(2)]}


# ------------------------------------------------------------------ data -> form


def _dump(value: Any, flow: bool = True) -> str:
    """A value as the YAML a player would type: ``2``, ``[1, 2]``, ``{up_to: 3}``."""
    text = write_yaml(value, default_flow_style=flow, sort_keys=False, allow_unicode=True,
                      width=100)
    return text.removesuffix("\n").removesuffix("\n...").strip()


def _rest(data: dict, known: Iterable[str], flow: bool = True) -> str:
    """The keys of ``data`` the form has no field for, as YAML ('' when none)."""
    rest = {k: v for k, v in data.items() if k not in known}
    return _dump(rest, flow) if rest else ""


def _effect_form(effect: dict) -> dict[str, Any]:
    row = {"timing": str(effect.get("timing", "")), "event": str(effect.get("event") or ""),
           "whenever": bool(effect.get("whenever")), "optional": bool(effect.get("optional")),
           "once_per_beat": bool(effect.get("once_per_beat")),
           "condition": _dump(effect["condition"]) if effect.get("condition") else "",
           "corrections": [str(k) for k in effect.get("corrections") or () if k in KINDS]}
    action = effect.get("action")
    if action is None:
        row.update(does=SUMMARY, value=str(effect.get("summary") or ""))
        return row
    actions = [action] if isinstance(action, dict) else action
    single = actions[0] if isinstance(actions, list) and len(actions) == 1 else None
    if isinstance(single, dict) and len(single) == 1 and next(iter(single)) in ACTION_KINDS:
        kind, value = next(iter(single.items()))
        shown = "" if value is True else str(value) if kind in _TEXT_KINDS else _dump(value)
        row.update(does=kind, value=shown)
    else:
        row.update(does=SEVERAL, value=_dump(actions))
    return row


def _card_form(card: dict) -> dict[str, Any]:
    form = {"name": str(card.get("name", ""))}
    form.update({s: "" if card.get(s) is None else str(card[s]) for s in CARD_STATS})
    form["stun_immunity"] = bool(card.get("stun_immunity"))
    form["more"] = _rest(card, CARD_KEYS)
    form["effects"] = [_effect_form(e) for e in card.get("effects") or ()]
    return form


def form_from_data(data: dict) -> dict[str, Any]:
    """The editor's form filled from a fighter's YAML data (a mapping as loaded)."""
    ability = data.get("unique_ability") or {}
    return {"name": str(data.get("name", "")), "short_name": str(data.get("short_name", "")),
            "printing": str(data.get("printing", "4th")),
            "starting_life": str(data.get("starting_life", 20)),
            "more": _rest(data, FIGHTER_KEYS),
            "ua": {"name": str(ability.get("name", "")),
                   "summary": str(ability.get("summary", "")),
                   "more": _rest(ability, ABILITY_KEYS, flow=False),
                   "effects": [_effect_form(e) for e in ability.get("effects") or ()]},
            **{g: [_card_form(c) for c in data.get(g) or ()] for g in GROUPS}}


# ------------------------------------------------------------------ posted form -> form


def _rows(fields: dict[str, str], prefix: str, limit: int) -> list[int]:
    """The row numbers posted under ``prefix`` (``styles.``), in order, at most ``limit``."""
    found = set()
    pattern = re.compile(re.escape(prefix) + r"([0-9]{1,3})\.")
    for name in fields:
        match = pattern.match(name)
        if match:
            found.add(int(match.group(1)))
    return sorted(found)[:limit]


def _posted_effects(fields: dict[str, str], prefix: str) -> list[dict[str, Any]]:
    return [{"timing": fields.get(f"{prefix}{i}.timing", ""),
             "event": fields.get(f"{prefix}{i}.event", ""),
             "whenever": fields.get(f"{prefix}{i}.whenever") == "yes",
             "optional": fields.get(f"{prefix}{i}.optional") == "yes",
             "once_per_beat": fields.get(f"{prefix}{i}.once_per_beat") == "yes",
             "condition": fields.get(f"{prefix}{i}.condition", ""),
             "does": fields.get(f"{prefix}{i}.does", SUMMARY),
             "value": fields.get(f"{prefix}{i}.value", ""),
             "corrections": [k for k in KINDS
                             if fields.get(f"{prefix}{i}.corrections.{k}") == "yes"]}
            for i in _rows(fields, prefix, MAX_EFFECTS)]


def form_from_post(fields: dict[str, str]) -> dict[str, Any]:
    """The editor's form from a posted page (field name -> text; unknown names ignored, and
    so are names a malformed multipart body leaves unreadable, None)."""
    fields = {k: v for k, v in fields.items() if isinstance(k, str)}
    form: dict[str, Any] = {k: fields.get(k, "") for k in
                            ("name", "short_name", "printing", "starting_life", "more")}
    form["ua"] = {"name": fields.get("ua.name", ""), "summary": fields.get("ua.summary", ""),
                  "more": fields.get("ua.more", ""),
                  "effects": _posted_effects(fields, "ua.effects.")}
    for group in GROUPS:
        cards = []
        for i in _rows(fields, f"{group}.", MAX_CARDS):
            p = f"{group}.{i}."
            card = {"name": fields.get(p + "name", "")}
            card.update({s: fields.get(p + s, "") for s in CARD_STATS})
            card["stun_immunity"] = fields.get(p + "stun_immunity") == "yes"
            card["more"] = fields.get(p + "more", "")
            card["effects"] = _posted_effects(fields, p + "effects.")
            cards.append(card)
        form[group] = cards
    return form


def touched_card(form: dict[str, Any], op: str) -> str | None:
    """The card an editing operation ``op`` (`apply_op`) worked on, as a path (``"styles.2"``,
    ``"ua"``), read on the form after the operation: the page opens that card and scrolls to
    it (issue 21, item 10). None for a card removed or an operation of no card."""
    verb, _, path = op.partition(":")
    parts = path.split(".")
    if parts[0] == "ua":
        return "ua"
    if parts[0] not in GROUPS:
        return None
    if len(parts) == 1:  # a card added: the last one now
        return f"{parts[0]}.{len(form[parts[0]]) - 1}" if form[parts[0]] else None
    if verb == "remove" and len(parts) == 2:
        return None
    return f"{parts[0]}.{parts[1]}"


def anchor(path: str) -> str:
    """The page anchor of a card's path (``"styles.2"`` -> ``"card-styles-2"``)."""
    return "card-" + path.replace(".", "-")


def apply_op(form: dict[str, Any], op: str) -> dict[str, Any]:
    """Add or remove a card or an effect row: ``add:styles``, ``add:styles.2.effects``,
    ``add:ua.effects``, ``remove:bases.0``, ``remove:ua.effects.1``. Returns the form changed.

    Raises:
        InvalidInput: not one of these operations, or a row that does not exist.
    """
    verb, _, path = op.partition(":")
    parts = path.split(".")
    try:
        if verb == "add" and len(parts) == 1 and parts[0] in GROUPS:
            if len(form[parts[0]]) >= MAX_CARDS:
                raise InvalidInput(f"at most {MAX_CARDS} cards of one kind")
            form[parts[0]].append(blank_card())
            return form
        target = form["ua"] if parts[0] == "ua" else form[parts[0]][int(parts[1])]
        rest = parts[1:] if parts[0] == "ua" else parts[2:]
        if verb == "add" and rest == ["effects"]:
            if len(target["effects"]) >= MAX_EFFECTS:
                raise InvalidInput(f"at most {MAX_EFFECTS} effects on one card")
            target["effects"].append(blank_effect())
            return form
        if verb == "remove" and rest == [] and parts[0] in GROUPS:
            del form[parts[0]][int(parts[1])]
            return form
        if verb == "remove" and len(rest) == 2 and rest[0] == "effects":
            del target["effects"][int(rest[1])]
            return form
    except (KeyError, IndexError, ValueError):
        pass
    raise InvalidInput(f"{op!r} is not something the editor can do; reload the page")


# ------------------------------------------------------------------ form -> data


def _number(text: str) -> int | str:
    """``text`` as a whole number 0-999 when it is one, else as typed (the checks of the
    fighter data then say what is wrong with it)."""
    try:
        return whole_number(text, "the number", 0, 999)
    except InvalidInput:
        return text


class _Builder:
    """Turns a form into fighter data, remembering which field each part came from."""

    def __init__(self) -> None:
        self.origin: dict[tuple, str] = {(): ""}
        self.boxed: set[tuple] = set()  # locations of keys written in a YAML "more" box
        self.errors: dict[str, list[str]] = {}

    def note(self, field: str, message: str) -> None:
        self.errors.setdefault(field, []).append(message)

    def yaml(self, text: str, field: str, kinds: tuple[type, ...], what: str) -> Any:
        """Parse a field's YAML (strict loader); a problem is noted at the field."""
        try:
            value = parse_yaml(text, "this field")
        except CardDataError as error:
            self.note(field, "; ".join(p.removeprefix("this field: ") for p in error.problems))
            return None
        if not isinstance(value, kinds):
            self.note(field, f"write {what}")
            return None
        return value

    def more(self, target: dict, text: str, field: str, loc: tuple) -> None:
        """Merge the keys of a "more" box into ``target``; each is traced to the box."""
        if not text.strip():
            return
        extra = self.yaml(text, field, (dict,), "a YAML mapping of field: value lines")
        for key, value in (extra or {}).items():
            if key in target:
                self.note(field, f"{key!r} has its own field above; write it there only")
                continue
            target[key] = value
            self.origin[(*loc, key)] = field
            self.boxed.add((*loc, key))

    def effect(self, row: dict, field: str, loc: tuple) -> dict[str, Any]:
        self.origin[loc] = field
        effect: dict[str, Any] = {"timing": row["timing"]}
        self.origin[(*loc, "timing")] = field + ".timing"
        if row["event"]:
            effect["event"] = row["event"]
            self.origin[(*loc, "event")] = field + ".event"
        if row["whenever"]:
            effect["whenever"] = True
        if row["optional"]:
            effect["optional"] = True
        if row.get("once_per_beat"):
            effect["once_per_beat"] = True
        if row["condition"].strip():
            effect["condition"] = self.yaml(row["condition"], field + ".condition", (dict,),
                                            "a mapping like {range: 1~2}")
            self.origin[(*loc, "condition")] = field + ".condition"
        does, value = row["does"], row["value"].strip()
        for key in ("action", "summary"):
            self.origin[(*loc, key)] = field + ".value"
        if does == SUMMARY:
            effect["summary"] = value
            if row["corrections"]:  # ticked for a summary only: an action takes none
                effect["corrections"] = list(row["corrections"])
            self.origin[(*loc, "corrections")] = field + ".corrections"
        elif does == SEVERAL:
            effect["action"] = self.yaml(value, field + ".value", (list, dict),
                                         "a YAML list of actions, one key each")
        elif does in ACTION_KINDS:
            if not value:
                parsed: Any = True
            elif does in _TEXT_KINDS:
                parsed = value
            else:
                parsed = self.yaml(value, field + ".value", (int, list, dict, str),
                                   "a number, a list or a mapping")
            effect["action"] = {does: parsed}
        else:
            self.note(field + ".does", "pick what the effect does from the list")
        return effect

    def card(self, row: dict, field: str, loc: tuple) -> dict[str, Any]:
        self.origin[loc] = field
        card: dict[str, Any] = {"name": row["name"].strip()}
        self.origin[(*loc, "name")] = field + ".name"
        for stat in CARD_STATS:
            text = row[stat].strip()
            if text:
                # printed stats stay text as printed ("1", "+0~1"); stun guard and soak
                # are plain numbers
                card[stat] = _number(text) if stat in ("stun_guard", "soak") else text
                self.origin[(*loc, stat)] = f"{field}.{stat}"
        if row["stun_immunity"]:
            card["stun_immunity"] = True
        self.more(card, row["more"], field + ".more", loc)
        effects = [self.effect(e, f"{field}.effects.{i}", (*loc, "effects", i))
                   for i, e in enumerate(row["effects"])]
        if effects:
            card["effects"] = effects
        return card

    def fighter(self, form: dict) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key in ("name", "short_name", "printing"):
            data[key] = form[key].strip()
            self.origin[(key,)] = key
        life = form["starting_life"].strip()
        data["starting_life"] = _number(life)
        self.origin[("starting_life",)] = "starting_life"
        ua_form = form["ua"]
        ability: dict[str, Any] = {"name": ua_form["name"].strip(),
                                   "summary": ua_form["summary"].strip()}
        self.origin[("unique_ability",)] = "ua.name"
        self.origin[("unique_ability", "name")] = "ua.name"
        self.origin[("unique_ability", "summary")] = "ua.summary"
        self.more(ability, ua_form["more"], "ua.more", ("unique_ability",))
        effects = [self.effect(e, f"ua.effects.{i}", ("unique_ability", "effects", i))
                   for i, e in enumerate(ua_form["effects"])]
        if effects:
            ability["effects"] = effects
        data["unique_ability"] = ability
        for group in GROUPS:
            self.origin[(group,)] = group
            data[group] = [self.card(c, f"{group}.{i}", (group, i))
                           for i, c in enumerate(form[group])]
        self.more(data, form["more"], "more", ())
        return data

    def place(self, loc: tuple, message: str) -> None:
        """Note a schema problem at the field of the longest known prefix of ``loc``."""
        for end in range(len(loc), -1, -1):
            field = self.origin.get(loc[:end])
            if field is not None:
                # in a YAML box, name the key too: "tokens, item 1, total: ..."
                inner = loc[end - 1:] if loc[:end] in self.boxed else loc[end:]
                where, words = where_words(inner), plain_words(message)
                self.note(field, f"{where}: {words}" if where else words)
                return


def check(form: dict[str, Any]) -> tuple[str | None, dict[str, list[str]]]:
    """Validate the form with the schema of `fighters/`.

    Returns:
        (the fighter's YAML text, {}) when valid; else (None, field name -> messages), where
        the field name ``""`` holds problems of the whole fighter (a repeated card name...).
    """
    builder = _Builder()
    data = builder.fighter(form)
    if builder.errors:
        return None, builder.errors
    try:
        Fighter.model_validate(data, context=NEW_DATA)
    except ValidationError as error:
        for loc, message in located_problems(error):
            builder.place(loc, message)
        return None, builder.errors
    return write_yaml(data, sort_keys=False, allow_unicode=True, width=100), {}


def field_labels(form: dict[str, Any]) -> dict[str, str]:
    """A readable place for each field-group name (``styles.2`` -> 'Styles: "Dash"'), for the
    list of problems at the top of the page."""
    labels = {"": "The fighter", "ua": "Unique ability"}
    for group in GROUPS:
        for i, card in enumerate(form[group]):
            labels[f"{group}.{i}"] = (f'{GROUP_NAMES[group]}: "{card["name"]}"' if card["name"]
                                      else f"{GROUP_NAMES[group]}: card {i + 1}")
    return labels


def label_for(field: str, labels: dict[str, str]) -> str:
    """Where ``field`` is, in words: the card or ability it belongs to, then the field."""
    parts = field.split(".")
    head = ".".join(parts[:2]) if parts[0] in GROUPS else parts[0] if parts[0] == "ua" else ""
    place = labels.get(head, "The fighter")
    rest = field[len(head):].lstrip(".")
    return f"{place} ({rest.replace('.', ' ')})" if rest else place


def cards_with_problems(errors: dict[str, list[str]]) -> set[str]:
    """The cards (``styles.2``) that have a problem in one of their fields, to open them."""
    return {".".join(f.split(".")[:2]) for f in errors if f.split(".")[0] in GROUPS}
