"""Command: how much of each fighter's card data the engine carries out itself.

Usage: ``python -m engine.battlecon.report [FOLDER]`` (default: the project's `fighters/`).

An *effect* is one entry of a card's, a special card's or the unique ability's ``effects``, or
one ante of the unique ability (docs/cards.md). It is *automated* when it has a structured
``action`` the engine carries out (an ante also when it has no ``summary``: it names
something, ``call``, or only pays its cost), and a *prompt* otherwise: a ``summary`` the
assistant shows at its timing, or an effect keyed to an in-time event the engine does not fire
yet (it never runs, so it cannot count as automated). An ante with both an ``action`` and a
``summary`` is a prompt too (its summary leaves part of it to the table), unless it is marked
``reminder: true`` (the summary only restates the action: `schema.Ante`). Printed numbers
(Stun Guard, Soak, stun immunity) are stats, not effects, and are not counted.

Each prompt names the kinds of correction by hand that carry it out (``corrections``,
`correction_kinds`). A prompt is *carried* when every kind it names exists in the app: the
``adjust`` decision carries out that kind's field (`adjust.carries_out`, read from
`adjust.FIELDS`, so a kind counts as soon as its field is added there). The command prints how
many prompts are carried and which kinds are still missing, with how many prompts wait on each.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from .adjust import carries_out
from .beat import STEPS
from .cards import FIGHTERS_DIR, CardDataError, load_catalog
from .correction_kinds import KINDS
from .in_time import EVENTS
from .schema import Ante, Effect, Fighter, all_effects

# The in-time events the engine fires: those the beat opens a fixed window for
# ("when:you_are_hit"...) and those `in_time` records as they happen (a stun, a movement).
FIRED = frozenset(t.removeprefix("when:") for step in STEPS.values() if step.window
                  for t in step.window[0] if t.startswith("when:")) | frozenset(EVENTS)


def automated(effect: Effect) -> bool:
    """True when the engine carries ``effect`` out: it has an action and, for an in-time
    trigger, its event is one the engine fires (`FIRED`)."""
    return effect.action is not None and (effect.timing != "when" or effect.event in FIRED)


def ante_automated(ante: Ante) -> bool:
    """True when the engine carries ``ante`` out in full: it has no summary (an action, a
    ``call``, or only its cost, read by other effects), or an action and a summary marked as
    only a reminder of that action (`schema.Ante.reminder`)."""
    return ante.summary is None or (ante.action is not None and ante.reminder)


def to_play(ante: Ante) -> bool:
    """True when ``ante`` is automated (`ante_automated`) and has an action to play; an
    automated ante without one only pays its cost or names something, and shows nothing of
    its own until another effect reads it (tests/exercise plays the effects that do)."""
    return ante.action is not None and ante_automated(ante)


def nothing_to_play(fighters: dict[str, Fighter]) -> int:
    """How many automated antes of ``fighters`` have no action (`to_play`)."""
    return sum(1 for f in fighters.values() for a in f.unique_ability.antes
               if ante_automated(a) and a.action is None)


@dataclass(frozen=True)
class Coverage:
    """Effects of one fighter (or a total): ``automated`` + ``prompts`` = all counted."""

    automated: int
    prompts: int

    @property
    def total(self) -> int:
        """All effects counted."""
        return self.automated + self.prompts

    @property
    def percent(self) -> float:
        """Automated effects as a percentage of all (100.0 when there are none)."""
        return 100.0 * self.automated / self.total if self.total else 100.0

    def __add__(self, other: Coverage) -> Coverage:
        return Coverage(self.automated + other.automated, self.prompts + other.prompts)


def coverage(fighter: Fighter) -> Coverage:
    """Count ``fighter``'s automated effects and prompts (see the module docstring)."""
    ability = fighter.unique_ability
    effects = all_effects(fighter)
    count = sum(1 for e in effects if automated(e))
    count += sum(1 for a in ability.antes if ante_automated(a))
    return Coverage(count, len(effects) + len(ability.antes) - count)


def prompt_kinds(fighter: Fighter) -> list[tuple[str, ...] | None]:
    """The correction kinds each prompt of ``fighter`` names (None: it names none, as a
    prompt keyed to an unfired event, or a text saved before the rule)."""
    found = [e.corrections for e in all_effects(fighter) if not automated(e)]
    return found + [a.corrections for a in fighter.unique_ability.antes
                    if not ante_automated(a)]


def kind_exists(name: str) -> bool:
    """True when the app can enter the correction kind ``name`` (`adjust.carries_out`)."""
    return name in KINDS and carries_out(KINDS[name].field)


@dataclass(frozen=True)
class Carried:
    """Prompts whose every correction kind exists (``carried``) out of all (``prompts``), and
    for each missing kind the number of prompts that name it (``missing``, by kind)."""

    carried: int
    prompts: int
    missing: tuple[tuple[str, int], ...]

    @property
    def percent(self) -> float:
        """Carried prompts as a percentage of all (100.0 when there are none)."""
        return 100.0 * self.carried / self.prompts if self.prompts else 100.0


def carried(fighters: dict[str, Fighter]) -> Carried:
    """Count the prompts of ``fighters`` the app's corrections can carry out (module doc); a
    prompt that names no kind is not carried."""
    total = done = 0
    missing: dict[str, int] = {}
    for fighter in fighters.values():
        for kinds in prompt_kinds(fighter):
            total += 1
            absent = [k for k in kinds or () if not kind_exists(k)]
            done += kinds is not None and not absent
            for k in absent:
                missing[k] = missing.get(k, 0) + 1
    return Carried(done, total, tuple((k, missing[k]) for k in KINDS if k in missing))


def carried_lines(fighters: dict[str, Fighter]) -> list[str]:
    """The lines the command prints after the table: prompts carried, kinds missing."""
    found = carried(fighters)
    lines = [f"prompts whose corrections all exist: {found.carried} of {found.prompts} "
             f"({found.percent:.1f}%)"]
    lines.append("kinds of correction still missing: " + (", ".join(
        f"{kind} ({count} prompts)" for kind, count in found.missing) or "none"))
    return lines


#: The file, in a fighters folder, where `./dev exercise` (tests/exercise/record.py) records
#: which automated effects a played beat showed doing what their actions declare.
EXERCISED = "exercised.json"


def content_hash(folder: str | Path) -> str:
    """SHA-256 (hex) of the names and bytes of every ``*.yaml`` file of ``folder``, in name
    order: the card data a recording of `EXERCISED` was made from."""
    digest = hashlib.sha256()
    for path in sorted(Path(folder).glob("*.yaml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def exercised_lines(folder: str | Path, idle: int = 0) -> list[str]:
    """The line the command prints about the recorded exercise of the automated effects
    with an action: exercised out of recorded, and how many are not reached yet (``idle``:
    the automated antes with no action, named apart); or why there is no count (no file, or
    a file made from other card data: run ``./dev exercise``)."""
    path = Path(folder) / EXERCISED
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        done, left = len(data["exercised"]), len(data["unreached"])
        made_from = data["fighters_hash"]
    except (OSError, ValueError, KeyError, TypeError):
        return ["effects exercised: not recorded (run ./dev exercise)"]
    if made_from != content_hash(folder):
        return ["effects exercised: recorded for other card data (run ./dev exercise)"]
    total = done + left
    share = 100.0 * done / total if total else 100.0
    idle_text = (f" (besides {idle} automated antes with no action: a cost or a name only)"
                 if idle else "")
    return [f"effects exercised: {done} of {total} automated with an action ({share:.1f}%); "
            f"not reached yet: {left}{idle_text}"]


def report_lines(fighters: dict[str, Fighter]) -> list[str]:
    """One line per fighter (by id) and a total line, as the command prints them."""
    lines = [f"{'fighter':<16} {'automated':>9} {'prompts':>7} {'share':>6}"]
    total = Coverage(0, 0)
    for fighter_id in sorted(fighters):
        found = coverage(fighters[fighter_id])
        total += found
        lines.append(f"{fighter_id:<16} {found.automated:>9} {found.prompts:>7} "
                     f"{found.percent:>5.1f}%")
    lines.append(f"{'TOTAL':<16} {total.automated:>9} {total.prompts:>7} {total.percent:>5.1f}%")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Print the report for the folder named in ``argv`` (or `fighters/`); 1 if it does not
    load (the problems are printed), else 0."""
    args = sys.argv[1:] if argv is None else argv
    try:
        catalog = load_catalog(args[0] if args else FIGHTERS_DIR)
    except CardDataError as error:
        print("\n".join(error.problems))
        return 1
    folder = args[0] if args else FIGHTERS_DIR
    print("\n".join(report_lines(catalog.fighters) + carried_lines(catalog.fighters)
                    + exercised_lines(folder, nothing_to_play(catalog.fighters))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
