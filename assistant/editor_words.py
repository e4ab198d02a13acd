"""The card editor's problems in a player's words (issue 10): the schema of `fighters/`
(pydantic) reports "String should have at least 1 character" or "Input should be a valid
integer, unable to parse string as an integer"; the editor shows "fill this in" and "write a
whole number, such as 3" beside the field instead. Messages the schema writes in words already
(the card format's own checks) pass through unchanged."""

from __future__ import annotations

import re

# (pattern of a pydantic message, the words shown; groups of the pattern fill {}s)
_PLAIN: tuple[tuple[str, str], ...] = (
    (r"Field required", "this is needed: fill it in"),
    (r"String should have at least 1 character", "fill this in"),
    (r"String should have at least (\d+) characters", "write at least {0} characters"),
    (r"String should have at most (\d+) characters?", "write at most {0} characters"),
    (r"Input should be a valid integer.*", "write a whole number, such as 3"),
    (r"Input should be a valid number.*", "write a number, such as 3"),
    (r"Input should be greater than or equal to (-?\d+)", "write {0} or more"),
    (r"Input should be greater than (-?\d+)", "write more than {0}"),
    (r"Input should be less than or equal to (-?\d+)", "write {0} or less"),
    (r"Input should be less than (-?\d+)", "write less than {0}"),
    (r"Input should be a valid boolean.*", "write true or false"),
    (r"Input should be a valid string.*", "write text here, not a list or a mapping"),
    (r"Input should be a valid list.*", "write a list, such as [1, 2]"),
    (r"Input should be a valid (?:dictionary|mapping).*",
     "write a mapping of field: value pairs, as in the example the box shows"),
    (r"List should have at least 1 item.*", "write at least one"),
    (r"List should have at most (\d+) items?.*", "write at most {0}"),
)


def _choices(message: str) -> str | None:
    """"Input should be 'a', 'b' or 'c'" as "pick one of: a, b, c"; None for another."""
    match = re.fullmatch(r"Input should be ((?:'[^']*'(?:, | or )?)+)", message)
    if not match:
        return None
    return "pick one of: " + ", ".join(re.findall(r"'([^']*)'", match.group(1)))


def plain_words(message: str) -> str:
    """``message`` (one schema problem, as `engine.battlecon.cards.located_problems` gives
    it) in a player's words; a message not from pydantic's standard set comes back as is."""
    for pattern, words in _PLAIN:
        match = re.fullmatch(pattern, message)
        if match:
            return words.format(*match.groups())
    return _choices(message) or message


def where_words(path: tuple) -> str:
    """A place inside a field's YAML box in words: ``(0, "power")`` -> "item 1, power",
    ``("tokens", 0, "total")`` -> "tokens, item 1, total" ("" for the field itself)."""
    return ", ".join(f"item {p + 1}" if isinstance(p, int) else str(p).replace("_", " ")
                     for p in path)
