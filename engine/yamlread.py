"""The one strict YAML reader for every text a user sends (issue 18): fighter files, the card
editor's YAML boxes, ABXY creature files. Shipped files go through it too (they need none of
what it refuses).

`read_yaml(text, limits)` reads plain YAML: mappings, lists and scalars (strings, numbers,
booleans, null, dates, as PyYAML's safe loader reads them). It refuses, before building any
value, each with the line and what to change (`YamlRefused`):

- anchors (``&name``), aliases (``*name``) and merge keys (``<<``): an alias repeats a value,
  and a few hundred bytes of them make gigabytes ("billion laughs");
- tags (``!!python/...``, ``!!str``, ``!custom``...): a value is what it reads as;
- a key written twice in one mapping, a list or mapping as a key, more than one document;
- nesting deeper than ``limits.max_depth``, more than ``limits.max_nodes`` values, an integer
  of more than ``limits.max_digits`` digits (Python refuses ``int()`` of 4,300 digits, and
  shorter ones cost quadratic time) or any number written with more than 64 characters, a
  text over ``limits.max_bytes`` (`YamlTooLarge`).

The work is bounded before values are built: a first pass reads the parser's events (libyaml's
C parser when PyYAML has it) and stops at the first refusal, so a hostile text costs at most
``max_nodes`` events; only a text that passes is built into values. Measured in
`bench/yaml_hostile.py` (docs/performance.md, "Hostile uploads").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import yaml

from engine.errors import InvalidInput

_Parser = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML was built with it

MAX_NODES = 5_000  # values (scalars, lists, mappings): a shipped fighter has at most ~600
MAX_DEPTH = 32  # lists and mappings inside each other: a shipped fighter nests at most 15
MAX_DIGITS = 18  # of an integer: any count the games use has 4 at most
_INT = "tag:yaml.org,2002:int"
_MERGE = "tag:yaml.org,2002:merge"
_COLLECTION_START = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_COLLECTION_END = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def size_text(size: int) -> str:
    """``1_000_000`` -> ``"1 MB"``, ``200_000`` -> ``"200 kB"``, ``900`` -> ``"900 bytes"``
    (decimal units, rounded down)."""
    if size >= 1_000_000:
        return f"{size // 1_000_000} MB"
    if size >= 1_000:
        return f"{size // 1_000} kB"
    return f"{size} bytes"


@dataclass(frozen=True)
class Limits:
    """What one kind of upload may hold.

    Attributes:
        what: the kind of text, for messages (``"a fighter file"``).
        max_bytes: its size limit, in bytes of UTF-8.
        max_nodes: values (scalars, lists and mappings) at most.
        max_depth: lists and mappings inside each other at most.
        max_digits: digits of an integer at most.
    """

    what: str
    max_bytes: int
    max_nodes: int = MAX_NODES
    max_depth: int = MAX_DEPTH
    max_digits: int = MAX_DIGITS


class YamlRefused(InvalidInput):
    """A text the strict reader refuses.

    Attributes:
        line: the 1-based line of the problem, or None when it concerns the whole text.
        problem: what is wrong and what to change, without the line.
    """

    def __init__(self, problem: str, line: int | None = None):
        super().__init__(problem if line is None else f"line {line}: {problem}")
        self.line = line
        self.problem = problem


class YamlTooLarge(YamlRefused):
    """A text over its size limit.

    Attributes:
        limit: the limit, in bytes (`Limits.max_bytes`).
    """

    def __init__(self, limits: Limits):
        super().__init__(f"the text is larger than {size_text(limits.max_bytes)}, the limit of "
                         f"{limits.what}: remove what it does not need")
        self.limit = limits.max_bytes


def _line(event: Any) -> int | None:
    mark = getattr(event, "start_mark", None)
    return None if mark is None else mark.line + 1


_RESOLVER = yaml.resolver.Resolver()
_NOT_DIGIT = re.compile(r"[^0-9a-fA-F]")
_NUMBER_START = frozenset("+-.0123456789")
# A plain scalar written as a number of any kind (linear to match, unlike the resolver's
# patterns, which take seconds on a long run of ":59")
_NUMBER_LIKE = re.compile(r"[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|\.[0-9_]+(?:[eE][-+]?[0-9]+)?"
                          r"|[0-9][0-9_]*(?::[0-9_]+)*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?)")
_LONG = 64  # characters: a longer number-like plain scalar is refused without resolving it


def _digits(value: str) -> int:
    """Digits of an integer as YAML 1.1 writes it (``-0x_1F``, ``0b101``, ``1:30``)."""
    body = value.lstrip("+-").replace("_", "")
    if body[:2] in ("0x", "0b"):
        body = body[2:]
    return len(_NOT_DIGIT.sub("", body))


def _too_long(value: str, limits: Limits) -> bool:
    """True for a plain scalar that reads as an integer of more than ``limits.max_digits``
    digits, or as any number longer than `_LONG` characters."""
    if len(value) > _LONG:
        return _NUMBER_LIKE.fullmatch(value) is not None
    return (_RESOLVER.resolve(yaml.ScalarNode, value, (True, False)) == _INT
            and _digits(value) > limits.max_digits)


def _scan(text: str, limits: Limits) -> None:
    """Read the parser's events and refuse what `read_yaml` refuses, except duplicate keys.

    Raises:
        YamlRefused: the first problem, with its line.
        yaml.YAMLError: the text is not YAML.
    """
    nodes = depth = documents = 0
    for event in yaml.parse(text, Loader=_Parser):
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise YamlRefused("a second document (after ---) is not allowed: keep one "
                                  "document per text", _line(event))
            continue
        if not isinstance(event, (yaml.NodeEvent)):
            if isinstance(event, _COLLECTION_END):
                depth -= 1
            continue
        if isinstance(event, yaml.AliasEvent):
            raise YamlRefused(f"aliases (*{event.anchor}) are not allowed: write the value out "
                              "in full where it is used", _line(event))
        if event.anchor is not None:
            raise YamlRefused(f"anchors (&{event.anchor}) are not allowed (nor aliases that "
                              "repeat them): remove it and write each value out in full",
                              _line(event))
        if event.tag is not None:
            raise YamlRefused(f"tags ({event.tag.replace('tag:yaml.org,2002:', '!!')}) are not "
                              "allowed: remove it (quote the value to keep it as text)",
                              _line(event))
        nodes += 1
        if nodes > limits.max_nodes:
            raise YamlRefused(f"more than {limits.max_nodes:,} values, too many for "
                              f"{limits.what}: remove what it does not need", _line(event))
        if isinstance(event, _COLLECTION_START):
            depth += 1
            if depth > limits.max_depth:
                raise YamlRefused(f"lists and mappings nested more than {limits.max_depth} "
                                  "deep: flatten them", _line(event))
        elif (event.implicit[0] and len(event.value) > limits.max_digits
              and event.value[0] in _NUMBER_START and _too_long(event.value, limits)):
            raise YamlRefused(f"the number {event.value[:12]}... has more than "
                              f"{limits.max_digits} digits: write a smaller number, or quote "
                              "it to keep it as text", _line(event))


class _Builder(_Parser):
    """Builds the values of a text `_scan` passed: safe types, duplicate keys refused."""


def _mapping(loader: _Builder, node: yaml.MappingNode, deep: bool = False) -> dict:
    result: dict[Any, Any] = {}
    for key_node, value_node in node.value:
        line = key_node.start_mark.line + 1
        if key_node.tag == _MERGE:
            raise YamlRefused("merge keys (<<) are not allowed: write the fields out", line)
        key = loader.construct_object(key_node, deep=deep)
        try:
            hash(key)
        except TypeError:
            raise YamlRefused("a key must be a plain name, not a list or mapping",
                              line) from None
        if key in result:
            raise YamlRefused(f"duplicate key {key!r}: write each field once", line)
        result[key] = loader.construct_object(value_node, deep=deep)
    return result


_Builder.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def read_yaml(text: str, limits: Limits) -> Any:
    """The value of YAML ``text`` (None for an empty text), read strictly (module docstring).

    Raises:
        YamlTooLarge: ``text`` is over ``limits.max_bytes`` bytes of UTF-8.
        YamlRefused: anything else the reader refuses, or text that is not YAML; the message
            names the line (when there is one) and what to change.
    """
    if len(text) > limits.max_bytes or len(text.encode("utf-8", "replace")) > limits.max_bytes:
        raise YamlTooLarge(limits)
    try:
        _scan(text, limits)
        return yaml.load(text, Loader=_Builder)  # noqa: S506 - safe types only, scanned first
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise YamlRefused(f"not YAML: {problem}; fix that line",
                          None if mark is None else mark.line + 1) from None


class _Writer(yaml.SafeDumper):
    """PyYAML's safe dumper, except that a value met twice is written twice (never as an
    anchor and an alias, which `read_yaml` refuses)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def write_yaml(value: Any, **options: Any) -> str:
    """``value`` as YAML text `read_yaml` reads back: ``yaml.safe_dump`` with ``options``
    (``sort_keys``, ``width``...), but without anchors or aliases.

    Raises:
        yaml.representer.RepresenterError: ``value`` holds a type YAML cannot write safely.
    """
    return yaml.dump(value, Dumper=_Writer, **options)
