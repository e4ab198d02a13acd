"""The one reader of whole numbers typed or posted by players (issue 18): form fields, query
strings and the numbers inside an input line.

Python's ``int()`` and ``str.isdigit()`` are too lenient for text from outside: ``int`` takes
"١٢" (Arabic-Indic digits), "1_000" and surrounding Unicode spaces, ``"²".isdigit()`` is true
though ``int("²")`` fails, ``int`` refuses more than 4,300 digits with a ValueError, and a number
past 2**63 cannot be bound by SQLite (OverflowError). `whole_number` takes ASCII digits only,
with a sign only where the range has negative numbers, and a bounded range.
"""

from __future__ import annotations

import re

from engine.errors import InvalidInput

_NUMBER = re.compile(r"([+-]?)0*([0-9]+)")


def whole_number(text: str | None, field: str, lo: int, hi: int) -> int:
    """The whole number written ``text``, between ``lo`` and ``hi`` (both included).

    Accepted: ASCII digits, leading zeros, spaces or tabs around; a leading "+" or "-" only
    when ``lo`` is negative (a signed amount such as a correction "-2" or a bonus "+1").
    ``field`` names the number for the message, as a player would ("the seat", "the Super
    bonus").

    Raises:
        InvalidInput: ``text`` is missing, not such a number, or outside ``lo``..``hi``; the
            message names ``field`` and the range, and quotes at most 20 characters of the text.
    """
    shown = repr(text[:20] + ("..." if len(text) > 20 else "")) if text else "nothing"
    found = _NUMBER.fullmatch(text.strip(" \t")) if text else None
    signed = lo < 0
    if found is None or (found.group(1) and not signed) \
            or len(found.group(2)) > len(str(max(abs(lo), abs(hi)))):
        raise InvalidInput(f"{field} must be a whole number from {lo} to {hi}, not {shown}")
    value = int(found.group(2)) * (-1 if found.group(1) == "-" else 1)
    if not lo <= value <= hi:
        raise InvalidInput(f"{field} must be a whole number from {lo} to {hi}, not {shown}")
    return value
