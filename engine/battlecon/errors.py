"""The BattleCON engine's error types: the shared ones of `engine.errors`, re-exported so the
engine's own modules (``from .errors import ...``) keep one name for them."""

from engine.errors import InvalidInput, RuleViolation

__all__ = ["InvalidInput", "RuleViolation"]
