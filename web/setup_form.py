"""What the new-duel form asks and how its answers are read, for a new duel (`web.home`) and
for the next duel of a match with other fighters or Finishers (`web.match_pages`)."""

from __future__ import annotations

from assistant.matches import BEST_OF, DEFAULT_BEST_OF
from engine.battlecon import (
    LONE_BONUS_KINDS,
    RULESETS,
    VARIANT_TITLES,
    Catalog,
    Kit,
    SeatSetup,
    suggested_seat,
)
from engine.errors import InvalidInput

# The ways to play the new-duel page offers: each seat's team (000 "Multiplayer Rules": 2v1,
# 2v2 and 3v1 team battles; teammates sit in a row, team A first).
FORMATS = {"duel": (0, 1), "2v1": (0, 0, 1), "2v2": (0, 0, 1, 1), "3v1": (0, 0, 0, 1),
           "melee3": (0, 1, 2), "melee4": (0, 1, 2, 3)}  # Classic Melee (001): alone


def form_page(fighters: dict[str, str], shape: str) -> dict:
    """What every new-duel page shows, for the format ``shape`` (a key of `FORMATS`) and the
    fighters to choose from (id -> name, `web.pages.fighter_names`)."""
    return {"fighters": fighters, "rulesets": RULESETS, "formats": FORMATS,
            "variants": VARIANT_TITLES, "lone_kinds": LONE_BONUS_KINDS, "shape": shape,
            "teams": FORMATS[shape], "most_seats": max(len(s) for s in FORMATS.values()),
            "best_of": BEST_OF, "default_best_of": DEFAULT_BEST_OF, "name_most": NAME_MOST}

#: The longest player's name the new-duel form takes (characters).
NAME_MOST = 40


def player_name(text: str) -> str:
    """A player's name as typed on the new-duel form, spaces and control characters trimmed
    and runs of white space made one space; "" for none.

    Raises:
        InvalidInput: longer than `NAME_MOST` characters.
    """
    name = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    if len(name) > NAME_MOST:
        raise InvalidInput(f"a player's name is at most {NAME_MOST} characters")
    return name


def read_seats(form, count: int) -> tuple[SeatSetup, ...]:
    """The ``count`` seats the new-duel ``form`` sets up: each one's fighter, Finisher, two
    discard piles and cards set aside (fields ``fighter0``, ``finisher0``, ``style1_0``...).

    Raises:
        KeyError: a field is missing (the form is not the app's).
    """
    return tuple(SeatSetup(form[f"fighter{s}"], form[f"finisher{s}"],
                           (form[f"style1_{s}"], form[f"base1_{s}"]),
                           (form[f"style2_{s}"], form[f"base2_{s}"]),
                           tuple(form.getlist(f"aside{s}")))
                 for s in range(count))


def seat_form(catalog: Catalog, fighter_id: str, edition: str,
              keep: SeatSetup | None = None) -> dict:
    """What the new-duel form offers for one fighter under ``edition``'s cards, with the
    suggested choices: ``keep``'s when it is this fighter's (the duel before, in a match),
    else the fighter's usual ones (`suggested_seat`)."""
    kit = Kit.build(catalog, fighter_id, edition)
    suggested = keep if keep is not None and keep.fighter == fighter_id \
        else suggested_seat(fighter_id, catalog, edition)
    rule = kit.fighter.unique_ability.set_aside
    eligible = []
    if rule is not None:
        eligible = {"base": list(kit.bases), "style": list(kit.styles)}.get(
            rule.kind, list(kit.styles) + list(kit.bases))
    return {"fighter": fighter_id, "name": kit.fighter.name,
            "finishers": list(kit.finishers), "styles": list(kit.styles),
            "bases": list(kit.bases), "suggested": suggested,
            "classic": kit.fighter.printing == "classic", "aside": rule, "eligible": eligible}
