"""Printed stat values: parse and print them as the cards show them.

A stat as printed is one of:

- a number: ``"4"``, ``"-1"`` (a base's stat, or a Finisher's);
- a modifier: ``"+1"``, ``"-2"``, ``"+0"`` (a style's stat: a leading sign);
- a range: ``"1~4"`` or a range modifier ``"+0~1"`` (minimum and maximum, in spaces);
- ``"N/A"`` (000 rulebook, "Other Effects", N/A Range or Power: the attack does not hit,
  or deals no damage; reads as 0 where a number is needed);
- ``"X"`` (defined by an effect of the card, 000 index "X (Range)");
- any number followed by ``*``: a fixed stat (000 rulebook, "Other Effects", Fixed Stat (*)):
  that side alone defines the stat and every modifier is ignored;
- a priority followed by ``▲``: a tiebreaker (000 rulebook, "Tiebreakers").

Like python-chess's ``Move.from_uci``/``uci``, `StatValue.parse` and `str()` round-trip.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .errors import InvalidInput

TIEBREAKER = "▲"

_NUMBER = re.compile(r"^([+-]?)(\d+)(?:~([+-]?)(\d+))?$")


@dataclass(frozen=True, slots=True)
class StatValue:
    """One printed stat of one card.

    Attributes:
        kind: ``"number"``, ``"na"`` (N/A) or ``"x"`` (X).
        lo: minimum (for a range) or the value, in spaces or points; 0 for N/A and X.
        hi: maximum; equals ``lo`` for a single number (000 rulebook, "Styles and Bases":
            a single number is both the minimum and the maximum).
        modifier: True when printed with a sign (``+1``, ``-1``, ``+0~1``): a style's bonus.
        fixed: True when printed with ``*`` (000 "Other Effects", Fixed Stat).
        tiebreaker: True when printed with ``▲`` (priority only; 000 "Tiebreakers").
    """

    kind: str
    lo: int = 0
    hi: int = 0
    modifier: bool = False
    fixed: bool = False
    tiebreaker: bool = False

    @classmethod
    def parse(cls, text: str | int, *, allow_range: bool = False) -> StatValue:
        """Parse a printed stat (cached: the same text always gives the same value).

        Args:
            text: the stat as printed (``"1~4"``, ``"+1"``, ``"N/A"``, ``"X"``, ``"4*"``,
                ``"5▲"``), or a plain int.
            allow_range: whether ``a~b`` is allowed (Range only).

        Raises:
            InvalidInput: the text is not a stat as cards print them.
        """
        if isinstance(text, bool):
            raise InvalidInput(f"{text!r} is not a stat; write a number like 3, +1 or 1~2")
        return _parse_cached(text, allow_range)

    @classmethod
    def _parse(cls, text: str | int, allow_range: bool) -> StatValue:
        if isinstance(text, int):
            return cls("number", text, text)
        raw = str(text).strip()
        body = raw
        tiebreaker = body.endswith(TIEBREAKER)
        if tiebreaker:
            body = body[: -len(TIEBREAKER)].rstrip()
        fixed = body.endswith("*")
        if fixed:
            body = body[:-1].rstrip()
        upper = body.upper()
        if upper in ("N/A", "NA"):
            return cls("na", 0, 0, fixed=fixed, tiebreaker=tiebreaker)
        if upper == "X":
            return cls("x", 0, 0, fixed=fixed, tiebreaker=tiebreaker)
        match = _NUMBER.match(body)
        if not match:
            raise InvalidInput(
                f"{raw!r} is not a stat; write a number (3), a bonus (+1, -2), "
                "a range (1~4, +0~1), N/A or X, optionally followed by * or ▲")
        sign, lo_digits, sign_hi, hi_digits = match.groups()
        lo = int(lo_digits) * (-1 if sign == "-" else 1)
        if hi_digits is None:
            hi = lo
        else:
            if not allow_range:
                raise InvalidInput(f"{raw!r}: only Range may be written as a~b")
            hi = int(hi_digits) * (-1 if sign_hi == "-" else 1)
            if sign and not sign_hi:
                # "+0~1": the sign applies to the whole range modifier.
                hi = int(hi_digits) * (-1 if sign == "-" else 1)
            if hi < lo:
                raise InvalidInput(f"{raw!r}: the minimum is above the maximum")
        return cls("number", lo, hi, modifier=bool(sign), fixed=fixed, tiebreaker=tiebreaker)

    def __str__(self) -> str:
        if self.kind == "na":
            body = "N/A"
        elif self.kind == "x":
            body = "X"
        else:
            def one(value: int) -> str:
                return f"{value:+d}" if self.modifier else str(value)
            if self.lo == self.hi:
                body = one(self.lo)
            elif self.modifier and self.lo < 0 < self.hi:
                body = f"{self.lo}~+{self.hi}"  # a penalty-to-bonus range keeps both signs
            else:
                body = f"{one(self.lo)}~{self.hi}"
        return body + ("*" if self.fixed else "") + (TIEBREAKER if self.tiebreaker else "")

    @property
    def is_range(self) -> bool:
        """True when minimum and maximum differ."""
        return self.lo != self.hi


@lru_cache(maxsize=4096)
def _parse_cached(text: str | int, allow_range: bool) -> StatValue:
    return StatValue._parse(text, allow_range)


ZERO = StatValue("number", 0, 0, modifier=True)
