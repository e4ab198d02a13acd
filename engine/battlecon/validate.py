"""Command: validate a folder of fighter YAML files.

Usage: ``python -m engine.battlecon.validate [FOLDER]`` (default: the project's `fighters/`).
Prints one line per problem and exits 1, or prints a summary and exits 0.
"""

from __future__ import annotations

import sys

from .cards import FIGHTERS_DIR, CardDataError, load_catalog


def main(argv: list[str] | None = None) -> int:
    """Validate the folder named in ``argv`` (or `fighters/`); return the exit status."""
    args = sys.argv[1:] if argv is None else argv
    folder = args[0] if args else FIGHTERS_DIR
    try:
        catalog = load_catalog(folder)
    except CardDataError as error:
        for line in error.problems:
            print(line)
        print(f"{len(error.problems)} problem(s)", file=sys.stderr)
        return 1
    cards = sum(len(f.styles) + len(f.bases) + len(f.finishers)
                for f in catalog.fighters.values())
    print(f"ok: {len(catalog.fighters)} fighters, {cards} cards, "
          f"{len(catalog.shared.bases)} shared bases, {len(catalog.shared.styles)} shared styles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
