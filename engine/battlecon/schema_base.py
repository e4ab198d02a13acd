"""The base of the card format (`schema`): the strict model every YAML model of `fighters/`
derives from, and `Name`, the plain-text names a fighter file declares."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, StringConstraints


def _plain_name(value: str) -> str:
    """A name as players see it: plain text, no markup, no ``|`` (which separates the fields
    of a logged decision, `decisions.Decision`), no control characters."""
    bad = sorted({c for c in value if c in "<>|" or ord(c) < 32 or ord(c) == 127})
    if bad:
        shown = " ".join(repr(c) for c in bad)
        raise ValueError(f"a name is plain text: remove {shown} (no < > | or control "
                         "characters)")
    return value


# Every name a fighter file declares (fighter, card, token, ante, special card, marker):
# surrounding spaces dropped, 1 to 60 characters (some fields allow fewer), plain text.
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60),
                 AfterValidator(_plain_name)]


class Strict(BaseModel):
    """Base of every YAML model: unknown fields are errors; instances are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)
