"""The two error types every engine shares (DESIGN.md "engine/"): BattleCON, ABXY and BATL.

`InvalidInput` is bad input: an unknown card, a malformed number, a decision that names nothing.
`RuleViolation` is a well-formed input the rules forbid; it carries the rule it breaks.
The end of a duel is never an exception: see `engine.battlecon.state.Outcome`.
"""

from __future__ import annotations


class InvalidInput(ValueError):
    """Input the engine cannot read: an unknown card or fighter, a malformed stat, a bad field.

    Attributes:
        message: what was wrong and how to fix it, in words a player understands.
    """

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class RuleViolation(Exception):
    """A well-formed input that the rules forbid (a card in a discard pile, a second Speed Up).

    Attributes:
        message: what was refused and why, in words a player understands.
        rule: the source rule, as "document, section" (e.g. '000 rulebook, "Ante Phase"').
    """

    def __init__(self, message: str, rule: str):
        super().__init__(f"{message} ({rule})")
        self.message = message
        self.rule = rule
