"""The tags of a BATL deck list (`engine.batl.deck`): read a line's tags into card, class and
character fields, and write them back.

A tag is a keyword and, for most, one value: ``cost 1``, ``atk +1``, ``evade``, ``lasts turn``.
``note`` takes the rest of the line (or of the CSV cell), separators included, so it comes last.
Numbers are whole; ``atk``, ``def``, ``ms`` and ``range`` of a card or ability take a sign
(``atk 1`` reads as +1); the others are 0 or more. Values are capped at `MAX_NUMBER`.
"""

from __future__ import annotations

import difflib
import re

from .cards import LASTS, SLOTS, Card, ClassDef, Effect

MAX_NUMBER = 99  # the largest value a tag takes (a stat, a cost, HP...)
MAX_NOTE = 200  # characters of a note, the table's own words
MAX_NAME = 40  # characters of a card, class, ability, resource or character name

# keyword -> (field of Effect / Card / ClassDef / Character, kind of value)
STAT_FIELDS = {"atk": "atk", "def": "defense", "ms": "ms", "range": "reach"}
_EFFECT_COUNTS = {"actions": "actions", "heal": "heal", "temp": "temp_hp", "gain": "gain",
                  "draw": "draw"}
EFFECT_TAGS = (*STAT_FIELDS, *_EFFECT_COUNTS, "evade", "permanent", "lasts", "note")
CARD_TAGS = ("cost", *EFFECT_TAGS[:-1], "hidden", "standup", "hp", *SLOTS, "note")
CLASS_TAGS = ("resource", "pool", "ability", "cost", *EFFECT_TAGS)
CHARACTER_TAGS = tuple(STAT_FIELDS)
_FLAGS = ("evade", "permanent", "hidden", "standup")
_WORDS = ("resource", "ability")  # tags whose value is a name
_COUNT_LIMITS = {"hp": 1, "pool": 1}  # the smallest value of a count (others: 0)
_NOTE = re.compile(r"(?:^|{sep})\s*note(?=\s|$)", re.IGNORECASE)
_SIGNED_NUMBER = re.compile(r"[+-]?\d{1,4}")
_COUNT = re.compile(r"\+?\d{1,4}")
_UNSIGNED = re.compile(r"\d{1,4}")


def split_tags(text: str, sep: str = ",") -> tuple[list[str], str | None]:
    """``text`` cut at ``sep`` into stripped pieces (empty ones dropped), and the note: the
    text after a piece starting with the word ``note`` (None when there is none)."""
    found = re.compile(_NOTE.pattern.format(sep=re.escape(sep)), re.IGNORECASE).search(text)
    head, note = (text, None) if found is None else (text[:found.start()],
                                                     text[found.end():].strip())
    return [p.strip() for p in head.split(sep) if p.strip()], note


def name_problem(name: str, what: str, limit: int = MAX_NAME) -> str | None:
    """What is wrong with ``name`` (whitespace already collapsed) as the name of ``what``,
    or None: empty, too long, a comma or colon (they separate the fields), a control
    character."""
    if not name:
        return f"give the {what} a name"
    if len(name) > limit:
        return f"shorten the {what}'s name to at most {limit} characters"
    if any(ch in name for ch in ",:") or not name.isprintable():
        return f"the {what}'s name {name!r} cannot hold a comma, a colon or a control " \
            "character: use letters, digits and spaces"
    return None


def is_tag(piece: str) -> bool:
    """True when ``piece`` starts with the keyword of a card's tag (so, after a card's type,
    it is no class name)."""
    word = piece.split(None, 1)[0].lower() if piece.strip() else ""
    return word in CARD_TAGS


def _unknown(piece: str, key: str, allowed: tuple[str, ...], what: str) -> str:
    if key in SLOTS:
        return f"{key} is an equipment slot: only an Equipment card takes one; remove it"
    if key in CARD_TAGS or key in CLASS_TAGS:
        return f"{key} does not belong on a {what} line; remove it (the {what} tags are " \
            f"{', '.join(allowed)})"
    close = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
    hint = f"did you mean {close[0]}?" if close else f"the {what} tags are {', '.join(allowed)}"
    return f"{piece!r} is not a tag: {hint}"


def _value(key: str, arg: str, signed: bool) -> tuple[object, str | None]:
    """(the value of tag ``key`` given ``arg``, or what is wrong with it)."""
    if key in _FLAGS or key in SLOTS:
        return True, None if not arg else f"{key} takes nothing after it: write just {key}"
    if key == "lasts":
        word = arg.lower()
        return word, None if word in LASTS else \
            f"'lasts {arg}' is not how long a card lasts: write lasts and one of " \
            f"{', '.join(LASTS)}"
    if key in _WORDS:
        name = " ".join(arg.split())
        return name, name_problem(name, "ability" if key == "ability" else "resource")
    shown = f"{key} {arg}".strip()
    if signed:
        if not _SIGNED_NUMBER.fullmatch(arg) or abs(int(arg)) > MAX_NUMBER:
            return 0, f"'{shown}' needs a whole number with its sign, from -{MAX_NUMBER}" \
                f" to +{MAX_NUMBER}, like: {key} +1"
        return int(arg), None
    least = _COUNT_LIMITS.get(key, 0)
    number = _COUNT if key == "actions" else _UNSIGNED
    if not number.fullmatch(arg) or not least <= int(arg) <= MAX_NUMBER:
        return 0, f"'{shown}' needs a whole number from {least} to {MAX_NUMBER}, " \
            f"like: {key} {max(least, 1)}"
    return int(arg), None


def read_tags(pieces: list[str], note: str | None, allowed: tuple[str, ...], what: str,
              signed: bool = True) -> tuple[dict[str, object], list[str]]:
    """The tags of one line: (keyword -> value, what is wrong). ``allowed``: the keywords of
    the line's kind (`CARD_TAGS`...); ``what`` names it in messages ("card", "class");
    ``signed``: atk/def/ms/range take a sign (not on a character line)."""
    values: dict[str, object] = {}
    problems: list[str] = []
    for piece in pieces:
        key, _, arg = piece.partition(" ")
        key, arg = key.lower(), arg.strip()
        if key not in allowed:
            problems.append(_unknown(piece, key, allowed, what))
        elif key in values or (key in SLOTS and any(s in values for s in SLOTS)):
            problems.append(f"{key} is given twice: give it once" if key in values else
                            "an Equipment card takes one slot: keep one of weapon, armor "
                            "and both")
        else:
            value, problem = _value(key, arg, signed and key in STAT_FIELDS)
            if problem:
                problems.append(problem)
            else:
                values[key] = value
    if note is not None:
        if "note" not in allowed:
            problems.append(f"a {what} line takes no note; remove it")
        elif not note:
            problems.append("write your own words after note, like: note heals 2 next turn")
        elif len(note) > MAX_NOTE or not note.isprintable():
            problems.append(f"keep the note to at most {MAX_NOTE} characters on one line")
        else:
            values["note"] = note
    if values.get("permanent") and values.get("lasts", "permanent") != "permanent":
        problems.append(f"permanent and lasts {values['lasts']} disagree: keep one")
        values.pop("permanent")
    return values, problems


def effect_of(values: dict[str, object]) -> Effect:
    """The `Effect` the tags describe."""
    fields = {field: values[key] for key, field in {**STAT_FIELDS, **_EFFECT_COUNTS}.items()
              if key in values}
    lasts = "permanent" if values.get("permanent") else str(values.get("lasts", "now"))
    return Effect(**fields, evade=bool(values.get("evade")), lasts=lasts,
                  summary=str(values.get("note", "")))


def effect_tags(effect: Effect, gain: bool = False) -> list[str]:
    """The tags of ``effect`` but its note, in the order `CARD_TAGS` lists them (``gain``:
    write the gain even when 0)."""
    tags = [f"{key} {getattr(effect, field):+d}" for key, field in STAT_FIELDS.items()
            if getattr(effect, field)]
    tags += [f"{key} {getattr(effect, field)}" for key, field in _EFFECT_COUNTS.items()
             if getattr(effect, field) or (gain and key == "gain")]
    if effect.evade:
        tags.append("evade")
    return tags


def _lasts(effect: Effect) -> list[str]:
    if effect.lasts == "now":
        return []
    return ["permanent"] if effect.lasts == "permanent" else [f"lasts {effect.lasts}"]


def _note(effect: Effect) -> list[str]:
    return [f"note {effect.summary}"] if effect.summary else []


def card_tags(card: Card) -> list[str]:
    """The tags a deck list gives ``card`` after its type and class (a slot first for
    Equipment; a Resource card's gain always, as it defaults to 1)."""
    tags = [card.slot] if card.slot else []
    tags += [f"cost {card.cost}"] if card.cost else []
    tags += effect_tags(card.effect, gain=card.kind == "Resource")
    tags += [flag for flag in ("hidden", "standup") if getattr(card, flag)]
    tags += [f"hp {card.hp}"] if card.hp else []
    return tags + _lasts(card.effect) + _note(card.effect)


def class_tags(cls: ClassDef) -> list[str]:
    """The tags of a class line: its resource, pool, ability, the ability's cost and effect."""
    tags = [f"resource {cls.resource}"] if cls.resource else []
    tags += [f"pool {cls.pool}"] if cls.pool is not None else []
    if cls.ability:
        tags += [f"ability {cls.ability}"] + ([f"cost {cls.ability_cost}"]
                                               if cls.ability_cost else [])
        tags += effect_tags(cls.ability_effect) + _lasts(cls.ability_effect) + \
            _note(cls.ability_effect)
    return tags
